//! The one error type of every command. It reaches the UI as `{ kind, message }`: `kind` for
//! the code to branch on, `message` in words a player understands, in the game's language
//! (worded where the error is made: the constructors take the language).

use serde::ser::SerializeStruct;
use tessera_i18n::{messages, Arg, Lang};
use thiserror::Error;

/// Each variant holds its message, already worded.
#[derive(Debug, Error)]
pub enum CommandError {
    /// No game is open ([`CommandError::no_game`]).
    #[error("{0}")]
    NoGame(String),
    /// The move breaks a rule (the engine's refusal, worded by `tessera_i18n::refusal`).
    #[error("{0}")]
    Illegal(String),
    /// It is not a human player's turn (or, for `ai_move`, not an AI's).
    #[error("{0}")]
    NotYourTurn(String),
    /// Malformed input from the UI: unknown names, bad ids, out-of-range values (for the
    /// developers: in English).
    #[error("{0}")]
    BadInput(String),
    /// The game changed while the AI was thinking (an undo, another game opened).
    #[error("{0}")]
    Stale(String),
    #[error("{0}")]
    NothingToUndo(String),
    /// No saved game has the id asked for.
    #[error("{0}")]
    NotFound(String),
    /// A saved game that cannot be read; the file is left as it is.
    #[error("{0}")]
    Unreadable(String),
    /// Writing or deleting a file failed.
    #[error("{0}")]
    Io(String),
    /// Online play: the host cannot be reached, the connection was lost, or the host refused
    /// (its reason is in the host's words, English).
    #[error("{0}")]
    Online(String),
    /// A bug: a background task failed (in English).
    #[error("internal error: {0}")]
    Internal(String),
}

fn words(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    messages().get(lang, id, args)
}

impl CommandError {
    pub fn kind(&self) -> &'static str {
        match self {
            CommandError::NoGame(_) => "noGame",
            CommandError::Illegal(_) => "illegal",
            CommandError::NotYourTurn(_) => "notYourTurn",
            CommandError::BadInput(_) => "badInput",
            CommandError::Stale(_) => "stale",
            CommandError::NothingToUndo(_) => "nothingToUndo",
            CommandError::NotFound(_) => "notFound",
            CommandError::Unreadable(_) => "unreadable",
            CommandError::Io(_) => "io",
            CommandError::Online(_) => "online",
            CommandError::Internal(_) => "internal",
        }
    }

    /// No game is open.
    pub fn no_game(lang: Lang) -> CommandError {
        CommandError::NoGame(words(lang, "ui-error-no-game", &[]))
    }

    /// The game changed while the AI was thinking.
    pub fn stale(lang: Lang) -> CommandError {
        CommandError::Stale(words(lang, "ui-error-stale", &[]))
    }

    /// No move of a human player is left to undo.
    pub fn nothing_to_undo(lang: Lang) -> CommandError {
        CommandError::NothingToUndo(words(lang, "ui-error-nothing-to-undo", &[]))
    }

    /// The game is over: no move is left to play (an `illegal` error).
    pub fn game_over(lang: Lang) -> CommandError {
        CommandError::Illegal(words(lang, "error-game-over", &[]))
    }

    /// No island tile was taken this turn, so none can be put back (an `illegal` error).
    pub fn nothing_to_put_back(lang: Lang) -> CommandError {
        CommandError::Illegal(words(lang, "ui-error-nothing-to-put-back", &[]))
    }

    /// A human tries to move while the AI `name` is to play.
    pub fn ai_turn(lang: Lang, name: &str) -> CommandError {
        CommandError::NotYourTurn(words(lang, "ui-error-ai-turn", &[("name", name.into())]))
    }

    /// The AI is asked to move while the human `name` is to play.
    pub fn not_ai_turn(lang: Lang, name: &str) -> CommandError {
        CommandError::NotYourTurn(words(
            lang,
            "ui-error-not-ai-turn",
            &[("name", name.into())],
        ))
    }

    /// No saved game has the id `id`.
    pub fn not_found(lang: Lang, id: &str) -> CommandError {
        CommandError::NotFound(words(lang, "ui-error-not-found", &[("id", id.into())]))
    }

    /// The saved game cannot be opened, for `detail` (the reader's words).
    pub fn unreadable(lang: Lang, detail: &str) -> CommandError {
        CommandError::Unreadable(words(
            lang,
            "ui-error-unreadable",
            &[("detail", detail.into())],
        ))
    }

    /// Online play went wrong: `id` is the catalog's message, with `why` (the host's or the
    /// network's words).
    pub fn online(lang: Lang, id: &str, why: &str) -> CommandError {
        CommandError::Online(words(lang, id, &[("why", why.into())]))
    }

    /// Writing or deleting a file failed with `e` (the system's words).
    pub fn io(lang: Lang, e: &std::io::Error) -> CommandError {
        CommandError::Io(words(
            lang,
            "ui-error-io",
            &[("detail", e.to_string().into())],
        ))
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
