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
## reason-completed, reason-unfinished and reason-cloister-* select on $kind (the feature's id)
## so that färdig/ofärdig/omgiven agree: neuter (kloster, fält) takes -t.

# "väg på 4 brickor": $feature is a feature-* word, $tiles a count-tile.
reason-sized = { $feature } på { $tiles }
reason-small-city = liten stad på { $tiles }
# "stad på 4 brickor + 1 vapensköld": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
reason-completed = { $kind ->
    [monastery] { $what }, färdigt: { $total }
    [field] { $what }, färdigt: { $total }
   *[other] { $what }, färdig: { $total }
}
reason-unfinished = { $kind ->
    [monastery] ofärdigt { $what }: { $total }
    [field] ofärdigt { $what }: { $total }
   *[other] ofärdig { $what }: { $total }
}
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $kind ->
    [monastery] { $feature } omgivet av 8 brickor, färdigt: { $total }
   *[other] { $feature } omgiven av 8 brickor, färdig: { $total }
}
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $kind ->
    [monastery] { $feature } omgivet av { $tiles } och { $blocked }, färdigt: { $total }
   *[other] { $feature } omgiven av { $tiles } och { $blocked }, färdig: { $total }
}
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } med { $around }, abboten tas tillbaka: 1 + { $n } = { $total }
reason-cloister-unfinished = { $kind ->
    [monastery] ofärdigt
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

## Refusals: why a move or a choice is not allowed, said to the player (du). $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees. Inserted words stand where their
## gender does not matter: feature words after a genitive ("den här brickans väg"), colour
## words before ön/marker (lila, ljusblå and orange need no ending there), edge words with
## their own article ("ett fält", "en väg").

error-game-over = partiet är slut
error-wrong-tile = brickan du har på hand är { $expected }, inte { $got }
error-bad-rotation = vridningen måste vara 0, 90, 180 eller 270 grader, inte { $rot }
error-cell-taken = det ligger redan en bricka på { $cell }
error-no-square = { $cell } är ingen ruta på spelplanen där en bricka kan läggas
# $what: one of the square-* words.
error-blocked-square = { $cell } är { $what }: där får ingen bricka läggas
error-not-adjacent = brickan { $tile } kan inte läggas på { $cell }: den måste ligga kant i kant med en redan lagd bricka
# $side: a side-* word (norra …); $mine and $theirs: edge-* words (ett fält, en väg …).
error-edge-mismatch = brickan { $tile } passar inte på { $cell } vriden { $rot }°: dess { $side } kant är { $mine }, men grannbrickans är { $theirs }
error-river-not-extended = brickan { $tile } måste fortsätta floden från dess öppna ände { $end }
error-river-closed = brickan { $tile } måste fortsätta floden, men den har ingen öppen ände kvar
# $turn: turn-left or turn-right.
error-river-u-turn = floden får inte svänga åt { $turn } två gånger i rad
error-no-feature-at = det finns ingen plats för en figur vid { $at } på den här brickan
error-figure-on-river = ingen figur får stå på floden
# $feature: a feature-* word (road, city, field, monastery, garden), bare after a genitive.
error-feature-occupied = den här brickans { $feature } har redan en följeslagare
error-no-follower-left = du har inga följeslagare kvar i ditt förråd
error-no-abbot-option = abboten är inte med i det här partiet
error-abbot-not-in-supply = din abbot står redan på spelplanen
error-abbot-needs-cloister = en abbot får bara stå i ett kloster eller i en trädgård
error-garden-needs-abbot = bara en abbot får stå i en trädgård
error-nothing-to-recall = din abbot står inte på spelplanen, så det finns inget att ta tillbaka
# $feature: feature-monastery or feature-garden; "fullbordar" avoids a participle that would agree.
error-recall-finished = den här brickan fullbordar din abbots { $feature }, som då ger poäng direkt; abboten kan inte tas tillbaka
error-figure-and-recall = i ett drag kan du placera en figur eller ta tillbaka abboten, inte båda
# $figure: a figure-* word (all common gender: ingen följeslagare, abbot, hydda).
error-no-such-figure = det finns ingen { $figure } i det här partiet
error-no-such-source = i det här partiet finns det ingen sådan plats att ta en bricka från just nu
error-wrong-source = brickan du har på hand kom från ett annat ställe
error-no-choice-of-source = du har redan brickan på hand, så du kan inte välja varifrån den kommer
# $figure and $at are what a record named (not translated).
error-unknown-figure = okänd figur { $figure }
error-unknown-location = okänd plats { $at } (använd N, E, S, W, NNW … WNW eller C)
# Benelux. $colour: a colour-* word; $stack: 0 or 1.
error-no-such-stack = det finns ingen östapel nummer { $stack }
error-empty-stack = stapel { $stack } på den { $colour } ön är tom
error-no-chip = du har ingen { $colour } marker, så du kan inte ta en bricka från den { $colour } ön
error-fits-nowhere = brickan { $tile } på den { $colour } ön passar ingenstans på spelplanen, så den får inte tas
error-deck-empty = dragstapeln med baksidan upp är tom: partiet är slut
# $island is what a record named; the islands' names in records are English ids.
error-unknown-island = okänd ö ”{ $island }” (öarna heter purple, light-blue och orange)
error-island-and-stack = en öbricka måste ange både sin ö och sin stapel (0 eller 1)
# Hunters & Gatherers.
error-hut-needs-water = en hydda måste stå vid en flod eller en sjö
error-system-has-hut = det flodsystemet har redan en hydda
error-no-hut-left = du har inga hyddor kvar
# $feature: feature-forest, feature-river or feature-meadow.
error-tribe-member-occupied = den här brickans { $feature } har redan en stammedlem
error-no-tribe-member-left = du har inga stammedlemmar kvar i ditt förråd

## Words refusals use.

edge-field = ett fält
edge-road = en väg
edge-city = en stad
edge-river = en flod
edge-forest = en skog
edge-meadow = en äng
side-north = norra
side-east = östra
side-south = södra
side-west = västra
turn-left = vänster
turn-right = höger
figure-follower = följeslagare
figure-abbot = abbot
figure-hut = hydda
colour-purple = lila
colour-light-blue = ljusblå
colour-orange = orange
square-off-board = utanför spelplanen
square-wave = en vågruta
square-island = en ö
square-amsterdam = Amsterdam, en storstad
square-brussels = Bryssel, en storstad
square-other = ingen ruta som tar emot brickor

## The desktop entry (the system's application menu).

app-generic-name = Brickläggningsspel
app-comment = Brickläggningsspel mot datorn eller vänner på samma enhet

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile id. Present tense throughout, as in a game log.
## Placement lines select on $kind (the feature's id) for preposition and article:
## på en väg, i en stad, i ett kloster, i en trädgård.

log-turn = Drag { $n }
log-end = Slut
list-and = { $a } och { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-discarded = { $tile }: brickan passar ingenstans – den läggs tillbaka i lådan.
log-reshuffled = { $tile }: brickan passar ingenstans just nu – den blandas in i dragstapeln igen.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Partiet är slut: { $scores }
log-placed-follower = { $who }: en följeslagare { $kind ->
    [city] i en { $feature }
    [monastery] i ett { $feature }
    [garden] i en { $feature }
    [field] på ett { $feature }
    [forest] i en { $feature }
    [river] vid en { $feature }
   *[other] på en { $feature }
}
log-placed-farmer = { $who }: en bonde på ett fält
log-placed-abbot = { $who }: en abbot { $kind ->
    [monastery] i ett { $feature }
   *[other] i en { $feature }
}
log-placed-gatherer = { $who }: en samlare i en skog
log-placed-fisherman = { $who }: en fiskare vid en flod
log-placed-hunter = { $who }: en jägare på en äng
log-placed-hut = { $who }: en hydda vid ett flodsystem
log-recalled = { $who } tar tillbaka sin abbot
# Benelux: $island is the island's id (purple, light-blue, orange). The colour words need no
# ending here: den lila/ljusblå/orange ön, en lila/ljusblå/orange marker.
log-island-tile = { $who } tar { $tile } från den { $island ->
    [purple] lila
    [light-blue] ljusblå
   *[orange] orange
} ön (lämnar ifrån sig en { $island ->
    [purple] lila
    [light-blue] ljusblå
   *[orange] orange
} marker)
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word).
log-bonus-tile = Guld! { $who } lägger en bonusbricka: { $bonus } ({ $tile })
bonus-fire = Eld
bonus-shrine = Kultplats
bonus-mushrooms = Svampar
bonus-aurochs = Uroxe
bonus-fish = Fisk
