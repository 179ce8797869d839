//! Print every tile's name in a language: `cargo run -p tessera-i18n --example tile_names -- de`.

fn main() {
    let id = std::env::args().nth(1).unwrap_or_else(|| "en".into());
    let lang = tessera_i18n::Lang::parse(&id).expect("a language id");
    for (code, name) in tessera_i18n::tile_names(lang) {
        println!(
            "{code:9} {name}  |  {}",
            tessera_i18n::tile_object(lang, &code)
        );
    }
}
