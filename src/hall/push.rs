//! The round pushed to lichess from the hall: a lichess broadcast round
//! takes at most 100 games, so the boards are shared out, in board order,
//! over the rounds given (boards 1-100 to the first, 101-200 to the
//! second...), a board's games kept together. The push itself, its
//! back-off and its token rules are in `lichess`.

use std::sync::mpsc;

use super::lichess::{MIN_INTERVAL, PushTarget, start_pusher};
use crate::live::{BoardGame, merge_round};
use crate::words::Language;

/// The most games lichess takes in one broadcast round.
pub const MOST_GAMES: usize = 100;

/// The round's games shared out over the lichess rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shared {
    /// Each lichess round's games, in board order.
    pub parts: Vec<Vec<BoardGame>>,
    /// The boards no round has room for.
    pub left_out: Vec<u32>,
}

impl Shared {
    /// Which boards go to which round, and which to none: one line each.
    pub fn said(&self, targets: &[PushTarget]) -> Vec<String> {
        let mut lines: Vec<String> = self
            .parts
            .iter()
            .zip(targets)
            .filter_map(|(games, target)| {
                let first = games.first()?.board?;
                let last = games.last()?.board?;
                Some(format!(
                    "lichess round {}: boards {first}-{last} ({} games)",
                    target.round_id,
                    games.len()
                ))
            })
            .collect();
        if let (Some(first), Some(last)) = (self.left_out.first(), self.left_out.last()) {
            lines.push(format!(
                "boards {first}-{last} ({} boards) go to no lichess round: give one more --push id",
                self.left_out.len()
            ));
        }
        lines
    }
}

/// Shares `games` out over `rounds` lichess rounds of at most
/// [`MOST_GAMES`] games, in board order; a board that would not fit whole
/// goes to the next round. Games without a board are not pushed.
pub fn share_out(games: &[BoardGame], rounds: usize) -> Shared {
    let mut boards: Vec<(u32, Vec<BoardGame>)> = Vec::new();
    let mut sorted: Vec<&BoardGame> = games.iter().filter(|g| g.board.is_some()).collect();
    sorted.sort_by_key(|g| g.board);
    for game in sorted {
        let board = game.board.unwrap_or_default();
        match boards.last_mut() {
            Some((b, games)) if *b == board => games.push(game.clone()),
            _ => boards.push((board, vec![game.clone()])),
        }
    }
    let mut shared = Shared {
        parts: vec![Vec::new(); rounds],
        left_out: Vec::new(),
    };
    let mut at = 0;
    for (board, games) in boards {
        while at < rounds && shared.parts[at].len() + games.len() > MOST_GAMES {
            at += 1;
        }
        match shared.parts.get_mut(at) {
            Some(part) if games.len() <= MOST_GAMES => part.extend(games),
            _ => shared.left_out.push(board),
        }
    }
    shared
}

/// One pusher a lichess round, fed the round's share after each write.
pub struct Pushers {
    targets: Vec<PushTarget>,
    senders: Vec<mpsc::Sender<String>>,
    said: Vec<String>,
}

impl Pushers {
    /// Starts a pusher for each of `targets`.
    pub fn start(targets: Vec<PushTarget>, lang: Language) -> Pushers {
        let senders = targets
            .iter()
            .map(|t| start_pusher(t.clone(), MIN_INTERVAL, lang))
            .collect();
        Pushers {
            targets,
            senders,
            said: Vec::new(),
        }
    }

    /// Hands each pusher its share of `games` (an empty share is not
    /// pushed), and says the sharing when it changed.
    pub fn push(&mut self, games: &[BoardGame]) {
        if self.senders.is_empty() {
            return;
        }
        let shared = share_out(games, self.senders.len());
        let said = shared.said(&self.targets);
        if said != self.said {
            for line in &said {
                eprintln!("hall: {line}");
            }
            self.said = said;
        }
        for (part, sender) in shared.parts.iter().zip(&self.senders) {
            if !part.is_empty() {
                let _ = sender.send(merge_round(part));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(boards: impl IntoIterator<Item = u32>) -> Vec<BoardGame> {
        boards
            .into_iter()
            .map(|b| BoardGame {
                board: Some(b),
                text: format!("[Board \"{b}\"]\n\n*\n"),
            })
            .collect()
    }

    fn bounds(shared: &Shared) -> Vec<(Option<u32>, Option<u32>, usize)> {
        let board = |g: Option<&BoardGame>| g.and_then(|g| g.board);
        shared
            .parts
            .iter()
            .map(|p| (board(p.first()), board(p.last()), p.len()))
            .collect()
    }

    #[test]
    fn two_hundred_and_fifty_boards_make_rounds_of_100_100_and_50() {
        let shared = share_out(&games((1..=250).rev()), 3);
        assert_eq!(
            bounds(&shared),
            [
                (Some(1), Some(100), 100),
                (Some(101), Some(200), 100),
                (Some(201), Some(250), 50)
            ]
        );
        assert!(shared.left_out.is_empty());
        let short = share_out(&games(1..=250), 2);
        assert_eq!(short.left_out, (201..=250).collect::<Vec<_>>());
        assert_eq!(
            short.said(&[]).last().unwrap(),
            "boards 201-250 (50 boards) go to no lichess round: give one more --push id"
        );
    }

    #[test]
    fn a_boards_games_stay_in_one_round() {
        // Board 100 has two games (a tie-break): both go to the second round.
        let mut all = games(1..=100);
        all.extend(games([100]));
        let shared = share_out(&all, 2);
        assert_eq!(
            bounds(&shared),
            [(Some(1), Some(99), 99), (Some(100), Some(100), 2)]
        );
    }
}
