//! The layers the design asks for, checked on the source: the clock is
//! the bottom of the core and uses nothing of the rules, the game or the
//! edges, and the serde helpers (`serial.rs`) use nothing of the core, so
//! no two modules import each other.

use std::path::Path;

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
        for (at, _) in text.match_indices("crate::") {
            let module: String = text[at + 7..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
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
