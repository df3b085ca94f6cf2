//! How a game is set up before the first press.

use std::time::Duration;

use crate::clock::{GameKind, PeriodChange, TimeControl};
use crate::rules::timeout::DEFAULT_BUDGET;
use crate::rules::{Letters, Variant};

/// Presses only, or presses and moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Presses only: no position, so a flag simply loses.
    Clock,
    /// Each move is entered: the device knows the position and rules.
    #[default]
    Scoresheet,
}

/// Whether an arbiter supervises the game adequately (FIDE Laws, A.4:
/// one arbiter for at most three games) or not (A.5), as the event says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Supervision {
    /// A.4 (and any standard game).
    #[default]
    Adequate,
    /// A.5: in rapid and blitz, once each player has completed ten moves
    /// no change is made to the clock's setting (A.5.1.1).
    Inadequate,
}

/// Everything fixed before the first press.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GameSetup {
    /// White's control.
    pub white: TimeControl,
    /// Black's control.
    pub black: TimeControl,
    /// Presses only, or moves too.
    pub mode: Mode,
    /// When a multi-period control adds the next period.
    pub period_change: PeriodChange,
    /// A drawn game counts as a Black win.
    pub armageddon: bool,
    /// The start position as FEN; `None` for the standard one.
    pub fen: Option<String>,
    /// Standard chess or Chess960 (whose castling the FEN's rights follow).
    #[serde(default)]
    pub variant: Variant,
    /// FIDE's kind of game, when the arbiter sets it; else from the control.
    pub kind: Option<GameKind>,
    /// How long the Art. 6.9 search may take before the arbiter decides.
    pub timeout_budget: Duration,
    /// The language moves are typed in: its piece letters.
    pub language: Letters,
    /// The event announced the quickplay finish of Guidelines III (III.2.1).
    #[serde(default)]
    pub quickplay: bool,
    /// The supervision the event announced (A.4 or A.5).
    #[serde(default)]
    pub supervision: Supervision,
}

impl Default for GameSetup {
    fn default() -> Self {
        let blitz = TimeControl::preset("blitz").expect("a preset");
        GameSetup {
            white: blitz.clone(),
            black: blitz,
            mode: Mode::Scoresheet,
            period_change: PeriodChange::ByMoves,
            armageddon: false,
            fen: None,
            variant: Variant::Standard,
            kind: None,
            timeout_budget: DEFAULT_BUDGET,
            language: Letters::English,
            quickplay: false,
            supervision: Supervision::Adequate,
        }
    }
}

impl GameSetup {
    /// The kind of game: as set, or from White's control.
    pub fn kind(&self) -> GameKind {
        self.kind.unwrap_or_else(|| self.white.kind())
    }
}
