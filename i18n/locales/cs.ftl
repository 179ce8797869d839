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
# $island: what the record names; the islands' record names stay in English.
error-unknown-island = neznámý ostrov „{ $island }“ (ostrovy: purple – fialový, light-blue – světle modrý, orange – oranžový)
error-island-and-stack = u kartičky z ostrova je třeba uvést ostrov i sloupeček (0 nebo 1)
# Hunters & Gatherers.
error-hut-needs-water = chýši lze postavit jen na řeku nebo na jezero
error-system-has-hut = na této říční síti už chýše stojí
error-no-hut-left = už nemáte žádnou chýši
error-tribe-member-occupied = toto území ({ $feature }) už má příslušníka kmene
error-no-tribe-member-left = v zásobě už nemáte žádného příslušníka kmene

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
## several joined by list-and; $tile a tile id. Messages about a feature also get $kind, the
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
log-discarded = { $tile }: tuto kartičku nelze nikam přiložit – vrací se do krabice.
log-reshuffled = { $tile }: tuto kartičku teď nelze nikam přiložit – zamíchá se zpět do dobíracího sloupečku.
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
log-island-tile = { $who } si bere kartičku { $tile } { $island ->
    [purple] z fialového
    [light-blue] ze světle modrého
   *[orange] z oranžového
} ostrova (odevzdává { $island ->
    [purple] fialový
    [light-blue] světle modrý
   *[orange] oranžový
} žeton)
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word), in the nominative
# after a colon, lowercase.
log-bonus-tile = Zlato! { $who } přikládá bonusovou kartičku: { $bonus } ({ $tile })
bonus-fire = oheň
bonus-shrine = svatyně
bonus-mushrooms = houby
bonus-aurochs = pratur
bonus-fish = ryby
