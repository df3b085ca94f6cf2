//! A side's material, as data for rulings ("the opponent has only a king
//! and a knight": `crate::words` says it).

use serde::{Deserialize, Serialize};
use shakmaty::{Board, Color, Role};

/// The roles counted beside the king, in the order they are said.
const ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// What a side has beside its king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Material {
    /// Queens.
    pub queens: u8,
    /// Rooks.
    pub rooks: u8,
    /// Bishops.
    pub bishops: u8,
    /// Knights.
    pub knights: u8,
    /// Pawns.
    pub pawns: u8,
}

impl Material {
    /// `color`'s material on `board`.
    pub fn of(board: &Board, color: Color) -> Material {
        let count = |role: Role| {
            u8::try_from((board.by_color(color) & board.by_role(role)).count()).unwrap_or(u8::MAX)
        };
        Material {
            queens: count(Role::Queen),
            rooks: count(Role::Rook),
            bishops: count(Role::Bishop),
            knights: count(Role::Knight),
            pawns: count(Role::Pawn),
        }
    }

    /// How many of `role` (kings are not counted).
    pub fn count(&self, role: Role) -> u8 {
        match role {
            Role::Queen => self.queens,
            Role::Rook => self.rooks,
            Role::Bishop => self.bishops,
            Role::Knight => self.knights,
            Role::Pawn => self.pawns,
            Role::King => 0,
        }
    }

    /// Each kind of piece beside the king, with how many, in the order they
    /// are said (queens first, pawns last).
    pub fn counts(&self) -> [(Role, u8); 5] {
        ROLES.map(|role| (role, self.count(role)))
    }

    fn with(mut self, role: Role, n: u8) -> Material {
        match role {
            Role::Queen => self.queens = n,
            Role::Rook => self.rooks = n,
            Role::Bishop => self.bishops = n,
            Role::Knight => self.knights = n,
            Role::Pawn => self.pawns = n,
            Role::King => {}
        }
        self
    }

    /// Reads the words journals kept before the material was data ("only a
    /// king, a bishop and 2 knights"): a frozen format, English as written.
    pub fn from_words(words: &str) -> Option<Material> {
        // The piece names of that format, beside the king's.
        const NAMES: [(&str, Role); 5] = [
            ("queen", Role::Queen),
            ("rook", Role::Rook),
            ("bishop", Role::Bishop),
            ("knight", Role::Knight),
            ("pawn", Role::Pawn),
        ];
        let list = words.strip_prefix("only ")?;
        let (rest, last) = list.rsplit_once(" and ").unwrap_or(("", list));
        let mut material = Material::default();
        let mut king = false;
        for part in rest.split(", ").filter(|p| !p.is_empty()).chain([last]) {
            let (count, name) = match part.strip_prefix("a ") {
                Some(name) => (1, name),
                None => {
                    let (count, names) = part.split_once(' ')?;
                    (count.parse().ok()?, names.strip_suffix('s')?)
                }
            };
            if name == "king" && count == 1 {
                king = true;
                continue;
            }
            let (_, role) = NAMES.into_iter().find(|(n, _)| *n == name)?;
            material = material.with(role, count);
        }
        king.then_some(material)
    }
}

/// Journals read both forms: the counts, and the words of earlier versions.
impl<'de> Deserialize<'de> for Material {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Material, D::Error> {
        #[derive(Deserialize)]
        struct Counts {
            queens: u8,
            rooks: u8,
            bishops: u8,
            knights: u8,
            pawns: u8,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Kept {
            Counts(Counts),
            Words(String),
        }
        match Kept::deserialize(d)? {
            Kept::Counts(c) => Ok(Material {
                queens: c.queens,
                rooks: c.rooks,
                bishops: c.bishops,
                knights: c.knights,
                pawns: c.pawns,
            }),
            Kept::Words(words) => Material::from_words(&words).ok_or_else(|| {
                serde::de::Error::invalid_value(serde::de::Unexpected::Str(&words), &"material")
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;
    use crate::rules::fen::parse_fen;

    fn material(fen: &str, color: Color) -> Material {
        Material::of(parse_fen(fen).unwrap().board(), color)
    }

    #[test]
    fn counts_the_pieces() {
        let fen = "k7/p7/8/8/8/8/8/1NKB4 b - - 0 1";
        let white = Material {
            bishops: 1,
            knights: 1,
            ..Material::default()
        };
        assert_eq!(material(fen, Color::White), white);
        assert_eq!(
            material(fen, Color::Black),
            Material {
                pawns: 1,
                ..Material::default()
            }
        );
        assert_eq!(
            white.counts(),
            [
                (Role::Queen, 0),
                (Role::Rook, 0),
                (Role::Bishop, 1),
                (Role::Knight, 1),
                (Role::Pawn, 0)
            ]
        );
    }

    #[test]
    fn the_words_of_earlier_journals_read_as_data() {
        let cases = [
            (
                "only a king, a bishop and a knight",
                "k7/p7/8/8/8/8/8/1NKB4 b - - 0 1",
            ),
            (
                "only a king and 2 bishops",
                "k7/8/8/8/8/8/8/1BKB4 b - - 0 1",
            ),
            ("only a king", "k7/8/8/8/8/8/8/2K5 b - - 0 1"),
        ];
        for (words, fen) in cases {
            let material = material(fen, Color::White);
            assert_eq!(Material::from_words(words), Some(material), "{words}");
            let kept: Material = serde_json::from_str(&format!("{words:?}")).unwrap();
            assert_eq!(kept, material);
        }
        assert_eq!(Material::from_words("something else"), None);
        assert!(serde_json::from_str::<Material>("\"only a dragon\"").is_err());
    }
}
