//! Every string the screens translate (`@tr` in ui/*.slint) has its
//! translation in each catalogue under ui/translations/<lang>/LC_MESSAGES/
//! (French, German, Spanish; English is the msgids), and no catalogue holds
//! what the screens no longer say. Slint shows English for a missing entry
//! without a word, so only this test notices.

use std::collections::BTreeMap;
use std::path::Path;

/// The `@tr("...")` strings of one file, with their plural forms.
fn tr_strings(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("@tr(\"") {
        rest = &rest[at + 5..];
        let end = rest.find('"').expect("a closing quote");
        found.push(rest[..end].to_owned());
        let after = rest[end + 1..].trim_start();
        if let Some(plural) = after.strip_prefix('|') {
            let plural = plural
                .trim_start()
                .strip_prefix('"')
                .expect("a plural form");
            let close = plural.find('"').expect("a closing quote");
            found.push(format!("{}|{}", &rest[..end], &plural[..close]));
            found.retain(|s| s != &rest[..end]);
        }
    }
    found
}

/// msgid (or `msgid|msgid_plural`) to its translations.
fn catalogue(po: &str) -> BTreeMap<String, Vec<String>> {
    let unquote = |s: &str| -> String {
        let s = s.trim();
        s[1..s.len() - 1]
            .replace("\\\"", "\"")
            .replace("\\\\", "\\")
    };
    let mut entries = BTreeMap::new();
    let mut id: Option<String> = None;
    for line in po.lines() {
        if let Some(rest) = line.strip_prefix("msgid_plural ") {
            let singular = id.take().expect("msgid before msgid_plural");
            id = Some(format!("{singular}|{}", unquote(rest)));
        } else if let Some(rest) = line.strip_prefix("msgid ") {
            id = Some(unquote(rest));
        } else if line.starts_with("msgstr") {
            let (_, value) = line.split_once(' ').expect("msgstr and its text");
            let key = id.clone().expect("msgid before msgstr");
            entries
                .entry(key)
                .or_insert_with(Vec::new)
                .push(unquote(value));
        }
    }
    entries.remove("");
    entries
}

/// The languages the screens are translated into, beside English.
const LANGUAGES: [&str; 3] = ["fr", "de", "es"];

/// Every `@tr` string of ui/*.slint, sorted, once each.
fn screen_strings(root: &Path) -> Vec<String> {
    let mut wanted = Vec::new();
    for entry in std::fs::read_dir(root.join("ui")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "slint") {
            wanted.extend(tr_strings(&std::fs::read_to_string(path).unwrap()));
        }
    }
    wanted.sort();
    wanted.dedup();
    wanted
}

/// The `{}`, `{0}`, `{n}` placeholders of a string, in order.
fn placeholders(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        found.push(&rest[open..open + close + 1]);
        rest = &rest[open + close + 1..];
    }
    found
}

#[test]
fn every_screen_string_has_its_translation_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wanted = screen_strings(root);
    assert!(wanted.len() > 50, "the screens say {} things", wanted.len());
    // Every language directory is checked, a new one as well.
    let mut found: Vec<String> = std::fs::read_dir(root.join("ui/translations"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut expected = LANGUAGES.map(String::from).to_vec();
    expected.sort();
    assert_eq!(found, expected, "the catalogues under ui/translations");

    let mut problems = Vec::new();
    for lang in LANGUAGES {
        let path = root.join(format!("ui/translations/{lang}/LC_MESSAGES/pendule.po"));
        let po = std::fs::read_to_string(&path).unwrap();
        assert!(
            po.contains("Plural-Forms: nplurals=2;"),
            "{lang}: the header says the plural forms"
        );
        let catalogue = catalogue(&po);
        for id in &wanted {
            match catalogue.get(id) {
                None => problems.push(format!("{lang}: no translation of {id:?}")),
                Some(t) if t.iter().any(String::is_empty) => {
                    problems.push(format!("{lang}: an empty translation of {id:?}"));
                }
                Some(t) => {
                    // A plural's forms each keep the placeholders of the
                    // English form they stand for.
                    let forms: Vec<&str> = id.split('|').collect();
                    for (i, text) in t.iter().enumerate() {
                        let english = forms[i.min(forms.len() - 1)];
                        if placeholders(english) != placeholders(text) {
                            problems.push(format!(
                                "{lang}: {text:?} does not keep the placeholders of {id:?}"
                            ));
                        }
                    }
                }
            }
        }
        for id in catalogue.keys().filter(|id| !wanted.contains(id)) {
            problems.push(format!(
                "{lang}: a translation of what no screen says: {id:?}"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_catalogues_say_the_plurals_and_the_chess_words() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |lang: &str| {
        let path = root.join(format!("ui/translations/{lang}/LC_MESSAGES/pendule.po"));
        catalogue(&std::fs::read_to_string(path).unwrap())
    };
    let (french, german, spanish) = (read("fr"), read("de"), read("es"));
    assert_eq!(french["{n} move|{n} moves"], ["{n} coup", "{n} coups"]);
    assert_eq!(german["{n} move|{n} moves"], ["{n} Zug", "{n} Züge"]);
    assert_eq!(spanish["{n} move|{n} moves"], ["{n} jugada", "{n} jugadas"]);
    assert_eq!(german["offer draw"], ["Remis anbieten"]);
    assert_eq!(spanish["offer draw"], ["ofrecer tablas"]);
    assert_eq!(german["rapid 15+10"], ["Schnellschach 15+10"]);
    assert_eq!(spanish["rapid 15+10"], ["rápidas 15+10"]);
}

#[test]
fn the_checks_see_a_missing_placeholder() {
    assert_eq!(placeholders("{} +1 min"), ["{}"]);
    assert_eq!(placeholders("{n} Züge, {0}"), ["{n}", "{0}"]);
    assert_ne!(placeholders("period {}"), placeholders("Periode"));
}

#[test]
fn the_reader_sees_plurals_and_quotes() {
    assert_eq!(
        tr_strings(r#"text: @tr("{n} move" | "{n} moves" % n); label: @tr("White's clock");"#),
        ["{n} move|{n} moves", "White's clock"]
    );
    let po = "msgid \"\"\nmsgstr \"\"\n\nmsgid \"a \\\"b\\\"\"\nmsgstr \"c\"\n";
    assert_eq!(catalogue(po)["a \"b\""], ["c"]);
}
