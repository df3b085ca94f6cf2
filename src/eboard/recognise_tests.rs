use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Piece, Position, Role, Square};

use super::*;

const SETTLE: Duration = Duration::from_millis(300);

fn at(ms: u64) -> Moment {
    Moment::from_origin(Duration::from_millis(ms))
}

fn chess(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

fn uci(position: &Chess, text: &str) -> Move {
    let m: UciMove = text.parse().unwrap();
    m.to_move(position).unwrap()
}

/// A board lying `orientation`, the recogniser fed its readings.
struct Table {
    recogniser: Recogniser,
    orientation: Orientation,
    reading: Reading,
    now: u64,
}

impl Table {
    fn new(position: &Chess, entry: Entry, orientation: Orientation) -> Table {
        let tuning = Tuning {
            settle: SETTLE,
            entry,
            orientation: None,
        };
        let mut table = Table {
            recogniser: Recogniser::new(tuning),
            orientation,
            reading: Reading::from_board(position.board(), orientation),
            now: 0,
        };
        table.recogniser.dump(table.reading, at(0));
        table
    }

    /// A field update for `square`, 50 ms after the last one.
    fn set(&mut self, square: Square, content: Content) -> &mut Self {
        self.now += 50;
        let field = Field::of(square, self.orientation);
        self.reading = self.reading.with(field, content);
        self.recogniser.update(field, content, at(self.now));
        self
    }

    fn lift(&mut self, square: Square) -> &mut Self {
        self.set(square, Content::Empty)
    }

    fn put(&mut self, square: Square, color: Color, role: Role) -> &mut Self {
        self.set(square, Content::Piece(Piece { color, role }))
    }

    /// What the recogniser says once the board has stood still.
    fn settled(&mut self, position: &Chess, lag: usize) -> Seen {
        let before = self.recogniser.judge(position, lag, at(self.now + 299));
        assert_eq!(before, Seen::Settling, "judged before the settle time");
        self.now += 300;
        self.recogniser.judge(position, lag, at(self.now))
    }
}

#[test]
fn nothing_is_judged_before_a_reading_or_before_it_settles() {
    let start = Chess::default();
    let mut recogniser = Recogniser::new(Tuning::default());
    assert_eq!(recogniser.judge(&start, 0, at(5000)), Seen::Settling);
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    assert_eq!(table.settled(&start, 0), Seen::InSync);
}

#[test]
fn a_move_waits_for_its_press_then_is_handed_out_once() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table.lift(Square::E2);
    assert_eq!(table.settled(&start, 0), Seen::InTheAir);
    table.put(Square::E4, Color::White, Role::Pawn);
    let e4 = uci(&start, "e2e4");
    assert_eq!(table.settled(&start, 0), Seen::AwaitingPress(vec![e4]));
    let now = at(table.now);
    assert_eq!(
        table.recogniser.judge(&start, 1, now),
        Seen::Enter(vec![e4])
    );
    assert_eq!(
        table.recogniser.judge(&start, 1, now),
        Seen::AwaitingPress(vec![e4]),
        "the same move is not handed out twice"
    );
    let after = start.play(e4).unwrap();
    assert_eq!(table.recogniser.judge(&after, 0, now), Seen::InSync);
}

#[test]
fn on_stable_a_move_is_entered_without_a_press() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnStable, Orientation::Normal);
    table
        .lift(Square::G1)
        .put(Square::F3, Color::White, Role::Knight);
    assert_eq!(
        table.settled(&start, 0),
        Seen::Enter(vec![uci(&start, "g1f3")])
    );
}

/// A field update: a square emptied, or a piece put on it.
type Update = (Square, Option<(Color, Role)>);

#[test]
fn captures_castling_en_passant_and_promotion_in_any_order() {
    let cases: &[(&str, &str, &[Update])] = &[
        // A capture: the taken piece off first, or the taker put down first.
        (
            "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            "e4d5",
            &[
                (Square::D5, None),
                (Square::E4, None),
                (Square::D5, Some((Color::White, Role::Pawn))),
            ],
        ),
        (
            "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
            "e4d5",
            &[
                (Square::D5, Some((Color::White, Role::Pawn))),
                (Square::E4, None),
            ],
        ),
        // Castling short, rook first; long, king first.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "e1h1",
            &[
                (Square::H1, None),
                (Square::F1, Some((Color::White, Role::Rook))),
                (Square::E1, None),
                (Square::G1, Some((Color::White, Role::King))),
            ],
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "e8a8",
            &[
                (Square::E8, None),
                (Square::C8, Some((Color::Black, Role::King))),
                (Square::A8, None),
                (Square::D8, Some((Color::Black, Role::Rook))),
            ],
        ),
        // En passant: the taken pawn last.
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "e5d6",
            &[
                (Square::E5, None),
                (Square::D6, Some((Color::White, Role::Pawn))),
                (Square::D5, None),
            ],
        ),
        // Promotion: the pawn lifted, a knight put on the last rank.
        (
            "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
            "b7b8n",
            &[
                (Square::B7, None),
                (Square::B8, Some((Color::White, Role::Knight))),
            ],
        ),
    ];
    for &(fen, played, updates) in cases {
        for orientation in [Orientation::Normal, Orientation::Rotated] {
            let position = chess(fen);
            let mut table = Table::new(&position, Entry::OnStable, orientation);
            for &(square, piece) in updates {
                match piece {
                    Some((color, role)) => table.put(square, color, role),
                    None => table.lift(square),
                };
            }
            let expected = uci(&position, played);
            assert_eq!(
                table.settled(&position, 0),
                Seen::Enter(vec![expected]),
                "{fen} {played} {orientation:?}"
            );
        }
    }
}

#[test]
fn a_knocked_piece_differs_until_put_back_and_an_illegal_move_too() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    // The d7 pawn knocked onto d6... then put back.
    table
        .lift(Square::D7)
        .put(Square::D6, Color::Black, Role::Pawn);
    let Seen::Differs(board) = table.settled(&start, 0) else {
        panic!("a pawn on d6 with White to move differs")
    };
    assert_eq!(board.piece_at(Square::D6).map(|p| p.role), Some(Role::Pawn));
    table
        .lift(Square::D6)
        .put(Square::D7, Color::Black, Role::Pawn);
    assert_eq!(table.settled(&start, 0), Seen::InSync);
    // An illegal king move, then taken back and a legal move made.
    let open = chess("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let mut table = Table::new(&open, Entry::OnPress, Orientation::Normal);
    table
        .lift(Square::E1)
        .put(Square::E3, Color::White, Role::King);
    assert!(matches!(table.settled(&open, 1), Seen::Differs(_)));
    table
        .lift(Square::E3)
        .put(Square::D2, Color::White, Role::King);
    assert_eq!(
        table.settled(&open, 1),
        Seen::Enter(vec![uci(&open, "e1d2")])
    );
}

#[test]
fn a_piece_held_in_the_air_for_seconds_is_only_waited_for() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table.lift(Square::B1);
    for second in 1..=20 {
        assert_eq!(
            table.recogniser.judge(&start, 0, at(second * 1000)),
            Seen::InTheAir
        );
    }
}

#[test]
fn two_moves_within_one_settle_are_both_seen_and_the_presses_bound_them() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table
        .lift(Square::E2)
        .put(Square::E4, Color::White, Role::Pawn);
    table
        .lift(Square::E7)
        .put(Square::E5, Color::Black, Role::Pawn);
    let e4 = uci(&start, "e2e4");
    let e5 = uci(&start.clone().play(e4).unwrap(), "e7e5");
    assert_eq!(table.settled(&start, 1), Seen::Enter(vec![e4]));
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table
        .lift(Square::E2)
        .put(Square::E4, Color::White, Role::Pawn);
    table
        .lift(Square::E7)
        .put(Square::E5, Color::Black, Role::Pawn);
    assert_eq!(table.settled(&start, 2), Seen::Enter(vec![e4, e5]));
}

#[test]
fn the_move_is_seen_when_the_opponent_already_holds_a_piece() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table
        .lift(Square::E2)
        .put(Square::E4, Color::White, Role::Pawn);
    table.lift(Square::G8);
    assert_eq!(
        table.settled(&start, 1),
        Seen::Enter(vec![uci(&start, "e2e4")])
    );
}

#[test]
fn a_magic_piece_proposes_a_result() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Normal);
    table.set(Square::E4, Content::Magic(Magic::WhiteWins));
    assert_eq!(table.settled(&start, 0), Seen::Proposal(Magic::WhiteWins));
}

#[test]
fn the_orientation_is_found_once_and_forgotten_with_the_board() {
    let start = Chess::default();
    let mut table = Table::new(&start, Entry::OnPress, Orientation::Rotated);
    assert_eq!(table.settled(&start, 0), Seen::InSync);
    assert_eq!(table.recogniser.orientation(), Some(Orientation::Rotated));
    table.recogniser.forget();
    assert_eq!(table.recogniser.orientation(), None);
    assert_eq!(table.recogniser.reading(), None);
}
