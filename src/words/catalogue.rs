//! The catalogues, built into the binary, and one Fluent bundle a language
//! made on first use.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::Language;

/// The catalogue files of each language, one an area of the code.
pub const AREAS: [&str; 8] = [
    "common", "rules", "game", "app", "export", "cli", "speech", "console",
];

macro_rules! files {
    ($code:literal) => {
        [
            include_str!(concat!($code, "/common.ftl")),
            include_str!(concat!($code, "/rules.ftl")),
            include_str!(concat!($code, "/game.ftl")),
            include_str!(concat!($code, "/app.ftl")),
            include_str!(concat!($code, "/export.ftl")),
            include_str!(concat!($code, "/cli.ftl")),
            include_str!(concat!($code, "/speech.ftl")),
            include_str!(concat!($code, "/console.ftl")),
        ]
    };
}

/// The text of one catalogue file (for the test that compares them).
pub fn catalogue_text(lang: Language) -> [&'static str; AREAS.len()] {
    match lang {
        Language::English => files!("en"),
        Language::French => files!("fr"),
        Language::German => files!("de"),
        Language::Spanish => files!("es"),
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Language) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    let at = Language::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    BUNDLES[at].get_or_init(|| {
        let id = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The device's text is plain: no bidi isolation marks around arguments.
        bundle.set_use_isolating(false);
        for text in catalogue_text(lang) {
            // A syntax error costs its own entry only; the test fails on any.
            let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r);
            // A duplicate id keeps the first; the test fails on any.
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// The message `id` of `lang` with `args`, if the catalogue has it.
pub fn format(lang: Language, id: &str, args: &FluentArgs) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    Some(text.into_owned())
}
