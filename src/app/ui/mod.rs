//! The Slint screens compiled from `ui/`, and one controller per adapter.

slint::include_modules!();

pub mod arbiter_asks;
pub mod arbiter_incidents;
pub mod arbiter_log;
pub mod arbiter_screen;
pub mod board_screen;
pub mod clock_screen;
pub mod eboard_screen;
pub mod headless;
pub mod orientation;
pub mod result_screen;
pub mod screens;
pub mod screens_recording;
pub mod settings_screen;
pub mod setup_screen;
pub mod sheet_screen;
pub mod speech_settings;
pub mod turned;
pub mod usb_screen;
