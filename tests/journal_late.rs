//! A record later than the game reached never decides it: a checkpoint or
//! an input that comes long after the record before it while a clock runs
//! is not this game's, and the restore is the replay of the records kept;
//! an input the game refuses leaves no trace in the restored game (its
//! flag does not fall at that input's moment); moments and times no game
//! reaches are damage, never a panic. A journal rewritten after failing
//! storage keeps every checkpoint, so a long think is never taken for such
//! a silence.

#[path = "harness/journal_games.rs"]
mod journal_games;
#[path = "harness/journals.rs"]
mod journals;
#[path = "harness/small_disk.rs"]
mod small_disk;

use std::fs;
use std::time::Duration;

use journal_games::chain_end;
use journals::*;
use pendule::game::{GameSetup, Input};
use pendule::store::RecordedGame;
use pendule::store::journal::{Damage, Record, line};
use shakmaty::Color::{Black, White};
use small_disk::SmallDisk;

/// 100 minutes of a 90-minute game, a press every 40 s: 40 minutes left
/// on each clock.
fn long_game(name: &str) -> (std::path::PathBuf, Vec<Vec<u8>>) {
    let dir = temp_dir(name);
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 6000.0, 40.0);
    (path, whole)
}

/// The last record's moment and input count.
fn end_of(whole: &[Vec<u8>]) -> (f64, usize) {
    let last = json(whole.last().unwrap());
    (
        moment(&last["at"]).since_origin().as_secs_f64(),
        inputs(whole),
    )
}

fn record(record: &Record) -> Vec<u8> {
    line(record).into_bytes()
}

/// Restores `lines`: the game is the replay of the lines before `cut`, and
/// the record there was taken for damage of kind `why`.
fn cut_at(path: &std::path::Path, lines: &[Vec<u8>], cut: usize, why: fn(&Damage) -> bool) {
    fs::write(path, lines.concat()).unwrap();
    let (game, found) = RecordedGame::restore(path).unwrap();
    let last = found.last_moment();
    let clock = game.game().clock();
    let times = [clock.remaining(White, last), clock.remaining(Black, last)];
    assert_eq!(game.game().result(), None, "never decided by it");
    assert_eq!((last, times), replayed(lines, 0..cut));
    let lost = found.lost.expect("the record is damage");
    assert_eq!(lost.line, cut + 1);
    assert!(why(&lost.why), "{:?}", lost.why);
    assert!(found.kept_aside.is_some(), "the file kept aside");
}

#[test]
fn a_checkpoint_long_past_the_game_is_not_charged() {
    let (path, whole) = long_game("late-checkpoint");
    let (end, taken) = end_of(&whole);
    for late in [300.0, 3000.0] {
        let mut lines = whole.clone();
        lines.push(record(&Record::Checkpoint {
            at: at(end + late),
            utc: 1_796_200_000,
            inputs: Some(taken),
            after: chain_end(&whole),
        }));
        cut_at(&path, &lines, whole.len(), |d| {
            matches!(d, Damage::TooLate(_))
        });
    }
}

#[test]
fn a_late_refused_press_leaves_the_game_as_the_records_before_it() {
    let (path, whole) = long_game("late-press");
    let (end, taken) = end_of(&whole);
    // A press by the side whose clock is stopped, 5,000 s on: refused,
    // and late.
    let mut lines = whole.clone();
    lines.push(record(&Record::Input {
        n: Some(taken),
        at: at(end + 5000.0),
        input: Input::Press(if taken % 2 == 0 { White } else { Black }),
        after: chain_end(&whole),
    }));
    cut_at(&path, &lines, whole.len(), |d| {
        matches!(d, Damage::TooLate(_))
    });
}

#[test]
fn a_refused_input_never_lets_a_flag_fall_at_its_moment() {
    // 20 s a side: Black starts White's clock at 1 s, checkpoints to 15 s.
    let dir = temp_dir("refused-flag");
    let path = dir.join("journal.jsonl");
    let setup = GameSetup {
        white: "20".parse().unwrap(),
        black: "20".parse().unwrap(),
        ..GameSetup::default()
    };
    let mut game = RecordedGame::start(&path, "g", setup, vec![]).unwrap();
    game.handle(Input::Press(Black), at(1.0)).unwrap();
    for t in [2.5, 4.0, 5.5, 7.0, 8.5, 10.0, 11.5, 13.0, 14.5] {
        game.checkpoint(at(t), 1_796_100_000).unwrap();
    }
    drop(game);
    let mut lines = lines(&path);
    let kept = lines.len();
    // Black presses again at 30 s (White's flag would have fallen at 21 s):
    // refused, within a minute of the last record.
    lines.push(record(&Record::Input {
        n: Some(1),
        at: at(30.0),
        input: Input::Press(Black),
        after: chain_end(&lines),
    }));
    let back = restored(&path, &lines);
    assert_eq!(
        back.game.game().result(),
        None,
        "no flag from a refused record"
    );
    assert_eq!(back.taken, 1);
    let left = [Duration::from_secs_f64(6.5), Duration::from_secs(20)];
    assert_eq!(back.at, (at(14.5), left), "the clocks of the records kept");
    assert_eq!(lines.len(), kept + 1);
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn moments_and_times_no_game_reaches_are_damage_not_a_panic() {
    let (path, whole) = long_game("extremes");
    let (end, taken) = end_of(&whole);
    let huge = Duration::from_secs(u64::MAX);
    let cases = [
        record(&Record::Input {
            n: Some(taken),
            at: at(1e15),
            input: Input::Press(White),
            after: chain_end(&whole),
        }),
        record(&Record::Checkpoint {
            at: pendule::clock::Moment::from_origin(huge),
            utc: u64::MAX,
            inputs: Some(taken),
            after: chain_end(&whole),
        }),
        record(&Record::Input {
            n: Some(taken),
            at: at(end + 1.0),
            input: Input::SetTime(White, huge),
            after: chain_end(&whole),
        }),
    ];
    for case in cases {
        let mut lines = whole.clone();
        lines.push(case);
        let back = restored(&path, &lines);
        assert_eq!(back.game.game().result(), None);
        assert_eq!(back.at, replayed(&lines, 0..whole.len()));
    }
}

#[test]
fn a_journal_rewritten_after_failing_storage_keeps_every_checkpoint() {
    // The card fills during a long think (two minutes of checkpoints held
    // in memory); the rewrite keeps them all, and the restore takes it all.
    let Some(disk) = SmallDisk::mount("late-healed", 256) else {
        return;
    };
    let path = disk.dir.join("journal.jsonl");
    let mut game = RecordedGame::start(&path, "g", journals::setup(), vec![]).unwrap();
    game.handle(Input::Press(Black), at(2.0)).unwrap();
    disk.fill();
    let mut t = 2.0;
    let mut failed = 0;
    while t < 122.0 {
        t += 1.5;
        failed += usize::from(game.checkpoint(at(t), 1_796_100_000).is_err());
    }
    // The card's last page takes some first: then none fits.
    assert!(failed > 20, "the full card was felt: {failed} failed");
    disk.free();
    game.handle(Input::Press(White), at(t + 1.0)).unwrap();
    assert!(game.is_kept(), "written whole again");
    drop(game);
    let lines = lines(&path);
    assert_eq!(lines.len(), 1 + 2 + 80, "every checkpoint kept");
    let back = restored(&path, &lines);
    assert_eq!(back.taken, 2, "both presses");
    assert_eq!(back.at, replayed(&lines, 0..lines.len()));
    let (_, found) = RecordedGame::restore(&path).unwrap();
    assert!(found.lost.is_none() && found.skipped.is_empty());
}
