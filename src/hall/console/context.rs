//! What the console's handlers share: the hall's rows and files, the
//! gate of the console's password, the language of the hall, and the
//! arbiter's PIN for the pairings.

use std::sync::{Arc, Mutex};

use super::feed::Shared;
use super::gate::Gate;
use crate::words::Language;

/// What the handlers share.
#[derive(Clone)]
pub struct Console {
    /// The rows, games, calls and pairings the hall keeps.
    pub shared: Arc<Shared>,
    /// The console's password.
    pub gate: Arc<Mutex<Gate>>,
    /// The hall's language, when neither the page nor the browser asks.
    pub lang: Language,
    /// The arbiter's PIN, asked to publish pairings: none, none published.
    pub pin: Option<Arc<Mutex<Gate>>>,
}
