//! `pendule take-up FILE`: a spare device takes up a running game from its
//! journal (Art. 8.3), and `pendule hand-over STICK`: the running game's
//! journal written to a stick. The spare's next start restores the game
//! paused, exactly where the journal left it, for the arbiter to resume.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::error::CliError;
use crate::store::lock_data_dir;
use crate::store::spare::{JOURNAL, hand_over, take_up};

/// `pendule take-up FILE`.
#[derive(Debug, clap::Args)]
pub struct TakeUpArgs {
    /// The running game's journal: the old device's `journal.jsonl` (off
    /// its card) or the stick's `pendule/running/<id>.jsonl`.
    pub journal: PathBuf,
}

/// `pendule hand-over STICK`.
#[derive(Debug, clap::Args)]
pub struct HandOverArgs {
    /// The folder the stick is mounted on.
    pub stick: PathBuf,
}

/// Takes the journal into `data_dir`, never while a pendule runs there.
///
/// # Errors
/// The data directory is held by a running pendule, holds a game of its
/// own, or the journal holds no game.
pub fn run_take_up(args: &TakeUpArgs, data_dir: &Path) -> Result<ExitCode, CliError> {
    std::fs::create_dir_all(data_dir)
        .map_err(|e| CliError::BadInput(format!("{}: {e}", data_dir.display())))?;
    let _held = lock_data_dir(data_dir).map_err(|e| CliError::BadInput(e.to_string()))?;
    let id = take_up(&args.journal, data_dir).map_err(|e| CliError::BadInput(e.to_string()))?;
    println!(
        "the game {id} is the running game of {}: pendule restores it paused at its next start, and the arbiter resumes it",
        data_dir.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// Writes the running game's journal of `data_dir` to the stick.
///
/// # Errors
/// No game is running there, or the stick cannot be written.
pub fn run_hand_over(args: &HandOverArgs, data_dir: &Path) -> Result<ExitCode, CliError> {
    let written = hand_over(&data_dir.join(JOURNAL), &args.stick)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    println!("{}", written.display());
    Ok(ExitCode::SUCCESS)
}
