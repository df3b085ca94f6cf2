//! `pendule hall`: subscribes to every device of the broker, keeps the
//! round they make, and writes it to the output folder (`round.pgn`,
//! `games.pgn`, `game-<board>.pgn`, each replaced at once).

use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use rumqttc::{AsyncClient, Event, EventLoop, Packet, QoS};
use tokio::time::Instant;

use super::address::BrokerAddr;
use super::boards::{Hall, MAX_DEVICES, Refusal, Taken};
use super::broker::{Listening, Mosquitto, start_mosquitto};
use super::console::{CONSOLE_EVERY, ConsoleOptions};
use super::files::Written;
use super::lichess::PushTarget;
use super::mirror::Mirror;
use super::progress::progress;
use super::push::Pushers;
use super::reach::{Reach, hall_options};
use super::said::Said;
use super::topics::{DeviceTopic, parse_device_topic};
use crate::words::Language;

/// The round's files are written at most this often: a burst of moves
/// from many boards is one write, and a move waits for at most this.
pub const WRITE_EVERY: Duration = Duration::from_millis(100);

/// The round's own files (`round.pgn`, `games.pgn`: every board's games,
/// megabytes in a big round) are written at most this often; a board's
/// file within [`WRITE_EVERY`].
pub const ROUND_EVERY: Duration = Duration::from_secs(1);

/// The progress line is looked at this often, and said when it changed.
pub const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// Held snapshots are looked at this often: a device's budget earns a
/// reading every 100 ms.
const HELD_EVERY: Duration = Duration::from_millis(100);

/// What `pendule hall` was asked.
#[derive(Debug, Clone)]
pub struct HallOptions {
    /// The hall's event: only devices set to it are taken.
    pub event: String,
    /// A broker of the venue's; `None` starts the hall's own.
    pub broker: Option<BrokerAddr>,
    /// The hall's user and password on a venue's broker, and its
    /// certificate when it speaks TLS.
    pub reach: Reach,
    /// Where and how the hall's own broker listens.
    pub listen: Listening,
    /// The folder of the round's files (and the own broker's state).
    pub out: PathBuf,
    /// The lichess broadcast rounds the round is pushed to, 100 games
    /// each.
    pub push: Vec<PushTarget>,
    /// The language of what the pushers say, and the console's when the
    /// browser asks none pendule speaks.
    pub lang: Language,
    /// The arbiters' console.
    pub console: Option<ConsoleOptions>,
}

/// Runs the hall until the process is stopped (SIGINT or SIGTERM stop its
/// own broker with it).
///
/// # Errors
/// The folder cannot be made, or the own broker cannot be started.
pub fn run(opts: &HallOptions) -> std::io::Result<()> {
    std::fs::create_dir_all(&opts.out)?;
    // One hall a folder: a second would stop the first one's broker and
    // write over its files.
    let _one = crate::store::lock_data_dir(&opts.out)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::AddrInUse, e.to_string()))?;
    let console = super::console::listener(opts.console.as_ref())?;
    let (mut broker, addr, reach) = match &opts.broker {
        Some(addr) => (None, addr.clone(), opts.reach.clone()),
        None => {
            let own = start_mosquitto(&opts.out.join("broker"), &opts.listen)?;
            let reach = Reach {
                credentials: own.credentials.clone(),
                certificate: own.certificate.clone(),
            };
            let addr = own.addr.clone();
            (Some(own), addr, reach)
        }
    };
    eprintln!(
        "hall: event {} on {addr}, files in {}",
        opts.event,
        opts.out.display()
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let outcome = runtime.block_on(follow(opts, &addr, reach, &mut broker, console));
    drop(broker);
    outcome
}

/// The round as the hall follows it: what it knows, what it wrote, what
/// it said.
struct Following {
    hall: Hall,
    /// The copies of the devices' journals.
    mirror: Mirror,
    /// The round's games changed since they were written.
    games_changed: bool,
    /// The round's own files lag behind the boards'.
    round_owed: bool,
    /// When the round's own files were written last.
    last_round: Instant,
    written: Written,
    pushers: Pushers,
    /// The refusals said.
    said: Said,
    /// When the round's files are next written and the journals' records
    /// acknowledged, when something changed.
    due: Option<Instant>,
    last_write: Instant,
    /// The progress line said last.
    line: String,
    /// The last write failed: said once, and again when one succeeds.
    write_failing: bool,
}

impl Following {
    /// Takes one message from the broker.
    fn take(&mut self, topic: &str, payload: &[u8]) {
        if let Some((device, DeviceTopic::Events)) = parse_device_topic(topic) {
            self.take_record(device, payload);
            return;
        }
        let taken = self.hall.take(topic, payload, SystemTime::now());
        self.heed(taken);
    }

    /// A record of a device's journal, for the copy. A device the hall
    /// does not know yet (no snapshot of this event) is not answered: it
    /// sends again.
    fn take_record(&mut self, device: &str, payload: &[u8]) {
        if !self.hall.knows(device) {
            return;
        }
        match self.mirror.take(device, payload) {
            Ok(()) => self.soon(),
            Err(why) => self.heed(Taken::Refused(Refusal {
                device: device.to_owned(),
                why,
            })),
        }
    }

    /// The files and acknowledgements are written within [`WRITE_EVERY`].
    fn soon(&mut self) {
        let next = (self.last_write + WRITE_EVERY).max(Instant::now());
        // Sooner than the round's own files, when they are what is due.
        self.due = Some(self.due.map_or(next, |due| due.min(next)));
    }

    /// Reads the held snapshots whose turn came.
    fn take_held(&mut self) {
        for taken in self.hall.take_held(SystemTime::now()) {
            self.heed(taken);
        }
    }

    /// Writes the round soon when its games changed; says a refusal.
    fn heed(&mut self, taken: Taken) {
        match taken {
            Taken::GamesChanged => {
                self.games_changed = true;
                self.soon();
            }
            Taken::Refused(refusal) => {
                if let Some(words) = self.said.say(&refusal) {
                    eprintln!("hall: refused: {words}");
                }
            }
            Taken::Changed | Taken::Ignored => {}
        }
    }

    /// Writes the round's files and hands the round to the pushers, and
    /// acknowledges the records copied once synced; a write that failed is
    /// tried again in a second.
    fn write(&mut self, out: &std::path::Path, client: &AsyncClient) {
        self.due = None;
        self.last_write = Instant::now();
        for (topic, ack) in self.mirror.flush() {
            let _ = client.try_publish(topic, QoS::AtLeastOnce, true, ack);
        }
        if self.mirror.is_due() {
            self.due = Some(Instant::now() + Duration::from_secs(1));
        }
        if !std::mem::take(&mut self.games_changed) && !self.round_owed {
            return;
        }
        let round_now = self.last_round.elapsed() >= ROUND_EVERY;
        let games = self.hall.games();
        match self.written.write_boards(out, &games, round_now) {
            Err(e) => {
                // Once, not every second it goes on failing.
                if !std::mem::replace(&mut self.write_failing, true) {
                    eprintln!("hall: cannot write in {}: {e}", out.display());
                }
                self.games_changed = true;
                self.due = Some(Instant::now() + Duration::from_secs(1));
            }
            Ok(_) if std::mem::take(&mut self.write_failing) => {
                eprintln!("hall: the round is written again in {}", out.display());
            }
            Ok(_) => {}
        }
        if round_now {
            self.last_round = Instant::now();
        }
        self.round_owed = !round_now;
        if self.round_owed {
            let next = self.last_round + ROUND_EVERY;
            self.due = Some(self.due.map_or(next, |due| due.min(next)));
        }
        self.pushers.push(&games);
    }

    /// Says the progress line when it changed.
    fn say_progress(&mut self) {
        let line = progress(&self.hall, SystemTime::now());
        if line != self.line {
            eprintln!("{line}");
            self.line = line;
        }
    }
}

/// The hall's connection to the broker at `addr`.
///
/// # Errors
/// TLS asked without a certificate that is one.
fn client(addr: &BrokerAddr, reach: Reach) -> std::io::Result<(AsyncClient, EventLoop)> {
    let id = format!("pendule-hall-{}", std::process::id());
    let mut options = hall_options(id, addr, reach)?;
    // A hostile device's 10 MB snapshot is refused by the hall, not met
    // with the hall's own connection dropped.
    options.set_max_packet_size(16 * 1024 * 1024, 64 * 1024);
    // Room for an acknowledgement to every device at once (after a broker
    // restart all of them send again); one that finds no room is given at
    // the device's next try.
    Ok(AsyncClient::new(options, MAX_DEVICES + 64))
}

/// Follows the devices on the broker at `addr` until a signal.
async fn follow(
    opts: &HallOptions,
    addr: &BrokerAddr,
    reach: Reach,
    own: &mut Option<Mosquitto>,
    console: Option<std::net::TcpListener>,
) -> std::io::Result<()> {
    let (client, mut events) = client(addr, reach)?;
    let mut feed = match (console, &opts.console) {
        (Some(listener), Some(c)) => {
            eprintln!("hall: the console on http://{}/", c.addr);
            Some(super::console::start(
                listener,
                (&opts.event, &opts.out),
                (c.password.clone(), c.pin.clone()),
                opts.lang,
            )?)
        }
        _ => None,
    };
    let mut round = Following {
        hall: Hall::new(&opts.event),
        mirror: Mirror::new(&opts.out),
        games_changed: false,
        round_owed: false,
        write_failing: false,
        last_round: Instant::now() - ROUND_EVERY,
        // An earlier run's board files stay until a board of the round
        // takes their place: a hall started again before every device was
        // heard deletes no game.
        written: Written::default(),
        pushers: Pushers::start(opts.push.clone(), opts.lang),
        said: Said::default(),
        due: None,
        last_write: Instant::now() - WRITE_EVERY,
        line: String::new(),
    };
    let mut connected_once = false;
    let mut stop = Box::pin(stopped());
    let mut watch_broker = tokio::time::interval(Duration::from_secs(1));
    let mut say_every = tokio::time::interval(PROGRESS_EVERY);
    let mut held_every = tokio::time::interval(HELD_EVERY);
    let mut console_every = tokio::time::interval(CONSOLE_EVERY);
    loop {
        let due = round.due;
        tokio::select! {
            () = &mut stop => break,
            _ = watch_broker.tick(), if own.is_some() => restart_if_stopped(opts, own),
            _ = say_every.tick() => round.say_progress(),
            _ = held_every.tick(), if round.hall.holds() => round.take_held(),
            _ = console_every.tick(), if feed.is_some() => {
                if let Some(feed) = feed.as_mut() {
                    feed.update(&round.hall, SystemTime::now());
                    super::console::send_owed(feed, &client, &opts.event);
                }
            }
            () = tokio::time::sleep_until(due.unwrap_or_else(Instant::now)), if due.is_some() => {
                round.write(&opts.out, &client);
            }
            event = events.poll() => match event {
                Ok(Event::Incoming(Packet::ConnAck(_))) => {
                    if !connected_once {
                        eprintln!("hall: following the devices on {addr}");
                        connected_once = true;
                    }
                    for kind in [DeviceTopic::Status, DeviceTopic::State, DeviceTopic::Events] {
                        let _ = client.try_subscribe(kind.every_device(), QoS::AtLeastOnce);
                    }
                }
                Ok(Event::Incoming(Packet::Publish(message))) => {
                    round.take(&message.topic, &message.payload);
                }
                Ok(_) => {}
                Err(e) => {
                    eprintln!("hall: broker {addr}: {e}; trying again");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            },
        }
    }
    // What came before the signal is written before the hall stops.
    if round.games_changed || round.round_owed {
        round.written.write_games(&opts.out, &round.hall.games())?;
    }
    Ok(())
}

/// Starts the hall's own broker again when it stopped (killed, crashed):
/// its persisted state holds the retained boards, and the devices and the
/// hall reconnect by themselves.
fn restart_if_stopped(opts: &HallOptions, own: &mut Option<Mosquitto>) {
    if !own.as_mut().is_some_and(Mosquitto::has_stopped) {
        return;
    }
    eprintln!("hall: the broker stopped; starting it again");
    match start_mosquitto(&opts.out.join("broker"), &opts.listen) {
        Ok(again) => *own = Some(again),
        Err(e) => eprintln!("hall: the broker cannot be started again: {e}"),
    }
}

/// Resolves at SIGINT or SIGTERM.
async fn stopped() {
    use tokio::signal::unix::{SignalKind, signal};
    match (
        signal(SignalKind::interrupt()),
        signal(SignalKind::terminate()),
    ) {
        (Ok(mut int), Ok(mut term)) => {
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
        }
        _ => std::future::pending().await,
    }
}
