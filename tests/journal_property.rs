//! The restore's invariant over random clock-only games and random damage
//! to their journals: the restored game is the replay of a prefix of the
//! inputs written, its clocks and result are that prefix's, and it is
//! never charged past the last record written. The damage is what a card
//! or a stick gives: a record long after the game (a checkpoint or an
//! input), a line twice, a line gone, a flipped byte, a cut, a moment no
//! game reaches, a record of another game's journal a few seconds on.

#[path = "harness/journals.rs"]
mod journals;

use std::fs;
use std::path::Path;
use std::time::Duration;

use journals::{at, chain_end, lines, temp_dir};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Mode};
use pendule::store::RecordedGame;
use pendule::store::journal::{Record, line};
use proptest::prelude::*;
use shakmaty::Color::{Black, White};

fn setup(secs: u64) -> GameSetup {
    let control: pendule::clock::TimeControl = secs.to_string().parse().unwrap();
    GameSetup {
        white: control.clone(),
        black: control,
        mode: Mode::Clock,
        ..GameSetup::default()
    }
}

/// A clock-only game journalled as the device journals it: Black starts
/// White's clock at 1 s, each player presses after `thinks` (tenths of a
/// second), the running clock is checkpointed every 1.5 s, and a flag ends
/// the game with its tick. Returns the inputs written and the last
/// record's moment.
fn write_game(path: &Path, secs: u64, thinks: &[u64]) -> (Vec<(Moment, Input)>, Moment) {
    let mut game = RecordedGame::start(path, "g", setup(secs), vec![]).unwrap();
    let mut inputs = vec![(at(1.0), Input::Press(Black))];
    game.handle(Input::Press(Black), at(1.0)).unwrap();
    let (mut now, mut last, mut side) = (1.0, at(1.0), White);
    for think in thinks {
        let press = now + *think as f64 / 10.0;
        let deadline = now + game.game().clock().remaining(side, at(now)).as_secs_f64();
        let mut checkpoint = now + 1.5;
        while checkpoint < press.min(deadline) {
            game.checkpoint(at(checkpoint), 1_796_100_000).unwrap();
            checkpoint += 1.5;
        }
        if deadline <= press {
            game.handle(Input::Tick, at(deadline)).unwrap();
            inputs.push((at(deadline), Input::Tick));
            return (inputs, at(deadline));
        }
        game.handle(Input::Press(side), at(press)).unwrap();
        inputs.push((at(press), Input::Press(side)));
        (now, last, side) = (press, at(press), side.other());
    }
    (inputs, last)
}

/// What the card does to the journal's lines.
#[derive(Debug, Clone)]
enum Damage {
    None,
    LateCheckpoint(u64),
    LateInput(u64),
    Twice(usize),
    Gone(usize),
    Flip(usize, usize),
    Cut(usize),
    NoSuchMoment,
    /// A record of another game: well formed, the next input or a
    /// checkpoint this many seconds on, following another record.
    Foreign(u64, u32, bool),
}

fn damages() -> impl Strategy<Value = Damage> {
    prop_oneof![
        Just(Damage::None),
        (61u64..1_000_000).prop_map(Damage::LateCheckpoint),
        (61u64..1_000_000).prop_map(Damage::LateInput),
        any::<usize>().prop_map(Damage::Twice),
        any::<usize>().prop_map(Damage::Gone),
        (any::<usize>(), any::<usize>()).prop_map(|(l, b)| Damage::Flip(l, b)),
        any::<usize>().prop_map(Damage::Cut),
        Just(Damage::NoSuchMoment),
        (1u64..60, any::<u32>(), any::<bool>()).prop_map(|(s, c, i)| Damage::Foreign(s, c, i)),
    ]
}

/// `lines` damaged: `inputs` inputs were written, the last record at `end`.
fn damaged(mut lines: Vec<Vec<u8>>, damage: &Damage, inputs: usize, end: Moment) -> Vec<u8> {
    let after = |gap: u64| end + Duration::from_secs(gap);
    let body = lines.len() - 1;
    let chain = chain_end(&lines);
    match *damage {
        Damage::None => {}
        Damage::LateCheckpoint(gap) => lines.push(
            line(&Record::Checkpoint {
                at: after(gap),
                utc: 1_796_200_000,
                inputs: Some(inputs),
                after: chain,
            })
            .into_bytes(),
        ),
        Damage::Foreign(gap, other, input) => {
            let other = Some(other).filter(|o| Some(*o) != chain);
            let record = if input {
                let side = if inputs.is_multiple_of(2) {
                    Black
                } else {
                    White
                };
                Record::Input {
                    n: Some(inputs),
                    at: after(gap),
                    input: Input::Press(side),
                    after: other,
                }
            } else {
                Record::Checkpoint {
                    at: after(gap),
                    utc: 1_796_200_000,
                    inputs: Some(inputs),
                    after: other,
                }
            };
            lines.push(line(&record).into_bytes());
        }
        Damage::LateInput(_) | Damage::NoSuchMoment => {
            let moment = match *damage {
                Damage::LateInput(gap) => after(gap),
                _ => Moment::from_origin(Duration::from_secs(1_000_000_000_000_000)),
            };
            let side = if inputs.is_multiple_of(2) {
                White
            } else {
                Black
            };
            let input = Input::Press(side);
            lines.push(
                line(&Record::Input {
                    n: Some(inputs),
                    at: moment,
                    input,
                    after: chain,
                })
                .into_bytes(),
            );
        }
        Damage::Twice(i) if body > 0 => {
            let i = 1 + i % body;
            lines.insert(i + 1, lines[i].clone());
        }
        Damage::Gone(i) if body > 0 => {
            lines.remove(1 + i % body);
        }
        Damage::Flip(i, b) if body > 0 => {
            let l = &mut lines[1 + i % body];
            let b = b % (l.len() - 1);
            l[b] ^= 0x04;
        }
        Damage::Cut(b) => {
            let mut bytes = lines.concat();
            let first = lines[0].len();
            bytes.truncate(first + b % (bytes.len() - first + 1));
            return bytes;
        }
        _ => {}
    }
    lines.concat()
}

/// A fresh game fed `inputs`.
fn replayed(secs: u64, inputs: &[(Moment, Input)]) -> Game {
    let mut game = Game::new(setup(secs)).unwrap();
    for (moment, input) in inputs {
        game.handle(input.clone(), *moment).unwrap();
        while game.poll_output().is_some() {}
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_restore_is_the_replay_of_a_prefix_and_never_charged_past_it(
        secs in 20u64..400,
        thinks in prop::collection::vec(1u64..300, 1..40),
        damage in damages(),
    ) {
        let dir = temp_dir("property");
        let path = dir.join("journal.jsonl");
        let (written, end) = write_game(&path, secs, &thinks);
        let bytes = damaged(lines(&path), &damage, written.len(), end);
        fs::write(&path, &bytes).unwrap();
        let restored = RecordedGame::restore(&path);
        let Ok((game, found)) = restored else {
            // Only a journal whose first line is gone is no game at all.
            fs::remove_dir_all(&dir).unwrap();
            return Ok(());
        };
        let taken = found.taken;
        prop_assert!(taken <= written.len());
        prop_assert_eq!(&found.contents.inputs[..taken], &written[..taken]);
        let prefix = replayed(secs, &written[..taken]);
        prop_assert_eq!(game.game().result(), prefix.result());
        prop_assert_eq!(game.game().clock(), prefix.clock());
        // Never charged past the last record written: a later one counts
        // only while no clock runs (the game over, or paused).
        let last = found.last_moment();
        for side in [White, Black] {
            let kept = prefix.clock().remaining(side, last.min(end));
            prop_assert_eq!(game.game().clock().remaining(side, last), kept);
        }
        let appended = matches!(
            damage,
            Damage::None
                | Damage::LateCheckpoint(_)
                | Damage::LateInput(_)
                | Damage::NoSuchMoment
                | Damage::Foreign(..)
        );
        if appended {
            prop_assert_eq!(taken, written.len(), "every record written kept");
        }
        if matches!(damage, Damage::None) {
            prop_assert_eq!(last, end);
        }
        fs::remove_dir_all(&dir).unwrap();
    }
}
