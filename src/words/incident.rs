//! The words of the incidents (`game::incident`): their notes, the results
//! they give and their refusals, said from `game.ftl`.

use shakmaty::Color;

use super::{Language, Say, t};
use crate::clock::TimeControl;
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
                kind,
                minutes,
            } => illegal(lang, *side, *kind, *minutes),
            IncidentNote::Stands {
                side,
                kind,
                sheet_stops,
            } => stands(lang, *side, *kind, *sheet_stops),
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
            } => control_set(lang, *side, control, *flag_void),
            IncidentNote::QuickplayRefused { side } => {
                t!(lang, "note-quickplay-refused", side = *side, other = !*side)
            }
        }
    }
}

/// A 7.5.2 or 7.5.4 illegal move (an illegal promotion has words of its
/// own), with the opponent's minutes when it was the first.
fn illegal(lang: Language, side: Color, kind: Infraction, minutes: Option<u64>) -> String {
    match (kind, minutes) {
        (Infraction::Promotion, Some(m)) => t!(
            lang,
            "note-illegal-promotion-first",
            side = side,
            other = !side,
            minutes = m
        ),
        (Infraction::Promotion, None) => t!(lang, "note-illegal-promotion", side = side),
        (_, Some(m)) => t!(
            lang,
            "note-illegal-two-hands-first",
            side = side,
            other = !side,
            minutes = m
        ),
        (_, None) => t!(lang, "note-illegal-two-hands", side = side),
    }
}

/// An illegal move that stands (A.5.2), and when the scoresheet cannot
/// follow it, that the device is a clock from here.
fn stands(lang: Language, side: Color, k: Infraction, sheet_stops: bool) -> String {
    let note = t!(
        lang,
        "note-stands",
        side = side,
        other = !side,
        kind = kind(k)
    );
    if sheet_stops {
        t!(lang, "note-stands-sheet-stops", note = note)
    } else {
        note
    }
}

/// The control the arbiter installed (6.10.2), and when the flag that fell
/// under the wrong one does not stand, that too.
fn control_set(lang: Language, side: Color, control: &TimeControl, flag_void: bool) -> String {
    let control = control.to_string();
    if flag_void {
        t!(
            lang,
            "note-control-set-flag",
            side = side,
            control = control
        )
    } else {
        t!(lang, "note-control-set", side = side, control = control)
    }
}

/// "arbiter: White is warned for an infraction of Art. 11.5 (Art. 12.9.1)".
fn penalty_words(side: Color, penalty: Penalty, article: Option<&str>, lang: Language) -> String {
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
            IncidentWhy::Scores { scores, article } => {
                let (white, black) = (scores.white.as_str(), scores.black.as_str());
                match article {
                    Some(a) => t!(
                        lang,
                        "why-scores-for",
                        white = white,
                        black = black,
                        article = a.as_str()
                    ),
                    None => t!(lang, "why-scores", white = white, black = black),
                }
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
            IncidentRefusal::StoodAfterReply(side) => {
                t!(lang, "incident-stood-after-reply", side = *side)
            }
            IncidentRefusal::TouchNotOnMove(side) => {
                t!(lang, "incident-touch-not-on-move", side = *side)
            }
            IncidentRefusal::Touched(side) => t!(lang, "incident-touched", side = *side),
            IncidentRefusal::ControlAfterEnd => t!(lang, "incident-control-after-end"),
        }
    }
}
