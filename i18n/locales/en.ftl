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

## Lists: how items are joined ("2 deer, 1 mammoth").

list-join = { $a }, { $b }
