//! A hint's reason in one line, from structured facts about the move the `normal` AI would
//! make (never from English text), and the log's mark of a move played after a hint.

use tessera_engine::view::OptionView;

use crate::{messages, Lang};

/// What a hint's line is built from.
pub enum HintFacts<'a> {
    /// While the tile's source is chosen: draw face down rather than take a tile on offer.
    Draw,
    /// Lay the tile in hand (`taken`: first take the marked tile on offer) as `option` says;
    /// `gain`: the points the move scores for the player at once.
    Lay {
        taken: bool,
        option: &'a OptionView,
        gain: u32,
    },
}

/// The hint's reason in `lang`, one line.
pub fn hint_reason(lang: Lang, facts: &HintFacts) -> String {
    let m = messages();
    let (taken, option, gain) = match facts {
        HintFacts::Draw => return m.get(lang, "hint-draw", &[]),
        HintFacts::Lay {
            taken,
            option,
            gain,
        } => (*taken, *option, *gain),
    };
    let lay = match option.action {
        "place" => m.get(
            lang,
            "hint-place",
            &[("note", crate::option_note(lang, option).into())],
        ),
        "recall" => m.get(lang, "hint-recall", &[("now", option.now.into())]),
        _ if gain > 0 => m.get(lang, "hint-scores", &[("points", gain.into())]),
        _ => m.get(lang, "hint-quiet", &[]),
    };
    if taken {
        m.get(lang, "hint-take", &[("then", lay.into())])
    } else {
        capitalised(&lay)
    }
}

/// The log's line for a move played after a hint (`who`: the player's name).
pub fn hinted_words(lang: Lang, who: &str) -> String {
    messages().get(lang, "log-hinted", &[("who", who.into())])
}

/// `lay it …` starts a sentence when no take comes before it.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// Why a review's better move was better than the move played, as facts (never English).
pub enum ReviewFacts<'a> {
    /// It scores `points` at once, where the move played scored `played`.
    Scores { points: u32, played: u32 },
    /// It places a figure as `option` says.
    Figure { option: &'a OptionView },
    /// It recalls the abbot for `now` points.
    Recall { now: u32 },
    /// It scores no more now: its worth is in the tiles to come.
    Later,
}

/// A key moment's reason in `lang`, one line.
pub fn review_reason(lang: Lang, facts: &ReviewFacts) -> String {
    let m = messages();
    match facts {
        ReviewFacts::Scores { points, played } => m.get(
            lang,
            "review-why-scores",
            &[("points", (*points).into()), ("played", (*played).into())],
        ),
        ReviewFacts::Figure { option } => m.get(
            lang,
            "review-why-figure",
            &[("note", crate::option_note(lang, option).into())],
        ),
        ReviewFacts::Recall { now } => m.get(lang, "review-why-recall", &[("now", (*now).into())]),
        ReviewFacts::Later => m.get(lang, "review-why-later", &[]),
    }
}
