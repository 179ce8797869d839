# Tessera — English (the reference catalog: every other language has the same message ids).
# British spelling, sentence case, short and concrete (shared/design/glossary.md §3).

## Counted things. $n is the count; CLDR plural categories choose the form.

count-tile = { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
count-shield = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
count-neighbouring-tile = { $n ->
    [one] 1 neighbouring tile
   *[other] { $n } neighbouring tiles
}
count-closed-square = { $n ->
    [one] 1 closed square
   *[other] { $n } closed squares
}
count-completed-city = { $n ->
    [one] 1 completed city
   *[other] { $n } completed cities
}
count-mushroom-patch = { $n ->
    [one] 1 mushroom patch
   *[other] { $n } mushroom patches
}
count-fish = { $n ->
    [one] 1 fish
   *[other] { $n } fish
}
count-deer = { $n ->
    [one] 1 deer
   *[other] { $n } deer
}
count-mammoth = { $n ->
    [one] 1 mammoth
   *[other] { $n } mammoths
}
count-aurochs = { $n ->
    [one] 1 aurochs
   *[other] { $n } aurochs
}

## The features a score names (the subject of a scoring reason).

feature-road = road
feature-city = city
feature-monastery = monastery
feature-garden = garden
feature-field = field
feature-forest = forest
feature-river = river
feature-meadow = meadow

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.
## reason-completed, reason-unfinished and the reason-cloister-* messages also get $kind, the
## feature's id (road, city, monastery, garden, forest, river), for languages whose words agree
## with the feature's gender: `{ $kind -> [road] … *[other] … }`.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile.
reason-sized = { $feature } of { $tiles }
reason-small-city = small city of { $tiles }
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
reason-completed = { $what }, completed: { $total }
reason-unfinished = unfinished { $what }: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature } surrounded by 8 tiles, completed: { $total }
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $feature } surrounded by { $tiles } and { $blocked }, completed: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } with { $around }, abbot recalled: 1 + { $n } = { $total }
reason-cloister-unfinished = unfinished { $feature } with { $around }: 1 + { $n } = { $total }
reason-and = { $a } and { $b }
reason-chip = map chip collected: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
reason-field = field bordering { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (each city pays a player only once)
# $tiles: count-tile of the city.
reason-most-farmers = most farmers around the completed city of { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = huts on a river system with { $fish } in its lakes: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = meadow: { $game } → { $total }
reason-meadow-no-game = no game
reason-tigers-eat = { $n ->
    [one] 1 tiger eats a deer
   *[other] { $n } tigers eat { $n } deer
}
reason-fire = the fire drives the tigers off
reason-shrine = { $reason } (the shrine's hunter scores it alone)

## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. Messages about
## a feature also get $kind, its id (road, city, monastery, garden, forest, river), for
## languages whose words agree with the feature's gender: `{ $kind -> [road] … *[other] … }`.
## Not translated yet: the ui- prefix keeps them out of the parity check until they are.

# The "no figure" option: the tile alone. No arguments.
ui-note-none = no figure
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $what }, completed: +{ $now } now
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
ui-note-open = { $what }: { $now } now, { $full } if completed
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind.
ui-note-open-nothing = { $what }: { $full } if completed, nothing if left unfinished
# The squares filled around a monastery or garden. $n: how many (1 to 7).
ui-note-count-neighbour = { $n ->
    [one] 1 neighbour
   *[other] { $n } neighbours
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
ui-note-cloister-surrounded = { $feature } surrounded, completed: +{ $now } now
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $feature } with { $neighbours }: { $now } now, { $full } when surrounded
# A farmer's field. $cities: count-completed-city (the completed cities it borders); $now:
# what it scores at the end if nothing changes.
ui-note-field = field bordering { $cities }: { $now } at the end if nothing changes
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system; $now: what
# it scores at the end if nothing changes.
ui-note-hut = hut on a river system with { $fish }: { $now } at the end if nothing changes
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# "meadow: 2 deer, 1 mammoth → 6").
ui-note-meadow = { $reason } at the end if nothing changes
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = recall the abbot: +{ $now } now

## Lists: how items are joined ("2 deer, 1 mammoth").

list-join = { $a }, { $b }

## Refusals: why a move or a choice is not allowed, said to the player. $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees. Messages with a $feature word also get
## $kind, the feature's id (road, city, field, monastery, garden, forest, river, meadow), for a
## language that must choose a form by the feature's gender (variant keys must be ASCII ids).

error-game-over = the game is over
error-wrong-tile = the tile in hand is { $expected }, not { $got }
error-bad-rotation = rotation must be 0, 90, 180 or 270, not { $rot }
error-cell-taken = { $cell } already holds a tile
error-no-square = { $cell } is not a square of the board that takes a tile
# $what: one of the square-* words.
error-blocked-square = { $cell } is { $what }: no tile may be placed there
error-not-adjacent = tile { $tile } cannot go at { $cell }: it must touch a placed tile by an edge
# $side: a side-* word; $mine and $theirs: edge-* words.
error-edge-mismatch = tile { $tile } does not fit at { $cell } rotated { $rot }: its { $side } edge is { $mine }, the neighbour's is { $theirs }
error-river-not-extended = tile { $tile } must continue the river at its open end { $end }
error-river-closed = tile { $tile } must continue the river at its open end (the river is closed)
# $turn: turn-left or turn-right.
error-river-u-turn = the river may not turn { $turn } twice in a row
error-no-feature-at = there is nothing at { $at } on this tile where a figure could stand
error-figure-on-river = no figure may stand on the river
# $feature: a feature-* word.
error-feature-occupied = that { $feature } already holds a follower
error-no-follower-left = you have no follower left in your supply
error-no-abbot-option = the abbot is not in play in this game
error-abbot-not-in-supply = your abbot is already on the board
error-abbot-needs-cloister = an abbot may only stand on a monastery or a garden
error-garden-needs-abbot = only an abbot may stand in a garden
error-nothing-to-recall = your abbot is not on the board, so there is nothing to recall
error-recall-finished = your abbot's { $feature } is completed by this tile and scores on its own; it cannot be recalled
error-figure-and-recall = a move may place a figure or recall the abbot, not both
# $figure: a figure-* word.
error-no-such-figure = there is no { $figure } in this game
error-no-such-source = this game has no such place to take a tile from now
error-wrong-source = the tile in hand came from elsewhere
error-no-choice-of-source = the tile is already in hand; there is no choice of where it comes from
error-unknown-figure = unknown figure { $figure }
error-unknown-location = unknown location { $at } (use N, E, S, W, NNW … WNW or C)
# Benelux. $colour: a colour-* word; $stack: 0 or 1.
error-no-such-stack = there is no island stack number { $stack }
error-empty-stack = the { $colour } island's stack { $stack } is empty
error-no-chip = you hold no { $colour } chip, so you cannot take a tile from the { $colour } island
error-fits-nowhere = the { $tile } on the { $colour } island fits nowhere on the board, so it may not be taken
error-deck-empty = the face-down stack is empty: the game is over
error-unknown-island = unknown island "{ $island }" (islands: purple, light-blue, orange)
error-island-and-stack = an island tile names its island and its stack (0 or 1)
# Hunters & Gatherers.
error-hut-needs-water = a hut stands on a river or a lake
error-system-has-hut = that river system already has a hut
error-no-hut-left = you have no hut left
error-tribe-member-occupied = that { $feature } already holds a tribe member
error-no-tribe-member-left = you have no tribe member left in your supply

## The app's errors, said to the player (besides the refusals above). Not translated yet: the
## ui- prefix keeps them out of the parity check until they are.

# A command needs an open game and there is none. No arguments.
ui-error-no-game = no game is open
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = the game changed while the AI was thinking
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = there is no move of yours to undo
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = there is no island tile to put back: a tile drawn face down stays in hand
# A human tries to move while an AI is to play. $name: the AI player's name.
ui-error-ai-turn = it is { $name }'s turn (AI)
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = it is { $name }'s turn, not an AI's
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = no saved game "{ $id }"
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = this saved game cannot be opened: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = could not save: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = there is no such file
ui-unreadable-io = the file cannot be read
ui-unreadable-folder = it is a folder, not a file
# $bytes: the file's size.
ui-unreadable-too-large = the file is too large to be a saved game ({ $bytes } bytes)
ui-unreadable-not-text = the file is not text
ui-unreadable-empty = the file is empty
ui-unreadable-invalid = the file is not a valid game record
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = this game was saved by a newer version of Tessera (record format { $format }; this version reads format { $ours } and older)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = move { $n } of the saved game breaks a rule
ui-unreadable-bug = the game could not be replayed (a bug in Tessera)
# The label of the folded technical detail under a reason.
ui-technical-detail = Technical detail

## Words refusals use.

edge-field = a field
edge-road = a road
edge-city = a city
edge-river = a river
edge-forest = a forest
edge-meadow = a meadow
side-north = north
side-east = east
side-south = south
side-west = west
turn-left = left
turn-right = right
figure-follower = follower
figure-abbot = abbot
figure-hut = hut
colour-purple = purple
colour-light-blue = light-blue
colour-orange = orange
square-off-board = off the board
square-wave = a wave square
square-island = an island
square-amsterdam = Amsterdam, a large city
square-brussels = Brussels, a large city
square-other = not a square that takes a tile

## The desktop entry (the system's application menu).

app-generic-name = Tile-laying board game
app-comment = Tile-laying board games against AI opponents or friends on one device

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile id. Messages about a feature also get $kind, the
## feature's id, for languages whose words agree with its gender.

log-turn = Turn { $n }
log-end = End
list-and = { $a } and { $b }
# A score's line: its head ($who and $points, what each of them scored; shown bold), then
# $reason, the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
log-discarded = { $tile }: this tile fits nowhere — it goes back in the box.
log-reshuffled = { $tile }: this tile fits nowhere now — it is shuffled back into the deck.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Game over: { $scores }
log-placed-follower = { $who }: a follower on a { $feature }
log-placed-farmer = { $who }: a farmer on a field
log-placed-abbot = { $who }: an abbot on a { $feature }
log-placed-gatherer = { $who }: a gatherer in a forest
log-placed-fisherman = { $who }: a fisherman on a river
log-placed-hunter = { $who }: a hunter in a meadow
log-placed-hut = { $who }: a hut on a river system
log-recalled = { $who } recalls the abbot
# Benelux: $island is the island's id (purple, light-blue, orange), to choose its colour word.
log-island-tile = { $who } took { $tile } from the { $island ->
    [purple] purple
    [light-blue] light blue
   *[orange] orange
} island (gave up { $island ->
    [purple] a purple
    [light-blue] a light blue
   *[orange] an orange
} chip)
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word).
log-bonus-tile = Gold! { $who } plays a bonus tile: { $bonus } ({ $tile })
bonus-fire = Fire
bonus-shrine = Shrine
bonus-mushrooms = Mushrooms
bonus-aurochs = Aurochs
bonus-fish = Fish
