//! The console's words, from the same Fluent catalogues as the device's
//! (`console.ftl`), handed to the page as templates: an argument is left
//! as `{name}` for the page to fill in (the console's words have no
//! plural forms, so nothing is chosen by a number the page knows alone).

use std::collections::BTreeMap;

use crate::words::{AREAS, FluentArgs, Language, catalogue_text, message};

/// The arguments the console's messages take, left for the page.
const ARGUMENTS: [&str; 8] = [
    "event", "since", "time", "done", "total", "name", "round", "count",
];

/// The console's message ids, from the English catalogue.
fn ids() -> impl Iterator<Item = &'static str> {
    let at = AREAS.iter().position(|&a| a == "console").unwrap_or(0);
    catalogue_text(Language::English)[at]
        .lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id.trim())
        .filter(|id| id.starts_with("console-"))
}

/// The page's words in `lang`: `{"lang":"fr","event":…,"words":{id:…}}`.
pub fn console_words(lang: Language, event: &str) -> String {
    let mut args = FluentArgs::new();
    for name in ARGUMENTS {
        args.set(name, format!("{{{name}}}"));
    }
    let words: BTreeMap<&str, String> = ids().map(|id| (id, message(lang, id, &args))).collect();
    serde_json::json!({"lang": lang.code(), "event": event, "words": words}).to_string()
}

/// The language asked by `?lang=`, else the first of `Accept-Language`
/// pendule speaks.
pub fn language_of(asked: Option<&str>, accept: Option<&str>) -> Option<Language> {
    if let Some(lang) = asked.and_then(|a| a.parse().ok()) {
        return Some(lang);
    }
    accept?
        .split(',')
        .filter_map(|part| part.split(';').next())
        .filter_map(|tag| tag.trim().split('-').next())
        .find_map(|code| code.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_gets_every_console_word_with_its_arguments_left_open() {
        let json: serde_json::Value =
            serde_json::from_str(&console_words(Language::French, "Open")).expect("JSON");
        assert_eq!(json["lang"], "fr");
        let offline = json["words"]["console-offline-since"]
            .as_str()
            .expect("a word");
        assert!(offline.contains("{since}"), "{offline}");
        assert!(json["words"].as_object().is_some_and(|w| w.len() > 10));
    }

    #[test]
    fn the_language_is_asked_or_the_browsers() {
        assert_eq!(language_of(Some("de"), Some("fr")), Some(Language::German));
        assert_eq!(
            language_of(None, Some("nl-BE, es-ES;q=0.8, en;q=0.5")),
            Some(Language::Spanish)
        );
        assert_eq!(language_of(Some("xx"), Some("zz")), None);
    }
}
