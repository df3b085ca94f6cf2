//! The software renderer's time for one full frame of the clock screen at
//! 800x480, the official 7" display: upright, and face to face (the right
//! half drawn as turned glyph outlines).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use pendule::app::ui::turned::{Weight, turned};
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
        name_turned: turned("Dupont, Éloïse", Weight::Regular),
        time_turned: turned(time, Weight::Bold),
        moves_turned: turned("23 moves", Weight::Regular),
        period_turned: turned("17 to control", Weight::Regular),
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
