//! A round's pairings as the organiser's tools write them (a round PGN as
//! Swiss-Manager or Vega export it, a TRF26 with the round paired, the
//! CSV), each read to the same three games; their hostile variants, each
//! refused with its line; and `pendule pairings` on them.

use std::process::Command;

use pendule::day::PairingError;
use pendule::day::pairings::{Details, Pairing, Pairings};

const PGN: &[u8] = include_bytes!("data/pairings/round3.pgn");
const TRF: &[u8] = include_bytes!("data/pairings/round3.trf");
const CSV: &[u8] = include_bytes!("data/pairings/round3.csv");

/// The names of round 3, board by board, as every file gives them.
const ROUND_3: [(&str, &str); 3] = [
    ("Kovalenko, Petro", "Schmidt, Jonas"),
    ("Müller, Jürgen", "Dupont, Éloïse"),
    ("García, Álvaro", "Lefèvre, Anne"),
];

fn names(pairings: &Pairings) -> Vec<(u32, u32, &str, &str)> {
    pairings
        .games()
        .iter()
        .map(|g| (g.round, g.board, g.white.as_str(), g.black.as_str()))
        .collect()
}

fn expected() -> Vec<(u32, u32, &'static str, &'static str)> {
    (1..)
        .zip(ROUND_3)
        .map(|(board, (w, b))| (3, board, w, b))
        .collect()
}

#[test]
fn every_format_gives_the_same_round() {
    for (what, bytes) in [("pgn", PGN), ("trf", TRF), ("csv", CSV)] {
        let pairings = Pairings::read(bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(names(&pairings), expected(), "{what}");
        let second = pairings.find(3, 2).unwrap();
        assert_eq!(second.black_fide_id, "651234", "{what}");
        assert_eq!(second.white_fide_id, "", "{what}");
    }
}

#[test]
fn a_round_pgn_gives_ratings_titles_teams_and_boards_three_ways() {
    let pairings = Pairings::read(PGN).unwrap();
    // Board from `Round "3.1"`, from `Board`, from `Table`.
    let first = pairings.find(3, 1).unwrap();
    assert_eq!(
        (first.white_fide_id.as_str(), first.details.white.elo),
        ("14100010", Some(2614))
    );
    assert_eq!(first.details.black.title, "IM");
    let second = pairings.find(3, 2).unwrap();
    assert_eq!(second.details.white.elo, None, "`-` is unrated");
    assert_eq!(second.details.white.team, "SK Göttingen");
    assert_eq!(second.details.black.team, "Échiquier Lyonnais");
    assert_eq!(pairings.find(3, 3).unwrap().details.white.title, "FM");
}

#[test]
fn a_trf_round_gives_ranks_ratings_and_fides_board_order() {
    let pairings = Pairings::read(TRF).unwrap();
    let game = |b| pairings.find(3, b).unwrap();
    // FIDE's order: the higher player's score (1.5, 1.5, 1.0), then the
    // sum (2.5 before 2.0).
    assert_eq!(
        (game(1).details.white.rank, game(1).details.black.rank),
        (1, 3)
    );
    assert_eq!(
        (game(2).details.white.rank, game(2).details.black.rank),
        (6, 2)
    );
    assert_eq!(
        game(1).details.white,
        Details {
            elo: Some(2614),
            title: "GM".into(),
            team: String::new(),
            rank: 1
        }
    );
    assert_eq!(game(2).details.white.elo, None, "a rating of 0 is none");
    assert_eq!(game(3).white_fide_id, "2212072");
    assert_eq!(pairings.rounds(), [3], "rounds 1 and 2 are played");
    // TRF16's letters are the titles they stand for.
    let trf16 = String::from_utf8_lossy(TRF).replace("  1 m GM ", "  1 m  g ");
    let old = Pairings::parse(&trf16).unwrap();
    assert_eq!(old.find(3, 1).unwrap().details.white.title, "GM");
}

/// `TRF` as text with line `n` (from 1) changed by `edit`.
fn trf_with(n: usize, edit: impl Fn(&str) -> String) -> String {
    let text = pendule::day::pairings::text::decode(TRF);
    let mut lines: Vec<String> = text.split("\r\n").map(str::to_owned).collect();
    lines[n - 1] = edit(&lines[n - 1]);
    lines.join("\r\n")
}

/// `s` with the character at TRF column `col` (from 1) set to `c`.
fn at_column(s: &str, col: usize, c: &str) -> String {
    let mut chars: Vec<String> = s.chars().map(String::from).collect();
    chars.resize(chars.len().max(col), " ".into());
    chars[col - 1] = c.into();
    chars.concat()
}

#[test]
fn hostile_trfs_are_refused_with_their_line() {
    // Lines 11 to 16 are players 1 to 6.
    let cases: Vec<(String, PairingError)> = vec![
        (
            // Player 3 says he meets 2 in round 3; 2's line says 6.
            trf_with(13, |l| at_column(l, 115, "2")),
            PairingError::TrfDisagree {
                line: 11,
                round: 3,
                rank: 1,
                opponent: 3,
            },
        ),
        (
            trf_with(11, |l| l.replacen("   1 m", "  x1 m", 1)),
            PairingError::TrfField {
                line: 11,
                what: "starting-rank",
                columns: "5-8".into(),
                text: "x1".into(),
            },
        ),
        (
            trf_with(12, |l| at_column(l, 117, "x")),
            PairingError::TrfField {
                line: 12,
                what: "colour",
                columns: "117-117".into(),
                text: "x".into(),
            },
        ),
        (
            trf_with(14, |l| at_column(l, 51, "x")),
            PairingError::BadRating {
                line: 14,
                text: "22x5".into(),
            },
        ),
        (
            trf_with(16, |l| l.replacen("   6 m", "   5 m", 1)),
            PairingError::TrfField {
                line: 16,
                what: "repeated-rank",
                columns: "5-8".into(),
                text: "5".into(),
            },
        ),
        (
            // Truncated: player 1's line ends before round 3.
            trf_with(11, |l| l.chars().take(110).collect()),
            PairingError::TrfDisagree {
                line: 13,
                round: 3,
                rank: 3,
                opponent: 1,
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Pairings::parse(&text), Err(expected.clone()), "{expected}");
    }
    // Every result in: nothing to play.
    let mut played = pendule::day::pairings::text::decode(TRF);
    for line in 11..=16 {
        played = trf_with_text(&played, line, |l| at_column(l, 119, "="));
    }
    assert_eq!(Pairings::parse(&played), Err(PairingError::NoRoundToPlay));
}

fn trf_with_text(text: &str, n: usize, edit: impl Fn(&str) -> String) -> String {
    let mut lines: Vec<String> = text.split("\r\n").map(str::to_owned).collect();
    lines[n - 1] = edit(&lines[n - 1]);
    lines.join("\r\n")
}

/// The PGN with `from` replaced by `to` once.
fn pgn_with(from: &str, to: &str) -> String {
    let text = String::from_utf8(PGN.to_vec()).unwrap();
    assert!(text.contains(from), "{from}");
    text.replacen(from, to, 1)
}

#[test]
fn hostile_round_pgns_are_refused_with_their_line() {
    let cases = [
        (
            pgn_with("[White \"Kovalenko, Petro\"]\n", ""),
            PairingError::MissingTag {
                line: 1,
                tag: "White",
            },
        ),
        (
            pgn_with("[Event \"Open de Pendule 2026\"]\n", ""),
            PairingError::MissingTag {
                line: 1,
                tag: "Event",
            },
        ),
        (
            pgn_with("[Table \"3\"]", "[Comment \"no board\"]"),
            PairingError::MissingTag {
                line: 34,
                tag: "Board",
            },
        ),
        (
            pgn_with("[Board \"2\"]", "[Board \"1\"]"),
            PairingError::Twice {
                line: 17,
                round: 3,
                board: 1,
            },
        ),
        (
            pgn_with("[BlackElo \"2390\"]", "[BlackElo \"23900\"]"),
            PairingError::BadRating {
                line: 1,
                text: "23900".into(),
            },
        ),
        (
            pgn_with("[Black \"Schmidt, Jonas\"]", "[Black Schmidt]"),
            PairingError::NotATag { line: 6 },
        ),
        (
            pgn_with("[Round \"3.1\"]", "[Round \"three.1\"]"),
            PairingError::NotANumber {
                line: 1,
                what: "round",
                text: "three".into(),
            },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Pairings::parse(&text), Err(expected.clone()), "{expected}");
    }
    // Truncated in the middle of a tag.
    let text = String::from_utf8(PGN.to_vec()).unwrap();
    let cut = &text[..text.find("[BlackFideId \"6").unwrap() + 10];
    assert!(matches!(
        Pairings::parse(cut),
        Err(PairingError::NotATag { line: 30 })
    ));
}

#[test]
fn garbage_and_huge_files_are_refused_or_read_without_a_panic() {
    // Bytes of no format: an error, no game made up.
    let garbage: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    for head in [&b"["[..], b"012 ", b""] {
        let bytes = [head, &garbage].concat();
        let lines = pendule::day::pairings::text::decode(&bytes).lines().count() as u64;
        let error = Pairings::read(&bytes).unwrap_err();
        assert!(
            error.line().is_none_or(|l| (1..=lines).contains(&l)),
            "{error}"
        );
        let (games, problems) = Pairings::survey(&bytes);
        assert!(games.is_empty() && !problems.is_empty(), "{problems:?}");
    }
    // A 1 MiB round PGN of 4,000 boards: read in one pass.
    let mut big = String::new();
    let mut board = 0;
    while big.len() < 1 << 20 {
        board += 1;
        big.push_str(&format!(
            "[Event \"E\"]\n[Round \"1.{board}\"]\n[White \"W{board}\"]\n[Black \"B{board}\"]\n\n*\n\n"
        ));
    }
    let pairings = Pairings::parse(&big).unwrap();
    assert_eq!(pairings.find(1, board).unwrap().white, format!("W{board}"));
}

#[test]
fn a_survey_keeps_the_good_games_and_names_every_bad_line() {
    let text = trf_with(12, |l| at_column(l, 117, "x"));
    let text = trf_with_text(&text, 14, |l| at_column(l, 51, "x"));
    let (games, problems) = Pairings::survey(text.as_bytes());
    let lines: Vec<Option<u64>> = problems.iter().map(PairingError::line).collect();
    // Player 2's line is bad, so 6's game with 2 disagrees; 4's rating is
    // bad, so the game of 4 and 5 is refused: board 1 stands.
    assert_eq!(lines, [Some(12), Some(16), Some(14)]);
    let kept: Vec<&Pairing> = games.iter().collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].white, "Kovalenko, Petro");
}

fn pendule(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_says_what_a_board_fills_in_and_checks_a_whole_file() {
    let dir = std::env::temp_dir().join(format!("pendule-pairings-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let trf = dir.join("pairings.trf");
    std::fs::write(&trf, TRF).unwrap();
    let path = trf.to_str().unwrap();
    let (code, out, _) = pendule(&["pairings", path, "--round", "3", "--board", "2"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "round 3, board 2: Müller, Jürgen – Dupont, Éloïse, from pairings.trf\n\
         White: Müller, Jürgen · #6\n\
         Black: Dupont, Éloïse · FIDE 651234 · 2412 · WGM · #2\n"
    );
    let (code, out, err) = pendule(&["pairings", path]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("3.1  Kovalenko, Petro · FIDE 14100010 · 2614 · GM · #1 – "));
    assert!(out.ends_with("3 games, 0 problems\n"), "{out}");
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, pgn_with("[Board \"2\"]", "[Board \"1\"]")).unwrap();
    let (code, out, err) = pendule(&["--language", "fr", "pairings", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "appariements : ligne 17 : ronde 3 échiquier 1 apparié deux fois\n"
    );
    assert!(out.ends_with("2 parties, 1 problème\n"), "{out}");
    let (code, _, err) = pendule(&["pairings", path, "--round", "3", "--board", "9"]);
    assert_eq!(code, 2);
    assert!(err.contains("no board 9 in round 3"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hostile_csvs_are_refused_with_their_line_and_surveyed_whole() {
    let text = pendule::day::pairings::text::decode(CSV);
    let lines: Vec<&str> = text.split("\r\n").collect();
    // Truncated after the board, a board twice, a FIDE id with letters.
    let bad = [
        lines[0],
        lines[1],
        "3;2",
        lines[2],
        lines[2],
        "3;4;A;B;12ab",
        lines[3],
    ]
    .join("\r\n");
    assert_eq!(
        Pairings::parse(&bad),
        Err(PairingError::TooFewColumns { line: 3, found: 2 })
    );
    let (games, problems) = Pairings::survey(bad.as_bytes());
    let said: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "line 3: 2 columns, 4 needed (round, board, White, Black)",
            "line 5: round 3 board 2 is paired twice",
            "line 6: FIDE id \"12ab\" is not a number of at most 10 digits",
        ]
    );
    let boards: Vec<u32> = games.iter().map(|g| g.board).collect();
    assert_eq!(boards, [1, 2, 3]);
}

#[test]
fn an_endless_file_is_refused_unread_by_both_commands() {
    // /dev/zero has no end: the commands refuse it unread (no regular
    // file), as they refuse a file past 1 MiB.
    let (code, _, said) = pendule(&["pairings", "/dev/zero"]);
    assert_eq!(code, 2);
    assert!(said.contains("not a regular file"), "{said}");
    let hall = [
        "hall",
        "pairings",
        "/dev/zero",
        "--round",
        "1",
        "--event",
        "e",
    ];
    let (code, _, said) = pendule(&hall);
    assert_eq!(code, 2);
    assert!(said.contains("not a regular file"), "{said}");
}
