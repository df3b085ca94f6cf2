//! The proof after the ruling: a lost flag (or a second illegal move) is
//! ruled at once with CHA-Solver's line, and the edges are asked for a
//! shorter one, which replaces it when it comes. The journal holds both
//! inputs, the ruling then the proof, so a replay shows what was shown.

use super::error::GameError;
use super::io::Output;
use super::said::NotNow;
use super::state::Game;
use crate::rules::Proof;
use crate::rules::proof::mates;
use crate::rules::timeout::Reason;

impl Game {
    /// Asks the edges for a shorter proof of the result's ruling.
    pub(super) fn ask_proof(&mut self) {
        let verdict = self.result.as_mut().and_then(|r| r.reason.ruled_loss_mut());
        if let Some(verdict) = verdict.map(|v| v.clone()) {
            let position = Box::new(self.sheet.position().clone());
            self.emit(Output::Prove { position, verdict });
        }
    }

    /// The proof asked for by `Output::Prove`: it replaces the ruling's
    /// line, in the result's words and its moves.
    pub(super) fn proof_found(&mut self, proof: Proof) -> Result<(), GameError> {
        let position = self.sheet.position().clone();
        let result = self.result.as_mut().filter(|_| self.proving);
        let Some(result) = result else {
            return Err(GameError::NotNow(NotNow::NoProofAsked));
        };
        let Some(verdict) = result.reason.ruled_loss_mut() else {
            return Err(GameError::NotNow(NotNow::NoProofAsked));
        };
        if !mates(&position, &proof.moves, !verdict.flagged) {
            return Err(GameError::NotNow(NotNow::ProofDoesNotMate));
        }
        result.proof.clone_from(&proof.moves);
        verdict.reason = Reason::OpponentCanMate {
            line: proof.line,
            moves: proof.moves,
        };
        self.proving = false;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::Color::{Black, White};
    use shakmaty::KnownOutcome;

    use crate::clock::{Moment, TimeControl};
    use crate::game::error::GameError;
    use crate::game::io::{Input, Output};
    use crate::game::said::NotNow;
    use crate::game::setup::GameSetup;
    use crate::game::state::Game;
    use crate::rules::Proof;
    use crate::rules::{Notation, decide, prove};

    fn at(secs: u64) -> Moment {
        Moment::from_origin(Duration::from_secs(secs))
    }

    /// White's flag falls in `fen` (White to move) after ten seconds; the
    /// inputs, each ruling answered as the driver answers it, are returned
    /// with the game, and the proof kept back.
    fn flag(fen: &str) -> (Game, Vec<(Moment, Input)>, Option<Proof>) {
        let control: TimeControl = "10".parse().unwrap();
        let setup = GameSetup {
            white: control.clone(),
            black: control,
            fen: Some(fen.into()),
            ..GameSetup::default()
        };
        let mut game = Game::new(setup).unwrap();
        let mut inputs = vec![(at(0), Input::Press(Black)), (at(11), Input::Tick)];
        for (now, input) in &inputs {
            game.handle(input.clone(), *now).unwrap();
        }
        let mut proof = None;
        while let Some(output) = game.poll_output() {
            match output {
                Output::Decide { position, flagged } => {
                    let verdict = decide(
                        &position,
                        flagged,
                        Duration::from_secs(30),
                        Notation::English,
                    );
                    inputs.push((at(11), Input::Verdict(verdict.clone())));
                    game.handle(Input::Verdict(verdict), at(11)).unwrap();
                }
                Output::Prove { position, verdict } => {
                    proof = prove(
                        &position,
                        &verdict,
                        Duration::from_secs(30),
                        Notation::English,
                    );
                }
                _ => {}
            }
        }
        (game, inputs, proof)
    }

    /// A middlegame where CHA-Solver's line runs to 42 moves: 6.Nce2 …
    /// 47.g5 Nfd6#.
    const MIDDLEGAME: &str = "rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N1P3/PP3PPP/R2QKBNR w KQ - 1 6";

    #[test]
    fn the_ruling_comes_first_and_its_short_proof_after() {
        let (mut game, _, proof) = flag(MIDDLEGAME);
        // Ruled before any shorter line was searched: a loss with
        // CHA-Solver's line, and the proof awaited.
        let result = game.result().expect("ruled at once").clone();
        assert_eq!(result.outcome, KnownOutcome::Decisive { winner: Black });
        assert!(game.is_proving());
        let proof = proof.expect("asked for a shorter proof");
        assert!(proof.moves.len() < result.proof.len(), "{proof:?}");
        assert!(Proof::length_in_moves(proof.moves.len()) < 10, "{proof:?}");
        game.handle(Input::Proof(proof.clone()), at(12)).unwrap();
        assert!(!game.is_proving());
        let result = game.result().unwrap();
        assert_eq!(result.proof, proof.moves);
        let said = result.reason.verdict().map(|v| v.to_string()).unwrap();
        assert!(said.contains(&proof.line), "{said}");
        // Once shown, the proof stays.
        assert_eq!(
            game.handle(Input::Proof(proof), at(13)),
            Err(GameError::NotNow(NotNow::NoProofAsked))
        );
    }

    #[test]
    fn a_replay_shows_the_proof_that_was_shown() {
        let (mut game, mut inputs, proof) = flag(MIDDLEGAME);
        let proof = proof.unwrap();
        game.handle(Input::Proof(proof.clone()), at(12)).unwrap();
        inputs.push((at(12), Input::Proof(proof)));
        let mut replayed = Game::new(game.setup().clone()).unwrap();
        for (now, input) in &inputs[..inputs.len() - 1] {
            replayed.handle(input.clone(), *now).unwrap();
        }
        // Cut before the proof: restored, it is asked for again.
        assert!(replayed.is_proving());
        while replayed.poll_output().is_some() {}
        replayed.ask_again();
        assert!(
            std::iter::from_fn(|| replayed.poll_output())
                .any(|o| matches!(o, Output::Prove { .. }))
        );
        let (now, last) = inputs.last().unwrap().clone();
        replayed.handle(last, now).unwrap();
        assert_eq!(replayed.result(), game.result());
    }

    #[test]
    fn a_line_that_does_not_mate_is_refused() {
        let (mut game, _, proof) = flag(MIDDLEGAME);
        let mut proof = proof.unwrap();
        proof.moves.pop();
        assert_eq!(
            game.handle(Input::Proof(proof), at(12)),
            Err(GameError::NotNow(NotNow::ProofDoesNotMate))
        );
        assert!(game.is_proving());
    }

    #[test]
    fn a_draw_asks_for_no_proof() {
        // White flagged, Black has a bare king.
        let (game, _, proof) = flag("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(game.result().unwrap().outcome, KnownOutcome::Draw);
        assert!(!game.is_proving());
        assert_eq!(proof, None);
        let _ = White;
    }
}
