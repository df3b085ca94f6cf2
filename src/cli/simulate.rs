//! `pendule simulate SCRIPT`: plays a scripted game and prints its PGN.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;

use super::error::CliError;
use super::input::read_script;
use crate::clock::Moment;
use crate::export::tags::read_tags;
use crate::game::Game;
use crate::live::{DeviceRound, Endpoint, LiveGame, resumed_round, serve_device};
use crate::pgn::Tags;
use crate::simulate::{Unwatched, Watcher, parse_script, simulate_watched};
use crate::store::{archive_game, lock_data_dir, new_game_id};
use crate::words::Language;

/// `pendule simulate SCRIPT`.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("live").args(["serve", "hall"]).multiple(true))]
pub struct SimulateArgs {
    /// The script (`-` for standard input), at most 16 MiB.
    script: PathBuf,
    /// Plays the script in real time while serving the device's live
    /// endpoint (`/game.pgn`, `/round.pgn`) at this address.
    #[arg(long, value_name = "ADDR")]
    serve: Option<std::net::SocketAddr>,
    /// Plays the script in real time while publishing the board to the
    /// hall on this MQTT broker, as a device set to it does.
    #[arg(long, value_name = "BROKER", requires_all = ["device", "event"])]
    hall: Option<crate::hall::BrokerAddr>,
    /// With --hall: the device's id (its topics on the broker).
    #[arg(long, value_name = "ID", requires = "hall")]
    device: Option<String>,
    /// With --hall: the hall's event the device is set to.
    #[arg(long, value_name = "ID", requires = "hall")]
    event: Option<String>,
    /// With --hall: a file holding the device's password on the broker
    /// (its user is --device), as `pendule hall provision` made it.
    #[arg(long, value_name = "FILE", requires = "hall")]
    password_file: Option<PathBuf>,
    /// With --hall mqtts://: the hall's certificate (PEM), the one its
    /// broker must show.
    #[arg(long, value_name = "FILE", requires = "hall")]
    tls_cert: Option<PathBuf>,
    /// With --serve or --hall: this many times faster than real time.
    #[arg(long, default_value_t = 1.0, value_parser = positive, requires = "live")]
    speed: f64,
    /// With --serve or --hall: how long the final state is served before exiting.
    #[arg(long, default_value_t = 5.0, value_name = "SECONDS", value_parser = seconds, requires = "live")]
    linger: f64,
}

/// The slowest and fastest speeds: 1e-20 made the game's next moment
/// past any time the clock can hold.
const SPEEDS: std::ops::RangeInclusive<f64> = 0.001..=1e6;

fn positive(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if SPEEDS.contains(&x) => Ok(x),
        _ => Err(format!(
            "'{text}' is not a speed from {} to {}",
            SPEEDS.start(),
            SPEEDS.end()
        )),
    }
}

fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && (0.0..=86_400.0).contains(&x) => Ok(x),
        _ => Err(format!(
            "'{text}' is not a number of seconds from 0 to 86400"
        )),
    }
}

/// Runs the script; the PGN on stdout, its comments and any refusal in
/// `lang` (the command's language, whatever letters the script's moves use).
///
/// # Errors
/// [`CliError`] when the script cannot be read or a line cannot be carried out.
pub fn run(
    args: &SimulateArgs,
    data_dir: Option<&Path>,
    lang: Language,
) -> Result<ExitCode, CliError> {
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
    let pgn = match (args.serve, &args.hall) {
        (None, None) => simulate_watched(&instructions, lang, &mut Unwatched),
        _ => {
            let mut served = Served::start(args, data_dir)?;
            let pgn = simulate_watched(&instructions, lang, &mut served);
            std::thread::sleep(Duration::from_secs_f64(args.linger));
            served.say_unlinked(args.hall.as_ref());
            pgn
        }
    }
    .map_err(|e| CliError::BadInput(e.to_string()))?;
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
        // Filed as the device files it: naming the device (its id, kept in
        // the data directory), after the tags the game wrote.
        let device = crate::store::device_id(dir).map_err(archive_error)?;
        let tagged = match pgn.split_once("\n\n") {
            Some((tags, moves)) => format!("{tags}\n[Device \"{device}\"]\n\n{moves}"),
            None => pgn.clone(),
        };
        archive_game(dir, &id, &tagged, None).map_err(archive_error)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The script played in real time (scaled by `speed`) behind the device's
/// own endpoint: the game's moment `m` comes at `origin + m / speed`.
struct Served {
    origin: Instant,
    speed: f64,
    feed: tokio::sync::watch::Sender<Arc<DeviceRound>>,
    plies: Option<usize>,
    /// With --data-dir: the round's games archived by earlier runs are
    /// served before this one, as a restarted device serves them.
    data_dir: Option<PathBuf>,
    _endpoint: Option<Endpoint>,
    publisher: Option<crate::hall::Publisher>,
    /// The hall's pairing for this board (White, Black), once heard.
    heard_pairing: Option<(String, String)>,
    /// The player's call waiting (who, when), and whether the hall's word
    /// that it was seen has been said.
    call: (Option<(shakmaty::Color, u64)>, bool),
}

impl Served {
    fn start(args: &SimulateArgs, data_dir: Option<&Path>) -> Result<Served, CliError> {
        let (speed, origin) = (args.speed, Instant::now());
        let (feed, round) = tokio::sync::watch::channel(Arc::new(DeviceRound::default()));
        let now = Arc::new(move || Moment::from_origin(origin.elapsed().mul_f64(speed)));
        let mut served = Served {
            origin,
            speed,
            feed,
            plies: None,
            data_dir: data_dir.map(Path::to_owned),
            _endpoint: None,
            publisher: None,
            heard_pairing: None,
            call: (None, false),
        };
        if let Some(addr) = args.serve {
            let cannot =
                |e: std::io::Error| CliError::BadInput(format!("cannot serve at {addr}: {e}"));
            let endpoint = serve_device(addr, round.clone(), now.clone()).map_err(cannot)?;
            eprintln!("serving http://{}/game.pgn", endpoint.addr);
            served._endpoint = Some(endpoint);
        }
        if let (Some(broker), Some(device), Some(event)) = (&args.hall, &args.device, &args.event) {
            let password = match &args.password_file {
                Some(file) => Some(super::password::read_password(file)?),
                None => None,
            };
            let certificate = match &args.tls_cert {
                Some(file) => Some(super::certificate::read_certificate(file)?),
                None => None,
            };
            let link = hall_link(broker, (device, event), (password, certificate))?;
            let publisher = crate::hall::start_publisher(link, device.to_owned(), round, now)
                .map_err(|e| CliError::BadInput(format!("cannot publish to {broker}: {e}")))?;
            served.publisher = Some(publisher);
        }
        Ok(served)
    }
}

/// How the device `device` of `event` reaches the hall on `broker`, with
/// its password and the hall's certificate when it has them.
fn hall_link(
    broker: &crate::hall::BrokerAddr,
    (device, event): (&str, &str),
    (password, certificate): (Option<String>, Option<Vec<u8>>),
) -> Result<crate::hall::HallLink, CliError> {
    super::error::checked_id("device", device)?;
    super::error::checked_id("event", event)?;
    Ok(crate::hall::HallLink {
        broker: broker.clone(),
        credentials: password.map(|p| (device.to_owned(), p)),
        event: event.to_owned(),
        // A simulated game keeps no journal: the snapshot only.
        outbox: None,
        certificate,
    })
}

impl Served {
    /// Says when the hall's broker does not have the board at the end
    /// (a device shows it with its dot; here only the broker's log would).
    fn say_unlinked(&self, broker: Option<&crate::hall::BrokerAddr>) {
        let (Some(publisher), Some(broker)) = (&self.publisher, broker) else {
            return;
        };
        if !*publisher.link.borrow() {
            eprintln!(
                "hall: {broker} does not have this board: no broker there, or it refused \
                 the device (password, certificate, plain TCP to a TLS port); its log says which"
            );
        }
    }

    /// Says, once, the game the hall published for this board and round
    /// (the script's `Round` and `Board` tags): what a device's setup
    /// would be filled with.
    fn say_pairing(&mut self, tags: &Tags) {
        let heard = self.heard_pairing.is_some();
        let Some(publisher) = self.publisher.as_ref().filter(|_| !heard) else {
            return;
        };
        let tag = |name: &str| {
            tags.iter()
                .find(|(k, _)| k == name)
                .and_then(|(_, v)| v.trim().parse::<u32>().ok())
        };
        let (Some(round), Some(board)) = (tag("Round"), tag("Board")) else {
            return;
        };
        let heard = publisher.pairings.borrow().pairings();
        let game = heard.as_ref().and_then(|p| p.find(round, board));
        if let Some(game) = game {
            eprintln!(
                "hall pairing: round {round} board {board}: {} - {}",
                game.white, game.black
            );
            self.heard_pairing = Some((game.white.clone(), game.black.clone()));
        }
    }

    /// The script's tags, with the players of the hall's pairing where
    /// the script names none: as a device's setup is filled from the hall.
    fn with_pairing(&self, tags: &Tags) -> Tags {
        let mut tags = tags.clone();
        let Some((white, black)) = &self.heard_pairing else {
            return tags;
        };
        for (name, player) in [("White", white), ("Black", black)] {
            match tags.iter_mut().find(|(k, _)| k == name) {
                Some((_, value)) if value.trim().is_empty() => player.clone_into(value),
                Some(_) => {}
                None => tags.push((name.to_owned(), player.clone())),
            }
        }
        tags
    }

    /// Says, once, that the hall's arbiter has seen the call waiting.
    fn say_seen(&mut self) {
        let (Some((side, at)), false) = self.call else {
            return;
        };
        let seen = self.publisher.as_ref().and_then(|p| *p.seen.borrow());
        if seen.map(|s| s.call_at) == Some(at) {
            let side = if side == shakmaty::Color::White {
                "White"
            } else {
                "Black"
            };
            eprintln!("hall: the arbiter has seen {side}'s call");
            self.call.1 = true;
        }
    }
}

impl Watcher for Served {
    fn wait_until(&mut self, now: Moment) {
        // Within a day of waiting, whatever the speed and the moment.
        let wait = Duration::try_from_secs_f64(now.since_origin().as_secs_f64() / self.speed)
            .unwrap_or(Duration::MAX)
            .min(Duration::from_secs(86_400));
        let due = self.origin.checked_add(wait).unwrap_or(self.origin);
        // In slices while a call waits: the hall's word that it was seen is
        // said as it comes, as a device shows it.
        loop {
            let left = due.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            let slice = match self.call {
                (Some(_), false) => left.min(Duration::from_millis(100)),
                _ => left,
            };
            std::thread::sleep(slice);
            self.say_seen();
        }
    }

    fn show(&mut self, game: &Game, tags: &Tags, now: Moment) {
        self.say_pairing(tags);
        if self.call.0 != game.arbiter_called() {
            self.call = (game.arbiter_called(), false);
        }
        let live = LiveGame::of(game, &self.with_pairing(tags), now);
        match self.data_dir.take() {
            // The first sight of the game: its round's earlier games too.
            Some(dir) => {
                let round = resumed_round(&dir, "", live);
                self.feed.send_replace(Arc::new(round));
            }
            None => self
                .feed
                .send_modify(|round| Arc::make_mut(round).show(live)),
        }
        // Each new move, with the wall-clock time it was served from: what
        // a viewer's delay is measured against.
        let plies = game.scoresheet().moves().len();
        if self.plies != Some(plies) {
            self.plies = Some(plies);
            let unix_ms = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis());
            eprintln!("ply {plies} served at {unix_ms} ms");
        }
    }
}
