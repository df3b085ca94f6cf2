//! After a restart (a power cut, the watchdog) the round's earlier games on
//! this device are no longer in memory but in the archive: they are read
//! back from there, so `/round.pgn` still holds the whole round.

use std::path::Path;
use std::sync::Arc;

use super::device::{DeviceRound, MAX_EARLIER};
use super::snapshot::{LiveGame, RoundKey};
use crate::store::archived_games;
use crate::store::journal::{read_journal, replay};

/// The newest archived games looked at: a round's games on one device are
/// among the last few filed, and a device's archive grows all season.
pub const SCANNED: usize = 64;

/// A game's PGN is a few KiB; a bigger file in the archive is not read.
const MAX_GAME_BYTES: u64 = 1 << 20;

/// The device's round after a restart: the game on it now (`current`, the
/// archive's `current_id` when it was filed already) and the finished games
/// of its round from the archive of `data_dir`, oldest first.
pub fn resumed_round(data_dir: &Path, current_id: &str, current: LiveGame) -> DeviceRound {
    let mut round = DeviceRound::default();
    for game in archived_round(data_dir, current_id, current.round_key()) {
        round.keep(game);
    }
    round.current = Some(Arc::new(current));
    round
}

/// The finished games of `key` in the archive of `data_dir` but
/// `current_id`, oldest first, at most [`MAX_EARLIER`], each as served
/// live: the archived PGN with the clock tags its journal gives. Files that
/// cannot be read are left out (the export names them).
pub fn archived_round(data_dir: &Path, current_id: &str, key: &RoundKey) -> Vec<Arc<str>> {
    let Ok(paths) = archived_games(data_dir) else {
        return Vec::new();
    };
    let newest = &paths[paths.len().saturating_sub(SCANNED)..];
    let mut games: Vec<Arc<str>> = newest
        .iter()
        .filter(|p| p.file_stem().is_some_and(|s| s != current_id))
        .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.len() <= MAX_GAME_BYTES))
        .filter_map(|p| Some((p, std::fs::read_to_string(p).ok()?)))
        .filter(|(_, pgn)| RoundKey::of_pgn(pgn) == *key)
        .map(|(path, pgn)| as_served(path, pgn).into())
        .collect();
    let over = games.len().saturating_sub(MAX_EARLIER);
    games.drain(..over);
    games
}

/// An archived game as the device served it: the journal beside its PGN
/// replayed gives its clocks, used only when the replay writes the very
/// PGN the archive holds (the archive is the record).
fn as_served(path: &Path, pgn: String) -> String {
    let journal = path.with_extension("jsonl");
    // The device that filed it named itself in the PGN, not the journal.
    let device = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[Device \"")?.strip_suffix("\"]"));
    let replayed = read_journal(&journal).and_then(|contents| {
        let game = replay(&journal, &contents)?;
        let tags = crate::store::with_device(&contents.tags, device);
        Ok(LiveGame::of(&game, &tags, contents.last_moment()))
    });
    match replayed {
        Ok(live) if live.pgn_as_archived() == pgn => live.pgn_as_taken(),
        _ => pgn,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(event: &str, round: &str, date: &str, white: &str) -> String {
        format!(
            "[Event \"{event}\"]\n[Site \"?\"]\n[Date \"{date}\"]\n[Round \"{round}\"]\n\
             [White \"{white}\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n"
        )
    }

    #[test]
    fn the_archive_gives_back_the_games_of_the_round() {
        let dir =
            std::env::temp_dir().join(format!("pendule-live-archived-{}", std::process::id()));
        let archive = dir.join("archive");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&archive).unwrap();
        let files = [
            ("20261123-1", game("Club", "1", "2026.11.23", "LastWeek")),
            ("20261130-1", game("Club", "1", "2026.11.30", "Ann")),
            ("20261130-2", game("Club", "2", "2026.11.30", "OtherRound")),
            ("20261130-3", game("Club", "1", "2026.11.30", "Bob")),
            ("20261130-4", game("Club", "1", "2026.11.30", "Current")),
            ("20261130-5", "not a game".to_owned()),
        ];
        for (id, text) in &files {
            std::fs::write(archive.join(format!("{id}.pgn")), text).unwrap();
        }
        let key = RoundKey::of_pgn(&game("Club", "1", "2026.11.30", "x"));
        let games = archived_round(&dir, "20261130-4", &key);
        // No journal beside them: the archived text as it is.
        assert_eq!(
            games.iter().map(AsRef::as_ref).collect::<Vec<&str>>(),
            [files[1].1.as_str(), files[3].1.as_str()]
        );
        // Nothing archived: nothing earlier.
        assert!(archived_round(&dir.join("none"), "", &key).is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
