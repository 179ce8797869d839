# Tessera — norsk bokmål (nb). Samme meldings-id-er som den engelske referansekatalogen (en.ftl).
# Tiltale «du», små forbokstaver, korte og konkrete formuleringer (shared/design/glossary.md §3).
# Begreper fra den norske regelboka for Jegere og sankere (S000). A-former (brikka, elva, enga)
# som i S000, brukt gjennomgående der et hunkjønnsord står i bestemt form, og «ei» i ubestemt
# form (ei hytte, ei elv, ei øy).
# «fisk» brukes som uforanderlig flertall (1 fisk, 5 fisk): «fisker» betyr også fiskere.

## Ting som telles. $n er antallet; CLDR-flertallskategoriene (nb: one, other) velger formen.

count-tile = { $n ->
    [one] 1 brikke
   *[other] { $n } brikker
}
count-shield = { $n ->
    [one] 1 våpenskjold
   *[other] { $n } våpenskjold
}
count-neighbouring-tile = { $n ->
    [one] 1 nabobrikke
   *[other] { $n } nabobrikker
}
count-closed-square = { $n ->
    [one] 1 stengt felt
   *[other] { $n } stengte felt
}
count-completed-city = { $n ->
    [one] 1 fullført by
   *[other] { $n } fullførte byer
}
count-mushroom-patch = { $n ->
    [one] 1 soppsted
   *[other] { $n } soppsteder
}
count-fish = { $n ->
    [one] 1 fisk
   *[other] { $n } fisk
}
count-deer = { $n ->
    [one] 1 vilt
   *[other] { $n } vilt
}
count-mammoth = { $n ->
    [one] 1 mammut
   *[other] { $n } mammuter
}
count-aurochs = { $n ->
    [one] 1 okse
   *[other] { $n } okser
}

## Områdene en poengtildeling gjelder (subjektet i en begrunnelse), ubestemt entall, små bokstaver.

feature-road = vei
feature-city = by
feature-monastery = kloster
feature-garden = hage
feature-field = eng
feature-forest = skog
feature-river = elv
feature-meadow = eng

## Begrunnelser for poeng, bygd fra poengenes strukturerte deler. $what er et område med størrelse
## (reason-sized, reason-small-city, reason-plus), $total poengene hver poengtaker får.

# «vei på 4 brikker»: $feature er et feature-*-ord, $tiles en count-tile.
reason-sized = { $feature } på { $tiles }
reason-small-city = liten by på { $tiles }
# «by på 4 brikker + 1 våpenskjold»: $extra er en telling (våpenskjold, soppsteder, fisk).
reason-plus = { $what } + { $extra }
reason-completed = fullført { $what }: { $total }
reason-unfinished = uferdig { $what }: { $total }
# Klostre og hager: $feature er feature-monastery eller feature-garden.
reason-cloister-surrounded = fullført { $feature } omgitt av 8 brikker: { $total }
# $tiles er en count-tile, $blocked en count-closed-square.
reason-cloister-surrounded-blocked = fullført { $feature } omgitt av { $tiles } og { $blocked }: { $total }
# $around: count-neighbouring-tile, eller reason-and av den og count-closed-square; $n alle sammen.
reason-cloister-recalled = { $feature } med { $around }, abbeden hentet tilbake: 1 + { $n } = { $total }
reason-cloister-unfinished = uferdig { $feature } med { $around }: 1 + { $n } = { $total }
reason-and = { $a } og { $b }
reason-chip = kartsjetong samlet inn: { $total }
# $cities: count-completed-city (alle enga grenser til); $paid: de som gir denne spilleren poeng.
reason-field = eng som grenser til { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (hver by gir samme spiller poeng bare én gang)
# $tiles: count-tile for byen.
reason-most-farmers = flest bønder rundt den fullførte byen på { $tiles }: { $total }
# $fish: count-fish i alle vannene i vassdraget.
reason-huts = hytter på et vassdrag med { $fish } i vannene: { $total }
# $game: viltet på enga, en liste (list-join) av tellinger og merknader.
reason-meadow = eng: { $game } → { $total }
reason-meadow-no-game = ikke noe vilt
reason-tigers-eat = { $n ->
    [one] 1 sabeltanntiger spiser et vilt
   *[other] { $n } sabeltanntigrer spiser { $n } vilt
}
reason-fire = brannen jager bort tigrene
reason-shrine = { $reason } (jegeren ved kultstedet får poengene alene)

## Lister: hvordan elementer settes sammen («2 vilt, 1 mammut»).

list-join = { $a }, { $b }

## Avslag: hvorfor et trekk eller et valg ikke er tillatt, sagt til spilleren. $cell er en rute
## «(x,y)», $tile en brikke-id, $rot en dreining i grader.

error-game-over = spillet er slutt
error-wrong-tile = du har brikke { $expected } på hånda, ikke { $got }
error-bad-rotation = dreiningen må være 0, 90, 180 eller 270 grader, ikke { $rot }
error-cell-taken = det ligger allerede en brikke på { $cell }
error-no-square = { $cell } er ikke et felt på brettet der du kan legge en brikke
# $what: et av square-*-ordene, etter «er»; kolon foran resten, så ordet står fritt.
error-blocked-square = { $cell } er { $what }: der kan du ikke legge noen brikke
error-not-adjacent = brikke { $tile } kan ikke legges på { $cell }: den må ligge kant i kant med en brikke som allerede er lagt ut
# $side: et side-*-ord («nord»); $mine og $theirs: edge-*-ord uten artikkel («eng», «by»),
# brukt som terrengbetegnelse («kanten er skog»).
error-edge-mismatch = brikke { $tile } passer ikke på { $cell } dreid { $rot } grader: kanten mot { $side } er { $mine }, men nabobrikka har { $theirs } der
error-river-not-extended = brikke { $tile } må føre elva videre fra den åpne enden ved { $end }
error-river-closed = brikke { $tile } må føre elva videre, men elva har ingen åpen ende
# $turn: turn-left eller turn-right.
error-river-u-turn = elva kan ikke svinge til { $turn } to ganger på rad
error-no-feature-at = denne brikka har ingenting ved { $at } der en figur kan stå
error-figure-on-river = ingen figur kan stå på elva
# $feature: et feature-*-ord (ubestemt form). Bestemt form med «denne/dette» velges etter ordet;
# et ukjent ord gir «dette området».
error-feature-occupied = { $feature ->
    [vei] denne veien
    [by] denne byen
    [eng] denne enga
    [kloster] dette klosteret
    [hage] denne hagen
    [skog] denne skogen
    [elv] denne elva
   *[other] dette området
} har allerede en følgesmann
error-no-follower-left = du har ingen følgesmenn igjen i forrådet ditt
error-no-abbot-option = abbeden er ikke med i dette spillet
error-abbot-not-in-supply = abbeden din står allerede på brettet
error-abbot-needs-cloister = en abbed kan bare stå i et kloster eller en hage
error-garden-needs-abbot = bare en abbed kan stå i en hage
error-nothing-to-recall = abbeden din er ikke på brettet, så det er ingenting å hente tilbake
# $feature: feature-monastery eller feature-garden, valgt som over.
error-recall-finished = abbeden din kan ikke hentes tilbake: { $feature ->
    [kloster] klosteret
    [hage] hagen
   *[other] området
} der den står, blir fullført av denne brikka og gir poeng av seg selv
error-figure-and-recall = i ett trekk kan du enten sette ut en figur eller hente tilbake abbeden, ikke begge deler
# $figure: et figure-*-ord (alle er hankjønn/hunkjønn, så «ingen» passer).
error-no-such-figure = det finnes ingen { $figure } i dette spillet
error-no-such-source = i dette spillet kan du ikke ta en brikke derfra nå
error-wrong-source = brikka du har på hånda, kom fra et annet sted
error-no-choice-of-source = du har allerede brikka på hånda, så du kan ikke velge hvor den skal komme fra
# $figure her er det som ble skrevet inn (ikke oversatt).
error-unknown-figure = ukjent figur «{ $figure }»
error-unknown-location = ukjent plassering { $at } (bruk N, E, S, W, NNW … WNW eller C)
# Benelux. $colour: et colour-*-ord (lilla, lyseblå og oransje bøyes ikke foran «øya»/«sjetong»);
# $stack: 0 eller 1.
error-no-such-stack = det finnes ingen øybunke nummer { $stack }
error-empty-stack = bunke { $stack } på den { $colour } øya er tom
error-no-chip = du har ingen { $colour } sjetong, så du kan ikke ta en brikke fra den { $colour } øya
error-fits-nowhere = brikke { $tile } på den { $colour } øya passer ingen steder på brettet, så du kan ikke ta den
error-deck-empty = bunken med billedsiden ned er tom: spillet er slutt
# $island er det som ble skrevet inn; øyenes id-er i en spillfil er de engelske.
error-unknown-island = ukjent øy «{ $island }» (bruk purple, light-blue eller orange)
error-island-and-stack = en øybrikke må oppgi både øya og bunken (0 eller 1)
# Jegere og sankere.
error-hut-needs-water = ei hytte kan bare stå på ei elv eller et vann
error-system-has-hut = dette vassdraget har allerede ei hytte
error-no-hut-left = du har ingen hytter igjen
error-tribe-member-occupied = { $feature ->
    [vei] denne veien
    [by] denne byen
    [eng] denne enga
    [kloster] dette klosteret
    [hage] denne hagen
    [skog] denne skogen
    [elv] denne elva
   *[other] dette området
} har allerede et stammemedlem
error-no-tribe-member-left = du har ingen stammemedlemmer igjen i forrådet ditt

## Ord som avslagene bruker.

edge-field = eng
edge-road = vei
edge-city = by
edge-river = elv
edge-forest = skog
edge-meadow = eng
side-north = nord
side-east = øst
side-south = sør
side-west = vest
turn-left = venstre
turn-right = høyre
figure-follower = følgesmann
figure-abbot = abbed
figure-hut = hytte
colour-purple = lilla
colour-light-blue = lyseblå
colour-orange = oransje
square-off-board = utenfor brettet
square-wave = et bølgefelt
square-island = ei øy
square-amsterdam = Amsterdam, en storby
square-brussels = Brussel, en storby
square-other = et sperret felt

## The desktop entry (the system's application menu).

app-generic-name = Brikkeleggingsspill
app-comment = Brikkeleggingsspill mot datamotstandere eller venner på samme enhet

## Spillets logg: én linje per hendelse, etter turetiketten. $who er en spillers navn, eller flere
## satt sammen med list-and; $tile en brikke-id. Meldinger om et område får også $kind, områdets
## id (road, city, …), som velger artikkel og preposisjon («på en vei», «i et kloster»).
## Presens gjennomgående, og ingen pronomen eller kjønnsbøyde ord om spillerne.

log-turn = Tur { $n }
log-end = Slutt
list-and = { $a } og { $b }
# $points: det hver av $who får; $reason: begrunnelsen (reason-* over).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-discarded = { $tile }: brikka passer ingen steder – den legges i eska.
log-reshuffled = { $tile }: brikka passer ingen steder nå – den blandes inn i bunken igjen.
# $scores: alle spillernes sluttpoeng i sitterekkefølge, med tankestrek mellom.
log-game-over = Spillet er slutt: { $scores }
log-placed-follower = { $who }: en følgesmann { $kind ->
    [road] på en { $feature }
    [city] i en { $feature }
    [monastery] i et { $feature }
    [garden] i en { $feature }
    [field] på ei { $feature }
    [forest] i en { $feature }
    [river] på ei { $feature }
    [meadow] på ei { $feature }
   *[other] på { $feature }
}
log-placed-farmer = { $who }: en bonde på ei eng
log-placed-abbot = { $who }: en abbed { $kind ->
    [garden] i en { $feature }
   *[monastery] i et { $feature }
}
log-placed-gatherer = { $who }: en samler i en skog
log-placed-fisherman = { $who }: en fisker på ei elv
log-placed-hunter = { $who }: en jeger på ei eng
log-placed-hut = { $who }: ei hytte på et vassdrag
log-recalled = { $who } henter abbeden tilbake
# Benelux: $island er øyas id (purple, light-blue, orange). Fargeordene bøyes ikke her
# («den lyseblå øya», «en lyseblå sjetong»).
log-island-tile = { $who } tar brikke { $tile } fra den { $island ->
    [purple] lilla
    [light-blue] lyseblå
   *[orange] oransje
} øya (gir fra seg en { $island ->
    [purple] lilla
    [light-blue] lyseblå
   *[orange] oransje
} sjetong)
# Jegere og sankere: $bonus er bonusbrikkas type (et bonus-*-ord), som en betegnelse.
log-bonus-tile = Gull! { $who } spiller ei bonusbrikke: { $bonus } ({ $tile })
bonus-fire = Brann
bonus-shrine = Kultsted
bonus-mushrooms = Sopp
bonus-aurochs = Okse
bonus-fish = Fisk
