//! The Slint screens compiled from `ui/`: each drawn from the view by its
//! `*_screen` file, and driven by its controller in `control/`.

slint::include_modules!();

pub mod arbiter_asks;
pub mod arbiter_incidents;
pub mod arbiter_log;
pub mod arbiter_screen;
pub mod board_entry;
pub mod board_question;
pub mod board_screen;
pub mod call_screen;
pub mod clock_screen;
pub mod control;
pub mod eboard_screen;
pub mod headless;
pub mod home_code;
pub mod names;
pub mod orientation;
pub mod result_screen;
pub mod screens;
pub mod settings_screen;
pub mod setup_screen;
pub mod sheet_screen;
pub mod speech_settings;
pub mod turned;
pub mod usb_screen;
