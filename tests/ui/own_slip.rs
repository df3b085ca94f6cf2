//! A player's own slip fixed on the board, without the arbiter: a
//! neighbouring-square mis-tap (2.Na3 for 2.Nc3) entered and not yet
//! pressed, taken back with "↶" (its knight picked up again) and the
//! right square tapped: two taps, the clock running, through the real
//! driver and journal; the archive says it was the player's correction.

use super::classical_device::classical_device;
use super::tournament::{tap, taps};
use super::{Device, button, label_shown, shown_when};
use shakmaty::Color::{Black, White};

#[test]
fn a_player_fixes_their_own_slip_in_two_taps() {
    let (
        Device {
            app,
            mut views,
            runtime,
            driver,
            shutdown,
            ..
        },
        dir,
    ) = classical_device("slip");
    let mut count = 0;
    button(&app, "Black's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(White));
    count += taps(|| tap(&app, &["e2", "e4"]));
    shown_when(&app, &mut views, |v| v.move_pairs == ["1. e4"]);
    button(&app, "White's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    count += taps(|| tap(&app, &["e7", "e5"]));
    shown_when(&app, &mut views, |v| v.move_pairs == ["1. e4 e5"]);
    button(&app, "Black's clock").invoke_accessible_default_action();
    shown_when(&app, &mut views, |v| v.running == Some(White));
    assert_eq!(count, 4, "a plain move is two taps");
    // The slip: b1-a3 for b1-c3, entered; no key to take it back before.
    assert!(!label_shown(&app, "take back my move"));
    count += taps(|| tap(&app, &["b1", "a3"]));
    shown_when(&app, &mut views, |v| v.arbiter.withdrawable == Some(White));
    // The fix: ↶, then c3 (the knight is picked up again).
    let before = count;
    count += taps(|| tap(&app, &["take back my move"]));
    shown_when(&app, &mut views, |v| v.arbiter.withdrawable.is_none());
    count += taps(|| tap(&app, &["c3"]));
    let entered = shown_when(&app, &mut views, |v| v.move_pairs == ["1. e4 e5", "2. Nc3"]);
    assert_eq!(count - before, 2, "the slip fixed in two taps");
    assert_eq!(
        entered.running,
        Some(White),
        "White's clock ran on throughout"
    );
    assert!(label_shown(&app, "take back my move"), "until the press");
    button(&app, "White's clock").invoke_accessible_default_action();
    let pressed = shown_when(&app, &mut views, |v| v.running == Some(Black));
    assert!(
        !label_shown(&app, "take back my move"),
        "pressed: the arbiter's"
    );
    assert_eq!(pressed.arbiter.illegal.white, 0, "no illegal move");
    let _ = shutdown.send(true);
    let recorded = runtime.block_on(driver).unwrap();
    let pgn = pendule::pgn::write_pgn(recorded.game(), &Default::default());
    assert!(
        pgn.contains("White takes back Na3 before pressing (own correction)"),
        "{pgn}"
    );
    assert!(pgn.contains("2. Nc3"), "{pgn}");
    let journal = std::fs::read_to_string(dir.join("journal.jsonl")).unwrap();
    assert_eq!(
        journal.matches(r#""input":"withdraw""#).count(),
        1,
        "{journal}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
