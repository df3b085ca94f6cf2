//! The hall's copy of every device's journal, `DIR/journals/{device}/
//! {game}.jsonl`: the device's own lines (start and inputs, without the
//! clock's checkpoints), each taken once and in order, so the copy is a
//! journal pendule reads like the device's. A record is acknowledged only
//! once its file is synced: a hall killed or a laptop's power cut loses no
//! record the device was told is kept.

use std::collections::{BTreeMap, HashMap};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use super::events::{Ack, EventMessage, ack_topic};

/// The most games of one device the hall keeps (a device making up game
/// names fills no disk).
pub const MOST_GAMES: usize = 64;

/// The most bytes of one game's records kept: a long game's journal,
/// without its checkpoints, is some 100 KiB; one sending records without
/// end fills no disk (at most 64 × 2 MiB of a device).
pub const MOST_GAME_BYTES: u64 = 2 * 1024 * 1024;

/// The folder of the journals in the hall's output folder.
pub const JOURNALS: &str = "journals";

/// Where a device's game stands in the copy.
#[derive(Debug)]
struct Cursor {
    game: String,
    /// The records the file holds.
    count: u64,
    /// Its length.
    bytes: u64,
}

/// The copies of the devices' journals.
#[derive(Debug)]
pub struct Mirror {
    dir: PathBuf,
    cursors: HashMap<String, Cursor>,
    /// The devices whose acknowledgement is due, with the file to sync
    /// first.
    due: BTreeMap<String, PathBuf>,
}

impl Mirror {
    /// The copies kept in `out/journals/`.
    pub fn new(out: &Path) -> Mirror {
        Mirror {
            dir: out.join(JOURNALS),
            cursors: HashMap::new(),
            due: BTreeMap::new(),
        }
    }

    /// Takes one event of `device`: the next record of its game is
    /// appended; one already held, or one past a gap, is not, and the
    /// acknowledgement tells the device where to go on.
    ///
    /// # Errors
    /// Why the event is refused (words for the hall's log).
    pub fn take(&mut self, device: &str, payload: &[u8]) -> Result<(), String> {
        let event = EventMessage::read(payload).map_err(|e| e.to_string())?;
        let path = self.dir.join(device).join(format!("{}.jsonl", event.game));
        let same = self
            .cursors
            .get(device)
            .is_some_and(|c| c.game == event.game);
        if !same {
            let (count, bytes) = self.open(device, &path)?;
            let game = event.game.clone();
            let cursor = Cursor { game, count, bytes };
            self.cursors.insert(device.to_owned(), cursor);
        }
        let cursor = self.cursors.get_mut(device).expect("just put");
        let line = format!("{}\n", event.line);
        if event.seq == cursor.count && cursor.bytes + line.len() as u64 > MOST_GAME_BYTES {
            return Err(format!(
                "game {}: more than {MOST_GAME_BYTES} bytes of records",
                event.game
            ));
        }
        if event.seq == cursor.count {
            let mut file = OpenOptions::new()
                .append(true)
                .open(&path)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            file.write_all(line.as_bytes())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            cursor.count += 1;
            cursor.bytes += line.len() as u64;
        }
        self.due.insert(device.to_owned(), path);
        Ok(())
    }

    /// The records `path` holds and their bytes: its whole lines (a torn
    /// last one, from a hall stopped mid-write, is cut off). A new game's
    /// file is made, within [`MOST_GAMES`] of the device.
    fn open(&self, device: &str, path: &Path) -> Result<(u64, u64), String> {
        let words = |e: std::io::Error| format!("{}: {e}", path.display());
        match std::fs::read(path) {
            Ok(bytes) => {
                let whole = bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
                if whole < bytes.len() {
                    let file = OpenOptions::new().write(true).open(path).map_err(words)?;
                    file.set_len(whole as u64).map_err(words)?;
                }
                let lines = bytes[..whole].iter().filter(|b| **b == b'\n').count();
                Ok((lines as u64, whole as u64))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let folder = self.dir.join(device);
                std::fs::create_dir_all(&folder).map_err(words)?;
                let games = std::fs::read_dir(&folder).map_err(words)?.count();
                if games >= MOST_GAMES {
                    return Err(format!("the hall keeps {MOST_GAMES} games of a device"));
                }
                File::create(path).map_err(words)?;
                crate::atomic::sync_dir(&folder).map_err(words)?;
                Ok((0, 0))
            }
            Err(e) => Err(words(e)),
        }
    }

    /// Whether acknowledgements are due.
    pub fn is_due(&self) -> bool {
        !self.due.is_empty()
    }

    /// Syncs the files written since the last time and returns the
    /// acknowledgements to publish (topic, payload). A file that cannot
    /// be synced is acknowledged at the next time only.
    pub fn flush(&mut self) -> Vec<(String, Vec<u8>)> {
        let mut acks = Vec::new();
        let mut failed = BTreeMap::new();
        for (device, path) in std::mem::take(&mut self.due) {
            let synced = File::open(&path).and_then(|f| f.sync_data());
            let Some(cursor) = self.cursors.get(&device) else {
                continue;
            };
            if let Err(e) = synced {
                eprintln!("hall: cannot sync {}: {e}", path.display());
                failed.insert(device, path);
                continue;
            }
            let ack = Ack {
                game: cursor.game.clone(),
                seq: cursor.count,
            };
            acks.push((ack_topic(&device), ack.to_json()));
        }
        self.due = failed;
        acks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Moment;
    use crate::game::{GameSetup, Input};
    use crate::store::journal::{Record, line};
    use shakmaty::Color;

    fn dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("pendule-mirror-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// The event of record `seq` of `game`.
    fn event(game: &str, seq: u64) -> Vec<u8> {
        let record = match seq {
            0 => Record::Begin {
                version: 1,
                id: game.into(),
                setup: GameSetup::default(),
                tags: Vec::new(),
                chained: false,
            },
            n => Record::Input {
                n: Some(usize::try_from(n - 1).unwrap()),
                at: Moment::ZERO,
                input: Input::Press(Color::White),
                after: None,
            },
        };
        let line = line(&record).trim_end().to_owned();
        EventMessage::of_line(game, &line).unwrap().to_json()
    }

    fn held(out: &Path, game: &str) -> usize {
        let path = out
            .join(JOURNALS)
            .join("dev-001")
            .join(format!("{game}.jsonl"));
        std::fs::read_to_string(path).unwrap().lines().count()
    }

    #[test]
    fn each_record_once_and_in_order_then_acknowledged() {
        let out = dir("once");
        let mut mirror = Mirror::new(&out);
        for seq in [0, 1, 1, 2, 5, 0] {
            mirror.take("dev-001", &event("g1", seq)).unwrap();
        }
        assert_eq!(held(&out, "g1"), 3);
        let acks = mirror.flush();
        let ack = Ack {
            game: "g1".into(),
            seq: 3,
        };
        assert_eq!(acks, [(ack_topic("dev-001"), ack.to_json())]);
        assert!(!mirror.is_due());
        // A hall started again goes on from its file.
        let mut again = Mirror::new(&out);
        again.take("dev-001", &event("g1", 3)).unwrap();
        assert_eq!(held(&out, "g1"), 4);
        let _ = std::fs::remove_dir_all(&out);
    }

    #[test]
    fn a_torn_last_line_is_cut_off() {
        let out = dir("torn");
        let mut mirror = Mirror::new(&out);
        mirror.take("dev-001", &event("g1", 0)).unwrap();
        let path = out.join(JOURNALS).join("dev-001/g1.jsonl");
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(b"0badc0de {\"record\":").unwrap();
        let mut again = Mirror::new(&out);
        again.take("dev-001", &event("g1", 1)).unwrap();
        assert_eq!(held(&out, "g1"), 2);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("0badc0de"), "{text}");
        let _ = std::fs::remove_dir_all(&out);
    }

    #[test]
    fn a_device_making_up_games_or_records_is_refused_past_the_bounds() {
        let out = dir("games");
        let mut mirror = Mirror::new(&out);
        for n in 0..MOST_GAMES {
            mirror.take("dev-001", &event(&format!("g{n}"), 0)).unwrap();
        }
        let refused = mirror.take("dev-001", &event("one-more", 0));
        assert!(refused.is_err_and(|why| why.contains("64 games")));
        // A game without end: refused past its bytes, what came kept.
        let mut seq = 1;
        let refused = loop {
            if let Err(why) = mirror.take("dev-001", &event("g0", seq)) {
                break why;
            }
            seq += 1;
        };
        assert!(refused.contains("bytes of records"), "{refused}");
        let path = out.join(JOURNALS).join("dev-001/g0.jsonl");
        let kept = std::fs::metadata(&path).unwrap().len();
        assert!(
            kept <= MOST_GAME_BYTES && kept > MOST_GAME_BYTES - 1024,
            "{kept}"
        );
        assert!(mirror.take("dev-001", b"{garbage").is_err());
        let _ = std::fs::remove_dir_all(&out);
    }
}
