//! The FIDE scenario scripts of `tests/data/scripts/` played again in
//! French, German and Spanish: the moves typed with that language's piece
//! letters, the rulings and notes in its words, and the same game, the same
//! result and the same refusals as in English.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// King, queen, rook, bishop, knight in each language (Appendix C).
const LETTERS: [(&str, [char; 5]); 4] = [
    ("en", ['K', 'Q', 'R', 'B', 'N']),
    ("fr", ['R', 'D', 'T', 'F', 'C']),
    ("de", ['K', 'D', 'T', 'L', 'S']),
    ("es", ['R', 'D', 'T', 'A', 'C']),
];

/// An English move with the piece letters of `to`: `Nf3` → `Sf3`, `e8=Q` → `e8=D`.
fn translate_move(m: &str, to: [char; 5]) -> String {
    let english = LETTERS[0].1;
    let mut out = String::new();
    let chars: Vec<char> = m.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let piece_place = i == 0 || chars[i - 1] == '=' || chars[i - 1].is_ascii_digit();
        match english.iter().position(|&l| l == c) {
            Some(at) if piece_place => out.push(to[at]),
            _ => out.push(c),
        }
    }
    out
}

/// The script with `notation CODE` first and every move in its letters.
fn translate(script: &str, code: &str, to: [char; 5]) -> String {
    let mut out = format!("notation {code}\n");
    for line in script.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let moves_from = match words.first() {
            Some(w) if w.starts_with(|c: char| c.is_ascii_digit()) && words.len() == 2 => 1,
            Some(&"enter" | &"fill-in") => 1,
            Some(&"claim") => 2,
            _ => usize::MAX,
        };
        if moves_from == usize::MAX || words.len() <= moves_from || words[1] == "press" {
            out.push_str(line);
        } else {
            let mut translated: Vec<String> =
                words[..moves_from].iter().map(|w| w.to_string()).collect();
            translated.extend(words[moves_from..].iter().map(|m| translate_move(m, to)));
            out.push_str(&translated.join(" "));
        }
        out.push('\n');
    }
    out
}

/// The script played by `pendule --language CODE simulate`.
fn simulate(script: &Path, code: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(["--language", code, "simulate"])
        .arg(script)
        .output()
        .unwrap()
}

/// The PGN without its comments: tags, moves and result.
fn without_comments(pgn: &str) -> String {
    common::outside_braces(pgn)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the comments say beside the clock commands (`[%clk 0:01:00]`).
fn words_of_comments(pgn: &str) -> String {
    let mut out = String::new();
    let (mut depth, mut command) = (0, false);
    for c in pgn.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '[' if depth > 0 => command = true,
            ']' if depth > 0 => command = false,
            _ if depth > 0 && !command && c.is_alphabetic() => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn every_script_gives_the_same_game_in_every_language() {
    let dir = common::data("scripts");
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    scripts.sort();
    let out_dir = std::env::temp_dir().join(format!("pendule-langs-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut played = 0;
    for script in scripts {
        let text = std::fs::read_to_string(&script).unwrap();
        // Scripts written in French letters already are the French case.
        if text.lines().any(|l| l.starts_with("notation")) {
            continue;
        }
        let english = simulate(&script, "en");
        for (code, letters) in &LETTERS[1..] {
            let name = script.file_stem().unwrap().to_string_lossy();
            let translated = out_dir.join(format!("{name}-{code}.txt"));
            std::fs::write(&translated, translate(&text, code, *letters)).unwrap();
            let theirs = simulate(&translated, code);
            assert_eq!(
                theirs.status.code(),
                english.status.code(),
                "{name} in {code}: {theirs:?}"
            );
            let (ours, them) = (
                String::from_utf8_lossy(&english.stdout),
                String::from_utf8_lossy(&theirs.stdout),
            );
            assert_eq!(
                without_comments(&them),
                without_comments(&ours),
                "{name} in {code}"
            );
            if english.status.code() == Some(0) && !words_of_comments(&ours).is_empty() {
                // The words are the language's own, not English ones.
                assert_ne!(them, ours, "{name} in {code}: the same words as English");
            }
            played += 1;
        }
    }
    std::fs::remove_dir_all(&out_dir).ok();
    assert!(played >= 45, "{played} scripts played");
}

#[test]
fn moves_take_each_language_s_letters() {
    assert_eq!(words_of_comments("1. e4 {[%clk 0:00:50]} *"), "");
    assert_eq!(
        words_of_comments("{[%clk 0:00:50] White resigns} *"),
        "Whiteresigns"
    );
    assert_eq!(translate_move("Nf3", LETTERS[2].1), "Sf3");
    assert_eq!(translate_move("exd8=Q+", LETTERS[3].1), "exd8=D+");
    assert_eq!(translate_move("Bxc6", LETTERS[3].1), "Axc6");
    assert_eq!(translate_move("O-O", LETTERS[2].1), "O-O");
    assert_eq!(
        translate("3 Nf3\nclaim threefold Ng1\n3 press\n", "de", LETTERS[2].1),
        "notation de\n3 Sf3\nclaim threefold Sg1\n3 press\n"
    );
}

/// What `pendule simulate` says is in the command's language; a script's
/// `notation` line chooses only the letters of its moves.
#[test]
fn a_script_s_notation_chooses_its_letters_not_its_words() {
    let script = common::data("scripts/lag_stalemate_fr.txt");
    let said = |code| String::from_utf8(simulate(&script, code).stderr).unwrap();
    assert_eq!(
        said("en"),
        "line 11: the game ended with 1.Qb6: stalemate (Art. 5.2.1); no move can follow\n"
    );
    assert_eq!(
        said("fr"),
        "ligne 11 : la partie s'est terminée sur 1.Db6 : pat (art. 5.2.1) ; aucun coup ne peut suivre\n"
    );
    // Without --language, the data dir's settings, else English.
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .arg("simulate")
        .arg(&script)
        .output()
        .unwrap();
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("line 11: ")
    );
}
