//! The talking clock's panel of the settings screen: each player's
//! choices shown, and read back with the rest of the settings.

use slint::ComponentHandle;

use super::{AppWindow, Hearing, SpeechSettingsAdapter};
use crate::speech::{Announcements, MoveWords, Output, SpeechSettings};
use crate::words::Language;
use crate::words::t;

const OUTPUTS: [Output; 4] = [
    Output::WhiteLeft,
    Output::WhiteRight,
    Output::WhiteOnly,
    Output::BlackOnly,
];

/// Thresholds as typed: `5:00 2:00 1:00 0:10`.
fn written(at: &[u32]) -> String {
    at.iter()
        .map(|s| match (s / 3600, s / 60 % 60, s % 60) {
            (0, m, s) => format!("{m}:{s:02}"),
            (h, m, s) => format!("{h}:{m:02}:{s:02}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The thresholds typed: times as `M:SS`, `H:MM:SS` or seconds, apart by
/// spaces or commas.
fn typed(text: &str) -> Option<Vec<u32>> {
    text.split([' ', ',', ';'])
        .filter(|t| !t.is_empty())
        .map(|t| {
            let parts: Vec<u32> = t
                .split(':')
                .map(|p| p.parse().ok())
                .collect::<Option<_>>()?;
            match parts.as_slice() {
                [s] => Some(*s),
                [m, s] if *s < 60 => Some(m * 60 + s),
                [h, m, s] if *m < 60 && *s < 60 => Some(h * 3600 + m * 60 + s),
                _ => None,
            }
        })
        .filter(|s| s.is_none_or(|s| (1..=86_400).contains(&s)))
        .collect::<Option<Vec<u32>>>()
        .filter(|at| !at.is_empty())
}

fn hearing(a: &Announcements) -> Hearing {
    Hearing {
        moves: match a.moves {
            MoveWords::Off => 0,
            MoveWords::Language => 1,
            MoveWords::AppendixD => 2,
        },
        periods: a.periods,
        warnings: a.warnings,
        warnings_at: written(&a.warnings_at).into(),
        flag: a.flag,
        draw_offers: a.draw_offers,
        pauses: a.pauses,
    }
}

/// Shows the talking clock's settings, the panel closed.
pub fn show(app: &AppWindow, speech: &SpeechSettings) {
    let adapter = app.global::<SpeechSettingsAdapter>();
    adapter.set_shown(false);
    let at = OUTPUTS
        .iter()
        .position(|&o| o == speech.output)
        .unwrap_or(0);
    adapter.set_output(at as i32);
    adapter.set_white(hearing(&speech.white));
    adapter.set_black(hearing(&speech.black));
    adapter.set_screen_keys(speech.screen_keys);
}

fn announcements(h: &Hearing, lang: Language) -> Result<Announcements, String> {
    let warnings_at = typed(&h.warnings_at).ok_or_else(|| {
        t!(
            lang,
            "settings-speech-warnings",
            typed = h.warnings_at.to_string()
        )
    })?;
    Ok(Announcements {
        moves: match h.moves {
            1 => MoveWords::Language,
            2 => MoveWords::AppendixD,
            _ => MoveWords::Off,
        },
        periods: h.periods,
        warnings: h.warnings,
        warnings_at,
        flag: h.flag,
        draw_offers: h.draw_offers,
        pauses: h.pauses,
    })
}

/// The talking clock's settings as the panel holds them, on top of
/// `current`.
///
/// # Errors
/// Thresholds that are not times, in words of `lang` (the panel opens
/// again to show them).
pub fn read(
    app: &AppWindow,
    current: &SpeechSettings,
    lang: Language,
) -> Result<SpeechSettings, String> {
    let adapter = app.global::<SpeechSettingsAdapter>();
    let white = announcements(&adapter.get_white(), lang);
    let black = announcements(&adapter.get_black(), lang);
    let (white, black) = match (white, black) {
        (Ok(w), Ok(b)) => (w, b),
        (Err(e), _) | (_, Err(e)) => {
            adapter.set_shown(true);
            return Err(e);
        }
    };
    Ok(SpeechSettings {
        output: usize::try_from(adapter.get_output())
            .ok()
            .and_then(|i| OUTPUTS.get(i).copied())
            .unwrap_or(current.output),
        screen_keys: adapter.get_screen_keys(),
        white,
        black,
        ..current.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_typed_as_times_and_written_back() {
        assert_eq!(written(&[300, 120, 60, 10]), "5:00 2:00 1:00 0:10");
        assert_eq!(written(&[3600]), "1:00:00");
        assert_eq!(typed("5:00 2:00, 1:00;10"), Some(vec![300, 120, 60, 10]));
        assert_eq!(typed("1:00:00"), Some(vec![3600]));
        assert_eq!(typed("5:60"), None);
        assert_eq!(typed("soon"), None);
        assert_eq!(typed("0"), None);
        assert_eq!(typed(""), None);
    }
}
