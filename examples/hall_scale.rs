//! The hall at scale: `pendule hall` (its own mosquitto) follows N virtual
//! devices, each its own MQTT connection here, each pressing one move every
//! 5 s (starts spread over 5 s) as a retained QoS 1 snapshot. Measures,
//! after a warm-up, press to `game-<board>.pgn` showing that ply (inotify
//! on the hall's folder), and the CPU and peak RSS of the hall, mosquitto
//! and this process. `ulimit -n` must exceed the devices, with room.
//!
//! Usage: `cargo build --release && cargo run --release --example hall_scale
//! -- [DEVICES] [SECONDS] [PENDULE] [FIRST_PLY]` (defaults: 500, 60 s measured
//! after a 10 s warm-up, `target/release/pendule`, 1; a later first ply
//! makes the round's files as large as in the middle of a round).

use std::ffi::CString;
use std::io::{BufRead, BufReader};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use pendule::hall::state::{BoardState, Side};
use pendule::hall::topics::{DeviceTopic, OFFLINE, ONLINE};
use rumqttc::{AsyncClient, ConnectionError, Event, LastWill, MqttOptions, Packet, QoS};

/// Kasparov–Topalov, Wijk aan Zee 1999: 87 plies, cycled past its end.
const GAME: &str = "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7 a3 e5 \
    O-O-O Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4 Nd5 \
    Nbxd5 exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3 Qxa6+ \
    Kxb4 c3+ Kxc3 Qa1+ Kd2 Qb2+ Kd1 Bf1 Rd2 Rd7 Rxd7 Bxc4 bxc4 Qxh8 Rd3 Qa8 c3 Qa4+ Ke1 f4 f5 Kc1 \
    Rd2 Qa7";
const EVENT: &str = "bench";
const MOVE_EVERY: Duration = Duration::from_secs(5);
/// Connections made and every board's first moves through, not measured.
const WARM_UP: Duration = Duration::from_secs(10);
/// After the last press, how long its file has to show it.
const GRACE: Duration = Duration::from_secs(3);

/// Connections acknowledged, client errors, inotify queue overflows.
static CONNECTED: AtomicU64 = AtomicU64::new(0);
static ERRORS: AtomicU64 = AtomicU64::new(0);
static OVERFLOWS: AtomicU64 = AtomicU64::new(0);

/// Counts one on `n`; the pause before a new try after an error.
fn count(n: &AtomicU64) -> Duration {
    n.fetch_add(1, Ordering::Relaxed);
    Duration::from_secs(1)
}

/// One board's presses (ply, when, measured) and what its file showed.
#[derive(Default)]
struct Track {
    presses: Vec<(u32, Instant, bool)>,
    seen: u32,
    latencies: Vec<Duration>,
}

type Tracks = Arc<Vec<Mutex<Track>>>;

/// The run's moments and where the broker is.
#[derive(Clone, Copy)]
struct Plan {
    devices: u32,
    port: u16,
    start: Instant,
    measure_from: Instant,
    end: Instant,
    first_ply: u32,
}

/// A process: name, pid, CPU ticks at each second measured, peak RSS in KiB.
struct Usage(&'static str, u32, Vec<u64>, u64);

type Error = Box<dyn std::error::Error>;

fn main() -> Result<(), Error> {
    let mut args = std::env::args().skip(1);
    let devices: u32 = args.next().map_or(Ok(500), |a| a.parse())?;
    let seconds: u64 = args.next().map_or(Ok(60), |a| a.parse())?;
    let pendule = PathBuf::from(args.next().unwrap_or("target/release/pendule".into()));
    let first_ply: u32 = args.next().map_or(Ok(1), |a| a.parse())?;
    let out = std::env::temp_dir().join(format!("pendule-hall-scale-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out)?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?;
    let (mut hall, said) = start_hall(&pendule, port.port(), &out)?;
    let broker = std::fs::read_to_string(out.join("broker/mosquitto.pid"))?;
    let broker: u32 = broker.trim().parse()?;
    let tracks: Tracks = Arc::new((0..devices).map(|_| Mutex::default()).collect());
    watch(out.clone(), Arc::clone(&tracks))?;
    let start = Instant::now();
    let plan = Plan {
        devices,
        port: port.port(),
        start,
        measure_from: start + WARM_UP,
        end: start + WARM_UP + Duration::from_secs(seconds),
        first_ply,
    };
    let pids = [("hall", hall.id()), ("mosquitto", broker)];
    let this = ("hall_scale", std::process::id());
    let mut usage: Vec<Usage> = pids
        .into_iter()
        .chain([this])
        .map(|(n, pid)| Usage(n, pid, vec![], 0))
        .collect();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let window = runtime.block_on(play(plan, &tracks, &mut usage));
    let round_kb = std::fs::metadata(out.join("round.pgn")).map_or(0, |m| m.len() / 1024);
    let stopped = stop_hall(&mut hall, broker)?;
    runtime.shutdown_background();
    summary(plan, window, &tracks, &usage);
    println!("round.pgn at the end  {round_kb} KiB\n{stopped}");
    let said: Vec<String> = said.try_iter().collect();
    println!("hall said {} lines after starting:", said.len());
    said.iter().take(12).for_each(|line| println!("  {line}"));
    let _ = std::fs::remove_dir_all(&out);
    Ok(())
}

/// SIGTERM to the hall (it stops its broker); says how that went.
fn stop_hall(hall: &mut Child, broker_pid: u32) -> std::io::Result<String> {
    let stopping = Instant::now();
    // SAFETY: a signal to the child this process started and has not waited for.
    unsafe { libc::kill(hall.id() as i32, libc::SIGTERM) };
    let status = hall.wait()?;
    let stopped_in = stopping.elapsed().as_secs_f64();
    let gone = !Path::new(&format!("/proc/{broker_pid}")).exists();
    Ok(format!(
        "hall stopped by SIGTERM in {stopped_in:.1} s: {status}; mosquitto gone: {gone}"
    ))
}

/// Starts `pendule hall` and returns once it follows the devices, with
/// the lines it says after that.
fn start_hall(pendule: &Path, port: u16, out: &Path) -> Result<(Child, Receiver<String>), Error> {
    let listen = format!("127.0.0.1:{port}");
    let mut hall = Command::new(pendule)
        .args(["hall", "--event", EVENT, "--listen", &listen, "--out"])
        .arg(out)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e} (cargo build --release first)", pendule.display()))?;
    let stderr = hall.stderr.take().ok_or("no stderr")?;
    let (said, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = said.send(line);
        }
    });
    let began = Instant::now();
    while began.elapsed() < Duration::from_secs(30) {
        match lines.recv_timeout(Duration::from_millis(100)) {
            Ok(line) if line.contains("following the devices") => return Ok((hall, lines)),
            Ok(line) => eprintln!("{line}"),
            Err(_) if hall.try_wait()?.is_some() => break,
            Err(_) => {}
        }
    }
    let _ = hall.kill();
    Err("the hall never said it was following the devices".into())
}

/// Watches `out` from a thread of its own (left to end with the process)
/// for files renamed in; each `game-<n>.pgn` is read for its `PlyCount`.
fn watch(out: PathBuf, tracks: Tracks) -> std::io::Result<()> {
    let path = CString::new(out.as_os_str().as_bytes())?;
    // SAFETY: a new descriptor, read by the thread below only.
    let fd = unsafe { libc::inotify_init1(libc::IN_CLOEXEC) };
    // SAFETY: `path` is a NUL-terminated string that outlives the call.
    if fd < 0 || unsafe { libc::inotify_add_watch(fd, path.as_ptr(), libc::IN_MOVED_TO) } < 0 {
        return Err(std::io::Error::last_os_error());
    }
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 1 << 18];
        loop {
            // SAFETY: a buffer of its stated length.
            let n = unsafe { libc::read(fd, buf.as_mut_ptr().cast(), buf.len()) };
            let now = Instant::now();
            let Ok(n) = usize::try_from(n) else { continue };
            let mut at = 0;
            // Each event: wd, mask, cookie, len (4 bytes each), then the name.
            while at + 16 <= n {
                let word = |i: usize| buf[at + i..at + i + 4].try_into().map(u32::from_ne_bytes);
                let (mask, len) = (word(4).unwrap_or(0), word(12).unwrap_or(0) as usize);
                let name = &buf[at + 16..(at + 16 + len).min(n)];
                let name = String::from_utf8_lossy(name.split(|&b| b == 0).next().unwrap_or(&[]));
                if mask & libc::IN_Q_OVERFLOW != 0 {
                    OVERFLOWS.fetch_add(1, Ordering::Relaxed);
                    (1..=tracks.len())
                        .for_each(|b| _ = saw(&out, &format!("game-{b}.pgn"), now, &tracks));
                } else {
                    let _ = saw(&out, &name, now, &tracks);
                }
                at += 16 + len;
            }
        }
    });
    Ok(())
}

/// File `name` renamed in at `now`: when `game-<n>.pgn`, every press of
/// board n up to its `PlyCount` is through.
fn saw(out: &Path, name: &str, now: Instant, tracks: &Tracks) -> Option<()> {
    let number = name.strip_prefix("game-")?.strip_suffix(".pgn")?;
    let board: usize = number.parse().ok()?;
    let text = std::fs::read_to_string(out.join(name)).ok()?;
    let tag = text.split("[PlyCount \"").nth(1)?;
    let ply: u32 = tag.split('"').next()?.parse().ok()?;
    let mut track = tracks.get(board.wrapping_sub(1))?.lock().ok()?;
    let track = &mut *track;
    for (p, pressed, measured) in &track.presses {
        if *measured && *p > track.seen && *p <= ply {
            track
                .latencies
                .push(now.saturating_duration_since(*pressed));
        }
    }
    track.seen = track.seen.max(ply);
    Some(())
}

/// Board `board`'s game after `ply` plies, with `%clk` on every move.
fn pgn(board: u32, ply: u32) -> String {
    let mut text = format!(
        "[Event \"Bench\"]\n[Site \"Bench hall\"]\n[Date \"2026.01.01\"]\n[Round \"1\"]\n\
         [Board \"{board}\"]\n[White \"White {board}\"]\n[Black \"Black {board}\"]\n\
         [Result \"*\"]\n[TimeControl \"5400+30\"]\n[PlyCount \"{ply}\"]\n\n"
    );
    let moves = GAME.split_whitespace().cycle().take(ply as usize);
    for (i, san) in moves.enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        let left = 5400u32.saturating_sub(40 * (i as u32 / 2) + (i as u32 * 7) % 30);
        let (h, m, s) = (left / 3600, left / 60 % 60, left % 60);
        text.push_str(&format!("{san} {{[%clk {h}:{m:02}:{s:02}]}} "));
    }
    text.push_str("*\n");
    text
}

/// The snapshot device `id` sends after `ply` plies.
fn snapshot(id: &str, board: u32, ply: u32) -> Vec<u8> {
    let sent = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH);
    BoardState {
        device: id.to_owned(),
        hall_event: EVENT.to_owned(),
        sent_ms: sent.map_or(0, |d| d.as_millis() as u64),
        board: Some(board),
        event: "Bench".to_owned(),
        round: "1".to_owned(),
        to_move: Some([Side::White, Side::Black][ply as usize % 2]),
        running: true,
        result: "*".to_owned(),
        games: vec![pgn(board, ply)],
        ..BoardState::default()
    }
    .to_json()
}

/// One device: its connection as a device makes it, `online`, then a
/// snapshot a move in its slot of each 5 s until the end.
async fn device(board: u32, plan: Plan, tracks: Tracks) {
    let id = format!("bench-{board:05}");
    let (status, state) = (DeviceTopic::Status.of(&id), DeviceTopic::State.of(&id));
    let mut options = MqttOptions::new(&id, "127.0.0.1", plan.port);
    options
        .set_keep_alive(Duration::from_secs(5))
        .set_clean_session(false)
        .set_max_packet_size(64 * 1024, 260 * 1024)
        .set_last_will(LastWill::new(&status, OFFLINE, QoS::AtLeastOnce, true));
    let (client, mut events) = AsyncClient::new(options, 16);
    tokio::spawn(async move {
        loop {
            match events.poll().await {
                Ok(Event::Incoming(Packet::ConnAck(_))) => _ = count(&CONNECTED),
                Ok(_) => {}
                Err(ConnectionError::RequestsDone) => return,
                Err(_) => tokio::time::sleep(count(&ERRORS)).await,
            }
        }
    });
    let _ = client.publish(status, QoS::AtLeastOnce, true, ONLINE).await;
    let slot = MOVE_EVERY * (board - 1) / plan.devices;
    let first = tokio::time::Instant::from_std(plan.start + slot);
    let mut ticker = tokio::time::interval_at(first, MOVE_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    for ply in plan.first_ply.. {
        ticker.tick().await;
        let pressed = Instant::now();
        if pressed >= plan.end {
            break;
        }
        let press = (ply, pressed, pressed >= plan.measure_from);
        let _ = tracks[board as usize - 1]
            .lock()
            .map(|mut t| t.presses.push(press));
        let payload = snapshot(&id, board, ply);
        let sent = client.publish(&state, QoS::AtLeastOnce, true, payload);
        let _ = sent.await.map_err(|_| count(&ERRORS));
    }
    // The connection stays up until the run ends.
    std::future::pending::<()>().await;
    drop(client);
}

/// Runs the devices; samples the processes each second of the measured
/// window; returns once the last press had its grace, with the window.
async fn play(plan: Plan, tracks: &Tracks, usage: &mut [Usage]) -> Duration {
    for board in 1..=plan.devices {
        tokio::spawn(device(board, plan, Arc::clone(tracks)));
    }
    let at = tokio::time::Instant::from_std;
    tokio::time::sleep_until(at(plan.measure_from)).await;
    let first = Instant::now();
    let mut second = tokio::time::interval(Duration::from_secs(1));
    loop {
        second.tick().await;
        usage.iter_mut().for_each(|u| u.2.push(cpu_ticks(u.1)));
        if Instant::now() >= plan.end {
            break;
        }
    }
    let window = first.elapsed();
    tokio::time::sleep_until(at(plan.end + GRACE)).await;
    usage.iter_mut().for_each(|u| u.3 = peak_rss_kb(u.1));
    window
}

/// utime + stime of `pid`, in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    // Fields 14 and 15 of stat; the one after ')' is field 3.
    let fields = after.split_whitespace().skip(11).take(2);
    fields.map(|f| f.parse::<u64>().unwrap_or(0)).sum()
}

/// VmHWM of `pid`, in KiB.
fn peak_rss_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let hwm = status.lines().find_map(|l| l.strip_prefix("VmHWM:"));
    hwm.and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// The summary table.
fn summary(plan: Plan, window: Duration, tracks: &Tracks, usage: &[Usage]) {
    let mut latencies = Vec::new();
    let (mut measured, mut missed) = (0, 0);
    for track in tracks.iter().filter_map(|t| t.lock().ok()) {
        latencies.extend_from_slice(&track.latencies);
        let presses = track.presses.iter().filter(|(_, _, m)| *m);
        measured += presses.clone().count();
        missed += presses.filter(|(p, _, _)| *p > track.seen).count();
    }
    latencies.sort();
    let ms = |q: f64| {
        let i = (latencies.len() as f64 * q).ceil() as usize;
        let at = latencies.get(i.clamp(1, latencies.len().max(1)) - 1);
        at.map_or(f64::NAN, |d| d.as_secs_f64() * 1e3)
    };
    let load = |n: &AtomicU64| n.load(Ordering::Relaxed).to_string();
    let rows = [
        ("connections made", load(&CONNECTED)),
        ("client errors", load(&ERRORS)),
        ("moves pressed", measured.to_string()),
        ("moves measured", latencies.len().to_string()),
        (
            "moves missed",
            format!("{missed} (file not there {GRACE:?} after)"),
        ),
        ("latency median", format!("{:.1} ms", ms(0.5))),
        ("latency p99", format!("{:.1} ms", ms(0.99))),
        ("latency max", format!("{:.1} ms", ms(1.0))),
        ("inotify overflows", load(&OVERFLOWS)),
    ];
    let measured_s = (plan.end - plan.measure_from).as_secs();
    let devices = plan.devices;
    println!("=== hall_scale: {devices} devices, {measured_s} s after {WARM_UP:?} warm-up ===");
    for (what, value) in rows {
        println!("{what:<22}{value}");
    }
    println!("process       CPU avg %  busiest 1 s %  peak RSS MB");
    // SAFETY: sysconf reads a constant of the system.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    for Usage(name, _, ticks, hwm_kb) in usage {
        let spent = ticks.last().unwrap_or(&0) - ticks.first().unwrap_or(&0);
        let avg = spent as f64 / hz / window.as_secs_f64() * 100.0;
        let busiest = ticks.windows(2).map(|w| w[1] - w[0]).max().unwrap_or(0);
        let (busiest, rss) = (busiest as f64 / hz * 100.0, *hwm_kb as f64 / 1024.0);
        println!("{name:<12} {avg:>10.1} {busiest:>14.1} {rss:>12.1}");
    }
}
