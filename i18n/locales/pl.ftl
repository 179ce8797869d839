# Tessera — polski (same message ids as the reference catalog en.ftl).
# Forma „ty”, cudzysłowy „ ”, przecinek dziesiętny, bez form czasu przeszłego zależnych od płci
# (shared/design/glossary.md §3).
# Polish note: fragments are inserted as they are (nominative), so no sentence below puts a count
# after a preposition, and no adjective or participle has to agree with a $what of varying gender
# (droga f., miasto n., las m.) unless the message selects on $kind (reason-completed,
# reason-unfinished). Refusals put inserted words where the nominative reads well: after „to”,
# after a colon, in brackets, or as the subject („w tej grze nie występuje opat”).

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
## reason-completed, reason-unfinished and the reason-cloister-* messages also get $kind, the
## feature's id (road, city, monastery, garden, forest, river), for languages whose words agree
## with the feature's gender: `{ $kind -> [road] … *[other] … }`.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile.
# pl: „droga, 4 płytki” (a count after „z” would need the genitive).
reason-sized = { $feature }, { $tiles }
reason-small-city = małe miasto, { $tiles }
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
# pl: the participle agrees with the feature named by $kind: droga, rzeka (f.), miasto,
# jezioro (n.), las, klasztor, ogród (m.). It follows a dash, after the size, so that $what
# keeps its nominative first words („droga, 5 płytek — ukończona: 5”).
reason-completed = { $what } — { $kind ->
    [road] ukończona
    [river] ukończona
    [city] ukończone
    [lake] ukończone
   *[other] ukończony
}: { $total }
reason-unfinished = { $what } — { $kind ->
    [road] nieukończona
    [river] nieukończona
    [city] nieukończone
    [lake] nieukończone
   *[other] nieukończony
}: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
# pl: both „klasztor” and „ogród” are masculine, so the participles below agree with either.
reason-cloister-surrounded = { $feature } otoczony 8 płytkami — ukończony: { $total }
# $tiles is a count-tile, $blocked a count-closed-square (nominative inside the brackets).
reason-cloister-surrounded-blocked = { $feature } otoczony ({ $tiles } i { $blocked }) — ukończony: { $total }
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

## Refusals: why a move or a choice is not allowed, said to the player. $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees.
# pl: a cell is „miejsce (x,y)” (not „pole”, which is a field, glossary §1.7); a location on a
# tile (N, E, … C) is „pozycja”; a figure is „pionek”, a follower „podwładny”.

error-game-over = gra jest już zakończona
error-wrong-tile = masz w ręce płytkę { $expected }, a nie { $got }
error-bad-rotation = obrót musi wynosić 0°, 90°, 180° lub 270°, a nie { $rot }°
error-cell-taken = w miejscu { $cell } leży już płytka
error-no-square = miejsce { $cell } nie jest polem planszy, na którym można położyć płytkę
# $what: one of the square-* words (nominative, after the colon).
error-blocked-square = miejsce { $cell }: { $what } — nie można tu położyć płytki
error-not-adjacent = płytki { $tile } nie można położyć w miejscu { $cell }: musi stykać się krawędzią z już położoną płytką
# $side: a side-* word (feminine, agreeing with „krawędź”); $mine and $theirs: edge-* words (after „to”).
error-edge-mismatch = płytka { $tile } obrócona o { $rot }° nie pasuje w miejscu { $cell }: jej krawędź { $side } to { $mine }, a krawędź sąsiedniej płytki to { $theirs }
error-river-not-extended = płytka { $tile } musi przedłużać rzekę przy jej otwartym końcu, w miejscu { $end }
error-river-closed = płytka { $tile } musi przedłużać rzekę przy jej otwartym końcu (rzeka jest zamknięta)
# $turn: turn-left or turn-right.
error-river-u-turn = rzeka nie może skręcić { $turn } dwa razy z rzędu
error-no-feature-at = na pozycji { $at } tej płytki nie ma obszaru, na którym mógłby stanąć pionek
error-figure-on-river = na rzece nie może stać żaden pionek
# $feature: a feature-* word (in brackets, so its gender does not matter).
error-feature-occupied = na tym obszarze ({ $feature }) stoi już podwładny
error-no-follower-left = nie masz już w zapasie żadnego podwładnego
error-no-abbot-option = w tej grze nie ma opata
error-abbot-not-in-supply = twój opat jest już na planszy
error-abbot-needs-cloister = opat może stanąć tylko w klasztorze lub w ogrodzie
error-garden-needs-abbot = w ogrodzie może stanąć tylko opat
error-nothing-to-recall = twojego opata nie ma na planszy, więc nie ma kogo wycofać
# $feature: feature-monastery or feature-garden (both masculine; accusative = nominative).
error-recall-finished = ta płytka kończy { $feature }, w którym stoi twój opat, i zostanie on podliczony jako ukończony; opata nie można wycofać
error-figure-and-recall = w jednym ruchu możesz postawić pionek albo wycofać opata, ale nie jedno i drugie
# $figure: a figure-* word (nominative: the subject of „nie występuje”).
error-no-such-figure = w tej grze nie występuje { $figure }
error-no-such-source = w tej grze nie można teraz wziąć płytki z takiego miejsca
error-wrong-source = płytka, którą masz w ręce, pochodzi z innego miejsca
error-no-choice-of-source = masz już płytkę w ręce, więc nie możesz wybrać, skąd ją wziąć
# $figure and $at are as a record wrote them; the location codes stay as they are.
error-unknown-figure = nieznany pionek: { $figure }
error-unknown-location = nieznana pozycja: { $at } (użyj N, E, S, W, NNW … WNW lub C)
# Benelux. $colour: a colour-* word (instrumental, after „w kolorze”, so it fits both „żeton”
# and „wyspa”); $stack: 0 or 1.
error-no-such-stack = na wyspie nie ma stosu numer { $stack }
error-empty-stack = na wyspie w kolorze { $colour } stos { $stack } jest pusty
error-no-chip = nie masz żetonu w kolorze { $colour }, więc nie możesz wziąć płytki z wyspy w tym kolorze
error-fits-nowhere = płytka { $tile } z wyspy w kolorze { $colour } nigdzie na mapie nie pasuje, więc nie można jej wziąć
error-deck-empty = zakryty stos jest pusty: gra jest zakończona
# $island as a record wrote it; the island names of a record stay in English.
error-unknown-island = nieznana wyspa „{ $island }” (wyspy w zapisie: purple, light-blue, orange)
error-island-and-stack = płytka z wyspy musi mieć podaną wyspę i stos (0 lub 1)
# Hunters & Gatherers.
error-hut-needs-water = chatę można postawić tylko na rzece lub na jeziorze
error-system-has-hut = w tym systemie rzecznym stoi już chata
error-no-hut-left = nie masz już żadnej chaty
error-tribe-member-occupied = na tym obszarze ({ $feature }) stoi już członek plemienia
error-no-tribe-member-left = nie masz już w zapasie żadnego członka plemienia

## Words refusals use.

# After „… to” (nominative).
edge-field = pole
edge-road = droga
edge-city = miasto
edge-river = rzeka
edge-forest = las
edge-meadow = łąka
# Feminine: they follow „krawędź”.
side-north = północna
side-east = wschodnia
side-south = południowa
side-west = zachodnia
turn-left = w lewo
turn-right = w prawo
# Nominative: the subject of „nie występuje”.
figure-follower = podwładny
figure-abbot = opat
figure-hut = chata
# Instrumental: they follow „w kolorze” (glossary §1.5: fioletowy, jasnoniebieski, pomarańczowy).
colour-purple = fioletowym
colour-light-blue = jasnoniebieskim
colour-orange = pomarańczowym
# After „miejsce (x,y):” (nominative or a phrase).
square-off-board = poza mapą
square-wave = pole z falą
square-island = wyspa
square-amsterdam = Amsterdam (duże miasto)
square-brussels = Bruksela (duże miasto)
square-other = pole niedostępne dla płytek

## The desktop entry (the system's application menu).

app-generic-name = Gra w układanie płytek
app-comment = Gry w układanie płytek przeciwko komputerowi lub znajomym na jednym urządzeniu

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile id. Messages about a feature also get $kind, the
## feature's id, for languages whose words agree with its gender.
# pl: players' names are not marked for gender, so no line uses a past-tense verb („Ada
# położyła”): lines are noun phrases after a colon („Ada: chłop na polu”) or present tense
# („Bo wycofuje opata”, glossary §3). Places are in the locative, chosen by $kind, not $feature
# (whose word is nominative).

log-turn = Ruch { $n }
log-end = Koniec
# No comma before „i” in Polish: „Ada, Bo i Cy”.
list-and = { $a } i { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
# „pkt” is invariant, so no plural form is needed.
log-scored-head = { $who }: +{ $points } pkt
log-scored = { $head } — { $reason }
log-discarded = { $tile }: ta płytka nigdzie nie pasuje — wraca do pudełka.
log-reshuffled = { $tile }: ta płytka na razie nigdzie nie pasuje — zostaje wtasowana z powrotem do stosu.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Koniec gry: { $scores }
log-placed-follower = { $who }: podwładny { $kind ->
    [road] na drodze
    [city] w mieście
    [monastery] w klasztorze
    [garden] w ogrodzie
    [field] na polu
    [forest] w lesie
    [river] na rzece
    [meadow] na łące
   *[other] — { $feature }
}
log-placed-farmer = { $who }: chłop na polu
log-placed-abbot = { $who }: opat { $kind ->
    [monastery] w klasztorze
    [garden] w ogrodzie
   *[other] — { $feature }
}
log-placed-gatherer = { $who }: zbieracz w lesie
log-placed-fisherman = { $who }: rybak na rzece
log-placed-hunter = { $who }: łowca na łące
log-placed-hut = { $who }: chata w systemie rzecznym
log-recalled = { $who } wycofuje opata
# Benelux: $island is the island's id (purple, light-blue, orange), to choose its colour word.
# pl: genitive feminine after „z … wyspy”, accusative masculine with „żeton”.
log-island-tile = { $who } bierze płytkę { $tile } z { $island ->
    [purple] fioletowej
    [light-blue] jasnoniebieskiej
   *[orange] pomarańczowej
} wyspy (oddaje { $island ->
    [purple] fioletowy
    [light-blue] jasnoniebieski
   *[orange] pomarańczowy
} żeton)
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word, nominative after the colon).
log-bonus-tile = Złoto! { $who } dostaje płytkę bonusową: { $bonus } ({ $tile })
bonus-fire = ogień
bonus-shrine = miejsce kultu
bonus-mushrooms = grzyby
bonus-aurochs = tur
bonus-fish = ryby
