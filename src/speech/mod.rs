//! The talking clock for blind and visually impaired players (FIDE Laws,
//! Appendix D): an edge around the pure core. The driver's hook hands over
//! what happened as data ([`Said`]) for the players who chose to hear it;
//! the words come from the `speech.ftl` catalogues; espeak-ng makes the
//! sound on the speaker's own thread and ALSA plays it, each player's
//! speech on their own channel. Nothing here ever makes the clock wait.

pub mod alsa;
pub mod asking;
pub mod choices;
pub mod hook;
pub mod said;
pub mod speaker;
pub mod voice;
pub mod wav;
pub mod words;

pub use asking::Asking;
pub use choices::{Announcements, MoveWords, Output, SpeechSettings};
pub use hook::{Announcement, SpeechHook};
pub use said::{Request, Said, SpokenMove, Whose};
pub use speaker::{AlsaSink, Sink, Speaker};
pub use words::{Spoken, words};
