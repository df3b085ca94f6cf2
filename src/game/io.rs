//! What goes into a game and what comes out of it.

use std::time::Duration;

use shakmaty::{Chess, Color};

use super::incident::Incident;
use super::outcome::GameResult;
use super::quickplay::Quickplay;
use crate::rules::Proof;
use crate::rules::timeout::Verdict;
use crate::rules::{Claim, Letters, Notation, decide, prove};

/// Everything that can happen to a game. Serialisable: a journal of inputs with
/// their moments replays the game exactly.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// A clock button (or a touch on a player's half).
    Press(#[serde(with = "crate::serial::color")] Color),
    /// A move entered on the scoresheet, as typed.
    Move(String),
    /// The language moves are typed in from now on: its piece letters
    /// (the words speak the same language).
    Language(Letters),
    /// The arbiter or a player pauses the clocks.
    Pause,
    /// The clocks run again.
    Resume,
    /// A draw claim by the side to move, with or without an intended move.
    Claim {
        /// What is claimed.
        claim: Claim,
        /// The move written down but not played.
        intended: Option<String>,
    },
    /// A draw offer by the side that just moved.
    OfferDraw,
    /// The side to move accepts the offer.
    AcceptDraw,
    /// The side to move declines it.
    DeclineDraw,
    /// A side resigns (5.1.2: a draw when the opponent cannot mate).
    Resign(#[serde(with = "crate::serial::color")] Color),
    /// A player signs the result (8.7), at a wall-clock time the edge
    /// stamps (seconds since 1970, UTC, as the device's clock knows it).
    Confirm {
        /// Who signs.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// When, by the wall clock.
        utc: u64,
    },
    /// The arbiter sets a side's remaining time.
    SetTime(#[serde(with = "crate::serial::color")] Color, Duration),
    /// The arbiter corrects a side's move count.
    SetMoves(#[serde(with = "crate::serial::color")] Color, u32),
    /// The arbiter sets a side's period (from 0).
    SetPeriod(#[serde(with = "crate::serial::color")] Color, usize),
    /// The arbiter confirms an illegal move by a side (7.5).
    IllegalMove(#[serde(with = "crate::serial::color")] Color),
    /// The answer to [`Output::Decide`]: the Art. 6.9 ruling.
    Verdict(Verdict),
    /// The answer to [`Output::Prove`]: the line shown as the proof of a
    /// loss ruled before it (the ruling's own when none shorter was found).
    Proof(Proof),
    /// Time passed (the flag deadline's timer fired).
    Tick,
    /// The arbiter takes back the last move on the scoresheet (a wrong
    /// entry); the presses stay, so the scoresheet then lags by one.
    TakeBack,
    /// The player who entered the last move takes it back before pressing
    /// the clock (a mis-tap crossed out, as on paper): the player's own
    /// correction, never an illegal move. Refused once the clock is pressed
    /// (the move is then the arbiter's to take back).
    Withdraw,
    /// The arbiter decides the result, also after the game ended (an
    /// undetermined 6.9 ruling, an appeal). Recorded as adjudication; a
    /// result it replaces is kept beside it.
    Override {
        /// The result.
        #[serde(with = "crate::serial::outcome")]
        outcome: shakmaty::KnownOutcome,
        /// Why, in the arbiter's words.
        reason: String,
    },
    /// A draw offer by a named side: after its own move as 9.1.2.1 asks,
    /// or at another moment, still valid (noted for the arbiter, 11.5).
    OfferDrawBy(#[serde(with = "crate::serial::color")] Color),
    /// A named side accepts the pending offer: refused for the offerer.
    AcceptDrawBy(#[serde(with = "crate::serial::color")] Color),
    /// A named side declines the pending offer: refused for the offerer.
    DeclineDrawBy(#[serde(with = "crate::serial::color")] Color),
    /// The arbiter confirms that a side pressed its clock without making a
    /// move (7.5.3): the press is taken back and penalised as an illegal
    /// move.
    IllegalPress(#[serde(with = "crate::serial::color")] Color),
    /// The quickplay finish (Guidelines III): the player on move asked,
    /// the arbiter rules, in one action.
    Quickplay {
        /// The player on move, who asked.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// The arbiter's ruling.
        ruling: Quickplay,
    },
    /// An input the arbiter made behind the PIN, at a wall-clock time the
    /// edge stamps (seconds since 1970, UTC): the game logs it with its
    /// outcome, and clocks the arbiter paused resume only by the arbiter.
    Arbiter {
        /// When, by the wall clock.
        utc: u64,
        /// What the arbiter did.
        input: Box<Input>,
    },
    /// A player calls the arbiter, at a wall-clock time the edge stamps
    /// (seconds since 1970, UTC): noted, and waiting (the hall's console
    /// shows it) until the arbiter acts behind the PIN.
    CallArbiter {
        /// Who calls.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// When, by the wall clock.
        utc: u64,
    },
    /// The arbiter came to the call waiting (behind the PIN, with nothing
    /// else to do): the call is answered and noted; nothing else changes.
    CallAnswered,
    /// The arbiter takes back a side's last press without a penalty (a
    /// stray press: a sleeve, a second tap): that side's clock runs again.
    UndoPress(#[serde(with = "crate::serial::color")] Color),
    /// The arbiter takes back the last correction of a time, a move count
    /// or a period (the arbiter's log says what it was).
    UndoCorrection,
    /// The game was restored after a stop (a power cut), at a wall-clock
    /// time: its clocks are paused and only the arbiter resumes them.
    Restored {
        /// When it was restored, by the wall clock.
        utc: u64,
        /// When the last record before the stop was written, if known.
        written: Option<u64>,
    },
    /// The journal lost records to damage when the game was restored: the
    /// scoresheet says so where it happened, for the arbiter to check.
    RecordsLost {
        /// The damaged record's line in the journal, from 1.
        line: usize,
        /// How many records were lost with it (after it).
        after: usize,
    },
    /// An incident the arbiter records: 7.5.2, 7.5.4, an illegal move that
    /// stands (A.5.2), a piece touched (9.4), a penalty (12.9), a control
    /// corrected (6.10.2).
    Incident(Incident),
    /// "—" entered for a side's move (Art. 8.4: under five minutes and no
    /// increment of 30 s, a player need not record): the position is
    /// unknown from there until the arbiter fills the moves in.
    NotRecorded(#[serde(with = "crate::serial::color")] Color),
}

/// A sound pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// A flag fell.
    FlagFall,
    /// A period passed at zero.
    PeriodPassed,
    /// The running side's time went under a minute (said by the edges,
    /// which decide what low is).
    LowTime,
    /// An entry was refused (casual mode only beeps for it).
    Refused,
    /// The game is over.
    GameOver,
}

/// What the edges must do.
#[derive(Debug, Clone, PartialEq)]
pub enum Output {
    /// Sound the buzzer.
    Buzz(Signal),
    /// Something visible changed.
    Redraw,
    /// Decide whether `flagged`'s opponent could still mate in `position`
    /// (Art. 6.9, or 7.5.5 after a second illegal move) and answer with
    /// [`Input::Verdict`]. Off the UI thread: it may search for seconds.
    Decide {
        /// The position on the board.
        position: Box<Chess>,
        /// The side whose flag fell, or who moved illegally again.
        flagged: Color,
    },
    /// Look for a shorter proof of `verdict`, a loss ruled in `position`
    /// (the game is over and shows it), and answer with [`Input::Proof`].
    /// Off the UI thread: it searches on every core for seconds.
    Prove {
        /// The final position.
        position: Box<Chess>,
        /// The ruling, with its first proof.
        verdict: Verdict,
    },
    /// The game ended.
    GameOver(GameResult),
}

impl Output {
    /// The input that answers a `Decide` or `Prove`, searched right here
    /// within `budget` (scripts, the screens' pictures, tests: their time
    /// is virtual; the device searches off its UI thread instead). `None`
    /// for the other outputs, and for a proof none shorter was found.
    pub fn answer_here(self, budget: Duration, notation: Notation) -> Option<Input> {
        match self {
            Output::Decide { position, flagged } => {
                Some(Input::Verdict(decide(&position, flagged, budget, notation)))
            }
            Output::Prove { position, verdict } => {
                prove(&position, &verdict, budget, notation).map(Input::Proof)
            }
            _ => None,
        }
    }
}
