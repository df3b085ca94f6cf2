//! What the arbiter's irreversible keys ask before they act: the outcome
//! the game will give in the state it is in, and, when the key does not fit
//! that state, which key does (the dialog then only closes).

use shakmaty::Color;

use crate::app::View;
use crate::game::Input;
use crate::rules::Claim;
use crate::words::Language;
use crate::words::{Say, t};

/// An arbiter's action waiting for "confirm": the input (none when the key
/// does not fit the state, and the dialog only says which one does) and
/// the words that ask.
pub type Asked = (Option<Input>, String);

/// The penalty in whole minutes (A.3: one in rapid and blitz, else two).
fn minutes(view: &View) -> u64 {
    view.arbiter.penalty.as_secs() / 60
}

/// "A second illegal move loses", or what the second one does.
fn count_words(view: &View, side: Color, lang: Language) -> String {
    if *view.arbiter.illegal.get(side) == 0 {
        t!(lang, "ask-first-illegal")
    } else {
        t!(lang, "ask-second-illegal", side = side, other = !side)
    }
}

/// "Illegal move by `side`": a press after it is taken back (7.5.1), the
/// opponent gets the penalty, a second one loses.
pub fn illegal(view: &View, side: Color) -> Asked {
    let lang = view.lang;
    let (other, minutes) = (!side, minutes(view));
    let what = if view.arbiter.unentered_press == Some(side) {
        t!(
            lang,
            "ask-illegal-pressed",
            side = side,
            other = other,
            minutes = minutes
        )
    } else if view.arbiter.undoable_press == Some(side) {
        t!(
            lang,
            "ask-illegal-entered",
            side = side,
            other = other,
            minutes = minutes
        )
    } else {
        t!(
            lang,
            "ask-illegal-not-pressed",
            side = side,
            other = other,
            minutes = minutes
        )
    };
    let words = format!("{what} {}", count_words(view, side, lang));
    (Some(Input::IllegalMove(side)), words)
}

/// "Press, no move" by `side` (7.5.3): only for a press whose move is not
/// on the scoresheet; otherwise the dialog says which key fits.
pub fn empty_press(view: &View, side: Color) -> Asked {
    let lang = view.lang;
    if view.arbiter.undoable_press != Some(side) {
        return (None, t!(lang, "ask-not-just-pressed", side = side));
    }
    if view.arbiter.unentered_press != Some(side) {
        return (None, t!(lang, "ask-empty-press-has-move", side = side));
    }
    let what = t!(
        lang,
        "ask-empty-press",
        side = side,
        other = !side,
        minutes = minutes(view)
    );
    let words = format!("{what} {}", count_words(view, side, lang));
    (Some(Input::IllegalPress(side)), words)
}

/// "Take back the press" of `side`: a stray press undone without a
/// penalty, the turn back to `side`.
pub fn stray_press(view: &View, side: Color) -> Asked {
    let lang = view.lang;
    if view.arbiter.undoable_press != Some(side) {
        return (None, t!(lang, "ask-not-just-pressed", side = side));
    }
    let mut words = t!(lang, "ask-stray-press", side = side);
    if view.arbiter.unentered_press != Some(side) && view.lag == 0 {
        words = format!(
            "{words} {}",
            t!(lang, "ask-stray-press-entered", side = side)
        );
    }
    (Some(Input::UndoPress(side)), words)
}

/// The scoresheet's last move taken off it (a wrong entry): which move,
/// that the presses stay, and that "undo" puts it back.
pub fn take_back(view: &View) -> Asked {
    let lang = view.lang;
    match &view.last_written {
        Some((side, san)) => (
            Some(Input::TakeBack),
            t!(lang, "ask-take-back", side = *side, san = san.as_str()),
        ),
        None => (None, t!(lang, "not-now-nothing-to-take-back")),
    }
}

/// A claim by the side to move, resting on `intended` when written: what a
/// wrong claim costs, and that an intended move is written first.
pub fn claim(view: &View, claim: Claim, intended: &str) -> Asked {
    let lang = view.lang;
    let Some(side) = view.to_move else {
        return (None, t!(lang, "ask-no-claimant"));
    };
    let article = match claim {
        Claim::Threefold => "9.2",
        Claim::FiftyMoves => "9.3",
    };
    let (other, minutes, what) = (!side, minutes(view), claim.say(lang));
    let words = if intended.is_empty() {
        t!(
            lang,
            "ask-claim",
            side = side,
            other = other,
            minutes = minutes,
            claim = what,
            article = article
        )
    } else {
        t!(
            lang,
            "ask-claim-intended",
            side = side,
            other = other,
            minutes = minutes,
            claim = what,
            article = article,
            intended = intended
        )
    };
    let input = Input::Claim {
        claim,
        intended: (!intended.is_empty()).then(|| intended.to_owned()),
    };
    (Some(input), words)
}
