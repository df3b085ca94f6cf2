//! Command-line arguments that clap refuses, said in one line as every
//! other error is (clap's own message takes three to five, with usage).

use std::process::ExitCode;

use super::error::one_line;

/// Prints clap's `error` and gives the exit code: help and version whole on
/// stdout (exit 0); a refusal as one line on stderr (exit 2).
pub fn refused_arguments(error: &clap::Error) -> ExitCode {
    if !error.use_stderr() {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    eprintln!("{}", one_line(&summary(&error.render().to_string())));
    ExitCode::from(2)
}

/// clap's message without its usage and its pointer to `--help`: the
/// sentence, and the possible values or a tip that follow it.
fn summary(rendered: &str) -> String {
    rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .map(|l| match l.strip_prefix("error: ") {
            Some(sentence) => sentence.to_owned(),
            None if l.starts_with("tip:") => format!("({l})"),
            None => l.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_messages_become_their_sentence() {
        let rendered = "error: invalid value 'red' for '--flagged <FLAGGED>'\n  \
                        [possible values: white, black]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(&summary(rendered)),
            "invalid value 'red' for '--flagged <FLAGGED>' [possible values: white, black]"
        );
        let rendered = "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' \
                        as a value, use '-- --bogus'\n\nUsage: pendule timeout [OPTIONS]\n\n\
                        For more information, try '--help'.\n";
        assert_eq!(
            one_line(&summary(rendered)),
            "unexpected argument '--bogus' found (tip: to pass '--bogus' as a value, use '-- --bogus')"
        );
    }
}
