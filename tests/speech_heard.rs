//! The talking clock's other announcements, heard back: every English one
//! (a move of each kind, a period, a flag, a result, an offer, a pause) is
//! recognised by Debian's pocketsphinx as the words it should say, and the
//! other languages say a move's ranks and a period's number in their own
//! words (espeak-ng's phonemes of the sentence against those of the words
//! written out). `tests/speech.rs` does the same for the times.

mod common;

use shakmaty::{CastlingSide, Color, KnownOutcome, Role, Square};

use common::speech::{recognised, speech_tools, temp};
use pendule::speech::wav::Sound;
use pendule::speech::{MoveWords, Said, SpokenMove, voice, words};
use pendule::words::Language;

/// What the model's dictionary lacks, in its phones.
const WORDS: &str = "castling K AE S L IH NG\n";

/// A move that is not castling.
fn step(mover: Color, role: Role, from: Square, to: Square) -> SpokenMove {
    SpokenMove {
        mover,
        role,
        from,
        to,
        capture: false,
        promotion: None,
        castle: None,
        check: false,
        mate: false,
    }
}

/// Each kind of announcement other than a time, with the words it says.
fn announcements() -> Vec<(Said, &'static str)> {
    use Color::*;
    let capture = SpokenMove {
        capture: true,
        check: true,
        ..step(Black, Role::Knight, Square::G8, Square::F6)
    };
    let promotion = SpokenMove {
        promotion: Some(Role::Queen),
        mate: true,
        ..step(White, Role::Pawn, Square::E7, Square::E8)
    };
    let castle = |mover, side, check| SpokenMove {
        castle: Some(side),
        check,
        ..step(mover, Role::King, Square::E1, Square::G1)
    };
    let result = |outcome, needs_arbiter| Said::Result {
        outcome,
        needs_arbiter,
    };
    vec![
        (
            Said::Move(capture),
            "black knight g eight takes f six check",
        ),
        (
            Said::Move(promotion),
            "white pawn e seven e eight promotes to queen checkmate",
        ),
        (
            Said::Move(step(White, Role::Bishop, Square::C1, Square::H6)),
            "white bishop c one h six",
        ),
        (
            Said::Move(castle(White, CastlingSide::KingSide, false)),
            "white short castling",
        ),
        (
            Said::Move(castle(Black, CastlingSide::QueenSide, true)),
            "black long castling check",
        ),
        (
            Said::Period {
                side: White,
                period: 1,
            },
            "white period two begins",
        ),
        (Said::Flag { side: Black }, "black the flag fell"),
        (
            result(KnownOutcome::Decisive { winner: Black }, false),
            "black wins",
        ),
        (
            result(KnownOutcome::Decisive { winner: White }, false),
            "white wins",
        ),
        (
            result(KnownOutcome::Draw, true),
            "draw for now the arbiter decides",
        ),
        (Said::DrawOffer { by: White }, "white offers a draw"),
        (Said::Paused, "the clocks are paused"),
        (Said::Resumed, "the clocks run again"),
    ]
}

/// The words with each file letter of a square as `_`. pocketsphinx, like
/// a listener on an earpiece, confuses the letters that rhyme (b, d, e, g;
/// h with a), which is what Appendix D's Anna, Bella... are for: here it
/// must hear a letter and the rank after it, and which letter is said is
/// checked on espeak-ng's phonemes (`letters_are_said_as_letters`).
fn files_masked(words: &str) -> String {
    let words: Vec<&str> = words.split_whitespace().collect();
    let ranks = [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    let square =
        |i: usize| words[i].len() == 1 && words.get(i + 1).is_some_and(|next| ranks.contains(next));
    (0..words.len())
        .map(|i| if square(i) { "_" } else { words[i] })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_english_announcements_are_heard_back_as_their_words() {
    speech_tools();
    let dir = temp("heard");
    let mut wrong = Vec::new();
    for (said, expected) in announcements() {
        let spoken = words(&said, Language::English, MoveWords::Language);
        let sound = Sound {
            rate: voice::RATE,
            channels: 1,
            samples: voice::samples(&spoken.text, spoken.voice, 175).unwrap(),
        };
        let wav = dir.join("said.wav");
        sound
            .write(&mut std::fs::File::create(&wav).unwrap())
            .unwrap();
        let heard = recognised(&wav, 1, &dir, "announcements", WORDS);
        if files_masked(&heard) != files_masked(expected) {
            wrong.push(format!("'{}' heard as '{heard}'", spoken.text));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Phonemes without stress marks, syllable breaks and spaces.
fn bare(ipa: &str) -> String {
    ipa.chars()
        .filter(|c| !matches!(c, 'ˈ' | 'ˌ' | '.' | '-' | '_') && !c.is_whitespace())
        .collect()
}

/// espeak-ng's phonemes of `text` in the voice `code` (its command line).
fn written_out(code: &str, text: &str) -> String {
    let out = std::process::Command::new("espeak-ng")
        .args(["-v", &format!("{code}+klatt"), "-q", "--ipa", text])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn letters_are_said_as_letters() {
    speech_tools();
    for (said, expected) in announcements() {
        let text = words(&said, Language::English, MoveWords::Language).text;
        let ours = voice::phonemes(&text, Language::English).unwrap();
        let theirs = written_out("en-us", expected);
        assert_eq!(bare(&ours), bare(&theirs), "'{text}' against '{expected}'");
    }
}

#[test]
fn the_other_languages_say_ranks_and_periods_in_their_own_words() {
    speech_tools();
    let capture = Said::Move(SpokenMove {
        capture: true,
        check: true,
        ..step(Color::Black, Role::Knight, Square::G8, Square::F6)
    });
    let period = Said::Period {
        side: Color::White,
        period: 1,
    };
    let written = [
        (
            Language::French,
            "fr",
            &capture,
            "Noirs : cavalier g huit prend f six, échec.",
        ),
        (
            Language::French,
            "fr",
            &period,
            "Blancs : la période deux commence.",
        ),
        (
            Language::German,
            "de",
            &capture,
            "Schwarz: Springer g acht schlägt f sechs, Schach.",
        ),
        (
            Language::German,
            "de",
            &period,
            "Weiß: Periode zwei beginnt.",
        ),
        (
            Language::Spanish,
            "es",
            &capture,
            "Negras: caballo g ocho captura f seis, jaque.",
        ),
        (
            Language::Spanish,
            "es",
            &period,
            "Blancas: empieza el período dos.",
        ),
    ];
    for (lang, code, said, words_out) in written {
        let text = words(said, lang, MoveWords::Language).text;
        let ours = voice::phonemes(&text, lang).unwrap();
        assert_eq!(
            bare(&ours),
            bare(&written_out(code, words_out)),
            "{code}: '{text}'"
        );
    }
}
