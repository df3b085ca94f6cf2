//! What a command reads from a file or standard input, bounded: a line
//! longer than [`MAX_LINE`], or a script larger than [`MAX_SCRIPT`], is
//! refused as soon as it is seen. `/dev/zero` then costs 64 KiB, not the
//! machine's memory.

use std::io::{self, BufRead};

use crate::words::Language;
use crate::words::t;

/// The longest line read, in bytes. A FEN is under 100 bytes, a script's
/// longest line (a tag with a long name) a few hundred: 64 KiB is far
/// above any real line, and bounds what reading one can cost.
pub const MAX_LINE: usize = 64 * 1024;

/// The largest script read whole, in bytes. The longest game ever played
/// (269 moves) with a clock time on each move and every tag is under
/// 20 KiB; 16 MiB leaves room for generated scripts and stays small on a Pi.
pub const MAX_SCRIPT: u64 = 16 * MIB;

/// How much of a refused line is shown: enough to recognise it.
const SHOWN: usize = 16;

const MIB: u64 = 1024 * 1024;

/// Input that is refused.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// A line longer than [`MAX_LINE`].
    #[error("line {line} is longer than {MAX_LINE} bytes")]
    LineTooLong {
        /// The line, from 1.
        line: usize,
        /// Its first characters.
        start: String,
    },
    /// More than `limit` bytes in all.
    #[error("more than {limit} bytes")]
    TooLarge {
        /// The limit.
        limit: u64,
    },
    /// A line that is not UTF-8 text.
    #[error("line {line} is not UTF-8 text")]
    NotText {
        /// The line, from 1.
        line: usize,
    },
    /// The source failed.
    #[error("{0}")]
    Read(#[from] io::Error),
}

impl InputError {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Language) -> String {
        match self {
            InputError::LineTooLong { line, start } => t!(
                lang,
                "input-line-too-long",
                line = *line,
                most = MAX_LINE,
                start = start.escape_debug().to_string()
            ),
            InputError::TooLarge { limit } if limit % MIB == 0 => {
                t!(lang, "input-too-large-mib", mib = limit / MIB)
            }
            InputError::TooLarge { limit } => t!(lang, "input-too-large", bytes = *limit),
            InputError::NotText { line } => t!(lang, "input-not-text", line = *line),
            InputError::Read(e) => t!(lang, "input-unreadable", error = e.to_string()),
        }
    }
}

/// The lines of `source`, each at most [`MAX_LINE`] bytes, all together at
/// most `limit` bytes when one is given; the first error ends them.
pub struct Lines<R> {
    source: R,
    limit: Option<u64>,
    read: u64,
    line: usize,
    done: bool,
}

impl<R: BufRead> Lines<R> {
    /// Lines read one at a time, as many as come (a batch).
    pub fn new(source: R) -> Self {
        Lines {
            source,
            limit: None,
            read: 0,
            line: 0,
            done: false,
        }
    }

    /// Lines of at most `limit` bytes in all (a script read whole).
    pub fn at_most(source: R, limit: u64) -> Self {
        Lines {
            limit: Some(limit),
            ..Lines::new(source)
        }
    }

    fn next_line(&mut self) -> Result<Option<String>, InputError> {
        let mut bytes = Vec::new();
        loop {
            let buffer = match self.source.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if buffer.is_empty() {
                if bytes.is_empty() {
                    return Ok(None);
                }
                break;
            }
            let newline = buffer.iter().position(|&b| b == b'\n');
            let taken = newline.map_or(buffer.len(), |i| i + 1);
            let content = newline.unwrap_or(taken);
            // Checked before anything is kept: the refused line costs no
            // more than the cap.
            if bytes.len() + content > MAX_LINE {
                bytes.extend_from_slice(&buffer[..content.min(SHOWN * 4)]);
                return Err(InputError::LineTooLong {
                    line: self.line + 1,
                    start: String::from_utf8_lossy(&bytes)
                        .chars()
                        .take(SHOWN)
                        .collect(),
                });
            }
            self.read += taken as u64;
            if let Some(limit) = self.limit.filter(|&limit| self.read > limit) {
                return Err(InputError::TooLarge { limit });
            }
            bytes.extend_from_slice(&buffer[..content]);
            self.source.consume(taken);
            if newline.is_some() {
                break;
            }
        }
        self.line += 1;
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| InputError::NotText { line: self.line })
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = Result<String, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let next = self.next_line().transpose();
        self.done = !matches!(next, Some(Ok(_)));
        next
    }
}

/// A whole script: its lines joined by `\n`, numbered as in the source.
///
/// # Errors
/// [`InputError`] for the first line refused, or a script over [`MAX_SCRIPT`].
pub fn read_script(source: impl BufRead) -> Result<String, InputError> {
    let mut text = String::new();
    for line in Lines::at_most(source, MAX_SCRIPT) {
        text.push_str(&line?);
        text.push('\n');
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use std::io::{BufReader, Read};

    use super::*;

    fn lines(text: &[u8]) -> Vec<Result<String, String>> {
        Lines::at_most(text, 100)
            .map(|l| l.map_err(|e| e.words(Language::English)))
            .collect()
    }

    #[test]
    fn lines_are_read_as_str_lines_reads_them() {
        assert_eq!(
            lines(b"a\r\n\nb"),
            [Ok("a".into()), Ok(String::new()), Ok("b".into())]
        );
        assert_eq!(lines(b""), []);
        assert_eq!(
            lines(b"a\n\xff\nb\n"),
            [Ok("a".into()), Err("line 2 is not UTF-8 text".into())]
        );
        assert_eq!(
            lines(&[b'\n'; 101]).pop(),
            Some(Err("more than 100 bytes: refused".into()))
        );
    }

    #[test]
    fn an_endless_line_is_refused_at_the_cap_without_being_kept() {
        // `/dev/zero`, cut at 1 GiB so that a reader that kept it all would
        // still end; a small buffer, as a pipe gives it.
        let zeros = BufReader::with_capacity(4096, io::repeat(0).take(1 << 30));
        let mut read = Lines::new(zeros);
        let Some(Err(InputError::LineTooLong { line: 1, start })) = read.next() else {
            panic!("the line was read")
        };
        assert_eq!(start, "\0".repeat(SHOWN));
        assert!(read.next().is_none());
        let words = InputError::LineTooLong { line: 1, start }.words(Language::English);
        assert_eq!(
            words,
            "line 1 is longer than 65536 bytes (it begins '\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0…'): refused"
        );
        // A line of exactly the cap is read.
        let mut line = vec![b'x'; MAX_LINE];
        line.push(b'\n');
        assert_eq!(Lines::new(&line[..]).count(), 1);
        line.insert(0, b'x');
        assert!(Lines::new(&line[..]).next().unwrap().is_err());
    }

    #[test]
    fn a_script_over_the_limit_is_refused_as_it_comes() {
        let kib_lines = [&[b'x'; 1023][..], b"\n"].concat();
        let script = kib_lines.repeat(16 * 1024);
        assert_eq!(read_script(&script[..]).unwrap().len() as u64, MAX_SCRIPT);
        let over = [&script[..], b"\n"].concat();
        let refused = read_script(&over[..]).unwrap_err();
        assert!(matches!(
            refused,
            InputError::TooLarge { limit: MAX_SCRIPT }
        ));
        assert_eq!(
            refused.words(Language::English),
            "more than 16 MiB: refused"
        );
        assert_eq!(read_script(&b"a\nb"[..]).unwrap(), "a\nb\n");
    }
}
