//! The rules' words for moves and claims in each language, as an arbiter
//! reads them.

use crate::rules::claim::{ClaimRuling, Grounds};
use crate::rules::{Claim, Scoresheet};
use crate::words::Language;
use crate::words::Say;
use Language::{English, French, German, Spanish};

pub(super) fn sheet(fen: Option<&str>, lang: Language, moves: &str) -> Scoresheet {
    let mut sheet = fen.map_or_else(Scoresheet::new, |f| Scoresheet::from_fen(f).unwrap());
    sheet.set_letters(lang.letters());
    for m in moves.split_whitespace() {
        sheet.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
    sheet
}

/// The refusal of `input`, said in the language moves are typed in.
fn refusal(fen: Option<&str>, lang: Language, input: &str) -> String {
    sheet(fen, lang, "").play(input).unwrap_err().say(lang)
}

#[test]
fn move_refusals_in_german_and_spanish() {
    let pinned = Some("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1");
    let bare = Some("8/p7/8/8/8/8/8/k1K5 w - - 0 1");
    let two_knights = Some("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1");
    let cases = [
        (
            None,
            German,
            "Dd3",
            "Dd3: die Dame auf d1 kann nicht nach d3 ziehen",
        ),
        (
            None,
            German,
            "Se5",
            "Se5: keiner der beiden Springer (b1, g1) kann nach e5 ziehen",
        ),
        (
            None,
            German,
            "Sd2",
            "Sd2: auf d2 steht bereits ein weißer Bauer",
        ),
        (
            None,
            German,
            "Nf3",
            "Nf3: „N“ ist kein Figurenbuchstabe im Deutschen (Figuren: K D T L S)",
        ),
        (
            None,
            German,
            "O-O",
            "O-O: kurze Rochade nicht möglich: zwischen König und Turm steht eine Figur",
        ),
        (None, German, "e3e4", "e3e4: Weiß hat keine Figur auf e3"),
        (bare, German, "Dh5", "Dh5: Weiß hat keine Dame"),
        (
            bare,
            German,
            "Kb2",
            "Kb2: der weiße König stünde auf b2 im Schach",
        ),
        (
            pinned,
            German,
            "Sf3",
            "Sf3: der Springer d2-f3 würde den weißen König ins Schach stellen",
        ),
        (
            two_knights,
            German,
            "Sd2",
            "Sd2: die Springer auf b1 und f1 können beide nach d2 ziehen (schreiben Sie Sbd2 oder Sfd2)",
        ),
        (
            None,
            Spanish,
            "Ce5",
            "Ce5: ninguno de los dos caballos (b1, g1) puede ir a e5",
        ),
        (None, Spanish, "Dd3", "Dd3: la dama de d1 no puede ir a d3"),
        (None, Spanish, "Cd2", "Cd2: en d2 ya hay un peón blanco"),
        (
            None,
            Spanish,
            "Nf3",
            "Nf3: «N» no es una letra de pieza en español (piezas: R D T A C)",
        ),
        (
            None,
            Spanish,
            "O-O",
            "O-O: no se puede enrocar corto: hay una pieza entre el rey y la torre",
        ),
        (
            bare,
            Spanish,
            "Dh5",
            "Dh5: las blancas no tienen ninguna dama",
        ),
        (
            pinned,
            Spanish,
            "Cf3",
            "Cf3: el caballo d2-f3 dejaría al rey blanco en jaque",
        ),
        (
            two_knights,
            Spanish,
            "Cd2",
            "Cd2: los caballos de b1 y f1 pueden ir ambos a d2 (escriba Cbd2 o Cfd2)",
        ),
        (
            Some("8/4P1k1/8/8/8/8/8/K7 w - - 0 1"),
            Spanish,
            "e8",
            "e8: un peón que llega a e8 debe coronar: añada la pieza, como en e8=D",
        ),
    ];
    for (fen, lang, input, expected) in cases {
        assert_eq!(refusal(fen, lang, input), expected, "{fen:?} {input}");
    }
}

#[test]
fn move_refusals_read_as_before_in_english_and_french() {
    assert_eq!(
        sheet(None, English, "")
            .play("Bc4")
            .unwrap_err()
            .to_string(),
        "Bc4: neither bishop (c1, f1) can go to c4"
    );
    assert_eq!(
        refusal(None, French, "Bc4"),
        "Bc4: « B » n'est pas une lettre de pièce en français (pièces : R D T F C)"
    );
    assert_eq!(
        refusal(Some("8/p7/8/8/8/8/8/k1K5 w - - 0 1"), French, "Dh5"),
        "Dh5: Les Blancs n'ont pas de dame"
    );
    assert_eq!(
        refusal(Some("4k3/8/8/b7/8/8/3N4/4K3 w - - 0 1"), French, "Cf3"),
        "Cf3: Le cavalier d2-f3 laisserait le roi des Blancs en échec"
    );
    assert_eq!(
        refusal(Some("4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1"), French, "Dh5"),
        "Dh5: aucune des dames (a1, b1, c1) ne peut aller en h5"
    );
    // Nothing typed: only why.
    let error = sheet(None, English, "").play("").unwrap_err();
    assert_eq!(error.to_string(), "no move written");
}

#[test]
fn claim_rulings_in_each_language() {
    let typed = |lang: Language| match lang {
        German => ("Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1", "Sg8"),
        English => ("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", "Ng8"),
        _ => ("Cf3 Cf6 Cg1 Cg8 Cf3 Cf6 Cg1", "Cg8"),
    };
    let cases = [
        (
            German,
            "die Stellung nach dem beabsichtigten Zug Sg8 tritt zum dritten Mal auf \
             (in der Ausgangsstellung, nach 2...Sg8, nach dem beabsichtigten Zug Sg8): Remis (Art. 9.2)",
        ),
        (
            Spanish,
            "la posición tras la jugada prevista Cg8 aparece por tercera vez \
             (en la posición inicial, tras 2...Cg8, tras la jugada prevista Cg8): tablas (art. 9.2)",
        ),
    ];
    for (lang, expected) in cases {
        let (moves, intended) = typed(lang);
        let ruling = sheet(None, lang, moves)
            .claim(Claim::Threefold, Some(intended))
            .unwrap();
        assert!(ruling.correct);
        assert_eq!(ruling.say(lang), expected);
    }
    let early = sheet(None, German, "Sf3 Sf6 Sg1 Sg8")
        .claim(Claim::Threefold, None)
        .unwrap();
    assert_eq!(
        early.say(German),
        "die Stellung ist erst zweimal aufgetreten (in der Ausgangsstellung, nach 2...Sg8); \
         nötig ist dreimal (Art. 9.2)"
    );
    let fifty = sheet(Some("k7/8/1K6/8/8/8/8/7R b - - 73 80"), Spanish, "Rb8")
        .claim(Claim::FiftyMoves, None)
        .unwrap();
    assert_eq!(
        fifty.say(Spanish),
        "solo 74 semijugadas sin movimiento de peón ni captura; hacen falta 100 (art. 9.3)"
    );
    assert_eq!(
        fifty.say(German),
        "erst 74 Halbzüge ohne Bauernzug und ohne Schlagzug; nötig sind 100 (Art. 9.3)"
    );
    assert_eq!(
        Claim::Threefold.say(Spanish),
        "tablas por triple repetición"
    );
    assert_eq!(
        Claim::FiftyMoves.say(German),
        "Remis nach der 50-Züge-Regel"
    );
}

#[test]
fn half_moves_agree_with_their_count() {
    let ruling = |n| ClaimRuling {
        claim: Claim::FiftyMoves,
        intended: None,
        correct: false,
        why: Grounds::Halfmoves(n),
    };
    assert_eq!(
        ruling(1).say(English),
        "only 1 half-move without a pawn move or capture; 100 are needed (Art. 9.3)"
    );
    // French "one" is 0 and 1.
    assert_eq!(
        ruling(0).say(French),
        "seulement 0 demi-coup sans mouvement de pion ni prise ; il en faut 100 (art. 9.3)"
    );
    assert_eq!(
        ruling(0).say(English),
        "only 0 half-moves without a pawn move or capture; 100 are needed (Art. 9.3)"
    );
    assert_eq!(
        ruling(1).say(German),
        "erst 1 Halbzug ohne Bauernzug und ohne Schlagzug; nötig sind 100 (Art. 9.3)"
    );
}
