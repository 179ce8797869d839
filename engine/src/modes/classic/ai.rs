//! Classic's terms of the AI's evaluation ([`crate::ai::eval`]): farmers, and the abbot in
//! supply. Benelux plays Classic's fields and abbot, so it adds the same terms.

use crate::ai::eval::{ModeContext, Weights};
use crate::core::Core;
use crate::features::FigureKind;

/// Farmers: 3 per completed city their field borders, and part of 3 per city that may still
/// be completed.
pub(crate) fn add_fields(core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
    let feats = core.features();
    // (field root, city root) for every farmed field.
    let pairs = super::scoring::farmed_borders(core);
    let n = v.len();
    let mut i = 0;
    while i < pairs.len() {
        let field = pairs[i].0;
        let mut worth = 0.0;
        while i < pairs.len() && pairs[i].0 == field {
            let city = feats.info(pairs[i].1);
            worth += if city.open == 0 {
                3.0
            } else {
                3.0 * w.open_city_farm * ctx.time_left.max(0.2)
            };
            i += 1;
        }
        let (count, max) = core.majority(field);
        for p in 0..n {
            if max > 0 && count[p] == max {
                v[p] += worth;
            }
        }
    }
}

/// The abbot in supply, worth more while the game has far to go.
pub(crate) fn add_abbots(core: &Core, w: &Weights, ctx: &ModeContext<'_>, v: &mut [f64]) {
    for (p, st) in core.players().iter().enumerate() {
        if st.has(FigureKind::Abbot) {
            v[p] += ctx.time_left * w.abbot_supply;
        }
    }
}
