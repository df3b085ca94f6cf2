//! The round's pairings dropped on the console's page in a real browser
//! (Debian's chromium, headless) against a real hall with its own
//! mosquitto: a file with bad lines is shown with each line and why, and
//! nothing reaches the broker; a good TRF is shown for a look, refused
//! with a wrong PIN, published with the arbiter's, and each board's
//! simulated device takes its game; wrong PINs are throttled.

#[path = "harness/browser.rs"]
mod browser;
#[path = "harness/hall.rs"]
mod harness;

use std::time::Duration;

use browser::Browser;
use harness::*;

/// A board of round 3 whose script names no player: the device takes the
/// hall's pairing, as its setup would be filled from the hall.
fn unnamed(board: u32) -> String {
    format!(
        "[Event \"Club Open\"]\n[Round \"3\"]\n[Board \"{board}\"]\ncontrol 600\n\
         wait 2\n1 e4\n1 e5\nwait 60\n"
    )
}

/// The retained pairings on the broker at `port`, heard for a while.
fn pairings_on_the_broker(port: u16) -> usize {
    let mut options = rumqttc::MqttOptions::new("pairings-test-watch", "127.0.0.1", port);
    options.set_max_packet_size(1 << 20, 1 << 20);
    let (client, mut connection) = rumqttc::Client::new(options, 64);
    client
        .subscribe(
            "pendule/v1/event/+/round/+/board/+/pairing",
            rumqttc::QoS::AtMostOnce,
        )
        .unwrap();
    let mut heard = 0;
    let until = std::time::Instant::now() + Duration::from_secs(2);
    while std::time::Instant::now() < until {
        match connection.recv_timeout(Duration::from_millis(200)) {
            Ok(Ok(rumqttc::Event::Incoming(rumqttc::Packet::Publish(p))))
                if !p.payload.is_empty() =>
            {
                heard += 1;
            }
            _ => {}
        }
    }
    heard
}

/// Drops `bytes` as the file `name` on the page's drop zone.
fn drop_file(page: &mut Browser, name: &str, bytes: &[u8]) {
    let bytes = serde_json::to_string(bytes).unwrap();
    page.eval(&format!(
        "(() => {{ const dt = new DataTransfer(); \
         dt.items.add(new File([new Uint8Array({bytes})], {name:?})); \
         document.getElementById('drop').dispatchEvent(new DragEvent('drop', \
         {{ dataTransfer: dt, bubbles: true, cancelable: true }})); return true; }})()"
    ));
}

/// What the page's publish key answers with `pin`.
fn publish_with(page: &mut Browser, pin: &str) {
    page.eval(&format!(
        "(() => {{ document.getElementById('pairings-pin').value = {pin:?}; \
         document.getElementById('publish').click(); return true; }})()"
    ));
}

#[test]
fn a_pairings_file_dropped_on_the_console_reaches_the_devices_with_the_pin() {
    let _turn = one_at_a_time();
    let dir = temp_dir("console-pairings");
    let pin = dir.join("pin");
    std::fs::write(&pin, "2468\n").unwrap();
    let address = format!("127.0.0.1:{}", free_port());
    let hall = HallProcess::with_console(&dir.join("out"), &address, ("--console-pin-file", &pin));
    let mut page = Browser::open(&format!("http://{address}/"), 1366, 768);
    page.wait_for(
        "document.getElementById('pairings-open').textContent === 'Pairings'",
        Duration::from_secs(10),
    );
    page.eval("document.getElementById('pairings-open').click()");
    // Bad lines: each said with its number; nothing to publish.
    let bad = "round,board,white,black\n3,x,Ben,Anna\n3,1,Carl\n3,2,Eve,Finn\n";
    drop_file(&mut page, "round3.csv", bad.as_bytes());
    page.wait_for(
        "document.querySelectorAll('#pairings-problems li').length === 2 \
         && document.querySelector('#pairings-problems li').textContent.includes('line 2') \
         && document.getElementById('publish').disabled",
        Duration::from_secs(10),
    );
    assert_eq!(pairings_on_the_broker(hall.port), 0);
    // The round's TRF (Latin-1, as pairing programs write it): for a look.
    page.eval("document.getElementById('pairings-round').value = '3'; true");
    let trf = std::fs::read("tests/data/pairings/round3.trf").unwrap();
    drop_file(&mut page, "round3.trf", &trf);
    page.wait_for(
        "document.querySelectorAll('#pairings-rows tr').length === 3 \
         && document.getElementById('pairings-rows').textContent.includes('Müller, Jürgen') \
         && !document.getElementById('publish').disabled",
        Duration::from_secs(10),
    );
    let shots = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    page.screenshot(&shots.join("console-pairings-1366x768.png"));
    // A wrong PIN is refused, and nothing goes out.
    publish_with(&mut page, "1111");
    page.wait_for(
        "document.getElementById('pairings-said').textContent.startsWith('Wrong PIN')",
        Duration::from_secs(10),
    );
    assert_eq!(pairings_on_the_broker(hall.port), 0);
    publish_with(&mut page, "2468");
    page.wait_for(
        "document.getElementById('pairings-said').textContent.startsWith('Round 3 is published')",
        Duration::from_secs(10),
    );
    assert_eq!(pairings_on_the_broker(hall.port), 3);
    // Boards 1 and 2 have devices, which take their games; 3 has none.
    let devices: Vec<_> = [1, 2]
        .iter()
        .map(|b| start_device(&dir, &format!("dev-{b}"), &hall.broker(), &unnamed(*b), 1.0))
        .collect();
    page.wait_for(
        "[...document.querySelectorAll('#pairings-rows tr')].map((r) => r.dataset.taken).join() === 'yes,yes,no' \
         && document.querySelector('#pairings-rows tr:last-child').textContent.includes('no device')",
        Duration::from_secs(20),
    );
    page.screenshot(&shots.join("console-pairings-taken-1366x768.png"));
    // Five wrong PINs from this address (the right one cleared the first),
    // and even the right one waits out the minute.
    let status = |page: &mut Browser, pin: &str| {
        page.eval(&format!(
            "fetch('pairings/publish?round=3', {{ method: 'POST', body: 'x', \
             headers: {{ 'X-Pendule-Pin': {pin:?} }} }}).then((r) => r.status)"
        ))
    };
    for _ in 0..5 {
        assert_eq!(status(&mut page, "0000"), 403);
    }
    assert_eq!(status(&mut page, "2468"), 429);
    for mut device in devices {
        let _ = device.kill();
        let _ = device.wait();
    }
    drop(hall);
    let _ = std::fs::remove_dir_all(&dir);
}
