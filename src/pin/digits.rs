//! The PIN as typed: 4 to 8 digits, never shown in a log.

use std::fmt;

use crate::words::Language;
use crate::words::t;

/// The fewest digits of a PIN.
pub const MIN_DIGITS: usize = 4;
/// The most digits of a PIN.
pub const MAX_DIGITS: usize = 8;

/// A PIN as the arbiter may set it: 4 to 8 digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Pin(String);

/// Text that is not a PIN of 4 to 8 digits, given back.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[error("the arbiter's PIN is 4 to 8 digits")]
pub struct NotAPin(pub String);

impl Pin {
    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Pin {
    type Error = NotAPin;

    fn try_from(text: String) -> Result<Pin, NotAPin> {
        if (MIN_DIGITS..=MAX_DIGITS).contains(&text.len())
            && text.bytes().all(|b| b.is_ascii_digit())
        {
            Ok(Pin(text))
        } else {
            Err(NotAPin(text))
        }
    }
}

impl std::str::FromStr for Pin {
    type Err = NotAPin;

    fn from_str(text: &str) -> Result<Pin, NotAPin> {
        Pin::try_from(text.to_owned())
    }
}

// Never in a log: a PIN shows as its length only.
impl fmt::Debug for Pin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pin({} digits)", self.0.len())
    }
}

impl fmt::Debug for NotAPin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NotAPin({} characters)", self.0.chars().count())
    }
}

impl NotAPin {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Language) -> String {
        t!(lang, "pin-digits")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_is_4_to_8_digits() {
        for good in ["0000", "1234", "00000000", "97531"] {
            assert_eq!(good.parse::<Pin>().map(|p| p.0), Ok(good.to_owned()));
        }
        for bad in ["", "123", "123456789", "abcd", "12 34", "١٢٣٤", "+1234"] {
            assert_eq!(bad.parse::<Pin>(), Err(NotAPin(bad.to_owned())), "{bad}");
        }
        assert_eq!(format!("{:?}", "2468".parse::<Pin>()), "Ok(Pin(4 digits))");
    }
}
