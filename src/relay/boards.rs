//! What the relay knows of each device, and the round it makes of them.
//! Pure: every answer and every moment is given.

use std::time::{Duration, SystemTime};

use crate::live::{BoardGame, RoundError, merge_round, split_games};
use crate::words::Language;
use crate::words::t;

/// Why a poll of a device failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PollError {
    /// No connection (refused, unreachable, reset).
    #[error("cannot connect: {0}")]
    Connect(String),
    /// No whole answer in time.
    #[error("no answer in time")]
    Timeout,
    /// An HTTP status other than 200 or 304.
    #[error("HTTP status {0}")]
    Status(u16),
    /// An answer that is not the device's PGN.
    #[error("{0}")]
    NotPgn(#[from] RoundError),
    /// Bigger than a round can be.
    #[error("answer too large")]
    TooLarge,
}

impl PollError {
    /// The error in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            PollError::Connect(why) => t!(lang, "poll-cannot-connect", why = why),
            PollError::Timeout => t!(lang, "poll-timeout"),
            PollError::Status(code) => t!(lang, "http-status", code = *code),
            PollError::NotPgn(e) => t!(lang, "poll-not-pgn", error = e.to_string()),
            PollError::TooLarge => t!(lang, "poll-too-large"),
        }
    }
}

/// One poll's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Polled {
    /// A new body, with its entity tag.
    Changed {
        /// The `ETag`, when the device gave one.
        etag: Option<String>,
        /// The body.
        body: String,
    },
    /// 304: nothing new.
    Unchanged,
    /// No usable answer.
    Failed(PollError),
}

/// One device as the relay knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// Its address (`host:port`).
    pub addr: String,
    /// Its position in the list, from 0: the board of a game without one.
    pub index: usize,
    /// The last entity tag, sent back as `If-None-Match`.
    pub etag: Option<String>,
    /// Its last good games.
    pub games: Vec<BoardGame>,
    /// When its games last changed.
    pub changed_at: Option<SystemTime>,
    /// When it last answered.
    pub answered_at: Option<SystemTime>,
    /// The last poll's error, until it answers again.
    pub error: Option<PollError>,
    /// Games of its last answer left out: other boards than its own, or
    /// more than a device serves.
    pub dropped: usize,
}

impl Device {
    /// A device not yet polled.
    pub fn new(addr: String, index: usize) -> Device {
        Device {
            addr,
            index,
            etag: None,
            games: Vec::new(),
            changed_at: None,
            answered_at: None,
            error: None,
            dropped: 0,
        }
    }

    /// Takes a poll's outcome at `now`; `true` when its games changed.
    /// An answer that is not PGN keeps the games the device had.
    pub fn take(&mut self, polled: Polled, now: SystemTime) -> bool {
        match polled {
            Polled::Unchanged => {
                self.answered_at = Some(now);
                self.error = None;
                false
            }
            Polled::Failed(e) => {
                self.error = Some(e);
                false
            }
            Polled::Changed { etag, body } => match split_games(&body) {
                Ok(mut games) => {
                    for game in &mut games {
                        let fallback = u32::try_from(self.index + 1).unwrap_or(u32::MAX);
                        game.board.get_or_insert(fallback);
                    }
                    // Its own board only: one device served 20,000 boards.
                    let (games, dropped) = crate::hall::claims::own_games(games);
                    self.dropped = dropped;
                    self.answered_at = Some(now);
                    self.error = None;
                    self.etag = etag;
                    let changed = games != self.games;
                    if changed {
                        self.games = games;
                        self.changed_at = Some(now);
                    }
                    changed
                }
                Err(e) => {
                    // The tag of garbage is forgotten: the next answer is read whole.
                    self.etag = None;
                    self.error = Some(PollError::NotPgn(e));
                    false
                }
            },
        }
    }
}

/// The games of the round: each board from the one device that holds it.
pub fn round_games(devices: &[Device]) -> Vec<BoardGame> {
    claimed(devices).games
}

/// The boards' claims of `devices`, in the list's order.
fn claimed(devices: &[Device]) -> crate::hall::claims::Claimed {
    crate::hall::claims::claimed(
        devices
            .iter()
            .map(|d| (d.addr.as_str(), d.games.as_slice())),
    )
}

/// The round as one PGN, by board.
pub fn round_pgn(devices: &[Device]) -> String {
    merge_round(&round_games(devices))
}

/// The most boards and devices the progress line names: one line, of
/// bounded length, whatever the devices say.
const NAMED: usize = 32;
const NAMED_ERRORS: usize = 4;

/// The organiser's progress line at `now`: boards seen, the age of each
/// board's last change, the devices that fail or are refused.
pub fn progress(devices: &[Device], now: SystemTime, lang: Language) -> String {
    let age = |at: Option<SystemTime>| {
        at.and_then(|t| now.duration_since(t).ok())
            .map_or("-".to_owned(), |d: Duration| format!("{}s", d.as_secs()))
    };
    let claimed = claimed(devices);
    let mut boards: Vec<(u32, String)> = devices
        .iter()
        .filter(|d| !claimed.refused.iter().any(|(addr, _)| *addr == d.addr))
        .flat_map(|d| {
            d.games
                .iter()
                .map(move |g| (g.board.unwrap_or(0), age(d.changed_at)))
        })
        .collect();
    boards.sort();
    boards.dedup_by_key(|b| b.0);
    let seen = boards.len();
    let mut ages = boards
        .iter()
        .take(NAMED)
        .map(|(board, age)| format!("{board}:{age}"))
        .collect::<Vec<_>>()
        .join(" ");
    if seen > NAMED {
        ages.push_str(" …");
    }
    let mut errors: Vec<String> = devices
        .iter()
        .filter_map(|d| {
            d.error
                .as_ref()
                .map(|e| format!("{} {}", d.addr, e.words(lang)))
        })
        .chain(claimed.refused.iter().map(|(addr, r)| r.words(addr, lang)))
        .chain(devices.iter().filter(|d| d.dropped > 0).map(|d| {
            t!(
                lang,
                "relay-other-boards",
                addr = d.addr.as_str(),
                dropped = d.dropped
            )
        }))
        .collect();
    if errors.is_empty() {
        return t!(lang, "relay-progress", seen = seen, ages = ages);
    }
    let more = errors.len().saturating_sub(NAMED_ERRORS);
    errors.truncate(NAMED_ERRORS);
    if more > 0 {
        errors.push(format!("+{more}"));
    }
    let errors: Vec<String> = errors.iter().map(|e| bounded(e, 160)).collect();
    t!(
        lang,
        "relay-progress-errors",
        seen = seen,
        ages = ages,
        errors = errors.join("; ")
    )
}

/// At most `most` characters of `text`.
fn bounded(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
    }

    fn body(board: u32, moves: &str) -> String {
        format!("[Event \"Open\"]\n[Board \"{board}\"]\n\n{moves} *\n")
    }

    fn changed(body: String) -> Polled {
        Polled::Changed {
            etag: Some("\"1\"".into()),
            body,
        }
    }

    #[test]
    fn a_device_keeps_its_games_through_garbage_and_silence() {
        let mut d = Device::new("10.0.0.2:8080".into(), 0);
        assert!(d.take(changed(body(2, "1. e4")), at(10)));
        assert!(!d.take(Polled::Unchanged, at(12)));
        assert!(!d.take(changed("<html>".into()), at(14)));
        assert_eq!(d.etag, None);
        assert!(matches!(d.error, Some(PollError::NotPgn(_))));
        assert!(!d.take(Polled::Failed(PollError::Timeout), at(16)));
        assert_eq!(d.games.len(), 1);
        assert_eq!(d.changed_at, Some(at(10)));
        // The same games again are no change.
        assert!(!d.take(changed(body(2, "1. e4")), at(18)));
        assert_eq!(d.error, None);
        assert!(d.take(changed(body(2, "1. e4 e5")), at(20)));
    }

    #[test]
    fn a_game_without_a_board_takes_the_devices_place() {
        let mut d = Device::new("x".into(), 4);
        d.take(changed("[Event \"Open\"]\n\n1. d4 *\n".into()), at(1));
        assert_eq!(d.games[0].board, Some(5));
    }

    #[test]
    fn the_round_is_ordered_by_board_and_the_line_says_the_errors() {
        let mut a = Device::new("a:1".into(), 0);
        let mut b = Device::new("b:1".into(), 1);
        a.take(changed(body(7, "1. e4")), at(10));
        b.take(changed(body(3, "1. c4")), at(15));
        b.take(Polled::Failed(PollError::Status(500)), at(17));
        let devices = [a, b];
        assert_eq!(
            round_pgn(&devices),
            format!("{}\n{}", body(3, "1. c4"), body(7, "1. e4"))
        );
        assert_eq!(
            progress(&devices, at(20), Language::English),
            "boards 2 [3:5s 7:10s]; errors: b:1 HTTP status 500"
        );
        assert!(progress(&devices, at(20), Language::French).starts_with("échiquiers 2"));
        assert_eq!(
            progress(&devices, at(20), Language::German),
            "Bretter 2 [3:5s 7:10s]; Fehler: b:1 HTTP-Status 500"
        );
    }
}
