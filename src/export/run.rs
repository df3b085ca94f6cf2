//! The export itself: every archived game as its own PGN file, and one file
//! per event and round holding all its games, written into a [`Target`].
//!
//! A file on the target is never replaced by another game: a file that
//! holds the same game already counts as "already there", a file of the
//! same name holding another game (another board's device, say) makes this
//! one take the next free name. Two files do change: a game's own file
//! that holds a version of it this device exported before (the arbiter
//! changed its result since), and the round files, derived from the games
//! and rebuilt. The archive is only read, and a file of it that holds no
//! game is named and left out; the marks of what went out are written
//! last, once the target is synced, so an export cut short is finished by
//! the next.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use super::games::{Archived, read_archive};
use super::marks::{Marks, exported, fingerprint, mark_exported};
use super::names::{Names, results_file, round_file};
use super::report::{ExportError, Summary};
use super::results::{results_csv, results_trf};
use super::round_file::rebuild;
use super::target::Target;
use crate::day::pairings::text::{decode, encode_like};

/// Which archived games to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Which {
    /// Those not exported before, or changed since.
    #[default]
    New,
    /// All of them.
    All,
}

/// How many archived games `which` would export (the files that hold no
/// game not among them).
///
/// # Errors
/// The archive or the marks cannot be read.
pub fn count(data_dir: &Path, which: Which) -> io::Result<usize> {
    let marks = exported(data_dir)?;
    let (games, _) = read_archive(data_dir)?;
    Ok(games.iter().filter(|g| chosen(g, &marks, which)).count())
}

/// Exports the archive of `data_dir` into `target`; `progress` hears
/// (games done, games to do) after each game.
///
/// # Errors
/// [`ExportError`] when the archive cannot be listed or the target fails;
/// the files already written are complete, none is partial, and the
/// archive is as it was.
pub fn export(
    data_dir: &Path,
    target: &mut dyn Target,
    which: Which,
    mut progress: impl FnMut(usize, usize),
) -> Result<Summary, ExportError> {
    let mut done = Summary::default();
    let marks = exported(data_dir).map_err(failed(&done, None))?;
    let (archive, unreadable) = read_archive(data_dir).map_err(failed(&done, None))?;
    done.unreadable = unreadable;
    let chosen: Vec<&Archived> = archive
        .iter()
        .filter(|g| chosen(g, &marks, which))
        .collect();

    // Names are given in archive order; a name the target holds for
    // another game (an earlier export's, another board's) passes to the next.
    let mut names = Names::default();
    for (index, game) in chosen.iter().enumerate() {
        place(game, target, &marks, &mut names, &mut done)?;
        progress(index + 1, chosen.len());
    }

    // The TRF's results are extra: a pairings.trf that cannot be read
    // keeps them home, never the games.
    let pairings_trf = target.pairings_trf().unwrap_or_else(|e| {
        tracing::warn!("pairings.trf on the stick cannot be read ({e}): no TRF results");
        None
    });
    let mut rounds: BTreeMap<&str, Vec<&Archived>> = BTreeMap::new();
    for game in &archive {
        rounds.entry(game.round.as_str()).or_default().push(game);
    }
    for (round, games) in &rounds {
        if !games.iter().any(|g| chosen.iter().any(|c| c.id == g.id)) {
            continue;
        }
        let name = round_file(round);
        let held = target
            .read(&name)
            .map_err(failed(&done, Some(&name)))?
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned());
        let text = rebuild(held.as_deref().unwrap_or(""), games, |game, print| {
            marks.went_out(&game.id, print)
        });
        if held.as_deref() != Some(text.as_str()) {
            target
                .write(&name, text.as_bytes())
                .map_err(failed(&done, Some(&name)))?;
            done.rounds += 1;
        }
        write_results(target, round, games, pairings_trf.as_deref(), &done)?;
    }
    target.sync().map_err(failed(&done, None))?;
    let went_out = chosen.iter().map(|g| (g.id.as_str(), g.fingerprint));
    mark_exported(data_dir, went_out).map_err(failed(&done, None))?;
    Ok(done)
}

/// Writes the round's results beside its PGN: the CSV, and the TRF when
/// the pairings came from one. A file that would not change is left.
fn write_results(
    target: &mut dyn Target,
    round: &str,
    games: &[&Archived],
    pairings_trf: Option<&[u8]>,
    done: &Summary,
) -> Result<(), ExportError> {
    // The new bytes of a file from what it held (None: leave it).
    type Make<'a> = &'a dyn Fn(Option<&str>) -> Option<Vec<u8>>;
    let mut update = |name: String, make: Make<'_>| {
        let held = target.read(&name).map_err(failed(done, Some(&name)))?;
        let text = held.as_deref().map(decode);
        match make(text.as_deref()) {
            Some(bytes) if held.as_deref() != Some(bytes.as_slice()) => target
                .write(&name, &bytes)
                .map_err(failed(done, Some(&name))),
            _ => Ok(()),
        }
    };
    update(results_file(round, "csv"), &|held| {
        Some(results_csv(held.unwrap_or(""), games).into_bytes())
    })?;
    if let Some(bytes) = pairings_trf {
        // Written back in the TRF's own encoding, for its program to read.
        let pairings = decode(bytes);
        update(results_file(round, "trf"), &|held| {
            let text = results_trf(&pairings, held, games)?;
            Some(encode_like(bytes, &text))
        })?;
    }
    Ok(())
}

/// Whether `which` takes `game`.
fn chosen(game: &Archived, marks: &Marks, which: Which) -> bool {
    which == Which::All || marks.is_due(&game.id, game.fingerprint)
}

/// Puts `game` in its own file on `target`, counted in `done`.
///
/// A file holding a version of it this device exported before is
/// replaced: it is the same game, its result corrected by the arbiter, and
/// the organiser who reads the folder wants the game as it stands, once,
/// not a second file with another result beside the first. The marks know
/// that version's bytes, so another board's game of the same name is
/// never taken for it.
fn place(
    game: &Archived,
    target: &mut dyn Target,
    marks: &Marks,
    names: &mut Names,
    done: &mut Summary,
) -> Result<(), ExportError> {
    loop {
        let name = names.unique(&game.stem);
        let held = target.read(&name).map_err(failed(done, Some(&name)))?;
        let held = held.map(|bytes| fingerprint(&String::from_utf8_lossy(&bytes)));
        let corrected = match held {
            Some(print) if print == game.fingerprint => {
                done.already += 1;
                return Ok(());
            }
            Some(print) if marks.went_out(&game.id, print) => true,
            Some(_) => continue,
            None => false,
        };
        target
            .write(&name, game.pgn.as_bytes())
            .map_err(failed(done, Some(&name)))?;
        if corrected {
            done.corrected += 1;
        } else {
            done.exported += 1;
        }
        return Ok(());
    }
}

/// The error of a failure at `file`, with what was `done` before it.
fn failed(done: &Summary, file: Option<&str>) -> impl FnOnce(io::Error) -> ExportError + use<> {
    let (done, file) = (done.clone(), file.map(str::to_owned));
    move |source| ExportError { done, source, file }
}
