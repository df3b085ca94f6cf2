//! Two rounds of a tournament on one board, through the screens and the
//! real driver, journal and archive: the prepared game at start, round 1
//! from a pairings file on a stick, an offer declined, a resignation signed
//! by both, the next round with the event, board and control kept, a game
//! to a flag with its proof, and an arbiter's correction undone.

use std::time::Duration;

use i_slint_backend_testing::mock_elapsed_time;
use pendule::app::View;
use pendule::app::run::{first_page, open_game, open_page, stick_changed};
use pendule::app::ui::{AppWindow, Navigation, Page, ResultAdapter, SetupAdapter};
use pendule::day::NextGame;
use pendule::rules::Notation;
use pendule::store::{Settings, archived_games, save_settings};
use pendule::words::Say;
use shakmaty::Color::{Black, White};
use slint::ComponentHandle;

use super::{Device, button, device, label_shown, shown_when};

const PAIRINGS: &str = "round,board,white,black,white_fide_id,black_fide_id\n\
    1,12,\"Lefèvre, Anne\",\"Schmidt, Jonas\",651234,4600123\n\
    2,12,\"Schmidt, Jonas\",\"Lefèvre, Anne\",4600123,651234\n";

pub(super) fn field(app: &AppWindow, label: &str) -> String {
    i_slint_backend_testing::ElementHandle::find_by_accessible_label(app, label)
        .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
        .and_then(|e| e.accessible_value())
        .map(|v| v.to_string())
        .unwrap_or_default()
}

/// Taps "pairings from USB" and waits for the file, read off the UI
/// thread, to fill the setup (or to be refused).
pub(super) fn pairings_from_stick(app: &AppWindow) {
    tap(app, &["pairings from USB"]);
    let setup = app.global::<SetupAdapter>();
    let give_up = std::time::Instant::now() + Duration::from_secs(30);
    while setup.get_pairings_note().is_empty() && setup.get_problem().is_empty() {
        assert!(
            std::time::Instant::now() < give_up,
            "the pairings never came"
        );
        std::thread::sleep(Duration::from_millis(5));
        mock_elapsed_time(Duration::from_millis(60));
    }
}

thread_local! {
    /// The taps [`tap`] made so far on this thread, each key once.
    static TAPS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

pub(super) fn tap(app: &AppWindow, labels: &[&str]) {
    for label in labels {
        button(app, label).invoke_accessible_default_action();
        TAPS.with(|t| t.set(t.get() + 1));
    }
}

/// The taps `act` takes (each key once).
pub(super) fn taps(act: impl FnOnce()) -> usize {
    let before = TAPS.with(std::cell::Cell::get);
    act();
    TAPS.with(std::cell::Cell::get) - before
}

#[test]
fn a_two_round_tournament_through_the_screens() {
    let dir = std::env::temp_dir().join(format!("pendule-tournament-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let stick = dir.join("stick");
    std::fs::create_dir_all(&stick).unwrap();
    std::fs::write(stick.join("pairings.csv"), PAIRINGS).unwrap();
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let settings = Settings {
        next: NextGame {
            event: "Open de Rennes".into(),
            board: 12,
            ..NextGame::default()
        },
        ..Settings::default()
    };
    save_settings(&data, &settings).unwrap();

    // The device starts: the next game prepared, nothing started by itself.
    let mut notice = None;
    let (game, _) = open_game(&data, &settings, &mut notice).unwrap();
    assert!(!game.game().is_started());
    let first = first_page(&View::of(
        game.game(),
        Default::default(),
        Notation::English,
        None,
    ));
    assert_eq!(first, Page::Setup);

    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        ..
    } = device(game, &data, settings);
    open_page(&app, first);
    // The setup shows the next game the settings keep, before any tap.
    let setup = app.global::<SetupAdapter>();
    assert_eq!(app.global::<Navigation>().get_page(), Page::Setup);
    assert_eq!(
        (
            setup.get_event().as_str(),
            setup.get_round().as_str(),
            setup.get_board().as_str()
        ),
        ("Open de Rennes", "1", "12")
    );

    // Round 1: a control of 6 s a side (room for the taps on a loaded
    // machine) typed and kept; the players from the stick's pairings for
    // board 12.
    stick_changed(&app, Some(stick.clone()));
    let custom =
        i_slint_backend_testing::ElementHandle::find_by_accessible_label(&app, "own control")
            .find(|e| e.accessible_role() != Some(i_slint_backend_testing::AccessibleRole::Text))
            .unwrap();
    custom.set_accessible_value("6");
    let mut counted = Vec::new();
    let setup_taps = taps(|| {
        tap(&app, &["keep"]);
        pairings_from_stick(&app);
    });
    assert_eq!(field(&app, "White's name"), "Lefèvre, Anne");
    assert_eq!(field(&app, "Black's name"), "Schmidt, Jonas");
    assert_eq!(app.global::<SetupAdapter>().get_white_fide_id(), "651234");
    tap(&app, &["start"]);
    counted.push((
        "round 1 set up from the stick (the control typed besides)",
        setup_taps + 1,
    ));
    let view = shown_when(&app, &mut views, |v| v.tag("White") == "Lefèvre, Anne");
    assert_eq!(view.tag("WhiteFideId"), "651234");
    // Before the start the banner says who starts the clock; the menu
    // holds the heading.
    assert!(label_shown(&app, "Black starts White's clock"));
    tap(&app, &["menu"]);
    assert!(label_shown(&app, "Open de Rennes · round 1 · board 12 · 6"));
    tap(&app, &["close the menu"]);

    // 1.e4, White presses on its own clock beside the board.
    tap(&app, &["Black's clock"]);
    shown_when(&app, &mut views, |v| v.running == Some(White));
    let mut move_taps = taps(|| tap(&app, &["e2", "e4"]));
    shown_when(&app, &mut views, |v| v.move_pairs == ["1. e4"]);
    assert!(label_shown(&app, "White: press your clock"));
    move_taps += taps(|| tap(&app, &["White's clock"]));
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    counted.push(("1.e4 and the press", move_taps));
    assert_eq!(app.global::<Navigation>().get_page(), Page::Clock);
    // White offers a draw; Black declines, and the board says so.
    counted.push((
        "a draw offered",
        taps(|| tap(&app, &["menu", "offer draw", "Lefèvre, Anne offers"])),
    ));
    shown_when(&app, &mut views, |v| v.offer == Some(White));
    counted.push(("declined", taps(|| tap(&app, &["menu", "decline draw"]))));
    shown_when(&app, &mut views, |v| v.offer.is_none() && v.note.is_some());
    assert!(label_shown(
        &app,
        "Black declines the draw offer — Black to move"
    ));
    tap(&app, &["e7", "e5", "Black's clock"]);
    shown_when(&app, &mut views, |v| v.running == Some(White));
    // White resigns with her own key, asked once more in her name; both
    // sign.
    counted.push((
        "White resigns",
        taps(|| tap(&app, &["menu", "White resigns", "Lefèvre, Anne resigns"])),
    ));
    let ended = shown_when(&app, &mut views, |v| v.result.is_some() && v.archived);
    assert_eq!(
        ended
            .result
            .unwrap()
            .reason
            .say(pendule::words::Language::English),
        "White resigns (Art. 5.1.2)"
    );
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    counted.push((
        "both sign (a hold each)",
        taps(|| tap(&app, &["White confirms", "Black confirms"])),
    ));
    shown_when(&app, &mut views, |v| {
        v.confirmations.white.is_some() && v.confirmations.black.is_some()
    });
    counted.push((
        "the game's QR code, and back",
        taps(|| {
            tap(&app, &["take your game home"]);
            assert!(label_shown(&app, "Scan to take your game home"));
            tap(&app, &["back"]);
        }),
    ));

    // Round 2: event, board and control kept, the round counted on.
    let next_taps = taps(|| tap(&app, &["next game"]));
    assert_eq!(app.global::<Navigation>().get_page(), Page::Setup);
    let setup = app.global::<SetupAdapter>();
    assert_eq!(
        (
            setup.get_event().as_str(),
            setup.get_round().as_str(),
            setup.get_board().as_str()
        ),
        ("Open de Rennes", "2", "12")
    );
    assert_eq!(field(&app, "White's name"), "");
    assert_eq!(setup.get_chosen(), 5, "the kept control");
    let round_taps = taps(|| pairings_from_stick(&app));
    assert_eq!(field(&app, "White's name"), "Schmidt, Jonas");
    tap(&app, &["start"]);
    counted.push(("next game to round 2 begun", next_taps + round_taps + 1));
    shown_when(&app, &mut views, |v| v.tag("Round") == "2" && !v.started);

    // 1.e4; Black's clock runs. The arbiter gives Black a minute, then
    // takes the correction back.
    tap(&app, &["Black's clock"]);
    shown_when(&app, &mut views, |v| v.running == Some(White));
    counted.push((
        "round 2's 1.e4 and the press",
        taps(|| tap(&app, &["e2", "e4", "White's clock"])),
    ));
    shown_when(&app, &mut views, |v| v.running == Some(Black));
    tap(&app, &["arbiter", "0", "0", "0", "0", "Black +1 min"]);
    shown_when(&app, &mut views, |v| {
        v.sides.black.remaining > Duration::from_secs(60)
    });
    tap(&app, &["undo the last correction"]);
    shown_when(&app, &mut views, |v| {
        v.sides.black.remaining < Duration::from_secs(7)
    });
    tap(&app, &["close"]);
    // Black's flag: seen on the clock, then the ruling, then its proof.
    let flagged = shown_when(&app, &mut views, |v| {
        v.result.is_some() && v.archived && !v.proving
    });
    assert!(flagged.sides.black.first_flag);
    assert!(label_shown(&app, "flag fallen"));
    mock_elapsed_time(Duration::from_millis(3_100));
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    assert!(label_shown(
        &app,
        "Black's flag fell and White could still checkmate (Art. 6.9)"
    ));
    let result = app.global::<ResultAdapter>();
    assert!(!result.get_proof().is_empty());
    tap(&app, &["show proof"]);
    assert!(result.get_proof_shown());
    // The proof replayed on a board, move by move, ends in mate.
    let steps = result.get_proof_steps();
    assert!(steps > 0);
    for _ in 0..steps {
        tap(&app, &["the next move"]);
    }
    assert_eq!(result.get_proof_step(), steps);
    assert!(
        result.get_proof_move().ends_with('#'),
        "{}",
        result.get_proof_move()
    );
    tap(&app, &["the move before"]);
    assert_eq!(result.get_proof_step(), steps - 1);
    tap(&app, &["White confirms", "Black confirms"]);
    shown_when(&app, &mut views, |v| {
        v.confirmations.white.is_some() && v.confirmations.black.is_some()
    });

    // What the rounds cost the players in taps: a move stays two and the
    // press; a round begins in three from the stick.
    for (what, n) in &counted {
        println!("{n:>2} taps: {what}");
    }
    let expected = [3, 3, 3, 2, 3, 2, 2, 3, 3];
    let found: Vec<usize> = counted.iter().map(|(_, n)| *n).collect();
    assert_eq!(found, expected, "{counted:?}");

    // The archive: exactly the two games, each signed by both, the first
    // with the correction and its undo on the record.
    let games = archived_games(&data).unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    for game in &games {
        let pgn = std::fs::read_to_string(game).unwrap().replace('\n', " ");
        assert!(pgn.contains("[Event \"Open de Rennes\"]"), "{pgn}");
        assert!(
            pgn.contains("White confirmed the result (Art. 8.7)"),
            "{pgn}"
        );
        assert!(
            pgn.contains("Black confirmed the result (Art. 8.7)"),
            "{pgn}"
        );
    }
    let first = std::fs::read_to_string(&games[0])
        .unwrap()
        .replace('\n', " ");
    let second = std::fs::read_to_string(&games[1])
        .unwrap()
        .replace('\n', " ");
    let (round1, round2) = if first.contains("[Round \"1\"]") {
        (first, second)
    } else {
        (second, first)
    };
    assert!(round1.contains("[WhiteFideId \"651234\"]"), "{round1}");
    assert!(round1.contains("White offers a draw (=)"), "{round1}");
    assert!(round2.contains("[Round \"2\"]") && round2.contains("[White \"Schmidt, Jonas\"]"));
    assert!(round2.contains("arbiter: Black's clock set to"), "{round2}");

    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
}
