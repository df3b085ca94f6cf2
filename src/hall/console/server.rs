//! The console's server (axum on the hall's tokio runtime): the page, its
//! script and style, the words in the browser's language, the whole round
//! as JSON, the stream of changes as server-sent events, and an arbiter's
//! word that a player's call was seen. Behind the gate, every path.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Instant, SystemTime};

use axum::Router;
use axum::extract::{ConnectInfo, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn_with_state};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures_util::Stream;
use tokio::sync::broadcast::error::RecvError;

use super::board::view;
use super::context::Console;
use super::feed::Shared;
use super::gate::{Gate, Verdict, WRONG_WAIT};
use super::pairings::MOST;
use super::publish::{check_pairings, publish_pairings, published};
use super::words::{console_words, language_of};
use crate::words::Language;

/// Serves the console on `listener` until the runtime stops.
///
/// # Errors
/// The listener fails.
pub async fn serve(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    (password, pin): (Option<String>, Option<String>),
    lang: Language,
) -> std::io::Result<()> {
    let console = Console {
        shared,
        gate: Arc::new(Mutex::new(Gate::new(password))),
        lang,
        pin: pin.map(|pin| Arc::new(Mutex::new(Gate::new(Some(pin))))),
    };
    let app = Router::new()
        .route("/", get(page))
        .route("/console.js", get(script))
        .route("/console.css", get(style))
        .route("/words", get(words))
        .route("/round", get(round))
        .route("/events", get(events))
        .route("/board", get(board))
        .route("/files/{name}", get(round_file))
        .route("/seen", axum::routing::post(seen))
        .route("/pairings.js", get(pairings_script))
        .route("/pairings", get(published))
        .route("/pairings/check", axum::routing::post(check_pairings))
        .route("/pairings/publish", axum::routing::post(publish_pairings))
        // A pairings file is at most 1 MiB; a little more is read, so that
        // a larger one is said to be one.
        .layer(axum::extract::DefaultBodyLimit::max(MOST + 1024))
        .layer(from_fn_with_state(console.clone(), gate))
        .with_state(console);
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
}

/// Every request through the gate.
async fn gate(
    State(console): State<Console>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let authorization = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let verdict = console
        .gate
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .check(from.ip(), authorization, Instant::now());
    match verdict {
        Verdict::Pass => next.run(request).await,
        Verdict::Ask => ask(),
        Verdict::Wrong => {
            tokio::time::sleep(WRONG_WAIT).await;
            ask()
        }
        Verdict::Throttled => (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, "60")],
            "too many wrong passwords from this address: try again in a minute\n",
        )
            .into_response(),
    }
}

/// The answer that makes a browser ask for the console's password.
fn ask() -> Response {
    (
        StatusCode::UNAUTHORIZED,
        [(
            header::WWW_AUTHENTICATE,
            HeaderValue::from_static("Basic realm=\"pendule hall\", charset=\"UTF-8\""),
        )],
        "the console's password, please\n",
    )
        .into_response()
}

/// A file of the page, never cached: a hall started again with a newer
/// pendule serves its own.
fn file(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

async fn page() -> Response {
    file("text/html; charset=utf-8", include_str!("page/index.html"))
}

async fn script() -> Response {
    file(
        "text/javascript; charset=utf-8",
        include_str!("page/console.js"),
    )
}

async fn pairings_script() -> Response {
    file(
        "text/javascript; charset=utf-8",
        include_str!("page/pairings.js"),
    )
}

async fn style() -> Response {
    file("text/css; charset=utf-8", include_str!("page/console.css"))
}

/// `?lang=fr`, else the browser's `Accept-Language`, else the hall's.
#[derive(serde::Deserialize)]
struct Asked {
    lang: Option<String>,
}

async fn words(
    State(console): State<Console>,
    Query(asked): Query<Asked>,
    headers: HeaderMap,
) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = language_of(asked.lang.as_deref(), accept).unwrap_or(console.lang);
    (
        [(header::CONTENT_TYPE, "application/json")],
        console_words(lang, &console.shared.event),
    )
        .into_response()
}

async fn round(State(console): State<Console>) -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        console.shared.round(SystemTime::now()),
    )
        .into_response()
}

/// `?device=ID`.
#[derive(serde::Deserialize)]
struct Which {
    device: String,
}

/// One board opened: its game's moves, notes and diagram.
async fn board(State(console): State<Console>, Query(which): Query<Which>) -> Response {
    match console.shared.game(&which.device) {
        Some(pgn) => axum::Json(view(&which.device, &pgn)).into_response(),
        None => (StatusCode::NOT_FOUND, "no such board\n").into_response(),
    }
}

/// A player's call an arbiter saw: `{"device":…,"call_at":…}`.
#[derive(serde::Deserialize)]
struct SeenCall {
    device: String,
    call_at: u64,
}

/// An arbiter marked a player's call seen: the device is told (JSON only:
/// a form another site would post for a logged-in browser is refused by
/// its type, and a JSON post from another site needs a permission this
/// server never gives).
async fn seen(State(console): State<Console>, axum::Json(call): axum::Json<SeenCall>) -> Response {
    let marked = console
        .shared
        .calls
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .see(&call.device, call.call_at);
    match marked {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => (StatusCode::CONFLICT, format!("{e}\n")).into_response(),
    }
}

/// A file the hall writes (`round.pgn`, `games.pgn`, `results.csv`,
/// `results.trf`, `game-N.pgn`), for the pairing program; no other name
/// is served.
async fn round_file(
    State(console): State<Console>,
    axum::extract::Path(name): axum::extract::Path<String>,
) -> Response {
    if !is_round_file(&name) {
        return (StatusCode::NOT_FOUND, "no such file\n").into_response();
    }
    // Off the hall's one thread: a round's file is megabytes.
    let path = console.shared.out.join(&name);
    match tokio::task::spawn_blocking(move || std::fs::read(path)).await {
        Ok(Ok(bytes)) => (
            [
                (
                    header::CONTENT_TYPE,
                    match name.rsplit('.').next() {
                        Some("csv") => "text/csv; charset=utf-8",
                        Some("trf") => "text/plain; charset=utf-8",
                        _ => "application/x-chess-pgn; charset=utf-8",
                    },
                ),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            bytes,
        )
            .into_response(),
        _ => (StatusCode::NOT_FOUND, "not written yet\n").into_response(),
    }
}

/// `round.pgn`, `games.pgn`, `results.csv`, `results.trf` or `game-N.pgn`.
fn is_round_file(name: &str) -> bool {
    let board = name
        .strip_prefix("game-")
        .and_then(|n| n.strip_suffix(".pgn"));
    matches!(
        name,
        "round.pgn" | "games.pgn" | "results.csv" | "results.trf"
    ) || board.is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The round first, then each change; a browser too far behind is sent
/// the round again.
async fn events(
    State(console): State<Console>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    // Following before the round is taken: no change falls between.
    let changes = console.shared.follow();
    let first = Some(console.shared.round(SystemTime::now()));
    let stream = futures_util::stream::unfold(
        (first, changes, console.shared),
        |(first, mut changes, shared)| async move {
            if let Some(round) = first {
                let event = Event::default().event("round").data(round);
                return Some((Ok(event), (None, changes, shared)));
            }
            let event = match changes.recv().await {
                Ok(rows) => Event::default().event("rows").data(&*rows),
                Err(RecvError::Lagged(_)) => Event::default()
                    .event("round")
                    .data(shared.round(SystemTime::now())),
                Err(RecvError::Closed) => return None,
            };
            Some((Ok(event), (None, changes, shared)))
        },
    );
    Sse::new(stream).keep_alive(KeepAlive::default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_rounds_own_files_are_served() {
        for name in ["round.pgn", "games.pgn", "results.csv", "game-12.pgn"] {
            assert!(is_round_file(name), "{name}");
        }
        for name in [
            "game-.pgn",
            "game-1/../x.pgn",
            "broker",
            "pendule.lock",
            "..",
            "game-1.pgn.tmp",
        ] {
            assert!(!is_round_file(name), "{name}");
        }
    }
}
