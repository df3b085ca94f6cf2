//! What the screens walk's scenes share: the games they play to draw their
//! pictures (real games through the game, its rulings searched as the
//! driver would), the view the driver would publish, and the hand each
//! picture is given to.

use std::time::Duration;

use shakmaty::Color;

use crate::app::View;
use crate::app::ui::Page;
use crate::clock::Moment;
use crate::day::NextGame;
use crate::game::{Game, GameSetup, Input};
use crate::rules::Notation;

/// What the walk hands each screen to: its name, and the page to show
/// first when the scene changes pages.
pub(super) type Snap<'a> = dyn FnMut(&str, Option<Page>) -> Result<(), String> + 'a;

/// A game played from `setup` by `inputs`, each after its seconds; the
/// rulings it asks for are searched as the driver would.
pub(super) fn play(setup: GameSetup, inputs: &[(u64, Input)]) -> (Game, Moment) {
    let mut game = Game::new(setup).expect("a demo setup");
    let mut now = Moment::ZERO;
    for (secs, input) in inputs {
        now = now + Duration::from_secs(*secs);
        // A demo input the game refuses is left out, as the app would.
        let _ = game.handle(input.clone(), now);
        while let Some(output) = game.poll_output() {
            let budget = Duration::from_secs(2);
            if let Some(answer) = output.answer_here(budget, Notation::English) {
                let _ = game.handle(answer, now);
            }
        }
    }
    (game, now)
}

/// Moves and presses: each move thought `think` seconds by its mover.
pub(super) fn moves(list: &[&str], think: u64) -> Vec<(u64, Input)> {
    let mut inputs = vec![(0, Input::Press(Color::Black))];
    for (i, m) in list.iter().enumerate() {
        let side = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        inputs.push((think, Input::Move((*m).into())));
        inputs.push((0, Input::Press(side)));
    }
    inputs
}

/// The view the driver publishes for `game` with `next`'s tags.
pub(super) fn view(game: &Game, now: Moment, next: &NextGame, archived: bool) -> View {
    let mut view =
        View::of(game, now, Notation::English, None).with_tags(game, next.tags("2026.11.30"));
    view.archived = archived;
    view
}
