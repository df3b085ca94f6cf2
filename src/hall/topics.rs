//! The hall's topics, the contract between the devices and `pendule hall`
//! (docs/hall.md). Versioned under `pendule/v1`: a later change of a
//! payload's meaning takes a new root, so old devices and new halls never
//! misread each other. Pure.

/// The root of every topic of this version of the contract.
pub const ROOT: &str = "pendule/v1";

/// The longest device id (as `store::device_id` makes and reads them).
const MAX_DEVICE: usize = 64;

/// What a device publishes under `dev/{device}/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceTopic {
    /// `status`: `online`, or `offline` as the last will. Retained.
    Status,
    /// `state`: the board's snapshot (`hall::state`). Retained, QoS 1.
    State,
    /// `events`: the records of its games' journals (`hall::events`). QoS 1.
    Events,
}

impl DeviceTopic {
    fn leaf(self) -> &'static str {
        match self {
            DeviceTopic::Status => "status",
            DeviceTopic::State => "state",
            DeviceTopic::Events => "events",
        }
    }

    /// The topic of `device`.
    pub fn of(self, device: &str) -> String {
        format!("{ROOT}/dev/{device}/{}", self.leaf())
    }

    /// The filter that takes this topic of every device.
    pub fn every_device(self) -> String {
        format!("{ROOT}/dev/+/{}", self.leaf())
    }
}

/// Whether `id` can be a device's id, and so a topic level: letters,
/// digits, `-`, `_` and `.`, at most 64 (never `+`, `#` or `/`, which
/// would make it a wildcard or another level).
pub fn is_device_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_DEVICE
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// The device and the kind of a topic a device publishes; `None` for any
/// other topic, or a device id that is none.
pub fn parse_device_topic(topic: &str) -> Option<(&str, DeviceTopic)> {
    let rest = topic.strip_prefix(ROOT)?.strip_prefix("/dev/")?;
    let (device, leaf) = rest.split_once('/')?;
    let kind = match leaf {
        "status" => DeviceTopic::Status,
        "state" => DeviceTopic::State,
        "events" => DeviceTopic::Events,
        _ => return None,
    };
    is_device_id(device).then_some((device, kind))
}

/// The status payload a device's connection sets.
pub const ONLINE: &[u8] = b"online";
/// The status payload of its last will.
pub const OFFLINE: &[u8] = b"offline";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_topic_names_its_device_and_kind() {
        let topic = DeviceTopic::State.of("pendule-0a1b2c3d4e5f6071");
        assert_eq!(topic, "pendule/v1/dev/pendule-0a1b2c3d4e5f6071/state");
        assert_eq!(
            parse_device_topic(&topic),
            Some(("pendule-0a1b2c3d4e5f6071", DeviceTopic::State))
        );
        assert_eq!(
            DeviceTopic::Status.every_device(),
            "pendule/v1/dev/+/status"
        );
    }

    #[test]
    fn other_topics_and_bad_ids_are_none() {
        for topic in [
            "pendule/v2/dev/a/state",
            "pendule/v1/dev/a/journal",
            "pendule/v1/dev/a/state/x",
            "pendule/v1/dev//state",
            "pendule/v1/dev/a+b/state",
            "pendule/v1/hall/ack/a",
        ] {
            assert_eq!(parse_device_topic(topic), None, "{topic}");
        }
        assert!(!is_device_id(&"a".repeat(65)));
        assert!(is_device_id(&"a".repeat(64)));
    }
}
