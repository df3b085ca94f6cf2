//! Names and dates of new games from the wall clock. A name never repeats:
//! a process id comes back after a reboot and would replace an archived game.

use std::path::Path;

use super::archive::unused_id;
use crate::dates::{pgn_date, wall_clock};

/// A new game's name (`20261129-1764412345`, suffixed if the archive of
/// `data_dir` has it) and today's date as PGN writes it.
pub fn new_game_id(data_dir: Option<&Path>) -> (String, String) {
    let (days, secs) = wall_clock();
    let date = pgn_date(days);
    let base = format!("{}-{secs}", date.replace('.', ""));
    let id = match data_dir {
        Some(dir) => unused_id(dir, &base),
        None => base,
    };
    (id, date)
}

/// The longest game name taken (the device's own are some 20 characters).
const MOST_ID: usize = 64;

/// Whether `id` can name a game: the file names of its PGN and journal in
/// the archive. Letters, digits, `-` and `_`, 1 to 64 of them, as the
/// device makes them (`20261129-1764412345-2`): never `/`, `.` or `..`, so
/// a name from outside (a stick's journal taken up) never leaves the
/// archive.
pub fn is_game_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MOST_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_name_that_stays_in_its_folder_is_a_game_id() {
        for good in [
            "20261129-1764412345",
            "20261129-1764412345-2",
            "g",
            "2026-11-30-r1-b4",
        ] {
            assert!(is_game_id(good), "{good}");
        }
        for bad in [
            "",
            "./../../escaped",
            "..",
            "a/b",
            "a.b",
            "a b",
            "é",
            &"x".repeat(65),
        ] {
            assert!(!is_game_id(bad), "{bad}");
        }
    }
}
