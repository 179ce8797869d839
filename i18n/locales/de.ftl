# Tessera — Deutsch (same message ids as the reference catalog en.ftl).
# Anrede „du“, Substantive groß, Anführungszeichen „ “, Dezimalkomma (shared/design/glossary.md §3).
# German note: fragments are inserted as is, so every sentence below puts its inserted counts in the
# nominative or accusative (or after „aus“ with the case-invariant „Plättchen“).

## Counted things. $n is the count; CLDR plural categories choose the form.

count-tile = { $n ->
    [one] 1 Plättchen
   *[other] { $n } Plättchen
}
count-shield = { $n ->
    [one] 1 Wappen
   *[other] { $n } Wappen
}
count-neighbouring-tile = { $n ->
    [one] 1 umliegendes Plättchen
   *[other] { $n } umliegende Plättchen
}
count-closed-square = { $n ->
    [one] 1 gesperrtes Feld
   *[other] { $n } gesperrte Felder
}
count-completed-city = { $n ->
    [one] 1 abgeschlossene Stadt
   *[other] { $n } abgeschlossene Städte
}
count-mushroom-patch = { $n ->
    [one] 1 Pilzstelle
   *[other] { $n } Pilzstellen
}
count-fish = { $n ->
    [one] 1 Fisch
   *[other] { $n } Fische
}
count-deer = { $n ->
    [one] 1 Hirsch
   *[other] { $n } Hirsche
}
count-mammoth = { $n ->
    [one] 1 Mammut
   *[other] { $n } Mammuts
}
count-aurochs = { $n ->
    [one] 1 Auerochse
   *[other] { $n } Auerochsen
}

## The features a score names (the subject of a scoring reason).

feature-road = Straße
feature-city = Stadt
feature-monastery = Kloster
feature-garden = Garten
# field (Classic) and meadow (Hunters & Gatherers) are both „Wiese“; separate keys on purpose (glossary §1.7).
feature-field = Wiese
feature-forest = Wald
feature-river = Fluss
feature-meadow = Wiese

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile.
# „aus“ takes the dative; „Plättchen“ is the same in every case.
reason-sized = { $feature } aus { $tiles }
reason-small-city = kleine Stadt aus { $tiles }
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
# The features differ in gender (die Straße, der Wald, das Kloster), so no attributive adjective:
# „abgeschlossen“ / „unvollendet“ follow as predicates.
reason-completed = { $what }, abgeschlossen: { $total }
reason-unfinished = { $what }, unvollendet: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature }, von 8 Plättchen umgeben, abgeschlossen: { $total }
# $tiles is a count-tile, $blocked a count-closed-square (nominative inside the brackets).
reason-cloister-surrounded-blocked = { $feature }, vollständig umgeben ({ $tiles } und { $blocked }), abgeschlossen: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
# $around stands in brackets (nominative): „mit“ would need the dative „gesperrten Feldern“.
reason-cloister-recalled = { $feature } ({ $around }), Abt zurückgenommen: 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature } ({ $around }), unvollendet: 1 + { $n } = { $total }
reason-and = { $a } und { $b }
reason-chip = Map-Chip eingesammelt: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
# „angrenzend an“ takes the accusative, which equals the nominative count forms here.
reason-field = Wiese, angrenzend an { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (jede Stadt zählt pro Spieler nur einmal)
# $tiles: count-tile of the city.
reason-most-farmers = die meisten Bauern an der abgeschlossenen Stadt aus { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system (accusative object of „enthalten“).
reason-huts = Hütten an einem Flusssystem, dessen Seen { $fish } enthalten: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = Wiese: { $game } → { $total }
reason-meadow-no-game = kein Wild
reason-tigers-eat = { $n ->
    [one] 1 Säbelzahntiger frisst einen Hirsch
   *[other] { $n } Säbelzahntiger fressen { $n } Hirsche
}
reason-fire = das Feuer vertreibt die Säbelzahntiger
reason-shrine = { $reason } (nur der Jäger an der Kultstätte erhält die Punkte)

## Lists: how items are joined ("2 deer, 1 mammoth").

list-join = { $a }, { $b }
