//! The next game as prepared on the setup: event, round, board, control,
//! mode and players. Saved with the settings, so a restart between games
//! keeps it; "next round" keeps all but the players and counts the round on.

use serde::{Deserialize, Serialize};

use super::pairings::{Details, Pairing};
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
    /// The event does not supervise rapid and blitz adequately (A.5).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unsupervised: bool,
    /// Chess960 from this starting position (0-959); `None`: standard chess.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chess960: Option<u16>,
    /// White's name as the pairings write it.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// White's FIDE id, when known (PGN `WhiteFideId`).
    pub white_fide_id: String,
    /// Black's FIDE id.
    pub black_fide_id: String,
    /// White's rating, title and team as the pairings give them.
    #[serde(skip_serializing_if = "Standing::is_empty")]
    pub white_standing: Standing,
    /// Black's.
    #[serde(skip_serializing_if = "Standing::is_empty")]
    pub black_standing: Standing,
}

/// What the pairings say of a player besides the name and FIDE id, for the
/// PGN the organiser submits (`WhiteElo`, `WhiteTitle`, `WhiteTeam`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Standing {
    /// The rating ("" when unrated).
    pub elo: String,
    /// The title (`GM`, `WIM`...; "" when none).
    pub title: String,
    /// The team ("" when none).
    pub team: String,
}

impl Standing {
    /// Nothing known: the settings file then reads as before these fields.
    pub fn is_empty(&self) -> bool {
        self.elo.is_empty() && self.title.is_empty() && self.team.is_empty()
    }

    fn of(details: &Details) -> Standing {
        Standing {
            elo: details.elo.map(|e| e.to_string()).unwrap_or_default(),
            title: details.title.clone(),
            team: details.team.clone(),
        }
    }
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
            unsupervised: false,
            chess960: None,
            white: String::new(),
            black: String::new(),
            white_fide_id: String::new(),
            black_fide_id: String::new(),
            white_standing: Standing::default(),
            black_standing: Standing::default(),
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
            white_standing: Standing::default(),
            black_standing: Standing::default(),
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
            white_standing: Standing::of(&pairing.details.white),
            black_standing: Standing::of(&pairing.details.black),
            // The file's event and site fill the setup's when it has none
            // (a round PGN's games were archived as "?"); one typed stays.
            event: if self.event.is_empty() {
                pairing.event.clone()
            } else {
                self.event.clone()
            },
            site: if self.site.is_empty() {
                pairing.site.clone()
            } else {
                self.site.clone()
            },
            ..self.clone()
        }
    }

    /// This game as the setup screen holds it after `before`: a player's
    /// rating, title and team stay only while the name and FIDE id are the
    /// ones they came with, so that a name typed over a pairing (a
    /// substitute, colours swapped by hand) never archives another
    /// player's rating.
    pub fn edited_from(mut self, before: &NextGame) -> NextGame {
        if (&self.white, &self.white_fide_id) != (&before.white, &before.white_fide_id) {
            self.white_standing = Standing::default();
        }
        if (&self.black, &self.black_fide_id) != (&before.black, &before.black_fide_id) {
            self.black_standing = Standing::default();
        }
        self
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
            ("WhiteTitle", self.white_standing.title.as_str()),
            ("BlackTitle", self.black_standing.title.as_str()),
            ("WhiteElo", self.white_standing.elo.as_str()),
            ("BlackElo", self.black_standing.elo.as_str()),
            ("WhiteTeam", self.white_standing.team.as_str()),
            ("BlackTeam", self.black_standing.team.as_str()),
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

    fn paired() -> NextGame {
        let pairing = Pairing {
            round: 3,
            board: 12,
            white: "Lefèvre, Anne".into(),
            black: "Schmidt, Jonas".into(),
            white_fide_id: "651234".into(),
            black_fide_id: String::new(),
            details: shakmaty::ByColor {
                white: Details {
                    elo: Some(2212),
                    title: "WFM".into(),
                    team: "Rennes".into(),
                    rank: 4,
                },
                black: Details {
                    elo: Some(1890),
                    ..Details::default()
                },
            },
            event: "Open de Rennes 2026".into(),
            site: "Rennes FRA".into(),
        };
        NextGame::default().with_pairing(&pairing)
    }

    /// A round PGN's `Event` and `Site` fill a setup that has none; an
    /// event the arbiter typed stays.
    #[test]
    fn the_files_event_and_site_fill_an_empty_setup() {
        let tags = paired().tags("2026.12.06");
        assert!(tags.contains(&("Event".into(), "Open de Rennes 2026".into())));
        assert!(tags.contains(&("Site".into(), "Rennes FRA".into())));
        let typed = NextGame {
            event: "Club night".into(),
            ..NextGame::default()
        };
        let pairing = Pairing {
            event: "Open de Rennes 2026".into(),
            ..Pairing::default()
        };
        assert_eq!(typed.with_pairing(&pairing).event, "Club night");
    }

    #[test]
    fn tags_carry_the_paired_ratings_titles_and_teams() {
        let tags = paired().tags("2026.12.02");
        let tail: Vec<(&str, &str)> = tags
            .iter()
            .skip_while(|(k, _)| k != "WhiteFideId")
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(
            tail,
            [
                ("WhiteFideId", "651234"),
                ("WhiteTitle", "WFM"),
                ("WhiteElo", "2212"),
                ("BlackElo", "1890"),
                ("WhiteTeam", "Rennes"),
            ]
        );
    }

    #[test]
    fn a_player_typed_over_a_pairing_loses_the_paired_rating() {
        let before = paired();
        let swapped = NextGame {
            white: before.black.clone(),
            black: before.white.clone(),
            ..before.clone()
        }
        .edited_from(&before);
        assert!(swapped.white_standing.is_empty() && swapped.black_standing.is_empty());
        let names_kept = NextGame {
            event: "Open de Rennes".into(),
            ..before.clone()
        }
        .edited_from(&before);
        assert_eq!(names_kept.white_standing.elo, "2212");
        assert_eq!(names_kept.black_standing.elo, "1890");
    }

    #[test]
    fn the_next_round_carries_no_rating_and_the_settings_file_keeps_them() {
        assert!(paired().next_round().white_standing.is_empty());
        let text = toml::to_string_pretty(&NextGame::default()).unwrap();
        assert!(!text.contains("standing"), "{text}");
        let text = toml::to_string_pretty(&paired()).unwrap();
        assert_eq!(toml::from_str::<NextGame>(&text).unwrap(), paired());
    }
}
