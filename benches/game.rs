//! `Game::handle` per input, and a 200-move game through `pendule simulate`
//! as a whole process.

#[path = "support/random_games.rs"]
mod random_games;

use std::hint::black_box;
use std::process::Command;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input, Mode};
use random_games::random_games;
use shakmaty::Color;

/// A game of at least `plies` plies, cut there.
fn long_game(plies: usize) -> Vec<String> {
    let mut game = random_games(50)
        .into_iter()
        .find(|g| g.len() > plies)
        .expect("a long enough game");
    game.truncate(plies);
    game
}

/// Each ply: the move, then the press, one second later.
fn inputs(moves: &[String]) -> Vec<(Input, Moment)> {
    let mut out = vec![(Input::Press(Color::Black), Moment::ZERO)];
    for (i, san) in moves.iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let now = Moment::from_origin(Duration::from_secs(i as u64 + 1));
        out.push((Input::Move(san.clone()), now));
        out.push((Input::Press(color), now));
    }
    out
}

fn play(setup: &GameSetup, inputs: &[(Input, Moment)]) -> usize {
    let mut game = Game::new(setup.clone()).expect("a start");
    for (input, now) in inputs {
        game.handle(input.clone(), *now).expect("a valid input");
        while game.poll_output().is_some() {}
    }
    game.scoresheet().moves().len()
}

fn bench(c: &mut Criterion) {
    let setup = GameSetup {
        white: "40/5400+30:1800+30".parse().unwrap(),
        black: "40/5400+30:1800+30".parse().unwrap(),
        ..GameSetup::default()
    };
    let moves = long_game(400);
    let scoresheet = inputs(&moves);
    assert_eq!(play(&setup, &scoresheet), 400);
    let presses: Vec<(Input, Moment)> = scoresheet
        .iter()
        .filter(|(i, _)| matches!(i, Input::Press(_)))
        .cloned()
        .collect();
    let clock_only = GameSetup {
        mode: Mode::Clock,
        ..setup.clone()
    };

    let mut group = c.benchmark_group("game_handle");
    group.throughput(Throughput::Elements(scoresheet.len() as u64));
    group.bench_function("scoresheet_400_plies_move_and_press_inputs", |b| {
        b.iter(|| play(black_box(&setup), black_box(&scoresheet)))
    });
    group.throughput(Throughput::Elements(presses.len() as u64));
    group.bench_function("clock_only_401_press_inputs", |b| {
        b.iter(|| play(black_box(&clock_only), black_box(&presses)))
    });
    group.finish();

    // 200 moves each (400 plies) as a script, through the binary.
    let mut script = String::from("control 40/5400+30:1800+30\n");
    for san in &moves {
        script.push_str(&format!("1.5 {san}\n"));
    }
    let path =
        std::env::temp_dir().join(format!("pendule-bench-simulate-{}.txt", std::process::id()));
    std::fs::write(&path, script).expect("a temporary file");
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
            .arg("simulate")
            .arg(&path)
            .output()
            .expect("pendule runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout.len()
    };
    run();
    let mut group = c.benchmark_group("simulate_process");
    group.bench_function("simulate_200_moves_each", |b| b.iter(run));
    group.finish();
    let _ = std::fs::remove_file(&path);
}

criterion_group!(benches, bench);
criterion_main!(benches);
