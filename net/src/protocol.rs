//! The messages of online play: JSON text frames over a WebSocket, one message a frame,
//! each an object tagged by `type`. The client opens with `hello`; the host answers
//! `welcome`, or `refused` and closes when the two speak different protocol versions.
//!
//! The host is authoritative: it owns the engine and the record. A client learns the game
//! from `state` messages, each carrying the game's *public* record
//! (`tessera_engine::Game::public_record`: the moves so far, the tiles drawn so far, what is
//! still face down in a fixed order), which it replays with the same engine to show the board
//! and judge its moves. No message ever carries the order of the tiles to come.
//!
//! A client's `act` names the `version` of the state it answers (the number of changes the
//! game has seen); an act for an older version is refused and changes nothing, so a move
//! sent twice is applied once.

use serde::{Deserialize, Serialize};
use tessera_engine::record::RecordMove;
use tessera_engine::TileSource;

/// The protocol this build speaks. A host and a client of different protocols refuse each
/// other in words; the number changes whenever a message changes meaning.
pub const PROTOCOL: u32 = 1;

/// The largest message a host accepts (a move is about 200 bytes, a create a few hundred):
/// a larger frame closes that connection only.
pub const MAX_MESSAGE: usize = 16 * 1024;

/// A seat as the game's creator asks for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatSpec {
    /// A player on another device (or this one), who joins with the game's code.
    Remote,
    /// An AI player the host plays.
    Ai { level: String },
}

/// What a client does in the game it sits at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Take the turn's tile from a source (Benelux: the deck or an island).
    Take { source: TileSource },
    /// Put a tile taken from an island back.
    PutBack,
    /// Play the turn: a record move (naming its source when it is still to be chosen).
    Move {
        #[serde(rename = "move")]
        mv: RecordMove,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    Hello {
        protocol: u32,
        /// The client's program and version, for the host's messages and logs.
        app: String,
    },
    /// Host a new game: its mode, the mode's options object, the seats.
    Create {
        mode: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        options: Option<serde_json::Value>,
        seats: Vec<SeatSpec>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
    },
    /// Take a free seat of the game `code`: `seat` if given (the host's own players take
    /// theirs this way), else the first one.
    Join {
        code: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<usize>,
    },
    /// Come back to the seat whose secret is `token`.
    Rejoin {
        code: String,
        token: String,
    },
    /// Act for the seat this connection holds in `code`.
    Act {
        code: String,
        version: u64,
        action: Action,
    },
    /// The game's creator gives a seat to an AI player (one who left, or one never taken).
    Replace {
        code: String,
        host_token: String,
        seat: usize,
        level: String,
    },
    /// The game's record so far (the public one while it is played, the whole one after).
    Record {
        code: String,
    },
    Ping,
}

/// A seat as every client sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    /// `human` or `ai`.
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// A human seat nobody has taken yet.
    pub open: bool,
    /// Someone holds the seat now (an AI seat always).
    pub connected: bool,
}

/// Where a game stands, as one seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub code: String,
    pub version: u64,
    /// The seat this connection holds (`None` for one that only watches).
    pub seat: Option<usize>,
    pub seats: Vec<SeatInfo>,
    /// Every human seat has been taken: moves are played.
    pub started: bool,
    pub finished: bool,
    /// The seat to act, while the game is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_act: Option<usize>,
    /// The public record (see the module's docs).
    pub record: serde_json::Value,
    /// The tile in hand was taken this turn from this source and not yet played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken: Option<TileSource>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMsg {
    Welcome {
        protocol: u32,
        server: String,
        /// Seconds between the host's pings: a client silent for three of them is dropped.
        heartbeat_secs: u64,
    },
    Created {
        code: String,
        host_token: String,
    },
    /// This connection holds `seat`; `token` brings it back after a disconnect.
    Joined {
        code: String,
        seat: usize,
        token: String,
    },
    State(State),
    /// What the client asked was not done; nothing changed.
    Refused {
        reason: String,
    },
    Record {
        code: String,
        finished: bool,
        record: serde_json::Value,
    },
    Pong,
    /// The host closes this connection, and why; `back`: it is restarting, and a client may
    /// come back to its seat.
    Bye {
        reason: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        back: bool,
    },
}

impl ServerMsg {
    pub fn refused(reason: impl Into<String>) -> ServerMsg {
        ServerMsg::Refused {
            reason: reason.into(),
        }
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            format!(r#"{{"type":"refused","reason":"the host could not write its answer: {e}"}}"#)
        })
    }
}
