//! `pendule export DIR`: the archived games as PGN files in `DIR/pendule/`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::error::CliError;
use crate::export::{DirTarget, Which, export};
use crate::words::Language;

/// `pendule export DIR [--new|--all]`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Where the `pendule/` folder goes: a mounted stick, any directory.
    dir: PathBuf,
    /// Only the games not exported before (the default).
    #[arg(long, conflicts_with = "all")]
    new: bool,
    /// Every archived game.
    #[arg(long)]
    all: bool,
}

/// Exports; one line of summary on stdout.
///
/// # Errors
/// [`CliError`] when `DIR` cannot be written or the archive read.
pub fn run(
    args: &ExportArgs,
    data_dir: &std::path::Path,
    lang: Language,
) -> Result<ExitCode, CliError> {
    let which = if args.all { Which::All } else { Which::New };
    let mut target = DirTarget::open(&args.dir)
        .map_err(|e| CliError::BadInput(format!("cannot write in {}: {e}", args.dir.display())))?;
    let summary = export(data_dir, &mut target, which, |_, _| {})
        .map_err(|e| CliError::BadInput(e.words(lang)))?;
    println!("{}", summary.words(lang));
    // "New" is per device, not per folder: an empty folder after a stick
    // got the games gets none, which the line alone does not explain (N29).
    let nothing = summary.exported + summary.corrected + summary.already == 0;
    if which == Which::New && nothing && crate::export::count(data_dir, Which::All).unwrap_or(0) > 0
    {
        println!("{}", crate::words::t!(lang, "export-new-hint"));
    }
    Ok(ExitCode::SUCCESS)
}
