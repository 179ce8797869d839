//! Game records (`shared/rules/README.md`, "Game records"): the save, replay, bug-report and
//! fixture format. Loading is strict: unknown fields, a newer format, unknown tiles or
//! figures are errors that name the move and the reason, never panics.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::{RuleError, SetupError};
use crate::events::{Event, EventSink};
use crate::features::FigureKind;
use crate::game::{Action, Game, Move, Setup, TileSource};
use crate::geometry::{Cell, Loc};
use crate::mode::{Mode, ModeError};
use crate::options::GameOptions;
use crate::tiles::catalog;

/// The newest record format this program reads and writes. Format 3 (this one) may mark a
/// move `hinted` (the player asked for a hint before it); it replays exactly as format 2.
/// Format 2 puts a river tile that fits nowhere under `reshuffle` back among the river
/// tiles; format 1 records shuffled it into the whole deck and still replay that way.
pub const FORMAT: u32 = 3;

/// The first format whose moves may be marked `hinted`.
pub const HINTS_FORMAT: u32 = 3;

/// A game record, checked: its mode is one this version plays, its options are that mode's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Record {
    pub format: u32,
    pub mode: Mode,
    pub options: GameOptions,
    pub players: Vec<PlayerInfo>,
    pub seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<Vec<String>>,
    /// The mode's own setup (Benelux: start squares, chips, island stacks), written as the
    /// record's `setup` field, or for Hunters & Gatherers as its `bonus_deck` field.
    #[serde(flatten, serialize_with = "setup_fields")]
    pub setup: Option<crate::modes::ModeSetup>,
    pub moves: Vec<RecordMove>,
}

/// Serde: the mode's setup as the record's `setup` field, or for Hunters & Gatherers as its
/// `bonus_deck` field (`shared/rules/README.md`); nothing without one.
fn setup_fields<S: serde::Serializer>(
    setup: &Option<crate::modes::ModeSetup>,
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(None)?;
    match setup {
        Some(crate::modes::ModeSetup::Hunters(h)) => {
            m.serialize_entry("bonus_deck", &h.bonus_deck)?
        }
        Some(other) => m.serialize_entry("setup", other)?,
        None => {}
    }
    m.end()
}

/// A record as written, before its mode is known (options are read by the mode).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    format: u32,
    mode: String,
    #[serde(default)]
    options: Option<serde_json::Value>,
    players: Vec<PlayerInfo>,
    seed: u64,
    #[serde(default)]
    deck: Option<Vec<String>>,
    #[serde(default)]
    setup: Option<serde_json::Value>,
    #[serde(default)]
    bonus_deck: Option<Vec<String>>,
    moves: Vec<RecordMove>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    Human,
    Ai,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInfo {
    pub name: String,
    /// Human when left out.
    #[serde(default = "human")]
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

fn human() -> PlayerKind {
    PlayerKind::Human
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordMove {
    pub tile: String,
    pub x: i32,
    pub y: i32,
    pub rot: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figure: Option<RecordFigure>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recall_abbot: Option<bool>,
    /// Benelux: the island the tile was taken from (its colour), with `stack`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub island: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stack: Option<u8>,
    /// The player asked for a hint before this move (format 3 on). Only a mark for the log
    /// and the replay: it changes nothing in the game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hinted: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordFigure {
    pub kind: String,
    pub at: String,
}

/// Why a record cannot be loaded or replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("not a valid game record: {0}")]
    Json(String),
    #[error("this game was saved by a newer version of Tessera (record format {0}); this version reads format {FORMAT} and older")]
    NewerFormat(u32),
    #[error("record format {0} does not exist")]
    BadFormat(u32),
    #[error("{0}")]
    Mode(#[from] ModeError),
    #[error("not a valid game record: {0}")]
    Options(String),
    #[error("unknown AI level {0:?} (levels: {levels})", levels = crate::ai::LEVELS.join(", "))]
    UnknownLevel(String),
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    #[error("move {number}: {error}")]
    Move { number: usize, error: RuleError },
    #[error("move {number}: unknown tile {tile}")]
    UnknownTile { number: usize, tile: String },
}

impl Record {
    /// Parse a record from JSON text (not yet replayed).
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str::<NoDuplicateKeys>(text)
            .map_err(|e| RecordError::Json(e.to_string()))?;
        let shape: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        check_objects(&shape).map_err(RecordError::Json)?;
        // A newer format may have any shape: say so before anything else is read.
        if let Some(f) = shape.get("format").and_then(serde_json::Value::as_u64) {
            if f > FORMAT as u64 {
                return Err(RecordError::NewerFormat(f.min(u32::MAX as u64) as u32));
            }
        }
        check_no_null(&shape, "").map_err(RecordError::Json)?;
        let raw: RawRecord =
            serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        check_format(raw.format)?;
        let mode = Mode::playable(&raw.mode)?;
        let mut options =
            GameOptions::from_json(mode, raw.options).map_err(RecordError::Options)?;
        options.upgrade_from(raw.format);
        let mut setup = raw
            .setup
            .map(|v| crate::modes::ModeSetup::from_json(mode, v))
            .transpose()
            .map_err(RecordError::Options)?;
        if let Some(bonus_deck) = raw.bonus_deck {
            if mode != Mode::HuntersGatherers {
                return Err(RecordError::Options(format!(
                    "a game of {} has no bonus_deck field",
                    mode.title()
                )));
            }
            setup = Some(crate::modes::ModeSetup::Hunters(
                crate::modes::hunters::HuntersSetup { bonus_deck },
            ));
        }
        let r = Record {
            format: raw.format,
            mode,
            options,
            players: raw.players,
            seed: raw.seed,
            deck: raw.deck,
            setup,
            moves: raw.moves,
        };
        r.check_header()?;
        Ok(r)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records always serialize")
    }

    fn check_header(&self) -> Result<(), RecordError> {
        check_format(self.format)?;
        if self.format < HINTS_FORMAT {
            if let Some(i) = self.moves.iter().position(|m| m.hinted) {
                return Err(RecordError::Options(format!(
                    "move {}: `hinted` is a field of record format {HINTS_FORMAT}, not {}",
                    i + 1,
                    self.format
                )));
            }
        }
        // A mode refuses what it does not have: Hunters & Gatherers has no abbot, so a move
        // that mentions its recall at all (`false` too) is no move of this mode. Checked with
        // the header, so the record is refused as it is read, before any replay.
        if let Some(error) = crate::modes::record_recall_refused(self.mode) {
            if let Some(i) = self.moves.iter().position(|m| m.recall_abbot.is_some()) {
                return Err(RecordError::Move {
                    number: i + 1,
                    error,
                });
            }
        }
        if self.options.mode() != self.mode {
            return Err(RecordError::Options(format!(
                "the options are {}'s, the record's mode is {}",
                self.options.mode().title(),
                self.mode.title()
            )));
        }
        for p in &self.players {
            if let Some(level) = &p.level {
                if !crate::ai::LEVELS.contains(&level.as_str()) {
                    return Err(RecordError::UnknownLevel(level.clone()));
                }
            }
        }
        Ok(())
    }

    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players.len(),
            options: self.options,
            seed: self.seed,
            deck: self.deck.clone(),
            mode_setup: self.setup.clone(),
        }
    }

    /// A new record for a game about to start.
    pub fn new(setup: &Setup, players: Vec<PlayerInfo>) -> Record {
        Record {
            format: FORMAT,
            mode: setup.options.mode(),
            options: setup.options,
            players,
            seed: setup.seed,
            deck: setup.deck.clone(),
            setup: setup.mode_setup.clone(),
            moves: Vec::new(),
        }
    }

    /// Whether this record can mark moves `hinted`; a format-2 record is raised to format 3
    /// for it (the two replay alike). A format-1 record keeps its format, and so its river
    /// rule, and cannot hold the mark (`false`).
    pub fn allow_hints(&mut self) -> bool {
        if self.format == HINTS_FORMAT - 1 {
            self.format = HINTS_FORMAT;
        }
        self.format >= HINTS_FORMAT
    }

    /// The game at the start, before any move.
    pub fn start(&self) -> Result<Game, RecordError> {
        self.check_header()?;
        Ok(Game::new(&self.setup())?)
    }

    /// Replay every move, collecting the events.
    pub fn replay(&self) -> Result<(Game, Vec<Event>), RecordError> {
        let mut events = Vec::new();
        let game = self.replay_with(&mut events)?;
        Ok((game, events))
    }

    /// Replay every move, sending events to `sink` ([`crate::NoEvents`] to skip them).
    pub fn replay_with(&self, sink: &mut impl EventSink) -> Result<Game, RecordError> {
        self.replay_each(sink, |_, _, _| {})
    }

    /// The one replay loop (the CLI, tests and the app's saved games all use it): set the
    /// game up and play every move, checked, sending events to `sink` and calling `after`
    /// with the move's number (0 for the setup) and the game after it.
    pub fn replay_each<S: EventSink>(
        &self,
        sink: &mut S,
        mut after: impl FnMut(usize, &Game, &mut S),
    ) -> Result<Game, RecordError> {
        self.check_header()?;
        let mut game = Game::new_with(&self.setup(), sink)?;
        after(0, &game, sink);
        for (i, m) in self.moves.iter().enumerate() {
            let number = i + 1;
            let mv = m.to_move_in(number, &game)?;
            let error = |error| RecordError::Move { number, error };
            game.apply_with(&mv, sink).map_err(error)?;
            after(number, &game, sink);
        }
        Ok(game)
    }
}

/// A record's JSON text in the current format, for tests, fixtures and bug reports: `options`
/// is a JSON object, `deck` the explicit draw order, `moves` a JSON array of record moves; the
/// players are humans `P0`, `P1`, … and the seed is 1.
pub fn fixture(mode: Mode, options: &str, players: usize, deck: &[&str], moves: &str) -> String {
    let players: Vec<String> = (0..players)
        .map(|i| format!(r#"{{"name": "P{i}", "kind": "human"}}"#))
        .collect();
    let deck: Vec<String> = deck.iter().map(|t| format!("{t:?}")).collect();
    format!(
        r#"{{"format": {FORMAT}, "mode": "{mode}", "options": {options}, "players": [{}],
            "seed": 1, "deck": [{}], "moves": {moves}}}"#,
        players.join(", "),
        deck.join(", ")
    )
}

/// A JSON value read only to refuse a key given twice in any object (serde_json's own values
/// keep the last one silently).
struct NoDuplicateKeys;

impl<'de> Deserialize<'de> for NoDuplicateKeys {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NoDuplicateKeys)
    }
}

impl<'de> serde::de::Visitor<'de> for NoDuplicateKeys {
    type Value = NoDuplicateKeys;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, _: bool) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_str<E>(self, _: &str) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_unit<E>(self) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self, A::Error> {
        while seq.next_element::<NoDuplicateKeys>()?.is_some() {}
        Ok(self)
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self, A::Error> {
        let mut keys = std::collections::HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !keys.insert(key.clone()) {
                return Err(serde::de::Error::custom(format!(
                    "the key {key:?} is given twice"
                )));
            }
            map.next_value::<NoDuplicateKeys>()?;
        }
        Ok(self)
    }
}

fn check_format(format: u32) -> Result<(), RecordError> {
    match format {
        0 => Err(RecordError::BadFormat(0)),
        f if f > FORMAT => Err(RecordError::NewerFormat(f)),
        _ => Ok(()),
    }
}

/// `null` is never a value in a record (a field is either given or left out).
fn check_no_null(v: &serde_json::Value, path: &str) -> Result<(), String> {
    match v {
        serde_json::Value::Null => Err(format!(
            "{} is null; leave a field out instead of writing null",
            if path.is_empty() { "the record" } else { path }
        )),
        serde_json::Value::Array(a) => a
            .iter()
            .enumerate()
            .try_for_each(|(i, x)| check_no_null(x, &format!("{path}[{i}]"))),
        serde_json::Value::Object(o) => o.iter().try_for_each(|(k, x)| {
            let p = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            check_no_null(x, &p)
        }),
        _ => Ok(()),
    }
}

/// The record, its options, players, moves and figures must be JSON objects: serde would
/// also read a struct from a list of its field values in order, which is not the format.
fn check_objects(v: &serde_json::Value) -> Result<(), String> {
    fn object(v: &serde_json::Value, what: &str) -> Result<(), String> {
        if v.is_object() {
            Ok(())
        } else {
            Err(format!("{what} must be a JSON object {{...}}"))
        }
    }
    object(v, "the record")?;
    if let Some(o) = v.get("options") {
        object(o, "options")?;
    }
    if let Some(serde_json::Value::Array(players)) = v.get("players") {
        for (i, p) in players.iter().enumerate() {
            object(p, &format!("player {}", i + 1))?;
        }
    }
    if let Some(serde_json::Value::Array(moves)) = v.get("moves") {
        for (i, m) in moves.iter().enumerate() {
            object(m, &format!("move {}", i + 1))?;
            match m.get("figure") {
                Some(f) if !f.is_null() => object(f, &format!("the figure of move {}", i + 1))?,
                _ => {}
            }
        }
    }
    Ok(())
}

impl RecordMove {
    /// The engine move this record line describes (checked later against the game).
    pub fn to_move(&self, number: usize) -> Result<Move, RecordError> {
        let err = |error| RecordError::Move { number, error };
        let tile = catalog()
            .find(&self.tile)
            .ok_or_else(|| RecordError::UnknownTile {
                number,
                tile: self.tile.clone(),
            })?;
        let rot = match self.rot {
            0 | 90 | 180 | 270 => (self.rot / 90) as u8,
            r => return Err(err(RuleError::BadRotation(r))),
        };
        let source = match (&self.island, self.stack) {
            (None, None) => TileSource::Deck,
            (island, stack) => crate::modes::source_from_record(island.as_deref(), stack)
                .map_err(|r| err(RuleError::Mode(r)))?,
        };
        let action = match (&self.figure, self.recall_abbot.unwrap_or(false)) {
            (Some(_), true) => {
                return Err(err(crate::modes::classic::Refusal::FigureAndRecall.into()))
            }
            (None, true) => crate::modes::action_from_record(true).unwrap_or(Action::None),
            (None, false) => Action::None,
            (Some(f), false) => {
                let kind = FigureKind::from_id(&f.kind)
                    .ok_or_else(|| err(RuleError::UnknownFigure(f.kind.clone())))?;
                let at = Loc::parse(&f.at)
                    .ok_or_else(|| err(RuleError::UnknownLocation(f.at.clone())))?;
                Action::Place(kind, at)
            }
        };
        Ok(Move {
            source,
            tile,
            cell: Cell::new(self.x, self.y),
            rot,
            action,
        })
    }

    /// The engine move this record line describes in `game` as it stands: a record names only
    /// the stacks a player chooses, so a move naming none takes the source the turn gives (the
    /// deck, or a bonus tile), unless the player is still to choose.
    pub fn to_move_in(&self, number: usize, game: &Game) -> Result<Move, RecordError> {
        let mut mv = self.to_move(number)?;
        if !game.choosing_source() && self.island.is_none() && self.stack.is_none() {
            mv.source = game.hand_source();
        }
        Ok(mv)
    }

    pub fn from_move(mv: &Move) -> RecordMove {
        let (figure, recall_abbot) = match mv.action {
            Action::None => (None, None),
            Action::Mode(_) => (
                None,
                crate::modes::action_to_record(mv.action).then_some(true),
            ),
            Action::Place(kind, at) => (
                Some(RecordFigure {
                    kind: kind.id().into(),
                    at: at.name().into(),
                }),
                None,
            ),
        };
        RecordMove {
            tile: catalog().get(mv.tile).name.clone(),
            x: mv.cell.x,
            y: mv.cell.y,
            rot: mv.rot as i64 * 90,
            figure,
            recall_abbot,
            // Only Benelux's islands are stacks a record names: the colour with `stack`. A
            // bonus tile is implied by the turn.
            island: match mv.source {
                TileSource::Deck | TileSource::Bonus => None,
                TileSource::Stack(i) => Some(crate::modes::source_to_record(i).0),
            },
            stack: match mv.source {
                TileSource::Deck | TileSource::Bonus => None,
                TileSource::Stack(i) => Some(crate::modes::source_to_record(i).1),
            },
            hinted: false,
        }
    }
}
