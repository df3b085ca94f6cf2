//! Playback through ALSA (`libasound.so.2`, in every Debian and Raspberry Pi
//! OS system), opened at run time like espeak-ng: eight functions of its
//! simple PCM API, 16-bit interleaved frames written as they are mixed.

use std::ffi::{CStr, CString, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::sync::OnceLock;
use std::time::Duration;

use libloading::Library;

/// The library's name.
pub const LIBRARY: &str = "libasound.so.2";

/// Why nothing plays.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SoundError {
    /// No ALSA library.
    #[error("no sound: {LIBRARY} cannot be loaded ({0}); install libasound2")]
    Missing(String),
    /// The device cannot be opened or set up.
    #[error("no sound on ALSA device '{device}': {why}")]
    Device {
        /// The device name.
        device: String,
        /// ALSA's words.
        why: String,
    },
    /// Writing failed and could not be recovered.
    #[error("sound stopped: {0}")]
    Write(String),
}

struct Api {
    open: unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int,
    set_params:
        unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    writei: unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int,
    drain: unsafe extern "C" fn(*mut c_void) -> c_int,
    prepare: unsafe extern "C" fn(*mut c_void) -> c_int,
    close: unsafe extern "C" fn(*mut c_void) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
    _library: Library,
}

const STREAM_PLAYBACK: c_int = 0;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;

fn load() -> Result<Api, SoundError> {
    let missing = |e: libloading::Error| SoundError::Missing(e.to_string());
    // SAFETY: loading alsa-lib runs only its initialisers.
    let library = unsafe { Library::new(LIBRARY) }.map_err(missing)?;
    // SAFETY: each symbol with the signature of alsa/pcm.h.
    unsafe {
        Ok(Api {
            open: *library.get(b"snd_pcm_open\0").map_err(missing)?,
            set_params: *library.get(b"snd_pcm_set_params\0").map_err(missing)?,
            writei: *library.get(b"snd_pcm_writei\0").map_err(missing)?,
            recover: *library.get(b"snd_pcm_recover\0").map_err(missing)?,
            drain: *library.get(b"snd_pcm_drain\0").map_err(missing)?,
            prepare: *library.get(b"snd_pcm_prepare\0").map_err(missing)?,
            close: *library.get(b"snd_pcm_close\0").map_err(missing)?,
            strerror: *library.get(b"snd_strerror\0").map_err(missing)?,
            _library: library,
        })
    }
}

fn api() -> Result<&'static Api, SoundError> {
    static API: OnceLock<Result<Api, SoundError>> = OnceLock::new();
    API.get_or_init(load).as_ref().map_err(Clone::clone)
}

/// An open playback device.
pub struct Pcm {
    api: &'static Api,
    handle: *mut c_void,
    channels: usize,
}

// SAFETY: an ALSA PCM handle may be used from any one thread at a time;
// `Pcm` is owned by the playback thread.
unsafe impl Send for Pcm {}

impl Pcm {
    /// Opens `device` for `channels` channels of 16-bit samples at `rate`,
    /// with about `latency` of buffer (resampled by ALSA's plug layer when
    /// the card wants another rate).
    ///
    /// # Errors
    /// No ALSA, or the device cannot be opened at that format.
    pub fn open(
        device: &str,
        rate: u32,
        channels: u16,
        latency: Duration,
    ) -> Result<Pcm, SoundError> {
        let api = api()?;
        let name = CString::new(device).unwrap_or_default();
        let failed = |why: c_int| SoundError::Device {
            device: device.into(),
            why: words(api, why),
        };
        let mut handle = std::ptr::null_mut();
        // SAFETY: snd_pcm_open writes a handle into `handle` on success; the
        // parameters are set on that handle only.
        unsafe {
            let e = (api.open)(&raw mut handle, name.as_ptr(), STREAM_PLAYBACK, 0);
            if e < 0 {
                return Err(failed(e));
            }
            let micros = latency.as_micros().min(u128::from(u32::MAX)) as c_uint;
            let e = (api.set_params)(
                handle,
                FORMAT_S16_LE,
                ACCESS_RW_INTERLEAVED,
                c_uint::from(channels),
                rate,
                1,
                micros,
            );
            if e < 0 {
                (api.close)(handle);
                return Err(failed(e));
            }
        }
        Ok(Pcm {
            api,
            handle,
            channels: usize::from(channels.max(1)),
        })
    }

    /// Plays interleaved frames; blocks while the device's buffer is full
    /// (the pace of the sound). An underrun between two announcements is
    /// recovered.
    ///
    /// # Errors
    /// The device went away.
    pub fn write(&mut self, samples: &[i16]) -> Result<(), SoundError> {
        let mut at = 0;
        while at < samples.len() {
            let frames = (samples.len() - at) / self.channels;
            if frames == 0 {
                break;
            }
            // SAFETY: `frames` whole frames are readable from `at`.
            let n = unsafe {
                (self.api.writei)(
                    self.handle,
                    samples[at..].as_ptr().cast(),
                    frames as c_ulong,
                )
            };
            if n < 0 {
                // SAFETY: recover takes the handle and the error just had.
                let e = unsafe { (self.api.recover)(self.handle, n as c_int, 1) };
                if e < 0 {
                    return Err(SoundError::Write(words(self.api, e)));
                }
                continue;
            }
            at += n as usize * self.channels;
        }
        Ok(())
    }

    /// Waits until what was written has played, and makes the device
    /// ready for the next announcement.
    pub fn drain(&mut self) {
        // SAFETY: the handle is open.
        unsafe {
            (self.api.drain)(self.handle);
            (self.api.prepare)(self.handle);
        }
    }
}

impl Drop for Pcm {
    fn drop(&mut self) {
        // SAFETY: the handle is open and never used again.
        unsafe { (self.api.close)(self.handle) };
    }
}

fn words(api: &Api, error: c_int) -> String {
    // SAFETY: snd_strerror returns a static string for any code.
    unsafe {
        let text = (api.strerror)(error);
        if text.is_null() {
            return format!("error {error}");
        }
        CStr::from_ptr(text).to_string_lossy().into_owned()
    }
}
