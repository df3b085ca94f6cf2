//! The console at scale: `pendule hall` (its own mosquitto) follows N
//! boards, each playing a move every 5 s (one MQTT connection here
//! publishes every board's retained snapshot, as N devices would), and
//! Debian's chromium, headless, watches its console.
//!
//! 1. One browser at 1366x768: the page's work in each frame (the
//!    handling of the hall's events and the clocks' ticks since the last
//!    frame, each with the style and layout it forces, plus the frame's
//!    own rendering up to the next task), and the frames' intervals.
//! 2. The hall's CPU with the console watched by 3 browsers, and that of
//!    a second hall with `--no-console` on the same broker over the same
//!    seconds (the difference is the console's share).
//!
//! Usage: `cargo build --release && cargo run --release --example
//! console_scale -- [BOARDS] [SECONDS] [PENDULE]` (defaults: 500, 30 s,
//! `target/release/pendule`).

#[path = "../tests/harness/browser.rs"]
mod browser;

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use pendule::hall::state::{BoardState, Clocks, Side};
use pendule::hall::topics::{DeviceTopic, ONLINE};
use rumqttc::{Client, MqttOptions, QoS};

const EVENT: &str = "scale";
/// A Ruy Lopez, cycled past its end.
const LINE: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 \
    Bc2 c5 d4 Qc7 Nbd2 cxd4 cxd4 Nc6 Nb3 a5 Be3 a4 Nbd2 Bd7 Rc1 Qb7 Qe2 Rfe8 Bd3 Bd8 Bb1 h6";
const MOVE_EVERY: Duration = Duration::from_secs(5);

type Error = Box<dyn std::error::Error>;

fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let boards: u32 = args.next().map_or(Ok(500), |a| a.parse())?;
    let seconds: u64 = args.next().map_or(Ok(30), |a| a.parse())?;
    let pendule = args
        .next()
        .unwrap_or_else(|| "target/release/pendule".into());
    let window = Duration::from_secs(seconds);

    let (mut hall, port, console) = start_hall(Path::new(&pendule))?;
    let url = format!("http://{console}/");
    let players =
        std::thread::spawn(move || play(port, boards, window * 3 + Duration::from_secs(40)));
    std::thread::sleep(Duration::from_secs(5));
    let mut page = browser::Browser::open(&url, 1366, 768);
    page.wait_for(
        &format!("document.querySelectorAll('#grid .card').length === {boards}"),
        Duration::from_secs(60),
    );
    println!("console: {boards} boards on the grid");
    page.eval(MEASURE);
    std::thread::sleep(window);
    let frames: Vec<f64> = serde_json::from_value(page.eval("window.frameWork"))?;
    let gaps: Vec<f64> = serde_json::from_value(page.eval("window.frameGaps"))?;
    say("frame work", &frames);
    say("frame interval", &gaps);
    let shot = std::env::temp_dir().join(format!("console-{boards}-boards.png"));
    page.screenshot(&shot);
    println!("console: {}", shot.display());
    drop(page);

    // A second hall on the same broker, without a console, follows the
    // same boards over the same seconds: the difference is the console's.
    let bare_out =
        std::env::temp_dir().join(format!("pendule-console-bare-{}", std::process::id()));
    let mut bare = Command::new(&pendule)
        .args(["hall", "--event", EVENT, "--no-console", "--broker"])
        .arg(format!("mqtt://127.0.0.1:{port}"))
        .arg("--out")
        .arg(&bare_out)
        .stdout(Stdio::null())
        .spawn()?;
    let pages: Vec<_> = (0..3)
        .map(|_| browser::Browser::open(&url, 1366, 768))
        .collect();
    std::thread::sleep(Duration::from_secs(5));
    let (watched, alone) = cpu_shares(hall.id(), bare.id(), window);
    drop(pages);
    for child in [&mut hall, &mut bare] {
        let _ = Command::new("kill").arg(child.id().to_string()).status();
        let _ = child.wait();
    }
    println!(
        "hall CPU over the same {seconds} s: {:.1} % of a core with the console watched by \
         3 browsers, {:.1} % for a hall with --no-console: the console's share {:.1} %",
        watched * 100.0,
        alone * 100.0,
        (watched - alone) * 100.0
    );
    drop(players);
    Ok(())
}

/// Wraps the page's handlers and samples each frame (see the top).
const MEASURE: &str = r#"
(() => {
  window.frameWork = []; window.frameGaps = [];
  let pending = 0, last = 0;
  for (const name of ["take", "tick"]) {
    const inner = window[name];
    window[name] = function (...args) {
      const t = performance.now();
      inner.apply(this, args);
      void document.getElementById("grid").offsetHeight; // style and layout now
      pending += performance.now() - t;
    };
  }
  const frame = (ts) => {
    const start = performance.now(), work = pending;
    pending = 0;
    if (last) window.frameGaps.push(ts - last);
    last = ts;
    const after = new MessageChannel();
    after.port1.onmessage = () => window.frameWork.push(work + performance.now() - start);
    after.port2.postMessage(0);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return true;
})()
"#;

fn say(what: &str, values: &[f64]) {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        v.get(((v.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!(
        "{what}: {} frames, median {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        v.len(),
        at(0.5),
        at(0.95),
        at(0.99),
        at(1.0)
    );
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_or(0, |a| a.port())
}

/// The hall with its own broker on a free port, its console on another;
/// what it says goes to this process's stderr.
fn start_hall(pendule: &Path) -> Result<(Child, u16, String), Error> {
    let port = free_port();
    let out = std::env::temp_dir().join(format!("pendule-console-scale-{}", std::process::id()));
    let address = format!("127.0.0.1:{}", free_port());
    let hall = Command::new(pendule)
        .args([
            "hall",
            "--event",
            EVENT,
            "--listen",
            &format!("127.0.0.1:{port}"),
        ])
        .args(["--console", &address, "--out"])
        .arg(&out)
        .stdout(Stdio::null())
        .spawn()?;
    std::thread::sleep(Duration::from_secs(2));
    Ok((hall, port, address))
}

/// CPU ticks (user and system) of `pid` so far.
fn ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    // Fields 14 and 15 of stat; the one after ')' is field 3.
    let fields = after.split_whitespace().skip(11).take(2);
    fields.map(|f| f.parse::<u64>().unwrap_or(0)).sum()
}

/// Shares of a core `a` and `b` used over the same `window`.
fn cpu_shares(a: u32, b: u32, window: Duration) -> (f64, f64) {
    let (a0, b0, began) = (ticks(a), ticks(b), Instant::now());
    std::thread::sleep(window);
    let (a1, b1) = (ticks(a), ticks(b));
    // USER_HZ is 100 on Linux.
    let share = |t: u64| t as f64 / 100.0 / began.elapsed().as_secs_f64();
    (share(a1 - a0), share(b1 - b0))
}

fn millis() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Board `n`'s snapshot after `plies`.
fn snapshot(n: u32, plies: usize) -> Vec<u8> {
    let moves: Vec<&str> = LINE.split_whitespace().cycle().take(plies).collect();
    let mut text = String::new();
    for (i, mv) in moves.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(&format!("{mv} {{ [%clk 1:29:00] }} "));
    }
    let side = if plies.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    BoardState {
        device: format!("dev-{n:03}"),
        hall_event: EVENT.into(),
        sent_ms: millis(),
        board: Some(n),
        clocks_ms: Clocks {
            white: 5_400_000 - plies as u64 * 1000,
            black: 5_400_000 - plies as u64 * 900,
        },
        to_move: Some(side),
        running: true,
        result: "*".into(),
        games: vec![format!(
            "[Event \"Scale\"]\n[Board \"{n}\"]\n[White \"White Player {n}\"]\n\
             [Black \"Black Player {n}\"]\n[Result \"*\"]\n\n{text}*\n"
        )],
        ..BoardState::default()
    }
    .to_json()
}

/// Every board online with its first move, then one board's next move every
/// MOVE_EVERY / boards, for `most`.
fn play(port: u16, boards: u32, most: Duration) {
    let mut options = MqttOptions::new("console-scale-boards", "127.0.0.1", port);
    options.set_max_packet_size(1 << 20, 1 << 20);
    options.set_inflight(1000);
    let (client, mut connection) = Client::new(options, 4096);
    std::thread::spawn(move || for _ in connection.iter() {});
    let mut plies = vec![1usize; boards as usize];
    for n in 1..=boards {
        let device = format!("dev-{n:03}");
        let _ = client.publish(
            DeviceTopic::Status.of(&device),
            QoS::AtLeastOnce,
            true,
            ONLINE,
        );
        let _ = client.publish(
            DeviceTopic::State.of(&device),
            QoS::AtLeastOnce,
            true,
            snapshot(n, 1),
        );
    }
    let began = Instant::now();
    let step = MOVE_EVERY / boards;
    let mut n = 0;
    while began.elapsed() < most {
        std::thread::sleep(step);
        n = n % boards + 1;
        let ply = &mut plies[n as usize - 1];
        *ply += 1;
        let device = format!("dev-{n:03}");
        let _ = client.publish(
            DeviceTopic::State.of(&device),
            QoS::AtLeastOnce,
            true,
            snapshot(n, *ply),
        );
    }
}
