//! A damaged journal never decides a game: whatever the card gives back
//! (flipped bits, a line twice, lines swapped, a stale block of earlier
//! lines), the restored clocks are the replay of the records kept, a
//! damaged checkpoint costs only itself, and a damaged input stops the game
//! there. Journals written before inputs were numbered are cut at the first
//! bad line, never charged past it.

#[path = "harness/journals.rs"]
mod journals;

use std::fs;
use std::time::Duration;

use journals::*;
use pendule::store::RecordedGame;

#[test]
fn a_damaged_checkpoint_costs_only_itself() {
    let dir = temp_dir("checkpoint");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 600.0, 40.0);
    let hit = index_of(&whole, "checkpoint", 5);
    for byte in [12, 20, 40] {
        let mut damaged = whole.clone();
        flip(&mut damaged[hit], byte);
        let back = restored(&path, &damaged);
        let expected = replayed(&whole, (0..whole.len()).filter(|&i| i != hit));
        assert_eq!(back.at, expected, "flip at byte {byte}");
        assert_eq!(back.taken, inputs(&whole), "every press kept");
        assert_eq!(back.game.game().result(), None);
    }
    // The journal now holds the game without the damaged line, and reads
    // clean; the damaged file was kept aside as it was.
    for line in lines(&path) {
        let text = std::str::from_utf8(&line).unwrap().trim_end();
        let (crc, json) = text.split_once(' ').unwrap();
        assert_eq!(
            u32::from_str_radix(crc, 16),
            Ok(crc32fast::hash(json.as_bytes()))
        );
    }
    let (_, found) = RecordedGame::restore(&path).unwrap();
    assert_eq!((found.lost, found.taken), (None, inputs(&whole)));
    let aside = fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("damaged"))
        .count();
    assert_eq!(aside, 3);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_input_stops_the_game_there_and_the_clocks_there_too() {
    let dir = temp_dir("input");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 600.0, 40.0);
    for journal in [whole.clone(), unnumbered(&whole)] {
        let hit = index_of(&journal, "input", 4);
        let mut damaged = journal.clone();
        flip(&mut damaged[hit], 30);
        let back = restored(&path, &damaged);
        assert_eq!(back.at, replayed(&whole, 0..hit));
        assert_eq!(back.taken, 4);
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_line_given_twice_never_charges_a_clock_past_what_was_kept() {
    let dir = temp_dir("duplicate");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 600.0, 40.0);
    for kind in ["input", "checkpoint"] {
        let twice = index_of(&whole, kind, 3);
        let mut damaged = whole.clone();
        damaged.insert(twice + 1, whole[twice].clone());
        // Numbered: the copy is known for what it is and left out alone.
        let back = restored(&path, &damaged);
        assert_eq!(back.at, replayed(&whole, 0..whole.len()), "{kind}");
        // Unnumbered: the game stops at a copied input, with the clocks of
        // the lines before it; a checkpoint twice says the same time twice.
        let back = restored(&path, &unnumbered(&damaged));
        let expected = match kind {
            "input" => replayed(&whole, 0..=twice),
            _ => replayed(&whole, 0..whole.len()),
        };
        assert_eq!(back.at, expected, "{kind}, unnumbered");
        assert_eq!(back.game.game().result(), None);
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn swapped_lines_cost_only_the_checkpoint_out_of_its_place() {
    let dir = temp_dir("swap");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 600.0, 40.0);
    let press = index_of(&whole, "input", 6);
    // The press and the checkpoint after it swapped: the checkpoint
    // follows a press not yet read (it names it), so it is left out alone
    // and the press is taken.
    let mut damaged = whole.clone();
    damaged.swap(press, press + 1);
    let expected = replayed(&whole, (0..whole.len()).filter(|&i| i != press + 1));
    assert_eq!(restored(&path, &damaged).at, expected);
    // The press and the checkpoint before it: that checkpoint is behind the
    // game, left out alone.
    let mut damaged = whole.clone();
    damaged.swap(press - 1, press);
    let expected = replayed(&whole, (0..whole.len()).filter(|&i| i != press - 1));
    assert_eq!(restored(&path, &damaged).at, expected);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_stale_block_of_earlier_lines_costs_what_it_covers_and_no_more() {
    let dir = temp_dir("stale");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 600.0, 40.0);
    // Lines 200 to 260 come back as lines 100 to 160 were (a block of the
    // card returned from before): the game stops where the block begins.
    for journal in [whole.clone(), unnumbered(&whole)] {
        let mut damaged = journal.clone();
        damaged[200..260].clone_from_slice(&journal[100..160]);
        let back = restored(&path, &damaged);
        assert_eq!(back.at, replayed(&whole, 0..200));
        assert_eq!(back.game.game().result(), None);
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_long_game_with_one_line_twice_is_never_lost_on_time() {
    // 100 minutes played, 40 left on each clock; the third press given
    // twice. It was restored as 0-1 on time and archived.
    let dir = temp_dir("long");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 6000.0, 40.0);
    let third = index_of(&whole, "input", 2);
    let mut damaged = unnumbered(&whole);
    damaged.insert(third + 1, damaged[third].clone());
    let back = restored(&path, &damaged);
    assert_eq!(back.game.game().result(), None, "no flag from records lost");
    assert_eq!(back.at, replayed(&whole, 0..=third));
    assert!(back.at.1.iter().all(|t| *t > Duration::from_secs(5000)));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn numbers_keep_every_good_record_around_a_damaged_one() {
    let dir = temp_dir("many");
    let path = dir.join("journal.jsonl");
    let whole = journal(&path, 1200.0, 40.0);
    // Every fifth checkpoint flipped: 20 % of the card, and no input lost.
    let mut damaged = whole.clone();
    let hits: Vec<usize> = (1..whole.len())
        .filter(|&i| is(&whole[i], "checkpoint"))
        .step_by(5)
        .collect();
    for &i in &hits {
        flip(&mut damaged[i], 25);
    }
    let back = restored(&path, &damaged);
    let kept = (0..whole.len()).filter(|i| !hits.contains(i));
    assert_eq!(back.at, replayed(&whole, kept));
    assert_eq!(back.taken, inputs(&whole));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_arbiter_is_told_which_lines_were_left_out() {
    let dir = temp_dir("told");
    let path = dir.join("journal.jsonl");
    let mut damaged = journal(&path, 120.0, 40.0);
    let hit = index_of(&damaged, "checkpoint", 7);
    flip(&mut damaged[hit], 30);
    fs::write(&path, damaged.concat()).unwrap();
    let mut notice = None;
    let settings = pendule::store::Settings::default();
    let (game, _) = pendule::app::run::open_game(&dir, &settings, &mut notice).unwrap();
    let notice = notice.unwrap();
    let said = format!("record {} is damaged or out of place", hit + 1);
    assert!(notice.contains(&said), "{notice}");
    assert!(notice.contains("restored whole"), "{notice}");
    assert!(notice.contains("journal.damaged-"), "{notice}");
    // Nothing was lost from the game: its scoresheet says nothing of it.
    let pgn = pendule::pgn::write_pgn(game.game(), game.tags());
    assert!(!pgn.contains("damaged"), "{pgn}");
    fs::remove_dir_all(&dir).unwrap();
}
