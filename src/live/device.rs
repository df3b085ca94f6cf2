//! The device's endpoint: `/game.pgn` and `/round.pgn`, made at each
//! request from the latest snapshot the driver (or `simulate --serve`)
//! published. It runs on its own thread and runtime: a flood of clients
//! takes nothing from the driver's workers, and it holds no lock the
//! driver waits on (a `watch` borrow lasts only the clone of an `Arc`).

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::sync::watch;

use super::http::{Page, Pages, ServeLimits, serve};
use super::snapshot::LiveGame;
use crate::clock::Moment;

/// At most this many earlier games of a round are kept: a round on one
/// board is a game or a few (a match's tie-breaks); a day of casual games
/// under one event stays a bounded page.
pub const MAX_EARLIER: usize = 8;

/// What the device serves: its current game and the games of the same
/// round it finished before it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceRound {
    /// Earlier games of the round on this device, finished, as served
    /// (their clocks stand), oldest first; at most [`MAX_EARLIER`].
    pub earlier: Vec<Arc<str>>,
    /// The game on the device now.
    pub current: Option<Arc<LiveGame>>,
}

impl DeviceRound {
    /// The current game's PGN at `now`.
    pub fn game_pgn(&self, now: Moment) -> Option<String> {
        self.current.as_ref().map(|g| g.pgn_at(now))
    }

    /// Every game of the round on this device at `now`, a blank line
    /// between games; empty before any game.
    pub fn round_pgn(&self, now: Moment) -> String {
        let current = self.current.as_ref().map(|g| g.pgn_at(now));
        let games: Vec<&str> = self
            .earlier
            .iter()
            .map(AsRef::as_ref)
            .chain(current.as_deref())
            .collect();
        games.join("\n")
    }

    /// The game on the device, updated.
    pub fn show(&mut self, game: LiveGame) {
        self.current = Some(Arc::new(game));
    }

    /// The next game begins: the one before stays in the round when it was
    /// played to its end and both are of the same round (a game set up
    /// and replaced before it began is no game of the round).
    pub fn next(&mut self, game: LiveGame) {
        match self.current.take() {
            Some(before) if before.round_key() == game.round_key() => {
                if before.is_finished() {
                    self.keep(before.pgn_as_taken().into());
                }
            }
            _ => self.earlier.clear(),
        }
        self.current = Some(Arc::new(game));
    }

    /// Adds a finished game of the round, dropping the oldest beyond
    /// [`MAX_EARLIER`].
    pub fn keep(&mut self, finished: Arc<str>) {
        self.earlier.push(finished);
        let over = self.earlier.len().saturating_sub(MAX_EARLIER);
        self.earlier.drain(..over);
    }
}

/// The device's pages from the published round and a clock.
struct DevicePages {
    round: watch::Receiver<Arc<DeviceRound>>,
    now: Arc<dyn Fn() -> Moment + Send + Sync>,
}

impl Pages for DevicePages {
    fn page(&self, path: &str) -> Option<Page> {
        let round = Arc::clone(&self.round.borrow());
        let now = (self.now)();
        let body = match path {
            "/game.pgn" => round.game_pgn(now)?,
            "/round.pgn" => round.round_pgn(now),
            _ => return None,
        };
        Some(Page { body })
    }
}

/// A running endpoint: where it listens; dropping it stops it.
pub struct Endpoint {
    /// The bound address (a port 0 asked for is chosen by the system).
    pub addr: SocketAddr,
    stop: watch::Sender<bool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Endpoint {
    fn drop(&mut self) {
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Starts serving on its own thread: `pages` at `addr`.
///
/// # Errors
/// The address cannot be bound.
pub fn serve_on_thread(addr: SocketAddr, pages: Arc<dyn Pages>) -> std::io::Result<Endpoint> {
    let listener = std::net::TcpListener::bind(addr)?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let (stop, stopped) = watch::channel(false);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let thread = std::thread::Builder::new()
        .name("pendule-live".into())
        .spawn(move || {
            runtime.block_on(async move {
                match tokio::net::TcpListener::from_std(listener) {
                    Ok(listener) => serve(listener, pages, ServeLimits::default(), stopped).await,
                    Err(e) => tracing::error!("live endpoint: {e}"),
                }
            });
        })?;
    Ok(Endpoint {
        addr,
        stop,
        thread: Some(thread),
    })
}

/// Serves the device's pages at `addr` from `round`, with `now` the
/// moment of each request on the game's timeline.
///
/// # Errors
/// The address cannot be bound.
pub fn serve_device(
    addr: SocketAddr,
    round: watch::Receiver<Arc<DeviceRound>>,
    now: Arc<dyn Fn() -> Moment + Send + Sync>,
) -> std::io::Result<Endpoint> {
    serve_on_thread(addr, Arc::new(DevicePages { round, now }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::PeriodChange;
    use crate::game::{Game, GameSetup, Input, Mode};
    use crate::pgn::Tags;
    use shakmaty::Color;

    fn live(round: &str, white: &str, finished: bool) -> LiveGame {
        let tags: Tags = [("Event", "Open"), ("Round", round), ("White", white)]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let mut game = Game::new(GameSetup {
            mode: Mode::Clock,
            period_change: PeriodChange::AtZero,
            ..GameSetup::default()
        })
        .unwrap();
        if finished {
            game.handle(Input::Press(Color::Black), Moment::ZERO)
                .unwrap();
            game.handle(Input::Resign(Color::White), Moment::ZERO)
                .unwrap();
        }
        LiveGame::of(&game, &tags, Moment::ZERO)
    }

    #[test]
    fn the_round_keeps_the_games_of_its_event_and_round() {
        let mut round = DeviceRound::default();
        assert_eq!(round.game_pgn(Moment::ZERO), None);
        assert_eq!(round.round_pgn(Moment::ZERO), "");
        round.next(live("1", "Ann", false));
        round.show(live("1", "Ann", true));
        // A second game of round 1 on this board (a tie-break): both served.
        round.next(live("1", "Bob", false));
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), 2, "{text}");
        assert!(text.find("Ann").unwrap() < text.find("Bob").unwrap());
        assert!(round.game_pgn(Moment::ZERO).unwrap().contains("Bob"));
        // Bob's game replaced before it began is no game of the round.
        round.next(live("1", "Cy", false));
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), 2, "{text}");
        assert!(!text.contains("Bob"), "{text}");
        // Round 2 starts afresh.
        round.next(live("2", "Cid", false));
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), 1, "{text}");
    }

    #[test]
    fn a_day_of_games_in_one_round_stays_bounded() {
        let mut round = DeviceRound::default();
        round.next(live("1", "P0", true));
        for n in 1..=MAX_EARLIER + 3 {
            round.next(live("1", &format!("P{n}"), true));
        }
        assert_eq!(round.earlier.len(), MAX_EARLIER);
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), MAX_EARLIER + 1);
        // The newest kept, the oldest dropped.
        assert!(
            !text.contains("\"P2\"") && text.contains("\"P3\""),
            "{text}"
        );
    }
}
