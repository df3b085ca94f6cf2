//! The round's pairings from a USB stick: the file read (small, capped),
//! the board's game found, the setup filled. Every failure is one line on
//! the setup screen; what was typed stays.

use std::io::Read;
use std::path::{Path, PathBuf};

use super::*;
use crate::day::{PairingError, Pairings};

/// Where on a stick the pairings file is looked for, in order.
pub const PAIRINGS_FILES: [&str; 2] = ["pairings.csv", "pendule/pairings.csv"];

/// A pairings file is a few kilobytes; more is not one.
const MOST: u64 = 1 << 20;

/// Fills the setup's players from the stick's pairings for the board and
/// round on the screen.
pub(super) fn fill_from_stick(app: &AppWindow) {
    let filled = UI.with(|ui| {
        let ui = ui.borrow();
        let state = ui.as_ref().ok_or_else(String::new)?;
        let lang = state.settings.language;
        let next = setup_screen::read(app, &state.settings.next, lang)?;
        let stick = state.usb.stick.clone().ok_or_else(|| {
            say!(
                lang,
                "no USB stick: plug in the one with the pairings",
                "pas de clé USB : branchez celle des appariements"
            )
        })?;
        if next.board == 0 {
            return Err(say!(
                lang,
                "write this device's board number first",
                "indiquez d'abord le numéro d'échiquier de cet appareil"
            ));
        }
        let (path, pairings) = read_pairings(&stick, lang)?;
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        let (round, board) = (next.round, next.board);
        let Some(pairing) = pairings.find(round, board) else {
            let rounds = pairings
                .rounds()
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            return Err(say!(
                lang,
                "{name} has no board {board} in round {round} (its rounds: {rounds})",
                "{name} n'a pas d'échiquier {board} à la ronde {round} (ses rondes : {rounds})"
            ));
        };
        let filled = next.with_pairing(pairing);
        let (round, white, black) = (filled.round, &filled.white, &filled.black);
        let note = say!(
            lang,
            "round {round}, board {board}: {white} – {black}, from {name}",
            "ronde {round}, échiquier {board} : {white} – {black}, d'après {name}"
        );
        Ok((filled, note))
    });
    let adapter = app.global::<SetupAdapter>();
    match filled {
        Ok((next, note)) => {
            setup_screen::fill(app, &next);
            adapter.set_pairings_note(note.into());
        }
        Err(problem) => adapter.set_problem(problem.into()),
    }
}

/// The first pairings file on the stick, read and parsed.
fn read_pairings(stick: &Path, lang: Language) -> Result<(PathBuf, Pairings), String> {
    let path = PAIRINGS_FILES
        .iter()
        .map(|name| stick.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            say!(
                lang,
                "no pairings.csv on the stick (at its top, or in pendule/)",
                "pas de pairings.csv sur la clé (à la racine, ou dans pendule/)"
            )
        })?;
    let unreadable = |e: std::io::Error| {
        let shown = path.display();
        say!(
            lang,
            "{shown} cannot be read: {e}",
            "{shown} ne peut pas être lu : {e}"
        )
    };
    let mut bytes = Vec::new();
    std::fs::File::open(&path)
        .and_then(|f| f.take(MOST + 1).read_to_end(&mut bytes))
        .map_err(unreadable)?;
    if bytes.len() as u64 > MOST {
        return Err(say!(
            lang,
            "the pairings file is over 1 MiB: not a pairings file",
            "le fichier d'appariements dépasse 1 Mio : ce n'en est pas un"
        ));
    }
    // Pairing programs on Windows still write Latin-1 now and then.
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    };
    let pairings = Pairings::parse(&text).map_err(|e| pairing_words(&e, lang))?;
    Ok((path, pairings))
}

/// A bad pairings file in words.
fn pairing_words(error: &PairingError, lang: Language) -> String {
    match lang {
        Language::English | Language::German | Language::Spanish => format!("pairings: {error}"),
        Language::French => match error {
            PairingError::Unreadable { line, .. } => {
                format!("appariements : ligne {line} illisible en CSV")
            }
            PairingError::TooFewColumns { line, found } => format!(
                "appariements : ligne {line} : {found} colonnes, il en faut 4 (ronde, échiquier, Blancs, Noirs)"
            ),
            PairingError::NotANumber { line, what, text } => {
                let what = if *what == "round" {
                    "la ronde"
                } else {
                    "l'échiquier"
                };
                format!(
                    "appariements : ligne {line} : {what} « {text} » n'est pas un nombre à partir de 1"
                )
            }
            PairingError::BadFideId { line, text } => {
                format!(
                    "appariements : ligne {line} : l'identifiant FIDE « {text} » n'est pas un nombre"
                )
            }
            PairingError::Twice { line, round, board } => format!(
                "appariements : ligne {line} : ronde {round} échiquier {board} apparié deux fois"
            ),
            PairingError::Empty => {
                "appariements : le fichier ne contient aucun appariement".to_owned()
            }
        },
    }
}
