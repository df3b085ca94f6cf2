//! The time-control text (`40/5400+30:1800+30`, `*60`, ...): never a panic;
//! what reads writes back as text that reads to the same control.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::clock::TimeControl;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match text.parse::<TimeControl>() {
        Ok(control) => {
            let written = control.to_string();
            assert_eq!(written.parse::<TimeControl>().as_ref(), Ok(&control), "{written}");
            let _ = control.kind();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
});
