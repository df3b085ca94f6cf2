//! A pairings file's bytes as text: UTF-8 (with or without its mark),
//! UTF-16 as Excel's "Unicode text" writes it (little-endian with its
//! mark; without one, told by its NUL bytes), else Windows-1252, which
//! pairing programs on Windows still write (Latin-1 but for 0x80 to 0x9F).

/// The text of `bytes`.
pub fn decode(bytes: &[u8]) -> String {
    if let Some(utf8) = bytes.strip_prefix(b"\xef\xbb\xbf") {
        return decode(utf8);
    }
    if let Some(order) = utf16_order(bytes) {
        return utf16(bytes, order);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| windows_1252(b)).collect(),
    }
}

/// `text` in the encoding `original` was in (as [`decode`] told it), so
/// that a file written back for a program reads as the one it wrote: UTF-8
/// (with its mark if it had one), UTF-16 with its mark, else Windows-1252,
/// where a character it lacks becomes `?`.
pub fn encode_like(original: &[u8], text: &str) -> Vec<u8> {
    if original.starts_with(b"\xef\xbb\xbf") {
        return [&b"\xef\xbb\xbf"[..], text.as_bytes()].concat();
    }
    if let Some(order) = utf16_order(original) {
        let units = std::iter::once('\u{feff}')
            .chain(text.chars())
            .collect::<String>();
        return units
            .encode_utf16()
            .flat_map(|u| match order {
                Order::Little => u.to_le_bytes(),
                Order::Big => u.to_be_bytes(),
            })
            .collect();
    }
    if std::str::from_utf8(original).is_ok() {
        return text.as_bytes().to_vec();
    }
    text.chars().map(to_windows_1252).collect()
}

/// One character as Windows-1252 writes it; `?` when it has none.
fn to_windows_1252(c: char) -> u8 {
    match u8::try_from(u32::from(c)) {
        Ok(b) if windows_1252(b) == c => b,
        _ => (0x80..=0x9f)
            .find(|&b| windows_1252(b) == c)
            .unwrap_or(b'?'),
    }
}

/// Which byte of each pair is the high one, when the bytes are UTF-16.
#[derive(Clone, Copy)]
enum Order {
    Little,
    Big,
}

fn utf16_order(bytes: &[u8]) -> Option<Order> {
    match bytes {
        [0xff, 0xfe, ..] => Some(Order::Little),
        [0xfe, 0xff, ..] => Some(Order::Big),
        // No mark: text mostly in Latin letters has a NUL in most of
        // every other byte, and next to none in the others.
        _ => {
            let head = &bytes[..bytes.len().min(512) & !1];
            let nul = |odd: usize| {
                head.iter()
                    .skip(odd)
                    .step_by(2)
                    .filter(|&&b| b == 0)
                    .count()
            };
            let half = head.len() / 2;
            let most = |n: usize| half >= 2 && n * 10 >= half * 6;
            let few = |n: usize| n * 10 <= half;
            match (nul(0), nul(1)) {
                (even, odd) if most(odd) && few(even) => Some(Order::Little),
                (even, odd) if most(even) && few(odd) => Some(Order::Big),
                _ => None,
            }
        }
    }
}

fn utf16(bytes: &[u8], order: Order) -> String {
    let units = bytes.chunks_exact(2).map(|pair| match order {
        Order::Little => u16::from_le_bytes([pair[0], pair[1]]),
        Order::Big => u16::from_be_bytes([pair[0], pair[1]]),
    });
    let text: String = char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    text.strip_prefix('\u{feff}')
        .map(str::to_owned)
        .unwrap_or(text)
}

/// One byte of Windows-1252.
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž',
        '\u{8f}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9f => HIGH[usize::from(b - 0x80)],
        b => char::from(b),
    }
}

/// The lines of `text`, each with its number from 1, without their end:
/// LF or CRLF, or CR alone in a file that has no LF at all (TRF asks for
/// a CR at each line's end, and a program on an old Mac wrote only that).
pub fn numbered_lines(text: &str) -> impl Iterator<Item = (u64, &str)> {
    let end = if text.contains('\n') { '\n' } else { '\r' };
    text.split(end)
        .map(|line| line.strip_suffix('\r').unwrap_or(line))
        .zip(1..)
        .map(|(line, n)| (n, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_encoding_a_pairing_program_writes() {
        let text = "1\t2\tDvořák\tŠtěpán\r\n";
        let le: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(decode(&le), text);
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(decode(&be), text, "no mark: told by its NUL bytes");
        assert_eq!(decode(b"\xef\xbb\xbfM\xfcller"), "Müller");
        assert_eq!(decode(b"M\xfcller \x8aime \x9cuvre"), "Müller Šime œuvre");
    }

    #[test]
    fn text_is_written_back_as_it_came() {
        for bytes in [
            &b"Dupont, \xc9lo\xefse \x80\r\n"[..],
            "Dupont, Éloïse €\r\n".as_bytes(),
            b"\xef\xbb\xbfDvo\xc5\x99\xc3\xa1k",
            b"\xff\xfeD\0v\0",
        ] {
            assert_eq!(encode_like(bytes, &decode(bytes)), bytes, "{bytes:?}");
        }
        assert_eq!(encode_like(b"\xe9", "Dvořák"), b"Dvo?\xe1k");
    }

    #[test]
    fn lines_are_numbered_whatever_their_end() {
        let lines = |text| numbered_lines(text).collect::<Vec<_>>();
        assert_eq!(lines("a\r\nb\nc"), [(1, "a"), (2, "b"), (3, "c")]);
        assert_eq!(lines("a\rb\r"), [(1, "a"), (2, "b"), (3, "")]);
    }
}
