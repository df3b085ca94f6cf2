//! The device's live endpoint end to end: devices on loopback as
//! `pendule simulate --serve` (the device's own endpoint code), read back
//! by python-chess; the device's 304; a device killed and restarted on its
//! address; a restarted device serving the round's games it archived.

#[path = "harness/live.rs"]
mod harness;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use harness::*;

#[test]
fn python_chess_reads_each_devices_round_with_every_clock() {
    let _turn = one_at_a_time();
    let dir = temp_dir("python");
    const PLIES: usize = 12;
    let devices: Vec<Device> = (1..=2)
        .map(|board| Device::start(&dir, board, free_port(), &script(board, PLIES, 1), 10.0))
        .collect();
    for (board, device) in (1..=2).zip(&devices) {
        wait_finished(&device.addr);
        let round = dir.join(format!("round-{board}.pgn"));
        std::fs::write(&round, get(&device.addr, "/round.pgn")).unwrap();
        // python-chess reads the game, with every clock and the clock tags.
        let games = python_reads(&round);
        assert_eq!(games.len(), 1, "board {board}");
        let game = &games[0];
        assert_eq!(game["errors"].as_array().unwrap().len(), 0, "{game}");
        let headers = &game["headers"];
        assert_eq!(headers["Board"], board.to_string());
        assert_eq!(headers["Result"], "0-1");
        let sans: Vec<&str> = game["sans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        let expected: Vec<&str> = OPENINGS[board as usize % 4]
            .split(' ')
            .take(PLIES)
            .collect();
        assert_eq!(sans, expected, "board {board}");
        let clocks: Vec<u64> = game["clocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().expect("a %clk on every move"))
            .collect();
        assert_eq!(clocks.len(), PLIES);
        // The clocks stopped at the resignation: each tag is the side's
        // last %clk.
        let white_last = clocks[PLIES - 2];
        let black_last = clocks[PLIES - 1];
        assert_eq!(
            hms(headers["WhiteClock"].as_str().unwrap()),
            white_last,
            "board {board}"
        );
        assert_eq!(
            hms(headers["BlackClock"].as_str().unwrap()),
            black_last,
            "board {board}"
        );
        assert!(white_last < 600 && black_last < 600);
        // The device said when it served each ply.
        let served = device.served.lock().unwrap().clone();
        let plies: Vec<usize> = served.iter().map(|(ply, _)| *ply).collect();
        assert_eq!(plies, (1..=PLIES).collect::<Vec<_>>(), "board {board}");
    }
    drop(devices);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_device_answers_304_to_its_own_tag() {
    let _turn = one_at_a_time();
    let dir = temp_dir("etag");
    let device = Device::start(&dir, 6, free_port(), &script(6, 6, 1), 20.0);
    // Over: the clocks stand, so the page stays the same.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let mut s = TcpStream::connect(&device.addr).unwrap();
        s.write_all(b"GET /game.pgn HTTP/1.1\r\n\r\n").unwrap();
        let mut reply = String::new();
        s.read_to_string(&mut reply).unwrap();
        if reply.contains("[Result \"0-1\"]") {
            break;
        }
        assert!(Instant::now() < deadline, "the game never ended: {reply}");
        std::thread::sleep(Duration::from_millis(100));
    }
    let (status, tag, full) = raw_get(&device.addr, "/round.pgn", None);
    assert_eq!(status, 200);
    let tag = tag.unwrap();
    let (status, again, small) = raw_get(&device.addr, "/round.pgn", Some(&tag));
    assert_eq!((status, again.as_deref()), (304, Some(tag.as_str())));
    let (status, _, _) = raw_get(&device.addr, "/round.pgn", Some("\"other\""));
    assert_eq!(status, 200);
    assert_eq!(raw_get(&device.addr, "/nothing", None).0, 404);
    eprintln!("bytes per poll: {full} with a 6-ply game (200), {small} when unchanged (304)");
    assert!(small < 200 && full > small * 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_device_killed_and_restarted_mid_round_serves_again_on_its_address() {
    let _turn = one_at_a_time();
    let dir = temp_dir("restart");
    let port = free_port();
    let two = Device::start(&dir, 2, port, &script(2, 24, 1), 2.0);
    let addr = two.addr.clone();
    let round = || {
        let mut s = TcpStream::connect(&addr).ok()?;
        s.write_all(b"GET /round.pgn HTTP/1.1\r\n\r\n").ok()?;
        let mut reply = String::new();
        s.read_to_string(&mut reply).ok()?;
        let body = reply.split_once("\r\n\r\n")?.1.to_owned();
        Some(boards_in(&body))
    };
    let wait_for = |what: &dyn Fn() -> bool, why: &str| {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !what() {
            assert!(Instant::now() < deadline, "{why}");
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    wait_for(
        &|| round().is_some_and(|games| games.iter().any(|g| g.0 == 2 && g.1 >= 2)),
        "board 2 never showed",
    );
    drop(two);
    assert!(
        TcpStream::connect(&addr).is_err(),
        "a killed device answers"
    );
    // Back on the same address at once: its game shows, to the end.
    let _two = Device::start(&dir, 2, port, &script(2, 6, 1), 4.0);
    wait_for(
        &|| round().is_some_and(|games| games.iter().any(|g| g.0 == 2 && g.1 == 6 && g.2 == "0-1")),
        "board 2 never came back",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_device_restarted_mid_round_serves_the_games_it_archived() {
    let _turn = one_at_a_time();
    let dir = temp_dir("archived");
    let data = dir.join("data");
    // Game 1 of the round on board 5, played and archived before a restart.
    let first = dir.join("first.txt");
    std::fs::write(&first, script(5, 4, 1)).unwrap();
    let run = pendule()
        .arg("--data-dir")
        .arg(&data)
        .arg("simulate")
        .arg(&first)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // The device back up, on the round's next game on that board.
    let second = script(5, 2, 1).replace("[White \"White 5\"]", "[White \"Tie 5\"]");
    let data_dir = data.to_str().unwrap();
    let device = Device::start_with(
        &dir,
        5,
        free_port(),
        &second,
        10.0,
        &["--data-dir", data_dir],
    );
    wait_finished(&device.addr);
    let round = get(&device.addr, "/round.pgn");
    // Both games, the archived one first.
    assert_eq!(
        boards_in(&round),
        [(5, 4, "0-1".to_owned()), (5, 2, "0-1".to_owned())],
        "{round}"
    );
    let (archived, tie) = (
        round.find("\"White 5\"").unwrap(),
        round.find("\"Tie 5\"").unwrap(),
    );
    assert!(archived < tie, "{round}");
    drop(device);
    let _ = std::fs::remove_dir_all(&dir);
}
