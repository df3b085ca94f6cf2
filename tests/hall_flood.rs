//! A hostile device flooding the hall's broker with 10,000 snapshots a
//! second, garbage among them, costs only itself: the round of the three
//! honest devices is written whole, the flooder's latest board is not
//! lost, its refusals are said a few times, and the hall's memory stays
//! bounded. Against the real mosquitto `pendule hall` starts.

#[path = "harness/hall.rs"]
mod harness;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use harness::*;
use rumqttc::{Client, MqttOptions, QoS};

/// The moves of the flood's snapshot number `n`.
fn moves(n: usize) -> &'static str {
    ["1. a4", "1. h4", "1. a3", "1. h3"][n % 4]
}

/// The flooder's snapshot of board 9 with `moves`.
fn snapshot(moves: &str) -> String {
    format!(
        "{{\"device\":\"flood\",\"hall_event\":\"{EVENT}\",\"board\":9,\
         \"games\":[\"[Event \\\"X\\\"]\\n[Board \\\"9\\\"]\\n\\n{moves} *\\n\"]}}"
    )
}

/// The CPU time the process `pid` has used, in clock ticks (1/100 s).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let after_name = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 here.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

/// The hall's peak resident memory, in KiB.
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// The moves of the flooder's last snapshot, and of no other.
const LAST: &str = "1. Nc3";

/// Floods until `stop`: 10,000 messages a second at most, one in ten
/// garbage, then a last snapshot; returns how many the flood sent and for
/// how long.
fn flood(port: u16, stop: &AtomicBool) -> (usize, Duration) {
    let mut options = MqttOptions::new("flood", "127.0.0.1", port);
    options.set_max_packet_size(1024 * 1024, 1024 * 1024);
    let (client, mut connection) = Client::new(options, 10_000);
    let driver = std::thread::spawn(move || {
        for event in connection.iter() {
            if event.is_err() {
                break;
            }
        }
    });
    let topic = "pendule/v1/dev/flood/state";
    let began = Instant::now();
    let mut sent = 0;
    while !stop.load(Ordering::Relaxed) {
        // Paced by the millisecond: ten a millisecond.
        let due = began.elapsed().as_millis() as usize * 10;
        while sent < due {
            let payload = match sent % 10 {
                // Each refused in other words.
                9 => format!("{{\"device\":\"flood\",\"board\":\"{sent}\"}}").into_bytes(),
                _ => snapshot(moves(sent)).into_bytes(),
            };
            client
                .publish(topic, QoS::AtMostOnce, true, payload)
                .unwrap();
            sent += 1;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let took = began.elapsed();
    // Its last word, once the broker's queue to the hall has drained (a
    // broker drops what a queue cannot hold, the flood's QoS 0 first):
    // read at once, or held and read when its turn comes.
    std::thread::sleep(Duration::from_millis(500));
    let payload = snapshot(LAST);
    client
        .publish(topic, QoS::AtLeastOnce, true, payload)
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let _ = client.disconnect();
    let _ = driver.join();
    (sent, took)
}

#[test]
fn a_device_sending_ten_thousand_messages_a_second_costs_only_itself() {
    let _turn = one_at_a_time();
    let dir = temp_dir("flood");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let cpu_before = cpu_ticks(hall.child.id());
    let stop = Arc::new(AtomicBool::new(false));
    let flooding = {
        let (stop, port) = (Arc::clone(&stop), hall.port);
        std::thread::spawn(move || flood(port, &stop))
    };
    // At four times real time the flood lasts some five seconds.
    play_round_at(&dir, &hall, 4.0);
    stop.store(true, Ordering::Relaxed);
    let (sent, took) = flooding.join().unwrap();
    let cpu = cpu_ticks(hall.child.id()) - cpu_before;
    let rate = sent as f64 / took.as_secs_f64();
    eprintln!(
        "flood: {sent} messages in {took:.1?} ({rate:.0}/s); the hall used {:.0}% of a core",
        cpu as f64 / took.as_secs_f64()
    );
    assert!(rate > 9_000.0, "the flood reached only {rate:.0}/s");
    assert_games_are_archived(&dir, &out);
    // The flooder's latest snapshot is its board.
    wait_file(&out.join("game-9.pgn"), Duration::from_secs(10), |t| {
        t.contains(LAST)
    });
    let said = hall.said();
    let about = said.lines().filter(|l| l.contains("device flood")).count();
    eprintln!(
        "{}",
        said.lines()
            .filter(|l| l.contains("device flood"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!((1..=4).contains(&about), "{said}");
    let peak = peak_memory(hall.child.id());
    eprintln!("hall's peak memory: {} MiB", peak / 1024);
    assert!(peak < 150 * 1024, "the hall grew to {peak} KiB");
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
