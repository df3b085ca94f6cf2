//! What the hall takes of what devices say. A device brings its own board
//! only: the board of the game it is on (its snapshot's last), and at most
//! [`MAX_GAMES`] games of it (a device serves its current game and at most
//! 8 earlier ones). A board is held by the first device heard that brings
//! it: another device claiming it is refused, and said. A round holds at
//! most [`MAX_BOARDS`] boards. Pure: every snapshot and moment is given.

use std::time::SystemTime;

use crate::live::{BoardGame, RoundError, split_games};

/// The most games of its board one device brings.
pub const MAX_GAMES: usize = 16;

/// The most boards of a round: a festival's 2,000 boards on one hall
/// (lichess's broadcast rounds take 100 each).
pub const MAX_BOARDS: usize = 4096;

/// A device's games as the hall holds them: its own board's, from its
/// last snapshot that read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceGames {
    /// Its games, its own board's only.
    pub games: Vec<BoardGame>,
    /// When they last changed.
    pub changed_at: Option<SystemTime>,
    /// Games of its last snapshot left out: other boards than its own, or
    /// more than a device serves.
    pub dropped: usize,
}

impl DeviceGames {
    /// Takes the games of a snapshot (`pgn`, one or more games) at `now`,
    /// a game without a board on `board`; whether they changed.
    ///
    /// # Errors
    /// [`RoundError`] when `pgn` is not games of PGN: the games held stay.
    pub fn take(&mut self, pgn: &str, board: u32, now: SystemTime) -> Result<bool, RoundError> {
        let mut games = split_games(pgn)?;
        for game in &mut games {
            game.board.get_or_insert(board);
        }
        // Its own board only: one device served 20,000 boards.
        let (games, dropped) = own_games(games);
        self.dropped = dropped;
        let changed = games != self.games;
        if changed {
            self.games = games;
            self.changed_at = Some(now);
        }
        Ok(changed)
    }
}

/// A device's games cut to its own board: the games kept, and how many
/// were left out (other boards, or past [`MAX_GAMES`]).
pub fn own_games(mut games: Vec<BoardGame>) -> (Vec<BoardGame>, usize) {
    let Some(board) = games.last().map(|g| g.board) else {
        return (games, 0);
    };
    let all = games.len();
    games.retain(|g| g.board == board);
    let over = games.len().saturating_sub(MAX_GAMES);
    games.drain(..over);
    let kept = games.len();
    (games, all - kept)
}

/// Why a device's games are not in the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Its board is another device's.
    Held {
        /// The board.
        board: u32,
        /// The device that holds it.
        by: String,
    },
    /// The round has all the boards it may hold.
    TooManyBoards {
        /// The board it brought.
        board: u32,
    },
}

/// The round the devices make: the games taken, and each device refused.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Claimed {
    /// The games of the round, each board from one device.
    pub games: Vec<BoardGame>,
    /// The devices refused (their id) and why.
    pub refused: Vec<(String, Refusal)>,
}

/// Gives each board to the first device in `devices` (each its id and its
/// games, in the order heard) that brings it.
pub fn claimed<'a>(devices: impl IntoIterator<Item = (&'a str, &'a [BoardGame])>) -> Claimed {
    let mut holders: std::collections::HashMap<u32, &str> = std::collections::HashMap::new();
    let mut round = Claimed::default();
    for (device, games) in devices {
        let Some(board) = games.last().map(|g| g.board.unwrap_or(0)) else {
            continue;
        };
        let refusal = match holders.get(&board) {
            Some(by) => Some(Refusal::Held {
                board,
                by: (*by).to_owned(),
            }),
            None if holders.len() >= MAX_BOARDS => Some(Refusal::TooManyBoards { board }),
            None => None,
        };
        match refusal {
            Some(refusal) => round.refused.push((device.to_owned(), refusal)),
            None => {
                holders.insert(board, device);
                round.games.extend(games.iter().cloned());
            }
        }
    }
    round
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
    }

    fn game(board: u32, moves: &str) -> String {
        format!("[Event \"Open\"]\n[Board \"{board}\"]\n\n{moves} *\n")
    }

    #[test]
    fn a_device_keeps_its_games_through_garbage() {
        let mut d = DeviceGames::default();
        assert_eq!(d.take(&game(2, "1. e4"), 1, at(10)), Ok(true));
        assert!(d.take("<html>", 1, at(14)).is_err());
        assert_eq!(d.games.len(), 1);
        assert_eq!(d.changed_at, Some(at(10)));
        // The same games again are no change.
        assert_eq!(d.take(&game(2, "1. e4"), 1, at(18)), Ok(false));
        assert_eq!(d.changed_at, Some(at(10)));
        assert_eq!(d.take(&game(2, "1. e4 e5"), 1, at(20)), Ok(true));
        assert_eq!(d.changed_at, Some(at(20)));
    }

    #[test]
    fn a_game_without_a_board_takes_the_one_given() {
        let mut d = DeviceGames::default();
        d.take("[Event \"Open\"]\n\n1. d4 *\n", 5, at(1)).unwrap();
        assert_eq!(d.games[0].board, Some(5));
    }

    #[test]
    fn a_device_brings_only_its_own_boards_last_games() {
        // 20,000 boards from one device, then its own: board 7's 20 games.
        let mut pgn: Vec<String> = (1..=20_000).map(|b| game(100 + b, "1. d4")).collect();
        pgn.extend((0..20).map(|_| game(7, "1. e4")));
        let mut d = DeviceGames::default();
        d.take(&pgn.join("\n"), 1, at(1)).unwrap();
        assert_eq!(d.games.len(), MAX_GAMES);
        assert!(d.games.iter().all(|g| g.board == Some(7)));
        assert_eq!(d.dropped, 20_000 + 20 - MAX_GAMES);
    }

    #[test]
    fn a_board_goes_to_the_first_device_and_the_round_has_a_most() {
        let one = crate::live::split_games(&game(1, "1. e4")).unwrap();
        let thief = crate::live::split_games(&game(1, "1. f3")).unwrap();
        let round = claimed([("a", one.as_slice()), ("b", thief.as_slice())]);
        assert_eq!(round.games, one);
        let held = Refusal::Held {
            board: 1,
            by: "a".into(),
        };
        assert_eq!(round.refused, [("b".to_owned(), held)]);
        let boards: Vec<Vec<BoardGame>> = (1..=MAX_BOARDS as u32 + 1)
            .map(|b| crate::live::split_games(&game(b, "1. c4")).unwrap())
            .collect();
        let ids: Vec<String> = (0..boards.len()).map(|i| format!("d{i}")).collect();
        let full = claimed(
            ids.iter()
                .map(String::as_str)
                .zip(boards.iter().map(Vec::as_slice)),
        );
        assert_eq!(full.games.len(), MAX_BOARDS);
        let last = MAX_BOARDS as u32 + 1;
        assert_eq!(
            full.refused,
            [(
                format!("d{MAX_BOARDS}"),
                Refusal::TooManyBoards { board: last }
            )]
        );
    }
}
