//! The command line: a stable contract that tests and tools rely on.

mod announce;
mod arguments;
mod eboard;
mod export;
pub mod input;
mod pairings;
#[cfg(feature = "relay")]
mod relay;
#[cfg(feature = "ui")]
mod screens;
mod simulate;
mod spare;
mod timeout;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub use arguments::refused_arguments;

use clap::{Parser, Subcommand};

use crate::words::Language;

/// pendule: a tournament chess clock that keeps the scoresheet and rules as
/// an arbiter.
#[derive(Debug, Parser)]
#[command(name = "pendule", version, about)]
pub struct Cli {
    /// What to do; nothing runs the device app.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Where the journal, archive and settings live (default: systemd's
    /// state directory, else the XDG data directory).
    #[arg(long, global = true)]
    pub data_dir: Option<PathBuf>,
    /// The language of what a command says (en, fr, de or es): by default
    /// the one set in --data-dir's settings, else English.
    #[arg(long, global = true, value_name = "LANG")]
    pub language: Option<Language>,
}

impl Cli {
    /// The one language of the command: `--language`, else the settings
    /// of the data directory given, else English. (A data directory not
    /// named is not read for it: the same command says the same words on
    /// every machine.)
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(|| {
            self.data_dir
                .as_deref()
                .map(|d| crate::store::load_settings(d).settings.language)
                .unwrap_or_default()
        })
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// The Art. 6.9 verdict when a flag falls: loss, or draw when the
    /// opponent cannot checkmate by any series of legal moves.
    Timeout(timeout::TimeoutArgs),
    /// Plays a scripted game through the real game with virtual time and
    /// prints its PGN (with --data-dir, archives it as the device would).
    Simulate(simulate::SimulateArgs),
    /// Gathers a round from the devices' live endpoints into DIR/round.pgn
    /// (and pushes it to a lichess broadcast with --push).
    #[cfg(feature = "relay")]
    Relay(relay::RelayArgs),
    /// Exports the archived games as PGN files into DIR/pendule/.
    Export(export::ExportArgs),
    /// Prints the moves a DGT e-board on PORT reports, in SAN, as the
    /// device would enter them (to check boards and cables).
    Eboard(eboard::EboardArgs),
    /// Draws every screen headless at 800x480 and 1280x720 as PNG files.
    #[cfg(feature = "ui")]
    Screens(screens::ScreensArgs),
    /// What a device would fill in from a pairings file (CSV, round PGN,
    /// TRF) for a round and board, or the whole file with its problems.
    Pairings(pairings::PairingsArgs),
    /// Says what the talking clock would say (a clock's time, a move, a
    /// warning...) into a WAV file, or plays it.
    Announce(announce::AnnounceArgs),
    /// A spare device takes up a running game from its journal (Art. 8.3):
    /// restored paused at the next start, for the arbiter to resume.
    TakeUp(spare::TakeUpArgs),
    /// Writes the running game's journal to a stick (pendule/running/), for
    /// a spare device to take up.
    HandOver(spare::HandOverArgs),
}

/// A failure the user must act on: one line, exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Input that cannot be used (a bad FEN, side or file).
    #[error("{0}")]
    BadInput(String),
    /// A file that cannot be read.
    #[error("cannot read {}: {source}", shown(path))]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A file that is refused: a line or the whole too long, or not text.
    #[error("{}: {}", shown(path), error.words(crate::words::Language::English))]
    Input {
        /// The file.
        path: PathBuf,
        /// Why.
        error: input::InputError,
    },
}

impl CliError {
    /// `error` reading `path`.
    fn input(path: &Path, error: input::InputError) -> CliError {
        match error {
            input::InputError::Read(source) => CliError::Read {
                path: path.to_owned(),
                source,
            },
            error => CliError::Input {
                path: path.to_owned(),
                error,
            },
        }
    }
}

/// A path as an error names it; `-` is standard input.
fn shown(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_owned()
    } else {
        path.display().to_string()
    }
}

/// The most characters an error line shows.
const LONGEST_LINE: usize = 240;

/// `text` as one line of at most [`LONGEST_LINE`] characters: an error that
/// echoes a long input (a line of a batch, an argument) shows its start and
/// the end of the sentence, not all of it; control characters it echoes
/// are escaped, not sent to the terminal.
pub(crate) fn one_line(text: &str) -> String {
    let joined = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let mut line = String::with_capacity(joined.len());
    for c in joined.chars() {
        if c.is_control() {
            line.extend(c.escape_debug());
        } else {
            line.push(c);
        }
    }
    let count = line.chars().count();
    if count <= LONGEST_LINE {
        return line;
    }
    let tail = LONGEST_LINE / 4;
    let head: String = line.chars().take(LONGEST_LINE - tail - 1).collect();
    let end: String = line.chars().skip(count - tail).collect();
    format!("{head}…{end}")
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitCode {
    let lang = cli.language();
    let outcome = match cli.command {
        #[cfg(feature = "ui")]
        None => crate::app::run::run(&crate::store::data_dir(cli.data_dir))
            .map(|()| ExitCode::SUCCESS)
            .map_err(CliError::BadInput),
        #[cfg(not(feature = "ui"))]
        None => Err(CliError::BadInput(
            "this pendule was built without screens (the ui feature): give a command, see --help"
                .into(),
        )),
        Some(Command::Timeout(args)) => timeout::run(&args, lang),
        Some(Command::Simulate(args)) => simulate::run(&args, cli.data_dir.as_deref(), lang),
        #[cfg(feature = "relay")]
        Some(Command::Relay(args)) => relay::run(&args, lang),
        Some(Command::Export(args)) => {
            export::run(&args, &crate::store::data_dir(cli.data_dir), lang)
        }
        Some(Command::Eboard(args)) => eboard::run(&args, lang),
        #[cfg(feature = "ui")]
        Some(Command::Screens(args)) => screens::run(&args, lang),
        Some(Command::Announce(args)) => announce::run(&args, lang),
        Some(Command::TakeUp(args)) => {
            spare::run_take_up(&args, &crate::store::data_dir(cli.data_dir))
        }
        Some(Command::HandOver(args)) => {
            spare::run_hand_over(&args, &crate::store::data_dir(cli.data_dir))
        }
        Some(Command::Pairings(args)) => pairings::run(&args, lang),
    };
    match outcome {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{}", one_line(&error.to_string()));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_one_line_and_a_long_echo_is_cut_in_the_middle() {
        assert_eq!(one_line("bad FEN 'x'\n  [why]\n\n"), "bad FEN 'x' [why]");
        assert_eq!(one_line("'\0\u{1b}[2J'"), "'\\0\\u{1b}[2J'");
        let long = format!("bad FEN '{}': missing king", "x".repeat(100_000));
        let cut = one_line(&long);
        assert_eq!(cut.chars().count(), LONGEST_LINE);
        assert!(cut.starts_with("bad FEN 'xxx"), "{cut}");
        assert!(cut.ends_with("xxx': missing king"), "{cut}");
    }
}
