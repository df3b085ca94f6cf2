//! The child of the power-cut test (tests/power_cut.rs): plays GAMES copies
//! of a game through pendule's game and store, an input every DELAY_MS,
//! resuming from the journal when one is there and archiving each finished
//! game, as the device does. The test kills it with SIGKILL at random
//! points and restarts it.
//!
//! Usage: power_cut_child DATA_DIR MOVES_FILE GAMES DELAY_MS

use std::path::Path;
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::pgn::write_pgn;
use pendule::store::{RecordedGame, archive_game};
use shakmaty::Color;

/// The inputs of one game: Black starts the clock, then each move and its
/// press, a second apart.
fn inputs(moves: &str) -> Vec<(Moment, Input)> {
    let mut out = vec![(Moment::ZERO, Input::Press(Color::Black))];
    for (i, m) in moves.split_whitespace().enumerate() {
        let at = Moment::from_origin(Duration::from_secs(i as u64 + 1));
        let side = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        out.push((at, Input::Move(m.to_owned())));
        out.push((at, Input::Press(side)));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, dir, moves, games, delay] = args.as_slice() else {
        eprintln!("usage: power_cut_child DATA_DIR MOVES_FILE GAMES DELAY_MS");
        std::process::exit(2);
    };
    let dir = Path::new(dir);
    let moves = std::fs::read_to_string(moves).expect("the moves file");
    let games: usize = games.parse().expect("a number of games");
    let delay = Duration::from_millis(delay.parse().expect("milliseconds"));
    let inputs = inputs(&moves);
    let journal = dir.join("journal.jsonl");
    for k in 0..games {
        let id = format!("game-{k:03}");
        if dir.join("archive").join(format!("{id}.pgn")).exists() && !journal.exists() {
            continue;
        }
        let (mut game, done) = if journal.exists() {
            let (game, contents) = RecordedGame::restore(&journal).expect("a journal that reads");
            (game, contents.inputs.len())
        } else {
            let setup = GameSetup {
                white: "40/5400+30:1800+30".parse().unwrap(),
                black: "40/5400+30:1800+30".parse().unwrap(),
                ..GameSetup::default()
            };
            let tags = vec![("Round".to_owned(), (k + 1).to_string())];
            (
                RecordedGame::start(&journal, &id, setup, tags).expect("a new journal"),
                0,
            )
        };
        // A restored journal may belong to the game before this one.
        let id = game.id().to_owned();
        for (at, input) in &inputs[done.min(inputs.len())..] {
            if game.game().result().is_some() {
                break;
            }
            game.handle(input.clone(), *at)
                .expect("an input of the game");
            std::thread::sleep(delay);
        }
        let pgn = write_pgn(game.game(), game.tags());
        archive_game(dir, &id, &pgn, Some(&journal)).expect("archived");
    }
    println!("done");
}
