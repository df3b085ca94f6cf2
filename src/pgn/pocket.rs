//! The game as it goes home in a player's phone: its PGN in one QR code on
//! the result screen. The code holds the richest text that fits at a module
//! a phone reads from the seat: the PGN with each move's clock, else the
//! moves alone; a game too long even for that is still one code, of finer
//! modules, read close up.

use std::fmt::Write as _;

use qrcodegen::{DataTooLong, QrCode, QrCodeEcc, QrSegment, Version};
use shakmaty::{Color, Position};

use super::write::{
    ROSTER, Tags, clock_after, comment, result_reason, start_tags, tag_line, termination_tag,
};
use crate::clock::pgn_clock;
use crate::game::Game;
use crate::rules::Notation;
use crate::words::Language;

/// The largest code read from the seat: 149 modules a side. On the 7"
/// panel (154 x 86 mm, 800 x 480 px) each module is then 3 px, 0.54 to
/// 0.58 mm (0.58 at the 5.2 px a mm the layout check counts), with the
/// quiet zone of 4 modules around it: (149 + 8) x 3 = 471 px.
pub const SEAT_VERSION: u8 = 33;

/// The modules of quiet zone the standard asks around a code.
pub const QUIET: usize = 4;

/// The game's PGN for a phone, with and without each move's clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PocketTexts {
    pub with_clocks: String,
    pub moves_only: String,
}

/// What the code holds, for the words beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Carries {
    /// The PGN with every move's clock.
    WithClocks,
    /// The PGN without the clocks: with them it was too long for one code.
    MovesOnly,
    /// The moves alone in finer modules: read with the phone close.
    CloseUp,
}

/// One QR code: `size` modules a side, dark ones true, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pocket {
    pub size: usize,
    pub dark: Vec<bool>,
    pub carries: Carries,
    /// The text the code holds.
    pub text: String,
}

impl PocketTexts {
    /// The two texts of `game` with the organiser's `tags`.
    pub fn of(game: &Game, tags: &Tags) -> PocketTexts {
        PocketTexts {
            with_clocks: pocket_pgn(game, tags, true),
            moves_only: pocket_pgn(game, tags, false),
        }
    }

    /// The richest code of the two; `None` for a game past even the
    /// largest code (about 2,900 bytes of moves: over 200 moves).
    pub fn code(&self) -> Option<Pocket> {
        let seat = Version::new(SEAT_VERSION);
        let tries = [
            (&self.with_clocks, seat, Carries::WithClocks),
            (&self.moves_only, seat, Carries::MovesOnly),
            (&self.moves_only, Version::MAX, Carries::CloseUp),
        ];
        tries.into_iter().find_map(|(text, most, carries)| {
            let code = encode(text, most).ok()?;
            let size = usize::try_from(code.size()).ok()?;
            let dark = (0..code.size())
                .flat_map(|y| (0..code.size()).map(move |x| (x, y)))
                .map(|(x, y)| code.get_module(x, y))
                .collect();
            Some(Pocket {
                size,
                dark,
                carries,
                text: text.clone(),
            })
        })
    }
}

/// The Extended Channel Interpretation of UTF-8.
const UTF8_ECI: u32 = 26;

/// `text` in the smallest code up to `most`: low error correction (a
/// screen is never torn or stained), raised when it fits the same size.
fn encode(text: &str, most: Version) -> Result<QrCode, DataTooLong> {
    let mut segments = QrSegment::make_segments(text);
    if !text.is_ascii() {
        // Said to be UTF-8 (ECI 26): without it a reader guesses the
        // bytes' charset, and "Lefèvre" came out as "Lef癡vre".
        segments.insert(0, QrSegment::make_eci(UTF8_ECI));
    }
    QrCode::encode_segments_advanced(&segments, QrCodeEcc::Low, Version::MIN, most, None, true)
}

/// The game's PGN as a phone takes it home: the seven tags, the board, how
/// it ended, the control and the start position when set up, then the
/// moves (`clocks`: each with its `%clk`), the reason of the result and the
/// result, on one line. The arbiter's notes stay in the archived game.
pub fn pocket_pgn(game: &Game, tags: &Tags, clocks: bool) -> String {
    let given = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let result = game.result().map_or("*", |r| r.pgn_result());
    let mut out = String::new();
    for (name, default) in ROSTER {
        out.push_str(&tag_line(name, given(name).unwrap_or(default)));
    }
    out.push_str(&tag_line("Result", result));
    if let Some(board) = given("Board") {
        out.push_str(&tag_line("Board", board));
    }
    if let Some(r) = game.result() {
        out.push_str(&tag_line("Termination", termination_tag(r.termination)));
    }
    let setup = game.setup();
    if setup.white == setup.black {
        out.push_str(&tag_line("TimeControl", &setup.white.to_string()));
    }
    for (name, value) in start_tags(game) {
        out.push_str(&tag_line(name, &value));
    }
    out.push('\n');
    out.push_str(&movetext(game, clocks));
    // Why it ended, in the game's language ("White resigns (Art. 5.1.2)").
    if let Some(r) = game.result() {
        out.push_str(&comment(&result_reason(r, Language::of(game))));
        out.push(' ');
    }
    out.push_str(result);
    out.push('\n');
    out
}

/// "1.e4 e5 2.Nf3 ", with `{[%clk 1:29:57]}` after each move when `clocks`.
fn movetext(game: &Game, clocks: bool) -> String {
    let sheet = game.scoresheet();
    let start = sheet.start();
    let first = start.turn();
    let mut out = String::new();
    for (i, played) in sheet.moves().iter().enumerate() {
        let color = if i % 2 == 0 { first } else { !first };
        let number =
            start.fullmoves().get() as usize + (i + usize::from(first == Color::Black)) / 2;
        if color == Color::White {
            let _ = write!(out, "{number}.");
        } else if i == 0 {
            let _ = write!(out, "{number}...");
        }
        out.push_str(&Notation::English.write(&played.san));
        out.push(' ');
        if let Some((remaining, _)) = clock_after(game, color, i / 2).filter(|_| clocks) {
            let _ = write!(out, "{{[%clk {}]}} ", pgn_clock(remaining));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::clock::Moment;
    use crate::game::{GameSetup, Input};

    /// `moves` played 3 s each, pressed after each.
    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(GameSetup::default()).unwrap();
        game.handle(Input::Press(Color::Black), Moment::ZERO)
            .unwrap();
        for (i, san) in moves.iter().enumerate() {
            let now = Moment::from_origin(Duration::from_secs(3 * (i as u64 + 1)));
            let mover = if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            game.handle(Input::Move((*san).to_owned()), now).unwrap();
            game.handle(Input::Press(mover), now).unwrap();
        }
        game
    }

    #[test]
    fn moves_numbered_with_their_clocks_or_without() {
        let game = game(&["e4", "e5", "Nf3"]);
        let tags = vec![("White".to_owned(), "Lefèvre, Anne".to_owned())];
        let with = pocket_pgn(&game, &tags, true);
        assert!(with.contains("[White \"Lefèvre, Anne\"]\n"), "{with}");
        let moves = with.split_once("\n\n").unwrap().1;
        let clk = "{[%clk ";
        let shape = moves.replace(|c: char| c.is_ascii_digit(), "9");
        assert_eq!(
            shape,
            format!("9.e9 {clk}9:99:99]}} e9 {clk}9:99:99]}} 9.Nf9 {clk}9:99:99]}} *\n")
        );
        let without = pocket_pgn(&game, &tags, false);
        assert!(without.ends_with("\n\n1.e4 e5 2.Nf3 *\n"), "{without}");
    }

    #[test]
    fn a_short_game_goes_with_its_clocks() {
        let game = game(&["e4", "e5", "Nf3"]);
        let code = PocketTexts::of(&game, &Vec::new()).code().unwrap();
        assert_eq!(code.carries, Carries::WithClocks);
        assert_eq!(code.dark.len(), code.size * code.size);
        assert!(code.text.contains("%clk"));
    }
}
