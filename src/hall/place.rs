//! A device's place in the hall: its `[hall]` settings checked into the
//! link the publisher dials, and taken from the stick `pendule hall
//! provision` wrote. One stick goes from device to device: each takes the
//! first file of `STICK/pendule/hall/` not yet taken and renames it
//! `….taken` before reading it, so no two devices share a broker user.
//! Saving the settings is the caller's; a place it could not keep is given
//! back.

use std::path::{Path, PathBuf};

use super::address::BrokerAddr;
use super::publisher::HallLink;
use super::topics::is_device_id;
use crate::store::settings::Hall;
use crate::words::{Language, t};

/// What a taken file's name ends with.
const TAKEN: &str = ".taken";

/// The most bytes of one place's file: its `[hall]` section and a
/// certificate are a few KiB.
const MOST_PLACE_BYTES: u64 = 64 * 1024;

/// The most files of the folder looked at (a festival's 2,000 devices).
const MOST_FILES: usize = 8192;

/// The places' folder on a stick.
pub fn places_dir(stick: &Path) -> PathBuf {
    stick.join("pendule").join("hall")
}

/// The places not yet taken on the stick, by name (`dev-001.toml`...):
/// none when it has no such folder. Hidden files (a Mac's `._` copies) are
/// not places.
pub fn places_left(stick: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(places_dir(stick)) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .take(MOST_FILES)
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".toml") && !n.starts_with('.'))
        .collect();
    names.sort();
    names
}

/// A place taken from a stick: its settings, and its file, renamed.
#[derive(Debug)]
pub struct Taken {
    /// The file's name as it was (`dev-007.toml`).
    pub name: String,
    /// The `[hall]` settings it holds, checked.
    pub hall: Hall,
    renamed: PathBuf,
}

impl Taken {
    /// Puts the file back under its name, for the next device: the
    /// settings could not be saved.
    ///
    /// # Errors
    /// The stick refuses the rename (it was pulled).
    pub fn give_back(self) -> std::io::Result<()> {
        let dir = self.renamed.parent().unwrap_or(Path::new("."));
        std::fs::rename(&self.renamed, dir.join(&self.name))?;
        sync_dir(dir);
        Ok(())
    }
}

/// The file of a place, as provisioning writes it.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct PlaceFile {
    hall: Hall,
}

/// Takes the first place left on `stick`.
///
/// # Errors
/// In `lang`'s words: no place is left, the stick refuses the rename (a
/// place that cannot be marked would be taken twice), or the file does
/// not read as a place (it is put back).
pub fn take_place(stick: &Path, lang: Language) -> Result<Taken, String> {
    let dir = places_dir(stick);
    let name = places_left(stick)
        .into_iter()
        .next()
        .ok_or_else(|| t!(lang, "hall-place-none"))?;
    let renamed = dir.join(format!("{name}{TAKEN}"));
    std::fs::rename(dir.join(&name), &renamed)
        .map_err(|e| t!(lang, "hall-place-not-marked", error = e.to_string()))?;
    sync_dir(&dir);
    let taken = Taken {
        name,
        hall: Hall::default(),
        renamed,
    };
    match read_place(&taken.renamed, lang) {
        Ok(hall) => Ok(Taken { hall, ..taken }),
        Err(problem) => {
            let name = taken.name.clone();
            // A bad file goes back where the organiser will look for it.
            let _ = taken.give_back();
            Err(t!(
                lang,
                "hall-place-unreadable",
                file = name,
                problem = problem
            ))
        }
    }
}

/// The `[hall]` settings of a place's file, read at most
/// [`MOST_PLACE_BYTES`] and checked.
fn read_place(path: &Path, lang: Language) -> Result<Hall, String> {
    let bytes = crate::bounded::read_at_most(path, MOST_PLACE_BYTES)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| t!(lang, "hall-place-too-large", most = MOST_PLACE_BYTES))?;
    let text = String::from_utf8(bytes).map_err(|e| e.to_string())?;
    let file: PlaceFile = toml::from_str(&text).map_err(|e| e.message().to_owned())?;
    if file.hall.broker.trim().is_empty() {
        return Err(t!(lang, "hall-place-no-broker"));
    }
    link_of(&file.hall, lang)?;
    Ok(file.hall)
}

/// Writes a folder's renames through to the stick.
fn sync_dir(dir: &Path) {
    // A FAT folder may refuse fsync; the stick is mounted `flush` too.
    if let Ok(f) = std::fs::File::open(dir) {
        let _ = f.sync_all();
    }
}

/// The link `[hall]` names, none when it names no broker.
///
/// # Errors
/// What does not read, in `lang`'s words.
pub fn link_of(hall: &Hall, lang: Language) -> Result<Option<HallLink>, String> {
    if hall.broker.trim().is_empty() {
        return Ok(None);
    }
    let broker = hall
        .broker
        .parse::<BrokerAddr>()
        .map_err(|e| format!("[hall] broker: {e}"))?;
    if !is_device_id(&hall.event) {
        return Err(t!(lang, "hall-bad-event"));
    }
    if !hall.user.is_empty() && !is_device_id(&hall.user) {
        return Err(t!(lang, "hall-bad-user"));
    }
    let credentials = (!hall.user.is_empty()).then(|| (hall.user.clone(), hall.password.clone()));
    let certificate =
        (!hall.certificate.trim().is_empty()).then(|| hall.certificate.clone().into_bytes());
    let link = HallLink {
        broker,
        credentials,
        event: hall.event.clone(),
        outbox: None,
        certificate,
    };
    match link.transport() {
        Ok(_) => Ok(Some(link)),
        Err(_) if link.certificate.is_none() => Err(t!(lang, "hall-no-certificate")),
        Err(e) => Err(t!(lang, "hall-bad-certificate", problem = e.to_string())),
    }
}

// The places are made by `pendule hall provision`, the hall's own.
#[cfg(all(test, feature = "hall"))]
mod tests {
    use super::*;
    use crate::hall::provision::device_file;

    fn stick(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("pendule-place-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(places_dir(&dir)).unwrap();
        dir
    }

    fn provision(stick: &Path, users: &[&str]) {
        let broker: BrokerAddr = "mqtt://192.168.1.10:1883".parse().unwrap();
        for user in users {
            let text = device_file((&broker, "open-2026", None), user, "secret");
            std::fs::write(places_dir(stick).join(format!("{user}.toml")), text).unwrap();
        }
    }

    #[test]
    fn one_stick_gives_each_device_its_own_place() {
        let stick = stick("each");
        provision(&stick, &["dev-002", "dev-001"]);
        std::fs::write(places_dir(&stick).join("._dev-001.toml"), "\0\0").unwrap();
        assert_eq!(places_left(&stick), ["dev-001.toml", "dev-002.toml"]);
        let first = take_place(&stick, Language::English).unwrap();
        assert_eq!(first.name, "dev-001.toml");
        assert_eq!(first.hall.user, "dev-001");
        assert_eq!(first.hall.event, "open-2026");
        assert_eq!(first.hall.broker, "mqtt://192.168.1.10:1883");
        let second = take_place(&stick, Language::English).unwrap();
        assert_eq!(second.hall.user, "dev-002");
        assert_eq!(
            take_place(&stick, Language::English).unwrap_err(),
            t!(Language::English, "hall-place-none")
        );
        // A device that could not save its settings gives its place back.
        second.give_back().unwrap();
        assert_eq!(places_left(&stick), ["dev-002.toml"]);
        assert!(places_dir(&stick).join("dev-001.toml.taken").exists());
        let _ = std::fs::remove_dir_all(&stick);
    }

    #[test]
    fn a_bad_file_is_put_back_and_said_by_name() {
        let stick = stick("bad");
        let dir = places_dir(&stick);
        for (name, text) in [
            (
                "dev-001.toml",
                "[hall]\nbroker = \"mqtt://h:1883\"\nevent = \"bad event\"\n",
            ),
            (
                "dev-002.toml",
                "[hall]\nbroker = \"ftp://h\"\nevent = \"e\"\n",
            ),
            (
                "dev-003.toml",
                "[hall]\nbroker = \"mqtt://h:1883\"\nevent = \"e\"\nport = 1\n",
            ),
            ("dev-004.toml", "[hall]\nevent = \"e\"\n"),
            ("dev-005.toml", "not toml ["),
        ] {
            std::fs::write(dir.join(name), text).unwrap();
            let said = take_place(&stick, Language::English).unwrap_err();
            assert!(said.contains(name), "{said}");
            assert_eq!(places_left(&stick), [name], "{said}");
            std::fs::remove_file(dir.join(name)).unwrap();
        }
        let mut huge = std::fs::File::create(dir.join("dev-006.toml")).unwrap();
        std::io::Write::write_all(&mut huge, &vec![b'#'; 200_000]).unwrap();
        let said = take_place(&stick, Language::English).unwrap_err();
        assert!(said.contains("65536"), "{said}");
        let _ = std::fs::remove_dir_all(&stick);
    }

    #[test]
    fn a_stick_without_places_has_none_and_says_so() {
        let dir = std::env::temp_dir().join(format!("pendule-place-none-{}", std::process::id()));
        assert!(places_left(&dir).is_empty());
        assert!(take_place(&dir, Language::French).is_err());
    }
}
