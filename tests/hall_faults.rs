//! The hall through faults, against a real mosquitto: the devices'
//! connections cut 50 times mid-round, and the broker killed mid-round.
//! Each time the hall's files end holding exactly each device's archived
//! game: nothing lost, nothing twice.

#[path = "harness/hall.rs"]
mod harness;
#[path = "harness/proxy.rs"]
mod proxy;

use std::path::Path;
use std::process::Child;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use harness::*;
use proxy::Proxy;

/// The round's devices on `broker`: 36 to 38 plies each, a ply every
/// `1 / speed` seconds.
fn start_round(dir: &Path, broker: &str, speed: f64) -> Vec<Child> {
    BOARDS
        .iter()
        .map(|(board, device)| {
            let plies = 35 + *board as usize;
            start_device(dir, device, broker, &script(*board, plies), speed)
        })
        .collect()
}

fn finish(devices: Vec<Child>) {
    for mut device in devices {
        assert!(device.wait().unwrap().success());
    }
}

#[test]
fn fifty_cuts_of_the_devices_links_lose_nothing() {
    let _turn = one_at_a_time();
    let dir = temp_dir("cuts");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let proxy = Proxy::start(hall.port);
    // A ply every 0.4 s: some 15 s of play, for 50 cuts of live links.
    let devices = start_round(&dir, &format!("mqtt://127.0.0.1:{}", proxy.port), 2.5);
    let mut cut = Vec::new();
    for _ in 0..50 {
        // Each cut once the devices are back (at most a second's wait).
        let before = proxy.connections.load(Ordering::SeqCst);
        let began = Instant::now();
        while proxy.connections.load(Ordering::SeqCst) < before + BOARDS.len()
            && began.elapsed() < Duration::from_secs(1)
        {
            std::thread::sleep(Duration::from_millis(5));
        }
        // Mid-message or not: where the cut falls in a snapshot is chance.
        std::thread::sleep(Duration::from_millis(
            began.elapsed().as_millis() as u64 % 37,
        ));
        cut.push(proxy.cut(Duration::from_millis(30)));
    }
    finish(devices);
    assert_games_are_archived(&dir, &out);
    let live: usize = cut.iter().sum();
    eprintln!("the 50 cuts closed {live} live links: {cut:?}");
    assert!(live >= 100, "the 50 cuts closed only {live} links: {cut:?}");
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_broker_killed_mid_round_is_started_again_and_loses_nothing() {
    let _turn = one_at_a_time();
    let dir = temp_dir("broker-kill");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let devices = start_round(&dir, &hall.broker(), 10.0);
    std::thread::sleep(Duration::from_millis(1200));
    let pid = std::fs::read_to_string(out.join("broker/mosquitto.pid")).unwrap();
    let killed = std::process::Command::new("kill")
        .args(["-KILL", pid.trim()])
        .status()
        .unwrap();
    assert!(killed.success());
    hall.wait_said(
        "the broker stopped; starting it again",
        Duration::from_secs(10),
    );
    finish(devices);
    assert_games_are_archived(&dir, &out);
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
