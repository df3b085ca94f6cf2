//! A play screen that never jumps, with digits read at a glance: in every
//! state the screens walk brings (rulings, offers, claims, incidents, a
//! move entered, the arbiter's pause, low time, a flag, a failing card), in
//! the four languages, at 800x480 and 1280x720, the board and both clocks
//! stand where they stood in the first picture of their screen, and the
//! clock digits' capitals stand at least 10 mm tall on the 7" 800x480
//! panel (5.2 px a mm), measured on the embedded bold font's "H" as
//! tests/layout.rs measures the seat texts.

#![cfg(feature = "ui")]

use std::collections::BTreeMap;

use i_slint_backend_testing::{ElementHandle, init_no_event_loop};
use pendule::app::ui::AppWindow;
use pendule::app::ui::screens::{SIZES, ruling_screens, walk};
use pendule::app::ui::turned::{Weight, cap_height};
use pendule::words::Language;
use slint::ComponentHandle;

/// Half a pixel: Slint's layout rounds.
const SLACK: f32 = 0.5;

/// 10 mm at 5.2 px a mm: a DGT clock's digits from a standing spectator.
const DIGITS_MM: f32 = 10.0;

/// What must never move: on the board screen the board and both clocks,
/// on the clock alone both halves.
const STEADY: [&str; 5] = [
    "BoardScreen::board",
    "BoardScreen::top-clock",
    "BoardScreen::bottom-clock",
    "ClockScreen::left",
    "ClockScreen::right",
];

/// The clock digits of both screens.
const DIGITS: [&str; 2] = ["PlayClock::digits", "Half::digits"];

/// Where `id` stands now, if it is shown: x, y, width, height.
fn place(app: &AppWindow, id: &str) -> Option<[f32; 4]> {
    let element = ElementHandle::find_by_element_id(app, id).next()?;
    let (at, size) = (element.absolute_position(), element.size());
    Some([at.x, at.y, size.width, size.height])
}

/// Each clock's digits shown now: their capitals' height in mm on the
/// 7" panel (the same share of the screen's height at any size).
fn digits_mm(app: &AppWindow, height: f32) -> Vec<(String, f32)> {
    let cap = cap_height(Weight::Bold);
    DIGITS
        .iter()
        .flat_map(|id| ElementHandle::find_by_element_id(app, id))
        .filter(|d| d.computed_opacity() > 0.0)
        .filter_map(|digits| {
            let text = digits.accessible_label()?;
            let description = digits.accessible_description()?;
            let size: f32 = description
                .split(' ')
                .nth(4)?
                .replace(',', ".")
                .parse()
                .ok()?;
            Some((text.to_string(), size * cap * 480.0 / height / 5.2))
        })
        .collect()
}

#[test]
fn the_board_and_the_clocks_never_move_and_the_digits_stand_10_mm() {
    init_no_event_loop();
    let mut moved = Vec::new();
    let mut small = Vec::new();
    let mut compared = 0;
    let mut smallest = f32::MAX;
    let mut measured = 0;
    let mut seen_rulings = Vec::new();
    for language in Language::ALL {
        let app = AppWindow::new().unwrap();
        app.show().unwrap();
        // The first place of each steady part at each size.
        let mut first: BTreeMap<(String, u32), ([f32; 4], String)> = BTreeMap::new();
        walk(&app, language, &mut |app, name| {
            if ruling_screens().iter().any(|s| s == name) {
                seen_rulings.push(name.to_owned());
            }
            for (width, height) in SIZES {
                app.window()
                    .set_size(slint::PhysicalSize::new(width, height));
                for id in STEADY {
                    let Some(now) = place(app, id) else { continue };
                    let key = (id.to_owned(), width);
                    let (was, in_screen) = first.entry(key).or_insert((now, name.to_owned()));
                    compared += 1;
                    if was.iter().zip(now).any(|(a, b)| (a - b).abs() > SLACK) {
                        moved.push(format!(
                            "{language:?} {name} {width}x{height}: {id} at {now:?}, \
                             at {was:?} on {in_screen}"
                        ));
                    }
                }
                for (text, mm) in digits_mm(app, height as f32) {
                    smallest = smallest.min(mm);
                    measured += 1;
                    if mm + SLACK / 5.2 < DIGITS_MM {
                        small.push(format!(
                            "{language:?} {name} {width}x{height}: {text:?} {mm:.1} mm"
                        ));
                    }
                }
            }
            Ok(())
        })
        .unwrap();
    }
    println!("smallest clock digits: {smallest:.1} mm of {measured}; {compared} places compared");
    assert!(
        moved.is_empty(),
        "{} moved:\n{}",
        moved.len(),
        moved.join("\n")
    );
    assert!(
        small.is_empty(),
        "{} small:\n{}",
        small.len(),
        small.join("\n")
    );
    // Every ruling state drawn in every language, and places compared in
    // each: a walk that lost its rulings would prove nothing.
    assert_eq!(
        seen_rulings.len(),
        ruling_screens().len() * Language::ALL.len()
    );
    assert!(compared > 500, "only {compared} places compared");
    assert!(measured > 300, "only {measured} clock digits measured");
}
