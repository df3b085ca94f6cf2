//! What a restart makes of a journal, for the device's twin
//! (systemd/twin/twin.py): replays a copy of JOURNAL as pendule does at
//! start and prints one line: the inputs taken, and the clocks as the
//! restore notice words them ("White 14:58, Black 15:00").
//!
//! Usage: replay_journal JOURNAL

use pendule::clock::clock_face;
use pendule::game::Input;
use pendule::store::RecordedGame;
use shakmaty::Color;
use std::time::Duration;

fn main() -> Result<(), String> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: replay_journal JOURNAL")?;
    // The restore may rewrite the journal: work on a copy.
    let dir = std::env::temp_dir().join(format!("replay-journal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let copy = dir.join("journal.jsonl");
    std::fs::copy(&path, &copy).map_err(|e| format!("{path}: {e}"))?;
    let restored = RecordedGame::restore(&copy).map_err(|e| e.to_string());
    let _ = std::fs::remove_dir_all(&dir);
    let (mut game, restored) = restored?;
    let last = restored.last_moment();
    if game.game().clock().is_running() {
        let _ = game.handle(Input::Pause, last);
    }
    let clock = game.game().clock();
    let face = |c| clock_face(clock.remaining(c, last), Duration::ZERO);
    println!(
        "taken {} lost {} White {}, Black {}",
        restored.taken,
        restored.lost.is_some(),
        face(Color::White),
        face(Color::Black)
    );
    Ok(())
}
