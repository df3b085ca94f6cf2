//! The command line: a stable contract that tests and tools rely on.

mod export;
#[cfg(feature = "relay")]
mod relay;
#[cfg(feature = "ui")]
mod screens;
mod simulate;
mod timeout;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

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
    /// Draws every screen headless at 800x480 and 1280x720 as PNG files.
    #[cfg(feature = "ui")]
    Screens(screens::ScreensArgs),
}

/// A failure the user must act on: one line, exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// Input that cannot be used (a bad FEN, side or file).
    #[error("{0}")]
    BadInput(String),
    /// A file that cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> ExitCode {
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
        Some(Command::Timeout(args)) => timeout::run(&args),
        Some(Command::Simulate(args)) => simulate::run(&args, cli.data_dir.as_deref()),
        #[cfg(feature = "relay")]
        Some(Command::Relay(args)) => relay::run(&args),
        Some(Command::Export(args)) => export::run(&args, &crate::store::data_dir(cli.data_dir)),
        #[cfg(feature = "ui")]
        Some(Command::Screens(args)) => screens::run(&args),
    };
    match outcome {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::from(2)
        }
    }
}
