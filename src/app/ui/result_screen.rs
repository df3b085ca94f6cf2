//! The game-end screen's controller: the ruling in one line with its
//! article, the final clocks and the flag, the proof on demand, and both
//! players' signatures (Art. 8.7).

use shakmaty::{Color, Square};
use slint::ComponentHandle;

use super::{AppWindow, ResultAdapter};
use crate::app::View;
use crate::clock::{DEFAULT_TENTHS_BELOW, clock_face};
use crate::game::Reason;
use crate::rules::timeout;
use crate::words::Language;
use crate::words::Say;
use crate::words::t;

/// The ruling in one line and the proof apart: a helpmate line is the
/// proof, shown on demand; what is left reads as one sentence. The line is
/// known from the ruling's data, so this holds in every language.
pub fn ruling_and_proof(reason: &Reason, lang: Language) -> (String, String) {
    let said = reason.say(lang);
    let line = match reason.verdict().map(|v| &v.reason) {
        Some(timeout::Reason::OpponentCanMate { line, .. }) if !line.is_empty() => line,
        _ => return (said, String::new()),
    };
    match said.find(line.as_str()) {
        Some(at) => {
            let head = said[..at].trim_end_matches([' ', ':']);
            let ruling = format!("{head}{}", &said[at + line.len()..]);
            (ruling, line.clone())
        }
        None => (said, String::new()),
    }
}

/// Shows the result of `view` (nothing while the game is on).
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<ResultAdapter>();
    let Some(result) = &view.result else {
        adapter.set_result("".into());
        adapter.set_reason("".into());
        adapter.set_proof("".into());
        adapter.set_proving(false);
        adapter.set_proof_shown(false);
        adapter.set_has_proof(false);
        adapter.set_proof_step(0);
        adapter.set_white_confirmed(false);
        adapter.set_black_confirmed(false);
        adapter.set_problem("".into());
        adapter.set_storage("".into());
        super::home_code::show(app, view);
        return;
    };
    // The screen that comes by itself after a flag says what the clock's
    // banner says: a result not archived is not safe yet.
    adapter.set_storage(view.storage.clone().unwrap_or_default().into());
    // As the arbiter's keys write it (½-½); PGN's 1/2-1/2 is for files.
    adapter.set_result(super::arbiter_log::shown_result(result).into());
    adapter.set_has_proof(!result.proof.is_empty());
    let (mut ruling, proof) = ruling_and_proof(&result.reason, view.lang);
    if let Some(replaced) = &result.replaced {
        let was = super::arbiter_log::shown_result(replaced);
        ruling = t!(view.lang, "ruling-replaces", ruling = ruling, was = was);
    }
    if result.needs_arbiter {
        ruling = t!(view.lang, "ruling-not-proved", ruling = ruling);
    }
    adapter.set_reason(ruling.into());
    adapter.set_proof(proof.into());
    // The ruling's first line (CHA-Solver's, often dozens of moves) is
    // never offered: the short one replaces it within the search budget.
    adapter.set_proving(view.proving);
    if view.proving {
        adapter.set_proof_shown(false);
    }
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
    let (white, black) = (name("White", Color::White), name("Black", Color::Black));
    // Each signs at their own key, which names them by surname.
    adapter.set_white_signer(super::names::surname(&white).into());
    adapter.set_black_signer(super::names::surname(&black).into());
    adapter.set_white_name(white.into());
    adapter.set_black_name(black.into());
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
    super::home_code::show(app, view);
}

/// How many moves of the proof are written beside its board from the
/// current one: the rest follows with ▶ (a 60-move line fits no panel).
const PROOF_WINDOW: usize = 16;

/// The proof's board after `step` of its moves from the game's final
/// position (clamped to the line), the move just made in words, and the
/// moves that follow.
pub fn show_proof(app: &AppWindow, view: &View, step: usize) {
    let adapter = app.global::<ResultAdapter>();
    let proof = view.result.as_ref().map_or(&[][..], |r| &r.proof[..]);
    let (written, at_step) = replay_proof(view, proof, step);
    let total = written.len();
    let shown = step.min(total);
    let (pos, last) = if shown == 0 {
        (view.position.clone(), None)
    } else {
        at_step
    };
    adapter.set_proof_squares(proof_board(&pos, last));
    adapter.set_proof_step(shown as i32);
    adapter.set_proof_steps(total as i32);
    adapter.set_proof_move(proof_move_words(view.lang, &written, shown).into());
    if total > 0 {
        adapter.set_proof(proof_ahead(&written, shown).into());
    }
}

/// A position of the proof and the move that led to it (none at its start).
type ProofStep = (shakmaty::Chess, Option<(Square, Square)>);

/// The whole line replayed once: each move numbered as a scoresheet
/// writes it, and the position and last move after `step` of them. A move
/// that does not parse or play ends the line there.
fn replay_proof(view: &View, proof: &[String], step: usize) -> (Vec<String>, ProofStep) {
    use shakmaty::Position;
    use shakmaty::uci::UciMove;
    let mut pos = view.position.clone();
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
        let san = crate::rules::san::play_san(&mut pos, m);
        // In the letters of the ruling beside it (#26).
        let san = view.lang.notation().write(&san);
        written.push(match turn {
            Color::White => format!("{number}.{san}"),
            Color::Black => format!("{number}...{san}"),
        });
        if written.len() == step {
            at_step = (pos.clone(), m.from().map(|from| (from, m.to())));
        }
    }
    (written, at_step)
}

/// The proof's board as the clock draws a game's: the last move marked,
/// and the king in check (the mate at the end).
fn proof_board(
    pos: &shakmaty::Chess,
    last: Option<(Square, Square)>,
) -> slint::ModelRc<super::BoardSquare> {
    use shakmaty::Position;
    let check = pos
        .is_check()
        .then(|| pos.board().king_of(pos.turn()))
        .flatten();
    let marks = super::board_screen::Marks {
        last,
        check,
        ..Default::default()
    };
    let squares =
        super::board_screen::squares(pos, &marks, super::board_screen::Orientation::WhiteBottom);
    slint::ModelRc::new(slint::VecModel::from(squares))
}

/// Said in moves ("mate in 2"), the winner's: a ply and the one that
/// answers it are one move.
fn proof_move_words(lang: Language, written: &[String], shown: usize) -> String {
    let moves = crate::rules::Proof::length_in_moves(written.len());
    if shown == 0 {
        t!(lang, "proof-final", moves = moves)
    } else {
        t!(
            lang,
            "proof-step",
            at = shown.div_ceil(2),
            moves = moves,
            said = &written[shown - 1]
        )
    }
}

/// The next moves of the proof after the `shown` ones, as a scoresheet
/// writes a line: Black's number only where it opens it, and … where the
/// window ends before the line does.
fn proof_ahead(written: &[String], shown: usize) -> String {
    let total = written.len();
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
    line
}

/// `14:32` UTC from seconds since 1970: a signature's time, to the minute.
fn hour_minute(utc: u64) -> String {
    let mut time = crate::dates::utc_time(utc);
    time.truncate(5);
    time
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_helpmate_line_is_the_proof_apart_in_every_language() {
        use shakmaty::{Color, KnownOutcome};

        use crate::game::{Reason, Why};
        use crate::rules::timeout::Verdict;

        let verdict = Verdict {
            flagged: Color::White,
            result: KnownOutcome::Decisive {
                winner: Color::Black,
            },
            reason: timeout::Reason::OpponentCanMate {
                line: "1...Qh4 2.g4 Qe1#".into(),
                moves: Vec::new(),
            },
        };
        let reason = Reason::new(Why::Flag {
            verdict,
            before: None,
        });
        let (ruling, proof) = ruling_and_proof(&reason, Language::English);
        assert_eq!(
            ruling,
            "White's flag fell and Black could still checkmate (Art. 6.9)"
        );
        assert_eq!(proof, "1...Qh4 2.g4 Qe1#");
        for lang in Language::ALL {
            let (ruling, proof) = ruling_and_proof(&reason, lang);
            assert_eq!(proof, "1...Qh4 2.g4 Qe1#", "{lang}");
            assert!(
                !ruling.contains("Qh4") && ruling.contains("6.9"),
                "{ruling}"
            );
            assert!(
                !ruling.contains(" :  ") && !ruling.contains(": ("),
                "{ruling}"
            );
        }
        let plain = Reason::new(Why::Resigned {
            side: Color::Black,
            verdict: None,
        });
        assert_eq!(
            ruling_and_proof(&plain, Language::English),
            ("Black resigns (Art. 5.1.2)".to_owned(), String::new())
        );
    }
}
