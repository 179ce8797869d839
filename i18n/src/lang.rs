//! The languages Tessera speaks, and choosing one from what the system asks for.

use unic_langid::LanguageIdentifier;

/// A language with a catalog. The order is the catalogs' (and `SOURCES`').
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En = 0,
    Nb = 1,
    Pl = 2,
    Sv = 3,
    Cs = 4,
    De = 5,
    Nl = 6,
    Fr = 7,
    /// English with every letter accented and every text bracketed: not offered to players, it
    /// shows in tests which words on screen did not come from a catalog.
    Pseudo = 8,
}

impl Lang {
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Nb,
        Lang::Pl,
        Lang::Sv,
        Lang::Cs,
        Lang::De,
        Lang::Nl,
        Lang::Fr,
    ];

    /// The BCP 47 code the settings store and the UI use.
    pub fn id(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nb => "nb",
            Lang::Pl => "pl",
            Lang::Sv => "sv",
            Lang::Cs => "cs",
            Lang::De => "de",
            Lang::Nl => "nl",
            Lang::Fr => "fr",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language `id` names exactly (a code from [`Lang::id`], the pseudo-locale's too).
    pub fn parse(id: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .chain([Lang::Pseudo])
            .find(|l| l.id() == id)
    }

    /// The language whose catalog this one reads (the pseudo-locale reads English's).
    pub fn catalog(self) -> Lang {
        match self {
            Lang::Pseudo => Lang::En,
            l => l,
        }
    }

    /// The locale the page formats numbers, dates and lists with, and picks plural forms by.
    /// English is British English, as its catalog is (`colour`; `a, b and c`).
    pub fn intl(self) -> &'static str {
        match self.catalog() {
            Lang::En => "en-GB",
            l => l.id(),
        }
    }

    /// The language's own name, as a language menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Nb => "Norsk bokmål",
            Lang::Pl => "Polski",
            Lang::Sv => "Svenska",
            Lang::Cs => "Čeština",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
            Lang::Fr => "Français",
            Lang::Pseudo => "[Ƥşḗŭḓǿ]",
        }
    }

    pub(crate) fn langid(self) -> LanguageIdentifier {
        self.catalog()
            .id()
            .parse()
            .expect("the ids are valid language tags")
    }

    /// The language for a system or settings locale such as `pl-PL`, `nb_NO.UTF-8`, `no` or
    /// `en-GB`: its primary language if Tessera has it (Norwegian `no` and `nn` read as
    /// Bokmål), else English.
    pub fn negotiate(locale: &str) -> Lang {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "no" | "nn" => Lang::Nb,
            p => Lang::ALL
                .into_iter()
                .find(|l| l.id() == p)
                .unwrap_or(Lang::En),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_locales_choose_a_language() {
        assert_eq!(Lang::negotiate("pl-PL"), Lang::Pl);
        assert_eq!(Lang::negotiate("nb_NO.UTF-8"), Lang::Nb);
        assert_eq!(Lang::negotiate("no"), Lang::Nb);
        assert_eq!(Lang::negotiate("cs_CZ@euro"), Lang::Cs);
        assert_eq!(Lang::negotiate("FR"), Lang::Fr);
        assert_eq!(Lang::negotiate("ja-JP"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::negotiate(l.id()), l);
        }
    }
}
