//! The `pendule` binary: parses the command line and hands over to the library.

use std::process::ExitCode;

use clap::Parser;
use pendule::cli::{Cli, refused_arguments, run};

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_writer(std::io::stderr)
        .init();
    match Cli::try_parse() {
        Ok(cli) => run(cli),
        Err(error) => refused_arguments(&error),
    }
}
