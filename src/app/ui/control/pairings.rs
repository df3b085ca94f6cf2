//! The round's pairings from a USB stick: the file read (small, capped)
//! and parsed off the UI thread, the board's game found, the setup filled. Every failure is one line on
//! the setup screen; what was typed stays. With no stick in, the pairings
//! the hall published are read the same way.

use std::path::{Path, PathBuf};
use std::time::Duration;

use std::sync::{Arc, Mutex};

use slint::{ComponentHandle, TimerMode};
use tokio::sync::watch;

use super::state::UI;
use crate::app::ui::{AppWindow, SetupAdapter, setup_screen};
use crate::day::Pairings;
use crate::day::pairings::FILE_NAMES;
use crate::hall::pairing::HeardPairings;
use crate::words::Language;
use crate::words::t;

/// A pairings file is a few kilobytes; more is not one.
const MOST: u64 = 1 << 20;

/// How often the setup looks whether the pairings have been read.
const READ_POLL: Duration = Duration::from_millis(50);

/// Fills the setup's players from the stick's pairings for the board and
/// round on the screen. The file is read and parsed on a thread of its
/// own, off the UI thread (a stick may be slow, a file large); the setup is
/// filled when it is done.
pub(super) fn fill_from_stick(app: &AppWindow) {
    let asked = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref().ok_or_else(String::new)?;
        let lang = state.settings.language;
        let next = setup_screen::read(app, &state.settings.next, lang)?;
        if next.board == 0 {
            return Err(t!(lang, "pairings-board-first"));
        }
        // The stick in the device first; else what the hall published.
        match (state.usb.stick.clone(), heard_from_hall()) {
            (Some(stick), _) => Ok(Ok((stick, lang))),
            (None, Some(heard)) => Ok(Err((PathBuf::from(t!(lang, "pairings-hall")), heard))),
            (None, None) => Err(t!(lang, "pairings-no-stick")),
        }
    });
    let (stick, lang) = match asked {
        Ok(Ok(asked)) => asked,
        Ok(Err(heard)) => return fill(app, Ok(heard)),
        Err(problem) => {
            app.global::<SetupAdapter>().set_problem(problem.into());
            return;
        }
    };
    let (done, read) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(read_pairings(&stick, lang));
    });
    let weak = app.as_weak();
    UI.with(|ui| {
        let ui = ui.borrow();
        let Some(state) = ui.as_ref() else { return };
        state
            .pairings_timer
            .start(TimerMode::Repeated, READ_POLL, move || {
                let Ok(found) = read.try_recv() else { return };
                UI.with(|ui| ui.borrow().as_ref().map(|s| s.pairings_timer.stop()));
                if let Some(app) = weak.upgrade() {
                    fill(&app, found);
                }
            });
    });
}

/// The pairings the hall published, as the device heard them.
static HALL: Mutex<Option<watch::Receiver<Arc<HeardPairings>>>> = Mutex::new(None);

/// The setup fills from the hall's pairings when no stick is in.
pub fn hear_hall(pairings: watch::Receiver<Arc<HeardPairings>>) {
    *HALL.lock().unwrap_or_else(|e| e.into_inner()) = Some(pairings);
}

/// What the hall published, read as a stick's file would be.
fn heard_from_hall() -> Option<Pairings> {
    let hall = HALL.lock().unwrap_or_else(|e| e.into_inner());
    hall.as_ref().and_then(|heard| heard.borrow().pairings())
}

/// Whether pairings asked for are still being read (the screens walk
/// waits for them before it takes the stick away).
pub fn pairings_pending() -> bool {
    UI.with(|ui| {
        ui.borrow()
            .as_ref()
            .is_some_and(|s| s.pairings_timer.running())
    })
}

/// Fills the setup from the pairings read, for the board and round on the
/// screen now.
fn fill(app: &AppWindow, found: Result<(PathBuf, Pairings), String>) {
    let filled = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref().ok_or_else(String::new)?;
        let lang = state.settings.language;
        let next = setup_screen::read(app, &state.settings.next, lang)?;
        let (path, pairings) = found?;
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        let (round, board) = (next.round, next.board);
        let Some(pairing) = pairings.find(round, board) else {
            let rounds = pairings
                .rounds()
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            return Err(t!(
                lang,
                "pairings-no-board",
                name = &name,
                board = board,
                round = round,
                rounds = rounds
            ));
        };
        let filled = next.with_pairing(pairing);
        let note = t!(
            lang,
            "pairings-filled",
            round = filled.round,
            board = board,
            white = &filled.white,
            black = &filled.black,
            name = name
        );
        Ok((filled, note))
    });
    let adapter = app.global::<SetupAdapter>();
    match filled {
        Ok((next, note)) => {
            setup_screen::fill(app, &next);
            adapter.set_pairings_note(note.into());
            // The screen holds what it shows; the players' ratings, titles
            // and teams wait here for the start (`NextGame::edited_from`).
            UI.with(|ui| {
                if let Some(state) = ui.borrow_mut().as_mut() {
                    state.settings.next = next;
                }
            });
        }
        Err(problem) => adapter.set_problem(problem.into()),
    }
}

/// The first pairings file on the stick, read and parsed.
fn read_pairings(stick: &Path, lang: Language) -> Result<(PathBuf, Pairings), String> {
    let path = FILE_NAMES
        .iter()
        .map(|name| stick.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| t!(lang, "pairings-no-file"))?;
    let unreadable = |e: std::io::Error| {
        t!(
            lang,
            "pairings-unreadable",
            path = path.display().to_string(),
            error = e.to_string()
        )
    };
    let bytes = crate::bounded::read_at_most(&path, MOST)
        .map_err(unreadable)?
        .ok_or_else(|| t!(lang, "pairings-too-large"))?;
    let pairings = Pairings::read(&bytes).map_err(|e| e.words(lang))?;
    Ok((path, pairings))
}
