//! A round's games as read from a pairings file, and what a file may say
//! of each player: the data every reader gathers into.

use shakmaty::ByColor;

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's FIDE id ("" when not given).
    pub white_fide_id: String,
    /// Black's FIDE id.
    pub black_fide_id: String,
    /// Each side's rating, title, team and TRF starting rank, when the
    /// file gives them.
    pub details: ByColor<Details>,
    /// The event and the site the file names ("" when it does not): a
    /// round PGN's `Event` and `Site`, a TRF's tournament and city.
    pub event: String,
    pub site: String,
}

/// What a file may say of a player besides the name and FIDE id.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Details {
    /// The rating (PGN `WhiteElo`), when rated.
    pub elo: Option<u16>,
    /// The title (`GM`, `WIM`...; "" when none).
    pub title: String,
    /// The team ("" when none).
    pub team: String,
    /// The starting rank in a TRF (0 in other files).
    pub rank: u32,
}

/// The games of one or more rounds.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairings {
    pub(super) games: Vec<Pairing>,
}

impl Pairings {
    /// The game on `board` in `round`; when the file holds one round only,
    /// that round's game on `board` (the organiser exports the round to
    /// play, whatever number the device has counted to).
    pub fn find(&self, round: u32, board: u32) -> Option<&Pairing> {
        let on_board = |g: &&Pairing| g.board == board;
        let exact = self
            .games
            .iter()
            .filter(on_board)
            .find(|g| g.round == round);
        let one_round = self.games.iter().all(|g| g.round == self.games[0].round);
        exact.or_else(|| {
            one_round
                .then(|| self.games.iter().find(|g| g.board == board))
                .flatten()
        })
    }

    /// Every game, in the file's order.
    pub fn games(&self) -> &[Pairing] {
        &self.games
    }

    /// The rounds the file holds, in order, each once.
    pub fn rounds(&self) -> Vec<u32> {
        let mut rounds: Vec<u32> = self.games.iter().map(|g| g.round).collect();
        rounds.sort_unstable();
        rounds.dedup();
        rounds
    }
}
