//! Which USB sticks are mounted, from `/proc/self/mountinfo`: a FAT or
//! exFAT file system on a mount point pendule is configured to use, or
//! under `/media` or `/run/media` (where udisks2 and systemd-mount put them).

use std::path::{Path, PathBuf};

/// The file systems a stick carries; `fuseblk` is a stick a desktop mounted
/// through FUSE (exfat-fuse, ntfs-3g), counted like the others only on a
/// configured point or under /media (N30).
const STICK_TYPES: [&str; 4] = ["vfat", "exfat", "msdos", "fuseblk"];

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

/// The mounted sticks: each configured mount point that holds a FAT or
/// exFAT file system, then any such mount under `/media` or `/run/media`.
/// Whatever else is mounted on a configured point is no stick: the twin's
/// pendule once took the sandbox's bind mount of the empty `/media/pendule`
/// (ext4) for one and said "USB stick: 0 new games" with none plugged.
pub fn sticks(mountinfo: &str, configured: &[PathBuf]) -> Vec<PathBuf> {
    let all = mounts(mountinfo);
    // Mounts on one point stack in the order listed: the last one is seen.
    let stick_at = |point: &Path| {
        all.iter()
            .rev()
            .find(|m| m.point == point)
            .is_some_and(|m| STICK_TYPES.contains(&m.fs_type.as_str()))
    };
    let mut found: Vec<PathBuf> = configured.iter().filter(|c| stick_at(c)).cloned().collect();
    for m in &all {
        let removable = m.point.starts_with("/media") || m.point.starts_with("/run/media");
        if removable && !found.contains(&m.point) && stick_at(&m.point) {
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
        assert!(sticks("", &configured).is_empty());
    }

    #[test]
    fn a_stick_a_desktop_mounted_through_fuse_is_seen() {
        // exfat-fuse under udisks2: typed fuseblk; sshfs is no stick.
        let info = "22 1 8:2 / / rw - ext4 /dev/root rw\n\
                    95 22 8:17 / /media/anne/CLE rw,nosuid - fuseblk /dev/sdb1 rw,user_id=0\n\
                    96 22 0:50 / /media/anne/remote rw - fuse.sshfs host:/ rw\n";
        assert_eq!(sticks(info, &[]), [PathBuf::from("/media/anne/CLE")]);
    }

    #[test]
    fn a_configured_point_counts_only_with_fat_or_exfat_on_top() {
        // The sandbox's bind mount of the empty directory, and a tmpfs.
        let bind = "22 1 8:2 / / rw - ext4 /dev/root rw\n\
                    60 22 8:2 /media/pendule /media/pendule ro - ext4 /dev/root rw\n\
                    61 22 0:31 / /tmp rw - tmpfs tmpfs rw\n";
        let configured = [PathBuf::from("/media/pendule"), PathBuf::from("/tmp")];
        assert!(sticks(bind, &configured).is_empty());
        // A stick mounted over the bind mount is seen; one covered by another mount is not.
        let stick = format!("{bind}70 60 8:17 / /media/pendule rw - vfat /dev/sda1 rw\n");
        assert_eq!(
            sticks(&stick, &configured),
            [PathBuf::from("/media/pendule")]
        );
        let covered = format!("{stick}71 70 0:40 / /media/pendule rw - tmpfs tmpfs rw\n");
        assert!(sticks(&covered, &configured).is_empty());
    }
}
