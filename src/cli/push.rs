//! `--push`: the lichess broadcast rounds a round goes to, and the token
//! that lets it (from a file or the environment, never the command line).

use super::error::CliError;
use crate::hall::lichess::{PushTarget, is_round_id};

/// The environment variable that may hold the lichess token.
pub const TOKEN_VAR: &str = "LICHESS_TOKEN";

/// The lichess rounds `ids` on the server `base`, each with the token
/// (from `token_file`, else the environment); none when no id is given.
///
/// # Errors
/// An id that is no round id, or no token.
pub(super) fn push_targets(
    ids: &[String],
    base: &str,
    token_file: Option<&std::path::Path>,
) -> Result<Vec<PushTarget>, CliError> {
    if let Some(id) = ids.iter().find(|id| !is_round_id(id)) {
        return Err(CliError::BadInput(format!(
            "--push {id}: a broadcast round id is 8 letters and digits"
        )));
    }
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let token = token_from(token_file)?;
    Ok(ids
        .iter()
        .map(|id| PushTarget {
            base: base.to_owned(),
            round_id: id.clone(),
            token: token.clone(),
        })
        .collect())
}

/// The lichess token, from `file` or else the environment.
///
/// # Errors
/// The file cannot be read, or no one-line token is found.
fn token_from(file: Option<&std::path::Path>) -> Result<String, CliError> {
    let token = match file {
        Some(path) => read_token(path)?,
        None => std::env::var(TOKEN_VAR).unwrap_or_default(),
    };
    let token = token.trim().to_owned();
    if token.is_empty() || token.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(CliError::BadInput(format!(
            "--push needs a lichess token in ${TOKEN_VAR} or --token-file (one line)"
        )));
    }
    Ok(token)
}

/// A token is one short line: never more than this is read (`/dev/zero`
/// took 14 GB).
const MOST_TOKEN: u64 = 4096;

fn read_token(path: &std::path::Path) -> Result<String, CliError> {
    let bytes = crate::bounded::read_at_most(path, MOST_TOKEN)
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?
        .ok_or_else(|| {
            CliError::BadInput(format!(
                "--token-file {}: more than {MOST_TOKEN} bytes, no token",
                path.display()
            ))
        })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
