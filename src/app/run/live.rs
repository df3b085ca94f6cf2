//! The live endpoint of the device, when the organiser turned it on: on
//! its own thread, fed after each change the screen shows, announced by
//! mDNS when asked.

use std::path::Path;
use std::sync::Arc;

use tokio::sync::watch;

use crate::clock::Moment;
use crate::store::{RecordedGame, Settings};
use crate::words::t;

pub(super) type LiveFeed = watch::Sender<Arc<crate::live::DeviceRound>>;

/// The game the app opened with, where it stands, and where the round's
/// earlier games are archived.
pub(super) struct Resumed<'a> {
    pub data_dir: &'a Path,
    pub game: &'a RecordedGame,
    pub at: Moment,
}

/// Starts the live endpoint when the settings turn it on, with the round's
/// games archived before a restart; a port that cannot be had is said, and
/// the clock runs without it.
pub(super) fn start_live(
    origin: std::time::Instant,
    settings: &Settings,
    notice: &mut Option<String>,
    resumed: Resumed<'_>,
) -> (
    Option<LiveFeed>,
    Option<crate::live::Endpoint>,
    Option<crate::live::Announcement>,
) {
    if !settings.live.on {
        return (None, None, None);
    }
    let Resumed { data_dir, game, at } = resumed;
    let device = crate::store::device_id(data_dir).ok();
    let tags = crate::store::with_device(game.tags(), device.as_deref());
    let current = crate::live::LiveGame::of(game.game(), &tags, at);
    let first = crate::live::resumed_round(data_dir, game.id(), current);
    let (feed, round) = watch::channel(Arc::new(first));
    let announced = round.clone();
    let now = Arc::new(move || Moment::from_origin(origin.elapsed()));
    let addr = settings.live.listen;
    match crate::live::serve_device(addr, round, now) {
        Ok(endpoint) => {
            tracing::info!("live game served at http://{}/game.pgn", endpoint.addr);
            // Without mDNS the relay is given the address instead.
            let announcement = settings
                .live
                .announce
                .then(|| crate::live::announce_device(endpoint.addr.port(), announced))
                .and_then(|a| a.inspect_err(|e| tracing::warn!("mDNS: {e}")).ok());
            (Some(feed), Some(endpoint), announcement)
        }
        Err(e) => {
            let lang = settings.language;
            let why = t!(
                lang,
                "live-cannot-serve",
                addr = addr.to_string(),
                error = e.to_string()
            );
            tracing::error!("{why}");
            *notice = Some(
                notice
                    .take()
                    .map_or(why.clone(), |n| format!("{n}\n\n{why}")),
            );
            (None, None, None)
        }
    }
}
