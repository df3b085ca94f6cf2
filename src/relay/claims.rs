//! What the relay takes of what devices say. A device brings its own board
//! only: the board of the game it is on (its answer's last), and at most
//! [`MAX_GAMES`] games of it (a device serves its current game and at most
//! 8 earlier ones). A board is held by the first device in the list that
//! brings it: another device claiming it is refused, and said. A round
//! holds at most [`MAX_BOARDS`] boards. Pure.

use crate::live::BoardGame;
use crate::words::Language;
use crate::words::t;

/// The most games of its board one device brings.
pub const MAX_GAMES: usize = 16;

/// The most boards of a round: a festival's 2,000 boards on one hall
/// (lichess's broadcast rounds take 100 each; the relay polls at most 256
/// devices).
pub const MAX_BOARDS: usize = 4096;

/// A device's answer cut to its own board: the games kept, and how many
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
    /// The devices refused (their address) and why.
    pub refused: Vec<(String, Refusal)>,
}

/// Gives each board to the first device in `devices` (each its address
/// and its games, in the list's order) that brings it.
pub fn claimed<'a>(devices: impl IntoIterator<Item = (&'a str, &'a [BoardGame])>) -> Claimed {
    let mut holders: std::collections::HashMap<u32, &str> = std::collections::HashMap::new();
    let mut round = Claimed::default();
    for (addr, games) in devices {
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
            Some(refusal) => round.refused.push((addr.to_owned(), refusal)),
            None => {
                holders.insert(board, addr);
                round.games.extend(games.iter().cloned());
            }
        }
    }
    round
}

impl Refusal {
    /// Said on the progress line for the device at `addr`, in `lang`.
    pub fn words(&self, addr: &str, lang: Language) -> String {
        match self {
            Refusal::Held { board, by } => t!(
                lang,
                "relay-board-held",
                addr = addr,
                board = *board,
                holder = by.as_str()
            ),
            Refusal::TooManyBoards { board } => t!(
                lang,
                "relay-too-many-boards",
                addr = addr,
                board = *board,
                most = MAX_BOARDS
            ),
        }
    }
}
