//! What the game says, as data: its notes on the scoresheet, the reasons of
//! its results and why it refuses an input. `crate::words` words them in the
//! language of the moment they are shown (screen, PGN, command line).

use std::time::Duration;

use shakmaty::san::SanPlus;
use shakmaty::{ByColor, Color};

use super::incident::{IncidentNote, IncidentWhy};
use crate::rules::timeout::Verdict;
use crate::rules::{ClaimRuling, GameEnd, MoveLabel};

/// A comment on the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Noted {
    /// The arbiter set a side's clock.
    ClockSet { side: Color, time: Duration },
    /// The arbiter corrected a side's move count.
    MovesSet { side: Color, moves: u32 },
    /// The arbiter put a side in a period (from 1).
    PeriodSet { side: Color, period: usize },
    /// The arbiter took a move back.
    TakenBack { san: SanPlus },
    /// The arbiter's take-back undone: the move entered again.
    EnteredAgain { san: SanPlus },
    /// A player took back their own entry before pressing the clock.
    EntryWithdrawn { side: Color, san: SanPlus },
    /// The journal lost records from `line` on (`after` more).
    RecordsLost { line: usize, after: usize },
    /// A side's period passed at zero (a later period began).
    PeriodPassed { side: Color },
    /// A flag fell with moves still to enter before the ruling.
    FlagWithMovesMissing {
        side: Color,
        /// The move that ends the unfinished period, if not the last.
        before: Option<u32>,
        missing: usize,
    },
    /// A first illegal move, with the opponent's minutes (7.5).
    IllegalMove { side: Color, minutes: u64 },
    /// A press without a move (7.5.3); the minutes given when it was the first.
    EmptyPress { side: Color, minutes: Option<u64> },
    /// A claim found incorrect (9.5.3).
    ClaimRejected {
        side: Color,
        ruling: ClaimRuling,
        minutes: u64,
    },
    /// A draw offer (=).
    DrawOffered { side: Color },
    /// A draw offer declined by `side`.
    DrawDeclined { side: Color },
    /// Guidelines III.4: the increment granted.
    QuickplayIncrement {
        side: Color,
        seconds: u64,
        minutes: u64,
    },
    /// Guidelines III.5.3: the claim rejected.
    QuickplayRejected { side: Color, minutes: u64 },
    /// Guidelines III.5.2: the decision postponed (with minutes given, or none).
    QuickplayPostponed { side: Color, minutes: Option<u64> },
    /// The arbiter paused the clocks at a wall-clock time (seconds since
    /// 1970, UTC), with both clocks then.
    ArbiterPaused { utc: u64, clocks: ByColor<Duration> },
    /// A player called the arbiter at a wall-clock time.
    ArbiterCalled { side: Color, utc: u64 },
    /// The arbiter answered `side`'s call (made at `called`) at `utc`.
    ArbiterCame { side: Color, called: u64, utc: u64 },
    /// The arbiter resumed the clocks.
    ArbiterResumed { utc: u64, clocks: ByColor<Duration> },
    /// The game was restored after a stop (a power cut) at `utc`, its
    /// clocks paused; `written`: when the last record before it was.
    Restored {
        utc: u64,
        written: Option<u64>,
        clocks: ByColor<Duration>,
    },
    /// A side's scoresheet was more than one move behind (8.1.3): at most
    /// `moves` of its own moves missing, for `time`.
    Behind {
        side: Color,
        moves: usize,
        time: Duration,
    },
    /// A side entered "—": the moves are not recorded from here. `rapid`:
    /// no duty at all in rapid and blitz (A.2, B.3); else the 8.4 exemption.
    NotRecorded { side: Color, rapid: bool },
    /// The arbiter filled in the moves not recorded, from move `from`
    /// (a ply count from 1): the position is known again.
    FilledIn { from: usize },
    /// A side's press taken back: a stray one without a penalty, or the
    /// press that completed an illegal move (7.5.1).
    PressTakenBack { side: Color, stray: bool },
    /// Something that came after the move that ended the game on the board.
    Voided {
        what: Voided,
        side: Color,
        by: Option<MoveLabel>,
    },
    /// What an incident adds (`game::incident`).
    Incident(IncidentNote),
}

/// What a game end on the board made void.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Voided {
    Flag,
    Resignation,
    SecondIllegal,
}

/// Why a game ended, with what was added to it since.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason {
    /// The ruling.
    pub why: Why,
    /// Armageddon turned a draw into a win for Black.
    pub armageddon: bool,
    /// A side's quickplay claim was postponed: the arbiter declares (III.5.2).
    pub postponed: Option<Color>,
    /// The arbiter confirmed an undetermined ruling, with their words.
    pub confirmed: Option<String>,
    /// III.5.2: the arbiter ruled that the flag stands on a postponed claim.
    pub flag_stands: bool,
}

impl Reason {
    /// A ruling with nothing added.
    pub fn new(why: Why) -> Self {
        Reason {
            why,
            armageddon: false,
            postponed: None,
            confirmed: None,
            flag_stands: false,
        }
    }

    /// The helpmate line that proves a 6.9 ruling, if it has one (shown apart).
    pub fn verdict(&self) -> Option<&Verdict> {
        match &self.why {
            Why::Flag { verdict, .. } | Why::SecondIllegal { verdict, .. } => Some(verdict),
            Why::Resigned {
                verdict: Some(verdict),
                ..
            } => Some(verdict),
            _ => None,
        }
    }

    /// The ruling whose proof may still be shortened: a flag or a second
    /// illegal move (a resignation keeps only a draw's verdict).
    pub(super) fn ruled_loss_mut(&mut self) -> Option<&mut Verdict> {
        match &mut self.why {
            Why::Flag { verdict, .. } | Why::SecondIllegal { verdict, .. } => Some(verdict),
            _ => None,
        }
    }
}

/// The ruling itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// Mate, stalemate, dead position, fivefold, 75 moves.
    Board(GameEnd),
    /// A flag in clock-only mode: no position to rule on.
    FlagClockOnly { side: Color, before: Option<u32> },
    /// A flag ruled on Art. 6.9.
    Flag {
        verdict: Verdict,
        before: Option<u32>,
    },
    /// A second illegal move ruled on 7.5.5 with the position.
    SecondIllegal { side: Color, verdict: Verdict },
    /// A second illegal move in clock-only mode.
    SecondIllegalClockOnly { side: Color },
    /// A resignation; the verdict when the opponent could not mate (a draw).
    Resigned {
        side: Color,
        verdict: Option<Verdict>,
    },
    /// A correct draw claim.
    ClaimUpheld { side: Color, ruling: ClaimRuling },
    /// A draw agreed: `side` accepted the other's offer.
    DrawAgreed { side: Color },
    /// Guidelines III.5.1: the arbiter declared the game drawn.
    QuickplayDraw { side: Color },
    /// III.5.2: after the flag, the arbiter declares drawn the game whose
    /// draw claim by `side` was postponed.
    QuickplayDeclaredDraw { side: Color },
    /// The arbiter's decision, in the arbiter's words.
    Arbiter { words: String },
    /// A result an incident gave (`game::incident`).
    Incident(IncidentWhy),
}

/// Why an input does not fit the moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotNow {
    /// A ruling is being decided.
    Deciding,
    /// Moves are not entered in clock-only mode.
    ClockOnly,
    /// A ruling is awaited: only moves already pressed may be entered.
    RulingAwaited,
    /// `Color` must press before the next move is entered.
    PressFirst(Color),
    /// It is `Color`'s move on the scoresheet, not the other side's.
    NotYourMove(Color),
    /// `Color` must record (8.4 applies under five minutes without an
    /// increment of 30 s).
    MustRecord(Color),
    /// The position is unknown since a "—" (8.4): the arbiter fills the
    /// moves in before anything that needs it.
    PositionUnknown,
    /// A correction names a period the control lacks: it has this many
    /// (6.10.2).
    NoSuchPeriod(usize),
    /// A.5.1.1: a rapid or blitz game without adequate supervision, each
    /// player past ten moves: the clock's setting is not changed.
    ClockSettingFixed,
    /// The scoresheet is empty.
    NothingToTakeBack,
    /// No move entered and not yet pressed: a pressed move is the
    /// arbiter's to take back.
    NothingToWithdraw,
    /// A draw is offered after one's own move.
    OfferAfterMove,
    /// No offer to accept.
    NoOfferToAccept,
    /// No offer to decline.
    NoOfferToDecline,
    /// A verdict came that no ruling asked for.
    NoRulingAsked,
    /// A proof came that no ruling waits for.
    NoProofAsked,
    /// A proof whose moves do not end in the winner's mate.
    ProofDoesNotMate,
    /// Claims need the scoresheet.
    ClaimsNeedScoresheet,
    /// The arbiter paused the clocks: only the arbiter resumes them.
    ArbiterResumes,
    /// Only the arbiter does that (behind the PIN).
    ArbiterOnly,
    /// Not something the arbiter's screen does (a press, a move...).
    NotForTheArbiter,
    /// No correction to undo.
    NothingToUndo,
    /// No player's call waits for the arbiter.
    NoCall,
    /// A clock time past [`super::handle::MOST_SET_TIME`].
    TimeTooLong,
}
