//! The desktop entry of the Linux package (the system's application menu), in every language:
//! a Handlebars template for the bundler (`src-tauri/tessera.desktop`, named by
//! `tauri.conf.json > bundle > linux > deb > desktopTemplate`) whose generic name and comment
//! come from the catalogs. The app's own name, Tessera, is the same in every language.

use crate::{messages, Lang};

/// The template's text. The bundler fills `{{categories}}`, `{{exec}}`, `{{icon}}` and
/// `{{name}}`; the localised lines are written here.
pub fn desktop_template() -> String {
    let m = messages();
    let mut lines = vec![
        "[Desktop Entry]".to_string(),
        "Categories={{categories}}".to_string(),
    ];
    for (key, id) in [
        ("GenericName", "app-generic-name"),
        ("Comment", "app-comment"),
    ] {
        lines.push(format!("{key}={}", m.get(Lang::En, id, &[])));
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            lines.push(format!("{key}[{}]={}", lang.id(), m.get(lang, id, &[])));
        }
    }
    lines.extend(
        [
            "Exec={{exec}}",
            "StartupWMClass={{exec}}",
            "Icon={{icon}}",
            "Name={{name}}",
            "Terminal=false",
            "Type=Application",
        ]
        .map(String::from),
    );
    lines.join("\n") + "\n"
}
