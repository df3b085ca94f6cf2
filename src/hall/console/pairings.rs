//! The round's pairings dropped on the console: read with the readers a
//! device and `pendule pairings` use, every bad line said with its number
//! and why, and nothing published while one is wrong; then the round's
//! games owed to the broker, a batch at a time, and kept for the page,
//! which shows each board's device taking its game. Pure.

use std::collections::VecDeque;

use serde::Serialize;

use crate::day::pairings::{Format, text::decode};
use crate::day::{Pairing, Pairings};
use crate::hall::send_pairings::round_games;
use crate::words::{Language, t};

/// The largest pairings file read, as `pendule pairings` reads one.
pub const MOST: usize = 1 << 20;

/// A game of the round as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Game {
    /// The board.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
}

/// A file checked: the round's games, or what is wrong with it.
#[derive(Debug, Clone, Serialize)]
pub struct Checked {
    /// The round asked for.
    pub round: u32,
    /// Its games, by board.
    pub games: Vec<Game>,
    /// Every bad line, with its number and why; none when it may be
    /// published.
    pub problems: Vec<String>,
    /// The games as the devices get them.
    #[serde(skip)]
    pub pairings: Vec<Pairing>,
    /// The file is a TRF: the hall keeps it for the results TRF.
    #[serde(skip)]
    pub trf: Option<String>,
}

/// Checks the pairings file `bytes` for `round`, in `lang`.
pub fn check(bytes: &[u8], round: u32, lang: Language) -> Checked {
    let mut checked = Checked {
        round,
        games: Vec::new(),
        problems: Vec::new(),
        pairings: Vec::new(),
        trf: None,
    };
    if bytes.len() > MOST {
        checked.problems.push(t!(lang, "pairings-too-large"));
        return checked;
    }
    match Pairings::read(bytes) {
        Ok(pairings) => {
            let mut games = round_games(&pairings, round);
            games.sort_by_key(|g| g.board);
            if games.is_empty() {
                let rounds: Vec<String> = pairings.rounds().iter().map(u32::to_string).collect();
                let rounds = rounds.join(", ");
                checked.problems.push(t!(
                    lang,
                    "console-pairings-no-round",
                    round = round,
                    rounds = rounds.as_str()
                ));
            }
            checked.games = games.iter().map(game).collect();
            checked.pairings = games;
            let text = decode(bytes);
            checked.trf = (Format::of(&text) == Format::Trf).then_some(text);
        }
        // Every bad line, not only the first: the organiser mends them all
        // at once.
        Err(first) => {
            let (_, problems) = Pairings::survey(bytes);
            checked.problems = problems.iter().map(|p| p.words(lang)).collect();
            if checked.problems.is_empty() {
                checked.problems.push(first.words(lang));
            }
        }
    }
    checked
}

fn game(pairing: &Pairing) -> Game {
    Game {
        board: pairing.board,
        white: pairing.white.clone(),
        black: pairing.black.clone(),
    }
}

/// The round published from the console, and its games still owed to the
/// broker.
#[derive(Debug, Default)]
pub struct Desk {
    published: Option<(u32, Vec<Game>)>,
    owed: VecDeque<Pairing>,
}

impl Desk {
    /// The games of `checked` (which has no problem) are to be published.
    pub fn publish(&mut self, checked: &Checked) {
        self.published = Some((checked.round, checked.games.clone()));
        self.owed.extend(checked.pairings.iter().cloned());
    }

    /// At most `most` games owed, taken to be sent.
    pub fn take_owed(&mut self, most: usize) -> Vec<Pairing> {
        let n = most.min(self.owed.len());
        self.owed.drain(..n).collect()
    }

    /// Games that could not be queued: sent first at the next look.
    pub fn unsent(&mut self, games: Vec<Pairing>) {
        for game in games.into_iter().rev() {
            self.owed.push_front(game);
        }
    }

    /// The round published, for the page: `{"round":r,"games":[…]}`, or
    /// `{}` before any.
    pub fn published_json(&self) -> String {
        match &self.published {
            Some((round, games)) => {
                serde_json::json!({ "round": round, "games": games }).to_string()
            }
            None => "{}".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSV: &str = "round,board,white,black\n3,2,Ben,Anna\n3,1,Carl,Dora\n";

    #[test]
    fn a_good_file_gives_the_rounds_games_by_board() {
        let checked = check(CSV.as_bytes(), 3, Language::English);
        assert!(checked.problems.is_empty(), "{:?}", checked.problems);
        let boards: Vec<u32> = checked.games.iter().map(|g| g.board).collect();
        assert_eq!(boards, [1, 2]);
        assert_eq!(checked.trf, None);
        // Another round of a file of one round: taken as that round's.
        let other = check(CSV.as_bytes(), 4, Language::English);
        assert_eq!(other.games.len(), 2);
        assert!(other.pairings.iter().all(|p| p.round == 4));
    }

    #[test]
    fn every_bad_line_is_said_with_its_number() {
        let bad = "round,board,white,black\n3,x,Ben,Anna\n3,1,Carl\n3,2,Eve,Finn\n";
        let checked = check(bad.as_bytes(), 3, Language::English);
        assert!(checked.games.is_empty());
        assert_eq!(checked.problems.len(), 2, "{:?}", checked.problems);
        assert!(
            checked.problems[0].contains("line 2"),
            "{:?}",
            checked.problems
        );
        assert!(
            checked.problems[1].contains("line 3"),
            "{:?}",
            checked.problems
        );
        let huge = vec![b'1'; MOST + 1];
        assert_eq!(check(&huge, 3, Language::English).problems.len(), 1);
    }

    #[test]
    fn the_desk_owes_the_games_in_batches_and_keeps_the_round() {
        let checked = check(CSV.as_bytes(), 3, Language::English);
        let mut desk = Desk::default();
        assert_eq!(desk.published_json(), "{}");
        desk.publish(&checked);
        let first = desk.take_owed(1);
        assert_eq!(first.len(), 1);
        desk.unsent(first.clone());
        assert_eq!(desk.take_owed(5)[0], first[0]);
        assert!(desk.take_owed(5).is_empty());
        let json: serde_json::Value = serde_json::from_str(&desk.published_json()).unwrap();
        assert_eq!(json["round"], 3);
        assert_eq!(json["games"][0]["white"], "Carl");
    }
}
