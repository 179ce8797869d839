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

## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. Messages about
## a feature also get $kind, its id (road, city, monastery, garden, forest, river), for
## languages whose words agree with the feature's gender: `{ $kind -> [road] … *[other] … }`.
# pl: as in the reasons above, $what keeps its nominative first words and a participle follows
# a dash, agreeing with the feature named by $kind (droga, rzeka f.; miasto n.; las m.).
# „od razu” is the score at once, „teraz” what it would score if the game ended now.

# The "no figure" option: the tile alone. No arguments.
ui-note-none = bez pionka
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $what } — { $kind ->
    [road] ukończona
    [river] ukończona
    [city] ukończone
   *[other] ukończony
}: +{ $now } od razu
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
# pl: no word here agrees with the feature, so $kind is not needed.
ui-note-open = { $what }: teraz { $now }, po ukończeniu { $full }
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind.
ui-note-open-nothing = { $what }: po ukończeniu { $full }, { $kind ->
    [road] nieukończona
    [river] nieukończona
    [city] nieukończone
   *[other] nieukończony
} nie da nic
# The squares filled around a monastery or garden. $n: how many (1 to 7).
# pl: counted as neighbouring tiles, like count-neighbouring-tile.
ui-note-count-neighbour = { $n ->
    [one] 1 sąsiednia płytka
    [few] { $n } sąsiednie płytki
    [many] { $n } sąsiednich płytek
   *[other] { $n } sąsiedniej płytki
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
# pl: „klasztor” and „ogród” are both masculine, so $kind is not needed.
ui-note-cloister-surrounded = { $feature } otoczony, ukończony: +{ $now } od razu
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $feature }, { $neighbours }: teraz { $now }, po otoczeniu { $full }
# A farmer's field. $cities: count-completed-city (the completed cities it borders); $now:
# what it scores at the end if nothing changes.
ui-note-field = pole, a przy nim { $cities }: { $now } na koniec gry, jeśli nic się nie zmieni
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system; $now: what
# it scores at the end if nothing changes.
ui-note-hut = chata w systemie rzecznym, w jeziorach { $fish }: { $now } na koniec gry, jeśli nic się nie zmieni
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# "łąka: 2 jelenie, 1 mamut → 6").
ui-note-meadow = { $reason } na koniec gry, jeśli nic się nie zmieni
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = wycofanie opata: +{ $now } od razu

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
error-no-such-action = w tej grze nie ma takiego ruchu figurą
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
error-nothing-to-draw = żadna zakryta płytka nigdzie na mapie nie pasuje: weź płytkę z wyspy
# $island as a record wrote it; the island names of a record stay in English.
error-unknown-island = nieznana wyspa „{ $island }” (wyspy w zapisie: purple, light-blue, orange)
error-island-and-stack = płytka z wyspy musi mieć podaną wyspę i stos (0 lub 1)
# Hunters & Gatherers.
error-hut-needs-water = chatę można postawić tylko na rzece lub na jeziorze
error-system-has-hut = w tym systemie rzecznym stoi już chata
error-no-hut-left = nie masz już żadnej chaty
error-tribe-member-occupied = na tym obszarze ({ $feature }) stoi już członek plemienia
error-no-tribe-member-left = nie masz już w zapasie żadnego członka plemienia

## The app's errors, said to the player (besides the refusals above).

# A command needs an open game and there is none. No arguments.
ui-error-no-game = żadna gra nie jest otwarta
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = gra zmieniła się, gdy komputer się zastanawiał
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = nie masz żadnego ruchu do cofnięcia
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = nie ma płytki z wyspy do odłożenia: płytka dobrana z zakrytego stosu zostaje w ręce
# A human tries to move while an AI is to play. $name: the AI player's name.
# pl: „gracza” + the name in the nominative, so that no name has to be declined.
ui-error-ai-turn = teraz kolej gracza { $name } (komputer)
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = teraz kolej gracza { $name }, a nie komputera
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = nie ma zapisanej gry „{ $id }”
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = nie można otworzyć tej zapisanej gry: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = nie udało się zapisać: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = nie ma takiego pliku
ui-unreadable-io = nie można odczytać pliku
ui-unreadable-folder = to jest folder, a nie plik
# $bytes: the file's size.
# pl: „bajt” needs its plural forms (1 bajt, 2 bajty, 5 bajtów, 1,5 bajta).
ui-unreadable-too-large = { $bytes ->
    [one] plik jest za duży jak na zapisaną grę (1 bajt)
    [few] plik jest za duży jak na zapisaną grę ({ $bytes } bajty)
    [many] plik jest za duży jak na zapisaną grę ({ $bytes } bajtów)
   *[other] plik jest za duży jak na zapisaną grę ({ $bytes } bajta)
}
ui-unreadable-not-text = plik nie jest plikiem tekstowym
ui-unreadable-empty = plik jest pusty
ui-unreadable-invalid = plik nie jest prawidłowym zapisem gry
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = tę grę zapisała nowsza wersja Tessery (format zapisu { $format }; ta wersja odczytuje format { $ours } i starsze)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = ruch { $n } zapisanej gry łamie zasady
ui-unreadable-bug = nie udało się odtworzyć gry (błąd w Tesserze)
# The label of the folded technical detail under a reason.
ui-technical-detail = Szczegóły techniczne

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
## several joined by list-and; $tile a tile's name. Messages about a feature also get $kind, the
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
log-tile-placed = { $who } kładzie płytkę na ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = Płytka ({ $tile }) nigdzie nie pasuje — wraca do pudełka.
log-reshuffled = Płytka ({ $tile }) na razie nigdzie nie pasuje — zostaje wtasowana z powrotem do stosu.
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
log-island-tile = { $who } bierze płytkę z { $island ->
    [purple] fioletowej
    [light-blue] jasnoniebieskiej
   *[orange] pomarańczowej
} wyspy (oddaje { $island ->
    [purple] fioletowy
    [light-blue] jasnoniebieski
   *[orange] pomarańczowy
} żeton): { $tile }
# Hunters & Gatherers: $who is the player's name; $tile the bonus tile's name (nominative after the
# colon, as the tile-* values).
log-bonus-tile = Złoto! { $who } dostaje płytkę bonusową: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } { $parts }
tile-city-edge = skraj miasta
    .with = ze skrajem miasta
tile-city-corner = narożnik miasta
    .with = z narożnikiem miasta
tile-city-across = miasto w poprzek płytki
    .with = z miastem w poprzek płytki
tile-city-three = miasto z trzech stron
    .with = z miastem z trzech stron
tile-city-full = pełne miasto
    .with = z pełnym miastem
tile-city-two-opposite = dwa przeciwległe skraje miasta
    .with = z dwoma przeciwległymi skrajami miasta
tile-city-two-adjacent = dwa sąsiednie skraje miasta
    .with = z dwoma sąsiednimi skrajami miasta
tile-road-straight = prosta droga
    .with = z prostą drogą
tile-road-curve = zakręt drogi
    .with = z zakrętem drogi
tile-road-end = droga
    .with = z drogą
tile-road-three = skrzyżowanie trzech dróg
    .with = ze skrzyżowaniem trzech dróg
tile-road-four = skrzyżowanie czterech dróg
    .with = ze skrzyżowaniem czterech dróg
tile-monastery = klasztor
    .with = z klasztorem
tile-garden = ogród
    .with = z ogrodem
tile-shield = herb
    .with = z herbem
tile-field = pole
    .with = z polem
tile-river-straight = prosta rzeka
    .with = z prostą rzeką
tile-river-curve = zakręt rzeki
    .with = z zakrętem rzeki
tile-river = { $count ->
    [one] rzeka
    [few] { $count } rzeki
   *[many] { $count } rzek
}
    .with = { $count ->
        [one] z rzeką
       *[many] z { $count } rzekami
    }
tile-spring = { $count ->
    [one] źródło
    [few] { $count } źródła
   *[many] { $count } źródeł
}
    .with = { $count ->
        [one] ze źródłem
       *[many] z { $count } źródłami
    }
tile-lake = { $count ->
    [one] jezioro
    [few] { $count } jeziora
   *[many] { $count } jezior
}
    .with = { $count ->
        [one] z jeziorem
       *[many] z { $count } jeziorami
    }
tile-forest = { $count ->
    [one] las
    [few] { $count } lasy
   *[many] { $count } lasów
}
    .with = { $count ->
        [one] z lasem
       *[many] z { $count } lasami
    }
tile-meadow = łąka
    .with = z łąką
tile-gold = { $count ->
    [one] samorodek złota
    [few] { $count } samorodki złota
   *[many] { $count } samorodków złota
}
    .with = { $count ->
        [one] z samorodkiem złota
       *[many] z { $count } samorodkami złota
    }
tile-mushrooms = { $count ->
    [one] grzybowisko
    [few] { $count } grzybowiska
   *[many] { $count } grzybowisk
}
    .with = { $count ->
        [one] z grzybowiskiem
       *[many] z { $count } grzybowiskami
    }
tile-volcano = wulkan
    .with = z wulkanem
tile-fish = { $count ->
    [one] ryba
    [few] { $count } ryby
   *[many] { $count } ryb
}
    .with = { $count ->
        [one] z rybą
       *[many] z { $count } rybami
    }
tile-deer = { $count ->
    [one] jeleń
    [few] { $count } jelenie
   *[many] { $count } jeleni
}
    .with = { $count ->
        [one] z jeleniem
       *[many] z { $count } jeleniami
    }
tile-mammoth = { $count ->
    [one] mamut
    [few] { $count } mamuty
   *[many] { $count } mamutów
}
    .with = { $count ->
        [one] z mamutem
       *[many] z { $count } mamutami
    }
tile-aurochs = { $count ->
    [one] tur
    [few] { $count } tury
   *[many] { $count } turów
}
    .with = { $count ->
        [one] z turem
       *[many] z { $count } turami
    }
tile-tiger = { $count ->
    [one] tygrys szablozębny
    [few] { $count } tygrysy szablozębne
   *[many] { $count } tygrysów szablozębnych
}
    .with = { $count ->
        [one] z tygrysem szablozębnym
       *[many] z { $count } tygrysami szablozębnymi
    }
tile-fire = ogień
    .with = z ogniem
tile-shrine = miejsce kultu
    .with = z miejscem kultu

### The page: menus, screens, the panel and the screen reader (ui/strings.js)

# Words of the page: menus, screens, the game's panel and what a screen reader hears
# (ui/strings.js). Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.
# pl: a player's name stands in the nominative: before a colon, as the subject of a present-tense
# verb, or after „gracza” („kolej gracza Ada”); no past tense depends on a player's gender. An AI
# player is „komputer”; its level is an adjective agreeing with „poziom” or „komputer” (m.).

ui-app-name = Tessera
ui-tagline = Układaj płytki, buduj miasta i drogi, zdobądź więcej punktów niż rywale.
# $why: what went wrong, in words.
ui-cannot-start = Nie udało się uruchomić Tessery: { $why }

## Main menu
ui-continue = Kontynuuj
ui-new-game = Nowa gra
ui-saved-games = Zapisane gry
ui-statistics = Statystyki
ui-settings = Ustawienia
ui-rules = Zasady
ui-back = ← Wstecz

## New game
ui-mode = Tryb
# pl: agrees with „tryb” (m.).
ui-not-available = jeszcze niedostępny
ui-options = Opcje
ui-players = Gracze
ui-seed = Ziarno losowania
ui-seed-hint = puste: nowa, losowa gra
ui-seed-invalid = Ziarno losowania musi być liczbą całkowitą (najwyżej 15 cyfr).
ui-start = Rozpocznij grę
ui-human = Człowiek
ui-ai = Komputer
ui-add-player = Dodaj gracza
# $seat: the seat's number, from 1.
ui-seat-name = Gracz { $seat }: imię
ui-seat-kind = Gracz { $seat }: rodzaj
ui-seat-level = Gracz { $seat }: poziom komputera
ui-seat-remove = Usuń gracza { $seat }
ui-remove-mark = ✕
# The human player's name until they choose one.
ui-default-name = Ty
# The AI players' names, in the order seats get them.
ui-ai-name-1 = Ada
ui-ai-name-2 = Bazyli
ui-ai-name-3 = Celina
ui-ai-name-4 = Dariusz
ui-ai-name-5 = Ela
ui-ai-name-6 = Feliks
# An AI level's name ($level: random, easy, normal, hard or expert).
# pl: masculine, agreeing with „poziom” and „komputer”.
ui-level = { $level ->
    [random] losowy
    [easy] łatwy
    [normal] normalny
    [hard] trudny
    [expert] ekspercki
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Losowy
    [easy] Łatwy
    [normal] Normalny
    [hard] Trudny
    [expert] Ekspercki
    [online] Gracze online
   *[other] { $level }
}
ui-remaining-count = Pozostałe płytki ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } płytka z takimi bokami: { $sides }
    [few] { $n } płytki z takimi bokami: { $sides }
    [many] { $n } płytek z takimi bokami: { $sides }
   *[other] { $n } płytki z takimi bokami: { $sides }
}
ui-remaining-grouped = Pogrupowane według boków: płytki z jednej grupy pasują w te same miejsca.
ui-or-put-back = Albo odłóż ją (Esc) i wybierz jeszcze raz.
ui-or-put-back-touch = Albo odłóż ją i wybierz jeszcze raz.

## Saved games
ui-no-saves = Nie ma jeszcze zapisanych gier.
ui-unreadable = Nieczytelny zapis
ui-open = Otwórz
ui-resume = Wznów
ui-delete = Usuń
ui-really-delete = Na pewno usunąć?
# pl: they agree with „gra” (f.).
ui-finished = zakończona
ui-in-progress = w toku
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } (komputer, { $level })
ui-ai-seat-no-level = { $name } (komputer)

## Statistics
ui-stats-level = Poziom komputera
ui-stats-played = Rozegrane
ui-stats-won = Wygrane
ui-stats-lost = Przegrane
ui-stats-average = Średni wynik
ui-stats-best = Najlepszy wynik
ui-stats-none = Nie ma jeszcze zakończonej gry z komputerem.
ui-stats-damaged = Plik statystyk był uszkodzony; odłożono go na bok, a statystyki zaczynają się od nowa.
ui-stats-note = Każda zakończona gra z komputerem liczy się raz, dla pierwszego gracza-człowieka, na poziomie najsilniejszego komputera przy stole. Gry samych ludzi nie są liczone.

## Settings
ui-your-name = Twoje imię
ui-your-colour = Twój kolor
ui-default-level = Domyślny poziom komputera
ui-speed = Szybkość animacji
ui-speed-slow = Wolno
ui-speed-normal = Normalnie
ui-speed-fast = Szybko
ui-speed-instant = Natychmiast
ui-show-remaining = Pokazuj pozostałe płytki
ui-colour-blind = Paleta przyjazna dla daltonistów
ui-language = Język
# pl: masculine, agreeing with „kolor”.
ui-colour-red = czerwony
ui-colour-blue = niebieski
ui-colour-yellow = żółty
ui-colour-black = czarny
ui-colour-purple = fioletowy
ui-colour-orange = pomarańczowy
ui-colour-vermillion = cynobrowy
ui-colour-pink = różowy
ui-colour-sky-blue = błękitny
ui-settings-saved = Zapisano

## Rules
ui-keys = Klawisze (gdy aktywna jest plansza; Tab przechodzi między planszą a wszystkimi przyciskami): strzałki przechodzą do następnego miejsca, w którym płytka pasuje, R obraca, Enter zatwierdza, Tab lub strzałki przełączają miejsca na pionek, S pomija stawianie pionka, Esc wraca o krok, U cofa ruch, M otwiera menu, + i − przybliżają i oddalają, F dopasowuje widok do planszy. Gdy płytkę można też wziąć ze stosu, strzałki wybierają stos, a Enter bierze jego płytkę, D dobiera płytkę z zakrytego stosu, a Esc odkłada wziętą płytkę.
ui-touch-help = Na ekranie dotykowym: dotknij podświetlonego miejsca, aby położyć płytkę, dotknij jej ponownie, aby ją obrócić, a „Zatwierdź” ją kładzie; dotknij miejsca, aby postawić pionek, albo wybierz „Bez pionka”. Przeciągnij planszę, aby ją przesunąć, rozsuń lub zsuń palce, aby przybliżyć lub oddalić, i przytrzymaj palec na płytce, aby zobaczyć szczegóły. „Płytki i dziennik” otwiera pozostałe płytki i dziennik gry.

## The game
ui-menu = ☰ Menu
ui-tiles = Płytki
ui-remaining = Pozostałe płytki
ui-zoom-out = −
ui-zoom-out-title = Oddal (−)
ui-fit = Dopasuj
ui-fit-title = Dopasuj widok do planszy (F)
ui-zoom-in = +
ui-zoom-in-title = Przybliż (+)
ui-board = Plansza
ui-announcements = Komunikaty gry
# $tile: the tile in words.
ui-hand-label = Płytka w ręce: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Wyniki w trakcie gry: { $scores }

## The board and the game in words, for screen readers
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
# pl: a cell is „miejsce” (not „pole”, which is a field), as in the refusals.
ui-cell-at = Miejsce { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Miejsce { $x },{ "\u00A0" }{ $y }: płytka tu nie pasuje
# $rot: degrees (90, 180 or 270).
# pl: they agree with „płytka” (f.).
ui-turned = obrócona o { $rot }°
ui-not-turned = nieobrócona
# A "turn" here is a rotation of the tile („obrót”), $n of them (1 to 4).
ui-turns-fit = { $n ->
    [one] pasuje tu tylko ten obrót
    [few] pasują tu { $n } obroty
    [many] pasuje tu { $n } obrotów
   *[other] pasuje tu { $n } obrotu
}
# pl: after „w” the count takes the locative (w 1 miejscu, w 2 / 5 miejscach).
ui-fits-in = { $n ->
    [0] Płytka nigdzie nie pasuje
    [one] Płytka pasuje w 1 miejscu
    [few] Płytka pasuje w { $n } miejscach
    [many] Płytka pasuje w { $n } miejscach
   *[other] Płytka pasuje w { $n } miejsca
}
ui-keys-place = Strzałkami wybierz miejsce
ui-keys-confirm = R obraca płytkę, Enter ją kładzie, strzałki przechodzą do innego miejsca
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Miejsce na pionek { $i } z { $count }: { $text }
ui-keys-figure = Tab lub strzałki wybierają miejsce, Enter stawia pionek, S pomija stawianie pionka, Esc wraca
ui-source-choice = Wybór { $i } z { $count }: { $text }
ui-keys-source = Strzałki wybierają, skąd wziąć płytkę, Enter ją bierze, D dobiera płytkę z zakrytego stosu
# $tile: the tile in words.
ui-placed-at = { $who } kładzie płytkę w miejscu { $x },{ "\u00A0" }{ $y } — { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Płytka w ręce, { $from } — { $tile }
# pl: agrees with „płytka” (f.).
ui-from-deck = dobrana z zakrytego stosu
ui-your-turn-say = Ruch { $turn } · { $who }, twój ruch
ui-to-play = Ruch { $turn } · kolej gracza { $who }
ui-undone = Cofnięto: powrót do ruchu { $turn }
# A player's name and score.
ui-score-of = { $name }: { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Wyniki końcowe: { $scores }
ui-rotate-title = Obróć (R)
ui-rotate = ⟳ Obróć
ui-confirm = Zatwierdź
ui-skip = Bez pionka
ui-undo = ↶ Cofnij
ui-log = Dziennik gry
ui-sheet-open = Płytki i dziennik
ui-sheet-close = Zamknij
# $seat: the seat's number, from 1.
ui-player = Gracz { $seat }
ui-hand-tile = Płytka: { $tile }
ui-no-hand = —
ui-not-drawn = Jeszcze nie wybrano
ui-face-down = { $n ->
    [one] 1 zakryta płytka
    [few] { $n } zakryte płytki
    [many] { $n } zakrytych płytek
   *[other] { $n } zakrytej płytki
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = komputer, { $level }
ui-thinking = { $name } myśli…
ui-your-turn = { $name }: połóż płytkę
ui-choose-figure = { $name }: postaw pionek albo pomiń
ui-pick-cell = Kliknij podświetlone miejsce, aby położyć płytkę. R obraca, Enter zatwierdza.
ui-confirm-tile = Kliknij płytkę jeszcze raz (lub naciśnij R), aby ją obrócić; Enter lub „Zatwierdź”, aby ją położyć.
ui-pick-figure = Wybierz miejsce na pionek (Tab przełącza) albo „Bez pionka” (S).
ui-pick-cell-touch = Dotknij podświetlonego miejsca, aby położyć płytkę.
ui-confirm-tile-touch = Dotknij płytki jeszcze raz, aby ją obrócić; „Zatwierdź”, aby ją położyć.
ui-pick-figure-touch = Dotknij miejsca na pionek albo wybierz „Bez pionka”.
ui-choose-source = { $name }: dobierz płytkę albo weź płytkę ze stosu
# pl: the count agrees with „płytka” left implied: „(2 zakryte)”, „(5 zakrytych)”.
ui-draw = { $n ->
    [one] Dobierz płytkę (1 zakryta)
    [few] Dobierz płytkę ({ $n } zakryte)
    [many] Dobierz płytkę ({ $n } zakrytych)
   *[other] Dobierz płytkę ({ $n } zakrytej)
}
# $stack: the stack's number, from 1.
ui-take-from = Weź odkrytą płytkę ze stosu nr { $stack }
ui-put-back = Odłóż płytkę (wybierz jeszcze raz)
ui-turn = Ruch { $n }
ui-end = Koniec
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who }: +{ $points }
ui-and = i
ui-discarded = Ta płytka nigdzie nie pasuje — wraca do pudełka.
ui-reshuffled = Ta płytka na razie nigdzie nie pasuje — zostaje wtasowana z powrotem do stosu.

## End of the game
ui-game-over = Koniec gry
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] Wygrywa { $names }
    [few] Wspólne zwycięstwo: { $names }
    [many] Wspólne zwycięstwo: { $names }
   *[other] Wspólne zwycięstwo: { $names }
}
ui-total = Suma
ui-scores-over-game = Wyniki w trakcie gry
ui-turns-axis = ruchy →
ui-see-board = Zobacz planszę
ui-main-menu = Menu główne


### The page: Classic (ui/modes/classic.js)

## Classic, with the River and the Abbot (ui/modes/classic.js). Followers stand on roads,
## cities and monasteries; on a field a follower lies down and is called a farmer. The abbot
## (an option) stands on a monastery or a garden, and may be recalled to score it at once.
# pl: follower „podwładny”, farmer „chłop”, abbot „opat”, recall „wycofać” (glossary §1.2, §1.3).

# pl: agrees with „tryb” (m.).
ui-classic-title = Klasyczny

## The new-game options. A choice's words follow its option's label: "A tile that fits nowhere
## goes back in the box", "With the River, the land start tile is left out".

ui-classic-option-river = Rzeka
ui-classic-option-abbot = Opat i ogrody
ui-classic-option-small-city = Małe miasta za 2 punkty (dawna zasada)
ui-classic-option-farm = Punktacja pól
ui-classic-farm-third = obecne zasady (3 za każde miasto, osobno dla każdego pola)
ui-classic-farm-second = druga edycja (każde miasto płaci graczowi tylko raz)
ui-classic-farm-first = pierwsza edycja (4 za miasto dla gracza z największą liczbą chłopów)
ui-classic-option-unplaceable = Płytka, która nigdzie nie pasuje,
ui-classic-unplaceable-discard = wraca do pudełka
ui-classic-unplaceable-reshuffle = zostaje wtasowana z powrotem do stosu
ui-classic-option-art = Grafika płytek
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
# pl: the choices agree with „grafika” (f.).
ui-classic-art-auto = zgodna z opcją „Opat i ogrody”
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (z ogrodami)
ui-classic-art-classic = klasyczna (bez ogrodów)
ui-classic-option-river-start = W grze z Rzeką startowa płytka terenu
ui-classic-river-start-shuffle = zostaje wtasowana w płytki terenu
ui-classic-river-start-discard = zostaje odłożona

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Drogi
ui-classic-breakdown-city = Miasta
ui-classic-breakdown-monastery = Klasztory
ui-classic-breakdown-garden = Ogrody
ui-classic-breakdown-field = Pola

## A feature's kind, as a tile's description and its hover details start (capitalised):
## "D: Road (W, E); City (N)".

ui-classic-kind-road = Droga
ui-classic-kind-city = Miasto
ui-classic-kind-monastery = Klasztor
ui-classic-kind-garden = Ogród
ui-classic-kind-field = Pole
ui-classic-kind-river = Rzeka

## A player's supply, beside their score. $n: the followers left in the supply.
# pl: „podwładny” is masculine-personal: 1 podwładny, 2 and 5 podwładnych (glossary §2).

ui-classic-supply = { $n ->
    [one] { $n } podwładny
    [few] { $n } podwładnych
    [many] { $n } podwładnych
   *[other] { $n } podwładnego
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } podwładny · opat
    [few] { $n } podwładnych · opat
    [many] { $n } podwładnych · opat
   *[other] { $n } podwładnego · opat
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } podwładny · opat na planszy
    [few] { $n } podwładnych · opat na planszy
    [many] { $n } podwładnych · opat na planszy
   *[other] { $n } podwładnego · opat na planszy
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as "city of 1 tile: 1 now").

# The letter on the disc that marks an abbot's place on the board: the initial of the word "abbot".
ui-classic-mark-abbot = O
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Wycofaj opata: +{ $points } od razu
ui-classic-place-farmer = Chłop na polu ({ $at }) — { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed.
ui-classic-place-abbot = Opat { $feature ->
    [monastery] w klasztorze
    [garden] w ogrodzie
   *[other] — { $name }
} ({ $at }) — { $note }
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed.
ui-classic-place-follower = Podwładny { $feature ->
    [road] na drodze
    [city] w mieście
    [monastery] w klasztorze
    [garden] w ogrodzie
   *[other] — { $name }
} ({ $at }) — { $note }

## The game's log (when the view does not word its events). $who is a player's name.

ui-classic-recalled = { $who } wycofuje opata
ui-classic-placed-farmer = { $who }: chłop na polu
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $who }: opat { $feature ->
    [monastery] w klasztorze
    [garden] w ogrodzie
   *[other] — { $name }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $who }: podwładny { $feature ->
    [road] na drodze
    [city] w mieście
    [monastery] w klasztorze
    [garden] w ogrodzie
   *[other] — { $name }
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile ("3 tiles"), $shields a
# count-shield ("1 shield").
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } sąsiednia płytka
    [few] { $n } sąsiednie płytki
    [many] { $n } sąsiednich płytek
   *[other] { $n } sąsiedniej płytki
}
# $points: what a completed feature scored (a number).
# pl: „za ukończenie” needs no agreement with the feature's gender.
ui-classic-value-completed = za ukończenie: { $points }
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = { $points } na koniec gry
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = teraz { $points }

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = W swoim ruchu połóż płytkę z ręki obok już leżących płytek tak, aby każda wspólna krawędź pasowała: miasto do miasta, droga do drogi, pole do pola, rzeka do rzeki. Podświetlone miejsca pokazują, gdzie płytka pasuje; do wyboru są tylko pasujące obroty.
ui-classic-rules-figures = Następnie możesz postawić jednego podwładnego ze swojego zapasu na obszarze tej płytki — na drodze, w mieście, w klasztorze albo na polu (jako chłopa, na leżąco) — chyba że na tym obszarze, gdziekolwiek, stoi już podwładny. W grze z opatem możesz postawić opata w klasztorze lub w ogrodzie albo wycofać go, aby od razu podliczyć jego klasztor lub ogród.
ui-classic-rules-scoring = Ukończone obszary są podliczane od razu, a ich podwładni wracają do zapasu: droga daje 1 punkt za płytkę, miasto 2 za płytkę i 2 za herb, klasztor lub ogród 9, gdy jest otoczony. Na koniec gry nieukończone drogi i miasta dają 1 punkt za płytkę (i za herb), klasztory i ogrody 1 plus 1 za każdą sąsiednią płytkę, a każde pole 3 za każde ukończone miasto, z którym graniczy. Punkty za obszar dostaje gracz z największą liczbą podwładnych na nim; przy remisie punkty dostają wszyscy remisujący gracze.
ui-classic-rules-river = Najpierw rozgrywa się Rzekę, od źródła do jeziora; rzeka nie może skręcić w tę samą stronę dwa razy z rzędu.


### The page: Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js): Classic's tiles and rules on a map of the Low Countries, with
## map chips and three islands (purple, light blue, orange), each with two stacks of tiles
## face up. A player may take an island's top tile instead of drawing, giving up a chip of the
## island's colour. What Benelux shares with Classic is worded by the ui-classic- messages.
# pl: map „mapa”, square „pole mapy” (or „pole startowe”), chip „żeton mapy” / „żeton”,
# island „wyspa”, island stack „stos na wyspie” (glossary §1.5).

ui-benelux-title = Beneluks

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values).
ui-benelux-option-first-start = Płytka startowa ({ $tile }) na polu startowym
ui-benelux-option-second-start = Losowa płytka startowa na polu startowym
# How many followers each player has.
ui-benelux-option-followers = Liczba podwładnych każdego gracza

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Bruksela

## The islands' and the chips' colours.
# pl: masculine, agreeing with „żeton” (glossary §1.5).

ui-benelux-colour-purple = fioletowy
ui-benelux-colour-light-blue = jasnoniebieski
ui-benelux-colour-orange = pomarańczowy

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Żetony

## Choosing where the turn's tile comes from.

# $who: the player's name.
ui-benelux-choose-source = { $who }: dobierz zakrytą płytkę albo weź odkrytą płytkę z wyspy
ui-benelux-pick-source = Płytka z wyspy kosztuje jeden z twoich żetonów w jej kolorze.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Weź z fioletowej wyspy: { $tile } (oddajesz fioletowy żeton)
    [light-blue] Weź z jasnoniebieskiej wyspy: { $tile } (oddajesz jasnoniebieski żeton)
   *[orange] Weź z pomarańczowej wyspy: { $tile } (oddajesz pomarańczowy żeton)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Weź z fioletowej wyspy, stos zachodni: { $tile } (oddajesz fioletowy żeton)
    [light-blue] Weź z jasnoniebieskiej wyspy, stos zachodni: { $tile } (oddajesz jasnoniebieski żeton)
   *[orange] Weź z pomarańczowej wyspy, stos zachodni: { $tile } (oddajesz pomarańczowy żeton)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Weź z fioletowej wyspy, stos wschodni: { $tile } (oddajesz fioletowy żeton)
    [light-blue] Weź z jasnoniebieskiej wyspy, stos wschodni: { $tile } (oddajesz jasnoniebieski żeton)
   *[orange] Weź z pomarańczowej wyspy, stos wschodni: { $tile } (oddajesz pomarańczowy żeton)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Płytka w ręce,
# z fioletowej wyspy — U").
# $island: the island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-from = { $island ->
    [purple] z fioletowej wyspy
    [light-blue] z jasnoniebieskiej wyspy
   *[orange] z pomarańczowej wyspy
}
# The game's log. $who: the player's name; $tile: the tile's name (as the tile-* values); $island: the
# island's colour (purple, light-blue, orange), choosing the words.
# pl: present tense, as log-island-tile (no past form depends on the player's gender).
ui-benelux-taken = { $island ->
    [purple] { $who } bierze płytkę z fioletowej wyspy (oddaje fioletowy żeton): { $tile }
    [light-blue] { $who } bierze płytkę z jasnoniebieskiej wyspy (oddaje jasnoniebieski żeton): { $tile }
   *[orange] { $who } bierze płytkę z pomarańczowej wyspy (oddaje pomarańczowy żeton): { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = fioletowy żeton: { $value } pkt
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = jasnoniebieski żeton: { $value } pkt
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = pomarańczowy żeton: { $value } pkt
# $n: the chips the player has given up to take island tiles.
ui-benelux-spent = { $n ->
    [one] { $n } oddany żeton
    [few] { $n } oddane żetony
    [many] { $n } oddanych żetonów
   *[other] { $n } oddanego żetonu
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = Płytki i zasady wersji klasycznej, bez Rzeki, na mapie krajów Beneluksu z żetonami mapy.
ui-benelux-rules-map = W tym trybie gra się na mapie 16 × 11 pól: płytki kładzie się tylko na jej polach. Na polach z falami, na wyspach ani na dużych miastach Amsterdamie i Brukseli nigdy nie kładzie się płytek; krawędź płytki zwrócona w ich stronę (albo w stronę brzegu mapy) jest zamknięta. Na dwóch spośród pól startowych Meppel, Eindhoven i Charleroi leżą płytki startowe.
ui-benelux-rules-chips = Położenie płytki na żetonie mapy zbiera ten żeton: od razu dostajesz tyle punktów, ile jest na nim (1 lub 2), i zatrzymujesz go odkrytego. Zamiast dobierać płytkę, gracz, który ma żeton, może wziąć odkrytą wierzchnią płytkę z wyspy w tym samym kolorze, oddając jeden żeton w tym kolorze. Płytkę dobraną z zakrytego stosu trzeba zagrać. Gra kończy się wraz z ostatnią zakrytą płytką.


### The page: Hunters & Gatherers (ui/modes/hunters.js)

## Hunters & Gatherers (ui/modes/hunters.js). A tribe member is called by the feature it stands
## on: a gatherer in a forest, a fisherman on a river, a hunter in a meadow (lying down). Huts
## stand on a river or a lake and belong to its river system (rivers joined through lakes).
# pl: tribe member „członek plemienia”, gatherer „zbieracz”, fisherman „rybak”, hunter „łowca”,
# hut „chata” (S001); river system „system rzeczny”, gold nugget „samorodek złota”, sabre-tooth
# tiger „tygrys szablozębny”, shrine „miejsce kultu” (glossary §1.4).

ui-hunters-title = Łowcy i zbieracze
ui-hunters-no-options = Ten tryb nie ma opcji.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Lasy
ui-hunters-breakdown-river = Rzeki
ui-hunters-breakdown-river-system = Chaty
ui-hunters-breakdown-meadow = Łowcy

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Las
ui-hunters-kind-river = Rzeka
ui-hunters-kind-meadow = Łąka
ui-hunters-kind-lake = Jezioro

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = zbieracz
ui-hunters-member-river = rybak
ui-hunters-member-meadow = łowca

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
# pl: „członek” is masculine-personal: 2 and 5 członków plemienia.
ui-hunters-supply-members = { $n ->
    [one] 1 członek plemienia
    [few] { $n } członków plemienia
    [many] { $n } członków plemienia
   *[other] { $n } członka plemienia
}
ui-hunters-supply-huts = { $n ->
    [one] 1 chata
    [few] { $n } chaty
    [many] { $n } chat
   *[other] { $n } chaty
}

# The letter on the disc that marks a hut's place on the board: the initial of the word "hut".
ui-hunters-mark-hut = C

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW); $note what the choice would score, in words. $feature
# is where the tribe member stands: forest (a gatherer), river (a fisherman) or meadow (a
# hunter).
ui-hunters-option = { $feature ->
    [forest] Zbieracz w lesie ({ $at }) — { $note }
    [river] Rybak na rzece ({ $at }) — { $note }
    [meadow] Łowca na łące ({ $at }) — { $note }
   *[other] Członek plemienia ({ $at }) — { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Chata w systemie rzecznym ({ $at }) — { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: członek plemienia

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (płytka bonusowa)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Złoto! { $who } dostaje płytkę bonusową: { $tile }
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 płytka bonusowa
    [few] { $n } płytki bonusowe
    [many] { $n } płytek bonusowych
   *[other] { $n } płytki bonusowej
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 tygrys
    [few] { $n } tygrysy
    [many] { $n } tygrysów
   *[other] { $n } tygrysa
}
ui-hunters-count-gold = { $n ->
    [one] 1 samorodek złota
    [few] { $n } samorodki złota
    [many] { $n } samorodków złota
   *[other] { $n } samorodka złota
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = ogień
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = miejsce kultu
# A completed forest or river: $points, what it scored.
# pl: „za ukończenie” needs no agreement with the feature's gender.
ui-hunters-value-completed = za ukończenie: { $points }
ui-hunters-value-open = w budowie: punkty dopiero po ukończeniu
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = { $points } na koniec gry

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn = W swoim ruchu dobierz płytkę terenu i połóż ją obok już leżących płytek tak, aby każda wspólna krawędź pasowała: las do lasu, łąka do łąki, rzeka do rzeki. Podświetlone miejsca pokazują, gdzie płytka pasuje. Płytka, która nigdzie nie pasuje, wraca do pudełka.
ui-hunters-rules-figures = Następnie możesz postawić na tej płytce jeden pionek: członka plemienia jako zbieracza w lesie, rybaka na rzece albo łowcę na łące (łowca leży i zostaje tam do końca gry) — ale nie tam, gdzie stoi już członek plemienia, choćby daleko — albo jedną ze swoich dwóch chat na rzece lub na jeziorze, jeśli w jej systemie rzecznym (rzekach połączonych przez jeziora) nie ma jeszcze chaty. Chaty i rybacy nie blokują się nawzajem; chaty nigdy nie wracają do zapasu.
ui-hunters-rules-scoring = Las jest ukończony, gdy nie ma w nim już żadnej otwartej krawędzi lasu; daje 2 punkty za płytkę i 2 za grzybowisko. Rzeka jest ukończona, gdy oba jej końce dochodzą do jeziora lub źródła (albo gdy zamyka się w pętlę); daje 1 punkt za płytkę i 1 za każdą rybę w jeziorach na jej końcach. Punkty dostaje gracz z największą liczbą zbieraczy lub rybaków (przy remisie wszyscy remisujący dostają pełne punkty), a wszyscy ci członkowie plemienia wracają do zapasu. Nieukończone lasy i rzeki nie dają punktów; łąki są podliczane dopiero na koniec gry.
ui-hunters-rules-gold = Złoto: gdy płytka kończy las z samorodkiem złota, gracz, który ją kładzie, dobiera jedną płytkę bonusową (oznaczoną gwiazdką) i od razu ją zagrywa — najwyżej jedną w ruchu i nigdy za płytkę bonusową. Ogień przepędza tygrysy ze swojej łąki; łowca postawiony na łące z miejscem kultu, na płytce z miejscem kultu, sam zdobywa punkty za tę łąkę; tur jest wart 2 punkty dla łowców i żaden tygrys go nie zjada.
ui-hunters-rules-end = Gdy skończą się płytki terenu: w każdym systemie rzecznym gracz z największą liczbą chat dostaje 1 punkt za każdą rybę we wszystkich jego jeziorach; na każdej łące gracz z największą liczbą łowców dostaje 2 punkty za każdego jelenia, mamuta i tura, po odjęciu jednego jelenia za każdego tygrysa szablozębnego.


### The page: the game screen and the other screens (ui/game, ui/screens)

# (ui/game/*, ui/screens/*, ui/board.js: what ui/strings.js does not word.)

## A tile's sides in the screen reader's description of a tile ("D: Droga (W, E); Miasto (N)"):
## one short mark per side, as on a compass.
# pl: the compass letters N, E, S, W stay, as the figures' location codes (N, NNE … C) do.

ui-side-n = N
ui-side-e = E
ui-side-s = S
ui-side-w = W

## The game

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: "Ruch 5 · Ada"), or what they are asked to do (a screen reader: "Ruch 5 · Ada: dobierz
# płytkę albo weź płytkę ze stosu").
ui-turn-line = Ruch { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "z fioletowej wyspy").
ui-hand-tile-from = Płytka { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left ("city edge: 3"), an
# unreadable save and its file ("Nieczytelny zapis: broken"), a saved game's mode and players
# ("Klasyczny: Ty, Ada (komputer, normalny)").
ui-labelled = { $label }: { $value }

## Podpowiedź (issue 12): ruch, który wykonałby normalny komputer, i dlaczego, w jednej linii.
log-hinted = { $who } – ruch z podpowiedzią
hint-draw = Dobierz płytkę zakrytą: żadna dostępna płytka nie jest teraz warta więcej
hint-take = Weź zaznaczoną płytkę — { $then }
hint-place = połóż ją w zaznaczonym miejscu z pionkiem: { $note }
hint-recall = połóż ją w zaznaczonym miejscu i odwołaj opata: +{ $now } teraz
hint-scores = połóż ją w zaznaczonym miejscu bez pionka: +{ $points } dla ciebie teraz
hint-quiet = połóż ją w zaznaczonym miejscu bez pionka: tam pasuje najlepiej, a twoje pionki zostają wolne
ui-hint = Podpowiedź
ui-hint-title = Pokaż ruch, który wykonałby normalny komputer (H)
ui-hint-line = Podpowiedź: { $reason }
ui-keys-hint = H pokazuje podpowiedź: ruch, który wykonałby normalny komputer, z uzasadnieniem; ruch zagrany po podpowiedzi jest oznaczony w dzienniku.

### Powtórka gry oraz eksport i import zapisów gry (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Powtórka
ui-replay-open = Powtórka
ui-replay-close = Zamknij
ui-replay-counter = Ruch { $at } z { $moves }
ui-replay-at-start = Początek gry, przed pierwszym ruchem.
ui-replay-first = Przejdź na początek
ui-replay-back = Jeden ruch wstecz
ui-replay-forward = Jeden ruch naprzód
ui-replay-last = Przejdź na koniec
ui-replay-play = Odtwórz
ui-replay-pause = Wstrzymaj
ui-replay-speed = Szybkość
ui-replay-slow = Wolno
ui-replay-normal = Normalnie
ui-replay-fast = Szybko
ui-replay-goto = Przejdź do ruchu
ui-replay-board = Plansza po tym ruchu
ui-replay-scores = Wyniki
ui-replay-keys = Klawisze: ← i → cofają i przesuwają o jeden ruch, Home i End przechodzą na początek i na koniec, spacja odtwarza i wstrzymuje.
ui-error-no-replay = w powtórce nie jest otwarta żadna gra
ui-error-replay-bounds = nie ma ruchu { $at }: ta gra ma ruchy od 0 do { $moves }
ui-export = Eksportuj
ui-export-title = Eksportuj zapis gry
ui-export-file-kind = Zapis gry Tessera
ui-exported = Wyeksportowano do { $path }
ui-import = Importuj grę…
ui-imported = Zaimportowano: { $game }
ui-error-import = nie można zaimportować tego pliku: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 otwarty koniec
    [few] { $n } otwarte końce
    [many] { $n } otwartych końców
   *[other] { $n } otwartego końca
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] nie może już rosnąć
    [one] może rosnąć z 1 strony
   *[other] może rosnąć z { $n } stron
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 wolne miejsce wokół
    [few] { $n } wolne miejsca wokół
    [many] { $n } wolnych miejsc wokół
   *[other] { $n } wolnego miejsca wokół
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Pokazuj przewidywany wynik końcowy
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: wynik { $score }, przewidywany wynik końcowy { $projected } (tyle dałoby końcowe liczenie punktów, gdyby gra skończyła się teraz)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Wynik
ui-chart-projected = Przewidywany wynik końcowy

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Analiza
ui-review-open-title = Każdy ruch oceniony przez komputer na poziomie eksperckim, kluczowe momenty i miejsca, od których można spróbować jeszcze raz
# The review screen's title.
ui-review-title = Analiza gry
ui-review-close = Zamknij
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Trwa analiza: ruch { $at } z { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = Analiza jest zakończona.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Zatrzymano po ruchu { $at } z { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = Analiza została przerwana: { $reason }
ui-review-stop = Zatrzymaj
ui-review-resume = Wznów
# The progress bar's name for screen readers.
ui-review-progress = Postęp analizy
# The summary table's columns.
ui-review-accuracy = Dokładność
ui-review-lost = Stracone punkty
ui-review-luck = Szczęście
# How the figures are worked out, under the table.
ui-review-explain = Każdy ruch jest oceniany według oczekiwanej różnicy wyników końcowych (twoje punkty minus punkty najlepszego rywala). Dokładność: 100 za najlepszy ruch, 50 za ruch gorszy o 3 punkty, 25 za ruch gorszy o 6 punktów, średnio ze wszystkich ruchów gracza. Szczęście: ile była warta każda płytka dobrana z zakrytego stosu w porównaniu ze średnią płytką, która mogła przyjść.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Najlepszy ruch
ui-review-label-good = Dobry
ui-review-label-inaccuracy = Niedokładność
ui-review-label-mistake = Błąd
ui-review-label-blunder = Gruby błąd
# The graph's heading, and its name for screen readers.
ui-review-graph = Oczekiwana różnica wyników
ui-review-graph-label = Wykres oczekiwanej różnicy wyników końcowych każdego gracza po każdym jego ruchu: nad linią środkową prowadzenie, pod nią strata. Słupki na dole pokazują szczęście przy każdym dobraniu płytki.
# The key moments: the player's largest losses.
ui-review-moments = Kluczowe momenty
ui-review-no-moments = Brak kluczowych momentów: żaden ruch nie kosztował punktu ani więcej.
# The list of every move judged.
ui-review-moves = Wszystkie ruchy
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Ruch { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Stracone punkty: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Zagrany
ui-review-better = Lepszy
ui-review-board-played = Plansza po zagranym ruchu
ui-review-board-better = Plansza po lepszym ruchu
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Zagrany ruch był najlepszym, jaki znalazło przeszukiwanie.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Wybierz ruch, aby zobaczyć go zagranego, a obok lepszy ruch.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Spróbuj jeszcze raz od tego miejsca
ui-review-try-title = Nowa gra od pozycji sprzed tego ruchu, z tymi samymi płytkami do dobrania, zapisana jako osobna gra
ui-review-keys = Klawisze: Tab przechodzi do ruchów, Enter pokazuje ruch, Esc zamyka.
# A review command with no game under review. No arguments.
ui-error-no-review = żadna gra nie jest analizowana
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = ruch { $number } nie został jeszcze oceniony
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Lepszy ruch daje od razu { $points }, a twój dał { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Lepszy ruch stawia pionek: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Lepszy ruch wycofuje twojego opata: +{ $now } od razu.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Lepszy ruch nie daje teraz więcej, ale lepiej przygotowuje cię na kolejne płytki.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Trener: uwaga, gdy mój ruch w grze z komputerem traci punkty
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Uwaga przy ruchu, który traci co najmniej
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Trener: { $label } (stracone punkty: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Pokaż lepszy ruch
# The dialog's heading. $number: the move.
ui-coach-title = Trener: twój ruch { $number } i lepszy ruch
ui-coach-close = Zamknij
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Z pomocą
ui-stats-helped-note = Gry z prośbą o podpowiedź albo z włączonym trenerem liczą się tak jak pozostałe i są dodatkowo liczone w kolumnie „Z pomocą”.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Graj online
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Wróć do gry online
ui-online-host = Utwórz grę
ui-online-host-note = Gracze z twojej sieci dołączają za pomocą adresu tego urządzenia i kodu gry, które zobaczysz po utworzeniu gry.
ui-online-join = Dołącz do gry
ui-online-address = Adres gospodarza
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 lub wss://server.example
ui-online-code = Kod gry
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Twoje imię
ui-online-join-button = Dołącz
ui-online-joining = Łączenie…
# The list of online games this device holds seats in.
ui-online-kept = Twoje gry online
ui-online-none-kept = Nie ma gry online, do której można wrócić.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = utworzona tutaj
ui-saved-online = Rozegrana online
ui-online-rejoin = Wróć
ui-online-forget = Zapomnij
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = Na tym urządzeniu
ui-seat-online = Gracz online
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Imię poda przy dołączaniu
ui-host-start = Utwórz grę
# The game screen's online box. $code: the game's code.
ui-online-code-line = Kod: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Adres do dołączenia: { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Oczekiwanie na gracza: jedno miejsce jest wolne.
    [few] Oczekiwanie na graczy: { $open } miejsca są wolne.
    [many] Oczekiwanie na graczy: { $open } miejsc jest wolnych.
   *[other] Oczekiwanie na graczy: { $open } miejsca jest wolne.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Utracono połączenie ({ $why }). Przywracanie…
ui-online-restored = Przywrócono połączenie.
# $why: the host's words (English).
ui-online-closed = Ta gra na tym urządzeniu dobiegła końca: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = wolne miejsce
ui-online-disconnected = bez połączenia
# A free seat, named by its number.
ui-online-seat-number = Miejsce { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = { $name }: oddaj miejsce komputerowi
ui-online-give-ai-title = Od teraz na tym miejscu gra komputer na twoim domyślnym poziomie
ui-online-leave = Opuść grę online
ui-online-leave-title = Zamknij połączenie: możesz wrócić przez „Graj online”

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = Gra od gospodarza jeszcze nie dotarła.
online-error-garbled = Od gospodarza przyszła gra, której ta wersja nie potrafi odczytać ({ $why }).
online-error-refused = Gospodarz odmówił: { $why }
online-error-unreachable = Nie można połączyć się z gospodarzem: { $why }
online-error-lost = Utracono połączenie z gospodarzem ({ $why }). Trwa przywracanie: spróbuj ponownie za chwilę.
online-error-cannot-host = Na tym urządzeniu nie można utworzyć gry: { $why }
online-error-address-code = Wpisz adres gospodarza i kod gry.
online-error-not-kept = To urządzenie nie ma miejsca w grze { $why }.
online-error-not-your-turn = Poczekaj na swój ruch: teraz kolej innego gracza.
online-error-not-host = Tylko urządzenie, na którym utworzono grę, może to zrobić.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Zaznaczaj miejsca, których żadna płytka nie wypełni
ui-cell-fits = { $n ->
    [0] Żadna pozostała płytka tu nie pasuje
    [one] Pasuje tu 1 pozostała płytka
    [few] Pasują tu { $n } pozostałe płytki
    [many] Pasuje tu { $n } pozostałych płytek
   *[other] Pasuje tu { $n } pozostałej płytki
}
ui-cell-bonus-fits = { $n ->
    [one] (i 1 płytka bonusowa)
    [few] (i { $n } płytki bonusowe)
    [many] (i { $n } płytek bonusowych)
   *[other] (i { $n } płytki bonusowej)
}
ui-tip-never = nigdy nie zostanie ukończone: na ({ $x },{ "\u00A0" }{ $y }) nie pasuje już żadna płytka
ui-tip-chance = szansa ukończenia około { $percent }%
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Żadna pozostała płytka nie wypełni { $places }
    [few] Żadna pozostała płytka nie wypełni { $places }
    [many] Żadna pozostała płytka nie wypełni { $places }
   *[other] Żadna pozostała płytka nie wypełni { $places }
}
ui-dead-count = { $n ->
    [one] 1 miejsce, którego żadna płytka nie wypełni
    [few] { $n } miejsca, których żadna płytka nie wypełni
    [many] { $n } miejsc, których żadna płytka nie wypełni
   *[other] { $n } miejsca, których żadna płytka nie wypełni
}
ui-warn-last-tile = Ostatnia płytka: gra kończy się po tym ruchu
ui-warn-last-turn = { $n ->
    [one] Twój ostatni ruch: dla pozostałych zostaje 1 płytka
    [few] Twój ostatni ruch: dla pozostałych zostają { $n } płytki
    [many] Twój ostatni ruch: dla pozostałych zostaje { $n } płytek
   *[other] Twój ostatni ruch: dla pozostałych zostaje { $n } płytki
}
ui-warn-last-turn-maybe = { $n ->
    [one] Została tylko 1 zakryta płytka: to może być twój ostatni ruch
    [few] Zostały tylko { $n } zakryte płytki: to może być twój ostatni ruch
    [many] Zostało tylko { $n } zakrytych płytek: to może być twój ostatni ruch
   *[other] Zostało tylko { $n } zakrytej płytki: to może być twój ostatni ruch
}
ui-warn-last-follower = Twój ostatni podwładny w zapasie
ui-classic-warn-abbot = Ostatnia okazja, by zabrać opata
ui-hunters-warn-last-member = Twój ostatni członek plemienia w zapasie
ui-hunters-warn-last-hut = Twoja ostatnia chata w zapasie

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Nauka gry
ui-learn-note = Gry z przewodnikiem i ułożonym z góry stosem płytek: każdy krok wyjaśnia jedną rzecz i czeka, aż ją wykonasz. Możesz wyjść w dowolnej chwili.
ui-learn-first = Twoja pierwsza gra ({ $mode })
ui-learn-differs = { $mode }: co się zmienia
ui-tut-step = Krok { $n } z { $total }
ui-tut-back = Wstecz
ui-tut-skip = Pomiń
ui-tut-skip-title = Pomiń ten krok: samouczek wykona go za ciebie
ui-tut-next = Dalej
ui-tut-finish = Zakończ
ui-tut-leave = Opuść samouczek
ui-tut-nudge-place = Tym razem nie tutaj: samouczek potrzebuje miejsca, które wskazuje.
ui-tut-nudge-turn = Prawie: najpierw obróć płytkę, tak jak mówi krok.
ui-tut-nudge-figure = Wybierz miejsce podane w kroku albo naciśnij „Pomiń”, a samouczek zrobi to za ciebie.
ui-tut-nudge-source = Weź płytkę z miejsca, które podaje krok.
ui-tut-offer = Pierwszy raz grasz w te gry? Pierwsza partia z przewodnikiem w kilka minut nauczy cię zasad.
ui-tut-offer-start = Uruchom samouczek
ui-tut-offer-later = Nie teraz
ui-tut-classic-welcome = Witaj! Grasz przeciwko Adzie. W każdym ruchu dobierasz płytkę, widoczną tutaj, i dokładasz ją do płytek leżących już na planszy.
ui-tut-classic-place = Podświetlone miejsce pokazuje, gdzie pasuje twoja płytka. Połóż ją tam.
ui-tut-classic-rotate = Obracaj płytkę, aż jej droga przedłuży drogę płytki startowej i skręci na północ. Krawędzie muszą pasować: droga do drogi, miasto do miasta, pole do pola.
ui-tut-classic-lay = Teraz połóż płytkę przyciskiem „Zatwierdź”.
ui-tut-classic-road = Na położonej płytce możesz postawić jednego podwładnego. Postaw go na drodze: droga daje 1 punkt za płytkę, gdy oba jej końce są zamknięte.
ui-tut-classic-opponent = Teraz ruch Ady. Zobacz, gdzie położy swoją płytkę.
ui-tut-classic-farmer-lay = Ta płytka z prostą drogą przedłuża twoją drogę na zachód. Połóż ją na podświetlonym miejscu.
ui-tut-classic-farmer = Połóż chłopa na polu na północ od drogi. Pole daje punkty na koniec gry: 3 punkty za każde ukończone miasto, z którym graniczy.
ui-tut-classic-opponent-again = Znowu ruch Ady.
ui-tut-classic-city-lay = Ta płytka zamyka miasto u góry płytki startowej. Połóż ją tam.
ui-tut-classic-city = Postaw podwładnego w mieście. Twoja płytka je zamyka, więc miasto od razu daje punkty (2 za płytkę), a twój podwładny wraca.
ui-tut-classic-scored = Zdobywasz 4 punkty, a twój podwładny jest z powrotem w zapasie. Pole twojego chłopa graniczy teraz z ukończonym miastem.
ui-tut-classic-monastery-lay = Klasztor! Połóż go na podświetlonym miejscu.
ui-tut-classic-monastery = Postaw podwładnego w klasztorze jako mnicha. Klasztor daje 9 punktów, gdy wszystkie osiem miejsc wokół niego jest zajętych; na koniec gry 1 punkt plus 1 za każdą sąsiednią płytkę.
ui-tut-classic-free = Znasz już podstawy. Połóż ostatnie płytki, gdzie chcesz; wskaż płytkę albo przytrzymaj na niej palec, aby zobaczyć, ile są warte jej obszary.
ui-tut-classic-end = Na koniec gry punkty dają też nieukończone drogi, miasta i klasztory, a każde pole dostaje punkty za ukończone miasta, z którymi graniczy. Dobrze zagrane: teraz możesz zagrać prawdziwą partię!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Zamiast miast, dróg i pól są tu lasy, rzeki z jeziorami i łąki. Twoje pionki to członkowie plemienia; widzisz je tutaj obok twoich dwóch chat.
ui-tut-hunters-gatherer = Połóż płytkę na podświetlonym miejscu i postaw zbieracza w lesie. Ukończony las daje 2 punkty za każdą płytkę.
ui-tut-hunters-opponent = Teraz gra Ada. Tak jak w grze klasycznej członka plemienia nie można postawić w lesie, na rzece ani na łące, na których już jakiś stoi.
ui-tut-hunters-hunter = Ta płytka kończy twój las. Połóż łowcę na łące z jeleniem: na koniec gry daje on 2 punkty za każdego jelenia i mamuta, ale każdy tygrys szablozębny zjada jednego jelenia.
ui-tut-hunters-bonus = Twój zbieracz zdobywa 6 punktów i wraca do zapasu. W lesie był samorodek złota, więc od razu zagrywasz płytkę bonusową: połóż ją na podświetlonym miejscu.
ui-tut-hunters-fisher = Postaw rybaka na rzece, która wpada do jeziora na płytce startowej. Płynie od jeziora do jeziora, więc jest ukończona: 1 punkt za płytkę i 1 za każdą rybę.
ui-tut-hunters-opponent-again = Znów kolej Ady.
ui-tut-hunters-hut = Połóż tę płytkę z jeziorem na podświetlonym miejscu i postaw na niej chatę. Na koniec gry chata daje 1 punkt za każdą rybę we wszystkich jeziorach swojego systemu rzecznego.
ui-tut-hunters-free = Znasz już nowości. Połóż ostatnie płytki, gdzie chcesz; gra kończy się, gdy zabraknie płytek terenu.
ui-tut-hunters-end = Nieukończone lasy i rzeki nie dały punktów; łowców i chaty podliczono na koniec gry. Dobra gra: możesz już zagrać naprawdę!
ui-tut-benelux-map = Ta gra toczy się na mapie: płytki kładzie się tylko na polach mapy, także na morzu. Na wyspach, polach z falami ani na dużych miastach Amsterdamie i Brukseli nigdy nie kładzie się płytek.
ui-tut-benelux-brussels = Połóż płytkę na podświetlonym miejscu pod Brukselą i postaw podwładnego w mieście. Krawędź zwrócona w stronę dużego miasta lub brzegu mapy jest zamknięta, więc twoje miasto jest od razu ukończone.
ui-tut-benelux-opponent = Teraz gra Ada.
ui-tut-benelux-chip = Na podświetlonym miejscu leży żeton mapy. Połóż tam płytkę bez pionka: zbierasz żeton i od razu dostajesz jego punkty.
ui-tut-benelux-opponent-again = Znów kolej Ady.
ui-tut-benelux-source = Fioletowy żeton pozwala ci zamiast dobierania wziąć odkrytą płytkę z fioletowej wyspy. Weź klasztor z fioletowej wyspy: oddajesz żeton, ale jego punkty zostają.
ui-tut-benelux-island = Połóż klasztor obok Brukseli i postaw na nim podwładnego. Dla klasztoru pola mapy, na których nigdy nie leży płytka, liczą się jako zajęte: Bruksela zajmuje od razu dwa.
ui-tut-benelux-free = Graj teraz dalej, jak chcesz. Gra kończy się wraz z ostatnią zakrytą płytką; płytki, które zostaną na wyspach, się nie liczą.
ui-tut-benelux-end = Na mapie brzeg i pola bez płytek zamykają twoje obszary, a żetony dają punkty i płytki z wysp. Dobra gra: możesz już zagrać naprawdę!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Zasady punktacji
ui-tip-rules-for = Zasady punktacji: { $kinds }
ui-tip-details = Szczegóły: { $tile }
ui-keys-details = I zostawia otwarte szczegóły płytki pod kursorem (lub ostatnio położonej płytki) z przyciskiem „Zasady punktacji”, który otwiera te zasady przy akapicie o jej punktacji; Esc je zamyka.
ui-rules-details = Kliknij lub dotknij płytki na planszy, aby jej szczegóły pozostały otwarte, z przyciskiem „Zasady punktacji”: otwiera on te zasady przy akapicie o punktacji tego obszaru.
