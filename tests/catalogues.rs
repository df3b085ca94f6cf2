//! The catalogues of `src/words/` against each other and against the code:
//! every message in every language, with the same arguments, none that the
//! code no longer says, and none the code says that English lacks.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use pendule::words::Language;
use pendule::words::{AREAS, catalogue_text};

/// A message's own variables and the messages it refers to.
#[derive(Default, Debug)]
struct Uses {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn walk_inline(e: &InlineExpression<&str>, uses: &mut Uses) {
    match e {
        InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_owned());
        }
        InlineExpression::MessageReference { id, .. } => {
            uses.messages.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => walk(expression, uses),
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                walk_inline(a, uses);
            }
        }
        _ => {}
    }
}

fn walk(e: &Expression<&str>, uses: &mut Uses) {
    match e {
        Expression::Inline(inline) => walk_inline(inline, uses),
        Expression::Select { selector, variants } => {
            walk_inline(selector, uses);
            for v in variants {
                walk_pattern(&v.value, uses);
            }
        }
    }
}

fn walk_pattern(p: &Pattern<&str>, uses: &mut Uses) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            walk(expression, uses);
        }
    }
}

/// A language's messages: id → (area, what it uses).
fn messages(lang: Language) -> (BTreeMap<String, (usize, Uses)>, Vec<String>) {
    let mut out = BTreeMap::new();
    let mut problems = Vec::new();
    for (area, text) in catalogue_text(lang).iter().enumerate() {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.push(format!("{}/{}.ftl: {errors:?}", lang.code(), AREAS[area]));
                r
            }
        };
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut uses = Uses::default();
                    if let Some(value) = &m.value {
                        walk_pattern(value, &mut uses);
                    } else {
                        problems.push(format!("{}: {} has no value", lang.code(), m.id.name));
                    }
                    let id = m.id.name.to_owned();
                    if out.insert(id.clone(), (area, uses)).is_some() {
                        problems.push(format!("{}: {id} twice", lang.code()));
                    }
                }
                Entry::Junk { content } => problems.push(format!(
                    "{}/{}.ftl: junk {content:?}",
                    lang.code(),
                    AREAS[area]
                )),
                _ => {}
            }
        }
    }
    (out, problems)
}

/// The variables a message needs, through the messages it refers to.
fn variables(
    id: &str,
    all: &BTreeMap<String, (usize, Uses)>,
    seen: &mut Vec<String>,
) -> BTreeSet<String> {
    let Some((_, uses)) = all.get(id) else {
        return BTreeSet::new();
    };
    if seen.iter().any(|s| s == id) {
        return BTreeSet::new();
    }
    seen.push(id.to_owned());
    let mut out = uses.variables.clone();
    for m in &uses.messages {
        out.extend(variables(m, all, seen));
    }
    out
}

/// Every `.rs` file under `src/`, and the hall console's script, read.
fn sources() -> Vec<(String, String)> {
    fn visit(dir: &Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                visit(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs" || e == "js") {
                out.push((
                    path.display().to_string(),
                    std::fs::read_to_string(&path).unwrap(),
                ));
            }
        }
    }
    let mut out = Vec::new();
    visit(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

/// The ids the code says through `t!(lang, "id", ...)`, and the console's
/// script through `word("id", ...)`.
fn said_ids() -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for (file, text) in sources() {
        // Not the examples of comments.
        let text: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let call = if file.ends_with(".js") {
            "word("
        } else {
            "t!("
        };
        for (at, _) in text.match_indices(call) {
            // Not a longer macro's name (`format!(`, `assert!(`).
            if text[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &text[at + call.len()..];
            // The script's own `function word(id, ...)`.
            if call == "word(" && !rest.starts_with('"') {
                continue;
            }
            let Some(open) = rest.find('"') else { continue };
            let id: String = rest[open + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            out.insert((id, file.clone()));
        }
    }
    out
}

#[test]
fn every_catalogue_reads_without_a_fault() {
    let problems: Vec<String> = Language::ALL.iter().flat_map(|&l| messages(l).1).collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let (english, _) = messages(Language::English);
    let mut problems = Vec::new();
    for lang in Language::ALL {
        let (theirs, _) = messages(lang);
        for (id, (area, _)) in &english {
            match theirs.get(id) {
                None => problems.push(format!("{}: lacks {id}", lang.code())),
                Some((their_area, _)) if their_area != area => problems.push(format!(
                    "{}: {id} in {}.ftl, not {}.ftl",
                    lang.code(),
                    AREAS[*their_area],
                    AREAS[*area]
                )),
                Some(_) => {
                    let ours = variables(id, &english, &mut Vec::new());
                    let other = variables(id, &theirs, &mut Vec::new());
                    if ours != other {
                        problems.push(format!(
                            "{}: {id} takes {other:?}, English {ours:?}",
                            lang.code()
                        ));
                    }
                }
            }
        }
        for id in theirs.keys() {
            if !english.contains_key(id) {
                problems.push(format!("{}: {id} is not in English", lang.code()));
            }
        }
        for (id, (_, uses)) in &theirs {
            for m in &uses.messages {
                if !theirs.contains_key(m) {
                    problems.push(format!("{}: {id} refers to a missing {m}", lang.code()));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_code_says_every_message_and_english_has_all_it_says() {
    let (english, _) = messages(Language::English);
    let referred: BTreeSet<&String> = english.values().flat_map(|(_, u)| &u.messages).collect();
    let code: String = sources().into_iter().map(|(_, t)| t).collect();
    let stale: Vec<&String> = english
        .keys()
        .filter(|id| !referred.contains(id) && !code.contains(&format!("\"{id}\"")))
        .collect();
    let missing: Vec<String> = said_ids()
        .into_iter()
        .filter(|(id, _)| !english.contains_key(id))
        .map(|(id, file)| format!("{file}: {id}"))
        .collect();
    assert!(stale.is_empty(), "messages the code never says: {stale:?}");
    assert!(missing.is_empty(), "messages English lacks: {missing:#?}");
}
