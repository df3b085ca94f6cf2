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

/// One contour of a glyph, in font units: where it starts, then each
/// segment as its control points and end point.
#[derive(Default)]
struct Contour {
    start: (f32, f32),
    segments: Vec<Vec<(f32, f32)>>,
}

impl Contour {
    /// Twice the signed area of the polygon through its points: its
    /// winding, by the sign.
    fn winding(&self) -> f32 {
        let mut points = vec![self.start];
        points.extend(self.segments.iter().filter_map(|s| s.last().copied()));
        points
            .iter()
            .zip(points.iter().cycle().skip(1))
            .map(|((x0, y0), (x1, y1))| x0 * y1 - x1 * y0)
            .sum()
    }

    /// The same contour run the other way round.
    fn reversed(&self) -> Contour {
        let mut ends = vec![self.start];
        ends.extend(self.segments.iter().filter_map(|s| s.last().copied()));
        let segments = self
            .segments
            .iter()
            .enumerate()
            .rev()
            .map(|(i, segment)| {
                let mut points: Vec<(f32, f32)> = segment[..segment.len() - 1].to_vec();
                points.reverse();
                points.push(ends[i]);
                points
            })
            .collect();
        Contour {
            start: *ends.last().unwrap_or(&self.start),
            segments,
        }
    }
}

/// Collects a glyph's contours.
#[derive(Default)]
struct Contours(Vec<Contour>);

impl ttf_parser::OutlineBuilder for Contours {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.push(Contour {
            start: (x, y),
            segments: Vec::new(),
        });
    }
    fn line_to(&mut self, x: f32, y: f32) {
        if let Some(c) = self.0.last_mut() {
            c.segments.push(vec![(x, y)]);
        }
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        if let Some(c) = self.0.last_mut() {
            c.segments.push(vec![(x1, y1), (x, y)]);
        }
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        if let Some(c) = self.0.last_mut() {
            c.segments.push(vec![(x1, y1), (x2, y2), (x, y)]);
        }
    }
    fn close(&mut self) {}
}

/// A figurine drawn from its outline glyph (♔ ♕ ♖ ♗ ♘ ♙), upright: its
/// body (every contour filled: the piece's whole shape) and its lines (the
/// glyph as the font fills it). A white piece is the body in white under
/// the lines in black: no square's colour shows through it, as it did
/// through the solid glyph's gaps at 1280x720.
pub fn figurine(outline: char) -> (Outline, Outline) {
    let Some(face) = face(Weight::Regular) else {
        return Default::default();
    };
    let Some(glyph) = face.glyph_index(outline) else {
        return Default::default();
    };
    let em = f32::from(face.units_per_em());
    let width = f32::from(face.glyph_hor_advance(glyph).unwrap_or(0)) / em;
    let ascent = f32::from(face.ascender());
    let line = (ascent - f32::from(face.descender())) / em;
    let point = |(x, y): (f32, f32)| (x / em, (ascent - y) / em);
    let draw = |contours: &[Contour]| {
        let mut out = String::new();
        for contour in contours {
            let (x, y) = point(contour.start);
            let _ = write!(out, "M {x:.4} {y:.4} ");
            for segment in &contour.segments {
                out.push(match segment.len() {
                    1 => 'L',
                    2 => 'Q',
                    _ => 'C',
                });
                for &p in segment {
                    let (x, y) = point(p);
                    let _ = write!(out, " {x:.4} {y:.4}");
                }
                out.push(' ');
            }
            out.push_str("Z ");
        }
        out.trim_end().to_owned()
    };
    let mut contours = Contours::default();
    face.outline_glyph(glyph, &mut contours);
    let lines = draw(&contours.0);
    // All one way round: under the non-zero rule every contour's inside
    // is filled, holes and all.
    let body: Vec<Contour> = contours
        .0
        .iter()
        .map(|c| {
            if c.winding() < 0.0 {
                c.reversed()
            } else {
                Contour {
                    start: c.start,
                    segments: c.segments.clone(),
                }
            }
        })
        .collect();
    let outline = |commands: String| Outline {
        commands: commands.into(),
        width,
        line,
    };
    (outline(draw(&body)), outline(lines))
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
    fn a_piece_body_is_every_contour_one_way_round() {
        let (body, lines) = figurine('♖');
        assert_eq!(
            body.commands.matches('M').count(),
            lines.commands.matches('M').count()
        );
        assert!(body.width > 0.5 && body.line > 1.0);
        let mut contours = Contours::default();
        let face = face(Weight::Regular).unwrap();
        face.outline_glyph(face.glyph_index('♖').unwrap(), &mut contours);
        // The rook's outline has holes: contours both ways round.
        assert!(contours.0.iter().any(|c| c.winding() < 0.0));
        assert!(contours.0.iter().any(|c| c.winding() > 0.0));
        for contour in &contours.0 {
            let back = contour.reversed();
            assert!((back.winding() + contour.winding()).abs() < 1.0);
        }
    }

    #[test]
    fn capitals_are_nearly_three_quarters_of_the_size() {
        for weight in [Weight::Regular, Weight::Bold] {
            let cap = cap_height(weight);
            assert!((0.72..0.74).contains(&cap), "{weight:?}: {cap}");
        }
    }
}
