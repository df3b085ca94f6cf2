//! PGN read back by pgn-reader, an independent reader (lichess's).

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};

/// What pgn-reader saw of a game.
#[derive(Debug, Default)]
pub struct ReadGame {
    pub tags: BTreeMap<String, String>,
    pub sans: Vec<String>,
    pub comments: Vec<String>,
    pub outcome: Option<String>,
}

struct Collect;

impl Visitor for Collect {
    type Tags = ReadGame;
    type Movetext = ReadGame;
    type Output = ReadGame;

    fn begin_tags(&mut self) -> ControlFlow<ReadGame, ReadGame> {
        ControlFlow::Continue(ReadGame::default())
    }

    fn tag(
        &mut self,
        tags: &mut ReadGame,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<ReadGame> {
        let name = String::from_utf8(name.to_vec()).unwrap();
        tags.tags
            .insert(name, value.decode_utf8().unwrap().into_owned());
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: ReadGame) -> ControlFlow<ReadGame, ReadGame> {
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, game: &mut ReadGame, san: SanPlus) -> ControlFlow<ReadGame> {
        game.sans.push(san.to_string());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, game: &mut ReadGame, comment: RawComment<'_>) -> ControlFlow<ReadGame> {
        game.comments
            .push(String::from_utf8(comment.as_bytes().to_vec()).unwrap());
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, game: &mut ReadGame, outcome: Outcome) -> ControlFlow<ReadGame> {
        game.outcome = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: ReadGame) -> ReadGame {
        game
    }
}

/// Reads the one game of a PGN text with pgn-reader.
pub fn read_with_pgn_reader(text: &str) -> ReadGame {
    let mut reader = Reader::new(text.as_bytes());
    let game = reader.read_game(&mut Collect).unwrap().expect("one game");
    assert!(
        reader.read_game(&mut Collect).unwrap().is_none(),
        "only one game"
    );
    game
}
