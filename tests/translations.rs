//! Every string the screens translate (`@tr` in ui/*.slint) has its French
//! in ui/translations/fr/LC_MESSAGES/pendule.po, and the catalogue holds
//! nothing the screens no longer say. Slint shows English for a missing
//! entry without a word, so only this test notices.

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

#[test]
fn every_screen_string_has_its_french() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wanted = Vec::new();
    for entry in std::fs::read_dir(root.join("ui")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "slint") {
            wanted.extend(tr_strings(&std::fs::read_to_string(path).unwrap()));
        }
    }
    wanted.sort();
    wanted.dedup();
    assert!(wanted.len() > 50, "the screens say {} things", wanted.len());

    let po =
        std::fs::read_to_string(root.join("ui/translations/fr/LC_MESSAGES/pendule.po")).unwrap();
    let french = catalogue(&po);
    let missing: Vec<&String> = wanted
        .iter()
        .filter(|id| {
            french
                .get(*id)
                .is_none_or(|t| t.iter().any(String::is_empty))
        })
        .collect();
    assert!(missing.is_empty(), "no French for {missing:?}");
    let stale: Vec<&String> = french.keys().filter(|id| !wanted.contains(id)).collect();
    assert!(
        stale.is_empty(),
        "French for what no screen says: {stale:?}"
    );
    assert_eq!(french["{n} move|{n} moves"], ["{n} coup", "{n} coups"]);
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
