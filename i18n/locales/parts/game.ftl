# English words of the page (game); merged into en.ftl when done.

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
# The tile in hand when it came from a stack: $tile the tile's id (a letter, not translated);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "from the purple island").
ui-hand-tile-from = Tile { $tile } { $from }
# A label and what it labels: a remaining tile's id and how many are left ("K: 3"), an
# unreadable save and its file ("Unreadable: broken"), a saved game's mode and players
# ("Classic: You, Ada (AI normal)").
ui-labelled = { $label }: { $value }
