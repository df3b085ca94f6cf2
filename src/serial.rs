//! How core values are written in the journal and settings: as the same
//! text people read (`white`, `1-0`, `40/5400+30:1800+30`, `fr`).

use std::fmt::Display;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serializer, de};

/// Serialises a value through its `Display` form.
pub fn as_text<T: Display, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}

/// Deserialises a value through its `FromStr` form.
pub fn from_text<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: FromStr,
    T::Err: Display,
    D: Deserializer<'de>,
{
    let text = String::deserialize(deserializer)?;
    text.parse().map_err(de::Error::custom)
}

/// Implements `Serialize` and `Deserialize` through `Display`/`FromStr`.
macro_rules! serde_as_text {
    ($($ty:ty),*) => {$(
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $crate::serial::as_text(self, s)
            }
        }
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::serial::from_text(d)
            }
        }
    )*};
}
pub(crate) use serde_as_text;

/// `white` / `black` for shakmaty's `Color`.
pub mod color {
    use serde::{Deserialize, Deserializer, Serializer, de};
    use shakmaty::Color;

    /// Writes `white` or `black`.
    pub fn serialize<S: Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match color {
            Color::White => "white",
            Color::Black => "black",
        })
    }

    /// Reads `white` or `black`.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        match String::deserialize(d)?.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(de::Error::custom(format!("'{other}' is not a side"))),
        }
    }
}

/// `1-0`, `0-1`, `1/2-1/2` for shakmaty's `KnownOutcome`.
pub mod outcome {
    use serde::{Deserialize, Deserializer, Serializer, de};
    use shakmaty::KnownOutcome;

    /// Writes the PGN result.
    pub fn serialize<S: Serializer>(outcome: &KnownOutcome, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(outcome.as_str())
    }

    /// Reads a PGN result other than `*`.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<KnownOutcome, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| de::Error::custom(format!("'{text}' is not a result")))
    }
}
