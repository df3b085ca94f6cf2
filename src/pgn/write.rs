//! Writes a game as PGN: the seven-tag roster, TimeControl, Termination,
//! SetUp/FEN, PlyCount, and movetext with `%clk`/`%emt` after each move,
//! notes and the reason of the result as comments, lines of at most 80.

use std::fmt::Write as _;

use shakmaty::{Color, Position};

use crate::clock::pgn_clock;
use crate::dates::{pgn_date, utc_time};
use crate::game::Game;
use crate::game::{GameResult, Note, Termination};
use crate::rules::fen::to_fen;
use crate::rules::{Notation, Variant};
use crate::words::Language;
use crate::words::{Say, t};

/// Tags given by the organiser, in order (`Event`, `White`, ...).
pub type Tags = Vec<(String, String)>;

pub(super) const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
];

/// Tags pendule writes itself; given ones are replaced.
const GENERATED: [&str; 10] = [
    "Result",
    "WhiteScore",
    "BlackScore",
    "TimeControl",
    "WhiteTimeControl",
    "BlackTimeControl",
    "Termination",
    "Variant",
    "SetUp",
    "FEN",
];

/// The game as PGN, ending with a newline, its comments in the game's
/// language.
pub fn write_pgn(game: &Game, tags: &Tags) -> String {
    write_pgn_in(game, tags, Language::of(game))
}

/// The game as PGN, its comments in `lang`.
pub fn write_pgn_in(game: &Game, tags: &Tags, lang: Language) -> String {
    let mut out = String::new();
    let given = |name: &str| {
        tags.iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    let result = game.result().map_or("*", |r| r.pgn_result());
    for (name, default) in ROSTER {
        tag(&mut out, name, given(name).unwrap_or(default));
    }
    tag(&mut out, "Result", result);
    let setup = game.setup();
    if setup.white == setup.black {
        tag(&mut out, "TimeControl", &setup.white.to_string());
    } else {
        // PGN has no form for different controls: "?" and one tag each.
        tag(&mut out, "TimeControl", "?");
        tag(&mut out, "WhiteTimeControl", &setup.white.to_string());
        tag(&mut out, "BlackTimeControl", &setup.black.to_string());
    }
    let termination = game
        .result()
        .map_or("unterminated", |r| termination_tag(r.termination));
    tag(&mut out, "Termination", termination);
    // Points no PGN result is (Result "*"): each side's, in a tag.
    if let Some(scores) = game.result().and_then(|r| r.scores())
        && scores.standard().is_none()
    {
        tag(&mut out, "WhiteScore", scores.white.as_str());
        tag(&mut out, "BlackScore", scores.black.as_str());
    }
    for (name, value) in start_tags(game) {
        tag(&mut out, name, &value);
    }
    tag(
        &mut out,
        "PlyCount",
        &game.scoresheet().moves().len().to_string(),
    );
    for (name, value) in tags {
        let known = ROSTER.iter().any(|(r, _)| r == name)
            || GENERATED.contains(&name.as_str())
            || name == "PlyCount";
        if !known {
            tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let tokens = movetext(game, result, lang);
    wrap(&mut out, &tokens, 80);
    out
}

/// The tags of a game that does not begin with the standard game's
/// position: `Variant` (Chess960, whatever its start) and `SetUp` with the
/// `FEN` of the start, its castling rights as X-FEN (`KQkq` for the
/// outermost rooks, else the rook's file), which lichess and python-chess
/// read.
pub(super) fn start_tags(game: &Game) -> Vec<(&'static str, String)> {
    let setup = game.setup();
    let mut tags = Vec::new();
    if let Some(variant) = setup.variant.pgn_tag() {
        tags.push(("Variant", variant.to_owned()));
    }
    if setup.fen.is_some() || setup.variant != Variant::Standard {
        tags.push(("SetUp", "1".to_owned()));
        tags.push(("FEN", to_fen(game.scoresheet().start())));
    }
    tags
}

/// PGN's Termination values (the standard's own English words).
pub(super) fn termination_tag(termination: Termination) -> &'static str {
    match termination {
        Termination::Normal => "normal",
        Termination::TimeForfeit => "time forfeit",
        Termination::RulesInfraction => "rules infraction",
        Termination::Adjudication => "adjudication",
    }
}

/// The longest tag value written, in characters (PGN's string tokens are
/// at most 255, escapes included: 200 leaves room for them).
pub const MAX_TAG_CHARS: usize = 200;

fn tag(out: &mut String, name: &str, value: &str) {
    // A tag's name is a PGN symbol; anything else would end the tag.
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .take(MAX_TAG_CHARS)
        .collect();
    if name.is_empty() {
        return;
    }
    let value = tag_text(value).replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{value}\"]");
}

/// One tag pair as a line `[Name "value"]` and its newline, the value made
/// tag text ([`tag_text`]) and escaped.
pub fn tag_line(name: &str, value: &str) -> String {
    let mut out = String::new();
    tag(&mut out, name, value);
    out
}

/// Text as a tag may hold it: names are text, not PGN. Line breaks and
/// tabs become spaces (a spreadsheet cell with a line break split the tag
/// and took the board off the broadcast); other control characters, NUL,
/// the marks that reorder text (bidi overrides) and invisible spaces go
/// ([`unseen`]); spaces are collapsed; at most [`MAX_TAG_CHARS`], ending
/// in `…` when cut.
pub fn tag_text(value: &str) -> String {
    let kept: String = value
        .chars()
        .map(|c| {
            if matches!(c, '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .filter(|&c| !unseen(c))
        .collect();
    let text = kept
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    match text.char_indices().nth(MAX_TAG_CHARS) {
        Some(_) => {
            let cut: String = text.chars().take(MAX_TAG_CHARS - 1).collect();
            format!("{}…", cut.trim_end())
        }
        None => text,
    }
}

/// Characters text for people never needs and a reader never sees:
/// control characters, the invisible marks that change the order text is
/// drawn in, and invisible spaces (zero width, word joiner, the byte
/// order mark) that make two equal names differ. (The zero-width joiners
/// that shape some scripts and emoji stay.)
pub fn unseen(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{200b}' | '\u{2060}' | '\u{180e}' | '\u{feff}')
}

/// A comment's text; `}` would end it early.
pub(super) fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
}

/// The moves as PGN tokens: each numbered, with its clock and the notes
/// made at it, then what was noted without a move, the reason of the
/// result, the signatures and the result itself.
fn movetext(game: &Game, result: &str, lang: Language) -> Vec<String> {
    let sheet = game.scoresheet();
    let start = sheet.start();
    let first = start.turn();
    let mut tokens = Vec::new();
    let notes_at = |ply: usize| notes_said(game, lang, |n| n.ply == ply && !n.after_end);
    let opening = notes_at(0);
    if !opening.is_empty() {
        tokens.push(comment(&opening.join("; ")));
    }
    for (i, played) in sheet.moves().iter().enumerate() {
        let color = if i % 2 == 0 { first } else { !first };
        let number =
            start.fullmoves().get() as usize + (i + usize::from(first == Color::Black)) / 2;
        tokens.push(match color {
            Color::White => format!("{number}."),
            Color::Black => format!("{number}..."),
        });
        tokens.push(Notation::English.write(&played.san));
        let mut parts = Vec::new();
        parts.extend(move_clock(game, color, i / 2));
        let notes = notes_at(i + 1);
        if !notes.is_empty() {
            parts.push(notes.join("; "));
        }
        if !parts.is_empty() {
            tokens.push(comment(&parts.join(" ")));
        }
    }
    // Notes after presses whose moves were never entered.
    let unplayed = notes_said(game, lang, |n| n.ply > sheet.moves().len() && !n.after_end);
    if !unplayed.is_empty() {
        tokens.push(comment(&unplayed.join("; ")));
    }
    if let Some(r) = game.result() {
        tokens.push(comment(&result_reason(r, lang)));
        tokens.extend(signatures(game, lang));
    }
    // What the arbiter added after the end, after the result's reason.
    let after_end = notes_said(game, lang, |n| n.after_end);
    if !after_end.is_empty() {
        tokens.push(comment(&after_end.join("; ")));
    }
    tokens.push(result.to_owned());
    tokens
}

/// The notes that `keep` picks, said in `lang`, in the order made.
fn notes_said(game: &Game, lang: Language, keep: impl Fn(&Note) -> bool) -> Vec<String> {
    game.notes()
        .iter()
        .filter(|n| keep(n))
        .map(|n| n.said.say(lang))
        .collect()
}

/// The clock after `color`'s move number `index` (from 0) and the time it
/// took, from its press; the move that ended the game before any press
/// takes the final times. `None` for a move with neither.
fn move_clock(game: &Game, color: Color, index: usize) -> Option<String> {
    let (remaining, spent) = clock_after(game, color, index)?;
    let clk = format!("[%clk{KEEP}{}]", pgn_clock(remaining));
    Some(match spent {
        Some(spent) => format!("{clk} [%emt{KEEP}{}]", pgn_clock(spent)),
        None => clk,
    })
}

/// The clock after `color`'s move number `index` (from 0) and the time it
/// took when known: its press's, else the game's final times.
pub(super) fn clock_after(
    game: &Game,
    color: Color,
    index: usize,
) -> Option<(std::time::Duration, Option<std::time::Duration>)> {
    if let Some(press) = game.presses(color).get(index) {
        return Some((press.remaining, Some(press.spent)));
    }
    let times = game.final_times()?;
    Some((*times.get(color), game.final_spent()))
}

/// The reason of the result, marked when the arbiter has still to confirm
/// it; an arbiter's decision keeps what it replaced, proof and all.
pub(super) fn result_reason(r: &GameResult, lang: Language) -> String {
    let mut reason = r.reason.say(lang);
    if r.needs_arbiter {
        reason = t!(lang, "pgn-to-be-confirmed", reason = reason);
    }
    let mut replaced = r.replaced.as_deref();
    while let Some(earlier) = replaced {
        let was = match earlier.scores() {
            Some(scores) if scores.standard().is_none() => scores.to_string(),
            _ => earlier.outcome.as_str().to_owned(),
        };
        let why = earlier.reason.say(lang);
        reason = t!(lang, "pgn-replaces", reason = reason, was = was, why = why);
        replaced = earlier.replaced.as_deref();
    }
    reason
}

/// One comment per player who signed the result, with the time they did.
fn signatures(game: &Game, lang: Language) -> Vec<String> {
    let signed = game.confirmations();
    Color::ALL
        .into_iter()
        .filter_map(|color| {
            let when = utc_stamp((*signed.get(color))?);
            Some(comment(&t!(
                lang,
                "pgn-confirmed",
                side = color,
                when = when
            )))
        })
        .collect()
}

/// A wall-clock time as `2026.11.30 14:32:05 UTC`.
pub fn utc_stamp(secs: u64) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(i64::MAX);
    format!("{} {} UTC", pgn_date(days), utc_time(secs))
}

/// A space no line break may fall on: `[%clk 0:03:00]` stays whole.
const KEEP: char = '\u{0}';

/// Joins tokens with spaces into lines of at most `width` characters,
/// breaking inside comments at spaces where needed.
fn wrap(out: &mut String, tokens: &[String], width: usize) {
    let mut line = String::new();
    for word in tokens.iter().flat_map(|t| t.split(' ')) {
        let word = word.replace(KEEP, " ");
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    out.push_str(&line);
    out.push('\n');
}
