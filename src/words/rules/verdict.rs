//! Art. 6.9: who lost when a flag fell, with the proof.

use std::fmt;
use std::time::Duration;

use shakmaty::{KnownOutcome, Role};

use crate::rules::material::Material;
use crate::rules::timeout::{NoMateProof, Reason, Verdict};
use crate::words::{Language, Say, and_list, t};

impl Say for Verdict {
    /// The reason, after the result: the flag, then the ruling.
    fn say(&self, lang: Language) -> String {
        explanation_before(self, None, lang)
    }
}

/// The same for a flag that fell in a period still to be completed by
/// move `before` (Art. 6.9: the moves were not completed in time).
pub fn explanation_before(verdict: &Verdict, before: Option<u32>, lang: Language) -> String {
    let (flagged, opponent) = (verdict.flagged, !verdict.flagged);
    let period = unfinished_period(before, lang);
    match (&verdict.reason, verdict.result) {
        (Reason::Checkmate, KnownOutcome::Decisive { winner }) => {
            t!(lang, "verdict-mated", side = !winner, other = flagged)
        }
        // Only a hand-made verdict can say this; words rather than a panic.
        (Reason::Checkmate, KnownOutcome::Draw) => t!(lang, "verdict-mate-on-board"),
        (Reason::Stalemate, _) => t!(lang, "verdict-stalemate", side = flagged),
        (Reason::OpponentCanMate { line, .. }, _) => t!(
            lang,
            "verdict-can-mate",
            side = flagged,
            other = opponent,
            period = period,
            line = line
        ),
        (Reason::OpponentCannotMate { proof }, _) => t!(
            lang,
            "verdict-cannot-mate",
            side = flagged,
            other = opponent,
            period = period,
            how = how(proof, opponent, lang)
        ),
        (Reason::Undetermined { budget }, _) => t!(
            lang,
            "verdict-undetermined",
            side = flagged,
            other = opponent,
            period = period,
            seconds = tenths(*budget, lang)
        ),
    }
}

/// What the ruling says of the opponent, without the flag: "White could
/// still checkmate: 1...Kb8 2.Nc6#", "White cannot checkmate by any series
/// of legal moves (White has only a king and a knight)". For a second
/// illegal move (7.5.5) or a resignation the same words apply; nothing for
/// a mate or stalemate on the board.
pub fn opponent_words(verdict: &Verdict, lang: Language) -> String {
    let opponent = !verdict.flagged;
    match &verdict.reason {
        Reason::Checkmate | Reason::Stalemate => String::new(),
        Reason::OpponentCanMate { line, .. } => {
            t!(lang, "opponent-can-mate", other = opponent, line = line)
        }
        Reason::OpponentCannotMate { proof } => t!(
            lang,
            "opponent-cannot-mate",
            other = opponent,
            how = how(proof, opponent, lang)
        ),
        Reason::Undetermined { budget } => t!(
            lang,
            "opponent-undetermined",
            other = opponent,
            seconds = tenths(*budget, lang)
        ),
    }
}

/// " before move 40 was completed", after "White's flag fell", when the
/// flag fell in a period that ends at move `before`; nothing otherwise.
pub fn unfinished_period(before: Option<u32>, lang: Language) -> String {
    match before {
        Some(number) => t!(lang, "flag-period", number = number),
        None => String::new(),
    }
}

/// Seconds to the tenth, with the language's decimal separator: "2.0", "2,0".
fn tenths(budget: Duration, lang: Language) -> String {
    let tenths = (budget.as_millis() + 50) / 100;
    let separator = t!(lang, "decimal-separator");
    format!("{}{separator}{}", tenths / 10, tenths % 10)
}

/// How "the opponent cannot checkmate" was proved.
fn how(proof: &NoMateProof, opponent: shakmaty::Color, lang: Language) -> String {
    match proof {
        NoMateProof::Material(material) => t!(
            lang,
            "proof-material",
            other = opponent,
            material = material.say(lang)
        ),
        NoMateProof::Analysis => t!(lang, "proof-analysis"),
        NoMateProof::Search => t!(lang, "proof-search"),
    }
}

impl Say for Material {
    /// "only a king", "only a king and a knight", "only a king and 2 bishops".
    fn say(&self, lang: Language) -> String {
        let pieces: Vec<String> = [(Role::King, 1)]
            .into_iter()
            .chain(self.counts())
            .filter(|&(_, count)| count > 0)
            .map(|(role, count)| t!(lang, "material-piece", role = role, count = count))
            .collect();
        t!(lang, "material", list = and_list(lang, &pieces))
    }
}

/// A verdict as one line: the result (`1-0`, `0-1`, `1/2-1/2`, the same in
/// every language), a space, the reason in `lang`.
pub fn verdict_line(verdict: &Verdict, lang: Language) -> String {
    format!("{} {}", verdict.result.as_str(), verdict.say(lang))
}

impl fmt::Display for Verdict {
    /// One line: the result, a space, the reason in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&verdict_line(self, Language::English))
    }
}
