//! The arbiters' console in a real browser (Debian's chromium, headless,
//! through the DevTools protocol) against a real hall with its own
//! mosquitto and virtual devices: every board on the grid, a flag that
//! falls on a device at the top within a second, a board opened, a
//! player's call for the arbiter first of all; the password asked and
//! wrong ones throttled; a LAN address without a password refused.

#[path = "harness/browser.rs"]
mod browser;
#[path = "harness/hall.rs"]
mod harness;

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::{Duration, Instant};

use browser::Browser;
use harness::*;
use pendule::hall::console::gate::basic;

/// Board 3's White runs out of time 8 s into the game: the console must
/// show it first.
const FLAG_SCRIPT: &str = "[Event \"Club Open\"]\n[Round \"2\"]\n[Board \"3\"]\n\
    [White \"Flag White\"]\n[Black \"Flag Black\"]\ncontrol 8\n1 e4\n1 e5\nwait 20\n";

/// Board 4's Black calls the arbiter after the first moves.
const CALL_SCRIPT: &str = "[Event \"Club Open\"]\n[Round \"2\"]\n[Board \"4\"]\n\
    [White \"Caller White\"]\n[Black \"Caller Black\"]\ncontrol 600\n1 e4\n1 e5\ncall black\nwait 60\n";

/// When the device's snapshot with White's flag reached the broker.
fn watch_flag(port: u16) -> std::sync::mpsc::Receiver<Instant> {
    let (tx, rx) = std::sync::mpsc::channel();
    let mut options = rumqttc::MqttOptions::new("console-test-watch", "127.0.0.1", port);
    options.set_max_packet_size(1 << 20, 1 << 20);
    let (client, mut connection) = rumqttc::Client::new(options, 16);
    client
        .subscribe("pendule/v1/dev/dev-flag/state", rumqttc::QoS::AtMostOnce)
        .unwrap();
    std::thread::spawn(move || {
        for event in connection.iter() {
            if let Ok(rumqttc::Event::Incoming(rumqttc::Packet::Publish(p))) = event
                && String::from_utf8_lossy(&p.payload).contains("\"flag\":\"white\"")
            {
                let _ = tx.send(Instant::now());
                return;
            }
        }
    });
    rx
}

#[test]
fn every_board_is_on_the_grid_and_a_fallen_flag_goes_to_the_top_within_a_second() {
    let _turn = one_at_a_time();
    let dir = temp_dir("console");
    let address = format!("127.0.0.1:{}", free_port());
    let hall = HallProcess::start_with(
        &dir.join("out"),
        free_port(),
        &[OsStr::new("--console"), OsStr::new(&address)],
    );
    let flag_seen = watch_flag(hall.port);
    let mut devices = vec![start_device(
        &dir,
        "dev-flag",
        &hall.broker(),
        FLAG_SCRIPT,
        1.0,
    )];
    for (board, device) in [(1, "dev-one"), (2, "dev-two")] {
        devices.push(start_device(
            &dir,
            device,
            &hall.broker(),
            &script(board, 40),
            1.0,
        ));
    }
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let mut page = Browser::open(&format!("http://{address}/"), 1366, 768);
    every_board_with_its_players(&mut page);
    // The flag reached the broker: from there to the top of the grid.
    let fell = flag_seen
        .recv_timeout(Duration::from_secs(30))
        .expect("board 3's flag never fell");
    page.wait_for(
        "document.querySelector('#grid .card').dataset.device === 'dev-flag' \
         && document.querySelector('#grid .card').dataset.problems.includes('flag')",
        Duration::from_secs(5),
    );
    let late = fell.elapsed();
    assert!(
        late < Duration::from_secs(1),
        "the flag took {late:?} to the top"
    );
    eprintln!("console: flag on the broker to the top of the grid within {late:?}");
    page.screenshot(&shots.join("console-1366x768.png"));
    a_click_opens_the_board(&mut page, shots);
    // A player calls the arbiter on board 4: that call goes first, and
    // the page flashes for it once the arbiter asked for the alert.
    // Off by default: the flag's problem came without a flash.
    assert_eq!(
        page.eval("document.body.classList.contains('flash')"),
        serde_json::json!(false)
    );
    page.eval("document.getElementById('alert').click(); true");
    let said = dir.join("dev-call.said");
    let caller = device_command(&dir, "dev-call", &hall.broker(), CALL_SCRIPT, 1.0)
        .stderr(std::fs::File::create(&said).unwrap())
        .spawn()
        .unwrap();
    devices.push(caller);
    page.wait_for(
        "document.querySelector('#grid .card').dataset.device === 'dev-call' \
         && document.querySelector('#grid .card').dataset.problems === 'call' \
         && document.querySelector('#grid .card .problems').textContent.includes('Caller Black')",
        Duration::from_secs(20),
    );
    page.wait_for(
        "document.body.classList.contains('flash')",
        Duration::from_secs(5),
    );
    // The flash over (three half-seconds) before the picture.
    std::thread::sleep(Duration::from_secs(2));
    page.screenshot(&shots.join("console-call-1366x768.png"));
    the_call_marked_seen_reaches_the_device(&mut page, &said);
    the_results_and_the_rounds_files(&mut page);
    wide_and_in_each_language(&address, shots);
    eprintln!("console: pictures in {}", shots.display());
    for mut device in devices {
        let _ = device.kill();
        let _ = device.wait();
    }
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The arbiter marks the call seen on the console: the card says so, the
/// key goes, and the device hears it through the broker.
fn the_call_marked_seen_reaches_the_device(page: &mut Browser, said: &Path) {
    page.eval("document.querySelector('#grid .card button.seen').click()");
    page.wait_for(
        "document.querySelector('#grid .card .problems').textContent.includes('seen') \
         && document.querySelector('#grid .card button.seen').hidden",
        Duration::from_secs(5),
    );
    wait_file(said, Duration::from_secs(10), |s| {
        s.contains("hall: the arbiter has seen Black's call")
    });
}

/// The three boards on the grid, each with its players once set up.
fn every_board_with_its_players(page: &mut Browser) {
    let names = "[...document.querySelectorAll('#grid .card')].map(c => \
        c.querySelector('.wn').textContent + ' – ' + c.querySelector('.bn').textContent).join('|')";
    page.wait_for(
        &format!(
            "document.querySelectorAll('#grid .card').length === 3 && !({names}).includes('?')"
        ),
        Duration::from_secs(20),
    );
    let names = page.eval(names);
    for name in [
        "White 1 – Black 1",
        "White 2 – Black 2",
        "Flag White – Flag Black",
    ] {
        assert!(names.as_str().unwrap().contains(name), "{names}");
    }
}

/// The first card opened: its moves with their clocks, the ruling with
/// its proof, the position; then closed.
fn a_click_opens_the_board(page: &mut Browser, shots: &Path) {
    page.eval("document.querySelector('#grid .card').click(), true");
    page.wait_for(
        "!document.getElementById('opened').hidden \
         && document.getElementById('opened-moves').textContent.includes('6.9') \
         && document.querySelectorAll('#diagram [data-square]').length === 32",
        Duration::from_secs(5),
    );
    let moves = page.eval("document.getElementById('opened-moves').textContent");
    assert!(moves.as_str().unwrap().contains("e4"), "{moves}");
    page.screenshot(&shots.join("console-board-1366x768.png"));
    page.eval("document.getElementById('close').click(), true");
}

/// The results by board, the round's PGN and results CSV, and no other
/// file of the hall's folder.
fn the_results_and_the_rounds_files(page: &mut Browser) {
    page.eval("document.getElementById('view').click(), true");
    page.wait_for(
        "document.querySelectorAll('#results-rows tr').length === 4 \
         && document.querySelector('#results-rows tr').textContent.startsWith('1')",
        Duration::from_secs(5),
    );
    let round = page.eval("fetch('files/round.pgn').then(r => r.text())");
    assert!(round.as_str().unwrap().contains("[Board \"3\"]"), "{round}");
    let results = page.eval("fetch('files/results.csv').then(r => r.text())");
    let row = ",3,Flag White,Flag Black,0-1,time forfeit";
    assert!(results.as_str().unwrap().contains(row), "{results}");
    let refused = page.eval("fetch('files/pendule.lock').then(r => r.status)");
    assert_eq!(refused, 404);
}

/// The console at 1920x1080, and in French, German and Spanish (the
/// words from the catalogues).
fn wide_and_in_each_language(address: &str, shots: &Path) {
    let mut wide = Browser::open(&format!("http://{address}/"), 1920, 1080);
    wide.wait_for(
        "document.querySelectorAll('#grid .card.problem').length >= 1",
        Duration::from_secs(10),
    );
    wide.screenshot(&shots.join("console-1920x1080.png"));
    drop(wide);
    for (lang, progress) in [("fr", "Terminées"), ("de", "Beendet"), ("es", "Terminadas")] {
        let mut page = Browser::open(&format!("http://{address}/?lang={lang}"), 1366, 768);
        page.wait_for(
            &format!("document.getElementById('progress').textContent.includes('{progress}')"),
            Duration::from_secs(10),
        );
        page.screenshot(&shots.join(format!("console-{lang}-1366x768.png")));
    }
}

/// The status line of a GET of `path` with `authorization`.
fn status(address: &str, path: &str, authorization: Option<&str>) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    let header = authorization.map_or(String::new(), |a| format!("Authorization: {a}\r\n"));
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {address}\r\n{header}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer.lines().next().unwrap_or("").to_owned()
}

#[test]
fn the_password_is_asked_and_wrong_ones_are_throttled() {
    let _turn = one_at_a_time();
    let dir = temp_dir("console-password");
    let secret = dir.join("console.secret");
    std::fs::write(&secret, "correct horse\n").unwrap();
    let address = format!("127.0.0.1:{}", free_port());
    let hall = HallProcess::with_console(
        &dir.join("out"),
        &address,
        ("--console-password-file", &secret),
    );
    assert!(status(&address, "/", None).contains("401"));
    assert!(status(&address, "/round", Some(&basic("correct horse"))).contains("200"));
    let began = Instant::now();
    for _ in 0..5 {
        assert!(status(&address, "/round", Some(&basic("wrong"))).contains("401"));
    }
    // Each wrong one waited a second for its answer.
    assert!(began.elapsed() >= Duration::from_secs(5));
    let throttled = status(&address, "/round", Some(&basic("correct horse")));
    assert!(throttled.contains("429"), "{throttled}");
    drop(hall);

    // A LAN address with no password is refused before anything starts.
    let said = pendule()
        .args(["hall", "--event", EVENT, "--console", "0.0.0.0:0", "--out"])
        .arg(dir.join("lan"))
        .output()
        .unwrap();
    assert!(!said.status.success());
    let words = String::from_utf8_lossy(&said.stderr);
    assert!(words.contains("--console-password-file"), "{words}");
    let _ = std::fs::remove_dir_all(&dir);
}
