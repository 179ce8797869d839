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
error-no-such-action = det finns inget sådant drag med en pjäs i det här spelet
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
error-nothing-to-draw = ingen bricka med baksidan upp passar någonstans på spelplanen: ta en bricka från en ö
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
## several joined by list-and; $tile a tile's name. Present tense throughout, as in a game log.
## Placement lines select on $kind (the feature's id) for preposition and article:
## på en väg, i en stad, i ett kloster, i en trädgård.

log-turn = Drag { $n }
log-end = Slut
list-and = { $a } och { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-tile-placed = { $who } lägger en bricka på ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = Brickan ({ $tile }) passar ingenstans – den läggs tillbaka i lådan.
log-reshuffled = Brickan ({ $tile }) passar ingenstans just nu – den blandas in i dragstapeln igen.
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
log-island-tile = { $who } tar en bricka från den { $island ->
    [purple] lila
    [light-blue] ljusblå
   *[orange] orange
} ön (lämnar ifrån sig en { $island ->
    [purple] lila
    [light-blue] ljusblå
   *[orange] orange
} marker): { $tile }
# Hunters & Gatherers: $who is the player's name; $tile the bonus tile's name (as the tile-* values).
log-bonus-tile = Guld! { $who } lägger en bonusbricka: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } med { $parts }
tile-city-edge = stadskant
    .with = en stadskant
tile-city-corner = stadshörn
    .with = ett stadshörn
tile-city-across = stad tvärs över brickan
    .with = en stad tvärs över brickan
tile-city-three = tresidig stad
    .with = en tresidig stad
tile-city-full = hel stad
    .with = en hel stad
tile-city-two-opposite = två motsatta stadskanter
    .with = två motsatta stadskanter
tile-city-two-adjacent = två angränsande stadskanter
    .with = två angränsande stadskanter
tile-road-straight = rak väg
    .with = en rak väg
tile-road-curve = vägkurva
    .with = en vägkurva
tile-road-end = väg
    .with = en väg
tile-road-three = trevägskorsning
    .with = en trevägskorsning
tile-road-four = fyrvägskorsning
    .with = en fyrvägskorsning
tile-monastery = kloster
    .with = ett kloster
tile-garden = trädgård
    .with = en trädgård
tile-shield = vapensköld
    .with = en vapensköld
tile-field = fält
    .with = ett fält
tile-river-straight = rak flod
    .with = en rak flod
tile-river-curve = flodkrök
    .with = en flodkrök
tile-river = { $count ->
    [one] flod
   *[other] { $count } floder
}
    .with = { $count ->
        [one] en flod
       *[other] { $count } floder
    }
tile-spring = { $count ->
    [one] källa
   *[other] { $count } källor
}
    .with = { $count ->
        [one] en källa
       *[other] { $count } källor
    }
tile-lake = { $count ->
    [one] sjö
   *[other] { $count } sjöar
}
    .with = { $count ->
        [one] en sjö
       *[other] { $count } sjöar
    }
tile-forest = { $count ->
    [one] skog
   *[other] { $count } skogar
}
    .with = { $count ->
        [one] en skog
       *[other] { $count } skogar
    }
tile-meadow = äng
    .with = en äng
tile-gold = { $count ->
    [one] guldklimp
   *[other] { $count } guldklimpar
}
    .with = { $count ->
        [one] en guldklimp
       *[other] { $count } guldklimpar
    }
tile-mushrooms = { $count ->
    [one] svampställe
   *[other] { $count } svampställen
}
    .with = { $count ->
        [one] ett svampställe
       *[other] { $count } svampställen
    }
tile-volcano = vulkan
    .with = en vulkan
tile-fish = { $count ->
    [one] fisk
   *[other] { $count } fiskar
}
    .with = { $count ->
        [one] en fisk
       *[other] { $count } fiskar
    }
tile-deer = { $count ->
    [one] hjort
   *[other] { $count } hjortar
}
    .with = { $count ->
        [one] en hjort
       *[other] { $count } hjortar
    }
tile-mammoth = { $count ->
    [one] mammut
   *[other] { $count } mammutar
}
    .with = { $count ->
        [one] en mammut
       *[other] { $count } mammutar
    }
tile-aurochs = { $count ->
    [one] uroxe
   *[other] { $count } uroxar
}
    .with = { $count ->
        [one] en uroxe
       *[other] { $count } uroxar
    }
tile-tiger = { $count ->
    [one] sabeltandad tiger
   *[other] { $count } sabeltandade tigrar
}
    .with = { $count ->
        [one] en sabeltandad tiger
       *[other] { $count } sabeltandade tigrar
    }
tile-fire = eld
    .with = en eld
tile-shrine = kultplats
    .with = en kultplats

## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. $kind is the
## feature's id: ui-note-completed, -open and -open-nothing only come for roads, cities, forests
## and rivers (all common gender: färdig, den), the cloister notes select on it (kloster -t, det).

# The "no figure" option: the tile alone. No arguments.
ui-note-none = ingen figur
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $what }, färdig: +{ $now } nu
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
ui-note-open = { $what }: { $now } nu, { $full } om den blir färdig
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind.
ui-note-open-nothing = { $what }: { $full } om den blir färdig, inget om den förblir ofärdig
# The squares filled around a monastery or garden. $n: how many (1 to 7).
ui-note-count-neighbour = { $n ->
    [one] 1 grannbricka
   *[other] { $n } grannbrickor
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
ui-note-cloister-surrounded = { $kind ->
    [monastery] { $feature } omgivet, färdigt: +{ $now } nu
   *[other] { $feature } omgiven, färdig: +{ $now } nu
}
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $kind ->
    [monastery] { $feature } med { $neighbours }: { $now } nu, { $full } när det är omgivet
   *[other] { $feature } med { $neighbours }: { $now } nu, { $full } när den är omgiven
}
# A farmer's field. $cities: count-completed-city (the completed cities it borders); $now:
# what it scores at the end if nothing changes.
ui-note-field = fält som gränsar till { $cities }: { $now } vid spelets slut om inget ändras
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system; $now: what
# it scores at the end if nothing changes.
ui-note-hut = hydda vid ett flodsystem med { $fish }: { $now } vid spelets slut om inget ändras
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# "äng: 2 hjortar, 1 mammut → 6").
ui-note-meadow = { $reason } vid spelets slut om inget ändras
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = ta tillbaka abboten: +{ $now } nu

## The app's errors, said to the player (du), besides the refusals above.

# A command needs an open game and there is none. No arguments.
ui-error-no-game = inget parti är öppet
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = partiet ändrades medan datorn tänkte
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = det finns inget drag av dig att ångra
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = det finns ingen öbricka att lägga tillbaka: en bricka som dragits med baksidan upp stannar på hand
# A human tries to move while an AI is to play. $name: the AI player's name. (No genitive:
# a name ending in -s would need none.)
ui-error-ai-turn = det är { $name } (datorn) som spelar nu
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = det är { $name } som spelar nu, inte datorn
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = det finns inget sparat parti ”{ $id }”
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = det här sparade partiet kan inte öppnas: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = kunde inte spara: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = filen finns inte
ui-unreadable-io = filen kan inte läsas
ui-unreadable-folder = det är en mapp, inte en fil
# $bytes: the file's size ("byte" is both singular and plural).
ui-unreadable-too-large = filen är för stor för att vara ett sparat parti ({ $bytes } byte)
ui-unreadable-not-text = filen innehåller inte text
ui-unreadable-empty = filen är tom
ui-unreadable-invalid = filen är inte ett giltigt sparat parti
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = partiet sparades av en nyare version av Tessera (filformat { $format }; den här versionen läser format { $ours } och äldre)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = drag { $n } i det sparade partiet bryter mot en regel
ui-unreadable-bug = partiet kunde inte spelas upp igen (ett fel i Tessera)
# The label of the folded technical detail under a reason.
ui-technical-detail = Tekniska detaljer


### Sidan: menyer, skärmar, panelen och skärmläsaren (ui/strings.js)

# The page's words: menus, screens, the game's panel and what a screen reader hears
# (ui/strings.js). Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.
# "Turn" (a numbered turn) is "drag", as in log-turn; the computer player is "dator".

ui-app-name = Tessera
ui-tagline = Lägg brickor, bygg städer och vägar och samla fler poäng än dina motståndare.
# $why: what went wrong, in words.
ui-cannot-start = Tessera kunde inte starta: { $why }

## Huvudmeny
ui-continue = Fortsätt
ui-new-game = Nytt parti
ui-saved-games = Sparade partier
ui-statistics = Statistik
ui-settings = Inställningar
ui-rules = Regler
ui-back = ← Tillbaka

## Nytt parti
ui-mode = Spelläge
ui-not-available = inte tillgängligt än
ui-options = Alternativ
ui-players = Spelare
ui-seed = Frö
ui-seed-hint = tomt: ett nytt slumpmässigt parti
ui-seed-invalid = Fröet ska vara ett heltal (högst 15 siffror).
ui-start = Starta partiet
ui-human = Människa
ui-ai = Dator
ui-add-player = Lägg till spelare
# $seat: the seat's number, from 1.
ui-seat-name = Namn på spelare { $seat }
ui-seat-kind = Spelartyp för spelare { $seat }
ui-seat-level = Datornivå för spelare { $seat }
ui-seat-remove = Ta bort spelare { $seat }
ui-remove-mark = ✕
# The human player's name until they choose one.
ui-default-name = Du
# The AI players' names, in the order seats get them.
ui-ai-name-1 = Ada
ui-ai-name-2 = Basil
ui-ai-name-3 = Cleo
ui-ai-name-4 = Dario
ui-ai-name-5 = Elke
ui-ai-name-6 = Faro
# An AI level's name ($level: random, easy, normal or hard); adjectives agreeing with "nivå".
ui-level = { $level ->
    [random] slumpmässig
    [easy] lätt
    [normal] normal
    [hard] svår
    [expert] expert
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Slumpmässig
    [easy] Lätt
    [normal] Normal
    [hard] Svår
    [expert] Expert
    [online] Onlinespelare
   *[other] { $level }
}
ui-remaining-count = Återstående brickor ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } bricka med de här sidorna: { $sides }
   *[other] { $n } brickor med de här sidorna: { $sides }
}
ui-remaining-grouped = Grupperade efter sina sidor: brickorna i en grupp passar på samma ställen.
ui-or-put-back = Eller lägg tillbaka brickan (Esc) och välj igen.
ui-or-put-back-touch = Eller lägg tillbaka brickan och välj igen.

## Sparade partier
ui-no-saves = Inga sparade partier än.
# Of a saved game (ett parti): neuter.
ui-unreadable = Oläsbart
ui-open = Öppna
ui-resume = Återuppta
ui-delete = Radera
ui-really-delete = Vill du verkligen radera?
ui-finished = avslutat
ui-in-progress = pågår
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } (dator, { $level })
ui-ai-seat-no-level = { $name } (dator)

## Statistik
ui-stats-level = Datornivå
ui-stats-played = Spelade
ui-stats-won = Vunna
ui-stats-lost = Förlorade
ui-stats-average = Genomsnittlig poäng
ui-stats-best = Bästa poäng
ui-stats-none = Inga avslutade partier mot datorn än.
ui-stats-damaged = Statistikfilen var skadad; den har lagts åt sidan och statistiken börjar om.
ui-stats-note = Varje avslutat parti mot datorn räknas en gång, för den första mänskliga spelaren, på nivån för den starkaste datorn vid bordet. Partier med bara mänskliga spelare räknas inte.

## Inställningar
ui-your-name = Ditt namn
ui-your-colour = Din färg
ui-default-level = Förvald datornivå
ui-speed = Animationshastighet
ui-speed-slow = Långsam
ui-speed-normal = Normal
ui-speed-fast = Snabb
ui-speed-instant = Direkt
ui-show-remaining = Visa återstående brickor
ui-colour-blind = Palett anpassad för färgblinda
ui-language = Språk
ui-colour-red = röd
ui-colour-blue = blå
ui-colour-yellow = gul
ui-colour-black = svart
ui-colour-purple = lila
ui-colour-orange = orange
ui-colour-vermillion = cinnoberröd
ui-colour-pink = rosa
ui-colour-sky-blue = himmelsblå
ui-settings-saved = Sparat

## Regler
ui-keys = Tangenter (när spelplanen har fokus; Tab flyttar mellan spelplanen och alla knappar): piltangenterna flyttar till nästa plats där brickan passar, R vrider, Enter bekräftar, Tab eller piltangenterna växlar mellan figurplatserna, S placerar ingen figur, Esc går tillbaka, U ångrar, M öppnar menyn, + och − zoomar, F anpassar spelplanen till fönstret. Där en bricka också kan tas från en stapel väljer piltangenterna stapeln och Enter tar dess bricka, D drar en bricka med baksidan upp och Esc lägger tillbaka en tagen bricka.
ui-touch-help = På en pekskärm: tryck på en lysande ruta för att lägga brickan, tryck på den igen för att vrida den, och Bekräfta lägger den; tryck på en plats för att placera en figur, eller Ingen figur. Dra i spelplanen för att flytta den, nyp för att zooma och håll fingret på en bricka för att se detaljerna. Brickor och logg öppnar de återstående brickorna och loggen.

## Partiet
ui-menu = ☰ Meny
ui-tiles = Brickor
ui-remaining = Återstående brickor
ui-zoom-out = −
ui-zoom-out-title = Zooma ut (−)
ui-fit = Anpassa
ui-fit-title = Anpassa spelplanen till fönstret (F)
ui-zoom-in = +
ui-zoom-in-title = Zooma in (+)
ui-board = Spelplan
ui-announcements = Meddelanden från partiet
# $tile: the tile in words.
ui-hand-label = Bricka på hand: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Poäng under partiet: { $scores }

## Spelplanen och partiet i ord, för skärmläsare
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
ui-cell-at = Ruta { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Ruta { $x },{ "\u00A0" }{ $y }: brickan passar inte här
# $rot: degrees (90, 180 or 270).
ui-turned = vriden { $rot }°
ui-not-turned = inte vriden
ui-turns-fit = { $n ->
    [one] bara den här vridningen passar här
   *[other] { $n } vridningar passar här
}
ui-fits-in = { $n ->
    [0] Den passar ingenstans
    [one] Den passar på 1 plats
   *[other] Den passar på { $n } platser
}
ui-keys-place = Piltangenterna väljer en plats
ui-keys-confirm = R vrider den, Enter lägger den, piltangenterna flyttar till en annan plats
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Figurplats { $i } av { $count }: { $text }
ui-keys-figure = Tab eller piltangenterna väljer en plats, Enter placerar figuren, S placerar ingen, Esc går tillbaka
ui-source-choice = Val { $i } av { $count }: { $text }
ui-keys-source = Piltangenterna väljer varifrån brickan kommer, Enter tar den, D drar
# $tile: the tile in words.
ui-placed-at = { $who } lade en bricka på { $x },{ "\u00A0" }{ $y } — { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Bricka på hand, { $from } — { $tile }
ui-from-deck = dragen med baksidan upp
ui-your-turn-say = Drag { $turn } · { $who }, din tur
ui-to-play = Drag { $turn } · { $who } spelar
ui-undone = Ångrat: tillbaka till drag { $turn }
# A player's name and score.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Slutresultat: { $scores }
ui-rotate-title = Vrid (R)
ui-rotate = ⟳ Vrid
ui-confirm = Bekräfta
ui-skip = Ingen figur
ui-undo = ↶ Ångra
ui-log = Logg
ui-sheet-open = Brickor och logg
ui-sheet-close = Stäng
# $seat: the seat's number, from 1.
ui-player = Spelare { $seat }
ui-hand-tile = Bricka: { $tile }
ui-no-hand = —
ui-not-drawn = Inte vald än
ui-face-down = { $n ->
    [one] 1 bricka med baksidan upp
   *[other] { $n } brickor med baksidan upp
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = dator, { $level }
ui-thinking = { $name } tänker…
ui-your-turn = { $name }: lägg brickan
ui-choose-figure = { $name }: placera en figur eller avstå
ui-pick-cell = Klicka på en lysande ruta för att lägga brickan. R vrider, Enter bekräftar.
ui-confirm-tile = Klicka på brickan igen (eller R) för att vrida den, Enter eller Bekräfta för att lägga den.
ui-pick-figure = Välj en plats för en figur (Tab växlar) eller ”Ingen figur” (S).
ui-pick-cell-touch = Tryck på en lysande ruta för att lägga brickan.
ui-confirm-tile-touch = Tryck på brickan igen för att vrida den, Bekräfta för att lägga den.
ui-pick-figure-touch = Tryck på en plats för en figur, eller ”Ingen figur”.
ui-choose-source = { $name }: dra en bricka eller ta en från en stapel
ui-draw = { $n ->
    [one] Dra en bricka (1 med baksidan upp)
   *[other] Dra en bricka ({ $n } med baksidan upp)
}
# $stack: the stack's number, from 1.
ui-take-from = Ta brickan med framsidan upp från stapel { $stack }
ui-put-back = Lägg tillbaka brickan (välj igen)
ui-turn = Drag { $n }
ui-end = Slut
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who } +{ $points }
ui-and = och
ui-discarded = Den här brickan passar ingenstans — den läggs tillbaka i lådan.
ui-reshuffled = Den här brickan passar ingenstans just nu — den blandas in i dragstapeln igen.

## Partiets slut
ui-game-over = Partiet är slut
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] { $names } vinner
   *[other] Delad seger: { $names }
}
ui-total = Totalt
ui-scores-over-game = Poäng under partiet
ui-turns-axis = drag →
ui-see-board = Visa spelplanen
ui-main-menu = Huvudmeny


### Sidan: Klassiskt (ui/modes/classic.js)

## Classic, with the River and the Abbot (ui/modes/classic.js). Followers (följeslagare) stand
## on roads, cities and monasteries; on a field a follower lies down and is called a farmer
## (bonde). The abbot stands in a monastery or a garden, and may be recalled (tas tillbaka).

ui-classic-title = Klassiskt

## The new-game options. A choice's words follow its option's label: "En bricka som inte passar
## någonstans läggs tillbaka i lådan", "Med floden: den vanliga startbrickan tas bort ur spelet".

ui-classic-option-river = Floden
ui-classic-option-abbot = Abboten och trädgårdar
ui-classic-option-small-city = Små städer ger 2 poäng (tidig regel)
ui-classic-option-farm = Poängräkning för fält
ui-classic-farm-third = nuvarande regler (3 per stad, varje fält)
ui-classic-farm-second = andra utgåvan (varje stad ger en spelare poäng bara en gång)
ui-classic-farm-first = första utgåvan (4 per stad till den med flest bönder)
ui-classic-option-unplaceable = En bricka som inte passar någonstans
ui-classic-unplaceable-discard = läggs tillbaka i lådan
ui-classic-unplaceable-reshuffle = blandas in i dragstapeln igen
ui-classic-option-art = Brickornas bilder
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
ui-classic-art-auto = följer alternativet ”Abboten och trädgårdar”
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (med trädgårdar)
ui-classic-art-classic = klassiska (utan trädgårdar)
ui-classic-option-river-start = Med floden: den vanliga startbrickan
ui-classic-river-start-shuffle = blandas in bland terrängbrickorna
ui-classic-river-start-discard = tas bort ur spelet

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Vägar
ui-classic-breakdown-city = Städer
ui-classic-breakdown-monastery = Kloster
ui-classic-breakdown-garden = Trädgårdar
ui-classic-breakdown-field = Fält

## A feature's kind, as a tile's description and its hover details start (capitalised):
## "D: Väg (V, Ö); Stad (N)".

ui-classic-kind-road = Väg
ui-classic-kind-city = Stad
ui-classic-kind-monastery = Kloster
ui-classic-kind-garden = Trädgård
ui-classic-kind-field = Fält
ui-classic-kind-river = Flod

## A player's supply, beside their score. $n: the followers left in the supply
## (följeslagare is the same in both numbers).

ui-classic-supply = { $n ->
    [one] { $n } följeslagare
   *[other] { $n } följeslagare
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } följeslagare · abbot
   *[other] { $n } följeslagare · abbot
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } följeslagare · abboten ute
   *[other] { $n } följeslagare · abboten ute
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as "stad på 1 bricka: 1 nu").

# The letter on the disc that marks an abbot's place on the board: the initial of "abbot".
ui-classic-mark-abbot = A
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Ta tillbaka abboten: +{ $points } nu
ui-classic-place-farmer = Bonde på fältet ({ $at }) — { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed.
ui-classic-place-abbot = Abbot { $feature ->
    [monastery] i klostret
    [garden] i trädgården
   *[other] på { $name }
} ({ $at }) — { $note }
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed.
ui-classic-place-follower = Följeslagare { $feature ->
    [road] på vägen
    [city] i staden
    [monastery] i klostret
    [garden] i trädgården
   *[other] på { $name }
} ({ $at }) — { $note }

## The game's log (when the view does not word its events). $who is a player's name. Present
## tense, as in the log-* messages.

ui-classic-recalled = { $who } tar tillbaka sin abbot
ui-classic-placed-farmer = { $who }: en bonde på ett fält
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $who }: en abbot { $feature ->
    [monastery] i ett kloster
    [garden] i en trädgård
   *[other] på { $name }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $who }: en följeslagare { $feature ->
    [road] på en väg
    [city] i en stad
    [monastery] i ett kloster
    [garden] i en trädgård
   *[other] på { $name }
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile ("3 brickor"), $shields a
# count-shield ("1 vapensköld").
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } grannbricka
   *[other] { $n } grannbrickor
}
# $points: what a completed feature scored (a number). Worded without an adjective, which
# would have to agree with the feature (färdig/färdigt).
ui-classic-value-completed = { $points } vid färdigställandet
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = { $points } vid spelets slut
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = { $points } nu

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = När det är din tur lägger du brickan du har på hand intill de brickor som redan ligger, så att varje kant den delar med en annan bricka stämmer: stad mot stad, väg mot väg, fält mot fält, flod mot flod. Lysande rutor visar var den passar; bara de vridningar som passar erbjuds.
ui-classic-rules-figures = Sedan får du ställa ut en följeslagare från ditt förråd på ett objekt på den brickan — en väg, en stad, ett kloster eller ett fält (som bonde, liggande) — om inte objektet redan har en följeslagare någonstans. Med abboten får du ställa din abbot i ett kloster eller en trädgård, eller ta tillbaka den för att direkt få poäng för dess kloster eller trädgård.
ui-classic-rules-scoring = Färdiga objekt ger poäng direkt och deras följeslagare går tillbaka till förrådet: en väg 1 poäng per bricka, en stad 2 per bricka och 2 per vapensköld, ett kloster eller en trädgård 9 när alla åtta rutor runt omkring är fyllda. Vid spelets slut ger ofärdiga vägar och städer 1 per bricka (och vapensköld), kloster och trädgårdar 1 plus 1 per grannbricka, och varje fält 3 för varje färdig stad som det gränsar till. Den som har flest följeslagare på ett objekt får dess poäng; har flera lika många får alla full poäng.
ui-classic-rules-river = Floden läggs först, från källan till sjön; den får inte svänga åt samma håll två gånger i rad.


### Sidan: Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js): Classic's tiles and rules on a map of the Low Countries, with
## map chips (kartmarker, marker) and three islands (lila, ljusblå, orange), each with two
## stacks of tiles face up. A player may take an island's top tile instead of drawing, giving
## up a chip of the island's colour.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values).
ui-benelux-option-first-start = Startbricka ({ $tile }) i
ui-benelux-option-second-start = En slumpad startbricka i
# How many followers each player has.
ui-benelux-option-followers = Följeslagare per spelare

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Bryssel

## The islands' and the chips' colours.

ui-benelux-colour-purple = lila
ui-benelux-colour-light-blue = ljusblå
ui-benelux-colour-orange = orange

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Marker

## Choosing where the turn's tile comes from.

# $who: the player's name.
ui-benelux-choose-source = { $who }: dra en bricka med baksidan upp eller ta en öbricka med framsidan upp
ui-benelux-pick-source = En öbricka kostar en av dina marker i samma färg.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Ta från den lila ön: { $tile } (kostar en lila marker)
    [light-blue] Ta från den ljusblå ön: { $tile } (kostar en ljusblå marker)
   *[orange] Ta från den orange ön: { $tile } (kostar en orange marker)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Ta från den lila ön, västra stapeln: { $tile } (kostar en lila marker)
    [light-blue] Ta från den ljusblå ön, västra stapeln: { $tile } (kostar en ljusblå marker)
   *[orange] Ta från den orange ön, västra stapeln: { $tile } (kostar en orange marker)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Ta från den lila ön, östra stapeln: { $tile } (kostar en lila marker)
    [light-blue] Ta från den ljusblå ön, östra stapeln: { $tile } (kostar en ljusblå marker)
   *[orange] Ta från den orange ön, östra stapeln: { $tile } (kostar en orange marker)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Bricka på
# hand, från den lila ön — U"). $island: the island's colour, choosing the words.
ui-benelux-from = { $island ->
    [purple] från den lila ön
    [light-blue] från den ljusblå ön
   *[orange] från den orange ön
}
# The game's log (present tense, as log-island-tile). $who: the player's name; $tile: the
# tile's name (as the tile-* values); $island: the island's colour, choosing the words.
ui-benelux-taken = { $island ->
    [purple] { $who } tar en bricka från den lila ön (lämnar ifrån sig en lila marker): { $tile }
    [light-blue] { $who } tar en bricka från den ljusblå ön (lämnar ifrån sig en ljusblå marker): { $tile }
   *[orange] { $who } tar en bricka från den orange ön (lämnar ifrån sig en orange marker): { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = lila marker värd { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = ljusblå marker värd { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = orange marker värd { $value }
# $n: the chips the player has given up to take island tiles (marker: same in both numbers).
ui-benelux-spent = { $n ->
    [one] { $n } marker förbrukad
   *[other] { $n } marker förbrukade
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = Samma brickor och regler som i Klassiskt, men utan floden, på en karta över Beneluxländerna med kartmarker.
ui-benelux-rules-map = Benelux spelas på en karta med 16 × 11 rutor: brickor läggs bara på kartans rutor. Vågrutor, öar och storstäderna Amsterdam och Bryssel tar aldrig emot någon bricka; en kant som vetter mot en sådan ruta (eller mot kartans kant) är stängd. Två av startrutorna Meppel, Eindhoven och Charleroi får startbrickorna.
ui-benelux-rules-chips = När du lägger en bricka på en marker tar du den: dess värde (1 eller 2) räknas direkt, och du behåller markern med framsidan upp. I stället för att dra får en spelare som har en marker ta den översta brickan med framsidan upp från en ö i samma färg och lämnar då ifrån sig en marker i den färgen. En bricka som dragits med baksidan upp måste spelas. Partiet slutar med den sista brickan med baksidan upp.


### Sidan: Jägare och samlare (ui/modes/hunters.js)

## Hunters & Gatherers (ui/modes/hunters.js). A tribe member (stammedlem) is called by the
## feature it stands on: a gatherer (samlare) in a forest, a fisherman (fiskare) by a river, a
## hunter (jägare) on a meadow (lying down). Huts (hyddor) stand by a river or a lake and
## belong to its river system (flodsystem: rivers joined through lakes).

ui-hunters-title = Jägare och samlare
ui-hunters-no-options = Det här spelläget har inga alternativ.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Skogar
ui-hunters-breakdown-river = Floder
ui-hunters-breakdown-river-system = Hyddor
ui-hunters-breakdown-meadow = Jägare

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Skog
ui-hunters-kind-river = Flod
ui-hunters-kind-meadow = Äng
ui-hunters-kind-lake = Sjö

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = samlare
ui-hunters-member-river = fiskare
ui-hunters-member-meadow = jägare

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 stammedlem
   *[other] { $n } stammedlemmar
}
ui-hunters-supply-huts = { $n ->
    [one] 1 hydda
   *[other] { $n } hyddor
}

# The letter on the disc that marks a hut's place on the board: the initial of "hydda".
ui-hunters-mark-hut = H

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW; not translated); $note what the choice would score, in
# words. $feature is where the tribe member stands: forest, river or meadow.
ui-hunters-option = { $feature ->
    [forest] Samlare i skogen ({ $at }) — { $note }
    [river] Fiskare vid floden ({ $at }) — { $note }
    [meadow] Jägare på ängen ({ $at }) — { $note }
   *[other] Stammedlem ({ $at }) — { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Hydda vid flodsystemet ({ $at }) — { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: en stammedlem

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (en bonusbricka)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Guld! { $who } lägger en bonusbricka: { $tile }
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 bonusbricka
   *[other] { $n } bonusbrickor
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 tiger
   *[other] { $n } tigrar
}
ui-hunters-count-gold = { $n ->
    [one] 1 guldklimp
   *[other] { $n } guldklimpar
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = elden
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = kultplatsen
# A completed forest or river (both common gender): $points, what it scored.
ui-hunters-value-completed = färdig: { $points }
ui-hunters-value-open = öppen: ger poäng först när den är färdig
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = { $points } vid spelets slut

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn =
    När det är din tur drar du en terrängbricka och lägger den intill de brickor som redan
    ligger, så att varje kant den delar med en annan bricka stämmer: skog mot skog, äng mot
    äng, flod mot flod. Lysande rutor visar var den passar. En bricka som inte passar
    någonstans läggs tillbaka i lådan.
ui-hunters-rules-figures =
    Sedan får du placera en figur på den brickan: en stammedlem som samlare i en skog, som
    fiskare vid en flod eller som jägare på en äng (liggande: jägare stannar kvar till
    spelets slut) — inte där en stammedlem redan står, hur långt bort det än är — eller en av
    dina två hyddor vid en flod eller sjö, om dess flodsystem (floder som hänger ihop genom
    sjöar) inte har någon hydda än. Hyddor och fiskare blockerar inte varandra; hyddor kommer
    aldrig tillbaka.
ui-hunters-rules-scoring =
    En skog är färdig när ingen skogskant är öppen; den ger 2 poäng per bricka och 2 per
    svampställe. En flod är färdig när båda dess ändar når en sjö eller en källa (eller när
    den sluter sig i en slinga); den ger 1 poäng per bricka och 1 per fisk i sjöarna vid dess
    ändar. Den som har flest samlare eller fiskare får poängen (har flera lika många får alla
    full poäng), och alla går tillbaka. Ofärdiga skogar och floder ger inga poäng; ängar ger
    poäng först vid spelets slut.
ui-hunters-rules-gold =
    Guld: när en skog med en guldklimp blir färdig får spelaren som lade brickan dra en
    bonusbricka (märkt med en stjärna) och spela den direkt — högst en per tur, och aldrig när
    skogen fullbordas av en bonusbricka. Elden driver bort tigrarna från sin äng; en jägare
    som placeras på kultplatsens äng på kultplatsbrickan får ensam poängen för den ängen;
    uroxar är värda 2 för jägarna och ingen tiger äter dem.
ui-hunters-rules-end =
    När terrängbrickorna tar slut: i varje flodsystem får den som har flest hyddor 1 poäng
    per fisk i alla dess sjöar; på varje äng får den som har flest jägare 2 poäng per hjort,
    mammut och uroxe, efter att varje sabeltandad tiger har ätit upp en hjort.


### Sidan: spelskärmen och de andra skärmarna (ui/game, ui/screens)

## A tile's sides in the screen reader's description of a tile ("D: Väg (V, Ö); Stad (N)"):
## one short mark per side, as on a Swedish compass (nord, öst, syd, väst). The figure spots'
## codes ($at: NNE, WNW, C …) are not translated.

ui-side-n = N
ui-side-e = Ö
ui-side-s = S
ui-side-w = V

## Partiet

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: "Drag 5 · Ada"), or what they are asked to do (a screen reader: "Drag 5 · Ada: dra en
# bricka eller ta en från en stapel").
ui-turn-line = Drag { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "från den lila ön").
ui-hand-tile-from = Bricka { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left ("city edge: 3"), an
# unreadable save and its file ("Oläsbart: broken"), a saved game's mode and players
# ("Klassiskt: Du, Ada (dator, normal)").
ui-labelled = { $label }: { $value }

## Tips (issue 12): draget som den normala datorn skulle göra, och varför, på en rad.
log-hinted = { $who } spelade med ett tips
hint-draw = Dra en bricka med baksidan upp: ingen bricka som erbjuds är värd mer för dig nu
hint-take = Ta den markerade brickan — { $then }
hint-place = lägg den på den markerade platsen med en figur: { $note }
hint-recall = lägg den på den markerade platsen och kalla tillbaka abboten: +{ $now } nu
hint-scores = lägg den på den markerade platsen, ingen figur: +{ $points } till dig nu
hint-quiet = lägg den på den markerade platsen, ingen figur: brickan passar bäst där och dina figurer förblir lediga
ui-hint = Tips
ui-hint-title = Visa draget som den normala datorn skulle göra (H)
ui-hint-line = Tips: { $reason }
ui-keys-hint = H visar ett tips: draget som den normala datorn skulle göra, med skälet; ett drag som spelas efter ett tips markeras i loggen.

### Repris, och export och import av partiprotokoll (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Repris
ui-replay-open = Repris
ui-replay-close = Stäng
ui-replay-counter = Drag { $at } av { $moves }
ui-replay-at-start = Partiets början, före första draget.
ui-replay-first = Gå till början
ui-replay-back = Ett drag bakåt
ui-replay-forward = Ett drag framåt
ui-replay-last = Gå till slutet
ui-replay-play = Spela upp
ui-replay-pause = Pausa
ui-replay-speed = Hastighet
ui-replay-slow = Långsam
ui-replay-normal = Normal
ui-replay-fast = Snabb
ui-replay-goto = Gå till drag
ui-replay-board = Brädet vid det här draget
ui-replay-scores = Poäng
ui-replay-keys = Tangenter: ← och → går ett drag bakåt och framåt, Home och End går till början och slutet, mellanslag spelar upp och pausar.
ui-error-no-replay = inget parti är öppet i reprisen
ui-error-replay-bounds = det finns inget drag { $at }: det här partiet går från drag 0 till drag { $moves }
ui-export = Exportera
ui-export-title = Exportera partiprotokollet
ui-export-file-kind = Tessera-partiprotokoll
ui-exported = Exporterat till { $path }
ui-import = Importera ett parti …
ui-imported = Importerat: { $game }
ui-error-import = den här filen kan inte importeras: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 öppen ände
   *[other] { $n } öppna ändar
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] kan inte växa mer
    [one] kan växa åt 1 sida
   *[other] kan växa åt { $n } sidor
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 tom ruta runt om
   *[other] { $n } tomma rutor runt om
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Visa beräknad slutpoäng
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: poäng { $score }, beräknad slutpoäng { $projected } (vad slutpoängräkningen skulle ge om partiet slutade nu)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Poäng
ui-chart-projected = Beräknad slutpoäng

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Genomgång
ui-review-open-title = Varje drag bedömt av datorn på expertnivå, nyckelögonblicken och var du kan försöka igen
# The review screen's title.
ui-review-title = Partigenomgång
ui-review-close = Stäng
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Analyserar: drag { $at } av { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = Genomgången är klar.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Stoppad efter drag { $at } av { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = Genomgången avbröts: { $reason }
ui-review-stop = Stoppa
ui-review-resume = Återuppta
# The progress bar's name for screen readers.
ui-review-progress = Analysens förlopp
# The summary table's columns.
ui-review-accuracy = Precision
ui-review-lost = Förlorade poäng
ui-review-luck = Tur
# How the figures are worked out, under the table.
ui-review-explain = Varje drag bedöms efter den förväntade skillnaden i slutpoäng (dina poäng minus den bästa motståndarens). Precision: 100 för det bästa draget, 50 för ett drag som är 3 poäng sämre, 25 för 6 poäng sämre, i genomsnitt över spelarens drag. Tur: vad varje bricka som drogs med baksidan upp var värd jämfört med den genomsnittliga bricka som kunde ha kommit.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Bästa drag
ui-review-label-good = Bra
ui-review-label-inaccuracy = Inexakthet
ui-review-label-mistake = Misstag
ui-review-label-blunder = Blunder
# The graph's heading, and its name for screen readers.
ui-review-graph = Förväntad poängskillnad
ui-review-graph-label = Diagram över varje spelares förväntade skillnad i slutpoäng efter vart och ett av spelarens drag: ovanför mittlinjen före, under den efter. Staplarna längst ned visar turen med varje dragen bricka.
# The key moments: the player's largest losses.
ui-review-moments = Nyckelögonblick
ui-review-no-moments = Inga nyckelögonblick: inget drag förlorade en poäng eller mer.
# The list of every move judged.
ui-review-moves = Alla drag
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Drag { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Förlorade poäng: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Spelat
ui-review-better = Bättre
ui-review-board-played = Brädet efter det spelade draget
ui-review-board-better = Brädet efter det bättre draget
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Det spelade draget var det bästa som sökningen hittade.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Välj ett drag för att se det spelat, med det bättre draget bredvid.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Försök igen härifrån
ui-review-try-title = Ett nytt parti från ställningen före det här draget, med samma brickor kvar att komma, sparat som ett eget parti
ui-review-keys = Tangenter: Tab går till dragen, Enter visar ett, Esc stänger.
# A review command with no game under review. No arguments.
ui-error-no-review = inget parti gås igenom
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = drag { $number } har inte bedömts än
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Det bättre draget ger { $points } direkt, ditt gav { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Det bättre draget placerar en figur: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Det bättre draget tar tillbaka din abbot: +{ $now } nu.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Det bättre draget ger inte mer nu, men ger dig ett bättre läge inför brickorna som kommer.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Tränare: en kommentar när något av mina drag mot datorn kostar poäng
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Kommentar vid drag som förlorar minst
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Tränare: { $label } (förlorade poäng: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Visa det bättre draget
# The dialog's heading. $number: the move.
ui-coach-title = Tränare: ditt drag { $number } och det bättre draget
ui-coach-close = Stäng
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Med hjälp
ui-stats-helped-note = Partier där du bad om ett tips eller hade tränaren påslagen räknas som alla andra och räknas dessutom under ”Med hjälp”.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Spela online
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Tillbaka till onlinepartiet
ui-online-host = Skapa ett parti
ui-online-host-note = Spelare i ditt nätverk går med via den här enhetens adress och partiets kod, som du ser när partiet har skapats.
ui-online-join = Gå med i ett parti
ui-online-address = Värdens adress
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 eller wss://server.example
ui-online-code = Partiets kod
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Ditt namn
ui-online-join-button = Gå med
ui-online-joining = Ansluter…
# The list of online games this device holds seats in.
ui-online-kept = Dina onlinepartier
ui-online-none-kept = Inget onlineparti att återvända till.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = skapat här
ui-saved-online = Spelat online
ui-online-rejoin = Gå med igen
ui-online-forget = Glöm
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = På den här enheten
ui-seat-online = Onlinespelare
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Namnet anges när spelaren går med
ui-host-start = Skapa partiet
# The game screen's online box. $code: the game's code.
ui-online-code-line = Kod: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Gå med på { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Väntar på en spelare: en plats är ledig.
   *[other] Väntar på spelare: { $open } platser är lediga.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Anslutningen bröts ({ $why }). Återansluter…
ui-online-restored = Anslutningen är återställd.
# $why: the host's words (English).
ui-online-closed = Partiet är slut för den här enheten: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = ledig plats
ui-online-disconnected = inte ansluten
# A free seat, named by its number.
ui-online-seat-number = Plats { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = Låt datorn spela för { $name }
ui-online-give-ai-title = Från och med nu spelar datorn på den här platsen, på din förvalda datornivå
ui-online-leave = Lämna onlinepartiet
ui-online-leave-title = Stäng anslutningen: du kan gå med igen via Spela online

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = Värden har inte skickat partiet än.
online-error-garbled = Värden skickade ett parti som den här versionen inte kan läsa ({ $why }).
online-error-refused = Värden nekade: { $why }
online-error-unreachable = Det går inte att nå värden: { $why }
online-error-lost = Anslutningen till värden bröts ({ $why }). Den återställs: försök igen om en stund.
online-error-cannot-host = Det går inte att skapa ett parti på den här enheten: { $why }
online-error-address-code = Skriv in värdens adress och partiets kod.
online-error-not-kept = Den här enheten har ingen plats i partiet { $why }.
online-error-not-your-turn = Vänta på din tur: det är en annan spelare som spelar nu.
online-error-not-host = Bara enheten där partiet skapades kan göra det.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Markera platser som ingen bricka kan fylla
ui-cell-fits = { $n ->
    [0] Ingen återstående bricka passar här
    [one] 1 återstående bricka passar här
   *[other] { $n } återstående brickor passar här
}
ui-cell-bonus-fits = { $n ->
    [one] (och 1 bonusbricka)
   *[other] (och { $n } bonusbrickor)
}
ui-tip-never = kan aldrig bli färdig: ingen bricka passar längre på ({ $x },{ "\u00A0" }{ $y })
ui-tip-chance = ungefär { $percent }{ "\u00A0" }% chans att bli färdig
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Ingen återstående bricka kan fylla { $places }
   *[other] Ingen återstående bricka kan fylla { $places }
}
ui-dead-count = { $n ->
    [one] 1 plats som ingen bricka kan fylla
   *[other] { $n } platser som ingen bricka kan fylla
}
ui-warn-last-tile = Den sista brickan: spelet slutar efter det här draget
ui-warn-last-turn = { $n ->
    [one] Ditt sista drag: 1 bricka är kvar åt de andra
   *[other] Ditt sista drag: { $n } brickor är kvar åt de andra
}
ui-warn-last-turn-maybe = { $n ->
    [one] Bara 1 dold bricka kvar: det här kan vara ditt sista drag
   *[other] Bara { $n } dolda brickor kvar: det här kan vara ditt sista drag
}
ui-warn-last-follower = Din sista följeslagare i förrådet
ui-classic-warn-abbot = Sista chansen att ta tillbaka din abbot
ui-hunters-warn-last-member = Din sista stammedlem i förrådet
ui-hunters-warn-last-hut = Din sista hydda i förrådet

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Lär dig spela
ui-learn-note = Guidade partier med en förberedd dragstapel: varje steg förklarar en sak och väntar tills du har gjort den. Du kan sluta när du vill.
ui-learn-first = Ditt första parti ({ $mode })
ui-learn-differs = { $mode }: vad som skiljer sig
ui-tut-step = Steg { $n } av { $total }
ui-tut-back = Tillbaka
ui-tut-skip = Hoppa över
ui-tut-skip-title = Hoppa över det här steget: guiden gör det åt dig
ui-tut-next = Nästa
ui-tut-finish = Avsluta
ui-tut-leave = Lämna guiden
ui-tut-nudge-place = Inte där den här gången: guiden behöver rutan som den pekar på.
ui-tut-nudge-turn = Nästan: vrid brickan först, som steget säger.
ui-tut-nudge-figure = Välj platsen som steget anger, eller Hoppa över så görs det åt dig.
ui-tut-nudge-source = Ta brickan från det ställe som steget anger.
ui-tut-offer = Ny på de här spelen? Ett guidat första parti lär dig reglerna på några minuter.
ui-tut-offer-start = Spela guidat parti
ui-tut-offer-later = Inte nu
ui-tut-classic-welcome = Välkommen! Du spelar mot Ada. Varje tur drar du en bricka, som visas här, och lägger den intill brickorna som redan ligger på spelplanen.
ui-tut-classic-place = Den lysande rutan visar var din bricka passar. Lägg den där.
ui-tut-classic-rotate = Vrid brickan tills dess väg fortsätter startbrickans väg och svänger norrut. Kanterna måste stämma: väg mot väg, stad mot stad, fält mot fält.
ui-tut-classic-lay = Lägg nu brickan med Bekräfta.
ui-tut-classic-road = Du får ställa ut en följeslagare på brickan du just lade. Ställ den på vägen: en väg ger 1 poäng per bricka när båda ändarna är avslutade.
ui-tut-classic-opponent = Nu spelar Ada. Se var hennes bricka hamnar.
ui-tut-classic-farmer-lay = Den här brickan med rak väg förlänger din väg västerut. Lägg den på den lysande rutan.
ui-tut-classic-farmer = Lägg en bonde på fältet norr om vägen. Ett fält ger poäng vid spelets slut: 3 poäng för varje färdig stad som det gränsar till.
ui-tut-classic-opponent-again = Adas tur igen.
ui-tut-classic-city-lay = Den här brickan gör staden överst på startbrickan färdig. Lägg den där.
ui-tut-classic-city = Ställ en följeslagare i staden. Din bricka gör den färdig, så den ger poäng direkt (2 poäng per bricka) och din följeslagare kommer tillbaka.
ui-tut-classic-scored = Du fick 4 poäng och din följeslagare är tillbaka i ditt förråd. Din bondes fält gränsar nu till en färdig stad.
ui-tut-classic-monastery-lay = Ett kloster! Lägg det på den lysande rutan.
ui-tut-classic-monastery = Ställ en följeslagare i klostret som munk. Det ger 9 poäng när de åtta rutorna runt omkring är fyllda; vid spelets slut 1 poäng plus 1 per grannbricka.
ui-tut-classic-free = Nu kan du grunderna. Lägg dina sista brickor var du vill; peka på en bricka, eller håll fingret på den, för att se vad dess objekt är värda.
ui-tut-classic-end = Vid spelets slut ger även ofärdiga vägar, städer och kloster poäng, och varje fält ger poäng för de färdiga städer som det gränsar till. Bra spelat: nu är du redo för ett riktigt parti!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Här finns skogar, floder med sjöar och ängar i stället för städer, vägar och fält. Dina figurer är stammedlemmar; här ser du dem bredvid dina två hyddor.
ui-tut-hunters-gatherer = Lägg din bricka på den lysande rutan och placera en samlare i skogen. En färdig skog ger 2 poäng per bricka.
ui-tut-hunters-opponent = Nu spelar Ada. Precis som i Klassiskt får ingen stammedlem gå in i en skog, flod eller äng där det redan finns en.
ui-tut-hunters-hunter = Den här brickan gör din skog färdig. Lägg en jägare på ängen med hjorten: vid slutet ger den 2 poäng per hjort eller mammut, men varje sabeltandad tiger äter upp en hjort.
ui-tut-hunters-bonus = Din samlare gav 6 poäng och kom tillbaka. I skogen fanns en guldklimp, så du spelar en bonusbricka direkt: lägg den på den lysande rutan.
ui-tut-hunters-fisher = Placera en fiskare vid floden som rinner ut i startbrickans sjö. Den går från sjö till sjö och är alltså färdig: 1 poäng per bricka och 1 per fisk.
ui-tut-hunters-opponent-again = Adas tur igen.
ui-tut-hunters-hut = Lägg brickan med sjön på den lysande rutan och ställ en hydda på den. Vid slutet ger en hydda 1 poäng för varje fisk i alla sjöar i sitt flodsystem.
ui-tut-hunters-free = Nu vet du vad som är nytt. Lägg dina sista brickor där du vill; partiet slutar när terrängbrickorna är slut.
ui-tut-hunters-end = Ofärdiga skogar och floder gav inga poäng; jägare och hyddor räknades vid slutet. Bra spelat: nu är du redo för ett riktigt parti!
ui-tut-benelux-map = Det här partiet spelas på en karta: brickor läggs bara på kartans rutor, även på havet. Öar, vågrutor och storstäderna Amsterdam och Bryssel tar aldrig emot någon bricka.
ui-tut-benelux-brussels = Lägg din bricka på den lysande rutan under Bryssel och placera en följeslagare i staden. En kant som vetter mot en storstad eller mot kartans kant är stängd, så din stad blir färdig direkt.
ui-tut-benelux-opponent = Nu spelar Ada.
ui-tut-benelux-chip = På den lysande rutan ligger en marker. Lägg din bricka där utan figur: du tar markern och får dess poäng direkt.
ui-tut-benelux-opponent-again = Adas tur igen.
ui-tut-benelux-source = Med din lila marker får du ta brickan med framsidan upp från en lila ö i stället för att dra. Ta klostret från den lila ön: markern lämnar du ifrån dig, poängen behåller du.
ui-tut-benelux-island = Lägg klostret bredvid Bryssel och placera en följeslagare på det. För ett kloster räknas rutor som aldrig tar emot en bricka som fyllda: Bryssel fyller två på en gång.
ui-tut-benelux-free = Spela nu vidare som du vill. Partiet slutar med den sista brickan med baksidan upp; brickor som blir kvar på öarna räknas inte.
ui-tut-benelux-end = På kartan stänger kanten och rutorna utan brickor dina objekt, och marker ger poäng och öbrickor. Bra spelat: nu är du redo för ett riktigt parti!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Så ger det poäng
ui-tip-rules-for = Så ger det poäng: { $kinds }
ui-tip-details = Detaljer: { $tile }
ui-keys-details = I håller detaljerna för brickan vid markören (eller den senast lagda brickan) öppna, med Så ger det poäng, som öppnar reglerna vid stycket om hur det ger poäng; Esc stänger dem.
ui-rules-details = Klicka eller tryck på en bricka på spelplanen för att hålla dess detaljer öppna, med knappen Så ger det poäng: den öppnar reglerna vid stycket om hur objektet ger poäng.
