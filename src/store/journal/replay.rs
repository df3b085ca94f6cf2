//! Replaying a journal into the game: the inputs kept, in order, at their
//! moments. What is replayed is a prefix of the records, and the game
//! returned has seen nothing past it: an input the game refuses, or a
//! record that comes too long after the one before it while a clock runs
//! (`MOST_GAP`), ends the prefix, and a game that saw a refused input (its
//! flag may have fallen at that input's moment) is made again from the
//! inputs before it.

use std::path::Path;

use super::read::{JournalContents, LostRecord};
use super::record::{Damage, JournalError, MOST_GAP};
use crate::clock::Moment;
use crate::game::{Game, Input};

/// Rebuilds the game from a journal: the same inputs at the same moments.
///
/// # Errors
/// [`JournalError::Corrupt`] when an input no longer fits (the journal only
/// ever holds accepted inputs, so it was not written by this pendule).
pub fn replay(path: &Path, contents: &JournalContents) -> Result<Game, JournalError> {
    let (game, refused) = replay_prefix(path, contents)?;
    match refused {
        None => Ok(game),
        Some(lost) => Err(JournalError::Corrupt {
            path: path.to_owned(),
            line: lost.line,
            why: lost.why,
        }),
    }
}

/// Rebuilds as much of the game as fits: the records up to the first the
/// game refuses or that comes too late, and that one's line and reason.
///
/// # Errors
/// [`JournalError::Corrupt`] when the setup itself makes no game.
pub fn replay_prefix(
    path: &Path,
    contents: &JournalContents,
) -> Result<(Game, Option<LostRecord>), JournalError> {
    let mut game = new_game(path, contents)?;
    let lost = |line: usize, why: Damage| LostRecord {
        line,
        why,
        after: contents.records - line,
    };
    let mut last = Moment::ZERO;
    let mut checkpoints = contents.checkpoints.iter().peekable();
    for (i, (at, input)) in contents.inputs.iter().enumerate() {
        let line = contents.lines[i];
        while let Some((at_line, checkpoint)) = checkpoints.next_if(|(l, _)| *l < line) {
            if let Some(why) = too_late(contents, &game, last, checkpoint.at) {
                return Ok((game, Some(lost(*at_line, why))));
            }
            last = checkpoint.at;
        }
        if let Some(why) = too_late(contents, &game, last, *at) {
            return Ok((game, Some(lost(line, why))));
        }
        if let Err(e) = game.handle(as_taken_now(&game, input), *at) {
            let kept = inputs_of(new_game(path, contents)?, &contents.inputs[..i]);
            return Ok((kept, Some(lost(line, Damage::Refused(e)))));
        }
        // Rulings were journalled as the verdict inputs that answered them:
        // nothing to carry out.
        while game.poll_output().is_some() {}
        last = *at;
    }
    for (at_line, checkpoint) in checkpoints {
        if let Some(why) = too_late(contents, &game, last, checkpoint.at) {
            return Ok((game, Some(lost(*at_line, why))));
        }
        last = checkpoint.at;
    }
    Ok((game, None))
}

fn new_game(path: &Path, contents: &JournalContents) -> Result<Game, JournalError> {
    Game::new(contents.setup.clone()).map_err(|e| JournalError::Corrupt {
        path: path.to_owned(),
        line: 1,
        why: Damage::Refused(crate::game::GameError::Fen(e)),
    })
}

/// `input` as this pendule takes what an older one journalled: a period
/// past the control's last (6.10.2 refuses it now; before, the clock played
/// it as the last) is the last, so that a game journalled then is restored
/// whole rather than cut at that correction.
fn as_taken_now(game: &Game, input: &Input) -> Input {
    match *input {
        Input::SetPeriod(side, period) => {
            let last = game.clock().side(side).period_count().saturating_sub(1);
            Input::SetPeriod(side, period.min(last))
        }
        _ => input.clone(),
    }
}

/// `game` after `inputs`, each of which it took before.
fn inputs_of(mut game: Game, inputs: &[(Moment, Input)]) -> Game {
    for (at, input) in inputs {
        let _ = game.handle(as_taken_now(&game, input), *at);
        while game.poll_output().is_some() {}
    }
    game
}

/// Why a record at `at` is not this game's: a clock ran at the record at
/// `last`, which was more than [`MOST_GAP`] before it. Only in a journal
/// whose records are numbered (older ones were not checkpointed). A clock
/// whose time had run out by `last` had stopped there on the device (the
/// flag's tick is not journalled), and no checkpoint followed.
fn too_late(contents: &JournalContents, game: &Game, last: Moment, at: Moment) -> Option<Damage> {
    let gap = at.saturating_since(last);
    let clock = game.clock();
    let running = clock.is_running()
        && clock
            .turn()
            .is_some_and(|side| clock.remaining(side, last) > std::time::Duration::ZERO);
    (contents.numbered && running && gap > MOST_GAP).then_some(Damage::TooLate(gap.as_secs()))
}
