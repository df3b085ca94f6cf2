//! The `pendule` binary: parses the command line and hands over to the library.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use pendule::cli::{Cli, refused_arguments, run};

fn main() -> ExitCode {
    // Colours only on a terminal: under systemd stderr is the journal, where
    // escape codes are noise (the twin's journal showed them).
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    match Cli::try_parse() {
        Ok(cli) => run(cli),
        Err(error) => refused_arguments(&error),
    }
}
