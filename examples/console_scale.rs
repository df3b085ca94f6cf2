//! The console at scale: `pendule hall` (its own mosquitto) follows N
//! boards, each playing a move every 5 s (one MQTT connection here
//! publishes every board's retained snapshot, as N devices would), and
//! Debian's chromium, headless, watches its console.
//!
//! 1. One browser at 1366x768: the page's work in each frame (the
//!    handling of the hall's events and the clocks' ticks since the last
//!    frame, each with the style and layout it forces, plus the frame's
//!    own rendering up to the next task), and the frames' intervals.
//! 2. The hall's CPU over the same seconds with the console watched by 3
//!    browsers, and with `--no-console` (the console's extra share).
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

    let (mut hall, port, console) = start_hall(Path::new(&pendule), true)?;
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

    let pages: Vec<_> = (0..3)
        .map(|_| browser::Browser::open(&url, 1366, 768))
        .collect();
    std::thread::sleep(Duration::from_secs(5));
    let watched = cpu_share(hall.id(), window);
    drop(pages);
    let _ = Command::new("kill").arg(hall.id().to_string()).status();
    let _ = hall.wait();
    let (mut bare, _, _) = start_hall_on(Path::new(&pendule), false, port)?;
    std::thread::sleep(Duration::from_secs(5));
    let alone = cpu_share(bare.id(), window);
    let _ = Command::new("kill").arg(bare.id().to_string()).status();
    let _ = bare.wait();
    println!(
        "hall CPU: {:.1} % of a core with the console watched by 3 browsers, \
         {:.1} % with --no-console: the console's share {:.1} %",
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

fn start_hall(pendule: &Path, console: bool) -> Result<(Child, u16, String), Error> {
    start_hall_on(pendule, console, free_port())
}

/// The hall on `port`, its console on a free port (or none); what it says
/// goes to this process's stderr.
fn start_hall_on(pendule: &Path, console: bool, port: u16) -> Result<(Child, u16, String), Error> {
    let out = std::env::temp_dir().join(format!("pendule-console-scale-{}", std::process::id()));
    let address = format!("127.0.0.1:{}", free_port());
    let mut command = Command::new(pendule);
    command
        .args([
            "hall",
            "--event",
            EVENT,
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--out",
        ])
        .arg(&out)
        .stdout(Stdio::null());
    match console {
        true => command.args(["--console", &address]),
        false => command.arg("--no-console"),
    };
    let hall = command.spawn()?;
    std::thread::sleep(Duration::from_secs(2));
    Ok((hall, port, address))
}

/// Share of a core `pid` used over `window`.
fn cpu_share(pid: u32, window: Duration) -> f64 {
    let ticks = || {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let fields = after.split_whitespace().skip(11).take(2);
        fields.map(|f| f.parse::<u64>().unwrap_or(0)).sum::<u64>()
    };
    let (t0, began) = (ticks(), Instant::now());
    std::thread::sleep(window);
    // USER_HZ is 100 on Linux.
    (ticks() - t0) as f64 / 100.0 / began.elapsed().as_secs_f64()
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
