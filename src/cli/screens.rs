//! `pendule screens DIR`: every screen drawn headless, as PNG files.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::error::CliError;
use crate::app::ui::screens::render_all;
use crate::words::Language;

/// `pendule screens DIR`.
#[derive(Debug, Args)]
pub struct ScreensArgs {
    /// Where the pictures go (in the command's --language).
    dir: PathBuf,
}

/// Renders the screens.
///
/// # Errors
/// [`CliError`] when the pictures cannot be made or written.
pub fn run(args: &ScreensArgs, language: Language) -> Result<ExitCode, CliError> {
    let written = render_all(&args.dir, language).map_err(CliError::BadInput)?;
    println!("wrote {} screens to {}", written.len(), args.dir.display());
    Ok(ExitCode::SUCCESS)
}
