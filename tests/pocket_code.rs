//! The game goes home in a player's phone: a 120-move game's PGN fits one
//! QR code at a module read from the seat (3 px, 0.58 mm, on the 7" panel),
//! and a real reader (zbar's `zbarimg`) reads the result screen's picture
//! back to the same text, whose moves pgn-reader reads as the game's.

mod common;

use std::collections::HashMap;
use std::time::Duration;

use common::pgn_read::read_with_pgn_reader;
use pendule::clock::Moment;
use pendule::game::{Game, GameError, GameSetup, Input};
use pendule::pgn::pocket::{Carries, PocketTexts, QUIET, SEAT_VERSION};
use pendule::rules::Notation;
use shakmaty::{Chess, Color, Position, san::SanPlus};

/// A game of `plies` legal moves, the same each run: mostly quiet moves
/// picked by a fixed sequence, a capture one time in six, so material
/// stays and the game never ends by itself (no mate, no repetition, no 75
/// moves).
fn long_game(plies: usize) -> Vec<String> {
    let mut position = Chess::default();
    let mut seen: HashMap<String, u32> = HashMap::new();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut sans = Vec::new();
    while sans.len() < plies {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let capture_now = seed.is_multiple_of(6);
        let candidates: Vec<_> = position
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_capture() == capture_now || position.halfmoves() > 60)
            .filter(|m| {
                let next = position.clone().play(*m).unwrap();
                let key = next.board().to_string();
                !next.is_game_over() && seen.get(&key).copied().unwrap_or(0) < 1
            })
            .collect();
        let Some(chosen) = candidates.get((seed >> 20) as usize % candidates.len().max(1)) else {
            continue;
        };
        sans.push(SanPlus::from_move(position.clone(), *chosen).to_string());
        position = position.play(*chosen).unwrap();
        *seen.entry(position.board().to_string()).or_default() += 1;
    }
    sans
}

/// `input` to `game`, and the rulings it asks for searched as the device
/// searches them.
fn handle(game: &mut Game, input: Input, now: Moment) -> Result<(), GameError> {
    game.handle(input, now)?;
    let budget = Duration::from_secs(2);
    while let Some(output) = game.poll_output() {
        if let Some(answer) = output.answer_here(budget, Notation::English) {
            game.handle(answer, now)?;
        }
    }
    Ok(())
}

/// `sans` played through a classical game (90 min + 30 s), 20 s a move, then drawn by agreement
/// and signed by both.
fn played(sans: &[String]) -> Game {
    let classical: pendule::clock::TimeControl = "5400+30".parse().unwrap();
    let setup = GameSetup {
        white: classical.clone(),
        black: classical,
        ..GameSetup::default()
    };
    let mut game = Game::new(setup).unwrap();
    let mut now = Moment::ZERO;
    handle(&mut game, Input::Press(Color::Black), now).unwrap();
    for (i, san) in sans.iter().enumerate() {
        now = now + Duration::from_secs(20);
        let mover = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        handle(&mut game, Input::Move(san.clone()), now)
            .unwrap_or_else(|e| panic!("ply {i} {san}: {e:?}"));
        if i + 1 == sans.len() {
            handle(&mut game, Input::OfferDraw, now).unwrap();
        }
        handle(&mut game, Input::Press(mover), now).unwrap();
    }
    handle(&mut game, Input::AcceptDraw, now).unwrap();
    for (side, utc) in [(Color::White, 1_796_049_120), (Color::Black, 1_796_049_180)] {
        handle(&mut game, Input::Confirm { side, utc }, now).unwrap();
    }
    assert!(game.result().is_some());
    game
}

fn tags() -> Vec<(String, String)> {
    [
        ("Event", "Open de Rennes"),
        ("Round", "3"),
        ("White", "Lefèvre, Anne"),
        ("Black", "Ferrand, Jean-Baptiste"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect()
}

/// The pixels a module has on a screen `height` px tall, the code drawn
/// as the result screen draws it (whole pixels, its quiet zone in).
fn module_px(size: usize, height: usize) -> usize {
    height / (size + 2 * QUIET)
}

#[test]
fn a_120_move_game_fits_one_code_read_from_the_seat() {
    let sans = long_game(240);
    let game = played(&sans);
    let texts = PocketTexts::of(&game, &tags());
    let code = texts.code().expect("one code");
    let version = (code.size - 17) / 4;
    let px = module_px(code.size, 480);
    let letters: usize = sans.iter().map(String::len).sum();
    println!(
        "120 moves ({:.2} characters a move): with clocks {} bytes, moves only {} bytes; \
         code: {:?}, version {version}, {} modules, {px} px a module at 800x480 ({:.2} mm)",
        letters as f64 / sans.len() as f64,
        texts.with_clocks.len(),
        texts.moves_only.len(),
        code.carries,
        code.size,
        px as f64 / 5.2
    );
    assert_eq!(code.carries, Carries::MovesOnly);
    assert!(version <= usize::from(SEAT_VERSION));
    assert!(px >= 3, "{px} px a module");
    let read = read_with_pgn_reader(&code.text);
    assert_eq!(read.sans, sans);
    assert_eq!(read.tags["White"], "Lefèvre, Anne");
    assert_eq!(read.outcome.as_deref(), Some("1/2-1/2"));
}

#[test]
fn a_40_move_game_goes_with_its_clocks() {
    let sans = long_game(80);
    let texts = PocketTexts::of(&played(&sans), &tags());
    let code = texts.code().expect("one code");
    println!(
        "40 moves: with clocks {} bytes, {} modules",
        texts.with_clocks.len(),
        code.size
    );
    assert_eq!(code.carries, Carries::WithClocks);
    let read = read_with_pgn_reader(&code.text);
    assert_eq!(read.sans, sans);
    assert_eq!(
        read.comments.len(),
        81,
        "a clock after every move, the reason"
    );
    assert!(
        read.comments[80].contains("draw"),
        "{:?}",
        read.comments[80]
    );
    assert_eq!(read.tags["Termination"], "normal");
}

#[cfg(feature = "ui")]
mod scanned {
    use std::process::Command;

    use pendule::app::View;
    use pendule::app::ui::{AppWindow, Navigation, Page, ResultAdapter, headless, result_screen};
    use slint::ComponentHandle;

    use super::*;

    /// What zbar's reader reads in `png` (Debian's zbar-tools, installed
    /// when missing).
    fn zbarimg(png: &std::path::Path) -> String {
        if !common::have("zbarimg") {
            common::apt_install("zbar-tools", "the QR code's test");
        }
        let out = Command::new("zbarimg")
            .args(["--raw", "-q"])
            .arg(png)
            .output()
            .expect("zbarimg (Debian's zbar-tools) runs");
        assert!(out.status.success(), "zbarimg read nothing in {png:?}");
        String::from_utf8(out.stdout).expect("UTF-8")
    }

    #[test]
    fn the_result_screens_code_reads_back_at_both_sizes() {
        let window = headless::install().unwrap();
        let app = AppWindow::new().unwrap();
        app.show().unwrap();
        let dir = std::env::temp_dir().join(format!("pendule-pocket-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for plies in [80, 240] {
            let game = played(&long_game(plies));
            let view =
                View::of(&game, Moment::ZERO, Notation::English, None).with_tags(&game, tags());
            let expected = view.pocket.as_ref().unwrap().code().unwrap().text;
            app.global::<Navigation>().set_page(Page::Result);
            result_screen::show(&app, &view);
            assert!(app.global::<ResultAdapter>().get_home_ready());
            app.global::<ResultAdapter>().set_home_shown(true);
            for (width, height) in [(800, 480), (1280, 720)] {
                let pixels = headless::render(&window, width, height);
                let path = dir.join(format!("{plies}-{width}x{height}.png"));
                headless::write_png(&path, &pixels, width, height).unwrap();
                let read = zbarimg(&path);
                assert_eq!(read.trim_end(), expected.trim_end(), "{path:?}");
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
