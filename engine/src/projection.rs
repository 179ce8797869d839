//! The projected final score: what each player would end with if the game ended now, worked
//! out by the mode's own final scoring on a copy of the game (never a second scoring of its
//! own). Views call it; `apply` and the AI's search never do.

use crate::events::NoEvents;
use crate::game::Game;
use crate::rules::ModeRules;

impl Game {
    /// The scores each player would end with if the game ended now: the mode's own final
    /// scoring (unfinished roads, cities, monasteries and gardens, then fields; Hunters &
    /// Gatherers' huts and hunters; Benelux's, which is Classic's) run on a copy, so this game
    /// is not changed. Once the game is over, the final scores. It copies the core and the
    /// mode: for views, not for search.
    pub fn projected_scores(&self) -> Vec<u32> {
        if self.finished {
            return self.scores();
        }
        let mut core = self.core.clone();
        let mut rules = self.rules.clone();
        rules.final_scoring(&mut core, &mut NoEvents);
        core.scores()
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::RandomPlayer;
    use crate::events::{Event, NoEvents};
    use crate::game::{Game, Setup};
    use crate::mode::Mode;
    use crate::options::{FarmScoring, GameOptions, Options};
    use crate::record::{fixture, Record};
    use crate::view::GameView;

    /// Options for game `i` of `mode`: Classic with and without the River and the Abbot and
    /// each farm scoring; the other modes as they come.
    fn options(mode: Mode, i: u64) -> GameOptions {
        match mode {
            Mode::Classic => Options {
                river: i.is_multiple_of(2),
                abbot: !i.is_multiple_of(3),
                farm_scoring: [FarmScoring::Third, FarmScoring::Second, FarmScoring::First]
                    [i as usize % 3],
                ..Options::default()
            }
            .into(),
            m => GameOptions::default_for(m).expect("a mode"),
        }
    }

    fn new_game(mode: Mode, i: u64) -> Game {
        let players = 2 + (i as usize % 3);
        Game::new(&Setup::seeded(players, options(mode, i), 7000 + i)).expect("a valid setup")
    }

    const MODES: [Mode; 3] = [Mode::Classic, Mode::Benelux, Mode::HuntersGatherers];

    /// The move that ends a game, played on a copy taken before it but stopped short of the
    /// end (the turn played, no draw, no final scoring): its projection is exactly the final
    /// scores. Before that, at every move, no player's projection is below their score.
    #[test]
    fn the_projection_before_the_end_is_the_final_score() {
        for mode in MODES {
            for i in 0..6 {
                let mut g = new_game(mode, i);
                let mut p = RandomPlayer::new(i);
                let mut ended = false;
                while let Some(mv) = p.choose(&g) {
                    let projected = g.projected_scores();
                    for (who, (&now, &end)) in g.scores().iter().zip(&projected).enumerate() {
                        assert!(
                            end >= now,
                            "{mode} game {i} turn {}: player {who} {now} > {end}",
                            g.turn()
                        );
                    }
                    let mut before = g.clone();
                    g.apply(&mv).expect("a legal move");
                    if g.is_finished() {
                        if before.choosing_source() {
                            before.take(mv.source).expect("the source the move names");
                        }
                        before.play_turn(&mv, &mut NoEvents);
                        assert!(!before.is_finished());
                        assert_eq!(before.projected_scores(), g.scores(), "{mode} game {i}");
                        ended = true;
                    }
                }
                assert!(ended && g.is_finished(), "{mode} game {i} ends");
                assert_eq!(
                    g.projected_scores(),
                    g.scores(),
                    "{mode} game {i} at the end"
                );
            }
        }
    }

    /// Asking for the projection (and the view, which carries it) changes nothing: a twin
    /// copied before it plays on to the same events, scores and views.
    #[test]
    fn the_projection_changes_nothing() {
        for mode in MODES {
            let mut g = new_game(mode, 11);
            let mut twin = g.clone();
            let mut p = RandomPlayer::new(11);
            while let Some(mv) = p.choose(&g) {
                let projected = g.projected_scores();
                let view = serde_json::to_value(GameView::new(&g)).expect("a view");
                assert_eq!(
                    view["players"]
                        .as_array()
                        .expect("players")
                        .iter()
                        .map(|p| p["projected"].as_u64().expect("projected") as u32)
                        .collect::<Vec<_>>(),
                    projected
                );
                assert_eq!(g.projected_scores(), projected, "asked twice, the same");
                let a = g.apply(&mv).expect("a legal move");
                let b = twin.apply(&mv).expect("the same move");
                assert_eq!(a, b, "{mode} turn {}", g.turn());
                assert_eq!(g.scores(), twin.scores());
                assert_eq!(
                    (g.current_player(), g.hand(), g.deck_len()),
                    (twin.current_player(), twin.hand(), twin.deck_len())
                );
                assert_eq!(g.legal_moves(), twin.legal_moves());
            }
            assert!(twin.is_finished());
            assert_eq!(g.scores(), twin.scores());
            let json = |g: &Game| serde_json::to_value(GameView::new(g)).expect("a view");
            assert_eq!(json(&g), json(&twin), "{mode}: the same game at the end");
        }
    }

    fn replayed(json: &str) -> (Game, Vec<Event>) {
        Record::from_json(json)
            .expect("a record")
            .replay()
            .expect("it replays")
    }

    /// Known unfinished features give known numbers. The deck `F U B U` of the end-of-game
    /// scenario, three moves in: P0's city north of the start tile (2 tiles + 1 shield: 3)
    /// and monastery south of it (1 + 2 neighbours: 3), P1's road east (2 tiles: 2); no one
    /// has scored yet.
    #[test]
    fn unfinished_features_project_their_end_points() {
        let (g, _) = replayed(&fixture(
            Mode::Classic,
            "{}",
            2,
            &["F", "U", "B", "U"],
            r#"[{"tile": "F", "x": 0, "y": -1, "rot": 90, "figure": {"kind": "meeple", "at": "N"}},
                {"tile": "U", "x": 1, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "E"}},
                {"tile": "B", "x": 0, "y": 1, "rot": 0, "figure": {"kind": "meeple", "at": "C"}}]"#,
        ));
        assert!(!g.is_finished());
        assert_eq!(g.scores(), vec![0, 0]);
        assert_eq!(g.projected_scores(), vec![6, 2]);
        assert_eq!(g.scores(), vec![0, 0], "still");
        assert_eq!(
            g.players()[0].followers(),
            5,
            "the figures stay where they are"
        );
    }

    /// A farmer's field beside a completed city projects the city's 3 points, which it scores
    /// only at the end: P0 completes a city of 2 (4 points); P1 puts a farmer in the field
    /// north of the road that borders it.
    #[test]
    fn a_field_projects_its_completed_cities() {
        let (g, _) = replayed(&fixture(
            Mode::Classic,
            "{}",
            2,
            &["E", "U", "U"],
            r#"[{"tile": "E", "x": 0, "y": -1, "rot": 180, "figure": {"kind": "meeple", "at": "S"}},
                {"tile": "U", "x": 1, "y": 0, "rot": 0, "figure": {"kind": "meeple", "at": "N"}}]"#,
        ));
        assert_eq!(g.scores(), vec![4, 0]);
        assert_eq!(g.projected_scores(), vec![4, 3]);
    }
}
