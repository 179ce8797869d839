//! One game hosted online: the engine's game and its whole record (which only the host
//! holds), the seats with their secrets, and the checks that let only a seat's holder play
//! for it, in turn, once. Plain data and plain functions: the server ([`crate::server`])
//! locks a table, changes it, saves it and tells its clients.

use serde::{Deserialize, Serialize};
use tessera_engine::ai::{self, Level};
use tessera_engine::record::{PlayerInfo, PlayerKind, Record};
use tessera_engine::{Game, GameOptions, Mode, Move, Setup, TileSource};

use crate::codes;
use crate::protocol::{Action, SeatInfo, SeatSpec, State};

/// A seat: an AI's level, or a human's name and secret (none while nobody has taken it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

impl Seat {
    pub fn is_ai(&self) -> bool {
        self.level.is_some()
    }
    pub fn is_open(&self) -> bool {
        self.level.is_none() && self.token.is_none()
    }
}

/// A hosted game as its file holds it (`store`): what it needs to resume after a restart.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableFile {
    pub format: u32,
    pub code: String,
    pub host_token: String,
    pub seats: Vec<Seat>,
    pub version: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken: Option<TileSource>,
    /// The whole record (with its seed and deck): the host's alone.
    pub record: serde_json::Value,
}

/// The format of [`TableFile`].
pub const TABLE_FORMAT: u32 = 1;

#[derive(Debug)]
pub struct Table {
    pub code: String,
    pub host_token: String,
    pub seats: Vec<Seat>,
    /// Changes so far (takes, put-backs, moves): what a client's act must name.
    pub version: u64,
    record: Record,
    game: Game,
    taken: Option<TileSource>,
}

/// Names given to seats before anyone takes them.
fn seat_name(i: usize) -> String {
    format!("Player {}", i + 1)
}

impl Table {
    /// A new game: `mode` with its options object, `seats` (2 to 6), `seed` (random when
    /// none). Refused in words: an unknown mode or level, options the mode does not take, a
    /// number of seats the mode does not seat, and `unplaceable: reshuffle` (a reshuffled
    /// tile goes back at a place only the seed knows, so the clients could not replay it).
    pub fn create(
        mode: &str,
        options: Option<serde_json::Value>,
        seats: &[SeatSpec],
        seed: Option<u64>,
    ) -> Result<Table, String> {
        let mode = Mode::playable(mode).map_err(|e| e.to_string())?;
        let options = GameOptions::from_json(mode, options)?;
        let written = serde_json::to_value(options).map_err(|e| e.to_string())?;
        if written.get("unplaceable").and_then(|v| v.as_str()) == Some("reshuffle") {
            return Err(
                "online games play tiles that fit nowhere by discard: reshuffle \
                        would put a tile back at a place only the host knows"
                    .into(),
            );
        }
        let seed = match seed {
            Some(s) => s,
            None => codes::seed()?,
        };
        let seats: Vec<Seat> = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                SeatSpec::Remote => Ok(Seat {
                    name: seat_name(i),
                    level: None,
                    token: None,
                }),
                SeatSpec::Ai { level } => {
                    level.parse::<Level>()?;
                    Ok(Seat {
                        name: format!("{} AI", title(level)),
                        level: Some(level.clone()),
                        token: None,
                    })
                }
            })
            .collect::<Result<_, String>>()?;
        let setup = Setup {
            players: seats.len(),
            options,
            seed,
            deck: None,
            mode_setup: None,
        }
        .dealt()
        .map_err(|e| e.to_string())?;
        let game = Game::new(&setup).map_err(|e| e.to_string())?;
        let record = Record::new(&setup, seats.iter().map(player_info).collect());
        Ok(Table {
            code: codes::join_code()?,
            host_token: codes::secret()?,
            seats,
            version: 0,
            record,
            game,
            taken: None,
        })
    }

    /// A table from its file: the record replayed, the tile taken again if one was.
    pub fn from_file(file: TableFile) -> Result<Table, String> {
        if file.format != TABLE_FORMAT {
            return Err(format!(
                "hosted-game file format {} is unknown",
                file.format
            ));
        }
        let record = Record::from_json(&file.record.to_string()).map_err(|e| e.to_string())?;
        let (mut game, _) = record.replay().map_err(|e| e.to_string())?;
        if let Some(source) = file.taken {
            game.take(source).map_err(|e| e.to_string())?;
        }
        if file.seats.len() != record.players.len() {
            return Err("the seats do not match the record's players".into());
        }
        Ok(Table {
            code: file.code,
            host_token: file.host_token,
            seats: file.seats,
            version: file.version,
            record,
            game,
            taken: file.taken,
        })
    }

    pub fn to_file(&self) -> TableFile {
        TableFile {
            format: TABLE_FORMAT,
            code: self.code.clone(),
            host_token: self.host_token.clone(),
            seats: self.seats.clone(),
            version: self.version,
            taken: self.taken,
            record: serde_json::to_value(&self.record).unwrap_or_default(),
        }
    }

    pub fn finished(&self) -> bool {
        self.game.is_finished()
    }

    /// Every human seat has been taken: the game is played.
    pub fn started(&self) -> bool {
        !self.seats.iter().any(Seat::is_open)
    }

    /// The first open seat, taken by `name`: its number and secret.
    pub fn join(&mut self, name: Option<&str>) -> Result<(usize, String), String> {
        self.join_seat(name, None)
    }

    /// Open seat `wanted` (or the first open one), taken by `name`: its number and secret.
    pub fn join_seat(
        &mut self,
        name: Option<&str>,
        wanted: Option<usize>,
    ) -> Result<(usize, String), String> {
        let seat = match wanted {
            None => self
                .seats
                .iter()
                .position(Seat::is_open)
                .ok_or("this game has no free seat")?,
            Some(i) if self.seats.get(i).is_some_and(Seat::is_open) => i,
            Some(i) => return Err(format!("seat {} is not free", i + 1)),
        };
        let token = codes::secret()?;
        let s = &mut self.seats[seat];
        if let Some(n) = name.map(clean_name).filter(|n| !n.is_empty()) {
            s.name = n;
        }
        s.token = Some(token.clone());
        self.record.players[seat] = player_info(s);
        Ok((seat, token))
    }

    /// The seat whose secret is `token`.
    pub fn seat_of(&self, token: &str) -> Option<usize> {
        self.seats.iter().position(|s| {
            s.token
                .as_deref()
                .is_some_and(|t| codes::same_secret(t, token))
        })
    }

    /// The creator gives `seat` to an AI of `level`; whoever held it holds it no more.
    pub fn replace(&mut self, seat: usize, level: &str) -> Result<(), String> {
        level.parse::<Level>()?;
        let s = self.seats.get_mut(seat).ok_or("no such seat")?;
        if s.is_ai() {
            return Err("an AI already plays that seat".into());
        }
        s.level = Some(level.to_string());
        s.token = None;
        s.name = format!("{} AI", title(level));
        self.record.players[seat] = player_info(s);
        self.version += 1;
        Ok(())
    }

    /// `seat` acts on the state of `version`. Refused in words, changing nothing: the game
    /// not started or over, an older version (an act sent twice), another seat's turn, a
    /// move the rules refuse.
    pub fn act(&mut self, seat: usize, version: u64, action: &Action) -> Result<(), String> {
        if self.finished() {
            return Err("the game is over".into());
        }
        if !self.started() {
            return Err("the game starts when every seat is taken".into());
        }
        if version != self.version {
            return Err(format!(
                "that answers an earlier position (version {version}; the game is at {}): \
                 it was played already or overtaken",
                self.version
            ));
        }
        let current = self.game.current_player();
        if seat != current {
            return Err(format!("it is {}'s turn", self.seats[current].name));
        }
        match action {
            Action::Take { source } => {
                self.game.take(*source).map_err(|e| e.to_string())?;
                self.taken = Some(*source);
            }
            Action::PutBack => {
                if !matches!(self.taken, Some(TileSource::Stack(_))) || !self.game.put_back() {
                    return Err("there is no island tile to put back".into());
                }
                self.taken = None;
            }
            Action::Move { mv } => {
                let number = self.record.moves.len() + 1;
                let m = mv.to_move_in(number, &self.game).map_err(|e| match e {
                    tessera_engine::record::RecordError::Move { error, .. } => error.to_string(),
                    other => other.to_string(),
                })?;
                self.play(&m)?;
            }
        }
        self.version += 1;
        Ok(())
    }

    /// Apply a checked move and write it into the record.
    fn play(&mut self, m: &Move) -> Result<(), String> {
        self.game.apply(m).map_err(|e| e.to_string())?;
        self.record
            .moves
            .push(tessera_engine::record::RecordMove::from_move(m));
        self.taken = None;
        Ok(())
    }

    /// The seat to act, while the game is played.
    pub fn current_seat(&self) -> Option<usize> {
        (!self.finished()).then(|| self.game.current_player())
    }

    /// When an AI seat is to act: its level, the decision's seed, the game to decide on and
    /// the version its move will answer.
    pub fn ai_to_act(&self) -> Option<(Level, u64, Game, u64)> {
        if self.finished() || !self.started() {
            return None;
        }
        let seat = self.game.current_player();
        let level = self.seats[seat].level.as_deref()?.parse().ok()?;
        let seed = ai::decision_seed(self.record.seed, seat, self.record.moves.len() as u32);
        Some((level, seed, self.game.clone(), self.version))
    }

    /// The AI's move for the state of `version` (dropped when the game has moved on).
    pub fn play_ai(&mut self, version: u64, m: &Move) -> Result<(), String> {
        if version != self.version {
            return Err("the game moved on while the AI thought".into());
        }
        self.play(m)?;
        self.version += 1;
        Ok(())
    }

    /// The record a client may see: the public one while the game is played, the whole one
    /// (with its seed and deck, replayable anywhere) once it is over.
    pub fn record_for_clients(&self) -> Record {
        if self.finished() {
            self.record.clone()
        } else {
            self.game.public_record(&self.record)
        }
    }

    /// [`Table::record_for_clients`] as the JSON a message carries.
    pub fn record_json(&self) -> serde_json::Value {
        serde_json::to_value(self.record_for_clients()).unwrap_or_default()
    }

    /// The whole record (the host's; saved games and tests).
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// What `seat` sees, with `connected[i]` telling who holds each seat now.
    pub fn state(
        &self,
        seat: Option<usize>,
        connected: &[bool],
        record: &serde_json::Value,
    ) -> State {
        State {
            code: self.code.clone(),
            version: self.version,
            seat,
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    name: s.name.clone(),
                    kind: if s.is_ai() { "ai" } else { "human" }.into(),
                    level: s.level.clone(),
                    open: s.is_open(),
                    connected: s.is_ai() || connected.get(i).copied().unwrap_or(false),
                })
                .collect(),
            started: self.started(),
            finished: self.finished(),
            to_act: self.current_seat(),
            record: record.clone(),
            taken: self.taken,
        }
    }
}

fn player_info(s: &Seat) -> PlayerInfo {
    PlayerInfo {
        name: s.name.clone(),
        kind: if s.is_ai() {
            PlayerKind::Ai
        } else {
            PlayerKind::Human
        },
        level: s.level.clone(),
    }
}

/// A name as shown: no control characters, at most 40 characters.
fn clean_name(n: &str) -> String {
    n.chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect::<String>()
        .trim()
        .to_string()
}

fn title(level: &str) -> String {
    let mut c = level.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
