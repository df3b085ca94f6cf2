//! The clock state machine with injected time: every method, period
//! changes, flags at the exact moment, pauses.

use std::time::Duration;

use pendule::clock::{Clock, Moment, PeriodChange, PressError, TimeControl, clock_face};
use shakmaty::Color::{Black, White};

fn at(secs: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(secs))
}

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

fn clock(control: &str) -> Clock {
    Clock::symmetric(
        control.parse::<TimeControl>().unwrap(),
        PeriodChange::ByMoves,
    )
}

#[test]
fn fischer_puts_the_first_increment_on_at_the_start() {
    let mut c = clock("180+2");
    assert_eq!(c.remaining(White, at(0.0)), secs(182.0));
    assert_eq!(clock_face(c.remaining(Black, at(0.0)), secs(10.0)), "3:02");
    assert!(c.press(Black, at(0.0)).unwrap().started);
    let press = c.press(White, at(10.0)).unwrap();
    assert_eq!(press.remaining, secs(174.0));
    assert_eq!(press.spent, secs(10.0));
    assert_eq!(c.remaining(Black, at(15.0)), secs(177.0));
    assert_eq!(c.press(Black, at(15.0)).unwrap().remaining, secs(179.0));
}

#[test]
fn bronstein_gives_back_up_to_the_delay() {
    let mut c = clock("300b3");
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.remaining(White, at(2.0)), secs(298.0));
    assert_eq!(c.press(White, at(2.0)).unwrap().remaining, secs(300.0));
    assert_eq!(c.press(Black, at(7.0)).unwrap().remaining, secs(298.0));
}

#[test]
fn simple_delay_holds_the_main_time_back() {
    let mut c = clock("5400d5");
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.delay_left(White, at(2.0)), Some(secs(3.0)));
    assert_eq!(c.remaining(White, at(2.0)), secs(5400.0));
    assert_eq!(c.press(White, at(4.0)).unwrap().remaining, secs(5400.0));
    assert_eq!(c.delay_left(Black, at(4.0)), Some(secs(5.0)));
    assert_eq!(c.remaining(Black, at(11.0)), secs(5398.0));
    assert_eq!(c.press(Black, at(11.0)).unwrap().remaining, secs(5398.0));
    // The flag falls after the delay and the main time.
    assert_eq!(c.next_deadline(), Some(at(11.0 + 5.0 + 5400.0)));
}

#[test]
fn hourglass_gives_the_opponent_what_the_mover_uses() {
    let mut c = clock("*60");
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.remaining(White, at(5.0)), secs(55.0));
    assert_eq!(c.remaining(Black, at(5.0)), secs(65.0));
    c.press(White, at(10.0)).unwrap();
    assert_eq!(c.remaining(White, at(10.0)), secs(50.0));
    assert_eq!(c.remaining(Black, at(10.0)), secs(70.0));
    c.press(Black, at(30.0)).unwrap();
    assert_eq!(c.remaining(White, at(30.0)), secs(70.0));
    assert_eq!(c.remaining(Black, at(30.0)), secs(50.0));
}

#[test]
fn the_press_that_completes_the_period_adds_the_next() {
    let mut c = clock("3/600+10:2/300:60");
    c.press(Black, at(0.0)).unwrap();
    let mut now = 0.0;
    for move_number in 1..=3 {
        now += 1.0;
        let press = c.press(White, at(now)).unwrap();
        assert_eq!(press.new_period, move_number == 3, "move {move_number}");
        now += 1.0;
        c.press(Black, at(now)).unwrap();
    }
    // 610 + 3 increments of 10, minus 3 s, plus the second period's 300 (no increment).
    assert_eq!(
        c.remaining(White, at(now)),
        secs(610.0 + 30.0 - 3.0 + 300.0 - 10.0)
    );
    assert_eq!(c.side(White).period(), 1);
    assert_eq!(c.side(White).moves_to_control(), Some(2));
    for _ in 0..2 {
        now += 1.0;
        c.press(White, at(now)).unwrap();
        now += 1.0;
        c.press(Black, at(now)).unwrap();
    }
    assert_eq!(c.side(White).period(), 2);
    assert_eq!(c.side(White).moves_to_control(), None);
}

#[test]
fn the_flag_falls_at_the_exact_moment() {
    let mut c = clock("180+2");
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.next_deadline(), Some(at(182.0)));
    assert_eq!(c.update(at(181.0)), None);
    let flag = c.update(at(200.0)).unwrap();
    assert_eq!(
        (flag.color, flag.at, flag.in_last_period),
        (White, at(182.0), true)
    );
    assert_eq!(c.remaining(White, at(300.0)), Duration::ZERO);
    assert_eq!(c.remaining(Black, at(300.0)), secs(182.0));
    // No increment after a flag: the press does nothing.
    assert_eq!(c.press(White, at(201.0)), Err(PressError::FlagFallen));
    assert_eq!(c.next_deadline(), None);
    assert_eq!(c.update(at(400.0)), None, "a flag is reported once");
}

#[test]
fn a_press_stamped_before_the_deadline_is_a_press() {
    let mut c = clock("60");
    c.press(Black, at(0.0)).unwrap();
    let deadline = c.next_deadline().unwrap();
    let just_before = Moment::from_origin(deadline.since_origin() - Duration::from_nanos(1));
    assert_eq!(
        c.press(White, just_before).unwrap().remaining,
        Duration::from_nanos(1)
    );
    let mut c = clock("60");
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.press(White, at(60.0)), Err(PressError::FlagFallen));
}

#[test]
fn a_flag_in_a_period_before_the_last() {
    let mut c = clock("40/60:30");
    c.press(Black, at(0.0)).unwrap();
    let flag = c.update(at(61.0)).unwrap();
    assert!(!flag.in_last_period);
    assert_eq!(flag.period, 0);
}

#[test]
fn at_zero_the_next_period_is_added_and_marked() {
    let control = "2/10:20".parse::<TimeControl>().unwrap();
    let mut c = Clock::symmetric(control, PeriodChange::AtZero);
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.update(at(15.0)), None);
    assert_eq!(c.periods_passed(White), 1);
    let first = c.first_flag().unwrap();
    assert_eq!(
        (first.color, first.at, first.in_last_period),
        (White, at(10.0), false)
    );
    assert_eq!(c.remaining(White, at(15.0)), secs(15.0));
    let flag = c.update(at(40.0)).unwrap();
    assert_eq!((flag.at, flag.in_last_period), (at(30.0), true));
    // The first flag is kept.
    assert_eq!(c.first_flag().unwrap().at, at(10.0));
}

#[test]
fn at_zero_with_a_delay() {
    let control = "1/10d2:20d2".parse::<TimeControl>().unwrap();
    let mut c = Clock::symmetric(control, PeriodChange::AtZero);
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.next_deadline(), Some(at(12.0)));
    c.update(at(13.0));
    assert_eq!(c.remaining(White, at(13.0)), secs(19.0));
    assert_eq!(c.next_deadline(), Some(at(32.0)));
}

#[test]
fn pause_stops_time() {
    let mut c = clock("300");
    c.press(Black, at(0.0)).unwrap();
    c.pause(at(10.0));
    assert!(c.is_paused());
    assert_eq!(c.next_deadline(), None);
    assert_eq!(c.remaining(White, at(100.0)), secs(290.0));
    assert_eq!(c.press(White, at(100.0)), Err(PressError::Paused));
    c.resume(at(100.0));
    assert_eq!(c.remaining(White, at(105.0)), secs(285.0));
    assert_eq!(c.press(White, at(105.0)).unwrap().spent, secs(15.0));
}

#[test]
fn a_delay_is_not_given_again_after_a_pause() {
    let mut c = clock("60d5");
    c.press(Black, at(0.0)).unwrap();
    c.pause(at(3.0));
    c.resume(at(50.0));
    assert_eq!(c.delay_left(White, at(50.0)), Some(secs(2.0)));
    assert_eq!(c.remaining(White, at(55.0)), secs(57.0));
}

#[test]
fn a_second_press_does_nothing() {
    let mut c = clock("300");
    c.press(Black, at(0.0)).unwrap();
    c.press(White, at(5.0)).unwrap();
    assert_eq!(c.press(White, at(6.0)), Err(PressError::NotRunning(White)));
    assert_eq!(c.remaining(White, at(6.0)), secs(295.0));
}

#[test]
fn different_controls_per_side() {
    let mut c = Clock::new(
        TimeControl::preset("armageddon-white").unwrap(),
        TimeControl::preset("armageddon-black").unwrap(),
        PeriodChange::ByMoves,
    );
    assert_eq!(c.remaining(White, at(0.0)), secs(300.0));
    assert_eq!(c.remaining(Black, at(0.0)), secs(240.0));
    c.press(Black, at(0.0)).unwrap();
    assert_eq!(c.next_deadline(), Some(at(300.0)));
}

#[test]
fn the_arbiter_corrects_time_and_a_penalty_is_given() {
    let mut c = clock("300");
    c.press(Black, at(0.0)).unwrap();
    c.set_remaining(White, secs(100.0), at(10.0));
    assert_eq!(c.remaining(White, at(10.0)), secs(100.0));
    assert_eq!(c.remaining(White, at(20.0)), secs(90.0));
    c.give(Black, secs(120.0));
    assert_eq!(c.remaining(Black, at(20.0)), secs(420.0));
    // A fallen flag can be corrected away.
    c.update(at(500.0));
    assert!(c.flag().is_some());
    c.set_remaining(White, secs(30.0), at(500.0));
    assert!(c.flag().is_none());
    c.resume(at(500.0));
    assert_eq!(c.next_deadline(), Some(at(530.0)));
}

#[test]
fn a_six_hour_game_of_300_presses_to_the_nanosecond() {
    // 40/7200+30:20/3600+30:1800+30 for both; 150 moves each, each move
    // a different odd number of nanoseconds.
    let mut c = clock("40/7200+30:20/3600+30:1800+30");
    let start = Moment::from_origin(Duration::from_nanos(123_456_789));
    c.press(Black, start).unwrap();
    let mut now = start;
    let mut spent = [Duration::ZERO; 2];
    for ply in 0..300u64 {
        let color = if ply % 2 == 0 { White } else { Black };
        let think = Duration::from_nanos(71_999_999_999 + ply * 7_777_777);
        now = now + think;
        c.press(color, now).unwrap();
        spent[(ply % 2) as usize] += think;
    }
    let end = now.since_origin() - start.since_origin();
    assert!(end > Duration::from_secs(6 * 3600), "{end:?}");
    for (i, color) in [White, Black].into_iter().enumerate() {
        // 7200 + 3600 + 1800 and 150 moves' increments plus the first one.
        let given = Duration::from_secs(7200 + 3600 + 1800 + 30 * 151);
        assert_eq!(c.side(color).given(), given);
        assert_eq!(c.side(color).used(), spent[i]);
        assert_eq!(c.remaining(color, now), given - spent[i]);
        assert_eq!(c.side(color).period(), 2);
    }
}

#[test]
fn an_empty_press_is_taken_back_without_what_it_gave() {
    // Each method: the turn goes back to the presser as it stood at the
    // press; the opponent's time since is not counted.
    for (control, before, after_undo) in [
        // Fischer: 182 - 10 + 2 - 4; the increment of the empty press is removed.
        ("180+2", 170.0, 169.0),
        // Bronstein: 180 - 10 + 3 - 4; the refund of the empty press is removed.
        ("180b3", 169.0, 168.0),
        // Simple delay: 180 - 7 - 1; the delay of the turn is not given again.
        ("180d3", 172.0, 171.0),
    ] {
        let mut c = clock(control);
        c.press(Black, at(0.0)).unwrap();
        c.press(White, at(10.0)).unwrap();
        c.press(Black, at(20.0)).unwrap();
        // White presses 4 s into the turn without moving.
        c.press(White, at(24.0)).unwrap();
        let black = c.remaining(Black, at(24.0));
        assert!(
            !c.undo_press(Black, at(30.0)),
            "{control}: Black did not press"
        );
        assert!(c.undo_press(White, at(30.0)), "{control}");
        assert!(!c.undo_press(White, at(30.0)), "{control}: only once");
        assert_eq!(c.turn(), Some(White), "{control}");
        assert_eq!(c.remaining(Black, at(30.0)), black, "{control}");
        assert_eq!(c.side(White).moves(), 1, "{control}");
        // 4 s of the turn already passed; the clock runs on from there.
        let (_, spent) = c.turn_time(at(30.0)).unwrap();
        assert_eq!(spent, secs(4.0), "{control}");
        let white = c.remaining(White, at(30.0));
        assert_eq!(white, secs(before), "{control}");
        assert_eq!(c.remaining(White, at(31.0)), secs(after_undo), "{control}");
    }
}

#[test]
fn an_empty_press_that_began_a_period_is_taken_back_with_it() {
    let mut c = clock("1/60:30");
    c.press(Black, at(0.0)).unwrap();
    assert!(c.press(White, at(10.0)).unwrap().new_period);
    assert_eq!(c.side(White).period(), 1);
    assert!(c.undo_press(White, at(12.0)));
    assert_eq!(c.side(White).period(), 0);
    assert_eq!(c.remaining(White, at(12.0)), secs(50.0));
}

#[test]
fn an_increment_for_both_from_the_next_press() {
    let mut c = clock("1500");
    c.press(Black, at(0.0)).unwrap();
    c.add_increment(secs(5.0));
    // The move in progress gains it at its press, and every move after.
    assert_eq!(c.remaining(White, at(10.0)), secs(1490.0));
    assert_eq!(c.press(White, at(10.0)).unwrap().remaining, secs(1495.0));
    assert_eq!(c.press(Black, at(12.0)).unwrap().remaining, secs(1503.0));
}

/// 6.10.2: the right control installed mid-game keeps the time shown, puts
/// the side in the period its move count is in, and its increments and
/// move counts apply from the next press.
#[test]
fn a_corrected_control_applies_from_the_next_move() {
    let mut c = clock("300");
    c.press(Black, at(0.0)).unwrap();
    for t in [10.0, 20.0, 30.0] {
        c.press(White, at(t)).unwrap();
        c.press(Black, at(t + 5.0)).unwrap();
    }
    // White has 3 moves; the event's control is 2 moves in 5 min, then 1 min + 10 s.
    c.correct_control(White, "2/300:60+10".parse().unwrap(), at(40.0));
    assert_eq!(c.side(White).period(), 1, "3 moves: past the first control");
    assert_eq!(
        c.remaining(White, at(40.0)),
        secs(275.0),
        "the time shown stays"
    );
    c.press(White, at(50.0)).unwrap();
    assert_eq!(
        c.remaining(White, at(50.0)),
        secs(275.0),
        "280 at 35: -15 s, +10 s"
    );
    // After a flag under the wrong setting, the clock goes on when reopened.
    c.press(Black, at(50.0)).unwrap();
    assert!(c.update(at(400.0)).is_some());
    assert_eq!(c.press(White, at(400.0)), Err(PressError::FlagFallen));
    c.reopen();
    c.set_remaining(White, secs(60.0), at(400.0));
    c.resume(at(400.0));
    assert_eq!(c.press(White, at(410.0)).unwrap().remaining, secs(60.0));
}
