//! The USB panel's controller: a stick found, its export run on a thread of
//! its own (a slow stick must not freeze the screen), its progress read by
//! a UI timer, and the word when it may go.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use slint::ComponentHandle;

use super::{AppWindow, UsbAdapter};
use crate::export::{DirTarget, Summary, Which, export};
use crate::words::Language;
use crate::words::t;

/// What the panel knows.
#[derive(Debug, Default)]
pub struct Usb {
    /// The stick's mount point, while one is there.
    pub stick: Option<PathBuf>,
    /// Hidden until the next stick.
    pub dismissed: bool,
    /// The running export's progress, shared with its thread.
    pub running: Option<Arc<Mutex<Progress>>>,
    /// What the panel says.
    pub message: String,
    /// The last export failed.
    pub failed: bool,
    /// Games the stick lacks ("export new" has work to do).
    pub new_games: usize,
}

/// An export's progress, written by its thread.
#[derive(Debug, Default, Clone)]
pub struct Progress {
    /// Games done and to do.
    pub done: (usize, usize),
    /// The final words and whether they tell a failure.
    pub finished: Option<(String, bool)>,
}

/// "USB stick: 3 new games".
pub fn found_words(new_games: usize, lang: Language) -> String {
    t!(lang, "usb-new-games", count = new_games)
}

/// A stick gone before its export finished.
pub fn pulled_words(lang: Language) -> String {
    t!(lang, "usb-pulled-too-soon")
}

/// "exported 2 games, 0 already there — safe to remove".
pub fn safe_words(summary: &Summary, lang: Language) -> String {
    t!(lang, "usb-safe-to-remove", words = summary.words(lang))
}

/// Starts exporting into `stick` on a thread; returns its progress.
pub fn start(
    stick: PathBuf,
    data_dir: PathBuf,
    which: Which,
    lang: Language,
) -> Arc<Mutex<Progress>> {
    let progress = Arc::new(Mutex::new(Progress::default()));
    let shared = Arc::clone(&progress);
    std::thread::spawn(move || {
        let report = |p: Progress| {
            if let Ok(mut shared) = shared.lock() {
                *shared = p;
            }
        };
        let outcome = DirTarget::open(&stick)
            .map_err(|e| {
                t!(
                    lang,
                    "usb-cannot-write",
                    place = stick.display().to_string(),
                    error = e.to_string()
                )
            })
            .and_then(|mut target| {
                export(&data_dir, &mut target, which, |done, of| {
                    report(Progress {
                        done: (done, of),
                        finished: None,
                    });
                })
                .map_err(|e| e.words(lang))
            });
        let finished = match outcome {
            Ok(summary) => (safe_words(&summary, lang), false),
            Err(words) => (words, true),
        };
        report(Progress {
            done: (0, 0),
            finished: Some(finished),
        });
    });
    progress
}

/// Reads a running export's progress into the panel's words; `true` once
/// it has finished.
pub fn poll(usb: &mut Usb, lang: Language) -> bool {
    let Some(running) = &usb.running else {
        return true;
    };
    let progress = running.lock().map(|p| p.clone()).unwrap_or_default();
    match progress.finished {
        Some((words, failed)) => {
            // An export that failed because its stick went says that.
            usb.message = if failed && usb.stick.is_none() {
                pulled_words(lang)
            } else {
                words
            };
            usb.failed = failed;
            usb.running = None;
            if !failed {
                // All it lacked is on it now.
                usb.new_games = 0;
            }
            true
        }
        None => {
            let (done, of) = progress.done;
            usb.message = t!(lang, "usb-exporting", done = done, of = of);
            false
        }
    }
}

/// Puts the panel on the screen: only while no clock runs and no notice is
/// being read, so that it never covers a game (an export under way stays
/// in view). A failure stays, stick or not, until hidden or the next stick.
pub fn show(app: &AppWindow, usb: &Usb, clock_running: bool) {
    let adapter = app.global::<UsbAdapter>();
    let busy = usb.running.is_some();
    let worth_saying = usb.stick.is_some() || usb.failed;
    adapter.set_shown(busy || (worth_saying && !usb.dismissed && !clock_running));
    adapter.set_busy(busy);
    adapter.set_stick(usb.stick.is_some());
    adapter.set_new_games(usb.new_games > 0);
    adapter.set_failed(usb.failed);
    adapter.set_message(usb.message.as_str().into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_counts_in_each_language() {
        assert_eq!(found_words(1, Language::English), "USB stick: 1 new game");
        assert_eq!(found_words(3, Language::English), "USB stick: 3 new games");
        assert_eq!(
            found_words(0, Language::French),
            "clé USB : 0 nouvelle partie"
        );
        assert_eq!(
            found_words(3, Language::French),
            "clé USB : 3 nouvelles parties"
        );
        assert_eq!(found_words(1, Language::German), "USB-Stick: 1 neue Partie");
        assert_eq!(
            found_words(2, Language::German),
            "USB-Stick: 2 neue Partien"
        );
        assert_eq!(
            found_words(1, Language::Spanish),
            "memoria USB: 1 partida nueva"
        );
        assert_eq!(
            found_words(5, Language::Spanish),
            "memoria USB: 5 partidas nuevas"
        );
    }
}
