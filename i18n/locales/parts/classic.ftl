# English words of the page (classic); merged into en.ftl when done.

## Classic, with the River and the Abbot (ui/modes/classic.js). Followers stand on roads,
## cities and monasteries; on a field a follower lies down and is called a farmer. The abbot
## (an option) stands on a monastery or a garden, and may be recalled to score it at once.

ui-classic-title = Classic

## The new-game options. A choice's words follow its option's label: "A tile that fits nowhere
## goes back in the box", "With the River, the land start tile is left out".

ui-classic-option-river = River
ui-classic-option-abbot = Abbot and gardens
ui-classic-option-small-city = Small cities score 2 (early rule)
ui-classic-option-farm = Field scoring
ui-classic-farm-third = current rules (3 per city, each field)
ui-classic-farm-second = second edition (each city pays a player once)
ui-classic-farm-first = first edition (4 per city to most farmers)
ui-classic-option-unplaceable = A tile that fits nowhere
ui-classic-unplaceable-discard = goes back in the box
ui-classic-unplaceable-reshuffle = is shuffled back into the deck
ui-classic-option-art = Tile art
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
ui-classic-art-auto = matching the Abbot option
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (with gardens)
ui-classic-art-classic = classic (no gardens)
ui-classic-option-river-start = With the River, the land start tile
ui-classic-river-start-shuffle = is shuffled into the land tiles
ui-classic-river-start-discard = is left out

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Roads
ui-classic-breakdown-city = Cities
ui-classic-breakdown-monastery = Monasteries
ui-classic-breakdown-garden = Gardens
ui-classic-breakdown-field = Fields

## A feature's kind, as a tile's description and its hover details start (capitalised):
## "D: Road (W, E); City (N)".

ui-classic-kind-road = Road
ui-classic-kind-city = City
ui-classic-kind-monastery = Monastery
ui-classic-kind-garden = Garden
ui-classic-kind-field = Field
ui-classic-kind-river = River

## A player's supply, beside their score. $n: the followers left in the supply.

ui-classic-supply = { $n ->
    [one] { $n } follower
   *[other] { $n } followers
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } follower · abbot
   *[other] { $n } followers · abbot
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } follower · abbot out
   *[other] { $n } followers · abbot out
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as "city of 1 tile: 1 now").

# The letter on the disc that marks an abbot's place on the board: the initial of the word "abbot".
ui-classic-mark-abbot = A
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Recall the abbot: +{ $points } now
ui-classic-place-farmer = Farmer on the field ({ $at }) — { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed.
ui-classic-place-abbot = Abbot on { $feature ->
    [monastery] the monastery
    [garden] the garden
   *[other] the { $name }
} ({ $at }) — { $note }
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed.
ui-classic-place-follower = Follower on { $feature ->
    [road] the road
    [city] the city
    [monastery] the monastery
    [garden] the garden
   *[other] the { $name }
} ({ $at }) — { $note }

## The game's log (when the view does not word its events). $who is a player's name.

ui-classic-recalled = { $who } recalls the abbot
ui-classic-placed-farmer = { $who }: a farmer on a field
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $who }: an abbot on { $feature ->
    [monastery] a monastery
    [garden] a garden
   *[other] a { $name }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $who }: a follower on { $feature ->
    [road] a road
    [city] a city
    [monastery] a monastery
    [garden] a garden
   *[other] a { $name }
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile ("3 tiles"), $shields a
# count-shield ("1 shield").
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } neighbour
   *[other] { $n } neighbours
}
# $points: what a completed feature scored (a number).
ui-classic-value-completed = completed: { $points }
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = { $points } at the end
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = { $points } now

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = On your turn, place the tile in hand next to the layout so that every edge it shares matches: city to city, road to road, field to field, river to river. Glowing cells show where it fits; only the rotations that fit are offered.
ui-classic-rules-figures = Then you may place one follower from your supply on a feature of that tile — a road, a city, a monastery, or a field (as a farmer, lying down) — unless that feature already holds a follower anywhere. With the Abbot, your abbot may go on a monastery or garden, or you may recall it to score its monastery or garden at once.
ui-classic-rules-scoring = Completed features score at once and their followers come back: a road 1 per tile, a city 2 per tile and 2 per shield, a monastery or garden 9 when surrounded. At the end, unfinished roads and cities score 1 per tile (and shield), monasteries and gardens 1 plus each neighbour, and each field 3 for every completed city it borders. Most followers on a feature take its points; tied players all score.
ui-classic-rules-river = The River is played first, from its spring to its lake; it may not turn the same way twice in a row.
