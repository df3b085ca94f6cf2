//! A board as the console's grid shows it: one row a device, made from
//! what the hall knows of it, with the problems that need an arbiter and
//! since when each waits. Pure: the moments are given.

use std::collections::HashMap;
use std::time::{Duration, SystemTime};

use serde::Serialize;

use super::glance::{glance, numbered};
use crate::hall::boards::{HallDevice, Link};
use crate::hall::state::{BoardState, Clocks, Side, unix_millis as millis};

/// What needs an arbiter now, most urgent first (the console's sort).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Problem {
    /// A player called the arbiter from the device.
    Call,
    /// A flag fell, and the players have not both signed the result.
    Flag,
    /// The device's link went down.
    Offline,
    /// The arbiter paused the clocks.
    Paused,
    /// A result the players have not both signed.
    Unsigned,
}

/// A problem and since when it waits (milliseconds since the epoch, the
/// hall's clock).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Waiting {
    /// The problem.
    pub kind: Problem,
    /// Since when.
    pub since_ms: u64,
}

/// One board of the grid (JSON for the page).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Row {
    /// The device's id.
    pub device: String,
    /// Its board, from its current game (or the hall's order).
    pub board: Option<u32>,
    /// White's and Black's names.
    pub white: String,
    /// Black's.
    pub black: String,
    /// Both clocks at `at_ms`.
    pub clocks_ms: Clocks,
    /// When the clocks stood as given (the hall's clock): the page runs
    /// `to_move`'s on from there while `running`.
    pub at_ms: u64,
    /// The side to move.
    pub to_move: Option<Side>,
    /// A clock runs.
    pub running: bool,
    /// The clocks are paused.
    pub paused: bool,
    /// Whose flag fell.
    pub flag: Option<Side>,
    /// The round the device's game is of (its `Round` tag).
    pub round: String,
    /// The move the side to move is on.
    pub move_number: u32,
    /// The last move, numbered ("23... Nf6").
    pub last_move: String,
    /// The result, `*` while the game is played.
    pub result: String,
    /// Why it ended.
    pub termination: String,
    /// Both players signed the result.
    pub signed: bool,
    /// The player who called the arbiter, while the call waits.
    pub call: Option<Side>,
    /// The side whose draw offer waits for an answer.
    pub offer: Option<Side>,
    /// A ruling is awaited on the device.
    pub deciding: bool,
    /// When that call was made (seconds since 1970, by the device).
    pub call_at: Option<u64>,
    /// An arbiter marked that call seen on the console.
    pub call_seen: bool,
    /// The link: connected.
    pub online: bool,
    /// Since when the link is as it is.
    pub link_ms: Option<u64>,
    /// What needs an arbiter, most urgent first.
    pub problems: Vec<Waiting>,
}

/// A device's clock within this of the hall's is taken at its word: the
/// snapshot's clocks stand at its send time. Further off (a Pi without a
/// battery clock that found no time server), at the moment it was read.
const TRUSTED_SKEW: Duration = Duration::from_secs(2);

/// When a snapshot's clocks stood, on the hall's clock.
fn stood_at(state: &BoardState, read_at: SystemTime) -> u64 {
    let read = millis(read_at);
    let skew = read.abs_diff(state.sent_ms);
    match u128::from(skew) <= TRUSTED_SKEW.as_millis() {
        true => state.sent_ms.min(read),
        false => read,
    }
}

/// The row of `device`, without its problems' times (see [`Problems`]).
pub fn row(device: &HallDevice) -> Row {
    let mut row = Row {
        device: device.id.clone(),
        result: "*".to_owned(),
        ..Row::default()
    };
    if let Some((link, since)) = device.link {
        row.online = link == Link::Online;
        row.link_ms = Some(millis(since));
    }
    let current = device.games.games.last();
    if let Some(game) = current {
        let seen = glance(&game.text);
        row.board = game.board;
        row.white = seen.white;
        row.black = seen.black;
        row.termination = seen.termination;
        row.move_number = seen.plies / 2 + 1;
        row.last_move = numbered(seen.plies, &seen.last_move);
    }
    if let Some(state) = &device.state {
        row.board = row.board.or(state.board);
        row.clocks_ms = state.clocks_ms;
        row.at_ms = stood_at(state, device.read_at.unwrap_or(SystemTime::UNIX_EPOCH));
        row.to_move = state.to_move;
        row.running = state.running;
        row.paused = state.paused;
        row.flag = state.flag;
        state.result.clone_into(&mut row.result);
        row.signed = state.signed.white && state.signed.black;
        row.call = state.call;
        row.offer = state.offer;
        row.deciding = state.deciding;
        state.round.clone_into(&mut row.round);
        row.call_at = state.call.and(state.call_at);
    }
    row
}

/// What `row` shows needing an arbiter.
fn problems_of(row: &Row) -> Vec<Problem> {
    let mut problems = Vec::new();
    let ended = row.result != "*";
    if row.call.is_some() {
        problems.push(Problem::Call);
    }
    if row.flag.is_some() && !row.signed {
        problems.push(Problem::Flag);
    } else if ended && !row.signed {
        problems.push(Problem::Unsigned);
    }
    if !row.online && row.link_ms.is_some() {
        problems.push(Problem::Offline);
    }
    if row.paused && !ended {
        problems.push(Problem::Paused);
    }
    problems.sort();
    problems
}

/// Since when each device's problems wait: the first moment the hall saw
/// each (a link's own moment for one gone offline).
#[derive(Debug, Default)]
pub struct Problems {
    since: HashMap<(String, Problem), u64>,
}

impl Problems {
    /// Fills in `row`'s problems, seen at `now`.
    pub fn mark(&mut self, row: &mut Row, now: SystemTime) {
        let kinds = problems_of(row);
        self.since
            .retain(|(device, kind), _| device != &row.device || kinds.contains(kind));
        row.problems = kinds
            .into_iter()
            .map(|kind| {
                let first = match kind {
                    Problem::Offline => row.link_ms.unwrap_or_else(|| millis(now)),
                    _ => millis(now),
                };
                let since = *self
                    .since
                    .entry((row.device.clone(), kind))
                    .or_insert(first);
                Waiting {
                    kind,
                    since_ms: since,
                }
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hall::boards::Hall;
    use crate::hall::topics::{DeviceTopic, OFFLINE};

    fn at(ms: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_millis(ms)
    }

    fn snapshot(sent_ms: u64, flag: Option<Side>, result: &str) -> Vec<u8> {
        BoardState {
            device: "d1".into(),
            hall_event: "open".into(),
            sent_ms,
            board: Some(7),
            clocks_ms: Clocks {
                white: 1000,
                black: 0,
            },
            to_move: Some(Side::Black),
            running: flag.is_none(),
            flag,
            result: result.into(),
            games: vec![format!(
                "[Board \"7\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n\n1. e4 e5 2. Nf3 {result}\n"
            )],
            ..BoardState::default()
        }
        .to_json()
    }

    #[test]
    fn a_row_holds_the_board_names_clocks_and_last_move() {
        let mut hall = Hall::new("open");
        let topic = DeviceTopic::State.of("d1");
        hall.take(&topic, &snapshot(10_000, None, "*"), at(10_500));
        let r = row(&hall.devices()[0]);
        assert_eq!(
            (r.board, r.white.as_str(), r.black.as_str()),
            (Some(7), "Anna", "Ben")
        );
        assert_eq!((r.move_number, r.last_move.as_str()), (2, "2. Nf3"));
        assert_eq!(r.to_move, Some(Side::Black));
        // Half a second off: the device's moment is taken.
        assert_eq!(r.at_ms, 10_000);
        // An hour off: the moment it was read.
        hall.take(&topic, &snapshot(3_600_000, None, "*"), at(10_600));
        assert_eq!(row(&hall.devices()[0]).at_ms, 10_600);
    }

    #[test]
    fn a_call_for_the_arbiter_comes_before_any_other_problem() {
        let mut r = Row {
            device: "d1".into(),
            result: "*".into(),
            paused: true,
            flag: Some(Side::White),
            call: Some(Side::Black),
            ..Row::default()
        };
        Problems::default().mark(&mut r, at(1_000));
        let kinds: Vec<_> = r.problems.iter().map(|w| w.kind).collect();
        assert_eq!(kinds, [Problem::Call, Problem::Flag, Problem::Paused]);
    }

    #[test]
    fn a_problem_waits_from_when_it_was_first_seen_until_it_is_gone() {
        let mut hall = Hall::new("open");
        let topic = DeviceTopic::State.of("d1");
        let mut problems = Problems::default();
        hall.take(&topic, &snapshot(5_000, Some(Side::Black), "*"), at(5_000));
        let mut r = row(&hall.devices()[0]);
        problems.mark(&mut r, at(5_000));
        assert_eq!(
            r.problems,
            [Waiting {
                kind: Problem::Flag,
                since_ms: 5_000
            }]
        );
        // Seen again later: it still waits from the first time.
        problems.mark(&mut r, at(9_000));
        assert_eq!(r.problems[0].since_ms, 5_000);
        hall.take(&DeviceTopic::Status.of("d1"), OFFLINE, at(8_000));
        let mut r = row(&hall.devices()[0]);
        problems.mark(&mut r, at(9_000));
        let kinds: Vec<_> = r.problems.iter().map(|w| (w.kind, w.since_ms)).collect();
        assert_eq!(kinds, [(Problem::Flag, 5_000), (Problem::Offline, 8_000)]);
        // The result written and both signed: the flag needs no arbiter
        // any more.
        hall.take(
            &topic,
            &snapshot(10_000, Some(Side::Black), "1-0"),
            at(10_000),
        );
        let mut r = row(&hall.devices()[0]);
        r.signed = true;
        problems.mark(&mut r, at(10_000));
        assert_eq!(r.problems.len(), 1);
        assert_eq!(r.problems[0].kind, Problem::Offline);
        // A result not signed waits from when it was first seen.
        r.signed = false;
        r.flag = None;
        problems.mark(&mut r, at(11_000));
        let kinds: Vec<_> = r.problems.iter().map(|w| (w.kind, w.since_ms)).collect();
        assert_eq!(
            kinds,
            [(Problem::Offline, 8_000), (Problem::Unsigned, 11_000)]
        );
    }
}
