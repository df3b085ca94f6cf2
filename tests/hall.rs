//! The hall against a real mosquitto (the hall's own, started by
//! `pendule hall`): devices play a round through the broker, and the
//! hall's files hold each device's archived game; a hall killed and
//! started again rebuilds the round from the broker's retained state; a
//! forged snapshot is refused and the other boards are unaffected.

#[path = "harness/hall.rs"]
mod harness;

use harness::*;

#[test]
fn three_devices_play_a_round_through_the_broker() {
    let _turn = one_at_a_time();
    let dir = temp_dir("round");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    play_round(&dir, &hall);
    assert_round_is_archived(&dir, &out);
    // Each device said it was leaving.
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_hall_killed_and_started_again_rebuilds_the_round_from_the_broker() {
    let _turn = one_at_a_time();
    let dir = temp_dir("restart");
    let out = dir.join("out");
    let port = free_port();
    let hall = HallProcess::start(&out, port);
    play_round(&dir, &hall);
    assert_round_is_archived(&dir, &out);
    // Killed with no word: its broker is left running, its files stay.
    hall.kill();
    for (board, _) in BOARDS {
        std::fs::remove_file(out.join(format!("game-{board}.pgn"))).unwrap();
    }
    std::fs::remove_file(out.join("round.pgn")).unwrap();
    // The new hall stops the broker left behind, starts its own on the
    // same state, and reads every board back from the retained snapshots.
    let again = HallProcess::start(&out, port);
    assert_round_is_archived(&dir, &out);
    drop(again);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_forged_snapshot_is_refused_and_the_round_goes_on() {
    let _turn = one_at_a_time();
    let dir = temp_dir("forged");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    // A client writing another device's topic, over and over, and garbage.
    let options = rumqttc::MqttOptions::new("forger", "127.0.0.1", hall.port);
    let (client, mut connection) = rumqttc::Client::new(options, 64);
    let forged = format!(
        "{{\"device\":\"pendule-zz\",\"hall_event\":\"{EVENT}\",\"board\":1,\"games\":[\"[Event \\\"X\\\"]\\n[Board \\\"1\\\"]\\n\\n1. a4 *\\n\"]}}"
    );
    // The connection is driven from its own thread, before the
    // publishes fill the client's queue.
    let forger = std::thread::spawn(move || {
        for event in connection.iter() {
            if event.is_err() {
                break;
            }
        }
    });
    for _ in 0..50 {
        let topic = "pendule/v1/dev/pendule-a1/state";
        client
            .publish(topic, rumqttc::QoS::AtLeastOnce, false, forged.clone())
            .unwrap();
        let garbage = &b"\xff{{"[..];
        client
            .publish(
                "pendule/v1/dev/pendule-x/state",
                rumqttc::QoS::AtLeastOnce,
                false,
                garbage,
            )
            .unwrap();
    }
    play_round(&dir, &hall);
    assert_round_is_archived(&dir, &out);
    let said = hall.said();
    let forged_said = said.matches("names device pendule-zz").count();
    assert_eq!(forged_said, 1, "{said}");
    assert_eq!(
        said.matches("device pendule-x: not a snapshot").count(),
        1,
        "{said}"
    );
    let _ = client.disconnect();
    let _ = forger.join();
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_ten_megabyte_snapshot_costs_only_its_sender() {
    let _turn = one_at_a_time();
    let dir = temp_dir("huge");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let mut options = rumqttc::MqttOptions::new("huge", "127.0.0.1", hall.port);
    options.set_max_packet_size(64 * 1024, 16 * 1024 * 1024);
    let (client, mut connection) = rumqttc::Client::new(options, 8);
    let sender = std::thread::spawn(move || {
        // Until the broker closes the link: what it took of it.
        connection
            .iter()
            .find_map(|event| event.err().map(|e| e.to_string()))
    });
    let huge = vec![b'x'; 10 * 1024 * 1024];
    client
        .publish(
            "pendule/v1/dev/huge/state",
            rumqttc::QoS::AtLeastOnce,
            true,
            huge,
        )
        .unwrap();
    let closed = sender.join().unwrap();
    assert!(closed.is_some(), "the broker kept a 10 MB sender connected");
    play_round(&dir, &hall);
    assert_round_is_archived(&dir, &out);
    assert!(!hall.said().contains("device huge"), "{}", hall.said());
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_hall_on_the_same_folder_is_refused() {
    let _turn = one_at_a_time();
    let dir = temp_dir("twice");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let second = pendule()
        .args(["hall", "--event", EVENT, "--listen"])
        .arg(format!("127.0.0.1:{}", free_port()))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(!second.status.success());
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(said.contains("in use by another pendule"), "{said}");
    // The first goes on: a round played after is written whole.
    play_round(&dir, &hall);
    assert_round_is_archived(&dir, &out);
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A board's file that cannot be written (a folder stands in its place)
/// is said once, not every second it goes on failing, and the round is
/// written when it can be again.
#[test]
fn a_write_that_keeps_failing_is_said_once() {
    let _turn = one_at_a_time();
    let dir = temp_dir("unwritable");
    let out = dir.join("out");
    std::fs::create_dir_all(out.join("game-1.pgn")).unwrap();
    let hall = HallProcess::start(&out, free_port());
    let mut device = start_device(&dir, "dev-001", &hall.broker(), &script(1, 6), 20.0);
    assert!(device.wait().unwrap().success());
    hall.wait_said("cannot write", std::time::Duration::from_secs(30));
    // Tried again every second meanwhile.
    std::thread::sleep(std::time::Duration::from_secs(3));
    assert_eq!(
        hall.said().matches("cannot write").count(),
        1,
        "{}",
        hall.said()
    );
    std::fs::remove_dir(out.join("game-1.pgn")).unwrap();
    hall.wait_said("written again", std::time::Duration::from_secs(10));
    wait_file(
        &out.join("game-1.pgn"),
        std::time::Duration::from_secs(10),
        |t| t.contains("0-1"),
    );
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
