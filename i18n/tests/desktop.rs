//! The Linux package's desktop entry template is the one the catalogs make: regenerate it with
//! `TESSERA_BLESS=1 cargo test -p tessera-i18n --test desktop` after changing a catalog's
//! `app-generic-name` or `app-comment`.

#[test]
fn the_desktop_entry_template_follows_the_catalogs() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../src-tauri/tessera.desktop");
    let want = tessera_i18n::desktop_template();
    if std::env::var_os("TESSERA_BLESS").is_some() {
        std::fs::write(&path, &want).expect("write the template");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        have, want,
        "src-tauri/tessera.desktop is out of date: bless it"
    );
    assert!(want.contains("Comment[pl]=Gry w układanie płytek"));
    assert!(want.contains("Name={{name}}"));
}
