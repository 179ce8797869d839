//! A serializable picture of a game for front ends: the board with its figures, the tile in
//! hand, every legal placement with its figure options and what each would score, players,
//! and the counts of the tiles still face down. Read-only: built from the public engine API,
//! so a front end draws and offers exactly what the rules allow and re-implements nothing.

use serde::Serialize;

use crate::features::FigureKind;
use crate::game::{Action, Game, Move};
use std::collections::HashMap;

use crate::geometry::{locs, Loc, Side};
use crate::legal::Placement;
use crate::points::{Occasion, Points};
use crate::tiles::{catalog, BonusKind, Contents, Edge, FeatureKind, RiverEnding, TileId};

/// One tile kind as drawn: its printed edges and features (unrotated).
#[derive(Clone, Debug, Serialize)]
pub struct TileKindView {
    pub name: String,
    pub edges: [Edge; 4],
    pub river: bool,
    /// `spring` or `lake` for a tile where the river starts or ends in a pool of water.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pool: Option<&'static str>,
    /// A Hunters & Gatherers bonus tile's kind.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bonus: Option<BonusKind>,
    pub features: Vec<FeatureDefView>,
}

#[derive(Clone, Debug, Serialize)]
pub struct FeatureDefView {
    pub kind: FeatureKind,
    /// Location names the feature covers (`N`, `NNE`, …, `C`), as printed.
    pub locs: Vec<&'static str>,
    pub shield: bool,
    pub ends: bool,
    /// For fields: indices of the cities on this tile that the field borders.
    pub borders: Vec<u8>,
    /// Game, treasures and fish printed in the feature (left out when there are none).
    #[serde(skip_serializing_if = "Contents::is_empty")]
    pub contents: Contents,
    /// Where a river that ends on the tile ends, when the catalog says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ending: Option<RiverEnding>,
    /// For a lake (which covers no location): the indices of the river arms that reach it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub arms: Vec<u8>,
}

/// Every tile kind of `mode`'s catalog, in catalog order.
pub fn catalog_view(mode: crate::Mode) -> Vec<TileKindView> {
    catalog()
        .tiles
        .iter()
        .filter(|t| t.mode == mode.tiles())
        .map(|t| TileKindView {
            name: t.name.clone(),
            edges: t.edges,
            river: t.river,
            pool: crate::modes::pool(t),
            bonus: t.bonus,
            features: t
                .features
                .iter()
                .map(|f| FeatureDefView {
                    kind: f.kind,
                    locs: locs(f.mask).map(Loc::name).collect(),
                    shield: f.shield,
                    ends: f.ends,
                    borders: f.borders.clone(),
                    contents: f.contents,
                    ending: f.ending,
                    arms: f.arms.clone(),
                })
                .collect(),
        })
        .collect()
}

/// A tile on the board.
#[derive(Clone, Debug, Serialize)]
pub struct PlacedView {
    pub x: i32,
    pub y: i32,
    pub tile: String,
    /// Clockwise rotation in degrees.
    pub rot: u16,
    pub figures: Vec<FigureView>,
    /// The state of each feature of the tile (rivers left out), for hover details.
    pub features: Vec<FeatureStateView>,
}

/// A feature as it stands, seen from one of its tiles.
#[derive(Clone, Debug, Serialize)]
pub struct FeatureStateView {
    /// Index of the feature in the tile's catalog row.
    pub feat: u8,
    /// The whole feature's identity in this view: the same number on every tile it covers, so
    /// that a front end can find all of it (its root segment; it may change from one view to
    /// the next as features merge, so it means nothing across views).
    pub id: u16,
    pub kind: FeatureKind,
    /// Distinct tiles the feature covers (monasteries and gardens: tiles around them).
    pub tiles: u32,
    pub shields: u32,
    pub complete: bool,
    /// What it scores now: when completed, or if the game ended now.
    pub now: u32,
    /// The players with the most followers on it (all tied ones).
    pub owners: Vec<usize>,
    /// Where it may still grow: for a road, city, forest or river its tile edges not yet
    /// matched (0 once complete); for a field or meadow the tile sides it reaches that face an
    /// empty square; for a monastery or garden the empty squares around it (of 8).
    pub open: u32,
    /// What the whole feature holds (Hunters & Gatherers' game, gold, mushrooms and the fish
    /// at a river's ends; left out when there is nothing).
    #[serde(skip_serializing_if = "Contents::is_empty")]
    pub contents: Contents,
    /// The open cell no tile to come fits that keeps it from ever being completed (left out
    /// when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub never: Option<(i32, i32)>,
    /// For a feature someone holds: the AI's odds, in percent, that it is completed before
    /// the end (left out for one complete, doomed, unheld or never completed by a tile).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chance: Option<u8>,
}

/// A figure standing on a placed tile.
#[derive(Clone, Debug, Serialize)]
pub struct FigureView {
    pub player: usize,
    pub kind: FigureKind,
    /// The feature's first location on the tile, in board orientation.
    pub at: &'static str,
    pub feature: FeatureKind,
    /// Index of the feature in the tile's catalog row.
    pub feat: u8,
}

/// A player's counters.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    pub score: u32,
    /// The score this player would end with if the game ended now
    /// ([`Game::projected_scores`]); once the game is over, `score`.
    pub projected: u32,
    pub followers: u8,
    /// The mode's figures beyond the followers (Classic's abbot, Hunters & Gatherers' huts).
    #[serde(flatten)]
    pub mode: crate::modes::ModePlayerView,
}

/// One legal place for the tile in hand, with every figure step it allows.
#[derive(Clone, Debug, Serialize)]
pub struct PlacementView {
    pub x: i32,
    pub y: i32,
    /// Clockwise rotation in degrees.
    pub rot: u16,
    /// The figure steps, "no figure" first.
    pub options: Vec<OptionView>,
}

/// One figure step and what it would bring.
#[derive(Clone, Debug, Serialize)]
pub struct OptionView {
    /// `none`, `place` or `recall`.
    pub action: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figure: Option<FigureKind>,
    /// Where the figure goes (board orientation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feature: Option<FeatureKind>,
    /// Every location of the tile that the feature covers (board orientation).
    pub locs: Vec<&'static str>,
    /// For a recall: the cell of the abbot's monastery or garden.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<(i32, i32)>,
    /// Points the feature is worth now: scored at once when `completes`, otherwise what it
    /// would score if the game ended now.
    pub now: u32,
    /// `now` as lines of count × rate, the same value the scoring event will carry.
    pub points: Points,
    /// Points if the feature were completed at its present size (fields: as `now`).
    pub if_completed: u32,
    /// The tile just placed completes the feature, so it scores this turn.
    pub completes: bool,
    /// The feature's size: the tiles of a road, city, field, forest, river or meadow; for a
    /// monastery or garden, the squares filled around it (of 8). 0 without a feature.
    pub tiles: u32,
    /// A city's shields (0 for the rest).
    pub shields: u32,
    /// What the whole feature holds (Hunters & Gatherers' game, mushrooms and the fish at a
    /// river's ends, as [`FeatureStateView::contents`]; left out when there is nothing).
    #[serde(skip_serializing_if = "Contents::is_empty")]
    pub contents: Contents,
    /// The projection in the player's words. The engine leaves it empty: a front end words it
    /// from the fields above in the player's language (`tessera_i18n::option_note`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// Everything a front end needs to show the game and offer the next move.
#[derive(Clone, Debug, Serialize)]
pub struct GameView {
    pub turn: u32,
    pub finished: bool,
    pub current: usize,
    /// The tile to place now (`None` at the end, or while the player chooses its source).
    pub hand: Option<String>,
    /// The player chooses where the tile comes from first (one of `sources`).
    pub choosing_source: bool,
    /// Where the player to act may take a tile from: `{"from": "deck"}` or
    /// `{"from": "stack", "index": i}`.
    pub sources: Vec<crate::game::TileSource>,
    /// Where the tile in hand came from.
    pub hand_source: crate::game::TileSource,
    pub board: Vec<PlacedView>,
    /// Index into `board` of the tile placed last.
    pub last: Option<usize>,
    pub placements: Vec<PlacementView>,
    pub players: Vec<PlayerView>,
    /// Face-down tiles by kind (kinds with none left are omitted), in catalog order.
    pub remaining: Vec<(String, u8)>,
    /// Every open cell with the tiles to come that fit it (see [`crate::fits`]).
    pub open_cells: Vec<crate::fits::view::OpenCellView>,
    pub deck_len: usize,
    /// The mode's own part (Benelux: `map` and `benelux`).
    #[serde(flatten)]
    pub mode: crate::modes::ModeView,
}

impl GameView {
    pub fn new(game: &Game) -> GameView {
        let cat = catalog();
        let feats = game.features();
        let off_features = game.mode_figures();
        // Fields' and meadows' open sides, worked out once per whole feature.
        let mut grows = HashMap::new();
        let mut aids = crate::fits::view::Aids::new(game);
        let board = game
            .board()
            .tiles()
            .iter()
            .map(|p| {
                let def = cat.get(p.tile);
                let o = &def.orient[p.rot as usize];
                let (first, end) = p.seg_range();
                let on_features = (first..end).filter_map(|s| Some((s, feats.seg(s).figure?)));
                let off = off_features
                    .iter()
                    .filter(|(s, _)| (first..end).contains(s))
                    .copied();
                let figures = on_features
                    .chain(off)
                    .map(|(s, fig)| {
                        let f = (s - first) as usize;
                        FigureView {
                            player: fig.player as usize,
                            kind: fig.kind,
                            at: locs(o.masks[f]).next().unwrap_or(Loc::C).name(),
                            feature: feats.seg(s).kind,
                            feat: f as u8,
                        }
                    })
                    .collect();
                // Classic's rivers (on its River tiles) are scenery; Hunters & Gatherers'
                // rivers are features that score.
                let features = (0..def.features.len())
                    .filter(|&f| def.features[f].kind != FeatureKind::River || !def.river)
                    .map(|f| {
                        let seg = p.first_seg + f as u16;
                        feature_state(game, seg, p.cell, f as u8, &mut grows, &mut aids)
                    })
                    .collect();
                PlacedView {
                    x: p.cell.x,
                    y: p.cell.y,
                    tile: def.name.clone(),
                    rot: p.rot as u16 * 90,
                    figures,
                    features,
                }
            })
            .collect::<Vec<_>>();
        let placements = match game.hand() {
            Some(tile) => game
                .placements(tile)
                .into_iter()
                .map(|p| placement_view(game, tile, p))
                .collect(),
            None => Vec::new(),
        };
        let remaining = game
            .remaining_counts()
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, &n)| (cat.tiles[i].name.clone(), n))
            .collect();
        GameView {
            turn: game.turn(),
            finished: game.is_finished(),
            current: game.current_player(),
            hand: game.hand().map(|t| cat.get(t).name.clone()),
            choosing_source: game.choosing_source(),
            sources: game.sources(),
            hand_source: game.hand_source(),
            last: board.len().checked_sub(1),
            board,
            placements,
            players: game
                .players()
                .iter()
                .zip(game.projected_scores())
                .enumerate()
                .map(|(i, (p, projected))| PlayerView {
                    score: p.score,
                    projected,
                    followers: p.followers(),
                    mode: game.rules.player_view(&game.core, i),
                })
                .collect(),
            remaining,
            open_cells: aids.cells,
            deck_len: game.deck_len(),
            mode: game.mode_view(),
        }
    }
}

/// The figure options of one placement, each with its projected points, worked out on a copy
/// of the game with the tile laid.
pub fn placement_view(game: &Game, tile: TileId, p: Placement) -> PlacementView {
    let actions = game.actions(p);
    let mut options = Vec::with_capacity(actions.len());
    let laid = (actions.len() > 1).then(|| {
        // No draw on the copy: what is projected must not depend on the hidden deck order.
        let mut g = game.clone();
        g.play_without_draw(&Move::new(tile, p.cell, p.rot, Action::None));
        g
    });
    for a in actions {
        options.push(match (a, &laid) {
            (Action::Place(kind, at), Some(g)) => place_option(game, g, tile, p, kind, at),
            (Action::Mode(code), Some(g)) => match game.rules.mode_option(game, g, code) {
                Some(option) => option,
                None => no_figure(),
            },
            _ => no_figure(),
        });
    }
    PlacementView {
        x: p.cell.x,
        y: p.cell.y,
        rot: p.rot as u16 * 90,
        options,
    }
}

/// The option of laying the tile without a figure.
fn no_figure() -> OptionView {
    OptionView {
        action: "none",
        figure: None,
        at: None,
        feature: None,
        locs: Vec::new(),
        cell: None,
        now: 0,
        points: Points::new(),
        if_completed: 0,
        completes: false,
        tiles: 0,
        shields: 0,
        contents: Contents::default(),
        note: String::new(),
    }
}

fn place_option(
    before: &Game,
    g: &Game,
    tile: TileId,
    p: Placement,
    kind: FigureKind,
    at: Loc,
) -> OptionView {
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let f = o.loc_feature[at.0 as usize];
    let placed = g.board().tiles()[before.board().tiles().len()];
    let seg = placed.first_seg + f as u16;
    let info = g.features().info(seg);
    let (points, if_completed, completes) = match info.kind {
        FeatureKind::Road | FeatureKind::City => {
            let (t, s) = (info.tiles as u32, info.shields as u32);
            let done = info.open == 0;
            let occasion = if done {
                Occasion::Completed
            } else {
                Occasion::Final
            };
            let points = g.feature_points(seg, occasion);
            let full = g.road_or_city_points(info.kind, t, s, true).total();
            (points, full, done)
        }
        FeatureKind::Monastery | FeatureKind::Garden => {
            let n = g.board().neighbours8(p.cell);
            let occasion = if n == 8 {
                Occasion::Completed
            } else {
                Occasion::Final
            };
            let points = g.feature_points(seg, occasion);
            (points, 9, n == 8)
        }
        FeatureKind::Field => {
            let points = g.feature_points(seg, Occasion::Final);
            let now = points.total();
            (points, now, false)
        }
        _ if kind == FigureKind::Hut => {
            let points = g.mode_figure_points(seg);
            let fish = points.total();
            (points, fish, false)
        }
        // Hunters & Gatherers' forests and rivers score only when completed.
        FeatureKind::Forest | FeatureKind::River => {
            let done = info.open == 0;
            let full = g.feature_points(seg, Occasion::Completed);
            let total = full.total();
            // Left unfinished, they score nothing at the end.
            let points = if done { full } else { Points::new() };
            (points, total, done)
        }
        FeatureKind::Meadow => {
            let points = g.feature_points(seg, Occasion::Final);
            let now = points.total();
            (points, now, false)
        }
        // Classic's rivers take no figure (see above); the rest take none at all.
        FeatureKind::Chip | FeatureKind::Lake | FeatureKind::RiverSystem => {
            (Points::new(), 0, false)
        }
    };
    let now = points.total();
    OptionView {
        action: "place",
        figure: Some(kind),
        at: Some(at.name()),
        feature: Some(info.kind),
        locs: locs(o.masks[f as usize]).map(Loc::name).collect(),
        cell: None,
        now,
        points,
        if_completed,
        completes,
        tiles: match info.kind {
            FeatureKind::Monastery | FeatureKind::Garden => g.board().neighbours8(p.cell),
            _ => info.tiles as u32,
        },
        shields: info.shields as u32,
        contents: g.feature_contents(seg),
        note: String::new(),
    }
}

/// The tile sides where the field or meadow holding `seg` faces an empty square: each of its
/// segments' sides that carry the feature (the whole side or a half of it) once per tile side.
/// A walk over the whole feature, so [`GameView::new`] asks once per feature.
fn growing_sides(game: &Game, seg: u16) -> u32 {
    let feats = game.features();
    let board = game.board();
    let cat = catalog();
    let mut open = 0;
    for s in feats.members(seg) {
        let sg = feats.seg(s);
        let p = board.tiles()[sg.tile as usize];
        let mask = cat.get(p.tile).orient[p.rot as usize].masks[sg.feat as usize];
        for side in Side::ALL {
            let [a, b] = Loc::halves(side);
            let on_side = mask & (Loc::edge(side).bit() | a.bit() | b.bit()) != 0;
            if on_side && !board.filled(p.cell.step(side)) {
                open += 1;
            }
        }
    }
    open
}

fn feature_state(
    game: &Game,
    seg: u16,
    cell: crate::Cell,
    feat: u8,
    grows: &mut HashMap<u16, u32>,
    aids: &mut crate::fits::view::Aids,
) -> FeatureStateView {
    let feats = game.features();
    let info = feats.info(seg);
    let open = match info.kind {
        FeatureKind::Field | FeatureKind::Meadow => *grows
            .entry(info.root)
            .or_insert_with(|| growing_sides(game, seg)),
        FeatureKind::Monastery | FeatureKind::Garden => 8 - game.board().neighbours8(cell),
        FeatureKind::Lake | FeatureKind::Chip | FeatureKind::RiverSystem => 0,
        _ => info.open as u32,
    };
    let mut count = [0u32; 6];
    if info.figures > 0 {
        for s in feats.members(seg) {
            if let Some(f) = feats.seg(s).figure {
                if f.kind == FigureKind::Meeple || !info.kind.spans_tiles() {
                    count[f.player as usize % 6] += 1;
                }
            }
        }
    }
    let max = count.iter().copied().max().unwrap_or(0);
    let owners = if max == 0 {
        Vec::new()
    } else {
        (0..game.players().len())
            .filter(|&p| count[p] == max)
            .collect()
    };
    let (tiles, shields) = (info.tiles as u32, info.shields as u32);
    let complete = match info.kind {
        FeatureKind::Road | FeatureKind::City => info.open == 0,
        FeatureKind::Monastery | FeatureKind::Garden => game.board().neighbours8(cell) == 8,
        // Hunters & Gatherers' forests and rivers (Classic's rivers never hold a figure).
        FeatureKind::Forest | FeatureKind::River => info.open == 0,
        FeatureKind::Field
        | FeatureKind::Chip
        | FeatureKind::Meadow
        | FeatureKind::Lake
        | FeatureKind::RiverSystem => false,
    };
    let occasion = if complete {
        Occasion::Completed
    } else {
        Occasion::Final
    };
    let now = game.feature_points(seg, occasion).total();
    FeatureStateView {
        feat,
        id: info.root,
        kind: info.kind,
        tiles: if info.kind.spans_tiles() {
            tiles
        } else {
            game.board().neighbours8(cell)
        },
        shields,
        complete,
        now,
        owners,
        open,
        contents: game.feature_contents(seg),
        never: if complete {
            None
        } else {
            aids.never(info.root)
        },
        chance: if complete || info.figures == 0 {
            None
        } else {
            aids.chance(game, info.root)
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameOptions, Options, Setup};

    #[test]
    fn every_legal_move_is_offered_once() {
        let setup = Setup {
            players: 2,
            options: Options {
                abbot: true,
                river: true,
                ..Options::default()
            }
            .into(),
            seed: 11,
            deck: None,
            mode_setup: None,
        };
        let mut game = Game::new(&setup).expect("valid setup");
        for turn in 0..30 {
            let view = GameView::new(&game);
            let offered: usize = view.placements.iter().map(|p| p.options.len()).sum();
            assert_eq!(offered, game.legal_moves().len(), "turn {turn}");
            assert!(view
                .placements
                .iter()
                .all(|p| p.options[0].action == "none"));
            let mv = game.legal_moves()[turn % 3 % game.legal_moves().len()];
            game.apply(&mv).expect("legal");
        }
        let v = GameView::new(&game);
        assert_eq!(v.board.len(), 31);
        assert!(serde_json::to_string(&v).is_ok());
    }

    /// A Classic game whose deck is `deck` in draw order, two players.
    fn classic_with(deck: &[&str]) -> Game {
        let setup = Setup {
            players: 2,
            options: Options::default().into(),
            seed: 1,
            deck: Some(deck.iter().map(|t| t.to_string()).collect()),
            mode_setup: None,
        };
        Game::new(&setup).expect("valid")
    }

    /// Lay the tile in hand (which must be `name`) at `(x, y)` turned `rot` quarters.
    fn lay(game: &mut Game, name: &str, x: i32, y: i32, rot: u8) {
        let tile = game.hand().expect("a tile in hand");
        assert_eq!(catalog().get(tile).name, name);
        let mv = Move::new(tile, crate::Cell::new(x, y), rot, Action::None);
        game.apply(&mv).expect("legal");
    }

    /// The state of the feature of kind `kind` on the tile at `(x, y)`.
    fn state_at(v: &GameView, x: i32, y: i32, kind: FeatureKind) -> FeatureStateView {
        let t = v
            .board
            .iter()
            .find(|t| (t.x, t.y) == (x, y))
            .expect("a tile");
        let f = t
            .features
            .iter()
            .find(|f| f.kind == kind)
            .expect("the feature");
        f.clone()
    }

    #[test]
    fn a_road_across_tiles_has_one_id_and_counts_its_open_ends() {
        // The start tile D (road W–E, city N) at (0, 0), then straight roads east of it.
        let mut game = classic_with(&["U", "U", "W", "W", "B"]);
        lay(&mut game, "U", 1, 0, 0);
        lay(&mut game, "U", 2, 0, 0);
        let v = GameView::new(&game);
        let roads: Vec<_> = (0..3)
            .map(|x| state_at(&v, x, 0, FeatureKind::Road))
            .collect();
        assert!(roads.iter().all(|r| r.id == roads[0].id), "{roads:?}");
        assert!(roads
            .iter()
            .all(|r| (r.tiles, r.open, r.complete) == (3, 2, false)));
        let city = state_at(&v, 0, 0, FeatureKind::City);
        assert_ne!(city.id, roads[0].id);
        assert_eq!((city.open, city.complete), (1, false));
        // A junction closes the east end, another the west end: complete, nothing open.
        lay(&mut game, "W", 3, 0, 0);
        let v = GameView::new(&game);
        assert_eq!(state_at(&v, 1, 0, FeatureKind::Road).open, 1);
        lay(&mut game, "W", -1, 0, 0);
        let v = GameView::new(&game);
        let road = state_at(&v, 2, 0, FeatureKind::Road);
        assert_eq!((road.tiles, road.open, road.complete), (5, 0, true));
        assert_eq!(road.id, state_at(&v, -1, 0, FeatureKind::Road).id);
        // Fields: the sides where they reach an empty square. The field north of the road
        // covers all five tiles: the north sides of both junctions and both straight roads,
        // the west junction's west side and the east one's east side (the start tile's part
        // lies between the city and the road, its sides against neighbours).
        let north = v
            .board
            .iter()
            .find(|t| (t.x, t.y) == (2, 0))
            .expect("a tile");
        let field = north
            .features
            .iter()
            .find(|f| f.kind == FeatureKind::Field)
            .expect("a field");
        assert_eq!((field.tiles, field.open), (5, 6), "{field:?}");
        // A monastery below the road: the empty squares around it.
        lay(&mut game, "B", 1, 1, 0);
        let v = GameView::new(&game);
        let m = state_at(&v, 1, 1, FeatureKind::Monastery);
        assert_eq!((m.tiles, m.open), (3, 5));
        assert_eq!(m.tiles + m.open, 8);
    }

    #[test]
    fn every_tile_of_a_feature_tells_the_same_whole() {
        let hunters = crate::modes::hunters::HuntersOptions::default();
        let river = Options {
            abbot: true,
            river: true,
            ..Options::default()
        };
        for options in [GameOptions::Hunters(hunters), river.into()] {
            let mut game = Game::new(&Setup::seeded(3, options, 5)).expect("valid setup");
            for turn in 0..45 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.apply(&moves[turn * 7 % moves.len()]).expect("legal");
            }
            let v = GameView::new(&game);
            let states: Vec<_> = v.board.iter().flat_map(|t| &t.features).collect();
            for a in &states {
                let same = |b: &&&FeatureStateView| b.id == a.id;
                for b in states.iter().filter(same) {
                    let whole =
                        |f: &FeatureStateView| (f.kind, f.complete, f.now, f.owners.clone());
                    assert_eq!(whole(a), whole(b));
                    if a.kind.spans_tiles() {
                        assert_eq!((a.tiles, a.open), (b.tiles, b.open));
                    }
                }
                if matches!(
                    a.kind,
                    FeatureKind::Road | FeatureKind::City | FeatureKind::Forest
                ) {
                    assert_eq!(a.complete, a.open == 0, "{a:?}");
                }
            }
            // Hunters & Gatherers' rivers are shown (they score); Classic's River is not.
            let rivers = states
                .iter()
                .filter(|f| f.kind == FeatureKind::River)
                .count();
            assert_eq!(rivers > 0, game.mode() == crate::Mode::HuntersGatherers);
        }
    }

    #[test]
    fn start_tile_road_projection() {
        // The deck's first land tile U (straight road) next to the start tile D.
        let setup = Setup {
            players: 2,
            options: Options::default().into(),
            seed: 1,
            deck: Some(vec!["U".into()]),
            mode_setup: None,
        };
        let game = Game::new(&setup).expect("valid");
        let view = GameView::new(&game);
        let east = view
            .placements
            .iter()
            .find(|p| (p.x, p.y, p.rot) == (1, 0, 0))
            .expect("U fits east of D unrotated");
        let road = east
            .options
            .iter()
            .find(|o| o.feature == Some(FeatureKind::Road))
            .expect("a road option");
        assert_eq!((road.now, road.if_completed, road.completes), (2, 2, false));
        let of = |m| catalog().tiles.iter().filter(|t| t.mode == m).count();
        assert_eq!(
            catalog_view(crate::Mode::Classic).len(),
            of(crate::Mode::Classic)
        );
        let hg = catalog_view(crate::Mode::HuntersGatherers);
        assert_eq!(hg.len(), of(crate::Mode::HuntersGatherers));
        assert_eq!(hg.len(), 79 + 12);
        assert_eq!(hg.iter().filter(|t| t.bonus.is_some()).count(), 12);
    }
}
