//! `settings.toml` as a card or a person may leave it: never a panic, every
//! key that did not read named (with a line within the file when it has
//! one), and the settings that came out written and read back whole.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::store::settings::settings_in;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (settings, unread) = settings_in(&text);
    let lines = text.lines().count().max(1);
    for key in &unread {
        assert!(key.line.is_none_or(|l| (1..=lines).contains(&l)), "{key:?}");
        assert!(key.why.chars().count() <= 161, "{key:?}");
    }
    // What pendule saves always reads back, whole; a PIN that was set and
    // did not read stays locked (saved as a PIN that does not read).
    let saved = toml::to_string_pretty(&settings).expect("settings serialise");
    let (again, mut unread) = settings_in(&saved);
    if settings.arbiter_pin.is_locked() {
        assert!(again.arbiter_pin.is_locked(), "{saved}");
        unread.retain(|key| key.key != "arbiter_pin");
    }
    assert!(unread.is_empty(), "{saved}\n{unread:?}");
    let resaved = toml::to_string_pretty(&again).expect("settings serialise");
    assert_eq!(saved, resaved);
});
