//! The game the app opens with: the journal's, restored with its clocks
//! paused and a notice that says what the arbiter must know, or the next
//! game as the setup last held it.

use std::path::Path;
use std::time::{Duration, SystemTime};

use shakmaty::ByColor;

use super::setup_screen;
use crate::clock::{Moment, TimeControl, clock_face};
use crate::game::{GameSetup, Input};
use crate::rules::Language;
use crate::rules::words::say;
use crate::store::journal::move_aside;
use crate::store::{RecordedGame, Settings, new_game_id, wall_clock};

use crate::app::JOURNAL_FILE;

/// Restores the journal's game with its clocks paused, or starts a new one.
/// A damaged journal is moved aside and the user told.
///
/// # Errors
/// A journal that cannot be moved aside, or a new one that cannot be made.
pub fn open_game(
    data_dir: &Path,
    settings: &Settings,
    notice: &mut Option<String>,
) -> Result<(RecordedGame, Moment), String> {
    let path = data_dir.join(JOURNAL_FILE);
    if path.exists() {
        match RecordedGame::restore(&path) {
            Ok((mut game, contents)) => {
                let last = contents.inputs.last().map_or(Moment::ZERO, |(at, _)| *at);
                if game.game().result().is_none() && game.game().is_started() {
                    if game.game().clock().is_running() {
                        game.handle(Input::Pause, last).map_err(|e| e.to_string())?;
                    }
                    let clock = game.game().clock();
                    let times = ByColor::new_with(|c| clock.remaining(c, last));
                    let written = written_at(&path);
                    *notice = Some(restore_notice(settings.language, written, times));
                }
                return Ok((game, last));
            }
            Err(e) => {
                let stamp = format!("{}-{}", wall_clock().1, std::process::id());
                let aside = move_aside(&path, &stamp).map_err(|e| e.to_string())?;
                let aside = aside.display();
                *notice = Some(say!(
                    settings.language,
                    "{e}; it was kept as {aside} and a new game begins",
                    "{e} ; il est gardé sous {aside} et une nouvelle partie commence"
                ));
            }
        }
    }
    // No game on: the next one as the setup last held it, ready to start
    // and never filed until a clock runs.
    let next = &settings.next;
    let setup = setup_screen::game_of(next, &setup_screen::offers(settings), settings)
        .unwrap_or_else(|| {
            let rapid = TimeControl::preset("rapid").expect("a preset");
            GameSetup {
                white: rapid.clone(),
                black: rapid,
                timeout_budget: settings.timeout_budget,
                language: settings.language,
                ..GameSetup::default()
            }
        });
    let (id, date) = new_game_id(Some(data_dir));
    let game =
        RecordedGame::start(&path, &id, setup, next.tags(&date)).map_err(|e| e.to_string())?;
    Ok((game, Moment::ZERO))
}

/// When the journal's last record was written (its file's time), by the
/// wall clock, and how long before now.
fn written_at(path: &Path) -> Option<(u64, Duration)> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    let utc = modified
        .duration_since(SystemTime::UNIX_EPOCH)
        .ok()?
        .as_secs();
    let age = SystemTime::now()
        .duration_since(modified)
        .unwrap_or_default();
    Some((utc, age))
}

/// What the arbiter must know after a restart mid-game: when the last
/// record was written, what each clock showed then, that the time since is
/// not charged, and that resuming is the arbiter's.
pub fn restore_notice(
    lang: Language,
    written: Option<(u64, Duration)>,
    times: ByColor<Duration>,
) -> String {
    let (white, black) = (
        clock_face(times.white, Duration::ZERO),
        clock_face(times.black, Duration::ZERO),
    );
    let when = match written {
        Some((utc, age)) => {
            let at = crate::store::utc_time(utc);
            let ago = clock_face(age, Duration::ZERO);
            say!(
                lang,
                "the last record was written at {at} UTC, {ago} before this start",
                "le dernier enregistrement date de {at} UTC, {ago} avant ce démarrage"
            )
        }
        None => say!(
            lang,
            "the time of the last record is unknown",
            "l'heure du dernier enregistrement est inconnue"
        ),
    };
    say!(
        lang,
        "Game restored after a stop: {when}. The clocks are paused at White {white}, Black {black}; the time since that record is not charged. The arbiter resumes (PIN).",
        "Partie restaurée après un arrêt : {when}. Pendules en pause à Blancs {white}, Noirs {black} ; le temps écoulé depuis n'est pas décompté. L'arbitre relance (code)."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notice_says_when_and_what_the_clocks_showed() {
        let times = ByColor {
            white: Duration::from_secs(189),
            black: Duration::from_secs(178),
        };
        let written = Some((1_764_512_000 + 3600, Duration::from_secs(192)));
        assert_eq!(
            restore_notice(Language::English, written, times),
            "Game restored after a stop: the last record was written at 15:13:20 UTC, 3:12 before \
             this start. The clocks are paused at White 3:09, Black 2:58; the time since that \
             record is not charged. The arbiter resumes (PIN)."
        );
    }
}
