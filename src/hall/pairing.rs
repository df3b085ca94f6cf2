//! The round's pairings from the hall down to the devices: each board's
//! game on `event/{event}/round/{r}/board/{n}/pairing`, retained, as a
//! one-game round PGN (tags and `*`, as pairing programs write a round),
//! so that a device reads it with the same reader as a pairings file on a
//! stick and fills its setup from it exactly as from the stick. Pure.

use std::collections::BTreeMap;

use super::topics::ROOT;
use crate::day::{Pairing, Pairings};
use crate::pgn::tag_line;

/// The most pairings a device keeps (a festival's boards over a few
/// rounds): past it a new one is dropped.
pub const MOST_PAIRINGS: usize = 8192;

/// The largest pairing read: a game's tags.
pub const MAX_PAIRING: usize = 4096;

/// The topic of `board`'s game in `round` of `event`.
pub fn pairing_topic(event: &str, round: u32, board: u32) -> String {
    format!("{ROOT}/event/{event}/round/{round}/board/{board}/pairing")
}

/// The filter that takes every pairing of `event`.
pub fn every_pairing(event: &str) -> String {
    format!("{ROOT}/event/{event}/round/+/board/+/pairing")
}

/// The round and board a pairing topic names.
pub fn parse_pairing_topic(topic: &str) -> Option<(u32, u32)> {
    let rest = topic.strip_prefix(ROOT)?.strip_prefix("/event/")?;
    let mut levels = rest.split('/');
    let (_event, r, round, b, board, leaf) = (
        levels.next()?,
        levels.next()?,
        levels.next()?,
        levels.next()?,
        levels.next()?,
        levels.next()?,
    );
    let named = r == "round" && b == "board" && leaf == "pairing" && levels.next().is_none();
    named.then_some((round.parse().ok()?, board.parse().ok()?))
}

/// One game of the round as the device reads it: a round PGN of one game.
pub fn pairing_pgn(event: &str, game: &Pairing) -> String {
    let mut pgn = String::new();
    let number = |n: u32| n.to_string();
    let mut add = |name: &str, value: &str| {
        if !value.is_empty() {
            pgn.push_str(&tag_line(name, value));
        }
    };
    add("Event", event);
    add("Round", &number(game.round));
    add("Board", &number(game.board));
    add("White", &game.white);
    add("Black", &game.black);
    add("WhiteFideId", &game.white_fide_id);
    add("BlackFideId", &game.black_fide_id);
    for (side, details) in [
        ("White", &game.details.white),
        ("Black", &game.details.black),
    ] {
        add(
            &format!("{side}Elo"),
            &details.elo.map(|e| e.to_string()).unwrap_or_default(),
        );
        add(&format!("{side}Title"), &details.title);
        add(&format!("{side}Team"), &details.team);
    }
    pgn.push_str("\n*\n");
    pgn
}

/// The pairings a device heard from the hall, by round and board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HeardPairings {
    games: BTreeMap<(u32, u32), String>,
}

impl HeardPairings {
    /// Takes the pairing `payload` heard on `topic`; `true` when it is
    /// new. A retained empty payload takes the pairing back.
    pub fn take(&mut self, topic: &str, payload: &[u8]) -> bool {
        let Some(key) = parse_pairing_topic(topic) else {
            return false;
        };
        if payload.is_empty() {
            return self.games.remove(&key).is_some();
        }
        let Ok(text) = std::str::from_utf8(payload) else {
            return false;
        };
        let fits = payload.len() <= MAX_PAIRING;
        if !fits || (self.games.len() >= MOST_PAIRINGS && !self.games.contains_key(&key)) {
            return false;
        }
        self.games.insert(key, text.to_owned()) != Some(text.to_owned())
    }

    /// What was heard, read as a pairings file; `None` when nothing was,
    /// or nothing heard reads.
    pub fn pairings(&self) -> Option<Pairings> {
        if self.games.is_empty() {
            return None;
        }
        let file: Vec<&str> = self.games.values().map(String::as_str).collect();
        Pairings::parse(&file.join("\n")).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(board: u32, white: &str) -> Pairing {
        let mut game = Pairing {
            round: 3,
            board,
            white: white.into(),
            black: "Black \"B\"".into(),
            white_fide_id: "1503014".into(),
            // The hall's event, as its round PGN names it.
            event: "open".into(),
            ..Pairing::default()
        };
        game.details.white.elo = Some(2830);
        game.details.black.title = "WGM".into();
        game
    }

    #[test]
    fn a_pairing_reads_back_as_a_stick_would_give_it() {
        let mut heard = HeardPairings::default();
        for board in [2, 1] {
            let topic = pairing_topic("open", 3, board);
            assert_eq!(parse_pairing_topic(&topic), Some((3, board)));
            let pgn = pairing_pgn("open", &game(board, &format!("White {board}")));
            assert!(heard.take(&topic, pgn.as_bytes()));
            assert!(!heard.take(&topic, pgn.as_bytes()));
        }
        let pairings = heard.pairings().unwrap();
        assert_eq!(pairings.find(3, 1), Some(&game(1, "White 1")));
        assert_eq!(pairings.find(3, 2), Some(&game(2, "White 2")));
        // Taken back by the hall.
        assert!(heard.take(&pairing_topic("open", 3, 2), b""));
        assert_eq!(heard.pairings().unwrap().find(3, 2), None);
    }

    #[test]
    fn other_topics_and_garbage_are_not_pairings() {
        let mut heard = HeardPairings::default();
        assert!(!heard.take(
            "pendule/v1/event/open/round/x/board/1/pairing",
            b"[Event \"a\"]"
        ));
        assert!(!heard.take("pendule/v1/dev/a/state", b"[Event \"a\"]"));
        assert!(!heard.take(&pairing_topic("open", 1, 1), &vec![b'x'; MAX_PAIRING + 1]));
        assert!(heard.pairings().is_none());
        assert!(heard.take(&pairing_topic("open", 1, 1), b"garbage"));
        assert!(heard.pairings().is_none());
    }
}
