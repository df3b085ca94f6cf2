//! Low time readable by everyone: the clock's digits keep a contrast of at
//! least 4.5:1 (WCAG AA for text) on both halves, low time included, and
//! the low-time frame and bar stand out at 3:1 (WCAG's figure for shapes)
//! from both halves: a red-green colour-blind player sees them by
//! lightness alone. The colours are read from ui/theme.slint.

use std::collections::HashMap;

fn theme() -> HashMap<String, [f64; 3]> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/ui/theme.slint")).unwrap();
    let mut colours = HashMap::new();
    for line in text.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("out property <color> ") else {
            continue;
        };
        let (name, value) = rest.split_once(':').unwrap();
        let hex = value.trim().trim_end_matches(';').trim_start_matches('#');
        let channel = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        colours.insert(name.trim().to_owned(), [channel(0), channel(2), channel(4)]);
    }
    colours
}

/// WCAG 2's relative luminance.
fn luminance([r, g, b]: [f64; 3]) -> f64 {
    let linear = |c: f64| {
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

fn contrast(a: [f64; 3], b: [f64; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn the_clock_digits_and_the_low_time_cue_keep_their_contrast() {
    let theme = theme();
    let c = |name: &str| theme[name];
    let pairs = [
        ("running-text", "running", 4.5),
        ("waiting-text", "waiting", 4.5),
        ("text", "waiting", 4.5),
        ("text", "low-time-back", 4.5),
        ("low-time", "running", 3.0),
        ("low-time", "waiting", 3.0),
    ];
    for (front, back, least) in pairs {
        let ratio = contrast(c(front), c(back));
        println!("{front} on {back}: {ratio:.2}:1");
        assert!(
            ratio >= least,
            "{front} on {back}: {ratio:.2}:1 < {least}:1"
        );
    }
}

#[test]
fn the_formula_matches_wcag_s_own_figures() {
    assert!((contrast([0.0; 3], [1.0; 3]) - 21.0).abs() < 1e-9);
    assert!((contrast([1.0; 3], [1.0; 3]) - 1.0).abs() < 1e-9);
    // The review's figure: the old red on the running green, 1.03:1.
    let red = [197.0 / 255.0, 34.0 / 255.0, 31.0 / 255.0];
    let green = [19.0 / 255.0, 115.0 / 255.0, 51.0 / 255.0];
    assert!((contrast(red, green) - 1.03).abs() < 0.01);
}
