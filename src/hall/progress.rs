//! The organiser's line on the hall's terminal: how many boards and
//! devices, which devices are gone and since when, which are refused.
//! Bounded whatever the devices do. Pure: the moment is given.

use std::time::{Duration, SystemTime};

use super::boards::{Hall, Link};
use super::claims::Refusal;

/// The most devices named as offline or refused on the line.
const NAMED: usize = 8;

/// `3m12s`, `45s`, `2h05m`.
fn age(since: SystemTime, now: SystemTime) -> String {
    let secs = now
        .duration_since(since)
        .unwrap_or(Duration::ZERO)
        .as_secs();
    match secs {
        0..60 => format!("{secs}s"),
        60..3600 => format!("{}m{:02}s", secs / 60, secs % 60),
        _ => format!("{}h{:02}m", secs / 3600, secs % 3600 / 60),
    }
}

/// The line for `hall` at `now`.
pub fn progress(hall: &Hall, now: SystemTime) -> String {
    let devices = hall.devices();
    let claimed = hall.claimed();
    let mut boards: Vec<u32> = claimed.games.iter().filter_map(|g| g.board).collect();
    boards.sort_unstable();
    boards.dedup();
    let online = devices
        .iter()
        .filter(|d| matches!(d.link, Some((Link::Online, _))))
        .count();
    let mut offline: Vec<(SystemTime, &str)> = devices
        .iter()
        .filter_map(|d| match d.link {
            Some((Link::Offline, since)) => Some((since, d.id.as_str())),
            _ => None,
        })
        .collect();
    // The longest gone first: the arbiter goes there first.
    offline.sort();
    let mut line = format!(
        "hall: {} boards; {} devices, {online} online, {} offline",
        boards.len(),
        devices.len(),
        offline.len()
    );
    let mut named: Vec<String> = offline
        .iter()
        .take(NAMED)
        .map(|(since, device)| format!("{device} {}", age(*since, now)))
        .collect();
    if offline.len() > NAMED {
        named.push("…".into());
    }
    if !named.is_empty() {
        line.push_str(&format!(" ({})", named.join(", ")));
    }
    let refused: Vec<String> = claimed
        .refused
        .iter()
        .take(NAMED)
        .map(|(device, why)| match why {
            Refusal::Held { board, by } => format!("{device}: board {board} is {by}'s"),
            Refusal::TooManyBoards { board } => format!("{device}: board {board}, one too many"),
        })
        .collect();
    if !refused.is_empty() {
        line.push_str(&format!("; refused: {}", refused.join(", ")));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::state::BoardState;
    use crate::hall::topics::{DeviceTopic, OFFLINE, ONLINE};

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
    }

    fn state(device: &str, board: u32) -> Vec<u8> {
        BoardState {
            device: device.into(),
            hall_event: "open".into(),
            games: vec![format!("[Event \"Open\"]\n[Board \"{board}\"]\n\n*\n")],
            ..BoardState::default()
        }
        .to_json()
    }

    #[test]
    fn the_line_names_the_devices_gone_longest_first_and_the_refused() {
        let mut hall = Hall::new("open");
        for (device, board) in [("a", 1), ("b", 2), ("c", 3), ("d", 2)] {
            hall.take(&DeviceTopic::State.of(device), &state(device, board), at(0));
            hall.take(&DeviceTopic::Status.of(device), ONLINE, at(0));
        }
        hall.take(&DeviceTopic::Status.of("c"), OFFLINE, at(100));
        hall.take(&DeviceTopic::Status.of("b"), OFFLINE, at(30));
        assert_eq!(
            progress(&hall, at(4000)),
            "hall: 3 boards; 4 devices, 2 online, 2 offline (b 1h06m, c 1h05m); \
             refused: d: board 2 is b's"
        );
        assert_eq!(age(at(0), at(59)), "59s");
        assert_eq!(age(at(0), at(192)), "3m12s");
    }
}
