//! Every screen drawn headless at the reference sizes, from a demonstration
//! game: `pendule screens DIR`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::Color;
use slint::ComponentHandle;

use super::board_screen::{self, Assistance, Entry};
use super::{
    AppWindow, Navigation, Page, arbiter_screen, clock_screen, headless, result_screen,
    settings_screen, setup_screen, sheet_screen,
};
use crate::app::View;
use crate::clock::{DEFAULT_TENTHS_BELOW, Moment};
use crate::game::{Game, GameSetup, Input};
use crate::rules::{Language, Notation};

/// The sizes every screen must look right at: the official 7" display and
/// 720p.
pub const SIZES: [(u32, u32); 2] = [(800, 480), (1280, 720)];

/// A game in progress: a Ruy Lopez in a classical control, White to move
/// with 2:10 left and 35 moves to the control.
fn demo_view(language: Language) -> View {
    let mut game = Game::new(GameSetup {
        white: "40/5400+30:1800+30".parse().expect("a preset"),
        black: "40/5400+30:1800+30".parse().expect("a preset"),
        ..GameSetup::default()
    })
    .expect("the standard start");
    let mut now = Moment::ZERO;
    let mut step = |game: &mut Game, input: Input, secs: u64| {
        now = now + Duration::from_secs(secs);
        game.handle(input, now).expect("a demo input");
    };
    step(&mut game, Input::Press(Color::Black), 0);
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
    ];
    for (i, m) in moves.iter().enumerate() {
        let side = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let think = if side == Color::White { 530 } else { 160 };
        step(&mut game, Input::Move((*m).into()), think);
        step(&mut game, Input::Press(side), 0);
    }
    // The moves above are written in English; the screens speak `language`.
    step(&mut game, Input::Language(language), 0);
    now = now + Duration::from_secs(2800);
    View::of(&game, now, Notation::Figurine, None)
}

/// A blitz game lost on time by Black although the position still has
/// White's mating material: the result screen with its proof.
fn ended_view(language: Language) -> View {
    let mut game = Game::new(GameSetup {
        fen: Some("8/8/8/8/8/2N5/r7/k1K5 b - - 0 60".into()),
        language,
        ..GameSetup::default()
    })
    .expect("a legal position");
    let at = |s: u64| Moment::from_origin(Duration::from_secs(s));
    game.handle(Input::Press(Color::White), at(0))
        .expect("the start");
    game.handle(Input::Tick, at(400)).expect("time passes");
    while let Some(output) = game.poll_output() {
        if let crate::game::Output::Decide { position, flagged } = output {
            let verdict = crate::rules::decide(
                &position,
                flagged,
                Duration::from_secs(10),
                Notation::English,
            );
            game.handle(Input::Verdict(verdict), at(400))
                .expect("the ruling");
        }
    }
    View::of(&game, at(400), Notation::English, None)
}

/// Renders each screen at each size into `dir`, in `language`; returns the
/// files written.
///
/// # Errors
/// The headless platform cannot start, or a file cannot be written.
pub fn render_all(dir: &Path, language: Language) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let window = headless::install().map_err(|e| e.to_string())?;
    let app = AppWindow::new().map_err(|e| e.to_string())?;
    app.show().map_err(|e| e.to_string())?;
    crate::app::run::choose_language(language);
    let view = demo_view(language);
    let faces = clock_screen::faces(
        &view,
        view.taken,
        ("Dupont, Éloïse", "Müller, Jörg"),
        DEFAULT_TENTHS_BELOW,
    );
    clock_screen::show(&app, faces, &view);
    // White has picked up the d-pawn: casual assistance shows its squares.
    let entry = Entry {
        from: Some(shakmaty::Square::D2),
        ..Entry::default()
    };
    board_screen::show(&app, &view, &entry, Assistance::Casual, Color::White);
    sheet_screen::show(&app, &view);
    result_screen::show(&app, &ended_view(language));
    let settings = crate::store::Settings {
        language,
        ..crate::store::Settings::default()
    };
    setup_screen::show(&app, &setup_screen::offers(&settings));
    settings_screen::show(&app, &settings);
    // The arbiter's screen as it opens after the PIN.
    let mut lock = arbiter_screen::Lock::default();
    for _ in 0..settings.arbiter_pin.len() {
        lock.digit(0, &settings.arbiter_pin, settings.language);
    }
    arbiter_screen::show(&app, &view, &lock, None, None, view.taken);
    let mut written = Vec::new();
    let pages = [
        (Page::Clock, "clock"),
        (Page::Board, "move-entry"),
        (Page::Scoresheet, "scoresheet"),
        (Page::Result, "result"),
        (Page::Setup, "setup"),
        (Page::Arbiter, "arbiter"),
        (Page::Settings, "settings"),
        (Page::Help, "help"),
    ];
    let clock = app.global::<super::ClockAdapter>();
    for (page, name) in pages
        .into_iter()
        .chain([(Page::Clock, "clock-face-to-face")])
    {
        // The last picture: the right half turned to the player across.
        clock.set_face_to_face(name == "clock-face-to-face");
        app.global::<Navigation>().set_page(page);
        for (width, height) in SIZES {
            let pixels = headless::render(&window, width, height);
            let path = dir.join(format!("{name}-{width}x{height}.png"));
            headless::write_png(&path, &pixels, width, height)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            written.push(path);
        }
    }
    Ok(written)
}
