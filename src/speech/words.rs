//! An announcement in words, from the `speech.ftl` catalogues: the times
//! with their units, the moves in the player's language or in the words of
//! FIDE's Appendix D (D.2.1).

use std::time::Duration;

use shakmaty::{CastlingSide, Color, KnownOutcome, Role, Square};

use super::choices::MoveWords;
use super::said::{Said, SpokenMove};
use crate::words::Language;
use crate::words::t;

/// A sentence and the voice that says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spoken {
    /// What is said.
    pub text: String,
    /// The language of the voice (Appendix D's words are German).
    pub voice: Language,
}

/// Appendix D's names for the files, instead of their letters (D.2.1).
const APPENDIX_D_FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// Appendix D's ranks: the German numbers, from White to Black (D.2.1).
const APPENDIX_D_RANKS: [&str; 8] = [
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
];

/// `said` in `lang`; a move in `moves`' words.
pub fn words(said: &Said, lang: Language, moves: MoveWords) -> Spoken {
    let text = match said {
        Said::Move(mv) if moves == MoveWords::AppendixD => {
            return Spoken {
                text: move_words(mv, Language::German, true),
                voice: Language::German,
            };
        }
        Said::Move(mv) => move_words(mv, lang, false),
        Said::Time {
            side,
            remaining,
            moves,
            to_control: None,
        } => t!(
            lang,
            "speech-time",
            side = *side,
            time = duration(lang, *remaining),
            count = *moves
        ),
        Said::Time {
            side,
            remaining,
            moves,
            to_control: Some(left),
        } => t!(
            lang,
            "speech-time-control",
            side = *side,
            time = duration(lang, *remaining),
            count = *moves,
            left = *left
        ),
        Said::Period { side, period } => t!(
            lang,
            "speech-period",
            side = *side,
            number = *period as u64 + 1
        ),
        Said::Threshold { side, left } => t!(
            lang,
            "speech-threshold",
            side = *side,
            time = duration(lang, *left)
        ),
        Said::Flag { side } => t!(lang, "speech-flag", side = *side),
        Said::Result {
            outcome,
            needs_arbiter,
        } => {
            let outcome = match outcome {
                KnownOutcome::Decisive { winner } => match winner {
                    Color::White => "white",
                    Color::Black => "black",
                },
                KnownOutcome::Draw => "draw",
            };
            if *needs_arbiter {
                t!(lang, "speech-result-pending", outcome = outcome)
            } else {
                t!(lang, "speech-result", outcome = outcome)
            }
        }
        Said::DrawOffer { by } => t!(lang, "speech-draw-offer", side = *by),
        Said::Paused => t!(lang, "speech-paused"),
        Said::Resumed => t!(lang, "speech-resumed"),
    };
    Spoken { text, voice: lang }
}

/// A time in whole hours, minutes and seconds, each with its unit; the
/// parts that are zero left out, but a time of nothing is "0 seconds".
pub fn duration(lang: Language, time: Duration) -> String {
    let secs = time.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(t!(lang, "speech-hours", count = h));
    }
    if m > 0 {
        parts.push(t!(lang, "speech-minutes", count = m));
    }
    if s > 0 || parts.is_empty() {
        parts.push(t!(lang, "speech-seconds", count = s));
    }
    parts.join(" ")
}

/// A square as it is said: its letter and digit, which the voice spells in
/// its language ("g1"), or Appendix D's names ("Gustav eins").
fn square(sq: Square, appendix_d: bool) -> String {
    if appendix_d {
        format!(
            "{} {}",
            APPENDIX_D_FILES[sq.file() as usize],
            APPENDIX_D_RANKS[sq.rank() as usize]
        )
    } else {
        sq.to_string()
    }
}

fn piece(lang: Language, role: Role) -> String {
    t!(lang, "speech-piece", role = role)
}

/// The move: piece and squares (or castling), then promotion, check, mate.
fn move_words(mv: &SpokenMove, lang: Language, appendix_d: bool) -> String {
    let side = mv.mover;
    let mut said = match mv.castle {
        Some(castle) => t!(
            lang,
            "speech-castle",
            side = side,
            castle = match castle {
                CastlingSide::KingSide => "king",
                CastlingSide::QueenSide => "queen",
            }
        ),
        None => {
            let (piece, from, to) = (
                piece(lang, mv.role),
                square(mv.from, appendix_d),
                square(mv.to, appendix_d),
            );
            if mv.capture {
                t!(
                    lang,
                    "speech-capture",
                    side = side,
                    piece = piece,
                    from = from,
                    to = to
                )
            } else {
                t!(
                    lang,
                    "speech-move",
                    side = side,
                    piece = piece,
                    from = from,
                    to = to
                )
            }
        }
    };
    if let Some(role) = mv.promotion {
        said = t!(
            lang,
            "speech-promotion",
            said = said,
            piece = piece(lang, role)
        );
    }
    if mv.mate {
        said = t!(lang, "speech-mate", said = said);
    } else if mv.check {
        said = t!(lang, "speech-check", said = said);
    }
    t!(lang, "speech-move-end", said = said)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn time(side: Color, secs: u64, moves: u32, to_control: Option<u32>) -> Said {
        Said::Time {
            side,
            remaining: Duration::from_secs(secs),
            moves,
            to_control,
        }
    }

    #[test]
    fn a_time_is_said_in_words_with_its_units_never_as_a_clock_time() {
        let said = time(Color::White, 4990, 23, Some(17));
        let en = words(&said, Language::English, MoveWords::Language).text;
        assert_eq!(
            en,
            "White: one hour 23 minutes 10 seconds. 23 moves. 17 to the control."
        );
        let fr = words(&said, Language::French, MoveWords::Language).text;
        assert_eq!(
            fr,
            "Blancs : une heure 23 minutes 10 secondes. 23 coups. 17 avant le contrôle."
        );
        // Five minutes is never "5:00" (read as five o'clock).
        let de = words(
            &time(Color::Black, 300, 1, None),
            Language::German,
            MoveWords::Off,
        );
        assert_eq!(de.text, "Schwarz: 5 Minuten. ein Zug.");
        assert_eq!(duration(Language::Spanish, Duration::ZERO), "0 segundos");
        assert_eq!(
            duration(Language::English, Duration::from_millis(61_900)),
            "one minute one second"
        );
    }

    #[test]
    fn a_move_is_said_in_the_language_or_in_appendix_d() {
        let mv = SpokenMove {
            mover: Color::White,
            role: Role::Pawn,
            from: Square::E7,
            to: Square::D8,
            capture: true,
            promotion: Some(Role::Queen),
            castle: None,
            check: true,
            mate: false,
        };
        let said = Said::Move(mv);
        assert_eq!(
            words(&said, Language::English, MoveWords::Language).text,
            "White: pawn e7 takes d8, promotes to queen, check."
        );
        let d = words(&said, Language::French, MoveWords::AppendixD);
        assert_eq!(d.voice, Language::German);
        assert_eq!(
            d.text,
            "Weiß: Bauer Eva sieben schlägt David acht, wird Dame, Schach."
        );
        let castle = Said::Move(SpokenMove {
            castle: Some(CastlingSide::QueenSide),
            check: false,
            mate: true,
            promotion: None,
            capture: false,
            ..mv
        });
        assert_eq!(
            words(&castle, Language::Spanish, MoveWords::Language).text,
            "Blancas: enroque largo, jaque mate."
        );
        assert_eq!(
            words(&castle, Language::English, MoveWords::AppendixD).text,
            "Weiß: lange Rochade, schachmatt."
        );
    }
}
