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
