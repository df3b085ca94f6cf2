//! The arbiter's actions in this game, each with its time, and the undo of
//! the last correction: an undo is itself a correction the record keeps
//! ("White's clock set to 3:12" after "set to 4:12"), never an erasure.

use std::time::Duration;

use shakmaty::Color;

use super::arbiter_screen::{adjust, count, period};
use crate::app::View;
use crate::clock::{Moment, clock_face};
use crate::game::Input;
use crate::rules::Language;
use crate::words::t;

/// A correction by a number of units, which the opposite number undoes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Correction {
    /// A side's time moved by seconds.
    Time(Color, i32),
    /// A side's move count moved by moves.
    Moves(Color, i32),
    /// A side's period moved by periods.
    Period(Color, i32),
}

impl Correction {
    /// The input that makes this correction on `view` at `now`.
    pub fn input(self, view: &View, now: Moment) -> Input {
        match self {
            Correction::Time(color, seconds) => adjust(view, color, seconds, now),
            Correction::Moves(color, by) => count(view, color, by),
            Correction::Period(color, by) => period(view, color, by),
        }
    }

    /// The correction that takes this one back.
    pub fn opposite(self) -> Correction {
        match self {
            Correction::Time(c, n) => Correction::Time(c, -n),
            Correction::Moves(c, n) => Correction::Moves(c, -n),
            Correction::Period(c, n) => Correction::Period(c, -n),
        }
    }

    /// "White +1:00", "Black moves −1".
    pub fn words(self, lang: Language) -> String {
        let signed = |n: i32| {
            if n < 0 {
                format!("−{}", n.unsigned_abs())
            } else {
                format!("+{n}")
            }
        };
        match self {
            Correction::Time(c, n) => {
                let by = clock_face(
                    Duration::from_secs(u64::from(n.unsigned_abs())),
                    Duration::ZERO,
                );
                let sign = if n < 0 { "−" } else { "+" };
                t!(lang, "correction-time", side = c, sign = sign, by = by)
            }
            Correction::Moves(c, n) => {
                t!(lang, "correction-moves", side = c, by = signed(n))
            }
            Correction::Period(c, n) => {
                t!(lang, "correction-period", side = c, by = signed(n))
            }
        }
    }
}

/// One action as the log shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    /// When, by the device's clock ("14:32:05").
    at: String,
    words: String,
    /// The correction that takes it back, while it may still be.
    undo: Option<Correction>,
}

/// This game's arbiter actions, newest last.
#[derive(Debug, Clone, Default)]
pub struct ArbiterLog {
    entries: Vec<Entry>,
}

impl ArbiterLog {
    /// Notes an action at `at` (wall-clock words); `undo` takes it back.
    pub fn record(&mut self, at: String, words: String, undo: Option<Correction>) {
        self.entries.push(Entry { at, words, undo });
    }

    /// The correction that undoes the last action, if it is a correction
    /// not yet undone; the log then says it was undone.
    pub fn undo(&mut self, at: String, lang: Language) -> Option<Correction> {
        let last = self.entries.last_mut()?;
        let undo = last.undo.take()?;
        let words = last.words.clone();
        let undone = t!(lang, "correction-undone", words = words);
        self.entries.push(Entry {
            at,
            words: undone,
            undo: None,
        });
        Some(undo)
    }

    /// Whether the last action may be undone.
    pub fn can_undo(&self) -> bool {
        self.entries.last().is_some_and(|e| e.undo.is_some())
    }

    /// The last `n` actions, one line each, newest last.
    pub fn lines(&self, n: usize) -> Vec<String> {
        let skip = self.entries.len().saturating_sub(n);
        self.entries[skip..]
            .iter()
            .map(|e| format!("{} {}", e.at, e.words))
            .collect()
    }

    /// A new game: a new log.
    pub fn clear(&mut self) {
        self.entries.clear();
    }
}

/// Reads a time typed as `H:MM:SS`, `M:SS` or seconds.
pub fn typed_time(text: &str) -> Option<Duration> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() > 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit()))
    {
        return None;
    }
    let mut seconds: u64 = 0;
    for (i, part) in parts.iter().enumerate() {
        let n: u64 = part.parse().ok()?;
        // Minutes and seconds after the first part stay under 60.
        if i > 0 && n >= 60 {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(n)?;
    }
    (seconds <= 24 * 3600).then(|| Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_correction_is_undone_once_and_the_log_says_so() {
        let mut log = ArbiterLog::default();
        assert!(!log.can_undo());
        let plus = Correction::Time(Color::White, 60);
        log.record(
            "14:00:00".into(),
            plus.words(Language::English),
            Some(plus.opposite()),
        );
        assert!(log.can_undo());
        assert_eq!(
            log.undo("14:00:05".into(), Language::English),
            Some(Correction::Time(Color::White, -60))
        );
        assert!(!log.can_undo());
        assert_eq!(log.undo("14:00:06".into(), Language::English), None);
        assert_eq!(
            log.lines(5),
            [
                "14:00:00 White time +1:00",
                "14:00:05 undone: White time +1:00"
            ]
        );
    }

    #[test]
    fn corrections_name_the_side_as_each_language_does() {
        let words = |c: Correction, lang| c.words(lang);
        assert_eq!(
            words(Correction::Moves(Color::Black, -1), Language::French),
            "coups des Noirs −1"
        );
        assert_eq!(
            words(Correction::Time(Color::Black, 30), Language::German),
            "Zeit Schwarz +0:30"
        );
        assert_eq!(
            words(Correction::Period(Color::White, 1), Language::Spanish),
            "Periodo de las blancas +1"
        );
        assert_eq!(
            crate::app::ui::arbiter_screen::illegal_words(Color::Black, Language::Spanish),
            "Confirmar la jugada ilegal de las negras (art. 7.5): sigue la sanción, y una \
             segunda pierde"
        );
    }

    #[test]
    fn typed_times() {
        assert_eq!(typed_time("1:23:45"), Some(Duration::from_secs(5025)));
        assert_eq!(typed_time(" 5:00 "), Some(Duration::from_secs(300)));
        assert_eq!(typed_time("90"), Some(Duration::from_secs(90)));
        for bad in ["", "1:60", "a:00", "1::2", "1:2:3:4", "25:00:01"] {
            assert_eq!(typed_time(bad), None, "{bad}");
        }
    }
}
