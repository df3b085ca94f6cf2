//! The round's results for the pairing program, derived from the games as
//! the round's PGN is: a CSV (`round,board,white,black,result,termination`)
//! to type in or import, and, when the pairings came from a TRF on the
//! stick, that TRF with the round's results written into its players'
//! round columns (TRF26's columns: see [`crate::day::pairings::trf`]).
//! Each device adds its own games to what the stick holds already, so the
//! files gather the round from every board.

use std::collections::BTreeMap;

use super::games::Archived;
use super::tags::read_tags;
use crate::day::Pairings;
use crate::day::pairings::trf::{TrfResult, with_results};

/// The header of the results CSV.
pub const CSV_HEADER: [&str; 6] = ["round", "board", "white", "black", "result", "termination"];

/// One game's row: its tags' values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// `Round`.
    pub round: String,
    /// `Board`.
    pub board: String,
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
    /// `Result` (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// `Termination` (`normal`, `time forfeit`...).
    pub termination: String,
}

impl Row {
    /// The row of an archived game.
    pub fn of(game: &Archived) -> Row {
        Row::of_pgn(&game.pgn)
    }

    /// The row of a game's PGN.
    pub fn of_pgn(pgn: &str) -> Row {
        let tags = read_tags(pgn);
        let get = |name: &str| {
            let found = tags.iter().find(|(k, _)| k == name);
            found.map(|(_, v)| v.clone()).unwrap_or_default()
        };
        Row {
            round: get("Round"),
            board: get("Board"),
            white: get("White"),
            black: get("Black"),
            // Points no PGN result is ("*" and a tag each): "0-1/2".
            result: match (get("Result").as_str(), get("WhiteScore"), get("BlackScore")) {
                ("*", white, black) if !white.is_empty() && !black.is_empty() => {
                    format!("{white}-{black}")
                }
                (result, ..) => result.to_owned(),
            },
            termination: get("Termination"),
        }
    }

    /// Rows sort by round and board as numbers, then names.
    fn key(&self) -> (u64, u64, String, String, String, String) {
        let number = |s: &str| s.parse::<u64>().unwrap_or(u64::MAX);
        (
            number(&self.round),
            number(&self.board),
            self.round.clone(),
            self.board.clone(),
            self.white.clone(),
            self.black.clone(),
        )
    }
}

/// The rows of a results CSV (`held`, as an earlier export or another
/// device wrote it); a line that is no row of it is dropped.
pub fn read_csv(held: &str) -> Vec<Row> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(held.as_bytes());
    let rows = reader.records().filter_map(Result::ok);
    rows.filter(|r| r.len() == CSV_HEADER.len())
        .map(|r| Row {
            round: r[0].to_owned(),
            board: r[1].to_owned(),
            white: r[2].to_owned(),
            black: r[3].to_owned(),
            result: r[4].to_owned(),
            termination: r[5].to_owned(),
        })
        .collect()
}

/// The results CSV of a round that held `held`, with `ours` in it: a game
/// of ours replaces the row of the same round, board and players (its
/// result corrected since), every other row stays.
pub fn results_csv(held: &str, ours: &[&Archived]) -> String {
    rows_csv(
        read_csv(held)
            .into_iter()
            .chain(ours.iter().map(|g| Row::of(g))),
    )
}

/// The results CSV of `rows`, sorted by round and board; of two rows of
/// the same round, board and players the later stays.
pub fn rows_csv(all: impl IntoIterator<Item = Row>) -> String {
    let mut rows: BTreeMap<_, Row> = BTreeMap::new();
    for row in all {
        // The result is no part of the key: a corrected one replaces.
        rows.insert(row.key(), row);
    }
    let mut writer = csv::Writer::from_writer(Vec::new());
    let _ = writer.write_record(CSV_HEADER);
    for row in rows.values() {
        let _ = writer.write_record([
            &row.round,
            &row.board,
            &row.white,
            &row.black,
            &row.result,
            &row.termination,
        ]);
    }
    String::from_utf8(writer.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The TRF of `pairings` (the text of the round's pairings TRF) with the
/// results of `ours` written in, on top of `held` (the results TRF an
/// earlier export or another device wrote): a game goes in when its round
/// and board are a pairing of the TRF with the same players and it has a
/// result. `None` when `pairings` holds no pairing to play.
pub fn results_trf(pairings: &str, held: Option<&str>, ours: &[&Archived]) -> Option<String> {
    let pgns: Vec<&str> = ours.iter().map(|g| g.pgn.as_str()).collect();
    results_trf_of(pairings, held, &pgns)
}

/// [`results_trf`] of games given as their PGN.
pub fn results_trf_of(pairings: &str, held: Option<&str>, ours: &[&str]) -> Option<String> {
    let paired = Pairings::parse(pairings).ok()?;
    let mut results = Vec::new();
    for pgn in ours {
        let row = Row::of_pgn(pgn);
        let (Ok(round), Ok(board)) = (row.round.parse::<u32>(), row.board.parse::<u32>()) else {
            continue;
        };
        let pairing = paired
            .games()
            .iter()
            .find(|p| p.round == round && p.board == board)
            .filter(|p| p.white == row.white && p.black == row.black);
        let short = plies(pgn) < 2;
        let codes = row.result.split_once('-').and_then(|(white, black)| {
            let code = |points: &str| trf_code(points, short);
            Some((code(white)?, code(black)?))
        });
        if let (Some(p), Some((white_code, black_code))) = (pairing, codes) {
            results.push(TrfResult {
                white: p.details.white.rank,
                black: p.details.black.rank,
                round,
                white_code,
                black_code,
            });
        }
    }
    Some(with_results(held.unwrap_or(pairings), &results))
}

/// A side's points, as PGN writes them, as TRF26 codes them: `1`, `=`,
/// `0` for a game played, `W`, `D`, `L` for one of under two half-moves
/// (not rated). Each side has its own, so points no PGN result is
/// (`0-1/2`, `0-0`) are written too.
fn trf_code(points: &str, short: bool) -> Option<char> {
    Some(match (points, short) {
        ("1", false) => '1',
        ("1/2", false) => '=',
        ("0", false) => '0',
        ("1", true) => 'W',
        ("1/2", true) => 'D',
        ("0", true) => 'L',
        _ => return None,
    })
}

/// The half-moves of a game (its `PlyCount`; 0 when not said).
fn plies(pgn: &str) -> u32 {
    let tags = read_tags(pgn);
    let count = tags.iter().find(|(k, _)| k == "PlyCount");
    count.and_then(|(_, v)| v.parse().ok()).unwrap_or(0)
}
