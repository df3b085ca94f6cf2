//! Helpers shared by the integration tests: where the data is and how its
//! labelled positions read.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use pendule::rules::timeout::{Reason, Verdict};

pub mod pgn_read;
pub mod speech;
use shakmaty::{Color, KnownOutcome};

/// A file under `tests/data/`.
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// One `XY FEN` line of CHA-Solver's format.
#[derive(Clone)]
pub struct Labelled {
    /// The line number, for messages.
    pub line: usize,
    /// The FEN.
    pub fen: String,
    /// Whether White can ever mate (`W`).
    pub white_can_mate: bool,
    /// Whether Black can ever mate (`B`).
    pub black_can_mate: bool,
}

impl Labelled {
    /// Whether `color` can ever mate, by the label.
    pub fn can_mate(&self, color: Color) -> bool {
        match color {
            Color::White => self.white_can_mate,
            Color::Black => self.black_can_mate,
        }
    }
}

/// Reads `XY FEN` lines, skipping blanks and `#` comments.
pub fn labelled(name: &str) -> Vec<Labelled> {
    let text = std::fs::read_to_string(data(name)).expect("test data is readable");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let (label, fen) = l.split_once(' ').expect("a label, a space, a FEN");
            let label = label.as_bytes();
            assert_eq!(label.len(), 2, "line {}: label {:?}", i + 1, l);
            Labelled {
                line: i + 1,
                fen: fen.trim().to_owned(),
                white_can_mate: label[0] == b'W',
                black_can_mate: label[1] == b'B',
            }
        })
        .collect()
}

/// What a verdict says of the opponent of the flagged side: can it mate?
/// `None` when the verdict is undetermined.
pub fn opponent_can_mate(verdict: &Verdict) -> Option<bool> {
    let opponent = !verdict.flagged;
    match &verdict.reason {
        Reason::OpponentCanMate { .. } => Some(true),
        Reason::OpponentCannotMate { .. } | Reason::Stalemate => Some(false),
        Reason::Checkmate => Some(verdict.result == KnownOutcome::Decisive { winner: opponent }),
        Reason::Undetermined { .. } => None,
    }
}

/// A PYTHONPATH under which `import chess` works: python-chess is installed
/// from PyPI into `target/pydeps` when the machine lacks it. Once per test
/// process (the tests of one binary ask at the same time), and into a
/// private directory renamed into place, so that two processes never pip
/// into the same folder.
pub fn python_chess() -> String {
    static PATH: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PATH.get_or_init(install_python_chess).clone()
}

fn install_python_chess() -> String {
    let has = |path: &str| {
        Command::new("python3")
            .args(["-c", "import chess.pgn"])
            .env("PYTHONPATH", path)
            .status()
            .is_ok_and(|s| s.success())
    };
    if has("") {
        return String::new();
    }
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/pydeps");
    let target_str = target.to_str().unwrap().to_owned();
    if !has(&target_str) {
        let private = target.with_extension(format!("part-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&private);
        let status = Command::new("python3")
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--target",
            ])
            .arg(&private)
            .arg("chess")
            .status()
            .expect("python3 runs");
        assert!(status.success(), "pip could not install python-chess");
        // A half-made folder from an older run gives way; another process
        // that got there first keeps its own.
        if !has(&target_str) {
            let _ = std::fs::remove_dir_all(&target);
        }
        if std::fs::rename(&private, &target).is_err() {
            let _ = std::fs::remove_dir_all(&private);
        }
    }
    assert!(
        has(&target_str),
        "python-chess does not import from {target_str}"
    );
    target_str
}

/// Runs python3 with `args` where python-chess imports; its standard
/// output, after asserting it succeeded.
pub fn python_with_chess<I, S>(args: I) -> String
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let out = Command::new("python3")
        .args(args)
        .env("PYTHONPATH", python_chess())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs pendule with `input` on its standard input, written from another
/// thread: a command that refuses early closes the pipe, which is fine.
pub fn pendule(args: &[&str], input: impl std::io::Read + Send + 'static) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pendule runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut input = input;
        let _ = std::io::copy(&mut input, &mut stdin);
        let _ = stdin.flush();
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// `text` without what stands between braces: a PGN without its comments,
/// a format string without its placeholders.
pub fn outside_braces(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Every `.rs` file under `dir`, at any depth.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, &mut files);
    files
}

/// Whether `tool` is on the PATH.
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Installs Debian's `packages` for `what` as root (as on CI), without
/// their recommendations; as anyone else, says which to install.
pub fn apt_install(packages: &str, what: &str) {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    assert!(root, "{what} need: apt-get install {packages}");
    let install = format!(
        "apt-get install -y --no-install-recommends {packages} || \
         (apt-get update && apt-get install -y --no-install-recommends {packages})"
    );
    let status = Command::new("sh")
        .args(["-c", &install])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "apt-get could not install {packages}");
}
