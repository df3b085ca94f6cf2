//! The relay's round as it runs: the devices polled so far, the files
//! written from them, and what the organiser was last told.

use std::collections::BTreeMap;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant, SystemTime};

use tokio::sync::watch;

use super::boards::{Device, progress, round_games};
use super::options::{MAX_DEVICES, RelayOptions};
use super::pollers::{News, start_poller};
use super::{discover, poll};
use crate::hall::files::Written;
use crate::hall::lichess::push_once;
use crate::words::t;

/// One relay run's state, fed by the pollers' news.
pub(super) struct Round<'a> {
    pub(super) opts: &'a RelayOptions,
    pub(super) devices: Vec<Device>,
    /// Where a device found later sends its polls.
    pub(super) news: mpsc::Sender<News>,
    pub(super) written: Written,
    /// The files for the local viewer.
    pub(super) pages: watch::Sender<Arc<BTreeMap<String, String>>>,
    /// The round for the lichess pusher, after each write.
    pub(super) pusher: Option<mpsc::Sender<String>>,
    /// The last write failed: it is tried again at the next news.
    pub(super) unwritten: bool,
    said_error: Option<String>,
    told_too_many: bool,
    /// Polls answered (a `--once` run ends when each device answered).
    pub(super) answers: usize,
    said: Instant,
    said_line: String,
}

impl<'a> Round<'a> {
    pub(super) fn new(
        opts: &'a RelayOptions,
        devices: Vec<Device>,
        news: mpsc::Sender<News>,
        pages: watch::Sender<Arc<BTreeMap<String, String>>>,
        pusher: Option<mpsc::Sender<String>>,
    ) -> Self {
        Round {
            opts,
            devices,
            news,
            written: Written::default(),
            pages,
            pusher,
            unwritten: false,
            said_error: None,
            told_too_many: false,
            answers: 0,
            said: Instant::now(),
            said_line: String::new(),
        }
    }

    /// Takes one piece of news; whether a device's games changed.
    pub(super) fn take(&mut self, item: News) -> bool {
        match item {
            News::Polled(device) => {
                let index = device.index;
                let changed = device.changed_at != self.devices[index].changed_at;
                self.devices[index] = device;
                self.answers += 1;
                changed
            }
            News::Found(discover::Found { addr, .. }) => {
                self.found(addr);
                false
            }
        }
    }

    /// A device mDNS found: polled from now on, unless it is known or
    /// there are too many (said once).
    fn found(&mut self, addr: String) {
        let lang = self.opts.lang;
        if self.devices.len() >= MAX_DEVICES {
            if !self.told_too_many {
                self.told_too_many = true;
                eprintln!("{}", t!(lang, "relay-too-many-devices", most = MAX_DEVICES));
            }
        } else if !self.devices.iter().any(|d| d.addr == addr) {
            eprintln!("{}", t!(lang, "relay-found", addr = &addr));
            let device = Device::new(addr, self.devices.len());
            start_poller(device.clone(), self.news.clone(), self.opts);
            self.devices.push(device);
        }
    }

    /// Writes the round's files, serves them and hands the round to the
    /// pusher. A write that fails (a full disk) is said once and tried
    /// again at the next poll; every board goes on being polled.
    ///
    /// # Errors
    /// The write failed in a `--once` run (which stops there).
    pub(super) fn write(&mut self) -> std::io::Result<()> {
        let lang = self.opts.lang;
        let round = match self
            .written
            .write_games(&self.opts.out, &round_games(&self.devices))
        {
            Ok(round) => {
                if self.unwritten {
                    eprintln!("{}", t!(lang, "relay-written-again"));
                }
                self.unwritten = false;
                self.said_error = None;
                round
            }
            Err(e) => {
                let why = t!(
                    lang,
                    "relay-not-written",
                    dir = self.opts.out.display().to_string(),
                    error = e.to_string()
                );
                if self.said_error.as_ref() != Some(&why) {
                    eprintln!("{why}");
                    self.said_error = Some(why);
                }
                self.unwritten = true;
                if self.opts.once {
                    return Err(e);
                }
                crate::live::merge_round(&round_games(&self.devices))
            }
        };
        let files = &self.written.files;
        self.pages.send_replace(Arc::new(
            files.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        ));
        if let Some(pusher) = &self.pusher {
            let _ = pusher.send(round);
        }
        Ok(())
    }

    /// The organiser's line: when it says something new, at most once a
    /// poll interval, and every ten seconds anyway.
    pub(super) fn say_progress(&mut self) {
        let line = progress(&self.devices, SystemTime::now(), self.opts.lang);
        let fresh = self.said.elapsed() >= self.opts.interval && line != self.said_line;
        if fresh || self.said.elapsed() >= Duration::from_secs(10) {
            eprintln!("{line}");
            self.said = Instant::now();
            self.said_line = line;
        }
    }

    /// One line for each device that did not answer with games, and the
    /// lichess round if pushing it once failed.
    pub(super) fn missing(&self) -> Vec<String> {
        let lang = self.opts.lang;
        let mut missing: Vec<String> = self
            .devices
            .iter()
            .filter(|d| d.answered_at.is_none() || d.error.is_some())
            .map(|d| {
                let why = d.error.as_ref().map_or(String::new(), |e| e.words(lang));
                format!("{}: {why}", d.addr)
            })
            .collect();
        if let (Some(target), Some(round)) = (&self.opts.push, self.written.files.get("round.pgn"))
        {
            let agent = poll::device_agent(Duration::from_secs(15));
            if let Err(e) = push_once(&agent, target, round) {
                missing.push(format!("lichess: {}", e.words(lang)));
            }
        }
        missing
    }
}
