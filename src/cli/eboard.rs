//! `pendule eboard PORT`: the moves a DGT board reports, in SAN, as the
//! device would enter them, so that an organiser checks boards and cables
//! before the round. There is no clock on a laptop: a move is written as
//! soon as the board stands still on it.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};

use super::error::CliError;
use crate::clock::Moment;
use crate::eboard::port::{self, FromBoard};
use crate::eboard::{Entry, Follower, Link, Magic, Seen, Tuning};
use crate::rules::parse_fen;
use crate::words::Language;
use crate::words::{Say, t};

/// `pendule eboard PORT [--fen FEN] [--settle-ms MS] [--moves N] [--seconds S]`.
#[derive(Debug, Args)]
pub struct EboardArgs {
    /// The board's serial port (`/dev/ttyACM0`, `/dev/pendule-eboard`).
    port: PathBuf,
    /// The position the board starts from (default: the standard one).
    #[arg(long)]
    fen: Option<String>,
    /// How long the board must stand still before a move is read.
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u64).range(50..=2000))]
    settle_ms: u64,
    /// Stop after this many moves.
    #[arg(long)]
    moves: Option<usize>,
    /// Stop after this many seconds.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    seconds: Option<u64>,
}

/// Runs until the moves or seconds asked for, or until interrupted.
///
/// # Errors
/// A bad `--fen`.
pub fn run(args: &EboardArgs, lang: Language) -> Result<ExitCode, CliError> {
    let mut position = match &args.fen {
        Some(fen) => parse_fen(fen).map_err(|e| CliError::BadInput(e.say(lang)))?,
        None => Chess::default(),
    };
    let tuning = Tuning {
        settle: Duration::from_millis(args.settle_ms),
        entry: Entry::OnStable,
        orientation: None,
    };
    let mut follower = Follower::new(args.port.clone(), tuning);
    let (said, heard) = mpsc::channel();
    let choice = crate::eboard::settings::Port::Path(args.port.clone());
    let _port = port::spawn(choice, move |s| said.send(s).is_ok());
    let origin = Instant::now();
    let moment = |at: Instant| Moment::from_origin(at.saturating_duration_since(origin));
    let until = args.seconds.map(|s| origin + Duration::from_secs(s));
    let mut played = 0;
    let mut out = std::io::stdout().lock();
    // The reading last judged once settled: it is not judged again until
    // the board changes (a moment in the past would wait for nothing, and
    // the loop spun at 57 % of a core on a quiet board).
    let mut judged = None;
    while args.moves.is_none_or(|n| played < n) && until.is_none_or(|u| Instant::now() < u) {
        let due = follower
            .recogniser()
            .settles_at()
            .filter(|d| Some(*d) != judged);
        let wait = due.map_or(Duration::from_millis(200), |d| {
            d.since_origin().saturating_sub(origin.elapsed())
        });
        match heard.recv_timeout(wait.min(Duration::from_millis(200))) {
            Ok(s) => {
                let at = match &s {
                    FromBoard::Message(_, read) => *read,
                    _ => Instant::now(),
                };
                let before = follower.status().link.clone();
                if follower.take(s, moment(at)) {
                    say_link(&mut out, &before, &follower.status().link, lang);
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
        let now = moment(Instant::now());
        if due.is_some_and(|d| d <= now) {
            judged = due;
        }
        let seen = follower.recogniser().judge(&position, 0, now);
        if let Seen::Enter(moves) = &seen {
            for m in moves
                .iter()
                .take(args.moves.map_or(usize::MAX, |n| n - played))
            {
                let _ = writeln!(out, "{}", numbered(&position, *m));
                position = position
                    .clone()
                    .play(*m)
                    .expect("a recognised move is legal");
                played += 1;
            }
        } else if follower.seen(seen.clone()) {
            say_seen(&mut out, &seen, &position, lang);
        }
        let _ = out.flush();
    }
    Ok(ExitCode::SUCCESS)
}

/// `12. Nf3` or `12... Nf6`.
fn numbered(position: &Chess, m: shakmaty::Move) -> String {
    let number = position.fullmoves();
    let san = SanPlus::from_move(position.clone(), m);
    match position.turn() {
        Color::White => format!("{number}. {san}"),
        Color::Black => format!("{number}... {san}"),
    }
}

/// What changed from `before` to `now`, one line a fact.
fn say_link(out: &mut impl Write, before: &Link, now: &Link, lang: Language) {
    let mut lines = Vec::new();
    match (before, now) {
        (_, Link::Off | Link::Waiting { why: None, .. }) => {}
        (
            _,
            Link::Waiting {
                port,
                why: Some(why),
            }
            | Link::Lost { port, why },
        ) => lines.push(t!(
            lang,
            "eboard-lost",
            port = port.display().to_string(),
            why = why.clone()
        )),
        (
            before,
            Link::Connected {
                port,
                version,
                serial,
            },
        ) => {
            let (had_version, had_serial) = match before {
                Link::Connected {
                    version, serial, ..
                } => (version.is_some(), serial.is_some()),
                _ => {
                    lines.push(t!(lang, "eboard-opened", port = port.display().to_string()));
                    (false, false)
                }
            };
            if let (Some((major, minor)), false) = (version, had_version) {
                lines.push(t!(
                    lang,
                    "eboard-version",
                    version = format!("{major}.{minor:02}")
                ));
            }
            if let (Some(serial), false) = (serial, had_serial) {
                lines.push(t!(lang, "eboard-serial", serial = serial.clone()));
            }
        }
    }
    for line in lines {
        let _ = writeln!(out, "{line}");
    }
}

fn say_seen(out: &mut impl Write, seen: &Seen, position: &Chess, lang: Language) {
    let line = match seen {
        Seen::Differs(board) => t!(
            lang,
            "eboard-differs",
            board = board.to_string(),
            sheet = position.board().to_string()
        ),
        Seen::Proposal(magic) => t!(
            lang,
            "eboard-proposal",
            result = match magic {
                Magic::Draw => "1/2-1/2",
                Magic::WhiteWins => "1-0",
                Magic::BlackWins => "0-1",
            }
        ),
        _ => return,
    };
    let _ = writeln!(out, "{line}");
}
