//! Every screen drawn headless at the reference sizes, from real app
//! states: the screens attached as the app attaches them, a round's setup
//! filled from a pairings file on a "stick", then real games played through
//! the game and shown by the app's own refresh. `pendule screens DIR`.
//!
//! The walk goes through the round in scenes, each in its own file, in the
//! order a round brings them: each scene leaves the app as the next one
//! expects it (the pictures are compared pixel for pixel between versions).

mod arbiter;
mod blitz;
mod call;
mod classical;
mod games;
mod recording;
mod round;
mod rulings;

pub use rulings::names as ruling_screens;

use std::path::{Path, PathBuf};
use std::time::Duration;

use slint::ComponentHandle;

use super::{AppWindow, ArbiterAdapter, Navigation, Page, headless};
use crate::app::ui::control::attach;
use crate::day::NextGame;
use crate::store::Settings;
use crate::words::Language;

/// The sizes every screen must look right at: the official 7" display and
/// 720p.
pub const SIZES: [(u32, u32); 2] = [(800, 480), (1280, 720)];

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
    let mut written = Vec::new();
    walk(&app, language, &mut |_, name| {
        for (width, height) in SIZES {
            let pixels = headless::render(&window, width, height);
            let path = dir.join(format!("{name}-{width}x{height}.png"));
            headless::write_png(&path, &pixels, width, height)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            written.push(path);
        }
        Ok(())
    })?;
    Ok(written)
}

/// Walks `app` through every screen in the states a round brings, in
/// `language`, and hands each to `visit` with its name: the pictures are
/// made this way, and the layout check looks at the same states.
///
/// # Errors
/// What `visit` returns, or a stick's file that cannot be written.
pub fn walk(
    app: &AppWindow,
    language: Language,
    visit: &mut dyn FnMut(&AppWindow, &str) -> Result<(), String>,
) -> Result<(), String> {
    let next = NextGame {
        event: "Open de Rennes".into(),
        round: 3,
        board: 12,
        preset: 0,
        ..NextGame::default()
    };
    let settings = Settings {
        language,
        next: next.clone(),
        ..Settings::default()
    };
    let (events, _inputs) = tokio::sync::mpsc::channel(64);
    let (control, _commands) = tokio::sync::mpsc::channel(4);
    // The screens' clock held at the games' start: a running face shows
    // the time its view says, however long the drawing takes (a slow
    // machine's walk had a running clock two seconds down in one picture).
    let held = std::time::Instant::now() + Duration::from_secs(86_400);
    attach(app, events, control, held, settings);
    // A device id as the first start makes one.
    app.global::<ArbiterAdapter>()
        .set_device("pendule-3f9a2c710b5e84d6".into());
    let mut snap = |name: &str, page: Option<Page>| -> Result<(), String> {
        if let Some(page) = page {
            app.global::<Navigation>().set_page(page);
        }
        visit(app, name)
    };
    let paired = round::start(app, language, next, &mut snap)?;
    let classical = classical::setup();
    let inputs = classical::inputs(language);
    classical::board(app, language, &paired, &classical, &inputs, &mut snap)?;
    call::board(app, &paired, &classical, &inputs, &mut snap)?;
    rulings::walk(app, language, &paired, &classical, &inputs, &mut snap)?;
    classical::clock(app, language, &paired, &classical, &inputs, &mut snap)?;
    blitz::walk(app, language, &paired, classical, &mut snap)?;
    arbiter::during_the_result(app, language, &mut snap)?;
    arbiter::settings(app, language, &mut snap)
}
