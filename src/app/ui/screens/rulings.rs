//! The classical game under the rulings and states that once moved the
//! board and the clocks: a claim found incorrect, an illegal move's
//! penalty, a warning for an incident, a press taken back, a move entered
//! and not yet pressed, the clocks paused by the arbiter. The layout check
//! holds the board's and the clocks' places equal across all of them.

use shakmaty::Color;
use slint::ComponentHandle;

use super::games::{Snap, play, view};
use crate::app::ui::control::refresh;
use crate::app::ui::usb_screen::{self, Usb};
use crate::app::ui::{AppWindow, BoardAdapter, Page, RulingAdapter};
use crate::day::NextGame;
use crate::game::{GameSetup, Incident, Input, Mode, Penalty};
use crate::rules::Claim;
use crate::words::{Language, Say};

/// The play states whose pictures hold the board and the clocks still:
/// each name, and what the arbiter (or a player) did to the game of
/// `inputs`.
fn states() -> Vec<(&'static str, Vec<Input>)> {
    let arbiter = |input: Input| Input::Arbiter {
        utc: 1_764_512_000 + 5 * 3600,
        input: Box::new(input),
    };
    vec![
        (
            "claim-rejected",
            vec![Input::Claim {
                claim: Claim::Threefold,
                intended: Some("c3d5".into()),
            }],
        ),
        (
            "illegal-move",
            vec![
                Input::Press(Color::White),
                arbiter(Input::IllegalMove(Color::White)),
            ],
        ),
        (
            "warning",
            vec![arbiter(Input::Incident(Incident::Penalty {
                side: Color::Black,
                penalty: Penalty::Warning,
                article: Some("11.5".into()),
            }))],
        ),
        (
            "press-taken-back",
            vec![
                Input::Press(Color::White),
                arbiter(Input::UndoPress(Color::White)),
            ],
        ),
        ("entered", vec![Input::Move("f4".into())]),
        ("declined", vec![Input::DeclineDraw]),
        (
            "lag",
            vec![
                Input::Press(Color::White),
                Input::Press(Color::Black),
                Input::Press(Color::White),
            ],
        ),
        ("paused", vec![arbiter(Input::Pause)]),
    ]
}

/// Before the first press, each state of [`states`] on the board screen
/// (the claim's once more after a player marked it read, a promotion, a
/// stick), then those of [`CLOCK_ONLY`] on the clock alone; each picture
/// named `play-<state>` or `clock-<state>`.
///
/// # Errors
/// What `snap` returns.
pub(super) fn walk(
    app: &AppWindow,
    language: Language,
    paired: &NextGame,
    setup: &GameSetup,
    inputs: &[(u64, Input)],
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    // Before the first press: the heading over the board's empty middle.
    let (fresh, at) = play(setup.clone(), &[(0, Input::Language(language.letters()))]);
    refresh(app, view(&fresh, at, paired, false));
    snap("play-before-start", Some(Page::Clock))?;
    let before = play(setup.clone(), inputs).0.notes().len();
    for (name, more) in states() {
        let mut all = inputs.to_vec();
        all.extend(more.into_iter().map(|input| (20, input)));
        let (game, now) = play(setup.clone(), &all);
        let mut shown = view(&game, now, paired, false);
        // What the last inputs added, as the driver says it.
        if game.notes().len() > before {
            shown.note = game.notes().last().map(|n| n.said.say(language));
        }
        if name == "entered" {
            // The entry's feedback; a refused one is said so in tournament
            // play, whatever the refusal.
            shown.message = Some(super::arbiter::refusal(language));
            shown.refused_entry = true;
            refresh(app, shown.clone());
            snap("play-refused", Some(Page::Clock))?;
            shown.message = None;
            shown.refused_entry = false;
        }
        refresh(app, shown);
        snap(&format!("play-{name}"), Some(Page::Clock))?;
        if name == "paused" {
            stick_in(app, language, "play-usb", snap)?;
        }
        if name == "claim-rejected" {
            let ruling = app.global::<RulingAdapter>();
            ruling.set_read(ruling.get_text());
            snap("play-claim-read", None)?;
            ruling.set_read("".into());
        }
    }
    promotion(app, paired, snap)?;
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };
    for (name, more) in states().into_iter().filter(|(n, _)| CLOCK_ONLY.contains(n)) {
        let mut all = inputs.to_vec();
        all.extend(more.into_iter().map(|input| (20, input)));
        let (game, now) = play(clock_only.clone(), &all);
        refresh(app, view(&game, now, paired, false));
        snap(&format!("clock-{name}"), Some(Page::Clock))?;
        if name == "paused" {
            stick_in(app, language, "clock-usb", snap)?;
        }
    }
    Ok(())
}

/// A stick in while no clock runs: the panel over the clocks, never over
/// the banner or the keys; named `name`.
fn stick_in(
    app: &AppWindow,
    language: Language,
    name: &str,
    snap: &mut Snap<'_>,
) -> Result<(), String> {
    let usb = Usb {
        stick: Some("/media/stick".into()),
        message: usb_screen::found_words(2, language),
        new_games: 2,
        ..Usb::default()
    };
    usb_screen::show(app, &usb, false);
    snap(name, None)?;
    usb_screen::show(app, &Usb::default(), false);
    Ok(())
}

/// White's pawn on e8: the chooser over the board, in White's pieces.
fn promotion(app: &AppWindow, paired: &NextGame, snap: &mut Snap<'_>) -> Result<(), String> {
    let setup = GameSetup {
        fen: Some("8/4P1k1/8/8/8/8/8/K7 w - - 0 1".into()),
        ..GameSetup::default()
    };
    let (game, now) = play(setup, &[(0, Input::Press(Color::Black))]);
    refresh(app, view(&game, now, paired, false));
    let board = app.global::<BoardAdapter>();
    // e7 and e8 as the board is drawn, White at the bottom.
    board.invoke_tapped(12);
    board.invoke_tapped(4);
    snap("play-promotion", Some(Page::Clock))?;
    board.invoke_promote("".into());
    Ok(())
}

/// The states also drawn on the clock alone (no moves there to enter or
/// claim on).
const CLOCK_ONLY: [&str; 3] = ["illegal-move", "warning", "paused"];

/// The names [`walk`] gives its pictures, for the checks that look at them.
#[must_use]
pub fn names() -> Vec<String> {
    let mut names: Vec<String> = states()
        .into_iter()
        .map(|(name, _)| format!("play-{name}"))
        .collect();
    names.push("play-claim-read".into());
    names.push("play-refused".into());
    names.push("play-promotion".into());
    names.push("play-before-start".into());
    names.extend(["play-usb".into(), "clock-usb".into()]);
    names.extend(CLOCK_ONLY.iter().map(|name| format!("clock-{name}")));
    names
}
