//! A game as the device serves it live: its PGN (with `%clk` on every move)
//! and its clock, from which `WhiteClock`/`BlackClock` are derived at the
//! moment of each request, so a viewer sees the clock as it stands then.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::clock::{Clock, Moment, pgn_clock};
use crate::export::tags::read_tags;
use crate::game::Game;
use crate::pgn::{Tags, write_pgn};

/// The tags a live copy derives itself; given ones are dropped.
const CLOCK_TAGS: [&str; 2] = ["WhiteClock", "BlackClock"];

/// What makes games one round on a device: the same `Event`, `Round` and
/// `Date` as written in their PGN (a club's "Round 1" next week is another
/// round; the export names a round's file by the same three).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoundKey {
    /// The `Event` tag.
    pub event: String,
    /// The `Round` tag.
    pub round: String,
    /// The `Date` tag.
    pub date: String,
}

impl RoundKey {
    /// The key of the game whose PGN is `pgn` (its tags as written).
    pub fn of_pgn(pgn: &str) -> RoundKey {
        let mut key = RoundKey::default();
        for (name, value) in read_tags(pgn) {
            match name.as_str() {
                "Event" => key.event = value,
                "Round" => key.round = value,
                "Date" => key.date = value,
                _ => {}
            }
        }
        key
    }
}

/// One game, frozen at a snapshot, ready to be written at any later moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveGame {
    /// The tag section, each tag a line, without the blank line after it.
    head: String,
    /// The blank line and the movetext.
    movetext: String,
    /// The clock at the snapshot; it is run on to each request's moment.
    clock: Clock,
    /// The snapshot's moment: a request never sees time before it.
    taken: Moment,
    /// The game's `Board` tag, when it has one.
    board: Option<u32>,
    /// Its `Event` and `Round` tags.
    round: (String, String),
    /// Its round, as written.
    key: RoundKey,
    /// It began and has a result: what the archive files.
    finished: bool,
    /// Its `Result` tag as written (`*` while it is played).
    result: String,
    /// Each player signed the result (8.7).
    signed: ByColor<bool>,
    /// The player whose call for the arbiter waits, and when it was made
    /// (seconds since 1970, UTC).
    call: Option<(Color, u64)>,
    /// The side whose draw offer waits for an answer.
    offer: Option<Color>,
    /// A ruling is awaited (a flag with moves to enter, a second illegal
    /// move, a resignation's 5.1.2 check).
    deciding: bool,
}

impl LiveGame {
    /// The live copy of `game` with the organiser's `tags`, at `taken`.
    pub fn of(game: &Game, tags: &Tags, taken: Moment) -> LiveGame {
        let tags: Tags = tags
            .iter()
            .filter(|(k, _)| !CLOCK_TAGS.contains(&k.as_str()))
            .cloned()
            .collect();
        let pgn = write_pgn(game, &tags);
        // write_pgn ends the tags with one blank line.
        let split = pgn.find("\n\n").map_or(pgn.len(), |i| i + 1);
        let (head, movetext) = pgn.split_at(split);
        let given = |name: &str| {
            tags.iter()
                .find(|(k, _)| k == name)
                .map_or(String::new(), |(_, v)| v.clone())
        };
        let board = given("Board").trim().parse().ok();
        let round = (given("Event"), given("Round"));
        let result = read_tags(head)
            .into_iter()
            .find(|(name, _)| name == "Result")
            .map_or_else(|| "*".to_owned(), |(_, value)| value);
        LiveGame {
            key: RoundKey::of_pgn(head),
            result,
            head: head.to_owned(),
            movetext: movetext.to_owned(),
            clock: game.clock().clone(),
            taken,
            board,
            round,
            finished: game.is_started() && game.result().is_some(),
            signed: game.confirmations().map(|c| c.is_some()),
            call: game.arbiter_called(),
            offer: game.pending_offer(),
            deciding: game.is_deciding(),
        }
    }

    /// The game's PGN without the clock tags: what the archive holds of
    /// it.
    pub fn pgn_as_archived(&self) -> String {
        format!("{}{}", self.head, self.movetext)
    }

    /// The PGN at the snapshot's moment.
    pub fn pgn_as_taken(&self) -> String {
        self.pgn_at(self.taken)
    }

    /// The round it belongs to.
    pub fn round_key(&self) -> &RoundKey {
        &self.key
    }

    /// Whether it began and ended (the archive files only such games).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The game's event and round, as its tags name them.
    pub fn round(&self) -> (&str, &str) {
        (&self.round.0, &self.round.1)
    }

    /// The game's result as its PGN says it (`*` while it is played).
    pub fn result(&self) -> &str {
        &self.result
    }

    /// Whether each player signed the result.
    pub fn signed(&self) -> ByColor<bool> {
        self.signed
    }

    /// The player whose call for the arbiter waits, and when it was made
    /// (seconds since 1970, UTC).
    pub fn call(&self) -> Option<(Color, u64)> {
        self.call
    }

    /// The side whose draw offer waits for an answer.
    pub fn offer(&self) -> Option<Color> {
        self.offer
    }

    /// Whether a ruling is awaited.
    pub fn is_deciding(&self) -> bool {
        self.deciding
    }

    /// The game's clock as the snapshot took it.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The game's board number, from its `Board` tag.
    pub fn board(&self) -> Option<u32> {
        self.board
    }

    /// Both clocks at `now`, as the game's clock would show them: a flag
    /// that falls in between adds the next period where the control says
    /// so, so no flag is shown that the device does not show.
    pub fn clocks_at(&self, now: Moment) -> ByColor<Duration> {
        let now = now.max(self.taken);
        let mut clock = self.clock.clone();
        clock.update(now);
        ByColor::new_with(|color| clock.remaining(color, now))
    }

    /// The PGN at `now`: the snapshot's with `WhiteClock` and `BlackClock`
    /// holding the clocks at `now`, rounded down.
    pub fn pgn_at(&self, now: Moment) -> String {
        let clocks = self.clocks_at(now);
        let mut out = String::with_capacity(self.head.len() + self.movetext.len() + 48);
        out.push_str(&self.head);
        for (name, color) in CLOCK_TAGS.iter().zip([Color::White, Color::Black]) {
            out.push_str(&format!("[{name} \"{}\"]\n", pgn_clock(*clocks.get(color))));
        }
        out.push_str(&self.movetext);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::PeriodChange;
    use crate::game::{GameSetup, Input, Mode};

    fn at(secs: u64) -> Moment {
        Moment::from_origin(Duration::from_secs(secs))
    }

    fn tags() -> Tags {
        [
            ("Event", "Open"),
            ("Round", "3"),
            ("Board", "7"),
            ("WhiteClock", "9:99:99"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
    }

    fn game(control: &str, mode: Mode) -> Game {
        Game::new(GameSetup {
            white: control.parse().unwrap(),
            black: control.parse().unwrap(),
            mode,
            period_change: match mode {
                Mode::Clock => PeriodChange::AtZero,
                Mode::Scoresheet => PeriodChange::ByMoves,
            },
            ..GameSetup::default()
        })
        .unwrap()
    }

    fn tag<'a>(pgn: &'a str, name: &str) -> Vec<&'a str> {
        pgn.lines()
            .filter_map(|l| l.strip_prefix(&format!("[{name} \"")))
            .map(|v| v.trim_end_matches("\"]"))
            .collect()
    }

    #[test]
    fn the_clock_tags_hold_the_time_of_the_request() {
        let mut g = game("300+2", Mode::Scoresheet);
        g.handle(Input::Press(Color::Black), at(0)).unwrap();
        g.handle(Input::Move("e4".into()), at(10)).unwrap();
        g.handle(Input::Press(Color::White), at(10)).unwrap();
        let live = LiveGame::of(&g, &tags(), at(10));
        let pgn = live.pgn_at(at(40));
        // White's clock stands where its move left it; Black has thought
        // 30 s so far.
        let white = pgn_clock(g.clock().remaining(Color::White, at(10)));
        assert_eq!(tag(&pgn, "WhiteClock"), [white.as_str()]);
        let black = g.clock().remaining(Color::Black, at(10)) - Duration::from_secs(30);
        assert_eq!(tag(&pgn, "BlackClock"), [pgn_clock(black).as_str()]);
        assert!(pgn.contains(&format!("1. e4 {{[%clk {white}]")), "{pgn}");
        assert_eq!(tag(&pgn, "Board"), ["7"]);
        assert_eq!(live.board(), Some(7));
        // The tags end where the movetext begins, as in any PGN.
        assert!(pgn.contains("\"]\n\n1. e4"), "{pgn}");
    }

    #[test]
    fn a_request_before_the_snapshot_sees_the_snapshot() {
        let mut g = game("300", Mode::Clock);
        g.handle(Input::Press(Color::Black), at(0)).unwrap();
        let live = LiveGame::of(&g, &tags(), at(20));
        assert_eq!(live.pgn_at(at(5)), live.pgn_at(at(20)));
        assert_eq!(live.clocks_at(at(5)).white, Duration::from_secs(280));
    }

    #[test]
    fn a_period_added_at_zero_shows_no_flag() {
        // 40 moves in 60 s, then 30 s: White's first period ends unseen by
        // the snapshot, and the request sees the next period running.
        let mut g = game("40/60:30", Mode::Clock);
        g.handle(Input::Press(Color::Black), at(0)).unwrap();
        let live = LiveGame::of(&g, &tags(), at(1));
        assert_eq!(live.clocks_at(at(70)).white, Duration::from_secs(20));
        assert_eq!(tag(&live.pgn_at(at(70)), "WhiteClock"), ["0:00:20"]);
        // In the last period the flag falls and stays at zero.
        assert_eq!(live.clocks_at(at(200)).white, Duration::ZERO);
    }

    #[test]
    fn a_paused_clock_stands_still() {
        let mut g = game("300", Mode::Clock);
        g.handle(Input::Press(Color::Black), at(0)).unwrap();
        g.handle(Input::Pause, at(30)).unwrap();
        let live = LiveGame::of(&g, &tags(), at(30));
        assert_eq!(live.pgn_at(at(30)), live.pgn_at(at(3000)));
    }
}
