//! The game-end screen's controller: the ruling in one line with its
//! article, the final clocks and the flag, the proof on demand, and both
//! players' signatures (Art. 8.7).

use shakmaty::Color;
use slint::ComponentHandle;

use super::{AppWindow, ResultAdapter};
use crate::app::View;
use crate::clock::{DEFAULT_TENTHS_BELOW, clock_face};
use crate::words::t;

/// The ruling in one line and the proof apart: a helpmate line is the
/// proof, shown on demand; what is left reads as one sentence.
pub fn ruling_and_proof(reason: &str) -> (String, String) {
    // The 6.9 wording puts the line after "checkmate: " (English) or
    // "mater : " (French) and before the article.
    for (marker, article) in [("checkmate: ", " (Art."), ("mater : ", " (art.")] {
        if let Some(at) = reason.find(marker)
            && let Some(end) = reason[at..].rfind(article)
        {
            let start = at + marker.trim_end_matches([':', ' ']).len();
            let line = reason[at + marker.len()..at + end].trim().to_owned();
            let ruling = format!("{}{}", &reason[..start], &reason[at + end..]);
            return (ruling, line);
        }
    }
    (reason.to_owned(), String::new())
}

/// Shows the result of `view` (nothing while the game is on).
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<ResultAdapter>();
    let Some(result) = &view.result else {
        adapter.set_result("".into());
        adapter.set_reason("".into());
        adapter.set_proof("".into());
        adapter.set_proof_shown(false);
        adapter.set_proof_step(0);
        adapter.set_white_confirmed(false);
        adapter.set_black_confirmed(false);
        adapter.set_problem("".into());
        return;
    };
    adapter.set_result(result.outcome.as_str().into());
    let (mut ruling, proof) = ruling_and_proof(&result.reason);
    if let Some(replaced) = &result.replaced {
        let was = replaced.outcome.as_str();
        ruling = t!(view.lang, "ruling-replaces", ruling = ruling, was = was);
    }
    if result.needs_arbiter {
        ruling = t!(view.lang, "ruling-not-proved", ruling = ruling);
    }
    adapter.set_reason(ruling.into());
    adapter.set_proof(proof.into());
    let step = usize::try_from(adapter.get_proof_step()).unwrap_or(0);
    show_proof(app, view, step);
    adapter.set_needs_arbiter(result.needs_arbiter);
    let time = |c| clock_face(view.remaining_at(c, view.taken), DEFAULT_TENTHS_BELOW);
    adapter.set_white_time(time(Color::White).into());
    adapter.set_black_time(time(Color::Black).into());
    adapter.set_white_flag(view.sides.white.first_flag);
    adapter.set_black_flag(view.sides.black.first_flag);
    let name = |tag: &str, color| {
        let name = view.tag(tag);
        if name.is_empty() {
            t!(view.lang, "side-start", side = color)
        } else {
            name.to_owned()
        }
    };
    adapter.set_white_name(name("White", Color::White).into());
    adapter.set_black_name(name("Black", Color::Black).into());
    let signed = |c: Color| {
        view.confirmations
            .get(c)
            .map(hour_minute)
            .unwrap_or_default()
    };
    adapter.set_white_confirmed(view.confirmations.white.is_some());
    adapter.set_black_confirmed(view.confirmations.black.is_some());
    adapter.set_white_signed_at(signed(Color::White).into());
    adapter.set_black_signed_at(signed(Color::Black).into());
}

/// How many moves of the proof are written beside its board from the
/// current one: the rest follows with ▶ (a 60-move line fits no panel).
const PROOF_WINDOW: usize = 16;

/// The proof's board after `step` of its moves from the game's final
/// position (clamped to the line), the move just made in words, and the
/// moves that follow.
pub fn show_proof(app: &AppWindow, view: &View, step: usize) {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Position};
    let adapter = app.global::<ResultAdapter>();
    let proof = view.result.as_ref().map_or(&[][..], |r| &r.proof[..]);
    // The whole line replayed once: each move numbered as a scoresheet
    // writes it, and the position and last move after `step` of them.
    let mut pos: Chess = view.position.clone();
    let mut written = Vec::new();
    let mut at_step = (pos.clone(), None);
    for text in proof {
        let Some(m) = text
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
        else {
            break;
        };
        let (number, turn) = (pos.fullmoves().get(), pos.turn());
        let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m);
        let san = crate::rules::Notation::English.write(&san);
        written.push(match turn {
            Color::White => format!("{number}.{san}"),
            Color::Black => format!("{number}...{san}"),
        });
        if written.len() == step {
            at_step = (pos.clone(), m.from().map(|from| (from, m.to())));
        }
    }
    let total = written.len();
    let shown = step.min(total);
    let (pos, last) = if shown == 0 {
        (view.position.clone(), None)
    } else {
        at_step
    };
    let check = pos
        .is_check()
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    let marks = super::board_screen::Marks {
        last,
        check,
        ..Default::default()
    };
    let squares = super::board_screen::squares(&pos, &marks, Color::White);
    adapter.set_proof_squares(slint::ModelRc::new(slint::VecModel::from(squares)));
    adapter.set_proof_step(shown as i32);
    adapter.set_proof_steps(total as i32);
    let move_words = if shown == 0 {
        t!(view.lang, "proof-final", total = total)
    } else {
        t!(
            view.lang,
            "proof-step",
            shown = shown,
            total = total,
            said = &written[shown - 1]
        )
    };
    adapter.set_proof_move(move_words.into());
    // As a scoresheet writes a line: Black's number only where it opens it.
    let next = &written[shown..total.min(shown + PROOF_WINDOW)];
    let mut line = next
        .iter()
        .enumerate()
        .map(|(i, m)| match m.split_once("...") {
            Some((_, san)) if i > 0 => san,
            _ => m.as_str(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    if shown + PROOF_WINDOW < total {
        line.push_str(" …");
    }
    if total > 0 {
        adapter.set_proof(line.into());
    }
}

/// `14:32` UTC from seconds since 1970: a signature's time, to the minute.
fn hour_minute(utc: u64) -> String {
    let mut time = crate::store::utc_time(utc);
    time.truncate(5);
    time
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_helpmate_line_is_the_proof_apart() {
        let (ruling, proof) = ruling_and_proof(
            "White's flag fell and Black could still checkmate: 1...Qh4 2.g4 Qe1# (Art. 6.9)",
        );
        assert_eq!(
            ruling,
            "White's flag fell and Black could still checkmate (Art. 6.9)"
        );
        assert_eq!(proof, "1...Qh4 2.g4 Qe1#");
        let (ruling, proof) = ruling_and_proof(
            "Le drapeau des Blancs est tombé et les Noirs pourraient encore mater : 1...Dh4 (art. 6.9)",
        );
        assert_eq!(
            ruling,
            "Le drapeau des Blancs est tombé et les Noirs pourraient encore mater (art. 6.9)"
        );
        assert_eq!(proof, "1...Dh4");
        let plain = "Black resigns (Art. 5.1.2)";
        assert_eq!(ruling_and_proof(plain), (plain.to_owned(), String::new()));
    }
}
