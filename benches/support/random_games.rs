//! Random legal games from a fixed seed, played until the scoresheet ends
//! them (mate, stalemate, dead position, fivefold, 75 moves). Shared by the
//! benchmarks.

use pendule::rules::{Notation, Scoresheet};
use shakmaty::Position;

/// xorshift64*: a fixed seed gives the same games on every machine.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// The SAN of each game's moves, as a player would type them.
pub fn random_games(count: usize) -> Vec<Vec<String>> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    (0..count)
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
