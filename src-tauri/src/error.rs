//! The one error type of every command. It reaches the UI as `{ kind, message }`: `kind` for
//! the code to branch on, `message` in words a player understands.

use serde::ser::SerializeStruct;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum CommandError {
    /// No game is open.
    #[error("no game is open")]
    NoGame,
    /// The move breaks a rule (the engine's explanation).
    #[error("{0}")]
    Illegal(String),
    /// It is not a human player's turn (or, for `ai_move`, not an AI's).
    #[error("{0}")]
    NotYourTurn(String),
    /// Malformed input from the UI: unknown names, bad ids, out-of-range values.
    #[error("{0}")]
    BadInput(String),
    /// The game changed while the AI was thinking (an undo, another game opened).
    #[error("the game changed while the AI was thinking")]
    Stale,
    #[error("there is no move of yours to undo")]
    NothingToUndo,
    #[error("no saved game {0:?}")]
    NotFound(String),
    /// A saved game that cannot be read; the file is left as it is.
    #[error("this saved game cannot be opened: {0}")]
    Unreadable(String),
    /// Writing or deleting a file failed.
    #[error("could not save: {0}")]
    Io(String),
    /// A bug: a background task failed.
    #[error("internal error: {0}")]
    Internal(String),
}

impl CommandError {
    pub fn kind(&self) -> &'static str {
        match self {
            CommandError::NoGame => "noGame",
            CommandError::Illegal(_) => "illegal",
            CommandError::NotYourTurn(_) => "notYourTurn",
            CommandError::BadInput(_) => "badInput",
            CommandError::Stale => "stale",
            CommandError::NothingToUndo => "nothingToUndo",
            CommandError::NotFound(_) => "notFound",
            CommandError::Unreadable(_) => "unreadable",
            CommandError::Io(_) => "io",
            CommandError::Internal(_) => "internal",
        }
    }
}

impl serde::Serialize for CommandError {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("CommandError", 2)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("message", &self.to_string())?;
        st.end()
    }
}

impl From<std::io::Error> for CommandError {
    fn from(e: std::io::Error) -> Self {
        CommandError::Io(e.to_string())
    }
}
