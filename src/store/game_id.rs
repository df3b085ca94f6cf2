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
