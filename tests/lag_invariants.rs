//! The game ends in the order the moves were made, whatever the order they
//! were entered in: random games, pressed at random moments and entered
//! with random lags behind their presses, end exactly as the same games
//! entered move by move (mate, stalemate, dead position, fivefold, 75
//! moves, and flags ruled by 6.9): the same result, the same moves, the
//! same presses and the same clocks at the end.

use std::collections::HashMap;
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Game, GameResult, GameSetup, Input, Output, PressRecord};
use pendule::rules::fen::to_fen;
use pendule::rules::timeout::Verdict;
use pendule::rules::{Notation, Scoresheet, decide};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use shakmaty::uci::UciMove;
use shakmaty::{ByColor, CastlingMode, Color, Position};

/// Start positions where games end soon and in every way: a rook ending
/// near the 75-move rule, a capture to a dead position, a queen that mates
/// or stalemates, knights and rooks, a pawn ending.
const STARTS: [&str; 6] = [
    "8/8/8/4k3/8/8/8/R3K3 w - - 140 80",
    "k7/8/8/8/8/8/1n6/K1N5 w - - 0 1",
    "7k/5Q2/8/8/8/8/8/6K1 w - - 0 1",
    "8/8/8/8/8/2N5/r7/k1K5 w - - 0 1",
    "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1",
    "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
];

const CONTROLS: [&str; 5] = ["40", "20+2", "25d3", "30b5", "5/20:20"];

/// A random game from a start: each choice picks a legal move, or takes
/// back the mover's previous move when `shuffle` says so (repetitions).
fn game_moves(fen: &str, choices: &[(u8, u16)], shuffle: u8) -> Vec<String> {
    let mut sheet = Scoresheet::from_fen(fen).unwrap();
    let mut sans = Vec::new();
    let mut own_last: ByColor<Option<shakmaty::Move>> = ByColor::default();
    for &(dice, pick) in choices {
        if sheet.end().is_some() {
            break;
        }
        let pos = sheet.position().clone();
        let mut legal: Vec<shakmaty::Move> = pos.legal_moves().into_iter().collect();
        legal.sort_by_key(|m| m.to_uci(CastlingMode::Standard).to_string());
        let back = own_last.get(pos.turn()).and_then(|m| {
            let (from, to) = (m.from()?, m.to());
            let uci: UciMove = format!("{to}{from}").parse().ok()?;
            uci.to_move(&pos).ok()
        });
        let m = match back {
            Some(back) if dice % 4 < shuffle => back,
            _ => legal[usize::from(pick) % legal.len()],
        };
        *own_last.get_mut(pos.turn()) = Some(m);
        let played = sheet.play_move(m).unwrap();
        sans.push(played.san.to_string());
    }
    sans
}

/// What must not depend on the lag.
#[derive(Debug, PartialEq)]
struct End {
    result: Option<(GameResult, bool)>,
    moves: Vec<String>,
    presses: ByColor<Vec<PressRecord>>,
    final_times: Option<ByColor<Duration>>,
    final_spent: Option<Duration>,
}

/// Verdicts by position and flag, so that both runs get the same one even
/// when a search runs out of time.
type Verdicts = HashMap<(String, Color), Verdict>;

struct Run<'a> {
    game: Game,
    now: Moment,
    verdicts: &'a mut Verdicts,
}

impl Run<'_> {
    fn input(&mut self, input: Input) -> bool {
        let accepted = self.game.handle(input, self.now).is_ok();
        while let Some(output) = self.game.poll_output() {
            if let Output::Decide { position, flagged } = output {
                let key = (to_fen(&position), flagged);
                let verdict = self
                    .verdicts
                    .entry(key)
                    .or_insert_with(|| {
                        decide(
                            &position,
                            flagged,
                            Duration::from_secs(5),
                            Notation::English,
                        )
                    })
                    .clone();
                self.game.handle(Input::Verdict(verdict), self.now).unwrap();
            }
        }
        accepted
    }

    fn running(&self) -> bool {
        self.game.result().is_none() && !self.game.is_deciding()
    }
}

/// Plays `sans`, each press `thinks[i]` after the previous one, and enters
/// move `i` just before press `slots[i]` (`slots[i] == i`: no lag), or after
/// the last press when that press never comes.
fn play(
    fen: &str,
    control: &str,
    sans: &[String],
    thinks: &[Duration],
    slots: &[usize],
    verdicts: &mut Verdicts,
) -> End {
    let control: pendule::clock::TimeControl = control.parse().unwrap();
    let setup = GameSetup {
        white: control.clone(),
        black: control,
        fen: Some(fen.to_owned()),
        ..GameSetup::default()
    };
    let mut run = Run {
        game: Game::new(setup).unwrap(),
        now: Moment::ZERO,
        verdicts,
    };
    let starter = !run.game.first_mover();
    let started = run.game.handle(Input::Press(starter), run.now);
    assert_eq!(started, Ok(()), "{fen}");
    let mut entered = 0;
    for (k, think) in thinks.iter().enumerate().take(sans.len()) {
        run.now = run.now + *think;
        run.input(Input::Tick);
        while run.running() && entered < sans.len() && slots[entered] <= k {
            assert!(
                run.input(Input::Move(sans[entered].clone())),
                "{}",
                sans[entered]
            );
            entered += 1;
        }
        if !run.running() {
            break;
        }
        let mover = run.game.clock().turn().unwrap();
        assert!(run.input(Input::Press(mover)));
    }
    // Long after: a flag for the side on move, then every move still to
    // enter that the game takes.
    run.now = run.now + Duration::from_secs(1000);
    run.input(Input::Tick);
    while entered < sans.len() && run.input(Input::Move(sans[entered].clone())) {
        entered += 1;
    }
    let game = &run.game;
    End {
        result: game.result().map(|r| (r.clone(), game.is_deciding())),
        moves: game
            .scoresheet()
            .written(Notation::English)
            .into_iter()
            .collect(),
        presses: ByColor::new_with(|c| game.presses(c).to_vec()),
        final_times: game.final_times(),
        final_spent: game.final_spent(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn the_end_never_depends_on_the_lag(
        start in 0..STARTS.len(),
        control in 0..CONTROLS.len(),
        shuffle in 0u8..4,
        choices in prop::collection::vec((any::<u8>(), any::<u16>()), 1..48),
        thinks in prop::collection::vec(100u64..6_000, 48),
        lags in prop::collection::vec(0usize..6, 48),
    ) {
        let fen = STARTS[start];
        let sans = game_moves(fen, &choices, shuffle);
        let thinks: Vec<Duration> = thinks.into_iter().map(Duration::from_millis).collect();
        // Entries in order, each at or after its own press.
        let mut slots = Vec::new();
        for (i, lag) in lags.iter().enumerate().take(sans.len()) {
            let earliest = slots.last().copied().unwrap_or(0);
            slots.push((i + lag).max(earliest));
        }
        let in_step: Vec<usize> = (0..sans.len()).collect();
        let mut verdicts = Verdicts::new();
        let control = CONTROLS[control];
        let expected = play(fen, control, &sans, &thinks, &in_step, &mut verdicts);
        let lagged = play(fen, control, &sans, &thinks, &slots, &mut verdicts);
        prop_assert!(expected.result.is_some(), "{expected:?}");
        prop_assert_eq!(lagged, expected);
    }
}

#[test]
fn the_generator_reaches_every_kind_of_end() {
    // The property above is only worth its cases if they end in every way.
    use pendule::rules::GameEnd;
    let mut seen = Vec::new();
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = (
        0..STARTS.len(),
        0u8..4,
        prop::collection::vec((any::<u8>(), any::<u16>()), 1..48),
    );
    for _ in 0..400 {
        let (start, shuffle, choices) = strategy.new_tree(&mut runner).unwrap().current();
        let sans = game_moves(STARTS[start], &choices, shuffle);
        let mut sheet = Scoresheet::from_fen(STARTS[start]).unwrap();
        for san in &sans {
            sheet.play(san).unwrap();
        }
        let kind = match sheet.end() {
            Some(GameEnd::Checkmate { .. }) => "mate",
            Some(GameEnd::Stalemate) => "stalemate",
            Some(GameEnd::DeadPosition) => "dead",
            Some(GameEnd::FivefoldRepetition) => "fivefold",
            Some(GameEnd::SeventyFiveMoves) => "75 moves",
            None => "none",
        };
        if !seen.contains(&kind) {
            seen.push(kind);
        }
    }
    seen.sort_unstable();
    assert_eq!(
        seen,
        ["75 moves", "dead", "fivefold", "mate", "none", "stalemate"]
    );
}
