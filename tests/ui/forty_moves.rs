//! A 40-move game played through the play screen and the real driver and
//! journal, as two players would: each move a tap on the piece and a tap
//! on its square, a promotion's piece a third tap, castling the king's two
//! squares, then the press; once with the clock buttons (the desktop's
//! Shift keys), once with a tap on one's own clock. Nothing is opened
//! before a move or closed after it: the taps are counted.

use std::collections::HashMap;

use i_slint_backend_testing::ElementHandle;
use pendule::app::ui::{AppWindow, Navigation, Page};
use pendule::game::GameSetup;
use pendule::store::{RecordedGame, Settings};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Move, Position, Role};
use slint::ComponentHandle;

use super::{Device, button, device, label_shown, shown_when, tap};

/// How a player ends a move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Press {
    /// The clock button (on a desktop, the player's Shift key).
    Button,
    /// A tap on the player's own clock beside the board.
    Touch,
}

/// A game of `plies` half-moves that nothing ends early, made the same way
/// every run: an opening in which both sides castle, then a promotion
/// whenever one is legal, else a pawn move or any move by a fixed
/// pseudo-random choice.
fn game(plies: usize) -> Vec<Move> {
    // An Italian game, both sides castling (the king's two squares).
    let opening = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "d3", "O-O",
    ];
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for san in opening {
        let mv = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos = pos.play(mv).unwrap();
        moves.push(mv);
    }
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    while moves.len() < plies {
        let legal: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let after = pos.clone().play(*m).unwrap();
                !after.is_game_over() && !after.is_insufficient_material()
            })
            .collect();
        assert!(!legal.is_empty(), "the game ran into a corner");
        let pick = |pred: &dyn Fn(&Move) -> bool| legal.iter().copied().find(|m| pred(m));
        let chosen = pick(&|m| m.promotion() == Some(Role::Queen)).unwrap_or_else(|| {
            let pawns: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| m.role() == Role::Pawn)
                .collect();
            let r = next() as usize;
            if !r.is_multiple_of(3) && !pawns.is_empty() {
                pawns[r / 3 % pawns.len()]
            } else {
                legal[r / 3 % legal.len()]
            }
        });
        pos = pos.play(chosen).unwrap();
        moves.push(chosen);
    }
    moves
}

/// The squares a player taps for `mv` (the king's two squares for
/// castling) and the promotion piece's key, if any.
fn taps_for(mv: &Move) -> (String, String, Option<&'static str>) {
    let UciMove::Normal {
        from,
        to,
        promotion,
    } = mv.to_uci(CastlingMode::Standard)
    else {
        panic!("a move on the board: {mv:?}")
    };
    let piece = promotion.map(|role| match role {
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        _ => "knight",
    });
    (from.to_string(), to.to_string(), piece)
}

/// Plays the game through the screens, pressing with `press`; returns
/// each move's taps besides the press.
fn play_forty_moves(press: Press) -> Vec<usize> {
    let dir = memory_dir(&format!("forty-{}", press == Press::Touch));
    let setup = GameSetup::default();
    let recorded =
        RecordedGame::start(&dir.join("journal.jsonl"), "forty", setup, Vec::new()).unwrap();
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(recorded, &dir, Settings::default());
    let page = |app: &AppWindow| app.global::<Navigation>().get_page();

    // Where each square and clock is: the board never turns in a game, so
    // a player's finger finds each where it was (and the screen is read
    // once, not at every tap).
    shown_when(&app, &mut views, |v| v.scoresheet);
    let keys = places(&app);
    assert_eq!(keys.len(), 66, "{keys:?}");
    // Black starts White's clock.
    end_move(&app, Color::Black, press, &keys);
    shown_when(&app, &mut views, |v| v.running == Some(Color::White));
    let moves = game(80);
    let mut taps_per_move = Vec::new();
    for (ply, mv) in moves.iter().enumerate() {
        let mover = if ply % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        // The board is there, beside the clocks: nothing to open.
        assert_eq!(page(&app), Page::Clock);
        if ply % 20 == 0 {
            assert!(!label_shown(&app, "moves") && !label_shown(&app, "clocks"));
            let now = places(&app);
            for (label, at) in &keys {
                assert_eq!(now.get(label), Some(at), "{label} moved");
            }
        }
        let (from, to, piece) = taps_for(mv);
        let mut taps = 0;
        for label in [Some(from.as_str()), Some(to.as_str()), piece]
            .into_iter()
            .flatten()
        {
            match keys.get(label) {
                Some(at) => touch(&app, *at),
                // The promotion's pieces come up over the board.
                None => tap(&app, &button(&app, label)),
            }
            taps += 1;
        }
        shown_when(&app, &mut views, |v| plies(v) == ply + 1);
        end_move(&app, mover, press, &keys);
        shown_when(&app, &mut views, |v| v.running == Some(!mover));
        taps_per_move.push(taps);
    }
    let last = shown_when(&app, &mut views, |v| v.move_pairs.len() == 40);
    assert_eq!(last.sides.white.moves, 40);
    assert_eq!(last.sides.black.moves, 40);
    assert!(last.result.is_none(), "{:?}", last.result);
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    taps_per_move
}

/// The plies on the scoresheet of `view`.
fn plies(view: &pendule::app::View) -> usize {
    let pos = &view.position;
    (pos.fullmoves().get() as usize - 1) * 2 + usize::from(pos.turn() == Color::Black)
}

/// The middle of each square and clock on the screen, by its label.
fn places(app: &AppWindow) -> HashMap<String, (f32, f32)> {
    use i_slint_backend_testing::{AccessibleRole, ElementRoot};
    app.root_element()
        .query_descendants()
        .match_accessible_role(AccessibleRole::Button)
        .find_all()
        .into_iter()
        .filter_map(|e: ElementHandle| {
            let label = e.accessible_label()?.to_string();
            // The squares and the clocks, which stay where they are.
            let square = label.len() == 2 && label.parse::<shakmaty::Square>().is_ok();
            if !square && !label.ends_with("'s clock") {
                return None;
            }
            let (at, size) = (e.absolute_position(), e.size());
            let middle = (at.x + size.width / 2.0, at.y + size.height / 2.0);
            Some((label, middle))
        })
        .collect()
}

/// A finger on the screen at `at`, lifted there.
fn touch(app: &AppWindow, (x, y): (f32, f32)) {
    use slint::platform::{PointerEventButton, WindowEvent};
    let position = slint::LogicalPosition::new(x, y);
    let button = PointerEventButton::Left;
    let window = app.window();
    window.dispatch_event(WindowEvent::PointerPressed { position, button });
    window.dispatch_event(WindowEvent::PointerReleased { position, button });
}

/// An empty directory for a game's data, in memory when the machine has
/// it: 160 records fsynced on a shared disk take a minute, and the
/// journal's own tests are elsewhere.
pub(super) fn memory_dir(name: &str) -> std::path::PathBuf {
    let shm = std::path::Path::new("/dev/shm");
    let base = if shm.is_dir() {
        shm.to_owned()
    } else {
        std::env::temp_dir()
    };
    let dir = base.join(format!("pendule-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `side`'s clock button pressed (on a desktop, the player's Shift key).
pub(super) fn press_button(app: &AppWindow, side: Color) {
    use slint::platform::{Key, WindowEvent};
    let key: slint::SharedString = match side {
        Color::White => Key::Shift.into(),
        Color::Black => Key::ShiftR.into(),
    };
    let window = app.window();
    window.dispatch_event(WindowEvent::KeyPressed { text: key.clone() });
    window.dispatch_event(WindowEvent::KeyReleased { text: key });
}

/// `side` ends its move: its button (its Shift key), or a tap on its own
/// clock beside the board.
fn end_move(app: &AppWindow, side: Color, press: Press, keys: &HashMap<String, (f32, f32)>) {
    match press {
        Press::Button => press_button(app, side),
        Press::Touch => {
            let clock = match side {
                Color::White => "White's clock",
                Color::Black => "Black's clock",
            };
            touch(app, keys[clock]);
        }
    }
}

/// The moves asked for: castling both ways at least once, a promotion.
fn check_the_game(moves: &[Move]) {
    assert_eq!(moves.len(), 80);
    assert!(moves.iter().filter(|m| m.is_castle()).count() >= 2);
    assert!(moves.iter().any(|m| m.is_promotion()), "no promotion");
}

fn check_the_taps(taps: &[usize], moves: &[Move]) {
    for (ply, (taps, mv)) in taps.iter().zip(moves).enumerate() {
        let expected = if mv.is_promotion() { 3 } else { 2 };
        assert_eq!(*taps, expected, "ply {}: {mv:?}", ply + 1);
    }
    let most = taps.iter().max().unwrap();
    println!(
        "taps a move besides the press: at most {most}, {} plies",
        taps.len()
    );
}

#[test]
fn forty_moves_with_the_buttons_take_two_taps_each() {
    let moves = game(80);
    check_the_game(&moves);
    let taps = play_forty_moves(Press::Button);
    check_the_taps(&taps, &moves);
}

#[test]
fn forty_moves_with_touch_presses_take_two_taps_each_and_a_tap_on_the_clock() {
    let moves = game(80);
    let taps = play_forty_moves(Press::Touch);
    check_the_taps(&taps, &moves);
}
