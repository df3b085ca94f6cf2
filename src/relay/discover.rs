//! Finding the devices by mDNS: each `_pendule._tcp` service resolved is a
//! device's address (`ip:port`, IPv4).

use std::net::{IpAddr, SocketAddr};
use std::sync::mpsc;

use mdns_sd::{ServiceDaemon, ServiceEvent};

use crate::live::SERVICE;

/// A device found: its service's name and its address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The service instance's full name: one device, whatever its addresses.
    pub name: String,
    /// `ip:port`.
    pub addr: String,
}

/// Browses for devices; each is sent as it resolves, maybe more than once
/// (a service resolves again as its addresses come). Keep the daemon:
/// dropping it ends the search.
///
/// # Errors
/// mDNS cannot start (no multicast socket).
pub fn browse() -> Result<(ServiceDaemon, mpsc::Receiver<Found>), mdns_sd::Error> {
    let daemon = ServiceDaemon::new()?;
    let events = daemon.browse(SERVICE)?;
    let (found, addrs) = mpsc::channel();
    std::thread::spawn(move || {
        while let Ok(event) = events.recv() {
            if let ServiceEvent::ServiceResolved(service) = event {
                let ips: Vec<IpAddr> = service.addresses.iter().map(|ip| ip.to_ip_addr()).collect();
                // The device listens on IPv4 (0.0.0.0 by default): a
                // resolution with IPv6 only waits for the one with IPv4.
                let best = ips
                    .iter()
                    .find(|ip| ip.is_ipv4() && !ip.is_loopback())
                    .or_else(|| ips.iter().find(|ip| ip.is_ipv4()));
                if let Some(ip) = best {
                    let addr = SocketAddr::new(*ip, service.port).to_string();
                    let name = service.fullname.clone();
                    if found.send(Found { name, addr }).is_err() {
                        return;
                    }
                }
            }
        }
    });
    Ok((daemon, addrs))
}
