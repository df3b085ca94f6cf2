//! Journals as the device writes them, damaged and restored, for the
//! tests of what a restore keeps: a clock-only game of 90 minutes a side
//! with its checkpoints, the lines as bytes, and the clocks the records
//! kept give by themselves.

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pendule::clock::Moment;
use pendule::game::{Game, GameSetup, Input};
use pendule::store::RecordedGame;
use shakmaty::Color::{Black, White};

/// A fresh directory, in memory where there is one: these journals are
/// thousands of fsynced lines.
pub fn temp_dir(name: &str) -> PathBuf {
    let shm = Path::new("/dev/shm");
    let base = if shm.is_dir() {
        shm.to_owned()
    } else {
        std::env::temp_dir()
    };
    let dir = base.join(format!("pendule-damage-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn at(s: f64) -> Moment {
    Moment::from_origin(Duration::from_secs_f64(s))
}

pub fn setup() -> GameSetup {
    GameSetup {
        white: "5400".parse().unwrap(),
        black: "5400".parse().unwrap(),
        ..GameSetup::default()
    }
}

/// A clock-only game of 90 minutes a side as the device journals it: Black
/// starts White's clock at 2 s, then a press every `every` s and a
/// checkpoint every 1.5 s, up to `end` s. Returns the journal's lines.
pub fn journal(path: &Path, end: f64, every: f64) -> Vec<Vec<u8>> {
    let mut game = RecordedGame::start(path, "g", setup(), vec![]).unwrap();
    let (mut t, mut side) = (2.0, Black);
    game.handle(Input::Press(side), at(t)).unwrap();
    let (mut press, mut checkpoint) = (t + every, t);
    while t < end {
        checkpoint += 1.5;
        if press <= checkpoint {
            t = press;
            side = side.other();
            game.handle(Input::Press(side), at(t)).unwrap();
            press += every;
        } else {
            t = checkpoint;
            game.checkpoint(at(t), 1_796_100_000 + t as u64).unwrap();
        }
    }
    lines(path)
}

pub fn lines(path: &Path) -> Vec<Vec<u8>> {
    let bytes = fs::read(path).unwrap();
    bytes
        .split_inclusive(|&b| b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

pub fn json(line: &[u8]) -> serde_json::Value {
    let text = std::str::from_utf8(line).unwrap().trim_end();
    serde_json::from_str(text.split_once(' ').unwrap().1).unwrap()
}

pub fn is(line: &[u8], kind: &str) -> bool {
    json(line)["record"] == kind
}

pub fn moment(value: &serde_json::Value) -> Moment {
    let secs = value["secs"].as_u64().unwrap();
    let nanos = value["nanos"].as_u64().unwrap() as u32;
    Moment::from_origin(Duration::new(secs, nanos))
}

/// The clocks the lines `kept` (indices into the undamaged journal) give by
/// themselves: their inputs replayed in a fresh game, the running side
/// charged up to their last moment.
pub fn replayed(whole: &[Vec<u8>], kept: impl Iterator<Item = usize>) -> (Moment, [Duration; 2]) {
    let mut game = Game::new(setup()).unwrap();
    let mut last = Moment::ZERO;
    for i in kept.filter(|&i| i > 0) {
        let record = json(&whole[i]);
        let when = moment(&record["at"]);
        last = last.max(when);
        if record["record"] == "input" {
            let input: Input = serde_json::from_value(record["input"].clone()).unwrap();
            game.handle(input, when).unwrap();
        }
    }
    let clock = game.clock();
    (
        last,
        [clock.remaining(White, last), clock.remaining(Black, last)],
    )
}

/// What a restore gave: the game, how many inputs it took, where it
/// stands and its clocks there.
pub struct Back {
    pub game: RecordedGame,
    pub taken: usize,
    pub at: (Moment, [Duration; 2]),
}

/// Writes `lines` as the journal and restores it.
pub fn restored(path: &Path, lines: &[Vec<u8>]) -> Back {
    fs::write(path, lines.concat()).unwrap();
    let (game, found) = RecordedGame::restore(path).unwrap();
    let last = found.last_moment();
    let clock = game.game().clock();
    let times = [clock.remaining(White, last), clock.remaining(Black, last)];
    Back {
        game,
        taken: found.taken,
        at: (last, times),
    }
}

pub fn inputs(lines: &[Vec<u8>]) -> usize {
    lines.iter().skip(1).filter(|l| is(l, "input")).count()
}

pub fn flip(line: &mut [u8], at: usize) {
    line[at] ^= 0x04;
}

/// The journal as a pendule of before the numbers wrote it: no input
/// numbers, no counts in checkpoints, checksums made again.
pub fn unnumbered(lines: &[Vec<u8>]) -> Vec<Vec<u8>> {
    lines
        .iter()
        .map(|line| {
            let mut record = json(line);
            let object = record.as_object_mut().unwrap();
            object.remove("n");
            object.remove("inputs");
            object.remove("after");
            object.remove("chained");
            let text = serde_json::to_string(&record).unwrap();
            format!("{:08x} {text}\n", crc32fast::hash(text.as_bytes())).into_bytes()
        })
        .collect()
}

pub fn index_of(lines: &[Vec<u8>], kind: &str, nth: usize) -> usize {
    (1..lines.len())
        .filter(|&i| is(&lines[i], kind))
        .nth(nth)
        .unwrap()
}
