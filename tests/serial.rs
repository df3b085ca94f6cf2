//! Every input, the setup and a verdict survive the journal's JSON form,
//! and the text values read as people write them.

use std::time::Duration;

use pendule::clock::{GameKind, Moment, PeriodChange};
use pendule::game::{
    GameSetup, Incident, Infraction, Input, Mode, Penalty, Quickplay, Supervision,
};
use pendule::rules::material::Material;
use pendule::rules::timeout::{NoMateProof, Reason, Verdict};
use pendule::rules::{Claim, Letters, Variant};
use shakmaty::{Color, KnownOutcome};

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(
    value: &T,
) -> String {
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, value, "{json}");
    json
}

#[test]
fn every_input_round_trips() {
    let verdict = Verdict {
        flagged: Color::Black,
        result: KnownOutcome::Draw,
        reason: Reason::OpponentCannotMate {
            proof: NoMateProof::Material(Material {
                knights: 1,
                ..Material::default()
            }),
        },
    };
    let inputs = [
        Input::Press(Color::White),
        Input::Move("Nf3".into()),
        Input::Language(Letters::French),
        Input::Pause,
        Input::Resume,
        Input::Claim {
            claim: Claim::Threefold,
            intended: Some("Ng8".into()),
        },
        Input::OfferDraw,
        Input::AcceptDraw,
        Input::DeclineDraw,
        Input::Resign(Color::Black),
        Input::SetTime(Color::White, Duration::new(300, 5)),
        Input::SetMoves(Color::Black, 40),
        Input::SetPeriod(Color::White, 1),
        Input::IllegalMove(Color::Black),
        Input::Verdict(verdict),
        Input::Tick,
        Input::OfferDrawBy(Color::White),
        Input::AcceptDrawBy(Color::Black),
        Input::DeclineDrawBy(Color::Black),
        Input::IllegalPress(Color::White),
        Input::Quickplay {
            side: Color::White,
            ruling: Quickplay::Increment,
        },
        Input::Quickplay {
            side: Color::Black,
            ruling: Quickplay::Postpone { extra_time: true },
        },
        Input::Quickplay {
            side: Color::White,
            ruling: Quickplay::Refuse,
        },
        Input::Quickplay {
            side: Color::White,
            ruling: Quickplay::Accepted,
        },
        Input::Quickplay {
            side: Color::Black,
            ruling: Quickplay::Unsupervised,
        },
        Input::Incident(Incident::Illegal {
            side: Color::White,
            kind: Infraction::Promotion,
        }),
        Input::Incident(Incident::Stands {
            side: Color::Black,
            kind: Infraction::TwoHands,
        }),
        Input::Incident(Incident::Touch(Color::Black)),
        Input::Incident(Incident::Penalty {
            side: Color::White,
            penalty: Penalty::Points,
            article: None,
        }),
        Input::Incident(Incident::Control {
            side: Color::Black,
            control: "40/5400+30:1800+30".parse().unwrap(),
        }),
    ];
    for input in &inputs {
        round_trip(input);
    }
    assert_eq!(
        round_trip(&Input::Press(Color::White)),
        r#"{"press":"white"}"#
    );
    assert_eq!(
        round_trip(&Input::Language(Letters::French)),
        r#"{"language":"fr"}"#
    );
    assert_eq!(
        round_trip(&Input::IllegalPress(Color::Black)),
        r#"{"illegal_press":"black"}"#
    );
    assert_eq!(
        round_trip(&Input::Quickplay {
            side: Color::White,
            ruling: Quickplay::Draw
        }),
        r#"{"quickplay":{"side":"white","ruling":"draw"}}"#
    );
    assert_eq!(
        round_trip(&Input::Incident(Incident::Penalty {
            side: Color::Black,
            penalty: Penalty::Warning,
            article: Some("11.5".into()),
        })),
        r#"{"incident":{"penalty":{"side":"black","penalty":"warning","article":"11.5"}}}"#
    );
    assert_eq!(
        round_trip(&Input::Incident(Incident::Control {
            side: Color::White,
            control: "5400+30".parse().unwrap(),
        })),
        r#"{"incident":{"control":{"side":"white","control":"5400+30"}}}"#
    );
    // The forms journals were written with still read.
    assert_eq!(
        serde_json::from_str::<Input>(r#""offer_draw""#).unwrap(),
        Input::OfferDraw
    );
}

#[test]
fn the_setup_round_trips_with_readable_controls() {
    let setup = GameSetup {
        white: "40/5400+30:1800+30".parse().unwrap(),
        black: "5400d5".parse().unwrap(),
        mode: Mode::Clock,
        period_change: PeriodChange::AtZero,
        armageddon: true,
        fen: Some("1rk5/p7/8/8/8/8/P7/1RK5 w Bb - 0 1".into()),
        variant: Variant::Chess960,
        kind: Some(GameKind::Rapid),
        timeout_budget: Duration::from_secs(2),
        language: Letters::French,
        quickplay: true,
        supervision: Supervision::Inadequate,
    };
    let json = round_trip(&setup);
    assert!(json.contains(r#""white":"40/5400+30:1800+30""#), "{json}");
    assert!(json.contains(r#""mode":"clock""#), "{json}");
    // A setup journalled before the quickplay finish existed still reads.
    let old = json.replace(r#","quickplay":true"#, "");
    assert_ne!(old, json);
    let read: GameSetup = serde_json::from_str(&old).unwrap();
    assert!(!read.quickplay);
    // And one journalled before Chess960: a standard game.
    assert!(json.contains(r#""variant":"chess960""#), "{json}");
    let old = json.replace(r#""variant":"chess960","#, "");
    let read: GameSetup = serde_json::from_str(&old).unwrap();
    assert_eq!(read.variant, Variant::Standard);
    // And one journalled before A.4/A.5 were set: adequately supervised.
    let old = json.replace(r#","supervision":"inadequate""#, "");
    assert_ne!(old, json);
    let read: GameSetup = serde_json::from_str(&old).unwrap();
    assert_eq!(read.supervision, Supervision::Adequate);
    round_trip(&Moment::from_origin(Duration::new(12, 345)));
}

#[test]
fn bad_text_is_an_error_not_a_panic() {
    assert!(serde_json::from_str::<Input>(r#"{"press":"red"}"#).is_err());
    assert!(serde_json::from_str::<GameSetup>(r#"{"white":"40/"}"#).is_err());
    assert!(
        serde_json::from_str::<Input>(r#"{"verdict":{"flagged":"white","result":"2-0"}}"#).is_err()
    );
}
