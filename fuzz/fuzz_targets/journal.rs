//! Journals as the device writes them, then damaged as a card or a stick
//! damages them (a record long after the game, a moment no game reaches, a
//! line twice or gone, a flipped byte, a cut, a record of another game):
//! the restore is never a panic, and the restored game is the replay of a
//! prefix of the records written, never decided by one it did not keep.
//! The game and the damage come from the fuzzer's bytes, so that it
//! explores games and damage rather than bytes no journal holds.

#![no_main]

#[path = "../../tests/harness/journal_games.rs"]
mod journal_games;

use journal_games::{Damage, check_restore, damaged, lines, write_game};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

/// A game's time a side (s), the thinks (tenths of a second) and the
/// damage.
fn case(u: &mut Unstructured) -> Result<(u64, Vec<u64>, Damage)> {
    let secs = u.int_in_range(20..=400)?;
    let count = u.int_in_range(1..=40)?;
    let thinks = (0..count)
        .map(|_| u.int_in_range(1..=300))
        .collect::<Result<_>>()?;
    let late = |u: &mut Unstructured| u.int_in_range(61..=1_000_000);
    let damage = match u.int_in_range(0..=8)? {
        0 => Damage::None,
        1 => Damage::LateCheckpoint(late(u)?),
        2 => Damage::LateInput(late(u)?),
        3 => Damage::Twice(u.arbitrary()?),
        4 => Damage::Gone(u.arbitrary()?),
        5 => Damage::Flip(u.arbitrary()?, u.arbitrary()?),
        6 => Damage::Cut(u.arbitrary()?),
        7 => Damage::NoSuchMoment,
        _ => Damage::Foreign(u.int_in_range(1..=59)?, u.arbitrary()?, u.arbitrary()?),
    };
    Ok((secs, thinks, damage))
}

fuzz_target!(|data: &[u8]| {
    let Ok((secs, thinks, damage)) = case(&mut Unstructured::new(data)) else {
        return;
    };
    // In memory (these are fsynced lines), one directory per process.
    let dir = std::path::Path::new("/dev/shm").join(format!("pendule-fuzz-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("journal.jsonl");
    let (written, end) = write_game(&path, secs, &thinks);
    let bytes = damaged(lines(&path), &damage, written.len(), end);
    std::fs::write(&path, &bytes).unwrap();
    if let Err(broken) = check_restore(&path, secs, (&written, end), &damage) {
        panic!("{broken}");
    }
});
