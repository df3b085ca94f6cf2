//! A classical game (40/90+30, 30+30) on the real driver, journal and
//! archive, in a fresh directory: what the tests of play through the
//! screens start from.

use std::path::{Path, PathBuf};

use super::{Device, device};
use pendule::app::View;
use pendule::app::run::{first_page, open_game, open_page};
use pendule::app::ui::Page;
use pendule::game::GameSetup;
use pendule::rules::Notation;
use pendule::store::{RecordedGame, Settings, save_settings};

/// The device and its directory (`pendule-ui-<name>-<pid>`), which the
/// test removes at its end.
pub(super) fn classical_device(name: &str) -> (Device, PathBuf) {
    let dir = std::env::temp_dir().join(format!("pendule-ui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let control: pendule::clock::TimeControl = "40/5400+30:1800+30".parse().unwrap();
    let setup = GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    };
    let game = RecordedGame::start(&dir.join("journal.jsonl"), name, setup, Vec::new()).unwrap();
    (device(game, &dir, Settings::default()), dir)
}

/// A device started as at power-on in `dir` with `settings` saved: the
/// game they prepare, on the page a start opens, which is returned.
pub(super) fn started_device(dir: &Path, settings: Settings) -> (Device, Page) {
    save_settings(dir, &settings).unwrap();
    let (game, _) = open_game(dir, &settings, &mut None).unwrap();
    let first = first_page(&View::of(
        game.game(),
        Default::default(),
        Notation::English,
        None,
    ));
    let started = device(game, dir, settings);
    open_page(&started.app, first);
    (started, first)
}
