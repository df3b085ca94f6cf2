//! Move entry as players type it: every accepted form, every refusal.

use pendule::rules::{Letters, MoveErrorKind, Notation, Scoresheet};

fn sheet(fen: &str) -> Scoresheet {
    Scoresheet::from_fen(fen).unwrap()
}

fn after(moves: &str) -> Scoresheet {
    let mut s = Scoresheet::new();
    for m in moves.split_whitespace() {
        s.play(m).unwrap();
    }
    s
}

/// Plays `input` and returns the recorded SAN.
fn san_of(s: &mut Scoresheet, input: &str) -> String {
    match s.play(input) {
        Ok(played) => played.san.to_string(),
        Err(e) => panic!("{input}: {e}"),
    }
}

#[test]
fn every_written_form_plays_the_same_move() {
    let cases: &[(&str, Letters, &str, &str)] = &[
        // (position after these moves, language, input, expected SAN)
        ("", Letters::English, "Nf3", "Nf3"),
        ("", Letters::English, "Ng1f3", "Nf3"),
        ("", Letters::English, "Ng1-f3", "Nf3"),
        ("", Letters::English, "g1f3", "Nf3"),
        ("", Letters::French, "Cf3", "Nf3"),
        ("", Letters::French, "g1f3", "Nf3"),
        ("", Letters::English, "e2-e4", "e4"),
        ("", Letters::English, "e4!?", "e4"),
        ("e4 d5", Letters::English, "exd5", "exd5"),
        ("e4 d5", Letters::English, "ed5", "exd5"),
        ("e4 d5", Letters::English, "e4xd5", "exd5"),
        ("e4 d5", Letters::English, "e4:d5", "exd5"),
        ("e4 Nf6 e5 d5", Letters::English, "exd6 e.p.", "exd6"),
        ("e4 Nf6 e5 d5", Letters::English, "exd6ep", "exd6"),
        ("e4 Nf6 e5 d5", Letters::English, "exd6", "exd6"),
        ("e4 Nf6 e5 d5", Letters::English, "e5d6", "exd6"),
        ("e4 e5 Nf3 Nc6 Bc4 Nf6", Letters::English, "O-O", "O-O"),
        ("e4 e5 Nf3 Nc6 Bc4 Nf6", Letters::English, "0-0", "O-O"),
        ("e4 e5 Nf3 Nc6 Bc4 Nf6", Letters::English, "e1g1", "O-O"),
        ("e4 e5 Nf3 Nc6 Bc4 Nf6", Letters::French, "0-0", "O-O"),
        (
            "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7",
            Letters::English,
            "0-0-0",
            "O-O-O",
        ),
        (
            "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7",
            Letters::English,
            "O-O-O+",
            "O-O-O",
        ),
        (
            "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7",
            Letters::English,
            "e1c1",
            "O-O-O",
        ),
        (
            "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7",
            Letters::French,
            "Rc1",
            "O-O-O",
        ),
        ("e4 e5", Letters::English, "Qh5", "Qh5"),
        ("e4 e5", Letters::French, "Dh5", "Qh5"),
        ("e4 e5", Letters::French, "Fc4", "Bc4"),
        ("e4 e5", Letters::French, "Re2", "Ke2"),
        ("e4 e5", Letters::English, "Ke2", "Ke2"),
    ];
    for (moves, language, input, expected) in cases {
        let mut s = after(moves);
        s.set_letters(*language);
        // Castling as a French king move needs the king's own square.
        if *input == "Rc1" {
            assert!(s.play(input).is_err(), "Rc1 alone is not castling");
            continue;
        }
        assert_eq!(san_of(&mut s, input), *expected, "{moves} | {input}");
    }
}

#[test]
fn promotion_in_every_form() {
    let fen = "8/4P1k1/8/8/8/8/8/K7 w - - 0 1";
    for (language, input, expected) in [
        (Letters::English, "e8=Q", "e8=Q"),
        (Letters::English, "e8Q", "e8=Q"),
        (Letters::English, "e8/Q", "e8=Q"),
        (Letters::English, "e8(Q)", "e8=Q"),
        (Letters::English, "e7e8q", "e8=Q"),
        (Letters::English, "e7-e8=N+", "e8=N+"),
        (Letters::English, "e8=N", "e8=N+"),
        (Letters::French, "e8=D", "e8=Q"),
        (Letters::French, "e8T", "e8=R"),
        (Letters::French, "e7e8r", "e8=R"),
        (Letters::French, "e8=C", "e8=N+"),
    ] {
        let mut s = sheet(fen);
        s.set_letters(language);
        assert_eq!(san_of(&mut s, input), expected, "{input}");
    }
}

#[test]
fn rd1_is_a_rook_in_english_and_a_king_in_french() {
    // Both a rook on a1 and the king on e1 can go to d1.
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let mut english = sheet(fen);
    assert_eq!(san_of(&mut english, "Rd1"), "Rd1");
    let mut french = sheet(fen);
    french.set_letters(Letters::French);
    assert_eq!(san_of(&mut french, "Rd1"), "Kd1");
    assert_eq!(french.written(Notation::French), ["Rd1"]);
}

#[test]
fn output_notations() {
    let s = after("e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O Qd6");
    assert_eq!(
        s.written(Notation::English).join(" "),
        "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O Qd6"
    );
    assert_eq!(
        s.written(Notation::French).join(" "),
        "e4 e5 Cf3 Cc6 Fb5 a6 Fxc6 dxc6 O-O Dd6"
    );
    assert_eq!(
        s.written(Notation::Figurine).join(" "),
        "e4 e5 ♘f3 ♘c6 ♗b5 a6 ♗xc6 dxc6 O-O ♕d6"
    );
}

/// Refuses `input` and returns the message, checking nothing changed.
fn refusal(s: &mut Scoresheet, input: &str) -> (MoveErrorKind, String) {
    let before = (s.position().clone(), s.moves().len());
    let error = s.play(input).expect_err(input);
    assert_eq!(
        (s.position().clone(), s.moves().len()),
        before,
        "{input} changed the game"
    );
    (error.kind.clone(), error.to_string())
}

#[test]
fn every_refusal_says_why() {
    let cases: &[(&str, &str, &str)] = &[
        // (FEN, input, message)
        ("startpos", "", "no move written"),
        (
            "startpos",
            "Xf3",
            "Xf3: 'X' is not a piece letter in English (pieces: K Q R B N)",
        ),
        ("startpos", "Nf9", "Nf9: '9' has no place in a move"),
        (
            "startpos",
            "N",
            "N: no arrival square (a file a-h then a rank 1-8)",
        ),
        (
            "startpos",
            "Nf4",
            "Nf4: neither knight (b1, g1) can go to f4",
        ),
        ("startpos", "Nd2", "Nd2: d2 holds White's own pawn"),
        ("startpos", "Ke2", "Ke2: e2 holds White's own pawn"),
        ("startpos", "e5", "e5: the pawn on e2 cannot go to e5"),
        ("startpos", "exd3", "exd3: the pawn on e2 cannot go to d3"),
        (
            "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1",
            "Qh5",
            "Qh5: none of the queens (a1, b1, c1) can go to h5",
        ),
        ("startpos", "Nxf3", "Nxf3: nothing can be captured on f3"),
        (
            "startpos",
            "O-O",
            "O-O: cannot castle kingside: a piece stands between the king and the rook",
        ),
        ("startpos", "e3e4", "e3e4: White has no piece on e3"),
        (
            "8/p7/8/8/8/8/8/k1K5 w - - 0 1",
            "Qb2",
            "Qb2: White has no queen",
        ),
        (
            "8/p7/8/8/8/8/8/k1K5 w - - 0 1",
            "Kb2",
            "Kb2: White's king would be in check on b2",
        ),
        // The knight on d2 is pinned by the bishop on a5.
        (
            "4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1",
            "Nf3",
            "Nf3: knight d2-f3 would leave White's king in check",
        ),
        // In check from the rook on e8: Nf3 does not parry it.
        (
            "4r1k1/8/8/8/8/8/3N4/4K3 w - - 0 1",
            "Nf3",
            "Nf3: White's king is in check and knight d2-f3 does not parry it",
        ),
        (
            "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "O-O-O",
            "O-O-O: cannot castle queenside: the king would cross or land on an attacked square",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w Q - 0 1",
            "O-O",
            "O-O: cannot castle kingside: the king or the rook has moved",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1",
            "O-O-O",
            "O-O-O: cannot castle queenside: the king is in check",
        ),
        (
            "4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1",
            "Nd2",
            "Nd2: knights on b1 and f1 can both go to d2 (write Nbd2 or Nfd2)",
        ),
        (
            "4k3/8/8/8/8/5N2/8/1N1K1N2 w - - 0 1",
            "Nd2",
            "Nd2: knights on b1, f1 and f3 can all go to d2 (write Nbd2 or Nf1d2 or N3d2)",
        ),
        (
            "8/4P1k1/8/8/8/8/8/K7 w - - 0 1",
            "e8",
            "e8: a pawn reaching e8 must promote: add the piece, as in e8=Q",
        ),
        (
            "8/4P1k1/8/8/8/8/8/K7 w - - 0 1",
            "e8=K",
            "e8=K: a pawn cannot promote to a king",
        ),
        (
            "startpos",
            "e4=Q",
            "e4=Q: only a pawn reaching the last rank promotes",
        ),
        (
            "startpos",
            "Ng1-f3=Q",
            "Ng1-f3=Q: only a pawn reaching the last rank promotes",
        ),
        (
            "startpos",
            "a1b2c3d4",
            "a1b2c3d4: too many coordinates before the arrival square",
        ),
    ];
    for (fen, input, message) in cases {
        let mut s = if *fen == "startpos" {
            Scoresheet::new()
        } else {
            sheet(fen)
        };
        let (_, text) = refusal(&mut s, input);
        assert_eq!(text, *message, "{fen} | {input}");
    }
}

#[test]
fn french_refusals_suggest_french_moves() {
    let mut s = sheet("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1");
    s.set_letters(Letters::French);
    let (_, text) = refusal(&mut s, "Cd2");
    assert_eq!(
        text,
        "Cd2: knights on b1 and f1 can both go to d2 (write Cbd2 or Cfd2)"
    );
    let (_, text) = refusal(&mut s, "Nd2");
    assert_eq!(
        text,
        "Nd2: 'N' is not a piece letter in French (pieces: R D T F C)"
    );
}

#[test]
fn a_move_after_the_end_is_refused() {
    let mut s = after("f3 e5 g4 Qh4#");
    let (kind, text) = refusal(&mut s, "a3");
    assert_eq!(kind, MoveErrorKind::GameOver);
    assert_eq!(text, "a3: the game is over");
}

#[test]
fn touch_board_moves_by_squares() {
    use shakmaty::{Move, Role, Square};
    let mut s = after("e4 e5 Nf3 Nc6 Bc4 Nf6");
    // The king's own two-square step is castling.
    let king_step = Move::Normal {
        role: Role::King,
        from: Square::E1,
        capture: None,
        to: Square::G1,
        promotion: None,
    };
    assert_eq!(s.play_move(king_step).unwrap().san.to_string(), "O-O");
    let illegal = Move::Normal {
        role: Role::Queen,
        from: Square::D8,
        capture: None,
        to: Square::D4,
        promotion: None,
    };
    assert_eq!(
        s.play_move(illegal).unwrap_err().to_string(),
        "Qd8-d4: the queen on d8 cannot go to d4"
    );
}
