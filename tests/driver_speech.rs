//! The talking clock in the driver, under tokio's paused clock: a speak
//! request is answered from the clock at its moment, what happened goes to
//! the players who chose it (a move to the mover's opponent, a threshold
//! when it is crossed, the flag and its ruling to both), and a speaker that
//! never takes its announcements delays no press: each is charged at its
//! edge and switches the clocks.

#[path = "harness/driver.rs"]
mod harness;

use std::sync::mpsc::{Receiver, sync_channel};
use std::time::Duration;

use harness::{secs, start_speaking};
use pendule::app::{Control, Event};
use pendule::game::Input;
use pendule::speech::{Announcement, Announcements, MoveWords, Request, Said, SpeechHook, Whose};
use shakmaty::Color::{Black, White};
use shakmaty::{ByColor, Role, Square};
use tokio::time::advance;

fn hook(choices: ByColor<Announcements>, room: usize) -> (SpeechHook, Receiver<Announcement>) {
    let (queue, heard) = sync_channel(room);
    (SpeechHook::new(choices, queue), heard)
}

/// Everything, for both players.
fn all() -> ByColor<Announcements> {
    let all = Announcements {
        moves: MoveWords::Language,
        periods: true,
        warnings: true,
        flag: true,
        draw_offers: true,
        pauses: true,
        ..Announcements::default()
    };
    ByColor::new_with(|_| all.clone())
}

fn heard(rx: &Receiver<Announcement>) -> Vec<(shakmaty::Color, Said)> {
    rx.try_iter()
        .flat_map(|a| a.said.into_iter().map(move |s| (a.listener, s)))
        .collect()
}

#[tokio::test(start_paused = true)]
async fn a_request_says_the_clock_at_its_moment_and_events_go_to_who_chose_them() {
    let (hook, rx) = hook(all(), 64);
    let mut run = start_speaking("speech-events", "40/300:60", hook);
    run.send(Input::Press(Black)).await;
    run.view_until(|v| v.running == Some(White)).await;
    advance(secs(7)).await;
    let ask = |side, whose| Control::Speak(Request { side, whose });
    run.control.send(ask(White, Whose::Own)).await.unwrap();
    run.control.send(ask(Black, Whose::Opponent)).await.unwrap();
    tokio::task::yield_now().await;
    let time = |remaining| Said::Time {
        side: White,
        remaining,
        moves: 0,
        to_control: Some(40),
    };
    assert_eq!(
        heard(&rx),
        [(White, time(secs(293))), (Black, time(secs(293)))]
    );
    run.send(Input::Move("Nf3".into())).await;
    run.send(Input::Press(White)).await;
    run.view_until(|v| v.running == Some(Black)).await;
    let said = heard(&rx);
    let Some((Black, Said::Move(mv))) = said.first() else {
        panic!("{said:?}");
    };
    assert_eq!(
        (mv.role, mv.from, mv.to),
        (Role::Knight, Square::G1, Square::F3)
    );
    // Black's clock runs from 300: the 5-minute mark is behind it, 2
    // minutes is crossed 180 s on, said to Black alone.
    advance(secs(179)).await;
    tokio::task::yield_now().await;
    assert_eq!(heard(&rx), []);
    advance(secs(2)).await;
    tokio::task::yield_now().await;
    tokio::task::yield_now().await;
    let left = secs(120);
    assert_eq!(heard(&rx), [(Black, Said::Threshold { side: Black, left })]);
    run.send(Input::Pause).await;
    assert_eq!(heard(&rx), [(White, Said::Paused), (Black, Said::Paused)]);
    run.stop().await;
}

#[tokio::test(start_paused = true)]
async fn silence_unless_chosen_and_a_flag_is_said_with_its_ruling() {
    let (mut quiet, rx) = hook(ByColor::default(), 64);
    let mut run = start_speaking("speech-flag", "20", {
        quiet.choose(&pendule::speech::SpeechSettings {
            white: all().white,
            ..Default::default()
        });
        quiet
    });
    run.send(Input::Press(Black)).await;
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(White)).await;
    run.send(Input::Move("e5".into())).await;
    run.send(Input::Press(Black)).await;
    // White hears Black's move; Black, who chose nothing, hears nothing.
    let said = heard(&rx);
    assert!(
        matches!(said.as_slice(), [(White, Said::Move(_))]),
        "{said:?}"
    );
    advance(secs(25)).await;
    run.view_until(|v| v.result.is_some()).await;
    tokio::task::yield_now().await;
    let said: Vec<Said> = heard(&rx)
        .into_iter()
        .map(|(c, s)| {
            assert_eq!(c, White);
            s
        })
        .collect();
    assert!(said.contains(&Said::Flag { side: White }), "{said:?}");
    assert!(
        said.iter().any(|s| matches!(s, Said::Result { .. })),
        "{said:?}"
    );
    run.stop().await;
}

/// Presses stamped at their edges, with speak requests between them and a
/// speaker that never takes what it is sent (its queue of two fills at
/// once): every press switches the clocks and is charged at its edge.
async fn presses_with_a_stuck_speaker() {
    let (hook, _never_read) = hook(all(), 2);
    let mut run = start_speaking("speech-stuck", "600", hook);
    run.send(Input::Press(Black)).await;
    run.view_until(|v| v.running == Some(White)).await;
    let mut since = tokio::time::Instant::now();
    let mut left = ByColor::new_with(|_| secs(600));
    let mut side = White;
    for _ in 0..20 {
        for asker in [White, Black] {
            let ask = Control::Speak(Request {
                side: asker,
                whose: Whose::Own,
            });
            run.control.send(ask).await.unwrap();
        }
        advance(Duration::from_millis(1500)).await;
        // Read late, stamped 300 ms before: charged at the stamp.
        let at = tokio::time::Instant::now() - Duration::from_millis(300);
        run.events
            .send(Event {
                input: Input::Press(side),
                at: Some(at),
            })
            .await
            .unwrap();
        *left.get_mut(side) -= at - since;
        since = at;
        side = !side;
        let view = run.view_until(|v| v.running == Some(side)).await;
        assert_eq!(view.sides.map(|s| s.remaining), left);
    }
    run.stop().await;
}

#[test]
fn a_speaker_that_never_listens_delays_no_press() {
    let (done, finished) = sync_channel(1);
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .start_paused(true)
            .build()
            .unwrap();
        runtime.block_on(presses_with_a_stuck_speaker());
        done.send(()).unwrap();
    });
    // A driver that waited on speech would never get here.
    finished
        .recv_timeout(Duration::from_secs(60))
        .expect("the driver waited on the speaker");
}
