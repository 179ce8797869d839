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
# An AI level's name ($level: random, easy, normal or hard).
ui-level = { $level ->
    [random] random
    [easy] easy
    [normal] normal
    [hard] hard
   *[other] { $level }
}

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
ui-cell-at = Cell { $x }, { $y }
ui-cursor-at = Cell { $x }, { $y }: the tile does not fit here
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
ui-placed-at = { $who } laid a tile at { $x }, { $y } — { $tile }
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
# $seat: the seat's number, from 1.
ui-player = Player { $seat }
ui-hand-tile = Tile { $tile }
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
