//! The hall's certificate, read from its PEM file for a client that pins
//! it (`--tls-cert`).

use super::error::CliError;

/// The PEM text of the certificate file at `path`, checked to hold one.
pub(crate) fn read_certificate(path: &std::path::Path) -> Result<Vec<u8>, CliError> {
    crate::hall::tls::read_certificate(path).map_err(|source| match source.kind() {
        std::io::ErrorKind::InvalidData => CliError::BadInput(source.to_string()),
        _ => CliError::Read {
            path: path.to_owned(),
            source,
        },
    })
}
