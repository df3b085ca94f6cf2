//! The layers the design asks for, checked on the source: the clock is
//! the bottom of the core and uses nothing of the rules, the game or the
//! edges, the serde helpers (`serial.rs`) use nothing of the core, and the
//! hardware edge (`hw`) nothing of the game; every module imports only what
//! `docs/architecture.md` draws for it, and no two modules import each
//! other through any path.

mod common;

use std::path::Path;

/// The module after each `crate::` in `text`.
fn named_modules(text: &str) -> Vec<String> {
    text.match_indices("crate::")
        .map(|(at, _)| {
            text[at + 7..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

/// Every `crate::…` module a file (or folder) of `src/` names, but its own.
fn uses(path: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(path);
    let own = path.trim_end_matches(".rs");
    let files: Vec<_> = if root.is_dir() {
        std::fs::read_dir(&root)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect()
    } else {
        vec![root]
    };
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for module in named_modules(&text) {
            if module != own {
                found.push((file.display().to_string(), module));
            }
        }
    }
    found
}

#[test]
fn the_clock_stands_on_nothing_but_the_serde_helpers() {
    let beyond: Vec<_> = uses("clock")
        .into_iter()
        .filter(|(_, module)| module != "serial")
        .collect();
    assert!(beyond.is_empty(), "{beyond:?}");
}

#[test]
fn the_serde_helpers_stand_on_nothing_of_pendule() {
    let beyond = uses("serial.rs");
    assert!(beyond.is_empty(), "{beyond:?}");
}

/// The code of a file up to its tests, without comments.
fn code_of(file: &Path) -> String {
    let text = std::fs::read_to_string(file).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The string literals of `code` that hold words: two letters' runs with a
/// space between (`"the clocks are paused"`), but not a panic's words
/// (`expect("…")`, which no one but a developer reads).
fn sentences(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(open) = rest.find('"') {
        let before = &rest[..open];
        let after = &rest[open + 1..];
        let Some(close) = after.find('"') else { break };
        let literal = &after[..close];
        // `{number}... {first}` is a format, not words.
        let bare = common::outside_braces(literal);
        let words = bare
            .split(' ')
            .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
            .count();
        if words >= 2 && !before.ends_with("expect(") && !before.ends_with("r#") {
            found.push(literal.to_owned());
        }
        rest = &after[close + 1..];
    }
    found
}

/// Every file of the core (clock, game, rules) with its code.
fn core_code() -> Vec<(std::path::PathBuf, String)> {
    let mut files = Vec::new();
    for dir in ["clock", "game", "rules"] {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(dir);
        for entry in std::fs::read_dir(&root).unwrap() {
            let file = entry.unwrap().path();
            let code = code_of(&file);
            files.push((file, code));
        }
    }
    files
}

#[test]
fn the_core_speaks_no_language() {
    let mut found = Vec::new();
    for (file, code) in core_code() {
        for s in sentences(&code) {
            found.push(format!("{}: {s:?}", file.display()));
        }
        for marker in ["say!(", "#[error(\""] {
            if code.contains(marker) {
                found.push(format!("{}: {marker}", file.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} sentences in the core:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_sentence_finder_finds_sentences() {
    assert_eq!(
        sentences(r#"f("the clocks are paused"); g("e4 {a b}"); x.expect("a turn")"#),
        ["the clocks are paused"]
    );
}

#[test]
fn the_core_does_not_reach_for_the_words() {
    // The words stand on the core (they say its data): the other way
    // round would be a circle.
    let found: Vec<String> = core_code()
        .into_iter()
        .filter(|(_, code)| code.contains("crate::words") || code.contains("crate::app"))
        .map(|(file, _)| file.display().to_string())
        .collect();
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn the_hardware_edge_knows_nothing_of_the_game() {
    // It reports edges and plays beeps in its own terms; the app says what
    // a press or a signal means.
    let beyond: Vec<_> = uses("hw")
        .into_iter()
        .filter(|(_, module)| !matches!(module.as_str(), "hw" | "serial"))
        .collect();
    assert!(beyond.is_empty(), "{beyond:?}");
}

#[test]
fn no_file_in_src_passes_400_lines() {
    // A file past 400 lines holds more than one thing: split it by what
    // it holds (tests too: `words/rules/tests.rs` went in two).
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = common::rust_files(&src);
    assert!(files.len() > 100, "{} files under src/", files.len());
    let long: Vec<String> = files
        .iter()
        .map(|f| (f, std::fs::read_to_string(f).unwrap().lines().count()))
        .filter(|(_, lines)| *lines > 400)
        .map(|(f, lines)| format!("{}: {lines}", f.strip_prefix(&src).unwrap().display()))
        .collect();
    assert!(long.is_empty(), "files over 400 lines: {long:?}");
}

/// Every `crate::…` module each module of `src/` names outside comments and
/// its tests: (module, module it names).
fn module_arrows() -> std::collections::BTreeSet<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = common::rust_files(&src);
    let mut arrows = std::collections::BTreeSet::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative.components().next().unwrap().as_os_str();
        let module = first.to_string_lossy().trim_end_matches(".rs").to_owned();
        let code = code_of(&file);
        for named in named_modules(&code) {
            if named != module {
                arrows.insert((module.clone(), named));
            }
        }
    }
    arrows
}

/// The arrows `docs/architecture.md` allows: its table's rows, "| `module`
/// | what it holds | the modules it may import |".
fn allowed_arrows() -> std::collections::BTreeMap<String, Vec<String>> {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md"))
            .unwrap();
    let mut allowed = std::collections::BTreeMap::new();
    for line in doc.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let [_, module, _, imports, _] = cells[..] else {
            continue;
        };
        let Some(module) = module.strip_prefix('`').and_then(|m| m.strip_suffix('`')) else {
            continue;
        };
        let imports = imports
            .split(',')
            .map(str::trim)
            .filter(|m| !m.is_empty())
            .map(str::to_owned)
            .collect();
        allowed.insert(module.to_owned(), imports);
    }
    allowed
}

#[test]
fn modules_import_only_what_the_architecture_draws() {
    let allowed = allowed_arrows();
    assert!(
        allowed.len() > 10,
        "the table of docs/architecture.md: {allowed:?}"
    );
    let drawn = |from: &str, to: &str| allowed.get(from).is_some_and(|m| m.iter().any(|m| m == to));
    let undrawn: Vec<String> = module_arrows()
        .into_iter()
        .filter(|(from, to)| !drawn(from, to))
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert!(
        undrawn.is_empty(),
        "imports docs/architecture.md does not draw: {undrawn:?}"
    );
}

#[test]
fn no_two_modules_import_each_other_through_any_path() {
    let arrows = module_arrows();
    let next = |m: &str| -> Vec<String> {
        arrows
            .iter()
            .filter(|(from, _)| from == m)
            .map(|(_, to)| to.clone())
            .collect()
    };
    // From each module, every module it reaches; none reaches itself.
    let modules: std::collections::BTreeSet<String> =
        arrows.iter().map(|(from, _)| from.clone()).collect();
    for start in &modules {
        let mut seen = std::collections::BTreeSet::new();
        let mut todo = next(start);
        while let Some(m) = todo.pop() {
            assert_ne!(&m, start, "{start} imports itself through {seen:?}");
            if seen.insert(m.clone()) {
                todo.extend(next(&m));
            }
        }
    }
}
