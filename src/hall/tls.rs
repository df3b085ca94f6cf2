//! TLS to the hall's broker, trusting the hall's one certificate: the
//! organiser makes it (or has it), the hall's broker serves it, and each
//! device is given it by provisioning. It is pinned: the broker must show
//! exactly that certificate, so no certificate authority is needed and no
//! host name must match (devices reach a hall by its LAN address). Its
//! dates are not checked either: the organiser replaces it by provisioning
//! again. rustls with ring.

use std::sync::Arc;

use rumqttc::{TlsConfiguration, Transport};
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, WebPkiSupportedAlgorithms};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, ClientConfig, DigitallySignedStruct, Error, SignatureScheme};

/// The largest certificate file read (a chain is a few KiB).
pub const MAX_CERTIFICATE: usize = 64 * 1024;

/// Why a certificate cannot be trusted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CertificateProblem {
    /// TLS asked for and no certificate given.
    #[error(
        "mqtts:// needs the hall's certificate (--tls-cert FILE; on a device, [hall] certificate)"
    )]
    Missing,
    /// No PEM certificate in the text.
    #[error("no certificate in it (a PEM file: -----BEGIN CERTIFICATE-----)")]
    NoCertificate,
    /// Larger than [`MAX_CERTIFICATE`].
    #[error("larger than {MAX_CERTIFICATE} bytes: no certificate")]
    TooLarge,
    /// rustls refused to make a configuration of it.
    #[error("{0}")]
    Tls(String),
}

/// Trusts the one certificate it holds.
#[derive(Debug)]
struct Pinned {
    certificate: CertificateDer<'static>,
    algorithms: WebPkiSupportedAlgorithms,
}

impl ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        if end_entity.as_ref() == self.certificate.as_ref() {
            Ok(ServerCertVerified::assertion())
        } else {
            Err(Error::InvalidCertificate(CertificateError::UnknownIssuer))
        }
    }

    // The handshake's signatures are checked as rustls checks any: they
    // prove the broker holds the certificate's key.
    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.algorithms.supported_schemes()
    }
}

/// The first certificate of a PEM text (the broker's own, before any chain).
///
/// # Errors
/// [`CertificateProblem`] when there is none.
pub fn first_certificate(pem: &[u8]) -> Result<CertificateDer<'static>, CertificateProblem> {
    if pem.len() > MAX_CERTIFICATE {
        return Err(CertificateProblem::TooLarge);
    }
    CertificateDer::pem_slice_iter(pem)
        .next()
        .and_then(Result::ok)
        .ok_or(CertificateProblem::NoCertificate)
}

/// The PEM text of the certificate file at `path` (at most
/// [`MAX_CERTIFICATE`] bytes read), checked to hold a certificate.
///
/// # Errors
/// The file cannot be read; one that holds no certificate is
/// `InvalidData`, its words naming the file.
pub fn read_certificate(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut pem = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_CERTIFICATE as u64 + 1)
        .read_to_end(&mut pem)?;
    first_certificate(&pem).map_err(|e| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("{}: {e}", path.display()),
        )
    })?;
    Ok(pem)
}

/// A connection's transport: plain TCP, or over `tls` one pinned to the
/// first certificate of `certificate`.
///
/// # Errors
/// TLS without a certificate, or with a text that holds none.
pub fn transport(tls: bool, certificate: Option<&[u8]>) -> Result<Transport, CertificateProblem> {
    match (tls, certificate) {
        (false, _) => Ok(Transport::Tcp),
        (true, Some(pem)) => pinned_transport(pem),
        (true, None) => Err(CertificateProblem::Missing),
    }
}

/// A client's TLS transport trusting exactly the first certificate of `pem`.
///
/// # Errors
/// [`CertificateProblem`] when it holds no certificate.
pub fn pinned_transport(pem: &[u8]) -> Result<Transport, CertificateProblem> {
    let certificate = first_certificate(pem)?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let pinned = Pinned {
        certificate,
        algorithms: provider.signature_verification_algorithms,
    };
    let config = ClientConfig::builder_with_provider(Arc::clone(&provider) as Arc<CryptoProvider>)
        .with_safe_default_protocol_versions()
        .map_err(|e| CertificateProblem::Tls(e.to_string()))?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(pinned))
        .with_no_client_auth();
    Ok(Transport::tls_with_config(TlsConfiguration::Rustls(
        Arc::new(config),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_without_a_certificate_is_said() {
        assert_eq!(
            first_certificate(b"hello").unwrap_err(),
            CertificateProblem::NoCertificate
        );
        let huge = vec![b'-'; MAX_CERTIFICATE + 1];
        assert_eq!(
            first_certificate(&huge).unwrap_err(),
            CertificateProblem::TooLarge
        );
        assert!(pinned_transport(b"").is_err());
    }
}
