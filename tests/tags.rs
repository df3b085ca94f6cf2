//! Names are text, not PGN: whatever a pairings file or the settings hold,
//! each tag pendule writes is one line of PGN, without control characters,
//! NUL or the marks that reorder text, and of bounded length; the hall's
//! reader takes the game whole.

use std::time::Duration;

use pendule::clock::Moment;
use pendule::export::tags::read_tags;
use pendule::game::{Game, GameSetup, Input};
use pendule::live::split_games;
use pendule::pgn::{MAX_TAG_CHARS, write_pgn};
use shakmaty::Color::Black;

fn hostile() -> Vec<(String, String)> {
    vec![
        ("Event".into(), format!("Open{}", "E".repeat(1 << 20))),
        ("White".into(), "Evil\n[Result \"1-0\"]\n[Z \"".into()),
        (
            "Black".into(),
            "Nul\0l Esc\x1b[31m Bel\x07 C1\u{85}\u{9b} \u{202e}reversed\u{202c}".into(),
        ),
        ("Site".into(), "Tab\there,\r\nand a \\ backslash".into()),
        ("Board".into(), "3".into()),
        ("Bad]Name\n".into(), "x".into()),
    ]
}

#[test]
fn every_tag_is_one_clean_bounded_line() {
    let mut game = Game::new(GameSetup::default()).unwrap();
    game.handle(Input::Press(Black), Moment::ZERO).unwrap();
    game.handle(
        Input::Move("e4".into()),
        Moment::from_origin(Duration::from_secs(2)),
    )
    .unwrap();
    let pgn = write_pgn(&game, &hostile());
    let (head, moves) = pgn
        .split_once("\n\n")
        .expect("tags, a blank line, the moves");
    for line in head.lines() {
        assert!(line.starts_with('[') && line.ends_with("\"]"), "{line:?}");
        let (name, _) = line[1..].split_once(" \"").unwrap();
        assert!(
            name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{line:?}"
        );
    }
    assert!(moves.contains("1. e4"), "{moves}");
    assert!(
        !pgn.chars().any(|c| (c.is_control() && c != '\n')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')),
        "{pgn:?}"
    );
    let tags = read_tags(&pgn);
    let get = |n: &str| {
        tags.iter()
            .find(|(k, _)| k == n)
            .map(|(_, v)| v.clone())
            .unwrap()
    };
    assert_eq!(get("White"), "Evil [Result \"1-0\"] [Z \"");
    assert_eq!(get("Black"), "Null Esc[31m Bel C1 reversed");
    assert_eq!(get("Site"), "Tab here, and a \\ backslash");
    assert_eq!(get("BadName"), "x");
    assert_eq!(get("Event").chars().count(), MAX_TAG_CHARS);
    assert!(get("Event").ends_with('…'));
    assert_eq!(get("Result"), "*", "the result is pendule's own");
    // The hall's reader takes the whole game, on its board.
    let games = split_games(&pgn).expect("PGN the hall reads");
    assert_eq!(games.len(), 1);
}
