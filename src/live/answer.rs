//! The answer to one request head: GET and HEAD of a few pages, as
//! PGN, with an entity tag; anything else an error status. Pure.

/// What a server serves: a page's body for a path, made at the request.
pub trait Pages: Send + Sync + 'static {
    /// The body of `path` (`/game.pgn`), `None` when there is no such page.
    fn page(&self, path: &str) -> Option<Page>;
}

/// A page's body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The body, as served.
    pub body: String,
}

/// The PGN media type, as lichess and viewers read it.
pub const PGN_TYPE: &str = "application/x-chess-pgn; charset=utf-8";

/// The entity tag of a body: a hash of its bytes (64-bit FNV-1a), quoted.
pub fn etag(body: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in body.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("\"{hash:016x}-{:x}\"", body.len())
}

/// The answer to a request head, as bytes to send.
pub fn answer(head: &[u8], pages: &dyn Pages) -> Vec<u8> {
    let text = String::from_utf8_lossy(head);
    let mut lines = text.split("\r\n").flat_map(|l| l.split('\n'));
    let request = lines.next().unwrap_or("");
    let mut parts = request.split(' ');
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    if !matches!(method, "GET" | "HEAD") {
        return status(405, "Method Not Allowed", "Allow: GET, HEAD\r\n");
    }
    // HTTP/1.0 and 1.1 only (`HTTP/9.9` was answered 200).
    match (parts.next(), parts.next()) {
        (Some("HTTP/1.1" | "HTTP/1.0"), None) => {}
        (Some(version), None) if version.starts_with("HTTP/") => {
            return status(505, "HTTP Version Not Supported", "");
        }
        _ => return status(400, "Bad Request", ""),
    }
    let path = target.split('?').next().unwrap_or("");
    let Some(page) = pages.page(path) else {
        return status(404, "Not Found", "");
    };
    let tag = etag(&page.body);
    let matches = lines
        .filter_map(|l| l.split_once(':'))
        .filter(|(name, _)| name.trim().eq_ignore_ascii_case("if-none-match"))
        .any(|(_, value)| value.split(',').any(|v| v.trim() == tag || v.trim() == "*"));
    if matches {
        return format!(
            "HTTP/1.1 304 Not Modified\r\nETag: {tag}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"
        )
        .into_bytes();
    }
    let mut out = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: {PGN_TYPE}\r\nContent-Length: {}\r\nETag: {tag}\r\n\
         Cache-Control: no-cache\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n",
        page.body.len()
    )
    .into_bytes();
    if method == "GET" {
        out.extend_from_slice(page.body.as_bytes());
    }
    out
}

pub(super) fn status(code: u16, reason: &str, extra: &str) -> Vec<u8> {
    format!("HTTP/1.1 {code} {reason}\r\n{extra}Content-Length: 0\r\nConnection: close\r\n\r\n")
        .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct One;

    impl Pages for One {
        fn page(&self, path: &str) -> Option<Page> {
            (path == "/game.pgn").then(|| Page {
                body: "[Event \"x\"]\n\n*\n".into(),
            })
        }
    }

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn a_page_is_served_with_its_tag_and_type() {
        let reply = text(answer(b"GET /game.pgn HTTP/1.1\r\nHost: x\r\n\r\n", &One));
        assert!(reply.starts_with("HTTP/1.1 200 OK\r\n"), "{reply}");
        assert!(reply.contains("Content-Type: application/x-chess-pgn; charset=utf-8\r\n"));
        assert!(reply.ends_with("\r\n\r\n[Event \"x\"]\n\n*\n"), "{reply}");
        let tag = etag("[Event \"x\"]\n\n*\n");
        assert!(reply.contains(&format!("ETag: {tag}\r\n")));
        let again = format!("GET /game.pgn?x=1 HTTP/1.1\r\nif-none-match: {tag}\r\n\r\n");
        assert!(text(answer(again.as_bytes(), &One)).starts_with("HTTP/1.1 304 "));
        let stale = "GET /game.pgn HTTP/1.1\r\nIf-None-Match: \"0-0\"\r\n\r\n";
        assert!(text(answer(stale.as_bytes(), &One)).starts_with("HTTP/1.1 200 "));
        let head = text(answer(b"HEAD /game.pgn HTTP/1.1\r\n\r\n", &One));
        assert!(head.ends_with("\r\n\r\n"), "{head}");
    }

    #[test]
    fn nothing_else_is_answered() {
        for (request, code) in [
            ("GET /etc/passwd HTTP/1.1\r\n\r\n", "404"),
            ("GET /../game.pgn HTTP/1.1\r\n\r\n", "404"),
            ("POST /game.pgn HTTP/1.1\r\n\r\n", "405"),
            ("DELETE /game.pgn HTTP/1.1\r\n\r\n", "405"),
            ("\r\n\r\n", "405"),
            ("GET /game.pgn HTTP/9.9\r\n\r\n", "505"),
            ("GET /game.pgn HTTP/2\r\n\r\n", "505"),
            ("GET /game.pgn\r\n\r\n", "400"),
            ("GET /game.pgn HTTP/1.1 x\r\n\r\n", "400"),
            ("GET /game.pgn HTTP/1.0\r\n\r\n", "200"),
        ] {
            let reply = text(answer(request.as_bytes(), &One));
            assert!(
                reply.starts_with(&format!("HTTP/1.1 {code} ")),
                "{request:?}: {reply}"
            );
        }
    }

    #[test]
    fn tags_differ_with_the_body() {
        assert_ne!(etag("1. e4"), etag("1. d4"));
        assert_eq!(etag("1. e4"), etag("1. e4"));
    }
}
