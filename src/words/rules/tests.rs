//! The rules' words in each language, as an arbiter reads them.

use std::time::Duration;

use shakmaty::Color::{Black, White};
use shakmaty::Position;

use super::*;
use crate::rules::claim::{ClaimRuling, Grounds};
use crate::rules::material::Material;
use crate::rules::{Claim, GameEnd, Language, Notation, Scoresheet, decide, parse_fen};
use crate::words::Say;
use Language::{English, French, German, Spanish};

fn sheet(fen: Option<&str>, lang: Language, moves: &str) -> Scoresheet {
    let mut sheet = fen.map_or_else(Scoresheet::new, |f| Scoresheet::from_fen(f).unwrap());
    sheet.set_language(lang);
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

fn verdict(fen: &str, flagged: shakmaty::Color, lang: Language) -> crate::rules::Verdict {
    let pos = parse_fen(fen).unwrap();
    decide(&pos, flagged, Duration::from_secs(30), lang.notation())
}

#[test]
fn flag_falls_in_german_and_spanish() {
    let knight = verdict("k7/8/8/8/8/8/8/1NK5 b - - 0 1", Black, German);
    assert_eq!(
        knight.say(German),
        "Zeitüberschreitung von Schwarz, aber Weiß kann durch keine Folge regelgemäßer Züge \
         mattsetzen (Weiß hat nur einen König und einen Springer): Remis (Art. 6.9)"
    );
    assert_eq!(
        explanation_before(&knight, Some(40), Spanish),
        "La bandera de las negras cayó antes de completar la jugada 40, pero las blancas no \
         pueden dar mate con ninguna serie de jugadas legales (las blancas tienen solo un rey \
         y un caballo): tablas (art. 6.9)"
    );
    assert_eq!(
        explanation_before(&knight, Some(40), German),
        "Zeitüberschreitung von Schwarz vor Vollendung des 40. Zuges, aber Weiß kann durch \
         keine Folge regelgemäßer Züge mattsetzen (Weiß hat nur einen König und einen \
         Springer): Remis (Art. 6.9)"
    );
    let rook = verdict("8/8/8/8/8/2N5/r7/k1K5 b - - 0 1", Black, Spanish);
    let words = rook.say(Spanish);
    assert!(
        words.starts_with("La bandera de las negras cayó y las blancas aún podrían dar mate: 1..."),
        "{words}"
    );
    assert!(words.ends_with("# (art. 6.9)"), "{words}");
    assert!(
        opponent_words(&rook, German).starts_with("Weiß könnte noch mattsetzen: 1..."),
        "{}",
        opponent_words(&rook, German)
    );
    let mated = verdict("8/8/8/8/8/8/8/kQK5 b - - 0 1", Black, German);
    assert_eq!(
        mated.say(German),
        "Schwarz ist schachmatt: das Matt beendete die Partie vor der Zeitüberschreitung \
         von Schwarz (Art. 5.1.1)"
    );
    let stalemate = verdict("k7/8/1Q6/8/8/8/8/2K5 b - - 0 1", Black, Spanish);
    assert_eq!(
        stalemate.say(Spanish),
        "ahogado: terminó la partida antes de la caída de la bandera de las negras (art. 5.2.1)"
    );
}

#[test]
fn flag_falls_read_as_before_in_english() {
    let cases = [
        (
            "8/8/8/8/8/8/8/kQK5 b - - 0 1",
            Black,
            "1-0 Black is checkmated: the mate ended the game before Black's flag fell (Art. 5.1.1)",
        ),
        (
            "k7/8/1Q6/8/8/8/8/2K5 b - - 0 1",
            Black,
            "1/2-1/2 stalemate: it ended the game before Black's flag fell (Art. 5.2.1)",
        ),
        (
            "k7/8/8/8/8/8/8/1NK5 b - - 0 1",
            Black,
            "1/2-1/2 Black's flag fell but White cannot checkmate by any series of legal moves \
             (White has only a king and a knight): draw (Art. 6.9)",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            White,
            "1/2-1/2 White's flag fell but Black cannot checkmate by any series of legal moves \
             (Black has only a king): draw (Art. 6.9)",
        ),
    ];
    for (fen, flagged, expected) in cases {
        assert_eq!(
            verdict(fen, flagged, English).to_string(),
            expected,
            "{fen}"
        );
    }
    let knight = verdict("k7/8/8/8/8/8/8/1NK5 b - - 0 1", Black, English);
    assert_eq!(
        explanation_before(&knight, Some(40), French),
        "Le drapeau des Noirs est tombé avant que le coup 40 soit joué mais les Blancs ne \
         peuvent mater par aucune suite de coups légaux (les Blancs ont seulement un roi et un \
         cavalier) : nulle (art. 6.9)"
    );
    assert_eq!(unfinished_period(None, German), "");
}

#[test]
fn material_is_said_in_each_language() {
    let material = |fen: &str| Material::of(parse_fen(fen).unwrap().board(), White);
    let knight_bishop = material("k7/p7/8/8/8/8/8/1NKB4 b - - 0 1");
    let two_bishops = material("k7/8/8/8/8/8/8/1BKB4 b - - 0 1");
    let cases = [
        (knight_bishop, English, "only a king, a bishop and a knight"),
        (two_bishops, English, "only a king and 2 bishops"),
        (Material::default(), English, "only a king"),
        (
            knight_bishop,
            French,
            "seulement un roi, un fou et un cavalier",
        ),
        (two_bishops, French, "seulement un roi et 2 fous"),
        (
            knight_bishop,
            German,
            "nur einen König, einen Läufer und einen Springer",
        ),
        (two_bishops, German, "nur einen König und 2 Läufer"),
        (knight_bishop, Spanish, "solo un rey, un alfil y un caballo"),
        (two_bishops, Spanish, "solo un rey y 2 alfiles"),
    ];
    for (material, lang, expected) in cases {
        assert_eq!(material.say(lang), expected);
    }
    // What English says, the journals of earlier versions kept: it reads back.
    for material in [knight_bishop, two_bishops, Material::default()] {
        assert_eq!(Material::from_words(&material.say(English)), Some(material));
    }
}

#[test]
fn game_ends_in_each_language() {
    let mate = GameEnd::Checkmate { winner: White };
    assert_eq!(mate.to_string(), "White checkmates (Art. 5.1.1)");
    assert_eq!(mate.say(French), "Les Blancs matent (art. 5.1.1)");
    assert_eq!(mate.say(German), "Weiß setzt matt (Art. 5.1.1)");
    assert_eq!(mate.say(Spanish), "Las blancas dan jaque mate (art. 5.1.1)");
    assert_eq!(GameEnd::Stalemate.say(German), "Patt (Art. 5.2.1)");
    assert_eq!(
        GameEnd::SeventyFiveMoves.say(Spanish),
        "75 movimientos de cada bando sin movimiento de peón ni captura (art. 9.6.2)"
    );
}

#[test]
fn bad_fen_in_each_language() {
    let error = parse_fen("8/8/8/8/8/8/8/kK6 w - - 0 1").unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad FEN '8/8/8/8/8/8/8/kK6 w - - 0 1': illegal position: the kings stand next to each other"
    );
    assert_eq!(
        error.say(French),
        "FEN invalide « 8/8/8/8/8/8/8/kK6 w - - 0 1 » : position illégale : les rois sont côte à côte"
    );
    assert_eq!(
        error.say(German),
        "ungültige FEN „8/8/8/8/8/8/8/kK6 w - - 0 1“: unmögliche Stellung: die Könige stehen nebeneinander"
    );
    let error = parse_fen("8/8/8/8/8/8/8/k1K5 x - - 0 1").unwrap_err();
    assert_eq!(
        error.say(Spanish),
        "FEN no válida «8/8/8/8/8/8/8/k1K5 x - - 0 1»: turno ilegible (w o b)"
    );
}

#[test]
fn unknown_claims_are_named() {
    let error = "draw".parse::<Claim>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "unknown claim 'draw' (expected threefold or fifty)"
    );
}

#[test]
fn french_elides_and_decimals_follow_the_language() {
    let once = sheet(None, French, "Cf3 Cf6 Cg1 Cg8 Cf3 Cf6 Cg1")
        .claim(Claim::Threefold, Some("Cd5"))
        .unwrap();
    assert_eq!(
        once.say(French),
        "la position après le coup prévu Cd5 ne se présenterait qu'une fois \
         (après le coup prévu Cd5) ; il en faut trois (art. 9.2)"
    );
    let pos = parse_fen("8/8/8/8/8/2N5/r7/k1K5 b - - 0 1").unwrap();
    let undecided = decide(&pos, Black, Duration::ZERO, Notation::German);
    assert_eq!(
        undecided.say(German),
        "Zeitüberschreitung von Schwarz; nicht entschieden: in 0,0 s kein Beweis in die eine \
         oder andere Richtung, und nach dem Material kann Weiß mattsetzen; der Schiedsrichter \
         entscheidet (Art. 6.9)"
    );
    assert!(
        undecided.to_string().contains(" within 0.0 s "),
        "{undecided}"
    );
}
