//! The command line: a stable contract that tests and tools rely on.

mod announce;
mod arguments;
mod certificate;
mod eboard;
mod error;
mod export;
#[cfg(feature = "hall")]
mod hall;
pub mod input;
mod pairings;
mod password;
#[cfg(feature = "hall")]
mod push;
#[cfg(feature = "ui")]
mod screens;
mod simulate;
mod spare;
mod timeout;
mod verdict_words;

use std::path::PathBuf;
use std::process::ExitCode;

pub use arguments::refused_arguments;
pub use error::CliError;
pub(crate) use error::one_line;

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
    /// Follows every board of a round on an MQTT broker (its own
    /// mosquitto unless --broker) and writes the round into DIR.
    #[cfg(feature = "hall")]
    Hall(Box<hall::HallArgs>),
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
        #[cfg(feature = "hall")]
        Some(Command::Hall(args)) => hall::run(&args, lang),
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
