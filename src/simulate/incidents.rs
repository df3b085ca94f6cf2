//! The arbiter's lines of a script: illegal moves of every kind (7.5) and
//! those that stand (A.5.2), a piece touched (9.4), penalties (12.9) and
//! corrections of the clock (6.10.2).

use super::instruction::Instruction;
use super::values::{hms, side};
use crate::clock::TimeControl;
use crate::game::{Incident, Infraction, Penalty, Points, Scores};

/// `illegal SIDE [move|promotion|press|two-hands] [stands]`.
pub(super) fn illegal(rest: &str) -> Result<Instruction, String> {
    let mut words = rest.split_whitespace();
    let who = side(words.next().unwrap_or(""))?;
    let mut kind = None;
    let mut stands = false;
    for word in words {
        match word {
            "stands" if !stands => stands = true,
            _ if kind.is_none() && !stands => kind = Some(infraction(word)?),
            _ => return Err(format!("illegal: '{word}' is not in its place")),
        }
    }
    Ok(match (kind, stands) {
        (kind, true) => Instruction::Incident(Incident::Stands {
            side: who,
            kind: kind.unwrap_or(Infraction::Move),
        }),
        (None | Some(Infraction::Move), false) => Instruction::Illegal(who),
        (Some(Infraction::Press), false) => Instruction::IllegalPress(who),
        (Some(kind), false) => Instruction::Incident(Incident::Illegal { side: who, kind }),
    })
}

fn infraction(word: &str) -> Result<Infraction, String> {
    match word {
        "move" => Ok(Infraction::Move),
        "promotion" => Ok(Infraction::Promotion),
        "press" => Ok(Infraction::Press),
        "two-hands" => Ok(Infraction::TwoHands),
        _ => Err(format!(
            "illegal '{word}': expected move, promotion, press or two-hands (then stands)"
        )),
    }
}

/// `touch SIDE`.
pub(super) fn touch(rest: &str) -> Result<Instruction, String> {
    Ok(Instruction::Incident(Incident::Touch(side(rest)?)))
}

/// `penalty SIDE warning|points|loss [ARTICLE]`.
pub(super) fn penalty(rest: &str) -> Result<Instruction, String> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let expected = "penalty needs a side, then warning, points or loss, then the article if cited";
    let (who, which, article) = match words.as_slice() {
        [who, which] => (*who, *which, None),
        [who, which, article] => (*who, *which, Some(*article)),
        _ => return Err(expected.into()),
    };
    let penalty = match which {
        "warning" => Penalty::Warning,
        "points" => Penalty::Points,
        "loss" => Penalty::Loss,
        _ => {
            return Err(format!(
                "penalty '{which}': expected warning, points or loss"
            ));
        }
    };
    if let Some(article) = article {
        let cited = article.len() <= 16
            && article.starts_with(|c: char| c.is_ascii_alphanumeric())
            && article
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '.');
        if !cited {
            return Err(format!("'{article}' is not an article (as 11.5 or A.5.2)"));
        }
    }
    Ok(Instruction::Incident(Incident::Penalty {
        side: side(who)?,
        penalty,
        article: article.map(str::to_owned),
    }))
}

/// `adjust SIDE H:MM:SS | moves N | period N | control SPEC`.
pub(super) fn adjust(rest: &str) -> Result<Instruction, String> {
    let expected = "adjust needs a side and H:MM:SS, moves N, period N or control SPEC";
    let (who, what) = rest.split_once(char::is_whitespace).ok_or(expected)?;
    let who = side(who)?;
    let what = what.trim();
    let (word, value) = what.split_once(char::is_whitespace).unwrap_or((what, ""));
    let value = value.trim();
    let count = |text: &str| {
        text.parse::<u32>()
            .map_err(|_| format!("'{text}' is not a whole number"))
    };
    match word {
        "moves" => Ok(Instruction::Moves(who, count(value)?)),
        "period" => match count(value)? {
            0 => Err("periods count from 1".into()),
            n => Ok(Instruction::Period(who, n as usize - 1)),
        },
        "control" => {
            let control = TimeControl::preset(value)
                .map(Ok)
                .unwrap_or_else(|| value.parse::<TimeControl>())
                .map_err(|e| e.to_string())?;
            Ok(Instruction::Incident(Incident::Control {
                side: who,
                control,
            }))
        }
        _ => Ok(Instruction::Adjust(who, hms(what)?)),
    }
}

/// `scores WHITE BLACK [ARTICLE]`: the points the arbiter decides, each
/// `0`, `1/2` or `1` (11.7, 11.8, 12.9.4, 12.9.6).
pub(super) fn scores(rest: &str) -> Result<Instruction, String> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let points = |i: usize| {
        words.get(i).and_then(|w| Points::parse(w)).ok_or_else(|| {
            format!("scores '{rest}': expected WHITE BLACK [ARTICLE], each 0, 1/2 or 1")
        })
    };
    let scores = Scores {
        white: points(0)?,
        black: points(1)?,
    };
    if words.len() > 3 {
        return Err(format!("scores '{rest}': one article at most"));
    }
    let article = words.get(2).map(|a| (*a).to_owned());
    Ok(Instruction::Incident(Incident::Scores { scores, article }))
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::super::script::parse_script;
    use super::*;

    #[test]
    fn reads_the_arbiter_s_lines() {
        let script = "\
illegal white
illegal black move
illegal white press
illegal black promotion
illegal white two-hands
illegal black stands
illegal white press stands
touch black
penalty white warning
penalty black loss 11.3.2.2
adjust white 0:10:00
adjust black moves 12
adjust white period 2
adjust black control 40/5400+30:1800+30
";
        let read: Vec<Instruction> = parse_script(script)
            .unwrap()
            .into_iter()
            .map(|(_, i)| i)
            .collect();
        let incident = Instruction::Incident;
        assert_eq!(
            read,
            [
                Instruction::Illegal(White),
                Instruction::Illegal(Black),
                Instruction::IllegalPress(White),
                incident(Incident::Illegal {
                    side: Black,
                    kind: Infraction::Promotion
                }),
                incident(Incident::Illegal {
                    side: White,
                    kind: Infraction::TwoHands
                }),
                incident(Incident::Stands {
                    side: Black,
                    kind: Infraction::Move
                }),
                incident(Incident::Stands {
                    side: White,
                    kind: Infraction::Press
                }),
                incident(Incident::Touch(Black)),
                incident(Incident::Penalty {
                    side: White,
                    penalty: Penalty::Warning,
                    article: None
                }),
                incident(Incident::Penalty {
                    side: Black,
                    penalty: Penalty::Loss,
                    article: Some("11.3.2.2".into())
                }),
                Instruction::Adjust(White, std::time::Duration::from_secs(600)),
                Instruction::Moves(Black, 12),
                Instruction::Period(White, 1),
                incident(Incident::Control {
                    side: Black,
                    control: "40/5400+30:1800+30".parse().unwrap()
                }),
            ]
        );
    }
}
