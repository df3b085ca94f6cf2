//! The scoresheet screen's controller.

use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::{AppWindow, SheetAdapter};
use crate::app::View;
use crate::rules::words::say;

/// Shows the moves of `view` as numbered lines.
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<SheetAdapter>();
    let lines: Vec<SharedString> = view.move_pairs.iter().map(SharedString::from).collect();
    adapter.set_lines(ModelRc::new(VecModel::from(lines)));
    let heading = say!(view.lang, "Scoresheet", "Feuille de partie");
    adapter.set_heading(heading.into());
}
