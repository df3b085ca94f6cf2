//! Nothing cut off, nothing off the screen: every screen, in each state a
//! round brings, in each language (English, French, German, Spanish), at
//! 800x480 and 1280x720, laid out by Slint's testing backend with the real
//! fonts. Each text (a `Label`, ui/label.slint) says the room its words
//! need; the room it has must hold them: one line across, wrapped lines
//! down. What a player touches during a game is at least 48 px (9 mm)
//! each way on the 7" panel. And what a player reads from the seat during
//! play (a `Label` marked `seat`: the names, the clocks, the move counts,
//! the control, the period, an offer, the banner, the heading) stands at
//! least 4.7 mm tall on the 7" 800x480 panel (154 x 86 mm, 5.2 px a mm),
//! as large a share of the screen at 1280x720. The height is a capital's
//! (and a digit's), measured on the embedded font's outline of "H": the
//! character height the legibility rules count (16' of arc at a metre is
//! 4.7 mm), and the height of the digits and capitals a player looks for.

#![cfg(feature = "ui")]

use i_slint_backend_testing::{ElementHandle, ElementRoot, init_no_event_loop};
use pendule::app::ui::AppWindow;
use pendule::app::ui::screens::{SIZES, ruling_screens, walk};
use pendule::app::ui::turned::{Weight, cap_height};
use pendule::words::Language;
use slint::ComponentHandle;

/// Half a pixel: Slint's layout rounds.
const SLACK: f32 = 0.5;

/// 4.7 mm at 5.2 px a mm: a capital read from the seat on the 7" panel.
const SEAT_CAP_PX: f32 = 4.7 * 5.2;

/// The 7" panel's height, which the seat height is a share of.
const PANEL_HEIGHT: f32 = 480.0;

/// A seat text (its description from ui/label.slint) whose capitals stand
/// under 4.7 mm on a screen `height` px tall, as "what: mm"; with its
/// capital's height in mm on the panel either way.
fn seat_text(description: &str, text: &str, height: f32) -> Option<(f32, Option<String>)> {
    let parts: Vec<&str> = description.split(' ').collect();
    if parts.get(5) != Some(&"seat") {
        return None;
    }
    let size: f32 = parts.get(4)?.replace(',', ".").parse().ok()?;
    let cap = size * cap_height(Weight::Regular);
    // On the panel: the same share of the screen's height.
    let mm = cap * PANEL_HEIGHT / height / 5.2;
    let small = cap * PANEL_HEIGHT / height + SLACK < SEAT_CAP_PX;
    Some((mm, small.then(|| format!("{text:?}: capitals {mm:.2} mm"))))
}

/// What the texts of one screen showed.
#[derive(Default)]
struct Looked {
    /// What lacks room or is too small, as "what: needs x has".
    problems: Vec<String>,
    /// How many texts were looked at.
    texts: usize,
    /// The smallest seat text's capitals, in mm on the panel.
    smallest_seat: Option<f32>,
}

/// Every text of the window that lacks room, or that a player reads from
/// the seat and is too small.
fn looked_at(app: &AppWindow, width: f32, height: f32) -> Looked {
    let mut problems = Vec::new();
    let mut looked = 0;
    let mut smallest: Option<f32> = None;
    for element in app.root_element().query_descendants().find_all() {
        let Some(description) = element.accessible_description() else {
            continue;
        };
        let mut parts = description.split(' ');
        let (Some(kind @ ("line" | "wrap")), Some(w), Some(h), Some(word)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        // Slint writes numbers with the decimal comma of the language shown
        // (136,5 in French, German and Spanish).
        let number = |n: &str| n.replace(',', ".").parse::<f32>();
        let (Ok(need_w), Ok(need_h), Ok(longest_word)) = (number(w), number(h), number(word))
        else {
            problems.push(format!("a label's measures unread: {description:?}"));
            continue;
        };
        let text = element.accessible_label().unwrap_or_default();
        let size = element.size();
        let at = element.absolute_position();
        // Hidden and empty texts take no room and need none.
        if text.is_empty() || size.width <= 0.0 || size.height <= 0.0 || !visible(&element) {
            continue;
        }
        looked += 1;
        if let Some((mm, small)) = seat_text(&description, &text, height) {
            smallest = Some(smallest.map_or(mm, |s| s.min(mm)));
            problems.extend(small);
        }
        if kind == "line" && need_w > size.width + SLACK {
            problems.push(format!(
                "{text:?}: needs {need_w} px across, has {}",
                size.width
            ));
        }
        // Slint breaks a word wider than the room inside it.
        if kind == "wrap" && longest_word > size.width + SLACK {
            problems.push(format!(
                "{text:?}: a word needs {longest_word} px across, has {}",
                size.width
            ));
        }
        if need_h > size.height + SLACK {
            problems.push(format!(
                "{text:?}: needs {need_h} px down, has {}",
                size.height
            ));
        }
        if at.x < -SLACK
            || at.y < -SLACK
            || at.x + size.width > width + SLACK
            || at.y + size.height > height + SLACK
        {
            problems.push(format!("{text:?}: runs off the screen at {at:?} {size:?}"));
        }
    }
    Looked {
        problems,
        texts: looked,
        smallest_seat: smallest,
    }
}

/// Every text of the window that lacks room or is too small, and how many
/// texts were looked at.
fn cramped(app: &AppWindow, width: f32, height: f32) -> (Vec<String>, usize) {
    let looked = looked_at(app, width, height);
    (looked.problems, looked.texts)
}

/// The screens a player touches during a game.
const DURING_A_GAME: [&str; 22] = [
    "play",
    "move-entry",
    "play-menu",
    "offer-draw",
    "accept-draw",
    "resign",
    "call-asking",
    "call-waiting",
    "call-seen",
    "play-call-seen",
    "call-no-hall",
    "arbiter-pin-call",
    "play-face-to-face",
    "play-low-time",
    "play-flag",
    "clock",
    "clock-low-time",
    "clock-flag",
    "clock-restored",
    "clock-face-to-face",
    "result",
    "result-proof",
];

/// 48 px: 9 mm on the 7" 800x480 panel, a finger in a hurry.
const FINGER: f32 = 48.0;

/// Every button smaller than a finger, as "what: size".
fn small_buttons(app: &AppWindow) -> Vec<String> {
    app.root_element()
        .query_descendants()
        .match_accessible_role(i_slint_backend_testing::AccessibleRole::Button)
        .find_all()
        .into_iter()
        .filter(visible)
        .map(|b| (b.accessible_label().unwrap_or_default(), b.size()))
        .filter(|(_, size)| size.width + SLACK < FINGER || size.height + SLACK < FINGER)
        .map(|(label, size)| format!("{label:?}: {size:?}"))
        .collect()
}

/// Whether the element and its ancestors are drawn (an element inside a
/// scrolled list may lie outside the window by design: it is not checked).
fn visible(element: &ElementHandle) -> bool {
    element.computed_opacity() > 0.0
}

#[test]
fn every_text_fits_on_every_screen_in_every_language_and_size() {
    init_no_event_loop();
    let mut problems = Vec::new();
    let mut looked = 0;
    let mut smallest = std::collections::BTreeMap::new();
    let rulings = ruling_screens();
    for language in Language::ALL {
        let app = AppWindow::new().unwrap();
        app.show().unwrap();
        walk(&app, language, &mut |app, name| {
            for (width, height) in SIZES {
                app.window()
                    .set_size(slint::PhysicalSize::new(width, height));
                let in_play = DURING_A_GAME.contains(&name) || rulings.iter().any(|r| r == name);
                if (width, height) == (800, 480) && in_play {
                    for small in small_buttons(app) {
                        problems.push(format!("{language:?} {name}: a small button {small}"));
                    }
                }
                let seen = looked_at(app, width as f32, height as f32);
                looked += seen.texts;
                for problem in seen.problems {
                    problems.push(format!("{language:?} {name} {width}x{height}: {problem}"));
                }
                if let Some(mm) = seen.smallest_seat
                    && (width, height) == (800, 480)
                {
                    let entry = smallest.entry(name.to_owned()).or_insert(mm);
                    *entry = entry.min(mm);
                }
            }
            Ok(())
        })
        .unwrap();
    }
    // What the players read from the seats, screen by screen.
    for (name, mm) in &smallest {
        println!("smallest seat text on {name} at 800x480: {mm:.2} mm");
    }
    for screen in ["play", "clock"] {
        assert!(smallest.contains_key(screen), "no seat text on {screen}");
    }
    assert!(
        problems.is_empty(),
        "{} cramped texts:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // 21 states, 2 sizes, 4 languages: a check that looked at little
    // would prove little.
    assert!(looked > 2_000, "only {looked} texts looked at");
}

#[test]
fn a_line_too_long_for_its_room_is_found() {
    init_no_event_loop();
    let app = AppWindow::new().unwrap();
    app.show().unwrap();
    app.window().set_size(slint::PhysicalSize::new(800, 480));
    let clock = app.global::<pendule::app::ui::ClockAdapter>();
    clock.set_heading("Open de Rennes · round 3 · board 12".into());
    assert_eq!(cramped(&app, 800.0, 480.0).0, Vec::<String>::new());
    let long = "Championnat de France des jeunes · ronde 11 · échiquier 112";
    clock.set_heading(long.into());
    let (found, _) = cramped(&app, 800.0, 480.0);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("px across"), "{found:?}");
}

#[test]
fn a_word_broken_across_lines_is_found() {
    use pendule::app::ui::{Navigation, Page, SetupAdapter};
    init_no_event_loop();
    let app = AppWindow::new().unwrap();
    app.show().unwrap();
    app.window().set_size(slint::PhysicalSize::new(800, 480));
    app.global::<Navigation>().set_page(Page::Setup);
    let presets = |own: &str| {
        let mut names = vec![slint::SharedString::new(); 5];
        names.push(own.into());
        slint::ModelRc::new(slint::VecModel::from(names))
    };
    let setup = app.global::<SetupAdapter>();
    // A user preset's name of short words wraps as it should...
    setup.set_presets(presets(
        "the club's own control of ninety minutes and thirty seconds",
    ));
    assert_eq!(cramped(&app, 800.0, 480.0).0, Vec::<String>::new());
    // ...one word wider than its button is broken in the middle.
    setup.set_presets(presets("Mannschaftsmeisterschaftsendrundenbedenkzeit"));
    let (found, _) = cramped(&app, 800.0, 480.0);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("a word needs"), "{found:?}");
}

/// The check itself: a name at the size of earlier versions (26 px on the
/// 7" panel, capitals 3.6 mm) is too small from the seat, the play
/// screen's (34.6 px) is not, and at 1280x720 the size counts as a share
/// of the screen.
#[test]
fn a_text_too_small_for_the_seats_is_found() {
    let old = seat_text("line 100 30 40 26 seat", "Lefèvre, Anne", 480.0);
    let (mm, small) = old.unwrap();
    assert!((3.5..3.8).contains(&mm), "{mm}");
    assert!(small.unwrap().contains("Lefèvre, Anne"));
    assert_eq!(
        seat_text("line 100 40 40 34.56 seat", "", 480.0).unwrap().1,
        None
    );
    assert!(
        seat_text("line 100 40 40 34.56 seat", "", 720.0)
            .unwrap()
            .1
            .is_some()
    );
    assert_eq!(
        seat_text("line 100 40 40 51.84 seat", "", 720.0).unwrap().1,
        None
    );
    // A text not read from the seat is not held to it.
    assert_eq!(seat_text("line 100 20 40 12", "", 480.0), None);
}
