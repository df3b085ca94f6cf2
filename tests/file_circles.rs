//! No circle between the files of `src/`: a file that imports another
//! (through `crate::`, `super::` or `self::` paths, a module's own
//! `child::` paths, or a name a module file brings in with `use`) is never
//! imported back through any path of files. `tests/layers.rs` checks the
//! same between modules; this is the same rule one level down, where a
//! circle means two files that can only be read, and changed, together.
//!
//! A name used through a module that only re-exports it counts as the file
//! it came from, so that a `mod.rs` re-exporting its children's types is
//! not a circle with the children that use each other's.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate's root (`["store", "journal", "read"]`).
type Module = Vec<String>;

/// The source of a crate: each module with its code (comments, tests and
/// `pub(...)` restrictions gone, since none of them imports anything).
fn modules(src: &Path) -> BTreeMap<Module, String> {
    let files = common::rust_files(src);
    let mut found = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap().with_extension("");
        let mut module: Module = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            module.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            module.pop();
        }
        found.insert(module, code(&std::fs::read_to_string(&file).unwrap()));
    }
    found
}

/// `text` without its test module, its comments and `pub(...)`'s paths.
fn code(text: &str) -> String {
    let text = text
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default();
    let mut code: String = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    for restricted in ["pub(crate)", "pub(super)", "pub(self)"] {
        code = code.replace(restricted, "pub");
    }
    code
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path of `code` that starts with `head` as a word: its segments
/// after `head`, and the names of a `{…}` group that ends it.
fn paths<'a>(code: &'a str, head: &str) -> Vec<(Vec<&'a str>, Vec<&'a str>)> {
    let mut found = Vec::new();
    for (at, _) in code.match_indices(head) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| is_word(c) || c == ':') {
            continue;
        }
        let mut rest = &code[at + head.len()..];
        let mut segments = Vec::new();
        let mut group = Vec::new();
        while let Some(after) = rest.strip_prefix("::") {
            if let Some(inner) = after.strip_prefix('{') {
                let inner = &inner[..inner.find('}').unwrap_or(inner.len())];
                group = inner
                    .split(',')
                    .filter_map(|item| item.trim().split([':', ' ']).next())
                    .filter(|name| !name.is_empty())
                    .collect();
                break;
            }
            let end = after.find(|c: char| !is_word(c)).unwrap_or(after.len());
            if end == 0 {
                break;
            }
            segments.push(&after[..end]);
            rest = &after[end..];
        }
        if !segments.is_empty() || !group.is_empty() {
            found.push((segments, group));
        }
    }
    found
}

/// The files of a crate and the files each imports.
fn imports(modules: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    // The names each module file brings in from its children with `use`.
    let mut names: BTreeMap<&Module, BTreeMap<&str, Module>> = BTreeMap::new();
    for (module, code) in modules {
        for statement in code.split(';') {
            let Some(at) = statement.find("use ") else {
                continue;
            };
            let used = statement[at + 4..].trim().trim_start_matches("self::");
            let (path, group) = used.split_once("::{").unwrap_or((used, ""));
            let mut segments: Vec<&str> = path.split("::").map(str::trim).collect();
            let listed: Vec<&str> = if group.is_empty() {
                segments.pop().into_iter().collect()
            } else {
                group
                    .trim_end_matches('}')
                    .split(',')
                    .map(|n| n.trim())
                    .collect()
            };
            let mut child = module.clone();
            child.push(segments.first().copied().unwrap_or_default().to_owned());
            if modules.contains_key(&child) {
                for name in listed {
                    let name = name.split([' ', ':']).next().unwrap_or_default();
                    names.entry(module).or_default().insert(name, child.clone());
                }
            }
        }
    }
    let resolve = |path: &[String]| -> Option<Module> {
        (1..=path.len()).rev().find_map(|n| {
            let module = path[..n].to_vec();
            modules.contains_key(&module).then(|| {
                let through = path
                    .get(n)
                    .and_then(|name| names.get(&module)?.get(name.as_str()));
                through.cloned().unwrap_or(module)
            })
        })
    };
    let mut arrows = BTreeMap::new();
    for (module, code) in modules {
        let mut to = BTreeSet::new();
        for head in ["crate", "super", "self"] {
            for (mut segments, group) in paths(code, head) {
                let mut base: Module = match head {
                    "crate" => Vec::new(),
                    "self" => module.clone(),
                    _ => module[..module.len().saturating_sub(1)].to_vec(),
                };
                while segments.first() == Some(&"super") {
                    segments.remove(0);
                    base.pop();
                }
                base.extend(segments.iter().map(|s| (*s).to_owned()));
                let mut targets = Vec::new();
                if group.is_empty() || group.contains(&"self") {
                    targets.push(base.clone());
                }
                for name in group.iter().filter(|n| **n != "self") {
                    let mut target = base.clone();
                    target.push((*name).to_owned());
                    targets.push(target);
                }
                to.extend(targets.iter().filter_map(|t| resolve(t)));
            }
        }
        // A module's own `child::…` paths.
        for child in modules.keys() {
            let is_child = child.len() == module.len() + 1 && child.starts_with(module);
            if is_child && !paths(code, child.last().unwrap()).is_empty() {
                to.insert(child.clone());
            }
        }
        to.remove(module);
        arrows.insert(module.clone(), to);
    }
    arrows
}

/// A circle of files, as the path that comes back to its first, if any.
fn a_circle(arrows: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<String>> {
    for start in arrows.keys() {
        // Depth first from `start`, each file with the path that led to it.
        let mut todo = vec![(start.clone(), vec![start.join("/")])];
        let mut seen = BTreeSet::new();
        while let Some((module, path)) = todo.pop() {
            for next in arrows.get(&module).into_iter().flatten() {
                let mut longer = path.clone();
                longer.push(next.join("/"));
                if next == start {
                    return Some(longer);
                }
                if seen.insert(next.clone()) {
                    todo.push((next.clone(), longer));
                }
            }
        }
    }
    None
}

#[test]
fn no_two_files_of_src_import_each_other_through_any_path() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = modules(&src);
    assert!(modules.len() > 100, "{} files under src/", modules.len());
    let arrows = imports(&modules);
    let some = arrows.values().map(BTreeSet::len).sum::<usize>();
    assert!(some > 300, "only {some} imports found between files");
    if let Some(circle) = a_circle(&arrows) {
        panic!("a circle of files: {}", circle.join(" -> "));
    }
}

#[test]
fn the_finder_finds_the_circles_that_were_cut() {
    // The five kinds of circle src/ had: siblings through `super::`, a
    // module file and its child through `child::` and `super::`, and the
    // same through a name the module file re-exports, which is the child's.
    let dir = std::env::temp_dir().join(format!("pendule-circles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let file = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    file("lib.rs", "mod clock; mod relay; mod pin;\n");
    file("clock/mod.rs", "mod press; mod state;\n");
    file("clock/press.rs", "use super::state::Clock;\n");
    file("clock/state.rs", "use super::press::LastPress;\n");
    file(
        "relay/mod.rs",
        "mod round;\nuse round::Round;\npub struct Options;\n",
    );
    file("relay/round.rs", "use super::Options;\n");
    file(
        "pin/mod.rs",
        "mod digits; mod hash;\npub use digits::Pin;\n",
    );
    file(
        "pin/digits.rs",
        "pub struct Pin;\n/// use super::hash::Hash;\n",
    );
    file(
        "pin/hash.rs",
        "use super::{Pin, self};\npub(super) struct Hash;\n",
    );
    let arrows = imports(&modules(&dir));
    let to = |from: &str| -> Vec<String> {
        let from: Module = from.split('/').map(str::to_owned).collect();
        arrows[&from].iter().map(|m| m.join("/")).collect()
    };
    assert_eq!(to("clock/press"), ["clock/state"]);
    assert_eq!(to("clock/state"), ["clock/press"]);
    assert_eq!(to("relay"), ["relay/round"]);
    assert_eq!(to("relay/round"), ["relay"]);
    // The re-exported name is the child's; a comment and `pub(super)` name
    // nothing.
    assert_eq!(to("pin/hash"), ["pin", "pin/digits"]);
    assert!(to("pin/digits").is_empty());
    assert!(a_circle(&arrows).is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}
