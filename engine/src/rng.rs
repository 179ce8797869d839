//! The game's random stream: a named, portable generator (Xoshiro256++ seeded through
//! `seed_from_u64`, both fixed algorithms), so a record's `seed` replays to the same game on
//! every platform and with every later version of this program.
//!
//! Bounded draws and shuffles are written here rather than taken from `rand`'s samplers
//! because `rand` only promises those stay value-stable within one major version, and a saved
//! game must replay identically forever.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng as _, SeedableRng};

#[derive(Clone, Debug)]
pub struct GameRng(Xoshiro256PlusPlus);

impl GameRng {
    pub fn new(seed: u64) -> GameRng {
        GameRng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (`n > 0`), by Lemire's multiply-and-reject method.
    ///
    /// The rejection threshold `2^64 mod n` is below `n`, so a draw whose low word is at least
    /// `n` is accepted without working it out: the division is only paid on the rare draws
    /// that might be rejected (the same draws are accepted and rejected as with the threshold
    /// computed up front, so the stream is unchanged).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        let n = n as u64;
        let mut m = (self.next_u64() as u128) * (n as u128);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = (self.next_u64() as u128) * (n as u128);
            }
        }
        (m >> 64) as usize
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Fisher–Yates shuffle, last position first.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pinned output: if this changes, every saved game with a shuffled deck changes too.
    #[test]
    fn stream_is_pinned() {
        let mut r = GameRng::new(42);
        let v: Vec<usize> = (0..6).map(|_| r.below(100)).collect();
        let mut deck: Vec<u8> = (0..10).collect();
        GameRng::new(7).shuffle(&mut deck);
        assert_eq!((v, deck), (PINNED_DRAWS.to_vec(), PINNED_DECK.to_vec()));
    }

    const PINNED_DRAWS: [usize; 6] = [81, 31, 98, 70, 79, 58];
    const PINNED_DECK: [u8; 10] = [3, 8, 9, 4, 6, 7, 2, 5, 1, 0];
}
