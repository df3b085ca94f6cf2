//! `pendule hall provision`: one broker user a device, so that a device can
//! write only its own topics (mosquitto's ACL `pattern write
//! pendule/v1/dev/%u/#`) and a stranger on the venue's network none. The
//! passwords are hashed into the hall's password file by mosquitto's own
//! tool; the plaintext of each is only in that device's file on the stick.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

use super::address::BrokerAddr;
use super::program::find_program;
use crate::atomic::atomic_write_private;

/// The hall's own user on its broker: it reads every device and writes the
/// hall's topics.
pub const HALL_USER: &str = "pendule-hall";

/// The viewers' one user: it reads every topic and writes none (a results
/// screen, a commentator's board, the arbiter's phone).
pub const VIEWER_USER: &str = "pendule-viewer";

/// The users that are no device: the ACL's device pattern never lets them
/// pose as one.
pub const NOT_DEVICES: [&str; 2] = [HALL_USER, VIEWER_USER];

/// The files of the hall's broker folder.
pub const PASSWORDS: &str = "passwords";
/// The ACL file.
pub const ACL: &str = "acl";
/// The hall user's password, readable by the hall's user only.
pub const HALL_SECRET: &str = "hall.secret";
/// The viewer user's password, for the organiser to hand to viewers.
pub const VIEWER_SECRET: &str = "viewer.secret";

/// The most devices one provisioning makes.
pub const MOST_DEVICES: usize = 4096;

/// What the broker lets each user do (the `acl_file`).
pub fn acl() -> String {
    format!(
        "# Made by pendule hall provision.\n\
         # The hall reads every device and writes its own topics.\n\
         # (The device pattern below applies to every user: a deny, read\n\
         # first, keeps the hall and the viewers from posing as a device.)\n\
         user {HALL_USER}\n\
         topic deny pendule/v1/dev/{HALL_USER}/#\n\
         topic read pendule/v1/#\n\
         topic write pendule/v1/hall/#\n\
         topic write pendule/v1/event/#\n\
         \n\
         # Viewers read everything and write nothing.\n\
         user {VIEWER_USER}\n\
         topic deny pendule/v1/dev/{VIEWER_USER}/#\n\
         topic read pendule/v1/#\n\
         \n\
         # A device writes only under its own name, and reads what the hall\n\
         # says to it.\n\
         pattern write pendule/v1/dev/%u/#\n\
         pattern read pendule/v1/hall/ack/%u\n\
         pattern read pendule/v1/hall/seen/%u\n\
         pattern read pendule/v1/event/#\n"
    )
}

/// A device's file for the stick: the `[hall]` section of its settings,
/// with the hall's certificate (PEM) when its broker speaks TLS.
pub fn device_file(
    (broker, event, certificate): (&BrokerAddr, &str, Option<&str>),
    user: &str,
    password: &str,
) -> String {
    let certificate = certificate.map_or(String::new(), |pem| {
        format!("certificate = '''\n{}\n'''\n", pem.trim())
    });
    format!(
        "# pendule: this device's place in the hall of {event}. It holds a\n\
         # password: keep the stick with the arbiter.\n\
         [hall]\n\
         broker = \"{broker}\"\n\
         event = \"{event}\"\n\
         user = \"{user}\"\n\
         password = \"{password}\"\n\
         {certificate}"
    )
}

/// The users a password file names.
pub fn users_in(passwords: &str) -> Vec<String> {
    passwords
        .lines()
        .filter_map(|l| l.split_once(':').map(|(user, _)| user.to_owned()))
        .collect()
}

/// The next `count` device users after those of `taken`: `dev-001`...
pub fn next_users(taken: &[String], count: usize) -> Vec<String> {
    let highest = taken
        .iter()
        .filter_map(|u| u.strip_prefix("dev-")?.parse::<usize>().ok())
        .max()
        .unwrap_or(0);
    (highest + 1..=highest + count)
        .map(|n| format!("dev-{n:03}"))
        .collect()
}

/// A new password: 18 bytes of the system's random source, in hex.
///
/// # Errors
/// The system gives no random bytes.
pub fn new_password() -> std::io::Result<String> {
    let mut bytes = [0u8; 18];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The lines `user:hash` of `users` (each with its plaintext password),
/// hashed by mosquitto's tool in a private file of `dir`.
///
/// # Errors
/// The tool is missing or fails.
pub fn hashed(dir: &Path, users: &[(String, String)]) -> std::io::Result<String> {
    let plain: String = users.iter().map(|(u, p)| format!("{u}:{p}\n")).collect();
    let name = ".passwords.plain";
    atomic_write_private(dir, name, plain.as_bytes())?;
    let path = dir.join(name);
    let tool = find_program("mosquitto_passwd", "/usr/bin/mosquitto_passwd");
    let status = Command::new(&tool)
        .arg("-U")
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status();
    let text = std::fs::read_to_string(&path);
    let _ = std::fs::remove_file(&path);
    match status {
        Ok(s) if s.success() => text,
        Ok(s) => Err(std::io::Error::other(format!("{} -U: {s}", tool.display()))),
        Err(e) => Err(std::io::Error::new(
            e.kind(),
            format!(
                "cannot run {} ({e}): install mosquitto (apt-get install mosquitto)",
                tool.display()
            ),
        )),
    }
}

/// Adds `count` device users to the hall's broker folder `dir` (and the
/// hall's own user and the viewers' at the first time), writes the ACL, and each new
/// device's file into `stick/pendule/hall/`. Returns the new users.
///
/// # Errors
/// A file cannot be read or written, or mosquitto's tool fails.
pub fn provision(
    dir: &Path,
    stick: &Path,
    place: (&BrokerAddr, &str, Option<&str>),
    count: usize,
) -> std::io::Result<Vec<String>> {
    std::fs::create_dir_all(dir)?;
    let existing = match std::fs::read_to_string(dir.join(PASSWORDS)) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e),
    };
    let taken = users_in(&existing);
    let mut new: Vec<(String, String)> = Vec::new();
    for (user, file) in [(HALL_USER, HALL_SECRET), (VIEWER_USER, VIEWER_SECRET)] {
        if !taken.iter().any(|u| u == user) {
            let secret = new_password()?;
            atomic_write_private(dir, file, format!("{secret}\n").as_bytes())?;
            new.push((user.to_owned(), secret));
        }
    }
    let devices: Vec<(String, String)> = next_users(&taken, count.min(MOST_DEVICES))
        .into_iter()
        .map(|user| new_password().map(|p| (user, p)))
        .collect::<std::io::Result<_>>()?;
    new.extend(devices.iter().cloned());
    let files = stick.join("pendule").join("hall");
    std::fs::create_dir_all(&files)?;
    // The stick first: a password the broker knows is never lost with it.
    for (user, password) in &devices {
        let text = device_file(place, user, password);
        atomic_write_private(&files, &format!("{user}.toml"), text.as_bytes())?;
    }
    let all = format!("{existing}{}", hashed(dir, &new)?);
    atomic_write_private(dir, PASSWORDS, all.as_bytes())?;
    atomic_write_private(dir, ACL, acl().as_bytes())?;
    Ok(devices.into_iter().map(|(user, _)| user).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_users_follow_the_ones_there() {
        let taken = vec![HALL_USER.to_owned(), "dev-002".into(), "dev-010".into()];
        assert_eq!(next_users(&taken, 2), ["dev-011", "dev-012"]);
        assert_eq!(next_users(&[], 1), ["dev-001"]);
        assert_eq!(users_in("a:$7$x\nb:$7$y\n"), ["a", "b"]);
    }

    #[test]
    fn a_device_file_is_the_hall_section_of_its_settings() {
        let broker: BrokerAddr = "mqtts://10.0.0.5".parse().unwrap();
        let pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
        let file = device_file((&broker, "open", Some(pem)), "dev-001", "secret");
        let settings: crate::store::Settings = toml::from_str(&file).unwrap();
        assert_eq!(settings.hall.broker, "mqtts://10.0.0.5:8883");
        assert_eq!(settings.hall.user, "dev-001");
        assert_eq!(settings.hall.password, "secret");
        assert_eq!(settings.hall.certificate, pem);
        let plain = device_file((&broker, "open", None), "dev-001", "secret");
        let settings: crate::store::Settings = toml::from_str(&plain).unwrap();
        assert_eq!(settings.hall.certificate, "");
    }

    #[test]
    fn a_device_writes_only_its_own_topics() {
        let acl = acl();
        assert!(acl.contains("pattern write pendule/v1/dev/%u/#"));
        assert!(!acl.contains("pattern write pendule/v1/dev/#"));
        for user in NOT_DEVICES {
            let own =
                format!("user {user}\ntopic deny pendule/v1/dev/{user}/#\ntopic read pendule/v1/#");
            assert!(acl.contains(&own), "{user}");
        }
    }
}
