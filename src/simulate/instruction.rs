//! One line of a `pendule simulate` script, read: what the script's text
//! (`script`, `incidents`) is parsed into and the run plays. Its own file
//! so that the two parsers share it without needing each other.

use std::time::Duration;

use shakmaty::Color;

use crate::clock::TimeControl;
use crate::game::{Incident, Mode, Quickplay, Supervision};
use crate::rules::{Claim, Variant};
use crate::words::Language;

/// One instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Instruction {
    /// `[Tag "value"]`.
    Tag(String, String),
    /// `control SPEC`, `control white SPEC`, `control black SPEC`.
    Control(Option<Color>, TimeControl),
    /// `mode clock|scoresheet`.
    Mode(Mode),
    /// `notation en|fr|de|es`: the letters of the moves that follow.
    Notation(Language),
    /// `armageddon`.
    Armageddon,
    /// `fen FEN`: the start position (after `variant`, whose castling
    /// rights it reads).
    Fen(String),
    /// `variant standard|chess960`.
    Variant(Variant),
    /// `chess960 N`: Chess960 from its starting position number N (0-959).
    Chess960(u16),
    /// `supervision adequate|inadequate`: A.4 or A.5 as the event says.
    Supervision(Supervision),
    /// `T MOVE`: the side on move thinks, plays the move, presses.
    Play(Duration, String),
    /// `T press`: the side whose clock runs thinks and presses.
    Press(Duration),
    /// `enter MOVE`: a move written down with no press (the scoresheet
    /// catches up with presses made before).
    Enter(String),
    /// `wait T`.
    Wait(Duration),
    /// `pause`.
    Pause,
    /// `resume`.
    Resume,
    /// `claim threefold|fifty [MOVE]`.
    Claim(Claim, Option<String>),
    /// `offer`, `offer white|black`: a draw offer by the side that has
    /// just moved, or by the side named.
    Offer(Option<Color>),
    /// `accept`, `accept white|black`: the offer accepted by the side that
    /// may answer, or by the side named.
    Accept(Option<Color>),
    /// `decline`, `decline white|black`.
    Decline(Option<Color>),
    /// `resign white|black`.
    Resign(Color),
    /// `call white|black`: a player calls the arbiter (stamped with the
    /// wall clock, as the device stamps it).
    Call(Color),
    /// `adjust white|black H:MM:SS`.
    Adjust(Color, Duration),
    /// `adjust white|black moves N`: the arbiter sets the move count (6.10.2).
    Moves(Color, u32),
    /// `adjust white|black period N`: the arbiter sets the period, from 0
    /// (written from 1).
    Period(Color, usize),
    /// An incident the arbiter records: `illegal SIDE promotion|two-hands`,
    /// `illegal SIDE [KIND] stands`, `touch SIDE`, `penalty SIDE ...`,
    /// `adjust SIDE control SPEC`.
    Incident(Incident),
    /// `illegal white|black`.
    Illegal(Color),
    /// `illegal-press white|black`: the arbiter confirms a press without a
    /// move (7.5.3).
    IllegalPress(Color),
    /// `undo-press white|black`: the arbiter takes back a stray press of
    /// that side, without a penalty.
    UndoPress(Color),
    /// `not-recorded white|black`: "—" for that side's move (8.4).
    NotRecorded(Color),
    /// `fill-in MOVE`: the arbiter fills in a move missing from the
    /// scoresheet, after a "—" or any other (8.5).
    FillIn(String),
    /// `quickplay`: the event announced the quickplay finish (Guidelines III).
    QuickplayAnnounced,
    /// `quickplay white|black increment|no-increment|accept|draw|reject|
    /// postpone|postpone+2|unsupervised`: the player asked, the opponent or
    /// the arbiter answered (III.4, III.5, III.6).
    Quickplay(Color, Quickplay),
}
