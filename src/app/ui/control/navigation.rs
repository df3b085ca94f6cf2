//! Which screen is shown: the one piece every controller asks to go from
//! one screen to another, so that no controller opens another's page by
//! hand.

use slint::ComponentHandle;

use super::draw;
use super::state::UI;
use crate::app::driver::Control;
use crate::app::ui::{AppWindow, Navigation, Page, SetupAdapter, setup_screen};
use crate::app::view::View;
use crate::day::Phase;

/// The screen the app opens on: the setup when no game has begun, the
/// result while it awaits the players' signatures, else the clocks.
pub fn first_page(view: &View) -> Page {
    match view.phase() {
        Phase::Prepared => Page::Setup,
        Phase::Ended { signed, .. } if !(signed.white && signed.black) => Page::Result,
        _ => Page::Clock,
    }
}

/// Opens `page` as the app opens it at start: the setup filled with the
/// next game as the settings keep it.
pub fn open_page(app: &AppWindow, page: Page) {
    if page == Page::Setup {
        open_setup(app, false);
    } else {
        show(app, page);
    }
}

/// Shows `page` as it is drawn now.
pub(super) fn show(app: &AppWindow, page: Page) {
    app.global::<Navigation>().set_page(page);
}

/// The page shown now.
pub(super) fn shown(app: &AppWindow) -> Page {
    app.global::<Navigation>().get_page()
}

/// A callback that shows `page`.
pub(super) fn go(app: &AppWindow, page: Page) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            show(&app, page);
        }
    }
}

/// Opens the setup with the next game as the settings keep it.
pub fn open_setup(app: &AppWindow, by_arbiter: bool) {
    UI.with(|ui| {
        if let Some(state) = ui.borrow_mut().as_mut() {
            state.next_by_arbiter = by_arbiter;
            // A full queue: the driver is stuck and the watchdog acts.
            let _ = state.control.try_send(Control::SetupOpen(true));
            setup_screen::fill(app, &state.settings.next);
            app.global::<SetupAdapter>()
                .set_stick(state.usb.stick.is_some());
        }
    });
    app.global::<SetupAdapter>().set_pairings_note("".into());
    show(app, Page::Setup);
}

/// The arbiter's screen, locked until the PIN is typed again.
pub(super) fn open_arbiter(app: &AppWindow) {
    let from = shown(app);
    UI.with(|ui| {
        ui.borrow_mut().as_mut().map(|s| {
            s.lock.lock();
            if from != Page::Arbiter {
                s.arbiter_from = from;
            }
        })
    });
    draw::redraw(app);
    show(app, Page::Arbiter);
}

/// A callback that opens the arbiter's screen, locked.
pub(super) fn to_arbiter(app: &AppWindow) -> impl Fn() + 'static {
    let weak = app.as_weak();
    move || {
        if let Some(app) = weak.upgrade() {
            open_arbiter(&app);
        }
    }
}

/// Back from the arbiter's screens to where they were opened: the setup
/// (a first start's language, N15), the result (a "next game" that asked
/// for the PIN: the players' signatures are still to come there), else
/// the clocks; the result only while there is one.
pub(super) fn leave_arbiter(app: &AppWindow) {
    let back = UI.with(|ui| {
        ui.borrow()
            .as_ref()
            .map_or(Page::Clock, |s| match s.arbiter_from {
                Page::Setup => Page::Setup,
                Page::Scoresheet => Page::Scoresheet,
                Page::Result if s.view.result.is_some() => Page::Result,
                _ => Page::Clock,
            })
    });
    show(app, back);
}

/// Says `why` on the arbiter's screen (the PIN pad too) and shows it.
pub(super) fn tell_arbiter(app: &AppWindow, why: String) {
    UI.with(|ui| ui.borrow_mut().as_mut().map(|s| s.lock.message = Some(why)));
    draw::redraw(app);
}
