//! 16-bit PCM WAV files, written and read (what `pendule announce --wav`
//! writes, what the tests and the twin measure), and how much speech a
//! recording holds.

use std::io::{self, Read, Write};
use std::time::Duration;

/// 16-bit samples at a rate, interleaved by channel.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Sound {
    /// Samples a second, per channel.
    pub rate: u32,
    /// 1 (mono) or 2 (stereo: left, right).
    pub channels: u16,
    /// The samples, interleaved.
    pub samples: Vec<i16>,
}

impl Sound {
    /// How long it plays.
    pub fn duration(&self) -> Duration {
        let frames = self.samples.len() / usize::from(self.channels.max(1));
        Duration::from_secs_f64(frames as f64 / f64::from(self.rate.max(1)))
    }

    /// One channel's samples (0: left).
    pub fn channel(&self, which: usize) -> Vec<i16> {
        let n = usize::from(self.channels.max(1));
        self.samples
            .iter()
            .skip(which)
            .step_by(n)
            .copied()
            .collect()
    }

    /// Writes it as a WAV file.
    ///
    /// # Errors
    /// The writer fails.
    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let data = u32::try_from(self.samples.len() * 2).map_err(io::Error::other)?;
        let block = self.channels * 2;
        let mut head = Vec::with_capacity(44);
        head.extend_from_slice(b"RIFF");
        head.extend_from_slice(&(36 + data).to_le_bytes());
        head.extend_from_slice(b"WAVEfmt ");
        head.extend_from_slice(&16u32.to_le_bytes());
        head.extend_from_slice(&1u16.to_le_bytes());
        head.extend_from_slice(&self.channels.to_le_bytes());
        head.extend_from_slice(&self.rate.to_le_bytes());
        head.extend_from_slice(&(self.rate * u32::from(block)).to_le_bytes());
        head.extend_from_slice(&block.to_le_bytes());
        head.extend_from_slice(&16u16.to_le_bytes());
        head.extend_from_slice(b"data");
        head.extend_from_slice(&data.to_le_bytes());
        out.write_all(&head)?;
        let bytes: Vec<u8> = self.samples.iter().flat_map(|s| s.to_le_bytes()).collect();
        out.write_all(&bytes)
    }

    /// Reads a 16-bit PCM WAV file (other chunks skipped; a data chunk
    /// whose size was never filled in, as a recorder killed mid-way
    /// leaves it, runs to the end).
    ///
    /// # Errors
    /// Not a 16-bit PCM WAV file.
    pub fn read(input: &mut impl Read) -> io::Result<Sound> {
        let bad = |why: &str| io::Error::new(io::ErrorKind::InvalidData, why.to_owned());
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
            return Err(bad("not a WAV file"));
        }
        let (mut at, mut format) = (12, None);
        while at + 8 <= bytes.len() {
            let id = &bytes[at..at + 4];
            let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap_or_default());
            let body = at + 8;
            let end = body.saturating_add(size as usize).min(bytes.len());
            if id == b"fmt " && end >= body + 16 {
                let u16_at = |i: usize| u16::from_le_bytes([bytes[body + i], bytes[body + i + 1]]);
                let rate =
                    u32::from_le_bytes(bytes[body + 4..body + 8].try_into().unwrap_or_default());
                if u16_at(0) != 1 || u16_at(14) != 16 {
                    return Err(bad("not 16-bit PCM"));
                }
                format = Some((u16_at(2), rate));
            } else if id == b"data" {
                let (channels, rate) = format.ok_or_else(|| bad("data before its format"))?;
                let end = if size == 0 { bytes.len() } else { end };
                let samples = bytes[body..end]
                    .chunks_exact(2)
                    .map(|b| i16::from_le_bytes([b[0], b[1]]))
                    .collect();
                return Ok(Sound {
                    rate,
                    channels,
                    samples,
                });
            }
            at = end + (end - body) % 2;
        }
        Err(bad("no data chunk"))
    }
}

/// What a recording's channel holds: how long it sounds and how loud.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Loudness {
    /// The time in 20 ms windows louder than a whisper (RMS over 1% of
    /// full scale): speech, not silence or hiss.
    pub voiced: Duration,
    /// The RMS of the loudest window, as a fraction of full scale.
    pub peak_rms: f64,
}

/// The loudness of `samples` at `rate`.
pub fn loudness(samples: &[i16], rate: u32) -> Loudness {
    let window = (rate as usize / 50).max(1);
    let (mut voiced, mut peak) = (0usize, 0f64);
    for w in samples.chunks(window) {
        let energy: f64 = w.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
        let rms = (energy / w.len() as f64).sqrt() / 32768.0;
        peak = peak.max(rms);
        if rms > 0.01 {
            voiced += w.len();
        }
    }
    Loudness {
        voiced: Duration::from_secs_f64(voiced as f64 / f64::from(rate.max(1))),
        peak_rms: peak,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wav_reads_back_as_written() {
        let sound = Sound {
            rate: 22_050,
            channels: 2,
            samples: vec![1, -1, 300, -300, i16::MAX, i16::MIN],
        };
        let mut bytes = Vec::new();
        sound.write(&mut bytes).unwrap();
        assert_eq!(bytes.len(), 44 + 12);
        assert_eq!(Sound::read(&mut bytes.as_slice()).unwrap(), sound);
        assert_eq!(sound.channel(1), [-1, -300, i16::MIN]);
        assert!(Sound::read(&mut &b"RIFF\0\0\0\0WAVX"[..]).is_err());
    }

    #[test]
    fn silence_has_no_voice_and_a_tone_has_its_length() {
        let rate = 16_000;
        let silence = vec![0i16; rate as usize];
        assert_eq!(loudness(&silence, rate).voiced, Duration::ZERO);
        let tone: Vec<i16> = (0..rate / 2)
            .map(|i| ((f64::from(i) * 0.2).sin() * 8000.0) as i16)
            .collect();
        let l = loudness(&tone, rate);
        assert_eq!(l.voiced, Duration::from_millis(500));
        assert!(l.peak_rms > 0.1, "{l:?}");
    }
}
