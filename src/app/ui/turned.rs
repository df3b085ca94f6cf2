//! Words turned half a circle, for the player across the table (face to
//! face). Slint's software renderer cannot rotate text, but it fills paths:
//! the words are laid out here from the glyph outlines of the same DejaVu
//! fonts the screens embed, turned, and handed over as one path
//! (ui/turned.slint). The far player reads the near side's typeface, not a
//! seven-segment stand-in.

use std::fmt::Write;
use std::sync::OnceLock;

use super::Outline;

static REGULAR: &[u8] = include_bytes!("../../../ui/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../../ui/fonts/DejaVuSans-Bold.ttf");

/// Which of the embedded fonts draws the words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// DejaVu Sans, as the names and counts.
    Regular,
    /// DejaVu Sans Bold, as the clock's digits.
    Bold,
}

fn face(weight: Weight) -> Option<&'static ttf_parser::Face<'static>> {
    static FACES: OnceLock<[Option<ttf_parser::Face<'static>>; 2]> = OnceLock::new();
    let faces = FACES.get_or_init(|| {
        [
            ttf_parser::Face::parse(REGULAR, 0).ok(),
            ttf_parser::Face::parse(BOLD, 0).ok(),
        ]
    });
    faces[usize::from(weight == Weight::Bold)].as_ref()
}

/// The height of a capital (and of a digit) as a share of the font size,
/// measured on the outline of "H" in the embedded font: what a player's
/// eye reads of a text's size.
pub fn cap_height(weight: Weight) -> f32 {
    let Some(face) = face(weight) else { return 0.0 };
    let height = face
        .glyph_index('H')
        .and_then(|g| face.glyph_bounding_box(g))
        .map_or(0, |b| b.y_max - b.y_min);
    f32::from(height) / f32::from(face.units_per_em())
}

/// Path commands in ems, each point turned about the line's centre.
struct Turned<'a> {
    out: &'a mut String,
    /// Where the glyph's origin stands on the line, in font units.
    pen: f32,
    ascent: f32,
    em: f32,
    width: f32,
    line: f32,
}

impl Turned<'_> {
    /// A font point (y up, from the baseline) as a turned path point (y
    /// down, in ems): upright it would be at (x, ascent - y); turned half a
    /// circle within the words' box, at (width - x, line - (ascent - y)).
    fn point(&self, x: f32, y: f32) -> (f32, f32) {
        let upright = ((self.pen + x) / self.em, (self.ascent - y) / self.em);
        (self.width - upright.0, self.line - upright.1)
    }

    fn put(&mut self, command: char, points: &[(f32, f32)]) {
        self.out.push(command);
        for &(x, y) in points {
            let (x, y) = self.point(x, y);
            let _ = write!(self.out, " {x:.4} {y:.4}");
        }
        self.out.push(' ');
    }
}

impl ttf_parser::OutlineBuilder for Turned<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        self.put('M', &[(x, y)]);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.put('L', &[(x, y)]);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.put('Q', &[(x1, y1), (x, y)]);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.put('C', &[(x1, y1), (x2, y2), (x, y)]);
    }
    fn close(&mut self) {
        self.out.push_str("Z ");
    }
}

/// `text` in `weight`, laid out on one line and turned half a circle, as
/// one path in ems (an empty outline for empty words). A character the
/// font lacks takes the font's own missing glyph.
pub fn turned(text: &str, weight: Weight) -> Outline {
    let Some(face) = face(weight) else {
        return Outline::default();
    };
    if text.is_empty() {
        return Outline::default();
    }
    let em = f32::from(face.units_per_em());
    let glyphs: Vec<ttf_parser::GlyphId> = text
        .chars()
        .map(|c| face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0)))
        .collect();
    let advance = |g| f32::from(face.glyph_hor_advance(g).unwrap_or(0));
    let total: f32 = glyphs.iter().map(|g| advance(*g)).sum();
    let ascent = f32::from(face.ascender());
    let line = (ascent - f32::from(face.descender())) / em;
    let mut commands = String::new();
    let mut turned = Turned {
        out: &mut commands,
        pen: 0.0,
        ascent,
        em,
        width: total / em,
        line,
    };
    for glyph in glyphs {
        face.outline_glyph(glyph, &mut turned);
        turned.pen += advance(glyph);
    }
    Outline {
        commands: commands.trim_end().into(),
        width: total / em,
        line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first point of a path, as numbers.
    fn first_point(commands: &str) -> (f32, f32) {
        let mut numbers = commands
            .split(' ')
            .skip(1)
            .map(|n| n.parse::<f32>().unwrap());
        (numbers.next().unwrap(), numbers.next().unwrap())
    }

    #[test]
    fn words_are_turned_about_their_centre() {
        let outline = turned("1", Weight::Bold);
        assert!(outline.commands.starts_with('M'), "{}", outline.commands);
        // DejaVu's "1" sits on the baseline: upright its lowest points are
        // at the baseline, below the middle; turned they are above it.
        let ys: Vec<f32> = outline
            .commands
            .split(' ')
            .filter_map(|n| n.parse::<f32>().ok())
            .skip(1)
            .step_by(2)
            .collect();
        let top = ys.iter().copied().fold(f32::MAX, f32::min);
        let bottom = ys.iter().copied().fold(f32::MIN, f32::max);
        let baseline_turned =
            outline.line - f32::from(face(Weight::Bold).unwrap().ascender()) / 2048.0;
        assert!(
            (top - baseline_turned).abs() < 0.01,
            "{top} {baseline_turned}"
        );
        assert!(
            bottom > top + 0.7,
            "a digit is 0.73 em tall: {top}..{bottom}"
        );
        let (x, _) = first_point(&outline.commands);
        assert!(x > 0.0 && x < outline.width, "{x} in {}", outline.width);
    }

    #[test]
    fn longer_words_are_wider_and_nothing_is_empty_words() {
        let one = turned("1:09:10", Weight::Bold);
        let two = turned("11:09:10", Weight::Bold);
        assert!(two.width > one.width);
        assert_eq!(turned("", Weight::Regular), Outline::default());
        // A letter the font lacks still takes room.
        assert!(turned("\u{10FFFD}", Weight::Regular).width > 0.0);
    }

    #[test]
    fn capitals_are_nearly_three_quarters_of_the_size() {
        for weight in [Weight::Regular, Weight::Bold] {
            let cap = cap_height(weight);
            assert!((0.72..0.74).contains(&cap), "{weight:?}: {cap}");
        }
    }
}
