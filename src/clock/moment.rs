//! Points in time on the device's monotonic timeline.

use std::fmt;
use std::ops::{Add, Sub};
use std::time::Duration;

/// A point in time: the time since an origin the edge chooses (the
/// driver's start, or zero in a script). The core never reads a clock; it
/// is handed moments. Spans between moments are `Duration`s.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Moment(Duration);

impl Moment {
    /// The origin.
    pub const ZERO: Moment = Moment(Duration::ZERO);

    /// The moment `since` after the origin.
    pub const fn from_origin(since: Duration) -> Self {
        Moment(since)
    }

    /// The time since the origin.
    pub const fn since_origin(self) -> Duration {
        self.0
    }

    /// The span from `earlier` to `self`, zero if `earlier` is later.
    pub fn saturating_since(self, earlier: Moment) -> Duration {
        self.0.saturating_sub(earlier.0)
    }
}

impl Add<Duration> for Moment {
    type Output = Moment;

    fn add(self, span: Duration) -> Moment {
        Moment(self.0 + span)
    }
}

impl Sub<Moment> for Moment {
    type Output = Duration;

    /// The span between two moments, zero if `earlier` is later.
    fn sub(self, earlier: Moment) -> Duration {
        self.saturating_since(earlier)
    }
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.9}s", self.0.as_secs_f64())
    }
}
