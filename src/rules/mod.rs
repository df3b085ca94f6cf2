//! The rules core: the scoresheet on shakmaty, game ends, claims, and the
//! flag-fall verdict of Art. 6.9.

pub mod checked_move;
pub mod chess960;
pub mod claim;
pub mod fen;
pub mod game_end;
pub mod material;
pub mod move_input;
pub mod move_label;
pub mod notation;
pub mod proof;
pub mod proof_line;
pub mod race;
pub mod repetition;
pub mod resolve;
pub mod san;
pub mod scoresheet;
pub mod timeout;
pub mod unwinnable;
pub mod workers;

pub use chess960::Variant;
pub use claim::{Claim, ClaimRuling};
pub use fen::{FenError, FenProblem, parse_fen, parse_fen_in};
pub use game_end::GameEnd;
pub use move_label::MoveLabel;
pub use notation::{Letters, Notation};
pub use proof::prove;
pub use proof_line::Proof;
pub use resolve::{MoveError, MoveErrorKind};
pub use scoresheet::{PlayedMove, Scoresheet};
pub use timeout::{Verdict, decide};
