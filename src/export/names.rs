//! File names for exported games that every stick accepts: FAT32 and exFAT
//! refuse `<>:"/\|?*` and control characters, drop a trailing dot or space,
//! hold at most 255 bytes a name, and do not tell `Dupont` from `DUPONT`.
//! Characters beyond the Basic Multilingual Plane (emoji) need UTF-16
//! surrogate pairs in a FAT long name, which mtools and much firmware drop:
//! they become `_` too.

use std::collections::HashSet;

/// The most bytes a name may take: Linux allows 255 (and FAT's 255 UTF-16
/// units are never fewer bytes), less the 5 of the temporary `.NAME.tmp`
/// an atomic write goes through.
pub const MAX_NAME_BYTES: usize = 250;

/// What a game's file is named after, from its PGN tags.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameTags {
    /// `Date`, as PGN writes it (`2026.11.29`).
    pub date: String,
    /// `Event`.
    pub event: String,
    /// `Round`.
    pub round: String,
    /// `Board`.
    pub board: String,
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
}

/// The most bytes a round's name takes before `.pgn`. A game's name is its
/// round's name and more, cut to [`MAX_NAME_BYTES`] as a whole: with the
/// round's name held well under that, the cut falls in the board or the
/// players, so a game's name always begins with its round's name whole and
/// is never the round file's own name, however long the event.
pub const MAX_ROUND_BYTES: usize = 150;

/// `<YYYY-MM-DD>_<event>_r<round>_b<board>_<White>-<Black>`, without the
/// extension: unknown parts read `undated`, `event`, `-`, `NN`. Its head is
/// [`round_stem`], cut as that is.
pub fn game_stem(tags: &GameTags) -> String {
    format!(
        "{}_b{}_{}-{}",
        round_stem(tags),
        part(&tags.board, "-"),
        part(&tags.white, "NN"),
        part(&tags.black, "NN"),
    )
}

/// `<YYYY-MM-DD>_<event>_r<round>`, at most [`MAX_ROUND_BYTES`]: the stem
/// of a whole round's file.
pub fn round_stem(tags: &GameTags) -> String {
    let stem = format!(
        "{}_{}_r{}",
        date(&tags.date),
        part(&tags.event, "event"),
        part(&tags.round, "-"),
    );
    cut(&stem, MAX_ROUND_BYTES)
}

/// The file of the round `stem` (from [`round_stem`]): cut as a game's is.
pub fn round_file(stem: &str) -> String {
    file_name(stem, 1)
}

/// The round `stem`'s results as `ext` (`csv`, `trf`): `stem-results.csv`,
/// cut as a game's name is.
pub fn results_file(stem: &str, ext: &str) -> String {
    let room = MAX_NAME_BYTES - "-results.".len() - ext.len();
    format!("{}-results.{ext}", cut(stem, room))
}

/// `2026.11.29` as `2026-11-29`; anything else `undated`.
fn date(pgn: &str) -> String {
    let fields: Vec<&str> = pgn.split('.').collect();
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    match fields.as_slice() {
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => format!("{y}-{m}-{d}"),
        _ => "undated".to_owned(),
    }
}

/// A tag's value made safe inside a name; `unknown` when empty or `?`.
fn part(value: &str, unknown: &str) -> String {
    let safe: String = value
        .chars()
        .map(|c| {
            if c.is_control() || "<>:\"/\\|?*".contains(c) || u32::from(c) > 0xFFFF {
                '_'
            } else {
                c
            }
        })
        .collect();
    // No hidden files, no leading `..`, nothing a FAT driver would drop.
    let safe = safe.trim_matches(|c: char| c == '.' || c == '_' || c.is_whitespace());
    if safe.is_empty() || safe.chars().all(|c| c == '_') {
        unknown.to_owned()
    } else {
        safe.to_owned()
    }
}

/// Gives out file names, each unique even to a case-blind file system:
/// `stem.pgn`, else `stem-2.pgn`, `stem-3.pgn`...
#[derive(Debug, Default)]
pub struct Names {
    taken: HashSet<String>,
}

impl Names {
    /// A name for `stem` not given out before, cut to fit [`MAX_NAME_BYTES`]
    /// with its suffix and `.pgn`.
    pub fn unique(&mut self, stem: &str) -> String {
        (1..)
            .map(|n| file_name(stem, n))
            .find(|name| self.taken.insert(name.to_lowercase()))
            .expect("some suffix is free")
    }
}

/// `stem.pgn` (`n` = 1), else `stem-n.pgn`, the stem cut so that the whole
/// fits [`MAX_NAME_BYTES`]: every exported file is named this way.
fn file_name(stem: &str, n: usize) -> String {
    let suffix = if n == 1 {
        String::new()
    } else {
        format!("-{n}")
    };
    let room = MAX_NAME_BYTES - ".pgn".len() - suffix.len();
    format!("{}{suffix}.pgn", cut(stem, room))
}

/// `text` cut to at most `bytes` bytes, without the trailing dots and
/// spaces a FAT driver would drop.
fn cut(text: &str, bytes: usize) -> String {
    shorten(text, bytes).trim_end_matches([' ', '.']).to_owned()
}

/// `text` cut to at most `bytes` bytes, at a character boundary.
fn shorten(text: &str, bytes: usize) -> &str {
    if text.len() <= bytes {
        return text;
    }
    let mut end = bytes;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(event: &str, white: &str, black: &str) -> GameTags {
        GameTags {
            date: "2026.11.29".into(),
            event: event.into(),
            round: "3".into(),
            board: "12".into(),
            white: white.into(),
            black: black.into(),
        }
    }

    #[test]
    fn names_follow_the_pattern() {
        let t = tags("Open de Paris", "Dupont, Éloïse", "Müller, Jörg");
        assert_eq!(
            game_stem(&t),
            "2026-11-29_Open de Paris_r3_b12_Dupont, Éloïse-Müller, Jörg"
        );
        assert_eq!(round_stem(&t), "2026-11-29_Open de Paris_r3");
        let unknown = GameTags {
            date: "????.??.??".into(),
            event: "?".into(),
            round: "?".into(),
            ..GameTags::default()
        };
        assert_eq!(game_stem(&unknown), "undated_event_r-_b-_NN-NN");
    }

    #[test]
    fn hostile_names_become_harmless() {
        let t = tags("../../etc/passwd", "a<b>c:d\"e|f?g*h\\i", "tab\there. ");
        let stem = game_stem(&t);
        assert!(!stem.contains('/') && !stem.contains(".."), "{stem}");
        assert_eq!(
            stem,
            "2026-11-29_etc_passwd_r3_b12_a_b_c_d_e_f_g_h_i-tab_here"
        );
        // Chess figurines are in the BMP and stay; emoji do not.
        assert_eq!(
            game_stem(&tags("Blitz ♞🎉", "X", "🎉")),
            "2026-11-29_Blitz ♞_r3_b12_X-NN"
        );
    }

    #[test]
    fn long_names_are_cut_at_a_character() {
        let long = "é".repeat(300);
        let mut names = Names::default();
        let name = names.unique(&game_stem(&tags("Open", &long, "Y")));
        assert!(name.len() <= MAX_NAME_BYTES, "{}", name.len());
        assert!(name.ends_with(".pgn"));
        let again = names.unique(&game_stem(&tags("Open", &long, "Y")));
        assert!(again.ends_with("-2.pgn") && again.len() <= MAX_NAME_BYTES);
    }

    #[test]
    fn a_long_event_cuts_the_round_and_its_games_alike() {
        let event = "Championnat départemental — ".repeat(12);
        let t = tags(&event, "Dupont", "Martin");
        let round = round_stem(&t);
        assert!(round.len() <= MAX_ROUND_BYTES, "{}", round.len());
        assert!(!round.ends_with(' '), "{round:?}");
        let file = round_file(&round);
        assert_eq!(file, format!("{round}.pgn"));
        let game = Names::default().unique(&game_stem(&t));
        assert!(game.len() <= MAX_NAME_BYTES, "{}", game.len());
        assert!(game.starts_with(&format!("{round}_b12_")), "{game}");
        assert!(game.ends_with("_Dupont-Martin.pgn"), "{game}");
        // Short names are not touched.
        assert_eq!(round_file("2026-11-29_Open_r3"), "2026-11-29_Open_r3.pgn");
    }

    #[test]
    fn collisions_get_a_suffix_even_by_case() {
        let mut names = Names::default();
        assert_eq!(names.unique("a_b"), "a_b.pgn");
        assert_eq!(names.unique("a_b"), "a_b-2.pgn");
        assert_eq!(names.unique("A_B"), "A_B-3.pgn");
    }
}
