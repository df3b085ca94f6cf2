//! The software renderer's time for one full frame of the clock screen at
//! 800x480, the official 7" display: upright, and face to face (the right
//! half in segment bars).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pendule::app::ui::clock_screen::glyph_codes;
use pendule::app::ui::{AppWindow, ClockAdapter, SideFace, headless};
use slint::ComponentHandle;

fn bench(c: &mut Criterion) {
    let window = headless::install().expect("the headless platform");
    let app = AppWindow::new().expect("the screens");
    app.show().expect("shown");
    let clock = app.global::<ClockAdapter>();
    let face = |time: &str, running| SideFace {
        name: "Dupont, Éloïse".into(),
        time: time.into(),
        running,
        moves: 23,
        period: "17 to control".into(),
        time_codes: glyph_codes(time),
        moves_codes: glyph_codes("23"),
        ..SideFace::default()
    };
    clock.set_black(face("1:19:40", false));
    for (name, face_to_face) in [
        ("render_clock_800x480_full_frame", false),
        ("render_clock_face_to_face_800x480_full_frame", true),
    ] {
        clock.set_face_to_face(face_to_face);
        // Each frame a different time, so that the whole frame is drawn anew.
        let mut second = 0u32;
        c.bench_function(name, |b| {
            b.iter(|| {
                second += 1;
                let time = format!("{}:{:02}", second / 60 % 60, second % 60);
                clock.set_white(face(&time, true));
                clock.set_black(face(&time, false));
                black_box(headless::render(&window, 800, 480))
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
