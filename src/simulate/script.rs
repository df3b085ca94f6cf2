//! The text of a `pendule simulate` script: one instruction a line.

use shakmaty::Color;

use super::incidents;
use super::instruction::Instruction;
use super::values::{seconds, side};
use crate::clock::TimeControl;
use crate::game::{Mode, Quickplay, Supervision};
use crate::rules::{Claim, Variant, chess960};

/// Reads a script into numbered instructions.
///
/// # Errors
/// `(line number, why)` for the first line that cannot be read.
pub fn parse_script(text: &str) -> Result<Vec<(usize, Instruction)>, (usize, String)> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        out.push((i + 1, parse_line(line).map_err(|why| (i + 1, why))?));
    }
    Ok(out)
}

/// `#` starts a comment at the start of a line or after a blank; `Qh4#` is
/// a mate, not a comment.
fn strip_comment(line: &str) -> &str {
    let mut previous = ' ';
    for (i, c) in line.char_indices() {
        if c == '#' && previous.is_whitespace() {
            return &line[..i];
        }
        previous = c;
    }
    line
}

/// One line, a comment and the blanks around it gone: its first word
/// says the instruction, the rest is its argument.
fn parse_line(line: &str) -> Result<Instruction, String> {
    if line.starts_with('[') {
        return tag(line);
    }
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let no_argument = |i: Instruction| {
        if rest.is_empty() {
            Ok(i)
        } else {
            Err(format!("'{word}' takes nothing after it"))
        }
    };
    match word {
        "control" => control(rest),
        "mode" => match rest {
            "clock" => Ok(Instruction::Mode(Mode::Clock)),
            "scoresheet" => Ok(Instruction::Mode(Mode::Scoresheet)),
            _ => Err(format!("mode '{rest}': expected clock or scoresheet")),
        },
        "notation" => rest
            .parse()
            .map(Instruction::Notation)
            .map_err(|e| format!("{e}")),
        "armageddon" => no_argument(Instruction::Armageddon),
        "fen" if !rest.is_empty() => Ok(Instruction::Fen(rest.to_owned())),
        "fen" => Err("fen needs a position".into()),
        "variant" => match rest {
            "standard" => Ok(Instruction::Variant(Variant::Standard)),
            "chess960" => Ok(Instruction::Variant(Variant::Chess960)),
            _ => Err(format!("variant '{rest}': expected standard or chess960")),
        },
        "supervision" => match rest {
            "adequate" => Ok(Instruction::Supervision(Supervision::Adequate)),
            "inadequate" => Ok(Instruction::Supervision(Supervision::Inadequate)),
            _ => Err(format!(
                "supervision '{rest}': expected adequate (A.4) or inadequate (A.5)"
            )),
        },
        "chess960" => match rest.parse::<u16>() {
            Ok(n) if n < chess960::POSITIONS => Ok(Instruction::Chess960(n)),
            _ => Err(format!(
                "chess960 '{rest}': expected a starting position, 0 to 959"
            )),
        },
        "enter" if !rest.is_empty() => Ok(Instruction::Enter(rest.to_owned())),
        "enter" => Err("enter needs a move".into()),
        "wait" => seconds(rest).map(Instruction::Wait),
        "pause" => no_argument(Instruction::Pause),
        "resume" => no_argument(Instruction::Resume),
        "claim" => claim(rest),
        "offer" => maybe_side(rest).map(Instruction::Offer),
        "accept" => maybe_side(rest).map(Instruction::Accept),
        "decline" => maybe_side(rest).map(Instruction::Decline),
        "resign" => side(rest).map(Instruction::Resign),
        "call" => side(rest).map(Instruction::Call),
        "illegal" => incidents::illegal(rest),
        "touch" => incidents::touch(rest),
        "penalty" => incidents::penalty(rest),
        "scores" => incidents::scores(rest),
        "illegal-press" => side(rest).map(Instruction::IllegalPress),
        "undo-press" => side(rest).map(Instruction::UndoPress),
        "not-recorded" => side(rest).map(Instruction::NotRecorded),
        "fill-in" if !rest.is_empty() => Ok(Instruction::FillIn(rest.to_owned())),
        "fill-in" => Err("fill-in needs a move".into()),
        "quickplay" if rest.is_empty() => Ok(Instruction::QuickplayAnnounced),
        "quickplay" => quickplay(rest),
        "adjust" => incidents::adjust(rest),
        _ if word.starts_with(|c: char| c.is_ascii_digit() || c == '.') => thought(word, rest),
        _ => Err(format!("unknown instruction '{word}'")),
    }
}

/// `control SPEC` for both sides, or `control white|black SPEC` for one;
/// SPEC a preset's name or a control as written.
fn control(rest: &str) -> Result<Instruction, String> {
    let (side, spec) = match rest.split_once(char::is_whitespace) {
        Some(("white", spec)) => (Some(Color::White), spec.trim()),
        Some(("black", spec)) => (Some(Color::Black), spec.trim()),
        _ => (None, rest),
    };
    let control = TimeControl::preset(spec)
        .map(Ok)
        .unwrap_or_else(|| spec.parse::<TimeControl>())
        .map_err(|e| e.to_string())?;
    Ok(Instruction::Control(side, control))
}

/// `claim KIND [MOVE]`: the move is the one the claimant intends to play.
fn claim(rest: &str) -> Result<Instruction, String> {
    let (kind, intended) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let claim = kind.parse::<Claim>().map_err(|e| e.to_string())?;
    let intended = Some(intended.trim())
        .filter(|m| !m.is_empty())
        .map(str::to_owned);
    Ok(Instruction::Claim(claim, intended))
}

/// `quickplay SIDE RULING`, RULING one of [`QUICKPLAY_RULINGS`].
fn quickplay(rest: &str) -> Result<Instruction, String> {
    let (who, ruling) = rest
        .split_once(char::is_whitespace)
        .ok_or(format!("quickplay needs a side and {QUICKPLAY_RULINGS}"))?;
    let ruling = match ruling.trim() {
        "increment" => Quickplay::Increment,
        "no-increment" => Quickplay::Refuse,
        "accept" => Quickplay::Accepted,
        "draw" => Quickplay::Draw,
        "reject" => Quickplay::Reject,
        "postpone" => Quickplay::Postpone { extra_time: false },
        "postpone+2" => Quickplay::Postpone { extra_time: true },
        "unsupervised" => Quickplay::Unsupervised,
        other => {
            return Err(format!("quickplay '{other}': expected {QUICKPLAY_RULINGS}"));
        }
    };
    Ok(Instruction::Quickplay(side(who)?, ruling))
}

/// `T MOVE` or `T press`: `word` is the thinking time in seconds.
fn thought(word: &str, rest: &str) -> Result<Instruction, String> {
    let think = seconds(word)?;
    match rest {
        "" => Err(format!("after {word} seconds: a move or 'press'")),
        "press" => Ok(Instruction::Press(think)),
        m => Ok(Instruction::Play(think, m.to_owned())),
    }
}

fn tag(line: &str) -> Result<Instruction, String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or("a tag is [Name \"value\"]")?;
    let (name, value) = inner
        .split_once(char::is_whitespace)
        .ok_or("a tag is [Name \"value\"]")?;
    let value = value.trim();
    let quoted = value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .ok_or("a tag's value is in double quotes")?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!("'{name}' is not a tag name"));
    }
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.extend(chars.next()),
            '"' => return Err("a quote inside a tag's value needs a backslash".into()),
            c => value.push(c),
        }
    }
    Ok(Instruction::Tag(name.to_owned(), value))
}

/// Nothing (the side that may act) or a side.
fn maybe_side(text: &str) -> Result<Option<Color>, String> {
    if text.is_empty() {
        Ok(None)
    } else {
        side(text).map(Some)
    }
}

/// The rulings a `quickplay SIDE` line takes.
const QUICKPLAY_RULINGS: &str =
    "increment, no-increment, accept, draw, reject, postpone, postpone+2 or unsupervised";

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn reads_every_instruction() {
        let script = "\
[Event \"Club \\\"open\\\"\"]   # a comment
control 180+2
control white 300
control black armageddon-black
mode clock
mode scoresheet
notation fr
armageddon
fen 8/8/8/8/8/8/8/kQK5 b - - 0 1
12.5 Cf3
3 Qh4#
0.000000001 press
enter e4
wait 60
pause
resume
claim threefold
claim fifty Nf3
offer
accept
decline
resign white
adjust black 1:02:03.5
illegal black
offer white
accept black
decline black
illegal-press white
quickplay
quickplay black increment
quickplay white postpone+2
";
        let parsed = parse_script(script).unwrap();
        assert_eq!(parsed.len(), 31);
        assert_eq!(parsed[18].1, Instruction::Offer(None));
        assert_eq!(parsed[24].1, Instruction::Offer(Some(Color::White)));
        assert_eq!(parsed[25].1, Instruction::Accept(Some(Color::Black)));
        assert_eq!(parsed[27].1, Instruction::IllegalPress(Color::White));
        assert_eq!(parsed[28].1, Instruction::QuickplayAnnounced);
        assert_eq!(
            parsed[29].1,
            Instruction::Quickplay(Color::Black, Quickplay::Increment)
        );
        assert_eq!(
            parsed[30].1,
            Instruction::Quickplay(Color::White, Quickplay::Postpone { extra_time: true })
        );
        assert_eq!(
            parsed[0],
            (1, Instruction::Tag("Event".into(), "Club \"open\"".into()))
        );
        assert_eq!(
            parsed[9].1,
            Instruction::Play(Duration::from_millis(12_500), "Cf3".into())
        );
        assert_eq!(
            parsed[10].1,
            Instruction::Play(Duration::from_secs(3), "Qh4#".into())
        );
        assert_eq!(parsed[11].1, Instruction::Press(Duration::from_nanos(1)));
        assert_eq!(
            parsed[17].1,
            Instruction::Claim(Claim::FiftyMoves, Some("Nf3".into()))
        );
        assert_eq!(
            parsed[22].1,
            Instruction::Adjust(Color::Black, Duration::from_millis(3_723_500))
        );
    }

    #[test]
    fn says_which_line_is_wrong() {
        let cases = [
            (
                "control 40/",
                "bad time control '40/' at '40/' (column 1): the time is whole seconds",
            ),
            ("mode blitz", "mode 'blitz': expected clock or scoresheet"),
            ("1.2.3 e4", "'1.2.3' is not a number of seconds"),
            ("5", "after 5 seconds: a move or 'press'"),
            ("resign red", "'red' is not a side (white or black)"),
            ("adjust white 1:75:00", "'1:75:00' is not a time as H:MM:SS"),
            ("jump 3", "unknown instruction 'jump'"),
            ("[Event unquoted]", "a tag's value is in double quotes"),
            ("pause now", "'pause' takes nothing after it"),
            ("offer red", "'red' is not a side (white or black)"),
            (
                "quickplay white wait",
                "quickplay 'wait': expected increment, no-increment, accept, draw, reject, \
                 postpone, postpone+2 or unsupervised",
            ),
            (
                "illegal white jump",
                "illegal 'jump': expected move, promotion, press or two-hands (then stands)",
            ),
            (
                "illegal white stands move",
                "illegal: 'move' is not in its place",
            ),
            (
                "penalty white fine",
                "penalty 'fine': expected warning, points or loss",
            ),
            (
                "penalty white warning 11;5",
                "'11;5' is not an article (as 11.5 or A.5.2)",
            ),
            ("adjust black period 0", "periods count from 1"),
            ("adjust black moves x", "'x' is not a whole number"),
            (
                "claim draw",
                "unknown claim 'draw' (expected threefold or fifty)",
            ),
        ];
        for (line, why) in cases {
            let script = format!("# first\n\n{line}\n");
            assert_eq!(parse_script(&script), Err((3, why.to_owned())), "{line}");
        }
    }
}
