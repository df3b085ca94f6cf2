//! A small tmpfs for storage-failure tests: it fills up for real (ENOSPC),
//! and frees again. Mounting needs root, as CI runs; elsewhere the test
//! says that it did not run.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

/// A tmpfs mounted for one test, unmounted when dropped.
pub struct SmallDisk {
    /// Where it is mounted.
    pub dir: PathBuf,
}

impl SmallDisk {
    /// A tmpfs of `kib` KiB for the test `name`; `None` (said on stderr)
    /// when this machine does not let the test mount one.
    pub fn mount(name: &str, kib: u32) -> Option<SmallDisk> {
        let dir = std::env::temp_dir().join(format!("pendule-disk-{name}-{}", std::process::id()));
        let _ = Command::new("umount")
            .arg("-l")
            .arg(&dir)
            .stderr(std::process::Stdio::null())
            .status();
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kib}k"), "tmpfs"])
            .arg(&dir)
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI runs as root and must mount a tmpfs"
            );
            eprintln!("NOT RUN: mounting a tmpfs needs root");
            return None;
        }
        Some(SmallDisk { dir })
    }

    /// Fills the disk with a file until a write fails for want of space.
    pub fn fill(&self) {
        let mut filler = std::fs::File::create(self.dir.join("filler")).unwrap();
        let block = [0xAAu8; 4096];
        while filler.write_all(&block).is_ok() {}
        let _ = filler.sync_all();
    }

    /// Frees what [`SmallDisk::fill`] took.
    pub fn free(&self) {
        std::fs::remove_file(self.dir.join("filler")).unwrap();
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
