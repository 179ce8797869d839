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
error-no-such-action = there is no such figure step in this game
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
error-nothing-to-draw = no face-down tile fits anywhere on the board: take a tile from an island
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
## several joined by list-and; $tile a tile's name. Messages about a feature also get $kind, the
## feature's id, for languages whose words agree with its gender.

log-turn = Turn { $n }
log-end = End
list-and = { $a } and { $b }
# A score's line: its head ($who and $points, what each of them scored; shown bold), then
# $reason, the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
# A tile laid. $tile: the tile's name with its article where the language gives one (the .a
# forms of the tile-* messages below: "a city corner with a road curve"); $x, $y: its square,
# with a no-break space ("\u00A0") after the comma so the pair never wraps (here and wherever a
# message prints a square's two numbers: ui-cell-at, ui-cursor-at, ui-placed-at).
log-tile-placed = { $who } laid { $tile } at ({ $x },{ "\u00A0" }{ $y })
# $tile: the tile's name as in log-tile-placed.
log-discarded = Nowhere to lay { $tile }: it goes back in the box.
log-reshuffled = Nowhere to lay { $tile } now: it is shuffled back into the deck.
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
# Benelux: $island is the island's id (purple, light-blue, orange), to choose its colour word;
# $tile the tile's name as in log-tile-placed.
log-island-tile = { $who } took { $tile } from the { $island ->
    [purple] purple
    [light-blue] light blue
   *[orange] orange
} island (gave up { $island ->
    [purple] a purple
    [light-blue] a light blue
   *[orange] an orange
} chip)
# Hunters & Gatherers: $tile is the bonus tile's name (in the nominative, as the tile-* values).
log-bonus-tile = Gold! { $who } plays a bonus tile: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs), never by their catalog code: a main
## part, then "with" parts joined by list-and ("city corner with a road curve and a shield").
## Each part: its value is the nominative ($count: how many, for parts that may come more than
## once), .with the form after "with" (a language whose form needs the preposition itself puts
## it there and leaves it out of tile-with), and .a (optional) the form with an indefinite
## article, for log lines that make the tile a verb's object ("Ada laid a city corner…").

# $main: the main part; $parts: the "with" parts, already joined.
tile-with = { $main } with { $parts }
tile-city-edge = city edge
    .a = a city edge
    .with = a city edge
tile-city-corner = city corner
    .a = a city corner
    .with = a city corner
# A city that runs from one side of the tile to the opposite side.
tile-city-across = city across the tile
    .a = a city across the tile
    .with = a city across the tile
tile-city-three = three-sided city
    .a = a three-sided city
    .with = a three-sided city
tile-city-full = full city
    .a = a full city
    .with = a full city
# Two separate cities on opposite sides.
tile-city-two-opposite = two opposite city edges
    .a = two opposite city edges
    .with = two opposite city edges
# Two separate cities on sides that meet at a corner.
tile-city-two-adjacent = two adjacent city edges
    .a = two adjacent city edges
    .with = two adjacent city edges
tile-road-straight = straight road
    .a = a straight road
    .with = a straight road
tile-road-curve = road curve
    .a = a road curve
    .with = a road curve
# A road that ends on the tile (at a monastery, a city, a junction).
tile-road-end = road
    .a = a road
    .with = a road
# Three roads meeting.
tile-road-three = three-way junction
    .a = a three-way junction
    .with = a three-way junction
# Four roads meeting.
tile-road-four = crossroads
    .a = a crossroads
    .with = a crossroads
tile-monastery = monastery
    .a = a monastery
    .with = a monastery
tile-garden = garden
    .a = a garden
    .with = a garden
tile-shield = shield
    .a = a shield
    .with = a shield
tile-field = field
    .a = a field
    .with = a field
tile-river-straight = straight river
    .a = a straight river
    .with = a straight river
tile-river-curve = river curve
    .a = a river curve
    .with = a river curve
tile-river = { $count ->
    [one] river
   *[other] { $count } rivers
}
    .a = { $count ->
        [one] a river
       *[other] { $count } rivers
    }
    .with = { $count ->
        [one] a river
       *[other] { $count } rivers
    }
tile-spring = { $count ->
    [one] spring
   *[other] { $count } springs
}
    .a = { $count ->
        [one] a spring
       *[other] { $count } springs
    }
    .with = { $count ->
        [one] a spring
       *[other] { $count } springs
    }
tile-lake = { $count ->
    [one] lake
   *[other] { $count } lakes
}
    .a = { $count ->
        [one] a lake
       *[other] { $count } lakes
    }
    .with = { $count ->
        [one] a lake
       *[other] { $count } lakes
    }
tile-forest = { $count ->
    [one] forest
   *[other] { $count } forests
}
    .a = { $count ->
        [one] a forest
       *[other] { $count } forests
    }
    .with = { $count ->
        [one] a forest
       *[other] { $count } forests
    }
tile-meadow = meadow
    .a = a meadow
    .with = a meadow
tile-gold = { $count ->
    [one] gold nugget
   *[other] { $count } gold nuggets
}
    .with = { $count ->
        [one] a gold nugget
       *[other] { $count } gold nuggets
    }
tile-mushrooms = { $count ->
    [one] mushroom patch
   *[other] { $count } mushroom patches
}
    .with = { $count ->
        [one] a mushroom patch
       *[other] { $count } mushroom patches
    }
tile-volcano = volcano
    .with = a volcano
tile-fish = { $count ->
    [one] fish
   *[other] { $count } fish
}
    .with = { $count ->
        [one] a fish
       *[other] { $count } fish
    }
tile-deer = { $count ->
    [one] deer
   *[other] { $count } deer
}
    .with = { $count ->
        [one] a deer
       *[other] { $count } deer
    }
tile-mammoth = { $count ->
    [one] mammoth
   *[other] { $count } mammoths
}
    .with = { $count ->
        [one] a mammoth
       *[other] { $count } mammoths
    }
tile-aurochs = { $count ->
    [one] aurochs
   *[other] { $count } aurochs
}
    .with = { $count ->
        [one] an aurochs
       *[other] { $count } aurochs
    }
tile-tiger = { $count ->
    [one] sabre-tooth tiger
   *[other] { $count } sabre-tooth tigers
}
    .with = { $count ->
        [one] a sabre-tooth tiger
       *[other] { $count } sabre-tooth tigers
    }
tile-fire = fire
    .with = a fire
tile-shrine = shrine
    .with = a shrine


### The page: menus, screens, the panel and the screen reader (ui/strings.js)

# English words of the page: menus, screens, the game's panel and what a screen reader hears
# (ui/strings.js). Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.

ui-app-name = Tessera
ui-tagline = Lay tiles, build cities and roads, outscore your rivals.
# $why: what went wrong, in words.
ui-cannot-start = Tessera could not start: { $why }

## Main menu
ui-continue = Continue
ui-new-game = New game
ui-saved-games = Saved games
ui-statistics = Statistics
ui-settings = Settings
ui-rules = Rules
ui-back = ← Back

## New game
ui-mode = Mode
ui-not-available = not available yet
ui-options = Options
ui-players = Players
ui-seed = Seed
ui-seed-hint = empty: a new random game
ui-seed-invalid = The seed is a whole number (up to 15 digits).
ui-start = Start game
ui-human = Human
ui-ai = AI
ui-add-player = Add player
# $seat: the seat's number, from 1.
ui-seat-name = Player { $seat } name
ui-seat-kind = Player { $seat } kind
ui-seat-level = Player { $seat } AI level
ui-seat-remove = Remove player { $seat }
ui-remove-mark = ✕
# The human player's name until they choose one.
ui-default-name = You
# The AI players' names, in the order seats get them.
ui-ai-name-1 = Ada
ui-ai-name-2 = Basil
ui-ai-name-3 = Cleo
ui-ai-name-4 = Dario
ui-ai-name-5 = Elke
ui-ai-name-6 = Faro
# An AI level's name ($level: random, easy, normal, hard or expert).
ui-level = { $level ->
    [random] random
    [easy] easy
    [normal] normal
    [hard] hard
    [expert] expert
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

# An AI level's name on its own, as a choice in a list or a row of the statistics ($level as
# in ui-level; ui-level is the form inside a phrase: "Ada (AI hard)").
ui-level-name = { $level ->
    [random] Random
    [easy] Easy
    [normal] Normal
    [hard] Hard
    [expert] Expert
    [online] Online players
   *[other] { $level }
}
# The remaining tiles' heading, which opens and closes the section; $n: the tiles left.
ui-remaining-count = Remaining tiles ({ $n })
# A group of remaining tiles with the same sides (turned any way); $sides: the sides' feature
# names (ui-*-kind-*), clockwise from the top, joined by commas.
ui-remaining-sides = { $n ->
    [one] { $n } tile with these sides: { $sides }
   *[other] { $n } tiles with these sides: { $sides }
}
# Under the remaining tiles when they are grouped by their sides.
ui-remaining-grouped = Grouped by their sides: the tiles of a group fit the same places.
# After the hint to place a tile taken from a stack, which can still be put back.
ui-or-put-back = Or put it back (Esc) and choose again.
ui-or-put-back-touch = Or put it back and choose again.

## Saved games
ui-no-saves = No saved games yet.
ui-unreadable = Unreadable
ui-open = Open
ui-resume = Resume
ui-delete = Delete
ui-really-delete = Really delete?
ui-finished = finished
ui-in-progress = in progress
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } (AI { $level })
ui-ai-seat-no-level = { $name } (AI)

## Statistics
# The Statistics screen: a table per mode, a row per AI level (ui-level).
ui-stats-level = AI level
ui-stats-played = Played
ui-stats-won = Won
ui-stats-lost = Lost
ui-stats-average = Average score
ui-stats-best = Best score
ui-stats-none = No finished game against the AI yet.
ui-stats-damaged = The statistics file was damaged; it was put aside and the statistics start afresh.
ui-stats-note = Each finished game against the AI counts once, for the first human player, at the level of the strongest AI at the table. Games between human players only are not counted.

## Settings
ui-your-name = Your name
ui-your-colour = Your colour
ui-default-level = Default AI level
ui-speed = Animation speed
ui-speed-slow = Slow
ui-speed-normal = Normal
ui-speed-fast = Fast
ui-speed-instant = Instant
ui-show-remaining = Show remaining tiles
ui-colour-blind = Colour-blind-safe palette
ui-language = Language
ui-colour-red = red
ui-colour-blue = blue
ui-colour-yellow = yellow
ui-colour-black = black
ui-colour-purple = purple
ui-colour-orange = orange
ui-colour-vermillion = vermillion
ui-colour-pink = pink
ui-colour-sky-blue = sky blue
ui-settings-saved = Saved

## Rules
ui-keys = Keys (with the board focused; Tab moves between the board and every button): arrows move to the next place the tile fits, R rotates, Enter confirms, Tab or the arrows cycle the figure spots, S places no figure, Esc goes back, U undoes, M opens the menu, + and − zoom, F fits the board. Where a tile may also come from a stack, the arrows choose the stack and Enter takes its tile, D draws one face down and Esc puts a taken tile back.
ui-touch-help = On a touch screen: tap a glowing cell to place the tile, tap it again to rotate it, and Confirm lays it; tap a spot to place a figure, or No figure. Drag the board to move it, pinch to zoom, and touch and hold a tile for its details. Tiles and log opens the remaining tiles and the log.

## The game
ui-menu = ☰ Menu
ui-tiles = Tiles
ui-remaining = Remaining tiles
ui-zoom-out = −
ui-zoom-out-title = Zoom out (−)
ui-fit = Fit
ui-fit-title = Fit the board (F)
ui-zoom-in = +
ui-zoom-in-title = Zoom in (+)
ui-board = Board
ui-announcements = Game announcements
# $tile: the tile in words.
ui-hand-label = Tile in hand: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Scores over the game: { $scores }

## The board and the game in words, for screen readers
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
ui-cell-at = Cell { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Cell { $x },{ "\u00A0" }{ $y }: the tile does not fit here
# $rot: degrees (90, 180 or 270).
ui-turned = turned { $rot }°
ui-not-turned = not turned
ui-turns-fit = { $n ->
    [one] only this turn fits here
   *[other] { $n } turns fit here
}
ui-fits-in = { $n ->
    [0] It fits nowhere
    [one] It fits in 1 place
   *[other] It fits in { $n } places
}
ui-keys-place = Arrow keys choose a place
ui-keys-confirm = R turns it, Enter lays it, the arrow keys move to another place
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Figure spot { $i } of { $count }: { $text }
ui-keys-figure = Tab or the arrow keys choose a spot, Enter places the figure, S places none, Esc goes back
ui-source-choice = Choice { $i } of { $count }: { $text }
ui-keys-source = The arrow keys choose where the tile comes from, Enter takes it, D draws
# $tile: the tile in words.
ui-placed-at = { $who } laid a tile at { $x },{ "\u00A0" }{ $y } — { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Tile in hand, { $from } — { $tile }
ui-from-deck = drawn face down
ui-your-turn-say = Turn { $turn } · { $who }, your turn
ui-to-play = Turn { $turn } · { $who } to play
ui-undone = Undone: back to turn { $turn }
# A player's name and score.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Final scores: { $scores }
ui-rotate-title = Rotate (R)
ui-rotate = ⟳ Rotate
ui-confirm = Confirm
ui-skip = No figure
ui-undo = ↶ Undo
ui-log = Log
ui-sheet-open = Tiles and log
ui-sheet-close = Close
# $seat: the seat's number, from 1.
ui-player = Player { $seat }
ui-hand-tile = Tile: { $tile }
ui-no-hand = —
ui-not-drawn = Not chosen yet
ui-face-down = { $n ->
    [one] 1 tile face down
   *[other] { $n } tiles face down
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = AI { $level }
ui-thinking = { $name } is thinking…
ui-your-turn = { $name }: place the tile
ui-choose-figure = { $name }: place a figure or skip
ui-pick-cell = Click a glowing cell to place the tile. R rotates, Enter confirms.
ui-confirm-tile = Click the tile again (or R) to rotate, Enter or Confirm to lay it.
ui-pick-figure = Choose a spot for a figure (Tab cycles), or “No figure” (S).
ui-pick-cell-touch = Tap a glowing cell to place the tile.
ui-confirm-tile-touch = Tap the tile again to rotate it, Confirm to lay it.
ui-pick-figure-touch = Tap a spot for a figure, or “No figure”.
ui-choose-source = { $name }: draw a tile or take one from a stack
ui-draw = { $n ->
    [one] Draw a tile (1 face down)
   *[other] Draw a tile ({ $n } face down)
}
# $stack: the stack's number, from 1.
ui-take-from = Take the face-up tile of stack { $stack }
ui-put-back = Put the tile back (choose again)
ui-turn = Turn { $n }
ui-end = End
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who } +{ $points }
ui-and = and
ui-discarded = This tile fits nowhere — it goes back in the box.
ui-reshuffled = This tile fits nowhere now — it is shuffled back into the deck.

## End of the game
ui-game-over = Game over
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] { $names } wins
   *[other] Shared win: { $names }
}
ui-total = Total
ui-scores-over-game = Scores over the game
ui-turns-axis = turns →
ui-see-board = See the board
ui-main-menu = Main menu


### The page: Classic (ui/modes/classic.js)

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


### The page: Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js): Classic's tiles and rules on a map of the Low Countries, with
## map chips and three islands (purple, light blue, orange), each with two stacks of tiles
## face up. A player may take an island's top tile instead of drawing, giving up a chip of the
## island's colour. What Benelux shares with Classic is worded by the ui-classic- messages.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values).
ui-benelux-option-first-start = Start tile ({ $tile }) on
ui-benelux-option-second-start = A random start tile on
# How many followers each player has.
ui-benelux-option-followers = Followers each

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Brussels

## The islands' and the chips' colours.

ui-benelux-colour-purple = purple
ui-benelux-colour-light-blue = light blue
ui-benelux-colour-orange = orange

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Chips

## Choosing where the turn's tile comes from.

# $who: the player's name.
ui-benelux-choose-source = { $who }: draw a tile face down, or take a face-up island tile
ui-benelux-pick-source = An island tile costs one of your chips of its colour.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Take from the purple island: { $tile } (gives up a purple chip)
    [light-blue] Take from the light blue island: { $tile } (gives up a light blue chip)
   *[orange] Take from the orange island: { $tile } (gives up an orange chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Take from the purple island, west stack: { $tile } (gives up a purple chip)
    [light-blue] Take from the light blue island, west stack: { $tile } (gives up a light blue chip)
   *[orange] Take from the orange island, west stack: { $tile } (gives up an orange chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Take from the purple island, east stack: { $tile } (gives up a purple chip)
    [light-blue] Take from the light blue island, east stack: { $tile } (gives up a light blue chip)
   *[orange] Take from the orange island, east stack: { $tile } (gives up an orange chip)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Tile in hand,
# from the purple island — U").
# $island: the island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-from = { $island ->
    [purple] from the purple island
    [light-blue] from the light blue island
   *[orange] from the orange island
}
# The game's log. $who: the player's name; $tile: the tile's name (as the tile-* values); $island: the
# island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-taken = { $island ->
    [purple] { $who } took a tile from the purple island (gave up a purple chip): { $tile }
    [light-blue] { $who } took a tile from the light blue island (gave up a light blue chip): { $tile }
   *[orange] { $who } took a tile from the orange island (gave up an orange chip): { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = purple chip worth { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = light blue chip worth { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = orange chip worth { $value }
# $n: the chips the player has given up to take island tiles.
ui-benelux-spent = { $n ->
    [one] { $n } chip given up
   *[other] { $n } chips given up
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = Classic’s tiles and rules, without the River, on a map of the Low Countries with map chips.
ui-benelux-rules-map = Benelux is played on a map of 16 × 11 squares: tiles go only on its squares. Waves, islands and the large cities Amsterdam and Brussels never take a tile; a side that faces one (or the edge of the map) is closed. Two of the start squares Meppel, Eindhoven and Charleroi hold the start tiles.
ui-benelux-rules-chips = Placing a tile on a chip collects it: its value (1 or 2) is scored at once and you keep the chip, face up. Instead of drawing, a player holding a chip may take the face-up top tile of an island of the same colour, giving up one chip of that colour. A tile drawn face down must be played. The game ends with the last face-down tile.


### The page: Hunters & Gatherers (ui/modes/hunters.js)

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

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Forest
ui-hunters-kind-river = River
ui-hunters-kind-meadow = Meadow
ui-hunters-kind-lake = Lake

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

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (a bonus tile)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Gold! { $who } plays a bonus tile: { $tile }
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


### The page: the game screen and the other screens (ui/game, ui/screens)

# (ui/game/*, ui/screens/*, ui/board.js: what ui/strings.js does not word.)

## A tile's sides in the screen reader's description of a tile ("D: Road (W, E); City (N)"):
## one short mark per side, as on a compass.

ui-side-n = N
ui-side-e = E
ui-side-s = S
ui-side-w = W

## The game

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: "Turn 5 · Ada"), or what they are asked to do (a screen reader: "Turn 5 · Ada: draw a
# tile or take one from a stack").
ui-turn-line = Turn { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "from the purple island").
ui-hand-tile-from = Tile { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left ("city edge: 3"), an
# unreadable save and its file ("Unreadable: broken"), a saved game's mode and players
# ("Classic: You, Ada (AI normal)").
ui-labelled = { $label }: { $value }

## Hints (issue 12): the move the normal AI would make, and why, in one line.
# The log's mark of a move played after asking for a hint.
log-hinted = { $who } played with a hint
# While the tile's source is chosen: draw face down rather than take a tile on offer.
hint-draw = Draw a tile face down: no tile on offer is worth more to you now
# Take the tile on offer marked on the board; $then: what to do with it (one of the lines below).
hint-take = Take the marked tile — { $then }
# $note: the figure spot's projection, as the figure options show it.
hint-place = lay it on the marked place with a figure: { $note }
hint-recall = lay it on the marked place and recall your abbot: +{ $now } now
hint-scores = lay it on the marked place, no figure: +{ $points } for you now
hint-quiet = lay it on the marked place, no figure: the tile fits best there and your figures stay free
ui-hint = Hint
ui-hint-title = Show the move the normal AI would make (H)
# $reason: one of the hint- lines above.
ui-hint-line = Hint: { $reason }
ui-keys-hint = H shows a hint: the move the normal AI would make, with its reason; a move played after a hint is marked in the log.

### The replay viewer, and export and import of game records (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

# The replay viewer: a saved game shown move by move (its screen's title).
ui-replay-title = Replay
# The button (of a saved game, and at the end of a game) that opens the game in the replay viewer.
ui-replay-open = Replay
# Closes the replay viewer, back to where it was opened from.
ui-replay-close = Close
# The move shown: $at the moves played at this point (0: the start), $moves all the game's moves.
ui-replay-counter = Move { $at } of { $moves }
# The move shown is 0: nothing has been played yet.
ui-replay-at-start = The start of the game, before the first move.
# The replay's buttons (their text is a symbol; these are their names).
ui-replay-first = Go to the start
ui-replay-back = Back one move
ui-replay-forward = Forward one move
ui-replay-last = Go to the end
ui-replay-play = Play
ui-replay-pause = Pause
# How fast Play goes through the moves, and its three choices.
ui-replay-speed = Speed
ui-replay-slow = Slow
ui-replay-normal = Normal
ui-replay-fast = Fast
# The slider that jumps to a move.
ui-replay-goto = Go to move
# The board's name for a screen reader in the replay viewer.
ui-replay-board = The board at this move
# The scores at the move shown.
ui-replay-scores = Scores
ui-replay-keys = Keys: ← and → go back and forward one move, Home and End go to the start and the end, Space plays and pauses.
# A command of the replay viewer with no game open in it. No arguments.
ui-error-no-replay = no game is open in the replay viewer
# A move asked for that the game does not have. $at: the move asked for; $moves: the game's last move.
ui-error-replay-bounds = there is no move { $at }: this game goes from move 0 to move { $moves }
# Writes a game's record file where the player chooses (a saved game's button, the replay's).
ui-export = Export
# The Save dialog's title when exporting.
ui-export-title = Export the game record
# The kind of file in the Save dialog's filter.
ui-export-file-kind = Tessera game record
# Said once the record file is written. $path: where.
ui-exported = Exported to { $path }
# Chooses a record file to add to the saved games.
ui-import = Import a game…
# Said once a record file was imported. $game: its mode and players ("Classic: You, Ada (AI normal)").
ui-imported = Imported: { $game }
# A file the player chose to import is refused. $detail: why, as the saved games list says it (ui-unreadable-…).
ui-error-import = this file cannot be imported: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 open end
   *[other] { $n } open ends
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] can grow no further
    [one] can grow on 1 side
   *[other] can grow on { $n } sides
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 empty square around
   *[other] { $n } empty squares around
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Show the projected final score
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: score { $score }, projected final score { $projected } (what the final scoring would give if the game ended now)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Score
ui-chart-projected = Projected final score

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Review
ui-review-open-title = Every move judged by the expert AI, the key moments, and where to try again
# The review screen's title.
ui-review-title = Review
ui-review-close = Close
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Analysing: move { $at } of { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = The review is complete.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Stopped after move { $at } of { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = The review stopped: { $reason }
ui-review-stop = Stop
ui-review-resume = Resume
# The progress bar's name for screen readers.
ui-review-progress = Analysis progress
# The summary table's columns.
ui-review-accuracy = Accuracy
ui-review-lost = Points lost
ui-review-luck = Luck
# How the figures are worked out, under the table.
ui-review-explain = Each move is judged by its expected final score difference (your points minus the best rival's). Accuracy: 100 for the best move, 50 for a move 3 points worse, 25 for 6 points worse, averaged over the player's moves. Luck: what each face-down tile was worth against the average tile that could have come.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Best
ui-review-label-good = Good
ui-review-label-inaccuracy = Inaccuracy
ui-review-label-mistake = Mistake
ui-review-label-blunder = Blunder
# The graph's heading, and its name for screen readers.
ui-review-graph = Expected score difference
ui-review-graph-label = Graph of each player's expected final score difference after each of their moves: above the middle line ahead, below it behind. The bars at the bottom are the luck of each draw.
# The key moments: the player's largest losses.
ui-review-moments = Key moments
ui-review-no-moments = No key moments: no move lost a point or more.
# The list of every move judged.
ui-review-moves = Every move
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Move { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Points lost: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Played
ui-review-better = Better
ui-review-board-played = The board after the move played
ui-review-board-better = The board after the better move
# Shown instead of the second board when nothing beat the move played.
ui-review-same = The move played was the best the search found.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Choose a move to see it played and the better move beside it.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Try again from here
ui-review-try-title = A new game from the position before this move, with the same tiles to come, saved as a game of its own
ui-review-keys = Keys: Tab reaches the moves, Enter shows one, Esc closes.
# A review command with no game under review. No arguments.
ui-error-no-review = no game is being reviewed
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = move { $number } has not been judged yet
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = The better move scores { $points } at once, where yours scored { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = The better move places a figure: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = The better move recalls your abbot for { $now }.
# The better move scores no more now, but leaves the player better placed.
review-why-later = The better move scores no more now but leaves you better placed for the tiles to come.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Coach: a note after my moves against the AI that lose points
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Note a move that loses at least
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Coach: { $label } (points lost: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Show the better move
# The dialog's heading. $number: the move.
ui-coach-title = Coach: your move { $number } and the better move
ui-coach-close = Close
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = With help
ui-stats-helped-note = Games in which you asked for a hint or had the coach on count as the others do, and are also counted under “With help”.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Play online
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Rejoin the online game
ui-online-host = Host a game
ui-online-host-note = Players on your network join with this device's address and the game's code, which you see once the game is hosted.
ui-online-join = Join a game
ui-online-address = Host's address
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 or wss://server.example
ui-online-code = Game code
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Your name
ui-online-join-button = Join
ui-online-joining = Connecting…
# The list of online games this device holds seats in.
ui-online-kept = Your online games
ui-online-none-kept = No online game to return to.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = hosted here
# A saved game's mark when it was played online (the saved games' list).
ui-saved-online = Played online
ui-online-rejoin = Rejoin
ui-online-forget = Forget
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = On this device
ui-seat-online = Online player
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Named when they join
ui-host-start = Host the game
# The game screen's online box. $code: the game's code.
ui-online-code-line = Code: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Join at { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Waiting for a player to join: one seat is free.
   *[other] Waiting for players to join: { $open } seats are free.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Connection lost ({ $why }). Restoring it…
ui-online-restored = Connection restored.
# $why: the host's words (English).
ui-online-closed = This game is over for this device: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = free seat
ui-online-disconnected = not connected
# A free seat, named by its number.
ui-online-seat-number = Seat { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = Let the AI play for { $name }
ui-online-give-ai-title = An AI player of your default level plays this seat from now on
ui-online-leave = Leave the online game
ui-online-leave-title = Close the connection: you can rejoin from Play online

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = The host has not sent the game yet.
online-error-garbled = The host sent a game this version cannot read ({ $why }).
online-error-refused = The host refused: { $why }
online-error-unreachable = Cannot reach the host: { $why }
online-error-lost = The connection to the host was lost ({ $why }). It is being restored: try again in a moment.
online-error-cannot-host = This device cannot host a game: { $why }
online-error-address-code = Type the host's address and the game's code.
online-error-not-kept = This device holds no seat in game { $why }.
online-error-not-your-turn = Wait for your turn: another player is to move.
online-error-not-host = Only the device that hosts the game may do that.

## Board aids (ui/game/aids.js): places no tile still to come can fill, the tiles that fit an
## open place, a feature's odds of completion, and quiet warnings before a last chance.
# Settings: the crosses on the board.
ui-show-dead-marks = Mark the places no tile can fill
# An open place's details: how many of the tiles still to come fit it (copies counted, any rotation).
ui-cell-fits = { $n ->
    [0] No tile left fits here
    [one] 1 tile left fits here
   *[other] { $n } tiles left fit here
}
# After ui-cell-fits in Hunters & Gatherers: bonus tiles that fit (they come only on a bonus turn).
ui-cell-bonus-fits = { $n ->
    [one] (and 1 bonus tile)
   *[other] (and { $n } bonus tiles)
}
# A feature's details: $x, $y the place that stops it.
ui-tip-never = can never be completed: no tile left fits at ({ $x },{ "\u00A0" }{ $y })
# A held feature's details: $percent a whole number (5–95).
ui-tip-chance = about { $percent }% likely to be completed
# A place in a list: $x, $y.
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
# Said when places become impossible to fill: $places a list of ui-dead-place.
ui-dead-said = { $n ->
    [one] No tile left can fill { $places }
   *[other] No tile left can fill { $places }
}
# In the board's description for a screen reader.
ui-dead-count = { $n ->
    [one] 1 place no tile can fill
   *[other] { $n } places no tile can fill
}
ui-warn-last-tile = The last tile: the game ends after this turn
# $n: face-down tiles left, fewer than the other players need for a turn each.
ui-warn-last-turn = { $n ->
    [one] Your last turn: 1 tile is left for the others
   *[other] Your last turn: { $n } tiles are left for the others
}
# Benelux: players may take island tiles instead, so the stack may last longer.
ui-warn-last-turn-maybe = { $n ->
    [one] Only 1 face-down tile left: this may be your last turn
   *[other] Only { $n } face-down tiles left: this may be your last turn
}
ui-warn-last-follower = Your last follower in supply
ui-classic-warn-abbot = Last chance to take your abbot back
ui-hunters-warn-last-member = Your last tribe member in supply
ui-hunters-warn-last-hut = Your last hut in supply

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Learn to play
ui-learn-note = Guided games on a prepared deck: each step explains one thing and waits for you to do it. Leave whenever you like.
ui-learn-first = Your first game ({ $mode })
ui-learn-differs = { $mode }: what is different
ui-tut-step = Step { $n } of { $total }
ui-tut-back = Back
ui-tut-skip = Skip
ui-tut-skip-title = Skip this step: the tutorial does it for you
ui-tut-next = Next
ui-tut-finish = Finish
ui-tut-leave = Leave tutorial
ui-tut-nudge-place = Not there this time: the tutorial needs the square it points at.
ui-tut-nudge-turn = Almost: turn the tile first, as the step says.
ui-tut-nudge-figure = Choose the spot the step names, or Skip to have it done for you.
ui-tut-nudge-source = Take the tile from where the step says.
ui-tut-offer = New to these games? A guided first game teaches you the rules in a few minutes.
ui-tut-offer-start = Play the tutorial
ui-tut-offer-later = Not now
ui-tut-classic-welcome = Welcome! You play against Ada. Each turn you draw a tile, shown here, and lay it next to the tiles already on the board.
ui-tut-classic-place = The glowing square is where your tile fits. Put your tile there.
ui-tut-classic-rotate = Turn the tile until its road continues the start tile's road and bends north. Edges must match: road to road, city to city, field to field.
ui-tut-classic-lay = Now lay the tile: Confirm.
ui-tut-classic-road = You may put one follower on the tile you laid. Put it on the road: a road scores 1 point per tile once both its ends are closed.
ui-tut-classic-opponent = Ada plays now. Watch her tile arrive.
ui-tut-classic-farmer-lay = This straight road carries your road west. Lay it on the glowing square.
ui-tut-classic-farmer = Lay a farmer in the field north of the road. A field scores at the end: 3 points for each finished city it touches.
ui-tut-classic-opponent-again = Ada's turn again.
ui-tut-classic-city-lay = This tile closes the city at the top of the start tile. Lay it there.
ui-tut-classic-city = Put a follower on the city. Closed by your tile, it scores at once, 2 points per tile, and your follower comes back.
ui-tut-classic-scored = You scored 4 points and your follower is back in your supply. Your farmer's field now touches a finished city.
ui-tut-classic-monastery-lay = A monastery! Lay it on the glowing square.
ui-tut-classic-monastery = Put a follower on the monastery as a monk. It scores 9 points once the eight squares around it are filled; at the end, 1 point plus 1 for each neighbour.
ui-tut-classic-free = You know the basics. Play your last tiles where you like; point at a tile, or press and hold it, to see what its features are worth.
ui-tut-classic-end = At the end, unfinished roads, cities and monasteries still score, and each field scores for the finished cities it touches. Well played: you are ready for a real game!
# Tutorial: Hunters & Gatherers and Benelux
# The steps of the two short tutorials (src-tauri/tutorials/hunters-gatherers.json, benelux.json), for a player who knows Classic. Ada is the opponent (ui-tut-opponent).
ui-tut-hunters-welcome = Here forests, rivers with lakes and meadows take the place of cities, roads and fields. Your followers are tribe members, shown here beside your two huts.
ui-tut-hunters-gatherer = Lay your tile on the glowing square and put a gatherer in the forest. A finished forest scores 2 points per tile.
ui-tut-hunters-opponent = Ada plays now. As in Classic, no tribe member may go into a forest, river or meadow that already holds one.
ui-tut-hunters-hunter = This tile closes your forest. Lay a hunter in the meadow with the deer: at the end it scores 2 points per deer or mammoth, but each sabre-tooth tiger eats a deer.
ui-tut-hunters-bonus = Your gatherer scored 6 points and came back. The forest had a gold nugget, so you play a bonus tile at once: lay it on the glowing square.
ui-tut-hunters-fisher = Put a fisherman on the river that flows into the start tile's lake. It runs from lake to lake, so it is finished: 1 point per tile and 1 per fish.
ui-tut-hunters-opponent-again = Ada's turn again.
ui-tut-hunters-hut = Lay this lake tile on the glowing square and put a hut on it. At the end a hut scores 1 point for every fish in all the lakes of its river system.
ui-tut-hunters-free = You know what is new. Play your last tiles where you like; the game ends when the land tiles run out.
ui-tut-hunters-end = Unfinished forests and rivers scored nothing; hunters and huts scored at the end. Well played: you are ready for a real game!
ui-tut-benelux-map = This game is played on a map: tiles go only on its squares, sea squares too. Islands, waves and the large cities Amsterdam and Brussels never take a tile.
ui-tut-benelux-brussels = Lay your tile on the glowing square below Brussels and put a follower in the city. A side facing a large city or the edge of the map is closed, so your city is finished at once.
ui-tut-benelux-opponent = Ada plays now.
ui-tut-benelux-chip = A map chip lies on the glowing square. Lay your tile there with no figure: you collect the chip and score its points at once.
ui-tut-benelux-opponent-again = Ada's turn again.
ui-tut-benelux-source = Your purple chip lets you take the face-up tile of a purple island instead of drawing. Take the monastery from the purple island: you give up the chip, its points stay.
ui-tut-benelux-island = Lay the monastery beside Brussels with a follower on it. For a monastery, squares that never take a tile count as filled: Brussels fills two at once.
ui-tut-benelux-free = Now play on as you like. The game ends with the last face-down tile; tiles left on the islands do not count.
ui-tut-benelux-end = On the map, its edge and the squares that take no tile close your features, and chips bring points and island tiles. Well played: you are ready for a real game!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

# The button under a tile's pinned details: opens the rules at the paragraph that scores it.
ui-tip-rules = How it scores
# The same beside another such button; $kinds: the feature kinds its paragraph scores, e.g. "Forest and River".
ui-tip-rules-for = How it scores: { $kinds }
# The pinned details' name for screen readers; $tile: the tile in words.
ui-tip-details = Details: { $tile }
ui-keys-details = I keeps open the details of the tile at the cursor (or of the last tile laid), with How it scores, which opens these rules at the paragraph that scores it; Esc closes them.
ui-rules-details = Click or tap a tile on the board to keep its details open, with a How it scores button: it opens these rules at the paragraph that scores the feature.
