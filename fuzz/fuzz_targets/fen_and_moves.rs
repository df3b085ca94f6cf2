//! FEN and move input, as a player or a file could hand them over: the first
//! line is a FEN (the standard start if it does not read), every further
//! line a move typed in English or French, or a claim. Nothing may panic,
//! and a refused move must leave the scoresheet unchanged.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::rules::{Claim, Letters, Notation, Scoresheet};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut lines = text.lines();
    let fen = lines.next().unwrap_or("");
    let mut sheet = Scoresheet::from_fen(fen).unwrap_or_default();
    for (i, line) in lines.take(64).enumerate() {
        sheet.set_letters(if i % 2 == 0 { Letters::English } else { Letters::French });
        if let Some(intended) = line.strip_prefix("claim ") {
            let _ = sheet.claim(Claim::Threefold, Some(intended));
            let _ = sheet.claim(Claim::FiftyMoves, None);
            continue;
        }
        let before = (sheet.position().clone(), sheet.moves().len());
        match sheet.play(line) {
            Ok(_) => {}
            Err(e) => {
                let _ = e.to_string();
                assert!((sheet.position().clone(), sheet.moves().len()) == before);
            }
        }
    }
    for notation in [Notation::English, Notation::French, Notation::Figurine] {
        let _ = sheet.written(notation);
    }
});
