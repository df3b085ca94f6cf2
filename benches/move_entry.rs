//! Replaying 1,000 full games through move entry: parse, validate, SAN,
//! game-end and dead-position checks, per move.
//!
//! The games are random legal games from a fixed seed, played until the
//! scoresheet ends them (mate, stalemate, dead position, fivefold, 75 moves).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pendule::rules::Scoresheet;

const GAMES: usize = 1000;

#[path = "support/random_games.rs"]
mod random_games;

use random_games::random_games;

fn replay(games: &[Vec<String>]) -> usize {
    let mut ended = 0;
    for game in games {
        let mut sheet = Scoresheet::new();
        for san in game {
            sheet.play(san).expect("the recorded move");
        }
        ended += usize::from(sheet.end().is_some());
    }
    ended
}

fn bench(c: &mut Criterion) {
    let games = random_games(GAMES);
    let moves: usize = games.iter().map(Vec::len).sum();
    assert_eq!(replay(&games), GAMES, "every game ends as recorded");
    eprintln!(
        "{GAMES} games, {moves} moves ({:.1} per game)",
        moves as f64 / GAMES as f64
    );
    let mut group = c.benchmark_group("move_entry");
    group.sample_size(10);
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("replay_1000_random_games", |b| {
        b.iter(|| replay(black_box(&games)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
