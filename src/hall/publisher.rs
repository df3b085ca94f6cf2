//! The device's side of the hall: it dials out to the broker and keeps its
//! board's retained snapshot there, from the same feed the live endpoint
//! serves. On its own thread and runtime, as the endpoint is: a broker
//! that is slow or gone takes nothing from the driver, and play never
//! waits for the network (a snapshot that cannot be queued is dropped;
//! the next change, tick or reconnection sends the board as it then is).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use rumqttc::{AsyncClient, Event, EventLoop, LastWill, MqttOptions, Packet, QoS, Transport};
use tokio::sync::watch;

use super::address::BrokerAddr;
use super::events::{Ack, ack_topic};
use super::outbox::Outbox;
use super::pairing::{HeardPairings, every_pairing};
use super::seen::{Seen, seen_topic};
use super::state::{BoardState, MAX_STATE};
use super::tls::{CertificateProblem, transport};
use super::topics::{DeviceTopic, OFFLINE, ONLINE};
use crate::clock::Moment;
use crate::live::DeviceRound;

/// While a clock runs the snapshot is sent this often, so a late viewer's
/// clocks never drift far from the device's.
pub const STATE_EVERY: Duration = Duration::from_secs(5);

/// The broker hears from a silent device this often; its last will is
/// published after one and a half of these without a word.
const KEEP_ALIVE: Duration = Duration::from_secs(5);

/// Records sent and not acknowledged are sent again after this.
const RESEND_EVERY: Duration = Duration::from_secs(5);

/// After its first connection the device waits this long for the hall's
/// acknowledgement before sending its journal from the start.
const FIRST_ACK_WAIT: Duration = Duration::from_secs(1);

/// The longest wait between two tries to reach the broker.
const MOST_BACKOFF: Duration = Duration::from_secs(8);

/// How a device reaches its hall.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallLink {
    /// The broker.
    pub broker: BrokerAddr,
    /// The device's user and password on it, when it asks for them.
    pub credentials: Option<(String, String)>,
    /// The hall's event the device plays in.
    pub event: String,
    /// The data directory whose journals are sent on `events` (none: the
    /// snapshot only, as `simulate` keeps no journal).
    pub outbox: Option<PathBuf>,
    /// Over TLS: the hall's certificate (PEM), the one its broker must show.
    pub certificate: Option<Vec<u8>>,
}

impl HallLink {
    /// The connection's transport: TCP, or TLS pinned to the hall's
    /// certificate.
    ///
    /// # Errors
    /// TLS without a certificate, or one that is none.
    pub fn transport(&self) -> Result<Transport, CertificateProblem> {
        transport(self.broker.tls, self.certificate.as_deref())
    }
}

/// The running publisher; dropping it says `offline` and stops it.
pub struct Publisher {
    stop: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The round's pairings the hall published, as heard.
    pub pairings: watch::Receiver<Arc<HeardPairings>>,
    /// Whether the broker has the board now (connected).
    pub link: watch::Receiver<bool>,
    /// The call the hall's arbiter has seen, as the hall last said.
    pub seen: watch::Receiver<Option<Seen>>,
    /// How much of which game the hall last said it holds.
    pub acks: watch::Receiver<Option<Ack>>,
}

/// What the connection tells the rest of the publisher.
struct Heard {
    /// Each new connection, counted.
    connections: watch::Sender<u64>,
    /// Connected now.
    link: watch::Sender<bool>,
    /// The pairings heard.
    pairings: watch::Sender<Arc<HeardPairings>>,
    /// The hall's acknowledgements to this device, and their topic.
    acks: (String, watch::Sender<Option<Ack>>),
    /// The hall's word that a call was seen, and its topic.
    seen: (String, watch::Sender<Option<Seen>>),
}

impl Drop for Publisher {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Where the snapshot's moments and wall-clock times come from.
pub type Now = Arc<dyn Fn() -> Moment + Send + Sync>;

/// Starts publishing `round` as the board of `device` on the hall of `link`.
///
/// # Errors
/// No thread or runtime could be made, or TLS is asked without a
/// certificate that is one.
pub fn start_publisher(
    link: HallLink,
    device: String,
    round: watch::Receiver<Arc<DeviceRound>>,
    now: Now,
) -> std::io::Result<Publisher> {
    let transport = link
        .transport()
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e.to_string()))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop, stopped) = watch::channel(false);
    let (heard_pairings, pairings) = watch::channel(Arc::new(HeardPairings::default()));
    let (linked, link_now) = watch::channel(false);
    let (connected, connections) = watch::channel(0u64);
    let (acked, acks) = watch::channel(None);
    let (saw, seen) = watch::channel(None);
    let heard = Heard {
        connections: connected,
        link: linked,
        pairings: heard_pairings,
        acks: (ack_topic(&device), acked),
        seen: (seen_topic(&device), saw),
    };
    let feeds = Feeds {
        round,
        connections,
        acks: acks.clone(),
        stopped,
    };
    let thread = std::thread::Builder::new()
        .name("hall".into())
        .spawn(move || runtime.block_on(publish((link, transport), device, feeds, heard, now)))?;
    Ok(Publisher {
        stop,
        thread: Some(thread),
        pairings,
        link: link_now,
        seen,
        acks,
    })
}

fn options(link: &HallLink, transport: Transport, device: &str) -> MqttOptions {
    let mut options = MqttOptions::new(device, link.broker.host.clone(), link.broker.port);
    options
        .set_transport(transport)
        .set_keep_alive(KEEP_ALIVE)
        // The broker keeps the session (and its QoS 1 queue) across drops.
        .set_clean_session(false)
        .set_max_packet_size(64 * 1024, MAX_STATE + 4096)
        .set_last_will(LastWill::new(
            DeviceTopic::Status.of(device),
            OFFLINE,
            QoS::AtLeastOnce,
            true,
        ));
    if let Some((user, password)) = &link.credentials {
        options.set_credentials(user.clone(), password.clone());
    }
    options
}

/// What the publisher waits on.
struct Feeds {
    /// The round as the driver publishes it.
    round: watch::Receiver<Arc<DeviceRound>>,
    /// Each new connection to the broker.
    connections: watch::Receiver<u64>,
    /// The hall's acknowledgements.
    acks: watch::Receiver<Option<Ack>>,
    /// Raised when the device stops.
    stopped: watch::Receiver<bool>,
}

/// What woke the publisher.
enum Wake {
    /// The board changed, a clock ran on, or the broker took the device
    /// again: a snapshot is due.
    Board,
    /// Only the journal's records may be due.
    Records,
    /// The device stops.
    Stop,
}

async fn publish(
    (link, transport): (HallLink, Transport),
    device: String,
    feeds: Feeds,
    heard: Heard,
    now: Now,
) {
    let Feeds {
        mut round,
        mut connections,
        mut acks,
        mut stopped,
    } = feeds;
    let (client, events) = AsyncClient::new(options(&link, transport, &device), 256);
    let connection = tokio::spawn(keep_connected(events, heard, link.broker.clone()));
    let state_topic = DeviceTopic::State.of(&device);
    let status_topic = DeviceTopic::Status.of(&device);
    let mut records = Records {
        outbox: link.outbox.as_deref().map(Outbox::new),
        from: None,
    };
    let mut ticker = tokio::time::interval(STATE_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    // Not at once: only after a spell without an acknowledgement.
    let mut resend =
        tokio::time::interval_at(tokio::time::Instant::now() + RESEND_EVERY, RESEND_EVERY);
    let mut feed_open = true;
    loop {
        let running = round
            .borrow()
            .current
            .as_ref()
            .is_some_and(|g| g.clock().is_running());
        let (waits, held) = (records.waits(), records.held());
        let wake = tokio::select! {
            _ = stopped.changed() => Wake::Stop,
            Ok(()) = connections.changed() => {
                let _ = client.try_publish(&status_topic, QoS::AtLeastOnce, true, ONLINE);
                let _ = client.try_subscribe(every_pairing(&link.event), QoS::AtLeastOnce);
                let _ = client.try_subscribe(ack_topic(&device), QoS::AtLeastOnce);
                let _ = client.try_subscribe(seen_topic(&device), QoS::AtLeastOnce);
                records.connected(acks.borrow().is_some());
                Wake::Board
            }
            Ok(()) = acks.changed() => {
                records.heard(acks.borrow_and_update().clone());
                resend.reset();
                Wake::Records
            }
            changed = round.changed(), if feed_open => {
                feed_open = changed.is_ok();
                if feed_open { Wake::Board } else { continue }
            }
            _ = ticker.tick(), if running => Wake::Board,
            _ = resend.tick(), if waits => {
                records.again();
                Wake::Records
            }
            () = tokio::time::sleep_until(held.unwrap_or_else(tokio::time::Instant::now)), if held.is_some() => Wake::Records,
        };
        match wake {
            Wake::Stop => break,
            Wake::Board => {
                let state =
                    BoardState::of(&round.borrow(), (&device, &link.event), now(), unix_ms());
                // Queued or dropped at once: a full queue means the broker
                // is out of reach, and the board as it stands is sent on
                // reconnection.
                let _ = client.try_publish(&state_topic, QoS::AtLeastOnce, true, state.to_json());
            }
            Wake::Records => {}
        }
        records.send(&client, &device);
    }
    // A device switched off says so at once, rather than after its will.
    let _ = client.try_publish(&status_topic, QoS::AtLeastOnce, true, OFFLINE);
    let _ = client.try_disconnect();
    let _ = tokio::time::timeout(Duration::from_secs(1), connection).await;
}

/// The device's journal on its way to the hall: what it owes, and from
/// when it may be sent (the first connection, then the hall's word or a
/// second).
struct Records {
    outbox: Option<Outbox>,
    from: Option<tokio::time::Instant>,
}

impl Records {
    /// A new connection: everything past the acknowledgement is sent again,
    /// at once if an acknowledgement is known, else after a second's wait
    /// for the retained one.
    fn connected(&mut self, ack_known: bool) {
        self.again();
        let now = tokio::time::Instant::now();
        self.from
            .get_or_insert(if ack_known { now } else { now + FIRST_ACK_WAIT });
    }

    /// The hall acknowledged.
    fn heard(&mut self, ack: Option<Ack>) {
        if let (Some(outbox), Some(ack)) = (self.outbox.as_mut(), ack) {
            outbox.heard(ack);
        }
        self.from = Some(tokio::time::Instant::now());
    }

    fn again(&mut self) {
        if let Some(outbox) = self.outbox.as_mut() {
            outbox.again();
        }
    }

    /// Whether records are sent and not acknowledged.
    fn waits(&self) -> bool {
        self.outbox.as_ref().is_some_and(Outbox::waits)
    }

    /// When the first records may be sent, while that is still to come.
    fn held(&self) -> Option<tokio::time::Instant> {
        self.from.filter(|at| *at > tokio::time::Instant::now())
    }

    /// Queues the records the hall lacks; one that cannot be queued (the
    /// broker out of reach) is sent at a later look.
    fn send(&mut self, client: &AsyncClient, device: &str) {
        let ready = self
            .from
            .is_some_and(|at| at <= tokio::time::Instant::now());
        let Some(outbox) = self.outbox.as_mut().filter(|_| ready) else {
            return;
        };
        let topic = DeviceTopic::Events.of(device);
        for event in outbox.due() {
            if client
                .try_publish(&topic, QoS::AtLeastOnce, false, event.to_json())
                .is_err()
            {
                outbox.unsent(&event);
                return;
            }
        }
    }
}

/// Polls the connection for as long as the client lives, trying again
/// after a growing pause when the broker cannot be reached; each new
/// connection is counted and the link and pairings heard kept in `heard`.
async fn keep_connected(mut events: EventLoop, heard: Heard, broker: BrokerAddr) {
    let mut backoff = Duration::from_millis(250);
    let mut said = false;
    loop {
        match events.poll().await {
            Ok(Event::Incoming(Packet::ConnAck(_))) => {
                backoff = Duration::from_millis(250);
                said = false;
                tracing::info!("hall: connected to {broker}");
                heard.connections.send_modify(|n| *n += 1);
                heard.link.send_replace(true);
            }
            Ok(Event::Incoming(Packet::Publish(message))) if message.topic == heard.acks.0 => {
                if let Some(ack) = Ack::read(&message.payload) {
                    heard.acks.1.send_replace(Some(ack));
                }
            }
            Ok(Event::Incoming(Packet::Publish(message))) if message.topic == heard.seen.0 => {
                heard.seen.1.send_replace(Seen::read(&message.payload));
            }
            Ok(Event::Incoming(Packet::Publish(message))) => {
                heard.pairings.send_if_modified(|pairings| {
                    Arc::make_mut(pairings).take(&message.topic, &message.payload)
                });
            }
            Ok(Event::Outgoing(rumqttc::Outgoing::Disconnect)) => return,
            Ok(_) => {}
            Err(rumqttc::ConnectionError::RequestsDone) => return,
            Err(e) => {
                heard.link.send_replace(false);
                if !said {
                    tracing::warn!("hall: {broker}: {e}; trying again");
                    said = true;
                }
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MOST_BACKOFF);
            }
        }
    }
}

/// The wall clock in milliseconds since the Unix epoch.
fn unix_ms() -> u64 {
    super::state::unix_millis(SystemTime::now())
}
