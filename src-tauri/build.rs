//! Tauri build step. The app manifest lists our own commands, so they are allowed only where a
//! capability grants them (`capabilities/default.json`), like plugin commands.

const COMMANDS: &[&str] = &[
    "app_info",
    "new_game",
    "current_game",
    "play_move",
    "take_tile",
    "put_back",
    "ai_move",
    "hint",
    "undo",
    "list_games",
    "open_game",
    "delete_game",
    "ui_ready",
    "set_language",
    "statistics",
    "replay_open",
    "replay_at",
    "replay_close",
    "review_open",
    "review_status",
    "review_stop",
    "review_moment",
    "review_try_again",
    "coach",
    "export_game",
    "import_game",
    "online_host",
    "online_join",
    "online_rejoin",
    "online_view",
    "online_wait",
    "online_take",
    "online_put_back",
    "online_move",
    "online_replace",
    "online_leave",
    "online_games",
    "online_forget",
    "tutorial_start",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("failed to run tauri-build");
}
