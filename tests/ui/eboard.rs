//! A game played on a DGT e-board beside the screens, as two players at a
//! board would play it: they move the pieces and press their clocks, and
//! nothing on the screen is touched. The board's moves go on the
//! scoresheet through the real follower and driver, a piece put down where
//! no move leads is said on the banner until it is taken off, and the mate
//! ends the game on the result screen.

use std::time::Duration;

use pendule::app::eboard::start as follow;
use pendule::app::run::show_eboard;
use pendule::app::ui::{BoardAdapter, Navigation, Page};
use pendule::eboard::{Content, EboardSettings, Link, Orientation, Seen};
use pendule::game::GameSetup;
use pendule::store::{RecordedGame, Settings};
use shakmaty::san::San;
use shakmaty::{Chess, Color, Piece, Position, Role, Square};
use slint::ComponentHandle;

use super::dgt::{SimBoard, wait_for};
use super::forty_moves::{memory_dir, press_button as press};
use super::{Device, device, shown_when};

/// The squares `before` and `after` differ on, lifts first, as a hand
/// makes a move.
fn hand(before: &Chess, after: &Chess) -> Vec<(Square, Content)> {
    let (was, now) = (before.board(), after.board());
    let lifts = Square::ALL
        .into_iter()
        .filter(|&s| was.piece_at(s).is_some() && now.piece_at(s) != was.piece_at(s))
        .map(|s| (s, Content::Empty));
    let puts = now
        .iter()
        .filter(|&(s, p)| was.piece_at(s) != Some(p))
        .map(|(s, p)| (s, Content::Piece(p)));
    lifts.chain(puts).collect()
}

#[test]
fn a_game_from_the_eboard_to_mate_with_no_tap() {
    let dir = memory_dir("ui-eboard");
    let link = dir.join("board");
    let board = SimBoard::plug(
        &link,
        &Chess::default().board().clone(),
        Orientation::Normal,
    );
    let recorded = RecordedGame::start(
        &dir.join("journal.jsonl"),
        "eboard",
        GameSetup::default(),
        Vec::new(),
    )
    .unwrap();
    let Device {
        app,
        mut views,
        runtime,
        driver,
        shutdown,
        events,
    } = device(recorded, &dir, Settings::default());
    let settings = EboardSettings {
        port: link.display().to_string(),
        settle_ms: 80,
        ..EboardSettings::default()
    };
    let link = {
        let _inside = runtime.enter();
        follow(&settings, views.clone(), events).expect("a board is named")
    };
    let mut status = link.status.clone();
    // The screens take the board's status as the app brings it to them.
    let mut shown = |ready: &dyn Fn(&pendule::eboard::BoardStatus) -> bool| {
        assert!(
            wait_for(Duration::from_secs(10), || ready(
                &status.borrow_and_update()
            )),
            "the board's status never came: {:?}",
            status.borrow()
        );
        show_eboard(&app, status.borrow().clone());
    };
    shown(&|s| matches!(s.link, Link::Connected { .. }) && s.seen.is_some());
    shown_when(&app, &mut views, |v| v.scoresheet);
    press(&app, Color::Black);
    shown_when(&app, &mut views, |v| v.running == Some(Color::White));

    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let mut position = Chess::default();
    for (ply, san) in moves.iter().enumerate() {
        let mover = position.turn();
        let m = san.parse::<San>().unwrap().to_move(&position).unwrap();
        let after = position.clone().play(m).unwrap();
        if ply == 3 {
            // A queen put down on an empty square: no move leads there,
            // and the banner says so until it is taken off again.
            board.set(Square::D5, Content::Piece(Piece::from_char('q').unwrap()));
            shown(&|s| matches!(s.seen, Some(Seen::Differs(_))));
            let banner = app.global::<BoardAdapter>().get_banner().to_string();
            assert!(banner.contains("board"), "{banner}");
            assert!(app.global::<BoardAdapter>().get_banner_warning());
            board.set(Square::D5, Content::Empty);
            shown(&|s| !matches!(s.seen, Some(Seen::Differs(_))));
        }
        for (square, content) in hand(&position, &after) {
            board.set(square, content);
        }
        press(&app, mover);
        let view = shown_when(&app, &mut views, |v| {
            v.position.board() == after.board() && (v.result.is_some() || v.running == Some(!mover))
        });
        assert_eq!(view.lag, 0, "{san} came on the scoresheet after its press");
        position = after;
    }
    let end = shown_when(&app, &mut views, |v| v.result.is_some());
    assert_eq!(end.move_pairs.len(), 4);
    assert!(end.move_pairs[3].contains("Qxf7#"), "{:?}", end.move_pairs);
    assert_eq!(
        position.board().piece_at(Square::F7).map(|p| p.role),
        Some(Role::Queen)
    );
    assert_eq!(app.global::<Navigation>().get_page(), Page::Result);
    let _ = shutdown.send(true);
    runtime.block_on(driver).unwrap();
    drop(link);
    drop(board);
    std::fs::remove_dir_all(&dir).unwrap();
}
