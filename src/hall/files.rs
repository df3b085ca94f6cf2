//! The round's files in the hall's folder: `round.pgn` (and the same as
//! `games.pgn`), `results.csv` (round, board, players, result,
//! termination), `results.trf` when the round's pairings TRF is there, and
//! `game-<board>.pgn`, each replaced at once for any
//! reader, only when it changed, and each on its own. The board files an
//! earlier run left stay until a board of this run takes their place: a
//! board is heard only once its device is.

use crate::export::results::{Row as ResultRow, results_trf_of, rows_csv};
use crate::live::{BoardGame, by_board};
use std::collections::BTreeMap;

/// The round's files as written last, to write only what changed.
#[derive(Default)]
pub struct Written {
    /// Each file's name and text.
    files: BTreeMap<String, String>,
}

impl Written {
    /// Writes the round of `games` and each board's games atomically;
    /// only files whose text changed are written.
    ///
    /// # Errors
    /// The first file that could not be written (the others are).
    pub fn write_games(
        &mut self,
        out: &std::path::Path,
        games: &[BoardGame],
    ) -> std::io::Result<String> {
        self.write_boards(out, games, true)
    }

    /// Writes each board's games, and the round's files (`round.pgn`,
    /// `games.pgn`) when `round_too`: a hall of 2,000 boards writes a
    /// board's move at once and its megabytes of round once a second.
    /// Returns the round's text when it was written.
    ///
    /// # Errors
    /// The first file that could not be written (the others are).
    pub fn write_boards(
        &mut self,
        out: &std::path::Path,
        games: &[BoardGame],
        round_too: bool,
    ) -> std::io::Result<String> {
        let round = if round_too {
            crate::live::merge_round(games)
        } else {
            String::new()
        };
        let mut files = Vec::new();
        if round_too {
            files.push(("round.pgn".to_owned(), round.clone()));
            // For the pairing program, as a device's export writes it.
            let rows = games.iter().map(|g| ResultRow::of_pgn(&g.text));
            files.push(("results.csv".to_owned(), rows_csv(rows)));
            if let Some(trf) = results_trf(out, games) {
                files.push((RESULTS_TRF.to_owned(), trf));
            }
        }
        files.extend(
            by_board(games)
                .into_iter()
                .map(|(board, text)| (format!("game-{board}.pgn"), text)),
        );
        // A board no longer in the round (its device moved to another
        // board, or went with its games) leaves no file behind.
        let gone: Vec<String> = self.files.keys().cloned().collect();
        for name in gone {
            let kept = files.iter().any(|(n, _)| *n == name)
                || !round_too && ROUND_FILES.contains(&name.as_str());
            if !kept {
                match std::fs::remove_file(out.join(&name)) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
                    _ => {}
                }
                self.files.remove(&name);
            }
        }
        // Each file on its own: one that cannot be written holds back no
        // other, and is written at the next try.
        let mut failed = None;
        for (name, text) in files {
            if self.files.get(&name) != Some(&text) {
                match replace(out, &name, &text) {
                    Ok(()) => {
                        self.files.insert(name, text);
                    }
                    Err(e) => failed = failed.or(Some(e)),
                }
            }
        }
        let round_written = self.files.get("round.pgn") == Some(&round);
        if round_too && round_written && self.files.get("games.pgn") != Some(&round) {
            // lichess's Broadcaster app uploads only a folder's `games.pgn`
            // when there is one, else each `.pgn` as one game: `games.pgn`
            // keeps it from uploading the round and every board twice. The
            // same file as `round.pgn`, linked, not written again.
            match same_as_round(out, &round) {
                Ok(()) => {
                    self.files.insert("games.pgn".to_owned(), round.clone());
                }
                Err(e) => failed = failed.or(Some(e)),
            }
        }
        failed.map_or(Ok(round), Err)
    }
}

/// The round's own files, beside the boards'.
const ROUND_FILES: [&str; 4] = ["round.pgn", "games.pgn", "results.csv", RESULTS_TRF];

/// The round's pairings as a TRF, put in the hall's folder by `pendule
/// hall pairings --out DIR` (or by hand): with it the hall writes
/// [`RESULTS_TRF`].
pub const PAIRINGS_TRF: &str = "pairings.trf";

/// The pairings TRF with each finished game's result in its players'
/// round columns, for the pairing program.
pub const RESULTS_TRF: &str = "results.trf";

/// The largest pairings TRF read: a 2,000-player open is some 300 KiB.
const MOST_TRF: u64 = 4 * 1024 * 1024;

/// Keeps the round's pairings TRF `text` in the hall's folder `out`, for
/// the results TRF.
///
/// # Errors
/// It cannot be written (nothing half written is left).
pub fn keep_pairings(out: &std::path::Path, text: &str) -> std::io::Result<()> {
    crate::atomic::atomic_write(out, PAIRINGS_TRF, text.as_bytes())
}

/// The results TRF of `games` when the folder `out` holds the pairings
/// TRF and it has a pairing to play; a TRF that cannot be read is none.
fn results_trf(out: &std::path::Path, games: &[BoardGame]) -> Option<String> {
    let bytes = crate::bounded::read_at_most(&out.join(PAIRINGS_TRF), MOST_TRF).ok()??;
    let pairings = String::from_utf8_lossy(&bytes);
    let pgns: Vec<&str> = games.iter().map(|g| g.text.as_str()).collect();
    results_trf_of(&pairings, None, &pgns)
}

/// `games.pgn` made the file `round.pgn` is (a hard link, replacing it at
/// once), or written with `round` where links cannot be made (a FAT stick).
fn same_as_round(dir: &std::path::Path, round: &str) -> std::io::Result<()> {
    let temp = dir.join(".games.pgn.tmp");
    let _ = std::fs::remove_file(&temp);
    let linked = std::fs::hard_link(dir.join("round.pgn"), &temp)
        .and_then(|()| std::fs::rename(&temp, dir.join("games.pgn")));
    if linked.is_ok() {
        return Ok(());
    }
    let _ = std::fs::remove_file(&temp);
    replace(dir, "games.pgn", round)
}

/// Replaces `dir/name` with `text` at once for any reader: a temporary
/// file renamed over it. Not synced to the disk: the files are copies of
/// what the broker holds for the devices, and an fsync behind a busy disk
/// would hold every board's next update.
fn replace(dir: &std::path::Path, name: &str, text: &str) -> std::io::Result<()> {
    let temp = dir.join(format!(".{name}.tmp"));
    let written = std::fs::write(&temp, text).and_then(|()| std::fs::rename(&temp, dir.join(name)));
    // A full disk leaves no half file behind.
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::split_games;

    /// An empty folder of this test run's own.
    fn folder(name: &str) -> std::path::PathBuf {
        let out = std::env::temp_dir().join(format!("pendule-hall-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        out
    }

    fn games(boards: &[u32]) -> Vec<BoardGame> {
        let text: Vec<String> = boards
            .iter()
            .map(|b| format!("[Event \"Open\"]\n[Board \"{b}\"]\n[Result \"*\"]\n\n*\n"))
            .collect();
        split_games(&text.join("\n")).unwrap()
    }

    #[test]
    fn a_board_that_leaves_the_round_leaves_no_file_and_earlier_runs_stay() {
        let out = folder("gone");
        // An earlier run's board 9, and someone else's files: all kept.
        for name in ["game-9.pgn", "game-x.pgn", "notes.pgn"] {
            std::fs::write(out.join(name), "kept?").unwrap();
        }
        let names = || {
            let mut names: Vec<String> = std::fs::read_dir(&out)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            names.sort();
            names
        };
        let mut written = Written::default();
        written.write_games(&out, &games(&[5, 6])).unwrap();
        assert_eq!(
            names(),
            [
                "game-5.pgn",
                "game-6.pgn",
                "game-9.pgn",
                "game-x.pgn",
                "games.pgn",
                "notes.pgn",
                "results.csv",
                "round.pgn"
            ]
        );
        // The device is set to board 7 for the next game.
        written.write_games(&out, &games(&[7, 6])).unwrap();
        assert_eq!(
            names(),
            [
                "game-6.pgn",
                "game-7.pgn",
                "game-9.pgn",
                "game-x.pgn",
                "games.pgn",
                "notes.pgn",
                "results.csv",
                "round.pgn"
            ]
        );
        std::fs::remove_dir_all(&out).unwrap();
    }

    #[test]
    fn with_the_rounds_pairings_trf_its_results_go_into_a_results_trf() {
        let out = folder("trf");
        // Latin-1, as pairing programs write it.
        let bytes = include_bytes!("../../tests/data/pairings/round3.trf");
        let trf = &crate::day::pairings::text::decode(bytes);
        let paired = crate::day::Pairings::parse(trf).unwrap();
        let p = paired.games().iter().find(|p| p.round == 3).unwrap();
        let pgn = format!(
            "[Round \"3\"]\n[Board \"{}\"]\n[White \"{}\"]\n[Black \"{}\"]\n\
             [Result \"1-0\"]\n[PlyCount \"41\"]\n\n1. e4 1-0\n",
            p.board, p.white, p.black
        );
        let games = split_games(&pgn).unwrap();
        let mut written = Written::default();
        // No pairings TRF: no results TRF.
        written.write_games(&out, &games).unwrap();
        assert!(!out.join(RESULTS_TRF).exists());
        std::fs::write(out.join(PAIRINGS_TRF), trf).unwrap();
        written.write_games(&out, &games).unwrap();
        let results = std::fs::read_to_string(out.join(RESULTS_TRF)).unwrap();
        assert_ne!(&results, trf);
        let csv = std::fs::read_to_string(out.join("results.csv")).unwrap();
        // Names with commas quoted, as CSV has them.
        let row = format!("3,{},\"{}\",\"{}\",1-0,", p.board, p.white, p.black);
        assert!(csv.contains(&row), "{csv}");
        std::fs::remove_dir_all(&out).unwrap();
    }

    #[test]
    fn a_write_that_fails_leaves_no_temporary_file_and_is_done_again() {
        let out = folder("full");
        // round.pgn cannot be replaced: a folder that is not empty is there.
        std::fs::create_dir_all(out.join("round.pgn/kept")).unwrap();
        let mut written = Written::default();
        assert!(written.write_games(&out, &games(&[3])).is_err());
        assert!(!out.join(".round.pgn.tmp").exists());
        // The other files are written all the same.
        assert!(out.join("game-3.pgn").is_file());
        // Room again: the round is written at the next try.
        std::fs::remove_dir_all(out.join("round.pgn")).unwrap();
        let round = written.write_games(&out, &games(&[3])).unwrap();
        assert_eq!(
            std::fs::read_to_string(out.join("round.pgn")).unwrap(),
            round
        );
        assert_eq!(
            std::fs::read_to_string(out.join("games.pgn")).unwrap(),
            round
        );
        std::fs::remove_dir_all(&out).unwrap();
    }

    #[test]
    fn the_round_waits_its_turn_and_games_pgn_is_the_same_file() {
        use std::os::unix::fs::MetadataExt;
        let out = folder("turn");
        let mut written = Written::default();
        written.write_boards(&out, &games(&[5]), false).unwrap();
        assert!(out.join("game-5.pgn").exists());
        assert!(!out.join("round.pgn").exists());
        written.write_boards(&out, &games(&[5, 6]), true).unwrap();
        let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
        assert!(round.contains("[Board \"6\"]"));
        let inode = |name: &str| std::fs::metadata(out.join(name)).unwrap().ino();
        assert_eq!(inode("games.pgn"), inode("round.pgn"));
        // A board's move while the round waits: the round's files stay.
        written
            .write_boards(&out, &games(&[5, 6, 7]), false)
            .unwrap();
        assert!(out.join("game-7.pgn").exists());
        assert_eq!(
            std::fs::read_to_string(out.join("games.pgn")).unwrap(),
            round
        );
        std::fs::remove_dir_all(&out).unwrap();
    }
}
