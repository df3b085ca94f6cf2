//! One pendule per data directory: a second process (the app or a
//! simulation that archives) exits 2 with one line naming the directory
//! and the process that holds it, and writes nothing.

use std::process::Command;

use pendule::store::lock_data_dir;

#[test]
fn a_second_pendule_on_a_data_dir_exits_naming_the_first() {
    let dir = std::env::temp_dir().join(format!("pendule-one-process-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let held = lock_data_dir(&dir).unwrap();
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/scripts/flag_loss.txt"
    );
    let runs: [&[&str]; 2] = [&["simulate", script], &[]];
    for args in runs {
        let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
            .arg("--data-dir")
            .arg(&dir)
            .args(args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        let line = format!(
            "{} is in use by another pendule (process {})",
            dir.display(),
            std::process::id()
        );
        assert_eq!(stderr.trim_end(), line, "{args:?}");
    }
    assert!(!dir.join("archive").exists(), "nothing was written");
    assert!(!dir.join("journal.jsonl").exists(), "nothing was written");
    drop(held);
    std::fs::remove_dir_all(&dir).unwrap();
}
