//! `pendule hall --event ID [--broker ADDR] --out DIR`: follows every
//! board of a round on an MQTT broker and writes the round's files;
//! `pendule hall provision`: a broker user for each device.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::error::{CliError, checked_id};
use crate::day::Pairings;
use crate::hall::BrokerAddr;
use crate::hall::broker::{Listening, TlsFiles, hall_credentials};
use crate::hall::console::ConsoleOptions;
use crate::hall::provision::{VIEWER_SECRET, VIEWER_USER, provision};
use crate::hall::reach::Reach;
use crate::hall::run::{HallOptions, run as run_hall};
use crate::hall::send_pairings::{round_games, send_pairings};
use crate::words::Language;

/// `pendule hall`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct HallArgs {
    /// Another task than following the round.
    #[command(subcommand)]
    action: Option<HallAction>,
    /// The event's id, as the devices are set to it (`[hall] event`):
    /// letters, digits, `-`, `_`, `.`.
    #[arg(long, value_name = "ID", required = true)]
    event: Option<String>,
    /// A broker the venue runs (mqtt://host:port); without it the hall
    /// starts its own mosquitto, its state in DIR/broker/.
    #[arg(long, value_name = "ADDR")]
    broker: Option<BrokerAddr>,
    /// With --broker: the hall's user on it.
    #[arg(long, value_name = "USER", requires_all = ["broker", "password_file"])]
    user: Option<String>,
    /// With --user: a file holding its password (one line).
    #[arg(long, value_name = "FILE", requires = "user")]
    password_file: Option<PathBuf>,
    /// Where the hall's own broker listens: loopback unless a LAN address
    /// is asked for (0.0.0.0:1883 for the devices of the hall, once they
    /// are provisioned).
    #[arg(
        long,
        default_value = "127.0.0.1:1883",
        value_name = "ADDR",
        conflicts_with = "broker"
    )]
    listen: std::net::SocketAddr,
    /// The hall's certificate (PEM): its own broker serves TLS with it and
    /// --tls-key; a venue's mqtts:// broker must show it.
    #[arg(long, value_name = "FILE")]
    tls_cert: Option<PathBuf>,
    /// The certificate's private key, for the hall's own broker.
    #[arg(
        long,
        value_name = "FILE",
        requires = "tls_cert",
        conflicts_with = "broker"
    )]
    tls_key: Option<PathBuf>,
    /// The folder for `round.pgn` and `game-<board>.pgn`.
    #[arg(long, value_name = "DIR", required = true)]
    out: Option<PathBuf>,
    /// Pushes the round to these lichess broadcast rounds, 100 games each
    /// in board order (the token comes from $LICHESS_TOKEN or
    /// --token-file, never the command line).
    #[arg(long, value_delimiter = ',', value_name = "ROUND_ID[,ROUND_ID...]")]
    push: Vec<String>,
    /// A file holding the lichess token.
    #[arg(long, value_name = "FILE", requires = "push")]
    token_file: Option<PathBuf>,
    /// Serves the arbiters' console here (http://ADDR/ in a browser;
    /// default 127.0.0.1:8700, this machine only). A LAN address needs
    /// --console-password-file.
    #[arg(long, value_name = "ADDR")]
    console: Option<std::net::SocketAddr>,
    /// A file holding the console's password (one line), asked of every
    /// browser.
    #[arg(long, value_name = "FILE")]
    console_password_file: Option<PathBuf>,
    /// A file holding the arbiter's PIN (4 to 8 digits), asked on the
    /// console to publish the round's pairings; without it the console
    /// publishes none.
    #[arg(long, value_name = "FILE")]
    console_pin_file: Option<PathBuf>,
    /// No console.
    #[arg(long, conflicts_with_all = ["console", "console_password_file", "console_pin_file"])]
    no_console: bool,
    /// The lichess server (another only for tests).
    #[arg(
        long,
        default_value = "https://lichess.org",
        value_name = "URL",
        hide = true
    )]
    lichess: String,
}

/// What `pendule hall` does besides following the round.
#[derive(Debug, Subcommand)]
enum HallAction {
    /// Makes a broker user for each of N devices: the hall's own broker
    /// lets each write only its own board; each device's settings go on
    /// the stick (STICK/pendule/hall/dev-NNN.toml).
    Provision(ProvisionArgs),
    /// Publishes a round's pairings (CSV, round PGN or TRF, read as a
    /// device reads a stick's file) to the devices: each fills its setup
    /// from its board's game.
    Pairings(HallPairingsArgs),
}

/// `pendule hall pairings`.
#[derive(Debug, Args)]
struct HallPairingsArgs {
    /// The pairings file.
    file: PathBuf,
    /// The round.
    #[arg(long, value_name = "R", value_parser = clap::value_parser!(u32).range(1..))]
    round: u32,
    /// The event's id.
    #[arg(long, value_name = "ID")]
    event: String,
    /// The hall's folder: its broker's hall user is used when the devices
    /// were provisioned.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// The broker.
    #[arg(long, default_value = "mqtt://127.0.0.1:1883", value_name = "ADDR")]
    broker: BrokerAddr,
    /// The hall's user on a venue's broker.
    #[arg(long, value_name = "USER", requires = "password_file")]
    user: Option<String>,
    /// With --user: a file holding its password.
    #[arg(long, value_name = "FILE", requires = "user")]
    password_file: Option<PathBuf>,
    /// With an mqtts:// broker: the certificate it must show (PEM).
    #[arg(long, value_name = "FILE")]
    tls_cert: Option<PathBuf>,
}

/// The certificate file's PEM, when one is given.
fn certificate(file: Option<&std::path::Path>) -> Result<Option<Vec<u8>>, CliError> {
    file.map(super::certificate::read_certificate).transpose()
}

/// Publishes the round's pairings; says how many, for which boards.
fn publish_pairings(args: &HallPairingsArgs, lang: Language) -> Result<ExitCode, CliError> {
    let event = checked_id("event", &args.event)?;
    let bytes = super::pairings::read_pairings_file(&args.file, lang)?;
    let pairings = Pairings::read(&bytes).map_err(|e| CliError::BadInput(e.words(lang)))?;
    let games = round_games(&pairings, args.round);
    if games.is_empty() {
        return Err(CliError::BadInput(format!(
            "{}: no game of round {}",
            args.file.display(),
            args.round
        )));
    }
    let credentials = match (&args.user, &args.password_file, &args.out) {
        (Some(user), Some(file), _) => Some((user.clone(), super::password::read_password(file)?)),
        (_, _, Some(out)) => hall_credentials(&out.join("broker"))
            .map_err(|e| CliError::BadInput(format!("hall pairings: {e}")))?,
        _ => None,
    };
    let reach = Reach {
        credentials,
        certificate: certificate(args.tls_cert.as_deref())?,
    };
    send_pairings(&args.broker, reach, event, &games)
        .map_err(|e| CliError::BadInput(format!("hall pairings: {e}")))?;
    keep_trf(args.out.as_deref(), &bytes);
    let boards: Vec<u32> = games.iter().map(|g| g.board).collect();
    let (first, last) = (boards.iter().min(), boards.iter().max());
    println!(
        "round {}: {} boards' pairings published ({}-{})",
        args.round,
        games.len(),
        first.unwrap_or(&0),
        last.unwrap_or(&0)
    );
    Ok(ExitCode::SUCCESS)
}

/// A TRF of pairings kept in the hall's folder `out`: the hall writes the
/// round's results into it (`results.trf`) for the pairing program. The
/// pairings are published already: a copy that cannot be written is said,
/// and fails nothing.
fn keep_trf(out: Option<&std::path::Path>, bytes: &[u8]) {
    use crate::day::pairings::{Format, text::decode};
    use crate::hall::files::{PAIRINGS_TRF, RESULTS_TRF, keep_pairings};
    let text = decode(bytes);
    let Some(out) = out.filter(|_| Format::of(&text) == Format::Trf) else {
        return;
    };
    match keep_pairings(out, &text) {
        Ok(()) => println!(
            "the round's results go into {}",
            out.join(RESULTS_TRF).display()
        ),
        Err(e) => eprintln!(
            "hall pairings: {} cannot be written ({e}): the hall writes no {RESULTS_TRF}",
            out.join(PAIRINGS_TRF).display()
        ),
    }
}

/// `pendule hall provision`.
#[derive(Debug, Args)]
struct ProvisionArgs {
    /// How many devices.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=4096))]
    devices: u16,
    /// The hall's folder, as given to `pendule hall --out`.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Where each device's file is written (a stick's mount point).
    #[arg(long, value_name = "DIR")]
    stick: PathBuf,
    /// The event's id.
    #[arg(long, value_name = "ID")]
    event: String,
    /// The broker as the devices reach it (the hall machine's LAN address;
    /// mqtts://… with --tls-cert).
    #[arg(long, value_name = "ADDR")]
    broker: BrokerAddr,
    /// The hall's certificate (PEM), written into each device's file: the
    /// one its broker must show.
    #[arg(long, value_name = "FILE")]
    tls_cert: Option<PathBuf>,
}

/// Makes the devices' users and files; says which, and where.
fn provision_devices(p: &ProvisionArgs) -> Result<ExitCode, CliError> {
    let event = checked_id("event", &p.event)?;
    let pem = certificate(p.tls_cert.as_deref())?;
    if p.broker.tls != pem.is_some() {
        return Err(CliError::BadInput(
            "hall provision: an mqtts:// broker goes with --tls-cert, and --tls-cert with mqtts://"
                .into(),
        ));
    }
    let dir = p.out.join("broker");
    let pem = pem.map(|bytes| String::from_utf8_lossy(&bytes).into_owned());
    let place = (&p.broker, event, pem.as_deref());
    let users = provision(&dir, &p.stick, place, usize::from(p.devices))
        .map_err(|e| CliError::BadInput(format!("hall provision: {e}")))?;
    let (first, last) = (users.first(), users.last());
    println!(
        "{} devices ({} to {}): their files in {}",
        users.len(),
        first.map_or("", String::as_str),
        last.map_or("", String::as_str),
        p.stick.join("pendule").join("hall").display()
    );
    println!(
        "viewers read every board as {VIEWER_USER}, password in {}",
        dir.join(VIEWER_SECRET).display()
    );
    Ok(ExitCode::SUCCESS)
}

/// The console asked for: none with --no-console.
fn console(args: &HallArgs) -> Result<Option<ConsoleOptions>, CliError> {
    if args.no_console {
        return Ok(None);
    }
    let password = match &args.console_password_file {
        Some(file) => Some(super::password::read_password(file)?),
        None => None,
    };
    if password.as_deref() == Some("") {
        return Err(CliError::BadInput(
            "the console's password file is empty".into(),
        ));
    }
    let pin = match &args.console_pin_file {
        Some(file) => {
            let text = super::password::read_password(file)?;
            let pin: crate::pin::Pin = text.parse().map_err(|e: crate::pin::NotAPin| {
                CliError::BadInput(format!("{}: {e}", file.display()))
            })?;
            Some(pin.as_str().to_owned())
        }
        None => None,
    };
    Ok(Some(ConsoleOptions {
        addr: args.console.unwrap_or(DEFAULT_CONSOLE),
        password,
        asked: args.console.is_some(),
        pin,
    }))
}

/// Where the console listens unless asked: this machine only.
const DEFAULT_CONSOLE: std::net::SocketAddr =
    std::net::SocketAddr::new(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), 8700);

/// Runs the hall until it is stopped, or provisions its devices.
///
/// # Errors
/// [`CliError`] for a bad id, a folder that cannot be written or a broker
/// that cannot be started.
pub fn run(args: &HallArgs, lang: Language) -> Result<ExitCode, CliError> {
    if let Some(HallAction::Pairings(p)) = &args.action {
        return publish_pairings(p, lang);
    }
    if let Some(HallAction::Provision(p)) = &args.action {
        return provision_devices(p);
    }
    let (Some(event), Some(out)) = (&args.event, &args.out) else {
        return Err(CliError::BadInput(
            "pendule hall needs --event and --out".into(),
        ));
    };
    let credentials = match (&args.user, &args.password_file) {
        (Some(user), Some(file)) => Some((user.clone(), super::password::read_password(file)?)),
        _ => None,
    };
    if args.broker.is_none() && args.tls_cert.is_some() != args.tls_key.is_some() {
        return Err(CliError::BadInput(
            "the hall's own broker serves TLS with both --tls-cert and --tls-key".into(),
        ));
    }
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(TlsFiles {
            cert: cert.clone(),
            key: key.clone(),
        }),
        _ => None,
    };
    let opts = HallOptions {
        event: checked_id("event", event)?.to_owned(),
        broker: args.broker.clone(),
        reach: Reach {
            credentials,
            certificate: certificate(args.tls_cert.as_deref())?,
        },
        listen: Listening {
            addr: args.listen,
            tls,
        },
        out: out.clone(),
        push: super::push::push_targets(&args.push, &args.lichess, args.token_file.as_deref())?,
        lang,
        console: console(args)?,
    };
    run_hall(&opts).map_err(|e| CliError::BadInput(format!("hall: {e}")))?;
    Ok(ExitCode::SUCCESS)
}
