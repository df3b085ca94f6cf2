//! A classical game in its middle game, Black having offered a draw: on the
//! board screen (scoresheet mode), then the same game on the clock alone,
//! with the notices of a power cut and of a failing card, and the arbiter
//! during the game.

use std::path::Path;
use std::time::Duration;

use slint::ComponentHandle;

use super::games::{Snap, moves, play, view};
use crate::app::restore::{damage_notice, restore_notice};
use crate::app::ui::control::{apply_screen_settings, refresh, show_start_notice};
use crate::app::ui::{AppWindow, ArbiterAdapter, BoardAdapter, ClockAdapter, Page};
use crate::day::NextGame;
use crate::game::{GameSetup, Input, Mode};
use crate::words::Language;

/// Where the failing card's banner says the journal is.
const JOURNAL: &str = "/var/lib/pendule/journal.jsonl";

/// The classical control with the quickplay finish the event announced.
pub(super) fn setup() -> GameSetup {
    let classical: crate::clock::TimeControl = "40/5400+30:1800+30".parse().expect("a preset");
    GameSetup {
        white: classical.clone(),
        black: classical,
        quickplay: true,
        ..GameSetup::default()
    }
}

/// A Najdorf to move 8, then Black's draw offer; the moves are written in
/// English, then the game speaks `language`.
pub(super) fn inputs(language: Language) -> Vec<(u64, Input)> {
    let najdorf = [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be2", "e5", "Nb3",
        "Be7", "O-O", "O-O",
    ];
    let mut inputs = moves(&najdorf, 190);
    inputs.push((0, Input::OfferDraw));
    inputs.push((1400, Input::Language(language.letters())));
    inputs
}

/// Scoresheet mode: the board beside both clocks is the play screen, with
/// a move half entered, the menu, the offers, the resignation asked, the
/// scoresheet, face to face, the speak keys and a failing card.
///
/// # Errors
/// What `snap` returns.
pub(super) fn board(
    app: &AppWindow,
    language: Language,
    paired: &NextGame,
    setup: &GameSetup,
    inputs: &[(u64, Input)],
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let (game, now) = play(setup.clone(), inputs);
    refresh(app, view(&game, now, paired, false));
    snap("play", Some(Page::Clock))?;
    // White picks up the f-pawn to answer: one tap of the two.
    let board = app.global::<BoardAdapter>();
    board.invoke_tapped(53);
    snap("move-entry", None)?;
    board.invoke_tapped(53);
    board.set_menu_shown(true);
    snap("play-menu", None)?;
    board.set_menu_shown(false);
    board.invoke_draw("offer".into());
    snap("offer-draw", None)?;
    board.invoke_answer("cancel".into());
    board.invoke_draw("accept".into());
    snap("accept-draw", None)?;
    board.invoke_answer("cancel".into());
    board.invoke_resign(true);
    snap("resign", None)?;
    board.invoke_answer("cancel".into());
    snap("scoresheet", Some(Page::Scoresheet))?;
    // Each player's side towards them, face to face: the far clock turned.
    apply_screen_settings(app, |s| {
        s.board_sideways = true;
        s.face_to_face = true;
    });
    snap("play-face-to-face", Some(Page::Clock))?;
    // White moves and presses: the banner speaks to Black, across the table.
    let mut on = inputs.to_vec();
    let position = game.scoresheet().position().clone();
    if let Some(first) = shakmaty::Position::legal_moves(&position).first() {
        let san = shakmaty::san::San::from_move(&position, *first).to_string();
        on.push((5, Input::Move(san)));
        on.push((0, Input::Press(shakmaty::Color::White)));
    }
    let (after, at) = play(setup.clone(), &on);
    refresh(app, view(&after, at, paired, false));
    snap("play-face-to-face-far", Some(Page::Clock))?;
    refresh(app, view(&game, now, paired, false));
    apply_screen_settings(app, |s| {
        s.board_sideways = false;
        s.face_to_face = false;
    });
    // The talking clock's keys, each in its player's colour among the keys.
    apply_screen_settings(app, |s| s.speech.screen_keys = true);
    snap("play-speak-keys", Some(Page::Clock))?;
    apply_screen_settings(app, |s| s.speech.screen_keys = false);
    let mut failing = view(&game, now, paired, false);
    failing.storage = Some(crate::app::driver::failing_words(
        language,
        Path::new(JOURNAL),
    ));
    refresh(app, failing);
    snap("play-storage-failing", Some(Page::Clock))
}

/// The same game with the clock alone (presses only): the clock screen,
/// restored after a power cut (and a damaged record), a failing card, an
/// unarchived game, the arbiter's screen and incidents, face to face and
/// the speak keys.
///
/// # Errors
/// What `snap` returns.
pub(super) fn clock(
    app: &AppWindow,
    language: Language,
    paired: &NextGame,
    setup: &GameSetup,
    inputs: &[(u64, Input)],
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };
    let (game, now) = play(clock_only, inputs);
    refresh(app, view(&game, now, paired, false));
    snap("clock", Some(Page::Clock))?;
    // After a power cut: restored, paused, said whole.
    let mut paused = view(&game, now, paired, false);
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
    storage(app, language, &view(&game, now, paired, false), snap)?;
    arbiter_during(app, snap)?;
    // Face to face: the right half turned to the player across.
    apply_screen_settings(app, |s| s.face_to_face = true);
    snap("clock-face-to-face", Some(Page::Clock))?;
    // Paused by the arbiter: the far player reads it over their half.
    let mut paused = view(&game, now, paired, false);
    paused.running = None;
    paused.paused = true;
    refresh(app, paused);
    snap("clock-face-to-face-paused", Some(Page::Clock))?;
    refresh(app, view(&game, now, paired, false));
    apply_screen_settings(app, |s| s.face_to_face = false);
    apply_screen_settings(app, |s| s.speech.screen_keys = true);
    snap("clock-speak-keys", Some(Page::Clock))?;
    apply_screen_settings(app, |s| s.speech.screen_keys = false);
    Ok(())
}

/// The card full mid-game (the clocks go on under the banner), then the
/// archive full at the end; `shown` is drawn again after.
fn storage(
    app: &AppWindow,
    language: Language,
    shown: &crate::app::View,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let mut failing = shown.clone();
    failing.storage = Some(crate::app::driver::failing_words(
        language,
        Path::new(JOURNAL),
    ));
    refresh(app, failing);
    snap("clock-storage-failing", Some(Page::Clock))?;
    let mut unfiled = shown.clone();
    let failure = "/var/lib/pendule/archive: No space left on device (os error 28)";
    unfiled.storage = Some(crate::app::driver::unarchived_words(language, failure));
    refresh(app, unfiled);
    snap("clock-not-archived", Some(Page::Clock))?;
    refresh(app, shown.clone());
    Ok(())
}

/// The arbiter during the game: live times, and the quickplay finish the
/// event announced; the incidents over it, then one that asks first.
fn arbiter_during(app: &AppWindow, snap: &mut Snap<'_>) -> Result<(), String> {
    app.global::<ClockAdapter>().invoke_open_arbiter();
    let arbiter = app.global::<ArbiterAdapter>();
    for _ in 0..4 {
        arbiter.invoke_digit(0);
    }
    snap("arbiter-during-the-game", None)?;
    arbiter.set_incidents_open(true);
    snap("arbiter-incidents", None)?;
    arbiter.invoke_incident(false, "promotion".into());
    snap("arbiter-incident-confirm", None)?;
    arbiter.invoke_cancel();
    arbiter.set_incidents_open(false);
    arbiter.invoke_back();
    Ok(())
}
