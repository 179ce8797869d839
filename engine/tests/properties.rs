//! Properties over at least 1,000 random games (2 to 6 players, every option mixed), checked
//! after every move:
//! - followers in supply + on the board = 7 per player; each player's abbot is in supply or
//!   on the board, never both, never lost;
//! - scores never fall;
//! - no feature is scored twice;
//! - every move of `legal_moves()` passes `check_move`, has no duplicate, and the random
//!   player only picks among them;
//! - random non-legal moves (a legal move with its cell, rotation, figure or tile perturbed)
//!   are refused by `apply` and leave the game unchanged, while perturbations that happen to
//!   name a legal move (another location of the same feature) are accepted by `check_move`;
//! - the record built from the moves survives JSON and replays to identical events and scores.

use std::collections::{HashMap, HashSet};

use tessera_engine::ai::RandomPlayer;
use tessera_engine::features::FigureKind;
use tessera_engine::geometry::{locs, Cell, Loc};
use tessera_engine::options::{Art, FarmScoring, RiverStartTile, Unplaceable};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordMove};
use tessera_engine::rng::GameRng;
use tessera_engine::tiles::NONE;
use tessera_engine::{
    catalog, Action, Event, FeatureKind, Game, Move, Options, Placement, Score, Setup, TileId,
};

/// Total games: 4 tests × 250.
const GAMES_PER_TEST: u64 = 250;

fn options_for(i: u64) -> (usize, Options) {
    let mut r = GameRng::new(0x5EED_0000 + i);
    let players = 2 + (i % 5) as usize;
    let options = Options {
        river: r.below(2) == 1,
        abbot: r.below(2) == 1,
        farm_scoring: [FarmScoring::Third, FarmScoring::Second, FarmScoring::First][r.below(3)],
        small_city: r.below(2) == 1,
        unplaceable: [Unplaceable::Discard, Unplaceable::Reshuffle][r.below(2)],
        art: [None, Some(Art::Classic), Some(Art::Modern)][r.below(3)],
        river_start_tile: [RiverStartTile::Shuffle, RiverStartTile::Discard][r.below(2)],
        ..Options::default()
    };
    (players, options)
}

/// Check figure conservation on the board as it stands.
fn check_figures(g: &Game, ctx: &str) {
    let n = g.players().len();
    let mut meeples = vec![0u32; n];
    let mut abbots = vec![Vec::new(); n];
    let f = g.features();
    for s in 0..f.len() as u16 {
        if let Some(fig) = f.seg(s).figure {
            match fig.kind {
                FigureKind::Meeple => {
                    meeples[fig.player as usize] += 1;
                    assert!(
                        !matches!(f.seg(s).kind, FeatureKind::Garden | FeatureKind::River),
                        "{ctx}: follower on a {:?}",
                        f.seg(s).kind
                    );
                }
                FigureKind::Abbot => {
                    abbots[fig.player as usize].push(s);
                    assert!(
                        matches!(f.seg(s).kind, FeatureKind::Monastery | FeatureKind::Garden),
                        "{ctx}: abbot on a {:?}",
                        f.seg(s).kind
                    );
                }
                FigureKind::Hut => panic!("{ctx}: a hut in Classic"),
            }
        }
    }
    for (p, st) in g.players().iter().enumerate() {
        assert_eq!(
            st.followers() as u32 + meeples[p],
            7,
            "{ctx}: player {p} followers in supply {} + on board {}",
            st.followers(),
            meeples[p]
        );
        if g.options().classic().abbot {
            assert_eq!(
                st.has(tessera_engine::FigureKind::Abbot) as usize + abbots[p].len(),
                1,
                "{ctx}: player {p} abbot in supply {} and on board {:?}",
                st.has(tessera_engine::FigureKind::Abbot),
                abbots[p]
            );
            assert_eq!(g.abbot_at(p), abbots[p].first().copied(), "{ctx}: abbot_at");
        } else {
            assert!(
                !st.has(tessera_engine::FigureKind::Abbot)
                    && g.abbot_at(p).is_none()
                    && abbots[p].is_empty(),
                "{ctx}"
            );
        }
    }
}

/// Nothing complete still holds figures: a completed road, city, monastery or garden is
/// scored and cleared on the turn it is completed.
fn check_nothing_left_complete(g: &Game, ctx: &str) {
    let f = g.features();
    for s in 0..f.len() as u16 {
        if !f.is_root(s) {
            continue;
        }
        let info = f.info(s);
        if info.figures == 0 {
            continue;
        }
        match info.kind {
            FeatureKind::Road | FeatureKind::City => {
                assert!(
                    info.open > 0,
                    "{ctx}: a completed {:?} kept its figures",
                    info.kind
                )
            }
            FeatureKind::Monastery | FeatureKind::Garden => {
                let cell = g.board().tiles()[f.seg(s).tile as usize].cell;
                assert!(
                    g.board().neighbours8(cell) < 8,
                    "{ctx}: a surrounded cloister at {cell} kept its figure"
                );
            }
            _ => {}
        }
    }
}

/// Follows the river tile by tile: each river tile continues at the open end, and no two
/// bends in a row turn the same way.
#[derive(Default)]
struct RiverWatch {
    /// The cell the river flows into next and the side of that cell it comes from.
    end: Option<(Cell, usize)>,
    last_turn: i8,
    tiles: usize,
    closed: bool,
}

impl RiverWatch {
    fn placed(&mut self, tile: &str, cell: Cell, rot_degrees: u16, ctx: &str) {
        let cat = catalog();
        let def = cat.get(cat.find(tile).unwrap());
        if !def.river {
            return;
        }
        let edges = def.orient[(rot_degrees / 90) as usize].edges;
        let water: Vec<usize> = (0..4)
            .filter(|&i| edges[i] == tessera_engine::tiles::Edge::Water)
            .collect();
        self.tiles += 1;
        let Some((want, from)) = self.end else {
            // The spring.
            assert_eq!((tile, cell), ("RA", Cell::new(0, 0)), "{ctx}");
            let out = water[0];
            self.end = Some((step(cell, out), (out + 2) % 4));
            return;
        };
        assert!(!self.closed, "{ctx}: a river tile after the lake");
        assert_eq!(cell, want, "{ctx}: {tile} is not at the river's end");
        assert!(
            water.contains(&from),
            "{ctx}: {tile} does not take the water in"
        );
        match water.iter().find(|&&w| w != from) {
            None => {
                assert_eq!(tile, "RL", "{ctx}: only the lake ends the river");
                self.closed = true;
                self.end = None;
            }
            Some(&out) => {
                let ahead = (from + 2) % 4;
                let turn = if out == ahead {
                    0
                } else if out == (ahead + 1) % 4 {
                    1
                } else {
                    -1
                };
                assert!(
                    turn == 0 || turn != self.last_turn,
                    "{ctx}: {tile} at {cell} turns the river the same way twice in a row"
                );
                self.last_turn = turn;
                self.end = Some((step(cell, out), (out + 2) % 4));
            }
        }
    }
}

fn step(c: Cell, side: usize) -> Cell {
    let (dx, dy) = [(0, -1), (1, 0), (0, 1), (-1, 0)][side];
    Cell::new(c.x + dx, c.y + dy)
}

/// The figure steps offered for one placement, worked out independently: lay the tile on a
/// copy of the game without a figure and see, for each feature of the tile, whether the
/// feature it became part of holds a figure (or held one and was scored as the tile
/// completed it).
fn check_offered_actions(g: &Game, p: Placement, ctx: &str) {
    let tile = g.hand().unwrap();
    let def = catalog().get(tile);
    let o = &def.orient[p.rot as usize];
    let me = g.players()[g.current_player()];
    let offered = g.actions(p);
    let mut copy = g.clone();
    let mut ev = Vec::new();
    copy.apply_unchecked(
        &Move {
            source: tessera_engine::TileSource::Deck,
            tile,
            cell: p.cell,
            rot: p.rot,
            action: Action::None,
        },
        &mut ev,
    );
    let placed = *copy.board().at(p.cell).expect("the tile was laid");
    let mut want = vec![Action::None];
    for (i, feat) in def.features.iter().enumerate() {
        let seg = placed.first_seg + i as u16;
        let cells = copy.feature_cells(seg);
        let scored_now = ev.iter().any(|e| {
            matches!(e, Event::Scored(s) if !s.final_scoring && s.feature == feat.kind && s.cells == cells)
        });
        let occupied = copy.features().info(seg).figures > 0 || scored_now;
        let at = locs(o.masks[i]).next().unwrap_or(Loc::C);
        let cloister = matches!(feat.kind, FeatureKind::Monastery | FeatureKind::Garden);
        if me.followers() > 0
            && !matches!(feat.kind, FeatureKind::River | FeatureKind::Garden)
            && !occupied
        {
            want.push(Action::Place(FigureKind::Meeple, at));
        }
        if cloister && me.has(tessera_engine::FigureKind::Abbot) {
            want.push(Action::Place(FigureKind::Abbot, at));
        }
    }
    if let Some(seg) = g.abbot_at(g.current_player()) {
        // Recall while the abbot's cloister stays unfinished with this tile laid.
        let cell = g.board().tiles()[g.features().seg(seg).tile as usize].cell;
        if copy.board().neighbours8(cell) < 8 {
            want.push(tessera_engine::modes::classic::recall());
        }
    }
    assert_eq!(offered, want, "{ctx}: figure steps at {p:?}");
}

/// The canonical form of a move as `legal_moves` lists it (a figure named by the first
/// location of its feature), or `None` if the figure names no feature.
fn canonical(m: &Move) -> Option<Move> {
    if m.rot > 3 || m.tile.0 as usize >= catalog().tiles.len() {
        return None;
    }
    let mut m = *m;
    if let Action::Place(kind, at) = m.action {
        let o = &catalog().get(m.tile).orient[m.rot as usize];
        let f = *o.loc_feature.get(at.0 as usize)?;
        if f == NONE {
            return None;
        }
        let first = locs(o.masks[f as usize]).next().unwrap_or(Loc::C);
        m.action = Action::Place(kind, first);
    }
    Some(m)
}

fn random_action(r: &mut GameRng) -> Action {
    match r.below(4) {
        0 => Action::None,
        1 => Action::Place(FigureKind::Meeple, Loc(r.below(13) as u8)),
        2 => Action::Place(FigureKind::Abbot, Loc(r.below(13) as u8)),
        _ => tessera_engine::modes::classic::recall(),
    }
}

fn perturb(r: &mut GameRng, legal: &[Move]) -> Move {
    let mut m = legal[r.below(legal.len())];
    let shift = |r: &mut GameRng, c: Cell| {
        Cell::new(c.x + r.below(5) as i32 - 2, c.y + r.below(5) as i32 - 2)
    };
    match r.below(7) {
        0 => m.cell = shift(r, m.cell),
        1 => m.rot = r.below(4) as u8,
        2 | 3 => m.action = random_action(r),
        4 => {
            m.cell = shift(r, m.cell);
            m.rot = r.below(4) as u8;
            m.action = random_action(r);
        }
        5 => m.tile = TileId(r.below(catalog().tiles.len()) as u8),
        // Out of range values built by hand: refused, not a panic.
        6 if r.below(4) == 0 => m.tile = TileId(r.below(256) as u8),
        6 if r.below(3) == 0 => {
            m.action = Action::Place(FigureKind::Meeple, Loc(r.below(256) as u8))
        }
        6 if r.below(2) == 0 => m.rot = r.below(256) as u8,
        _ => m.cell = Cell::new(r.below(400) as i32 - 200, r.below(400) as i32 - 200),
    }
    m
}

type Snapshot = (Vec<u32>, u32, Option<TileId>, usize, usize, usize, bool);

fn snapshot(g: &Game) -> Snapshot {
    (
        g.scores(),
        g.turn(),
        g.hand(),
        g.current_player(),
        g.board().tiles().len(),
        g.deck_len(),
        g.is_finished(),
    )
}

/// The points of a road, city or cloister scoring, worked out again from the cells it names
/// and the board as it stands when the event is emitted: a road 1 per tile; a city 2 per tile
/// and shield when completed (2 in all for a small city), else 1 each; a cloister 9 when
/// completed, else 1 + its neighbours.
fn check_points(g: &Game, s: &Score, ctx: &str) {
    let cat = catalog();
    let n = s.cells.len() as u32;
    let completed = !s.final_scoring;
    match s.feature {
        FeatureKind::Road => assert_eq!(s.points, n, "{ctx}: {s:?}"),
        FeatureKind::City => {
            let shields = s
                .cells
                .iter()
                .filter(|c| {
                    let t = g.board().at(**c).expect("a scored cell holds a tile");
                    cat.get(t.tile).features.iter().any(|f| f.shield)
                })
                .count() as u32;
            let want = match completed {
                true if g.options().classic().small_city && n == 2 => 2,
                true => 2 * n + 2 * shields,
                false => n + shields,
            };
            assert_eq!(s.points, want, "{ctx}: {s:?}");
        }
        FeatureKind::Monastery | FeatureKind::Garden => {
            assert_eq!(n, 1, "{ctx}: {s:?}");
            let around = g.board().neighbours8(s.cells[0]);
            assert_eq!(s.points, 1 + around, "{ctx}: {s:?}");
            if s.reason.contains("completed") {
                assert_eq!(around, 8, "{ctx}: {s:?}");
            } else {
                assert!(around < 8, "{ctx}: unfinished with 8 neighbours: {s:?}");
            }
        }
        FeatureKind::Field => assert!(s.final_scoring, "{ctx}: {s:?}"),
        FeatureKind::River => panic!("{ctx}: the river scored: {s:?}"),
        FeatureKind::Forest
        | FeatureKind::Meadow
        | FeatureKind::Lake
        | FeatureKind::RiverSystem => {
            panic!("{ctx}: a feature of no Classic tile scored: {s:?}")
        }
        FeatureKind::Chip => {
            assert!(
                !s.final_scoring && (1..=2).contains(&s.points),
                "{ctx}: {s:?}"
            );
            assert_eq!((n, s.players.len()), (1, 1), "{ctx}: {s:?}");
        }
    }
}

/// Field points per player, worked out again from the farmed fields and the cities they
/// border, following the rule text of each variant.
fn expected_field_points(g: &Game) -> Vec<u32> {
    let n = g.players().len();
    let f = g.features();
    let farmers = |root: u16| {
        let mut c = vec![0u32; n];
        for s in f.members(root) {
            if let Some(fig) = f.seg(s).figure {
                assert_eq!(fig.kind, FigureKind::Meeple, "only followers farm");
                c[fig.player as usize] += 1;
            }
        }
        c
    };
    let winners = |c: &[u32]| {
        let max = *c.iter().max().unwrap();
        (0..n)
            .filter(|&p| max > 0 && c[p] == max)
            .collect::<Vec<_>>()
    };
    let fields = tessera_engine::modes::classic::scoring::farmed_fields(g);
    let mut pts = vec![0u32; n];
    match g.options().classic().farm_scoring {
        FarmScoring::Third => {
            for (field, cities) in &fields {
                for p in winners(&farmers(*field)) {
                    pts[p] += 3 * cities.len() as u32;
                }
            }
        }
        FarmScoring::Second => {
            let mut paid = HashSet::new();
            for (field, cities) in &fields {
                for p in winners(&farmers(*field)) {
                    for c in cities {
                        if paid.insert((p, *c)) {
                            pts[p] += 3;
                        }
                    }
                }
            }
        }
        FarmScoring::First => {
            let mut cities: Vec<u16> = fields.iter().flat_map(|f| f.1.iter().copied()).collect();
            cities.sort_unstable();
            cities.dedup();
            for city in cities {
                let mut total = vec![0u32; n];
                for (field, cs) in &fields {
                    if cs.contains(&city) {
                        for (p, k) in farmers(*field).iter().enumerate() {
                            total[p] += k;
                        }
                    }
                }
                for p in winners(&total) {
                    pts[p] += 4;
                }
            }
        }
    }
    pts
}

/// Play one random game, checking everything; returns the number of moves.
fn check_game(i: u64) -> usize {
    let (players, options) = options_for(i);
    let setup = Setup {
        players,
        options: options.into(),
        seed: i,
        deck: None,
        mode_setup: None,
    };
    check_setup(&setup, i).0
}

/// Play one random game from `setup` (seeded by `i`), checking everything; returns the
/// number of moves and of tiles set aside (discarded or reshuffled).
fn check_setup(setup: &Setup, i: u64) -> (usize, usize) {
    let (players, options) = (setup.players, setup.options.classic());
    let ctx = format!(
        "game {i} ({players} players, {options:?}, deck {:?})",
        setup.deck
    );
    let mut events = Vec::new();
    let mut g = Game::new_with(setup, &mut events).unwrap();
    let infos = (0..players)
        .map(|p| PlayerInfo {
            name: format!("bot {p}"),
            kind: PlayerKind::Ai,
            level: Some("random".into()),
        })
        .collect();
    let mut record = Record::new(setup, infos);
    let mut player = RandomPlayer::new(i.wrapping_mul(31) + 7);
    let mut noise = GameRng::new(i ^ 0xBAD_5EED);
    let mut scored_in_play: HashSet<(FeatureKind, Vec<Cell>)> = HashSet::new();
    let mut river = RiverWatch::default();
    if options.river {
        river.placed("RA", Cell::new(0, 0), 0, &ctx);
    }
    let mut moves = 0;
    check_figures(&g, &ctx);
    while !g.is_finished() {
        let ctx = format!("{ctx}, move {}", moves + 1);
        let legal = g.legal_moves();
        assert!(
            !legal.is_empty(),
            "{ctx}: a tile in hand always has a place"
        );
        let set: HashSet<Move> = legal.iter().copied().collect();
        assert_eq!(set.len(), legal.len(), "{ctx}: duplicate legal moves");
        for m in &legal {
            if let Err(e) = g.check_move(m) {
                panic!("{ctx}: legal move {m:?} refused: {e}");
            }
        }
        let placements = g.placements(g.hand().unwrap());
        for _ in 0..2 {
            check_offered_actions(&g, placements[noise.below(placements.len())], &ctx);
        }
        // Perturbed moves: refused without a trace unless they name a legal move.
        for _ in 0..3 {
            let m = perturb(&mut noise, &legal);
            match canonical(&m) {
                Some(c) if set.contains(&c) => {
                    assert_eq!(g.check_move(&m), Ok(()), "{ctx}: {m:?} is {c:?}");
                }
                _ => {
                    let before = snapshot(&g);
                    let players_before = g.players().to_vec();
                    let r = g.apply(&m);
                    assert!(r.is_err(), "{ctx}: illegal {m:?} was accepted");
                    assert_eq!(
                        snapshot(&g),
                        before,
                        "{ctx}: refused {m:?} changed the game"
                    );
                    assert_eq!(g.players(), &players_before[..], "{ctx}");
                }
            }
        }
        let mv = player.choose(&g).expect("a move while not finished");
        assert!(
            set.contains(&mv),
            "{ctx}: the random player chose a non-legal move"
        );
        let before = g.scores();
        let ev = g
            .apply(&mv)
            .unwrap_or_else(|e| panic!("{ctx}: {mv:?} refused: {e}"));
        moves += 1;
        for (p, (a, b)) in before.iter().zip(g.scores()).enumerate() {
            assert!(b >= *a, "{ctx}: player {p}'s score fell from {a} to {b}");
        }
        // Every point is accounted for by a scoring event.
        let mut gained = vec![0u32; players];
        for e in &ev {
            if let Event::TilePlaced {
                tile, x, y, rot, ..
            } = e
            {
                river.placed(tile, Cell::new(*x, *y), *rot, &ctx);
            }
            if let Event::Scored(s) = e {
                for &p in &s.players {
                    gained[p] += s.points;
                }
                if !s.final_scoring {
                    assert!(
                        scored_in_play.insert((s.feature, s.cells.clone())),
                        "{ctx}: {:?} at {:?} scored twice during play",
                        s.feature,
                        s.cells
                    );
                    assert!(
                        s.feature != FeatureKind::Field,
                        "{ctx}: a field scored in play"
                    );
                }
                check_points(&g, s, &ctx);
                assert!(
                    !s.players.is_empty() && s.points > 0,
                    "{ctx}: empty score {s:?}"
                );
            }
        }
        let now = g.scores();
        for p in 0..players {
            assert_eq!(now[p], before[p] + gained[p], "{ctx}: player {p}'s events");
        }
        check_figures(&g, &ctx);
        check_nothing_left_complete(&g, &ctx);
        events.extend(ev);
        record.moves.push(RecordMove::from_move(&mv));
    }
    assert_eq!(g.hand(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.deck_len(), 0);
    assert!(g
        .apply(&Move {
            source: tessera_engine::TileSource::Deck,
            tile: TileId(0),
            cell: Cell::new(1, 0),
            rot: 0,
            action: Action::None
        })
        .is_err());
    // Final scoring: no unfinished road, city or cloister scores twice, nor one that scored
    // in play. Two fields can cover the same cells (on either side of a road), so for fields
    // each player may appear at most once per field (per city under `first`) with those cells.
    let mut finals: HashSet<(FeatureKind, Vec<Cell>)> = HashSet::new();
    let fields = tessera_engine::modes::classic::scoring::farmed_fields(&g);
    let mut allowed: HashMap<Vec<Cell>, usize> = HashMap::new();
    if options.farm_scoring == FarmScoring::First {
        let mut cities: Vec<u16> = fields.iter().flat_map(|f| f.1.iter().copied()).collect();
        cities.sort_unstable();
        cities.dedup();
        for c in cities {
            *allowed.entry(g.feature_cells(c)).or_default() += 1;
        }
    } else {
        for (f, _) in &fields {
            *allowed.entry(g.feature_cells(*f)).or_default() += 1;
        }
    }
    let mut paid: HashMap<(Vec<Cell>, usize), usize> = HashMap::new();
    let mut field_points = vec![0u32; players];
    for e in &events {
        if let Event::Scored(s) = e {
            if !s.final_scoring {
                continue;
            }
            let key = (s.feature, s.cells.clone());
            if s.feature == FeatureKind::Field {
                for &p in &s.players {
                    field_points[p] += s.points;
                    let n = paid.entry((s.cells.clone(), p)).or_default();
                    *n += 1;
                    let max = allowed.get(&s.cells).copied().unwrap_or(0);
                    assert!(*n <= max, "{ctx}: field {:?} paid {p} {n} times", s.cells);
                }
            } else {
                check_points(&g, s, &ctx);
                assert!(
                    !scored_in_play.contains(&key),
                    "{ctx}: {key:?} scored again"
                );
                assert!(finals.insert(key.clone()), "{ctx}: {key:?} scored twice");
            }
        }
    }
    // Every unfinished road, city and cloister holding figures was scored at the end (or
    // holds only followers that lost nothing: a feature always pays its majority).
    let f = g.features();
    let mut held = 0;
    for s in 0..f.len() as u16 {
        let info = f.info(s);
        let scoring = matches!(
            info.kind,
            FeatureKind::Road | FeatureKind::City | FeatureKind::Monastery | FeatureKind::Garden
        );
        if f.is_root(s) && info.figures > 0 && scoring {
            held += 1;
            let key = (info.kind, g.feature_cells(s));
            assert!(
                finals.contains(&key),
                "{ctx}: {key:?} was not scored at the end"
            );
        }
    }
    assert_eq!(
        finals.len(),
        held,
        "{ctx}: final scorings of unfinished features"
    );
    if options.river {
        assert!(river.tiles >= 1, "{ctx}");
    }
    assert_eq!(
        field_points,
        expected_field_points(&g),
        "{ctx}: field scoring"
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver { scores: g.scores() }),
        "{ctx}"
    );
    // The record survives JSON and replays to the same events and scores.
    let json = record.to_json();
    let back = Record::from_json(&json).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(back, record, "{ctx}: JSON round trip");
    let (replayed, replay_events) = back.replay().unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(replayed.scores(), g.scores(), "{ctx}: replayed scores");
    assert_eq!(replay_events, events, "{ctx}: replayed events");
    assert!(replayed.is_finished());
    // Once more without events: same result.
    let quiet = back
        .replay_with(&mut tessera_engine::NoEvents)
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
    assert_eq!(quiet.scores(), g.scores());
    let set_aside = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::TileDiscarded { .. } | Event::TileReshuffled { .. }
            )
        })
        .count();
    (moves, set_aside)
}

/// Games per test: `GAMES_PER_TEST`, or `TESSERA_GAMES / 4` for a longer soak run
/// (`TESSERA_GAMES=20000 cargo test --release -p tessera-engine --test tests random_games`).
fn games_per_test() -> u64 {
    std::env::var("TESSERA_GAMES")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(GAMES_PER_TEST, |n| (n / 4).max(GAMES_PER_TEST))
}

fn run(block: u64) {
    let mut moves = 0;
    let n = games_per_test();
    for i in block * n..(block + 1) * n {
        moves += check_game(i);
    }
    assert!(moves > 0);
}

#[test]
fn random_games_0() {
    run(0);
}

#[test]
fn random_games_1() {
    run(1);
}

#[test]
fn random_games_2() {
    run(2);
}

#[test]
fn random_games_3() {
    run(3);
}

/// A game with a short explicit deck drawn from its set, in random order.
fn short_deck_setup(i: u64) -> Setup {
    let (players, options) = options_for(5000 + i);
    let mut r = GameRng::new(77 + i);
    let mut pool: Vec<String> = Vec::new();
    let start = if options.river { "RA" } else { "D" };
    for (t, &n) in catalog()
        .tiles
        .iter()
        .zip(&tessera_engine::modes::classic::setup::tile_set(&options))
    {
        let out =
            options.river && options.river_start_tile == RiverStartTile::Discard && t.name == "D";
        let n = n as usize - (t.name == start) as usize - out as usize;
        pool.extend(std::iter::repeat_n(t.name.clone(), n));
    }
    r.shuffle(&mut pool);
    // Lean towards tiles that rarely fit (all-city, river) to reach the unplaceable paths.
    if i.is_multiple_of(3) {
        pool.sort_by_key(|t| !(t == "C" || t == "Q" || t.starts_with('R')));
    }
    pool.truncate(r.below(30));
    r.shuffle(&mut pool);
    Setup {
        players,
        options: options.into(),
        seed: i,
        deck: Some(pool),
        mode_setup: None,
    }
}

/// Short explicit decks in any order, drawn from the game's set: river tiles among land
/// tiles, the lake early, tiles that fit nowhere (discarded or reshuffled), empty decks.
#[test]
fn random_short_decks() {
    let mut set_aside = [0usize; 2];
    for i in 0..300u64 {
        let setup = short_deck_setup(i);
        let options = setup.options.classic();
        let reshuffle = options.unplaceable == Unplaceable::Reshuffle;
        let (_, n) = check_setup(&setup, i);
        set_aside[reshuffle as usize] += n;
    }
    assert!(
        set_aside[0] > 0 && set_aside[1] > 0,
        "tiles set aside with discard / reshuffle: {set_aside:?}"
    );
}

/// Shuffled decks are the whole set: with `discard` every tile is placed or discarded.
#[test]
fn whole_set_is_dealt() {
    for i in 0..20 {
        let (players, mut options) = options_for(i);
        options.unplaceable = Unplaceable::Discard;
        let setup = Setup {
            players,
            options: options.into(),
            seed: i,
            deck: None,
            mode_setup: None,
        };
        let mut g = Game::new(&setup).unwrap();
        let total = 1 + g.deck_len() + g.hand().is_some() as usize;
        let expected = tessera_engine::modes::classic::setup::tile_set(&options)
            .iter()
            .map(|&n| n as usize)
            .sum::<usize>()
            - (options.river && options.river_start_tile == RiverStartTile::Discard) as usize;
        assert_eq!(total, expected, "game {i}: {options:?}");
        let mut p = RandomPlayer::new(i);
        let mut placed = 1;
        let mut discarded = 0;
        while let Some(mv) = p.choose(&g) {
            let ev = g.apply(&mv).unwrap();
            placed += 1;
            discarded += ev
                .iter()
                .filter(|e| matches!(e, Event::TileDiscarded { .. }))
                .count();
        }
        assert_eq!(placed + discarded, total, "game {i}");
        assert_eq!(g.board().tiles().len(), placed);
    }
}

/// The figure options the view offers score exactly what it projects: over random games, a
/// random option is applied each turn; an option that completes its feature (or recalls the
/// abbot) must produce a scoring event with the very `points` the view showed, and after an
/// option that does not, the figure is still on the board.
#[test]
fn view_projections_are_what_moves_score() {
    use tessera_engine::view::GameView;
    use tessera_engine::Occasion;
    let mut checked = 0;
    for i in 0..60u64 {
        let (players, options) = options_for(9000 + i);
        let setup = Setup {
            players,
            options: options.into(),
            seed: 9000 + i,
            deck: None,
            mode_setup: None,
        };
        let mut g = Game::new(&setup).expect("valid setup");
        let mut r = GameRng::new(i);
        while !g.is_finished() {
            let view = GameView::new(&g);
            let p = &view.placements[r.below(view.placements.len())];
            let o = &p.options[r.below(p.options.len())];
            let me = g.current_player();
            let rm = RecordMove {
                tile: view.hand.clone().expect("a tile in hand"),
                x: p.x,
                y: p.y,
                rot: p.rot as i64,
                figure: o.at.map(|at| tessera_engine::record::RecordFigure {
                    kind: o.figure.expect("a figure").id().into(),
                    at: at.into(),
                }),
                recall_abbot: (o.action == "recall").then_some(true),
                island: None,
                stack: None,
                hinted: false,
            };
            let mv = rm.to_move(1).expect("the view's move parses");
            let ev = g.apply(&mv).expect("the view's move is legal");
            let here = |s: &&Score| match o.cell {
                Some((x, y)) => s.cells.contains(&Cell::new(x, y)),
                None => s.cells.contains(&Cell::new(p.x, p.y)),
            };
            let mine: Vec<&Score> = ev
                .iter()
                .filter_map(|e| match e {
                    Event::Scored(s) if !s.final_scoring && s.players.contains(&me) => Some(s),
                    _ => None,
                })
                .filter(|s| o.feature.is_none_or(|f| s.feature == f))
                .filter(here)
                .collect();
            let ctx = format!("game {i}, turn {}: {:?}", g.turn(), o.note);
            if o.completes || o.action == "recall" {
                let want = if o.action == "recall" {
                    Occasion::Recalled
                } else {
                    Occasion::Completed
                };
                let s = mine
                    .iter()
                    .find(|s| s.occasion == want)
                    .unwrap_or_else(|| panic!("{ctx}: no score for the option"));
                assert_eq!(s.detail, o.points, "{ctx}");
                assert_eq!(s.points, o.now, "{ctx}");
                checked += 1;
            } else if o.action == "place" {
                // Not completed: the figure stays where it was put.
                let after = GameView::new(&g);
                let tile = after
                    .board
                    .iter()
                    .find(|t| (t.x, t.y) == (p.x, p.y))
                    .expect("the tile is on the board");
                assert!(
                    tile.figures
                        .iter()
                        .any(|f| f.player == me && Some(f.at) == o.at),
                    "{ctx}: the figure left although the view said it does not complete"
                );
            }
        }
    }
    assert!(checked > 50, "only {checked} completing options were tried");
}
