//! Time controls and their text form: `180+2`, `40/5400+30:1800+30`,
//! `5400d5`, `300b3`, `*60`, `40/7200:20/3600:900`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// How time is given back or held back on each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// Sudden death: nothing.
    Plain,
    /// Fischer: added for every move, the first one included (`+INC`).
    Fischer(Duration),
    /// Bronstein: the time used on a move is given back, up to this (`bDELAY`).
    Bronstein(Duration),
    /// Simple (US) delay: main time runs only after this each turn (`dDELAY`).
    Delay(Duration),
}

impl Method {
    /// The time a move gains by it: the increment or the delay (what A.1
    /// and B.1 count 60 times); nothing in sudden death.
    pub fn extra(self) -> Duration {
        match self {
            Method::Plain => Duration::ZERO,
            Method::Fischer(d) | Method::Bronstein(d) | Method::Delay(d) => d,
        }
    }
}

/// One period of a control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to complete in the period; `None` for the last one.
    pub moves: Option<u32>,
    /// Time added when the period begins.
    pub time: Duration,
    /// Increment or delay in the period.
    pub method: Method,
}

/// A validated time control for one side.
///
/// ```
/// use pendule::clock::{GameKind, TimeControl};
///
/// let classical: TimeControl = "40/5400+30:1800+30".parse().unwrap();
/// assert_eq!(classical.periods().len(), 2);
/// assert_eq!(classical.kind(), GameKind::Standard);
/// assert!("40/".parse::<TimeControl>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// One or more periods; all but the last have a move count.
    Periods(Vec<Period>),
    /// Hourglass: what the mover uses is added to the opponent.
    Hourglass(Duration),
}

/// The FIDE kind of game a control makes (A.1, B.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// Time plus 60 increments is 10 minutes or less.
    Blitz,
    /// More than 10 and less than 60 minutes.
    Rapid,
    /// 60 minutes or more.
    Standard,
}

impl GameKind {
    /// The penalty time of Articles 7.5 and 9.5.3: one minute in rapid and
    /// blitz (A.3), two otherwise.
    pub fn penalty(self) -> Duration {
        match self {
            GameKind::Blitz | GameKind::Rapid => Duration::from_secs(60),
            GameKind::Standard => Duration::from_secs(120),
        }
    }
}

/// A control text that cannot be read, with the part at fault
/// (the edges word it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlError {
    /// The whole text.
    pub text: String,
    /// The part at fault.
    pub part: String,
    /// Where the part starts, from 1.
    pub column: usize,
    /// Why.
    pub why: ControlProblem,
}

/// What is wrong with a part of a control text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlProblem {
    /// Nothing was given.
    Empty,
    /// A hourglass is `*` then whole seconds.
    HourglassSyntax,
    /// A hourglass of no time.
    HourglassEmpty,
    /// A period before the last without a move count.
    MovesMissing,
    /// The last period with a move count.
    LastHasMoves,
    /// The first period with no time and no increment.
    FirstWithoutTime,
    /// The move count is not whole moves before `/`.
    MoveCountSyntax,
    /// A period of no moves.
    NoMoves,
    /// The time is not whole seconds.
    TimeSyntax,
    /// The increment or delay is not whole seconds.
    IncrementSyntax,
}

impl TimeControl {
    /// The periods (a hourglass is one endless period).
    pub fn periods(&self) -> Vec<Period> {
        match self {
            TimeControl::Periods(periods) => periods.clone(),
            TimeControl::Hourglass(time) => vec![Period {
                moves: None,
                time: *time,
                method: Method::Plain,
            }],
        }
    }

    /// Whether it is a hourglass.
    pub fn is_hourglass(&self) -> bool {
        matches!(self, TimeControl::Hourglass(_))
    }

    /// FIDE's kind of game (A.1, B.1): the time for the first 60 moves of
    /// each player, every period that starts within them included, plus
    /// the increment or delay of each of those moves.
    pub fn kind(&self) -> GameKind {
        const MOVES: u32 = 60;
        let total = match self {
            TimeControl::Hourglass(time) => *time,
            TimeControl::Periods(periods) => {
                let mut total = Duration::ZERO;
                // Moves made before the period begins.
                let mut before = 0u32;
                for period in periods {
                    if before >= MOVES {
                        break;
                    }
                    let left = MOVES - before;
                    let moves = period.moves.map_or(left, |m| m.min(left));
                    total += period.time + period.method.extra() * moves;
                    before = before.saturating_add(period.moves.unwrap_or(MOVES));
                }
                total
            }
        };
        if total >= Duration::from_secs(3600) {
            GameKind::Standard
        } else if total > Duration::from_secs(600) {
            GameKind::Rapid
        } else {
            GameKind::Blitz
        }
    }

    /// Whether the last period has neither increment nor delay (a
    /// quickplay finish, Guidelines III); never for a hourglass.
    pub fn ends_without_increment(&self) -> bool {
        match self {
            TimeControl::Hourglass(_) => false,
            TimeControl::Periods(periods) => {
                periods.last().is_some_and(|p| p.method == Method::Plain)
            }
        }
    }

    /// A named preset: `classical`, `rapid`, `blitz`, `us-classical`, or
    /// `armageddon-white` / `armageddon-black`.
    pub fn preset(name: &str) -> Option<TimeControl> {
        let text = match name {
            "classical" | "fide-classical" => "40/5400+30:1800+30",
            "rapid" => "900+10",
            "blitz" => "180+2",
            "us-classical" => "5400d5",
            "armageddon-white" => "300",
            "armageddon-black" => "240",
            _ => return None,
        };
        text.parse().ok()
    }
}

crate::serial::serde_as_text!(TimeControl);

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

    #[test]
    fn presets() {
        for (name, text) in [
            ("classical", "40/5400+30:1800+30"),
            ("rapid", "900+10"),
            ("blitz", "180+2"),
            ("us-classical", "5400d5"),
            ("armageddon-white", "300"),
            ("armageddon-black", "240"),
        ] {
            assert_eq!(TimeControl::preset(name).unwrap().to_string(), text);
        }
        assert_eq!(TimeControl::preset("bullet"), None);
    }

    #[test]
    fn fide_game_kinds() {
        let kind = |t: &str| t.parse::<TimeControl>().unwrap().kind();
        assert_eq!(kind("180+2"), GameKind::Blitz);
        assert_eq!(kind("300+5"), GameKind::Blitz);
        assert_eq!(kind("300+6"), GameKind::Rapid);
        assert_eq!(kind("900+10"), GameKind::Rapid);
        assert_eq!(kind("3000+10"), GameKind::Standard);
        assert_eq!(kind("5400d5"), GameKind::Standard);
        assert_eq!(kind("40/5400+30:1800+30"), GameKind::Standard);
        // Several periods: the time of the first 60 moves of each player.
        assert_eq!(kind("20/600:300"), GameKind::Rapid);
        assert_eq!(kind("40/7200:20/3600:900"), GameKind::Standard);
        assert_eq!(kind("30/300:300"), GameKind::Blitz);
        assert_eq!(kind("30/300:301"), GameKind::Rapid);
        // A period that begins after move 60 does not count.
        assert_eq!(kind("60/600:3600"), GameKind::Blitz);
        assert_eq!(kind("59/600:3000"), GameKind::Standard);
        assert_eq!(kind("40/1200+10:600"), GameKind::Rapid);
        assert_eq!(kind("40/3000+10:600"), GameKind::Standard);
        assert_eq!(GameKind::Rapid.penalty(), secs(60));
        assert_eq!(GameKind::Standard.penalty(), secs(120));
    }
}
