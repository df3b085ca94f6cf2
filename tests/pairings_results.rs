//! The round's results back to the pairing program: `export` writes a
//! results CSV beside the round's PGN, and, when the stick holds the
//! round's pairings TRF, that TRF with the results in its round columns.
//! Read back, both say what was played, gathered from two devices.

use std::path::{Path, PathBuf};

use pendule::day::{PairingError, Pairings};
use pendule::export::{DirTarget, Which, export};
use pendule::simulate::{parse_script, simulate};
use pendule::store::archive_game;

const TRF: &[u8] = include_bytes!("data/pairings/round3.trf");

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-results-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Round 3's game on `board` between `white` and `black`, played by
/// `moves` (a script's lines).
fn game(board: &str, white: &str, black: &str, moves: &str) -> String {
    let script = format!(
        "[Event \"Open de Pendule 2026\"]\n[Date \"2026.12.03\"]\n[Round \"3\"]\n\
         [Board \"{board}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\ncontrol blitz\n{moves}"
    );
    simulate(&parse_script(&script).unwrap()).unwrap()
}

/// Board 1 drawn by agreement, board 2 the fool's mate (0-1), board 3
/// resigned by Black before a move (1-0 in less than one move).
fn round_3() -> [String; 3] {
    [
        game(
            "1",
            "Kovalenko, Petro",
            "Schmidt, Jonas",
            "3 e4\n3 e5\noffer white\naccept black\n",
        ),
        game(
            "2",
            "Müller, Jürgen",
            "Dupont, Éloïse",
            "3 f3\n3 e5\n3 g4\n3 Qh4#\n",
        ),
        game("3", "García, Álvaro", "Lefèvre, Anne", "resign black\n"),
    ]
}

/// A device's data directory holding `games`.
fn device(name: &str, games: &[&String]) -> PathBuf {
    let dir = temp(name);
    for (i, pgn) in games.iter().enumerate() {
        archive_game(&dir, &format!("g{:02}", i + 1), pgn, None).unwrap();
    }
    dir
}

/// The text of the one file of `stick/pendule/` whose name ends in `end`.
fn exported(stick: &Path, end: &str) -> Vec<u8> {
    let found = std::fs::read_dir(stick.join("pendule"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(end))
        .collect::<Vec<_>>();
    assert_eq!(found.len(), 1, "{found:?}");
    std::fs::read(&found[0]).unwrap()
}

/// Round 3's result and points of each player line of a TRF, by
/// TRF26's columns (result in 119, points in 81-84).
fn trf_round_3(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let chars: Vec<char> = l.chars().collect();
            let cut = |a: usize, b: usize| {
                let part = chars.get(a - 1..b.min(chars.len()));
                part.map(|c| c.iter().collect::<String>())
                    .unwrap_or_default()
            };
            (cut(119, 119), cut(81, 84).trim().to_owned())
        })
        .collect()
}

/// (result, points) pairs as `trf_round_3` gives them.
fn owned(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(r, p)| (r.to_string(), p.to_string()))
        .collect()
}

#[test]
fn the_results_read_back_equal_what_was_played_on_two_devices() {
    let [one, two, three] = round_3();
    let stick = temp("stick");
    std::fs::write(stick.join("pairings.trf"), TRF).unwrap();
    // Boards 1 and 2 on one device, board 3 on another, one stick.
    let a = device("a", &[&one, &two]);
    let b = device("b", &[&three]);
    for data in [&a, &b] {
        let mut target = DirTarget::open(&stick).unwrap();
        export(data, &mut target, Which::New, |_, _| {}).unwrap();
    }
    let csv = String::from_utf8(exported(&stick, "-results.csv")).unwrap();
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    assert_eq!(
        reader.headers().unwrap(),
        vec!["round", "board", "white", "black", "result", "termination"]
    );
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    let row = |b: &str, w: &str, bl: &str, r: &str| {
        ["3", b, w, bl, r, "normal"].map(str::to_owned).to_vec()
    };
    assert_eq!(
        rows,
        [
            row("1", "Kovalenko, Petro", "Schmidt, Jonas", "1/2-1/2"),
            row("2", "Müller, Jürgen", "Dupont, Éloïse", "0-1"),
            row("3", "García, Álvaro", "Lefèvre, Anne", "1-0"),
        ]
    );

    let trf = exported(&stick, "-results.trf");
    // In the TRF's own encoding (Latin-1 here), every line but the
    // players' as it was.
    let bytes_of = |t: &[u8]| {
        t.split(|&b| b == b'\n')
            .map(<[u8]>::to_vec)
            .collect::<Vec<_>>()
    };
    let (new, old) = (bytes_of(&trf), bytes_of(TRF));
    assert_eq!(new.len(), old.len());
    for (new, old) in new.iter().zip(&old) {
        if !old.starts_with(b"001") {
            assert_eq!(new, old);
        }
    }
    assert!(new[11].starts_with(b"001    2 wWGM Dupont, \xc9lo\xefse  "));
    let text = pendule::day::pairings::text::decode(&trf);
    let expected = [
        ("=", "2.0"),
        ("1", "2.5"),
        ("=", "1.5"),
        ("W", "2.0"),
        ("L", "0.5"),
        ("0", "0.5"),
    ];
    assert_eq!(trf_round_3(&text), owned(&expected));
    // Read back by pendule's own reader: round 3 is played.
    assert_eq!(Pairings::parse(&text), Err(PairingError::NoRoundToPlay));
    // An export again changes nothing.
    let before = (csv.clone(), trf.clone());
    let mut target = DirTarget::open(&stick).unwrap();
    export(&a, &mut target, Which::All, |_, _| {}).unwrap();
    let after = (
        String::from_utf8(exported(&stick, "-results.csv")).unwrap(),
        exported(&stick, "-results.trf"),
    );
    assert_eq!(after, before);
}

#[test]
fn a_game_whose_players_are_not_the_trfs_pairing_is_not_written_into_it() {
    let [one, ..] = round_3();
    let wrong = game("3", "Lefèvre, Anne", "García, Álvaro", "resign black\n");
    let stick = temp("stick-wrong");
    std::fs::write(stick.join("pairings.trf"), TRF).unwrap();
    let data = device("wrong", &[&one, &wrong]);
    export(
        &data,
        &mut DirTarget::open(&stick).unwrap(),
        Which::New,
        |_, _| {},
    )
    .unwrap();
    let text = pendule::day::pairings::text::decode(&exported(&stick, "-results.trf"));
    let results: Vec<String> = trf_round_3(&text).into_iter().map(|(r, _)| r).collect();
    assert_eq!(results, ["=", "", "=", "", "", ""]);
    // Board 3's players still to play, board 2's too.
    assert_eq!(Pairings::parse(&text).unwrap().games().len(), 2);
    // Without a TRF on the stick, the CSV alone.
    let bare = temp("stick-bare");
    export(
        &data,
        &mut DirTarget::open(&bare).unwrap(),
        Which::All,
        |_, _| {},
    )
    .unwrap();
    exported(&bare, "-results.csv");
    let trfs = std::fs::read_dir(bare.join("pendule"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .to_string_lossy()
                .ends_with(".trf")
        })
        .count();
    assert_eq!(trfs, 0);
    // A pairings.trf that cannot be read (a folder of that name) keeps the
    // TRF's results home, not the games.
    let odd = temp("stick-odd");
    std::fs::create_dir_all(odd.join("pairings.trf")).unwrap();
    let summary = export(
        &data,
        &mut DirTarget::open(&odd).unwrap(),
        Which::All,
        |_, _| {},
    )
    .unwrap();
    assert_eq!(summary.exported, 2);
    exported(&odd, "-results.csv");
}

#[test]
fn points_no_pgn_result_is_go_to_the_csv_and_each_players_trf_column() {
    // 11.7: Müller loses for persistent refusal to comply, and the arbiter
    // gives Dupont ½ (PGN "*", a tag a side); the other boards as before.
    let [one, _, three] = round_3();
    let two = game(
        "2",
        "Müller, Jürgen",
        "Dupont, Éloïse",
        "3 f3\n3 e5\n3 g4\nscores 0 1/2 11.7\n",
    );
    assert!(two.contains("[Result \"*\"]"), "{two}");
    let stick = temp("stick-scores");
    std::fs::write(stick.join("pairings.trf"), TRF).unwrap();
    let data = device("scores", &[&one, &two, &three]);
    let mut target = DirTarget::open(&stick).unwrap();
    export(&data, &mut target, Which::New, |_, _| {}).unwrap();
    let csv = String::from_utf8(exported(&stick, "-results.csv")).unwrap();
    assert!(
        csv.contains("3,2,\"Müller, Jürgen\",\"Dupont, Éloïse\",0-1/2,adjudication"),
        "{csv}"
    );
    let text = pendule::day::pairings::text::decode(&exported(&stick, "-results.trf"));
    let rows = trf_round_3(&text);
    let expected = [
        ("=", "2.0"),
        ("=", "2.0"),
        ("=", "1.5"),
        ("W", "2.0"),
        ("L", "0.5"),
        ("0", "0.5"),
    ];
    assert_eq!(rows, owned(&expected));
}
