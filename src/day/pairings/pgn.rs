//! Pairings as a round PGN, as pairing programs (Swiss-Manager, Vega) and
//! e-scoresheets (Clono) exchange a round: one game a board, its tags and
//! an empty move list with `*`. Tags read: `Event`, `Round`, `White`,
//! `Black` (each game must have them), `Board` or `Table` for the board,
//! `WhiteElo`/`BlackElo`, `WhiteTitle`/`BlackTitle`, `WhiteTeam`/
//! `BlackTeam`, `WhiteFideId`/`BlackFideId`.
//!
//! The board is the `Board` tag, else the `Table` tag, else the part after
//! the dot of a `Round` like `3.12` (PGN's sub-round, which the pairing
//! programs that write no board tag number boards by); a game with none
//! of them is refused rather than given a board by its place in the file,
//! which would seat two players at another board's clock.
//!
//! The tag sections are read here, line by line, rather than with
//! pgn-reader: a bad file must be named by its line, which pgn-reader's
//! visitor does not know, and the moves (none in a round to play) are not
//! needed. Movetext and its `{comments}` are skipped.

use super::error::PairingError;
use super::gathering::{Found, FoundDetails, Gathering};
use super::text::numbered_lines;
use shakmaty::ByColor;

/// One game's tags and the line of its first.
struct Game {
    line: u64,
    tags: Vec<(String, String)>,
}

impl Game {
    fn get(&self, name: &str) -> Option<&str> {
        let found = self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
        found.map(|(_, v)| v.trim())
    }
}

/// Hands the games of a round PGN to `gathering`.
///
/// # Errors
/// [`PairingError`] names the first bad line, or the first tag of a game
/// that lacks a tag.
pub fn read(text: &str, gathering: &mut Gathering) -> Result<(), PairingError> {
    let mut game: Option<Game> = None;
    // Within the movetext; in a `{...}` comment there (a line of it may
    // begin with `[`, as `[%clk ...]` does).
    let mut in_moves = false;
    let mut comment_depth = 0usize;
    let mut blank_before = false;
    for (line, raw) in numbered_lines(text) {
        let trimmed = raw.trim().trim_start_matches('\u{feff}');
        if trimmed.is_empty() {
            blank_before = true;
            continue;
        }
        let is_tag = trimmed.starts_with('[') && comment_depth == 0;
        if is_tag {
            if in_moves || blank_before || game.is_none() {
                if let Some(done) = game.take() {
                    add(gathering, &done)?;
                }
                game = Some(Game {
                    line,
                    tags: Vec::new(),
                });
                in_moves = false;
            }
            let tags = &mut game.as_mut().expect("a game was begun").tags;
            if read_tags(trimmed, tags).is_none() {
                gathering.problem(PairingError::NotATag { line })?;
            }
        } else if !trimmed.starts_with('%') && !trimmed.starts_with(';') {
            in_moves = true;
            for b in trimmed.bytes() {
                match b {
                    b'{' => comment_depth += 1,
                    b'}' => comment_depth = comment_depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
        blank_before = false;
    }
    if let Some(done) = game {
        add(gathering, &done)?;
    }
    Ok(())
}

/// Hands one game's pairing to `gathering`.
fn add(gathering: &mut Gathering, game: &Game) -> Result<(), PairingError> {
    match pairing_of(gathering, game) {
        Err(missing @ PairingError::MissingTag { .. }) => gathering.problem(missing),
        other => other,
    }
}

/// Hands one game to `gathering`; a missing tag is the error.
fn pairing_of(gathering: &mut Gathering, game: &Game) -> Result<(), PairingError> {
    let line = game.line;
    let needed = |tag: &'static str| game.get(tag).ok_or(PairingError::MissingTag { line, tag });
    let event = needed("Event")?;
    let round = needed("Round")?;
    let (white, black) = (needed("White")?, needed("Black")?);
    let (round, sub) = match round.split_once('.') {
        Some((round, sub)) => (round, Some(sub)),
        None => (round, None),
    };
    let board = game
        .get("Board")
        .or_else(|| game.get("Table"))
        .or(sub)
        .ok_or(PairingError::MissingTag { line, tag: "Board" })?;
    let side = |colour: &str| FoundDetails {
        elo: game.get(&format!("{colour}Elo")).unwrap_or(""),
        title: game.get(&format!("{colour}Title")).unwrap_or(""),
        team: game.get(&format!("{colour}Team")).unwrap_or(""),
        rank: 0,
    };
    gathering.add(&Found {
        line,
        round,
        board,
        white,
        black,
        white_fide_id: game.get("WhiteFideId").unwrap_or(""),
        black_fide_id: game.get("BlackFideId").unwrap_or(""),
        details: ByColor {
            white: side("White"),
            black: side("Black"),
        },
        event,
        site: game.get("Site").unwrap_or(""),
    })
}

/// The tag pairs of one line (`[Name "value"]`, one or more), with PGN's
/// `\"` and `\\` escapes; `None` when the line is no tag pair.
fn read_tags(line: &str, tags: &mut Vec<(String, String)>) -> Option<()> {
    let mut rest = line.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('[')?;
        let name_end = inner.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
        let (name, after) = inner.split_at(name_end);
        let mut chars = after.trim_start().strip_prefix('"')?.char_indices();
        let mut value = String::new();
        let close = loop {
            match chars.next()? {
                (_, '\\') => value.push(chars.next()?.1),
                (at, '"') => break at,
                (_, c) => value.push(c),
            }
        };
        let after = after.trim_start()[1..][close + 1..].trim_start();
        rest = after.strip_prefix(']')?.trim_start();
        if name.is_empty() {
            return None;
        }
        tags.push((name.to_owned(), value));
    }
    Some(())
}
