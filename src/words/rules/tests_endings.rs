//! The rules' words for the ends of a game in each language: flag falls
//! and their material, the game's ends, bad positions, claims unknown.

use std::time::Duration;

use shakmaty::Color::{Black, White};
use shakmaty::Position;

use super::tests::sheet;
use super::*;
use crate::rules::material::Material;
use crate::rules::{Claim, GameEnd, Notation, decide, parse_fen};
use crate::words::Language;
use crate::words::Say;
use Language::{English, French, German, Spanish};

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
