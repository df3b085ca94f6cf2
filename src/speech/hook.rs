//! The driver's hook: after each input it glances at the game, and what
//! changed (a move, a period, a flag, a result, an offer, a pause) or a
//! threshold crossed goes to the players who chose to hear it, as data.
//! A speak request is answered from the clock at its moment. Nothing here
//! waits: announcements go to the speaker's queue with `try_send`.

use std::sync::mpsc::SyncSender;
use std::time::Duration;

use shakmaty::{ByColor, Color, KnownOutcome};

use super::choices::{Announcements, MoveWords, OutputCell, SpeechSettings};
use super::said::{Request, Said, SpokenMove};
use crate::clock::Moment;
use crate::game::{Game, Termination};
use crate::words::Language;

/// What one player is to hear now.
#[derive(Debug, Clone, PartialEq)]
pub struct Announcement {
    /// Who hears it (on their channel only).
    pub listener: Color,
    /// What is said, in order.
    pub said: Vec<Said>,
    /// The game's language.
    pub lang: Language,
    /// How the listener hears moves.
    pub moves: MoveWords,
    /// When it was asked for or happened (for the latency to its sound).
    pub asked: std::time::Instant,
}

/// What the hook compares from one input to the next.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Glance {
    plies: usize,
    periods: ByColor<usize>,
    paused: bool,
    offer: Option<Color>,
    flag: Option<Color>,
    result: Option<(KnownOutcome, bool)>,
}

impl Glance {
    fn of(game: &Game) -> Glance {
        let clock = game.clock();
        Glance {
            plies: game.scoresheet().moves().len(),
            periods: ByColor::new_with(|c| clock.side(c).period()),
            paused: clock.is_paused(),
            offer: game.pending_offer(),
            flag: clock.first_flag().map(|f| f.color),
            result: game.result().map(|r| (r.outcome, r.needs_arbiter)),
        }
    }
}

/// The speaker's end of the hook.
pub struct SpeechHook {
    choices: ByColor<Announcements>,
    glance: Option<Glance>,
    /// The running side's time at the last look, for thresholds crossed.
    seen: ByColor<Option<Duration>>,
    out: SyncSender<Announcement>,
    /// The speaker's output, set with the choices.
    output: Option<OutputCell>,
}

impl SpeechHook {
    /// A hook sending to `out` what the players chose in `choices`.
    pub fn new(choices: ByColor<Announcements>, out: SyncSender<Announcement>) -> SpeechHook {
        SpeechHook {
            choices,
            glance: None,
            seen: ByColor::default(),
            out,
            output: None,
        }
    }

    /// The hook that also sets the speaker's `output` when the settings
    /// change.
    pub fn with_output(self, output: OutputCell) -> SpeechHook {
        SpeechHook {
            output: Some(output),
            ..self
        }
    }

    /// The new settings: who hears what, and where.
    pub fn choose(&mut self, settings: &SpeechSettings) {
        self.choices = settings.by_side();
        if let Some(output) = &self.output {
            output.set(settings.output);
        }
    }

    fn send(&self, game: &Game, listener: Color, said: Vec<Said>) {
        if said.is_empty() {
            return;
        }
        // A full queue drops the announcement: the clock never waits.
        let _ = self.out.try_send(Announcement {
            listener,
            said,
            lang: Language::of(game),
            moves: self.choices.get(listener).moves,
            asked: std::time::Instant::now(),
        });
    }

    /// Answers a speak request from the clock at `now`.
    pub fn request(&self, game: &Game, now: Moment, request: Request) {
        let clock = game.clock();
        let side = request.clock();
        let account = clock.side(side);
        let said = Said::Time {
            side,
            remaining: clock.remaining(side, now),
            moves: account.moves(),
            to_control: account.moves_to_control(),
        };
        self.send(game, request.side, vec![said]);
    }

    /// After an input (or a deadline) at `now`: says what changed and the
    /// thresholds crossed to those who chose them.
    pub fn after(&mut self, game: &Game, now: Moment) {
        let glance = Glance::of(game);
        let before = self.glance.replace(glance.clone());
        let mut said = ByColor::<Vec<Said>>::default();
        if let Some(before) = before {
            for (listener, s) in changes(&before, &glance, game) {
                if wants(self.choices.get(listener), &s) {
                    said.get_mut(listener).push(s);
                }
            }
        }
        for (side, left) in self.crossed(game, now) {
            said.get_mut(side).push(Said::Threshold { side, left });
        }
        for listener in Color::ALL {
            self.send(game, listener, std::mem::take(said.get_mut(listener)));
        }
    }

    /// The thresholds the running side crossed since the last look (the
    /// lowest one when several were), for a side that chose warnings.
    fn crossed(&mut self, game: &Game, now: Moment) -> Vec<(Color, Duration)> {
        let clock = game.clock();
        let mut out = Vec::new();
        for side in Color::ALL {
            let running = clock.is_running() && clock.turn() == Some(side);
            if !running {
                *self.seen.get_mut(side) = None;
                continue;
            }
            let left = clock.remaining(side, now);
            let choices = self.choices.get(side);
            if let Some(before) = self.seen.get_mut(side).replace(left)
                && choices.warnings
                && let Some(at) = choices
                    .thresholds()
                    .into_iter()
                    .filter(|&t| before > t && left <= t)
                    .min()
            {
                out.push((side, at));
            }
        }
        out
    }

    /// When the running side's next threshold will be crossed, if it chose
    /// warnings: the driver looks again then.
    pub fn next_warning(&self, game: &Game, now: Moment) -> Option<Moment> {
        let clock = game.clock();
        let side = clock.turn().filter(|_| clock.is_running())?;
        let choices = self.choices.get(side);
        if !choices.warnings {
            return None;
        }
        let left = clock.remaining(side, now);
        let next = choices.thresholds().into_iter().find(|&t| t < left)?;
        Some(Moment::from_origin(now.since_origin() + (left - next)))
    }
}

/// Whether `choices` asks to hear `said`.
fn wants(choices: &Announcements, said: &Said) -> bool {
    match said {
        Said::Move(_) => choices.moves != MoveWords::Off,
        Said::Period { .. } => choices.periods,
        Said::Flag { .. } | Said::Result { .. } => choices.flag,
        Said::DrawOffer { .. } => choices.draw_offers,
        Said::Paused | Said::Resumed => choices.pauses,
        Said::Time { .. } | Said::Threshold { .. } => true,
    }
}

/// What changed from `before` to `after`, each with the player it is for:
/// a move for its mover's opponent, a period for its side, an offer for the
/// one who must answer, the rest for both.
fn changes(before: &Glance, after: &Glance, game: &Game) -> Vec<(Color, Said)> {
    let mut out = Vec::new();
    let both = |out: &mut Vec<(Color, Said)>, said: Said| {
        for c in Color::ALL {
            out.push((c, said.clone()));
        }
    };
    let sheet = game.scoresheet();
    for ply in before.plies..after.plies {
        let (Some(position), Some(played)) = (sheet.position_after(ply), sheet.moves().get(ply))
        else {
            continue;
        };
        if let Some(mv) = SpokenMove::of(position, &played.mv) {
            out.push((!mv.mover, Said::Move(mv)));
        }
    }
    for side in Color::ALL {
        let period = *after.periods.get(side);
        if period > *before.periods.get(side) {
            out.push((side, Said::Period { side, period }));
        }
    }
    if let (None, Some(side)) = (before.flag, after.flag) {
        both(&mut out, Said::Flag { side });
    }
    if let (None, Some((outcome, needs_arbiter))) = (before.result, after.result) {
        // A flag's ruling names the flag again: it may come seconds after it.
        let flagged = game
            .result()
            .filter(|r| r.termination == Termination::TimeForfeit)
            .and(after.flag);
        if let (Some(side), true) = (flagged, before.flag.is_some()) {
            both(&mut out, Said::Flag { side });
        }
        both(
            &mut out,
            Said::Result {
                outcome,
                needs_arbiter,
            },
        );
    }
    if let (None, Some(by)) = (before.offer, after.offer) {
        out.push((!by, Said::DrawOffer { by }));
    }
    if after.result.is_none() && before.paused != after.paused {
        both(
            &mut out,
            if after.paused {
                Said::Paused
            } else {
                Said::Resumed
            },
        );
    }
    out
}
