//! The incidents panel of the arbiter's screen (`ui/incidents.slint`): what
//! each key asks of the game, and the words that ask to confirm it, which
//! are the words the game will write.

use shakmaty::Color;

use crate::app::View;
use crate::clock::TimeControl;
use crate::game::{
    Incident, IncidentNote, IncidentRefusal, IncidentWhy, Infraction, Input, Penalty, Points,
    Scores,
};
use crate::words::Language;
use crate::words::{Say, t};

/// The input a key of the panel asks for (`promotion`, `two-hands`,
/// `stands`, `touch`, `warning`, `points`, `loss`, `control`) for `side`,
/// with the field's text `typed` (the article a penalty cites, or the
/// control), and the words that ask to confirm it.
///
/// # Errors
/// Why the key does nothing: the field does not hold what it needs.
pub fn ask(what: &str, side: Color, typed: &str, view: &View) -> Result<(Input, String), String> {
    let lang = view.lang;
    let typed = typed.trim();
    let (incident, words) = match what {
        "promotion" | "two-hands" => {
            let kind = match what {
                "promotion" => Infraction::Promotion,
                _ => Infraction::TwoHands,
            };
            let note = IncidentNote::Illegal {
                side,
                kind,
                minutes: None,
            };
            let words = t!(lang, "confirm-incident-illegal", what = note.say(lang));
            (Incident::Illegal { side, kind }, words)
        }
        "stands" => {
            let kind = Infraction::Move;
            let note = IncidentNote::Stands {
                side,
                kind,
                sheet_stops: false,
            };
            (Incident::Stands { side, kind }, confirm(&note, lang))
        }
        "touch" => (
            Incident::Touch(side),
            confirm(&IncidentRefusal::Touched(side), lang),
        ),
        "warning" | "points" | "loss" => {
            let penalty = match what {
                "warning" => Penalty::Warning,
                "points" => Penalty::Points,
                _ => Penalty::Loss,
            };
            let article = article(typed, lang)?;
            let words = match penalty {
                Penalty::Loss => confirm(
                    &IncidentWhy::PenaltyLoss {
                        side,
                        article: article.clone(),
                    },
                    lang,
                ),
                _ => confirm(
                    &IncidentNote::Penalty {
                        side,
                        penalty,
                        article: article.clone(),
                    },
                    lang,
                ),
            };
            let incident = Incident::Penalty {
                side,
                penalty,
                article,
            };
            (incident, words)
        }
        "control" => {
            let control = TimeControl::preset(typed)
                .map(Ok)
                .unwrap_or_else(|| typed.parse::<TimeControl>())
                .map_err(|e| t!(lang, "incident-type-control", why = e.say(lang)))?;
            let note = IncidentNote::ControlSet {
                side,
                control: control.clone(),
                flag_void: false,
            };
            (Incident::Control { side, control }, confirm(&note, lang))
        }
        "scores" => {
            let (scores, article) = scores(typed, lang)?;
            let why = IncidentWhy::Scores {
                scores,
                article: article.clone(),
            };
            (Incident::Scores { scores, article }, confirm(&why, lang))
        }
        _ => return Err(String::new()),
    };
    Ok((Input::Incident(incident), words))
}

/// "arbiter: White is warned (Art. 12.9.1). Confirm?"
fn confirm(said: &dyn Say, lang: Language) -> String {
    t!(lang, "confirm-incident", what = said.say(lang))
}

/// Both sides' points and the article, as typed: "0-½ 11.7", "0-0 11.8",
/// "1/2-1 12.9.4" (11.7, 11.8, 12.9.4, 12.9.6).
fn scores(typed: &str, lang: Language) -> Result<(Scores, Option<String>), String> {
    let asked = || t!(lang, "incident-type-scores", text = typed);
    let (points, cited) = typed.split_once(' ').unwrap_or((typed, ""));
    let (white, black) = points.split_once('-').ok_or_else(asked)?;
    let scores = Scores {
        white: Points::parse(white).ok_or_else(asked)?,
        black: Points::parse(black).ok_or_else(asked)?,
    };
    Ok((scores, article(cited.trim(), lang)?))
}

/// The article the field cites, if any ("11.5", "A.5.2").
fn article(typed: &str, lang: Language) -> Result<Option<String>, String> {
    if typed.is_empty() {
        return Ok(None);
    }
    let cited = typed.len() <= 16
        && typed.starts_with(|c: char| c.is_ascii_alphanumeric())
        && typed.chars().all(|c| c.is_ascii_alphanumeric() || c == '.');
    if cited {
        Ok(Some(typed.to_owned()))
    } else {
        Err(t!(lang, "incident-type-article", text = typed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_asks_for_its_incident_in_the_game_s_words() {
        let view = View::default();
        let (input, words) = ask("warning", Color::Black, " 11.5 ", &view).unwrap();
        assert_eq!(
            input,
            Input::Incident(Incident::Penalty {
                side: Color::Black,
                penalty: Penalty::Warning,
                article: Some("11.5".into())
            })
        );
        assert_eq!(
            words,
            "arbiter: Black is warned for an infraction of Art. 11.5 (Art. 12.9.1). Confirm?"
        );
        let (input, _) = ask("control", Color::White, "40/5400+30:1800+30", &view).unwrap();
        assert!(matches!(
            input,
            Input::Incident(Incident::Control {
                side: Color::White,
                ..
            })
        ));
        let refused = ask("control", Color::White, "", &view).unwrap_err();
        assert!(refused.starts_with("type the right control"), "{refused}");
        let refused = ask("loss", Color::White, "a phone", &view).unwrap_err();
        assert!(
            refused.starts_with("'a phone' is not an article"),
            "{refused}"
        );
        let (input, words) = ask("promotion", Color::White, "", &view).unwrap();
        assert!(matches!(input, Input::Incident(Incident::Illegal { .. })));
        assert!(words.contains("(Art. 7.5.2)"), "{words}");
    }

    #[test]
    fn the_points_key_reads_both_players_points_and_the_article() {
        let view = View::default();
        let (input, words) = ask("scores", Color::White, "0-½ 11.7", &view).unwrap();
        let scores = Scores {
            white: Points::Zero,
            black: Points::Half,
        };
        assert_eq!(
            input,
            Input::Incident(Incident::Scores {
                scores,
                article: Some("11.7".into())
            })
        );
        assert_eq!(
            words,
            "the arbiter decides the points: White 0, Black 1/2 (Art. 11.7). Confirm?"
        );
        let (input, _) = ask("scores", Color::White, "0-0", &view).unwrap();
        assert!(matches!(
            input,
            Input::Incident(Incident::Scores { article: None, .. })
        ));
        for bad in ["", "0-2 11.8", "0 0 11.8", "0-0 a phone"] {
            assert!(ask("scores", Color::White, bad, &view).is_err(), "{bad}");
        }
    }
}
