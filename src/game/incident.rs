//! The incidents an arbiter records beyond a plain illegal move or a time
//! correction: a promotion not completed (7.5.2) and a move made with two
//! hands (7.5.4); an illegal move that stands in rapid and blitz because
//! nobody acted before the opponent's move (A.5.2, B.3); a piece touched
//! to move it, which ends the right to claim on that move (9.4) and rejects
//! the opponent's offer (9.1.2.1); penalties other than time (12.9); and a
//! control that was set wrong, corrected (6.10.2), also after its flag.
//!
//! These are what the incidents are, as data; the game takes them in
//! `incident_rulings.rs`.

use shakmaty::Color;

use super::scores::Scores;
use crate::clock::TimeControl;

/// One incident, as the arbiter records it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Incident {
    /// An illegal move of `kind` by `side`, confirmed by the arbiter (7.5).
    Illegal {
        /// Who.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which kind.
        kind: Infraction,
    },
    /// `side`'s illegal move of `kind` was neither seen by the arbiter nor
    /// claimed before the opponent's next move: it stands (A.5.2, B.3).
    Stands {
        /// Who moved illegally.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which kind of illegal move.
        kind: Infraction,
    },
    /// `side`, on move, touched a piece to move or capture it (4.3).
    Touch(#[serde(with = "crate::serial::color")] Color),
    /// A penalty other than time (12.9), for an infraction of `article`.
    Penalty {
        /// The offender.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// Which.
        penalty: Penalty,
        /// The article infringed, as the arbiter cites it ("11.5").
        article: Option<String>,
    },
    /// The arbiter decides each side's points (11.7, 11.8, 12.9.4,
    /// 12.9.6): the game ends with them, or they replace its result.
    Scores {
        /// The points.
        scores: Scores,
        /// The article applied, as the arbiter cites it ("11.8").
        article: Option<String>,
    },
    /// The arbiter installs the right control for `side` (6.10.2): the
    /// time and move count stay as they are until corrected.
    Control {
        /// Whose clock.
        #[serde(with = "crate::serial::color")]
        side: Color,
        /// The control the event prescribes.
        control: TimeControl,
    },
}

/// The kinds of illegal move of 7.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Infraction {
    /// A move against Article 3 (7.5.1).
    Move,
    /// A pawn on the last rank, the clock pressed, the pawn not replaced:
    /// a queen replaces it (7.5.2).
    Promotion,
    /// The clock pressed without a move (7.5.3).
    Press,
    /// A move made with two hands (7.5.4): it stands, penalised.
    TwoHands,
}

/// The penalties of 12.9 other than time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Penalty {
    /// 12.9.1.
    Warning,
    /// 12.9.5: the points the offender scores in this game are reduced.
    Points,
    /// 12.9.6: the game is declared lost by the offender.
    Loss,
}

/// What the incidents add to the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IncidentNote {
    /// A draw offered at another moment than after one's own move: valid,
    /// for the arbiter to consider under 11.5 (9.1.2.1).
    OfferOnMove { side: Color },
    /// An incorrect claim stands as the claimant's draw offer (9.1.2.3).
    ClaimIsOffer { side: Color },
    /// A 7.5.2 or 7.5.4 illegal move; the minutes given when it was the first.
    Illegal {
        side: Color,
        kind: Infraction,
        minutes: Option<u64>,
    },
    /// An illegal move that stands (A.5.2); `sheet_stops`: the scoresheet
    /// cannot follow the position it made, the device is a clock from here.
    Stands {
        side: Color,
        kind: Infraction,
        sheet_stops: bool,
    },
    /// A piece touched by `side` rejects the opponent's offer (9.1.2.1).
    TouchRejectsOffer { side: Color },
    /// A warning or a reduction of points (12.9.1, 12.9.5).
    Penalty {
        side: Color,
        penalty: Penalty,
        article: Option<String>,
    },
    /// The arbiter installed `control` for `side` (6.10.2); `flag_void`:
    /// the flag that fell under the wrong setting does not stand.
    ControlSet {
        side: Color,
        control: TimeControl,
        flag_void: bool,
    },
    /// Guidelines III.4: the opponent declined the request, and the arbiter
    /// refuses it: the game goes on as it was.
    QuickplayRefused { side: Color },
}

/// The results the incidents give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IncidentWhy {
    /// 12.9.6: the arbiter declares the game lost by `side`.
    PenaltyLoss {
        side: Color,
        article: Option<String>,
    },
    /// The arbiter decided the points (11.7, 11.8, 12.9.4, 12.9.6).
    Scores {
        scores: Scores,
        article: Option<String>,
    },
    /// Guidelines III.4: the request, a draw offer, accepted by the opponent.
    QuickplayAccepted { side: Color },
    /// Guidelines III.6: with no arbiter present, the claim concludes the
    /// game; the designated arbiter decides.
    QuickplayUnsupervised { side: Color },
}

/// Why an incident does not fit the game; the game is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncidentRefusal {
    /// 7.5.2: the side's last move on the scoresheet is not a pawn promoted
    /// to a queen (enter it so: the queen replaces the pawn).
    NotPromotion(Color),
    /// An illegal move stands only in rapid and blitz (A.5.2, B.3): in a
    /// standard game it is corrected when found (7.5.1).
    StandsOnlyRapidBlitz,
    /// The opponent has not made the next move: the arbiter may still act,
    /// the opponent claim (A.5.2).
    StandsBeforeReply(Color),
    /// In rapid and blitz the side's illegal move, found after the
    /// opponent's reply, stands unpenalised (A.5.2, B.3).
    StoodAfterReply(Color),
    /// Only the player having the move touches a piece to move it (4.3).
    TouchNotOnMove(Color),
    /// The side touched a piece: no claim under 9.2 or 9.3 on this move (9.4).
    Touched(Color),
    /// The control of a side whose flag did not end the game is corrected
    /// only while the game goes on.
    ControlAfterEnd,
}

/// What the incidents keep between inputs.
#[derive(Debug, Clone, Default)]
pub(super) struct IncidentState {
    /// The side on move that touched a piece to move it (9.4), until its
    /// move is made.
    pub(super) touched: Option<Color>,
}
