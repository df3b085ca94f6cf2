//! The scoresheet screen's controller.

use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::{AppWindow, SheetAdapter};
use crate::app::View;
use crate::words::t;

/// Shows the moves of `view` as numbered lines.
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<SheetAdapter>();
    let lines: Vec<SharedString> = view.move_pairs.iter().map(SharedString::from).collect();
    adapter.set_lines(ModelRc::new(VecModel::from(lines)));
    // The sheet says whose game it is, where, and how it ended.
    let (white, black) = super::clock_screen::names(view);
    let mut heading = if white.is_empty() && black.is_empty() {
        t!(view.lang, "sheet-heading")
    } else {
        format!("{white} – {black}")
    };
    let round = view.tag("Round");
    if !round.is_empty() {
        let round = t!(view.lang, "heading-round", round = round);
        heading.push_str(&format!(" · {round}"));
    }
    if let Some(result) = &view.result {
        heading.push_str(&format!(" · {}", result.outcome.as_str()));
    }
    adapter.set_heading(heading.into());
}
