//! A DGT board beside the driver: the port's thread reads it, this task
//! follows it against the scoresheet the views show, and the moves it
//! recognises go to the driver as any entered move does (so the journal
//! replays them without the board). The board never presses a clock.

use std::time::Duration;

use shakmaty::{CastlingMode, Move};
use tokio::sync::{mpsc, watch};
use tokio::time::{Instant, sleep_until};

use super::driver::Event;
use super::view::View;
use crate::clock::Moment;
use crate::eboard::port::{self, FromBoard, PortThread};
use crate::eboard::{BoardStatus, EboardSettings, Follower, Seen};
use crate::game::Input;
use crate::rules::Variant;

/// A board being followed; it stops when dropped.
pub struct EboardLink {
    /// What the screen shows of it.
    pub status: watch::Receiver<BoardStatus>,
    _port: PortThread,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for EboardLink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Follows the board the settings name, on the current tokio runtime;
/// `None` when no board is to be used.
pub fn start(
    settings: &EboardSettings,
    views: watch::Receiver<View>,
    events: mpsc::Sender<Event>,
) -> Option<EboardLink> {
    let choice = settings.port()?;
    let (said, heard) = mpsc::channel(256);
    let follower = Follower::new(choice.shown(), settings.tuning());
    let port = port::spawn(choice, move |s| said.blocking_send(s).is_ok());
    let (status_tx, status) = watch::channel(follower.status().clone());
    let task = tokio::spawn(follow(follower, heard, views, events, status_tx));
    Some(EboardLink {
        status,
        _port: port,
        task,
    })
}

/// The task: takes what the port says, judges the board once it stands
/// still or the scoresheet changes, and hands the moves seen to the driver.
async fn follow(
    mut follower: Follower,
    mut heard: mpsc::Receiver<FromBoard>,
    mut views: watch::Receiver<View>,
    events: mpsc::Sender<Event>,
    status: watch::Sender<BoardStatus>,
) {
    let origin = Instant::now();
    let moment = |at: Instant| Moment::from_origin(at.saturating_duration_since(origin));
    let instant = |at: Moment| origin + at.since_origin();
    // When the board is next judged: once its reading settles, or at once
    // when the scoresheet changed under a settled board.
    let mut due: Option<Instant> = None;
    let mut lag = 0;
    loop {
        let wake = due.unwrap_or_else(|| Instant::now() + Duration::from_secs(3600));
        tokio::select! {
            said = heard.recv() => {
                let Some(said) = said else { return };
                let at = match &said {
                    FromBoard::Message(_, read) => Instant::from_std(*read),
                    _ => Instant::now(),
                };
                if follower.take(said, moment(at)) {
                    status.send_replace(follower.status().clone());
                }
                due = follower.recogniser().settles_at().map(instant);
            }
            changed = views.changed() => {
                if changed.is_err() {
                    return;
                }
                let settled = follower.recogniser().settles_at().map(instant);
                // A press gives the board one settle time to report the
                // squares it scans after the player's hand has left.
                let pressed = views.borrow().lag > lag;
                lag = views.borrow().lag;
                let earliest = Instant::now() + if pressed { follower.recogniser().settle() } else { Duration::ZERO };
                due = settled.map(|s| s.max(earliest));
            }
            () = sleep_until(wake), if due.is_some() => {
                due = None;
                let view = views.borrow().clone();
                let seen = follower.recogniser().judge(&view.position, view.lag, moment(Instant::now()));
                if let Seen::Enter(moves) = &seen
                    && view.result.is_none()
                {
                    enter(moves, Variant::of(&view.position).castling_mode(), &events).await;
                }
                if follower.seen(seen) {
                    status.send_replace(follower.status().clone());
                }
            }
        }
    }
}

/// Hands the moves to the driver as entries (UCI, which every notation
/// reads; castling as the game's variant writes it).
async fn enter(moves: &[Move], castling: CastlingMode, events: &mpsc::Sender<Event>) {
    for m in moves {
        let uci = m.to_uci(castling).to_string();
        tracing::info!("e-board: {uci}");
        if events.send(Event::now(Input::Move(uci))).await.is_err() {
            return;
        }
    }
}
