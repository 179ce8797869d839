# Tessera — polski (same message ids as the reference catalog en.ftl).
# Forma „ty”, cudzysłowy „ ”, przecinek dziesiętny, bez form czasu przeszłego zależnych od płci
# (shared/design/glossary.md §3).
# Polish note: fragments are inserted as they are (nominative), so no sentence below puts a count
# after a preposition, and no adjective or participle has to agree with a $what of varying gender
# (droga f., miasto n., las m.): the state is given as a noun („ukończenie”, „bez ukończenia”).

## Counted things. $n is the count; CLDR plural categories choose the form.
## pl: one = 1; few = 2–4, 22–24 …; many = 0, 5–21, 25–31 …; other = decimals (genitive singular).

count-tile = { $n ->
    [one] 1 płytka
    [few] { $n } płytki
    [many] { $n } płytek
   *[other] { $n } płytki
}
count-shield = { $n ->
    [one] 1 herb
    [few] { $n } herby
    [many] { $n } herbów
   *[other] { $n } herbu
}
count-neighbouring-tile = { $n ->
    [one] 1 sąsiednia płytka
    [few] { $n } sąsiednie płytki
    [many] { $n } sąsiednich płytek
   *[other] { $n } sąsiedniej płytki
}
# A square of the Benelux map that can never take a tile: „pole mapy” (glossary §1.7: „pole” alone is a field).
count-closed-square = { $n ->
    [one] 1 zamknięte pole mapy
    [few] { $n } zamknięte pola mapy
    [many] { $n } zamkniętych pól mapy
   *[other] { $n } zamkniętego pola mapy
}
count-completed-city = { $n ->
    [one] 1 ukończone miasto
    [few] { $n } ukończone miasta
    [many] { $n } ukończonych miast
   *[other] { $n } ukończonego miasta
}
count-mushroom-patch = { $n ->
    [one] 1 grzybowisko
    [few] { $n } grzybowiska
    [many] { $n } grzybowisk
   *[other] { $n } grzybowiska
}
count-fish = { $n ->
    [one] 1 ryba
    [few] { $n } ryby
    [many] { $n } ryb
   *[other] { $n } ryby
}
count-deer = { $n ->
    [one] 1 jeleń
    [few] { $n } jelenie
    [many] { $n } jeleni
   *[other] { $n } jelenia
}
count-mammoth = { $n ->
    [one] 1 mamut
    [few] { $n } mamuty
    [many] { $n } mamutów
   *[other] { $n } mamuta
}
count-aurochs = { $n ->
    [one] 1 tur
    [few] { $n } tury
    [many] { $n } turów
   *[other] { $n } tura
}

## The features a score names (the subject of a scoring reason).

feature-road = droga
feature-city = miasto
feature-monastery = klasztor
feature-garden = ogród
# field (Classic) is „pole”, meadow (Hunters & Gatherers) is „łąka” (glossary §1.2, §1.4).
feature-field = pole
feature-forest = las
feature-river = rzeka
feature-meadow = łąka

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile.
# pl: „droga, 4 płytki” (a count after „z” would need the genitive).
reason-sized = { $feature }, { $tiles }
reason-small-city = małe miasto, { $tiles }
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
# pl: $what may be feminine, neuter or masculine, so the state is a noun, not a participle.
reason-completed = { $what } — ukończenie: { $total }
reason-unfinished = { $what } — bez ukończenia: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
# pl: both „klasztor” and „ogród” are masculine, so the participles below agree with either.
reason-cloister-surrounded = { $feature } otoczony 8 płytkami — ukończenie: { $total }
# $tiles is a count-tile, $blocked a count-closed-square (nominative inside the brackets).
reason-cloister-surrounded-blocked = { $feature } otoczony ({ $tiles } i { $blocked }) — ukończenie: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature }, { $around } — wycofanie opata: 1 + { $n } = { $total }
reason-cloister-unfinished = nieukończony { $feature }, { $around }: 1 + { $n } = { $total }
reason-and = { $a } i { $b }
reason-chip = zebrany żeton mapy: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
# pl: the count is the subject of a verbless clause („przy nim 2 ukończone miasta”).
reason-field = pole, a przy nim { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (każde miasto płaci graczowi tylko raz)
# $tiles: count-tile of the city.
reason-most-farmers = ukończone miasto, { $tiles } — najwięcej chłopów: { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = chaty w systemie rzecznym, w jeziorach { $fish }: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = łąka: { $game } → { $total }
reason-meadow-no-game = brak zwierzyny
reason-tigers-eat = { $n ->
    [one] 1 tygrys zjada jelenia
    [few] { $n } tygrysy zjadają { $n } jelenie
    [many] { $n } tygrysów zjada { $n } jeleni
   *[other] { $n } tygrysa zjada { $n } jelenia
}
reason-fire = ogień przepędza tygrysy
reason-shrine = { $reason } (punkty zdobywa tylko łowca z miejsca kultu)

## Lists: how items are joined ("2 deer, 1 mammoth").

list-join = { $a }, { $b }
