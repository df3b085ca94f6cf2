//! How a game ended: the result, PGN's Termination, and why in words.

use std::fmt;

use shakmaty::KnownOutcome;

use crate::rules::Language;

/// PGN's Termination tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Termination {
    /// Mate, stalemate, dead position, repetition, agreement, resignation.
    Normal,
    /// A flag fell (even when 6.9 made it a draw).
    TimeForfeit,
    /// A second illegal move (7.5.5).
    RulesInfraction,
    /// The arbiter decided.
    Adjudication,
}

impl Termination {
    /// The termination in `lang` (PGN's tag stays English).
    pub fn words(self, lang: Language) -> String {
        match (lang, self) {
            (Language::English | Language::German | Language::Spanish, _) => self.to_string(),
            (Language::French, Termination::Normal) => "normale".to_owned(),
            (Language::French, Termination::TimeForfeit) => "perte au temps".to_owned(),
            (Language::French, Termination::RulesInfraction) => "infraction aux règles".to_owned(),
            (Language::French, Termination::Adjudication) => "décision de l'arbitre".to_owned(),
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Termination::Normal => "normal",
            Termination::TimeForfeit => "time forfeit",
            Termination::RulesInfraction => "rules infraction",
            Termination::Adjudication => "adjudication",
        })
    }
}

/// The end of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The result that counts (Armageddon's draw already a Black win).
    pub outcome: KnownOutcome,
    /// PGN's Termination.
    pub termination: Termination,
    /// Why, in words, with the article.
    pub reason: String,
    /// Whether the arbiter must still confirm (an undetermined 6.9 search).
    pub needs_arbiter: bool,
    /// The result an arbiter's decision replaced, kept for the record.
    pub replaced: Option<Box<GameResult>>,
    /// The proof of a ruling that the opponent could still mate: the
    /// helpmate's moves as UCI from the final position (empty otherwise).
    pub proof: Vec<String>,
}
