# English words of the page (benelux); merged into en.ftl when done.

## Benelux (ui/modes/benelux.js): Classic's tiles and rules on a map of the Low Countries, with
## map chips and three islands (purple, light blue, orange), each with two stacks of tiles
## face up. A player may take an island's top tile instead of drawing, giving up a chip of the
## island's colour. What Benelux shares with Classic is worded by the ui-classic- messages.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# D is the start tile's letter (a tile id, not translated).
ui-benelux-option-first-start = Start tile D on
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
# A feature's kind in the hover details (a map chip on a square).
ui-benelux-kind-chip = Chip

## Choosing where the turn's tile comes from.

# $who: the player's name.
ui-benelux-choose-source = { $who }: draw a tile face down, or take a face-up island tile
ui-benelux-pick-source = An island tile costs one of your chips of its colour.
# A button. $tile: the face-up tile's id (such as U; not translated); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Take { $tile } from the purple island (gives up a purple chip)
    [light-blue] Take { $tile } from the light blue island (gives up a light blue chip)
   *[orange] Take { $tile } from the orange island (gives up an orange chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Take { $tile } from the purple island, west stack (gives up a purple chip)
    [light-blue] Take { $tile } from the light blue island, west stack (gives up a light blue chip)
   *[orange] Take { $tile } from the orange island, west stack (gives up an orange chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Take { $tile } from the purple island, east stack (gives up a purple chip)
    [light-blue] Take { $tile } from the light blue island, east stack (gives up a light blue chip)
   *[orange] Take { $tile } from the orange island, east stack (gives up an orange chip)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Tile in hand,
# from the purple island — U").
# $island: the island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-from = { $island ->
    [purple] from the purple island
    [light-blue] from the light blue island
   *[orange] from the orange island
}
# The game's log. $who: the player's name; $tile: the tile's id (not translated); $island: the
# island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-taken = { $island ->
    [purple] { $who } took { $tile } from the purple island (gave up a purple chip)
    [light-blue] { $who } took { $tile } from the light blue island (gave up a light blue chip)
   *[orange] { $who } took { $tile } from the orange island (gave up an orange chip)
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
