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

/// What the device serves: its current game and the games of the same
/// round it played before it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeviceRound {
    /// Earlier games of the round on this device, finished.
    pub earlier: Vec<Arc<LiveGame>>,
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
        let games: Vec<String> = self
            .earlier
            .iter()
            .chain(&self.current)
            .map(|g| g.pgn_at(now))
            .collect();
        games.join("\n")
    }

    /// The game on the device, updated.
    pub fn show(&mut self, game: LiveGame) {
        self.current = Some(Arc::new(game));
    }

    /// The next game begins: the one before stays in the round when both
    /// are of the same event and round.
    pub fn next(&mut self, game: LiveGame) {
        match self.current.take() {
            Some(before) if before.round() == game.round() => self.earlier.push(before),
            _ => self.earlier.clear(),
        }
        self.current = Some(Arc::new(game));
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
    use crate::game::{Game, GameSetup};
    use crate::pgn::Tags;

    fn live(round: &str, white: &str) -> LiveGame {
        let tags: Tags = [("Event", "Open"), ("Round", round), ("White", white)]
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        LiveGame::of(
            &Game::new(GameSetup::default()).unwrap(),
            &tags,
            Moment::ZERO,
        )
    }

    #[test]
    fn the_round_keeps_the_games_of_its_event_and_round() {
        let mut round = DeviceRound::default();
        assert_eq!(round.game_pgn(Moment::ZERO), None);
        assert_eq!(round.round_pgn(Moment::ZERO), "");
        round.next(live("1", "Ann"));
        round.show(live("1", "Ann"));
        // A second game of round 1 on this board (a tie-break): both served.
        round.next(live("1", "Bob"));
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), 2, "{text}");
        assert!(text.find("Ann").unwrap() < text.find("Bob").unwrap());
        assert!(round.game_pgn(Moment::ZERO).unwrap().contains("Bob"));
        // Round 2 starts afresh.
        round.next(live("2", "Cid"));
        let text = round.round_pgn(Moment::ZERO);
        assert_eq!(text.matches("[Event ").count(), 1, "{text}");
    }
}
