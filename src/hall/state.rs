//! A board's snapshot as a device publishes it on `dev/{device}/state`
//! (retained, so a hall that starts late sees every board at once): the
//! round's games on the device with the clocks at the moment it was sent,
//! and that moment, from which a viewer runs the clocks on. Pure: the
//! moment and the wall-clock time are given.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::clock::Moment;
use crate::live::DeviceRound;

/// The largest snapshot read: nine long games with `%clk` on every move
/// fit many times over. The hall's own broker refuses larger packets.
pub const MAX_STATE: usize = 256 * 1024;

/// A side, as the payload names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// `at` in milliseconds since the Unix epoch, as `sent_ms` counts.
pub fn unix_millis(at: std::time::SystemTime) -> u64 {
    at.duration_since(std::time::SystemTime::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Both clocks, in milliseconds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    /// White's time left.
    pub white: u64,
    /// Black's time left.
    pub black: u64,
}

/// Each player's signature of the result.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Signed {
    /// White signed.
    pub white: bool,
    /// Black signed.
    pub black: bool,
}

/// What `dev/{device}/state` holds (JSON; docs/hall.md is its contract).
/// A field missing is its default, and an unknown one is ignored: a
/// device of another version within `v1` is read as far as it goes.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoardState {
    /// The device's id: the same as in the topic, or the snapshot is refused.
    pub device: String,
    /// The device's software version.
    pub software: String,
    /// The hall's event the device is set to (`[hall] event`): a hall
    /// takes the boards of its own event only, so several events can
    /// share a broker.
    pub hall_event: String,
    /// When it was sent, in milliseconds since the Unix epoch (the
    /// device's wall clock): the clocks below stand at this moment.
    pub sent_ms: u64,
    /// The current game's board, from its `Board` tag.
    pub board: Option<u32>,
    /// Its `Event` tag.
    pub event: String,
    /// Its `Round` tag.
    pub round: String,
    /// Both clocks at `sent_ms`.
    pub clocks_ms: Clocks,
    /// The side whose clock runs or would run on a resume; none before
    /// the first press.
    pub to_move: Option<Side>,
    /// A clock is running: a viewer runs `to_move`'s on from `sent_ms`.
    pub running: bool,
    /// The arbiter paused the clocks.
    pub paused: bool,
    /// The side whose flag fell, first.
    pub flag: Option<Side>,
    /// The current game's `Result` (`*` while it is played).
    pub result: String,
    /// Who signed the current game's result (absent from devices before
    /// it: read as nobody).
    pub signed: Signed,
    /// The player who called the arbiter, while the call waits.
    pub call: Option<Side>,
    /// When that call was made (seconds since 1970, UTC, by the device's
    /// clock): the call the hall's word `hall/seen` names.
    pub call_at: Option<u64>,
    /// The side whose draw offer waits for an answer.
    pub offer: Option<Side>,
    /// A ruling is awaited (a flag with moves to enter, a second illegal
    /// move, a resignation's 5.1.2 check).
    pub deciding: bool,
    /// The round's games on the device as PGN, oldest first, the current
    /// one last, its `WhiteClock`/`BlackClock` tags and `%clk` as at
    /// `sent_ms`. Empty before any game.
    pub games: Vec<String>,
}

/// Why a snapshot was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// Over [`MAX_STATE`] bytes.
    #[error("snapshot of {0} bytes, over the {MAX_STATE} a board may send")]
    TooLarge(usize),
    /// Not the JSON of a snapshot.
    #[error("not a snapshot: {0}")]
    NotState(String),
    /// It names another device than its topic.
    #[error("snapshot names device {named} on another device's topic")]
    OtherDevice {
        /// The device the payload names.
        named: String,
    },
}

impl BoardState {
    /// The snapshot of `round` on `device`, set to the hall's event
    /// `hall_event`, at `now`, sent at `sent_ms`.
    pub fn of(
        round: &DeviceRound,
        (device, hall_event): (&str, &str),
        now: Moment,
        sent_ms: u64,
    ) -> BoardState {
        let mut state = BoardState {
            device: device.to_owned(),
            hall_event: hall_event.to_owned(),
            software: env!("CARGO_PKG_VERSION").to_owned(),
            sent_ms,
            result: "*".to_owned(),
            games: round.earlier.iter().map(|g| g.to_string()).collect(),
            ..BoardState::default()
        };
        let Some(game) = &round.current else {
            return state;
        };
        let clocks = game.clocks_at(now);
        let millis = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        let clock = game.clock();
        let (event, round_tag) = game.round();
        state.board = game.board();
        state.event = event.to_owned();
        state.round = round_tag.to_owned();
        state.clocks_ms = Clocks {
            white: millis(clocks.white),
            black: millis(clocks.black),
        };
        state.to_move = clock.turn().map(Side::from);
        state.running = clock.is_running();
        state.paused = clock.is_paused();
        state.flag = clock.first_flag().map(|f| Side::from(f.color));
        game.result().clone_into(&mut state.result);
        let signed = game.signed();
        state.signed = Signed {
            white: signed.white,
            black: signed.black,
        };
        state.call = game.call().map(|(side, _)| Side::from(side));
        state.call_at = game.call().map(|(_, at)| at);
        state.offer = game.offer().map(Side::from);
        state.deciding = game.is_deciding();
        state.games.push(game.pgn_at(now));
        state
    }

    /// The payload.
    pub fn to_json(&self) -> Vec<u8> {
        // A struct of strings and numbers always serialises.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// The snapshot `payload` on the topic of `device`.
    ///
    /// # Errors
    /// [`StateError`] when it is too large, not a snapshot, or names
    /// another device.
    pub fn read(device: &str, payload: &[u8]) -> Result<BoardState, StateError> {
        if payload.len() > MAX_STATE {
            return Err(StateError::TooLarge(payload.len()));
        }
        let state: BoardState =
            serde_json::from_slice(payload).map_err(|e| StateError::NotState(e.to_string()))?;
        if state.device != device {
            return Err(StateError::OtherDevice {
                named: state.device.chars().take(64).collect(),
            });
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::clock::TimeControl;
    use crate::game::{Game, GameSetup, Input};
    use crate::live::LiveGame;

    #[test]
    fn the_snapshot_says_the_offer_the_call_and_the_signatures() {
        let control: TimeControl = "600".parse().unwrap();
        let setup = GameSetup {
            white: control.clone(),
            black: control,
            ..GameSetup::default()
        };
        let mut game = Game::new(setup).unwrap();
        let at = |s| Moment::from_origin(Duration::from_secs(s));
        game.handle(Input::Press(Color::Black), at(1)).unwrap();
        game.handle(Input::OfferDrawBy(Color::White), at(2))
            .unwrap();
        let call = Input::CallArbiter {
            side: Color::Black,
            utc: 1_796_600_000,
        };
        game.handle(call, at(3)).unwrap();
        let mut round = DeviceRound::default();
        round.show(LiveGame::of(&game, &Vec::new(), at(4)));
        let state = BoardState::of(&round, ("d1", "open"), at(4), 42);
        assert_eq!(state.offer, Some(Side::White));
        assert_eq!(state.call, Some(Side::Black));
        assert_eq!(state.call_at, Some(1_796_600_000));
        assert_eq!(state.to_move, Some(Side::White));
        assert_eq!(state.signed, Signed::default());
        assert!(!state.deciding);
        // Read back as the hall reads it.
        let read = BoardState::read("d1", &state.to_json()).unwrap();
        assert_eq!(read, state);
    }
}
