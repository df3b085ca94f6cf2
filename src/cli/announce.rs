//! `pendule announce`: what the talking clock would say, written to a WAV
//! file (stereo: the listener's channel as the device plays it) or played,
//! and printed: for tests, and for an arbiter to try the voice before a
//! round.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{ArgGroup, Args, ValueEnum};
use shakmaty::{Color, KnownOutcome};

use super::error::CliError;
use crate::rules::Scoresheet;
use crate::speech::choices::{MoveWords, Output};
use crate::speech::speaker::{AlsaSink, Speaker};
use crate::speech::wav::Sound;
use crate::speech::{Announcement, Said, SpokenMove, voice, words};
use crate::words::Language;
use crate::words::Say;

/// `pendule announce --time T --side S [--moves N] [--to-control N]`, or
/// `--move MOVE [--fen FEN]`, or another announcement; `--wav FILE` or
/// `--play`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("said").required(true)
    .args(["time", "mv", "period", "warning", "flag", "result", "draw_offer", "pause", "resume"])))]
#[command(group(ArgGroup::new("to").required(true).args(["wav", "play"])))]
pub struct AnnounceArgs {
    /// A clock on request: its time, as H:MM:SS, M:SS or seconds.
    #[arg(long, value_parser = parse_time)]
    time: Option<Duration>,
    /// The clock's completed moves (with --time).
    #[arg(long, default_value_t = 0, requires = "time")]
    moves: u32,
    /// Moves still to make before the control (with --time).
    #[arg(long, requires = "time")]
    to_control: Option<u32>,
    /// The move entered (any form the scoresheet takes: e7e8q, Nf3, O-O),
    /// heard by the mover's opponent.
    #[arg(long = "move", id = "mv", value_name = "MOVE")]
    mv: Option<String>,
    /// The position before the move (default: the start).
    #[arg(long, requires = "mv")]
    fen: Option<String>,
    /// The move in the words of FIDE's Appendix D (Anna, Bella...; German
    /// pieces), not in the language.
    #[arg(long, requires = "mv")]
    appendix_d: bool,
    /// A period began (1 is the first).
    #[arg(long, value_name = "NUMBER")]
    period: Option<usize>,
    /// The time went under this threshold (H:MM:SS, M:SS or seconds).
    #[arg(long, value_parser = parse_time)]
    warning: Option<Duration>,
    /// This side's flag fell.
    #[arg(long, value_enum, value_name = "SIDE")]
    flag: Option<Side>,
    /// The result: 1-0, 0-1 or 1/2-1/2.
    #[arg(long, value_parser = parse_result)]
    result: Option<KnownOutcome>,
    /// This side offered a draw (the other hears it).
    #[arg(long, value_enum, value_name = "SIDE")]
    draw_offer: Option<Side>,
    /// The clocks were paused.
    #[arg(long)]
    pause: bool,
    /// The clocks run again.
    #[arg(long)]
    resume: bool,
    /// The side whose clock is said, who hears it (default white).
    #[arg(long, value_enum, default_value = "white")]
    side: Side,
    /// Where each side's speech goes (white-left, white-right, white-only,
    /// black-only).
    #[arg(long, value_enum, default_value = "white-left")]
    output: OutputArg,
    /// Words a minute (80 to 450).
    #[arg(long, default_value_t = 175, value_parser = clap::value_parser!(u32).range(80..=450))]
    rate: u32,
    /// Writes the sound to this WAV file (16-bit stereo, 22,050 Hz).
    #[arg(long)]
    wav: Option<PathBuf>,
    /// Plays it on the ALSA device instead (see --device).
    #[arg(long)]
    play: bool,
    /// The ALSA device for --play.
    #[arg(long, default_value = "default")]
    device: String,
}

/// A side on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum OutputArg {
    WhiteLeft,
    WhiteRight,
    WhiteOnly,
    BlackOnly,
}

impl From<OutputArg> for Output {
    fn from(o: OutputArg) -> Output {
        match o {
            OutputArg::WhiteLeft => Output::WhiteLeft,
            OutputArg::WhiteRight => Output::WhiteRight,
            OutputArg::WhiteOnly => Output::WhiteOnly,
            OutputArg::BlackOnly => Output::BlackOnly,
        }
    }
}

/// `H:MM:SS`, `M:SS` or seconds, whole.
fn parse_time(text: &str) -> Result<Duration, String> {
    let bad = || format!("'{text}' is not a time as H:MM:SS, M:SS or seconds");
    let parts: Vec<u64> = text
        .split(':')
        .map(|p| p.parse::<u64>().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    let secs = match parts.as_slice() {
        [s] => *s,
        [m, s] if *s < 60 => m * 60 + s,
        [h, m, s] if *m < 60 && *s < 60 => h * 3600 + m * 60 + s,
        _ => return Err(bad()),
    };
    if secs > 100 * 3600 {
        return Err(bad());
    }
    Ok(Duration::from_secs(secs))
}

fn parse_result(text: &str) -> Result<KnownOutcome, String> {
    match text {
        "1-0" => Ok(KnownOutcome::Decisive {
            winner: Color::White,
        }),
        "0-1" => Ok(KnownOutcome::Decisive {
            winner: Color::Black,
        }),
        "1/2-1/2" | "½-½" => Ok(KnownOutcome::Draw),
        _ => Err(format!("'{text}' is not a result (1-0, 0-1 or 1/2-1/2)")),
    }
}

/// What is said, and who hears it.
fn said(args: &AnnounceArgs, lang: Language) -> Result<(Color, Said), CliError> {
    let side = Color::from(args.side);
    let said = if let Some(remaining) = args.time {
        Said::Time {
            side,
            remaining,
            moves: args.moves,
            to_control: args.to_control,
        }
    } else if let Some(text) = &args.mv {
        let mut sheet = match &args.fen {
            Some(fen) => Scoresheet::from_fen(fen).map_err(|e| CliError::BadInput(e.say(lang)))?,
            None => Scoresheet::new(),
        };
        sheet.set_letters(lang.letters());
        let mv = sheet
            .read_move(text)
            .map_err(|e| CliError::BadInput(e.say(lang)))?;
        let spoken = SpokenMove::of(sheet.position(), &mv)
            .ok_or_else(|| CliError::BadInput(format!("'{text}' is not a move to announce")))?;
        return Ok((!spoken.mover, Said::Move(spoken)));
    } else if let Some(number) = args.period {
        Said::Period {
            side,
            period: number.saturating_sub(1),
        }
    } else if let Some(left) = args.warning {
        Said::Threshold { side, left }
    } else if let Some(flagged) = args.flag {
        Said::Flag {
            side: flagged.into(),
        }
    } else if let Some(outcome) = args.result {
        Said::Result {
            outcome,
            needs_arbiter: false,
        }
    } else if let Some(by) = args.draw_offer {
        let by = Color::from(by);
        return Ok((!by, Said::DrawOffer { by }));
    } else if args.pause {
        Said::Paused
    } else {
        Said::Resumed
    };
    Ok((side, said))
}

/// Runs `pendule announce`: prints the words, then writes or plays them.
///
/// # Errors
/// A bad move or position, no espeak-ng, a file that cannot be written.
pub fn run(args: &AnnounceArgs, lang: Language) -> Result<ExitCode, CliError> {
    let (listener, said) = said(args, lang)?;
    if args.play {
        // A device that cannot play is said once, before anything else
        // (the speaker, for the app, would try it again at each piece of
        // sound).
        let latency = Duration::from_millis(60);
        crate::speech::alsa::Pcm::open(&args.device, voice::RATE, 2, latency)
            .map_err(|e| CliError::BadInput(e.to_string()))?;
    }
    let moves = if args.appendix_d {
        MoveWords::AppendixD
    } else {
        MoveWords::Language
    };
    let output = Output::from(args.output);
    let spoken = words(&said, lang, moves);
    println!("{}", spoken.text);
    if args.play {
        let speaker = Speaker::start(output, args.rate, Box::new(AlsaSink::new(&args.device)));
        let _ = speaker.queue.send(Announcement {
            listener,
            said: vec![said],
            lang,
            moves,
            asked: std::time::Instant::now(),
        });
        speaker.finish();
        return Ok(ExitCode::SUCCESS);
    }
    let mono = voice::samples(&spoken.text, spoken.voice, args.rate)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let (left, right) = output.channels(listener);
    let samples = mono
        .iter()
        .flat_map(|&s| [if left { s } else { 0 }, if right { s } else { 0 }])
        .collect();
    let sound = Sound {
        rate: voice::RATE,
        channels: 2,
        samples,
    };
    let path = args.wav.clone().unwrap_or_default();
    let write = |path: &PathBuf| -> std::io::Result<()> {
        let mut file = std::io::BufWriter::new(std::fs::File::create(path)?);
        sound.write(&mut file)?;
        std::io::Write::flush(&mut file)
    };
    write(&path).map_err(|source| {
        CliError::BadInput(format!("cannot write {}: {source}", path.display()))
    })?;
    Ok(ExitCode::SUCCESS)
}
