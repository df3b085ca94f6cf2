//! Renders screens without a display, with Slint's software renderer: for
//! `pendule screens DIR`, the README's pictures and the UI tests.

use std::path::Path;
use std::rc::Rc;

use slint::PhysicalSize;
use slint::Rgb8Pixel;
use slint::platform::software_renderer::{MinimalSoftwareWindow, RepaintBufferType};
use slint::platform::{Platform, WindowAdapter};

/// A platform whose only window is drawn into memory.
struct Headless {
    window: Rc<MinimalSoftwareWindow>,
}

impl Platform for Headless {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Ok(self.window.clone())
    }
}

/// Installs the headless platform for this process and returns its window.
///
/// # Errors
/// A platform was already installed.
pub fn install() -> Result<Rc<MinimalSoftwareWindow>, slint::PlatformError> {
    let window = MinimalSoftwareWindow::new(RepaintBufferType::NewBuffer);
    slint::platform::set_platform(Box::new(Headless {
        window: window.clone(),
    }))
    .map_err(|e| slint::PlatformError::Other(e.to_string()))?;
    Ok(window)
}

/// Draws the window at `width` x `height` into RGB pixels.
pub fn render(window: &MinimalSoftwareWindow, width: u32, height: u32) -> Vec<Rgb8Pixel> {
    window.set_size(PhysicalSize::new(width, height));
    slint::platform::update_timers_and_animations();
    let mut pixels = vec![Rgb8Pixel::default(); (width * height) as usize];
    window.request_redraw();
    window.draw_if_needed(|renderer| {
        renderer.render(&mut pixels, width as usize);
    });
    pixels
}

/// Writes pixels as a PNG file.
///
/// # Errors
/// The file cannot be written.
pub fn write_png(
    path: &Path,
    pixels: &[Rgb8Pixel],
    width: u32,
    height: u32,
) -> std::io::Result<()> {
    let file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut encoder = png::Encoder::new(file, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(std::io::Error::other)?;
    let bytes: Vec<u8> = pixels.iter().flat_map(|p| [p.r, p.g, p.b]).collect();
    writer
        .write_image_data(&bytes)
        .map_err(std::io::Error::other)?;
    writer.finish().map_err(std::io::Error::other)
}
