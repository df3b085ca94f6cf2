//! Pairings files as a stick may hold them (any bytes: UTF-8, UTF-16,
//! Windows-1252; CSV, a round PGN or a TRF): never a panic, an error names
//! a line of the file, every name kept is text of bounded length, the
//! board of each game is found, a survey of the whole file agrees with the
//! strict read, and results written back into a TRF change nothing but
//! its player lines.

#![no_main]

use libfuzzer_sys::fuzz_target;
use pendule::day::Pairings;
use pendule::day::pairings::text::decode;
use pendule::day::pairings::trf::{TrfResult, with_results};
use pendule::pgn::MAX_TAG_CHARS;

fuzz_target!(|data: &[u8]| {
    let text = decode(data);
    // A file of CR alone counts its lines by CR.
    let lines = text.lines().count().max(text.split('\r').count()).max(1) as u64;
    let in_file = |line: Option<u64>| line.is_none_or(|l| (1..=lines + 1).contains(&l));
    let strict = Pairings::read(data);
    match &strict {
        Ok(pairings) => {
            for round in pairings.rounds() {
                assert!(round > 0);
            }
            for game in pairings.games() {
                for name in [&game.white, &game.black] {
                    assert!(name.chars().count() <= MAX_TAG_CHARS, "{name:?}");
                    assert!(!name.chars().any(char::is_control), "{name:?}");
                }
                assert!(pairings.find(game.round, game.board).is_some());
            }
        }
        Err(e) => assert!(in_file(e.line()), "{e} of {lines} lines"),
    }
    let (games, problems) = Pairings::survey(data);
    for problem in &problems {
        assert!(in_file(problem.line()), "{problem} of {lines} lines");
    }
    // No problem in the survey: the strict read is the same games.
    if problems.is_empty() {
        assert_eq!(strict.as_ref().map(Pairings::games), Ok(games.as_slice()));
    }
    // Results written into any text, for the ranks it might hold.
    let results: Vec<TrfResult> = data
        .chunks(3)
        .take(8)
        .map(|c| TrfResult {
            white: u32::from(c[0]),
            black: u32::from(*c.get(1).unwrap_or(&0)),
            round: 1 + u32::from(*c.get(2).unwrap_or(&0)) % 40,
            white_code: '1',
            black_code: '0',
        })
        .collect();
    let written = with_results(&text, &results);
    let kept = |t: &str| -> Vec<String> {
        t.split('\n')
            .filter(|l| !l.starts_with("001"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(kept(&written), kept(&text));
});
