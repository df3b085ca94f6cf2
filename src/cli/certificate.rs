//! The hall's certificate, read from its PEM file for a client that pins
//! it (`--tls-cert`).

use std::io::Read;

use super::error::CliError;
use crate::hall::tls::{MAX_CERTIFICATE, first_certificate};

/// The PEM text of the certificate file at `path`, checked to hold one.
pub(crate) fn read_certificate(path: &std::path::Path) -> Result<Vec<u8>, CliError> {
    let mut pem = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_CERTIFICATE as u64 + 1).read_to_end(&mut pem))
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?;
    first_certificate(&pem).map_err(|e| CliError::BadInput(format!("{}: {e}", path.display())))?;
    Ok(pem)
}
