//! How WebKitGTK gets the page to the screen on a machine without a GPU.
//!
//! WebKitGTK 2.4x and later hand each frame from its web process to the window as a DMA-BUF
//! buffer. Without a GPU those buffers go through a software OpenGL (llvmpipe) and cost about
//! 80–100 ms a frame whatever the page draws: the board then pans at 10–14 frames per second at
//! 1280 × 800 with 70 tiles (`tests/e2e/measure-fps.mjs`), where `WEBKIT_DISABLE_DMABUF_RENDERER`
//! (frames in shared memory) reaches 53–58 on the same machine. So where there is no GPU render
//! node, the DMA-BUF renderer is turned off, unless the player set the variable themselves (any
//! value, `0` included, is theirs to keep). Machines with a GPU keep WebKit's default.
//!
//! (WebKit's non-composited mode, `WEBKIT_DISABLE_COMPOSITING_MODE`, was as fast but hung the
//! webview at a phone's window size under WebDriver, so it is not used.)

use std::ffi::OsStr;
use std::path::Path;

/// WebKitGTK's switch for its DMA-BUF renderer.
pub const DMABUF_VAR: &str = "WEBKIT_DISABLE_DMABUF_RENDERER";

/// Whether a DRM render node (`renderD*`) lies in `dri` (normally `/dev/dri`): a GPU that
/// WebKit's buffers can use.
pub fn has_render_node(dri: &Path) -> bool {
    std::fs::read_dir(dri)
        .map(|entries| {
            entries
                .flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with("renderD"))
        })
        .unwrap_or(false)
}

/// Whether to turn the DMA-BUF renderer off: not chosen by the player (`set` is the variable's
/// value, if any) and no GPU.
pub fn disable_dmabuf(set: Option<&OsStr>, gpu: bool) -> bool {
    set.is_none() && !gpu
}

/// Choose shared-memory frames on a Linux desktop without a GPU. Called first thing in
/// [`crate::run`], before any thread or the webview exists (setting a variable is only sound
/// while no other thread reads the environment).
pub fn choose_renderer() {
    #[cfg(target_os = "linux")]
    {
        let set = std::env::var_os(DMABUF_VAR);
        if disable_dmabuf(set.as_deref(), has_render_node(Path::new("/dev/dri"))) {
            std::env::set_var(DMABUF_VAR, "1");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_renderer_is_changed_only_without_a_gpu_and_a_choice_of_the_players() {
        assert!(disable_dmabuf(None, false));
        assert!(!disable_dmabuf(None, true));
        assert!(!disable_dmabuf(Some(OsStr::new("0")), false));
        assert!(!disable_dmabuf(Some(OsStr::new("1")), true));
    }

    #[test]
    fn a_render_node_is_found_by_its_name() {
        let dir = std::env::temp_dir().join(format!("tessera-dri-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        assert!(!has_render_node(&dir), "an empty folder");
        std::fs::write(dir.join("card0"), b"").expect("write");
        assert!(!has_render_node(&dir), "a card without a render node");
        std::fs::write(dir.join("renderD128"), b"").expect("write");
        assert!(has_render_node(&dir));
        std::fs::remove_dir_all(&dir).expect("remove");
        assert!(!has_render_node(&dir.join("missing")), "no folder at all");
    }
}
