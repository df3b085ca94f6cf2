//! Time controls' text form, read and written: `180+2`,
//! `40/5400+30:1800+30`, `5400d5`, `300b3`, `*60`, `40/7200:20/3600:900`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use super::control::{ControlError, ControlProblem, Method, Period, TimeControl};

impl FromStr for TimeControl {
    type Err = ControlError;

    fn from_str(text: &str) -> Result<Self, ControlError> {
        let error = |part: &str, column: usize, why| ControlError {
            text: text.to_owned(),
            part: part.to_owned(),
            column,
            why,
        };
        if text.trim().is_empty() {
            return Err(error(text, 1, ControlProblem::Empty));
        }
        if let Some(rest) = text.strip_prefix('*') {
            let time =
                seconds(rest).ok_or_else(|| error(rest, 2, ControlProblem::HourglassSyntax))?;
            if time.is_zero() {
                return Err(error(rest, 2, ControlProblem::HourglassEmpty));
            }
            return Ok(TimeControl::Hourglass(time));
        }
        let mut periods = Vec::new();
        let mut column = 1;
        let parts: Vec<&str> = text.split(':').collect();
        for (i, part) in parts.iter().enumerate() {
            let period = period(part).map_err(|why| error(part, column, why))?;
            let last = i + 1 == parts.len();
            match (period.moves, last) {
                (None, false) => {
                    return Err(error(part, column, ControlProblem::MovesMissing));
                }
                (Some(_), true) => {
                    return Err(error(part, column, ControlProblem::LastHasMoves));
                }
                _ => {}
            }
            periods.push(period);
            column += part.chars().count() + 1;
        }
        let first = periods[0];
        if first.time.is_zero() && !matches!(first.method, Method::Fischer(d) if !d.is_zero()) {
            return Err(error(parts[0], 1, ControlProblem::FirstWithoutTime));
        }
        Ok(TimeControl::Periods(periods))
    }
}

/// `[MOVES/]SECONDS[+INC|dDELAY|bDELAY]`.
fn period(part: &str) -> Result<Period, ControlProblem> {
    let (moves, rest) = match part.split_once('/') {
        Some((moves, rest)) => {
            let moves: u32 = digits(moves).ok_or(ControlProblem::MoveCountSyntax)?;
            if moves == 0 {
                return Err(ControlProblem::NoMoves);
            }
            (Some(moves), rest)
        }
        None => (None, part),
    };
    let at = rest.find(['+', 'd', 'b']);
    let (time, method) = match at {
        Some(i) => (&rest[..i], Some((&rest[i..i + 1], &rest[i + 1..]))),
        None => (rest, None),
    };
    let time = seconds(time).ok_or(ControlProblem::TimeSyntax)?;
    let method = match method {
        None => Method::Plain,
        Some((kind, amount)) => {
            let amount = seconds(amount).ok_or(ControlProblem::IncrementSyntax)?;
            match kind {
                "+" => Method::Fischer(amount),
                "d" => Method::Delay(amount),
                _ => Method::Bronstein(amount),
            }
        }
    };
    Ok(Period {
        moves,
        time,
        method,
    })
}

fn digits<T: FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn seconds(text: &str) -> Option<Duration> {
    // More than a year of thinking time is a typo.
    digits::<u64>(text)
        .filter(|&s| s <= 366 * 86_400)
        .map(Duration::from_secs)
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(moves) = self.moves {
            write!(f, "{moves}/")?;
        }
        write!(f, "{}", self.time.as_secs())?;
        match self.method {
            Method::Plain => Ok(()),
            Method::Fischer(d) => write!(f, "+{}", d.as_secs()),
            Method::Delay(d) => write!(f, "d{}", d.as_secs()),
            Method::Bronstein(d) => write!(f, "b{}", d.as_secs()),
        }
    }
}

impl fmt::Display for TimeControl {
    /// The text form, as in PGN's TimeControl tag.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Hourglass(time) => write!(f, "*{}", time.as_secs()),
            TimeControl::Periods(periods) => {
                for (i, period) in periods.iter().enumerate() {
                    if i > 0 {
                        f.write_str(":")?;
                    }
                    write!(f, "{period}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn reads_and_writes_every_form() {
        let cases = [
            ("180+2", vec![(None, 180, Method::Fischer(secs(2)))]),
            (
                "40/5400+30:1800+30",
                vec![
                    (Some(40), 5400, Method::Fischer(secs(30))),
                    (None, 1800, Method::Fischer(secs(30))),
                ],
            ),
            ("5400d5", vec![(None, 5400, Method::Delay(secs(5)))]),
            ("300b3", vec![(None, 300, Method::Bronstein(secs(3)))]),
            (
                "40/7200:20/3600:900",
                vec![
                    (Some(40), 7200, Method::Plain),
                    (Some(20), 3600, Method::Plain),
                    (None, 900, Method::Plain),
                ],
            ),
            ("0+2", vec![(None, 0, Method::Fischer(secs(2)))]),
        ];
        for (text, periods) in cases {
            let control: TimeControl = text.parse().unwrap();
            let expected: Vec<Period> = periods
                .into_iter()
                .map(|(moves, time, method)| Period {
                    moves,
                    time: secs(time),
                    method,
                })
                .collect();
            assert_eq!(control, TimeControl::Periods(expected), "{text}");
            assert_eq!(control.to_string(), text);
        }
        assert_eq!("*60".parse(), Ok(TimeControl::Hourglass(secs(60))));
        assert_eq!(TimeControl::Hourglass(secs(60)).to_string(), "*60");
    }

    #[test]
    fn points_at_the_bad_part() {
        use ControlProblem::*;
        let cases = [
            ("", "", Empty),
            ("180+x", "180+x", IncrementSyntax),
            ("40/5400+30:18oo+30", "18oo+30", TimeSyntax),
            ("5400:40/1800", "5400", MovesMissing),
            ("40/5400", "40/5400", LastHasMoves),
            ("0/60:60", "0/60", NoMoves),
            ("0", "0", FirstWithoutTime),
            ("*", "", HourglassSyntax),
            ("*0", "0", HourglassEmpty),
            ("-5", "-5", TimeSyntax),
        ];
        for (text, part, why) in cases {
            let error = text.parse::<TimeControl>().unwrap_err();
            assert_eq!((error.part.as_str(), error.why), (part, why), "{text}");
        }
        let error = "40/5400+30:18oo+30".parse::<TimeControl>().unwrap_err();
        assert_eq!(error.column, 12);
    }
}
