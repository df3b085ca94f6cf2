//! Export of the archive: into a directory, into a real FAT image (built and
//! read in user space with dosfstools and mtools, as no vfat mount is
//! possible here), with hostile names, and onto targets that fill up, turn
//! read-only or disappear part way. Every file read back by python-chess.

use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

use pendule::export::names::MAX_NAME_BYTES;
use pendule::export::{DirTarget, Summary, Target, Which, export};
use pendule::simulate::{parse_script, simulate};
use pendule::store::{archive_game, archived_games};

mod common;
use common::python_with_chess;

#[path = "export/damage.rs"]
mod damage;

/// A fresh directory; tests run side by side, so each call has its own.
fn temp(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("pendule-export-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A finished game's PGN with these tags: Scholar's mate.
fn game(tags: &[(&str, &str)]) -> String {
    let mut script = String::new();
    for (name, value) in tags {
        script.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "\\\"")));
    }
    script.push_str("control blitz\n3 e4\n3 e5\n3 Bc4\n3 Nc6\n3 Qh5\n3 Nf6\n3 Qxf7#\n");
    simulate(&parse_script(&script).unwrap()).unwrap()
}

/// An archive of `games`, named g01, g02...
fn archive(games: &[String]) -> PathBuf {
    let dir = temp("archive");
    for (i, pgn) in games.iter().enumerate() {
        archive_game(&dir, &format!("g{:02}", i + 1), pgn, None).unwrap();
    }
    dir
}

/// A round of three boards of the same event.
fn round() -> Vec<String> {
    [
        ("1", "Dupont, Éloïse", "Müller, Jörg"),
        ("2", "Martin", "Nguyen"),
        ("3", "Ødegaard", "Ďurica"),
    ]
    .iter()
    .map(|(board, white, black)| {
        game(&[
            ("Event", "Open de Paris"),
            ("Date", "2026.11.29"),
            ("Round", "3"),
            ("Board", board),
            ("White", white),
            ("Black", black),
        ])
    })
    .collect()
}

/// Exports `data` into the `pendule/` folder of the directory `stick`.
fn export_to(data: &Path, stick: &Path, which: Which) -> Summary {
    export(data, &mut DirTarget::open(stick).unwrap(), which, |_, _| {}).unwrap()
}

/// The archive's files and their bytes, to prove an export left it alone.
fn snapshot(data_dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(data_dir.join("archive"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .map(|p| (p.clone(), std::fs::read(&p).unwrap()))
        .collect();
    files.sort();
    files
}

/// Each file's games as python-chess reads them: (headers, moves) as JSON.
fn python_reads(files: &[PathBuf]) -> Vec<String> {
    let script = r#"
import json, sys, chess.pgn
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            if game.errors:
                raise SystemExit(f"{path}: {game.errors}")
            print(json.dumps([game.headers.get("White"), game.headers.get("Board"),
                              len(list(game.mainline_moves()))]))
"#;
    let args = [Path::new("-c"), Path::new(script)];
    // The round's results CSV beside the games is no PGN.
    let pgn = files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"));
    python_with_chess(args.into_iter().chain(pgn.map(PathBuf::as_path)))
        .lines()
        .map(str::to_owned)
        .collect()
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_round_goes_to_a_directory_once() {
    let data = archive(&round());
    let stick = temp("stick");
    let mut target = DirTarget::open(&stick).unwrap();
    let mut seen = Vec::new();
    let summary = export(&data, &mut target, Which::New, |done, of| {
        seen.push((done, of))
    })
    .unwrap();
    assert_eq!(
        summary,
        Summary {
            exported: 3,
            rounds: 1,
            ..Summary::default()
        }
    );
    assert_eq!(seen, [(1, 3), (2, 3), (3, 3)]);
    let folder = stick.join("pendule");
    assert_eq!(
        listing(&folder),
        [
            "2026-11-29_Open de Paris_r3-results.csv",
            "2026-11-29_Open de Paris_r3.pgn",
            "2026-11-29_Open de Paris_r3_b1_Dupont, Éloïse-Müller, Jörg.pgn",
            "2026-11-29_Open de Paris_r3_b2_Martin-Nguyen.pgn",
            "2026-11-29_Open de Paris_r3_b3_Ødegaard-Ďurica.pgn",
        ]
    );
    let files: Vec<PathBuf> = listing(&folder).iter().map(|n| folder.join(n)).collect();
    let read = python_reads(&files);
    // The round file holds the three games, each file its own: 7 plies each.
    assert_eq!(read.len(), 6);
    assert!(read.iter().all(|r| r.ends_with(", 7]")), "{read:?}");
    assert!(
        read.contains(&r#"["\u00d8degaard", "3", 7]"#.to_owned()),
        "{read:?}"
    );

    // Again: nothing new. All: everything is there already, byte for byte.
    let again = export(&data, &mut target, Which::New, |_, _| {}).unwrap();
    assert_eq!(again, Summary::default());
    let all = export(&data, &mut target, Which::All, |_, _| {}).unwrap();
    assert_eq!(
        all,
        Summary {
            already: 3,
            ..Summary::default()
        }
    );
    assert_eq!(all.to_string(), "exported 0 games, 3 already there");
    assert_eq!(listing(&folder).len(), 5);
}

#[test]
fn another_boards_files_are_never_replaced() {
    // Two devices, the same stick: unnamed players and no board numbers
    // give both games the same name; the round file gathers both.
    let unnamed = |moves_first: &str| {
        let mut pgn = game(&[("Event", "Club"), ("Date", "2026.11.29"), ("Round", "1")]);
        pgn = pgn.replace("[Site \"?\"]", &format!("[Site \"{moves_first}\"]"));
        pgn
    };
    let (first, second) = (archive(&[unnamed("board A")]), temp("second"));
    archive_game(&second, "g01", &unnamed("board B"), None).unwrap();
    let stick = temp("shared");
    let mut target = DirTarget::open(&stick).unwrap();
    export(&first, &mut target, Which::New, |_, _| {}).unwrap();
    let summary = export(&second, &mut target, Which::New, |_, _| {}).unwrap();
    assert_eq!(summary.exported, 1);
    let folder = stick.join("pendule");
    assert_eq!(
        listing(&folder),
        [
            "2026-11-29_Club_r1-results.csv",
            "2026-11-29_Club_r1.pgn",
            "2026-11-29_Club_r1_b-_NN-NN-2.pgn",
            "2026-11-29_Club_r1_b-_NN-NN.pgn",
        ]
    );
    let round = std::fs::read_to_string(folder.join("2026-11-29_Club_r1.pgn")).unwrap();
    assert!(
        round.contains("board A") && round.contains("board B"),
        "{round}"
    );
}

#[test]
fn hostile_names_stay_inside_the_folder() {
    let long = "Ö".repeat(300);
    let games = [
        game(&[
            ("Event", "../../etc/passwd"),
            ("White", "a/b\\c"),
            ("Black", "x:y*z?"),
        ]),
        game(&[("Event", "Blitz ♞🎉"), ("White", "😀"), ("Black", "Ana")]),
        game(&[("Event", "Open"), ("White", &long), ("Black", "B")]),
        game(&[("Event", "Same"), ("White", "A"), ("Black", "B")]),
        game(&[
            ("Event", "Same"),
            ("White", "A"),
            ("Black", "B"),
            ("Annotator", "other"),
        ]),
    ];
    let data = archive(&games);
    let stick = temp("hostile");
    export_to(&data, &stick, Which::All);
    assert_eq!(listing(&stick), ["pendule"], "nothing outside the folder");
    let names = listing(&stick.join("pendule"));
    for name in &names {
        assert!(name.len() <= MAX_NAME_BYTES, "{name}");
        assert!(
            !name.contains(['/', '\\', ':', '*', '?', '"', '<', '>', '|']),
            "{name}"
        );
        assert!(name.chars().all(|c| u32::from(c) <= 0xFFFF), "{name}");
    }
    // (The script reader takes `\c` as an escaped `c`, as PGN does.)
    assert!(
        names.contains(&"undated_etc_passwd_r-_b-_a_bc-x_y_z.pgn".to_owned()),
        "{names:?}"
    );
    assert!(
        names.contains(&"undated_Blitz ♞_r-_b-_NN-Ana.pgn".to_owned()),
        "{names:?}"
    );
    assert!(
        names.contains(&"undated_Same_r-_b-_A-B-2.pgn".to_owned()),
        "{names:?}"
    );
    let files: Vec<PathBuf> = names
        .iter()
        .map(|n| stick.join("pendule").join(n))
        .collect();
    // Five games, and again in the four round files.
    assert_eq!(python_reads(&files).len(), 5 + 5);
}

/// dosfstools and mtools, installed from Debian when missing and allowed
/// (as root, as on CI), so that `cargo test` needs no set-up of its own.
fn fat_tools() {
    static READY: std::sync::Once = std::sync::Once::new();
    READY.call_once(|| {
        let have = |tool: &str| {
            Command::new("sh")
                .args([
                    "-c",
                    &format!("command -v {tool} || test -x /usr/sbin/{tool}"),
                ])
                .output()
                .is_ok_and(|o| o.status.success())
        };
        if have("mcopy") && have("mkfs.vfat") {
            return;
        }
        common::apt_install("dosfstools mtools", "the FAT tests");
    });
}

/// A FAT image written and read with mtools: no mount needed.
struct FatImage {
    image: PathBuf,
    work: PathBuf,
}

impl FatImage {
    fn new(name: &str, kib: u32) -> FatImage {
        fat_tools();
        let work = temp(name);
        let image = work.join("stick.img");
        let mkfs = if Path::new("/usr/sbin/mkfs.vfat").exists() {
            "/usr/sbin/mkfs.vfat"
        } else {
            "mkfs.vfat"
        };
        run(mkfs, &["-C", image.to_str().unwrap(), &kib.to_string()]);
        run("mmd", &["-i", image.to_str().unwrap(), "::/pendule"]);
        FatImage { image, work }
    }

    fn mtools(&self, tool: &str, args: &[&str]) -> std::process::Output {
        Command::new(tool)
            .arg("-i")
            .arg(&self.image)
            .args(args)
            .env("MTOOLS_SKIP_CHECK", "1")
            .output()
            .unwrap_or_else(|e| panic!("{tool} runs (apt-get install mtools): {e}"))
    }

    fn names(&self) -> Vec<String> {
        let out = self.mtools("mdir", &["-b", "::/pendule"]);
        let mut names: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("::/pendule/").map(str::to_owned))
            .collect();
        names.sort();
        names
    }

    /// Copies the folder out, to read it back.
    fn copy_out(&self) -> Vec<PathBuf> {
        let out = self.work.join("out");
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        self.names()
            .iter()
            .map(|name| {
                let local = out.join(name);
                let copied = self.mtools(
                    "mcopy",
                    &[&format!("::/pendule/{name}"), local.to_str().unwrap()],
                );
                assert!(
                    copied.status.success(),
                    "{}",
                    String::from_utf8_lossy(&copied.stderr)
                );
                local
            })
            .collect()
    }

    fn check(&self) {
        let fsck = if Path::new("/usr/sbin/fsck.vfat").exists() {
            "/usr/sbin/fsck.vfat"
        } else {
            "fsck.vfat"
        };
        let out = Command::new(fsck)
            .arg("-n")
            .arg(&self.image)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
}

fn run(tool: &str, args: &[&str]) {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{tool} runs (apt-get install dosfstools mtools): {e}"));
    assert!(
        out.status.success(),
        "{tool}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

impl Target for FatImage {
    fn read(&mut self, name: &str) -> io::Result<Option<Vec<u8>>> {
        if !self.names().iter().any(|n| n == name) {
            return Ok(None);
        }
        let out = self.mtools("mtype", &[&format!("::/pendule/{name}")]);
        Ok(Some(out.stdout))
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        let local = self.work.join("upload");
        std::fs::write(&local, bytes)?;
        let temp = format!("::/pendule/.{name}.tmp");
        let out = self.mtools("mcopy", &["-D", "o", local.to_str().unwrap(), &temp]);
        if !out.status.success() {
            let _ = self.mtools("mdel", &[&temp]);
            let why = String::from_utf8_lossy(&out.stderr).into_owned();
            let kind = if why.contains("Disk full") {
                io::ErrorKind::StorageFull
            } else {
                io::ErrorKind::Other
            };
            return Err(io::Error::new(kind, why));
        }
        let _ = self.mtools("mdel", &[&format!("::/pendule/{name}")]);
        let out = self.mtools("mren", &[&temp, &format!("::/pendule/{name}")]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        Ok(())
    }

    fn sync(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_round_goes_into_a_fat_image() {
    let data = archive(&round());
    let mut stick = FatImage::new("fat", 1024);
    let summary = export(&data, &mut stick, Which::New, |_, _| {}).unwrap();
    assert_eq!(summary.exported, 3);
    assert_eq!(
        stick.names(),
        [
            "2026-11-29_Open de Paris_r3-results.csv",
            "2026-11-29_Open de Paris_r3.pgn",
            "2026-11-29_Open de Paris_r3_b1_Dupont, Éloïse-Müller, Jörg.pgn",
            "2026-11-29_Open de Paris_r3_b2_Martin-Nguyen.pgn",
            "2026-11-29_Open de Paris_r3_b3_Ødegaard-Ďurica.pgn",
        ]
    );
    stick.check();
    assert_eq!(python_reads(&stick.copy_out()).len(), 6);
}

#[test]
fn a_full_stick_says_so_and_the_next_export_finishes() {
    let data = archive(&round());
    let before = snapshot(&data);
    // A small image filled by another file but for about one game's room.
    let mut stick = FatImage::new("full", 200);
    let out = stick.mtools("mdir", &["::/"]);
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let free: usize = listing
        .lines()
        .find_map(|l| l.trim().strip_suffix(" bytes free"))
        .map(|n| n.replace([' ', ','], "").parse().unwrap())
        .unwrap_or_else(|| panic!("free space in {listing}"));
    let filler = stick.work.join("filler");
    std::fs::write(&filler, vec![b'x'; free - 1024]).unwrap();
    let out = stick.mtools("mcopy", &["-D", "o", filler.to_str().unwrap(), "::/filler"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let err = export(&data, &mut stick, Which::New, |_, _| {}).unwrap_err();
    assert_eq!(err.source.kind(), io::ErrorKind::StorageFull);
    let words = err.to_string();
    assert!(words.starts_with("the stick is full"), "{words}");
    assert!(words.contains("the archive is untouched"), "{words}");
    assert!(err.done.exported < 3);
    // No partial file under a final name, no temporary file left.
    let names = stick.names();
    assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    let written = stick.copy_out();
    assert_eq!(
        python_reads(&written).len(),
        written.len(),
        "every file is whole"
    );
    stick.check();
    assert_eq!(snapshot(&data), before, "the archive is untouched");

    // Room made: the next export completes the work.
    let _ = stick.mtools("mdel", &["::/filler"]);
    let summary = export(&data, &mut stick, Which::New, |_, _| {}).unwrap();
    assert_eq!(
        summary.exported + summary.already + err.done.exported,
        3 + err.done.exported
    );
    assert_eq!(
        stick.names().len(),
        5,
        "three games, their round and its results"
    );
    assert_eq!(python_reads(&stick.copy_out()).len(), 6);
}

/// A directory target that turns read-only, or disappears, after `ok`
/// writes: what a stick with its switch flipped or pulled out does.
struct Failing {
    inner: DirTarget,
    ok: usize,
    error: fn() -> io::Error,
}

impl Target for Failing {
    fn read(&mut self, name: &str) -> io::Result<Option<Vec<u8>>> {
        self.inner.read(name)
    }

    fn write(&mut self, name: &str, bytes: &[u8]) -> io::Result<()> {
        if self.ok == 0 {
            return Err((self.error)());
        }
        self.ok -= 1;
        self.inner.write(name, bytes)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.inner.sync()
    }
}

#[test]
fn a_read_only_or_vanishing_stick_is_said_and_the_archive_kept() {
    type Case = (fn() -> io::Error, &'static str);
    let cases: [Case; 3] = [
        (
            || io::Error::from(io::ErrorKind::ReadOnlyFilesystem),
            "the stick is read-only",
        ),
        (
            || io::Error::from_raw_os_error(5),
            "the stick is gone (pulled out?)",
        ),
        (
            || io::Error::from(io::ErrorKind::NotFound),
            "the stick is gone (pulled out?)",
        ),
    ];
    for (error, said) in cases {
        let data = archive(&round());
        let before = snapshot(&data);
        let stick = temp("failing");
        let mut target = Failing {
            inner: DirTarget::open(&stick).unwrap(),
            ok: 1,
            error,
        };
        let err = export(&data, &mut target, Which::New, |_, _| {}).unwrap_err();
        assert_eq!(err.done.exported, 1);
        let words = err.to_string();
        assert!(words.starts_with(said), "{words}");
        assert!(words.contains("1 game written before"), "{words}");
        assert_eq!(snapshot(&data), before);
        // Nothing was marked: the next export, to a good stick, has all three.
        let good = temp("good");
        let summary = export_to(&data, &good, Which::New);
        assert_eq!(summary.exported, 3);
        // And back on the first stick the game written before counts as there.
        let again = export_to(&data, &stick, Which::All);
        assert_eq!((again.exported, again.already), (2, 1));
        std::fs::remove_dir_all(&stick).unwrap();
        std::fs::remove_dir_all(&good).unwrap();
    }
}

/// Runs `pendule ARGS --data-dir DATA`; the exit code and the output.
fn pendule(data: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn the_command_line_exports_and_simulate_archives() {
    let data = temp("cli-data");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/scripts/scholars_mate.txt");
    let script = script.to_str().unwrap();
    for _ in 0..2 {
        let (code, _, err) = pendule(&data, &["simulate", script]);
        assert_eq!(code, Some(0), "{err}");
    }
    assert_eq!(
        archived_games(&data).unwrap().len(),
        2,
        "two games, two names"
    );

    let stick = temp("cli-stick");
    let stick_arg = stick.to_str().unwrap();
    let (code, out, err) = pendule(&data, &["export", stick_arg]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, "exported 2 games, 0 already there\n");
    let (_, out, _) = pendule(&data, &["export", stick_arg, "--all"]);
    assert_eq!(out, "exported 0 games, 2 already there\n");
    // "New" is per device: an empty folder after that gets none, and the
    // command says why and what to do (N29).
    let empty = temp("cli-empty");
    let (_, out, _) = pendule(&data, &["export", empty.to_str().unwrap()]);
    assert_eq!(
        out,
        "exported 0 games, 0 already there\nevery archived game went out in an earlier export; \
         --all exports them all again\n"
    );

    // A directory that cannot be written: one line, exit 2, nothing marked.
    let not_a_dir = stick.join("pendule").join("a-file");
    std::fs::write(&not_a_dir, "x").unwrap();
    let (code, _, err) = pendule(&data, &["export", not_a_dir.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("cannot write in ") && err.lines().count() == 1,
        "{err}"
    );

    // An unfinished game is not archived.
    let unfinished = temp("cli-unfinished").join("game.txt");
    std::fs::write(&unfinished, "control blitz\n3 e4\n").unwrap();
    let (code, _, _) = pendule(&data, &["simulate", unfinished.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert_eq!(archived_games(&data).unwrap().len(), 2);
}

#[test]
fn the_gadget_image_holds_the_exported_games() {
    fat_tools();
    let data = archive(&round());
    let image = temp("gadget").join("gadget.img");
    let bin = Path::new(env!("CARGO_BIN_EXE_pendule"))
        .parent()
        .unwrap()
        .to_owned();
    let path = format!(
        "{}:/usr/sbin:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("systemd/usb-gadget.sh");
    let out = Command::new("sh")
        .arg(&script)
        .args(["build", data.to_str().unwrap(), image.to_str().unwrap()])
        .env("PATH", path)
        .env("PENDULE_GADGET_MIB", "4")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stick = FatImage {
        image,
        work: temp("gadget-read"),
    };
    assert_eq!(
        stick.names().len(),
        5,
        "three games, their round and its results"
    );
    stick.check();
    assert_eq!(python_reads(&stick.copy_out()).len(), 6);
}
