//! A Chess960 game through the screens and the real driver, journal and
//! archive: a position drawn with ⚄, then position 710 typed (its first
//! rank shown on the Chess960 key), the game begun on it, and castling
//! entered as Guidelines II.3 lets a player: the king put onto its rook.

use pendule::app::View;
use pendule::app::ui::{Page, SetupAdapter};
use pendule::rules::chess960::{number_of, start_position};
use pendule::store::Settings;
use shakmaty::Color::{Black, White};
use shakmaty::Position;
use slint::ComponentHandle;

use super::classical_device::started_device;
use super::tournament::{field, tap};
use super::{Device, shown_when};

#[test]
fn a_chess960_game_castles_king_onto_rook() {
    let dir = std::env::temp_dir().join(format!("pendule-ui-chess960-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (
        Device {
            app,
            mut views,
            runtime,
            driver,
            shutdown,
            ..
        },
        first,
    ) = started_device(&dir, Settings::default());
    assert_eq!(first, Page::Setup);
    let setup = app.global::<SetupAdapter>();
    // Drawn: a number of the 960, its first rank on the Chess960 key.
    tap(&app, &["draw a Chess960 position"]);
    let drawn: u16 = field(&app, "Chess960 position number").parse().unwrap();
    assert!(drawn < 960 && setup.get_chess960(), "{drawn}");
    assert_eq!(setup.get_chess960_rank().chars().count(), 8);
    // Typed: 710, RKBQNBNR.
    i_slint_backend_testing::ElementHandle::find_by_accessible_label(
        &app,
        "Chess960 position number",
    )
    .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
    .unwrap()
    .set_accessible_value("710");
    assert_eq!(setup.get_chess960_rank(), "♖♔♗♕♘♗♘♖");
    // A number that is none of the 960 is refused, saying what to type.
    setup.set_chess960_number("960".into());
    tap(&app, &["start"]);
    assert!(
        setup.get_problem().contains("0 to 959"),
        "{}",
        setup.get_problem()
    );
    setup.set_chess960_number("710".into());
    tap(&app, &["start"]);
    let begun = shown_when(&app, &mut views, |v| number_of(&v.position) == Some(710));
    assert_eq!(begun.position.board(), start_position(710).unwrap().board());

    tap(&app, &["Black's clock"]);
    shown_when(&app, &mut views, |v| v.running == Some(White));
    let moves = [
        ("d2", "d4"),
        ("d7", "d5"),
        ("c1", "f4"),
        ("c8", "f5"),
        ("d1", "d2"),
        ("d8", "d7"),
    ];
    for (ply, (from, to)) in moves.into_iter().enumerate() {
        tap(&app, &[from, to]);
        shown_when(&app, &mut views, |v| plies(v) == ply + 1);
        let (clock, next) = if ply % 2 == 0 {
            ("White's clock", Black)
        } else {
            ("Black's clock", White)
        };
        tap(&app, &[clock]);
        shown_when(&app, &mut views, |v| v.running == Some(next));
    }
    // The king picked up and put onto its own rook: O-O-O, king c1, rook d1.
    tap(&app, &["b1", "a1"]);
    let castled = shown_when(&app, &mut views, |v| {
        v.move_pairs.last().is_some_and(|m| m == "4. O-O-O")
    });
    assert_eq!(
        castled.position.board().king_of(White),
        Some(shakmaty::Square::C1)
    );
    assert_eq!(
        castled.position.board().role_at(shakmaty::Square::D1),
        Some(shakmaty::Role::Rook)
    );
    tap(&app, &["White's clock"]);
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    let _ = shutdown.send(true);
    let recorded = runtime.block_on(driver).unwrap();
    let pgn = pendule::pgn::write_pgn(recorded.game(), &Default::default());
    assert!(pgn.contains("[Variant \"Chess960\"]"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"rkbqnbnr/pppppppp/8/8/8/8/PPPPPPPP/RKBQNBNR w KQkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("O-O-O {"), "{pgn}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The half-moves on the scoresheet ("1. d4 d5", "2. Bf4": three).
fn plies(view: &View) -> usize {
    view.move_pairs
        .iter()
        .map(|pair| pair.split_whitespace().count() - 1)
        .sum()
}
