//! The scoresheet screen's controller.

use slint::{ComponentHandle, ModelRc, VecModel};

use super::{AppWindow, SheetAdapter, SheetLine};
use crate::app::View;
use crate::words::t;

/// The numbered lines of the moves, each followed by what the record says
/// after its moves (a claim and its penalty, an arbiter's correction, an
/// interruption), in the language shown (#30).
fn lines_with_notes(view: &View) -> Vec<(String, bool)> {
    use crate::words::Say;
    // A game that starts with Black has one ply on its first line.
    let black_first = view.move_pairs.first().is_some_and(|l| l.contains("..."));
    let line_of = |ply: usize| (ply + usize::from(black_first)).saturating_sub(1) / 2;
    let said = |ply_line: Option<usize>| {
        view.notes
            .iter()
            .filter(move |n| (n.ply > 0).then(|| line_of(n.ply)) == ply_line)
            .map(|n| (n.said.say(view.lang), true))
    };
    let mut lines: Vec<(String, bool)> = said(None).collect();
    for (i, pair) in view.move_pairs.iter().enumerate() {
        lines.push((pair.clone(), false));
        lines.extend(said(Some(i)));
    }
    // Notes after presses whose moves are not entered yet.
    let beyond = view.move_pairs.len();
    lines.extend(
        view.notes
            .iter()
            .filter(|n| n.ply > 0 && line_of(n.ply) >= beyond)
            .map(|n| (n.said.say(view.lang), true)),
    );
    lines
}

/// Shows the moves of `view` as numbered lines, with the record's notes.
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<SheetAdapter>();
    let lines: Vec<SheetLine> = lines_with_notes(view)
        .into_iter()
        .map(|(text, note)| SheetLine {
            text: text.into(),
            note,
        })
        .collect();
    adapter.set_lines(ModelRc::new(VecModel::from(lines)));
    // The sheet says whose game it is, where, and how it ended.
    let (white, black) = super::clock_screen::names(view);
    let mut heading = if white.is_empty() && black.is_empty() {
        t!(view.lang, "sheet-heading")
    } else {
        format!("{white} – {black}")
    };
    let round = view.tag("Round");
    if !round.is_empty() {
        let round = t!(view.lang, "heading-round", round = round);
        heading.push_str(&format!(" · {round}"));
    }
    if let Some(result) = &view.result {
        heading.push_str(&format!(" · {}", super::arbiter_log::shown_result(result)));
    }
    adapter.set_heading(heading.into());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::game::{Game, GameSetup, Input};
    use crate::rules::{Claim, Notation};
    use shakmaty::Color::{Black, White};

    #[test]
    fn a_rejected_claim_and_its_penalty_are_on_the_sheet_under_their_move() {
        let mut game = Game::new(GameSetup::default()).unwrap();
        game.handle(Input::Press(Black), Moment::ZERO).unwrap();
        for (i, m) in ["Nf3", "Nf6", "Ng1", "Ng8"].iter().enumerate() {
            game.handle(Input::Move((*m).into()), Moment::ZERO).unwrap();
            let side = if i % 2 == 0 { White } else { Black };
            game.handle(Input::Press(side), Moment::ZERO).unwrap();
        }
        let claim = Input::Claim {
            claim: Claim::Threefold,
            intended: None,
        };
        game.handle(claim, Moment::ZERO).unwrap();
        let view = View::of(&game, Moment::ZERO, Notation::English, None);
        let lines = lines_with_notes(&view);
        assert_eq!(lines[0], ("1. Nf3 Nf6".to_owned(), false));
        // The claim is a draw offer (Art. 9.1.2.3): "=" on the scoresheet.
        assert_eq!(lines[1], ("2. Ng1 Ng8(=)".to_owned(), false));
        assert!(
            lines[2].1
                && lines[2]
                    .0
                    .starts_with("White claims threefold repetition, incorrectly")
        );
        assert!(
            lines[2].0.ends_with("1 min added to Black (Art. 9.5.3)"),
            "{:?}",
            lines[2]
        );
        assert_eq!(
            lines[3],
            (
                "White's claim stands as a draw offer (=), which Black may accept (Art. 9.1.2.3)"
                    .to_owned(),
                true
            )
        );
    }
}
