//! The words of the incidents (`game::incident`): their notes, the results
//! they give and their refusals, said from `game.ftl`.

use super::{Language, Say, t};
use crate::game::{IncidentNote, IncidentRefusal, IncidentWhy, Infraction, Penalty};

/// The catalogue's selector for a kind of illegal move.
fn kind(kind: Infraction) -> &'static str {
    match kind {
        Infraction::Move => "move",
        Infraction::Promotion => "promotion",
        Infraction::Press => "press",
        Infraction::TwoHands => "two-hands",
    }
}

impl Say for IncidentNote {
    fn say(&self, lang: Language) -> String {
        match self {
            IncidentNote::OfferOnMove { side } => {
                t!(lang, "note-offer-on-move", side = *side)
            }
            IncidentNote::ClaimIsOffer { side } => {
                t!(lang, "note-claim-is-offer", side = *side, other = !*side)
            }
            IncidentNote::Illegal {
                side,
                kind: Infraction::Promotion,
                minutes,
            } => match minutes {
                Some(m) => t!(
                    lang,
                    "note-illegal-promotion-first",
                    side = *side,
                    other = !*side,
                    minutes = *m
                ),
                None => t!(lang, "note-illegal-promotion", side = *side),
            },
            IncidentNote::Illegal { side, minutes, .. } => match minutes {
                Some(m) => t!(
                    lang,
                    "note-illegal-two-hands-first",
                    side = *side,
                    other = !*side,
                    minutes = *m
                ),
                None => t!(lang, "note-illegal-two-hands", side = *side),
            },
            IncidentNote::Stands {
                side,
                kind: k,
                sheet_stops,
            } => {
                let note = t!(
                    lang,
                    "note-stands",
                    side = *side,
                    other = !*side,
                    kind = kind(*k)
                );
                if *sheet_stops {
                    t!(lang, "note-stands-sheet-stops", note = note)
                } else {
                    note
                }
            }
            IncidentNote::TouchRejectsOffer { side } => t!(
                lang,
                "note-touch-rejects-offer",
                side = *side,
                other = !*side
            ),
            IncidentNote::Penalty {
                side,
                penalty,
                article,
            } => penalty_words(*side, *penalty, article.as_deref(), lang),
            IncidentNote::ControlSet {
                side,
                control,
                flag_void,
            } => {
                let control = control.to_string();
                if *flag_void {
                    t!(
                        lang,
                        "note-control-set-flag",
                        side = *side,
                        control = control
                    )
                } else {
                    t!(lang, "note-control-set", side = *side, control = control)
                }
            }
            IncidentNote::QuickplayRefused { side } => {
                t!(lang, "note-quickplay-refused", side = *side, other = !*side)
            }
        }
    }
}

/// "arbiter: White is warned for an infraction of Art. 11.5 (Art. 12.9.1)".
fn penalty_words(
    side: shakmaty::Color,
    penalty: Penalty,
    article: Option<&str>,
    lang: Language,
) -> String {
    match (penalty, article) {
        (Penalty::Warning, None) => t!(lang, "note-penalty-warning", side = side),
        (Penalty::Warning, Some(a)) => {
            t!(lang, "note-penalty-warning-for", side = side, article = a)
        }
        (Penalty::Points, None) => t!(lang, "note-penalty-points", side = side),
        (Penalty::Points, Some(a)) => {
            t!(lang, "note-penalty-points-for", side = side, article = a)
        }
        (Penalty::Loss, None) => t!(lang, "why-penalty-loss", side = side, other = !side),
        (Penalty::Loss, Some(a)) => t!(
            lang,
            "why-penalty-loss-for",
            side = side,
            other = !side,
            article = a
        ),
    }
}

impl Say for IncidentWhy {
    fn say(&self, lang: Language) -> String {
        match self {
            IncidentWhy::PenaltyLoss { side, article } => {
                penalty_words(*side, Penalty::Loss, article.as_deref(), lang)
            }
            IncidentWhy::QuickplayAccepted { side } => {
                t!(lang, "why-quickplay-accepted", side = *side, other = !*side)
            }
            IncidentWhy::QuickplayUnsupervised { side } => {
                t!(lang, "why-quickplay-unsupervised", side = *side)
            }
        }
    }
}

impl Say for IncidentRefusal {
    fn say(&self, lang: Language) -> String {
        match self {
            IncidentRefusal::NotPromotion(side) => {
                t!(lang, "incident-not-promotion", side = *side)
            }
            IncidentRefusal::StandsOnlyRapidBlitz => t!(lang, "incident-stands-only-rapid-blitz"),
            IncidentRefusal::StandsBeforeReply(side) => {
                t!(lang, "incident-stands-before-reply", side = *side)
            }
            IncidentRefusal::TouchNotOnMove(side) => {
                t!(lang, "incident-touch-not-on-move", side = *side)
            }
            IncidentRefusal::Touched(side) => t!(lang, "incident-touched", side = *side),
            IncidentRefusal::ControlAfterEnd => t!(lang, "incident-control-after-end"),
        }
    }
}
