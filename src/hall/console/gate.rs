//! Who may watch the console: anyone on the hall's own machine when no
//! password is set, else whoever gives it (HTTP Basic, any user name: the
//! browser asks once and sends it with every request, the event stream
//! too). Wrong passwords are throttled by address: each is answered after
//! a second, and past five in a minute the address is refused for that
//! minute, so guessing a console password costs weeks.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

use base64::Engine;

/// Wrong passwords an address may give in [`WINDOW`].
pub const TRIES: u32 = 5;
/// How long wrong passwords count against an address.
pub const WINDOW: Duration = Duration::from_secs(60);
/// How long a wrong password waits for its answer.
pub const WRONG_WAIT: Duration = Duration::from_secs(1);

/// What the gate says of a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// In.
    Pass,
    /// No password given: the browser is to ask for it.
    Ask,
    /// A wrong one: answered after [`WRONG_WAIT`].
    Wrong,
    /// Too many wrong ones from this address: wait.
    Throttled,
}

/// The gate and the addresses that gave wrong passwords.
#[derive(Debug, Default)]
pub struct Gate {
    password: Option<String>,
    wrong: HashMap<IpAddr, (u32, Instant)>,
}

/// The most addresses remembered: a flood of made-up addresses cannot grow
/// the map without bound (the oldest are forgotten).
const REMEMBERED: usize = 4096;

impl Gate {
    /// A gate asking `password`, or none.
    pub fn new(password: Option<String>) -> Gate {
        Gate {
            password,
            wrong: HashMap::new(),
        }
    }

    /// The verdict on a request from `from` with the `Authorization`
    /// header `authorization`, at `now`.
    pub fn check(&mut self, from: IpAddr, authorization: Option<&str>, now: Instant) -> Verdict {
        let given = authorization.and_then(basic_password);
        self.check_given(from, given.as_deref(), now)
    }

    /// The verdict on the secret `given` (none: not given) from `from` at
    /// `now`: the arbiter's PIN is checked this way too.
    pub fn check_given(&mut self, from: IpAddr, given: Option<&str>, now: Instant) -> Verdict {
        let Some(password) = &self.password else {
            return Verdict::Pass;
        };
        if let Some(&(count, first)) = self.wrong.get(&from) {
            if now.duration_since(first) >= WINDOW {
                self.wrong.remove(&from);
            } else if count >= TRIES {
                return Verdict::Throttled;
            }
        }
        let Some(given) = given else {
            return Verdict::Ask;
        };
        if same(given.as_bytes(), password.as_bytes()) {
            self.wrong.remove(&from);
            return Verdict::Pass;
        }
        if self.wrong.len() >= REMEMBERED && !self.wrong.contains_key(&from) {
            self.wrong
                .retain(|_, (_, first)| now.duration_since(*first) < WINDOW);
        }
        if self.wrong.len() < REMEMBERED {
            self.wrong.entry(from).or_insert((0, now)).0 += 1;
        }
        Verdict::Wrong
    }
}

/// The password of a Basic `Authorization` header (`user:password`).
fn basic_password(header: &str) -> Option<String> {
    let encoded = header.strip_prefix("Basic ")?.trim();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .ok()?;
    let text = String::from_utf8(bytes).ok()?;
    Some(text.split_once(':')?.1.to_owned())
}

/// Compares without stopping at the first difference: the time taken does
/// not tell how much of a guess was right.
fn same(a: &[u8], b: &[u8]) -> bool {
    let mut diff = u8::from(a.len() != b.len());
    for (x, y) in a.iter().zip(b.iter().cycle()) {
        diff |= x ^ y;
    }
    diff == 0 && !b.is_empty()
}

/// The `Authorization` header a browser sends for `password` (for
/// scripts and tests that reach the console without one).
pub fn basic(password: &str) -> String {
    let pair = format!("arbiter:{password}");
    format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(pair)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_lets_in_and_wrong_ones_are_throttled() {
        let ip: IpAddr = [192, 168, 1, 9].into();
        let other: IpAddr = [192, 168, 1, 10].into();
        let t0 = Instant::now();
        let mut gate = Gate::new(Some("sesame".into()));
        assert_eq!(gate.check(ip, None, t0), Verdict::Ask);
        assert_eq!(gate.check(ip, Some(&basic("sesame")), t0), Verdict::Pass);
        assert_eq!(gate.check(ip, Some("Basic !!!"), t0), Verdict::Ask);
        for _ in 0..TRIES {
            assert_eq!(gate.check(ip, Some(&basic("sesam")), t0), Verdict::Wrong);
        }
        // Even the right one waits out the minute.
        assert_eq!(
            gate.check(ip, Some(&basic("sesame")), t0),
            Verdict::Throttled
        );
        assert_eq!(gate.check(other, Some(&basic("sesame")), t0), Verdict::Pass);
        let later = t0 + WINDOW;
        assert_eq!(gate.check(ip, Some(&basic("sesame")), later), Verdict::Pass);
        // No password set: the console is open (it listens on loopback only).
        assert_eq!(Gate::new(None).check(ip, None, t0), Verdict::Pass);
    }

    #[test]
    fn a_prefix_or_a_longer_guess_is_wrong() {
        assert!(same(b"sesame", b"sesame"));
        assert!(!same(b"sesam", b"sesame"));
        assert!(!same(b"sesamee", b"sesame"));
        assert!(!same(b"", b""));
    }
}
