//! The speech tests' tools: Debian's espeak-ng, sox and pocketsphinx,
//! installed once when missing (as root, as on CI), and what the
//! recogniser hears in a WAV.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::{apt_install, have};

/// The Debian packages the speech tests use, installed once when missing.
pub fn speech_tools() {
    static READY: std::sync::Once = std::sync::Once::new();
    READY.call_once(|| {
        if have("espeak-ng") && have("pocketsphinx_batch") && have("sox") && model().exists() {
            return;
        }
        apt_install(
            "espeak-ng libespeak-ng1 sox pocketsphinx pocketsphinx-en-us",
            "the speech tests",
        );
    });
}

/// Debian's US English acoustic model and its dictionary.
fn model() -> PathBuf {
    PathBuf::from("/usr/share/pocketsphinx/model/en-us")
}

/// An empty directory of this test process's own.
pub fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pendule-speech-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// What pocketsphinx hears in the WAV's channel `channel` (from 1), made
/// 16 kHz mono by sox (the model's rate) with half a second of silence
/// around, held to the grammar `tests/data/speech/{grammar}.jsgf`. Its
/// dictionary is the model's, with `words` (`word PHONES` lines) added for
/// what the model's lacks.
pub fn recognised(wav: &Path, channel: usize, dir: &Path, grammar: &str, words: &str) -> String {
    let heard = dir.join("heard.wav");
    let status = Command::new("sox")
        .arg(wav)
        .args(["-r", "16000", "-c", "1", "-b", "16"])
        .arg(&heard)
        .args(["remix", &channel.to_string(), "pad", "0.5", "0.5"])
        .status()
        .unwrap();
    assert!(status.success());
    let mut dict = std::fs::read_to_string(model().join("cmudict-en-us.dict")).unwrap();
    dict.push_str(words);
    std::fs::write(dir.join("dict"), dict).unwrap();
    std::fs::write(dir.join("ctl"), "heard\n").unwrap();
    let grammar = super::data(&format!("speech/{grammar}.jsgf"));
    let status = Command::new("pocketsphinx_batch")
        .args(["-adcin", "yes", "-cepext", ".wav", "-logfn", "/dev/null"])
        .arg("-dict")
        .arg(dir.join("dict"))
        .arg("-cepdir")
        .arg(dir)
        .arg("-ctl")
        .arg(dir.join("ctl"))
        .arg("-hyp")
        .arg(dir.join("hyp"))
        .arg("-jsgf")
        .arg(grammar)
        .status()
        .unwrap();
    assert!(status.success());
    let hyp = std::fs::read_to_string(dir.join("hyp")).unwrap();
    // "white one hour ... (heard -24227)": the words before the score.
    hyp.split(" (").next().unwrap_or_default().trim().to_owned()
}
