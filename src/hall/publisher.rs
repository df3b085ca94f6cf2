//! The device's side of the hall: it dials out to the broker and keeps its
//! board's retained snapshot there, from the same feed the live endpoint
//! serves. On its own thread and runtime, as the endpoint is: a broker
//! that is slow or gone takes nothing from the driver, and play never
//! waits for the network (a snapshot that cannot be queued is dropped;
//! the next change, tick or reconnection sends the board as it then is).

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use rumqttc::{AsyncClient, Event, EventLoop, LastWill, MqttOptions, Packet, QoS};
use tokio::sync::watch;

use super::address::BrokerAddr;
use super::pairing::{HeardPairings, every_pairing};
use super::state::{BoardState, MAX_STATE};
use super::topics::{DeviceTopic, OFFLINE, ONLINE};
use crate::clock::Moment;
use crate::live::DeviceRound;

/// While a clock runs the snapshot is sent this often, so a late viewer's
/// clocks never drift far from the device's.
pub const STATE_EVERY: Duration = Duration::from_secs(5);

/// The broker hears from a silent device this often; its last will is
/// published after one and a half of these without a word.
const KEEP_ALIVE: Duration = Duration::from_secs(5);

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
}

/// The running publisher; dropping it says `offline` and stops it.
pub struct Publisher {
    stop: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The round's pairings the hall published, as heard.
    pub pairings: watch::Receiver<Arc<HeardPairings>>,
    /// Whether the broker has the board now (connected).
    pub link: watch::Receiver<bool>,
}

/// What the connection tells the rest of the publisher.
struct Heard {
    /// Each new connection, counted.
    connections: watch::Sender<u64>,
    /// Connected now.
    link: watch::Sender<bool>,
    /// The pairings heard.
    pairings: watch::Sender<Arc<HeardPairings>>,
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
/// No thread or runtime could be made.
pub fn start_publisher(
    link: HallLink,
    device: String,
    round: watch::Receiver<Arc<DeviceRound>>,
    now: Now,
) -> std::io::Result<Publisher> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop, stopped) = watch::channel(false);
    let (heard_pairings, pairings) = watch::channel(Arc::new(HeardPairings::default()));
    let (linked, link_now) = watch::channel(false);
    let (connected, connections) = watch::channel(0u64);
    let heard = Heard {
        connections: connected,
        link: linked,
        pairings: heard_pairings,
    };
    let feeds = Feeds {
        round,
        connections,
        stopped,
    };
    let thread = std::thread::Builder::new()
        .name("hall".into())
        .spawn(move || runtime.block_on(publish(link, device, feeds, heard, now)))?;
    Ok(Publisher {
        stop,
        thread: Some(thread),
        pairings,
        link: link_now,
    })
}

fn options(link: &HallLink, device: &str) -> MqttOptions {
    let mut options = MqttOptions::new(device, link.broker.host.clone(), link.broker.port);
    options
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
    /// Raised when the device stops.
    stopped: watch::Receiver<bool>,
}

async fn publish(link: HallLink, device: String, feeds: Feeds, heard: Heard, now: Now) {
    let Feeds {
        mut round,
        mut connections,
        mut stopped,
    } = feeds;
    let (client, events) = AsyncClient::new(options(&link, &device), 16);
    let broker = link.broker.clone();
    let connection = tokio::spawn(keep_connected(events, heard, broker));
    let state_topic = DeviceTopic::State.of(&device);
    let status_topic = DeviceTopic::Status.of(&device);
    let mut ticker = tokio::time::interval(STATE_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut feed_open = true;
    loop {
        let running = round
            .borrow()
            .current
            .as_ref()
            .is_some_and(|g| g.clock().is_running());
        tokio::select! {
            _ = stopped.changed() => break,
            Ok(()) = connections.changed() => {
                let _ = client.try_publish(&status_topic, QoS::AtLeastOnce, true, ONLINE);
                let _ = client.try_subscribe(every_pairing(&link.event), QoS::AtLeastOnce);
            }
            changed = round.changed(), if feed_open => {
                feed_open = changed.is_ok();
                if !feed_open {
                    continue;
                }
            }
            _ = ticker.tick(), if running => {}
        }
        let state = BoardState::of(&round.borrow(), (&device, &link.event), now(), unix_ms());
        // Queued or dropped at once: a full queue means the broker is out
        // of reach, and the board as it stands is sent on reconnection.
        let _ = client.try_publish(&state_topic, QoS::AtLeastOnce, true, state.to_json());
    }
    // A device switched off says so at once, rather than after its will.
    let _ = client.try_publish(&status_topic, QoS::AtLeastOnce, true, OFFLINE);
    let _ = client.try_disconnect();
    let _ = tokio::time::timeout(Duration::from_secs(1), connection).await;
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
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
