//! The setup screen's controller: the presets offered, and the game they
//! make.

use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::board_screen::outline;
use super::{AppWindow, SetupAdapter};
use crate::clock::{PeriodChange, TimeControl};
use crate::day::NextGame;
use crate::game::{GameSetup, Mode, Supervision};
use crate::rules::fen::to_fen;
use crate::rules::{Variant, chess960};
use crate::store::Settings;
use crate::store::settings::Preset;
use crate::words::Language;
use crate::words::t;

/// A control offered on the setup screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    /// What the button says.
    pub label: String,
    /// White's control.
    pub white: TimeControl,
    /// Black's control.
    pub black: TimeControl,
    /// A drawn game counts as a Black win.
    pub armageddon: bool,
}

/// How many built-in presets come before the user's own.
pub const BUILT_IN: usize = 5;

/// The built-in presets, then the user's own.
pub fn offers(settings: &Settings) -> Vec<Offer> {
    let preset = |name: &str| TimeControl::preset(name).expect("a built-in preset");
    let same = |label: &str, name: &str| Offer {
        label: label.to_owned(),
        white: preset(name),
        black: preset(name),
        armageddon: false,
    };
    let lang = settings.language;
    let mut offers = vec![
        same(&t!(lang, "preset-fide-classical"), "classical"),
        same(&t!(lang, "preset-rapid"), "rapid"),
        same(&t!(lang, "preset-blitz"), "blitz"),
        same(&t!(lang, "preset-us-classical"), "us-classical"),
        Offer {
            label: t!(lang, "preset-armageddon"),
            white: preset("armageddon-white"),
            black: preset("armageddon-black"),
            armageddon: true,
        },
    ];
    offers.extend(settings.presets.iter().map(|p| Offer {
        label: p.name.clone(),
        white: p.white.clone(),
        black: p.black.clone(),
        armageddon: false,
    }));
    offers
}

/// `settings` with a user preset made from `text`, a control in the text
/// form (`40/5400+30:1800+30`), the same for both sides and named by it.
///
/// # Errors
/// The text is no time control (the message points at the bad part), or
/// that preset exists already.
pub fn add_preset(settings: &Settings, text: &str) -> Result<Settings, String> {
    let text = text.trim();
    let lang = settings.language;
    if text.is_empty() {
        // Nothing typed is no bad control: say what to type (N18).
        return Err(t!(lang, "preset-type-first"));
    }
    let control: TimeControl = text
        .parse()
        .map_err(|e: crate::clock::ControlError| crate::words::Say::say(&e, lang))?;
    let name = control.to_string();
    if settings.presets.iter().any(|p| p.name == name) {
        return Err(t!(settings.language, "preset-exists", name = &name));
    }
    let mut settings = settings.clone();
    settings.presets.push(Preset {
        name,
        white: control.clone(),
        black: control,
    });
    Ok(settings)
}

/// `settings` without the user preset offered at `index` (the built-in
/// presets come first and stay).
pub fn remove_preset(settings: &Settings, index: usize) -> Option<Settings> {
    let own = index.checked_sub(BUILT_IN)?;
    let mut settings = settings.clone();
    (own < settings.presets.len()).then(|| {
        settings.presets.remove(own);
        settings
    })
}

/// Puts the offers on the screen.
pub fn show(app: &AppWindow, offers: &[Offer]) {
    let adapter = app.global::<SetupAdapter>();
    let labels: Vec<SharedString> = offers
        .iter()
        .map(|o| SharedString::from(&o.label))
        .collect();
    adapter.set_presets(ModelRc::new(VecModel::from(labels)));
    adapter.set_problem("".into());
}

/// Puts `next` on the screen.
pub fn fill(app: &AppWindow, next: &NextGame) {
    let adapter = app.global::<SetupAdapter>();
    adapter.set_chosen(i32::try_from(next.preset).unwrap_or(0));
    adapter.set_scoresheet(next.scoresheet);
    adapter.set_casual(next.casual);
    adapter.set_quickplay(next.quickplay);
    adapter.set_unsupervised(next.unsupervised);
    adapter.set_chess960(next.chess960.is_some());
    let number = next.chess960.map(|n| n.to_string()).unwrap_or_default();
    adapter.set_chess960_number(number.into());
    show_chess960_rank(app);
    adapter.set_event(next.event.as_str().into());
    adapter.set_round(next.round.to_string().into());
    let board = if next.board == 0 {
        String::new()
    } else {
        next.board.to_string()
    };
    adapter.set_board(board.into());
    adapter.set_white_name(next.white.as_str().into());
    adapter.set_black_name(next.black.as_str().into());
    adapter.set_white_fide_id(next.white_fide_id.as_str().into());
    adapter.set_black_fide_id(next.black_fide_id.as_str().into());
    adapter.set_problem("".into());
}

/// A starting position's number as typed: `None` unless 0 to 959.
fn chess960_number(typed: &str) -> Option<u16> {
    typed
        .trim()
        .parse::<u16>()
        .ok()
        .filter(|n| *n < chess960::POSITIONS)
}

/// The Chess960 position typed or drawn, shown as White's first rank in
/// figurines (nothing for a number that is none of the 960).
pub fn show_chess960_rank(app: &AppWindow) {
    let adapter = app.global::<SetupAdapter>();
    let rank = chess960_number(&adapter.get_chess960_number())
        .and_then(chess960::back_rank)
        .map(|roles| roles.iter().map(|&r| outline(r)).collect::<String>());
    adapter.set_chess960_rank(rank.unwrap_or_default().into());
}

/// A Chess960 position drawn from the OS's random source, each of the 960
/// equally likely; `None` when the source cannot be read.
pub fn draw_chess960() -> Option<u16> {
    use std::io::Read;
    let mut source = std::fs::File::open("/dev/urandom").ok()?;
    // 65,280 is 68 times 960: a draw above it is drawn again, else the
    // first 256 numbers would come more often than the rest.
    loop {
        let mut bytes = [0u8; 2];
        source.read_exact(&mut bytes).ok()?;
        let n = u16::from_le_bytes(bytes);
        if n < 68 * chess960::POSITIONS {
            return Some(n % chess960::POSITIONS);
        }
    }
}

/// The next game as the screen holds it (`base` gives what the screen does
/// not show, such as the site).
///
/// # Errors
/// A round or board that is no number, in `lang`.
pub fn read(app: &AppWindow, base: &NextGame, lang: Language) -> Result<NextGame, String> {
    let adapter = app.global::<SetupAdapter>();
    let number = |text: SharedString, empty: u32| -> Option<u32> {
        let text = text.trim();
        if text.is_empty() {
            Some(empty)
        } else {
            text.parse().ok()
        }
    };
    let round = number(adapter.get_round(), 1)
        .filter(|r| *r > 0)
        .ok_or_else(|| t!(lang, "setup-round-not-a-number"))?;
    let board =
        number(adapter.get_board(), 0).ok_or_else(|| t!(lang, "setup-board-not-a-number"))?;
    let chess960 = if adapter.get_chess960() {
        let typed = chess960_number(&adapter.get_chess960_number());
        Some(typed.ok_or_else(|| t!(lang, "setup-chess960-not-a-number"))?)
    } else {
        None
    };
    let text = |t: SharedString| t.trim().to_owned();
    Ok(NextGame {
        chess960,
        event: text(adapter.get_event()),
        round,
        board,
        preset: usize::try_from(adapter.get_chosen()).unwrap_or(0),
        scoresheet: adapter.get_scoresheet(),
        casual: adapter.get_casual(),
        quickplay: adapter.get_quickplay(),
        unsupervised: adapter.get_unsupervised(),
        white: text(adapter.get_white_name()),
        black: text(adapter.get_black_name()),
        white_fide_id: text(adapter.get_white_fide_id()),
        black_fide_id: text(adapter.get_black_fide_id()),
        ..base.clone()
    }
    .edited_from(base))
}

/// The game that `next` describes among `offers`; `None` when its preset
/// is gone (a user preset removed).
pub fn game_of(next: &NextGame, offers: &[Offer], settings: &Settings) -> Option<GameSetup> {
    let offer = offers.get(next.preset)?;
    let mode = if next.scoresheet {
        Mode::Scoresheet
    } else {
        Mode::Clock
    };
    Some(GameSetup {
        white: offer.white.clone(),
        black: offer.black.clone(),
        mode,
        // A clock that cannot count moves adds periods at zero.
        period_change: if mode == Mode::Clock {
            PeriodChange::AtZero
        } else {
            PeriodChange::ByMoves
        },
        armageddon: offer.armageddon,
        quickplay: next.quickplay,
        supervision: if next.unsupervised {
            Supervision::Inadequate
        } else {
            Supervision::Adequate
        },
        variant: if next.chess960.is_some() {
            Variant::Chess960
        } else {
            Variant::Standard
        },
        fen: next
            .chess960
            .and_then(chess960::start_position)
            .map(|start| to_fen(&start)),
        timeout_budget: settings.timeout_budget,
        language: settings.language.letters(),
        ..GameSetup::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeping_an_empty_control_says_what_to_type() {
        let settings = Settings::default();
        assert_eq!(
            add_preset(&settings, "  "),
            Err("type the control in the field first, as 5400+30 or 40/5400+30:1800+30".into())
        );
        let french = Settings {
            language: Language::French,
            ..Settings::default()
        };
        let refused = add_preset(&french, "40/").unwrap_err();
        assert!(refused.starts_with("cadence"), "{refused}");
    }

    #[test]
    fn the_events_announcements_and_the_variant_reach_the_game() {
        let settings = Settings::default();
        let next = NextGame {
            unsupervised: true,
            chess960: Some(710),
            ..NextGame::default()
        };
        let setup = game_of(&next, &offers(&settings), &settings).unwrap();
        assert_eq!(setup.supervision, Supervision::Inadequate);
        assert_eq!(setup.variant, Variant::Chess960);
        assert_eq!(
            setup.fen.as_deref(),
            Some("rkbqnbnr/pppppppp/8/8/8/8/PPPPPPPP/RKBQNBNR w KQkq - 0 1")
        );
        let plain = game_of(&NextGame::default(), &offers(&settings), &settings).unwrap();
        assert_eq!(
            (plain.supervision, plain.variant, plain.fen),
            (Supervision::Adequate, Variant::Standard, None)
        );
        assert_eq!(chess960_number(" 959 "), Some(959));
        assert_eq!(chess960_number("960"), None);
    }

    #[test]
    fn the_built_in_offers_come_first() {
        let offers = offers(&Settings::default());
        assert_eq!(offers.len(), 5);
        assert!(offers[4].armageddon);
        assert_eq!(offers[0].white.to_string(), "40/5400+30:1800+30");
    }

    #[test]
    fn user_presets_are_added_checked_and_removed() {
        let settings = Settings::default();
        let added = add_preset(&settings, " 40/5400+30:1800+30 ").unwrap();
        let offers = offers(&added);
        assert_eq!(offers.len(), BUILT_IN + 1);
        assert_eq!(offers[BUILT_IN].label, "40/5400+30:1800+30");
        assert!(
            add_preset(&added, "40/5400+30:1800+30").is_err(),
            "no twice"
        );
        let bad = add_preset(&settings, "40/5400+x").unwrap_err();
        assert!(bad.contains("40/5400+x"), "{bad}");
        assert_eq!(remove_preset(&added, 0), None, "built-in presets stay");
        assert_eq!(remove_preset(&added, BUILT_IN), Some(settings));
    }
}
