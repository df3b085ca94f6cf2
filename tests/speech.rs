//! The talking clock's sound, measured on the audio: every kind of
//! announcement in every language has speech in it (its voiced time and
//! loudness, on the listener's channel only); the English ones are heard
//! back by a recogniser (Debian's pocketsphinx) as the words they say; the
//! other languages' phonemes are espeak-ng's reading of the words written
//! out. espeak-ng and pocketsphinx are installed from Debian when missing
//! (as root, as on CI).

mod common;

use std::path::Path;
use std::process::Command;

use common::speech::{recognised, speech_tools, temp};
use std::time::Duration;

use pendule::speech::wav::{Sound, loudness};
use pendule::speech::{MoveWords, Said, SpokenMove, voice, words};
use pendule::words::Language;
use shakmaty::{Color, KnownOutcome, Role, Square};

fn time(side: Color, secs: u64, moves: u32, to_control: Option<u32>) -> Said {
    Said::Time {
        side,
        remaining: Duration::from_secs(secs),
        moves,
        to_control,
    }
}

/// One of each kind of announcement.
fn every_kind() -> Vec<Said> {
    let mv = SpokenMove {
        mover: Color::Black,
        role: Role::Knight,
        from: Square::G8,
        to: Square::F6,
        capture: true,
        promotion: None,
        castle: None,
        check: true,
        mate: false,
    };
    vec![
        time(Color::White, 4990, 23, Some(17)),
        Said::Move(mv),
        Said::Period {
            side: Color::White,
            period: 1,
        },
        Said::Threshold {
            side: Color::Black,
            left: Duration::from_secs(120),
        },
        Said::Flag { side: Color::White },
        Said::Result {
            outcome: KnownOutcome::Decisive {
                winner: Color::Black,
            },
            needs_arbiter: false,
        },
        Said::DrawOffer { by: Color::White },
        Said::Paused,
        Said::Resumed,
    ]
}

#[test]
fn every_kind_of_announcement_in_every_language_is_speech() {
    speech_tools();
    for lang in Language::ALL {
        for moves in [MoveWords::Language, MoveWords::AppendixD] {
            for said in every_kind() {
                if moves == MoveWords::AppendixD && !matches!(said, Said::Move(_)) {
                    continue;
                }
                let spoken = words(&said, lang, moves);
                let samples = voice::samples(&spoken.text, spoken.voice, 175).unwrap();
                let heard = loudness(&samples, voice::RATE);
                let words = spoken.text.split_whitespace().count() as f64;
                // espeak-ng at 175 words a minute: about a third of a
                // second a word, pauses between sentences aside.
                let (low, high) = (words * 0.12, words * 0.9 + 0.5);
                let voiced = heard.voiced.as_secs_f64();
                assert!(
                    (low..high).contains(&voiced),
                    "{}: '{}' sounds for {voiced:.2} s, not {low:.1} to {high:.1}",
                    lang.code(),
                    spoken.text
                );
                assert!(
                    heard.peak_rms > 0.05,
                    "{}: '{}' {heard:?}",
                    lang.code(),
                    spoken.text
                );
            }
        }
    }
}

fn pendule(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pendule"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn read(path: &Path) -> Sound {
    Sound::read(&mut std::fs::File::open(path).unwrap()).unwrap()
}

#[test]
fn the_wav_holds_the_listeners_speech_on_their_channel_only() {
    speech_tools();
    let dir = temp("channels");
    let wav = dir.join("fr.wav");
    let said = pendule(&[
        "announce",
        "--language",
        "fr",
        "--time",
        "1:23:10",
        "--moves",
        "23",
        "--to-control",
        "17",
        "--side",
        "white",
        "--wav",
        wav.to_str().unwrap(),
    ]);
    assert_eq!(
        said.trim(),
        "Blancs : une heure 23 minutes 10 secondes. 23 coups. 17 avant le contrôle."
    );
    let sound = read(&wav);
    assert_eq!((sound.channels, sound.rate), (2, voice::RATE));
    let white = loudness(&sound.channel(0), sound.rate);
    assert!(white.voiced > Duration::from_secs(2), "{white:?}");
    assert_eq!(
        loudness(&sound.channel(1), sound.rate).voiced,
        Duration::ZERO
    );
    // A move is for the mover's opponent: Black, on the right.
    let wav = dir.join("move.wav");
    let said = pendule(&[
        "announce",
        "--move",
        "e7e8q",
        "--fen",
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
        "--wav",
        wav.to_str().unwrap(),
    ]);
    assert_eq!(said.trim(), "White: pawn e7 e8, promotes to queen.");
    let sound = read(&wav);
    assert_eq!(
        loudness(&sound.channel(0), sound.rate).voiced,
        Duration::ZERO
    );
    assert!(loudness(&sound.channel(1), sound.rate).voiced > Duration::from_secs(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_english_times_are_heard_back_as_their_words() {
    speech_tools();
    let dir = temp("recognised");
    let cases: [(&[&str], usize, &str); 4] = [
        (
            &[
                "--time",
                "1:23:10",
                "--moves",
                "23",
                "--to-control",
                "17",
                "--side",
                "white",
            ],
            1,
            "white one hour twenty three minutes ten seconds twenty three moves seventeen to the control",
        ),
        (
            &["--time", "59:59", "--moves", "40", "--side", "black"],
            2,
            "black fifty nine minutes fifty nine seconds forty moves",
        ),
        (
            &["--warning", "2:00", "--side", "black"],
            2,
            "black two minutes left",
        ),
        (
            &["--warning", "10", "--side", "white"],
            1,
            "white ten seconds left",
        ),
    ];
    for (args, channel, expected) in cases {
        let wav = dir.join("said.wav");
        let mut all = vec!["announce"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--wav", wav.to_str().unwrap()]);
        let said = pendule(&all);
        assert_eq!(
            recognised(&wav, channel, &dir, "clock", ""),
            expected,
            "{said}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// IPA without stress marks, syllable breaks and spaces, and with the
/// allophones a pause changes (Spanish [β ð ɣ] after a pause are [b d g]):
/// what two readings of one sentence share.
fn bare(ipa: &str) -> String {
    ipa.chars()
        .filter(|c| !matches!(c, 'ˈ' | 'ˌ' | '.' | '-' | '_') && !c.is_whitespace())
        .map(|c| match c {
            'β' => 'b',
            'ð' => 'd',
            'ɣ' => 'g',
            'ɛ' => 'e',
            c => c,
        })
        .collect()
}

#[test]
fn the_other_languages_say_their_numbers_in_their_own_words() {
    speech_tools();
    let said = time(Color::White, 4990, 23, Some(17));
    let written = [
        (
            Language::French,
            "fr",
            "Blancs : une heure vingt-trois minutes dix secondes. vingt-trois coups. dix-sept avant le contrôle.",
        ),
        (
            Language::German,
            "de",
            "Weiß: eine Stunde dreiundzwanzig Minuten zehn Sekunden. dreiundzwanzig Züge. Noch siebzehn bis zur Kontrolle.",
        ),
        (
            Language::Spanish,
            "es",
            "Blancas: una hora veintitrés minutos diez segundos. veintitrés jugadas. diecisiete para el control.",
        ),
    ];
    for (lang, code, words_out) in written {
        let text = words(&said, lang, MoveWords::Language).text;
        let ours = voice::phonemes(&text, lang).unwrap();
        let out = Command::new("espeak-ng")
            .args(["-v", code, "-q", "--ipa", words_out])
            .output()
            .unwrap();
        let theirs = String::from_utf8(out.stdout).unwrap();
        assert_eq!(bare(&ours), bare(&theirs), "{code}: '{text}'");
    }
}

/// A sound card that keeps what it is given, at no pace.
struct Recorder(std::sync::Arc<std::sync::Mutex<Vec<i16>>>);

impl pendule::speech::Sink for Recorder {
    fn play(&mut self, frames: &[i16]) -> Result<(), String> {
        self.0.lock().unwrap().extend_from_slice(frames);
        Ok(())
    }
}

fn announcement(listener: Color, said: Said) -> pendule::speech::Announcement {
    pendule::speech::Announcement {
        listener,
        said: vec![said],
        lang: Language::English,
        moves: MoveWords::Language,
        asked: std::time::Instant::now(),
    }
}

/// What the speaker played for `announcements`, sent together: the
/// seconds of speech on the left and on the right.
fn played(
    output: pendule::speech::Output,
    announcements: Vec<pendule::speech::Announcement>,
) -> (f64, f64) {
    let frames = std::sync::Arc::default();
    let speaker = pendule::speech::Speaker::start(
        output,
        175,
        Box::new(Recorder(std::sync::Arc::clone(&frames))),
    );
    for a in announcements {
        speaker.queue.send(a).unwrap();
    }
    speaker.finish();
    let sound = Sound {
        rate: voice::RATE,
        channels: 2,
        samples: frames.lock().unwrap().clone(),
    };
    let voiced = |c| loudness(&sound.channel(c), sound.rate).voiced.as_secs_f64();
    (voiced(0), voiced(1))
}

#[test]
fn each_player_hears_only_their_own_and_a_new_announcement_cuts_the_last() {
    use pendule::speech::Output;
    speech_tools();
    let long = || time(Color::White, 4990, 23, Some(17));
    let short = || Said::Paused;
    let (white, black) = played(
        Output::WhiteLeft,
        vec![
            announcement(Color::White, long()),
            announcement(Color::Black, short()),
        ],
    );
    assert!(white > 2.5 && black > 0.5, "{white} {black}");
    let (alone, nothing) = played(Output::WhiteLeft, vec![announcement(Color::White, long())]);
    assert_eq!(nothing, 0.0);
    // White's speech on the right, or only White's (on both channels).
    let (left, right) = played(Output::WhiteRight, vec![announcement(Color::White, long())]);
    assert_eq!((left, right > 2.5), (0.0, true));
    let (left, right) = played(
        Output::WhiteOnly,
        vec![
            announcement(Color::White, long()),
            announcement(Color::Black, short()),
        ],
    );
    assert!(
        (left - right).abs() < 0.05 && (left - alone).abs() < 0.3,
        "{left} {right} {alone}"
    );
    // A second announcement sent at once cuts the first: White hears the
    // short one, not both.
    let (cut, _) = played(
        Output::WhiteLeft,
        vec![
            announcement(Color::White, long()),
            announcement(Color::White, short()),
        ],
    );
    assert!(cut < alone - 1.0, "cut {cut} s, alone {alone} s");
}
