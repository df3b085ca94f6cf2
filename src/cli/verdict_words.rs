//! A batch's verdict lines, each said once: a batch of thousands of flag
//! falls holds a few dozen different draws, and saying one through the
//! catalogue took a tenth of the batch's time, more than anything of
//! pendule's own beside CHA-Solver. A loss differs from any other loss of
//! the same flag only by its line, which goes into the words as it is.

use std::io::{self, Write};

use crate::rules::timeout::{Reason, Verdict};
use crate::words::Language;
use crate::words::rules::verdict_line;

/// At most so many different verdicts are kept: a batch holds far fewer
/// (two flags, a few proofs, the materials); past them each is said anew.
const KEPT: usize = 64;

/// Stands for the line in a loss's words: a control character, which no
/// catalogue holds and no line has.
const LINE: char = '\u{1}';

/// The words of the verdicts said so far in one language.
pub struct VerdictWords {
    lang: Language,
    said: Vec<(Verdict, String)>,
}

impl VerdictWords {
    pub fn new(lang: Language) -> Self {
        VerdictWords {
            lang,
            said: Vec::new(),
        }
    }

    pub fn lang(&self) -> Language {
        self.lang
    }

    /// Writes the verdict as one line and its newline to `out`: the result
    /// (`1-0`, `0-1`, `1/2-1/2`, the same in every language), a space, the
    /// reason; the same text as `words::rules::verdict_line` gives. Written
    /// from the kept words as they are, with no string made for the line.
    ///
    /// # Errors
    /// What writing to `out` gave.
    pub fn write(&mut self, verdict: &Verdict, out: &mut impl Write) -> io::Result<()> {
        let Reason::OpponentCanMate { line, .. } = &verdict.reason else {
            return writeln_all(out, &[self.kept(verdict)]);
        };
        let stand_in = Verdict {
            flagged: verdict.flagged,
            result: verdict.result,
            reason: Reason::OpponentCanMate {
                line: LINE.to_string(),
                moves: Vec::new(),
            },
        };
        let lang = self.lang;
        let words = self.kept(&stand_in);
        match words.split_once(LINE) {
            Some((before, after)) if !after.contains(LINE) => {
                writeln_all(out, &[before, line, after])
            }
            // A catalogue that says the line twice or not at all.
            _ => writeln_all(out, &[&verdict_line(verdict, lang)]),
        }
    }

    fn kept(&mut self, verdict: &Verdict) -> &str {
        let at = match self.said.iter().position(|(v, _)| v == verdict) {
            Some(at) => at,
            None if self.said.len() < KEPT => {
                self.said
                    .push((verdict.clone(), verdict_line(verdict, self.lang)));
                self.said.len() - 1
            }
            None => {
                // Full: the last place is said anew each time.
                let last = self.said.len() - 1;
                self.said[last] = (verdict.clone(), verdict_line(verdict, self.lang));
                last
            }
        };
        &self.said[at].1
    }
}

/// The parts, then a newline.
fn writeln_all(out: &mut impl Write, parts: &[&str]) -> io::Result<()> {
    for part in parts {
        out.write_all(part.as_bytes())?;
    }
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::{Color, KnownOutcome};

    use super::*;
    use crate::rules::material::Material;

    /// The line `write` writes, without its newline.
    fn line(words: &mut VerdictWords, verdict: &Verdict) -> String {
        let mut out = Vec::new();
        words.write(verdict, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        text.strip_suffix('\n')
            .expect("one newline at the end")
            .to_owned()
    }
    use crate::rules::timeout::NoMateProof;

    fn verdicts() -> Vec<Verdict> {
        let mut all = Vec::new();
        for flagged in Color::ALL {
            let loss = KnownOutcome::Decisive { winner: !flagged };
            let reasons = [
                (loss, Reason::Checkmate),
                (KnownOutcome::Draw, Reason::Stalemate),
                (
                    loss,
                    Reason::OpponentCanMate {
                        line: "1.Qh5 g5 2.Qxf7#".into(),
                        moves: vec!["d1h5".into()],
                    },
                ),
                (
                    loss,
                    Reason::OpponentCanMate {
                        line: "1...Kb8 2.Nc6#".into(),
                        moves: Vec::new(),
                    },
                ),
                (
                    KnownOutcome::Draw,
                    Reason::OpponentCannotMate {
                        proof: NoMateProof::Analysis,
                    },
                ),
                (
                    KnownOutcome::Draw,
                    Reason::OpponentCannotMate {
                        proof: NoMateProof::Material(Material {
                            knights: 2,
                            ..Material::default()
                        }),
                    },
                ),
                (
                    loss,
                    Reason::Undetermined {
                        budget: Duration::from_millis(1500),
                    },
                ),
            ];
            for (result, reason) in reasons {
                all.push(Verdict {
                    flagged,
                    result,
                    reason,
                });
            }
        }
        all
    }

    #[test]
    fn says_each_verdict_as_the_catalogue_does_in_every_language() {
        for lang in Language::ALL {
            let mut words = VerdictWords::new(lang);
            // Twice: the second round is said from what was kept.
            for _ in 0..2 {
                for verdict in verdicts() {
                    assert_eq!(
                        line(&mut words, &verdict),
                        verdict_line(&verdict, lang),
                        "{verdict:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_full_memory_still_says_each_verdict_right() {
        let mut words = VerdictWords::new(Language::German);
        for knights in 0..(KEPT as u8 + 10) {
            let verdict = Verdict {
                flagged: Color::White,
                result: KnownOutcome::Draw,
                reason: Reason::OpponentCannotMate {
                    proof: NoMateProof::Material(Material {
                        knights,
                        ..Material::default()
                    }),
                },
            };
            assert_eq!(
                line(&mut words, &verdict),
                verdict_line(&verdict, Language::German)
            );
        }
        assert_eq!(words.said.len(), KEPT);
    }
}
