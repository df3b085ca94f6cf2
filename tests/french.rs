//! A game held in French: refusals, claims, the flag-fall ruling and the
//! game's notes are French sentences; the scoresheet and PGN tags stay PGN.

use std::time::Duration;

use pendule::clock::{Moment, PressError};
use pendule::game::{Game, GameError, GameSetup, Input, Output};
use pendule::rules::{Claim, Letters, Notation, decide, parse_fen};
use pendule::words::Language;
use pendule::words::Say;
use shakmaty::Color::{Black, White};

fn at(secs: u64) -> Moment {
    Moment::from_origin(Duration::from_secs(secs))
}

fn french_game(fen: Option<&str>, control: &str) -> Game {
    let control: pendule::clock::TimeControl = control.parse().unwrap();
    Game::new(GameSetup {
        fen: fen.map(str::to_owned),
        white: control.clone(),
        black: control,
        language: Letters::French,
        ..GameSetup::default()
    })
    .unwrap()
}

fn refusal(g: &mut Game, input: Input, now: Moment) -> String {
    g.handle(input, now).unwrap_err().say(Language::French)
}

#[test]
fn refusals_are_french_sentences() {
    let mut g = french_game(None, "300");
    g.handle(Input::Press(Black), at(0)).unwrap();
    let mv = |t: &str| Input::Move(t.to_owned());
    assert_eq!(
        refusal(&mut g, mv("Ce5"), at(1)),
        "Ce5: aucun des deux cavaliers (b1, g1) ne peut aller en e5"
    );
    assert_eq!(
        refusal(&mut g, mv("Nf3"), at(1)),
        "Nf3: « N » n'est pas une lettre de pièce en français (pièces : R D T F C)"
    );
    assert_eq!(
        refusal(&mut g, mv("Dd3"), at(1)),
        "Dd3: la dame en d1 ne peut pas aller en d3"
    );
    assert_eq!(
        refusal(&mut g, mv("O-O"), at(1)),
        "O-O: impossible de roquer côté roi : une pièce se trouve entre le roi et la tour"
    );
    assert_eq!(
        refusal(&mut g, Input::Press(Black), at(1)),
        "pression refusée : la pendule des Noirs ne tourne pas"
    );
    assert_eq!(
        GameError::Press(PressError::Paused).say(Language::English),
        "press refused: the clocks are paused"
    );
    g.handle(mv("Cf3"), at(2)).unwrap();
    assert_eq!(
        refusal(&mut g, mv("Cf6"), at(3)),
        "Les Blancs doivent appuyer sur la pendule avant la saisie du coup suivant"
    );
}

#[test]
fn a_flag_fall_is_ruled_in_french() {
    // White flags with a queen against a lone king: Black cannot mate.
    let mut g = french_game(Some("8/8/4k3/8/8/8/8/KQ6 w - - 0 1"), "60");
    g.handle(Input::Press(Black), at(0)).unwrap();
    g.handle(Input::Tick, at(61)).unwrap();
    let mut ruled = false;
    while let Some(output) = g.poll_output() {
        if let Output::Decide { position, flagged } = output {
            let verdict = decide(&position, flagged, Duration::from_secs(5), Notation::French);
            g.handle(Input::Verdict(verdict), at(61)).unwrap();
            ruled = true;
        }
    }
    assert!(ruled, "a ruling was asked for");
    let result = g.result().expect("the game is over");
    assert_eq!(
        result.reason.say(Language::French),
        "Le drapeau des Blancs est tombé mais les Noirs ne peuvent mater par aucune suite \
         de coups légaux (les Noirs ont seulement un roi) : nulle (art. 6.9)"
    );
}

#[test]
fn a_lost_flag_and_a_claim_read_in_french() {
    let pos = parse_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1").unwrap();
    let verdict = decide(&pos, Black, Duration::from_secs(5), Notation::French);
    let words = verdict.say(Language::French);
    assert!(
        words
            .starts_with("Le drapeau des Noirs est tombé et les Blancs pourraient encore mater : "),
        "{words}"
    );
    assert!(words.ends_with("(art. 6.9)"), "{words}");

    let mut g = french_game(None, "300");
    g.handle(Input::Press(Black), at(0)).unwrap();
    for (i, m) in ["Cf3", "Cf6", "Cg1", "Cg8", "Cf3", "Cf6", "Cg1"]
        .iter()
        .enumerate()
    {
        g.handle(Input::Move((*m).to_owned()), at(i as u64))
            .unwrap();
        let mover = if i % 2 == 0 { White } else { Black };
        g.handle(Input::Press(mover), at(i as u64)).unwrap();
    }
    g.handle(
        Input::Claim {
            claim: Claim::Threefold,
            intended: Some("Cg8".into()),
        },
        at(8),
    )
    .unwrap();
    let result = g.result().expect("a correct claim draws");
    assert_eq!(
        result.reason.say(Language::French),
        "Les Noirs réclament la triple répétition : la position après le coup prévu Cg8 \
         se présente pour la troisième fois (au départ, après 2...Cg8, après le coup prévu Cg8) : \
         nulle (art. 9.2)"
    );
}

#[test]
fn the_new_refusals_are_french_sentences() {
    use pendule::game::QuickplayRefusal;
    let fr = |e: GameError| e.say(Language::French);
    assert_eq!(
        fr(GameError::MissingMoves(1)),
        "saisissez d'abord le coup manquant"
    );
    assert_eq!(
        fr(GameError::MissingMoves(3)),
        "saisissez d'abord les 3 coups manquants"
    );
    assert_eq!(
        fr(GameError::Incident(
            pendule::game::IncidentRefusal::Touched(Black)
        )),
        "Les Noirs ont touché une pièce pour la jouer : pas de réclamation de nulle selon l'art. 9.2 ou 9.3 sur ce coup (art. 9.4)"
    );
    assert_eq!(
        fr(GameError::OwnOffer(White)),
        "la proposition de nulle est celle des Blancs : seuls les Noirs peuvent l'accepter ou la refuser"
    );
    assert_eq!(
        fr(GameError::NotJustPressed(Black)),
        "Les Noirs n'ont pas appuyé sur la pendule : la pendule des Noirs tourne"
    );
    assert_eq!(
        fr(GameError::PressHasMove(White)),
        "la dernière pression des Blancs a son coup sur la feuille : reprenez d'abord ce coup"
    );
    assert_eq!(
        fr(GameError::Quickplay(QuickplayRefusal::TimeLeft(White))),
        "il reste deux minutes ou plus aux Blancs (Directives III.4, III.5)"
    );
    // A mate entered late: the next entry is refused naming the move.
    let mut g = french_game(Some("k7/8/8/2Q5/8/8/8/2K5 w - - 0 1"), "300");
    g.handle(Input::Press(Black), at(0)).unwrap();
    g.handle(Input::Press(White), at(5)).unwrap();
    g.handle(Input::Move("Db6".into()), at(6)).unwrap();
    assert_eq!(
        refusal(&mut g, Input::Move("Ra8".into()), at(7)),
        "la partie s'est terminée sur 1.Db6 : pat (art. 5.2.1) ; aucun coup ne peut suivre"
    );
}

#[test]
fn a_flag_before_the_time_control_and_a_void_flag_read_in_french() {
    let mut g = french_game(None, "3/60:30");
    g.handle(Input::Press(Black), at(0)).unwrap();
    g.handle(Input::Press(White), at(1)).unwrap();
    g.handle(Input::Tick, at(70)).unwrap();
    assert_eq!(
        g.notes().last().unwrap().said.say(Language::French),
        "Le drapeau des Noirs est tombé avant que le coup 3 soit joué ; 1 coup encore à saisir"
    );
    // King and knight against king: the capture ended the game first.
    let mut g = french_game(Some("k7/8/8/8/8/8/1n6/K1N5 w - - 0 1"), "20");
    g.handle(Input::Press(Black), at(0)).unwrap();
    g.handle(Input::Press(White), at(5)).unwrap();
    g.handle(Input::Tick, at(40)).unwrap();
    g.handle(Input::Move("Rxb2".into()), at(41)).unwrap();
    let result = g.result().unwrap();
    assert_eq!(
        result.reason.say(Language::French),
        "position morte : aucun camp ne peut mater (art. 5.2.2)"
    );
    assert_eq!(
        g.notes().last().unwrap().said.say(Language::French),
        "Le drapeau des Noirs est tombé après la fin de la partie sur 1.Rxb2 : il ne compte pas"
    );
}
