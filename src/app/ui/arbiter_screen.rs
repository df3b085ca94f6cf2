//! The arbiter's screen drawn from the view: the PIN's lock, the log, the
//! clocks to correct, and the inputs and words each action asks for.

use shakmaty::{Color, KnownOutcome};
use slint::ComponentHandle;

use super::{AppWindow, ArbiterAdapter};
use crate::app::View;
use crate::clock::{DEFAULT_TENTHS_BELOW, Moment, clock_face};
use crate::game::Input;
use crate::pin::{PinGuard, PinHash};
use crate::words::Language;
use crate::words::Say;
use crate::words::t;

/// The PIN typed so far, whether it opened the screen, and the wrong PINs
/// before it.
#[derive(Debug, Clone, Default)]
pub struct Lock {
    typed: String,
    unlocked: bool,
    guard: PinGuard,
    /// Said under the keypad (a wrong PIN, how long the keypad waits).
    pub message: Option<String>,
}

impl Lock {
    /// A digit typed at `now`; the PIN is checked once it has all its
    /// digits. While the keypad waits, digits are not taken.
    pub fn digit(&mut self, digit: i32, pin: &PinHash, lang: Language, now: Moment) {
        self.message = None;
        if pin.is_locked() {
            // Said at the first digit, and none counted as a wrong PIN.
            self.typed.clear();
            self.message = Some(crate::pin::PinRefusal::Locked.words(lang));
            return;
        }
        if let Err(waiting) = self.guard.ready(now) {
            self.typed.clear();
            self.message = Some(waiting.words(lang));
            return;
        }
        self.typed
            .push(char::from_digit(digit.clamp(0, 9) as u32, 10).unwrap_or('0'));
        if self.typed.len() < pin.digits() {
            return;
        }
        let typed = std::mem::take(&mut self.typed);
        match self.guard.attempt(&typed, pin, now) {
            Ok(()) => self.unlocked = true,
            Err(refusal) => self.message = Some(refusal.words(lang)),
        }
    }

    /// Starts again from nothing and closes the screen; the wrong PINs
    /// are remembered (closing must not be a way round the wait).
    pub fn lock(&mut self) {
        let guard = std::mem::take(&mut self.guard);
        *self = Lock {
            guard,
            ..Lock::default()
        };
    }

    /// Whether the screen is open.
    pub fn is_unlocked(&self) -> bool {
        self.unlocked
    }

    /// Wrong PINs in a row, for the data directory to keep.
    pub fn wrong(&self) -> u32 {
        self.guard.wrong()
    }

    /// A closed keypad that remembers wrong PINs from before a restart.
    pub fn resumed(guard: PinGuard) -> Lock {
        Lock {
            guard,
            ..Lock::default()
        }
    }
}

/// The arbiter's quickplay-finish ruling (`increment`, `no-increment`,
/// `accept`, `draw`, `reject`, `postpone`, `unsupervised`) on the request
/// of the player on move, and the words that ask to confirm it.
pub fn quickplay(word: &str, view: &View) -> Option<super::arbiter_asks::Asked> {
    use crate::game::Quickplay;
    // After a flag, the side whose claim was postponed (III.5.2): "draw"
    // declares the game drawn, "reject" rules that the flag stands.
    let postponed = view
        .result
        .as_ref()
        .filter(|r| r.needs_arbiter)
        .and_then(|r| r.reason.postponed);
    let side = view.turn.or(postponed)?;
    let ruling = match word {
        "increment" => Quickplay::Increment,
        "draw" => Quickplay::Draw,
        "reject" => Quickplay::Reject,
        "postpone" => Quickplay::Postpone { extra_time: true },
        "no-increment" => Quickplay::Refuse,
        "accept" => Quickplay::Accepted,
        "unsupervised" => Quickplay::Unsupervised,
        _ => return None,
    };
    let declared = view.turn.is_none();
    let what = match ruling {
        Quickplay::Draw if declared => t!(view.lang, "quickplay-declared-draw"),
        Quickplay::Reject if declared => t!(view.lang, "quickplay-flag-stands"),
        Quickplay::Increment => t!(view.lang, "quickplay-increment"),
        Quickplay::Draw => t!(view.lang, "quickplay-draw"),
        Quickplay::Reject => t!(view.lang, "quickplay-reject"),
        Quickplay::Postpone { .. } => t!(view.lang, "quickplay-postpone"),
        Quickplay::Refuse => t!(view.lang, "quickplay-no-increment"),
        Quickplay::Accepted => t!(view.lang, "quickplay-accept"),
        Quickplay::Unsupervised => t!(view.lang, "quickplay-unsupervised"),
    };
    let words = t!(view.lang, "quickplay-asked", side = side, ruling = what);
    Some((Some(Input::Quickplay { side, ruling }), words))
}

/// The input that decides the result (`1-0`, `1/2-1/2`, `0-1`) for the
/// reason `written` (the arbiter's words; a plain default when none), and
/// the words that ask to confirm it: a result already reached is named, for
/// the arbiter's decision replaces it (and the record keeps both). The same
/// result again asks nothing: there is nothing to confirm.
pub fn decide(result: &str, written: &str, view: &View) -> Option<super::arbiter_asks::Asked> {
    let lang = view.lang;
    let outcome: KnownOutcome = result.parse().ok()?;
    let reason = if written.is_empty() {
        t!(lang, "decide-default-reason")
    } else {
        written.to_owned()
    };
    let new = super::arbiter_log::shown_outcome(outcome);
    let words = match &view.result {
        Some(current) if current.outcome == outcome && !current.needs_arbiter => {
            return Some((None, t!(lang, "decide-already", new = new)));
        }
        Some(current) => {
            t!(
                lang,
                "decide-replace",
                was = super::arbiter_log::shown_result(current),
                why = current.reason.say(lang),
                new = new,
                reason = &reason
            )
        }
        None => t!(lang, "decide-end", new = new, reason = &reason),
    };
    Some((Some(Input::Override { outcome, reason }), words))
}

/// An action waiting on the arbiter's screen: what it asks, and whether
/// "confirm" carries something out (a question with nothing to carry out
/// is only closed).
#[derive(Debug, Clone, Copy)]
pub struct Pending<'a> {
    /// The question.
    pub words: &'a str,
    /// "Confirm" sends an input to the game or a command to the driver.
    pub confirmable: bool,
}

/// Puts the arbiter's screen in order: live times with the running side
/// marked, the game's log, and an action waiting for its confirmation. The
/// PIN pad says only what the PIN did.
pub fn show(
    app: &AppWindow,
    view: &View,
    lock: &Lock,
    pending: Option<Pending<'_>>,
    refusal: Option<&str>,
    now: Moment,
) {
    let adapter = app.global::<ArbiterAdapter>();
    let lines: Vec<slint::SharedString> = super::arbiter_log::lines(&view.arbiter.log, view.lang)
        .into_iter()
        .map(Into::into)
        .collect();
    adapter.set_log(std::rc::Rc::new(slint::VecModel::from(lines)).into());
    adapter.set_can_undo(view.arbiter.can_undo);
    adapter.set_unlocked(lock.is_unlocked());
    if !lock.is_unlocked() {
        // Opened again, the screen shows its own keys first.
        adapter.set_incidents_open(false);
    }
    adapter.set_typed("•".repeat(lock.typed.len()).into());
    let face = |c| clock_face(view.remaining_at(c, now), DEFAULT_TENTHS_BELOW);
    adapter.set_white_time(face(Color::White).into());
    adapter.set_black_time(face(Color::Black).into());
    adapter.set_white_running(view.running == Some(Color::White));
    adapter.set_black_running(view.running == Some(Color::Black));
    adapter.set_paused(view.paused);
    let (white, black) = (view.sides.get(Color::White), view.sides.get(Color::Black));
    adapter.set_white_moves(white.moves as i32);
    adapter.set_black_moves(black.moves as i32);
    adapter.set_white_period(white.period as i32 + 1);
    adapter.set_black_period(black.period as i32 + 1);
    adapter.set_pending(pending.map_or("", |p| p.words).into());
    adapter.set_pending_confirmable(pending.is_none_or(|p| p.confirmable));
    adapter.set_game_on(view.phase() == crate::day::Phase::Playing);
    adapter.set_quickplay(view.quickplay);
    adapter.set_ended(view.result.is_some());
    adapter.set_scoresheet(scoresheet_words(view, now).into());
    adapter.set_filling(
        view.result.is_none() && (view.lag > 0 || view.arbiter.unknown_from.is_some()),
    );
    if !lock.is_unlocked() {
        // What an earlier press met ("the game is over") is not the PIN's.
        adapter.set_message(lock.message.clone().unwrap_or_default().into());
        return;
    }
    // The arbiter sees why an entry was refused, which the board keeps
    // from the players in tournament play.
    let refused = refusal.map(|why| t!(view.lang, "last-refused-entry", why = why));
    let message = lock
        .message
        .clone()
        .or_else(|| view.message.clone())
        .or(refused)
        .unwrap_or_default();
    adapter.set_message(message.into());
}

/// What the arbiter must know of the scoresheets: each one more than one
/// move behind and since when (8.1.3), the moves not recorded (8.4).
pub fn scoresheet_words(view: &View, now: Moment) -> String {
    // Never less than the snapshot knew (a screen drawn from a snapshot).
    let now = now.max(view.taken);
    let mut said = Vec::new();
    for side in Color::ALL {
        if let Some(behind) = view.arbiter.behind.get(side) {
            let time = now
                .since_origin()
                .saturating_sub(behind.since.since_origin());
            said.push(t!(
                view.lang,
                "arbiter-scoresheet-behind",
                side = side,
                moves = behind.most,
                time = crate::clock::pgn_clock(time)
            ));
        }
    }
    if let Some(ply) = view.arbiter.unknown_from {
        said.push(t!(
            view.lang,
            "arbiter-position-unknown",
            from = ply / 2 + 1
        ));
    }
    said.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_pin_opens_and_a_wrong_one_is_said() {
        let pin = PinHash::new(&"12345".parse().unwrap()).unwrap();
        let mut lock = Lock::default();
        let type_pin = |lock: &mut Lock, digits: &[i32], secs| {
            let now = Moment::from_origin(Duration::from_secs(secs));
            for &d in digits {
                lock.digit(d, &pin, Language::English, now);
            }
        };
        type_pin(&mut lock, &[1, 2, 3, 4], 0);
        assert_eq!(lock.message, None, "four of five digits");
        type_pin(&mut lock, &[6], 0);
        assert!(!lock.is_unlocked());
        assert_eq!(lock.message.as_deref(), Some("wrong PIN"));
        for _ in 0..4 {
            type_pin(&mut lock, &[9, 9, 9, 9, 9], 0);
        }
        assert_eq!(
            lock.message.as_deref(),
            Some("wrong PIN 5 times: the keypad waits 30 s")
        );
        // Closing and opening again does not end the wait.
        lock.lock();
        type_pin(&mut lock, &[1], 10);
        assert_eq!(lock.message.as_deref(), Some("the keypad waits 20 s more"));
        type_pin(&mut lock, &[1, 2, 3, 4, 5], 30);
        assert!(lock.is_unlocked());
        lock.lock();
        assert!(!lock.is_unlocked());
    }

    #[test]
    fn results_read_as_pgn_writes_them_and_name_what_they_replace() {
        let view = View::default();
        let (input, words) = decide("1/2-1/2", "", &view).unwrap();
        assert!(matches!(
            input,
            Some(Input::Override {
                outcome: KnownOutcome::Draw,
                ..
            })
        ));
        assert!(words.starts_with("End the game ½-½"), "{words}");
        assert!(decide("2-0", "", &view).is_none());
        let ended = View {
            result: Some(crate::game::GameResult {
                outcome: KnownOutcome::Decisive {
                    winner: Color::Black,
                },
                termination: crate::game::Termination::TimeForfeit,
                reason: crate::game::Reason::new(crate::game::Why::FlagClockOnly {
                    side: Color::White,
                    before: None,
                }),
                needs_arbiter: false,
                replaced: None,
                proof: Vec::new(),
            }),
            ..View::default()
        };
        let (_, words) = decide("1-0", "appeal upheld", &ended).unwrap();
        assert_eq!(
            words,
            "Replace 0-1 (White's flag fell (clock only: no position to rule on Art. 6.9; \
             the arbiter may correct)) by 1-0, for: appeal upheld? The record keeps both."
        );
        let (input, words) = decide("0-1", "", &ended).unwrap();
        assert_eq!(words, "0-1 is already the result: nothing to change");
        assert_eq!(input, None, "nothing to confirm");
    }

    #[test]
    fn after_a_flag_the_postponed_claim_is_decided_by_the_iii5_keys() {
        let mut reason = crate::game::Reason::new(crate::game::Why::FlagClockOnly {
            side: Color::White,
            before: None,
        });
        reason.postponed = Some(Color::White);
        let waiting = View {
            result: Some(crate::game::GameResult {
                outcome: KnownOutcome::Decisive {
                    winner: Color::Black,
                },
                termination: crate::game::Termination::TimeForfeit,
                reason,
                needs_arbiter: true,
                replaced: None,
                proof: Vec::new(),
            }),
            ..View::default()
        };
        let (input, words) = quickplay("reject", &waiting).unwrap();
        assert_eq!(
            input,
            Some(Input::Quickplay {
                side: Color::White,
                ruling: crate::game::Quickplay::Reject
            })
        );
        assert!(
            words.contains("the flag stands (Guidelines III.5.2)"),
            "{words}"
        );
        let (_, words) = quickplay("draw", &waiting).unwrap();
        assert!(
            words.contains("the game is drawn (Guidelines III.5.2)"),
            "{words}"
        );
        // Decided: nothing waits, the keys ask nothing.
        let mut decided = waiting.clone();
        if let Some(r) = decided.result.as_mut() {
            r.needs_arbiter = false;
        }
        assert!(quickplay("draw", &decided).is_none());
    }
}
