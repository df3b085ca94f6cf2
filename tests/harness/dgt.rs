//! A DGT board simulated on a pseudo-terminal: the test moves pieces and
//! the board sends the field updates a real one sends; it answers the
//! host's commands (a dump, the version, the serial number) as one does.
//! Its port is a symbolic link, as the udev rule's is, so that a board
//! unplugged and plugged in again comes back at the same path.

#![allow(dead_code)]

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use pendule::eboard::protocol::{dump_bytes, frame, update_bytes};
use pendule::eboard::{Content, Field, Orientation, Reading};
use shakmaty::{Board, Piece, Square};

/// One plugged-in board.
pub struct SimBoard {
    link: PathBuf,
    orientation: Orientation,
    state: Arc<Shared>,
    answers: Option<JoinHandle<()>>,
    /// The pty's slave side, kept open so that the master never reads a
    /// hang-up before the host opens the port.
    _slave: OwnedFd,
}

struct Shared {
    master: Mutex<File>,
    reading: Mutex<Reading>,
    updates: AtomicBool,
    stop: AtomicBool,
}

impl SimBoard {
    /// A board showing `board`, lying `orientation`, reached at `link`.
    pub fn plug(link: &Path, board: &Board, orientation: Orientation) -> SimBoard {
        let (master, slave) = openpty();
        let slave_path =
            std::fs::read_link(format!("/proc/self/fd/{}", slave.as_raw_fd())).unwrap();
        let _ = std::fs::remove_file(link);
        std::os::unix::fs::symlink(&slave_path, link).unwrap();
        let reader = master.try_clone().unwrap();
        let state = Arc::new(Shared {
            master: Mutex::new(master),
            reading: Mutex::new(Reading::from_board(board, orientation)),
            updates: AtomicBool::new(false),
            stop: AtomicBool::new(false),
        });
        let answering = Arc::clone(&state);
        let answers = std::thread::spawn(move || answer(reader, &answering));
        SimBoard {
            link: link.to_owned(),
            orientation,
            state,
            answers: Some(answers),
            _slave: slave,
        }
    }

    /// Sets `square` to `content` and reports it as a board does.
    pub fn set(&self, square: Square, content: Content) {
        let field = Field::of(square, self.orientation);
        {
            let mut reading = self.state.reading.lock().unwrap();
            *reading = reading.with(field, content);
        }
        if self.state.updates.load(Ordering::Relaxed) {
            self.write(&update_bytes(field, content));
        }
    }

    /// Lifts the piece on `square`.
    pub fn lift(&self, square: Square) {
        self.set(square, Content::Empty);
    }

    /// Puts `piece` on `square`.
    pub fn put(&self, square: Square, piece: Piece) {
        self.set(square, Content::Piece(piece));
    }

    /// Sends bytes as they come (garbage, a message cut short).
    pub fn write(&self, bytes: &[u8]) {
        let mut master = self.state.master.lock().unwrap();
        let _ = master.write_all(bytes);
        let _ = master.flush();
    }

    /// The whole board as it stands.
    pub fn board(&self) -> Board {
        self.state.reading.lock().unwrap().board(self.orientation)
    }

    /// The host has asked for field updates.
    pub fn updating(&self) -> bool {
        self.state.updates.load(Ordering::Relaxed)
    }

    /// Pulls the cable: the port's reader gets a hang-up.
    pub fn unplug(mut self) {
        self.state.stop.store(true, Ordering::Relaxed);
        if let Some(answers) = self.answers.take() {
            answers.join().unwrap();
        }
        let _ = std::fs::remove_file(&self.link);
    }
}

/// Answers the host's one-byte commands until told to stop.
fn answer(mut reader: File, state: &Shared) {
    let fd = reader.as_raw_fd();
    let mut byte = [0u8; 64];
    while !state.stop.load(Ordering::Relaxed) {
        let mut poll = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd for the call's duration.
        if unsafe { libc::poll(&mut poll, 1, 20) } <= 0 || poll.revents & libc::POLLIN == 0 {
            continue;
        }
        let Ok(n) = reader.read(&mut byte) else {
            continue;
        };
        for &command in &byte[..n] {
            let reply = match command {
                0x40 => {
                    state.updates.store(false, Ordering::Relaxed);
                    continue;
                }
                0x44 => {
                    state.updates.store(true, Ordering::Relaxed);
                    continue;
                }
                0x42 => dump_bytes(&state.reading.lock().unwrap()),
                0x4d => frame(0x93, &[1, 7]),
                0x45 => frame(0x91, b"00137"),
                _ => continue,
            };
            let mut master = state.master.lock().unwrap();
            let _ = master.write_all(&reply);
        }
    }
}

/// A pty pair in raw mode: what the master writes reaches the slave's
/// reader untouched (no echo, no line editing), as on a USB serial line.
fn openpty() -> (File, OwnedFd) {
    let (mut master, mut slave) = (0, 0);
    // SAFETY: out-pointers to two ints; no name, termios or size given.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(rc, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: a termios filled by tcgetattr on the fd openpty just gave.
    unsafe {
        let mut raw: libc::termios = std::mem::zeroed();
        assert_eq!(libc::tcgetattr(slave, &mut raw), 0);
        libc::cfmakeraw(&mut raw);
        assert_eq!(libc::tcsetattr(slave, libc::TCSANOW, &raw), 0);
    }
    // SAFETY: openpty returned two fds that nothing else owns.
    unsafe { (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) }
}

/// Waits up to `most` for `ready`.
pub fn wait_for(most: Duration, mut ready: impl FnMut() -> bool) -> bool {
    let end = std::time::Instant::now() + most;
    while std::time::Instant::now() < end {
        if ready() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    ready()
}
