//! `pendule timeout --batch` (the whole process: read, parse, decide,
//! print) against calling chasolver directly on the same positions, in the
//! same run: the 88,387 unfair lichess timeouts (all draws), and the first
//! 512 positions of chasolver's lichess sample with the side to move
//! flagged (nearly all losses, each with CHA-Solver's line as its proof).
//!
//! chasolver is timed twice: called in this process, warm
//! (`chasolver_direct`), and as a process of its own that reads the same
//! file (`chasolver_process`: this bench's binary run again with
//! `PENDULE_BENCH_CHASOLVER` naming the file), which pays what any fresh
//! process pays (start, first touch of its memory, cold caches) as
//! pendule's process does.
//!
//! Criterion times each of the three in a stretch of its own, seconds
//! apart; on a shared machine the load moves between them by more than
//! the distance measured (three runs in a row on 2026-12-03 gave 0.95x to
//! 1.22x on the unfair timeouts). So the bench also times them in turn,
//! pendule, chasolver in process, chasolver's process, then the same
//! backwards, and prints the median of the rounds' ratios: both sides of a
//! ratio see the same load.

use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::str::FromStr;

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use pendule::rules::timeout::DEFAULT_BUDGET;
use pendule::rules::{Notation, decide, parse_fen};
use shakmaty::Color;

const DATA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/cha/d3chess_unfair_upto-2022-04.txt"
);

const LICHESS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/cha/chasolver_lichess.txt"
);

/// `FEN;side` lines, the side to move being the side whose flag fell.
fn batch_lines() -> String {
    let data = std::fs::read_to_string(DATA).expect("the data file");
    data.lines()
        .map(|l| {
            let (fen, _) = l.rsplit_once(' ').expect("FEN then game id");
            let turn = fen.split(' ').nth(1).expect("a side to move");
            format!("{fen};{turn}\n")
        })
        .collect()
}

/// The first 512 positions of the lichess sample (`XY FEN` lines), the
/// side to move flagged.
fn lichess_lines() -> String {
    let data = std::fs::read_to_string(LICHESS).expect("the lichess data file");
    data.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(512)
        .map(|l| {
            let (_, fen) = l.split_once(' ').expect("a label, then a FEN");
            let turn = fen.split(' ').nth(1).expect("a side to move");
            format!("{fen};{turn}\n")
        })
        .collect()
}

fn temporary(name: &str, lines: &str) -> std::path::PathBuf {
    let path =
        std::env::temp_dir().join(format!("pendule-bench-{name}-{}.txt", std::process::id()));
    std::fs::File::create(&path)
        .and_then(|mut f| f.write_all(lines.as_bytes()))
        .expect("a temporary file");
    path
}

/// The variable that makes this binary chasolver's process.
const AS_CHASOLVER: &str = "PENDULE_BENCH_CHASOLVER";

/// chasolver alone on a batch file, as a process: this binary again.
fn run_chasolver_process(path: &std::path::Path) -> usize {
    let out = Command::new(std::env::current_exe().expect("this bench's binary"))
        .env(AS_CHASOLVER, path)
        .stdout(Stdio::piped())
        .output()
        .expect("the bench's binary runs");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("the draws")
}

fn run_pendule(path: &std::path::Path) -> usize {
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(["timeout", "--batch"])
        .arg(path)
        .stdout(Stdio::piped())
        .output()
        .expect("pendule runs");
    assert!(out.status.success());
    out.stdout.iter().filter(|&&b| b == b'\n').count()
}

/// What any program must do at the least: read each FEN into chasolver's
/// board and ask whether the opponent can win (the fast proof first, then
/// the full search, which finds the line of a win), as chasolver's own
/// tools do. Returns the draws.
fn run_chasolver(lines: &str) -> usize {
    let mut draws = 0;
    for line in lines.lines() {
        let (fen, side) = line.rsplit_once(';').expect("FEN;side");
        let board = chess::Board::from_str(fen).expect("a FEN chess reads");
        let opponent = if side == "w" {
            chess::Color::Black
        } else {
            chess::Color::White
        };
        let unwinnable = chasolver::is_unwinnable_fast(&board, opponent)
            || chasolver::winnability(&board, opponent) == Some(chasolver::Winnability::Unwinnable);
        draws += usize::from(unwinnable);
    }
    draws
}

/// The slowest single verdict through the library, timed one by one.
fn slowest_verdict(lines: &str) -> (Duration, String) {
    let mut slowest = (Duration::ZERO, String::new());
    for line in lines.lines() {
        let (fen, side) = line.rsplit_once(';').expect("FEN;side");
        let flagged = if side == "w" {
            Color::White
        } else {
            Color::Black
        };
        let start = Instant::now();
        let pos = parse_fen(fen).expect("a legal FEN");
        let verdict = decide(&pos, flagged, DEFAULT_BUDGET, Notation::English);
        let took = start.elapsed();
        black_box(verdict);
        if took > slowest.0 {
            slowest = (took, line.to_owned());
        }
    }
    slowest
}

/// The time `run` took.
fn timed(run: impl FnOnce() -> usize) -> Duration {
    let start = Instant::now();
    black_box(run());
    start.elapsed()
}

/// Over `rounds` rounds of pendule, chasolver in process, chasolver as a
/// process, each twice in mirrored order: the median, lowest and highest of
/// the rounds' ratios of pendule's time to each chasolver's. `rounds` is
/// odd, so the middle one is the median.
fn paired_ratios(name: &str, rounds: usize, path: &std::path::Path, lines: &str) {
    let (mut direct, mut process) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let p1 = timed(|| run_pendule(path));
        let d1 = timed(|| run_chasolver(lines));
        let c1 = timed(|| run_chasolver_process(path));
        let c2 = timed(|| run_chasolver_process(path));
        let d2 = timed(|| run_chasolver(lines));
        let p2 = timed(|| run_pendule(path));
        let pendule = (p1 + p2).as_secs_f64();
        direct.push(pendule / (d1 + d2).as_secs_f64());
        process.push(pendule / (c1 + c2).as_secs_f64());
    }
    for (against, ratios) in [("in process", &mut direct), ("as a process", &mut process)] {
        ratios.sort_by(f64::total_cmp);
        eprintln!(
            "{name}: pendule / chasolver {against}, {rounds} rounds in turn: \
             median {:.3}x (lowest {:.3}x, highest {:.3}x)",
            ratios[ratios.len() / 2],
            ratios[0],
            ratios[ratios.len() - 1],
        );
    }
}

fn bench(c: &mut Criterion) {
    let lines = batch_lines();
    let (took, line) = slowest_verdict(&lines);
    eprintln!(
        "slowest single verdict: {:.1} µs for {line}",
        took.as_secs_f64() * 1e6
    );
    let count = lines.lines().count();
    let path = temporary("unfair", &lines);
    assert_eq!(run_pendule(&path), count);
    assert_eq!(run_chasolver(&lines), count, "every one is a draw");
    assert_eq!(run_chasolver_process(&path), count, "the same as a process");
    let lichess = lichess_lines();
    let lichess_path = temporary("lichess", &lichess);
    assert_eq!(run_pendule(&lichess_path), 512);
    paired_ratios("timeout_batch_88387", 9, &path, &lines);
    paired_ratios("timeout_batch_lichess_512", 41, &lichess_path, &lichess);

    let mut group = c.benchmark_group("timeout_batch_88387");
    group.sample_size(10);
    group.bench_function("pendule_timeout_batch_process", |b| {
        b.iter(|| run_pendule(black_box(&path)))
    });
    group.bench_function("chasolver_direct", |b| {
        b.iter(|| run_chasolver(black_box(&lines)))
    });
    group.bench_function("chasolver_process", |b| {
        b.iter(|| run_chasolver_process(black_box(&path)))
    });
    group.finish();
    let mut group = c.benchmark_group("timeout_batch_lichess_512");
    group.sample_size(10);
    group.bench_function("pendule_timeout_batch_process", |b| {
        b.iter(|| run_pendule(black_box(&lichess_path)))
    });
    group.bench_function("chasolver_direct", |b| {
        b.iter(|| run_chasolver(black_box(&lichess)))
    });
    group.bench_function("chasolver_process", |b| {
        b.iter(|| run_chasolver_process(black_box(&lichess_path)))
    });
    group.finish();
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(&lichess_path);
}

criterion_group!(benches, bench);

fn main() {
    // Run again as chasolver's process: read the file, print the draws.
    if let Some(path) = std::env::var_os(AS_CHASOLVER) {
        let lines = std::fs::read_to_string(path).expect("the batch file");
        println!("{}", run_chasolver(&lines));
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
