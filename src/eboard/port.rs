//! The board's serial port: the edge that reads it on a thread of its own
//! and hands on what the board said, with when it was read. A port that
//! cannot be opened, or that goes away mid-game (the board unplugged), is
//! said once and tried again every second.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::protocol::{Command, Decoded, Decoder, Message};
use super::settings::Port;

/// What the port thread hands on.
#[derive(Debug, Clone, PartialEq)]
pub enum FromBoard {
    /// The port is open and the board was asked for its state.
    Opened(PathBuf),
    /// A whole message, with when its last byte was read.
    Message(Message, Instant),
    /// Bytes that were no message were dropped (how many).
    Garbage(usize),
    /// The port cannot be opened, or went away: why. Tried again.
    Lost(String),
}

/// How often the board is asked for its whole state while it is quiet: a
/// check that it is still there and a resynchronisation in one.
const ASK_EVERY: Duration = Duration::from_secs(1);
/// How long a read waits for a byte.
const READ_WAIT: Duration = Duration::from_millis(50);
/// How long an unusable port waits before it is tried again.
const RETRY_EVERY: Duration = Duration::from_secs(1);

/// The port's thread; it stops when dropped.
#[derive(Debug)]
pub struct PortThread {
    stop: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

impl Drop for PortThread {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

/// Opens `path` as a DGT board's line: 9600 baud, 8 bits, no parity, one
/// stop bit, no flow control.
///
/// # Errors
/// The port cannot be opened or set up.
pub fn open(path: &Path) -> Result<Box<dyn serialport::SerialPort>, serialport::Error> {
    serialport::new(path.to_string_lossy(), 9600)
        .data_bits(serialport::DataBits::Eight)
        .parity(serialport::Parity::None)
        .stop_bits(serialport::StopBits::One)
        .flow_control(serialport::FlowControl::None)
        .timeout(READ_WAIT)
        .open()
}

/// Reads the board on `port` until the thread is dropped or `send` says
/// nobody listens any more (it returns `false`).
pub fn spawn(port: Port, send: impl FnMut(FromBoard) -> bool + Send + 'static) -> PortThread {
    let stop = Arc::new(AtomicBool::new(false));
    let stopping = Arc::clone(&stop);
    let handle = std::thread::Builder::new()
        .name("eboard".into())
        .spawn(move || keep_open(&port, send, &stopping))
        .expect("a thread for the e-board");
    PortThread {
        stop,
        handle: Some(handle),
    }
}

fn keep_open(port: &Port, mut send: impl FnMut(FromBoard) -> bool, stop: &AtomicBool) {
    let mut said: Option<String> = None;
    while !stop.load(Ordering::Relaxed) {
        let opened = port
            .resolve()
            .and_then(|path| open(&path).map(|p| (p, path)).map_err(|e| e.to_string()));
        let why = match opened {
            Ok((mut port, path)) => {
                said = None;
                if !send(FromBoard::Opened(path)) {
                    return;
                }
                match serve(&mut *port, &mut send, stop) {
                    Ok(()) => return,
                    Err(why) => why,
                }
            }
            Err(why) => why,
        };
        // Said once, not every second while the board stays away.
        if said.as_ref() != Some(&why) {
            if !send(FromBoard::Lost(why.clone())) {
                return;
            }
            said = Some(why);
        }
        std::thread::sleep(RETRY_EVERY);
    }
}

/// Talks to an open port until it fails (`Err`: why) or the thread stops.
fn serve(
    port: &mut dyn serialport::SerialPort,
    send: &mut impl FnMut(FromBoard) -> bool,
    stop: &AtomicBool,
) -> Result<(), String> {
    let ask = |port: &mut dyn serialport::SerialPort, commands: &[Command]| {
        let bytes: Vec<u8> = commands.iter().map(|c| c.byte()).collect();
        port.write_all(&bytes).map_err(|e| e.to_string())
    };
    ask(
        port,
        &[
            Command::SendUpdates,
            Command::SendBoard,
            Command::Version,
            Command::SerialNumber,
        ],
    )?;
    let mut decoder = Decoder::new();
    let mut buffer = [0u8; 256];
    let mut asked = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        match port.read(&mut buffer) {
            // A tty that reads nothing without waiting has hung up.
            Ok(0) => return Err(std::io::Error::from(ErrorKind::UnexpectedEof).to_string()),
            Ok(n) => {
                let read = Instant::now();
                if !hand_on(decoder.push(&buffer[..n]), read, send) {
                    return Ok(());
                }
            }
            Err(e) if matches!(e.kind(), ErrorKind::TimedOut | ErrorKind::Interrupted) => {}
            Err(e) => return Err(e.to_string()),
        }
        if asked.elapsed() >= ASK_EVERY {
            ask(port, &[Command::SendBoard])?;
            asked = Instant::now();
        }
    }
    Ok(())
}

/// Hands on the messages, and how many bytes were garbage; `false` when
/// nobody listens.
fn hand_on(decoded: Vec<Decoded>, read: Instant, send: &mut impl FnMut(FromBoard) -> bool) -> bool {
    let mut garbage = 0;
    for item in decoded {
        match item {
            Decoded::Message(message) => {
                if !send(FromBoard::Message(message, read)) {
                    return false;
                }
            }
            Decoded::Garbage(_) => garbage += 1,
        }
    }
    garbage == 0 || send(FromBoard::Garbage(garbage))
}
