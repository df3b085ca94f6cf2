//! `pendule relay --devices ADDR[,ADDR...] --out DIR [--once]`: gathers
//! the round from the devices for a lichess broadcast.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use super::error::CliError;
use crate::relay::push::{PushTarget, is_round_id};
use crate::relay::{MIN_INTERVAL, RelayOptions, run as run_relay};
use crate::words::Language;

/// The environment variable that may hold the lichess token.
pub const TOKEN_VAR: &str = "LICHESS_TOKEN";

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

/// The lichess rounds `ids` on the server `base`, each with the token
/// (from `token_file`, else the environment); none when no id is given.
///
/// # Errors
/// An id that is no round id, or no token.
pub(super) fn push_targets(
    ids: &[String],
    base: &str,
    token_file: Option<&std::path::Path>,
) -> Result<Vec<PushTarget>, CliError> {
    if let Some(id) = ids.iter().find(|id| !is_round_id(id)) {
        return Err(CliError::BadInput(format!(
            "--push {id}: a broadcast round id is 8 letters and digits"
        )));
    }
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let token = token_from(token_file)?;
    Ok(ids
        .iter()
        .map(|id| PushTarget {
            base: base.to_owned(),
            round_id: id.clone(),
            token: token.clone(),
        })
        .collect())
}

/// The lichess token, from `file` or else the environment.
///
/// # Errors
/// The file cannot be read, or no one-line token is found.
fn token_from(file: Option<&std::path::Path>) -> Result<String, CliError> {
    let token = match file {
        Some(path) => read_token(path)?,
        None => std::env::var(TOKEN_VAR).unwrap_or_default(),
    };
    let token = token.trim().to_owned();
    if token.is_empty() || token.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(CliError::BadInput(format!(
            "--push needs a lichess token in ${TOKEN_VAR} or --token-file (one line)"
        )));
    }
    Ok(token)
}

/// A token is one short line: never more than this is read (`/dev/zero`
/// took 14 GB).
const MOST_TOKEN: u64 = 4096;

fn read_token(path: &std::path::Path) -> Result<String, CliError> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MOST_TOKEN + 1).read_to_end(&mut bytes))
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?;
    if bytes.len() as u64 > MOST_TOKEN {
        return Err(CliError::BadInput(format!(
            "--token-file {}: more than {MOST_TOKEN} bytes, no token",
            path.display()
        )));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
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
