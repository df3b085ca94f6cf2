//! Every record names the one it follows (the last input before it, or
//! the start): a well-formed record of another game's journal, as a card
//! giving back a block of another file gives, is never taken into the
//! game, even with the next number and a moment in its place; it costs
//! only itself. Journals written before the chain still read as before.

#[path = "harness/journals.rs"]
mod journals;

use std::fs;

use journals::*;
use pendule::store::RecordedGame;
use pendule::store::journal::Damage;

/// The line of the input numbered `n` among `lines`.
fn input_line(lines: &[Vec<u8>], n: usize) -> usize {
    index_of(lines, "input", n)
}

/// The moment of a line, in seconds.
fn seconds(line: &[u8]) -> f64 {
    moment(&json(line)["at"]).since_origin().as_secs_f64()
}

/// `ours` with the input numbered `n` of `theirs` put where its moment
/// falls among our lines (before our own input `n`): the next number, a
/// moment in its place, a good checksum. Returns the lines and where it
/// went.
fn with_foreign_input(ours: &[Vec<u8>], theirs: &[Vec<u8>], n: usize) -> (Vec<Vec<u8>>, usize) {
    let foreign = theirs[input_line(theirs, n)].clone();
    let when = seconds(&foreign);
    let before = input_line(ours, n);
    let place = (1..before)
        .rev()
        .find(|&i| seconds(&ours[i]) <= when)
        .expect("a line before it")
        + 1;
    let mut lines = ours.to_vec();
    lines.insert(place, foreign);
    (lines, place)
}

#[test]
fn an_input_of_another_game_in_its_place_costs_only_itself() {
    let dir = temp_dir("chain-foreign");
    let ours = journal(&dir.join("ours.jsonl"), 600.0, 40.0);
    let theirs = journal(&dir.join("theirs.jsonl"), 600.0, 37.0);
    let path = dir.join("journal.jsonl");
    for n in [3, 7, 12] {
        let (lines, place) = with_foreign_input(&ours, &theirs, n);
        let back = restored(&path, &lines);
        assert_eq!(back.taken, inputs(&ours), "every press of ours kept");
        assert_eq!(back.at, replayed(&ours, 0..ours.len()));
        // (The restore rewrote the file without it: read the damaged one.)
        fs::write(&path, lines.concat()).unwrap();
        let (_, found) = RecordedGame::restore(&path).unwrap();
        assert_eq!(found.lost, None);
        let skipped: Vec<_> = found
            .skipped
            .iter()
            .map(|s| (s.line, s.why.clone()))
            .collect();
        assert_eq!(skipped, [(place + 1, Damage::NotInChain)]);
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_checkpoint_of_another_game_is_never_charged() {
    let dir = temp_dir("chain-checkpoint");
    let ours = journal(&dir.join("ours.jsonl"), 600.0, 40.0);
    let theirs = journal(&dir.join("theirs.jsonl"), 900.0, 40.0);
    let path = dir.join("journal.jsonl");
    // Their game went on 300 s further with the same number of presses at
    // the end: one of their checkpoints 30 s past our last record.
    let end = seconds(ours.last().unwrap());
    let late = (1..theirs.len())
        .find(|&i| is(&theirs[i], "checkpoint") && seconds(&theirs[i]) >= end + 30.0)
        .unwrap();
    let mut lines = ours.clone();
    lines.push(theirs[late].clone());
    let back = restored(&path, &lines);
    assert_eq!(
        back.at,
        replayed(&ours, 0..ours.len()),
        "charged to our last"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_journal_written_before_the_chain_reads_as_before() {
    let dir = temp_dir("chain-old");
    let path = dir.join("journal.jsonl");
    let ours = unnumbered(&journal(&path, 600.0, 40.0));
    let back = restored(&path, &ours);
    assert_eq!(back.taken, inputs(&ours));
    assert_eq!(back.at, replayed(&ours, 0..ours.len()));
    // And the game goes on in the journal's own form.
    let (mut game, _) = RecordedGame::restore(&path).unwrap();
    let next = at(seconds(ours.last().unwrap()) + 1.0);
    let side = game.game().clock().turn().unwrap();
    game.handle(pendule::game::Input::Press(side), next)
        .unwrap();
    drop(game);
    let (_, found) = RecordedGame::restore(&path).unwrap();
    assert_eq!((found.taken, found.lost), (inputs(&ours) + 1, None));
    assert!(found.skipped.is_empty());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_chain_holds_across_a_restore_and_a_rewrite() {
    let dir = temp_dir("chain-resume");
    let path = dir.join("journal.jsonl");
    let mut lines = journal(&path, 300.0, 40.0);
    // A flipped checkpoint makes the restore rewrite the file; the game
    // then goes on, and every record follows the one before it.
    let hit = index_of(&lines, "checkpoint", 20);
    flip(&mut lines[hit], 40);
    fs::write(&path, lines.concat()).unwrap();
    let (mut game, found) = RecordedGame::restore(&path).unwrap();
    assert_eq!(found.skipped.len(), 1);
    let next = seconds(lines.last().unwrap());
    let side = game.game().clock().turn().unwrap();
    game.handle(pendule::game::Input::Press(side), at(next + 1.0))
        .unwrap();
    game.checkpoint(at(next + 2.5), 1_796_100_400).unwrap();
    drop(game);
    let (_, found) = RecordedGame::restore(&path).unwrap();
    assert_eq!((found.lost, found.skipped.len()), (None, 0));
    assert_eq!(found.taken, inputs(&lines) + 1);
    fs::remove_dir_all(&dir).unwrap();
}
