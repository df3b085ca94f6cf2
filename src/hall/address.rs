//! A broker's address as people write it: `mqtt://host:port`, `host:port`
//! or `host` (port 1883), and `mqtts://host[:port]` over TLS (port 8883).
//! Pure.

use std::fmt;
use std::str::FromStr;

/// MQTT's port without TLS.
pub const MQTT_PORT: u16 = 1883;
/// MQTT's port over TLS.
pub const MQTTS_PORT: u16 = 8883;

/// Where a broker listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokerAddr {
    /// Its host name or IP address (an IPv6 one without brackets).
    pub host: String,
    /// Its port.
    pub port: u16,
    /// Over TLS (`mqtts://`).
    pub tls: bool,
}

/// Why an address was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is no broker address (mqtt://host:port, mqtts://host:port, host:port or host)")]
pub struct BadBrokerAddr(pub String);

impl FromStr for BrokerAddr {
    type Err = BadBrokerAddr;

    fn from_str(text: &str) -> Result<BrokerAddr, BadBrokerAddr> {
        let bad = || BadBrokerAddr(text.chars().take(80).collect());
        let rest = text.trim();
        let (rest, tls) = match rest.strip_prefix("mqtts://") {
            Some(rest) => (rest, true),
            None => (rest.strip_prefix("mqtt://").unwrap_or(rest), false),
        };
        let default_port = if tls { MQTTS_PORT } else { MQTT_PORT };
        let rest = rest.strip_suffix('/').unwrap_or(rest);
        let (host, port) = if let Some(v6) = rest.strip_prefix('[') {
            let (host, after) = v6.split_once(']').ok_or_else(bad)?;
            match after.strip_prefix(':') {
                Some(port) => (host, port.parse().map_err(|_| bad())?),
                None if after.is_empty() => (host, default_port),
                None => return Err(bad()),
            }
        } else {
            match rest.rsplit_once(':') {
                Some((host, port)) => (host, port.parse().map_err(|_| bad())?),
                None => (rest, default_port),
            }
        };
        let fits = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '_');
        if host.is_empty() || host.len() > 253 || !host.chars().all(fits) || port == 0 {
            return Err(bad());
        }
        Ok(BrokerAddr {
            host: host.to_owned(),
            port,
            tls,
        })
    }
}

impl fmt::Display for BrokerAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scheme = if self.tls { "mqtts" } else { "mqtt" };
        if self.host.contains(':') {
            write!(f, "{scheme}://[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{scheme}://{}:{}", self.host, self.port)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_people_write_are_read() {
        let read = |t: &str| t.parse::<BrokerAddr>().map(|a| a.to_string());
        assert_eq!(
            read("mqtt://10.0.0.5:1884"),
            Ok("mqtt://10.0.0.5:1884".into())
        );
        assert_eq!(read("hall.local"), Ok("mqtt://hall.local:1883".into()));
        assert_eq!(read("[::1]:1900"), Ok("mqtt://[::1]:1900".into()));
        assert_eq!(
            read("mqtts://hall.local"),
            Ok("mqtts://hall.local:8883".into())
        );
        assert_eq!(read("mqtts://[::1]:9"), Ok("mqtts://[::1]:9".into()));
        for bad in [
            "",
            "mqtt://",
            "host:0",
            "host:99999",
            "a b:1",
            "[::1",
            "http://x",
            "mqtts://",
        ] {
            assert!(bad.parse::<BrokerAddr>().is_err(), "{bad}");
        }
    }
}
