//! The open game: its record (what is saved), the engine state, and what the UI shows beside
//! the board (the log of events by turn, the scores after every turn). Rules stay in the
//! engine; this module only keeps them together and checks whose turn it is.

use serde::Serialize;
use tessera_engine::ai::{self, Level};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record, RecordMove};
use tessera_engine::view::GameView;
use tessera_engine::{Event, Game, GameOptions, Mode, Move, Setup, TileSource};

use crate::error::CommandError;

/// One entry of the game log.
#[derive(Clone, Debug, Serialize)]
pub struct LogEntry {
    /// The move that caused it (1-based); 0 for the setup.
    pub turn: u32,
    #[serde(flatten)]
    pub event: Logged,
}

/// What a log entry tells: an event of the game, or a mark the app keeps beside the rules.
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum Logged {
    Game(Event),
    App(AppEvent),
}

/// The app's own log events (the engine knows nothing of them).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum AppEvent {
    /// The player asked for a hint before this move (the record move's `hinted` mark).
    Hinted { player: usize },
}

impl LogEntry {
    fn game(turn: u32, event: Event) -> LogEntry {
        LogEntry {
            turn,
            event: Logged::Game(event),
        }
    }
}

/// A log entry as the view sends it: the event, and its words in the game's language.
#[derive(Clone, Debug, Serialize)]
pub struct LogLine {
    #[serde(flatten)]
    pub entry: LogEntry,
    /// The label before the line: `Turn 5`, or `End` for the final scoring.
    pub label: String,
    /// The line's words (for a score: its players and points, then its reason); absent for an
    /// event the log does not word (a figure returned: its score says it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// For a score: the players and their points (`Ada +4`), the line's start, shown bold.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head: Option<String>,
}

/// A move or choice the rules refuse, with the reason in the player's language.
fn refused(lang: tessera_i18n::Lang, e: &tessera_engine::RuleError) -> CommandError {
    CommandError::Illegal(tessera_i18n::refusal(lang, e))
}

/// Points a player scored, by the kinds of feature the mode scores (`road`, `city`, …).
pub type Breakdown = std::collections::BTreeMap<&'static str, u32>;

/// What every game command returns.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub id: String,
    pub mode: Mode,
    pub options: GameOptions,
    pub seed: u64,
    /// Who sits at each seat: `{ name, kind, level? }` (the counters are in `players`).
    pub seats: Vec<PlayerInfo>,
    #[serde(flatten)]
    pub game: GameView,
    /// Whether the player to act is an AI (the UI then asks for `ai_move`).
    pub current_is_ai: bool,
    /// Whether `undo` has a human move to take back.
    pub can_undo: bool,
    /// The tile in hand was taken from a stack this turn (a Benelux island) and may be put
    /// back with `put_back`; a tile drawn face down may not.
    pub can_put_back: bool,
    /// The last move played, as a record move, with who played it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_move: Option<LastMove>,
    pub log: Vec<LogLine>,
    /// Scores after each move; entry 0 is the start.
    pub score_history: Vec<Vec<u32>>,
    /// The projected final scores after each move (what each player would end with if the
    /// game ended then: `Game::projected_scores`); entry 0 is the start, the last one after
    /// the end the final scores.
    pub projected_history: Vec<Vec<u32>>,
    pub breakdown: Vec<Breakdown>,
}

#[derive(Clone, Debug, Serialize)]
pub struct LastMove {
    pub player: usize,
    #[serde(flatten)]
    pub mv: RecordMove,
}

/// Not `Clone`: a change is made on the open game itself (a refused one changes nothing, a
/// failed save goes back through [`Session::restore`]), never on a copy of it.
#[derive(Debug)]
pub struct Session {
    pub id: String,
    pub record: Record,
    pub game: Game,
    log: Vec<LogEntry>,
    history: Vec<Vec<u32>>,
    /// The projected final scores after each move, beside `history`.
    projected: Vec<Vec<u32>>,
    /// The seat to act after each number of moves (0 first): the player of move `i` is
    /// `to_act[i]`. Seats do not simply alternate: a bonus turn gives the same player
    /// another move.
    to_act: Vec<usize>,
    /// Where the human to act took the tile in hand from this turn, when they chose (the
    /// record does not hold a take until the tile is played): an island tile may be put back,
    /// and a refused save goes back to the take.
    taken: Option<TileSource>,
    /// The log's length before that take, to drop its lines if the tile is put back.
    log_before_take: usize,
    /// The human to act asked for a hint this turn: their move will be marked `hinted`.
    hint_shown: bool,
}

/// Where a session stood before a change ([`Session::mark`]), to go back to if the change
/// cannot be saved.
#[derive(Clone, Debug)]
pub struct Mark {
    record: Record,
    taken: Option<TileSource>,
    hint_shown: bool,
}

/// What `new_game` asks for.
#[derive(Clone, Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// A mode id of [`Mode`]; only the playable ones are accepted.
    pub mode: String,
    /// The mode's options object (all defaults when left out).
    #[serde(default)]
    pub options: Option<serde_json::Value>,
    pub players: Vec<PlayerInfo>,
    /// `None`: a fresh random seed.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// The AI level of a seat (an AI seat saved without one plays the first level).
fn level_of(p: &PlayerInfo) -> Result<Level, CommandError> {
    match &p.level {
        Some(l) => l.parse::<Level>().map_err(CommandError::BadInput),
        None => ai::LEVELS[0]
            .parse::<Level>()
            .map_err(CommandError::Internal),
    }
}

impl NewGame {
    /// Check everything the UI sent; the record for the new game.
    pub fn into_record(self, fresh_seed: u64) -> Result<Record, CommandError> {
        let mode = Mode::playable(&self.mode).map_err(|e| CommandError::BadInput(e.to_string()))?;
        let options = GameOptions::from_json(mode, self.options).map_err(CommandError::BadInput)?;
        let n = self.players.len();
        if !mode.players().contains(&n) {
            return Err(CommandError::BadInput(format!(
                "a game of {} needs {} to {} players, not {n}",
                mode.title(),
                mode.players().start(),
                mode.players().end()
            )));
        }
        let mut players = Vec::with_capacity(n);
        for (i, p) in self.players.into_iter().enumerate() {
            let name = p.name.trim().to_string();
            if name.is_empty() || name.chars().count() > 24 {
                return Err(CommandError::BadInput(format!(
                    "player {} needs a name of 1 to 24 characters",
                    i + 1
                )));
            }
            let level = match p.kind {
                PlayerKind::Human => {
                    if p.level.is_some() {
                        return Err(CommandError::BadInput(format!(
                            "{name} is human and cannot have an AI level"
                        )));
                    }
                    None
                }
                PlayerKind::Ai => {
                    let l = p.level.ok_or_else(|| {
                        CommandError::BadInput(format!("{name} is an AI and needs a level"))
                    })?;
                    let level = l.parse::<Level>().map_err(CommandError::BadInput)?;
                    Some(level.name().to_string())
                }
            };
            players.push(PlayerInfo {
                name,
                kind: p.kind,
                level,
            });
        }
        // Seeds stay below 2^53 so that JavaScript numbers carry them exactly.
        let seed = self.seed.unwrap_or(fresh_seed) & ((1 << 53) - 1);
        // The deck and the mode's setup the seed deals are written out, so that any program
        // reading the format can replay the game; the game is played from them.
        let setup = Setup::seeded(n, options, seed)
            .dealt()
            .map_err(|e| CommandError::BadInput(e.to_string()))?;
        Ok(Record::new(&setup, players))
    }
}

/// The log's mark of a hinted move.
fn hinted(turn: u32, player: usize) -> LogEntry {
    LogEntry {
        turn,
        event: Logged::App(AppEvent::Hinted { player }),
    }
}

impl Session {
    /// Replay a saved record into a session; a record that does not replay is `unreadable`,
    /// worded in `lang`.
    pub fn from_record(
        id: String,
        record: Record,
        lang: tessera_i18n::Lang,
    ) -> Result<Session, CommandError> {
        Session::replay(id, record)
            .map_err(|(why, _)| CommandError::unreadable(lang, &crate::saves::why_words(lang, why)))
    }

    /// Start a new game's record (checked by [`NewGame::into_record`]); one that does not
    /// replay is bad input.
    pub fn start(id: String, record: Record) -> Result<Session, CommandError> {
        Session::replay(id, record).map_err(|(_, why)| CommandError::BadInput(why))
    }

    /// Replay a record into a session, keeping each move's events for the log; or why it
    /// does not replay, as data and in the engine's (English) words.
    pub(crate) fn replay(
        id: String,
        record: Record,
    ) -> Result<Session, (tessera_saves::Why, String)> {
        for p in &record.players {
            if p.kind == PlayerKind::Ai {
                level_of(p).map_err(|e| (tessera_saves::Why::Invalid, e.to_string()))?;
            }
        }
        let mut log: Vec<LogEntry> = Vec::new();
        let mut history = Vec::new();
        let mut projected = Vec::new();
        let mut to_act = Vec::new();
        let game = record
            .replay_each(&mut Vec::new(), |number, game, events| {
                if number > 0 && record.moves[number - 1].hinted {
                    let player = to_act.last().copied().unwrap_or(0);
                    log.push(hinted(number as u32, player));
                }
                log.extend(events.drain(..).map(|e| LogEntry::game(number as u32, e)));
                history.push(game.scores());
                projected.push(game.projected_scores());
                to_act.push(game.current_player());
            })
            .map_err(|e| (tessera_saves::Why::of_record(&e), e.to_string()))?;
        Ok(Session {
            id,
            record,
            game,
            log,
            history,
            projected,
            to_act,
            taken: None,
            log_before_take: 0,
            hint_shown: false,
        })
    }

    /// The human to act takes their tile from `source` (the deck, or an island stack); a
    /// refusal is worded in `lang` and changes nothing.
    pub fn take(
        &mut self,
        source: TileSource,
        lang: tessera_i18n::Lang,
    ) -> Result<(), CommandError> {
        self.check_human_turn(lang)?;
        let mut events = Vec::new();
        self.game
            .take_with(source, &mut events)
            .map_err(|e| refused(lang, &e))?;
        self.log_before_take = self.log.len();
        let turn = self.record.moves.len() as u32 + 1;
        self.log
            .extend(events.into_iter().map(|e| LogEntry::game(turn, e)));
        self.taken = Some(source);
        Ok(())
    }

    /// Whether the tile in hand was taken from a stack this turn, so it may be put back (a
    /// tile drawn face down may not).
    pub fn can_put_back(&self) -> bool {
        matches!(self.taken, Some(s) if s != TileSource::Deck)
    }

    /// Put a tile taken from a stack this turn back: the game goes back to where it stood
    /// before the take (`Game::put_back`, nothing replayed) and the take's log lines go; a
    /// hint already shown still marks the move. A refusal is worded in `lang` and changes
    /// nothing.
    pub fn put_back(&mut self, lang: tessera_i18n::Lang) -> Result<(), CommandError> {
        if !self.can_put_back() || !self.game.put_back() {
            return Err(CommandError::nothing_to_put_back(lang));
        }
        self.log.truncate(self.log_before_take);
        self.taken = None;
        Ok(())
    }

    pub(crate) fn check_human_turn(&self, lang: tessera_i18n::Lang) -> Result<(), CommandError> {
        if self.game.is_finished() {
            return Err(CommandError::game_over(lang));
        }
        let p = self.game.current_player();
        if self.player_kind(p) != PlayerKind::Human {
            return Err(CommandError::ai_turn(lang, &self.record.players[p].name));
        }
        Ok(())
    }

    /// Who played move `number` (1: the first), if the game has it.
    pub fn mover_of(&self, number: usize) -> Option<usize> {
        (1..=self.record.moves.len())
            .contains(&number)
            .then(|| self.to_act.get(number - 1).copied())?
    }

    pub fn player_kind(&self, p: usize) -> PlayerKind {
        self.record
            .players
            .get(p)
            .map(|p| p.kind)
            .unwrap_or(PlayerKind::Human)
    }

    pub fn current_is_ai(&self) -> bool {
        !self.game.is_finished() && self.player_kind(self.game.current_player()) == PlayerKind::Ai
    }

    /// The level of the AI to act, with the seed for its decision; a refusal is worded in
    /// `lang`.
    pub fn ai_to_act(&self, lang: tessera_i18n::Lang) -> Result<(Level, u64), CommandError> {
        if self.game.is_finished() {
            return Err(CommandError::game_over(lang));
        }
        let p = self.game.current_player();
        let info = &self.record.players[p];
        if info.kind != PlayerKind::Ai {
            return Err(CommandError::not_ai_turn(lang, &info.name));
        }
        let seed = ai::decision_seed(self.record.seed, p, self.game.turn());
        Ok((level_of(info)?, seed))
    }

    /// Play `mv` (checked and applied once, by the engine's [`Game::apply`]); a refused move
    /// changes nothing. A human's move after a hint this turn is marked `hinted` (in the record
    /// when its format can hold the mark: see [`Record::allow_hints`]).
    pub fn play(&mut self, mv: &Move) -> Result<(), tessera_engine::RuleError> {
        let number = self.record.moves.len() + 1;
        let player = self.game.current_player();
        let evs = self.game.apply(mv)?;
        let mut rm = RecordMove::from_move(mv);
        rm.hinted = self.hint_shown && self.record.allow_hints();
        if rm.hinted {
            self.log.push(hinted(number as u32, player));
        }
        self.record.moves.push(rm);
        self.log
            .extend(evs.into_iter().map(|e| LogEntry::game(number as u32, e)));
        self.history.push(self.game.scores());
        self.projected.push(self.game.projected_scores());
        self.to_act.push(self.game.current_player());
        self.taken = None;
        self.hint_shown = false;
        Ok(())
    }

    /// Play a human's move from the UI, a game-record move: parsed, then checked and applied
    /// once. A refusal is worded in `lang` and changes nothing.
    pub fn play_human(
        &mut self,
        rm: &RecordMove,
        lang: tessera_i18n::Lang,
    ) -> Result<(), CommandError> {
        self.check_human_turn(lang)?;
        let mv = rm
            .to_move_in(self.record.moves.len() + 1, &self.game)
            .map_err(|e| match e {
                tessera_engine::record::RecordError::Move { error, .. } => refused(lang, &error),
                other => CommandError::Illegal(other.to_string()),
            })?;
        // While the player chooses where the tile comes from, the move names it: the engine
        // takes it and plays the move together, or neither.
        self.play(&mv).map_err(|e| refused(lang, &e))
    }

    /// The human to act has been shown a hint: their move will be marked. Refused (in `lang`)
    /// when it is not a human's turn.
    pub fn show_hint(&mut self, lang: tessera_i18n::Lang) -> Result<(), CommandError> {
        self.check_human_turn(lang)?;
        self.hint_shown = true;
        Ok(())
    }

    /// Where the session stands, to come back to if a change cannot be saved (see
    /// [`Session::restore`]): the record (small beside the game, which is not copied) and what
    /// the turn holds beside it.
    pub fn mark(&self) -> Mark {
        Mark {
            record: self.record.clone(),
            taken: self.taken,
            hint_shown: self.hint_shown,
        }
    }

    /// Go back to `mark`: the record replayed, the tile taken again if one had been, the hint
    /// still marked. Only a failed save needs this, so it may cost a replay. A record that
    /// replayed once replays again; if it somehow does not (a bug), the session stays as it is
    /// and the error says so.
    pub fn restore(&mut self, mark: Mark) -> Result<(), CommandError> {
        let mut back = Session::replay(self.id.clone(), mark.record)
            .map_err(|(_, why)| CommandError::Internal(why))?;
        if let Some(source) = mark.taken {
            back.take(source, tessera_i18n::Lang::En)?;
        }
        back.hint_shown = mark.hint_shown;
        *self = back;
        Ok(())
    }

    /// The seat that played move `i` (0-based).
    fn mover(&self, i: usize) -> usize {
        self.to_act.get(i).copied().unwrap_or(0)
    }

    fn undo_target(&self) -> Option<usize> {
        (0..self.record.moves.len())
            .rev()
            .find(|&i| self.player_kind(self.mover(i)) == PlayerKind::Human)
    }

    /// Take back the last human move (and the AI moves after it); a refusal is worded in
    /// `lang` and changes nothing.
    pub fn undo(&mut self, lang: tessera_i18n::Lang) -> Result<(), CommandError> {
        let keep = self
            .undo_target()
            .ok_or_else(|| CommandError::nothing_to_undo(lang))?;
        let mut record = self.record.clone();
        record.moves.truncate(keep);
        *self = Session::replay(self.id.clone(), record)
            .map_err(|(_, why)| CommandError::Internal(why))?;
        Ok(())
    }

    /// The log's entries with their words in `lang`.
    fn log_lines(&self, lang: tessera_i18n::Lang) -> Vec<LogLine> {
        let name = |p: usize| {
            self.record
                .players
                .get(p)
                .map_or_else(|| format!("#{p}"), |i| i.name.clone())
        };
        self.log
            .iter()
            .map(|e| {
                // A tile set aside comes up while the next turn draws; the end's scores after
                // the last move.
                let event = match &e.event {
                    Logged::Game(event) => event,
                    Logged::App(AppEvent::Hinted { player }) => {
                        return LogLine {
                            entry: e.clone(),
                            label: tessera_i18n::turn_label(lang, Some(e.turn)),
                            text: Some(tessera_i18n::hinted_words(lang, &name(*player))),
                            head: None,
                        }
                    }
                };
                let label = match event {
                    Event::Scored(s) if s.final_scoring => tessera_i18n::turn_label(lang, None),
                    Event::GameOver { .. } => tessera_i18n::turn_label(lang, None),
                    Event::TileDiscarded { .. } | Event::TileReshuffled { .. } => {
                        tessera_i18n::turn_label(lang, Some(e.turn + 1))
                    }
                    _ => tessera_i18n::turn_label(lang, Some(e.turn)),
                };
                let head = match event {
                    Event::Scored(s) => {
                        let who: Vec<String> = s.players.iter().map(|&p| name(p)).collect();
                        Some(tessera_i18n::score_head(lang, &who, s.points))
                    }
                    _ => None,
                };
                LogLine {
                    entry: e.clone(),
                    label,
                    text: tessera_i18n::event_words(lang, event, &name),
                    head,
                }
            })
            .collect()
    }

    /// What the page shows, its texts worded in `lang` (the log, the options' projections).
    pub fn view(&self, lang: tessera_i18n::Lang) -> View {
        let n = self.record.players.len();
        let kinds = self.record.mode.scored_kinds();
        let zero: Breakdown = kinds.iter().map(|k| (k.name(), 0)).collect();
        let mut breakdown = vec![zero; n];
        for e in &self.log {
            if let Logged::Game(Event::Scored(s)) = &e.event {
                for &p in &s.players {
                    if let Some(b) = breakdown.get_mut(p) {
                        *b.entry(s.feature.name()).or_insert(0) += s.detail.total();
                    }
                }
            }
        }
        let moves = self.record.moves.len();
        let mut game = GameView::new(&self.game);
        for o in game
            .placements
            .iter_mut()
            .flat_map(|p| p.options.iter_mut())
        {
            o.note = tessera_i18n::option_note(lang, o);
        }
        View {
            id: self.id.clone(),
            mode: self.record.mode,
            options: self.record.options,
            seed: self.record.seed,
            seats: self.record.players.clone(),
            game,
            current_is_ai: self.current_is_ai(),
            can_undo: self.undo_target().is_some(),
            can_put_back: self.can_put_back(),
            last_move: self.record.moves.last().map(|m| LastMove {
                player: self.mover(moves - 1),
                mv: m.clone(),
            }),
            log: self.log_lines(lang),
            score_history: self.history.clone(),
            projected_history: self.projected.clone(),
            breakdown,
        }
    }
}
