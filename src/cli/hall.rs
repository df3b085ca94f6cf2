//! `pendule hall --event ID [--broker ADDR] --out DIR`: follows every
//! board of a round on an MQTT broker and writes the round's files.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::error::CliError;
use crate::hall::BrokerAddr;
use crate::hall::run::{HallOptions, run as run_hall};
use crate::hall::topics::is_device_id;

/// `pendule hall`.
#[derive(Debug, Args)]
pub struct HallArgs {
    /// The event's id, as the devices are set to it (`[hall] event`):
    /// letters, digits, `-`, `_`, `.`.
    #[arg(long, value_name = "ID")]
    event: String,
    /// A broker the venue runs (mqtt://host:port); without it the hall
    /// starts its own mosquitto, its state in DIR/broker/.
    #[arg(long, value_name = "ADDR")]
    broker: Option<BrokerAddr>,
    /// Where the hall's own broker listens: loopback unless a LAN address
    /// is asked for (0.0.0.0:1883 for every device of the hall).
    #[arg(
        long,
        default_value = "127.0.0.1:1883",
        value_name = "ADDR",
        conflicts_with = "broker"
    )]
    listen: std::net::SocketAddr,
    /// The folder for `round.pgn` and `game-<board>.pgn`.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

/// Runs the hall until it is stopped.
///
/// # Errors
/// [`CliError`] for a bad event id, a folder that cannot be written or a
/// broker that cannot be started.
pub fn run(args: &HallArgs) -> Result<ExitCode, CliError> {
    if !is_device_id(&args.event) {
        return Err(CliError::BadInput(format!(
            "--event '{}': an event id is 1 to 64 letters, digits, '-', '_' or '.'",
            args.event.chars().take(80).collect::<String>()
        )));
    }
    let opts = HallOptions {
        event: args.event.clone(),
        broker: args.broker.clone(),
        listen: args.listen,
        out: args.out.clone(),
    };
    run_hall(&opts).map_err(|e| CliError::BadInput(format!("hall: {e}")))?;
    Ok(ExitCode::SUCCESS)
}
