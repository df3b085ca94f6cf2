//! Reading the settings file key by key. The file is parsed with recovery,
//! then laid onto the defaults one key at a time: a key that reads is kept,
//! one that does not (unknown, a typo, a wrong type, a number out of range,
//! text past [`MAX_TEXT`]) keeps its default and is named with its line.
//! A section that does not read whole is read key by key, and a list of
//! tables (the presets) item by item. Nothing here knows the sections: a
//! new one in [`Settings`] is read the same way.

use std::collections::HashMap;

use serde::Deserialize;
use toml::de::{DeTable, DeValue, ValueDeserializer};
use toml::{Table, Value};

use super::contents::Settings;

/// The longest text a setting may hold, in bytes (names, event, paths,
/// the PIN's hash are far shorter): a 10 MB event took 1.25 GB at start.
pub const MAX_TEXT: usize = 1024;

/// The most keys and items read one by one; past them the file is no
/// settings a person wrote.
const MAX_KEYS: usize = 512;

/// The most items of one list (presets, USB mount points).
const MAX_ITEMS: usize = 64;

/// A key of the file that did not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unread {
    /// Its line, from 1, when known.
    pub line: Option<usize>,
    /// Its name (`live.announce`, `presets[2]`); empty for text that is
    /// not TOML.
    pub key: String,
    /// Why, in the TOML reader's words.
    pub why: String,
}

/// The file parsed as far as it goes, with what could not be parsed.
pub fn parse(text: &str) -> (DeTable<'_>, Vec<Unread>) {
    let (root, errors) = DeTable::parse_recoverable(text);
    let newlines = Newlines::of(text);
    let unread = errors
        .iter()
        .take(MAX_KEYS)
        .map(|e| Unread {
            line: e.span().map(|s| newlines.line(s.start)),
            key: String::new(),
            why: bounded(e.message()),
        })
        .collect();
    (root.into_inner(), unread)
}

/// The settings `root` holds, laid key by key onto the defaults, and the
/// keys that did not read.
pub fn read_keys(text: &str, root: DeTable<'_>) -> (Settings, Vec<Unread>) {
    let newlines = Newlines::of(text);
    let mut lines = HashMap::new();
    let mut file = Table::new();
    for (key, value) in root {
        let name = key.get_ref().to_string();
        lines.insert(name.clone(), newlines.line(key.span().start));
        walk(&name, &value, &newlines, &mut lines);
        if let Ok(value) = Value::deserialize(ValueDeserializer::from(value)) {
            file.insert(name, value);
        }
    }
    // Most files read whole: one check.
    if !file.values().any(out_of_bounds)
        && let Ok(settings) = Value::Table(file.clone()).try_into::<Settings>()
    {
        return (settings, Vec::new());
    }
    let mut laying = Laying {
        accepted: defaults(),
        lines,
        unread: Vec::new(),
        tried: 0,
    };
    for (key, value) in file {
        laying.place(&[key], value);
    }
    let settings = Value::Table(laying.accepted)
        .try_into::<Settings>()
        .unwrap_or_default();
    (settings, laying.unread)
}

/// The defaults as a TOML tree, for keys to be laid on.
fn defaults() -> Table {
    match Value::try_from(Settings::default()) {
        Ok(Value::Table(table)) => table,
        _ => Table::new(),
    }
}

/// Notes the line of every key under `value` (sections, list items).
fn walk(name: &str, value: &toml::Spanned<DeValue<'_>>, text: &Newlines, lines: &mut Lines) {
    match value.get_ref() {
        DeValue::Table(table) => {
            for (key, inner) in table {
                let path = format!("{name}.{}", key.get_ref());
                lines.insert(path.clone(), text.line(key.span().start));
                walk(&path, inner, text, lines);
            }
        }
        DeValue::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let path = format!("{name}[{i}]");
                lines.insert(path.clone(), text.line(item.span().start));
                walk(&path, item, text, lines);
            }
        }
        _ => {}
    }
}

type Lines = HashMap<String, usize>;

/// The defaults with the keys accepted so far.
struct Laying {
    accepted: Table,
    lines: Lines,
    unread: Vec<Unread>,
    tried: usize,
}

impl Laying {
    /// Lays `value` at `path`: whole if the settings then read, else key by
    /// key (a section) or item by item (a list of tables), else not at all.
    fn place(&mut self, path: &[String], value: Value) {
        self.tried += 1;
        if self.tried > MAX_KEYS {
            if self.tried == MAX_KEYS + 1 {
                self.refuse(
                    path,
                    format!("more than {MAX_KEYS} keys: the rest is not read"),
                );
            }
            return;
        }
        let before = slot(&mut self.accepted, path).cloned();
        let why = if out_of_bounds(&value) {
            format!("text over {MAX_TEXT} bytes or a list over {MAX_ITEMS} items")
        } else {
            match self.try_at(path, value.clone()) {
                Ok(()) => return,
                Err(why) => why,
            }
        };
        match (value, before) {
            (Value::Table(table), Some(Value::Table(_))) => {
                for (key, inner) in table {
                    let mut deeper = path.to_vec();
                    deeper.push(key);
                    self.place(&deeper, inner);
                }
            }
            (Value::Array(items), Some(Value::Array(_))) if items.iter().all(Value::is_table) => {
                self.set(path, Some(Value::Array(Vec::new())));
                for (i, item) in items.into_iter().enumerate() {
                    self.place_item(path, i, item);
                }
            }
            _ => self.refuse(path, why),
        }
    }

    /// Appends the list item `i` at `path` if the settings then read.
    fn place_item(&mut self, path: &[String], i: usize, item: Value) {
        let name = format!("{}[{i}]", path.join("."));
        if i >= MAX_ITEMS {
            if i == MAX_ITEMS {
                self.refuse_named(&name, format!("more than {MAX_ITEMS} items"));
            }
            return;
        }
        if out_of_bounds(&item) {
            return self.refuse_named(&name, format!("text over {MAX_TEXT} bytes"));
        }
        let Some(Value::Array(items)) = slot(&mut self.accepted, path) else {
            return;
        };
        items.push(item);
        if let Err(why) = check(&self.accepted)
            && let Some(Value::Array(items)) = slot(&mut self.accepted, path)
        {
            items.pop();
            self.refuse_named(&name, why);
        }
    }

    /// Sets `value` at `path`; puts back what was there when the settings
    /// then do not read.
    fn try_at(&mut self, path: &[String], value: Value) -> Result<(), String> {
        let before = slot(&mut self.accepted, path).cloned();
        self.set(path, Some(value));
        check(&self.accepted).inspect_err(|_| self.set(path, before))
    }

    fn set(&mut self, path: &[String], value: Option<Value>) {
        let (last, parents) = path.split_last().expect("a key");
        let mut table = &mut self.accepted;
        for key in parents {
            match table.get_mut(key) {
                Some(Value::Table(inner)) => table = inner,
                _ => return,
            }
        }
        match value {
            Some(value) => table.insert(last.clone(), value),
            None => table.remove(last),
        };
    }

    fn refuse(&mut self, path: &[String], why: String) {
        self.refuse_named(&path.join("."), why);
    }

    fn refuse_named(&mut self, name: &str, why: String) {
        self.unread.push(Unread {
            line: self.lines.get(name).copied(),
            key: name.to_owned(),
            why: bounded(&why),
        });
    }
}

/// The value at `path` in `table`.
fn slot<'t>(table: &'t mut Table, path: &[String]) -> Option<&'t mut Value> {
    let (last, parents) = path.split_last()?;
    let mut table = table;
    for key in parents {
        match table.get_mut(key) {
            Some(Value::Table(inner)) => table = inner,
            _ => return None,
        }
    }
    table.get_mut(last)
}

/// Whether the settings read from `table`, and why not.
fn check(table: &Table) -> Result<(), String> {
    Value::Table(table.clone())
        .try_into::<Settings>()
        .map(|_| ())
        .map_err(|e| e.message().to_owned())
}

/// Whether `value` holds text past [`MAX_TEXT`] or a list past
/// [`MAX_ITEMS`].
fn out_of_bounds(value: &Value) -> bool {
    match value {
        Value::String(text) => text.len() > MAX_TEXT,
        Value::Array(items) => items.len() > MAX_ITEMS || items.iter().any(out_of_bounds),
        Value::Table(table) => table
            .iter()
            .any(|(k, v)| k.len() > MAX_TEXT || out_of_bounds(v)),
        _ => false,
    }
}

/// The reader's words, one line and not too long for the screen.
fn bounded(why: &str) -> String {
    let line = why.lines().next().unwrap_or_default();
    match line.char_indices().nth(160) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_owned(),
    }
}

/// The line, from 1, of byte `at` in `text`.
pub fn line_of(text: &str, at: usize) -> usize {
    Newlines::of(text).line(at)
}

/// Where the lines of a text begin, for the line of many keys in one pass.
struct Newlines {
    ends: Vec<usize>,
    /// The text's last line: an error at its very end is said there.
    last: usize,
}

impl Newlines {
    fn of(text: &str) -> Self {
        Newlines {
            ends: newline_offsets(text.as_bytes()),
            last: text.lines().count().max(1),
        }
    }

    /// The line, from 1, of byte `at`.
    fn line(&self, at: usize) -> usize {
        (1 + self.ends.partition_point(|&n| n < at)).min(self.last)
    }
}

fn newline_offsets(bytes: &[u8]) -> Vec<usize> {
    bytes
        .iter()
        .enumerate()
        .filter_map(|(i, &b)| (b == b'\n').then_some(i))
        .collect()
}
