//! The USB panel's count follows the archive while the stick stays in: a
//! game filed after the stick came is offered at once, without a re-plug
//! (an arbiter who read "0 new games" pulled the stick without the round).

use super::{label_shown, screens, view_after_e4};
use pendule::app::run::{refresh, stick_changed};
use pendule::store::{Settings, archive_game};

#[test]
fn a_game_filed_with_the_stick_in_is_counted_at_once() {
    let (app, _events, _commands) = screens(Settings::default());
    let data = std::env::temp_dir().join(format!("pendule-ui-count-{}", std::process::id()));
    let stick = data.join("stick");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&stick).unwrap();
    pendule::app::run::save_settings_in(&data);
    let mut over = view_after_e4();
    over.running = None;
    refresh(&app, over.clone());
    stick_changed(&app, Some(stick.clone()));
    assert!(label_shown(&app, "USB stick: 0 new games"));
    // The game ends and is filed, the stick still in.
    let pgn = "[Event \"Club\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1-0\n";
    archive_game(&data, "g1", pgn, None).unwrap();
    over.archived = true;
    refresh(&app, over);
    assert!(label_shown(&app, "USB stick: 1 new game"), "counted again");
    std::fs::remove_dir_all(&data).unwrap();
}
