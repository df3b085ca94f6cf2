//! `pendule timeout`: the Art. 6.9 verdict for one position or a batch.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::{ArgGroup, Args, ValueEnum};
use shakmaty::Color;

use super::error::{CliError, one_line};
use super::input::Lines;
use super::verdict_words::VerdictWords;
use crate::rules::proof::with_proof;
use crate::rules::timeout::{UciMoves, Verdict, decide_in_order};
use crate::rules::{Notation, Variant, decide, parse_fen_in, prove};
use crate::words::Language;
use crate::words::Say;
use crate::words::rules::verdict_line;

/// `pendule timeout --fen FEN --flagged white|black` or `--batch FILE`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("input").required(true).args(["fen", "batch"])))]
pub struct TimeoutArgs {
    /// The position when the flag fell.
    #[arg(long, requires = "flagged")]
    fen: Option<String>,
    /// The FEN (or each of the batch's) is a Chess960 position: its
    /// castling rights may name any rook (X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The side whose flag fell.
    #[arg(long, value_enum)]
    flagged: Option<Side>,
    /// A file of lines `FEN;w` or `FEN;b` (the side whose flag fell), `-`
    /// for standard input; blank lines and `#` comments are skipped.
    #[arg(long, conflicts_with_all = ["fen", "flagged"])]
    batch: Option<PathBuf>,
    /// Seconds the full helpmate search may take before the verdict is
    /// left to the arbiter (and the search for a short line after it).
    #[arg(long, default_value_t = 2.0, value_parser = parse_budget, allow_negative_numbers = true)]
    budget: f64,
    /// The notation of a helpmate line: en, fr, de, es or figurine.
    #[arg(long, default_value = "en")]
    notation: Notation,
    /// The line that proves a loss: `first`, CHA-Solver's own, found with
    /// the ruling (a batch's default), or `shortest`, the shortest found by
    /// a search on every core within the budget after it (`--fen`'s).
    #[arg(long, value_enum)]
    proof: Option<ProofLine>,
}

/// Which line proves a loss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ProofLine {
    /// The first found: CHA-Solver's, at its pace.
    First,
    /// The shortest found within the budget.
    Shortest,
}

/// How each position is ruled.
#[derive(Debug, Clone, Copy)]
struct Ruling {
    budget: Duration,
    notation: Notation,
    proof: ProofLine,
    /// A batch's rulings, one search at a time at CHA-Solver's pace;
    /// otherwise one ruling, its proofs raced (`rules::race`).
    batch: bool,
    /// The rules the positions' castling rights follow.
    variant: Variant,
}

impl Ruling {
    /// The verdict on `pos`, with the proof asked for.
    fn decide(self, pos: &shakmaty::Chess, flagged: Color) -> Verdict {
        let verdict = if self.batch {
            // A batch prints its first proofs and replays none of them.
            let uci = match self.proof {
                ProofLine::First => UciMoves::Left,
                ProofLine::Shortest => UciMoves::Kept,
            };
            decide_in_order(pos, flagged, self.budget, self.notation, uci)
        } else {
            decide(pos, flagged, self.budget, self.notation)
        };
        if self.proof == ProofLine::First {
            return verdict;
        }
        match prove(pos, &verdict, self.budget, self.notation) {
            Some(proof) => with_proof(verdict, proof),
            None => verdict,
        }
    }
}

/// A side on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Side {
    #[value(alias = "w")]
    White,
    #[value(alias = "b")]
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

fn parse_budget(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..=86_400.0).contains(&s) => Ok(s),
        _ => Err(format!(
            "'{text}' is not a number of seconds from 0 to 86400"
        )),
    }
}

/// Runs the command; exit 0, or 2 when any input was bad.
///
/// # Errors
/// [`CliError`] for a bad FEN, or a batch file that cannot be read.
pub fn run(args: &TimeoutArgs, lang: Language) -> Result<ExitCode, CliError> {
    let ruling = |default, batch| Ruling {
        budget: Duration::from_secs_f64(args.budget),
        notation: args.notation,
        proof: args.proof.unwrap_or(default),
        batch,
        variant: variant(args),
    };
    if let Some(path) = &args.batch {
        return batch(path, ruling(ProofLine::First, true), lang);
    }
    let (Some(fen), Some(flagged)) = (&args.fen, args.flagged) else {
        return Err(CliError::BadInput(
            "give --fen and --flagged, or --batch".into(),
        ));
    };
    let pos = parse_fen_in(fen, variant(args)).map_err(|e| CliError::BadInput(e.say(lang)))?;
    let verdict = ruling(ProofLine::Shortest, false).decide(&pos, flagged.into());
    println!("{}", verdict_line(&verdict, lang));
    Ok(ExitCode::SUCCESS)
}

/// The batch's read and write buffers: a verdict line is a few hundred
/// bytes, and a batch of 88,387 writes 11 MB.
const BATCH_BUFFER: usize = 64 * 1024;

/// A batch is read a line at a time, each verdict written as it comes:
/// however long the batch, it holds one line (at most [`MAX_LINE`] bytes).
///
/// [`MAX_LINE`]: super::input::MAX_LINE
fn batch(path: &Path, ruling: Ruling, lang: Language) -> Result<ExitCode, CliError> {
    let source: Box<dyn BufRead> = if path.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        let file = File::open(path).map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?;
        Box::new(BufReader::with_capacity(BATCH_BUFFER, file))
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(BATCH_BUFFER, stdout.lock());
    let mut bad = 0usize;
    let mut words = VerdictWords::new(lang);
    for line in Lines::new(source) {
        // The verdicts before it stand: `out` is flushed as it drops.
        let line = line.map_err(|error| CliError::input(path, error))?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let written = match batch_line(line, ruling, words.lang()) {
            Ok(verdict) => words.write(&verdict, &mut out),
            Err(why) => {
                bad += 1;
                writeln!(out, "error: {}", one_line(&why))
            }
        };
        // A closed pipe (`| head`) ends the run quietly.
        if written.is_err() {
            return Ok(ExitCode::SUCCESS);
        }
    }
    let _ = out.flush();
    Ok(if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}

/// One batch line, `FEN;w` or `FEN;b`, to its verdict.
fn variant(args: &TimeoutArgs) -> Variant {
    if args.chess960 {
        Variant::Chess960
    } else {
        Variant::Standard
    }
}

fn batch_line(line: &str, ruling: Ruling, lang: Language) -> Result<Verdict, String> {
    let Some((fen, side)) = line.rsplit_once(';') else {
        return Err(format!("'{line}' has no ';w' or ';b' after the FEN"));
    };
    let flagged = match side.trim() {
        "w" | "white" => Color::White,
        "b" | "black" => Color::Black,
        other => return Err(format!("'{other}' is not a side (w or b)")),
    };
    let pos = parse_fen_in(fen, ruling.variant).map_err(|e| e.say(lang))?;
    Ok(ruling.decide(&pos, flagged))
}
