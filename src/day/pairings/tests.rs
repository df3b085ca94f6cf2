//! The pairings readers on files as organisers' tools write them, and on
//! bad ones.

use super::*;

#[test]
fn reads_a_round_with_a_header_quotes_and_fide_ids() {
    let text = "\u{feff}round,board,white,black,white_fide_id,black_fide_id\n\
                3,1,\"Dupont, Éloïse\",\"Schmidt, Jonas\",651234,4600123\n\
                3,2,Lefèvre,Müller\n\n";
    let pairings = Pairings::parse(text).unwrap();
    let first = pairings.find(3, 1).unwrap();
    assert_eq!(first.white, "Dupont, Éloïse");
    assert_eq!(first.black_fide_id, "4600123");
    let second = pairings.find(3, 2).unwrap();
    assert_eq!(
        (second.black.as_str(), second.white_fide_id.as_str()),
        ("Müller", "")
    );
    assert_eq!(pairings.find(3, 3), None);
    // One round in the file: it is the round to play.
    assert_eq!(pairings.find(4, 2), Some(second));
    assert_eq!(pairings.rounds(), [3]);
}

#[test]
fn semicolons_and_several_rounds() {
    let text = "1;5;A;B\n2;5;C;D\n";
    let pairings = Pairings::parse(text).unwrap();
    assert_eq!(pairings.find(2, 5).unwrap().white, "C");
    assert_eq!(pairings.find(3, 5), None, "several rounds: no guess");
    assert_eq!(pairings.rounds(), [1, 2]);
}

#[test]
fn bad_files_say_which_line() {
    let cases = [
        ("1,1,A\n", PairingError::TooFewColumns { line: 1, found: 3 }),
        (
            "round,board,w,b\n1,x,A,B\n",
            PairingError::NotANumber {
                line: 2,
                what: "board",
                text: "x".into(),
            },
        ),
        (
            "1,1,A,B,12a\n",
            PairingError::BadFideId {
                line: 1,
                text: "12a".into(),
            },
        ),
        (
            "1,1,A,B\n1,1,C,D\n",
            PairingError::Twice {
                line: 2,
                round: 1,
                board: 1,
            },
        ),
        ("round,board,white,black\n", PairingError::Empty),
        ("", PairingError::Empty),
    ];
    for (text, expected) in cases {
        assert_eq!(Pairings::parse(text), Err(expected), "{text:?}");
    }
    assert!(matches!(
        Pairings::parse("1,1,\"A,B\n"),
        Err(PairingError::Unreadable { .. }) | Err(PairingError::TooFewColumns { .. })
    ));
}

#[test]
fn line_numbers_are_right_in_windows_files() {
    let text = "round,board,white,black\r\n1,1,A,B\r\n1,x,C,D\r\n";
    assert_eq!(
        Pairings::parse(text),
        Err(PairingError::NotANumber {
            line: 3,
            what: "board",
            text: "x".into()
        })
    );
    let text = "1,1,A,B\r\n1,2,C,D\r\n1,1,E,F\r\n";
    assert!(matches!(
        Pairings::parse(text),
        Err(PairingError::Twice { line: 3, .. })
    ));
}

#[test]
fn names_are_text_of_bounded_length() {
    let text = "1,1,\"Evil\n[Result \"\"1-0\"\"]\",\"Nul\0l \u{202e}x\"\n";
    let pairings = Pairings::parse(text).unwrap();
    let game = pairings.find(1, 1).unwrap();
    assert_eq!(game.white, "Evil [Result \"1-0\"]");
    assert_eq!(game.black, "Null x");
    let long = format!("1,1,{},B\n", "N".repeat(1 << 20));
    assert_eq!(
        Pairings::parse(&long),
        Err(PairingError::NameTooLong {
            line: 1,
            chars: 1 << 20
        })
    );
    let fide = format!("1,1,A,B,{}\n", "1".repeat(500));
    assert!(matches!(
        Pairings::parse(&fide),
        Err(PairingError::BadFideId { line: 1, .. })
    ));
}

#[test]
fn a_large_file_is_read_in_one_pass() {
    // 1 MiB of short lines, every board once: the duplicate check was
    // quadratic (16 s on the UI thread for such a file).
    let mut text = String::new();
    let mut board = 0;
    while text.len() < 1 << 20 {
        board += 1;
        text.push_str(&format!("1,{board},W,B\n"));
    }
    let pairings = Pairings::parse(&text).unwrap();
    assert_eq!(pairings.find(1, board).unwrap().board, board);
}

#[test]
fn excel_unicode_text_is_read() {
    let text = "round\tboard\twhite\tblack\r\n2\t7\tDvořák, Jan\tŠtěpán\r\n";
    let bytes: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let pairings = Pairings::read(&bytes).unwrap();
    let game = pairings.find(2, 7).unwrap();
    assert_eq!(
        (game.white.as_str(), game.black.as_str()),
        ("Dvořák, Jan", "Štěpán")
    );
}

/// A TRF player line: `rank`, `points`, and one round column per
/// `(opponent, colour, result)`, each field in TRF26's columns.
fn trf_player(rank: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut line = format!("001 {rank:>4} m    Player {rank:<26}");
    line = format!("{line:<80}{points:>4} {rank:>4}");
    for (i, (opponent, colour, result)) in rounds.iter().enumerate() {
        let start = 91 + 10 * i;
        line = format!("{line:<start$}{opponent:>4} {colour} {result}");
    }
    line
}

#[test]
fn trf_boards_follow_the_higher_score_then_the_sum_then_the_rank() {
    // Round 2 paired: 1 (1.0) - 4 (0.0), 3 (0.5) - 2 (1.0): the sum puts
    // 2's game first though 1 ranks higher; 6 (0.0) - 5 (0.0) last.
    let players = [
        trf_player(1, "1.0", &[(6, 'w', '1'), (4, 'w', ' ')]),
        trf_player(2, "1.0", &[(5, 'b', '1'), (3, 'b', ' ')]),
        trf_player(3, "0.5", &[(0, '-', 'H'), (2, 'w', ' ')]),
        trf_player(4, "0.0", &[(0, '-', 'Z'), (1, 'b', ' ')]),
        trf_player(5, "0.0", &[(2, 'w', '0'), (6, 'b', ' ')]),
        trf_player(6, "0.0", &[(1, 'b', '0'), (5, 'w', ' ')]),
    ];
    let text = format!("012 Test\n{}\n", players.join("\n"));
    let pairings = Pairings::parse(&text).unwrap();
    let boards: Vec<(u32, u32, u32)> = pairings
        .games()
        .iter()
        .map(|g| (g.board, g.details.white.rank, g.details.black.rank))
        .collect();
    assert_eq!(boards, [(1, 3, 2), (2, 1, 4), (3, 6, 5)]);
    assert_eq!(pairings.find(2, 1).unwrap().white, "Player 3");
}

#[test]
fn trf_results_go_into_both_lines_and_their_points() {
    let players = [
        trf_player(1, "1.0", &[(2, 'w', ' ')]),
        trf_player(2, "0.5", &[(1, 'b', ' ')]),
    ];
    let text = format!("012 Test\r\n{}\r\n", players.join("\r\n"));
    let result = trf::TrfResult {
        white: 1,
        black: 2,
        round: 1,
        white_code: '=',
        black_code: '=',
    };
    let once = trf::with_results(&text, &[result]);
    let lines: Vec<&str> = once.split("\r\n").collect();
    assert_eq!(&lines[1][80..84], " 1.5");
    assert_eq!(&lines[2][80..84], " 1.0");
    assert_eq!((&lines[1][98..99], &lines[2][98..99]), ("=", "="));
    // A corrected result replaces the first, points counted once.
    let won = trf::TrfResult {
        white_code: '1',
        black_code: '0',
        ..result
    };
    let corrected = trf::with_results(&once, &[won]);
    let lines: Vec<&str> = corrected.split("\r\n").collect();
    assert_eq!(&lines[1][80..84], " 2.0");
    assert_eq!(&lines[2][80..84], " 0.5");
    // A column naming another opponent is not written.
    let stray = trf::TrfResult { black: 3, ..won };
    assert_eq!(trf::with_results(&text, &[stray]), text);
}

/// The event and the site go to the setup: a round PGN's `Event` and
/// `Site` (PGN's "?" is none), a TRF's tournament (`012`) and city (`022`).
#[test]
fn the_event_and_the_site_are_read_where_the_file_has_them() {
    let pgn = "[Event \"Open de Rennes 2026\"]\n[Site \"Rennes FRA\"]\n[Round \"3.6\"]\n\
               [White \"Moreau, Luc\"]\n[Black \"Girard, Eve\"]\n[Result \"*\"]\n\n*\n\n\
               [Event \"?\"]\n[Round \"3.7\"]\n[White \"A\"]\n[Black \"B\"]\n\n*\n";
    let pairings = Pairings::parse(pgn).unwrap();
    let six = pairings.find(3, 6).unwrap();
    assert_eq!(
        (six.event.as_str(), six.site.as_str()),
        ("Open de Rennes 2026", "Rennes FRA")
    );
    let seven = pairings.find(3, 7).unwrap();
    assert_eq!((seven.event.as_str(), seven.site.as_str()), ("", ""));
    let players = [
        trf_player(1, "0.0", &[(2, 'w', ' ')]),
        trf_player(2, "0.0", &[(1, 'b', ' ')]),
    ];
    let trf = format!(
        "012 Schachfestival Bad Harzburg\n022 Bad Harzburg\n{}\n",
        players.join("\n")
    );
    let game = Pairings::parse(&trf).unwrap();
    let one = game.find(1, 1).unwrap();
    assert_eq!(one.event, "Schachfestival Bad Harzburg");
    assert_eq!(one.site, "Bad Harzburg");
}
