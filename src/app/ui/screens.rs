//! Every screen drawn headless at the reference sizes, from real app
//! states: the screens attached as the app attaches them, a round's setup
//! filled from a pairings file on a "stick", then real games played through
//! the game and shown by the app's own refresh. `pendule screens DIR`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use slint::ComponentHandle;

use super::screens_games::{moves, play, view};
use super::{
    AppWindow, ArbiterAdapter, BoardAdapter, ClockAdapter, Navigation, Page, ResultAdapter,
    SettingsAdapter, SetupAdapter, headless, settings_screen,
    usb_screen::{self, Usb},
};
use crate::app::restore::{damage_notice, restore_notice};
use crate::app::ui::control::{
    apply_screen_settings, attach, keep_the_flag_on_the_clock, open_setup, pairings_pending,
    refresh, show_start_notice, stick_changed,
};
use crate::day::NextGame;
use crate::export::{ExportError, Summary};
use crate::game::{GameSetup, Input, Mode};
use crate::store::Settings;
use crate::words::Language;

/// The sizes every screen must look right at: the official 7" display and
/// 720p.
pub const SIZES: [(u32, u32); 2] = [(800, 480), (1280, 720)];

/// The round's pairings as a pairing program exports them.
const PAIRINGS: &str = "round,board,white,black,white_fide_id,black_fide_id\n\
    3,11,\"Garnier, Paul\",\"Roux, Inès\",,\n\
    3,12,\"Lefèvre, Anne\",\"Schmidt, Jonas\",651234,4600123\n";

/// Renders each screen at each size into `dir`, in `language`; returns the
/// files written.
///
/// # Errors
/// The headless platform cannot start, or a file cannot be written.
pub fn render_all(dir: &Path, language: Language) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let window = headless::install().map_err(|e| e.to_string())?;
    let app = AppWindow::new().map_err(|e| e.to_string())?;
    app.show().map_err(|e| e.to_string())?;
    let mut written = Vec::new();
    walk(&app, language, &mut |_, name| {
        for (width, height) in SIZES {
            let pixels = headless::render(&window, width, height);
            let path = dir.join(format!("{name}-{width}x{height}.png"));
            headless::write_png(&path, &pixels, width, height)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            written.push(path);
        }
        Ok(())
    })?;
    Ok(written)
}

/// Walks `app` through every screen in the states a round brings, in
/// `language`, and hands each to `visit` with its name: the pictures are
/// made this way, and the layout check looks at the same states.
///
/// # Errors
/// What `visit` returns, or a stick's file that cannot be written.
pub fn walk(
    app: &AppWindow,
    language: Language,
    visit: &mut dyn FnMut(&AppWindow, &str) -> Result<(), String>,
) -> Result<(), String> {
    let next = NextGame {
        event: "Open de Rennes".into(),
        round: 3,
        board: 12,
        preset: 0,
        ..NextGame::default()
    };
    let settings = Settings {
        language,
        next: next.clone(),
        ..Settings::default()
    };
    let (events, _inputs) = tokio::sync::mpsc::channel(64);
    let (control, _commands) = tokio::sync::mpsc::channel(4);
    // The screens' clock held at the games' start: a running face shows
    // the time its view says, however long the drawing takes (a slow
    // machine's walk had a running clock two seconds down in one picture).
    let held = std::time::Instant::now() + Duration::from_secs(86_400);
    attach(app, events, control, held, settings);
    // A device id as the first start makes one.
    app.global::<ArbiterAdapter>()
        .set_device("pendule-3f9a2c710b5e84d6".into());
    let mut snap = |name: &str, page: Option<Page>| -> Result<(), String> {
        if let Some(page) = page {
            app.global::<Navigation>().set_page(page);
        }
        visit(app, name)
    };
    // The start of the round: the setup, its players read from the stick.
    let stick = std::env::temp_dir().join(format!("pendule-screens-{}", std::process::id()));
    std::fs::create_dir_all(&stick).map_err(|e| e.to_string())?;
    std::fs::write(stick.join("pairings.csv"), PAIRINGS).map_err(|e| e.to_string())?;
    stick_changed(app, Some(stick.clone()));
    open_setup(app, false);
    app.global::<SetupAdapter>().invoke_from_stick();
    // The stick is read on a thread of its own: the walk waits until the
    // setup is filled before the stick goes (else the picture showed the
    // players, an empty setup or "no pairings" by the machine's load).
    let asked = std::time::Instant::now();
    while pairings_pending() && asked.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(10));
        slint::platform::update_timers_and_animations();
    }
    let _ = std::fs::remove_dir_all(&stick);
    stick_changed(app, None);
    snap("setup", None)?;
    // A stick that filled up part way: the panel tells it whole.
    let full = ExportError {
        done: Summary {
            exported: 1,
            ..Summary::default()
        },
        source: std::io::ErrorKind::StorageFull.into(),
        file: Some("2026-11-30_Open de Rennes_r3_b12_Lefèvre, Anne-Schmidt, Jonas.pgn".into()),
    };
    let usb = Usb {
        stick: Some(stick.clone()),
        message: full.words(language),
        failed: true,
        ..Usb::default()
    };
    usb_screen::show(app, &usb, false);
    snap("usb-full", None)?;
    // A stick pulled before its export finished: said with no stick there.
    let pulled = Usb {
        message: usb_screen::pulled_words(language),
        failed: true,
        ..Usb::default()
    };
    usb_screen::show(app, &pulled, false);
    snap("usb-pulled", None)?;
    usb_screen::show(app, &Usb::default(), false);
    let paired = NextGame {
        white: "Lefèvre, Anne".into(),
        black: "Schmidt, Jonas".into(),
        white_fide_id: "651234".into(),
        black_fide_id: "4600123".into(),
        ..next
    };

    // A classical game in its middle game; Black has offered a draw.
    let classical: crate::clock::TimeControl = "40/5400+30:1800+30".parse().expect("a preset");
    // The moves are written in English; the game then speaks `language`.
    let setup = GameSetup {
        white: classical.clone(),
        black: classical,
        quickplay: true,
        ..GameSetup::default()
    };
    let najdorf = [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be2", "e5", "Nb3",
        "Be7", "O-O", "O-O",
    ];
    let mut inputs = moves(&najdorf, 190);
    inputs.push((0, Input::OfferDraw));
    inputs.push((1400, Input::Language(language.letters())));
    // Scoresheet mode: the board beside both clocks is the play screen.
    let classical_setup = setup.clone();
    let (game, now) = play(setup.clone(), &inputs);
    refresh(app, view(&game, now, &paired, false));
    snap("play", Some(Page::Clock))?;
    // White picks up the f-pawn to answer: one tap of the two.
    app.global::<BoardAdapter>().invoke_tapped(53);
    snap("move-entry", None)?;
    app.global::<BoardAdapter>().invoke_tapped(53);
    app.global::<BoardAdapter>().set_menu_shown(true);
    snap("play-menu", None)?;
    app.global::<BoardAdapter>().set_menu_shown(false);
    app.global::<BoardAdapter>().invoke_draw("offer".into());
    snap("offer-draw", None)?;
    app.global::<BoardAdapter>().invoke_answer("cancel".into());
    app.global::<BoardAdapter>().invoke_draw("accept".into());
    snap("accept-draw", None)?;
    app.global::<BoardAdapter>().invoke_answer("cancel".into());
    app.global::<BoardAdapter>().invoke_resign(true);
    snap("resign", None)?;
    app.global::<BoardAdapter>().invoke_answer("cancel".into());
    snap("scoresheet", Some(Page::Scoresheet))?;
    // Each player's side towards them, face to face: the far clock turned.
    apply_screen_settings(app, |s| {
        s.board_sideways = true;
        s.face_to_face = true;
    });
    snap("play-face-to-face", Some(Page::Clock))?;
    apply_screen_settings(app, |s| {
        s.board_sideways = false;
        s.face_to_face = false;
    });
    // The talking clock's keys, each in its player's colour among the keys.
    apply_screen_settings(app, |s| s.speech.screen_keys = true);
    snap("play-speak-keys", Some(Page::Clock))?;
    apply_screen_settings(app, |s| s.speech.screen_keys = false);
    let mut failing = view(&game, now, &paired, false);
    let journal = Path::new("/var/lib/pendule/journal.jsonl");
    failing.storage = Some(crate::app::driver::failing_words(language, journal));
    refresh(app, failing);
    snap("play-storage-failing", Some(Page::Clock))?;

    // The same game with the clock alone (presses only): the clock screen.
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };
    let (game, now) = play(clock_only, &inputs);
    refresh(app, view(&game, now, &paired, false));
    snap("clock", Some(Page::Clock))?;
    // After a power cut: restored, paused, said whole.
    let mut paused = view(&game, now, &paired, false);
    paused.running = None;
    paused.paused = true;
    refresh(app, paused);
    let times = shakmaty::ByColor::new_with(|c| game.clock().remaining(c, now));
    let written = Some((1_764_512_000 + 5 * 3600, Duration::from_secs(312)));
    let notice = restore_notice(language, written, times);
    show_start_notice(app, Some(notice), true);
    snap("clock-restored", Some(Page::Clock))?;
    // A bit flipped on the card: one record lost, said before the rest.
    let lost = crate::store::journal::LostRecord {
        line: 47,
        why: crate::store::journal::Damage::ChecksumMismatch,
        after: 3,
    };
    let kept = Path::new("/var/lib/pendule/journal.damaged-1796041078-412.jsonl");
    let damaged = damage_notice(language, &lost, Some(kept));
    let notice = restore_notice(language, written, times);
    show_start_notice(app, Some(format!("{damaged}\n\n{notice}")), true);
    snap("clock-restored-damaged", Some(Page::Clock))?;
    show_start_notice(app, None, false);
    // The card is full mid-game: the clocks go on under the banner.
    let mut failing = view(&game, now, &paired, false);
    failing.storage = Some(crate::app::driver::failing_words(language, journal));
    refresh(app, failing);
    snap("clock-storage-failing", Some(Page::Clock))?;
    let mut unfiled = view(&game, now, &paired, false);
    let failure = "/var/lib/pendule/archive: No space left on device (os error 28)";
    unfiled.storage = Some(crate::app::driver::unarchived_words(language, failure));
    refresh(app, unfiled);
    snap("clock-not-archived", Some(Page::Clock))?;
    refresh(app, view(&game, now, &paired, false));
    // The arbiter during the game: live times, and the quickplay finish
    // the event announced.
    app.global::<ClockAdapter>().invoke_open_arbiter();
    for _ in 0..4 {
        app.global::<ArbiterAdapter>().invoke_digit(0);
    }
    snap("arbiter-during-the-game", None)?;
    // The incidents over it, then one that asks first.
    app.global::<ArbiterAdapter>().set_incidents_open(true);
    snap("arbiter-incidents", None)?;
    app.global::<ArbiterAdapter>()
        .invoke_incident(false, "promotion".into());
    snap("arbiter-incident-confirm", None)?;
    app.global::<ArbiterAdapter>().invoke_cancel();
    app.global::<ArbiterAdapter>().set_incidents_open(false);
    app.global::<ArbiterAdapter>().invoke_back();
    // Face to face: the right half turned to the player across.
    apply_screen_settings(app, |s| s.face_to_face = true);
    snap("clock-face-to-face", Some(Page::Clock))?;
    apply_screen_settings(app, |s| s.face_to_face = false);
    apply_screen_settings(app, |s| s.speech.screen_keys = true);
    snap("clock-speak-keys", Some(Page::Clock))?;
    apply_screen_settings(app, |s| s.speech.screen_keys = false);

    // A blitz game: White under a minute, then White's flag in a full
    // middle game, ruled by 6.9 with a helpmate as the proof.
    let blitz: crate::clock::TimeControl = "180+2".parse().expect("a preset");
    let setup = GameSetup {
        white: blitz.clone(),
        black: blitz,
        ..setup
    };
    let italian = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6",
    ];
    let mut inputs = moves(&italian, 12);
    inputs.push((130, Input::Language(language.letters())));
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };
    let (game, now) = play(clock_only.clone(), &inputs);
    refresh(app, view(&game, now, &paired, false));
    snap("clock-low-time", Some(Page::Clock))?;
    let (game, now) = play(setup.clone(), &inputs);
    refresh(app, view(&game, now, &paired, false));
    snap("play-low-time", Some(Page::Clock))?;
    super::screens_recording::walk(
        app,
        classical_setup,
        setup.clone(),
        &paired,
        language,
        &mut snap,
    )?;
    inputs.push((200, Input::Tick));
    let (game, now) = play(clock_only, &inputs);
    refresh(app, view(&game, now, &paired, true));
    keep_the_flag_on_the_clock();
    snap("clock-flag", Some(Page::Clock))?;
    let (game, now) = play(setup, &inputs);
    refresh(app, view(&game, now, &paired, true));
    keep_the_flag_on_the_clock();
    snap("play-flag", Some(Page::Clock))?;
    snap("result", Some(Page::Result))?;
    // The games exported at the end of the round: the result stays in view.
    let exported = Summary {
        exported: 1,
        ..Summary::default()
    };
    let usb = Usb {
        stick: Some(std::env::temp_dir()),
        message: usb_screen::safe_words(&exported, language),
        ..Usb::default()
    };
    usb_screen::show(app, &usb, false);
    snap("result-usb", None)?;
    usb_screen::show(app, &Usb::default(), false);
    app.global::<ResultAdapter>().set_proof_shown(true);
    app.global::<ResultAdapter>().invoke_step(3);
    snap("result-proof", None)?;
    app.global::<ResultAdapter>().set_proof_shown(false);

    // The arbiter: the PIN, then the screen, then a key that asks first.
    app.global::<ResultAdapter>().invoke_open_arbiter();
    snap("arbiter-pin", None)?;
    for _ in 0..4 {
        app.global::<ArbiterAdapter>().invoke_digit(0);
    }
    snap("arbiter", None)?;
    // An e-board with a knocked bishop: compared beside the scoresheet.
    let mut knocked = shakmaty::Board::default();
    knocked.discard_piece_at(shakmaty::Square::F1);
    let differs = crate::eboard::BoardStatus {
        seen: Some(crate::eboard::Seen::Differs(knocked)),
        ..crate::eboard::BoardStatus::default()
    };
    super::eboard_screen::show(app, &differs, &crate::app::View::default());
    app.global::<super::EboardAdapter>().set_comparing(true);
    snap("eboard-compare", None)?;
    super::eboard_screen::show(app, &Default::default(), &crate::app::View::default());
    app.global::<ArbiterAdapter>()
        .invoke_decide("1/2-1/2".into());
    snap("arbiter-confirm", None)?;
    app.global::<ArbiterAdapter>().invoke_cancel();
    app.global::<ArbiterAdapter>().invoke_open_settings();
    snap("settings", None)?;
    // Another language tapped, then "save" once: asked in the language
    // spoken now before anything switches.
    let other = if language == Language::German {
        Language::Spanish
    } else {
        Language::German
    };
    let adapter = app.global::<SettingsAdapter>();
    adapter.set_language(settings_screen::language_index(other));
    adapter.set_language_asked(true);
    snap("settings-language", None)?;
    adapter.set_language(adapter.get_spoken());
    adapter.set_language_asked(false);
    // The live broadcast turned on: the first save asks again.
    adapter.set_live(true);
    adapter.invoke_save();
    snap("settings-live", None)?;
    adapter.set_live(false);
    adapter.set_live_asked(false);
    // The talking clock's panel: White hears moves in Appendix D's words
    // and the time warnings, Black the moves in words and the flag.
    let speech = app.global::<super::SpeechSettingsAdapter>();
    let (mut white, mut black) = (speech.get_white(), speech.get_black());
    (white.moves, white.warnings, black.moves, black.flag) = (2, true, 1, true);
    speech.set_white(white);
    speech.set_black(black);
    speech.set_shown(true);
    snap("settings-speech", None)?;
    speech.set_shown(false);
    adapter.invoke_cancel();
    snap("help", Some(Page::Help))?;
    Ok(())
}
