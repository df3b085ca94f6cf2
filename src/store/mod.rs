//! The store: the crash-safe journal of the running game, the archive of
//! finished games, the settings, and where they live.

pub mod archive;
pub mod data_dir;
pub mod device_id;
pub mod game_id;
pub mod journal;
pub mod lock;
pub mod recorded;
pub mod settings;
pub mod spare;

pub use archive::is_game_id;
pub use archive::{archive_game, archived_games, unused_id};
pub use data_dir::data_dir;
pub use device_id::{DEVICE_TAG, device_id, with_device};
pub use game_id::new_game_id;
pub use journal::{Journal, JournalContents, JournalError, read_journal, replay};
pub use lock::{DataDirLock, LockError, lock_data_dir};
pub use recorded::{RecordError, RecordedGame, Restored};
pub use settings::{Live, Settings, load_settings, save_settings};
