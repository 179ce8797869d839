//! Scoring (`shared/rules/hunters-gatherers.md`, "Features", "Game end and final scoring"):
//! forests and rivers when completed (gatherers and fishermen come back), and at the end huts
//! (every fish of their river system) and hunters (the game of their meadow). A forest with
//! gold completed by a land tile earns its placer a bonus tile ([`super::Hunters::gold`]).

use crate::core::Core;
use crate::events::{push_score, EventSink};
use crate::features::{Figure, FigureKind};
use crate::game::TileSource;
use crate::geometry::Cell;
use crate::points::{Item, Occasion, Points};
use crate::tiles::{catalog, Contents, FeatureKind, RiverEnding};

use super::Hunters;

/// A forest of `tiles` tiles with `mushrooms` patches, completed.
pub fn forest(tiles: u32, mushrooms: u32) -> Points {
    Points::new()
        .with(Item::Tile, tiles, 2)
        .with(Item::Mushroom, mushrooms, 2)
}

/// A river of `tiles` tiles with `fish` in the lakes at its ends, completed.
pub fn river(tiles: u32, fish: u32) -> Points {
    Points::new()
        .with(Item::Tile, tiles, 1)
        .with(Item::Fish, fish, 1)
}

/// A meadow's game for its hunters: 2 per deer, mammoth and aurochs, after each tiger
/// cancels a deer (none with the fire); never below 0.
pub fn meadow(c: &Contents, shrine: bool) -> Points {
    let deer = c.deer as u32;
    let eaten = if c.fire { 0 } else { deer.min(c.tigers as u32) };
    Points::new()
        .with(Item::Deer, deer - eaten, 2)
        .with(Item::EatenDeer, eaten, 0)
        .with(Item::Mammoth, c.mammoths as u32, 2)
        .with(Item::Aurochs, c.aurochs as u32, 2)
        .with(Item::Fire, (c.fire && c.tigers > 0) as u32, 0)
        .with(Item::Shrine, shrine as u32, 0)
}

/// Everything printed in the feature of `seg`, added up over its tiles.
pub(crate) fn contents_of(game: &Core, seg: u16) -> Contents {
    let mut sum = Contents::default();
    for s in game.feats.members(seg) {
        let c = contents_at(game, s);
        sum.deer = sum.deer.saturating_add(c.deer);
        sum.tigers = sum.tigers.saturating_add(c.tigers);
        sum.mammoths = sum.mammoths.saturating_add(c.mammoths);
        sum.aurochs = sum.aurochs.saturating_add(c.aurochs);
        sum.gold = sum.gold.saturating_add(c.gold);
        sum.mushrooms = sum.mushrooms.saturating_add(c.mushrooms);
        sum.fish = sum.fish.saturating_add(c.fish);
        sum.fire |= c.fire;
        sum.shrine |= c.shrine;
        sum.volcano |= c.volcano;
    }
    sum
}

/// The fish of the lakes at the ends of the river of `seg`, each lake counted once.
pub(crate) fn end_fish(game: &Core, seg: u16) -> u32 {
    let tiles = game.board.tiles();
    let mut lakes: [u16; 8] = [u16::MAX; 8];
    let mut fish = 0;
    for s in game.feats.members(seg) {
        let sg = game.feats.seg(s);
        let p = &tiles[sg.tile as usize];
        let def = catalog().get(p.tile);
        if let Some(RiverEnding::Lake(l)) = def.features[sg.feat as usize].ending {
            let lake = p.first_seg + l as u16;
            if let Some(slot) = lakes.iter_mut().find(|x| **x == lake || **x == u16::MAX) {
                if *slot != lake {
                    *slot = lake;
                    fish += def.features[l as usize].contents.fish as u32;
                }
            }
        }
    }
    fish
}

/// The hunter standing on the shrine's own meadow piece, if any: the meadow's sole scorer.
fn shrine_hunter(game: &Core, seg: u16) -> Option<u8> {
    game.feats
        .members(seg)
        .find_map(|s| match game.feats.seg(s).figure {
            Some(Figure {
                player,
                kind: FigureKind::Meeple,
            }) if contents_at(game, s).shrine => Some(player),
            _ => None,
        })
}

/// What the feature of `seg` scores on `occasion` as it stands: forests and rivers only when
/// completed (unfinished ones score nothing at the end), meadows for their game.
pub(crate) fn points_of(game: &Core, seg: u16, occasion: Occasion) -> Points {
    let info = game.feats.info(seg);
    let done = info.open == 0;
    match info.kind {
        FeatureKind::Forest if done || occasion == Occasion::Completed => {
            forest(info.tiles as u32, contents_of(game, seg).mushrooms as u32)
        }
        FeatureKind::River if done || occasion == Occasion::Completed => {
            river(info.tiles as u32, end_fish(game, seg))
        }
        FeatureKind::Meadow => meadow(&contents_of(game, seg), shrine_hunter(game, seg).is_some()),
        _ => Points::new(),
    }
}

/// Pay `points` for the feature (or river system) of `seg` to every player with
/// `count[p] == max`, and report it.
fn pay(
    h: &Hunters,
    game: &mut Core,
    (seg, kind): (u16, FeatureKind),
    count: [u8; 6],
    occasion: Occasion,
    points: Points,
    sink: &mut impl EventSink,
) {
    let max = *count.iter().max().unwrap_or(&0);
    if max == 0 {
        return;
    }
    let winners: Vec<usize> = (0..game.players.len())
        .filter(|&p| count[p] == max)
        .collect();
    game.award(&winners, points.total());
    if sink.enabled() {
        let cells = if kind == FeatureKind::RiverSystem {
            system_cells(h, game, seg)
        } else {
            game.feature_cells(seg)
        };
        push_score(sink, kind, cells, winners, occasion, points);
    }
}

/// Score the forests and rivers the tile just laid (placed tile `idx`) completed, and note
/// a completed forest with gold when the tile came from the land stack.
pub(crate) fn score_completed(
    h: &mut Hunters,
    game: &mut Core,
    idx: u16,
    sink: &mut impl EventSink,
) {
    let (first, end) = game.seg_range(idx);
    let land_tile = game.hand_source == TileSource::Deck;
    for s in first..end {
        let kind = game.feats.seg(s).kind;
        if !matches!(kind, FeatureKind::Forest | FeatureKind::River) {
            continue;
        }
        let info = game.feats.info(s);
        if info.open != 0 {
            continue;
        }
        if kind == FeatureKind::Forest && land_tile && contents_of(game, s).gold > 0 {
            h.gold = true;
        }
        if info.figures == 0 {
            continue;
        }
        let points = points_of(game, s, Occasion::Completed);
        let (count, _) = game.majority(s);
        pay(h, game, (s, kind), count, Occasion::Completed, points, sink);
        game.return_figures(s, sink, |_| {});
    }
}

/// The cells of the river system with root `root`.
fn system_cells(h: &Hunters, game: &Core, root: u16) -> Vec<Cell> {
    let tiles = game.board.tiles();
    let mut cells: Vec<Cell> = (0..game.feats.len() as u16)
        .filter(|&s| {
            matches!(
                game.feats.seg(s).kind,
                FeatureKind::River | FeatureKind::Lake
            ) && h.system(s) == root
        })
        .map(|s| tiles[game.feats.seg(s).tile as usize].cell)
        .collect();
    cells.sort_unstable_by_key(|c| (c.y, c.x));
    cells.dedup();
    cells
}

/// The catalog row of segment `s`'s feature.
/// What segment `s`'s feature holds, from its tile's compact feature table.
fn contents_at(game: &Core, s: u16) -> &'static Contents {
    let sg = game.feats.seg(s);
    &catalog()
        .get(game.board.tiles()[sg.tile as usize].tile)
        .seg_init[sg.feat as usize]
        .contents
}

/// Every lake on the board: its river system's root and its fish.
fn lakes<'a>(h: &'a Hunters, game: &'a Core) -> impl Iterator<Item = (u16, u32)> + 'a {
    (0..game.feats.len() as u16)
        .filter(|&s| game.feats.seg(s).kind == FeatureKind::Lake)
        .map(move |s| (h.system(s), lake_fish(game, s)))
}

/// The fish in lake segment `s`.
pub(crate) fn lake_fish(game: &Core, s: u16) -> u32 {
    contents_at(game, s).fish as u32
}

/// Every fish in the lakes of the river system with root `root`.
pub(crate) fn system_fish(h: &Hunters, game: &Core, root: u16) -> u32 {
    lakes(h, game)
        .filter(|&(r, _)| r == root)
        .map(|(_, fish)| fish)
        .sum()
}

/// The end of the game: gatherers and fishermen on unfinished forests and rivers score
/// nothing; huts score their river systems' fish, hunters their meadows' game.
pub(crate) fn final_scoring(h: &Hunters, game: &mut Core, sink: &mut impl EventSink) {
    let systems = h.hut_counts();
    // Every lake's fish to its system, in one pass.
    let mut fish = vec![0u32; systems.len()];
    if !systems.is_empty() {
        for (root, n) in lakes(h, game) {
            if let Some(i) = systems.iter().position(|&(r, _)| r == root) {
                fish[i] += n;
            }
        }
    }
    for ((root, count), fish) in systems.into_iter().zip(fish) {
        let points = Points::new().with(Item::Fish, fish, 1);
        pay(
            h,
            game,
            (root, FeatureKind::RiverSystem),
            count,
            Occasion::Final,
            points,
            sink,
        );
    }
    for s in 0..game.feats.len() as u16 {
        if game.feats.seg(s).kind != FeatureKind::Meadow
            || !game.feats.is_root(s)
            || game.feats.info(s).figures == 0
        {
            continue;
        }
        let count = match shrine_hunter(game, s) {
            Some(p) => {
                let mut c = [0; 6];
                c[p as usize] = 1;
                c
            }
            None => game.majority(s).0,
        };
        let points = points_of(game, s, Occasion::Final);
        pay(
            h,
            game,
            (s, FeatureKind::Meadow),
            count,
            Occasion::Final,
            points,
            sink,
        );
    }
}
