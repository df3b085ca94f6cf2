//! The PIN as it is kept: an Argon2id hash with its own random salt (a PHC
//! string, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), never the digits.
//! Argon2id, RustCrypto's pure-Rust crate: memory-hard, so each guess at a
//! stolen file costs 19 MiB and two passes over it, on a Pi as on a GPU.

use std::fmt;

use argon2::password_hash::phc::PasswordHash;
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use super::digits::{MAX_DIGITS, MIN_DIGITS, NotAPin, Pin};
use crate::words::Language;
use crate::words::t;

/// The hash of `0000`, the PIN until the arbiter sets one (public: the
/// README gives it).
const DEFAULT_PHC: &str = "$argon2id$v=19$m=19456,t=2,p=1$02nskchQ0o8vD+1xktIDLg$\
                           ykYUhNJsnBjDIpYy4PWOwWowSK9nk5+r8/Sfui2ZliI";

/// The most memory a kept hash may ask of the device at each check: a
/// hand-edited `m=` must not make the keypad allocate gigabytes.
const MAX_MEMORY_KIB: u32 = 64 * 1024;
/// The most passes a kept hash may ask: each check stays under a second.
const MAX_PASSES: u32 = 8;

/// The arbiter's PIN as kept: the hash, and how many digits the PIN has,
/// so the keypad checks once (and counts one wrong PIN) when that many are
/// typed. The length tells a thief of the file little: 4 to 8 digits.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredPin", into = "StoredPin")]
pub struct PinHash {
    digits: u8,
    phc: String,
}

/// The hash could not be made (no random salt from the system).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the PIN could not be hashed: {0}")]
pub struct HashFailed(pub String);

impl PinHash {
    /// Hashes `pin` with a new random salt.
    ///
    /// # Errors
    /// [`HashFailed`] when the system gives no random salt.
    pub fn new(pin: &Pin) -> Result<PinHash, HashFailed> {
        let phc = Argon2::default()
            .hash_password(pin.as_str().as_bytes())
            .map_err(|e| HashFailed(e.to_string()))?
            .to_string();
        Ok(PinHash {
            digits: pin.as_str().len() as u8,
            phc,
        })
    }

    /// Whether `typed` is the PIN (one Argon2id hash, a few tens of
    /// milliseconds; the comparison takes the same time either way).
    pub fn matches(&self, typed: &str) -> bool {
        PasswordHash::new(&self.phc).is_ok_and(|hash| {
            Argon2::default()
                .verify_password(typed.as_bytes(), &hash)
                .is_ok()
        })
    }

    /// The PIN of a device whose kept PIN cannot be checked (a hash
    /// damaged on the card, or edited by hand): no PIN opens the arbiter's
    /// screen until `[arbiter_pin]` is removed from the settings, where
    /// `0000` would have opened it to anyone who read the README.
    pub fn locked() -> PinHash {
        PinHash {
            digits: 4,
            phc: String::new(),
        }
    }

    /// Whether no PIN opens the screen ([`PinHash::locked`]).
    pub fn is_locked(&self) -> bool {
        self.phc.is_empty()
    }

    /// How many digits the PIN has.
    pub fn digits(&self) -> usize {
        usize::from(self.digits)
    }

    /// A kept hash, checked: pendule's own form, with bounds the device can
    /// afford to check.
    fn kept(digits: u8, phc: String) -> Result<PinHash, StoredPinError> {
        let usable = PasswordHash::new(&phc).is_ok_and(|hash| {
            hash.algorithm == argon2::ARGON2ID_IDENT
                && argon2::Params::try_from(&hash)
                    .is_ok_and(|p| p.m_cost() <= MAX_MEMORY_KIB && p.t_cost() <= MAX_PASSES)
        });
        if !(MIN_DIGITS..=MAX_DIGITS).contains(&usize::from(digits)) {
            Err(StoredPinError::Digits(digits))
        } else if !usable {
            Err(StoredPinError::NotAHash)
        } else {
            Ok(PinHash { digits, phc })
        }
    }
}

impl Default for PinHash {
    /// `0000`.
    fn default() -> PinHash {
        PinHash {
            digits: 4,
            phc: DEFAULT_PHC.to_owned(),
        }
    }
}

// The hash is no secret to hide from a log, but it is no use in one either.
impl fmt::Debug for PinHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PinHash({} digits)", self.digits)
    }
}

/// The `arbiter_pin` of the settings file: a table `{ digits, hash }` as
/// pendule writes it, or the digits in clear as versions before 0.2 did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub(crate) enum StoredPin {
    /// The digits in clear: hashed when read, and the file rewritten.
    Clear(String),
    /// A hash and the number of digits.
    Hashed {
        /// How many digits.
        digits: u8,
        /// The PHC string.
        hash: String,
    },
}

/// A kept PIN that cannot be used.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoredPinError {
    /// In clear, but not 4 to 8 digits.
    #[error("the arbiter's PIN is not 4 to 8 digits")]
    NotAPin(NotAPin),
    /// A number of digits outside 4 to 8.
    #[error("the arbiter's PIN has {0} digits, not 4 to 8")]
    Digits(u8),
    /// Not an Argon2id hash this device can check.
    #[error("the arbiter's PIN is not an Argon2id hash pendule wrote")]
    NotAHash,
    /// Neither text nor pendule's table (a number, a list...).
    #[error("the arbiter's PIN is not 4 to 8 digits in quotes")]
    NotText,
    /// Good digits in clear that could not be hashed.
    #[error("{0}")]
    Hash(HashFailed),
}

impl fmt::Debug for StoredPinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl StoredPinError {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            StoredPinError::NotAPin(_) => t!(lang, "stored-pin-not-a-pin"),
            StoredPinError::Digits(n) => t!(lang, "stored-pin-digits", digits = *n),
            StoredPinError::NotAHash => t!(lang, "stored-pin-not-a-hash"),
            StoredPinError::NotText => t!(lang, "stored-pin-not-text"),
            StoredPinError::Hash(HashFailed(why)) => t!(lang, "pin-not-hashed", why = why),
        }
    }
}

impl StoredPin {
    /// The PIN as kept; digits in clear are hashed here.
    ///
    /// # Errors
    /// [`StoredPinError`] for a PIN that cannot be used.
    pub(crate) fn into_hash(self) -> Result<PinHash, StoredPinError> {
        match self {
            StoredPin::Clear(text) => {
                let pin = Pin::try_from(text).map_err(StoredPinError::NotAPin)?;
                PinHash::new(&pin).map_err(StoredPinError::Hash)
            }
            StoredPin::Hashed { digits, hash } => PinHash::kept(digits, hash),
        }
    }
}

impl TryFrom<StoredPin> for PinHash {
    type Error = StoredPinError;

    fn try_from(stored: StoredPin) -> Result<PinHash, StoredPinError> {
        stored.into_hash()
    }
}

impl From<PinHash> for StoredPin {
    fn from(pin: PinHash) -> StoredPin {
        StoredPin::Hashed {
            digits: pin.digits,
            hash: pin.phc,
        }
    }
}

// By hand rather than `untagged`, for a message that says what is expected.
impl<'de> Deserialize<'de> for StoredPin {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<StoredPin, D::Error> {
        struct Expected;
        impl<'de> Visitor<'de> for Expected {
            type Value = StoredPin;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("the arbiter's PIN: 4 to 8 digits in quotes")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<StoredPin, E> {
                Ok(StoredPin::Clear(text.to_owned()))
            }

            fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<StoredPin, M::Error> {
                #[derive(Deserialize)]
                #[serde(deny_unknown_fields)]
                struct Hashed {
                    digits: u8,
                    hash: String,
                }
                let Hashed { digits, hash } =
                    Hashed::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(StoredPin::Hashed { digits, hash })
            }
        }
        d.deserialize_any(Expected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pin(text: &str) -> Pin {
        text.parse().unwrap()
    }

    #[test]
    fn the_hash_opens_for_the_pin_only_and_is_salted() {
        let hash = PinHash::new(&pin("2468")).unwrap();
        assert!(hash.matches("2468"));
        for wrong in ["2469", "", "24680", "0000"] {
            assert!(!hash.matches(wrong), "{wrong}");
        }
        assert_eq!(hash.digits(), 4);
        assert!(!hash.phc.contains("2468"));
        assert_ne!(PinHash::new(&pin("2468")).unwrap(), hash, "a new salt");
    }

    #[test]
    fn the_default_is_0000() {
        assert!(PinHash::default().matches("0000"));
        let StoredPin::Hashed { digits, hash } = StoredPin::from(PinHash::default()) else {
            panic!()
        };
        assert_eq!(PinHash::kept(digits, hash), Ok(PinHash::default()));
    }

    #[test]
    fn a_kept_pin_is_checked() {
        let clear = |t: &str| StoredPin::Clear(t.into()).into_hash();
        assert!(clear("1234").unwrap().matches("1234"));
        assert_eq!(
            clear("abcd"),
            Err(StoredPinError::NotAPin(NotAPin("abcd".into())))
        );
        let hashed = |digits, hash: &str| {
            StoredPin::Hashed {
                digits,
                hash: hash.into(),
            }
            .into_hash()
        };
        assert_eq!(hashed(3, DEFAULT_PHC), Err(StoredPinError::Digits(3)));
        assert_eq!(hashed(4, "1234"), Err(StoredPinError::NotAHash));
        // A hash asking 4 GiB of the device is refused, not tried.
        let greedy = DEFAULT_PHC.replace("m=19456", "m=4194304");
        assert_eq!(hashed(4, &greedy), Err(StoredPinError::NotAHash));
        let bcrypt = "$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW";
        assert_eq!(hashed(4, bcrypt), Err(StoredPinError::NotAHash));
    }
}
