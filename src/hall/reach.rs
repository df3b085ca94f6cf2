//! How the hall's own clients (`pendule hall`, `pendule hall pairings`)
//! reach a broker: its address, the hall's user, and over TLS the
//! certificate the broker must show.

use std::time::Duration;

use rumqttc::MqttOptions;

use super::address::BrokerAddr;
use super::tls::transport;

/// The hall's user and password on a broker, and its certificate over TLS.
#[derive(Debug, Clone, Default)]
pub struct Reach {
    /// The hall's user and password, when the broker asks for them.
    pub credentials: Option<(String, String)>,
    /// The broker's certificate (PEM), pinned, when it speaks TLS.
    pub certificate: Option<Vec<u8>>,
}

/// A client `id`'s options to reach `addr` as `reach` says (keep-alive 5 s).
///
/// # Errors
/// TLS without a certificate, or with one that is none.
pub fn hall_options(id: String, addr: &BrokerAddr, reach: Reach) -> std::io::Result<MqttOptions> {
    let mut options = MqttOptions::new(id, addr.host.clone(), addr.port);
    options.set_keep_alive(Duration::from_secs(5));
    let transport = transport(addr.tls, reach.certificate.as_deref()).map_err(|e| {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, format!("{addr}: {e}"))
    })?;
    options.set_transport(transport);
    if let Some((user, password)) = reach.credentials {
        options.set_credentials(user, password);
    }
    Ok(options)
}
