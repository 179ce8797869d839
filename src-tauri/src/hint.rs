//! The hint: the move the `normal` AI would make for the human to act, with its reason in one
//! line. It uses the AI's own choice and the engine's own view of the options, so the hint
//! is always a legal move and its projection is the figure options' own. While the tile's
//! source is chosen, a hint to draw face down names no tile: the deck's top is not known to
//! the player, so the hint must not know it either.

use serde::Serialize;
use tessera_engine::ai::{self, Level};
use tessera_engine::record::RecordMove;
use tessera_engine::view::{placement_view, OptionView, PlacementView};
use tessera_engine::{Action, Game, Move, Placement, TileSource};
use tessera_i18n::{HintFacts, Lang};

/// What the `hint` command returns.
#[derive(Clone, Debug, Serialize)]
pub struct HintView {
    /// While the tile's source is chosen: the source to take it from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<TileSource>,
    /// The move, as a record move (absent for a hint to draw face down: the tile is unknown).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mv: Option<RecordMove>,
    /// Why, in one line in the game's language.
    pub reason: String,
}

/// The hint for the player to act in `game` (`seed`: the decision's seed), or `None` when
/// there is no move (the game is over).
pub fn hint(game: &Game, seed: u64, lang: Lang) -> Option<HintView> {
    let choosing = game.choosing_source();
    if choosing && ai::choose_source(Level::Normal, game, seed)? == TileSource::Deck {
        return Some(HintView {
            source: Some(TileSource::Deck),
            mv: None,
            reason: tessera_i18n::hint_reason(lang, &HintFacts::Draw),
        });
    }
    let mv = ai::choose(Level::Normal, game, seed)?;
    let (option, gain) = move_facts(game, &mv)?;
    let facts = HintFacts::Lay {
        taken: choosing,
        option: &option,
        gain,
    };
    Some(HintView {
        source: choosing.then_some(mv.source),
        mv: Some(RecordMove::from_move(&mv)),
        reason: tessera_i18n::hint_reason(lang, &facts),
    })
}

/// What `mv` does in `game` (its tile first taken from its source while the source is still
/// to choose): the figure option it takes, and the points it scores for the mover at once.
/// The hint's reason and the review's are built from these.
pub(crate) fn move_facts(game: &Game, mv: &Move) -> Option<(OptionView, u32)> {
    // The game with the tile in hand, as the player sees it when laying it.
    let mut laying = game.clone();
    if game.choosing_source() {
        laying.take(mv.source).ok()?;
    }
    // Only this placement's options are worked out (the view of every placement would lay
    // the tile on a copy of the game for each of them).
    let placement = Placement {
        cell: mv.cell,
        rot: mv.rot,
    };
    let view = placement_view(&laying, mv.tile, placement);
    let option = option_of(&view, mv)?.clone();
    let me = laying.current_player();
    let before = laying.scores()[me];
    let mut after = laying;
    after.apply(mv).ok()?;
    Some((option, after.scores()[me].saturating_sub(before)))
}

/// The figure option of the placement `p` (the one `mv` lays its tile at) that `mv` takes (a
/// placement's option 0 places nothing).
fn option_of<'v>(p: &'v PlacementView, mv: &Move) -> Option<&'v OptionView> {
    p.options.iter().find(|o| match mv.action {
        Action::None => o.action == "none",
        Action::Mode(_) => o.action == "recall",
        Action::Place(kind, at) => {
            o.action == "place" && o.figure == Some(kind) && o.at == Some(at.name())
        }
    })
}
