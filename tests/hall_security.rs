//! The hall's broker lets each provisioned device write its own board
//! only, and no one else anything: tested against the real mosquitto
//! `pendule hall` starts with the users and ACL `pendule hall provision`
//! made.

#[path = "harness/hall.rs"]
mod harness;

use std::path::Path;
use std::time::{Duration, Instant};

use harness::*;
use rumqttc::{Client, ConnectionError, MqttOptions, QoS};

/// The password in a device's file on the stick.
fn password(stick: &Path, user: &str) -> String {
    let file = stick.join("pendule/hall").join(format!("{user}.toml"));
    let text = std::fs::read_to_string(file).unwrap();
    let line = text.lines().find(|l| l.starts_with("password = ")).unwrap();
    line.trim_start_matches("password = ")
        .trim_matches('"')
        .to_owned()
}

fn provision(out: &Path, stick: &Path, port: u16) {
    mosquitto();
    let made = pendule()
        .args(["hall", "provision", "--devices", "2", "--event", EVENT])
        .arg("--broker")
        .arg(format!("mqtt://127.0.0.1:{port}"))
        .arg("--out")
        .arg(out)
        .arg("--stick")
        .arg(stick)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    let said = String::from_utf8_lossy(&made.stdout);
    assert!(said.contains("dev-001 to dev-002"), "{said}");
}

/// Whether the broker lets a connection as `user` in (`None`: anonymous).
fn connect(port: u16, user: Option<(&str, &str)>) -> bool {
    let mut options = MqttOptions::new("probe", "127.0.0.1", port);
    if let Some((user, password)) = user {
        options.set_credentials(user, password);
    }
    let (_client, mut connection) = Client::new(options, 8);
    let first: Result<_, ConnectionError> = connection.iter().next().unwrap();
    first.is_ok()
}

fn state(device: &str, board: u32) -> String {
    format!(
        "{{\"device\":\"{device}\",\"hall_event\":\"{EVENT}\",\"board\":{board},\
         \"games\":[\"[Event \\\"X\\\"]\\n[Board \\\"{board}\\\"]\\n\\n1. a4 *\\n\"]}}"
    )
}

#[test]
fn a_device_writes_its_own_board_and_no_one_elses() {
    let _turn = one_at_a_time();
    let dir = temp_dir("acl");
    let (out, stick, port) = (dir.join("out"), dir.join("stick"), free_port());
    provision(&out, &stick, port);
    let hall = HallProcess::start(&out, port);
    // Strangers are not let in.
    assert!(!connect(port, None), "an anonymous client connected");
    assert!(
        !connect(port, Some(("dev-001", "guess"))),
        "a wrong password connected"
    );
    // The organiser's pairings without the hall's folder are refused, and
    // the refusal says what to give.
    let csv = dir.join("round.csv");
    std::fs::write(&csv, "round,board,White,Black\n1,1,A,B\n").unwrap();
    let sent = pendule()
        .args(["hall", "pairings"])
        .arg(&csv)
        .args(["--round", "1", "--event", EVENT, "--broker", &hall.broker()])
        .output()
        .unwrap();
    assert_eq!(sent.status.code(), Some(2), "{sent:?}");
    let said = String::from_utf8_lossy(&sent.stderr);
    assert!(
        said.contains("NotAuthorized") && said.contains("--out DIR"),
        "{said}"
    );
    // Device 1 plays its board with its own password.
    let file = dir.join("dev-001.password");
    std::fs::write(&file, password(&stick, "dev-001")).unwrap();
    // Without its password it plays (play never needs the hall), unheard.
    let mut device = start_device(&dir, "dev-001", &hall.broker(), &script(1, 6), 20.0);
    assert!(device.wait().unwrap().success());
    assert!(
        !out.join("game-1.pgn").exists(),
        "a device without its password wrote"
    );
    let mut device = pendule()
        .arg("simulate")
        .arg(dir.join("dev-001.txt"))
        .args([
            "--hall",
            &hall.broker(),
            "--device",
            "dev-001",
            "--event",
            EVENT,
        ])
        .args(["--speed", "20", "--linger", "0.5", "--password-file"])
        .arg(&file)
        .spawn()
        .unwrap();
    assert!(device.wait().unwrap().success());
    wait_file(&out.join("game-1.pgn"), Duration::from_secs(20), |t| {
        t.contains("0-1")
    });
    // Device 2, with its own password, forges board 7 on device 1's topic,
    // then writes its own board 2: the broker drops the first, in order.
    let mut options = MqttOptions::new("dev-002", "127.0.0.1", port);
    options.set_credentials("dev-002", password(&stick, "dev-002"));
    let (client, mut connection) = Client::new(options, 8);
    let driver = std::thread::spawn(move || {
        for event in connection.iter() {
            if event.is_err() {
                break;
            }
        }
    });
    let forged = state("dev-001", 7);
    client
        .publish(
            "pendule/v1/dev/dev-001/state",
            QoS::AtLeastOnce,
            true,
            forged,
        )
        .unwrap();
    write_board_two(&client, &out);
    std::thread::sleep(Duration::from_millis(300));
    assert!(
        !out.join("game-7.pgn").exists(),
        "a device wrote another's board"
    );
    let round = std::fs::read_to_string(out.join("round.pgn")).unwrap();
    assert!(!round.contains("[Board \"7\"]"), "{round}");
    let _ = client.disconnect();
    let _ = driver.join();
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Device 2 writes its own board 2 (as `client`), and the hall's file has it.
fn write_board_two(client: &Client, out: &Path) {
    client
        .publish(
            "pendule/v1/dev/dev-002/state",
            QoS::AtLeastOnce,
            true,
            state("dev-002", 2),
        )
        .unwrap();
    wait_file(&out.join("game-2.pgn"), Duration::from_secs(20), |t| {
        t.contains("1. a4")
    });
}

/// A connection as `user`, and the messages it hears on its subscriptions.
fn client_as(
    port: u16,
    (user, password): (&str, &str),
) -> (
    Client,
    std::thread::JoinHandle<()>,
    std::sync::mpsc::Receiver<(String, String)>,
) {
    let mut options = MqttOptions::new(user, "127.0.0.1", port);
    options.set_credentials(user, password);
    let (client, mut connection) = Client::new(options, 8);
    let (heard, hearing) = std::sync::mpsc::channel();
    let driver = std::thread::spawn(move || {
        for event in connection.iter() {
            match event {
                Ok(rumqttc::Event::Incoming(rumqttc::Packet::Publish(p))) => {
                    let text = String::from_utf8_lossy(&p.payload).into_owned();
                    let _ = heard.send((p.topic, text));
                }
                // The broker acknowledges a publish it refused too.
                Ok(rumqttc::Event::Incoming(rumqttc::Packet::PubAck(_))) => {
                    let _ = heard.send(("puback".into(), String::new()));
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
    });
    (client, driver, hearing)
}

/// Waits for `count` acknowledgements of a client's publishes, hearing
/// none of them on its own subscription: a message the broker takes
/// reaches its subscribers before the publisher's acknowledgement, so the
/// client would hear its own first.
fn acknowledged_unheard(heard: &std::sync::mpsc::Receiver<(String, String)>, count: usize) {
    let mut acks = 0;
    while acks < count {
        let (topic, _) = heard.recv_timeout(Duration::from_secs(10)).unwrap();
        assert!(
            topic == "puback" || topic.starts_with("pendule/v1/dev/dev-00"),
            "the broker took a viewer's message on {topic}"
        );
        acks += usize::from(topic == "puback");
    }
}

#[test]
fn a_viewer_reads_every_board_and_writes_nothing() {
    let _turn = one_at_a_time();
    let dir = temp_dir("viewer");
    let (out, stick, port) = (dir.join("out"), dir.join("stick"), free_port());
    provision(&out, &stick, port);
    let viewer = std::fs::read_to_string(out.join("broker/viewer.secret")).unwrap();
    let hall = HallProcess::start(&out, port);
    let (watcher, watching, heard) = client_as(port, ("pendule-viewer", viewer.trim()));
    watcher.subscribe("pendule/v1/#", QoS::AtLeastOnce).unwrap();
    // It tries to pose as device 2, as a device of its own, and as the hall.
    let forged: [(&str, String); 3] = [
        ("pendule/v1/dev/dev-002/state", state("dev-002", 9)),
        (
            "pendule/v1/dev/pendule-viewer/state",
            state("pendule-viewer", 8),
        ),
        (
            &format!("pendule/v1/event/{EVENT}/round/1/board/3/pairing"),
            "x".into(),
        ),
    ];
    for (topic, payload) in forged {
        watcher
            .publish(topic, QoS::AtLeastOnce, true, payload)
            .unwrap();
    }
    acknowledged_unheard(&heard, 3);
    // Then device 2 writes its board, which the viewer hears.
    let (device, driving, _) = client_as(port, ("dev-002", &password(&stick, "dev-002")));
    write_board_two(&device, &out);
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut topics = Vec::new();
    while let Ok((topic, payload)) = heard.recv_timeout(deadline - Instant::now()) {
        let board_two = topic.ends_with("dev-002/state") && payload.contains("\"board\":2");
        assert!(
            !payload.contains("\"board\":9"),
            "a forged board 9 went through"
        );
        topics.push(topic);
        if board_two {
            break;
        }
    }
    assert!(
        topics.iter().any(|t| t == "pendule/v1/dev/dev-002/state"),
        "the viewer heard {topics:?}"
    );
    assert!(
        !topics
            .iter()
            .any(|t| t.contains("pendule-viewer") || t.contains("pairing")),
        "the broker took a viewer's message: {topics:?}"
    );
    for board in [3, 8, 9] {
        assert!(
            !out.join(format!("game-{board}.pgn")).exists(),
            "board {board}"
        );
    }
    for (client, thread) in [(watcher, watching), (device, driving)] {
        let _ = client.disconnect();
        let _ = thread.join();
    }
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broker_open_to_the_network_is_refused_until_devices_are_provisioned() {
    let _turn = one_at_a_time();
    mosquitto();
    let dir = temp_dir("open");
    let began = Instant::now();
    let run = pendule()
        .args(["hall", "--event", EVENT, "--listen"])
        .arg(format!("0.0.0.0:{}", free_port()))
        .arg("--out")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2), "{run:?}");
    let said = String::from_utf8_lossy(&run.stderr);
    assert!(said.contains("pendule hall provision"), "{said}");
    assert!(began.elapsed() < Duration::from_secs(10));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_connection_is_a_connection_error() {
    // The probe above tells refusal from success: an open broker lets it in.
    let _turn = one_at_a_time();
    let dir = temp_dir("probe");
    let port = free_port();
    let hall = HallProcess::start(&dir.join("out"), port);
    assert!(connect(port, None));
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
