//! The speaker: two threads of its own, never the driver's or the UI's.
//! One synthesises each announcement as it comes (espeak-ng, chunk by
//! chunk); the other mixes the two players' tracks into stereo frames,
//! each on its listener's channel, and plays them. A new announcement for
//! a player cuts the one they are hearing, even mid-synthesis.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Color};

use super::alsa::{Pcm, SoundError};
use super::choices::{Output, OutputCell};
use super::hook::Announcement;
use super::voice::{self, RATE};
use super::words::words;

/// Where the mixed stereo frames go.
pub trait Sink: Send {
    /// Plays interleaved stereo frames at [`RATE`], at the sound's pace
    /// (a sound card blocks while its buffer is full).
    ///
    /// # Errors
    /// The device failed: the words to log.
    fn play(&mut self, frames: &[i16]) -> Result<(), String>;
    /// Nothing is left to play for now.
    fn rest(&mut self) {}
}

/// An ALSA device, opened when there is something to say and opened again
/// after a failure (a USB card pulled and plugged back).
pub struct AlsaSink {
    device: String,
    pcm: Option<Pcm>,
    failed: Option<SoundError>,
    /// After a failed open, not before: ALSA writes a line to the log at
    /// each attempt, and one announcement is a hundred pieces of sound.
    retry_at: Option<Instant>,
}

/// How long a device that would not open is left alone.
const RETRY_OPEN: Duration = Duration::from_secs(2);

impl AlsaSink {
    /// The sink for ALSA's `device`.
    pub fn new(device: &str) -> AlsaSink {
        AlsaSink {
            device: device.into(),
            pcm: None,
            failed: None,
            retry_at: None,
        }
    }
}

impl Sink for AlsaSink {
    fn play(&mut self, frames: &[i16]) -> Result<(), String> {
        if self.pcm.is_none() {
            if self.retry_at.is_some_and(|at| Instant::now() < at) {
                return Err(String::new());
            }
            match Pcm::open(&self.device, RATE, 2, Duration::from_millis(60)) {
                Ok(pcm) => self.pcm = Some(pcm),
                Err(e) => {
                    // Said once, not at every announcement.
                    let new = self.failed.as_ref() != Some(&e);
                    self.failed = Some(e.clone());
                    self.retry_at = Some(Instant::now() + RETRY_OPEN);
                    return Err(if new { e.to_string() } else { String::new() });
                }
            }
        }
        let written = self.pcm.as_mut().map(|p| p.write(frames));
        if let Some(Err(e)) = written {
            self.pcm = None;
            return Err(e.to_string());
        }
        self.failed = None;
        Ok(())
    }

    fn rest(&mut self) {
        if let Some(pcm) = self.pcm.as_mut() {
            pcm.drain();
        }
    }
}

/// One player's speech waiting to be played.
#[derive(Default)]
struct Track {
    samples: VecDeque<i16>,
    /// When the announcement playing was asked for, until its first
    /// sample goes out.
    asked: Option<Instant>,
}

#[derive(Default)]
struct Tracks {
    sides: ByColor<Track>,
    closed: bool,
}

type Shared = Arc<(Mutex<Tracks>, Condvar)>;

/// The latencies kept, from a request to its first sample played.
const KEPT: usize = 4096;

/// A running speaker.
pub struct Speaker {
    /// Where announcements go (with `try_send`: a full queue drops one).
    pub queue: SyncSender<Announcement>,
    /// Where each player's speech goes.
    pub output: OutputCell,
    latencies: Arc<Mutex<Vec<Duration>>>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl Speaker {
    /// Starts the threads: each player's speech to `output`'s channels of
    /// `sink`, at `rate` words a minute.
    pub fn start(output: Output, rate: u32, sink: Box<dyn Sink>) -> Speaker {
        let (queue, announcements) = sync_channel(16);
        let shared: Shared = Arc::default();
        let output = OutputCell::new(output);
        let latencies = Arc::new(Mutex::new(Vec::new()));
        let synth = {
            let (shared, output) = (Arc::clone(&shared), output.clone());
            std::thread::Builder::new()
                .name("speech-synth".into())
                .spawn(move || synthesise(&announcements, &output, rate, &shared))
        };
        let mix = {
            let (shared, latencies) = (Arc::clone(&shared), Arc::clone(&latencies));
            let output = output.clone();
            std::thread::Builder::new()
                .name("speech-play".into())
                .spawn(move || play(&output, sink, &shared, &latencies))
        };
        Speaker {
            queue,
            output,
            latencies,
            threads: [synth, mix].into_iter().filter_map(Result::ok).collect(),
        }
    }

    /// The times from an announcement asked to its first sample handed to
    /// the sound device, oldest first (the last few thousand).
    pub fn latencies(&self) -> Vec<Duration> {
        self.latencies.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// Says everything queued, then stops its threads.
    pub fn finish(self) {
        drop(self.queue);
        for thread in self.threads {
            let _ = thread.join();
        }
    }
}

/// The next announcement: one that cut another first, else the queue's.
fn next(
    pending: &mut ByColor<Option<Announcement>>,
    queue: &Receiver<Announcement>,
) -> Option<Announcement> {
    let first = Color::ALL
        .into_iter()
        .filter_map(|c| pending.get(c).as_ref().map(|a| (a.asked, c)))
        .min_by_key(|&(asked, _)| asked)
        .map(|(_, c)| c);
    match first {
        Some(c) => pending.get_mut(c).take(),
        None => queue.recv().ok(),
    }
}

fn synthesise(queue: &Receiver<Announcement>, output: &OutputCell, rate: u32, shared: &Shared) {
    let mut pending = ByColor::<Option<Announcement>>::default();
    // espeak-ng started before the first request; without it the clock
    // runs on, silent, and this is said once.
    let mut said_once = voice::ready()
        .inspect_err(|e| tracing::warn!("{e}"))
        .is_err();
    while let Some(announcement) = next(&mut pending, queue) {
        let side = announcement.listener;
        if output.get().channels(side) == (false, false) {
            continue;
        }
        {
            let (tracks, _) = &**shared;
            let mut tracks = tracks.lock().unwrap_or_else(|e| e.into_inner());
            let track = tracks.sides.get_mut(side);
            track.samples.clear();
            track.asked = Some(announcement.asked);
        }
        'said: for said in &announcement.said {
            let spoken = words(said, announcement.lang, announcement.moves);
            let mut cut = false;
            let result = voice::speak(&spoken.text, spoken.voice, rate, &mut |chunk| {
                for newer in queue.try_iter() {
                    let l = newer.listener;
                    *pending.get_mut(l) = Some(newer);
                }
                if pending.get(side).is_some() {
                    cut = true;
                    return false;
                }
                let (tracks, ready) = &**shared;
                let mut tracks = tracks.lock().unwrap_or_else(|e| e.into_inner());
                tracks.sides.get_mut(side).samples.extend(chunk);
                ready.notify_all();
                true
            });
            if let Err(e) = result {
                if !said_once {
                    tracing::error!("{e}");
                    said_once = true;
                }
                break 'said;
            }
            if cut {
                break 'said;
            }
        }
    }
    let (tracks, ready) = &**shared;
    tracks.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
    ready.notify_all();
}

/// 20 ms of frames at a time.
const PERIOD: usize = RATE as usize / 50;

fn play(
    output: &OutputCell,
    mut sink: Box<dyn Sink>,
    shared: &Shared,
    latencies: &Mutex<Vec<Duration>>,
) {
    let (tracks, ready) = &**shared;
    let mut playing = false;
    loop {
        let mut guard = tracks.lock().unwrap_or_else(|e| e.into_inner());
        let empty = |t: &Tracks| {
            Color::ALL
                .iter()
                .all(|&c| t.sides.get(c).samples.is_empty())
        };
        if empty(&guard) {
            if playing {
                drop(guard);
                // The last frames out, then a rest: a short silence first so
                // that no device clips the end of a word.
                let _ = sink.play(&[0; PERIOD * 2 * 3]);
                sink.rest();
                playing = false;
                continue;
            }
            if guard.closed {
                return;
            }
            let _unused = ready.wait(guard);
            continue;
        }
        let mut frames = vec![0i16; PERIOD * 2];
        for side in Color::ALL {
            let (left, right) = output.get().channels(side);
            let track = guard.sides.get_mut(side);
            if let Some(asked) = track.asked.take_if(|_| !track.samples.is_empty()) {
                let mut kept = latencies.lock().unwrap_or_else(|e| e.into_inner());
                if kept.len() == KEPT {
                    kept.remove(0);
                }
                kept.push(asked.elapsed());
            }
            for frame in frames.chunks_exact_mut(2) {
                let Some(s) = track.samples.pop_front() else {
                    break;
                };
                if left {
                    frame[0] = frame[0].saturating_add(s);
                }
                if right {
                    frame[1] = frame[1].saturating_add(s);
                }
            }
        }
        drop(guard);
        playing = true;
        if let Err(e) = sink.play(&frames)
            && !e.is_empty()
        {
            tracing::error!("{e}");
        }
    }
}
