//! Online play: one host runs each game (the engine, the deal, every check, the AI seats and
//! the saves) and its clients see only what their players may see. The same host runs inside
//! the app and as `tessera-cli serve`; [`client`] is what the CLI's `online` commands use.
//!
//! - [`protocol`]: the messages, and why a move sent twice is applied once;
//! - [`table`]: one hosted game and its checks; [`store`]: its file, written after every change;
//! - [`server`]: the WebSocket host; [`client`]: its client; [`codes`]: codes and secrets.

pub mod client;
pub mod codes;
pub mod protocol;
pub mod server;
pub mod store;
pub mod table;

/// How this build names itself to a host.
pub const APP: &str = concat!("Tessera ", env!("CARGO_PKG_VERSION"));
