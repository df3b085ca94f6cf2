//! The restore's invariant over random clock-only games and random damage
//! to their journals: the restored game is the replay of a prefix of the
//! inputs written, its clocks and result are that prefix's, and it is
//! never charged past the last record written. The damage is what a card
//! or a stick gives: a record long after the game (a checkpoint or an
//! input), a line twice, a line gone, a flipped byte, a cut, a moment no
//! game reaches, a record of another game's journal a few seconds on.

#[path = "harness/journal_games.rs"]
mod journal_games;
#[path = "harness/journals.rs"]
mod journals;

use std::fs;

use journal_games::{Damage, check_restore, damaged, lines, write_game};
use journals::temp_dir;
use proptest::prelude::*;

fn damages() -> impl Strategy<Value = Damage> {
    prop_oneof![
        Just(Damage::None),
        (61u64..1_000_000).prop_map(Damage::LateCheckpoint),
        (61u64..1_000_000).prop_map(Damage::LateInput),
        any::<usize>().prop_map(Damage::Twice),
        any::<usize>().prop_map(Damage::Gone),
        (any::<usize>(), any::<usize>()).prop_map(|(l, b)| Damage::Flip(l, b)),
        any::<usize>().prop_map(Damage::Cut),
        Just(Damage::NoSuchMoment),
        (1u64..60, any::<u32>(), any::<bool>()).prop_map(|(s, c, i)| Damage::Foreign(s, c, i)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn a_restore_is_the_replay_of_a_prefix_and_never_charged_past_it(
        secs in 20u64..400,
        thinks in prop::collection::vec(1u64..300, 1..40),
        damage in damages(),
    ) {
        let dir = temp_dir("property");
        let path = dir.join("journal.jsonl");
        let (written, end) = write_game(&path, secs, &thinks);
        let bytes = damaged(lines(&path), &damage, written.len(), end);
        fs::write(&path, &bytes).unwrap();
        let checked = check_restore(&path, secs, (&written, end), &damage);
        fs::remove_dir_all(&dir).unwrap();
        prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
    }
}
