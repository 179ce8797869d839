# Tessera — Nederlands (Dutch). Same message ids as the English reference catalog (en.ftl).
# Informal je/jij, sentence case, short and concrete (shared/design/glossary.md §3).
# Note: Dutch adjectives agree with the noun's gender (onvoltooide weg / onvoltooid klooster), and
# the feature names reach the sentences as finished text, so "voltooid"/"onvoltooid" always come
# after the feature (predicative, uninflected), never in front of it.

## Counted things. $n is the count; CLDR plural categories choose the form.

count-tile = { $n ->
    [one] 1 tegel
   *[other] { $n } tegels
}
count-shield = { $n ->
    [one] 1 wapenschild
   *[other] { $n } wapenschilden
}
count-neighbouring-tile = { $n ->
    [one] 1 omliggende tegel
   *[other] { $n } omliggende tegels
}
count-closed-square = { $n ->
    [one] 1 gesloten vak
   *[other] { $n } gesloten vakken
}
count-completed-city = { $n ->
    [one] 1 voltooide stad
   *[other] { $n } voltooide steden
}
count-mushroom-patch = { $n ->
    [one] 1 paddenstoelenplek
   *[other] { $n } paddenstoelenplekken
}
count-fish = { $n ->
    [one] 1 vis
   *[other] { $n } vissen
}
count-deer = { $n ->
    [one] 1 hert
   *[other] { $n } herten
}
count-mammoth = { $n ->
    [one] 1 mammoet
   *[other] { $n } mammoeten
}
count-aurochs = { $n ->
    [one] 1 oeros
   *[other] { $n } oerossen
}

## The features a score names (the subject of a scoring reason).
## Field and meadow are both "weide" (glossary §1.7): two keys, so either can change later.

feature-road = weg
feature-city = stad
feature-monastery = klooster
feature-garden = tuin
feature-field = weide
feature-forest = bos
feature-river = rivier
feature-meadow = weide

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "weg van 4 tegels": $feature is a feature-* word, $tiles a count-tile.
reason-sized = { $feature } van { $tiles }
reason-small-city = kleine stad van { $tiles }
# "stad van 4 tegels + 1 wapenschild": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
reason-completed = { $what }, voltooid: { $total }
# English puts "unfinished" in front; in Dutch it would have to agree with the feature's gender.
reason-unfinished = { $what }, onvoltooid: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature } omringd door 8 tegels, voltooid: { $total }
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $feature } omringd door { $tiles } en { $blocked }, voltooid: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } met { $around }, abt teruggenomen: 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature } met { $around }, onvoltooid: 1 + { $n } = { $total }
reason-and = { $a } en { $b }
reason-chip = landkaart-fiche verzameld: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
reason-field = weide grenzend aan { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (elke stad telt maar één keer per speler)
# $tiles: count-tile of the city.
reason-most-farmers = de meeste boeren rond de voltooide stad van { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = hutten aan een riviersysteem met { $fish } in de meren: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = weide: { $game } → { $total }
reason-meadow-no-game = geen wild
reason-tigers-eat = { $n ->
    [one] 1 tijger eet een hert
   *[other] { $n } tijgers eten { $n } herten
}
reason-fire = het vuur verjaagt de tijgers
reason-shrine = { $reason } (alleen de jager bij de cultusplaats krijgt de punten)

## Lists: how items are joined ("2 herten, 1 mammoet").

list-join = { $a }, { $b }
