//! The next game as prepared on the setup: event, round, board, control,
//! mode and players. Saved with the settings, so a restart between games
//! keeps it; "next round" keeps all but the players and counts the round on.

use serde::{Deserialize, Serialize};

use super::pairings::Pairing;
use crate::pgn::Tags;

/// What the setup screen holds for the next game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NextGame {
    /// The event (PGN `Event`).
    pub event: String,
    /// Where (PGN `Site`).
    pub site: String,
    /// The round, from 1.
    pub round: u32,
    /// This device's board number (PGN `Board`); 0: none.
    pub board: u32,
    /// The control chosen among the setup's offers (built-in first).
    pub preset: usize,
    /// Moves entered on the device (else clock only).
    pub scoresheet: bool,
    /// Casual play: legal targets and check shown.
    pub casual: bool,
    /// The event announced the quickplay finish (Guidelines III).
    pub quickplay: bool,
    /// White's name as the pairings write it.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's FIDE id, when known (PGN `WhiteFideId`).
    pub white_fide_id: String,
    /// Black's FIDE id.
    pub black_fide_id: String,
}

impl Default for NextGame {
    fn default() -> Self {
        NextGame {
            event: String::new(),
            site: String::new(),
            round: 1,
            board: 0,
            // Rapid 15+10: the second built-in offer.
            preset: 1,
            scoresheet: true,
            casual: false,
            quickplay: false,
            white: String::new(),
            black: String::new(),
            white_fide_id: String::new(),
            black_fide_id: String::new(),
        }
    }
}

impl NextGame {
    /// The game after this one in the next round: the same event, site,
    /// board, control and mode; the round counted on; the players to come
    /// from the next pairings.
    pub fn next_round(&self) -> NextGame {
        NextGame {
            round: self.round.saturating_add(1),
            white: String::new(),
            black: String::new(),
            white_fide_id: String::new(),
            black_fide_id: String::new(),
            ..self.clone()
        }
    }

    /// This game with the players of `pairing` (its round and board too).
    pub fn with_pairing(&self, pairing: &Pairing) -> NextGame {
        NextGame {
            round: pairing.round,
            board: pairing.board,
            white: pairing.white.clone(),
            black: pairing.black.clone(),
            white_fide_id: pairing.white_fide_id.clone(),
            black_fide_id: pairing.black_fide_id.clone(),
            ..self.clone()
        }
    }

    /// The PGN tags of the game (`date` as PGN writes it); empty ones are
    /// left to the roster's "?".
    pub fn tags(&self, date: &str) -> Tags {
        let round = self.round.to_string();
        let board = if self.board == 0 {
            String::new()
        } else {
            self.board.to_string()
        };
        let mut tags = Tags::new();
        for (name, value) in [
            ("Event", self.event.as_str()),
            ("Site", self.site.as_str()),
            ("Date", date),
            ("Round", round.as_str()),
            ("Board", board.as_str()),
            ("White", self.white.as_str()),
            ("Black", self.black.as_str()),
            ("WhiteFideId", self.white_fide_id.as_str()),
            ("BlackFideId", self.black_fide_id.as_str()),
        ] {
            let value = value.trim();
            if !value.is_empty() {
                tags.push((name.to_owned(), value.to_owned()));
            }
        }
        tags
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_round_keeps_the_event_board_and_control() {
        let game = NextGame {
            event: "Open de Rennes".into(),
            round: 3,
            board: 12,
            preset: 2,
            casual: true,
            white: "Lefèvre, Anne".into(),
            black: "Schmidt, Jonas".into(),
            white_fide_id: "123".into(),
            ..NextGame::default()
        };
        let next = game.next_round();
        assert_eq!(next.round, 4);
        assert_eq!(
            (next.event.as_str(), next.board, next.preset),
            ("Open de Rennes", 12, 2)
        );
        assert!(next.casual && next.scoresheet);
        assert_eq!((next.white.as_str(), next.white_fide_id.as_str()), ("", ""));
    }

    #[test]
    fn tags_carry_the_fide_ids_and_leave_out_what_is_empty() {
        let game = NextGame {
            event: "Open".into(),
            board: 7,
            white: "A".into(),
            black: "B".into(),
            white_fide_id: "1503014".into(),
            ..NextGame::default()
        };
        let tags = game.tags("2026.11.30");
        let names: Vec<&str> = tags.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            names,
            [
                "Event",
                "Date",
                "Round",
                "Board",
                "White",
                "Black",
                "WhiteFideId"
            ]
        );
        assert!(tags.contains(&("WhiteFideId".into(), "1503014".into())));
    }
}
