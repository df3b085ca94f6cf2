//! The pairings dropped on the console's page: checked (`POST
//! /pairings/check?round=R`, the file as the body), published with the
//! arbiter's PIN (`POST /pairings/publish?round=R`, the PIN in the
//! `X-Pendule-Pin` header, wrong ones throttled as the password is), and
//! the round published (`GET /pairings`). The file is checked again before
//! it is published: the page's word is never taken for it.

use std::net::SocketAddr;
use std::sync::PoisonError;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::context::Console;
use super::gate::{Verdict, WRONG_WAIT};
use super::pairings::{Checked, check};
use super::words::language_of;
use crate::words::{Language, t};

/// `?round=R&lang=xx`.
#[derive(serde::Deserialize)]
pub(super) struct RoundAsked {
    round: u32,
    lang: Option<String>,
}

/// The language of the answer: the page's, else the browser's, else the
/// hall's.
fn lang(console: &Console, asked: &RoundAsked, headers: &HeaderMap) -> Language {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    language_of(asked.lang.as_deref(), accept).unwrap_or(console.lang)
}

fn json(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// Words for the page: `{"why":"…"}`.
fn why(status: StatusCode, words: &str) -> Response {
    json(status, serde_json::json!({ "why": words }).to_string())
}

/// The file checked for the round: its games, or every bad line.
pub(super) async fn check_pairings(
    State(console): State<Console>,
    Query(asked): Query<RoundAsked>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = lang(&console, &asked, &headers);
    let checked = check(&body, asked.round.max(1), lang);
    json(
        StatusCode::OK,
        serde_json::to_string(&checked).unwrap_or_default(),
    )
}

/// The file published for the round, with the arbiter's PIN.
pub(super) async fn publish_pairings(
    State(console): State<Console>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Query(asked): Query<RoundAsked>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = lang(&console, &asked, &headers);
    let Some(pin) = &console.pin else {
        return why(StatusCode::FORBIDDEN, &t!(lang, "console-pairings-no-pin"));
    };
    let given = headers.get("x-pendule-pin").and_then(|v| v.to_str().ok());
    let verdict = pin
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .check_given(from.ip(), Some(given.unwrap_or("")), Instant::now());
    match verdict {
        Verdict::Pass => {}
        Verdict::Throttled => {
            return why(
                StatusCode::TOO_MANY_REQUESTS,
                &t!(lang, "console-pairings-throttled"),
            );
        }
        Verdict::Ask | Verdict::Wrong => {
            tokio::time::sleep(WRONG_WAIT).await;
            return why(
                StatusCode::FORBIDDEN,
                &t!(lang, "console-pairings-wrong-pin"),
            );
        }
    }
    let checked = check(&body, asked.round.max(1), lang);
    if !checked.problems.is_empty() {
        return json(
            StatusCode::UNPROCESSABLE_ENTITY,
            serde_json::to_string(&checked).unwrap_or_default(),
        );
    }
    keep_trf(&console, &checked).await;
    console
        .shared
        .pairings
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .publish(&checked);
    json(
        StatusCode::OK,
        serde_json::to_string(&checked).unwrap_or_default(),
    )
}

/// A TRF kept in the hall's folder for the results TRF; one that cannot
/// be written is said, and fails nothing (the pairings go out all the
/// same).
async fn keep_trf(console: &Console, checked: &Checked) {
    let Some(text) = checked.trf.clone() else {
        return;
    };
    let out = console.shared.out.clone();
    let kept = tokio::task::spawn_blocking(move || crate::hall::files::keep_pairings(&out, &text));
    if let Ok(Err(e)) = kept.await {
        eprintln!("hall: the pairings TRF cannot be kept ({e}): no results.trf");
    }
}

/// The round published from the console (`{}` before any).
pub(super) async fn published(State(console): State<Console>) -> Response {
    let body = console
        .shared
        .pairings
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .published_json();
    json(StatusCode::OK, body)
}
