//! Devices that lie to the relay, and a disk that fills under it: a device
//! claiming a board another holds is refused and said, one serving 20,000
//! boards brings only its own, the progress line stays one bounded line,
//! and a write that fails is said, leaves no temporary file, and is done
//! again once it can be, with the relay polling all along.

#[path = "harness/live.rs"]
mod harness;

use std::time::{Duration, Instant};

use harness::*;

fn answer(body: String) -> &'static [u8] {
    let reply = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-chess-pgn\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    Box::leak(reply.into_bytes().into_boxed_slice())
}

fn game(board: u32, white: &str, moves: &str) -> String {
    format!(
        "[Event \"Open\"]\n[Round \"1\"]\n[Board \"{board}\"]\n[White \"{white}\"]\n[Result \"*\"]\n\n{moves} *\n"
    )
}

fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let give_up = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < give_up, "never: {what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn lying_devices_bring_only_their_own_board() {
    let _turn = one_at_a_time();
    let dir = temp_dir("relay-lies");
    let out = dir.join("out");
    let real = fake_device(answer(game(1, "Real", "1. e4 e5")), false);
    let thief = fake_device(answer(game(1, "Fake", "1. f3 e5 2. g4 Qh4#")), false);
    let many: String = (1..=20_000)
        .map(|b| game(100 + b, "Many", "1. d4"))
        .collect::<Vec<_>>()
        .join("\n");
    let flood = fake_device(answer(many), false);
    let relay = Relay::start(&[real.clone(), thief.clone(), flood.clone()], &out);
    wait_for("the board of the flooding device", || {
        std::fs::read_to_string(out.join("round.pgn")).is_ok_and(|r| r.contains("20100"))
    });
    std::thread::sleep(Duration::from_secs(3));
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
    assert_eq!(round.matches("[Board \"1\"]").count(), 1, "{round:.600}");
    assert!(round.contains("[White \"Real\"]") && !round.contains("Fake"));
    assert_eq!(round.matches("[White \"Many\"]").count(), 1);
    let files = std::fs::read_dir(&out).unwrap().count();
    assert!(files <= 6, "{files} files");
    let said = relay.said();
    let last = said.lines().last().unwrap_or_default().to_owned();
    assert!(
        said.contains(&format!("{thief} claims board 1, held by {real}: refused")),
        "{said:.2000}"
    );
    assert!(
        said.contains("19999 games not of its board"),
        "{said:.2000}"
    );
    assert!(said.lines().all(|l| l.len() < 1200), "{}", said.len());
    assert!(!last.is_empty());
    drop(relay);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_write_that_fails_is_said_and_done_again_without_a_temporary_file() {
    let _turn = one_at_a_time();
    let dir = temp_dir("relay-full");
    let out = dir.join("out");
    // round.pgn cannot be replaced: a folder that is not empty is there.
    std::fs::create_dir_all(out.join("round.pgn/kept")).unwrap();
    let device = fake_device(answer(game(3, "Board three", "1. c4")), false);
    let relay = Relay::start(&[device], &out);
    wait_for("the failure said", || {
        relay.said().contains("cannot be written")
    });
    std::thread::sleep(Duration::from_secs(3));
    let mut relay = relay;
    assert!(
        relay.child.try_wait().unwrap().is_none(),
        "the relay goes on: {}",
        relay.said()
    );
    assert!(
        !out.join(".round.pgn.tmp").exists(),
        "no temporary file left"
    );
    assert!(
        out.join("game-3.pgn").is_file(),
        "the other files are written"
    );
    // Room again: the round is written at the next try.
    std::fs::remove_dir_all(out.join("round.pgn")).unwrap();
    wait_for("the round written", || out.join("round.pgn").is_file());
    assert!(relay.said().contains("written again"), "{}", relay.said());
    drop(relay);
    let _ = std::fs::remove_dir_all(&dir);
}
