//! A side's material, as data for rulings ("the opponent has only a king
//! and a knight"), and in words.

use serde::{Deserialize, Serialize};
use shakmaty::{Board, Color, Role};

use super::notation::Language;
use super::words::{a_role, and_list_in, role, role_name};

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

    /// Reads the English words journals kept before the material was data
    /// ("only a king, a bishop and 2 knights").
    pub fn from_words(words: &str) -> Option<Material> {
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
            let role = ROLES.into_iter().find(|r| role_name(*r) == name)?;
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
                serde::de::Error::custom(format!("'{words}' is not a side's material"))
            }),
        }
    }
}

/// "only a king", "only a king and a knight", "only a king and 2 bishops",
/// in `lang`.
pub fn material_words(material: &Material, lang: Language) -> String {
    let mut parts = vec![a_role(Role::King, lang)];
    for r in ROLES {
        match material.count(r) {
            0 => {}
            1 => parts.push(a_role(r, lang)),
            n => parts.push(format!("{n} {}s", role(r, lang))),
        }
    }
    let list = and_list_in(&parts, lang);
    match lang {
        Language::English | Language::German | Language::Spanish => format!("only {list}"),
        Language::French => format!("seulement {list}"),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;
    use crate::rules::fen::parse_fen;

    fn words(fen: &str, color: Color, lang: Language) -> String {
        let pos = parse_fen(fen).unwrap();
        material_words(&Material::of(pos.board(), color), lang)
    }

    #[test]
    fn counts_the_pieces() {
        let fen = "k7/8/8/8/8/8/8/1BKB4 b - - 0 1";
        assert_eq!(
            words(fen, Color::White, Language::English),
            "only a king and 2 bishops"
        );
        assert_eq!(words(fen, Color::Black, Language::English), "only a king");
        let fen = "k7/p7/8/8/8/8/8/1NKB4 b - - 0 1";
        assert_eq!(
            words(fen, Color::White, Language::English),
            "only a king, a bishop and a knight"
        );
    }

    #[test]
    fn material_is_said_in_french() {
        assert_eq!(
            words(
                "k7/p7/8/8/8/8/8/1NKB4 b - - 0 1",
                Color::White,
                Language::French
            ),
            "seulement un roi, un fou et un cavalier"
        );
        assert_eq!(
            words(
                "k7/8/8/8/8/8/8/1BKB4 b - - 0 1",
                Color::White,
                Language::French
            ),
            "seulement un roi et 2 fous"
        );
    }

    #[test]
    fn the_words_of_earlier_journals_read_as_data() {
        for fen in [
            "k7/p7/8/8/8/8/8/1NKB4 b - - 0 1",
            "k7/8/8/8/8/8/8/1BKB4 b - - 0 1",
            "k7/8/8/8/8/8/8/2K5 b - - 0 1",
        ] {
            let pos = parse_fen(fen).unwrap();
            let material = Material::of(pos.board(), Color::White);
            let english = material_words(&material, Language::English);
            assert_eq!(Material::from_words(&english), Some(material), "{english}");
            let kept: Material = serde_json::from_str(&format!("{english:?}")).unwrap();
            assert_eq!(kept, material);
        }
        assert_eq!(Material::from_words("something else"), None);
        assert!(serde_json::from_str::<Material>("\"only a dragon\"").is_err());
    }
}
