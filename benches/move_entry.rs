//! Replaying 1,000 full games through move entry: parse, validate, SAN,
//! game-end and dead-position checks, per move.
//!
//! The games are random legal games from a fixed seed, played until the
//! scoresheet ends them (mate, stalemate, dead position, fivefold, 75 moves).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pendule::rules::{Notation, Scoresheet};
use shakmaty::Position;

const GAMES: usize = 1000;

/// xorshift64*: a fixed seed gives the same games on every machine.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// The SAN of each game's moves, as a player would type them.
fn random_games() -> Vec<Vec<String>> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    (0..GAMES)
        .map(|_| {
            let mut sheet = Scoresheet::new();
            while sheet.end().is_none() {
                let moves = sheet.position().legal_moves();
                let m = moves[rng.below(moves.len())];
                sheet.play_move(m).expect("a legal move");
            }
            sheet.written(Notation::English)
        })
        .collect()
}

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
    let games = random_games();
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
