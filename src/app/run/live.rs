//! The device's game on the network, when the organiser turned it on: the
//! live endpoint on its own thread and the hall's publisher on its own,
//! both fed after each change the screen shows. Neither can stop the
//! clock: an edge that cannot start is said, and the game plays without
//! it.

use std::path::Path;
use std::sync::Arc;

use tokio::sync::watch;

use crate::clock::Moment;
use crate::hall::{HallLink, Publisher, start_publisher};
use crate::live::Endpoint;
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

/// What runs while the app runs; dropping it stops them.
#[derive(Default)]
pub(super) struct LiveEdges {
    pub endpoint: Option<Endpoint>,
    pub publisher: Option<Publisher>,
}

/// Starts the live endpoint and the hall's publisher as the settings ask,
/// with the round's games archived before a restart; what cannot start is
/// added to `notice`.
pub(super) fn start_live(
    origin: std::time::Instant,
    settings: &Settings,
    notice: &mut Option<String>,
    resumed: Resumed<'_>,
) -> (Option<LiveFeed>, LiveEdges) {
    let lang = settings.language;
    let hall = crate::hall::place::link_of(&settings.hall, lang)
        .map_err(|problem| add(notice, t!(lang, "hall-not-set", problem = problem)))
        .ok()
        .flatten();
    let mut edges = LiveEdges::default();
    if !settings.live.on && hall.is_none() {
        return (None, edges);
    }
    let Resumed { data_dir, game, at } = resumed;
    // The device's journals go to the hall too.
    let hall = hall.map(|link| HallLink {
        outbox: Some(data_dir.to_owned()),
        ..link
    });
    let device = crate::store::device_id(data_dir).ok();
    let tags = crate::store::with_device(game.tags(), device.as_deref());
    let current = crate::live::LiveGame::of(game.game(), &tags, at);
    let first = crate::live::resumed_round(data_dir, game.id(), current);
    let (feed, round) = watch::channel(Arc::new(first));
    let now = Arc::new(move || Moment::from_origin(origin.elapsed()));
    if settings.live.on {
        serve(settings, &round, now.clone(), notice, &mut edges);
    }
    // A provisioned device writes under its broker user's name: the
    // broker lets it write there only.
    let named = |link: &HallLink| link.credentials.as_ref().map(|(user, _)| user.clone());
    match (hall.as_ref().and_then(named).or(device), hall) {
        (Some(device), Some(link)) => {
            let broker = link.broker.to_string();
            match start_publisher(link, device, round, now) {
                Ok(publisher) => edges.publisher = Some(publisher),
                Err(e) => add(
                    notice,
                    t!(
                        lang,
                        "hall-cannot-start",
                        broker = broker,
                        error = e.to_string()
                    ),
                ),
            }
        }
        (None, Some(_)) => add(
            notice,
            t!(
                lang,
                "hall-not-set",
                problem = t!(lang, "hall-no-device-id")
            ),
        ),
        (_, None) => {}
    }
    (Some(feed), edges)
}

/// Serves the live endpoint; a port that cannot be had is said.
fn serve(
    settings: &Settings,
    round: &watch::Receiver<Arc<crate::live::DeviceRound>>,
    now: crate::hall::publisher::Now,
    notice: &mut Option<String>,
    edges: &mut LiveEdges,
) {
    let addr = settings.live.listen;
    match crate::live::serve_device(addr, round.clone(), now) {
        Ok(endpoint) => {
            tracing::info!("live game served at http://{}/game.pgn", endpoint.addr);
            edges.endpoint = Some(endpoint);
        }
        Err(e) => {
            let why = t!(
                settings.language,
                "live-cannot-serve",
                addr = addr.to_string(),
                error = e.to_string()
            );
            add(notice, why);
        }
    }
}

/// Adds `why` to the start's notice, and to the log.
fn add(notice: &mut Option<String>, why: String) {
    tracing::error!("{why}");
    *notice = Some(
        notice
            .take()
            .map_or(why.clone(), |n| format!("{n}\n\n{why}")),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameSetup;

    fn started(settings: &Settings, name: &str) -> (Option<String>, LiveEdges) {
        let dir =
            std::env::temp_dir().join(format!("pendule-live-edges-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let journal = dir.join("journal.jsonl");
        let game =
            RecordedGame::start_in_memory(&journal, "g", GameSetup::default(), Vec::new()).unwrap();
        let mut notice = None;
        let resumed = Resumed {
            data_dir: &dir,
            game: &game,
            at: Moment::ZERO,
        };
        let (_, edges) = start_live(std::time::Instant::now(), settings, &mut notice, resumed);
        let _ = std::fs::remove_dir_all(&dir);
        (notice, edges)
    }

    #[test]
    fn the_live_endpoint_alone_says_nothing_of_a_hall() {
        let mut settings = Settings::default();
        settings.live.on = true;
        settings.live.listen = std::net::SocketAddr::from(([127, 0, 0, 1], 0));
        let (notice, edges) = started(&settings, "live");
        assert_eq!(notice, None);
        assert!(edges.endpoint.is_some() && edges.publisher.is_none());
    }

    #[test]
    fn a_hall_that_does_not_read_is_said_and_nothing_starts() {
        let mut settings = Settings::default();
        settings.hall.broker = "mqtt://hall.local:1883".into();
        settings.hall.event = "two words".into();
        let (notice, edges) = started(&settings, "bad-event");
        assert!(notice.is_some_and(|n| n.starts_with("The hall is not set: [hall] event")));
        assert!(edges.endpoint.is_none() && edges.publisher.is_none());
    }

    #[test]
    fn a_hall_over_tls_without_its_certificate_is_said() {
        let mut settings = Settings::default();
        settings.hall.broker = "mqtts://hall.local".into();
        settings.hall.event = "open".into();
        let (notice, edges) = started(&settings, "no-certificate");
        let said = notice.unwrap_or_default();
        assert!(said.contains("[hall] certificate is empty"), "{said}");
        assert!(edges.publisher.is_none());
        settings.hall.certificate = "-----BEGIN CERTIFICATE-----\nnope".into();
        let (notice, _) = started(&settings, "bad-certificate");
        let said = notice.unwrap_or_default();
        assert!(
            said.contains("[hall] certificate: no certificate in it"),
            "{said}"
        );
    }
}
