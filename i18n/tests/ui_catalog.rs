//! The UI unit tests (`tests/ui/`, under Node without the app) read the English catalog the
//! backend gives the page from `tests/ui/catalog-en.json`: regenerate it with
//! `TESSERA_BLESS=1 cargo test -p tessera-i18n --test ui_catalog` after changing `en.ftl`.

use tessera_i18n::{ui, Lang};

#[test]
fn the_ui_tests_english_catalog_is_the_backends() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui/catalog-en.json");
    let want = serde_json::to_string_pretty(&ui::catalog(Lang::En)).expect("json") + "\n";
    if std::env::var_os("TESSERA_BLESS").is_some() {
        std::fs::write(&path, &want).expect("write the catalog");
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "tests/ui/catalog-en.json is out of date: bless it"
    );
}

/// Every message meant for the page (`ui-…`) reaches it in every language: none selects on
/// two arguments, and each formats as a template. (The backend's own messages may do more.)
#[test]
fn every_page_message_of_every_language_makes_a_template() {
    for lang in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
        let (_, skipped) = ui::table(lang);
        let page: Vec<_> = skipped.iter().filter(|s| s.starts_with("ui-")).collect();
        assert!(page.is_empty(), "{}: {page:#?}", lang.id());
    }
}

/// In the pseudo-locale no ASCII letter is left outside the arguments' markers, so the page
/// shows none that came from the catalog.
#[test]
fn the_pseudo_locale_accents_every_letter_of_the_page() {
    let c = ui::catalog(Lang::Pseudo);
    assert_eq!(c["locale"], "en-GB");
    let messages = c["messages"].as_object().expect("messages");
    assert!(messages.len() > 100);
    for (id, m) in messages {
        let texts: Vec<&str> = match m {
            serde_json::Value::String(s) => vec![s.as_str()],
            m => m["forms"]
                .as_object()
                .expect("forms")
                .values()
                .filter_map(|v| v.as_str())
                .collect(),
        };
        for text in texts {
            let outside: String = text.split(['\u{E000}', '\u{E001}']).step_by(2).collect();
            assert!(
                !outside.contains(|ch: char| ch.is_ascii_alphabetic()),
                "{id}: {text:?}"
            );
        }
    }
}
