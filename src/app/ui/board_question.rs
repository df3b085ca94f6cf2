//! The question asked over the board before a tap that ends the game (a
//! draw accepted, a resignation, an e-board's proposal) or calls the
//! arbiter goes through: its words and its keys, each named for the player
//! it acts for and drawn in that player's colour.

use shakmaty::Color;
use slint::{ComponentHandle, ModelRc, VecModel};

use super::board_entry::Question;
use super::{Answer, AppWindow, BoardAdapter};
use crate::app::View;
use crate::words::{Language, t};

/// A player as the screens name them: the name, else the side.
pub fn player(view: &View, side: Color) -> String {
    let name = view.tag(match side {
        Color::White => "White",
        Color::Black => "Black",
    });
    if name.is_empty() {
        t!(view.lang, "side-start", side = side)
    } else {
        name.to_owned()
    }
}

/// Asks `question` over the board (`None`: nothing asked).
pub fn show_question(app: &AppWindow, question: Option<(Question, &View)>) {
    let adapter = app.global::<BoardAdapter>();
    let (asking, answers) = match question {
        None => (String::new(), Vec::new()),
        Some((question, view)) => words(question, view),
    };
    adapter.set_asking(asking.into());
    adapter.set_answers(ModelRc::new(VecModel::from(answers)));
}

/// A key of the question: its label, the word it answers, and the colour
/// of the side it acts for (0 plain, 1 White's, 2 Black's).
fn answer(label: String, word: &str, side: i32) -> Answer {
    Answer {
        label: label.into(),
        word: word.into(),
        side,
    }
}

/// The colour code of `side`'s keys.
fn colour(side: Color) -> i32 {
    match side {
        Color::White => 1,
        Color::Black => 2,
    }
}

/// What `question` asks, and its keys ("cancel" first).
pub fn words(question: Question, view: &View) -> (String, Vec<Answer>) {
    let lang = view.lang;
    let cancel = answer(t!(lang, "answer-cancel"), "cancel", 0);
    // Each player's own key, in the player's colour and name.
    let both = |label: fn(Language, &str) -> String, word: &str| {
        let mut keys = vec![cancel.clone()];
        for side in [Color::White, Color::Black] {
            let label = label(lang, &player(view, side));
            let word = match side {
                Color::White => format!("{word}-white"),
                Color::Black => format!("{word}-black"),
            };
            keys.push(answer(label, &word, colour(side)));
        }
        keys
    };
    match question {
        Question::OfferDraw => (
            t!(lang, "offer-draw-asking"),
            both(|lang, name| t!(lang, "answer-offers", name = name), "offer"),
        ),
        Question::AcceptDraw => match view.offer {
            Some(by) => {
                let asking = t!(lang, "accept-draw-asking", side = by, other = !by);
                let accept = t!(lang, "answer-accept-draw");
                (asking, vec![cancel, answer(accept, "accept", 0)])
            }
            None => (t!(lang, "no-draw-offer"), vec![cancel]),
        },
        Question::Resign(side) => {
            let name = player(view, side);
            let asking = t!(lang, "resign-asking", name = name.as_str(), side = side);
            let resigns = t!(lang, "answer-resigns", name = name.as_str());
            (
                asking,
                vec![cancel, answer(resigns, "resign", colour(side))],
            )
        }
        Question::Proposal(magic) => proposal(magic, view, cancel),
        Question::CallArbiter { hall: true } => (
            t!(lang, "call-asking"),
            both(|lang, name| t!(lang, "answer-calls", name = name), "call"),
        ),
        // No console would see the call: said, and nothing sent.
        Question::CallArbiter { hall: false } => {
            let close = answer(t!(lang, "answer-close"), "cancel", 0);
            (t!(lang, "call-no-hall"), vec![close])
        }
    }
}

/// A magic piece's proposal: the player it has resign (or White, for a
/// draw) agrees.
fn proposal(magic: crate::eboard::Magic, view: &View, cancel: Answer) -> (String, Vec<Answer>) {
    use crate::eboard::Magic;
    let lang = view.lang;
    let (agree, key) = match magic {
        Magic::WhiteWins => (Color::Black, colour(Color::Black)),
        Magic::BlackWins => (Color::White, colour(Color::White)),
        Magic::Draw => (Color::White, 0),
    };
    let name = player(view, agree);
    let (asking, word) = match magic {
        Magic::Draw => (
            t!(lang, "eboard-proposal-draw"),
            t!(lang, "answer-draw-agreed"),
        ),
        _ => (
            t!(
                lang,
                "eboard-proposal-loss",
                name = name.as_str(),
                side = agree
            ),
            t!(lang, "answer-resigns", name = name.as_str()),
        ),
    };
    (asking, vec![cancel, answer(word, "agree", key)])
}
