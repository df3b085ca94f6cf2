//! A round pushed to a lichess broadcast round:
//! `POST /api/broadcast/round/{id}/push` with a bearer token and the PGN.
//! Only the newest round is pushed, no more often than asked, and a
//! failure is tried again later (a minute after 429, as lichess asks).

use std::sync::mpsc;
use std::time::Duration;

use crate::words::Language;
use crate::words::t;

/// The shortest time between two pushes to one lichess round.
pub const MIN_INTERVAL: Duration = Duration::from_secs(2);

/// Where the round goes.
#[derive(Clone)]
pub struct PushTarget {
    /// The server (`https://lichess.org`).
    pub base: String,
    /// The broadcast round's id (8 letters and digits).
    pub round_id: String,
    /// The API token (scope `study:write`); never printed.
    pub token: String,
}

impl std::fmt::Debug for PushTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PushTarget")
            .field("base", &self.base)
            .field("round_id", &self.round_id)
            .finish_non_exhaustive()
    }
}

/// Why a push failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PushError {
    /// Too many requests (429).
    #[error("rate limited")]
    RateLimited,
    /// Another HTTP status.
    #[error("HTTP status {0}")]
    Status(u16),
    /// No answer.
    #[error("cannot reach the server: {0}")]
    Connect(String),
}

impl PushError {
    /// The error in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            PushError::RateLimited => t!(lang, "push-rate-limited"),
            PushError::Status(401) => t!(lang, "push-token-refused"),
            PushError::Status(code) => t!(lang, "http-status", code = *code),
            PushError::Connect(why) => t!(lang, "push-cannot-reach", why = why),
        }
    }
}

/// Whether `id` is a broadcast round id: 8 ASCII letters and digits.
pub fn is_round_id(id: &str) -> bool {
    id.len() == 8 && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// How long to wait before trying again after `failures` failed pushes in
/// a row, the last being `last`: a minute after 429, else doubling from
/// 2 s to a minute.
pub fn backoff(failures: u32, last: &PushError) -> Duration {
    if *last == PushError::RateLimited {
        return Duration::from_secs(60);
    }
    Duration::from_secs(2u64.saturating_pow(failures.clamp(1, 6)).min(60))
}

/// Pushes `pgn` once.
///
/// # Errors
/// [`PushError`] for anything but a 2xx answer.
pub fn push_once(agent: &ureq::Agent, target: &PushTarget, pgn: &str) -> Result<(), PushError> {
    let url = format!(
        "{}/api/broadcast/round/{}/push",
        target.base.trim_end_matches('/'),
        target.round_id
    );
    let response = agent
        .post(&url)
        .header("Authorization", &format!("Bearer {}", target.token))
        .header("Content-Type", "text/plain; charset=utf-8")
        .send(pgn)
        .map_err(|e| PushError::Connect(e.to_string()))?;
    match response.status().as_u16() {
        200..=299 => Ok(()),
        429 => Err(PushError::RateLimited),
        code => Err(PushError::Status(code)),
    }
}

/// Starts the pusher: send it each new round; it pushes the newest, at
/// most once every `every`, and says on stderr what failed (never the
/// token). It stops when every sender is gone and nothing is left to push.
pub fn start_pusher(target: PushTarget, every: Duration, lang: Language) -> mpsc::Sender<String> {
    let (rounds, latest) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(15)))
            .http_status_as_error(false)
            .max_redirects(0)
            .user_agent(concat!("pendule-hall/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        let mut pushed: Option<String> = None;
        let mut pending: Option<String> = None;
        let mut failures = 0;
        loop {
            if pending.is_none() {
                match latest.recv() {
                    Ok(round) => pending = Some(round),
                    Err(_) => return,
                }
            }
            // Only the newest round matters.
            while let Ok(newer) = latest.try_recv() {
                pending = Some(newer);
            }
            let Some(round) = pending.take() else {
                continue;
            };
            if pushed.as_ref() == Some(&round) {
                continue;
            }
            match push_once(&agent, &target, &round) {
                Ok(()) => {
                    failures = 0;
                    pushed = Some(round);
                    std::thread::sleep(every);
                }
                Err(e) => {
                    failures += 1;
                    let wait = backoff(failures, &e);
                    let (why, secs) = (e.words(lang), wait.as_secs());
                    eprintln!("{}", t!(lang, "push-failed", why = why, seconds = secs));
                    std::thread::sleep(wait);
                    pending = Some(round);
                }
            }
        }
    });
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_wait_longer_and_429_a_minute() {
        let status = PushError::Status(502);
        let waits: Vec<u64> = (1..=8).map(|n| backoff(n, &status).as_secs()).collect();
        assert_eq!(waits, [2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(backoff(1, &PushError::RateLimited), Duration::from_secs(60));
    }

    #[test]
    fn round_ids_are_eight_letters_and_digits() {
        assert!(is_round_id("aB3dE5gH"));
        for bad in ["", "abc", "aB3dE5gH9", "../../x", "aB3dE5g/"] {
            assert!(!is_round_id(bad), "{bad}");
        }
    }

    #[test]
    fn the_token_is_never_in_the_debug_form() {
        let target = PushTarget {
            base: "https://lichess.org".into(),
            round_id: "aB3dE5gH".into(),
            token: "lip_secret".into(),
        };
        assert!(!format!("{target:?}").contains("lip_secret"));
    }
}
