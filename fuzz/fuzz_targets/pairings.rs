//! Pairings files as a stick may hold them (any bytes: UTF-8, UTF-16,
//! Windows-1252): never a panic, an error names a line of the file, every
//! name kept is text of bounded length, and the board of each game is found.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::day::Pairings;
use pendule::day::pairings::text::decode;
use pendule::pgn::MAX_TAG_CHARS;

fuzz_target!(|data: &[u8]| {
    let lines = decode(data).lines().count().max(1) as u64;
    match Pairings::read(data) {
        Ok(pairings) => {
            for round in pairings.rounds() {
                assert!(round > 0);
            }
            for game in pairings.games() {
                for name in [&game.white, &game.black] {
                    assert!(name.chars().count() <= MAX_TAG_CHARS, "{name:?}");
                    assert!(!name.chars().any(char::is_control), "{name:?}");
                }
                assert!(pairings.find(game.round, game.board).is_some());
            }
        }
        Err(e) => {
            let line = match e {
                pendule::day::PairingError::Unreadable { line, .. }
                | pendule::day::PairingError::TooFewColumns { line, .. }
                | pendule::day::PairingError::NotANumber { line, .. }
                | pendule::day::PairingError::BadFideId { line, .. }
                | pendule::day::PairingError::Twice { line, .. }
                | pendule::day::PairingError::NameTooLong { line, .. } => line,
                pendule::day::PairingError::Empty => 1,
            };
            assert!((1..=lines + 1).contains(&line), "{e} of {lines} lines");
        }
    }
});
