//! The game-end screen's controller: the result, its reason with the
//! article and proof, and both players' confirmation (Art. 8.7).

use slint::ComponentHandle;

use super::{AppWindow, ResultAdapter};
use crate::app::View;
use crate::rules::timeout::result_text;
use crate::rules::words::say;

/// Shows the result of `view` (nothing while the game is on).
pub fn show(app: &AppWindow, view: &View, confirmed: (bool, bool)) {
    let adapter = app.global::<ResultAdapter>();
    let Some(result) = &view.result else {
        adapter.set_result("".into());
        adapter.set_reason("".into());
        adapter.set_white_confirmed(false);
        adapter.set_black_confirmed(false);
        return;
    };
    adapter.set_result(result_text(result.outcome).into());
    let (why, termination) = (&result.reason, result.termination.words(view.lang));
    let mut reason = say!(
        view.lang,
        "{why} (termination: {termination})",
        "{why} (fin de partie : {termination})"
    );
    if result.needs_arbiter {
        reason.push_str(&say!(
            view.lang,
            " — not proved: the arbiter decides",
            " — non prouvé : l'arbitre décide"
        ));
    }
    adapter.set_reason(reason.into());
    adapter.set_needs_arbiter(result.needs_arbiter);
    adapter.set_white_confirmed(confirmed.0);
    adapter.set_black_confirmed(confirmed.1);
}
