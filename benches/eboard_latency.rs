//! From a DGT board's last field update to the move on the scoresheet.
//!
//! Criterion times the recogniser's part (a settled reading judged against
//! a middlegame position, and the bytes of a field update decoded). Then
//! whole moves are played on a board simulated on a pseudo-terminal,
//! through the port's thread, the app's board task and the real driver:
//! the time from writing a move's last field update to the view showing
//! the move, 300 plies of a random game, median and 99th percentile. The
//! settle time (a setting: 300 ms by default) is part of that figure, so it
//! is measured at the default and at the shortest (50 ms).
//!
//! `cargo bench --bench eboard_latency`

#[path = "../tests/harness/dgt.rs"]
mod dgt;
#[path = "../tests/harness/driver.rs"]
mod harness;
#[path = "support/random_games.rs"]
#[allow(dead_code)]
mod random_games;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use pendule::clock::Moment;
use pendule::eboard::protocol::update_bytes;
use pendule::eboard::settings::EntrySetting;
use pendule::eboard::{
    Content, Decoder, EboardSettings, Entry, Field, Orientation, Reading, Recogniser, Tuning,
};
use pendule::game::Input;
use random_games::Rng;
use shakmaty::{Board, Chess, Color, Move, Position};

const PLIES: usize = 300;

/// A middlegame: 20 plies of a seeded random game.
fn middlegame(rng: &mut Rng, plies: usize) -> Chess {
    let mut position = Chess::default();
    for _ in 0..plies {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position = position.play(moves[rng.below(moves.len())]).unwrap();
    }
    position
}

fn recogniser_part(c: &mut Criterion) {
    let mut rng = Rng(7);
    let position = middlegame(&mut rng, 20);
    let moves = position.legal_moves();
    let m = moves[rng.below(moves.len())];
    let after = position.clone().play(m).unwrap();
    let reading = Reading::from_board(after.board(), Orientation::Normal);
    let tuning = Tuning {
        entry: Entry::OnStable,
        ..Tuning::default()
    };
    c.bench_function("eboard: a settled reading judged (middlegame)", |b| {
        b.iter(|| {
            let mut recogniser = Recogniser::new(tuning);
            recogniser.dump(black_box(reading), Moment::ZERO);
            recogniser.judge(&position, 0, Moment::from_origin(Duration::from_secs(1)))
        })
    });
    let bytes = update_bytes(Field::new(28).unwrap(), Content::Empty);
    c.bench_function("eboard: a field update decoded", |b| {
        let mut decoder = Decoder::new();
        b.iter(|| decoder.push(black_box(&bytes)))
    });
}

/// The field updates of `m`: lifts, then puts.
fn actions(position: &Chess, m: Move) -> Vec<(shakmaty::Square, Content)> {
    let (before, after) = (position.board(), position.clone().play(m).unwrap());
    let after = after.board().clone();
    let mut out: Vec<_> = before
        .occupied()
        .into_iter()
        .filter(|&s| after.piece_at(s).is_none())
        .map(|s| (s, Content::Empty))
        .collect();
    out.extend(
        after
            .iter()
            .filter(|&(s, p)| before.piece_at(s) != Some(p))
            .map(|(s, p)| (s, Content::Piece(p))),
    );
    out
}

/// Latencies of `PLIES` moves played on the simulated board.
fn whole_moves(settle_ms: u64, entry: EntrySetting) -> Vec<Duration> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let path =
            std::env::temp_dir().join(format!("pendule-eboard-bench-{}", std::process::id()));
        let board = dgt::SimBoard::plug(&path, &Board::default(), Orientation::Normal);
        let mut rng = Rng(0x5eed);
        let mut latencies = Vec::new();
        while latencies.len() < PLIES {
            let mut run = harness::start("eboard-bench", "36000", None);
            let settings = EboardSettings {
                port: path.display().to_string(),
                settle_ms,
                entry,
                ..EboardSettings::default()
            };
            let link = pendule::app::eboard::start(&settings, run.view.clone(), run.events.clone());
            let mut position = Chess::default();
            for (square, content) in actions_to(&board.board(), position.board()) {
                board.set(square, content);
            }
            run.send(Input::Press(Color::Black)).await;
            while latencies.len() < PLIES {
                let moves = position.legal_moves();
                let over = run.view.borrow().result.is_some();
                if over
                    || moves.is_empty()
                    || position.is_insufficient_material()
                    || position.halfmoves() > 90
                {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                let after = position.clone().play(m).unwrap();
                for (square, content) in actions(&position, m) {
                    board.set(square, content);
                }
                let written = Instant::now();
                if entry == EntrySetting::Press {
                    run.send(Input::Press(position.turn())).await;
                }
                run.view_until(|v| v.position.board() == after.board())
                    .await;
                latencies.push(written.elapsed());
                if entry == EntrySetting::Stable {
                    run.send(Input::Press(position.turn())).await;
                }
                position = after;
            }
            drop(link);
            run.stop().await;
        }
        board.unplug();
        latencies.sort();
        latencies
    })
}

/// The updates that turn `from` into `to` (setting the board up again).
fn actions_to(from: &Board, to: &Board) -> Vec<(shakmaty::Square, Content)> {
    shakmaty::Square::ALL
        .into_iter()
        .filter(|&s| from.piece_at(s) != to.piece_at(s))
        .map(|s| (s, to.piece_at(s).map_or(Content::Empty, Content::Piece)))
        .collect()
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    recogniser_part(&mut c);
    c.final_summary();
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return;
    }
    for (settle, entry) in [
        (300, EntrySetting::Stable),
        (50, EntrySetting::Stable),
        (300, EntrySetting::Press),
    ] {
        let latencies = whole_moves(settle, entry);
        let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
        println!(
            "last field update to the move on the scoresheet, settle {settle} ms, entry {entry:?}: \
             median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} moves)",
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            latencies.last().unwrap().as_secs_f64() * 1e3,
            latencies.len()
        );
    }
}
