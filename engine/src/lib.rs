//! The Tessera rules engine: tiles, board, legal moves, feature tracking, scoring, game
//! records and AI players for the tile-laying game family. Pure Rust, no I/O.
//!
//! ```
//! use tessera_engine::{Game, Options, Setup};
//!
//! let setup = Setup {
//!     players: 2,
//!     options: Options::default().into(),
//!     seed: 7,
//!     deck: None,
//!     mode_setup: None,
//! };
//! let mut game = Game::new(&setup).unwrap();
//! let moves = game.legal_moves();
//! let events = game.apply(&moves[0]).unwrap();
//! assert!(!events.is_empty());
//! assert_eq!(game.current_player(), 1);
//! ```

pub mod ai;
pub mod board;
pub mod core;
pub mod error;
pub mod events;
pub mod features;
pub mod fits;
pub mod game;
pub mod geometry;
mod hash;
pub mod legal;
pub mod mode;
pub mod modes;
pub mod options;
pub mod play;
pub mod points;
mod projection;
mod public;
pub mod record;
pub mod rng;
mod rules;
pub mod tiles;
pub mod turn;
pub mod view;

pub use crate::core::{Core, PlayerState};
pub use error::{RuleError, SetupError};
pub use events::{Event, EventSink, NoEvents, Score};
pub use features::FigureKind;
pub use game::{Action, Game, Move, Setup, TileSource};
pub use geometry::{Cell, Loc, Side};
pub use legal::Placement;
pub use mode::Mode;
pub use options::{GameOptions, Options};
pub use points::{Item, Occasion, PointItem, Points};
pub use tiles::{catalog, FeatureKind, TileId};
