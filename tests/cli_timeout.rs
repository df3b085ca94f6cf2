//! `pendule timeout`, the command-line contract.

mod common;

use std::process::Output;

/// pendule with `stdin` on its standard input.
fn pendule(args: &[&str], stdin: &str) -> Output {
    common::pendule(args, std::io::Cursor::new(stdin.to_owned()))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn one_position_one_line() {
    let out = pendule(
        &[
            "timeout",
            "--fen",
            "k7/8/8/8/8/8/8/1NK5 b - - 0 1",
            "--flagged",
            "black",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "1/2-1/2 Black's flag fell but White cannot checkmate by any series of legal moves \
         (White has only a king and a knight): draw (Art. 6.9)\n"
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn the_ruling_in_each_language_after_the_same_result() {
    let run = |lang: &str, fen: &str, flagged: &str| {
        let args = [
            "timeout",
            "--fen",
            fen,
            "--flagged",
            flagged,
            "--language",
            lang,
        ];
        pendule(&args, "")
    };
    let ask = |lang: &str, fen: &str, flagged: &str| {
        let out = run(lang, fen, flagged);
        assert_eq!(out.status.code(), Some(0), "{lang}: {out:?}");
        text(&out.stdout)
    };
    let draw = "k7/8/8/8/8/8/8/1NK5 b - - 0 1";
    let de = ask("de", draw, "black");
    assert!(de.starts_with("1/2-1/2 "), "{de}");
    assert!(de.contains("Remis (Art. 6.9)"), "{de}");
    let es = ask("es", draw, "black");
    assert!(
        es.starts_with("1/2-1/2 ") && es.contains("tablas (art. 6.9)"),
        "{es}"
    );
    let fr = ask("fr", draw, "black");
    assert!(fr.starts_with("1/2-1/2 Le drapeau des Noirs"), "{fr}");
    let loss = "8/8/8/8/8/2N5/r7/k1K5 b - - 0 1";
    for lang in ["en", "fr", "de", "es"] {
        assert!(ask(lang, loss, "black").starts_with("1-0 "), "{lang}");
    }
    // A bad FEN is said in the language too, still one line and exit 2.
    let out = run("es", "8/8/8/8/8/8/8/8 w - - 0 1", "white");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        !text(&out.stderr).contains("empty board"),
        "{}",
        text(&out.stderr)
    );
    let out = run("it", draw, "black");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("unknown language 'it'"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_loss_shows_the_helpmate() {
    let out = pendule(
        &[
            "timeout",
            "--fen",
            "8/8/8/8/8/2N5/r7/k1K5 b - - 0 1",
            "--flagged",
            "b",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let line = text(&out.stdout);
    assert!(
        line.starts_with("1-0 Black's flag fell and White could still checkmate: 1..."),
        "{line}"
    );
    assert!(line.trim_end().ends_with("# (Art. 6.9)"), "{line}");
}

#[test]
fn a_bad_fen_is_one_clear_line_and_exit_2() {
    let out = pendule(
        &[
            "timeout",
            "--fen",
            "8/8/8/8/8/8/8/k7 w - - 0 1",
            "--flagged",
            "white",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        text(&out.stderr),
        "bad FEN '8/8/8/8/8/8/8/k7 w - - 0 1': illegal position: missing king\n"
    );
}

#[test]
fn a_bad_side_is_exit_2() {
    let out = pendule(
        &[
            "timeout",
            "--fen",
            "k7/8/8/8/8/8/8/1NK5 b - - 0 1",
            "--flagged",
            "red",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("invalid value 'red'"),
        "{}",
        text(&out.stderr)
    );
    assert!(!text(&out.stderr).contains("panicked"));
}

#[test]
fn the_flagged_side_is_required() {
    let out = pendule(&["timeout", "--fen", "k7/8/8/8/8/8/8/1NK5 b - - 0 1"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn batch_from_stdin_keeps_order_and_reports_bad_lines() {
    let input = "\
# a comment, then a blank line

k7/8/8/8/8/8/8/1NK5 b - - 0 1;b
not a fen;w
k7/8/8/8/8/8/8/1QK5 b - - 0 1;b
k7/8/8/8/8/8/8/1QK5 b - - 0 1;x
k7/8/8/8/8/8/8/1QK5 b - - 0 1
8/8/8/8/8/8/8/kQK5 b - - 0 1;b
";
    let out = pendule(&["timeout", "--batch", "-"], input);
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 6, "{lines:#?}");
    assert!(lines[0].starts_with("1/2-1/2 Black's flag fell but White cannot checkmate"));
    assert!(
        lines[1].starts_with("error: bad FEN 'not a fen'"),
        "{}",
        lines[1]
    );
    assert!(lines[2].starts_with("1-0 Black's flag fell and White could still checkmate: 1..."));
    assert_eq!(lines[3], "error: 'x' is not a side (w or b)");
    assert!(
        lines[4].starts_with("error: '") && lines[4].ends_with("has no ';w' or ';b' after the FEN")
    );
    assert!(lines[5].starts_with("1-0 Black is checkmated"));
    // Bad lines make the exit code 2, after every line was answered.
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn batch_from_a_file() {
    let dir = std::env::temp_dir().join(format!("pendule-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("flags.txt");
    std::fs::write(&file, "4k3/8/8/8/8/8/8/4K3 w - - 0 1;w\n").unwrap();
    let out = pendule(&["timeout", "--batch", file.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("1/2-1/2 White's flag fell"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_batch_file_is_exit_2() {
    let out = pendule(&["timeout", "--batch", "/nonexistent/flags.txt"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("cannot read /nonexistent/flags.txt: "));
}

#[test]
fn the_unfair_lichess_games_through_the_batch_command() {
    // The first thousand of the 88,387 (the whole file runs in the library
    // test and the benchmark): the command's path, end to end.
    let data = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/cha/d3chess_unfair_upto-2022-04.txt"),
    )
    .unwrap();
    let input: String = data
        .lines()
        .take(1000)
        .map(|l| {
            let (fen, _) = l.rsplit_once(' ').unwrap();
            let turn = fen.split(' ').nth(1).unwrap();
            format!("{fen};{turn}\n")
        })
        .collect();
    let out = pendule(&["timeout", "--batch", "-"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1000);
    for line in stdout.lines() {
        assert!(line.starts_with("1/2-1/2 "), "{line}");
    }
}

#[test]
fn a_chess960_position_with_its_castling_rights() {
    // The king on c1 and its rook on b1 keep a castling right (Shredder
    // "Bb"): Chess960's, which only `--chess960` reads.
    let fen = "1rk5/p7/8/8/8/8/P7/1RK5 w Bb - 0 1";
    let run = |extra: &[&str]| {
        let mut args = vec!["timeout", "--fen", fen, "--flagged", "white"];
        args.extend_from_slice(extra);
        pendule(&args, "")
    };
    let out = run(&["--chess960"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("0-1 "),
        "{}",
        text(&out.stdout)
    );
    assert!(text(&out.stdout).contains('#'), "{}", text(&out.stdout));
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("castling"),
        "{}",
        text(&out.stderr)
    );
    // A batch reads each line as Chess960 too.
    let out = pendule(
        &["timeout", "--batch", "-", "--chess960"],
        &format!("{fen};w\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("0-1 "),
        "{}",
        text(&out.stdout)
    );
}
