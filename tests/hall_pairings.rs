//! The round's pairings from the hall to the devices, through a real
//! mosquitto: a stick's pairings file (Latin-1 CSV, as a spreadsheet
//! exports it) published by `pendule hall pairings`, and each device hears
//! its own board's game, read as from the stick.

#[path = "harness/hall.rs"]
mod harness;

use std::process::Stdio;

use harness::*;

#[test]
fn each_device_hears_its_own_boards_pairing() {
    let _turn = one_at_a_time();
    let dir = temp_dir("pairings");
    let out = dir.join("out");
    let hall = HallProcess::start(&out, free_port());
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pairings/round3.csv"
    );
    let sent = pendule()
        .args(["hall", "pairings", file, "--round", "3", "--event", EVENT])
        .args(["--broker", &hall.broker()])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&sent.stdout);
    assert!(sent.status.success(), "{sent:?}");
    assert_eq!(said.trim(), "round 3: 3 boards' pairings published (1-3)");
    let expected = [
        (1, "Kovalenko, Petro - Schmidt, Jonas"),
        (2, "Müller, Jürgen - Dupont, Éloïse"),
        (3, "García, Álvaro - Lefèvre, Anne"),
    ];
    // The devices start after the hall published: the broker keeps each
    // board's pairing for them. Board 2's device goes first.
    for (board, players) in [expected[1], expected[0], expected[2]] {
        let device = format!("dev-{board}");
        let script = script(board, 2).replace("[Round \"2\"]", "[Round \"3\"]");
        let path = dir.join(format!("{device}.txt"));
        std::fs::write(&path, script).unwrap();
        let run = pendule()
            .arg("simulate")
            .arg(&path)
            .args([
                "--hall",
                &hall.broker(),
                "--device",
                &device,
                "--event",
                EVENT,
            ])
            .args(["--speed", "4", "--linger", "0.5"])
            .stdout(Stdio::null())
            .output()
            .unwrap();
        assert!(run.status.success(), "{run:?}");
        let heard: Vec<String> = String::from_utf8_lossy(&run.stderr)
            .lines()
            .filter(|l| l.starts_with("hall pairing:"))
            .map(str::to_owned)
            .collect();
        assert_eq!(
            heard,
            [format!("hall pairing: round 3 board {board}: {players}")]
        );
    }
    // A round the file does not hold is refused, and nothing is sent.
    let empty = dir.join("empty.csv");
    std::fs::write(&empty, "").unwrap();
    let wrong = pendule()
        .args([
            "hall",
            "pairings",
            empty.to_str().unwrap(),
            "--round",
            "3",
            "--event",
            EVENT,
        ])
        .args(["--broker", &hall.broker()])
        .output()
        .unwrap();
    assert_eq!(wrong.status.code(), Some(2), "{wrong:?}");
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
