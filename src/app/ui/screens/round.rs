//! The start of the round: the setup filled from the stick's pairings, and
//! the USB panel's failures.

use std::time::Duration;

use super::games::Snap;
use crate::app::ui::control::{open_setup, pairings_pending, stick_changed};
use crate::app::ui::usb_screen::{self, Usb};
use crate::app::ui::{AppWindow, SetupAdapter};
use crate::day::NextGame;
use crate::export::{ExportError, Summary};
use crate::words::Language;
use slint::ComponentHandle;

/// The round's pairings as a pairing program exports them.
const PAIRINGS: &str = "round,board,white,black,white_fide_id,black_fide_id\n\
    3,11,\"Garnier, Paul\",\"Roux, Inès\",,\n\
    3,12,\"Lefèvre, Anne\",\"Ferrand, Jean-Baptiste\",651234,4600123\n";

/// The setup read from a stick, then a stick that filled up and one
/// pulled; returns `next` with board 12's players, as the games show them.
///
/// # Errors
/// What `snap` returns, or the stick's file that cannot be written.
pub(super) fn start(
    app: &AppWindow,
    language: Language,
    next: NextGame,
    snap: &mut Snap<'_>,
) -> Result<NextGame, String> {
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
    // A Chess960 round: position 710, its first rank on the key.
    let adapter = app.global::<SetupAdapter>();
    adapter.set_chess960(true);
    adapter.set_chess960_number("710".into());
    adapter.invoke_chess960_typed();
    snap("setup-chess960", None)?;
    adapter.set_chess960(false);
    adapter.set_chess960_number("".into());
    adapter.invoke_chess960_typed();
    // A stick that filled up part way: the panel tells it whole.
    let full = ExportError {
        done: Summary {
            exported: 1,
            ..Summary::default()
        },
        source: std::io::ErrorKind::StorageFull.into(),
        file: Some(
            "2026-11-30_Open de Rennes_r3_b12_Lefèvre, Anne-Ferrand, Jean-Baptiste.pgn".into(),
        ),
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
    Ok(NextGame {
        white: "Lefèvre, Anne".into(),
        black: "Ferrand, Jean-Baptiste".into(),
        white_fide_id: "651234".into(),
        black_fide_id: "4600123".into(),
        ..next
    })
}
