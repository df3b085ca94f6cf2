//! What a message's arguments may be: text, numbers, and the core's chess
//! values, each given to the catalogues as a key they select on.

use fluent_bundle::FluentValue;
use shakmaty::{Color, Role, Square};

/// A value a message takes.
pub trait Arg {
    /// The value as the catalogues see it.
    fn value(self) -> FluentValue<'static>;
}

/// `value` as an argument (what `t!` calls).
pub fn arg(value: impl Arg) -> FluentValue<'static> {
    value.value()
}

impl Arg for &str {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

impl Arg for String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn value(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// A side: `white` or `black`, selected on by `side`, `side-of`, ... in
/// common.ftl.
impl Arg for Color {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// A piece: `king`, `queen`, ..., selected on by `role` and its cases.
impl Arg for Role {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        })
    }
}

/// A square, as written on every scoresheet: `e4`.
impl Arg for Square {
    fn value(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}
