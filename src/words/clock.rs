//! The clock's words: a time control that cannot be read.

use std::fmt;

use super::{Language, Say, t};
use crate::clock::{ControlError, ControlProblem};

impl Say for ControlError {
    fn say(&self, lang: Language) -> String {
        let why = match self.why {
            ControlProblem::Empty => t!(lang, "control-empty"),
            ControlProblem::HourglassSyntax => t!(lang, "control-hourglass-syntax"),
            ControlProblem::HourglassEmpty => t!(lang, "control-hourglass-empty"),
            ControlProblem::MovesMissing => t!(lang, "control-moves-missing"),
            ControlProblem::LastHasMoves => t!(lang, "control-last-has-moves"),
            ControlProblem::FirstWithoutTime => t!(lang, "control-first-without-time"),
            ControlProblem::MoveCountSyntax => t!(lang, "control-move-count-syntax"),
            ControlProblem::NoMoves => t!(lang, "control-no-moves"),
            ControlProblem::TimeSyntax => t!(lang, "control-time-syntax"),
            ControlProblem::IncrementSyntax => t!(lang, "control-increment-syntax"),
        };
        t!(
            lang,
            "control-error",
            text = &self.text,
            part = &self.part,
            column = self.column,
            why = why
        )
    }
}

/// In English, for the command line's arguments and the settings file.
impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl std::error::Error for ControlError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;

    #[test]
    fn a_bad_control_names_its_part_in_each_language() {
        let error = "40/5400+30:18oo+30".parse::<TimeControl>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "bad time control '40/5400+30:18oo+30' at '18oo+30' (column 12): the time is whole seconds"
        );
        assert_eq!(
            error.say(Language::German),
            "ungültige Bedenkzeit „40/5400+30:18oo+30“ bei „18oo+30“ (Spalte 12): die Zeit sind ganze Sekunden"
        );
        assert!(
            error
                .say(Language::Spanish)
                .starts_with("ritmo de juego ilegible")
        );
    }
}
