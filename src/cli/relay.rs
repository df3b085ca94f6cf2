//! `pendule relay --devices ADDR[,ADDR...] --out DIR [--once]`: gathers
//! the round from the devices for a lichess broadcast.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::error::CliError;
use super::push::push_targets;
use crate::relay::{MIN_INTERVAL, RelayOptions, run as run_relay};
use crate::words::Language;

/// `pendule relay`.
#[derive(Debug, Args)]
pub struct RelayArgs {
    /// The devices' addresses (`host:port`), comma-separated; without it
    /// the devices are found by mDNS (`_pendule._tcp`).
    #[arg(long, value_delimiter = ',', value_name = "ADDR[,ADDR...]")]
    devices: Vec<String>,
    /// With --once and no --devices: seconds to look for devices by mDNS.
    #[arg(long, default_value_t = 3.0, value_name = "SECONDS")]
    discover: f64,
    /// The folder for `round.pgn` and `game-<board>.pgn`.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Poll every device once, write, and exit (2 when one did not answer).
    #[arg(long)]
    once: bool,
    /// Seconds between two polls of a device (at least 2).
    #[arg(long, default_value_t = 2.0, value_name = "SECONDS")]
    interval: f64,
    /// Seconds a device has to answer.
    #[arg(long, default_value_t = 3.0, value_name = "SECONDS")]
    timeout: f64,
    /// Serves the round for a local viewer at this address.
    #[arg(long, value_name = "ADDR")]
    serve: Option<std::net::SocketAddr>,
    /// Pushes the round to this lichess broadcast round (the token comes
    /// from $LICHESS_TOKEN or --token-file, never the command line).
    #[arg(long, value_name = "ROUND_ID")]
    push: Option<String>,
    /// A file holding the lichess token.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    /// The lichess server (another only for tests).
    #[arg(
        long,
        default_value = "https://lichess.org",
        value_name = "URL",
        hide = true
    )]
    lichess: String,
}

fn seconds(value: f64, name: &str, least: Duration) -> Result<Duration, CliError> {
    Duration::try_from_secs_f64(value)
        .ok()
        .filter(|d| *d >= least && *d <= Duration::from_secs(3600))
        .ok_or_else(|| {
            CliError::BadInput(format!(
                "--{name} {value}: from {} to 3600 seconds",
                least.as_secs_f64()
            ))
        })
}

/// Runs the relay.
///
/// # Errors
/// [`CliError`] for bad arguments or an output folder that cannot be written.
pub fn run(args: &RelayArgs, lang: Language) -> Result<ExitCode, CliError> {
    let push = push_targets(
        args.push.as_slice(),
        &args.lichess,
        args.token_file.as_deref(),
    )?
    .pop();
    let opts = RelayOptions {
        devices: args.devices.iter().map(|d| d.trim().to_owned()).collect(),
        discover_for: seconds(args.discover, "discover", Duration::from_millis(100))?,
        out: args.out.clone(),
        once: args.once,
        interval: seconds(args.interval, "interval", MIN_INTERVAL)?,
        timeout: seconds(args.timeout, "timeout", Duration::from_millis(100))?,
        serve: args.serve,
        push,
        lang,
    };
    let report =
        run_relay(&opts).map_err(|e| CliError::BadInput(format!("{}: {e}", args.out.display())))?;
    for line in &report.missing {
        eprintln!("{line}");
    }
    Ok(if report.missing.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}
