//! Tessera's words in every language. One Project Fluent catalog per language
//! (`locales/<lang>.ftl`, embedded at build time), resolved here in Rust with `fluent-bundle`,
//! so that plural forms follow the CLDR rules of each language (Polish and Czech have several).
//! English is the reference: every catalog has its message ids, and a message a catalog lacks
//! falls back to English.
//!
//! What the engine reports in structured form is worded here ([`reason`]: a score's reason
//! from its points, never from the engine's English text; [`refusal`]: why a move is refused).

mod desktop;
mod hint;
mod lang;
mod log;
mod note;
mod pseudo;
mod reason;
mod refusal;
mod tilename;
pub mod ui;

pub use desktop::desktop_template;
pub use hint::{hint_reason, hinted_words, review_reason, HintFacts, ReviewFacts};
pub use lang::Lang;
pub use log::{event_words, names, score_head, turn_label};
pub use note::option_note;
pub use reason::reason;
pub use refusal::refusal;
pub use tilename::{tile_name, tile_names, tile_object, tile_part_ids};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The catalog text of each language, in [`Lang::ALL`] order.
const SOURCES: [&str; 8] = [
    include_str!("../locales/en.ftl"),
    include_str!("../locales/nb.ftl"),
    include_str!("../locales/pl.ftl"),
    include_str!("../locales/sv.ftl"),
    include_str!("../locales/cs.ftl"),
    include_str!("../locales/de.ftl"),
    include_str!("../locales/nl.ftl"),
    include_str!("../locales/fr.ftl"),
];

/// The catalog text of `lang` (for tests and tools that check the catalogs).
pub fn source(lang: Lang) -> &'static str {
    SOURCES[lang.catalog() as usize]
}

/// One value a message takes: a number (plural forms follow it) or words.
#[derive(Clone, Debug)]
pub enum Arg {
    Num(f64),
    Text(String),
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Num(n as f64)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(n as f64)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

/// Every language's bundle, built once.
pub struct Messages {
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Messages {
    /// Parse every catalog. A catalog that does not parse is an error naming it (the tests
    /// check them all; the app falls back to English for what it cannot read).
    pub fn new() -> Result<Messages, String> {
        let mut bundles = Vec::with_capacity(SOURCES.len());
        for lang in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
            let res = FluentResource::try_new(source(lang).to_string())
                .map_err(|(_, e)| format!("{}.ftl: {e:?}", lang.id()))?;
            let mut b = FluentBundle::new_concurrent(vec![lang.langid()]);
            // Plain strings: the UI shows them as text, without bidi isolation marks.
            b.set_use_isolating(false);
            if lang == Lang::Pseudo {
                b.set_transform(Some(pseudo::transform));
            }
            b.add_resource(res)
                .map_err(|e| format!("{}.ftl: {e:?}", lang.id()))?;
            bundles.push(b);
        }
        Ok(Messages { bundles })
    }

    /// Message `id` in `lang` with `args`; English when `lang`'s catalog lacks it, and the id
    /// itself when English does too (so a missing message shows, and a test catches it).
    pub fn get(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        self.try_get(lang, id, args)
            .or_else(|| self.try_get(Lang::En, id, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// Message `id` in `lang`, or `None` when the catalog lacks it or it does not format.
    pub fn try_get(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let bundle = &self.bundles[lang as usize];
        let pattern = bundle.get_message(id)?.value()?;
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
                Arg::Text(s) => fargs.set(*k, FluentValue::from(s.as_str())),
            }
        }
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
        errors.is_empty().then(|| out.into_owned())
    }

    /// Attribute `attr` of message `id` in `lang` with `args`, or `None` when the catalog lacks
    /// it (no fallback: a language may leave an optional attribute out) or it does not format.
    pub fn try_attr(
        &self,
        lang: Lang,
        id: &str,
        attr: &str,
        args: &[(&str, Arg)],
    ) -> Option<String> {
        let bundle = &self.bundles[lang as usize];
        let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
                Arg::Text(s) => fargs.set(*k, FluentValue::from(s.as_str())),
            }
        }
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
        errors.is_empty().then(|| out.into_owned())
    }

    /// The ids of every message of `lang`'s catalog, in file order.
    pub fn ids(lang: Lang) -> Vec<String> {
        let res = match FluentResource::try_new(source(lang).to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        res.entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                _ => None,
            })
            .collect()
    }
}

/// The catalogs, parsed once for the whole program.
pub fn messages() -> &'static Messages {
    static MESSAGES: std::sync::OnceLock<Messages> = std::sync::OnceLock::new();
    MESSAGES.get_or_init(|| Messages::new().expect("the built-in catalogs parse"))
}
