//! `pendule simulate` scripts: the reader and the game they drive. Never a
//! panic; an error names its line.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::simulate::{parse_script, simulate};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(instructions) = parse_script(text) else { return };
    let lines = text.lines().count();
    match simulate(&instructions) {
        Ok(pgn) => assert!(pgn.ends_with('\n')),
        Err(e) => assert!(e.line <= lines, "{e}"),
    }
});
