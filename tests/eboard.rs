//! Games played on a simulated DGT board through the real driver: the
//! board on a pseudo-terminal sends what a real one sends (field updates in
//! any order, slides, a piece held in the air, a knocked piece, an illegal
//! move put back, garbage, the cable pulled), the players press, and the
//! scoresheet writes itself: the archived PGN is the game played.

#[path = "harness/dgt.rs"]
mod dgt;
#[path = "harness/driver.rs"]
mod harness;

use std::path::PathBuf;
use std::time::Duration;

use dgt::{SimBoard, wait_for};
use harness::{Running, start};
use pendule::app::eboard::{EboardLink, start as follow};
use pendule::eboard::{Content, EboardSettings, Link, Orientation, Seen};
use pendule::game::Input;
use shakmaty::uci::UciMove;
use shakmaty::{Board, Chess, Color, Move, Position, Role, Square};

const SETTLE_MS: u64 = 80;

fn settings(port: &std::path::Path) -> EboardSettings {
    EboardSettings {
        port: port.display().to_string(),
        settle_ms: SETTLE_MS,
        ..EboardSettings::default()
    }
}

fn link_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("pendule-eboard-{name}-{}", std::process::id()))
}

/// The field updates a move makes, in one of the orders boards report.
fn actions(position: &Chess, m: Move, variant: usize) -> Vec<(Square, Content)> {
    let before = position.board();
    let after = position.clone().play(m).unwrap();
    let after = after.board();
    let lifts: Vec<Square> = before
        .occupied()
        .into_iter()
        .filter(|&s| after.piece_at(s).is_none())
        .collect();
    let puts: Vec<(Square, Content)> = after
        .iter()
        .filter(|&(s, p)| before.piece_at(s) != Some(p))
        .map(|(s, p)| (s, Content::Piece(p)))
        .collect();
    let lifted = lifts.iter().map(|&s| (s, Content::Empty));
    match variant % 4 {
        // The new square reported before the old one is cleared.
        1 => puts.iter().copied().chain(lifted).collect(),
        // A capture: the taken piece off the board first, by one hand.
        2 => {
            let taken = puts
                .iter()
                .filter(|(s, _)| before.piece_at(*s).is_some())
                .map(|&(s, _)| (s, Content::Empty));
            taken.chain(lifted).chain(puts.iter().copied()).collect()
        }
        // A slide: the piece seen on the squares it passes.
        3 => {
            let mut out: Vec<(Square, Content)> = lifted.collect();
            if let (Some(from), [(to, piece)]) = (m.from(), &puts[..]) {
                for mid in shakmaty::attacks::between(from, *to) {
                    out.push((mid, *piece));
                    out.push((mid, Content::Empty));
                }
                out.push((*to, *piece));
            } else {
                out.extend(puts.iter().copied());
            }
            out
        }
        _ => lifted.chain(puts.iter().copied()).collect(),
    }
}

/// Plays `m` on the board, presses for its player, and waits until the
/// scoresheet holds it.
async fn play(run: &mut Running, board: &SimBoard, position: &Chess, m: Move, variant: usize) {
    for (square, content) in actions(position, m, variant) {
        board.set(square, content);
    }
    run.send(Input::Press(position.turn())).await;
    let after = position.clone().play(m).unwrap();
    let view = run
        .view_until(|v| v.position.board() == after.board() && v.position.turn() == after.turn())
        .await;
    assert_eq!(view.lag, 0, "{m} entered after its press");
}

fn uci(position: &Chess, text: &str) -> Move {
    text.parse::<UciMove>().unwrap().to_move(position).unwrap()
}

async fn status_until(
    link: &mut EboardLink,
    ready: impl Fn(&pendule::eboard::BoardStatus) -> bool,
) {
    let wait = async {
        loop {
            if ready(&link.status.borrow_and_update()) {
                return;
            }
            link.status.changed().await.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(10), wait)
        .await
        .expect("the board's status never came");
}

/// The archived game's movetext without its comments and move numbers.
fn archived_moves(dir: &std::path::Path) -> Vec<String> {
    let pgn = std::fs::read_to_string(dir.join("archive/test.pgn")).unwrap();
    // The tags end at the first blank line ("[%clk" may start a line of
    // the movetext's comments).
    let (_, movetext) = pgn.split_once("\n\n").unwrap();
    let mut bare = String::new();
    let mut depth = 0;
    for c in movetext.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    bare.split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opera_game_played_on_the_board_writes_its_own_scoresheet() {
    let path = link_path("opera");
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Rotated);
    let mut run = start("eboard-opera", "5400+30", None);
    let mut link = follow(&settings(&path), run.view.clone(), run.events.clone()).unwrap();
    status_until(&mut link, |s| s.seen == Some(Seen::InSync)).await;
    run.send(Input::Press(Color::Black)).await;
    let text = std::fs::read_to_string("tests/data/opera_game.txt").unwrap();
    let mut position = Chess::default();
    for (ply, san) in text.split_whitespace().enumerate() {
        let m = san
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&position)
            .unwrap();
        if ply == 6 {
            // A knocked piece: differs, then put back.
            let knight = board.board().piece_at(Square::G8).unwrap();
            board.lift(Square::G8);
            board.put(Square::H6, knight);
            status_until(&mut link, |s| matches!(s.seen, Some(Seen::Differs(_)))).await;
            board.lift(Square::H6);
            board.put(Square::G8, knight);
            status_until(&mut link, |s| s.seen == Some(Seen::InSync)).await;
        }
        if ply == 9 {
            // The piece held in the air for two seconds before its move.
            board.lift(m.from().unwrap());
            tokio::time::sleep(Duration::from_secs(2)).await;
            assert_eq!(link.status.borrow().seen, Some(Seen::InTheAir));
        }
        play(&mut run, &board, &position, m, ply).await;
        position = position.play(m).unwrap();
    }
    let view = run.view_until(|v| v.result.is_some()).await;
    assert!(
        view.result.unwrap().outcome.winner() == Some(Color::White),
        "Rd8# mates"
    );
    let mut expected: Vec<String> = text.split_whitespace().map(str::to_owned).collect();
    expected.push("1-0".into());
    assert_eq!(archived_moves(&run.dir), expected);
    drop(link);
    board.unplug();
    run.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn en_passant_promotion_castling_an_illegal_move_put_back_and_garbage() {
    let path = link_path("special");
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Normal);
    let mut run = start("eboard-special", "900+10", None);
    let mut link = follow(&settings(&path), run.view.clone(), run.events.clone()).unwrap();
    status_until(&mut link, |s| s.seen == Some(Seen::InSync)).await;
    run.send(Input::Press(Color::Black)).await;
    let game = "e2e4 g8f6 e4e5 d7d5 e5d6 e7e6 d6c7 f8e7 c7d8q e7d8 g1f3 e8g8 f1e2 b8c6 e1g1";
    let mut position = Chess::default();
    for (ply, text) in game.split_whitespace().enumerate() {
        let m = uci(&position, text);
        if ply == 3 {
            // An illegal move on the board, then put back.
            let pawn = board.board().piece_at(Square::A7).unwrap();
            board.lift(Square::A7);
            board.put(Square::A4, pawn);
            status_until(&mut link, |s| matches!(s.seen, Some(Seen::Differs(_)))).await;
            board.lift(Square::A4);
            board.put(Square::A7, pawn);
        }
        if ply == 5 {
            board.write(&[0x00, 0x55, 0x8e, 0x00, 0x07, 0xff, 0x86, 0x00]);
        }
        play(&mut run, &board, &position, m, ply).await;
        position = position.play(m).unwrap();
    }
    let moves = run.view_until(|v| v.move_pairs.len() == 8).await.move_pairs;
    assert_eq!(moves[2], "3. exd6 e6");
    assert_eq!(moves[4], "5. cxd8=Q+ Bxd8");
    assert_eq!(moves[5], "6. Nf3 O-O");
    assert_eq!(moves[7], "8. O-O");
    drop(link);
    board.unplug();
    run.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unplugged_board_is_said_and_compared_again_when_back() {
    let path = link_path("unplug");
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Normal);
    let mut run = start("eboard-unplug", "900+10", None);
    let mut link = follow(&settings(&path), run.view.clone(), run.events.clone()).unwrap();
    status_until(&mut link, |s| s.seen == Some(Seen::InSync)).await;
    run.send(Input::Press(Color::Black)).await;
    board.unplug();
    status_until(&mut link, |s| matches!(s.link, Link::Lost { .. })).await;
    // Moves go on by touch meanwhile.
    run.send(Input::Move("e4".into())).await;
    run.send(Input::Press(Color::White)).await;
    run.view_until(|v| v.move_pairs == ["1. e4"]).await;
    // Plugged in again showing the old position: it differs.
    let board = SimBoard::plug(&path, &Board::default(), Orientation::Normal);
    status_until(&mut link, |s| matches!(s.seen, Some(Seen::Differs(_)))).await;
    assert!(matches!(link.status.borrow().link, Link::Connected { .. }));
    // The players set it right: in step again, and play goes on from it.
    board.lift(Square::E2);
    board.put(
        Square::E4,
        shakmaty::Piece {
            color: Color::White,
            role: Role::Pawn,
        },
    );
    status_until(&mut link, |s| s.seen == Some(Seen::InSync)).await;
    let after_e4 = Chess::default()
        .play(uci(&Chess::default(), "e2e4"))
        .unwrap();
    play(&mut run, &board, &after_e4, uci(&after_e4, "e7e5"), 0).await;
    assert!(wait_for(Duration::from_secs(1), || board.updating()));
    drop(link);
    board.unplug();
    run.stop().await;
}
