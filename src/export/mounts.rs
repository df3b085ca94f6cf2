//! Which USB sticks are mounted, from `/proc/self/mountinfo`: the mount
//! points pendule is configured to use, and any FAT or exFAT file system
//! under `/media` or `/run/media` (where udisks2 and systemd-mount put them).

use std::path::{Path, PathBuf};

/// The file systems a stick carries.
const STICK_TYPES: [&str; 3] = ["vfat", "exfat", "msdos"];

/// One mount: where, and what file system.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mount {
    /// The mount point.
    pub point: PathBuf,
    /// The file system type (`vfat`).
    pub fs_type: String,
}

/// The mounts listed in a mountinfo text; lines that do not parse are skipped.
pub fn mounts(mountinfo: &str) -> Vec<Mount> {
    mountinfo
        .lines()
        .filter_map(|line| {
            // id parent major:minor root point options [optional...] - type source super
            let (before, after) = line.split_once(" - ")?;
            let point = before.split(' ').nth(4)?;
            let fs_type = after.split(' ').next()?;
            Some(Mount {
                point: PathBuf::from(unescape(point)),
                fs_type: fs_type.to_owned(),
            })
        })
        .collect()
}

/// The kernel writes space, tab, newline and backslash as `\040`, `\011`,
/// `\012` and `\134`.
fn unescape(field: &str) -> String {
    let bytes = field.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let octal = bytes
            .get(i + 1..i + 4)
            .filter(|d| d.iter().all(|b| (b'0'..=b'7').contains(b)));
        match (bytes[i], octal) {
            (b'\\', Some(d)) => {
                out.push((d[0] - b'0') * 64 + (d[1] - b'0') * 8 + (d[2] - b'0'));
                i += 4;
            }
            (b, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The mounted sticks: each configured mount point that is mounted, then
/// any FAT or exFAT mount under `/media` or `/run/media`.
pub fn sticks(mountinfo: &str, configured: &[PathBuf]) -> Vec<PathBuf> {
    let all = mounts(mountinfo);
    let mut found: Vec<PathBuf> = configured
        .iter()
        .filter(|c| all.iter().any(|m| &m.point == *c))
        .cloned()
        .collect();
    for m in &all {
        let removable = m.point.starts_with("/media") || m.point.starts_with("/run/media");
        if removable && STICK_TYPES.contains(&m.fs_type.as_str()) && !found.contains(&m.point) {
            found.push(m.point.clone());
        }
    }
    found
}

/// The first stick mounted now, reading the process's mountinfo.
pub fn mounted_stick(configured: &[PathBuf]) -> Option<PathBuf> {
    let info = std::fs::read_to_string(Path::new("/proc/self/mountinfo")).ok()?;
    sticks(&info, configured).into_iter().next()
}

#[cfg(test)]
mod tests {
    use super::*;

    const INFO: &str = "\
22 1 8:2 / / rw,relatime shared:1 - ext4 /dev/root rw
35 22 0:31 / /tmp rw shared:15 - tmpfs tmpfs rw
90 22 8:17 / /media/pendule rw,relatime shared:50 - vfat /dev/sda1 rw,flush
91 22 8:33 / /media/pi/CLÉ\\040USB rw,relatime shared:51 - exfat /dev/sdb1 rw
92 22 8:49 / /media/pi/disk rw shared:52 - ext4 /dev/sdc1 rw
not a mountinfo line
";

    #[test]
    fn mount_points_are_read_with_their_escapes() {
        let all = mounts(INFO);
        assert_eq!(all.len(), 5);
        assert_eq!(all[3].point, PathBuf::from("/media/pi/CLÉ USB"));
        assert_eq!(all[3].fs_type, "exfat");
    }

    #[test]
    fn sticks_are_the_configured_points_then_fat_under_media() {
        let configured = [PathBuf::from("/srv/stick"), PathBuf::from("/media/pendule")];
        assert_eq!(
            sticks(INFO, &configured),
            [
                PathBuf::from("/media/pendule"),
                PathBuf::from("/media/pi/CLÉ USB")
            ]
        );
        // A configured directory counts only while something is mounted there.
        let tmp = [PathBuf::from("/tmp")];
        assert_eq!(sticks(INFO, &tmp)[0], PathBuf::from("/tmp"));
        assert!(sticks("", &configured).is_empty());
    }
}
