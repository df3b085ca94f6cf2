//! Pairings as CSV, one game a line: `round,board,white,black` and
//! optionally `white_fide_id,black_fide_id`. A first line naming the
//! columns is skipped; `;` separates as well as `,` (spreadsheets in French
//! or German write `;`), and a tab (Excel's "Unicode text"); a name with a
//! comma is quoted (`"Dupont, Éloïse"`), as any spreadsheet writes it.

use super::error::PairingError;
use super::gathering::{Found, Gathering};

/// Hands CSV pairings to `gathering`.
///
/// # Errors
/// [`PairingError`] names the first bad line.
pub fn read(text: &str, gathering: &mut Gathering) -> Result<(), PairingError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.lines().next().unwrap_or("");
    let delimiter = [b'\t', b';']
        .into_iter()
        .find(|&d| first.as_bytes().contains(&d))
        .unwrap_or(b',');
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .delimiter(delimiter)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    // The reader's own line count is one short after a CRLF line: the
    // line is counted from the record's first byte instead.
    let lines = Lines::of(text);
    let line_at = |at: u64| lines.at(text, at);
    let mut first_line = true;
    for record in reader.records() {
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                gathering.problem(PairingError::Unreadable {
                    line: e.position().map_or(0, |p| line_at(p.byte())),
                    why: e.to_string(),
                })?;
                continue;
            }
        };
        let line = record.position().map_or(0, |p| line_at(p.byte()));
        let field = |i: usize| record.get(i).unwrap_or("");
        if record.iter().all(str::is_empty) {
            continue;
        }
        // A header names the columns: a first line whose first field is
        // no number at all.
        let header = std::mem::replace(&mut first_line, false);
        if header && !field(0).chars().any(|c| c.is_ascii_digit()) {
            continue;
        }
        if record.len() < 4 {
            gathering.problem(PairingError::TooFewColumns {
                line,
                found: record.len(),
            })?;
            continue;
        }
        gathering.add(&Found {
            line,
            round: field(0),
            board: field(1),
            white: field(2),
            black: field(3),
            white_fide_id: field(4),
            black_fide_id: field(5),
            ..Found::default()
        })?;
    }
    Ok(())
}

/// Where each line of a text begins.
struct Lines(Vec<u64>);

impl Lines {
    fn of(text: &str) -> Lines {
        let ends = text.bytes().enumerate().filter(|(_, b)| *b == b'\n');
        Lines(ends.map(|(i, _)| i as u64).collect())
    }

    /// The line, from 1, of byte `at` of `text`; a record said to begin on
    /// the end of the line before (the LF of a CRLF) begins after it.
    fn at(&self, text: &str, at: u64) -> u64 {
        let rest = text.as_bytes().get(at as usize..).unwrap_or_default();
        let ends = rest.iter().take_while(|&&b| b == b'\r' || b == b'\n');
        let at = at + ends.count() as u64;
        1 + self.0.partition_point(|&n| n < at) as u64
    }
}
