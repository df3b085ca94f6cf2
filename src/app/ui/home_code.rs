//! The game for the players' phones on the result screen: once both have
//! signed, its QR code (drawn again only when the game's text changes: a
//! code of 149 modules a side is worth encoding once, not every second).

use std::cell::RefCell;

use slint::{ComponentHandle, Image, Rgb8Pixel, SharedPixelBuffer};

use super::{AppWindow, ResultAdapter};
use crate::app::View;
use crate::pgn::pocket::{Carries, Pocket, PocketTexts, QUIET};

/// A code as the screen takes it: one pixel a module, its quiet zone in.
#[derive(Clone)]
struct Drawn {
    image: Image,
    modules: i32,
    carries: i32,
}

thread_local! {
    static DRAWN: RefCell<Option<(PocketTexts, Drawn)>> = const { RefCell::new(None) };
}

/// Shows the phones' key and code of `view` (none before both signed).
pub fn show(app: &AppWindow, view: &View) {
    let adapter = app.global::<ResultAdapter>();
    let Some(texts) = &view.pocket else {
        adapter.set_home_ready(false);
        adapter.set_home_shown(false);
        return;
    };
    let drawn = DRAWN.with(|cell| {
        let mut cell = cell.borrow_mut();
        match cell.as_ref() {
            Some((was, drawn)) if was == texts => drawn.clone(),
            _ => {
                let drawn = draw(texts.code().as_ref());
                *cell = Some((texts.clone(), drawn.clone()));
                drawn
            }
        }
    });
    adapter.set_home_code(drawn.image);
    adapter.set_home_modules(drawn.modules);
    adapter.set_home_carries(drawn.carries);
    adapter.set_home_ready(true);
}

/// `code` as an image, dark modules black on white; no code: the words
/// alone (carries 3).
fn draw(code: Option<&Pocket>) -> Drawn {
    let Some(code) = code else {
        return Drawn {
            image: Image::default(),
            modules: 1,
            carries: 3,
        };
    };
    let side = code.size + 2 * QUIET;
    let side32 = u32::try_from(side).unwrap_or(u32::MAX);
    let mut pixels = SharedPixelBuffer::<Rgb8Pixel>::new(side32, side32);
    let white = Rgb8Pixel::new(255, 255, 255);
    let black = Rgb8Pixel::new(0, 0, 0);
    for (i, pixel) in pixels.make_mut_slice().iter_mut().enumerate() {
        let (x, y) = (i % side, i / side);
        let module = x.checked_sub(QUIET).zip(y.checked_sub(QUIET));
        let dark = module
            .filter(|&(x, y)| x < code.size && y < code.size)
            .is_some_and(|(x, y)| code.dark[y * code.size + x]);
        *pixel = if dark { black } else { white };
    }
    Drawn {
        image: Image::from_rgb8(pixels),
        modules: i32::try_from(side).unwrap_or(1),
        carries: match code.carries {
            Carries::WithClocks => 0,
            Carries::MovesOnly => 1,
            Carries::CloseUp => 2,
        },
    }
}
