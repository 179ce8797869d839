//! Tessera's desktop (and future mobile) shell: a Tauri 2 window around the rules engine.
//! The engine runs here in the backend; the UI (`ui/`, plain ES modules) talks to it through
//! the commands in [`commands`], whose contract is in `src-tauri/README.md`.

pub mod coach;
pub mod commands;
pub mod error;
pub mod hint;
pub mod moment;
pub mod online;
pub mod render;
pub mod replay;
pub mod review;
pub mod saves;
pub mod session;
pub mod stats;
pub mod transfer;
pub mod tutorial;

#[cfg(test)]
mod tests;

use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

use tauri::{Manager, Runtime};

use crate::commands::AppState;
use crate::saves::Saves;
use crate::stats::Stats;

/// The statistics file's name in the app data folder, beside `saves/`.
const STATS_FILE: &str = "stats.json";

static LAUNCH: OnceLock<Instant> = OnceLock::new();

/// Milliseconds since [`run`] started.
pub fn since_launch_ms() -> u64 {
    LAUNCH.get_or_init(Instant::now).elapsed().as_millis() as u64
}

/// Everything but the runtime and the context, so tests can pass `tauri::test::mock_builder()`.
/// Saved games go to `data_dir/saves` and the statistics to `data_dir/stats.json`; `None` means
/// the app data folder.
pub fn app_builder<R: Runtime>(
    builder: tauri::Builder<R>,
    data_dir: Option<PathBuf>,
) -> tauri::Builder<R> {
    let use_app_dir = data_dir.is_none();
    builder
        .plugin(tauri_plugin_store::Builder::default().build())
        // The Save dialog for exports (opened by the backend: the page is granted no dialog
        // command); on Android the fs plugin writes where it points (see `transfer`).
        .plugin(tauri_plugin_dialog::init())
        .manage(Mutex::new(AppState {
            saves: Saves::new(data_dir.clone().unwrap_or_default().join("saves")),
            stats: Stats::new(data_dir.unwrap_or_default().join(STATS_FILE)),
            session: None,
            language: tessera_i18n::Lang::En,
        }))
        // The command tests host on the loopback address only; the app on every address of
        // the device (its local network), and only while it hosts a game.
        .manage(Mutex::new(online::Online::new(if use_app_dir {
            "0.0.0.0"
        } else {
            "127.0.0.1"
        })))
        .manage(Mutex::new(replay::Viewer::default()))
        .manage(Mutex::new(review::Reviewer::default()))
        .manage(transfer::ExportTarget::from_env())
        .setup(move |app| {
            #[cfg(mobile)]
            app.handle().plugin(tauri_plugin_fs::init())?;
            if use_app_dir {
                let dir = app.path().app_data_dir()?;
                let state = app.state::<commands::Shared>();
                let mut st = state.lock().unwrap_or_else(|e| e.into_inner());
                st.saves = Saves::new(dir.join("saves"));
                st.stats = Stats::new(dir.join(STATS_FILE));
            }
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::app_info,
            commands::ui_ready,
            commands::new_game,
            commands::current_game,
            commands::play_move,
            commands::take_tile,
            commands::put_back,
            commands::ai_move,
            commands::hint,
            commands::undo,
            commands::list_games,
            commands::open_game,
            commands::delete_game,
            commands::set_language,
            commands::statistics,
            replay::replay_open,
            replay::replay_at,
            replay::replay_close,
            review::review_open,
            review::review_status,
            review::review_stop,
            review::review_moment,
            review::review_try_again,
            coach::coach,
            transfer::export_game,
            transfer::import_game,
            online::online_host,
            online::online_join,
            online::online_rejoin,
            online::online_view,
            online::online_wait,
            online::online_take,
            online::online_put_back,
            online::online_move,
            online::online_replace,
            online::online_leave,
            online::online_games,
            online::online_forget,
            commands::tutorial_start,
        ])
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    LAUNCH.get_or_init(Instant::now);
    render::choose_renderer();
    let result = app_builder(tauri::Builder::default(), None).run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("tessera: cannot start: {e}");
        std::process::exit(1);
    }
}
