//! Random clock-only games journalled as the device journals them, the
//! damage a card or a stick does to their journals, and the restore's
//! invariant: the restored game is the replay of a prefix of the inputs
//! written, its clocks and result are that prefix's, and it is never
//! charged past the last record written. Shared by the property test and
//! the fuzz target (`fuzz/fuzz_targets/journal.rs`).

#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Mode};
use pendule::store::RecordedGame;
use pendule::store::journal::{Record, line, stated_checksum};
use shakmaty::Color::{Black, White};

pub fn at(s: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(s))
}

/// The journal's lines, each with its newline.
pub fn lines(path: &Path) -> Vec<Vec<u8>> {
    std::fs::read(path)
        .unwrap()
        .split_inclusive(|b| *b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// The checksum a record written after `lines` names as the one it
/// follows: the last input's, or the start's.
pub fn chain_end(lines: &[Vec<u8>]) -> Option<u32> {
    const INPUT: &[u8] = b"\"record\":\"input\"";
    let input = |l: &Vec<u8>| l.windows(INPUT.len()).any(|w| w == INPUT);
    let last = (1..lines.len())
        .rev()
        .find(|&i| input(&lines[i]))
        .unwrap_or(0);
    stated_checksum(&lines[last])
}

pub fn setup(secs: u64) -> GameSetup {
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
pub fn write_game(path: &Path, secs: u64, thinks: &[u64]) -> (Vec<(Moment, Input)>, Moment) {
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
pub enum Damage {
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

/// `lines` damaged: `inputs` inputs were written, the last record at `end`.
pub fn damaged(mut lines: Vec<Vec<u8>>, damage: &Damage, inputs: usize, end: Moment) -> Vec<u8> {
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
pub fn replayed(secs: u64, inputs: &[(Moment, Input)]) -> Game {
    let mut game = Game::new(setup(secs)).unwrap();
    for (moment, input) in inputs {
        game.handle(input.clone(), *moment).unwrap();
        while game.poll_output().is_some() {}
    }
    game
}

/// Restores the journal at `path`, written as `written` up to `end` and
/// then given `damage`, and checks the invariant; `Err` says what broke.
pub fn check_restore(
    path: &Path,
    secs: u64,
    (written, end): (&[(Moment, Input)], Moment),
    damage: &Damage,
) -> Result<(), String> {
    let Ok((game, found)) = RecordedGame::restore(path) else {
        // Only a journal whose first line is gone is no game at all.
        return Ok(());
    };
    let taken = found.taken;
    let fail = |what: &str| {
        Err(format!(
            "{what}: {damage:?}, {taken} of {} taken",
            written.len()
        ))
    };
    if taken > written.len() || found.contents.inputs[..taken] != written[..taken] {
        return fail("inputs not written taken");
    }
    let prefix = replayed(secs, &written[..taken]);
    if game.game().result() != prefix.result() || game.game().clock() != prefix.clock() {
        return fail("not the replay of the inputs kept");
    }
    // Never charged past the last record written: a later one counts only
    // while no clock runs (the game over, or paused).
    let last = found.last_moment();
    for side in [White, Black] {
        let kept = prefix.clock().remaining(side, last.min(end));
        if game.game().clock().remaining(side, last) != kept {
            return fail("charged past the last record written");
        }
    }
    let appended = matches!(
        damage,
        Damage::None
            | Damage::LateCheckpoint(_)
            | Damage::LateInput(_)
            | Damage::NoSuchMoment
            | Damage::Foreign(..)
    );
    if appended && taken != written.len() {
        return fail("a record written lost to one added after it");
    }
    if matches!(damage, Damage::None) && last != end {
        return fail("an undamaged journal not restored to its end");
    }
    Ok(())
}
