//! The child of the power-cut test (tests/power_cut.rs): plays GAMES copies
//! of a game through pendule's game and store, an input every DELAY_MS,
//! resuming from the journal when one is there and archiving each finished
//! game, as the device does. The test kills it with SIGKILL at random
//! points and restarts it. It lingers between a game's last record and its
//! archiving, so that cuts land there too; and with FULL, every third game
//! fills the disk (a tmpfs the test mounted) for a stretch of inputs, then
//! frees it and writes the journal whole again, as the device's retry does.
//!
//! It says "creating" as it begins a game and "archiving" as its game
//! ends (before it lingers), on stdout.
//!
//! Usage: power_cut_child DATA_DIR MOVES_FILE GAMES DELAY_MS [FULL]

use std::path::Path;
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{GameSetup, Input};
use pendule::pgn::write_pgn;
use pendule::store::{RecordError, RecordedGame, archive_game};
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

/// Tells the test where the child is, for a cut right there.
fn say(what: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{what}");
    let _ = out.flush();
}

/// Takes every free byte of the disk `path` is on.
fn fill(path: &Path) {
    use std::io::Write;
    let mut file = std::fs::File::create(path).expect("the filler");
    let block = [0xAAu8; 4096];
    while file.write_all(&block).is_ok() {}
    let _ = file.sync_all();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (dir, moves, games, delay, full) = match args.as_slice() {
        [_, dir, moves, games, delay] => (dir, moves, games, delay, false),
        [_, dir, moves, games, delay, full] if full == "FULL" => (dir, moves, games, delay, true),
        _ => {
            eprintln!("usage: power_cut_child DATA_DIR MOVES_FILE GAMES DELAY_MS [FULL]");
            std::process::exit(2);
        }
    };
    let dir = Path::new(dir);
    let moves = std::fs::read_to_string(moves).expect("the moves file");
    let games: usize = games.parse().expect("a number of games");
    let delay = Duration::from_millis(delay.parse().expect("milliseconds"));
    let inputs = inputs(&moves);
    let journal = dir.join("journal.jsonl");
    let filler = dir.join("filler");
    // The power is back: whatever filled the disk is gone.
    let _ = std::fs::remove_file(&filler);
    for k in 0..games {
        let id = format!("game-{k:03}");
        if dir.join("archive").join(format!("{id}.pgn")).exists() && !journal.exists() {
            continue;
        }
        let (mut game, done) = if journal.exists() {
            let (game, contents) = RecordedGame::restore(&journal).expect("a journal that reads");
            (game, contents.taken)
        } else {
            let setup = GameSetup {
                white: "40/5400+30:1800+30".parse().unwrap(),
                black: "40/5400+30:1800+30".parse().unwrap(),
                ..GameSetup::default()
            };
            let tags = vec![("Round".to_owned(), (k + 1).to_string())];
            (
                {
                    say("creating");
                    RecordedGame::start(&journal, &id, setup, tags).expect("a new journal")
                },
                0,
            )
        };
        // A restored journal may belong to the game before this one.
        let id = game.id().to_owned();
        for (i, (at, input)) in inputs.iter().enumerate().skip(done) {
            if game.game().result().is_some() {
                break;
            }
            if full && k % 3 == 1 && i == 10 {
                fill(&filler);
            }
            if full && k % 3 == 1 && i == 30 {
                let _ = std::fs::remove_file(&filler);
                game.heal().expect("storage works again");
            }
            match game.handle(input.clone(), *at) {
                Ok(()) => {}
                // The game took it; the journal writes it once it can.
                Err(RecordError::Journal(_)) => {}
                Err(e) => panic!("an input of the game: {e}"),
            }
            std::thread::sleep(delay);
        }
        game.heal().expect("storage works");
        say("archiving");
        std::thread::sleep(delay * 5);
        let pgn = write_pgn(game.game(), game.tags());
        archive_game(dir, &id, &pgn, Some(&journal)).expect("archived");
    }
    println!("done");
}
