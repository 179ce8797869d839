# English words of the page (hunters); merged into en.ftl when done.

## Hunters & Gatherers (ui/modes/hunters.js). A tribe member is called by the feature it stands
## on: a gatherer in a forest, a fisherman on a river, a hunter in a meadow (lying down). Huts
## stand on a river or a lake and belong to its river system (rivers joined through lakes).

ui-hunters-title = Hunters & Gatherers
ui-hunters-no-options = This mode has no options.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Forests
ui-hunters-breakdown-river = Rivers
ui-hunters-breakdown-river-system = Huts
ui-hunters-breakdown-meadow = Hunters
ui-hunters-breakdown-lake = Lakes

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Forest
ui-hunters-kind-river = River
ui-hunters-kind-meadow = Meadow
ui-hunters-kind-lake = Lake
ui-hunters-kind-river-system = River system

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = gatherer
ui-hunters-member-river = fisherman
ui-hunters-member-meadow = hunter

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 tribe member
   *[other] { $n } tribe members
}
ui-hunters-supply-huts = { $n ->
    [one] 1 hut
   *[other] { $n } huts
}

# The letter on the disc that marks a hut's place on the board: the initial of the word "hut".
ui-hunters-mark-hut = H

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW); $note what the choice would score, in words. $feature
# is where the tribe member stands: forest (a gatherer), river (a fisherman) or meadow (a
# hunter).
ui-hunters-option = { $feature ->
    [forest] Gatherer in the forest ({ $at }) — { $note }
    [river] Fisherman on the river ({ $at }) — { $note }
    [meadow] Hunter in the meadow ({ $at }) — { $note }
   *[other] Tribe member ({ $at }) — { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Hut on the river system ({ $at }) — { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: a tribe member

## Score lines of the log, built from what a score counts. $points is the points each scorer
## gets; $tiles the number of tiles of the forest or river.

# A completed forest.
ui-hunters-score-forest = { $tiles ->
    [one] Forest of 1 tile, completed: { $points }
   *[other] Forest of { $tiles } tiles, completed: { $points }
}
# A completed forest with mushroom patches: $mushrooms is count-mushroom-patch ("2 mushroom
# patches").
ui-hunters-score-forest-mushrooms = { $tiles ->
    [one] Forest of 1 tile with { $mushrooms }, completed: { $points }
   *[other] Forest of { $tiles } tiles with { $mushrooms }, completed: { $points }
}
# A forest left unfinished at the end of the game (it scores nothing).
ui-hunters-score-forest-unfinished = { $tiles ->
    [one] unfinished forest of 1 tile: { $points }
   *[other] unfinished forest of { $tiles } tiles: { $points }
}
# $mushrooms as in ui-hunters-score-forest-mushrooms.
ui-hunters-score-forest-mushrooms-unfinished = { $tiles ->
    [one] unfinished forest of 1 tile with { $mushrooms }: { $points }
   *[other] unfinished forest of { $tiles } tiles with { $mushrooms }: { $points }
}
# A completed river.
ui-hunters-score-river = { $tiles ->
    [one] River of 1 tile, completed: { $points }
   *[other] River of { $tiles } tiles, completed: { $points }
}
# A completed river with fish in the lakes at its ends: $fish is count-fish ("3 fish").
ui-hunters-score-river-fish = { $tiles ->
    [one] River of 1 tile with { $fish }, completed: { $points }
   *[other] River of { $tiles } tiles with { $fish }, completed: { $points }
}
# A river left unfinished at the end of the game (it scores nothing).
ui-hunters-score-river-unfinished = { $tiles ->
    [one] unfinished river of 1 tile: { $points }
   *[other] unfinished river of { $tiles } tiles: { $points }
}
# $fish as in ui-hunters-score-river-fish.
ui-hunters-score-river-fish-unfinished = { $tiles ->
    [one] unfinished river of 1 tile with { $fish }: { $points }
   *[other] unfinished river of { $tiles } tiles with { $fish }: { $points }
}
# The huts of a river system at the end: $fish is the number of fish in all its lakes.
ui-hunters-score-huts = { $fish ->
    [one] Huts on a river system with 1 fish in its lakes: { $points }
   *[other] Huts on a river system with { $fish } fish in its lakes: { $points }
}
# The hunters of a meadow at the end: $game is its game, a list of counts ("2 deer, 1 mammoth
# and 1 aurochs": count-deer, count-mammoth, count-aurochs).
ui-hunters-score-meadow = Hunters in a meadow with { $game }: { $points }
# As ui-hunters-score-meadow, with $notes: what changed the score (the notes below, joined by
# ui-hunters-score-notes).
ui-hunters-score-meadow-notes = Hunters in a meadow with { $game } ({ $notes }): { $points }
# A meadow without deer, mammoths or aurochs.
ui-hunters-score-meadow-no-game = Hunters in a meadow with no game: { $points }
# $notes as in ui-hunters-score-meadow-notes.
ui-hunters-score-meadow-no-game-notes = Hunters in a meadow with no game ({ $notes }): { $points }
# Two notes of a meadow's score line joined (a third is joined to the first two the same way).
ui-hunters-score-notes = { $a }; { $b }
# A note: $n deer the meadow's sabre-toothed tigers ate (each tiger eats one).
ui-hunters-score-eaten = { $n ->
    [one] 1 deer eaten by a tiger
   *[other] { $n } deer eaten by tigers
}
ui-hunters-score-fire = the fire drove the tigers off
ui-hunters-score-shrine = the shrine’s hunter scores it alone

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (a bonus tile)
# As ui-hunters-from-bonus, with $bonus, the bonus tile's kind (a bonus-* word: Fire, Shrine…).
ui-hunters-from-bonus-kind = (a bonus tile: { $bonus })
# The log's line for a bonus tile of no known kind (with a kind: log-bonus-tile). $who is the
# player's name, $tile the tile's id.
ui-hunters-gold = Gold! { $who } plays a bonus tile ({ $tile })
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 bonus tile
   *[other] { $n } bonus tiles
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 tiger
   *[other] { $n } tigers
}
ui-hunters-count-gold = { $n ->
    [one] 1 gold nugget
   *[other] { $n } gold nuggets
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = the fire
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = the shrine
# A completed forest or river: $points, what it scored.
ui-hunters-value-completed = completed: { $points }
ui-hunters-value-open = open: scores only when completed
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = { $points } at the end

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn =
    On your turn, draw a land tile and place it next to the layout so that every edge it
    shares matches: forest to forest, meadow to meadow, river to river. Glowing cells show
    where it fits. A tile that fits nowhere goes back in the box.
ui-hunters-rules-figures =
    Then you may place one figure on that tile: a tribe member as a gatherer in a forest, a
    fisherman on a river or a hunter in a meadow (lying down: hunters stay until the end) —
    not where a tribe member already stands, however far away — or one of your two huts on
    a river or lake, if its river system (rivers joined through lakes) has no hut yet. Huts
    and fishermen do not block each other; huts never come back.
ui-hunters-rules-scoring =
    A forest is complete when no forest edge is left open; it scores 2 per tile and 2 per
    mushroom patch. A river is complete when both its ends reach a lake or a spring (or it
    closes in a loop); it scores 1 per tile and 1 per fish in the lakes at its ends. The most
    gatherers or fishermen score (tied players all score in full), and all of them come back.
    Unfinished forests and rivers score nothing; meadows score only at the end.
ui-hunters-rules-gold =
    Gold: completing a forest with a gold nugget lets the player who placed the tile draw one
    bonus tile (marked with a star) and play it at once — at most one a turn, and never for a
    bonus tile. Fire drives the tigers out of its meadow; a hunter placed in the shrine’s
    meadow on the shrine tile scores that meadow alone; aurochs are worth 2 to hunters and
    no tiger eats them.
ui-hunters-rules-end =
    When the land tiles run out: in each river system the most huts score 1 per fish in all
    its lakes; in each meadow the most hunters score 2 per deer, mammoth and aurochs, after
    each sabre-tooth tiger has eaten one deer.
