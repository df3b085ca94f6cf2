//! The hall's own broker: mosquitto as a child process, with a config made
//! in the hall's folder (persistence on, so queued and retained messages
//! outlive a restart of the broker), stopped when the hall stops. A venue
//! that runs its own broker is given with `--broker` instead.

use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::address::BrokerAddr;
use super::program::find_program;
use super::provision::{ACL, HALL_SECRET, HALL_USER, PASSWORDS};
use super::state::MAX_STATE;

/// Where Debian installs mosquitto, for a PATH without /usr/sbin.
const DEBIAN_MOSQUITTO: &str = "/usr/sbin/mosquitto";

/// How long the broker has to open its port.
const STARTUP: Duration = Duration::from_secs(10);

/// The certificate and key (PEM files) the hall's broker serves TLS with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TlsFiles {
    /// The certificate (its chain after it, if any).
    pub cert: PathBuf,
    /// Its private key.
    pub key: PathBuf,
}

/// How the hall's own broker listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listening {
    /// The address and port.
    pub addr: SocketAddr,
    /// Over TLS, with these files.
    pub tls: Option<TlsFiles>,
}

/// The running broker; dropping it stops it.
pub struct Mosquitto {
    child: Child,
    /// Where the devices and the hall reach it.
    pub addr: BrokerAddr,
    /// The hall's user and password on it, when the devices were
    /// provisioned.
    pub credentials: Option<(String, String)>,
    /// Over TLS: the certificate it shows (PEM), for the hall to pin.
    pub certificate: Option<Vec<u8>>,
}

impl Drop for Mosquitto {
    fn drop(&mut self) {
        stop(self.child.id());
        let _ = self.child.wait();
    }
}

impl Mosquitto {
    /// Whether the broker has stopped (killed, or crashed).
    pub fn has_stopped(&mut self) -> bool {
        !matches!(self.child.try_wait(), Ok(None))
    }
}

/// The config of a broker keeping its state in `dir`, listening as
/// `listen` says; `secured`: with the users and ACL `pendule hall
/// provision` made there, else open to anyone who reaches the port.
pub fn config(dir: &Path, listen: &Listening, secured: bool) -> String {
    let access = if secured {
        format!(
            "allow_anonymous false\npassword_file {dir}/{PASSWORDS}\nacl_file {dir}/{ACL}\n",
            dir = dir.display()
        )
    } else {
        "allow_anonymous true\n".to_owned()
    };
    format!(
        "# Made by pendule hall at each start; edits are lost.\n\
         pid_file {dir}/mosquitto.pid\n\
         persistence true\n\
         persistence_location {dir}/\n\
         autosave_interval 5\n\
         log_dest file {dir}/mosquitto.log\n\
         log_type error\nlog_type warning\nlog_type notice\n\
         # A snapshot is at most {MAX_STATE} bytes: a larger packet costs\n\
         # only the client that sent it its connection.\n\
         max_packet_size {packet}\n\
         max_queued_messages 10000\n\
         listener {port} {host}\n\
         {tls}\
         {access}\
         {user}",
        dir = dir.display(),
        packet = MAX_STATE + 4096,
        port = listen.addr.port(),
        host = listen.addr.ip(),
        tls = listen.tls.as_ref().map_or(String::new(), |files| format!(
            "certfile {}\nkeyfile {}\n",
            files.cert.display(),
            files.key.display()
        )),
        // Started as root, mosquitto turns into the `mosquitto` user, who
        // cannot write the hall's folder: it stays the user that ran it.
        user = if running_as_root() { "user root\n" } else { "" },
    )
}

/// Whether this process runs as root (its effective user id is 0).
fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| {
        status
            .lines()
            .find_map(|l| l.strip_prefix("Uid:"))
            .and_then(|ids| ids.split_whitespace().nth(1))
            == Some("0")
    })
}

/// Starts mosquitto on `listen`, its state in `dir`; returns once it takes
/// connections. A broker an earlier hall of the same folder left running
/// (that hall was killed) is stopped first.
///
/// # Errors
/// mosquitto is not installed, exits at once (the port is taken), or does
/// not open its port in time.
pub fn start_mosquitto(dir: &Path, listen: &Listening) -> std::io::Result<Mosquitto> {
    std::fs::create_dir_all(dir)?;
    let dir = std::fs::canonicalize(dir)?;
    let credentials = hall_credentials(&dir)?;
    let (listen, certificate) = with_tls_files(listen)?;
    if credentials.is_none() && !listen.addr.ip().is_loopback() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!(
                "a broker on {} would let anyone on the network write any board: \
                 give each device its user first (pendule hall provision)",
                listen.addr
            ),
        ));
    }
    stop_left_behind(&dir);
    let conf = dir.join("mosquitto.conf");
    let text = config(&dir, &listen, credentials.is_some());
    crate::atomic::atomic_write(&dir, "mosquitto.conf", text.as_bytes())?;
    let program = find_program("mosquitto", DEBIAN_MOSQUITTO);
    let mut child = Command::new(&program)
        .arg("-c")
        .arg(&conf)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| {
            std::io::Error::new(
                e.kind(),
                format!(
                    "cannot start {} ({e}): install mosquitto (apt-get install mosquitto) or give --broker",
                    program.display()
                ),
            )
        })?;
    let began = Instant::now();
    let connect_to = match listen.addr.ip() {
        ip if ip.is_unspecified() => SocketAddr::from(([127, 0, 0, 1], listen.addr.port())),
        _ => listen.addr,
    };
    while began.elapsed() < STARTUP {
        if let Some(status) = child.try_wait()? {
            let log = std::fs::read_to_string(dir.join("mosquitto.log")).unwrap_or_default();
            let last = log.lines().last().unwrap_or("").to_owned();
            return Err(std::io::Error::other(format!(
                "mosquitto stopped at once ({status}): {last}"
            )));
        }
        if TcpStream::connect_timeout(&connect_to, Duration::from_millis(200)).is_ok() {
            return Ok(Mosquitto {
                child,
                addr: BrokerAddr {
                    host: connect_to.ip().to_string(),
                    port: connect_to.port(),
                    tls: certificate.is_some(),
                },
                credentials,
                certificate,
            });
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    stop(child.id());
    let _ = child.wait();
    Err(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        format!(
            "mosquitto did not open {} in {} s",
            listen.addr,
            STARTUP.as_secs()
        ),
    ))
}

/// `listen` with its TLS files' full paths (mosquitto runs elsewhere), and
/// the certificate read for the hall to pin.
///
/// # Errors
/// A file that cannot be read, or a certificate file holding none.
fn with_tls_files(listen: &Listening) -> std::io::Result<(Listening, Option<Vec<u8>>)> {
    let Some(files) = &listen.tls else {
        return Ok((listen.clone(), None));
    };
    let full = |path: &Path| {
        std::fs::canonicalize(path)
            .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))
    };
    let files = TlsFiles {
        cert: full(&files.cert)?,
        key: full(&files.key)?,
    };
    let pem = super::tls::read_certificate(&files.cert)?;
    let listen = Listening {
        addr: listen.addr,
        tls: Some(files),
    };
    Ok((listen, Some(pem)))
}

/// The hall's user and password, when the broker folder `dir` holds
/// provisioned users.
///
/// # Errors
/// The hall's password cannot be read.
pub fn hall_credentials(dir: &Path) -> std::io::Result<Option<(String, String)>> {
    if !dir.join(PASSWORDS).exists() {
        return Ok(None);
    }
    let secret = std::fs::read_to_string(dir.join(HALL_SECRET))?;
    Ok(Some((HALL_USER.to_owned(), secret.trim().to_owned())))
}

/// Stops the broker whose pid file is in `dir`, when that process is a
/// mosquitto of this folder's config (a pid the system gave to another
/// program since is left alone).
fn stop_left_behind(dir: &Path) {
    let Ok(text) = std::fs::read_to_string(dir.join("mosquitto.pid")) else {
        return;
    };
    let Ok(pid) = text.trim().parse::<u32>() else {
        return;
    };
    let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
    let conf = dir.join("mosquitto.conf");
    let ours = String::from_utf8_lossy(&cmdline).contains(&*conf.to_string_lossy());
    if ours {
        stop(pid);
        let began = Instant::now();
        while Path::new(&format!("/proc/{pid}")).exists() && began.elapsed() < STARTUP {
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// Asks process `pid` to stop (SIGTERM: mosquitto saves its state first).
fn stop(pid: u32) {
    let _ = Command::new("kill")
        .arg("-TERM")
        .arg(pid.to_string())
        .stderr(Stdio::null())
        .status();
}
