//! The hall over TLS, against the real mosquitto `pendule hall` starts
//! with `--tls-cert` and `--tls-key` (a certificate made by openssl, as an
//! organiser makes one): a device pinning the hall's certificate plays its
//! game through it; a client without TLS, or pinning another certificate,
//! is not let in; a device told mqtts:// without a certificate says so.

#[path = "harness/hall.rs"]
mod harness;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use harness::*;

/// A self-signed certificate and its key, as `openssl` makes them.
fn certificate(dir: &Path, name: &str) -> (PathBuf, PathBuf) {
    let (cert, key) = (
        dir.join(format!("{name}.pem")),
        dir.join(format!("{name}.key")),
    );
    let made = Command::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
        ])
        .args([
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=pendule-hall",
            "-keyout",
        ])
        .arg(&key)
        .arg("-out")
        .arg(&cert)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("openssl (apt-get install openssl)");
    assert!(made.success());
    (cert, key)
}

/// Whether a client reaches the broker on `port`, over TLS pinning `pem`
/// or over plain TCP.
fn connects(port: u16, pem: Option<&Path>) -> bool {
    let broker = match pem {
        Some(_) => format!("mqtts://127.0.0.1:{port}"),
        None => format!("mqtt://127.0.0.1:{port}"),
    };
    let dir = temp_dir("probe");
    let script = dir.join("probe.txt");
    // Board 9: the probe's game stays off the device's board.
    std::fs::write(&script, "[Board \"9\"]\ncontrol 60\n1 e4\nresign white\n").unwrap();
    let mut probe = pendule();
    probe
        .arg("simulate")
        .arg(&script)
        .args(["--hall", &broker, "--device", "probe", "--event", EVENT])
        .args(["--speed", "1000", "--linger", "1.5"])
        .env("RUST_LOG", "pendule=info");
    if let Some(pem) = pem {
        probe.arg("--tls-cert").arg(pem);
    }
    let run = probe.output().unwrap();
    let said = String::from_utf8_lossy(&run.stderr).into_owned();
    let _ = std::fs::remove_dir_all(&dir);
    let connected = said.contains("hall: connected");
    // Refused, it says so at its end.
    assert_eq!(
        !connected,
        said.contains("does not have this board"),
        "{said}"
    );
    connected
}

#[test]
fn a_device_plays_through_a_hall_over_tls_and_no_stranger_gets_in() {
    let _turn = one_at_a_time();
    let dir = temp_dir("tls");
    let (cert, key) = certificate(&dir, "hall");
    let (other, _) = certificate(&dir, "other");
    let (out, port) = (dir.join("out"), free_port());
    let more: [&OsStr; 4] = [
        "--tls-cert".as_ref(),
        cert.as_ref(),
        "--tls-key".as_ref(),
        key.as_ref(),
    ];
    let hall = HallProcess::start_with(&out, port, &more);
    assert!(
        connects(port, Some(&cert)),
        "a device pinning the hall's certificate"
    );
    assert!(!connects(port, None), "a client without TLS got in");
    assert!(
        !connects(port, Some(&other)),
        "a client pinning another certificate got in"
    );
    // A device plays its game through it.
    let script = dir.join("dev-1.txt");
    std::fs::write(&script, script_text()).unwrap();
    let data = dir.join("dev-1");
    let played = pendule()
        .arg("simulate")
        .arg(&script)
        .args(["--hall", &format!("mqtts://127.0.0.1:{port}")])
        .args([
            "--device", "dev-1", "--event", EVENT, "--speed", "20", "--linger", "0.5",
        ])
        .arg("--tls-cert")
        .arg(&cert)
        .arg("--data-dir")
        .arg(&data)
        .output()
        .unwrap();
    assert!(played.status.success(), "{played:?}");
    let game = wait_file(&out.join("game-1.pgn"), Duration::from_secs(20), |t| {
        t.contains("[Result \"0-1\"]")
    });
    assert_eq!(comparable(&game), comparable(&archived(&dir, "dev-1")));
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

fn script_text() -> String {
    script(1, 8)
}

#[test]
fn a_device_told_mqtts_without_a_certificate_says_so() {
    let dir = temp_dir("tls-none");
    let script = dir.join("s.txt");
    std::fs::write(&script, script_text()).unwrap();
    // What a device on a TLS hall says and does with `more`.
    let refused = |more: &[&OsStr]| {
        let run = pendule()
            .arg("simulate")
            .arg(&script)
            .args([
                "--hall",
                "mqtts://127.0.0.1:1",
                "--device",
                "d",
                "--event",
                EVENT,
            ])
            .args(more)
            .output()
            .unwrap();
        assert!(!run.status.success());
        String::from_utf8_lossy(&run.stderr).into_owned()
    };
    let said = refused(&[]);
    assert!(
        said.contains("needs the hall's certificate (--tls-cert"),
        "{said}"
    );
    let bad = dir.join("bad.pem");
    std::fs::write(&bad, "not a certificate").unwrap();
    let said = refused(&["--tls-cert".as_ref(), bad.as_ref()]);
    assert!(said.contains("no certificate in it"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}
