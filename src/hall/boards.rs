//! What the hall knows of each device from the broker, and the round it
//! makes of them. Each device's games are taken as `claims` says, so one
//! board is held by one device and a second claimant is refused and said.
//! Pure: every message and moment is given.

use std::collections::HashMap;
use std::time::SystemTime;

use super::budget::{Budget, Held, PER_SECOND};
use super::claims::{Claimed, DeviceGames, claimed};
use super::provision::NOT_DEVICES;
use super::state::BoardState;
use super::topics::{DeviceTopic, OFFLINE, ONLINE, parse_device_topic};
use crate::live::BoardGame;

/// The most devices one hall follows: a festival's 2,000 boards with room
/// to spare; past it a new device id is refused (a hostile client making
/// up ids costs a bounded map).
pub const MAX_DEVICES: usize = 4096;

/// One device's connection as its status topic says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// Connected to the broker.
    Online,
    /// Gone: its last will, or it said so.
    Offline,
}

/// One device as the hall knows it.
#[derive(Debug, Clone)]
pub struct HallDevice {
    /// Its id, as its topics name it.
    pub id: String,
    /// Its games, its own board's only.
    pub games: DeviceGames,
    /// Its last snapshot, without its games (they are in `games`).
    pub state: Option<BoardState>,
    /// Its link, and since when the hall knows it.
    pub link: Option<(Link, SystemTime)>,
    /// When its last snapshot was read.
    pub read_at: Option<SystemTime>,
    /// The board of a game that has none: the device's place in the order
    /// heard, from 1.
    fallback_board: u32,
    /// The snapshots it may still have read now.
    budget: Budget,
}

/// What one message did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Taken {
    /// The round's games changed.
    GamesChanged,
    /// Something else the hall shows changed (a link, a clock).
    Changed,
    /// Not for the hall (another topic).
    Ignored,
    /// Refused: why, to be said.
    Refused(Refusal),
}

/// A message refused, and the device it came from (each device's
/// refusals are said a few times, not each time).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The device the topic names.
    pub device: String,
    /// Why, in words.
    pub why: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "device {}: {}", self.device, self.why)
    }
}

/// `device`'s message refused for `why`.
fn refused(device: &str, why: impl Into<String>) -> Taken {
    Taken::Refused(Refusal {
        device: device.to_owned(),
        why: why.into(),
    })
}

/// The refusal of a device past [`MAX_DEVICES`].
fn too_many(id: &str) -> Taken {
    refused(
        id,
        format!("the hall follows at most {MAX_DEVICES} devices"),
    )
}

/// Every device of the round, in the order the hall first heard of them.
#[derive(Debug, Default)]
pub struct Hall {
    /// The hall's event: devices set to another are not of its round.
    event: String,
    devices: Vec<HallDevice>,
    index: HashMap<String, usize>,
    /// Snapshots over their device's budget, read when its turn comes.
    held: Held,
}

impl Hall {
    /// A hall of `event`, with no device yet.
    pub fn new(event: &str) -> Hall {
        Hall {
            event: event.to_owned(),
            ..Hall::default()
        }
    }

    /// Takes the message `payload` on `topic`, received at `now`.
    pub fn take(&mut self, topic: &str, payload: &[u8], now: SystemTime) -> Taken {
        let Some((id, kind)) = parse_device_topic(topic) else {
            return Taken::Ignored;
        };
        // On a venue's broker, whose ACL is not the hall's own.
        if NOT_DEVICES.contains(&id) {
            return refused(id, "a user that is no device");
        }
        // A retained empty payload clears a topic: nothing to take.
        if payload.is_empty() {
            return Taken::Ignored;
        }
        match kind {
            DeviceTopic::Status => self.take_status(id, payload, now),
            DeviceTopic::State => self.take_state(id, payload, now),
            // The journal's records are the mirror's (`hall::mirror`).
            DeviceTopic::Events => Taken::Ignored,
        }
    }

    /// A status: the device's link. Only a status that is one makes the
    /// device known.
    fn take_status(&mut self, id: &str, payload: &[u8], now: SystemTime) -> Taken {
        let link = match payload {
            ONLINE => Link::Online,
            OFFLINE => Link::Offline,
            _ => return refused(id, "a status that is none"),
        };
        let Some(device) = self.device(id, now) else {
            return too_many(id);
        };
        if device.link.map(|(l, _)| l) == Some(link) {
            return Taken::Ignored;
        }
        device.link = Some((link, now));
        Taken::Changed
    }

    /// A snapshot, read now if the device's budget allows, else held as
    /// its latest.
    fn take_state(&mut self, id: &str, payload: &[u8], now: SystemTime) -> Taken {
        if let Some(&at) = self.index.get(id) {
            if !self.devices[at].budget.spend(now) {
                return match self.held.hold(id, payload) {
                    true => refused(
                        id,
                        format!(
                            "more than {PER_SECOND} snapshots a second: \
                             its latest is read when its turn comes"
                        ),
                    ),
                    false => refused(id, "too many snapshots held: one dropped"),
                };
            }
            // This one is newer than any held.
            self.held.forget(id);
        }
        self.read_state(id, payload, now)
    }

    /// Reads the snapshots held whose device's turn has come.
    pub fn take_held(&mut self, now: SystemTime) -> Vec<Taken> {
        let mut taken = Vec::new();
        for id in self.held.devices() {
            let Some(&at) = self.index.get(&id) else {
                continue;
            };
            if self.devices[at].budget.spend(now)
                && let Some(payload) = self.held.take(&id)
            {
                taken.push(self.read_state(&id, &payload, now));
            }
        }
        taken
    }

    /// Whether a snapshot is held, waiting for its device's turn.
    pub fn holds(&self) -> bool {
        !self.held.is_empty()
    }

    /// A snapshot: the device's games. Only a snapshot of this hall's
    /// event makes the device known (garbage from a stranger leaves no
    /// device behind).
    fn read_state(&mut self, id: &str, payload: &[u8], now: SystemTime) -> Taken {
        let mut state = match BoardState::read(id, payload) {
            Ok(state) => state,
            Err(e) => return refused(id, e.to_string()),
        };
        if state.hall_event != self.event {
            return refused(
                id,
                format!(
                    "set to event '{}', not this hall's",
                    state.hall_event.chars().take(64).collect::<String>()
                ),
            );
        }
        let Some(device) = self.device(id, now) else {
            return too_many(id);
        };
        let body = std::mem::take(&mut state.games).join("\n");
        device.state = Some(state);
        device.read_at = Some(now);
        if body.is_empty() {
            return Taken::Changed;
        }
        match device.games.take(&body, device.fallback_board, now) {
            Err(e) => refused(id, e.to_string()),
            Ok(true) => Taken::GamesChanged,
            Ok(false) => Taken::Changed,
        }
    }

    /// The device `id`, known or new; `None` past [`MAX_DEVICES`].
    fn device(&mut self, id: &str, now: SystemTime) -> Option<&mut HallDevice> {
        let at = match self.index.get(id) {
            Some(&at) => at,
            None if self.devices.len() >= MAX_DEVICES => return None,
            None => {
                let at = self.devices.len();
                self.devices.push(HallDevice {
                    id: id.to_owned(),
                    games: DeviceGames::default(),
                    fallback_board: u32::try_from(at + 1).unwrap_or(u32::MAX),
                    state: None,
                    link: None,
                    read_at: None,
                    budget: Budget::new(now),
                });
                self.index.insert(id.to_owned(), at);
                at
            }
        };
        self.devices.get_mut(at)
    }

    /// Whether the device `id` is known by a snapshot of this event.
    pub fn knows(&self, id: &str) -> bool {
        self.index
            .get(id)
            .is_some_and(|&at| self.devices[at].state.is_some())
    }

    /// The devices, in the order first heard of.
    pub fn devices(&self) -> &[HallDevice] {
        &self.devices
    }

    /// The games of the round, each board from the one device holding it.
    pub fn games(&self) -> Vec<BoardGame> {
        self.claimed().games
    }

    /// The boards' claims: the round's games, and the devices refused.
    pub fn claimed(&self) -> Claimed {
        claimed(
            self.devices
                .iter()
                .map(|d| (d.id.as_str(), d.games.games.as_slice())),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(secs)
    }

    fn state(device: &str, board: u32, moves: &str) -> Vec<u8> {
        BoardState {
            device: device.into(),
            hall_event: "open".into(),
            board: Some(board),
            result: "*".into(),
            games: vec![format!(
                "[Event \"Open\"]\n[Board \"{board}\"]\n\n{moves} *\n"
            )],
            ..BoardState::default()
        }
        .to_json()
    }

    fn topic(device: &str) -> String {
        DeviceTopic::State.of(device)
    }

    #[test]
    fn each_board_comes_from_the_device_that_holds_it() {
        let mut hall = Hall::new("open");
        let taken = hall.take(&topic("a"), &state("a", 2, "1. e4"), at(1));
        assert_eq!(taken, Taken::GamesChanged);
        assert_eq!(
            hall.take(&topic("a"), &state("a", 2, "1. e4"), at(2)),
            Taken::Changed
        );
        hall.take(&topic("b"), &state("b", 1, "1. d4"), at(3));
        // A third device on board 2 is refused.
        let refused = hall.take(&topic("c"), &state("c", 2, "1. c4"), at(4));
        assert_eq!(refused, Taken::GamesChanged);
        let claimed = hall.claimed();
        assert_eq!(claimed.refused.len(), 1);
        assert_eq!(claimed.refused[0].0, "c");
        let games = claimed.games;
        let boards: Vec<_> = games.iter().map(|g| g.board).collect();
        assert_eq!(boards, [Some(2), Some(1)]);
        assert!(games[0].text.contains("1. e4"));
    }

    #[test]
    fn a_snapshot_on_another_devices_topic_is_refused() {
        let mut hall = Hall::new("open");
        let forged = hall.take(&topic("b"), &state("a", 1, "1. e4"), at(1));
        assert!(matches!(forged, Taken::Refused(ref r) if r.why.contains("another device")));
        let garbage = hall.take(&topic("b"), b"\xff\x00{", at(1));
        assert!(matches!(garbage, Taken::Refused(_)));
        let huge = vec![b' '; super::super::state::MAX_STATE + 1];
        assert!(matches!(
            hall.take(&topic("b"), &huge, at(1)),
            Taken::Refused(_)
        ));
        let mut other = Hall::new("blitz");
        let elsewhere = other.take(&topic("a"), &state("a", 1, "1. e4"), at(1));
        assert!(matches!(elsewhere, Taken::Refused(ref r) if r.why.contains("'open'")));
        assert!(hall.games().is_empty());
        // Refused strangers leave no device behind.
        assert!(hall.devices().is_empty());
    }

    #[test]
    fn a_flood_is_read_ten_a_second_and_its_latest_is_not_lost() {
        let mut hall = Hall::new("open");
        let ms = |n: u64| SystemTime::UNIX_EPOCH + std::time::Duration::from_millis(n);
        let moves = |n: usize| ["1. e4", "1. d4", "1. c4"][n % 3];
        let mut read = 0;
        for n in 0..1000 {
            match hall.take(&topic("a"), &state("a", 1, moves(n)), ms(1)) {
                Taken::Refused(r) => assert!(r.why.contains("a second"), "{r}"),
                _ => read += 1,
            }
        }
        // The first makes the device known, with a whole burst after it.
        assert_eq!(read, super::super::budget::BURST as usize + 1);
        assert!(hall.holds());
        // Nothing is read before the budget earns a reading, then the
        // latest of the flood (the 1000th) is.
        assert!(hall.take_held(ms(50)).is_empty());
        assert_eq!(hall.take_held(ms(101)).len(), 1);
        assert!(!hall.holds());
        assert!(hall.games()[0].text.contains(moves(999)));
    }

    #[test]
    fn a_link_is_taken_from_the_status_topic() {
        let mut hall = Hall::new("open");
        let status = DeviceTopic::Status.of("a");
        assert_eq!(hall.take(&status, ONLINE, at(1)), Taken::Changed);
        assert_eq!(hall.take(&status, ONLINE, at(2)), Taken::Ignored);
        assert_eq!(hall.take(&status, OFFLINE, at(3)), Taken::Changed);
        assert_eq!(hall.devices()[0].link, Some((Link::Offline, at(3))));
        assert!(matches!(
            hall.take(&status, b"maybe", at(4)),
            Taken::Refused(_)
        ));
        assert_eq!(hall.take("other/topic", ONLINE, at(5)), Taken::Ignored);
    }
}
