# Tessera — svenska (Swedish). Same message ids as the English reference catalog (en.ftl).
# Tilltal med du, decimalkomma, citattecken ” ”; termer enligt den svenska regelboken
# (shared/design/glossary.md §1, §3).

## Counted things. $n is the count; CLDR plural categories choose the form (sv: one, other).

count-tile = { $n ->
    [one] 1 bricka
   *[other] { $n } brickor
}
count-shield = { $n ->
    [one] 1 vapensköld
   *[other] { $n } vapensköldar
}
count-neighbouring-tile = { $n ->
    [one] 1 omgivande bricka
   *[other] { $n } omgivande brickor
}
count-closed-square = { $n ->
    [one] 1 spärrad ruta
   *[other] { $n } spärrade rutor
}
count-completed-city = { $n ->
    [one] 1 färdig stad
   *[other] { $n } färdiga städer
}
count-mushroom-patch = { $n ->
    [one] 1 svampställe
   *[other] { $n } svampställen
}
count-fish = { $n ->
    [one] 1 fisk
   *[other] { $n } fiskar
}
count-deer = { $n ->
    [one] 1 hjort
   *[other] { $n } hjortar
}
count-mammoth = { $n ->
    [one] 1 mammut
   *[other] { $n } mammutar
}
count-aurochs = { $n ->
    [one] 1 uroxe
   *[other] { $n } uroxar
}

## The features a score names (the subject of a scoring reason).
## Genus: kloster and fält are neuter (ett), all the others common gender (en).
## The cloister messages below select on the word "kloster" to make the adjective agree.

feature-road = väg
feature-city = stad
feature-monastery = kloster
feature-garden = trädgård
feature-field = fält
feature-forest = skog
feature-river = flod
feature-meadow = äng

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.
## reason-completed and reason-unfinished only receive road, city, forest and river
## (all common gender), hence "färdig" / "ofärdig" without a neuter form.

# "väg på 4 brickor": $feature is a feature-* word, $tiles a count-tile.
reason-sized = { $feature } på { $tiles }
reason-small-city = liten stad på { $tiles }
# "stad på 4 brickor + 1 vapensköld": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
reason-completed = { $what }, färdig: { $total }
reason-unfinished = ofärdig { $what }: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature ->
    [kloster] { $feature } omgivet av 8 brickor, färdigt: { $total }
   *[other] { $feature } omgiven av 8 brickor, färdig: { $total }
}
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $feature ->
    [kloster] { $feature } omgivet av { $tiles } och { $blocked }, färdigt: { $total }
   *[other] { $feature } omgiven av { $tiles } och { $blocked }, färdig: { $total }
}
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } med { $around }, abboten tas tillbaka: 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature ->
    [kloster] ofärdigt
   *[other] ofärdig
} { $feature } med { $around }: 1 + { $n } = { $total }
reason-and = { $a } och { $b }
reason-chip = kartmarker upplockad: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
reason-field = fält som gränsar till { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (varje stad ger en spelare poäng bara en gång)
# $tiles: count-tile of the city.
reason-most-farmers = flest bönder runt den färdiga staden på { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = hyddor vid ett flodsystem med { $fish } i sjöarna: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = äng: { $game } → { $total }
reason-meadow-no-game = inget vilt
reason-tigers-eat = { $n ->
    [one] 1 tiger äter en hjort
   *[other] { $n } tigrar äter { $n } hjortar
}
reason-fire = elden driver bort tigrarna
reason-shrine = { $reason } (jägaren vid kultplatsen får poängen ensam)

## Lists: how items are joined ("2 hjortar, 1 mammut").

list-join = { $a }, { $b }
