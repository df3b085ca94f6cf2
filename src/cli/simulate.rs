//! `pendule simulate SCRIPT`: plays a scripted game and prints its PGN.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use crate::simulate::{parse_script, simulate};

/// `pendule simulate SCRIPT`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The script (`-` for standard input).
    script: PathBuf,
}

/// Runs the script; the PGN on stdout.
///
/// # Errors
/// [`CliError`] when the script cannot be read or a line cannot be carried out.
pub fn run(args: &SimulateArgs) -> Result<ExitCode, CliError> {
    let read_error = |source| CliError::Read {
        path: args.script.clone(),
        source,
    };
    let mut text = String::new();
    if args.script.as_os_str() == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(read_error)?;
    } else {
        text = std::fs::read_to_string(&args.script).map_err(read_error)?;
    }
    let instructions = parse_script(&text)
        .map_err(|(line, why)| CliError::BadInput(format!("line {line}: {why}")))?;
    let pgn = simulate(&instructions).map_err(|e| CliError::BadInput(e.to_string()))?;
    print!("{pgn}");
    Ok(ExitCode::SUCCESS)
}
