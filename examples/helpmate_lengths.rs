//! How long are the lines that prove a lost flag, and how long does the
//! search for a short one take? Rules every position of a batch file (lines
//! `FEN;w` or `FEN;b`, the side whose flag fell; CHA-Solver's community
//! positions, both flags, by default) with the default budget, one at a
//! time, and prints the lengths in moves (the winner's, "mate in N") of
//! CHA-Solver's first line and of the shortest found after it, the time
//! each ruling took (every position: a draw too) and the time the shortest
//! search took.
//!
//! Usage: cargo run --release --no-default-features --example helpmate_lengths [THREADS [BATCH_FILE [LINES_FILE]]]
//!
//! THREADS: the search's threads (default: every core; 0: the rulings
//! alone, and each over half a second on stderr). LINES_FILE
//! receives each loss as `moves<TAB>flagged<TAB>FEN<TAB>line`, to compare
//! two versions position by position.

use std::io::Write;
use std::time::{Duration, Instant};

use pendule::rules::Proof;
use pendule::rules::proof::{prove_on, replay};
use pendule::rules::timeout::DEFAULT_BUDGET;
use pendule::rules::{Notation, decide, parse_fen};
use shakmaty::Color;

const DATA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/cha/chasolver_positions.txt"
);

fn main() {
    let mut args = std::env::args().skip(1);
    let threads = args.next().map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |s| s.parse().expect("a number of threads"),
    );
    let positions = args.next().map_or_else(community, |path| {
        let text = std::fs::read_to_string(path).expect("the batch file");
        text.lines().filter_map(batch_line).collect()
    });
    let mut out = args
        .next()
        .map(|path| std::fs::File::create(path).expect("a lines file"));
    let (mut first, mut shortest, mut times) = (vec![], vec![], vec![]);
    let (mut rulings, mut slowest) = (vec![], (Duration::ZERO, String::new()));
    let mut longest = (0, String::new());
    let (mut refused, mut undetermined) = (0, 0);
    let start = Instant::now();
    for (fen, flagged) in &positions {
        let Ok(pos) = parse_fen(fen) else {
            refused += 1;
            continue;
        };
        let began = Instant::now();
        let verdict = decide(&pos, *flagged, DEFAULT_BUDGET, Notation::English);
        let took = began.elapsed();
        rulings.push(took);
        if took > Duration::from_millis(500) {
            eprintln!("ruling took {:.0} ms: {fen};{}", ms(took), flagged.char());
        }
        if took > slowest.0 {
            slowest = (took, format!("{fen};{}", flagged.char()));
        }
        if !verdict.is_proved() {
            undetermined += 1;
            continue;
        }
        let Some(line) = replay(&pos, &verdict) else {
            continue;
        };
        // No threads: the rulings alone.
        if threads == 0 {
            continue;
        }
        let began = Instant::now();
        let proof = prove_on(&pos, &verdict, DEFAULT_BUDGET, Notation::English, threads)
            .expect("a loss has its proof");
        times.push(began.elapsed());
        let moves = Proof::length_in_moves(proof.moves.len());
        first.push(Proof::length_in_moves(line.len()));
        shortest.push(moves);
        if let Some(out) = &mut out {
            writeln!(out, "{moves}\t{flagged}\t{fen}\t{}", proof.line).expect("written");
        }
        if moves > longest.0 {
            longest = (moves, format!("{fen} ({flagged} flagged): {}", proof.line));
        }
    }
    println!(
        "{} positions ({refused} refused as unreachable, {undetermined} undetermined), {threads} threads, budget {:.1} s, {:.1} s in all",
        positions.len(),
        DEFAULT_BUDGET.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    println!("CHA-Solver's lines, in moves: {}", spread(&mut first));
    println!("the shortest found, in moves: {}", spread(&mut shortest));
    println!("longest: {} moves: {}", longest.0, longest.1);
    rulings.sort();
    if !rulings.is_empty() {
        println!(
            "ruling: median {:.2} ms, p99 {:.1} ms, max {:.1} ms ({}); over 1 s: {}",
            ms(rulings[rulings.len() / 2]),
            ms(rulings[rulings.len() * 99 / 100]),
            ms(slowest.0),
            slowest.1,
            rulings.iter().filter(|t| t.as_secs_f64() > 1.0).count()
        );
    }
    times.sort();
    if !times.is_empty() {
        println!(
            "shortest search: median {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            ms(times[times.len() / 2]),
            ms(times[times.len() * 9 / 10]),
            ms(times[times.len() * 99 / 100]),
            ms(times[times.len() - 1]),
        );
    }
}

/// CHA-Solver's community positions, both flags.
fn community() -> Vec<(String, Color)> {
    let text = std::fs::read_to_string(DATA).expect("the data file");
    let mut positions = vec![];
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (_, fen) = line.split_once(' ').expect("a label, a space, a FEN");
        for flagged in Color::ALL {
            positions.push((fen.trim().to_owned(), flagged));
        }
    }
    positions
}

fn batch_line(line: &str) -> Option<(String, Color)> {
    let (fen, side) = line.trim().rsplit_once(';')?;
    let flagged = match side {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return None,
    };
    Some((fen.to_owned(), flagged))
}

/// Median, p90, p95 and max of `values`.
fn spread(values: &mut [usize]) -> String {
    values.sort_unstable();
    let n = values.len();
    if n == 0 {
        return "none".into();
    }
    let at = |p: f64| values[((n as f64 * p) as usize).min(n - 1)];
    format!(
        "{n} lines: median {}, p90 {}, p95 {}, max {}; over 15: {}, over 30: {}",
        at(0.5),
        at(0.9),
        at(0.95),
        values[n - 1],
        values.iter().filter(|&&v| v > 15).count(),
        values.iter().filter(|&&v| v > 30).count()
    )
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
