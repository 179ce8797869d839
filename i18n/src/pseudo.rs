//! The pseudo-locale's words: English with each letter swapped for an accented one and each
//! piece of text in brackets. Readable, yet no ASCII letter survives, so a test that finds one
//! on screen has found a word that bypassed the catalogs.

use std::borrow::Cow;

const LOWER: [char; 26] = [
    'ȧ', 'ƀ', 'ƈ', 'ḓ', 'ḗ', 'ƒ', 'ɠ', 'ħ', 'ī', 'ĵ', 'ķ', 'ŀ', 'ḿ', 'ƞ', 'ǿ', 'ƥ', 'ɋ', 'ř', 'ş',
    'ŧ', 'ŭ', 'ṽ', 'ẇ', 'ẋ', 'ẏ', 'ẑ',
];
const UPPER: [char; 26] = [
    'Ȧ', 'Ɓ', 'Ƈ', 'Ḓ', 'Ḗ', 'Ƒ', 'Ɠ', 'Ħ', 'Ī', 'Ĵ', 'Ķ', 'Ŀ', 'Ḿ', 'Ƞ', 'Ǿ', 'Ƥ', 'Ɋ', 'Ř', 'Ş',
    'Ŧ', 'Ŭ', 'Ṽ', 'Ẇ', 'Ẋ', 'Ẏ', 'Ẑ',
];

/// A catalog text element in the pseudo-locale (Fluent applies it to text, never to
/// arguments, so player names and numbers stay as they are).
pub fn transform(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| c.is_ascii_alphabetic()) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() * 2 + 2);
    out.push('⟦');
    for c in s.chars() {
        out.push(match c {
            'a'..='z' => LOWER[(c as u8 - b'a') as usize],
            'A'..='Z' => UPPER[(c as u8 - b'A') as usize],
            c => c,
        });
    }
    out.push('⟧');
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn letters_are_accented_and_text_bracketed() {
        assert_eq!(super::transform("Turn "), "⟦Ŧŭřƞ ⟧");
        assert_eq!(super::transform(" · "), " · ");
    }
}
