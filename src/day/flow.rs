//! From one game to the next: when may the next game begin? A game that
//! never began is no game and gives way at once; a game on must end first;
//! a finished game must be safely in the archive, and signed by both
//! players (8.7) unless the arbiter goes on without the signatures.

use shakmaty::ByColor;

use crate::game::Game;

/// Where the device stands between two games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The game is set up but no clock ran and no move was entered.
    Prepared,
    /// The game is on (running, paused or awaiting a ruling).
    Playing,
    /// The game has a result.
    Ended {
        /// It is filed in the archive.
        archived: bool,
        /// Each player has signed the result.
        signed: ByColor<bool>,
    },
}

impl Phase {
    /// The phase of `game`; `archived`: its result is filed.
    pub fn of(game: &Game, archived: bool) -> Phase {
        let signed = game.confirmations().map(|c| c.is_some());
        Phase::new(game.is_started(), game.result().is_some(), archived, signed)
    }

    /// The phase of a game that has `started`, has `ended`, is `archived`
    /// and is `signed` by each player.
    pub fn new(started: bool, ended: bool, archived: bool, signed: ByColor<bool>) -> Phase {
        match (started, ended) {
            (false, _) => Phase::Prepared,
            (true, false) => Phase::Playing,
            (true, true) => Phase::Ended { archived, signed },
        }
    }
}

/// Why the next game cannot begin yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextRefusal {
    /// The game is on: it must end first.
    GameOn,
    /// The finished game is not yet in the archive (a failing store).
    NotArchived,
    /// The players have not both signed: the arbiter's PIN is needed.
    Unsigned,
}

/// Whether the next game may replace the current one; `by_arbiter`: the
/// arbiter asks it, behind the PIN.
///
/// # Errors
/// [`NextRefusal`] says why not.
pub fn may_begin_next(phase: Phase, by_arbiter: bool) -> Result<(), NextRefusal> {
    match phase {
        Phase::Prepared => Ok(()),
        Phase::Playing => Err(NextRefusal::GameOn),
        Phase::Ended {
            archived: false, ..
        } => Err(NextRefusal::NotArchived),
        Phase::Ended { signed, .. } if !(by_arbiter || signed.white && signed.black) => {
            Err(NextRefusal::Unsigned)
        }
        Phase::Ended { .. } => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::game::{GameSetup, Input};
    use shakmaty::Color::{Black, White};

    fn at(s: u64) -> Moment {
        Moment::from_origin(std::time::Duration::from_secs(s))
    }

    #[test]
    fn a_game_gives_way_only_when_unplayed_or_filed_and_signed() {
        let mut game = Game::new(GameSetup::default()).unwrap();
        let phase = Phase::of(&game, false);
        assert_eq!(phase, Phase::Prepared);
        assert_eq!(may_begin_next(phase, false), Ok(()));

        game.handle(Input::Press(Black), at(0)).unwrap();
        let phase = Phase::of(&game, false);
        assert_eq!(phase, Phase::Playing);
        assert_eq!(may_begin_next(phase, true), Err(NextRefusal::GameOn));

        game.handle(Input::Resign(White), at(1)).unwrap();
        let verdict = crate::rules::decide(
            game.scoresheet().position(),
            White,
            std::time::Duration::from_secs(1),
            crate::rules::Notation::English,
        );
        game.handle(Input::Verdict(verdict), at(1)).unwrap();
        assert!(game.result().is_some());
        let phase = Phase::of(&game, false);
        assert_eq!(may_begin_next(phase, true), Err(NextRefusal::NotArchived));
        let phase = Phase::of(&game, true);
        assert_eq!(may_begin_next(phase, false), Err(NextRefusal::Unsigned));
        assert_eq!(may_begin_next(phase, true), Ok(()), "the arbiter may");

        game.handle(
            Input::Confirm {
                side: White,
                utc: 1,
            },
            at(2),
        )
        .unwrap();
        assert_eq!(
            may_begin_next(Phase::of(&game, true), false),
            Err(NextRefusal::Unsigned)
        );
        game.handle(
            Input::Confirm {
                side: Black,
                utc: 2,
            },
            at(3),
        )
        .unwrap();
        assert_eq!(may_begin_next(Phase::of(&game, true), false), Ok(()));
    }
}
