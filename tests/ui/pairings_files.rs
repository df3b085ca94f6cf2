//! A round PGN and a TRF on the stick fill the setup as the CSV does,
//! through the same "pairings from USB"; a bad file is named by its line
//! and what was typed stays.

use pendule::app::run::stick_changed;
use pendule::app::ui::SetupAdapter;
use pendule::day::NextGame;
use pendule::store::Settings;
use slint::ComponentHandle;

use super::classical_device::started_device;
use super::tournament::{field, pairings_from_stick, tap};
use super::{Device, shown_when};

#[test]
fn a_round_pgn_and_a_trf_fill_the_setup_and_a_bad_one_leaves_it() {
    let dir = std::env::temp_dir().join(format!("pendule-ui-pairings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let stick = dir.join("stick");
    std::fs::create_dir_all(stick.join("pendule")).unwrap();
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let settings = Settings {
        next: NextGame {
            event: "Open de Pendule 2026".into(),
            board: 2,
            ..NextGame::default()
        },
        ..Settings::default()
    };
    let (
        Device {
            app,
            mut views,
            runtime,
            driver,
            shutdown,
            ..
        },
        _,
    ) = started_device(&data, settings);
    stick_changed(&app, Some(stick.clone()));
    let setup = app.global::<SetupAdapter>();

    // A TRF in the stick's pendule/ folder: round 3 is the one paired.
    std::fs::write(
        stick.join("pendule/pairings.trf"),
        include_bytes!("../data/pairings/round3.trf"),
    )
    .unwrap();
    pairings_from_stick(&app);
    assert_eq!(setup.get_problem(), "");
    assert_eq!(field(&app, "White's name"), "Müller, Jürgen");
    assert_eq!(field(&app, "Black's name"), "Dupont, Éloïse");
    assert_eq!(setup.get_black_fide_id(), "651234");
    assert_eq!(setup.get_round(), "3");

    // A round PGN at the top of the stick comes first; it has a board
    // paired twice: named, and the names stay.
    let pgn = String::from_utf8(include_bytes!("../data/pairings/round3.pgn").to_vec()).unwrap();
    let twice = pgn.replacen("[Board \"2\"]", "[Board \"1\"]", 1);
    std::fs::write(stick.join("pairings.pgn"), twice).unwrap();
    setup.set_pairings_note("".into());
    pairings_from_stick(&app);
    assert_eq!(
        setup.get_problem(),
        "pairings: line 17: round 3 board 1 is paired twice"
    );
    assert_eq!(field(&app, "White's name"), "Müller, Jürgen");

    // The same PGN, right: board 2's game, its ratings, title and teams
    // in the game's tags (and so in the PGN it archives).
    std::fs::write(stick.join("pairings.pgn"), &pgn).unwrap();
    setup.set_problem("".into());
    pairings_from_stick(&app);
    assert_eq!(setup.get_problem(), "");
    assert_eq!(field(&app, "White's name"), "Müller, Jürgen");
    assert_eq!(setup.get_white_fide_id(), "");
    assert!(
        setup.get_pairings_note().ends_with("from pairings.pgn"),
        "{}",
        setup.get_pairings_note()
    );
    tap(&app, &["start"]);
    let view = shown_when(&app, &mut views, |v| v.tag("White") == "Müller, Jürgen");
    assert_eq!(
        [
            "WhiteElo",
            "BlackElo",
            "BlackTitle",
            "WhiteTeam",
            "BlackTeam"
        ]
        .map(|t| view.tag(t)),
        ["", "2412", "WGM", "SK Göttingen", "Échiquier Lyonnais"]
    );

    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn with_no_stick_the_setup_fills_from_the_halls_pairings() {
    use pendule::hall::pairing::{HeardPairings, pairing_pgn, pairing_topic};
    let dir = std::env::temp_dir().join(format!("pendule-ui-hall-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let settings = Settings {
        next: NextGame {
            event: "Open".into(),
            round: 3,
            board: 2,
            ..NextGame::default()
        },
        ..Settings::default()
    };
    let (
        Device {
            app,
            runtime,
            driver,
            shutdown,
            ..
        },
        _,
    ) = started_device(&dir, settings);
    let setup = app.global::<SetupAdapter>();
    // No stick, no hall: said.
    pairings_from_stick(&app);
    assert_eq!(
        setup.get_problem(),
        "no USB stick: plug in the one with the pairings"
    );
    setup.set_problem("".into());
    // The hall published round 3 (board 2 among them), as a device hears it.
    let file = include_bytes!("../data/pairings/round3.pgn");
    let pairings = pendule::day::Pairings::read(file).unwrap();
    let mut heard = HeardPairings::default();
    for game in pairings.games() {
        let topic = pairing_topic("open", game.round, game.board);
        heard.take(&topic, pairing_pgn("open", game).as_bytes());
    }
    let (_hall, hears) = tokio::sync::watch::channel(std::sync::Arc::new(heard));
    pendule::app::run::hear_hall(hears);
    pairings_from_stick(&app);
    assert_eq!(setup.get_problem(), "");
    assert_eq!(field(&app, "White's name"), "Müller, Jürgen");
    assert_eq!(field(&app, "Black's name"), "Dupont, Éloïse");
    assert!(
        setup.get_pairings_note().ends_with("from the hall"),
        "{}",
        setup.get_pairings_note()
    );
    // The other tests of this process hear no hall.
    let (_none, silent) = tokio::sync::watch::channel(std::sync::Arc::default());
    pendule::app::run::hear_hall(silent);
    let _ = shutdown.send(true);
    let _ = runtime.block_on(driver);
    let _ = std::fs::remove_dir_all(&dir);
}
