//! Pairings from FIDE's Tournament Report File (TRF16, and TRF26 applied
//! since September 2025), when the file carries the round's pairings.
//! Column positions are TRF26's, which keeps TRF16's player record (FIDE
//! Handbook, TRF26.pdf, "Player Section", as transcribed in the echecsjs
//! `trf` project's SPEC.md):
//!
//! - `001` in columns 1-3, the starting rank in 5-8, the title in 11-13,
//!   the name in 15-47, the FIDE rating in 49-52, the FIDE number in
//!   58-68, the points in 81-84;
//! - each round from column 92 on, ten columns a round: the opponent's
//!   starting rank in 92-95 (`0000` or blanks: none), the colour in 97
//!   (`w`, `b`, `-` or blank), the result in 99.
//!
//! A pairing is a round column with an opponent and a colour and no result
//! yet, and both players' lines must say the same game. TRF has no board
//! number: boards are numbered as FIDE's Swiss rules order a round's
//! pairings for publication (C.04.1 F.1): by the score of the higher
//! player, then the sum of both scores, then the higher player's rank
//! (here the starting rank). A pairing program that numbers its boards
//! otherwise (fixed boards, team matches) must export a round PGN or CSV.
//! Team records (`310`, `013`) and the NRS, bye and forfeit records are
//! not read. Columns count characters, so a UTF-8 file padded by bytes
//! would be read off by one column per accented letter before it.

use std::collections::HashMap;

use shakmaty::{ByColor, Color};

use super::error::PairingError;
use super::gathering::{Found, FoundDetails, Gathering};
use super::text::numbered_lines;

/// A header record's text (`012` the tournament, `022` the city), or "".
fn header<'a>(text: &'a str, code: &str) -> &'a str {
    numbered_lines(text)
        .map(|(_, raw)| raw.trim_start_matches('\u{feff}'))
        .find_map(|raw| raw.strip_prefix(code))
        .map_or("", str::trim)
}

/// Where round 1's columns begin (0-based), and each round's width.
const FIRST_ROUND: usize = 91;
const ROUND_WIDTH: usize = 10;
/// The points field (0-based, 81-84 in TRF's numbering).
const POINTS: std::ops::Range<usize> = 80..84;

/// One round column of a player line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cell {
    opponent: u32,
    colour: Option<Color>,
    /// The result code as written; `' '` when none.
    result: char,
}

/// One `001` line, read.
#[derive(Debug)]
struct Player {
    line: u64,
    rank: u32,
    title: &'static str,
    title_text: String,
    name: String,
    elo: String,
    fide: String,
    /// The score in tenths of a point.
    points: u32,
    rounds: Vec<Cell>,
}

/// Hands the pairings of the rounds a TRF holds paired and not yet played
/// to `gathering`.
///
/// # Errors
/// [`PairingError`] names the first bad player line;
/// [`PairingError::NoRoundToPlay`] when every round is played.
pub fn read(text: &str, gathering: &mut Gathering) -> Result<(), PairingError> {
    let players = read_players(text, gathering)?;
    let (event, site) = (header(text, "012"), header(text, "022"));
    let Some(mut games) = paired_games(&players, gathering)? else {
        return Err(PairingError::NoRoundToPlay);
    };
    // FIDE's order of a round's boards: the higher player's score, the
    // sum of the scores, the higher player's rank.
    let higher = |a: &Player, b: &Player| {
        (a.points, std::cmp::Reverse(a.rank)) >= (b.points, std::cmp::Reverse(b.rank))
    };
    let key = |&(round, w, b): &Paired| {
        let (w, b) = (&players[w], &players[b]);
        let top = if higher(w, b) { w } else { b };
        (
            round,
            std::cmp::Reverse(top.points),
            std::cmp::Reverse(w.points + b.points),
            top.rank,
        )
    };
    games.sort_by_key(key);
    let mut board = 0u32;
    let mut last_round = 0;
    for (round, w, b) in games {
        board = if round == last_round { board + 1 } else { 1 };
        last_round = round;
        let (w, b) = (&players[w], &players[b]);
        let (round, board_text) = (round.to_string(), board.to_string());
        let (white, black) = (side(w), side(b));
        gathering.add(&Found {
            line: w.line,
            round: &round,
            board: &board_text,
            white: &w.name,
            black: &b.name,
            white_fide_id: &w.fide,
            black_fide_id: &b.fide,
            details: ByColor { white, black },
            event,
            site,
        })?;
    }
    Ok(())
}

/// A game paired: its round, and White's and Black's index of the players.
type Paired = (u32, usize, usize);

/// Each game paired and not yet played, once, as (round, White, Black)
/// indices of `players`, both lines agreeing; `None` when the file has no
/// such round column at all.
fn paired_games(
    players: &[Player],
    gathering: &mut Gathering,
) -> Result<Option<Vec<Paired>>, PairingError> {
    let by_rank: HashMap<u32, usize> = players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.rank, i))
        .collect();
    let mut games = Vec::new();
    let mut any = false;
    for (i, player) in players.iter().enumerate() {
        for (r, cell) in player.rounds.iter().enumerate() {
            let Some(colour) = pending(cell) else {
                continue;
            };
            any = true;
            let theirs = by_rank.get(&cell.opponent).filter(|&&j| {
                players[j]
                    .rounds
                    .get(r)
                    .is_some_and(|c| c.opponent == player.rank && pending(c) == Some(!colour))
            });
            let round = r as u32 + 1;
            match theirs {
                Some(&j) if colour == Color::White => games.push((round, i, j)),
                Some(_) => {}
                None => gathering.problem(PairingError::TrfDisagree {
                    line: player.line,
                    round,
                    rank: player.rank,
                    opponent: cell.opponent,
                })?,
            }
        }
    }
    Ok(any.then_some(games))
}

/// A player's details as a pairing gives them.
fn side(p: &Player) -> FoundDetails<'_> {
    FoundDetails {
        elo: p.elo.as_str(),
        title: if p.title.is_empty() {
            &p.title_text
        } else {
            p.title
        },
        team: "",
        rank: p.rank,
    }
}

/// The colour of a round column that is a game paired and not yet played.
fn pending(cell: &Cell) -> Option<Color> {
    (cell.opponent > 0 && cell.result == ' ').then_some(cell.colour?)
}

/// The `001` lines of a TRF, each checked; a starting rank twice refused.
fn read_players(text: &str, gathering: &mut Gathering) -> Result<Vec<Player>, PairingError> {
    let mut players = Vec::new();
    let mut ranks = HashMap::new();
    for (line, raw) in numbered_lines(text) {
        let raw = raw.trim_start_matches('\u{feff}');
        if !raw.starts_with("001") {
            continue;
        }
        let player = match read_player(line, raw) {
            Ok(player) => player,
            Err(problem) => {
                gathering.problem(problem)?;
                continue;
            }
        };
        if ranks.insert(player.rank, line).is_some() {
            let rank = player.rank.to_string();
            gathering.problem(field(line, "repeated-rank", 4..8, &rank))?;
            continue;
        }
        players.push(player);
    }
    Ok(players)
}

/// The error of `what` in 0-based `columns` of line `line`.
fn field(
    line: u64,
    what: &'static str,
    columns: std::ops::Range<usize>,
    text: &str,
) -> PairingError {
    PairingError::TrfField {
        line,
        what,
        columns: format!("{}-{}", columns.start + 1, columns.end),
        text: crate::pgn::tag_text(text.trim()),
    }
}

/// One `001` line.
fn read_player(line: u64, raw: &str) -> Result<Player, PairingError> {
    let chars: Vec<char> = raw.chars().collect();
    let cut = |range: std::ops::Range<usize>| -> String {
        let end = range.end.min(chars.len());
        let start = range.start.min(end);
        chars[start..end]
            .iter()
            .collect::<String>()
            .trim()
            .to_owned()
    };
    let rank_text = cut(4..8);
    let rank = rank_text
        .parse::<u32>()
        .ok()
        .filter(|r| (1..=9999).contains(r))
        .ok_or_else(|| field(line, "starting-rank", 4..8, &rank_text))?;
    let points_text = cut(POINTS);
    let points = tenths(&points_text).ok_or_else(|| field(line, "points", POINTS, &points_text))?;
    let title_text = cut(10..13);
    let mut rounds = Vec::new();
    let mut start = FIRST_ROUND;
    while start < chars.len() {
        let opponent_text = cut(start..start + 4);
        let opponent = match opponent_text.as_str() {
            "" => 0,
            text => text
                .parse::<u32>()
                .ok()
                .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| field(line, "opponent", start..start + 4, text))?,
        };
        let at = |i: usize| chars.get(i).copied().unwrap_or(' ');
        let colour = match at(start + 5) {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            ' ' | '-' => None,
            c => return Err(field(line, "colour", start + 5..start + 6, &c.to_string())),
        };
        let result = match at(start + 7).to_ascii_uppercase() {
            c @ (' ' | '-' | '+' | 'W' | 'D' | 'L' | '1' | '=' | '0' | 'H' | 'F' | 'U' | 'Z') => c,
            c => return Err(field(line, "result", start + 7..start + 8, &c.to_string())),
        };
        rounds.push(Cell {
            opponent,
            colour,
            result,
        });
        start += ROUND_WIDTH;
    }
    Ok(Player {
        line,
        rank,
        title: title(&title_text),
        title_text,
        name: cut(14..47),
        elo: cut(48..52),
        fide: cut(57..68),
        points,
        rounds,
    })
}

/// TRF16's one-letter titles (`g`, `wm`...) as the titles they stand for;
/// "" for a title written out (`GM`), which is kept as it is.
fn title(text: &str) -> &'static str {
    match text {
        "g" => "GM",
        "m" => "IM",
        "f" => "FM",
        "c" => "CM",
        "wg" => "WGM",
        "wm" => "WIM",
        "wf" => "WFM",
        "wc" => "WCM",
        _ => "",
    }
}

/// `"11.5"` in tenths; blank is 0.
fn tenths(text: &str) -> Option<u32> {
    if text.is_empty() {
        return Some(0);
    }
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |s: &str| !s.is_empty() && s.len() <= 4 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 {
        return None;
    }
    Some(whole.parse::<u32>().ok()? * 10 + tenth.parse::<u32>().ok()?)
}

/// A game's result as a TRF writes it in each player's round column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrfResult {
    /// White's starting rank.
    pub white: u32,
    /// Black's.
    pub black: u32,
    /// The round, from 1.
    pub round: u32,
    /// White's code (`1`, `=`, `0`; `W`, `D`, `L` for a game of less than
    /// one move, which FIDE does not rate).
    pub white_code: char,
    /// Black's code.
    pub black_code: char,
}

/// The points a result code brings, in tenths, by TRF's default scoring.
fn points_of(code: char) -> u32 {
    match code.to_ascii_uppercase() {
        '1' | '+' | 'W' | 'F' | 'U' => 10,
        '=' | 'D' | 'H' => 5,
        _ => 0,
    }
}

/// `text` (a TRF) with each of `results` written into both players' round
/// columns, and their points (columns 81-84) counted again by TRF's
/// default scoring; every other byte as it was. A column that names
/// another opponent is left alone: the result is not written.
pub fn with_results(text: &str, results: &[TrfResult]) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for piece in text.split_inclusive(['\n']) {
        let body = piece.trim_end_matches(['\r', '\n']);
        let end = &piece[body.len()..];
        let rank = body
            .strip_prefix("001")
            .and_then(|_| body.get(4..8))
            .and_then(|r| r.trim().parse::<u32>().ok());
        let mine = results.iter().filter_map(|r| match rank {
            Some(rank) if rank == r.white => Some((r.round, r.black, r.white_code)),
            Some(rank) if rank == r.black => Some((r.round, r.white, r.black_code)),
            _ => None,
        });
        let mut chars: Vec<char> = body.chars().collect();
        for (round, opponent, code) in mine {
            write_result(&mut chars, round, opponent, code);
        }
        out.extend(chars);
        out.push_str(end);
    }
    out
}

/// Writes `code` into round `round` of a player line, if its opponent is
/// `opponent`, and counts the points again.
fn write_result(chars: &mut Vec<char>, round: u32, opponent: u32, code: char) {
    let start = FIRST_ROUND + ROUND_WIDTH * (round as usize - 1);
    let text = |chars: &[char], r: std::ops::Range<usize>| -> String {
        chars
            .get(r)
            .map(|c| c.iter().collect::<String>())
            .unwrap_or_default()
    };
    if text(chars, start..start + 4).trim().parse::<u32>().ok() != Some(opponent) {
        return;
    }
    if chars.len() < start + 8 {
        chars.resize(start + 8, ' ');
    }
    let old = chars[start + 7];
    chars[start + 7] = code;
    let Some(points) = tenths(text(chars, POINTS).trim()) else {
        return;
    };
    let points = (points + points_of(code)).saturating_sub(points_of(old));
    let shown = format!("{:>4}", format!("{}.{}", points / 10, points % 10));
    for (i, c) in shown.chars().enumerate() {
        chars[POINTS.start + i] = c;
    }
}
