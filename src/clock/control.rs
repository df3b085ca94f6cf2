//! Time controls: their periods, the kind of game they make, the presets
//! (their text form is `written.rs`).

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

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
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
