//! Power cuts: a child process plays games through pendule's game and store
//! and is killed with SIGKILL at random points, then restarted: mid-game,
//! between a game's last record and its archiving, while a game is created,
//! and (on a tmpfs, as root) while the disk is full and when it heals.
//! After every kill the journal reads (a torn last record at worst, never
//! damage), the restored game equals a replay of what the journal holds and
//! is the start of the real game, and no archived game is lost or changed.
//! `PENDULE_POWER_CUTS=1000` runs a long campaign; CI runs 60 cuts.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::pgn::write_pgn;
use pendule::store::{RecordedGame, read_journal, replay};
use shakmaty::Color;

#[path = "harness/small_disk.rs"]
mod small_disk;

/// Games to play: about one a cut, so that cuts land in games, not after
/// the last one.
fn games(kills: usize) -> usize {
    kills.max(40)
}

/// How many cuts: 60, or `PENDULE_POWER_CUTS`.
fn kills() -> usize {
    std::env::var("PENDULE_POWER_CUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(60)
}

fn child() -> PathBuf {
    // A plain `cargo test` builds the examples beside the test binaries;
    // `cargo test --test power_cut` does not, so build it then.
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_owned();
    let path = deps.parent().unwrap().join("examples/power_cut_child");
    // Built from the present source, or built now (an older child would
    // not know this test's arguments).
    let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/power_cut_child.rs");
    if modified(&path) < modified(&source) {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo)
            .args(["build", "--example", "power_cut_child"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .unwrap();
        assert!(status.success());
    }
    assert!(path.exists(), "{path:?}");
    path
}

fn moves_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/opera_game.txt")
}

/// The PGN of game `k` played whole, without interruption.
fn expected_pgn(k: usize) -> String {
    let dir = std::env::temp_dir().join(format!("pendule-powercut-ref-{}-{k}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let setup = GameSetup {
        white: "40/5400+30:1800+30".parse().unwrap(),
        black: "40/5400+30:1800+30".parse().unwrap(),
        ..GameSetup::default()
    };
    let tags = vec![("Round".to_owned(), (k + 1).to_string())];
    let mut game = RecordedGame::start(&dir.join("j.jsonl"), "ref", setup, tags).unwrap();
    game.handle(Input::Press(Color::Black), Moment::ZERO)
        .unwrap();
    let moves = std::fs::read_to_string(moves_file()).unwrap();
    for (i, m) in moves.split_whitespace().enumerate() {
        let at = Moment::from_origin(Duration::from_secs(i as u64 + 1));
        let side = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        game.handle(Input::Move(m.to_owned()), at).unwrap();
        if game.game().result().is_none() {
            game.handle(Input::Press(side), at).unwrap();
        }
    }
    let pgn = write_pgn(game.game(), game.tags());
    std::fs::remove_dir_all(&dir).unwrap();
    pgn
}

/// When the child is cut.
enum Cut {
    /// After this long.
    After(Duration),
    /// This long after it says it begins this step.
    At(&'static str, Duration),
    /// Never: it runs to the end.
    Never,
}

/// xorshift64*, fixed seed: the same kill points on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n
    }
}

fn archive(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(dir.join("archive")) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

#[test]
fn no_game_is_lost_to_a_power_cut() {
    // On a disk that fills up for real when the machine lets the test mount
    // one; else on the temporary directory, without the full disk.
    // Room for every game's archive (a PGN and a journal: three 4 KiB pages
    // of a tmpfs) and then some; the child fills the rest when it wants.
    let kills = kills();
    let games = games(kills);
    let kib = u32::try_from(games * 16 + 4096).unwrap();
    let disk = small_disk::SmallDisk::mount("powercut", kib);
    let dir = match &disk {
        Some(disk) => disk.dir.clone(),
        None => {
            let dir = std::env::temp_dir().join(format!("pendule-powercut-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            dir
        }
    };
    let expected: Vec<String> = (0..games).map(expected_pgn).collect();
    let run = |cut: Cut| {
        let mut child = Command::new(child())
            .arg(&dir)
            .arg(moves_file())
            .arg(games.to_string())
            .arg("2")
            .args(disk.as_ref().map(|_| "FULL"))
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut said = BufReader::new(child.stdout.take().unwrap()).lines();
        match cut {
            Cut::After(after) => std::thread::sleep(after),
            // Around the moment the child says it begins that step.
            Cut::At(step, after) => {
                while said.next().is_some_and(|l| l.unwrap() != step) {}
                std::thread::sleep(after);
            }
            Cut::Never => {
                let said: Vec<String> = said.map(Result::unwrap).collect();
                assert_eq!(said.last().map(String::as_str), Some("done"));
                assert!(child.wait().unwrap().success());
                return;
            }
        }
        let _ = child.kill();
        child.wait().unwrap();
    };
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let mut archived = BTreeMap::new();
    let mut torn = 0;
    let mut restored_mid_game = 0;
    let mut unfiled = 0;
    let mut disk_full = 0;
    let mut creation = [0; 3];
    for kill in 0..kills {
        run(match kill % 5 {
            0 => Cut::At("creating", Duration::from_micros(rng.below(3000))),
            1 => Cut::At("archiving", Duration::from_micros(rng.below(3000))),
            _ => Cut::After(Duration::from_millis(20 + rng.below(220))),
        });
        // Nothing archived is lost or changed.
        let now = archive(&dir);
        for (name, bytes) in &archived {
            assert_eq!(
                now.get(name),
                Some(bytes),
                "kill {kill}: {name} lost or changed"
            );
        }
        for (name, bytes) in &now {
            if let Some(k) = name
                .strip_prefix("game-")
                .and_then(|n| n.strip_suffix(".pgn"))
            {
                let k: usize = k.parse().unwrap();
                assert_eq!(
                    String::from_utf8(bytes.clone()).unwrap(),
                    expected[k],
                    "kill {kill}: {name}"
                );
            }
        }
        archived = now;
        disk_full += usize::from(dir.join("filler").exists());
        // A cut aimed at a game's creation landed before, during (its
        // temporary file left) or after the journal was written.
        let journal = dir.join("journal.jsonl");
        if kill % 5 == 0 {
            match (dir.join(".journal.jsonl.tmp").exists(), journal.exists()) {
                (true, _) => creation[1] += 1,
                (false, false) => creation[0] += 1,
                (false, true) => creation[2] += 1,
            }
        }
        // The journal reads; the restored game is the replay of what it
        // holds, and the start of the real game.
        if journal.exists() {
            let contents = read_journal(&journal).unwrap_or_else(|e| panic!("kill {kill}: {e}"));
            assert_eq!(contents.lost, None, "kill {kill}: a cut is never damage");
            torn += usize::from(contents.torn);
            let replayed = replay(&journal, &contents).unwrap();
            assert!(
                contents.id.starts_with("game-"),
                "kill {kill}: {}",
                contents.id
            );
            let partial = write_pgn(&replayed, &contents.tags);
            let moves_so_far = replayed.scoresheet().moves().len();
            restored_mid_game += usize::from(moves_so_far > 0 && replayed.result().is_none());
            unfiled += usize::from(replayed.result().is_some());
            let played: Vec<String> = replayed
                .scoresheet()
                .written(pendule::rules::Notation::English);
            let all: Vec<String> = std::fs::read_to_string(moves_file())
                .unwrap()
                .split_whitespace()
                .map(|m| m.trim_end_matches(['+', '#']).to_owned())
                .collect();
            let played_plain: Vec<String> = played
                .iter()
                .map(|m| m.trim_end_matches(['+', '#']).to_owned())
                .collect();
            assert_eq!(played_plain[..], all[..played.len()], "kill {kill}");
            let (restored, _) = RecordedGame::restore(&journal).unwrap();
            assert_eq!(
                write_pgn(restored.game(), restored.tags()),
                partial,
                "kill {kill}"
            );
        }
    }
    run(Cut::Never);
    let done = archive(&dir);
    for (k, pgn) in expected.iter().enumerate() {
        let name = format!("game-{k:03}.pgn");
        assert_eq!(
            done.get(&name)
                .map(|b| String::from_utf8(b.clone()).unwrap())
                .as_ref(),
            Some(pgn)
        );
    }
    assert!(!dir.join("journal.jsonl").exists());
    eprintln!(
        "{kills} kills: {torn} torn journal tails dropped, {restored_mid_game} games restored \
         mid-game, {unfiled} finished games cut before their archiving, {disk_full} cuts with \
         the disk full; of the cuts aimed at a game's creation {} landed before its journal was \
         written, {} during, {} after{}",
        creation[0],
        creation[1],
        creation[2],
        if disk.is_some() {
            ""
        } else {
            " (no tmpfs: the disk never filled)"
        }
    );
    if disk.is_none() {
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
