//! The console's feed: the grid's rows kept up to date from the hall, and
//! handed to the browsers watching: the whole round to one that comes,
//! then only the rows that changed, as they change.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::SystemTime;

use tokio::sync::broadcast;

use super::calls::Calls;
use super::pairings::Desk;
use super::row::{Problems, Row, row};
use crate::hall::boards::{Hall, Link};
use crate::hall::seen::Seen;
use crate::hall::state::unix_millis as millis;

/// The changes a slow browser may be behind before it is sent the whole
/// round again.
const BEHIND: usize = 64;

/// What the browsers are handed (shared with the console's server).
#[derive(Debug)]
pub struct Shared {
    /// The hall's event.
    pub event: String,
    /// Each device's row, as JSON.
    rows: Mutex<BTreeMap<String, String>>,
    /// The rows changed, as one message each time.
    changes: broadcast::Sender<Arc<str>>,
    /// Each device's current game, as PGN, for the board the console opens.
    games: Mutex<HashMap<String, String>>,
    /// The folder of the round's files.
    pub out: PathBuf,
    /// The players' calls waiting, and those the arbiters saw.
    pub calls: Mutex<Calls>,
    /// The round's pairings published from the console.
    pub pairings: Mutex<Desk>,
}

impl Shared {
    /// The whole round: `{"now_ms":…,"rows":[…]}`.
    pub fn round(&self, now: SystemTime) -> String {
        let rows = self.rows.lock().unwrap_or_else(PoisonError::into_inner);
        message(now, rows.values().map(String::as_str))
    }

    /// The current game of `device` as PGN, if it has one.
    pub fn game(&self, device: &str) -> Option<String> {
        let games = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        games.get(device).cloned()
    }

    /// The changes from now on.
    pub fn follow(&self) -> broadcast::Receiver<Arc<str>> {
        self.changes.subscribe()
    }
}

/// The message of `rows` (JSON each) at `now`, whose clock the page sets
/// its own by.
fn message<'a>(now: SystemTime, rows: impl Iterator<Item = &'a str>) -> String {
    let rows: Vec<&str> = rows.collect();
    format!(
        "{{\"now_ms\":{},\"rows\":[{}]}}",
        millis(now),
        rows.join(",")
    )
}

/// What a row was made from: made again only when it changed (a call
/// marked seen changes it too).
type Made = (Option<SystemTime>, Option<(Link, SystemTime)>, bool);

/// The hall's side of the feed.
#[derive(Debug)]
pub struct Feed {
    shared: Arc<Shared>,
    made: HashMap<String, Made>,
    problems: Problems,
}

impl Feed {
    /// A feed of the hall of `event` writing its files in `out`, with no
    /// row yet.
    pub fn new(event: &str, out: &Path) -> Feed {
        let (changes, _) = broadcast::channel(BEHIND);
        Feed {
            shared: Arc::new(Shared {
                event: event.to_owned(),
                rows: Mutex::new(BTreeMap::new()),
                changes,
                games: Mutex::new(HashMap::new()),
                out: out.to_owned(),
                calls: Mutex::new(Calls::default()),
                pairings: Mutex::new(Desk::default()),
            }),
            made: HashMap::new(),
            problems: Problems::default(),
        }
    }

    /// What the server hands out.
    pub fn shared(&self) -> Arc<Shared> {
        Arc::clone(&self.shared)
    }

    /// Makes again the rows of the devices whose snapshot or link changed
    /// since the last time, and hands them to the browsers; the rows
    /// changed.
    pub fn update(&mut self, hall: &Hall, now: SystemTime) -> usize {
        let mut changed: Vec<Row> = Vec::new();
        let mut calls = self
            .shared
            .calls
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        // Devices known by a snapshot of this event: a stranger's status
        // alone is no board.
        for device in hall.devices().iter().filter(|d| d.state.is_some()) {
            let call_at = device.state.as_ref().and_then(|s| s.call.and(s.call_at));
            let made = (
                device.read_at,
                device.link,
                calls.is_seen(&device.id, call_at),
            );
            if self.made.get(&device.id) == Some(&made) {
                continue;
            }
            self.made.insert(device.id.clone(), made);
            let mut row = row(device);
            calls.waiting(&device.id, row.call_at);
            row.call_seen = made.2;
            self.problems.mark(&mut row, now);
            changed.push(row);
            if let Some(game) = device.games.games.last() {
                let mut games = self
                    .shared
                    .games
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner);
                games.insert(device.id.clone(), game.text.clone());
            }
        }
        drop(calls);
        if changed.is_empty() {
            return 0;
        }
        let json: Vec<String> = changed
            .iter()
            .map(|r| serde_json::to_string(r).unwrap_or_default())
            .collect();
        {
            let mut rows = self
                .shared
                .rows
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            for (row, text) in changed.iter().zip(&json) {
                rows.insert(row.device.clone(), text.clone());
            }
        }
        // No browser watching is no error.
        let _ = self
            .shared
            .changes
            .send(message(now, json.iter().map(String::as_str)).into());
        changed.len()
    }

    /// The arbiters' words owed to the devices (calls seen), taken to be
    /// sent.
    pub fn seen_owed(&self) -> Vec<(String, Seen)> {
        let mut calls = self
            .shared
            .calls
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        calls.take_owed()
    }

    /// The shared state's pairings desk, to take the games owed.
    pub fn pairings(&self) -> std::sync::MutexGuard<'_, Desk> {
        self.shared
            .pairings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::state::BoardState;
    use crate::hall::topics::{DeviceTopic, OFFLINE};
    use std::time::Duration;

    fn at(ms: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_millis(ms)
    }

    fn snapshot(device: &str, event: &str) -> Vec<u8> {
        BoardState {
            device: device.into(),
            hall_event: event.into(),
            result: "*".into(),
            ..BoardState::default()
        }
        .to_json()
    }

    #[test]
    fn a_browser_gets_the_round_then_only_what_changed() {
        let mut hall = Hall::new("open");
        let mut feed = Feed::new("open", Path::new("/nowhere"));
        let shared = feed.shared();
        hall.take(&DeviceTopic::State.of("a"), &snapshot("a", "open"), at(1));
        hall.take(&DeviceTopic::State.of("b"), &snapshot("b", "open"), at(1));
        // A stranger's status is no board.
        hall.take(&DeviceTopic::Status.of("x"), OFFLINE, at(1));
        assert_eq!(feed.update(&hall, at(2)), 2);
        let mut follow = shared.follow();
        assert_eq!(feed.update(&hall, at(3)), 0);
        hall.take(&DeviceTopic::Status.of("b"), OFFLINE, at(4));
        assert_eq!(feed.update(&hall, at(5)), 1);
        let change = follow.try_recv().expect("a change");
        assert!(
            change.starts_with("{\"now_ms\":5,\"rows\":[{\"device\":\"b\""),
            "{change}"
        );
        assert!(change.contains("\"offline\""), "{change}");
        assert!(follow.try_recv().is_err());
        let round = shared.round(at(6));
        let value: serde_json::Value = serde_json::from_str(&round).expect("JSON");
        assert_eq!(value["rows"].as_array().map(Vec::len), Some(2));
        assert_eq!(value["now_ms"], 6);
    }
}
