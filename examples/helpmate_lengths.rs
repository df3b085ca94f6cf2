//! How long are the helpmate lines the Art. 6.9 verdicts show, and how long
//! does each verdict take? Runs `decide` for both flags on CHA-Solver's
//! community positions, one at a time, with the default budget (the
//! device's setting), and prints the length distribution in plies (half
//! moves) of the lines of the losses, and the time per verdict.
//!
//! Usage: cargo run --release --no-default-features --example helpmate_lengths [BUDGET_SECS [LINES_FILE]]
//!
//! LINES_FILE receives each loss as `plies<TAB>flagged<TAB>FEN<TAB>line`, to
//! compare two versions position by position.

use std::io::Write;
use std::time::{Duration, Instant};

use pendule::rules::timeout::{DEFAULT_BUDGET, Reason};
use pendule::rules::{Notation, decide, parse_fen};
use shakmaty::Color;

const DATA: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/cha/chasolver_positions.txt"
);

/// Upper bounds (inclusive) of the histogram's buckets, in plies.
const BUCKETS: [usize; 14] = [1, 2, 3, 4, 5, 6, 7, 9, 11, 15, 21, 31, 51, usize::MAX];

fn main() {
    let budget = std::env::args().nth(1).map_or(DEFAULT_BUDGET, |s| {
        Duration::from_secs_f64(s.parse().expect("seconds"))
    });
    let mut out = std::env::args()
        .nth(2)
        .map(|path| std::fs::File::create(path).expect("a lines file"));
    let text = std::fs::read_to_string(DATA).expect("the data file");
    let mut plies = vec![];
    let mut times = vec![];
    let mut longest = (0, String::new());
    let (mut refused, mut undetermined) = (0, 0);
    let start = Instant::now();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (_, fen) = line.split_once(' ').expect("a label, a space, a FEN");
        let Ok(pos) = parse_fen(fen.trim()) else {
            refused += 1;
            continue;
        };
        for flagged in Color::ALL {
            let began = Instant::now();
            let verdict = decide(&pos, flagged, budget, Notation::English);
            times.push(began.elapsed());
            match &verdict.reason {
                Reason::OpponentCanMate { line, .. } => {
                    let n = count_plies(line);
                    if let Some(out) = &mut out {
                        writeln!(out, "{n}\t{flagged}\t{}\t{line}", fen.trim()).expect("written");
                    }
                    if n > longest.0 {
                        longest = (n, format!("{fen} ({flagged} flagged): {line}"));
                    }
                    plies.push(n);
                }
                Reason::Undetermined { .. } => undetermined += 1,
                _ => {}
            }
        }
    }
    let total = start.elapsed();
    println!(
        "{} verdicts ({} positions refused as unreachable), budget {:.1} s, {undetermined} undetermined",
        times.len(),
        refused,
        budget.as_secs_f64()
    );
    print_lengths(&mut plies);
    println!("longest: {} plies: {}", longest.0, longest.1);
    times.sort();
    println!(
        "time per verdict: median {:.2} ms, p90 {:.2} ms, p99 {:.1} ms, max {:.1} ms; total {:.1} s",
        ms(times[times.len() / 2]),
        ms(times[times.len() * 9 / 10]),
        ms(times[times.len() * 99 / 100]),
        ms(times[times.len() - 1]),
        total.as_secs_f64()
    );
}

/// The moves of a numbered line ("11.Nd4 b6 12.f4", "1...Kb8 2.Nc6#").
fn count_plies(line: &str) -> usize {
    line.split_whitespace()
        .filter(|token| {
            !token
                .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
                .is_empty()
        })
        .count()
}

fn print_lengths(plies: &mut [usize]) {
    plies.sort_unstable();
    let n = plies.len();
    if n == 0 {
        println!("no loss with a helpmate line");
        return;
    }
    println!(
        "{n} losses with a helpmate line; plies: min {}, median {}, p90 {}, max {}; mean {:.1}",
        plies[0],
        plies[n / 2],
        plies[n * 9 / 10],
        plies[n - 1],
        plies.iter().sum::<usize>() as f64 / n as f64
    );
    let mut low = 1;
    for high in BUCKETS {
        let count = plies.iter().filter(|&&p| (low..=high).contains(&p)).count();
        let label = match high {
            usize::MAX => format!("{low}+"),
            h if h == low => format!("{h}"),
            h => format!("{low}-{h}"),
        };
        let bar = "#".repeat(count.div_ceil(20));
        println!("{label:>6} plies {count:>5} {bar}");
        low = high.saturating_add(1);
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
