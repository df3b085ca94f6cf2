//! Piece letters for move input and output: the four languages' letters, figurines.

use std::fmt;
use std::str::FromStr;

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Role};

/// The piece letters moves are typed in: one language's letters (Appendix
/// C: each player may use the letters of their language). Chosen once,
/// never guessed per move: `Rd1` is a rook move in English letters and a
/// king move in French ones. The language pendule speaks is the words'
/// (`crate::words::Language`); these are only the letters the rules read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash, PartialOrd, Ord)]
pub enum Letters {
    /// K Q R B N.
    #[default]
    English,
    /// R roi, D dame, T tour, F fou, C cavalier.
    French,
    /// K König, D Dame, T Turm, L Läufer, S Springer.
    German,
    /// R rey, D dama, T torre, A alfil, C caballo.
    Spanish,
}

/// The roles in the order of the letters tables: king, queen, rook, bishop, knight.
const ROLES: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];

impl Letters {
    /// The piece letters, king, queen, rook, bishop, knight. A fifth
    /// language is a row here, a `Notation` and a `crate::words::Language`.
    fn table(self) -> [char; 5] {
        match self {
            Letters::English => ['K', 'Q', 'R', 'B', 'N'],
            Letters::French => ['R', 'D', 'T', 'F', 'C'],
            Letters::German => ['K', 'D', 'T', 'L', 'S'],
            Letters::Spanish => ['R', 'D', 'T', 'A', 'C'],
        }
    }

    /// The role a piece letter stands for in these letters, if any.
    pub fn role(self, letter: char) -> Option<Role> {
        let at = self.table().iter().position(|&l| l == letter)?;
        Some(ROLES[at])
    }

    /// The letter of a role (none for a pawn).
    pub fn letter(self, role: Role) -> Option<char> {
        let at = ROLES.iter().position(|&r| r == role)?;
        Some(self.table()[at])
    }

    /// The letters, king to knight, for error messages: `K D T L S`.
    pub fn row(self) -> String {
        let table = self.table();
        let mut out = String::with_capacity(9);
        for (i, l) in table.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push(*l);
        }
        out
    }

    /// How moves are written in these letters (`Nf3`, `Cf3`).
    pub fn notation(self) -> Notation {
        match self {
            Letters::English => Notation::English,
            Letters::French => Notation::French,
            Letters::German => Notation::German,
            Letters::Spanish => Notation::Spanish,
        }
    }
}

/// Unknown letters: the name as given (the edges say it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLettersError(pub String);

// Journals hold the letters of a game as their language's code (`"fr"`).
crate::serial::serde_as_text!(Letters, Notation);

impl FromStr for Letters {
    type Err = ParseLettersError;

    /// The letters of a language by its code or its name, as journals and
    /// settings have always written it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "en" | "english" => Ok(Letters::English),
            "fr" | "french" | "français" => Ok(Letters::French),
            "de" | "german" | "deutsch" => Ok(Letters::German),
            "es" | "spanish" | "español" => Ok(Letters::Spanish),
            _ => Err(ParseLettersError(s.to_owned())),
        }
    }
}

/// How moves are written out on the screen and in exports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Notation {
    /// English SAN, as in PGN.
    #[default]
    English,
    /// SAN with French piece letters.
    French,
    /// SAN with German piece letters.
    German,
    /// SAN with Spanish piece letters.
    Spanish,
    /// SAN with figurines (♔♕♖♗♘), the same for both colours as in print.
    Figurine,
}

impl Notation {
    /// What a piece of this role is written as (empty for a pawn).
    pub fn piece(self, role: Role) -> &'static str {
        use Role::*;
        let letters = match self {
            Notation::Figurine => {
                return match role {
                    Pawn => "",
                    King => "♔",
                    Queen => "♕",
                    Rook => "♖",
                    Bishop => "♗",
                    Knight => "♘",
                };
            }
            Notation::English => Letters::English,
            Notation::French => Letters::French,
            Notation::German => Letters::German,
            Notation::Spanish => Letters::Spanish,
        };
        // Every letter of every table is ASCII: one of these.
        const LETTERS: [&str; 26] = [
            "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q",
            "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
        ];
        match letters.letter(role) {
            Some(l) if l.is_ascii_uppercase() => LETTERS[(l as u8 - b'A') as usize],
            _ => "",
        }
    }

    /// Writes a move with its check or mate suffix in this notation.
    pub fn write(self, san: &SanPlus) -> String {
        let mut out = String::with_capacity(8);
        self.write_into(san, &mut out);
        out
    }

    /// [`Notation::write`] at the end of `out`: a line of dozens of moves
    /// is written without a string for each.
    pub fn write_into(self, san: &SanPlus, out: &mut String) {
        match san.san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                out.push_str(self.piece(role));
                if let Some(file) = file {
                    out.push(file.char());
                }
                if let Some(rank) = rank {
                    out.push(rank.char());
                }
                if capture {
                    out.push('x');
                }
                out.push(to.file().char());
                out.push(to.rank().char());
                if let Some(promotion) = promotion {
                    out.push('=');
                    out.push_str(self.piece(promotion));
                }
            }
            San::Castle(CastlingSide::KingSide) => out.push_str("O-O"),
            San::Castle(CastlingSide::QueenSide) => out.push_str("O-O-O"),
            // Neither can be played on a standard board.
            San::Put { .. } | San::Null => out.push_str(&san.san.to_string()),
        }
        match san.suffix {
            Some(Suffix::Check) => out.push('+'),
            Some(Suffix::Checkmate) => out.push('#'),
            None => {}
        }
    }
}

/// An unknown notation name (the name as given; the edges say it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseNotationError(pub String);

impl FromStr for Notation {
    type Err = ParseNotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "en" | "english" | "san" => Ok(Notation::English),
            "fr" | "french" | "français" => Ok(Notation::French),
            "de" | "german" | "deutsch" => Ok(Notation::German),
            "es" | "spanish" | "español" => Ok(Notation::Spanish),
            "figurine" | "fig" => Ok(Notation::Figurine),
            _ => Err(ParseNotationError(s.to_owned())),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Notation::English => "en",
            Notation::French => "fr",
            Notation::German => "de",
            Notation::Spanish => "es",
            Notation::Figurine => "figurine",
        })
    }
}

impl fmt::Display for Letters {
    /// The code of their language, the same as their notation's (`fr`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.notation(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn san(text: &str) -> SanPlus {
        SanPlus::from_ascii(text.as_bytes()).unwrap()
    }

    #[test]
    fn writes_each_notation() {
        let cases = [
            ("Nf3", "Nf3", "Cf3", "♘f3"),
            ("Bb5", "Bb5", "Fb5", "♗b5"),
            ("exd5", "exd5", "exd5", "exd5"),
            ("e8=Q+", "e8=Q+", "e8=D+", "e8=♕+"),
            ("Raxd1#", "Raxd1#", "Taxd1#", "♖axd1#"),
            ("Kg1", "Kg1", "Rg1", "♔g1"),
            ("Bb5", "Bb5", "Fb5", "♗b5"),
            ("O-O-O", "O-O-O", "O-O-O", "O-O-O"),
            // The longest moves: told apart by file and rank, or promoted.
            ("Qh4xe1#", "Qh4xe1#", "Dh4xe1#", "♕h4xe1#"),
            ("exf8=N#", "exf8=N#", "exf8=C#", "exf8=♘#"),
        ];
        for (input, en, fr, fig) in cases {
            let s = san(input);
            assert_eq!(Notation::English.write(&s), en);
            assert_eq!(Notation::French.write(&s), fr);
            assert_eq!(Notation::Figurine.write(&s), fig);
        }
    }

    #[test]
    fn writes_german_and_spanish_letters() {
        assert_eq!(Notation::German.write(&san("Nf3")), "Sf3");
        assert_eq!(Notation::German.write(&san("e8=Q+")), "e8=D+");
        assert_eq!(Notation::German.write(&san("Bxc6")), "Lxc6");
        assert_eq!(Notation::Spanish.write(&san("Bxc6")), "Axc6");
        assert_eq!(Notation::Spanish.write(&san("Kg1")), "Rg1");
        assert_eq!(Notation::Spanish.write(&san("Nf3")), "Cf3");
    }

    #[test]
    fn letters_differ_between_languages() {
        assert_eq!(Letters::English.role('R'), Some(Role::Rook));
        assert_eq!(Letters::French.role('R'), Some(Role::King));
        assert_eq!(Letters::French.role('N'), None);
        assert_eq!(Letters::English.role('C'), None);
        assert_eq!(Letters::German.role('S'), Some(Role::Knight));
        assert_eq!(Letters::German.role('L'), Some(Role::Bishop));
        assert_eq!(Letters::Spanish.role('A'), Some(Role::Bishop));
        assert_eq!(Letters::Spanish.role('R'), Some(Role::King));
        assert_eq!(Letters::German.row(), "K D T L S");
    }

    #[test]
    fn parses_names() {
        assert_eq!("fr".parse::<Letters>(), Ok(Letters::French));
        assert_eq!("de".parse::<Letters>(), Ok(Letters::German));
        assert!("it".parse::<Letters>().is_err());
        assert_eq!("figurine".parse::<Notation>(), Ok(Notation::Figurine));
        assert!("xx".parse::<Notation>().is_err());
    }
}
