# Tessera — čeština (Czech). Same message ids as the English reference catalog (en.ftl).
# Tone: vy-imperatives, lowercase UI text, no gendered past forms (shared/design/glossary.md §3).
# The feature words (feature-*) differ in gender (cesta f., město n., klášter m.) and reach the
# sentences as plain text: sizes go in parentheses and counts stay in the nominative
# ("cesta (4 kartičky)"). Only where a message also gets $kind (the feature's id) does a
# participle agree with it ("dokončená cesta", "dokončené město", "dokončený klášter").
# Elsewhere an inserted word stands where its form never changes: in the nominative after
# "je", in parentheses after a noun ("toto území (cesta)"), or after a colon.

## Counted things. $n is the count; CLDR plural categories choose the form.
## cs: one = 1; few = 2–4; many = decimals (genitive singular); other = 0 and 5+.

count-tile = { $n ->
    [one] 1 kartička
    [few] { $n } kartičky
    [many] { $n } kartičky
   *[other] { $n } kartiček
}
count-shield = { $n ->
    [one] 1 erb
    [few] { $n } erby
    [many] { $n } erbu
   *[other] { $n } erbů
}
count-neighbouring-tile = { $n ->
    [one] 1 sousední kartička
    [few] { $n } sousední kartičky
    [many] { $n } sousední kartičky
   *[other] { $n } sousedních kartiček
}
count-closed-square = { $n ->
    [one] 1 uzavřené pole
    [few] { $n } uzavřená pole
    [many] { $n } uzavřeného pole
   *[other] { $n } uzavřených polí
}
count-completed-city = { $n ->
    [one] 1 dokončené město
    [few] { $n } dokončená města
    [many] { $n } dokončeného města
   *[other] { $n } dokončených měst
}
count-mushroom-patch = { $n ->
    [one] 1 naleziště hub
    [few] { $n } naleziště hub
    [many] { $n } naleziště hub
   *[other] { $n } nalezišť hub
}
count-fish = { $n ->
    [one] 1 ryba
    [few] { $n } ryby
    [many] { $n } ryby
   *[other] { $n } ryb
}
count-deer = { $n ->
    [one] 1 jelen
    [few] { $n } jeleni
    [many] { $n } jelena
   *[other] { $n } jelenů
}
count-mammoth = { $n ->
    [one] 1 mamut
    [few] { $n } mamuti
    [many] { $n } mamuta
   *[other] { $n } mamutů
}
count-aurochs = { $n ->
    [one] 1 pratur
    [few] { $n } praturové
    [many] { $n } pratura
   *[other] { $n } praturů
}

## The features a score names (the subject of a scoring reason).
## Nominative, lowercase. Field (Classic) and meadow (H&G) share the word "louka" (glossary §1.7).

feature-road = cesta
feature-city = město
feature-monastery = klášter
feature-garden = zahrada
feature-field = louka
feature-forest = les
feature-river = řeka
feature-meadow = louka

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile. cs: "cesta (4 kartičky)".
reason-sized = { $feature } ({ $tiles })
reason-small-city = malé město ({ $tiles })
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
# cs: $kind (road, city, monastery, garden, forest, river) gives the participle its gender:
# cesta, zahrada, řeka f.; město (and jezero) n.; klášter, les m.
reason-completed = { $kind ->
    [city] dokončené
    [lake] dokončené
    [monastery] dokončený
    [forest] dokončený
   *[other] dokončená
} { $what }: { $total }
reason-unfinished = { $kind ->
    [city] nedokončené
    [lake] nedokončené
    [monastery] nedokončený
    [forest] nedokončený
   *[other] nedokončená
} { $what }: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
# cs: "klášter + 8 sousedních kartiček" (the tiles around it), as in the 1 + n formula below.
reason-cloister-surrounded = { $kind ->
    [garden] dokončená
   *[other] dokončený
} { $feature } + 8 sousedních kartiček: { $total }
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $kind ->
    [garden] dokončená
   *[other] dokončený
} { $feature } + { $tiles } a { $blocked }: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } + { $around }, opat vzat zpět: 1 + { $n } = { $total }
reason-cloister-unfinished = { $kind ->
    [garden] nedokončená
   *[other] nedokončený
} { $feature } + { $around }: 1 + { $n } = { $total }
reason-and = { $a } a { $b }
reason-chip = sebrán mapový žeton: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
# cs: "louka zásobuje 2 dokončená města" (farmers supply cities); město is neuter, so its
# accusative is the nominative of the count.
reason-field = louka zásobuje { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (každé město se hráči započítá jen jednou)
# $tiles: count-tile of the city.
reason-most-farmers = nejvíce sedláků u dokončeného města ({ $tiles }): { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = chýše na říční síti, v jejích jezerech { $fish }: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = louka: { $game } → { $total }
reason-meadow-no-game = žádná zvěř
reason-tigers-eat = { $n ->
    [one] 1 tygr sežere jelena
    [few] { $n } tygři sežerou { $n } jeleny
    [many] { $n } tygra sežere { $n } jelena
   *[other] { $n } tygrů sežere { $n } jelenů
}
reason-fire = oheň zažene tygry
reason-shrine = { $reason } (body za louku získá jen lovec u svatyně)

## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. Messages about
## a feature also get $kind, its id (road, city, monastery, garden, forest, river).
## cs: points stand as bare numbers (no "bodů"), so no count needs a plural; a participle
## agrees with $kind as in reason-completed (cesta, řeka f.; město n.; les m.).

# The "no figure" option: the tile alone. No arguments.
ui-note-none = bez figurky
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $kind ->
    [city] dokončené
    [monastery] dokončený
    [forest] dokončený
   *[other] dokončená
} { $what }: +{ $now } ihned
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
ui-note-open = { $what }: teď { $now }, po dokončení { $full }
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind.
ui-note-open-nothing = { $what }: po dokončení { $full }, bez dokončení nic
# The squares filled around a monastery or garden. $n: how many (1 to 7).
# cs: "klášter + 3 sousední kartičky", as in reason-cloister-*.
ui-note-count-neighbour = { $n ->
    [one] 1 sousední kartička
    [few] { $n } sousední kartičky
    [many] { $n } sousední kartičky
   *[other] { $n } sousedních kartiček
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
ui-note-cloister-surrounded = { $kind ->
    [garden] dokončená { $feature } + 8 sousedních kartiček: +{ $now } ihned
   *[other] dokončený { $feature } + 8 sousedních kartiček: +{ $now } ihned
}
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $feature } + { $neighbours }: teď { $now }, po obklopení { $full }
# A farmer's field. $cities: count-completed-city (the completed cities it borders); $now:
# what it scores at the end if nothing changes. cs: "zásobuje" as in reason-field.
ui-note-field = louka zásobuje { $cities }: na konci { $now }, pokud se nic nezmění
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system; $now: what
# it scores at the end if nothing changes. cs: as in reason-huts.
ui-note-hut = chýše na říční síti, v jejích jezerech { $fish }: na konci { $now }, pokud se nic nezmění
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# "louka: 2 jeleni, 1 mamut → 6").
ui-note-meadow = { $reason } na konci, pokud se nic nezmění
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = vzít opata zpět: +{ $now } ihned

## Lists: how items are joined ("2 jeleni, 1 mamut").

list-join = { $a }, { $b }

## Refusals: why a move or a choice is not allowed, said to the player. $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees.
## cs: a cell of the board is "pozice", a spot on a tile ($at) is "místo"; vy-imperatives,
## no past forms that agree with the player.

error-game-over = hra skončila
error-wrong-tile = v ruce máte kartičku { $expected }, ne { $got }
error-bad-rotation = otočení musí být 0, 90, 180 nebo 270 stupňů, ne { $rot }
error-cell-taken = na pozici { $cell } už leží kartička
error-no-square = pozice { $cell } není pole herního plánu, na které lze položit kartičku
# $what: one of the square-* words, in the nominative after "je" ("mimo herní plán" is an adverb).
error-blocked-square = pozice { $cell } je { $what }: kartičku sem položit nelze
error-not-adjacent = kartičku { $tile } nelze položit na pozici { $cell }: musí hranou přiléhat k už položené kartičce
# $side: a side-* word (soft adjective: "severní" in every case of "hrana");
# $mine and $theirs: edge-* words, in the nominative after "je".
error-edge-mismatch = kartička { $tile } otočená o { $rot }° nepasuje na pozici { $cell }: na její { $side } hraně je { $mine }, ale na přilehlé hraně sousední kartičky je { $theirs }
error-river-not-extended = kartička { $tile } musí navázat na otevřený konec řeky na pozici { $end }
error-river-closed = kartička { $tile } musí navázat na otevřený konec řeky (řeka je uzavřená)
# $turn: turn-left or turn-right.
error-river-u-turn = řeka nesmí zahnout { $turn } dvakrát za sebou
error-no-feature-at = na této kartičce není v místě { $at } nic, kam by šlo postavit figurku
error-figure-on-river = na řeku nelze postavit žádnou figurku
# $feature: a feature-* word; cs: in parentheses after "území", so its gender does not matter.
error-feature-occupied = toto území ({ $feature }) už má družiníka
error-no-follower-left = v zásobě už nemáte žádného družiníka
error-no-abbot-option = v této hře se s opatem nehraje
error-abbot-not-in-supply = váš opat už je na herním plánu
error-abbot-needs-cloister = opata lze postavit jen do kláštera nebo do zahrady
error-garden-needs-abbot = do zahrady lze postavit jen opata
error-nothing-to-recall = váš opat není na herním plánu, takže není co vzít zpět
error-recall-finished = tato kartička dokončuje území vašeho opata ({ $feature }), které se vyhodnotí samo; opata nelze vzít zpět
error-figure-and-recall = v jednom tahu můžete buď postavit figurku, nebo vzít zpět opata, ne obojí
# $figure: a figure-* word, the subject in the nominative.
error-no-such-figure = { $figure } se v této hře nepoužívá
error-no-such-action = v této hře takový tah figurkou není
error-no-such-source = odtud si teď v této hře kartičku vzít nelze
error-wrong-source = kartička v ruce pochází odjinud
error-no-choice-of-source = kartičku už máte v ruce, takže nelze vybírat, odkud ji vzít
error-unknown-figure = neznámá figurka „{ $figure }“
error-unknown-location = neznámé místo „{ $at }“ (použijte N, E, S, W, NNW … WNW nebo C)
# Benelux. $colour: a colour-* word; $stack: 0 or 1.
# cs: the colour words are masculine adjectives (ostrov, žeton are both masculine) and only
# stand in the nominative or the (equal) inanimate accusative.
error-no-such-stack = na ostrově není sloupeček číslo { $stack }
error-empty-stack = { $colour } ostrov má sloupeček { $stack } prázdný
error-no-chip = nemáte { $colour } žeton, takže si z ostrova této barvy nemůžete vzít kartičku
error-fits-nowhere = kartičku { $tile }, kterou nabízí { $colour } ostrov, nelze nikam na herní plán přiložit, a proto si ji nemůžete vzít
error-deck-empty = zakrytý dobírací sloupeček je prázdný: hra skončila
error-nothing-to-draw = žádná zakrytá kartička se nedá nikam na herní plán přiložit: vezměte si kartičku z ostrova
# $island: what the record names; the islands' record names stay in English.
error-unknown-island = neznámý ostrov „{ $island }“ (ostrovy: purple – fialový, light-blue – světle modrý, orange – oranžový)
error-island-and-stack = u kartičky z ostrova je třeba uvést ostrov i sloupeček (0 nebo 1)
# Hunters & Gatherers.
error-hut-needs-water = chýši lze postavit jen na řeku nebo na jezero
error-system-has-hut = na této říční síti už chýše stojí
error-no-hut-left = už nemáte žádnou chýši
error-tribe-member-occupied = toto území ({ $feature }) už má příslušníka kmene
error-no-tribe-member-left = v zásobě už nemáte žádného příslušníka kmene

## The app's errors, said to the player (besides the refusals above).

# A command needs an open game and there is none. No arguments.
ui-error-no-game = není otevřená žádná hra
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = hra se změnila, zatímco AI přemýšlela
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = nemáte žádný tah, který by šlo vrátit
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = není co vrátit na ostrov: kartička dobraná lícem dolů zůstává v ruce
# A human tries to move while an AI is to play. $name: the AI player's name.
ui-error-ai-turn = na tahu je { $name } (AI)
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = na tahu je { $name }, ne AI
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = uložená hra „{ $id }“ neexistuje
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = tuto uloženou hru nelze otevřít: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = uložení se nezdařilo: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = takový soubor neexistuje
ui-unreadable-io = soubor nelze přečíst
ui-unreadable-folder = je to složka, ne soubor
# $bytes: the file's size.
ui-unreadable-too-large = { $bytes ->
    [one] soubor je na uloženou hru příliš velký (1 bajt)
    [few] soubor je na uloženou hru příliš velký ({ $bytes } bajty)
    [many] soubor je na uloženou hru příliš velký ({ $bytes } bajtu)
   *[other] soubor je na uloženou hru příliš velký ({ $bytes } bajtů)
}
ui-unreadable-not-text = soubor není textový
ui-unreadable-empty = soubor je prázdný
ui-unreadable-invalid = soubor není platný záznam hry
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = tuto hru uložila novější verze Tessery (formát záznamu { $format }; tato verze čte formát { $ours } a starší)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = tah číslo { $n } uložené hry porušuje pravidla
ui-unreadable-bug = hru nelze znovu přehrát (chyba v Tesseře)
# The label of the folded technical detail under a reason.
ui-technical-detail = Technické podrobnosti

## Words refusals use.
## cs: edge-* in the nominative; side-* soft adjectives (same form for "hrana" in every case);
## colour-* masculine (ostrov, žeton); square-* after "pozice (x,y) je".

edge-field = louka
edge-road = cesta
edge-city = město
edge-river = řeka
edge-forest = les
edge-meadow = louka
side-north = severní
side-east = východní
side-south = jižní
side-west = západní
turn-left = doleva
turn-right = doprava
figure-follower = družiník
figure-abbot = opat
figure-hut = chýše
colour-purple = fialový
colour-light-blue = světle modrý
colour-orange = oranžový
square-off-board = mimo herní plán
square-wave = pole s vlnami
square-island = ostrov
square-amsterdam = Amsterdam, velké město
square-brussels = Brusel, velké město
square-other = pole, na které se kartičky nekladou

## The desktop entry (the system's application menu).

app-generic-name = Hra o přikládání kartiček
app-comment = Hry o přikládání kartiček proti počítači nebo s přáteli na jednom zařízení

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile's name. Messages about a feature also get $kind, the
## feature's id, for languages whose words agree with its gender.
## cs: players' names go before a colon or with a present-tense verb (never a past form that
## agrees with the player); places are written whole in the locative, chosen by $kind
## ("ve městě", "na cestě", "v klášteře"), not built from the feature-* word.

log-turn = Tah { $n }
log-end = Konec
# No comma before "a": "Ada, Bo a Cy".
list-and = { $a } a { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-tile-placed = { $who } přikládá kartičku na ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = Kartičku ({ $tile }) nelze nikam přiložit – vrací se do krabice.
log-reshuffled = Kartičku ({ $tile }) teď nelze nikam přiložit – zamíchá se zpět do dobíracího sloupečku.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Konec hry: { $scores }
# A follower stands on a road, in a city or in a monastery; the other kinds have their own
# messages, and the default only guards against a kind not foreseen.
log-placed-follower = { $who }: { $kind ->
    [road] družiník na cestě
    [city] družiník ve městě
    [monastery] družiník v klášteře
   *[other] družiník – { $feature }
}
log-placed-farmer = { $who }: sedlák na louce
log-placed-abbot = { $who }: { $kind ->
    [monastery] opat v klášteře
    [garden] opat v zahradě
   *[other] opat – { $feature }
}
log-placed-gatherer = { $who }: sběrač v lese
log-placed-fisherman = { $who }: rybář na řece
log-placed-hunter = { $who }: lovec na louce
log-placed-hut = { $who }: chýše na říční síti
log-recalled = { $who } si bere opata zpět
# Benelux: $island is the island's id (purple, light-blue, orange), to choose its colour word:
# genitive after "z" ("ze světle modrého" before s + consonant) for ostrov (m.), and the
# accusative of žeton (m. inanimate, the same as the nominative).
log-island-tile = { $who } si bere kartičku { $island ->
    [purple] z fialového
    [light-blue] ze světle modrého
   *[orange] z oranžového
} ostrova (odevzdává { $island ->
    [purple] fialový
    [light-blue] světle modrý
   *[orange] oranžový
} žeton): { $tile }
# Hunters & Gatherers: $who is the player's name; $tile the bonus tile's name (in the nominative
# after a colon, as the tile-* values).
log-bonus-tile = Zlato! { $who } přikládá bonusovou kartičku: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } { $parts }
tile-city-edge = okraj města
    .with = s okrajem města
tile-city-corner = roh města
    .with = s rohem města
tile-city-across = město přes celou kartičku
    .with = s městem přes celou kartičku
tile-city-three = město ze tří stran
    .with = s městem ze tří stran
tile-city-full = celé město
    .with = s celým městem
tile-city-two-opposite = dva protilehlé okraje města
    .with = se dvěma protilehlými okraji města
tile-city-two-adjacent = dva sousední okraje města
    .with = se dvěma sousedními okraji města
tile-road-straight = rovná cesta
    .with = s rovnou cestou
tile-road-curve = zatáčka cesty
    .with = se zatáčkou cesty
tile-road-end = cesta
    .with = s cestou
tile-road-three = křižovatka tří cest
    .with = s křižovatkou tří cest
tile-road-four = křižovatka čtyř cest
    .with = s křižovatkou čtyř cest
tile-monastery = klášter
    .with = s klášterem
tile-garden = zahrada
    .with = se zahradou
tile-shield = erb
    .with = s erbem
tile-field = louka
    .with = s loukou
tile-river-straight = rovná řeka
    .with = s rovnou řekou
tile-river-curve = zákrut řeky
    .with = se zákrutem řeky
tile-river = { $count ->
    [one] řeka
    [few] { $count } řeky
   *[other] { $count } řek
}
    .with = { $count ->
        [one] s řekou
        [few] se { $count } řekami
       *[other] s { $count } řekami
    }
tile-spring = { $count ->
    [one] pramen
    [few] { $count } prameny
   *[other] { $count } pramenů
}
    .with = { $count ->
        [one] s pramenem
        [few] se { $count } prameny
       *[other] s { $count } prameny
    }
tile-lake = { $count ->
    [one] jezero
    [few] { $count } jezera
   *[other] { $count } jezer
}
    .with = { $count ->
        [one] s jezerem
        [few] se { $count } jezery
       *[other] s { $count } jezery
    }
tile-forest = { $count ->
    [one] les
    [few] { $count } lesy
   *[other] { $count } lesů
}
    .with = { $count ->
        [one] s lesem
        [few] se { $count } lesy
       *[other] s { $count } lesy
    }
tile-meadow = louka
    .with = s loukou
tile-gold = { $count ->
    [one] zlatý valoun
    [few] { $count } zlaté valouny
   *[other] { $count } zlatých valounů
}
    .with = { $count ->
        [one] se zlatým valounem
        [few] se { $count } zlatými valouny
       *[other] s { $count } zlatými valouny
    }
tile-mushrooms = { $count ->
    [one] naleziště hub
    [few] { $count } naleziště hub
   *[other] { $count } nalezišť hub
}
    .with = { $count ->
        [one] s nalezištěm hub
        [few] se { $count } nalezišti hub
       *[other] s { $count } nalezišti hub
    }
tile-volcano = sopka
    .with = se sopkou
tile-fish = { $count ->
    [one] ryba
    [few] { $count } ryby
   *[other] { $count } ryb
}
    .with = { $count ->
        [one] s rybou
        [few] se { $count } rybami
       *[other] s { $count } rybami
    }
tile-deer = { $count ->
    [one] jelen
    [few] { $count } jeleni
   *[other] { $count } jelenů
}
    .with = { $count ->
        [one] s jelenem
        [few] se { $count } jeleny
       *[other] s { $count } jeleny
    }
tile-mammoth = { $count ->
    [one] mamut
    [few] { $count } mamuti
   *[other] { $count } mamutů
}
    .with = { $count ->
        [one] s mamutem
        [few] se { $count } mamuty
       *[other] s { $count } mamuty
    }
tile-aurochs = { $count ->
    [one] pratur
    [few] { $count } praturi
   *[other] { $count } praturů
}
    .with = { $count ->
        [one] s praturem
        [few] se { $count } pratury
       *[other] s { $count } pratury
    }
tile-tiger = { $count ->
    [one] šavlozubý tygr
    [few] { $count } šavlozubí tygři
   *[other] { $count } šavlozubých tygrů
}
    .with = { $count ->
        [one] se šavlozubým tygrem
        [few] se { $count } šavlozubými tygry
       *[other] s { $count } šavlozubými tygry
    }
tile-fire = oheň
    .with = s ohněm
tile-shrine = svatyně
    .with = se svatyní


### Stránka: nabídky, obrazovky, herní panel a čtečka obrazovky (ui/strings.js)

# Words of the page: menus, screens, the game's panel and what a screen reader hears
# (ui/strings.js). Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.
# cs: vy-imperatives; a player's name stands in the nominative, before a colon or with a
# present-tense verb (never a past form that agrees with the player).

ui-app-name = Tessera
ui-tagline = Přikládejte kartičky, stavějte města a cesty a získejte víc bodů než soupeři.
# $why: what went wrong, in words.
ui-cannot-start = Tesseru se nepodařilo spustit: { $why }

## Hlavní nabídka
ui-continue = Pokračovat
ui-new-game = Nová hra
ui-saved-games = Uložené hry
ui-statistics = Statistiky
ui-settings = Nastavení
ui-rules = Pravidla
ui-back = ← Zpět

## Nová hra
ui-mode = Režim
ui-not-available = zatím není k dispozici
ui-options = Možnosti
ui-players = Hráči
ui-seed = Semínko
ui-seed-hint = prázdné: nová náhodná hra
ui-seed-invalid = Semínko musí být celé číslo (nejvýše 15 číslic).
ui-start = Začít hru
ui-human = Člověk
ui-ai = AI
ui-add-player = Přidat hráče
# $seat: the seat's number, from 1.
ui-seat-name = Jméno hráče { $seat }
ui-seat-kind = Typ hráče { $seat }
ui-seat-level = Úroveň AI hráče { $seat }
ui-seat-remove = Odebrat hráče { $seat }
ui-remove-mark = ✕
# The human player's name until they choose one.
ui-default-name = Vy
# The AI players' names, in the order seats get them.
ui-ai-name-1 = Ada
ui-ai-name-2 = Bořek
ui-ai-name-3 = Cilka
ui-ai-name-4 = Dalibor
ui-ai-name-5 = Eliška
ui-ai-name-6 = Filip
# An AI level's name ($level: random, easy, normal, hard or expert).
# cs: feminine adjectives, agreeing with "AI" (umělá inteligence): "těžká AI".
ui-level = { $level ->
    [random] náhodná
    [easy] snadná
    [normal] normální
    [hard] těžká
    [expert] expertní
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Náhodná
    [easy] Snadná
    [normal] Normální
    [hard] Těžká
    [expert] Expertní
    [online] Hráči online
   *[other] { $level }
}
ui-remaining-count = Zbývající kartičky ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } kartička s těmito stranami: { $sides }
    [few] { $n } kartičky s těmito stranami: { $sides }
    [many] { $n } kartičky s těmito stranami: { $sides }
   *[other] { $n } kartiček s těmito stranami: { $sides }
}
ui-remaining-grouped = Seskupeno podle stran: kartičky jedné skupiny se hodí na stejná místa.
ui-or-put-back = Nebo ji vraťte (Esc) a vyberte znovu.
ui-or-put-back-touch = Nebo ji vraťte a vyberte znovu.

## Uložené hry
ui-no-saves = Zatím žádné uložené hry.
ui-unreadable = Nečitelný soubor
ui-open = Otevřít
ui-resume = Pokračovat
ui-delete = Smazat
ui-really-delete = Opravdu smazat?
# cs: feminine, agreeing with "hra".
ui-finished = dokončená
ui-in-progress = rozehraná
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } ({ $level } AI)
ui-ai-seat-no-level = { $name } (AI)

## Statistiky
ui-stats-level = Úroveň AI
ui-stats-played = Odehráno
ui-stats-won = Výhry
ui-stats-lost = Prohry
ui-stats-average = Průměrné skóre
ui-stats-best = Nejlepší skóre
ui-stats-none = Zatím žádná dokončená hra proti AI.
ui-stats-damaged = Soubor se statistikami byl poškozený; byl odložen stranou a statistiky začínají znovu.
ui-stats-note = Každá dokončená hra proti AI se počítá jednou, pro prvního lidského hráče, na úrovni nejsilnější AI u stolu. Hry pouze mezi lidmi se nepočítají.

## Nastavení
ui-your-name = Vaše jméno
ui-your-colour = Vaše barva
ui-default-level = Výchozí úroveň AI
ui-speed = Rychlost animací
# cs: feminine, agreeing with "rychlost".
ui-speed-slow = Pomalá
ui-speed-normal = Normální
ui-speed-fast = Rychlá
ui-speed-instant = Okamžitá
ui-show-remaining = Zobrazovat zbývající kartičky
ui-colour-blind = Paleta vhodná pro barvoslepé
ui-language = Jazyk
# cs: feminine, agreeing with "barva".
ui-colour-red = červená
ui-colour-blue = modrá
ui-colour-yellow = žlutá
ui-colour-black = černá
ui-colour-purple = fialová
ui-colour-orange = oranžová
ui-colour-vermillion = rumělková
ui-colour-pink = růžová
ui-colour-sky-blue = blankytně modrá
ui-settings-saved = Uloženo

## Pravidla
ui-keys = Klávesy (když je aktivní herní plán; Tab přechází mezi herním plánem a všemi tlačítky): šipky přesunou kurzor na další místo, kam kartička pasuje, R ji otočí, Enter potvrdí, Tab nebo šipky procházejí místa pro figurku, S nepostaví žádnou figurku, Esc se vrátí o krok zpět, U vrátí tah, M otevře nabídku, + a − přiblíží a oddálí, F přizpůsobí herní plán oknu. Kde lze kartičku vzít také ze sloupečku, šipky vybírají sloupeček a Enter vezme jeho kartičku, D dobere kartičku lícem dolů a Esc vrátí vzatou kartičku zpět.
ui-touch-help = Na dotykové obrazovce: klepnutím na svítící pozici tam položíte kartičku, dalším klepnutím ji otočíte a tlačítkem Potvrdit ji položíte; klepnutím na místo postavíte figurku, nebo zvolte Bez figurky. Tažením posunete herní plán, roztažením či sevřením prstů ho přiblížíte či oddálíte a podržením prstu na kartičce zobrazíte její podrobnosti. Tlačítko Kartičky a záznam otevře zbývající kartičky a záznam hry.

## Hra
ui-menu = ☰ Menu
ui-tiles = Kartičky
ui-remaining = Zbývající kartičky
ui-zoom-out = −
ui-zoom-out-title = Oddálit (−)
ui-fit = Přizpůsobit
ui-fit-title = Přizpůsobit herní plán oknu (F)
ui-zoom-in = +
ui-zoom-in-title = Přiblížit (+)
ui-board = Herní plán
ui-announcements = Hlášení hry
# $tile: the tile in words.
ui-hand-label = Kartička v ruce: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Skóre v průběhu hry: { $scores }

## Herní plán a hra slovy, pro čtečky obrazovky
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
# cs: a cell of the board is "pozice", as in the refusals.
ui-cell-at = Pozice { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Pozice { $x },{ "\u00A0" }{ $y }: kartička sem nepasuje
# $rot: degrees (90, 180 or 270). cs: feminine, agreeing with "kartička".
ui-turned = otočená o { $rot }°
ui-not-turned = neotočená
# cs: "otočení" (n.) has one form for nominative singular and plural; 5+ and decimals take
# the verb in the singular.
ui-turns-fit = { $n ->
    [one] pasuje sem jen toto otočení
    [few] pasují sem { $n } otočení
    [many] pasuje sem { $n } otočení
   *[other] pasuje sem { $n } otočení
}
ui-fits-in = { $n ->
    [0] Nepasuje nikam
    [one] Pasuje na 1 místo
    [few] Pasuje na { $n } místa
    [many] Pasuje na { $n } místa
   *[other] Pasuje na { $n } míst
}
ui-keys-place = Šipkami vyberte místo
ui-keys-confirm = R ji otočí, Enter ji položí, šipky přesunou kurzor na jiné místo
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Místo pro figurku { $i } z { $count }: { $text }
ui-keys-figure = Tab nebo šipky vybírají místo, Enter postaví figurku, S žádnou nepostaví, Esc se vrátí zpět
ui-source-choice = Možnost { $i } z { $count }: { $text }
ui-keys-source = Šipky vybírají, odkud si kartičku vezmete, Enter ji vezme, D dobere kartičku lícem dolů
# $tile: the tile in words.
ui-placed-at = { $who } pokládá kartičku na pozici { $x },{ "\u00A0" }{ $y } – { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Kartička v ruce, { $from } – { $tile }
ui-from-deck = dobraná lícem dolů
ui-your-turn-say = Tah { $turn } · { $who }, jste na tahu
ui-to-play = Tah { $turn } · na tahu je { $who }
ui-undone = Vráceno: zpět na tah { $turn }
# A player's name and score.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Konečné skóre: { $scores }
ui-rotate-title = Otočit (R)
ui-rotate = ⟳ Otočit
ui-confirm = Potvrdit
ui-skip = Bez figurky
ui-undo = ↶ Vrátit tah
ui-log = Záznam hry
ui-sheet-open = Kartičky a záznam
ui-sheet-close = Zavřít
# $seat: the seat's number, from 1.
ui-player = Hráč { $seat }
ui-hand-tile = Kartička: { $tile }
ui-no-hand = —
ui-not-drawn = Zatím nevybrána
ui-face-down = { $n ->
    [one] 1 kartička lícem dolů
    [few] { $n } kartičky lícem dolů
    [many] { $n } kartičky lícem dolů
   *[other] { $n } kartiček lícem dolů
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = { $level } AI
ui-thinking = { $name } přemýšlí…
ui-your-turn = { $name }: položte kartičku
ui-choose-figure = { $name }: postavte figurku, nebo ji vynechte
ui-pick-cell = Kliknutím na svítící pozici tam položíte kartičku. R ji otočí, Enter potvrdí.
ui-confirm-tile = Dalším kliknutím na kartičku (nebo R) ji otočíte, klávesou Enter nebo tlačítkem Potvrdit ji položíte.
ui-pick-figure = Vyberte místo pro figurku (Tab je prochází), nebo „Bez figurky“ (S).
ui-pick-cell-touch = Klepnutím na svítící pozici tam položíte kartičku.
ui-confirm-tile-touch = Dalším klepnutím na kartičku ji otočíte, tlačítkem Potvrdit ji položíte.
ui-pick-figure-touch = Klepněte na místo pro figurku, nebo na „Bez figurky“.
ui-choose-source = { $name }: doberte si kartičku, nebo si vezměte kartičku ze sloupečku
ui-draw = { $n ->
    [one] Dobrat kartičku (1 lícem dolů)
    [few] Dobrat kartičku ({ $n } lícem dolů)
    [many] Dobrat kartičku ({ $n } lícem dolů)
   *[other] Dobrat kartičku ({ $n } lícem dolů)
}
# $stack: the stack's number, from 1.
ui-take-from = Vzít kartičku lícem nahoru ze sloupečku { $stack }
ui-put-back = Vrátit kartičku (vybrat znovu)
ui-turn = Tah { $n }
ui-end = Konec
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who } +{ $points }
ui-and = a
ui-discarded = Tuto kartičku nelze nikam přiložit – vrací se do krabice.
ui-reshuffled = Tuto kartičku teď nelze nikam přiložit – zamíchá se zpět do dobíracího sloupečku.

## Konec hry
ui-game-over = Konec hry
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] Vítězí { $names }
    [few] Společné vítězství: { $names }
    [many] Společné vítězství: { $names }
   *[other] Společné vítězství: { $names }
}
ui-total = Celkem
ui-scores-over-game = Skóre v průběhu hry
ui-turns-axis = tahy →
ui-see-board = Zobrazit herní plán
ui-main-menu = Hlavní nabídka


### Stránka: klasická hra (ui/modes/classic.js)

## Classic, with the River and the Abbot (ui/modes/classic.js). Followers stand on roads,
## cities and monasteries; on a field a follower lies down and is called a farmer. The abbot
## (an option) stands on a monastery or a garden, and may be recalled to score it at once.

ui-classic-title = Klasická hra

## The new-game options. A choice's words follow its option's label: "Kartička, kterou nelze
## nikam přiložit, se vrací do krabice", "S řekou se startovní kartička krajiny vynechá".

ui-classic-option-river = Řeka
ui-classic-option-abbot = Opat a zahrady
ui-classic-option-small-city = Malá města za 2 body (dřívější pravidlo)
ui-classic-option-farm = Vyhodnocení luk
ui-classic-farm-third = současná pravidla (3 body za město, každá louka zvlášť)
ui-classic-farm-second = druhé vydání (každé město se hráči započítá jen jednou)
ui-classic-farm-first = první vydání (4 body za město hráči s nejvíce sedláky)
ui-classic-option-unplaceable = Kartička, kterou nelze nikam přiložit,
ui-classic-unplaceable-discard = se vrací do krabice
ui-classic-unplaceable-reshuffle = se zamíchá zpět do dobíracího sloupečku
ui-classic-option-art = Vzhled kartiček
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
ui-classic-art-auto = podle volby Opat a zahrady
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (se zahradami)
ui-classic-art-classic = klasický (bez zahrad)
ui-classic-option-river-start = S řekou se startovní kartička krajiny
ui-classic-river-start-shuffle = zamíchá mezi kartičky krajiny
ui-classic-river-start-discard = vynechá

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Cesty
ui-classic-breakdown-city = Města
ui-classic-breakdown-monastery = Kláštery
ui-classic-breakdown-garden = Zahrady
ui-classic-breakdown-field = Louky

## A feature's kind, as a tile's description and its hover details start (capitalised):
## "D: Cesta (W, E); Město (N)".

ui-classic-kind-road = Cesta
ui-classic-kind-city = Město
ui-classic-kind-monastery = Klášter
ui-classic-kind-garden = Zahrada
ui-classic-kind-field = Louka
ui-classic-kind-river = Řeka

## A player's supply, beside their score. $n: the followers left in the supply.

ui-classic-supply = { $n ->
    [one] { $n } družiník
    [few] { $n } družiníci
    [many] { $n } družiníka
   *[other] { $n } družiníků
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } družiník · opat
    [few] { $n } družiníci · opat
    [many] { $n } družiníka · opat
   *[other] { $n } družiníků · opat
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } družiník · opat na plánu
    [few] { $n } družiníci · opat na plánu
    [many] { $n } družiníka · opat na plánu
   *[other] { $n } družiníků · opat na plánu
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as "město (1 kartička): teď 1, …").

# The letter on the disc that marks an abbot's place on the board: the initial of the word "abbot".
ui-classic-mark-abbot = O
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Vzít opata zpět: +{ $points } ihned
ui-classic-place-farmer = Sedlák na louce ({ $at }) – { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed.
ui-classic-place-abbot = { $feature ->
    [monastery] Opat v klášteře
    [garden] Opat v zahradě
   *[other] Opat: { $name }
} ({ $at }) – { $note }
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed.
ui-classic-place-follower = { $feature ->
    [road] Družiník na cestě
    [city] Družiník ve městě
    [monastery] Družiník v klášteře
    [garden] Družiník v zahradě
   *[other] Družiník: { $name }
} ({ $at }) – { $note }

## The game's log (when the view does not word its events). $who is a player's name.

ui-classic-recalled = { $who } si bere opata zpět
ui-classic-placed-farmer = { $who }: sedlák na louce
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $who }: { $feature ->
    [monastery] opat v klášteře
    [garden] opat v zahradě
   *[other] opat – { $name }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $who }: { $feature ->
    [road] družiník na cestě
    [city] družiník ve městě
    [monastery] družiník v klášteře
    [garden] družiník v zahradě
   *[other] družiník – { $name }
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile ("3 kartičky"), $shields a
# count-shield ("1 erb").
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } sousední kartička
    [few] { $n } sousední kartičky
    [many] { $n } sousední kartičky
   *[other] { $n } sousedních kartiček
}
# $points: what a completed feature scored (a number).
ui-classic-value-completed = dokončeno: { $points }
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = na konci { $points }
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = teď { $points }

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = Ve svém tahu přiložte kartičku z ruky k již položeným kartičkám tak, aby všechny společné hrany navazovaly: město na město, cesta na cestu, louka na louku, řeka na řeku. Svítící pozice ukazují, kam kartička pasuje; nabízejí se jen otočení, ve kterých pasuje.
ui-classic-rules-figures = Potom můžete na některé území této kartičky postavit jednoho družiníka ze své zásoby – na cestu, do města, do kláštera nebo na louku (jako sedláka, vleže) –, pokud na tomto území už někde nestojí jiný družiník. S opatem můžete svého opata postavit do kláštera nebo do zahrady, nebo ho vzít zpět a jeho klášter či zahradu tím hned vyhodnotit.
ui-classic-rules-scoring = Dokončená území se vyhodnotí hned a jejich družiníci se vracejí: cesta 1 bod za kartičku, město 2 body za kartičku a 2 za erb, klášter nebo zahrada po úplném obklopení 9 bodů. Na konci hry získají nedokončené cesty a města 1 bod za kartičku (a za erb), kláštery a zahrady 1 bod plus 1 za každou sousední kartičku a každá louka 3 body za každé dokončené město, které zásobuje. Body za území získá hráč, který na něm má nejvíce družiníků; při shodě body získají všichni.
ui-classic-rules-river = Nejprve se hraje Řeka, od pramene k jezeru; nesmí zahnout stejným směrem dvakrát za sebou.


### Stránka: Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js): Classic's tiles and rules on a map of the Low Countries, with
## map chips and three islands (purple, light blue, orange), each with two stacks of tiles
## face up. A player may take an island's top tile instead of drawing, giving up a chip of the
## island's colour. What Benelux shares with Classic is worded by the ui-classic- messages.
## cs: colours are masculine (ostrov, žeton are both masculine), as colour-* above.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values).
ui-benelux-option-first-start = Startovní kartička ({ $tile }) na políčku
ui-benelux-option-second-start = Náhodná startovní kartička na políčku
# How many followers each player has.
ui-benelux-option-followers = Počet družiníků pro každého hráče

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Brusel

## The islands' and the chips' colours.

ui-benelux-colour-purple = fialový
ui-benelux-colour-light-blue = světle modrý
ui-benelux-colour-orange = oranžový

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Žetony

## Choosing where the turn's tile comes from.

# $who: the player's name.
ui-benelux-choose-source = { $who }: doberte si kartičku lícem dolů, nebo si vezměte kartičku z ostrova lícem nahoru
ui-benelux-pick-source = Kartička z ostrova vás stojí jeden žeton barvy ostrova.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Vzít z fialového ostrova: { $tile } (odevzdáte fialový žeton)
    [light-blue] Vzít ze světle modrého ostrova: { $tile } (odevzdáte světle modrý žeton)
   *[orange] Vzít z oranžového ostrova: { $tile } (odevzdáte oranžový žeton)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Vzít z fialového ostrova, západní sloupeček: { $tile } (odevzdáte fialový žeton)
    [light-blue] Vzít ze světle modrého ostrova, západní sloupeček: { $tile } (odevzdáte světle modrý žeton)
   *[orange] Vzít z oranžového ostrova, západní sloupeček: { $tile } (odevzdáte oranžový žeton)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Vzít z fialového ostrova, východní sloupeček: { $tile } (odevzdáte fialový žeton)
    [light-blue] Vzít ze světle modrého ostrova, východní sloupeček: { $tile } (odevzdáte světle modrý žeton)
   *[orange] Vzít z oranžového ostrova, východní sloupeček: { $tile } (odevzdáte oranžový žeton)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Kartička
# v ruce, z fialového ostrova – U").
# $island: the island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-from = { $island ->
    [purple] z fialového ostrova
    [light-blue] ze světle modrého ostrova
   *[orange] z oranžového ostrova
}
# The game's log. $who: the player's name; $tile: the tile's name (as the tile-* values); $island: the
# island's colour (purple, light-blue, orange), choosing the words. cs: present tense, as in
# log-island-tile.
ui-benelux-taken = { $island ->
    [purple] { $who } si bere kartičku z fialového ostrova (odevzdává fialový žeton): { $tile }
    [light-blue] { $who } si bere kartičku ze světle modrého ostrova (odevzdává světle modrý žeton): { $tile }
   *[orange] { $who } si bere kartičku z oranžového ostrova (odevzdává oranžový žeton): { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = fialový žeton v hodnotě { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = světle modrý žeton v hodnotě { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = oranžový žeton v hodnotě { $value }
# $n: the chips the player has given up to take island tiles.
ui-benelux-spent = { $n ->
    [one] { $n } odevzdaný žeton
    [few] { $n } odevzdané žetony
    [many] { $n } odevzdaného žetonu
   *[other] { $n } odevzdaných žetonů
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = Kartičky a pravidla klasické hry, bez řeky, na mapě Beneluxu s mapovými žetony.
ui-benelux-rules-map = Benelux se hraje na mapě o 16 × 11 polích: kartičky se kladou jen na její pole. Na vlny, ostrovy a velká města Amsterdam a Brusel se žádná kartička nikdy neklade; strana kartičky, která k nim (nebo k okraji mapy) přiléhá, je uzavřená. Na dvou ze startovních polí Meppel, Eindhoven a Charleroi leží startovní kartičky.
ui-benelux-rules-chips = Položením kartičky na žeton ho získáte: jeho hodnota (1 nebo 2) se vám hned započítá a žeton si ponecháte lícem nahoru. Hráč, který má žeton, si místo dobírání může vzít vrchní kartičku ležící lícem nahoru z ostrova stejné barvy a odevzdat za ni jeden žeton této barvy. Kartičku dobranou lícem dolů musíte zahrát. Hra končí položením poslední kartičky z dobíracího sloupečku.


### Stránka: Lovci a sběrači (ui/modes/hunters.js)

## Hunters & Gatherers (ui/modes/hunters.js). A tribe member is called by the feature it stands
## on: a gatherer in a forest, a fisherman on a river, a hunter in a meadow (lying down). Huts
## stand on a river or a lake and belong to its river system (rivers joined through lakes).

ui-hunters-title = Lovci a sběrači
ui-hunters-no-options = Tento režim nemá žádné možnosti.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Lesy
ui-hunters-breakdown-river = Řeky
ui-hunters-breakdown-river-system = Chýše
ui-hunters-breakdown-meadow = Lovci

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Les
ui-hunters-kind-river = Řeka
ui-hunters-kind-meadow = Louka
ui-hunters-kind-lake = Jezero

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = sběrač
ui-hunters-member-river = rybář
ui-hunters-member-meadow = lovec

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 příslušník kmene
    [few] { $n } příslušníci kmene
    [many] { $n } příslušníka kmene
   *[other] { $n } příslušníků kmene
}
ui-hunters-supply-huts = { $n ->
    [one] 1 chýše
    [few] { $n } chýše
    [many] { $n } chýše
   *[other] { $n } chýší
}

# The letter on the disc that marks a hut's place on the board: the initial of the word "hut".
# cs: "Ch" is one letter of the Czech alphabet (chýše).
ui-hunters-mark-hut = Ch

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW); $note what the choice would score, in words. $feature
# is where the tribe member stands: forest (a gatherer), river (a fisherman) or meadow (a
# hunter).
ui-hunters-option = { $feature ->
    [forest] Sběrač v lese ({ $at }) – { $note }
    [river] Rybář na řece ({ $at }) – { $note }
    [meadow] Lovec na louce ({ $at }) – { $note }
   *[other] Příslušník kmene ({ $at }) – { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Chýše na říční síti ({ $at }) – { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: příslušník kmene

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (bonusová kartička)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Zlato! { $who } přikládá bonusovou kartičku: { $tile }
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 bonusová kartička
    [few] { $n } bonusové kartičky
    [many] { $n } bonusové kartičky
   *[other] { $n } bonusových kartiček
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 tygr
    [few] { $n } tygři
    [many] { $n } tygra
   *[other] { $n } tygrů
}
ui-hunters-count-gold = { $n ->
    [one] 1 zlatý valoun
    [few] { $n } zlaté valouny
    [many] { $n } zlatého valounu
   *[other] { $n } zlatých valounů
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = oheň
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = svatyně
# A completed forest or river: $points, what it scored.
ui-hunters-value-completed = dokončeno: { $points }
ui-hunters-value-open = nedokončeno: body až po dokončení
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = na konci { $points }

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn =
    Ve svém tahu si doberte kartičku krajiny a přiložte ji k již položeným kartičkám tak, aby
    všechny společné hrany navazovaly: les na les, louka na louku, řeka na řeku. Svítící pozice
    ukazují, kam pasuje. Kartička, kterou nelze nikam přiložit, se vrací do krabice.
ui-hunters-rules-figures =
    Potom můžete na tuto kartičku postavit jednu figurku: příslušníka kmene jako sběrače do lesa,
    rybáře na řeku nebo lovce na louku (vleže: lovci zůstávají až do konce hry) – ne však tam,
    kde už stojí jiný příslušník kmene, ať je jakkoli daleko –, nebo jednu ze svých dvou chýší
    na řeku či jezero, pokud jejich říční síť (řeky spojené přes jezera) ještě žádnou chýši
    nemá. Chýše a rybáři si navzájem nepřekážejí; chýše se nikdy nevracejí.
ui-hunters-rules-scoring =
    Les je dokončený, když mu nezůstala žádná otevřená lesní hrana; získá 2 body za kartičku
    a 2 za každé naleziště hub. Řeka je dokončená, když oba její konce ústí do jezera nebo do
    pramene (nebo když se uzavře do smyčky); získá 1 bod za kartičku a 1 za každou rybu
    v jezerech na jejích koncích. Body získá hráč s nejvíce sběrači nebo rybáři (při shodě
    všichni v plné výši) a všechny tyto figurky se vracejí. Nedokončené lesy a řeky nezískají
    nic; louky se vyhodnocují až na konci hry.
ui-hunters-rules-gold =
    Zlato: kdo přiloží kartičku, která dokončí les se zlatým valounem, dobere si jednu
    bonusovou kartičku (označenou hvězdou) a hned ji zahraje – nejvýše jednu za tah a nikdy
    za les dokončený bonusovou kartičkou. Oheň zažene tygry ze své louky; lovec postavený na
    louku se svatyní na kartičce se svatyní získá body za tuto louku sám; pratur má pro lovce
    hodnotu 2 bodů a žádný tygr ho nesežere.
ui-hunters-rules-end =
    Když dojdou kartičky krajiny: v každé říční síti získá hráč s nejvíce chýšemi 1 bod za
    každou rybu ve všech jejích jezerech; na každé louce získá hráč s nejvíce lovci 2 body za
    každého jelena, mamuta a pratura, poté co každý šavlozubý tygr sežere jednoho jelena.


### Stránka: herní obrazovka a další obrazovky (ui/game, ui/screens)

# (ui/game/*, ui/screens/*, ui/board.js: what ui/strings.js does not word.)

## A tile's sides in the screen reader's description of a tile ("D: Cesta (W, E); Město (N)"):
## one short mark per side, as on a compass.
## cs: kept as N, E, S, W, the same letters as the position codes ($at, error-unknown-location)
## that stay untranslated; Czech S/V/J/Z would clash with them (S = south there).

ui-side-n = N
ui-side-e = E
ui-side-s = S
ui-side-w = W

## Hra

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: "Tah 5 · Ada"), or what they are asked to do (a screen reader: "Tah 5 · Ada: doberte si
# kartičku, nebo si vezměte kartičku ze sloupečku").
ui-turn-line = Tah { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "z fialového ostrova").
ui-hand-tile-from = Kartička { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left ("city edge: 3"), an
# unreadable save and its file ("Nečitelný soubor: broken"), a saved game's mode and players
# ("Klasická hra: Vy, Ada (těžká AI)").
ui-labelled = { $label }: { $value }

## Nápověda (issue 12): tah, který by zahrál normální počítač, a proč, na jednom řádku.
log-hinted = { $who } – tah s nápovědou
hint-draw = Lízni si kartičku lícem dolů: žádná nabízená kartička pro tebe teď nemá větší cenu
hint-take = Vezmi si označenou kartičku — { $then }
hint-place = přilož ji na označené místo s figurkou: { $note }
hint-recall = přilož ji na označené místo a vezmi si opata zpět: +{ $now } hned
hint-scores = přilož ji na označené místo bez figurky: +{ $points } pro tebe hned
hint-quiet = přilož ji na označené místo bez figurky: tam se hodí nejlépe a tvé figurky zůstanou volné
ui-hint = Nápověda
ui-hint-title = Ukázat tah, který by zahrál normální počítač (H)
ui-hint-line = Nápověda: { $reason }
ui-keys-hint = H ukáže nápovědu: tah, který by zahrál normální počítač, s důvodem; tah zahraný po nápovědě je v záznamu označen.

### Záznam hry k přehrání a export a import záznamů her (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Přehrávání
ui-replay-open = Přehrát
ui-replay-close = Zavřít
ui-replay-counter = Tah { $at } z { $moves }
ui-replay-at-start = Začátek hry, před prvním tahem.
ui-replay-first = Na začátek
ui-replay-back = O tah zpět
ui-replay-forward = O tah vpřed
ui-replay-last = Na konec
ui-replay-play = Přehrát
ui-replay-pause = Pozastavit
ui-replay-speed = Rychlost
ui-replay-slow = Pomalu
ui-replay-normal = Normálně
ui-replay-fast = Rychle
ui-replay-goto = Přejít na tah
ui-replay-board = Hrací plocha po tomto tahu
ui-replay-scores = Skóre
ui-replay-keys = Klávesy: ← a → o tah zpět a vpřed, Home a End na začátek a na konec, mezerník spustí a pozastaví přehrávání.
ui-error-no-replay = v přehrávání není otevřená žádná hra
ui-error-replay-bounds = tah { $at } neexistuje: tato hra má tahy 0 až { $moves }
ui-export = Exportovat
ui-export-title = Exportovat záznam hry
ui-export-file-kind = Záznam hry Tessera
ui-exported = Exportováno do { $path }
ui-import = Importovat hru…
ui-imported = Importováno: { $game }
ui-error-import = tento soubor nelze importovat: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 otevřený konec
    [few] { $n } otevřené konce
    [many] { $n } otevřeného konce
   *[other] { $n } otevřených konců
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] už nemůže růst
    [one] může růst na 1 straně
   *[other] může růst na { $n } stranách
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 volné políčko kolem
    [few] { $n } volná políčka kolem
    [many] { $n } volného políčka kolem
   *[other] { $n } volných políček kolem
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Zobrazovat odhadované konečné skóre
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: skóre { $score }, odhadované konečné skóre { $projected } (kolik by dalo závěrečné počítání bodů, kdyby hra skončila teď)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Skóre
ui-chart-projected = Odhadované konečné skóre

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Rozbor
ui-review-open-title = Každý tah ohodnocený expertní AI, klíčové okamžiky a místa, odkud to zkusit znovu
# The review screen's title.
ui-review-title = Rozbor hry
ui-review-close = Zavřít
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Probíhá rozbor: tah { $at } z { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = Rozbor je hotový.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Zastaveno po tahu { $at } z { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = Rozbor se zastavil: { $reason }
ui-review-stop = Zastavit
ui-review-resume = Pokračovat
# The progress bar's name for screen readers.
ui-review-progress = Průběh rozboru
# The summary table's columns.
ui-review-accuracy = Přesnost
ui-review-lost = Ztracené body
ui-review-luck = Štěstí
# How the figures are worked out, under the table.
ui-review-explain = Každý tah se hodnotí podle očekávaného rozdílu konečného skóre (vaše body minus body nejlepšího soupeře). Přesnost: 100 za nejlepší tah, 50 za tah o 3 body horší, 25 za tah o 6 bodů horší, zprůměrováno přes tahy hráče. Štěstí: jakou cenu měla každá kartička dobraná lícem dolů ve srovnání s průměrnou kartičkou, která mohla přijít.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Nejlepší tah
ui-review-label-good = Dobrý
ui-review-label-inaccuracy = Nepřesnost
ui-review-label-mistake = Chyba
ui-review-label-blunder = Hrubá chyba
# The graph's heading, and its name for screen readers.
ui-review-graph = Očekávaný rozdíl skóre
ui-review-graph-label = Graf očekávaného rozdílu konečného skóre každého hráče po každém jeho tahu: nad střední čarou v náskoku, pod ní ve ztrátě. Sloupce dole ukazují štěstí při každém dobrání kartičky.
# The key moments: the player's largest losses.
ui-review-moments = Klíčové okamžiky
ui-review-no-moments = Žádné klíčové okamžiky: žádný tah nestál bod ani víc.
# The list of every move judged.
ui-review-moves = Všechny tahy
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Tah { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Ztracené body: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Zahráno
ui-review-better = Lepší
ui-review-board-played = Hrací plocha po zahraném tahu
ui-review-board-better = Hrací plocha po lepším tahu
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Zahraný tah byl nejlepší, jaký hledání našlo.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Vyberte tah a uvidíte ho zahraný a vedle něj lepší tah.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Zkusit znovu odsud
ui-review-try-title = Nová hra z pozice před tímto tahem se stejnými kartičkami, které přijdou, uložená jako samostatná hra
ui-review-keys = Klávesy: Tab přejde na tahy, Enter jeden zobrazí, Esc zavře.
# A review command with no game under review. No arguments.
ui-error-no-review = žádná hra se právě nerozebírá
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = tah { $number } ještě nebyl ohodnocen
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Lepší tah dá ihned { $points }, váš tah dal { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Lepší tah postaví figurku: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Lepší tah vezme vašeho opata zpět: +{ $now } ihned.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Lepší tah teď nedá víc, ale lépe vás připraví na kartičky, které přijdou.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Trenér: poznámka, když některý můj tah proti AI ztratí body
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Upozornit na tah, který ztratí alespoň
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Trenér: { $label } (ztracené body: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Zobrazit lepší tah
# The dialog's heading. $number: the move.
ui-coach-title = Trenér: váš tah { $number } a lepší tah
ui-coach-close = Zavřít
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = S pomocí
ui-stats-helped-note = Hry s nápovědou nebo se zapnutým trenérem se počítají stejně jako ostatní a navíc se započítávají do sloupce „S pomocí“.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Hrát online
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Vrátit se do online hry
ui-online-host = Založit hru
ui-online-host-note = Hráči ve vaší síti se připojí pomocí adresy tohoto zařízení a kódu hry, které uvidíte, jakmile hru založíte.
ui-online-join = Připojit se ke hře
ui-online-address = Adresa hostitele
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 nebo wss://server.example
ui-online-code = Kód hry
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Vaše jméno
ui-online-join-button = Připojit se
ui-online-joining = Připojování…
# The list of online games this device holds seats in.
ui-online-kept = Vaše online hry
ui-online-none-kept = Žádná online hra, do které se můžete vrátit.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = založená zde
ui-saved-online = Hráno online
ui-online-rejoin = Vrátit se
ui-online-forget = Zapomenout
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = Na tomto zařízení
ui-seat-online = Hráč online
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Jméno si zvolí při připojení
ui-host-start = Založit hru
# The game screen's online box. $code: the game's code.
ui-online-code-line = Kód: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Adresa pro připojení: { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Čeká se na připojení hráče: volné je jedno místo.
    [few] Čeká se na připojení hráčů: volná jsou { $open } místa.
    [many] Čeká se na připojení hráčů: volného je { $open } místa.
   *[other] Čeká se na připojení hráčů: volných je { $open } míst.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Spojení se přerušilo ({ $why }). Obnovuje se…
ui-online-restored = Spojení je obnoveno.
# $why: the host's words (English).
ui-online-closed = Pro toto zařízení hra skončila: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = volné místo
ui-online-disconnected = bez spojení
# A free seat, named by its number.
ui-online-seat-number = Místo { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = { $name }: předat místo AI
ui-online-give-ai-title = Od teď bude na tomto místě hrát AI na vaší výchozí úrovni
ui-online-leave = Opustit online hru
ui-online-leave-title = Ukončit spojení: do hry se můžete vrátit přes Hrát online

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = Hra od hostitele ještě nedorazila.
online-error-garbled = Od hostitele přišla hra, kterou tato verze neumí přečíst ({ $why }).
online-error-refused = Hostitel odmítl: { $why }
online-error-unreachable = Hostitel není dostupný: { $why }
online-error-lost = Spojení s hostitelem se přerušilo ({ $why }). Obnovuje se: zkuste to za chvíli znovu.
online-error-cannot-host = Na tomto zařízení nelze založit hru: { $why }
online-error-address-code = Zadejte adresu hostitele a kód hry.
online-error-not-kept = Toto zařízení nemá ve hře { $why } žádné místo.
online-error-not-your-turn = Počkejte na svůj tah: na tahu je jiný hráč.
online-error-not-host = To může jen zařízení, které hru založilo.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = označovat místa, která žádná kartička nezaplní
ui-cell-fits = { $n ->
    [0] sem už nepasuje žádná kartička
    [one] sem pasuje 1 zbývající kartička
    [few] sem pasují { $n } zbývající kartičky
    [many] sem pasuje { $n } zbývající kartičky
   *[other] sem pasuje { $n } zbývajících kartiček
}
ui-cell-bonus-fits = { $n ->
    [one] (a 1 bonusová kartička)
    [few] (a { $n } bonusové kartičky)
    [many] (a { $n } bonusové kartičky)
   *[other] (a { $n } bonusových kartiček)
}
ui-tip-never = nikdy nebude dokončeno: na ({ $x },{ "\u00A0" }{ $y }) už nepasuje žádná kartička
ui-tip-chance = dokončeno asi s pravděpodobností { $percent }{ "\u00A0" }%
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] žádná zbývající kartička nezaplní { $places }
    [few] žádná zbývající kartička nezaplní { $places }
    [many] žádná zbývající kartička nezaplní { $places }
   *[other] žádná zbývající kartička nezaplní { $places }
}
ui-dead-count = { $n ->
    [one] 1 místo, které žádná kartička nezaplní
    [few] { $n } místa, která žádná kartička nezaplní
    [many] { $n } místa, která žádná kartička nezaplní
   *[other] { $n } míst, která žádná kartička nezaplní
}
ui-warn-last-tile = poslední kartička: po tomto tahu hra končí
ui-warn-last-turn = { $n ->
    [one] váš poslední tah: ostatním zbývá 1 kartička
    [few] váš poslední tah: ostatním zbývají { $n } kartičky
    [many] váš poslední tah: ostatním zbývá { $n } kartičky
   *[other] váš poslední tah: ostatním zbývá { $n } kartiček
}
ui-warn-last-turn-maybe = { $n ->
    [one] zbývá už jen 1 kartička lícem dolů: možná je to váš poslední tah
    [few] zbývají už jen { $n } kartičky lícem dolů: možná je to váš poslední tah
    [many] zbývá už jen { $n } kartičky lícem dolů: možná je to váš poslední tah
   *[other] zbývá už jen { $n } kartiček lícem dolů: možná je to váš poslední tah
}
ui-warn-last-follower = váš poslední družiník v zásobě
ui-classic-warn-abbot = poslední příležitost vzít si opata zpět
ui-hunters-warn-last-member = váš poslední příslušník kmene v zásobě
ui-hunters-warn-last-hut = vaše poslední chýše v zásobě

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Naučit se hrát
ui-learn-note = Hry s průvodcem a předem připraveným dobíracím sloupečkem: každý krok vysvětlí jednu věc a počká, až ji uděláte. Odejít můžete kdykoli.
ui-learn-first = Vaše první hra ({ $mode })
ui-learn-differs = { $mode }: co je jinak
ui-tut-step = Krok { $n } z { $total }
ui-tut-back = Zpět
ui-tut-skip = Přeskočit
ui-tut-skip-title = Přeskočit tento krok: výuka ho provede za vás
ui-tut-next = Další
ui-tut-finish = Dokončit
ui-tut-leave = Opustit výuku
ui-tut-nudge-place = Tentokrát ne sem: výuka potřebuje pozici, na kterou ukazuje.
ui-tut-nudge-turn = Skoro: nejdřív kartičku otočte, jak říká krok.
ui-tut-nudge-figure = Zvolte místo, které krok uvádí, nebo tlačítkem Přeskočit nechte krok provést za vás.
ui-tut-nudge-source = Vezměte si kartičku z místa, které uvádí krok.
ui-tut-offer = Hrajete poprvé? Hra s průvodcem vás za pár minut naučí pravidla.
ui-tut-offer-start = Spustit výuku
ui-tut-offer-later = Teď ne
ui-tut-classic-welcome = Vítejte! Hrajete proti Adě. V každém tahu si doberete kartičku, která se zobrazí tady, a přiložíte ji ke kartičkám, které už leží na herním plánu.
ui-tut-classic-place = Svítící pozice ukazuje, kam vaše kartička pasuje. Položte ji tam.
ui-tut-classic-rotate = Otáčejte kartičkou, dokud její cesta nebude navazovat na cestu startovní kartičky a nezatočí na sever. Hrany musí navazovat: cesta na cestu, město na město, louka na louku.
ui-tut-classic-lay = Teď kartičku položte tlačítkem Potvrdit.
ui-tut-classic-road = Na právě položenou kartičku můžete postavit jednoho družiníka. Postavte ho na cestu: cesta získá 1 bod za kartičku, jakmile jsou oba její konce uzavřené.
ui-tut-classic-opponent = Teď hraje Ada. Sledujte, kam položí svou kartičku.
ui-tut-classic-farmer-lay = Tato kartička s rovnou cestou prodlouží vaši cestu na západ. Položte ji na svítící pozici.
ui-tut-classic-farmer = Položte sedláka na louku severně od cesty. Louka se vyhodnotí na konci hry: 3 body za každé dokončené město, se kterým sousedí.
ui-tut-classic-opponent-again = Ada je znovu na tahu.
ui-tut-classic-city-lay = Tato kartička dokončí město nahoře na startovní kartičce. Položte ji tam.
ui-tut-classic-city = Postavte družiníka do města. Vaše kartička město dokončí, takže se hned vyhodnotí (2 body za kartičku) a družiník se vám vrátí.
ui-tut-classic-scored = Za město získáváte 4 body a váš družiník je zpět ve vaší zásobě. Louka vašeho sedláka teď sousedí s dokončeným městem.
ui-tut-classic-monastery-lay = Klášter! Položte ho na svítící pozici.
ui-tut-classic-monastery = Postavte družiníka do kláštera jako mnicha. Klášter získá 9 bodů, jakmile je všech osm políček kolem něj zaplněno; na konci hry 1 bod plus 1 za každou sousední kartičku.
ui-tut-classic-free = Základy už znáte. Poslední kartičky položte, kam chcete; najeďte myší na kartičku nebo na ní podržte prst a uvidíte, jakou hodnotu mají její území.
ui-tut-classic-end = Na konci hry se vyhodnotí i nedokončené cesty, města a kláštery a každá louka získá body za dokončená města, se kterými sousedí. Dobře zahráno: teď si můžete zahrát skutečnou hru!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Místo měst a cest tu jsou lesy, řeky s jezery a louky. Vaše figurky jsou příslušníci kmene; vidíte je tady vedle svých dvou chýší.
ui-tut-hunters-gatherer = Přiložte kartičku na svítící pozici a postavte do lesa sběrače. Dokončený les získá 2 body za každou kartičku.
ui-tut-hunters-opponent = Teď hraje Ada. Stejně jako v klasické hře nesmí příslušník kmene do lesa, na řeku ani na louku, kde už nějaký stojí.
ui-tut-hunters-hunter = Tato kartička dokončí váš les. Položte lovce na louku s jelenem: na konci hry získá 2 body za každého jelena a mamuta, ale každý šavlozubý tygr sežere jednoho jelena.
ui-tut-hunters-bonus = Váš sběrač získává 6 bodů a vrací se. V lese byl zlatý valoun, takže hned zahrajete bonusovou kartičku: přiložte ji na svítící pozici.
ui-tut-hunters-fisher = Postavte rybáře na řeku, která se vlévá do jezera na startovní kartičce. Teče od jezera k jezeru, takže je dokončená: 1 bod za kartičku a 1 za každou rybu.
ui-tut-hunters-opponent-again = Ada je znovu na tahu.
ui-tut-hunters-hut = Přiložte tuto kartičku s jezerem na svítící pozici a postavte na ni chýši. Na konci hry získá chýše 1 bod za každou rybu ve všech jezerech své říční sítě.
ui-tut-hunters-free = Novinky už znáte. Přiložte poslední kartičky, kam chcete; hra skončí, až dojdou kartičky krajiny.
ui-tut-hunters-end = Nedokončené lesy a řeky nezískaly nic; lovci a chýše se vyhodnocují až na konci hry. Dobře zahráno: teď si můžete zahrát skutečnou hru!
ui-tut-benelux-map = Tato hra se hraje na mapě: kartičky se kladou jen na její pole, i na moře. Na ostrovy, vlny a velká města Amsterdam a Brusel se žádná kartička nikdy neklade.
ui-tut-benelux-brussels = Přiložte kartičku na svítící pozici pod Bruselem a postavte do města družiníka. Strana přiléhající k velkému městu nebo k okraji mapy je uzavřená, takže vaše město je hned dokončené.
ui-tut-benelux-opponent = Teď hraje Ada.
ui-tut-benelux-chip = Na svítící pozici leží mapový žeton. Přiložte tam kartičku bez figurky: žeton získáte a jeho body se vám hned započítají.
ui-tut-benelux-opponent-again = Ada je znovu na tahu.
ui-tut-benelux-source = Díky fialovému žetonu si místo dobírání můžete vzít kartičku lícem nahoru z fialového ostrova. Vezměte si klášter z fialového ostrova: žeton odevzdáte, jeho body vám zůstanou.
ui-tut-benelux-island = Přiložte klášter vedle Bruselu a postavte na něj družiníka. Pro klášter se pole, na která se nikdy nic neklade, počítají jako obsazená: Brusel obsadí rovnou dvě.
ui-tut-benelux-free = Teď hrajte dál podle svého. Hra skončí poslední kartičkou lícem dolů; kartičky, které zůstanou na ostrovech, se nepočítají.
ui-tut-benelux-end = Na mapě uzavírá okraj i pole bez kartiček vaše území a žetony přinášejí body a kartičky z ostrovů. Dobře zahráno: teď si můžete zahrát skutečnou hru!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Jak se vyhodnocuje
ui-tip-rules-for = Jak se vyhodnocuje: { $kinds }
ui-tip-details = Podrobnosti: { $tile }
ui-keys-details = I nechá otevřené podrobnosti kartičky pod kurzorem (nebo naposledy položené kartičky) s tlačítkem Jak se vyhodnocuje, které otevře tato pravidla u odstavce o jejím vyhodnocení; Esc je zavře.
ui-rules-details = Klepnutím nebo kliknutím na kartičku na herním plánu necháte její podrobnosti otevřené s tlačítkem Jak se vyhodnocuje: to otevře tato pravidla u odstavce o vyhodnocení daného území.
