//! Benelux (`shared/rules/benelux.md`): Classic tiles on a bounded map of the Low Countries,
//! with map chips to collect and island stacks to take tiles from. The mode holds Classic's
//! state and plays Classic's rules for everything the map does not change; what it adds is
//! here: [`map`] (the board as data), [`chips`] (the chips and their layout), [`setup`] (the
//! start squares, stacks and chips from the record or the seed), [`options`] and [`view`].
//!
//! Our rulings where the spec leaves a choice open:
//! - a player giving up a chip gives up one worth 1 when they hold one (its points stay
//!   scored either way, so only what the others see of their hand differs);
//! - an island tile may be put back before it is placed (a front end offers this); a
//!   face-down tile, once drawn, may not;
//! - the game ends after the last face-down tile even when island tiles are left;
//! - while no face-down tile fits anywhere, a player who may take an island tile is not
//!   offered the draw ([`Benelux::draw_offered`]): the game goes on with island tiles, and the
//!   face-down tiles are drawn and set aside (ending the game) on the first turn whose player
//!   can take none.

pub mod ai;
pub mod chips;
pub mod map;
pub mod options;
pub mod setup;
pub mod view;

use std::sync::{Arc, OnceLock};

use crate::ai::eval::{ModeContext, Weights};
use crate::core::Core;
use crate::error::RuleError;
use crate::events::EventSink;
use crate::features::{Figure, FigureKind};
use crate::game::{Action, TileSource};
use crate::geometry::Cell;
use crate::legal::Placement;
use crate::points::{Item, Occasion, Points};
use crate::rng::GameRng;
use crate::rules::{ModeRules, NextTurn};
use crate::tiles::{FeatureKind, TileId};

use super::classic::Classic;
use chips::Chip;
use map::{Colour, Square};
pub use options::BeneluxOptions;
pub use setup::BeneluxSetup;
use setup::{Dealt, STACK, STACKS};

const SQUARES: usize = (map::WIDTH * map::HEIGHT) as usize;

/// Why Benelux refuses a choice of where the tile comes from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("there is no island stack number {0}")]
    NoSuchStack(u8),
    #[error("the {0} island's stack {1} is empty")]
    EmptyStack(&'static str, u8),
    #[error("you hold no {0} chip, so you cannot take a tile from the {0} island")]
    NoChip(&'static str),
    #[error("the {tile} on the {island} island fits nowhere on the board, so it may not be taken")]
    FitsNowhere { tile: String, island: &'static str },
    #[error("the face-down stack is empty: the game is over")]
    DeckEmpty,
    #[error("no face-down tile fits anywhere on the board: take a tile from an island")]
    NothingToDraw,
    #[error("unknown island {0:?} (islands: purple, light-blue, orange)")]
    UnknownIsland(String),
    #[error("an island tile names its island and its stack (0 or 1)")]
    IslandAndStack,
    /// A square of the map that never takes a tile, and what it is.
    #[error("{cell} is {}: no tile may be placed there", .what.name())]
    BlockedSquare { cell: Cell, what: Blocked },
}

/// What a square that never takes a tile is, for a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    OffBoard,
    Wave,
    Island,
    Amsterdam,
    Brussels,
    /// Any other square that takes no tile (none on today's map).
    Other,
}

impl Blocked {
    pub fn of(cell: Cell) -> Blocked {
        match map::square(cell) {
            None => Blocked::OffBoard,
            Some(Square::Wave) => Blocked::Wave,
            Some(Square::Island(_)) => Blocked::Island,
            Some(Square::LargeCity(map::LargeCity::Amsterdam)) => Blocked::Amsterdam,
            Some(Square::LargeCity(map::LargeCity::Brussels)) => Blocked::Brussels,
            Some(_) => Blocked::Other,
        }
    }

    /// The id of its words (`square-<id>` in the catalogs).
    pub fn id(self) -> &'static str {
        match self {
            Blocked::OffBoard => "off-board",
            Blocked::Wave => "wave",
            Blocked::Island => "island",
            Blocked::Amsterdam => "amsterdam",
            Blocked::Brussels => "brussels",
            Blocked::Other => "other",
        }
    }

    /// What it is, in English.
    pub fn name(self) -> &'static str {
        match self {
            Blocked::OffBoard => "off the board",
            Blocked::Wave => "a wave square",
            Blocked::Island => "an island",
            Blocked::Amsterdam => "Amsterdam, a large city",
            Blocked::Brussels => "Brussels, a large city",
            Blocked::Other => "not a square that takes a tile",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Benelux {
    pub classic: Classic,
    pub options: BeneluxOptions,
    /// The setup as dealt, for records and views (shared by every copy of the game).
    dealt: Arc<Dealt>,
    /// The chip on each square, row by row: 0 for none, else `1 + colour * 2 + value - 1`.
    chip_at: [u8; SQUARES],
    /// Each stack top first; `taken[i]` tiles of stack `i` are gone.
    stacks: [[TileId; STACK]; STACKS],
    len: [u8; STACKS],
    taken: [u8; STACKS],
    /// Chips in each player's hand, by colour and value (1, 2).
    held: [[[u8; 2]; 3]; 6],
    /// Chips each player has given up.
    spent: [u8; 6],
    /// The stack whose top was taken this turn: the tile under it stays face down until the
    /// turn ends.
    turning: Option<u8>,
    /// Stacks whose top stays face down (the AI's search copies only: [`Benelux::veil`]).
    veiled: u8,
}

fn square_index(c: Cell) -> Option<usize> {
    ((0..map::WIDTH).contains(&c.x) && (0..map::HEIGHT).contains(&c.y))
        .then(|| (c.y * map::WIDTH + c.x) as usize)
}

fn colour_of(stack: u8) -> Colour {
    Colour::ALL[stack as usize / 2]
}

/// The board's map, built once.
fn board_map() -> &'static crate::board::Map {
    static MAP: OnceLock<crate::board::Map> = OnceLock::new();
    MAP.get_or_init(map::map)
}

impl Benelux {
    pub fn new(options: BeneluxOptions) -> Benelux {
        Benelux {
            classic: Classic::new(options.classic()),
            options,
            dealt: Arc::new(Dealt {
                starts: options.starts,
                second: (TileId(0), 0),
                chips: Vec::new(),
                stacks: Default::default(),
                deck: Vec::new(),
            }),
            chip_at: [0; SQUARES],
            stacks: [[TileId(0); STACK]; STACKS],
            len: [0; STACKS],
            taken: [0; STACKS],
            held: [[[0; 2]; 3]; 6],
            spent: [0; 6],
            turning: None,
            veiled: 0,
        }
    }

    /// Decide the setup (the record's parts, the seed for the rest) and lay it out; the draw
    /// order, first draw first.
    pub fn prepare(
        &mut self,
        given: Option<&BeneluxSetup>,
        deck: Option<&[String]>,
        rng: &mut GameRng,
    ) -> Result<Vec<TileId>, crate::SetupError> {
        let set = crate::modes::classic::setup::tile_set(&self.options.classic());
        let empty = BeneluxSetup::default();
        let dealt = setup::deal(
            &set,
            self.options.starts,
            given.unwrap_or(&empty),
            deck,
            rng,
        )?;
        self.options.starts = dealt.starts;
        for &(c, k) in &dealt.chips {
            if let Some(i) = square_index(c) {
                self.chip_at[i] = 1 + k.colour as u8 * 2 + (k.value - 1);
            }
        }
        for (i, s) in dealt.stacks.iter().enumerate() {
            self.len[i] = s.len() as u8;
            self.stacks[i][..s.len()].copy_from_slice(s);
        }
        let deck = dealt.deck.clone();
        self.dealt = Arc::new(dealt);
        Ok(deck)
    }

    pub fn written_setup(&self) -> BeneluxSetup {
        self.dealt.written()
    }

    /// The face-up tile of stack `i`, if any (none while the tile under the one taken this
    /// turn is still face down).
    pub fn top(&self, i: usize) -> Option<TileId> {
        (self.taken[i] < self.len[i] && self.top_face_up(i))
            .then(|| self.stacks[i][self.taken[i] as usize])
    }

    /// For search on a copy of the game: stack `i`'s top stays face down, even after the turn
    /// that uncovered it ends, so the search counts it among the hidden tiles (a player
    /// choosing whether to take, and where to lay the tile, cannot know it).
    pub fn veil_stack(&mut self, i: u8) {
        self.veiled |= 1 << i;
    }

    /// Whether stack `i`'s top lies face up: not during the turn that took the tile above it
    /// (nor in a search copy that veiled it).
    fn top_face_up(&self, i: usize) -> bool {
        self.turning != Some(i as u8) && self.veiled & (1 << i) == 0
    }

    /// Where the face-down tiles of stack `i` start.
    fn first_hidden(&self, i: usize) -> usize {
        self.taken[i] as usize + usize::from(self.top_face_up(i))
    }

    /// Face-down tiles of stack `i` (under its top, or all of them during the turn its top
    /// was taken).
    pub fn below(&self, i: usize) -> usize {
        (self.len[i] as usize).saturating_sub(self.first_hidden(i))
    }

    fn holds(&self, player: usize, colour: Colour) -> bool {
        self.held[player][colour as usize].iter().any(|&n| n > 0)
    }

    /// Why stack `i` is not offered to `player` now, if it is not.
    fn refusal(&self, core: &Core, player: usize, i: u8) -> Option<Refusal> {
        let colour = colour_of(i.min(5));
        if i as usize >= STACKS {
            return Some(Refusal::NoSuchStack(i));
        }
        let Some(top) = self.top(i as usize) else {
            return Some(Refusal::EmptyStack(colour.id(), i % 2));
        };
        if !self.holds(player, colour) {
            return Some(Refusal::NoChip(colour.id()));
        }
        // After the player's own reasons: on the last turn the face-down stack is empty
        // with its last tile in hand, and the game is not over yet.
        if core.deck.is_empty() {
            return Some(Refusal::DeckEmpty);
        }
        if !self.fits_anywhere(core, top) {
            return Some(Refusal::FitsNowhere {
                tile: crate::tiles::catalog().get(top).name.clone(),
                island: colour.id(),
            });
        }
        None
    }

    /// Whether the player to act may draw face down. Not while they may take an island tile
    /// and no face-down tile fits anywhere: drawing would then set every face-down tile aside
    /// and end the game with no tile placed, a turn no record move could hold (a move names
    /// the tile it places). The spec's "a player who could take an island tile is never
    /// forced to draw" keeps the game going instead: such a player takes an island tile, the
    /// board grows, and a face-down tile may fit again. (Our ruling: the spec is silent on a
    /// draw that can only end the game; that the draw is not on offer tells the player no
    /// face-down tile fits, as setting them aside would have shown at once.)
    pub fn draw_offered(&self, core: &Core) -> bool {
        let p = core.current;
        !core.deck.is_empty()
            && (self.some_draw_fits(core)
                || (0..STACKS as u8).all(|i| self.refusal(core, p, i).is_some()))
    }

    /// Whether some face-down tile could be placed now.
    fn some_draw_fits(&self, core: &Core) -> bool {
        core.deck.iter().rev().any(|&t| self.fits_anywhere(core, t))
    }

    /// Take the top of stack `i` for `player`, who gives up a chip of its colour.
    pub fn take(&mut self, player: usize, i: u8) -> Option<TileId> {
        let top = self.top(i as usize)?;
        let held = &mut self.held[player][colour_of(i) as usize];
        let v = if held[0] > 0 { 0 } else { 1 };
        if held[v] == 0 {
            return None;
        }
        held[v] -= 1;
        self.spent[player] += 1;
        self.taken[i as usize] += 1;
        self.turning = Some(i);
        Some(top)
    }

    /// A tile was laid at `cell` by `player`: a chip there is theirs, its points at once.
    pub fn collect_chip(
        &mut self,
        cell: Cell,
        player: usize,
        scores: &mut [crate::core::PlayerState],
        sink: &mut impl EventSink,
    ) {
        let Some(i) = square_index(cell) else { return };
        let code = self.chip_at[i];
        if code == 0 {
            return;
        }
        self.chip_at[i] = 0;
        let chip = decode(code);
        self.held[player][chip.colour as usize][chip.value as usize - 1] += 1;
        scores[player].score += chip.value as u32;
        if sink.enabled() {
            let detail = Points::new().with(Item::Chip, 1, chip.value as u32);
            crate::events::push_score(
                sink,
                FeatureKind::Chip,
                vec![cell],
                vec![player],
                Occasion::Collected,
                detail,
            );
        }
    }

    /// Chips still on the board, face down.
    pub fn chips_on_board(&self) -> impl Iterator<Item = (Cell, Chip)> + '_ {
        map::cells().filter_map(|c| {
            let code = self.chip_at[square_index(c)?];
            (code != 0).then(|| (c, decode(code)))
        })
    }

    /// The colour of the chip lying face down on `cell`, if any (its back shows the colour).
    pub fn chip_colour(&self, cell: Cell) -> Option<Colour> {
        let code = self.chip_at[square_index(cell)?];
        (code != 0).then(|| decode(code).colour)
    }

    /// The chips `player` holds, face up.
    pub fn held(&self, player: usize) -> Vec<Chip> {
        let mut v = Vec::new();
        for colour in Colour::ALL {
            for value in [1u8, 2] {
                let n = self.held[player][colour as usize][value as usize - 1];
                v.extend(std::iter::repeat_n(Chip { colour, value }, n as usize));
            }
        }
        v
    }

    pub fn spent(&self, player: usize) -> u8 {
        self.spent[player]
    }

    /// How many chips `player` holds.
    pub fn chips_held(&self, player: usize) -> u32 {
        self.held[player].iter().flatten().map(|&n| n as u32).sum()
    }
}

fn decode(code: u8) -> Chip {
    let k = code - 1;
    Chip {
        colour: Colour::ALL[k as usize / 2],
        value: k % 2 + 1,
    }
}

/// The source a record move names: the island's colour and stack number.
pub fn source_from_record(island: &str, stack: u8) -> Result<TileSource, Refusal> {
    let colour = Colour::ALL
        .into_iter()
        .find(|c| c.id() == island)
        .ok_or_else(|| Refusal::UnknownIsland(island.to_string()))?;
    if stack > 1 {
        return Err(Refusal::NoSuchStack(stack));
    }
    Ok(TileSource::Stack(colour as u8 * 2 + stack))
}

/// The island's colour and stack number of a source, as a record names them.
pub fn source_to_record(i: u8) -> (String, u8) {
    (colour_of(i.min(5)).id().to_string(), i % 2)
}

/// Benelux is Classic on a map with chips and islands: what it does not change itself, it
/// hands to its Classic.
impl ModeRules for Benelux {
    crate::rules::delegate_rules!(classic:
        set_aside,
        for_each_placement,
        count_placements,
        nth_placement,
        check_placement,
        tile_laid,
        for_each_action,
        check_action,
        figure_placed,
        mode_action,
        final_scoring,
        feature_points,
        road_or_city_points,
        ai_board_terms,
    );

    fn start_tiles(&self) -> Vec<(TileId, Cell, u8)> {
        let d = crate::tiles::catalog().find("D").expect("D in the catalog");
        let [first, second] = self.dealt.starts;
        vec![
            (d, first.cell(), 0),
            (self.dealt.second.0, second.cell(), self.dealt.second.1),
        ]
    }

    fn supply(&self) -> [u8; FigureKind::COUNT] {
        let mut s = self.classic.supply();
        s[FigureKind::Meeple as usize] = self.options.followers;
        s
    }

    fn board(&self, capacity: usize) -> crate::board::Board {
        crate::board::Board::bounded(board_map(), capacity)
    }

    fn set_aside_tiles(&self) -> usize {
        STACK * STACKS
    }

    /// The deck while it has tiles (unless [`Benelux::draw_offered`] says no), and each island
    /// stack whose top the player may take.
    fn sources(&self, core: &Core) -> Vec<TileSource> {
        if core.finished || core.deck.is_empty() {
            return Vec::new();
        }
        let p = core.current;
        let mut v = Vec::with_capacity(STACKS + 1);
        v.push(TileSource::Deck);
        v.extend(
            (0..STACKS as u8)
                .filter(|&i| self.refusal(core, p, i).is_none())
                .map(TileSource::Stack),
        );
        // With an island on offer, the draw is offered only while a face-down tile fits.
        if v.len() > 1 && !self.some_draw_fits(core) {
            v.remove(0);
        }
        v
    }

    /// The player chooses where the tile comes from whenever they may take an island tile,
    /// even when no face-down tile fits anywhere (then the islands are all they are offered).
    /// Only a player who can take none draws at once; when nothing drawn fits, the face-down
    /// tiles are set aside and the game ends.
    fn offers_choice(&self, core: &Core) -> bool {
        let p = core.current;
        !core.deck.is_empty() && (0..STACKS as u8).any(|i| self.refusal(core, p, i).is_none())
    }

    fn offers(&self, core: &Core, source: TileSource) -> bool {
        !core.finished
            && match source {
                TileSource::Deck => self.draw_offered(core),
                TileSource::Stack(i) => self.refusal(core, core.current, i).is_none(),
                TileSource::Bonus => false,
            }
    }

    fn refuse_source(&self, core: &Core, source: TileSource) -> RuleError {
        match source {
            TileSource::Stack(i) => match self.refusal(core, core.current, i) {
                Some(r) => r.into(),
                None => RuleError::NoSuchSource,
            },
            TileSource::Deck if core.deck.is_empty() => Refusal::DeckEmpty.into(),
            TileSource::Deck if !self.draw_offered(core) => Refusal::NothingToDraw.into(),
            TileSource::Deck | TileSource::Bonus => RuleError::NoSuchSource,
        }
    }

    fn take_from_stack(&mut self, core: &Core, stack: u8) -> Option<TileId> {
        self.take(core.current, stack)
    }

    fn blocked_square(&self, cell: Cell) -> RuleError {
        Refusal::BlockedSquare {
            cell,
            what: Blocked::of(cell),
        }
        .into()
    }

    /// A chip on the square just filled goes to the player first, then Classic scores.
    fn score_completed<S: EventSink>(&mut self, core: &mut Core, idx: u16, sink: &mut S) {
        let cell = core.board.tiles()[idx as usize].cell;
        self.collect_chip(cell, core.current, &mut core.players, sink);
        self.classic.score_completed(core, idx, sink)
    }

    /// The turn is over: the stack whose top was taken turns its next tile face up.
    fn next_turn(&mut self, core: &Core) -> NextTurn {
        self.turning = None;
        NextTurn::next_seat(core)
    }

    /// Every tile lying face down on an island (under a top).
    fn for_each_hidden(&self, mut f: impl FnMut(TileId)) {
        for i in 0..STACKS {
            for k in self.first_hidden(i)..self.len[i] as usize {
                f(self.stacks[i][k]);
            }
        }
    }

    /// Every tile left on the islands, the face-up tops with those under them.
    fn for_each_reserve(&self, mut f: impl FnMut(TileId, crate::fits::Pool)) {
        for i in 0..STACKS {
            for k in self.taken[i] as usize..self.len[i] as usize {
                f(self.stacks[i][k], crate::fits::Pool::Land);
            }
        }
    }

    /// The dealt setup with what lies face down written from `pool`: each stack keeps the
    /// tiles taken and its face-up top, the rest comes from the pool's front; each chip still
    /// on the board gets a value from those its colour may still hide (the 1s first), a
    /// collected chip keeps the value it showed.
    fn public_setup(&self, pool: &mut Vec<TileId>) -> Option<crate::modes::ModeSetup> {
        let mut dealt = (*self.dealt).clone();
        for (i, stack) in dealt.stacks.iter_mut().enumerate() {
            for slot in stack.iter_mut().skip(self.first_hidden(i)) {
                if !pool.is_empty() {
                    *slot = pool.remove(0);
                }
            }
        }
        let on_board = |c: Cell| square_index(c).is_some_and(|i| self.chip_at[i] != 0);
        // Per colour, the values not yet shown: every chip's but the collected ones'.
        let mut hidden: Vec<Vec<u8>> = Colour::ALL
            .iter()
            .map(|&colour| {
                let mut v: Vec<u8> = chips::all()
                    .iter()
                    .filter(|k| k.colour == colour)
                    .map(|k| k.value)
                    .collect();
                for &(c, k) in &self.dealt.chips {
                    if k.colour == colour && !on_board(c) {
                        if let Some(at) = v.iter().position(|&x| x == k.value) {
                            v.remove(at);
                        }
                    }
                }
                v
            })
            .collect();
        for (c, k) in dealt.chips.iter_mut() {
            if on_board(*c) {
                let left = &mut hidden[k.colour as usize];
                if !left.is_empty() {
                    k.value = left.remove(0);
                }
            }
        }
        Some(crate::modes::ModeSetup::Benelux(dealt.written()))
    }

    /// Swap a face-down island tile of kind `t` for `with` (search only: a copy of the game
    /// may give a player any tile they cannot tell from the deck).
    fn swap_hidden(&mut self, t: TileId, with: TileId) -> bool {
        for i in 0..STACKS {
            for k in self.first_hidden(i)..self.len[i] as usize {
                if self.stacks[i][k] == t {
                    self.stacks[i][k] = with;
                    return true;
                }
            }
        }
        false
    }

    /// Shuffle the face-down island tiles together with `deck` (a player cannot tell them
    /// apart), each keeping its place.
    fn shuffle_hidden(&mut self, deck: &mut Vec<TileId>, rng: &mut GameRng) {
        let mut all = std::mem::take(deck);
        let n = all.len();
        self.for_each_hidden(|t| all.push(t));
        rng.shuffle(&mut all);
        let mut rest = all.split_off(n);
        *deck = all;
        for i in 0..STACKS {
            for k in self.first_hidden(i)..self.len[i] as usize {
                self.stacks[i][k] = rest.pop().expect("as many as were taken out");
            }
        }
    }

    fn veil(&mut self, source: TileSource) {
        if let TileSource::Stack(i) = source {
            self.veil_stack(i)
        }
    }

    fn ai_weights(&self) -> &'static Weights {
        &ai::WEIGHTS
    }

    fn ai_hard_budget(&self) -> crate::ai::search::HardBudget {
        ai::HARD_BUDGET
    }

    fn ai_expert_budget(&self) -> crate::ai::search::HardBudget {
        ai::EXPERT_BUDGET
    }

    /// Classic's abbot, then the chips (not in the points-only view of `easy`).
    fn ai_supply_terms(&self, core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
        self.classic.ai_supply_terms(core, w, ctx, v);
        if w.mode_terms != 0.0 {
            ai::add_values(self, core, v, w.mode_terms, ctx.fit_share);
        }
    }
}

impl From<Refusal> for RuleError {
    fn from(r: Refusal) -> RuleError {
        RuleError::Mode(r.into())
    }
}
