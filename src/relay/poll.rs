//! One poll of one device: `GET /round.pgn` with the last entity tag.

use std::time::Duration;

use super::boards::{PollError, Polled};
use crate::live::RoundError;

/// The largest round a device may answer (a long game is some 10 kB).
pub const MAX_ROUND: u64 = 4 << 20;

/// A client for polling devices: bounded connect and whole-answer times,
/// no redirects, statuses as answers.
pub fn device_agent(timeout: Duration) -> ureq::Agent {
    ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .timeout_connect(Some(timeout.min(Duration::from_secs(1))))
        .http_status_as_error(false)
        .max_redirects(0)
        .user_agent(concat!("pendule-relay/", env!("CARGO_PKG_VERSION")))
        .build()
        .into()
}

/// Polls the device at `addr` (`host:port`) once.
pub fn poll(agent: &ureq::Agent, addr: &str, etag: Option<&str>) -> Polled {
    let url = format!("http://{addr}/round.pgn");
    let mut request = agent.get(&url);
    if let Some(tag) = etag {
        request = request.header("If-None-Match", tag);
    }
    let mut response = match request.call() {
        Ok(response) => response,
        Err(e) => return Polled::Failed(failure(e)),
    };
    match response.status().as_u16() {
        304 => Polled::Unchanged,
        200 => {
            let etag = response
                .headers()
                .get("etag")
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned);
            let bytes = response
                .body_mut()
                .with_config()
                .limit(MAX_ROUND)
                .read_to_vec();
            match bytes.map(String::from_utf8) {
                Ok(Ok(body)) => Polled::Changed { etag, body },
                Ok(Err(_)) => Polled::Failed(PollError::NotPgn(RoundError::NotText)),
                Err(e) => Polled::Failed(failure(e)),
            }
        }
        code => Polled::Failed(PollError::Status(code)),
    }
}

fn failure(e: ureq::Error) -> PollError {
    match e {
        ureq::Error::Timeout(_) => PollError::Timeout,
        ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => PollError::Timeout,
        ureq::Error::BodyExceedsLimit(_) => PollError::TooLarge,
        other => PollError::Connect(other.to_string()),
    }
}
