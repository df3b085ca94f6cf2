//! `pendule pairings FILE`: the organiser checks a stick's pairings file
//! on a laptop before the round. With `--round R --board B`, what a device
//! on that board would fill in; without, every game of the file and every
//! problem, each with its line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::error::CliError;
use crate::day::pairings::{Details, Pairing, Pairings};
use crate::words::Language;
use crate::words::t;

/// `pendule pairings FILE [--round R --board B]`.
#[derive(Debug, Args)]
pub struct PairingsArgs {
    /// The pairings file: CSV, a round PGN or a TRF, as on the stick.
    file: PathBuf,
    /// The round on the device's setup.
    #[arg(long, requires = "board")]
    round: Option<u32>,
    /// The device's board.
    #[arg(long, requires = "round")]
    board: Option<u32>,
}

/// The most bytes read, as on the device.
const MOST: u64 = 1 << 20;

/// Prints what the device would fill in, or the whole file and its
/// problems; exit 1 when a problem was found.
///
/// # Errors
/// [`CliError`] when the file cannot be read or is refused whole.
pub fn run(args: &PairingsArgs, lang: Language) -> Result<ExitCode, CliError> {
    let bytes = read_pairings_file(&args.file, lang)?;
    let name = args.file.file_name().unwrap_or_default().to_string_lossy();
    match (args.round, args.board) {
        (Some(round), Some(board)) => fill_in(&bytes, &name, round, board, lang),
        _ => Ok(check(&bytes, lang)),
    }
}

/// A pairings file's bytes, at most [`MOST`] (never more is read: a
/// device file or a pipe cannot fill the memory).
///
/// # Errors
/// The file cannot be read, or is larger.
pub(super) fn read_pairings_file(
    path: &std::path::Path,
    lang: Language,
) -> Result<Vec<u8>, CliError> {
    crate::bounded::read_at_most(path, MOST)
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?
        .ok_or_else(|| CliError::BadInput(t!(lang, "pairings-too-large")))
}

/// Prints what a device on `board` in `round` would fill in.
fn fill_in(
    bytes: &[u8],
    name: &str,
    round: u32,
    board: u32,
    lang: Language,
) -> Result<ExitCode, CliError> {
    let pairings = Pairings::read(bytes).map_err(|e| CliError::BadInput(e.words(lang)))?;
    let Some(game) = pairings.find(round, board) else {
        let rounds: Vec<String> = pairings.rounds().iter().map(u32::to_string).collect();
        return Err(CliError::BadInput(t!(
            lang,
            "pairings-no-board",
            name = name,
            board = board,
            round = round,
            rounds = rounds.join(", ")
        )));
    };
    let filled = t!(
        lang,
        "pairings-filled",
        round = game.round,
        board = game.board,
        white = &game.white,
        black = &game.black,
        name = name
    );
    println!("{filled}");
    for (side, player, fide, details) in [
        (
            "white",
            &game.white,
            &game.white_fide_id,
            &game.details.white,
        ),
        (
            "black",
            &game.black,
            &game.black_fide_id,
            &game.details.black,
        ),
    ] {
        let player = described(player, fide, details);
        println!(
            "{}",
            t!(lang, "cli-pairings-side", side = side, player = player)
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Lists every game of the file on stdout and every problem on stderr;
/// exit 1 when there is one.
fn check(bytes: &[u8], lang: Language) -> ExitCode {
    let (games, problems) = Pairings::survey(bytes);
    for game in &games {
        println!("{}", listed(game));
    }
    for problem in &problems {
        eprintln!("{}", super::error::one_line(&problem.words(lang)));
    }
    let count = t!(
        lang,
        "cli-pairings-count",
        games = games.len(),
        problems = problems.len()
    );
    println!("{count}");
    if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `Dupont, Éloïse · FIDE 651234 · 2210 · WGM · Club A`: what the file
/// gives of a player, the name first.
fn described(name: &str, fide: &str, details: &Details) -> String {
    let mut parts = vec![name.to_owned()];
    if !fide.is_empty() {
        parts.push(format!("FIDE {fide}"));
    }
    parts.extend(details.elo.map(|e| e.to_string()));
    for text in [&details.title, &details.team] {
        if !text.is_empty() {
            parts.push(text.clone());
        }
    }
    if details.rank > 0 {
        parts.push(format!("#{}", details.rank));
    }
    parts.join(" · ")
}

/// One game of the list: `3.12  White … – Black …`.
fn listed(game: &Pairing) -> String {
    format!(
        "{}.{}  {} – {}",
        game.round,
        game.board,
        described(&game.white, &game.white_fide_id, &game.details.white),
        described(&game.black, &game.black_fide_id, &game.details.black)
    )
}
