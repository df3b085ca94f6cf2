//! What the commands read is bounded: a line, a script, and what an error
//! echoes of them. Argument errors are one line, as the README promises.

mod common;

use std::io::Read;
use std::process::Output;

use common::pendule;

/// Standard error: one line, short, with `expected` in it.
fn one_short_line(out: &Output, expected: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err:.300}");
    assert_eq!(err.lines().count(), 1, "{err:.600}");
    assert!(err.len() < 300, "{} bytes: {err:.600}", err.len());
    assert!(err.contains(expected), "{err}");
    err
}

/// Zeros without a newline: `/dev/zero`, cut at 1 MiB so that a command
/// that reads it all still ends.
fn zeros() -> impl Read + Send {
    std::io::repeat(0).take(1 << 20)
}

#[test]
fn an_endless_line_is_refused_in_one_short_line() {
    let out = pendule(&["simulate", "-"], zeros());
    one_short_line(&out, "line 1 is longer than 65536 bytes");
    assert!(out.stdout.is_empty());
    let out = pendule(&["timeout", "--batch", "-"], zeros());
    one_short_line(&out, "line 1 is longer than 65536 bytes");
    assert!(out.stdout.len() < 300, "{} bytes out", out.stdout.len());
    // A line under the cap is read, and its error does not echo it whole.
    let line = format!("{}\n", "x".repeat(60_000));
    let out = pendule(&["timeout", "--batch", "-"], std::io::Cursor::new(line));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.starts_with("error: 'xxx") && said.len() < 300,
        "{said:.300}"
    );
}

#[test]
fn a_script_over_16_mib_is_refused() {
    // 17 MiB of comments: read whole, this would be an empty game.
    let lines = std::io::Cursor::new(b"#\n".repeat(17 << 19));
    let out = pendule(&["simulate", "-"], lines);
    one_short_line(&out, "more than 16 MiB");
    assert!(out.stdout.is_empty());
}

#[test]
fn argument_errors_are_one_line_and_exit_2() {
    for args in [
        &[
            "timeout",
            "--fen",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            "--flagged",
            "red",
        ][..],
        &["timeout", "--bogus"],
        &["timeout"],
        &["frob"],
        &["timeout", "--budget", "soon", "--batch", "-"],
    ] {
        let out = pendule(args, std::io::empty());
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("Usage"), "{args:?}: {err}");
    }
    // An argument echoed in an error is cut short.
    let fen = "x".repeat(100_000);
    let out = pendule(
        &["timeout", "--fen", &fen, "--flagged", "white"],
        std::io::empty(),
    );
    one_short_line(&out, "bad FEN 'xxx");
    let out = pendule(&["timeout", "--flagged", "red"], std::io::empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("'red'") && err.contains("white, black"),
        "{err}"
    );
    // Help is not an error: whole, on stdout, exit 0.
    let out = pendule(&["timeout", "--help"], std::io::empty());
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--batch"));
}

#[test]
fn every_number_and_file_an_argument_names_is_bounded() {
    let none = || std::io::empty();
    // /dev/zero as the token file: 14 GB were read.
    let out = pendule(
        &[
            "hall",
            "--event",
            "open",
            "--out",
            "/tmp",
            "--push",
            "abcd1234",
            "--token-file",
            "/dev/zero",
        ],
        none(),
    );
    one_short_line(&out, "not a regular file");
    // 1e-20 panicked once the game was served.
    let out = pendule(
        &[
            "simulate",
            "-",
            "--serve",
            "127.0.0.1:0",
            "--speed",
            "1e-20",
        ],
        none(),
    );
    one_short_line(&out, "is not a speed from 0.001");
    // A negative budget is a number, said so.
    let out = pendule(
        &[
            "timeout",
            "--budget",
            "-5",
            "--fen",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            "--flagged",
            "white",
        ],
        none(),
    );
    one_short_line(&out, "'-5' is not a number of seconds from 0 to 86400");
}

#[test]
fn a_fifo_a_device_or_a_huge_file_is_refused_at_once_never_read() {
    let dir = std::env::temp_dir().join(format!("pendule-cli-files-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // A FIFO nobody writes: every command once waited on it for ever.
    let fifo = dir.join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo (coreutils)");
    // 4 GiB that take no room (pairings read them whole: 4.2 GB).
    let sparse = dir.join("sparse.csv");
    std::fs::File::create(&sparse)
        .unwrap()
        .set_len(4 << 30)
        .unwrap();
    let data = dir.join("data");
    let data = data.to_str().unwrap();
    for (file, said) in [
        (fifo.to_str().unwrap(), "not a regular file"),
        ("/dev/zero", "not a regular file"),
        (sparse.to_str().unwrap(), "1 MiB"),
    ] {
        let started = std::time::Instant::now();
        let out = pendule(&["pairings", file], std::io::empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(said) && err.lines().count() == 1,
            "{file}: {err}"
        );
        assert_ne!(out.status.code(), Some(0));
        let out = pendule(&["--data-dir", data, "take-up", file], std::io::empty());
        let err = String::from_utf8_lossy(&out.stderr);
        let said = if said == "1 MiB" { "64 MiB" } else { said };
        assert!(
            err.contains(said) && err.lines().count() == 1,
            "{file}: {err}"
        );
        assert_ne!(out.status.code(), Some(0));
        assert!(started.elapsed().as_secs() < 20, "{file}: not read");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sound_device_that_does_not_open_is_said_once_with_exit_2() {
    let out = pendule(
        &["announce", "--time", "90", "--device", "../../x", "--play"],
        std::io::empty(),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err:.600}");
    // ALSA's own line may come first (the library writes it itself); it
    // wrote 163 of them, one a piece of sound.
    assert!(err.lines().count() <= 2, "{err:.600}");
    assert!(
        err.lines()
            .last()
            .is_some_and(|l| l.contains("no sound on ALSA device '../../x'")
                || l.contains("install libasound2")),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "nothing said before");
    let out = pendule(
        &[
            "announce",
            "--time",
            "90",
            "--rate",
            "0",
            "--wav",
            "/dev/null",
        ],
        std::io::empty(),
    );
    one_short_line(&out, "0 is not in 80..=450");
}
