//! `pendule simulate SCRIPT`: plays a scripted game and prints its PGN.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use super::input::read_script;
use crate::export::tags::read_tags;
use crate::simulate::{parse_script, simulate};
use crate::store::{archive_game, lock_data_dir, new_game_id};

/// `pendule simulate SCRIPT`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The script (`-` for standard input), at most 16 MiB.
    script: PathBuf,
}

/// Runs the script; the PGN on stdout.
///
/// # Errors
/// [`CliError`] when the script cannot be read or a line cannot be carried out.
pub fn run(args: &SimulateArgs, data_dir: Option<&Path>) -> Result<ExitCode, CliError> {
    let path = &args.script;
    let text = if path.as_os_str() == "-" {
        read_script(std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(path).map_err(|source| CliError::Read {
            path: path.clone(),
            source,
        })?;
        read_script(std::io::BufReader::new(file))
    }
    .map_err(|error| CliError::input(path, error))?;
    let instructions = parse_script(&text)
        .map_err(|(line, why)| CliError::BadInput(format!("line {line}: {why}")))?;
    let pgn = simulate(&instructions).map_err(|e| CliError::BadInput(e.to_string()))?;
    print!("{pgn}");
    if let Some(dir) = data_dir {
        // As the device files a game that ended: under a new name, atomically.
        let finished = read_tags(&pgn)
            .iter()
            .any(|(k, v)| k == "Result" && v != "*");
        if !finished {
            return Err(CliError::BadInput(
                "the game did not end, so it was not archived".into(),
            ));
        }
        let archive_error = |e: std::io::Error| {
            CliError::BadInput(format!("cannot archive in {}: {e}", dir.display()))
        };
        std::fs::create_dir_all(dir).map_err(archive_error)?;
        // Not while a device's app (or another simulate) writes there.
        let _held = lock_data_dir(dir).map_err(|e| CliError::BadInput(e.to_string()))?;
        let (id, _) = new_game_id(Some(dir));
        archive_game(dir, &id, &pgn, None).map_err(archive_error)?;
    }
    Ok(ExitCode::SUCCESS)
}
