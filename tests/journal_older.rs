//! A journal an older pendule wrote is restored whole: inputs it took that
//! this one refuses are taken as the older one played them, never a cut
//! in the game.

#[path = "harness/journal_games.rs"]
mod journal_games;
#[path = "harness/journals.rs"]
mod journals;

use std::fs;

use journal_games::chain_end;
use journals::*;
use pendule::game::{GameSetup, Input};
use pendule::store::RecordedGame;
use pendule::store::journal::{Record, line};
use shakmaty::Color::{Black, White};

#[test]
fn a_period_past_the_control_journalled_before_6_10_2_was_checked_is_its_last() {
    // Two periods; before 6.10.2 was checked the arbiter could put White
    // in "period 3", which the clock played as period 2.
    let dir = temp_dir("older-period");
    let path = dir.join("journal.jsonl");
    let control: pendule::clock::TimeControl = "40/5400+30:1800+30".parse().unwrap();
    let setup = GameSetup {
        white: control.clone(),
        black: control,
        ..GameSetup::default()
    };
    let mut game = RecordedGame::start(&path, "g", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(1.0)).unwrap();
    drop(game);
    let mut lines = lines(&path);
    let older = [
        (2.0, Input::SetPeriod(White, 2)),
        (3.0, Input::Move("e4".into())),
        (3.5, Input::Press(White)),
    ];
    for (n, (t, input)) in older.into_iter().enumerate() {
        let record = Record::Input {
            n: Some(n + 1),
            at: at(t),
            input,
            after: chain_end(&lines),
        };
        lines.push(line(&record).into_bytes());
    }
    fs::write(&path, lines.concat()).unwrap();
    let (back, found) = RecordedGame::restore(&path).unwrap();
    assert!(found.lost.is_none(), "{:?}", found.lost);
    assert_eq!(found.taken, 4, "every input restored");
    assert_eq!(back.game().scoresheet().moves().len(), 1, "1.e4 kept");
    assert_eq!(
        back.game().clock().side(White).period(),
        1,
        "the last period"
    );
    fs::remove_dir_all(dir).unwrap();
}
