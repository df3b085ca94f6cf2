//! What the screen shows, as one snapshot the driver publishes when
//! something visible changes. The face of the running clock is derived from
//! it by the UI (`remaining` minus the time since `taken`), so the driver
//! never ticks.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::clock::Moment;
use crate::game::{Game, GameResult};
use crate::rules::Notation;
use crate::words::Language;
use crate::words::t;

/// One side's clock as shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SideView {
    /// Time left at the snapshot.
    pub remaining: Duration,
    /// What is left of a simple delay in the running turn.
    pub delay_left: Option<Duration>,
    /// Moves completed.
    pub moves: u32,
    /// The period, from 0.
    pub period: usize,
    /// Moves still to make in this period.
    pub moves_to_control: Option<u32>,
    /// This side's flag was the first to fall.
    pub first_flag: bool,
    /// Periods passed at zero.
    pub periods_passed: u32,
}

/// The control as the setup wrote it; both when they differ.
fn control_text(game: &Game) -> String {
    let setup = game.setup();
    if setup.white == setup.black {
        setup.white.to_string()
    } else {
        format!("{} / {}", setup.white, setup.black)
    }
}

/// The whole screen's state.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct View {
    /// The moment of the snapshot.
    pub taken: Moment,
    /// Both clocks.
    pub sides: ByColor<SideView>,
    /// The running clock, if one runs.
    pub running: Option<Color>,
    /// The clock that runs now or on resume (`None` before the start).
    pub turn: Option<Color>,
    /// Started, not stopped, not running.
    pub paused: bool,
    /// Moves the scoresheet lacks behind the presses.
    pub lag: usize,
    /// A ruling is being searched ("deciding...").
    pub deciding: bool,
    /// The moves as scoresheet lines: `1. e4 e5`, `2. Nf3`.
    pub move_pairs: Vec<String>,
    /// The scoresheet's last move, written, and its side: what the
    /// arbiter's "take back the last move" would take.
    pub last_written: Option<(Color, String)>,
    /// The side to move on the scoresheet.
    pub to_move: Option<Color>,
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// The result's ruling stands and a shorter proof is being searched:
    /// the screen shows the ruling and says the proof is coming.
    pub proving: bool,
    /// The last refusal or storage problem, in words.
    pub message: Option<String>,
    /// A hourglass: the waiting side gains what the mover uses.
    pub hourglass: bool,
    /// The position on the scoresheet.
    pub position: shakmaty::Chess,
    /// The last move's squares, to mark on the board.
    pub last_move: Option<(shakmaty::Square, shakmaty::Square)>,
    /// The language of the game's words, for the words the screens add.
    pub lang: Language,
    /// The last input was a move entry the rules refused (casual play
    /// beeps for it; tournament play gives no hint).
    pub refused_entry: bool,
    /// The game's PGN tags: the players, event, round, board.
    pub tags: crate::pgn::Tags,
    /// The control, in the text form (`180+2`).
    pub control: String,
    /// The side whose draw offer is pending.
    pub offer: Option<Color>,
    /// When each player signed the result (8.7), by the wall clock.
    pub confirmations: ByColor<Option<u64>>,
    /// A clock ran or a move was entered: the game has begun.
    pub started: bool,
    /// The finished game is safely in the archive.
    pub archived: bool,
    /// The event announced the quickplay finish (Guidelines III).
    pub quickplay: bool,
    /// While storage fails: what the screen must say, whole, until it
    /// works again.
    pub storage: Option<String>,
    /// What the last input added to the record ("Black declines the draw
    /// offer", "arbiter: White's clock set to 0:05:00"): its feedback.
    pub note: Option<String>,
    /// The arbiter's part: the log, what the arbiter's keys may do now, and
    /// the last ruling the players must read.
    pub arbiter: ArbiterView,
    /// The game's comments (offers, claims, penalties, corrections,
    /// interruptions), each after its ply, for the scoresheet.
    pub notes: Vec<crate::game::Note>,
    /// Moves are entered (scoresheet mode): the play screen is the board
    /// beside both clocks.
    pub scoresheet: bool,
    /// The game for the players' phones (one QR code), once both signed.
    pub pocket: Option<crate::pgn::pocket::PocketTexts>,
}

/// What the arbiter's screen and the players' ruling line need of the game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ArbiterView {
    /// The arbiter's actions, oldest first, worded when shown.
    pub log: Vec<crate::game::Acted>,
    /// The clocks wait for the arbiter to resume them (a pause by the
    /// arbiter, a restore).
    pub held: bool,
    /// The last penalty (or press taken back) since the last press.
    pub ruling: Option<crate::game::Noted>,
    /// Each side's scoresheet while more than one move behind (8.1.3).
    pub behind: ByColor<Option<crate::game::Behind>>,
    /// The ply from which moves were not recorded ("—", 8.4), until the
    /// arbiter fills them in.
    pub unknown_from: Option<usize>,
    /// The side to enter, when it may enter "—" now (8.4).
    pub may_skip: Option<Color>,
    /// The side whose entered move waits for its press: the player may
    /// take it back (↶).
    pub withdrawable: Option<Color>,
    /// The side whose last press may be taken back.
    pub undoable_press: Option<Color>,
    /// The side whose last press completed no move on the scoresheet.
    pub unentered_press: Option<Color>,
    /// The arbiter's last action is a correction that "undo" takes back.
    pub can_undo: bool,
    /// Each side's illegal moves so far.
    pub illegal: ByColor<u32>,
    /// What an illegal move or a wrong claim gives the opponent (A.3, 7.5.2).
    pub penalty: Duration,
    /// A player's call waiting for the arbiter: who, and when (seconds
    /// since 1970, UTC).
    pub called: Option<(Color, u64)>,
}

impl ArbiterView {
    /// The arbiter's part of `game` at `now`.
    pub fn of(game: &Game, now: Moment) -> ArbiterView {
        ArbiterView {
            behind: ByColor::new_with(|c| game.behind(c)),
            unknown_from: game.unknown_from(),
            may_skip: game.may_skip_recording(now),
            withdrawable: game.withdrawable(),
            log: game.arbiter_log().to_vec(),
            held: game.is_held(),
            ruling: game.ruling().cloned(),
            undoable_press: game.undoable_press(),
            unentered_press: game.unentered_press(),
            can_undo: game.can_undo_correction(),
            illegal: game.illegal_moves(),
            penalty: game.setup().kind().penalty(),
            called: game.arbiter_called(),
        }
    }
}

impl View {
    /// The snapshot of `game` at `now`.
    pub fn of(game: &Game, now: Moment, notation: Notation, message: Option<String>) -> View {
        let clock = game.clock();
        let first_flag = clock.first_flag().map(|f| f.color);
        let side = |color: Color| {
            let account = clock.side(color);
            SideView {
                remaining: clock.remaining(color, now),
                delay_left: clock.delay_left(color, now),
                moves: account.moves(),
                period: account.period(),
                moves_to_control: account.moves_to_control(),
                first_flag: first_flag == Some(color),
                periods_passed: clock.periods_passed(color),
            }
        };
        let sheet = game.scoresheet();
        View {
            taken: now,
            sides: ByColor::new_with(side),
            running: clock.is_running().then(|| clock.turn()).flatten(),
            turn: clock.turn(),
            paused: clock.is_paused(),
            // Clock-only play enters no moves: nothing lags.
            lag: if game.setup().mode == crate::game::Mode::Scoresheet {
                game.lag()
            } else {
                0
            },
            deciding: game.is_deciding(),
            move_pairs: sheet.move_pairs_marked(notation, game.offer_plies()),
            last_written: sheet
                .moves()
                .last()
                .map(|m| (!sheet.turn(), notation.write(&m.san))),
            to_move: (game.result().is_none()).then(|| sheet.turn()),
            result: game.result().cloned(),
            proving: game.is_proving(),
            message,
            hourglass: game.setup().white.is_hourglass(),
            position: sheet.position().clone(),
            last_move: sheet
                .moves()
                .last()
                .and_then(|m| Some((m.mv.from()?, m.mv.to()))),
            lang: Language::of(game),
            refused_entry: false,
            tags: Vec::new(),
            control: control_text(game),
            offer: game.pending_offer(),
            confirmations: game.confirmations(),
            started: game.is_started(),
            archived: false,
            quickplay: game.setup().quickplay,
            storage: None,
            note: None,
            arbiter: ArbiterView::of(game, now),
            notes: game.notes().to_vec(),
            scoresheet: game.setup().mode == crate::game::Mode::Scoresheet,
            pocket: None,
        }
    }

    /// Gives the view `game`'s tags and, once both players have signed the
    /// result (Art. 8.7), the game as it goes home in their phones.
    pub fn with_tags(mut self, game: &Game, tags: crate::pgn::Tags) -> View {
        self.tags = tags;
        let signed = self.confirmations.white.is_some() && self.confirmations.black.is_some();
        if signed && self.result.is_some() {
            self.pocket = Some(crate::pgn::pocket::PocketTexts::of(game, &self.tags));
        }
        self
    }

    /// Where the day stands: prepared, playing, or ended (filed, signed).
    pub fn phase(&self) -> crate::day::Phase {
        let signed = self.confirmations.map(|c| c.is_some());
        crate::day::Phase::new(self.started, self.result.is_some(), self.archived, signed)
    }

    /// A tag's value, "" when absent.
    pub fn tag(&self, name: &str) -> &str {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map_or("", |(_, v)| v.as_str())
    }

    /// "enter White's move 6" while the scoresheet lags the presses, with
    /// how many are missing when more than one.
    pub fn lag_banner(&self) -> Option<String> {
        use shakmaty::Position;
        let lang = self.lang;
        let (mover, number) = (self.position.turn(), self.position.fullmoves().get());
        if self.lag == 0 {
            return None;
        }
        // After a "—" (8.4) the players enter nothing: the arbiter does.
        if self.arbiter.unknown_from.is_some() {
            return Some(t!(lang, "lag-banner-not-recorded"));
        }
        Some(t!(
            lang,
            "lag-banner",
            side = mover,
            number = number,
            missing = self.lag
        ))
    }

    /// A side's time at `now`, derived from the snapshot.
    pub fn remaining_at(&self, color: Color, now: Moment) -> Duration {
        let remaining = self.sides.get(color).remaining;
        let Some(running) = self.running else {
            return remaining;
        };
        let delay = self.sides.get(running).delay_left.unwrap_or_default();
        let used = (now - self.taken).saturating_sub(delay);
        if running == color {
            remaining.saturating_sub(used)
        } else if self.hourglass {
            remaining + used.min(self.sides.get(running).remaining)
        } else {
            remaining
        }
    }
}
