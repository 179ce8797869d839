//! The web page's words: every message of a catalog, resolved here in Rust, handed to the page
//! as templates it can fill in without asking again (the page is synchronous; a round trip per
//! word would not be).
//!
//! A template is the message formatted with markers in place of its arguments
//! (`U+E000 name U+E001`), which the page replaces with its values. A message that selects on
//! an argument gets one template per choice: for a count, one per CLDR plural category of the
//! language (each formatted with a sample number of that category, the page choosing with
//! `Intl.PluralRules`) plus one per exact number the message names (`[0]`); for words (a
//! feature's kind, so that a language can agree with its gender), one per variant key. So
//! plural forms and agreement are Fluent's, decided here; the page only picks.
//!
//! A message may select on one argument only (the catalog tests check which messages the page
//! can use); the messages the backend words itself (the log, reasons, refusals) are in the
//! table too, harmless, for the ones that fit.

use std::collections::BTreeMap;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

use crate::{source, Lang};

/// Opens an argument's marker in a template.
pub const OPEN: char = '\u{E000}';
/// Closes an argument's marker.
pub const CLOSE: char = '\u{E001}';

/// One message for the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Template {
    /// No choice: the text with markers.
    Text(String),
    /// A choice on argument `by`: `count` (plural categories and exact numbers as keys) or words
    /// (variant keys, `default` naming the fallback).
    Choice {
        by: String,
        count: bool,
        forms: BTreeMap<String, String>,
        default: String,
    },
}

/// Every message of `lang` the page can use, by id; English fills what `lang` lacks. The second
/// value lists the messages left out, with why (for the tests).
pub fn table(lang: Lang) -> (BTreeMap<String, Template>, Vec<String>) {
    let mut out = BTreeMap::new();
    let mut skipped = Vec::new();
    let langs = if lang.catalog() == Lang::En {
        vec![lang]
    } else {
        vec![Lang::En, lang]
    };
    for l in langs {
        let res = match FluentResource::try_new(source(l.catalog()).to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        let bundle = template_bundle(l);
        let plural = PluralRules::create(l.catalog().langid(), PluralRuleType::CARDINAL).ok();
        for entry in res.entries() {
            let ast::Entry::Message(m) = entry else {
                continue;
            };
            let Some(value) = &m.value else { continue };
            let id = m.id.name;
            match template(&bundle, plural.as_ref(), id, value) {
                Ok(t) => {
                    out.insert(id.to_string(), t);
                }
                Err(why) if l == lang => skipped.push(format!("{id}: {why}")),
                Err(_) => {}
            }
        }
    }
    (out, skipped)
}

/// The catalog the page takes (`ui/i18n.js` `setCatalog`): `{ language, locale, messages, tiles }`,
/// a message being its text, or `{ by, count, forms, default }` when it chooses; `tiles` every
/// tile's name by its code ("D": "city edge with a straight road").
pub fn catalog(lang: Lang) -> serde_json::Value {
    use serde_json::{json, Map, Value};
    let (table, _) = table(lang);
    let messages: Map<String, Value> = table
        .into_iter()
        .map(|(id, t)| {
            let v = match t {
                Template::Text(s) => Value::String(s),
                Template::Choice {
                    by,
                    count,
                    forms,
                    default,
                } => json!({ "by": by, "count": count, "forms": forms, "default": default }),
            };
            (id, v)
        })
        .collect();
    // Every tile's name in this language, by its code (`ui/i18n.js` `tileName`).
    let tiles = crate::tile_names(lang);
    json!({ "language": lang.id(), "locale": lang.intl(), "messages": messages, "tiles": tiles })
}

/// The names of the arguments message `id` of `lang` uses (selectors included), for tests that
/// format every message with sample values.
pub fn arg_names(lang: Lang, id: &str) -> Vec<String> {
    let res = match FluentResource::try_new(source(lang.catalog()).to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut uses = Uses::default();
    for entry in res.entries() {
        if let ast::Entry::Message(m) = entry {
            if let (true, Some(v)) = (m.id.name == id, &m.value) {
                walk(v, &mut uses);
            }
        }
    }
    let mut out: Vec<String> = uses.args.iter().map(|a| a.to_string()).collect();
    for (s, _, _) in uses.selects {
        if !out.iter().any(|a| a == s) {
            out.push(s.to_string());
        }
    }
    out
}

/// A bundle of `lang` that writes every number as the count's marker, so a template shows
/// where the count goes whatever sample chose its form.
fn template_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let res = match FluentResource::try_new(source(lang.catalog()).to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut b = FluentBundle::new_concurrent(vec![lang.catalog().langid()]);
    b.set_use_isolating(false);
    b.set_formatter(Some(|v, _| match v {
        FluentValue::Number(_) => Some(format!("{OPEN}#{CLOSE}")),
        _ => None,
    }));
    if lang == Lang::Pseudo {
        b.set_transform(Some(crate::pseudo::transform));
    }
    let _ = b.add_resource(res);
    b
}

/// The argument names a pattern uses, and the selectors among them with their variant keys.
#[derive(Default)]
struct Uses<'s> {
    args: Vec<&'s str>,
    selects: Vec<(&'s str, Vec<String>, String)>,
}

fn walk<'s>(p: &ast::Pattern<&'s str>, u: &mut Uses<'s>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            walk_expr(expression, u);
        }
    }
}

fn walk_expr<'s>(e: &ast::Expression<&'s str>, u: &mut Uses<'s>) {
    match e {
        ast::Expression::Inline(i) => walk_inline(i, u),
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                let default = variants
                    .iter()
                    .find(|v| v.default)
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .unwrap_or_default();
                u.selects.push((id.name, keys, default));
            } else {
                walk_inline(selector, u);
            }
            for v in variants {
                walk(&v.value, u);
            }
        }
    }
}

fn walk_inline<'s>(i: &ast::InlineExpression<&'s str>, u: &mut Uses<'s>) {
    match i {
        ast::InlineExpression::VariableReference { id } if !u.args.contains(&id.name) => {
            u.args.push(id.name);
        }
        ast::InlineExpression::Placeable { expression } => walk_expr(expression, u),
        _ => {}
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

/// A whole number of each plural category the language has (fractions only where no whole
/// number falls in a category: Polish and Czech `other`… which the page never counts).
/// Numbers the message names exactly (`[0]`) are never samples: they have forms of their own.
fn samples(rules: &PluralRules, exact: &[f64]) -> Vec<(&'static str, f64)> {
    let mut out: Vec<(&'static str, f64)> = Vec::new();
    let candidates = (0..=200).map(f64::from).chain([0.5, 1.5, 2.5]);
    for n in candidates.filter(|n| !exact.contains(n)) {
        let Ok(c) = rules.select(n) else { continue };
        let name = category_name(c);
        if !out.iter().any(|(k, _)| *k == name) {
            out.push((name, n));
        }
    }
    out
}

fn template(
    bundle: &FluentBundle<FluentResource>,
    plural: Option<&PluralRules>,
    id: &str,
    value: &ast::Pattern<&str>,
) -> Result<Template, String> {
    let mut uses = Uses::default();
    walk(value, &mut uses);
    if uses.selects.len() > 1 {
        return Err("selects on more than one argument".into());
    }
    let mut args = FluentArgs::new();
    for a in &uses.args {
        args.set(*a, FluentValue::from(format!("{OPEN}{a}{CLOSE}")));
    }
    let format = |args: &FluentArgs| -> Result<String, String> {
        let msg = bundle.get_message(id).ok_or("not in the bundle")?;
        let pattern = msg.value().ok_or("no value")?;
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(args), &mut errors);
        if errors.is_empty() {
            Ok(out.into_owned())
        } else {
            Err(format!("{errors:?}"))
        }
    };
    let Some((by, keys, default)) = uses.selects.pop() else {
        return Ok(Template::Text(format(&args)?));
    };
    let count = keys
        .iter()
        .all(|k| CATEGORIES.contains(&k.as_str()) || k.parse::<f64>().is_ok());
    let mut forms = BTreeMap::new();
    if count {
        let rules = plural.ok_or("the language has no plural rules")?;
        let exact: Vec<f64> = keys.iter().filter_map(|k| k.parse::<f64>().ok()).collect();
        let choices = samples(rules, &exact)
            .into_iter()
            .map(|(c, n)| (c.to_string(), n))
            .chain(exact.iter().map(|&n| (n.to_string(), n)));
        for (key, n) in choices {
            args.set(by, FluentValue::from(n));
            forms.insert(key, format(&args)?);
        }
    } else {
        for key in &keys {
            // The default variant is also what any other word gets: it keeps the marker, so
            // the page writes the word it was given.
            let value = if *key == default {
                format!("{OPEN}{by}{CLOSE}")
            } else {
                key.clone()
            };
            args.set(by, FluentValue::from(value));
            forms.insert(key.clone(), format(&args)?);
        }
    }
    Ok(Template::Choice {
        by: by.to_string(),
        count,
        forms,
        default,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_gets_a_form_per_category_and_its_number_as_a_marker() {
        let (t, _) = table(Lang::Pl);
        let Some(Template::Choice {
            by, count, forms, ..
        }) = t.get("count-tile")
        else {
            panic!("count-tile is a choice");
        };
        assert_eq!(by, "n");
        assert!(count);
        assert_eq!(forms["one"], "1 płytka");
        assert_eq!(forms["few"], format!("{OPEN}#{CLOSE} płytki"));
        assert_eq!(forms["many"], format!("{OPEN}#{CLOSE} płytek"));
    }
}
