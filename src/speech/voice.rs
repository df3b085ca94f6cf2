//! espeak-ng (Debian's `libespeak-ng1`, GPL-3.0-or-later) synthesising to
//! memory, through a few of its C functions opened at run time: the build
//! needs no -dev package on any machine (nor the Pi's cross-build), and a
//! device without the library still runs its clock, silent, saying why once.
//! The library keeps one global state: one [`Voice`] at a time, behind a lock.

use std::ffi::{CString, c_char, c_int, c_short, c_uint, c_void};
use std::sync::{Mutex, MutexGuard, OnceLock};

use libloading::Library;

use crate::words::Language;

/// The library's name as Debian and Raspberry Pi OS ship it.
pub const LIBRARY: &str = "libespeak-ng.so.1";

/// Why there is no voice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VoiceError {
    /// The library is not installed.
    #[error(
        "no speech: {LIBRARY} cannot be loaded ({0}); install espeak-ng-data and libespeak-ng1"
    )]
    Missing(String),
    /// It did not start (its data is missing).
    #[error("no speech: espeak-ng did not start (is espeak-ng-data installed?)")]
    Start,
    /// A language's voice is missing.
    #[error("no speech: espeak-ng has no voice '{0}'")]
    NoVoice(String),
}

type SynthCallback = unsafe extern "C" fn(*mut c_short, c_int, *mut c_void) -> c_int;

/// The functions pendule calls (speak_lib.h, API revision 12).
struct Api {
    set_synth_callback: unsafe extern "C" fn(SynthCallback),
    set_voice_by_name: unsafe extern "C" fn(*const c_char) -> c_int,
    set_parameter: unsafe extern "C" fn(c_int, c_int, c_int) -> c_int,
    #[allow(clippy::type_complexity)]
    synth: unsafe extern "C" fn(
        *const c_void,
        usize,
        c_uint,
        c_int,
        c_uint,
        c_uint,
        *mut c_uint,
        *mut c_void,
    ) -> c_int,
    text_to_phonemes: unsafe extern "C" fn(*mut *const c_void, c_int, c_int) -> *const c_char,
    /// Kept loaded for as long as the functions above are used.
    _library: Library,
}

const AUDIO_OUTPUT_SYNCHRONOUS: c_int = 2;
const ESPEAK_INITIALIZE_DONT_EXIT: c_int = 0x8000;
const ESPEAK_RATE: c_int = 1;
const POS_CHARACTER: c_int = 1;
const ESPEAK_CHARS_UTF8: c_uint = 1;
const ESPEAK_PHONEMES_IPA: c_int = 0x02;

/// The sample rate espeak-ng's voices speak at.
pub const RATE: u32 = 22_050;

fn load() -> Result<Api, VoiceError> {
    let missing = |e: libloading::Error| VoiceError::Missing(e.to_string());
    // SAFETY: loading espeak-ng runs no code of its own but its
    // initialisers, which only set up its tables.
    let library = unsafe { Library::new(LIBRARY) }.map_err(missing)?;
    // SAFETY: each symbol is taken with the signature speak_lib.h gives it.
    unsafe {
        let initialize = *library
            .get::<unsafe extern "C" fn(c_int, c_int, *const c_char, c_int) -> c_int>(
                b"espeak_Initialize\0",
            )
            .map_err(missing)?;
        // Synchronous: espeak_Synth returns when it is done, having handed
        // each chunk of samples (100 ms) to the callback on this thread.
        if initialize(
            AUDIO_OUTPUT_SYNCHRONOUS,
            100,
            std::ptr::null(),
            ESPEAK_INITIALIZE_DONT_EXIT,
        ) <= 0
        {
            return Err(VoiceError::Start);
        }
        Ok(Api {
            set_synth_callback: *library.get(b"espeak_SetSynthCallback\0").map_err(missing)?,
            set_voice_by_name: *library.get(b"espeak_SetVoiceByName\0").map_err(missing)?,
            set_parameter: *library.get(b"espeak_SetParameter\0").map_err(missing)?,
            synth: *library.get(b"espeak_Synth\0").map_err(missing)?,
            text_to_phonemes: *library.get(b"espeak_TextToPhonemes\0").map_err(missing)?,
            _library: library,
        })
    }
}

fn api() -> Result<MutexGuard<'static, Api>, VoiceError> {
    static API: OnceLock<Result<Mutex<Api>, VoiceError>> = OnceLock::new();
    match API.get_or_init(|| load().map(Mutex::new)) {
        Ok(api) => Ok(api.lock().unwrap_or_else(|e| e.into_inner())),
        Err(e) => Err(e.clone()),
    }
}

/// Where the samples of the synthesis running on this thread go; `false`
/// from it stops the synthesis (a newer announcement cuts it).
type Chunks<'a> = &'a mut dyn FnMut(&[i16]) -> bool;

/// The running synthesis's `Chunks`, its lifetime erased.
type Erased = *mut (dyn FnMut(&[i16]) -> bool + 'static);

thread_local! {
    static CHUNKS: std::cell::Cell<Option<Erased>> = const { std::cell::Cell::new(None) };
}

unsafe extern "C" fn on_samples(wav: *mut c_short, count: c_int, _events: *mut c_void) -> c_int {
    let Some(chunks) = CHUNKS.with(std::cell::Cell::get) else {
        return 1;
    };
    if wav.is_null() || count <= 0 {
        return 0;
    }
    // SAFETY: espeak-ng hands `count` samples at `wav`, valid during the
    // call; `chunks` is the closure `speak` set on this thread for the
    // length of its espeak_Synth call.
    let go_on = unsafe { (*chunks)(std::slice::from_raw_parts(wav, count as usize)) };
    if go_on { 0 } else { 1 }
}

/// Loads and starts espeak-ng, if it is not yet.
///
/// # Errors
/// No library, or it did not start.
pub fn ready() -> Result<(), VoiceError> {
    api().map(|_| ())
}

/// The voice of a language: its espeak-ng language with the Klatt variant,
/// the clearest of Debian's to a recogniser (pocketsphinx heard "10
/// seconds" and "59 minutes" right in it, not in the default voice).
pub fn voice_name(lang: Language) -> &'static str {
    match lang {
        Language::English => "en-us+klatt",
        Language::French => "fr+klatt",
        Language::German => "de+klatt",
        Language::Spanish => "es+klatt",
    }
}

/// Says `text` in `lang`'s voice at `rate` words a minute: 16-bit mono
/// samples at [`RATE`] go to `chunks` as they are made (about 100 ms each);
/// `chunks` returning `false` stops it.
///
/// # Errors
/// No library, or no voice for the language.
pub fn speak(text: &str, lang: Language, rate: u32, chunks: Chunks<'_>) -> Result<(), VoiceError> {
    let api = api()?;
    let name = voice_name(lang);
    let voice = CString::new(name).unwrap_or_default();
    let text = CString::new(text.replace('\0', " ")).unwrap_or_default();
    // SAFETY: the C strings outlive the calls; the callback reads the
    // closure stored for this thread only while espeak_Synth runs, which
    // calls it on this thread (synchronous mode), and the lock keeps
    // other threads out of the library meanwhile.
    unsafe {
        if (api.set_voice_by_name)(voice.as_ptr()) != 0 {
            return Err(VoiceError::NoVoice(name.into()));
        }
        (api.set_parameter)(ESPEAK_RATE, rate.clamp(80, 450) as c_int, 0);
        (api.set_synth_callback)(on_samples);
        let erased: *mut (dyn FnMut(&[i16]) -> bool + '_) = chunks;
        // The lifetime is erased for the thread-local; it is cleared below
        // before `chunks` can go.
        let erased: Erased = std::mem::transmute(erased);
        CHUNKS.with(|c| c.set(Some(erased)));
        let bytes = text.as_bytes_with_nul();
        (api.synth)(
            bytes.as_ptr().cast(),
            bytes.len(),
            0,
            POS_CHARACTER,
            0,
            ESPEAK_CHARS_UTF8,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        );
        CHUNKS.with(|c| c.set(None));
    }
    Ok(())
}

/// All of `text` said in `lang`'s voice, as samples at [`RATE`].
///
/// # Errors
/// As [`speak`].
pub fn samples(text: &str, lang: Language, rate: u32) -> Result<Vec<i16>, VoiceError> {
    let mut out = Vec::new();
    speak(text, lang, rate, &mut |chunk| {
        out.extend_from_slice(chunk);
        true
    })?;
    Ok(out)
}

/// The phonemes espeak-ng reads `text` as in `lang`'s voice, in IPA (what
/// `espeak-ng -v LANG -q --ipa` prints), one clause a line.
///
/// # Errors
/// As [`speak`].
pub fn phonemes(text: &str, lang: Language) -> Result<String, VoiceError> {
    let api = api()?;
    let name = voice_name(lang);
    let voice = CString::new(name).unwrap_or_default();
    let text = CString::new(text.replace('\0', " ")).unwrap_or_default();
    let mut out = Vec::new();
    // SAFETY: espeak_TextToPhonemes reads the string at `at` up to a
    // clause's end, moves `at` past it (null at the end) and returns its
    // own buffer, copied before the next call.
    unsafe {
        if (api.set_voice_by_name)(voice.as_ptr()) != 0 {
            return Err(VoiceError::NoVoice(name.into()));
        }
        let mut at: *const c_void = text.as_ptr().cast();
        while !at.is_null() {
            let clause = (api.text_to_phonemes)(&raw mut at, 1, ESPEAK_PHONEMES_IPA);
            if clause.is_null() {
                break;
            }
            out.push(
                std::ffi::CStr::from_ptr(clause)
                    .to_string_lossy()
                    .into_owned(),
            );
        }
    }
    Ok(out.join("\n"))
}
