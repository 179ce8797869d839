//! Join codes and seat secrets, from the operating system's cryptographic generator: a code
//! is 8 symbols of an alphabet without look-alikes (`K7QX-M2PA`, about 37 random bits), a
//! secret 128 random bits (32 hex digits). With joins rate-limited, a code cannot be found by
//! trying, and a secret not at all.

/// Letters and digits that cannot be read as one another (no 0/O, 1/I/L, 5/S, 2/Z, 8/B).
const ALPHABET: &[u8] = b"34679ACDEFGHJKMNPQRTUVWXY";

fn random_bytes(n: usize) -> Result<Vec<u8>, String> {
    let mut b = vec![0u8; n];
    getrandom::fill(&mut b).map_err(|e| format!("no random numbers from the system: {e}"))?;
    Ok(b)
}

/// A new join code: 8 symbols, shown as two groups of four.
pub fn join_code() -> Result<String, String> {
    let mut symbols = Vec::with_capacity(8);
    while symbols.len() < 8 {
        // Rejection keeps every symbol equally likely (250 is a multiple of 25).
        for b in random_bytes(16)? {
            if (b as usize) < 250 && symbols.len() < 8 {
                symbols.push(ALPHABET[b as usize % ALPHABET.len()]);
            }
        }
    }
    let s = String::from_utf8_lossy(&symbols).into_owned();
    Ok(format!("{}-{}", &s[..4], &s[4..]))
}

/// A code as a player may type it: upper case, without spaces or the dash.
pub fn normalise(code: &str) -> String {
    let s: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if s.len() == 8 {
        format!("{}-{}", &s[..4], &s[4..])
    } else {
        s
    }
}

/// A new secret: 128 random bits as 32 hex digits.
pub fn secret() -> Result<String, String> {
    Ok(random_bytes(16)?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// A random seed for a game created without one.
pub fn seed() -> Result<u64, String> {
    let b = random_bytes(8)?;
    Ok(u64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
}

/// Two secrets compared in time that does not depend on where they differ.
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_the_alphabet_and_differ() {
        let a = join_code().unwrap();
        assert_eq!(a.len(), 9);
        assert!(a.chars().all(|c| c == '-' || ALPHABET.contains(&(c as u8))));
        let many: std::collections::HashSet<String> =
            (0..200).map(|_| join_code().unwrap()).collect();
        assert_eq!(many.len(), 200);
        assert_eq!(normalise(&a.to_lowercase().replace('-', " ")), a);
    }

    #[test]
    fn secrets_are_long_and_compared_whole() {
        let s = secret().unwrap();
        assert_eq!(s.len(), 32);
        assert!(same_secret(&s, &s.clone()));
        assert!(!same_secret(&s, &secret().unwrap()));
        assert!(!same_secret(&s, &s[..31]));
    }
}
