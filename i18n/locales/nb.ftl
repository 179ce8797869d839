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

## Figurvalgenes anslag: ved hver plass en figur kan stå, hva den ville gi. $what er et område
## med størrelse (reason-sized, med reason-plus for det området inneholder); $now det valget gir
## nå (med én gang når brikka fullfører området, ellers om spillet sluttet nå); $full det det
## ville gi om det ble fullført med sin nåværende størrelse. Meldinger om et område får også
## $kind, områdets id (road, city, monastery, garden, forest, river).

# «Ingen figur»-valget: bare brikka. Ingen argumenter.
ui-note-none = ingen figur
# En vei, by, skog eller elv som denne brikka fullfører. $what, $now (poeng med én gang), $kind.
ui-note-completed = { $what }, fullført: +{ $now } nå
# En vei eller by som står åpen. $what; $now: om spillet sluttet nå; $full: om den fullføres; $kind.
ui-note-open = { $what }: { $now } nå, { $full } om den fullføres
# En skog eller elv som står åpen (uferdige gir ingenting). $what; $full: om den fullføres; $kind.
ui-note-open-nothing = { $what }: { $full } om den fullføres, ingenting om den forblir uferdig
# Feltene rundt et kloster eller en hage som har brikker. $n: hvor mange (1 til 7).
ui-note-count-neighbour = { $n ->
    [one] 1 nabobrikke
   *[other] { $n } nabobrikker
}
# Et kloster eller en hage som denne brikka omgir helt. $feature: feature-monastery eller
# feature-garden; $now: poeng med én gang; $kind: monastery eller garden.
ui-note-cloister-surrounded = { $feature } omgitt, fullført: +{ $now } nå
# Et kloster eller en hage som ikke er omgitt ennå. $feature som over; $neighbours:
# ui-note-count-neighbour; $now: om spillet sluttet nå; $full: når helt omgitt (9); $kind.
ui-note-cloister = { $feature } med { $neighbours }: { $now } nå, { $full } når helt omgitt
# En bondes eng. $cities: count-completed-city (de fullførte byene den grenser til); $now: det
# den gir ved slutten hvis ingenting endres.
ui-note-field = eng som grenser til { $cities }: { $now } ved slutten hvis ingenting endres
# Ei hytte (Jegere og sankere). $fish: count-fish i vannene i vassdraget; $now: det den gir ved
# slutten hvis ingenting endres.
ui-note-hut = hytte på et vassdrag med { $fish }: { $now } ved slutten hvis ingenting endres
# Ei jegereng (Jegere og sankere). $reason: viltet og poengene på enga (reason-meadow,
# «eng: 2 vilt, 1 mammut → 6»).
ui-note-meadow = { $reason } ved slutten hvis ingenting endres
# Hente tilbake abbeden. $now: det klosteret eller hagen gir med én gang.
ui-note-recall = hent tilbake abbeden: +{ $now } nå

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
error-no-such-action = dette trekket med en brikke finnes ikke i dette spillet
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
error-nothing-to-draw = ingen brikke med billedsiden ned passer noe sted på brettet: ta en brikke fra en øy
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

## Appens feilmeldinger til spilleren (i tillegg til avslagene over).

# En kommando trenger et åpent spill, og det finnes ikke. Ingen argumenter.
ui-error-no-game = det er ikke noe spill åpent
# Et KI-trekk kom etter at spillet var endret (et trekk angret, et annet spill åpnet).
ui-error-stale = spillet ble endret mens KI-en tenkte
# Angre uten noe trekk fra en menneskelig spiller å ta tilbake. Ingen argumenter.
ui-error-nothing-to-undo = du har ikke noe trekk å angre
# Legge tilbake, når brikka på hånda ble trukket med billedsiden ned (Benelux). Ingen argumenter.
ui-error-nothing-to-put-back = det er ingen øybrikke å legge tilbake: ei brikke som er trukket med billedsiden ned, blir på hånda
# Et menneske prøver å gjøre et trekk mens en KI skal spille. $name: KI-spillerens navn.
ui-error-ai-turn = det er turen til { $name } (KI)
# KI-en blir bedt om å gjøre et trekk mens et menneske skal spille. $name: den spillerens navn.
ui-error-not-ai-turn = det er turen til { $name }, ikke til en KI
# $id: det lagrede spillets id (et filnavn uten filendelse).
ui-error-not-found = finner ikke noe lagret spill «{ $id }»
# $detail: hvorfor filen ikke kan leses, med leserens ord (foreløpig engelsk).
ui-error-unreadable = dette lagrede spillet kan ikke åpnes: { $detail }
# Lagring eller sletting av et spill mislyktes. $detail: systemets feilmelding, slik den lyder.
ui-error-io = kunne ikke lagre: { $detail }

## Hvorfor et lagret spill ikke kan åpnes, i listen over lagrede spill og når det åpnes. Leserens
## tekniske detaljer (engelsk, fra filens parser) vises for seg, sammenfoldet.

ui-unreadable-no-file = filen finnes ikke
ui-unreadable-io = filen kan ikke leses
ui-unreadable-folder = dette er ei mappe, ikke en fil
# $bytes: filens størrelse.
ui-unreadable-too-large = filen er for stor til å være et lagret spill ({ $bytes } byte)
ui-unreadable-not-text = filen er ikke tekst
ui-unreadable-empty = filen er tom
ui-unreadable-invalid = filen er ikke en gyldig spillfil
# $format: filens lagringsformat; $ours: det nyeste denne versjonen kan lese.
ui-unreadable-newer = dette spillet ble lagret av en nyere versjon av Tessera (lagringsformat { $format }; denne versjonen leser format { $ours } og eldre)
# $n: nummeret på trekket som bryter en regel.
ui-unreadable-move = trekk { $n } i det lagrede spillet bryter en regel
ui-unreadable-bug = spillet kunne ikke spilles av på nytt (en feil i Tessera)
# Overskriften på de sammenfoldede tekniske detaljene under en årsak.
ui-technical-detail = Tekniske detaljer

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
## satt sammen med list-and; $tile navnet på ei brikke. Meldinger om et område får også $kind, områdets
## id (road, city, …), som velger artikkel og preposisjon («på en vei», «i et kloster»).
## Presens gjennomgående, og ingen pronomen eller kjønnsbøyde ord om spillerne.

log-turn = Tur { $n }
log-end = Slutt
list-and = { $a } og { $b }
# $points: det hver av $who får; $reason: begrunnelsen (reason-* over).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-tile-placed = { $who } legger en brikke på ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = Brikka ({ $tile }) passer ingen steder – den legges i eska.
log-reshuffled = Brikka ({ $tile }) passer ingen steder nå – den blandes inn i bunken igjen.
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
log-island-tile = { $who } tar en brikke fra den { $island ->
    [purple] lilla
    [light-blue] lyseblå
   *[orange] oransje
} øya (gir fra seg en { $island ->
    [purple] lilla
    [light-blue] lyseblå
   *[orange] oransje
} sjetong): { $tile }
# Jegere og sankere: $who er spillerens navn; $tile bonusbrikkas navn (som tile-*-verdiene).
log-bonus-tile = Gull! { $who } spiller ei bonusbrikke: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } med { $parts }
tile-city-edge = bykant
    .with = en bykant
tile-city-corner = byhjørne
    .with = et byhjørne
tile-city-across = by tvers over brikka
    .with = en by tvers over brikka
tile-city-three = tresidig by
    .with = en tresidig by
tile-city-full = hel by
    .with = en hel by
tile-city-two-opposite = to motsatte bykanter
    .with = to motsatte bykanter
tile-city-two-adjacent = to tilstøtende bykanter
    .with = to tilstøtende bykanter
tile-road-straight = rett vei
    .with = en rett vei
tile-road-curve = veisving
    .with = en veisving
tile-road-end = vei
    .with = en vei
tile-road-three = T-kryss
    .with = et T-kryss
tile-road-four = veikryss
    .with = et veikryss
tile-monastery = kloster
    .with = et kloster
tile-garden = hage
    .with = en hage
tile-shield = våpenskjold
    .with = et våpenskjold
tile-field = eng
    .with = ei eng
tile-river-straight = rett elv
    .with = ei rett elv
tile-river-curve = elvesving
    .with = en elvesving
tile-river = { $count ->
    [one] elv
   *[other] { $count } elver
}
    .with = { $count ->
        [one] ei elv
       *[other] { $count } elver
    }
tile-spring = { $count ->
    [one] kilde
   *[other] { $count } kilder
}
    .with = { $count ->
        [one] en kilde
       *[other] { $count } kilder
    }
tile-lake = { $count ->
    [one] innsjø
   *[other] { $count } innsjøer
}
    .with = { $count ->
        [one] en innsjø
       *[other] { $count } innsjøer
    }
tile-forest = { $count ->
    [one] skog
   *[other] { $count } skoger
}
    .with = { $count ->
        [one] en skog
       *[other] { $count } skoger
    }
tile-meadow = eng
    .with = ei eng
tile-gold = { $count ->
    [one] gullklump
   *[other] { $count } gullklumper
}
    .with = { $count ->
        [one] en gullklump
       *[other] { $count } gullklumper
    }
tile-mushrooms = { $count ->
    [one] soppsted
   *[other] { $count } soppsteder
}
    .with = { $count ->
        [one] et soppsted
       *[other] { $count } soppsteder
    }
tile-volcano = vulkan
    .with = en vulkan
tile-fish = { $count ->
    [one] fisk
   *[other] { $count } fisk
}
    .with = { $count ->
        [one] en fisk
       *[other] { $count } fisk
    }
tile-deer = { $count ->
    [one] vilt
   *[other] { $count } vilt
}
    .with = { $count ->
        [one] vilt
       *[other] { $count } vilt
    }
tile-mammoth = { $count ->
    [one] mammut
   *[other] { $count } mammuter
}
    .with = { $count ->
        [one] en mammut
       *[other] { $count } mammuter
    }
tile-aurochs = { $count ->
    [one] okse
   *[other] { $count } okser
}
    .with = { $count ->
        [one] en okse
       *[other] { $count } okser
    }
tile-tiger = { $count ->
    [one] sabeltanntiger
   *[other] { $count } sabeltanntigre
}
    .with = { $count ->
        [one] en sabeltanntiger
       *[other] { $count } sabeltanntigre
    }
tile-fire = brann
    .with = brann
tile-shrine = kultsted
    .with = et kultsted


### Siden: menyer, skjermbilder, spillpanelet og skjermleseren (ui/strings.js)

# Sidens ord: menyer, skjermbilder, spillpanelet og det en skjermleser hører (ui/strings.js).
# Argumenter: $who, $name et spillernavn; $n, $turn, $x, $y tall.

ui-app-name = Tessera
ui-tagline = Legg brikker, bygg byer og veier, og få flere poeng enn motstanderne dine.
# $why: hva som gikk galt, med ord.
ui-cannot-start = Tessera kunne ikke starte: { $why }

## Hovedmeny
ui-continue = Fortsett
ui-new-game = Nytt spill
ui-saved-games = Lagrede spill
ui-statistics = Statistikk
ui-settings = Innstillinger
ui-rules = Regler
ui-back = ← Tilbake

## Nytt spill
ui-mode = Spillvariant
ui-not-available = ikke tilgjengelig ennå
ui-options = Valg
ui-players = Spillere
ui-seed = Frø
ui-seed-hint = tomt: et nytt tilfeldig spill
ui-seed-invalid = Frøet må være et heltall (opptil 15 sifre).
ui-start = Start spillet
ui-human = Menneske
ui-ai = KI
ui-add-player = Legg til spiller
# $seat: plassens nummer, fra 1.
ui-seat-name = Navn på spiller { $seat }
ui-seat-kind = Type for spiller { $seat }
ui-seat-level = KI-nivå for spiller { $seat }
ui-seat-remove = Fjern spiller { $seat }
ui-remove-mark = ✕
# Den menneskelige spillerens navn til et annet er valgt.
ui-default-name = Du
# KI-spillernes navn, i den rekkefølgen plassene får dem.
ui-ai-name-1 = Astrid
ui-ai-name-2 = Bjørn
ui-ai-name-3 = Cecilie
ui-ai-name-4 = Dag
ui-ai-name-5 = Elin
ui-ai-name-6 = Frode
# Navnet på et KI-nivå ($level: random, easy, normal eller hard).
ui-level = { $level ->
    [random] tilfeldig
    [easy] lett
    [normal] normal
    [hard] vanskelig
    [expert] ekspert
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Tilfeldig
    [easy] Lett
    [normal] Normal
    [hard] Vanskelig
    [expert] Ekspert
    [online] Spillere på nett
   *[other] { $level }
}
ui-remaining-count = Gjenværende brikker ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } brikke med disse sidene: { $sides }
   *[other] { $n } brikker med disse sidene: { $sides }
}
ui-remaining-grouped = Gruppert etter sidene: brikkene i en gruppe passer på de samme stedene.
ui-or-put-back = Eller legg brikka tilbake (Esc) og velg på nytt.
ui-or-put-back-touch = Eller legg brikka tilbake og velg på nytt.

## Lagrede spill
ui-no-saves = Ingen lagrede spill ennå.
ui-unreadable = Kan ikke leses
ui-open = Åpne
ui-resume = Fortsett
ui-delete = Slett
ui-really-delete = Vil du virkelig slette?
ui-finished = ferdig
ui-in-progress = pågår
# En spiller i et lagret spill: $name, og $level KI-nivåets navn (ui-level).
ui-ai-seat = { $name } (KI, { $level })
ui-ai-seat-no-level = { $name } (KI)

## Statistikk
ui-stats-level = KI-nivå
ui-stats-played = Spilt
ui-stats-won = Vunnet
ui-stats-lost = Tapt
ui-stats-average = Gjennomsnittlig poengsum
ui-stats-best = Beste poengsum
ui-stats-none = Ingen ferdige spill mot KI ennå.
ui-stats-damaged = Statistikkfilen var skadet; den er lagt til side, og statistikken begynner på nytt.
ui-stats-note = Hvert ferdige spill mot KI telles én gang, for den første menneskelige spilleren, på nivået til den sterkeste KI-en ved bordet. Spill bare mellom mennesker telles ikke.

## Innstillinger
ui-your-name = Navnet ditt
ui-your-colour = Fargen din
ui-default-level = Standard KI-nivå
ui-speed = Animasjonshastighet
ui-speed-slow = Sakte
ui-speed-normal = Normal
ui-speed-fast = Rask
ui-speed-instant = Umiddelbar
ui-show-remaining = Vis gjenværende brikker
ui-colour-blind = Fargepalett for fargeblinde
ui-language = Språk
ui-colour-red = rød
ui-colour-blue = blå
ui-colour-yellow = gul
ui-colour-black = svart
ui-colour-purple = lilla
ui-colour-orange = oransje
ui-colour-vermillion = cinnoberrød
ui-colour-pink = rosa
ui-colour-sky-blue = himmelblå
ui-settings-saved = Lagret

## Regler
ui-keys = Taster (når brettet har fokus; Tab flytter mellom brettet og alle knappene): piltastene flytter til neste sted der brikka passer, R dreier, Enter bekrefter, Tab eller piltastene blar gjennom figurplassene, S setter ikke ut noen figur, Esc går tilbake, U angrer, M åpner menyen, + og − zoomer, F tilpasser brettet til vinduet. Der ei brikke også kan komme fra en bunke, velger piltastene bunken og Enter tar brikka, D trekker ei brikke med billedsiden ned, og Esc legger ei tatt brikke tilbake.
ui-touch-help = På berøringsskjerm: trykk på ei lysende rute for å legge brikka, trykk på den igjen for å dreie den, og Bekreft legger den; trykk på en plass for å sette ut en figur, eller Ingen figur. Dra i brettet for å flytte det, knip for å zoome, og hold fingeren på ei brikke for å se detaljene. Brikker og logg åpner de gjenværende brikkene og loggen.

## Spillet
ui-menu = ☰ Meny
ui-tiles = Brikker
ui-remaining = Gjenværende brikker
ui-zoom-out = −
ui-zoom-out-title = Zoom ut (−)
ui-fit = Tilpass
ui-fit-title = Tilpass brettet (F)
ui-zoom-in = +
ui-zoom-in-title = Zoom inn (+)
ui-board = Brett
ui-announcements = Kunngjøringer fra spillet
# $tile: brikka med ord.
ui-hand-label = Brikke på hånda: { $tile }
# $scores: hver spillers navn og poengsum, som en liste.
ui-chart-label = Poeng gjennom spillet: { $scores }

## Brettet og spillet med ord, for skjermlesere
# $kind: navnet på et område; $edges: sidene det berører, som en liste.
ui-feature-at = { $kind } ({ $edges })
# $name: brikka; $parts: områdene på den, skilt med semikolon.
ui-tile-says = { $name }: { $parts }
ui-cell-at = Rute { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Rute { $x },{ "\u00A0" }{ $y }: brikka passer ikke her
# $rot: grader (90, 180 eller 270).
ui-turned = dreid { $rot }°
ui-not-turned = ikke dreid
ui-turns-fit = { $n ->
    [one] bare denne dreiningen passer her
   *[other] { $n } dreininger passer her
}
ui-fits-in = { $n ->
    [0] Den passer ingen steder
    [one] Den passer på 1 sted
   *[other] Den passer på { $n } steder
}
ui-keys-place = Piltastene velger et sted
ui-keys-confirm = R dreier brikka, Enter legger den, piltastene flytter til et annet sted
# $i: denne plassens nummer, $count: hvor mange det er; $text: plassen med ord.
ui-option-choice = Figurplass { $i } av { $count }: { $text }
ui-keys-figure = Tab eller piltastene velger en plass, Enter setter ut figuren, S setter ikke ut noen, Esc går tilbake
ui-source-choice = Valg { $i } av { $count }: { $text }
ui-keys-source = Piltastene velger hvor brikka skal komme fra, Enter tar den, D trekker
# $tile: brikka med ord.
ui-placed-at = { $who } la ei brikke på { $x },{ "\u00A0" }{ $y } — { $tile }
# $from: hvor brikka kom fra (ui-from-deck, eller ei øy).
ui-drew = Brikke på hånda, { $from } — { $tile }
ui-from-deck = trukket med billedsiden ned
ui-your-turn-say = Tur { $turn } · { $who }, det er din tur
ui-to-play = Tur { $turn } · { $who } står for tur
ui-undone = Angret: tilbake til tur { $turn }
# En spillers navn og poengsum.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for hver spiller, som en liste.
ui-final-scores = Sluttpoeng: { $scores }
ui-rotate-title = Drei (R)
ui-rotate = ⟳ Drei
ui-confirm = Bekreft
ui-skip = Ingen figur
ui-undo = ↶ Angre
ui-log = Logg
ui-sheet-open = Brikker og logg
ui-sheet-close = Lukk
# $seat: plassens nummer, fra 1.
ui-player = Spiller { $seat }
ui-hand-tile = Brikke: { $tile }
ui-no-hand = —
ui-not-drawn = Ikke valgt ennå
ui-face-down = { $n ->
    [one] 1 brikke med billedsiden ned
   *[other] { $n } brikker med billedsiden ned
}
# Etter en spillers navn i spillertabellen; $level: ui-level.
ui-ai-level = KI ({ $level })
ui-thinking = { $name } tenker …
ui-your-turn = { $name }: legg brikka
ui-choose-figure = { $name }: sett ut en figur eller hopp over
ui-pick-cell = Klikk på ei lysende rute for å legge brikka. R dreier, Enter bekrefter.
ui-confirm-tile = Klikk på brikka igjen (eller R) for å dreie den, Enter eller Bekreft for å legge den.
ui-pick-figure = Velg en plass for en figur (Tab blar), eller «Ingen figur» (S).
ui-pick-cell-touch = Trykk på ei lysende rute for å legge brikka.
ui-confirm-tile-touch = Trykk på brikka igjen for å dreie den, Bekreft for å legge den.
ui-pick-figure-touch = Trykk på en plass for en figur, eller «Ingen figur».
ui-choose-source = { $name }: trekk ei brikke eller ta ei fra en bunke
ui-draw = { $n ->
    [one] Trekk ei brikke (1 med billedsiden ned)
   *[other] Trekk ei brikke ({ $n } med billedsiden ned)
}
# $stack: bunkens nummer, fra 1.
ui-take-from = Ta brikka med billedsiden opp fra bunke { $stack }
ui-put-back = Legg brikka tilbake (velg på nytt)
ui-turn = Tur { $n }
ui-end = Slutt
# $who: spillerne som fikk poeng, som en liste; $points: det hver av dem fikk.
ui-scored-for = { $who } +{ $points }
ui-and = og
ui-discarded = Denne brikka passer ingen steder — den legges i eska.
ui-reshuffled = Denne brikka passer ingen steder nå — den blandes inn i bunken igjen.

## Slutten av spillet
ui-game-over = Spillet er slutt
# $names: vinnerne som en liste; $count: hvor mange som deler seieren.
ui-winner = { $count ->
    [one] { $names } vinner
   *[other] Delt seier: { $names }
}
ui-total = Totalt
ui-scores-over-game = Poeng gjennom spillet
ui-turns-axis = turer →
ui-see-board = Se brettet
ui-main-menu = Hovedmeny


### Siden: Klassisk (ui/modes/classic.js)

## Klassisk, med Elva og Abbeden (ui/modes/classic.js). Følgesmenn står på veier, i byer og i
## klostre; på ei eng ligger en følgesmann ned og kalles bonde. Abbeden (et valg) står i et
## kloster eller en hage, og kan hentes tilbake for å gi poeng for det med én gang.

ui-classic-title = Klassisk

## Valgene for nytt spill. Et valgs ord følger etter valgets etikett: «Ei brikke som ikke passer
## noe sted» + «legges tilbake i eska», «Med Elva blir den vanlige startbrikka» + «tatt ut av spillet».

ui-classic-option-river = Elva
ui-classic-option-abbot = Abbed og hager
ui-classic-option-small-city = Små byer gir 2 poeng (eldre regel)
ui-classic-option-farm = Poeng for enger
ui-classic-farm-third = gjeldende regler (3 per by, for hver eng)
ui-classic-farm-second = andre utgave (hver by gir en spiller poeng bare én gang)
ui-classic-farm-first = første utgave (4 per by til den med flest bønder)
ui-classic-option-unplaceable = Ei brikke som ikke passer noe sted
ui-classic-unplaceable-discard = legges tilbake i eska
ui-classic-unplaceable-reshuffle = blandes inn i bunken igjen
ui-classic-option-art = Brikkegrafikk
# Brikkegrafikken følger valget for abbed: 2014-brikkene (med hager) med det, de klassiske uten.
ui-classic-art-auto = etter valget for abbed
# 2014: utgaven der brikkene har hager.
ui-classic-art-2014 = 2014 (med hager)
ui-classic-art-classic = klassisk (uten hager)
ui-classic-option-river-start = Med Elva blir den vanlige startbrikka
ui-classic-river-start-shuffle = blandet inn blant landskapsbrikkene
ui-classic-river-start-discard = tatt ut av spillet

## Kolonnene i oversikten ved slutten av spillet: hva som ga poengene.

ui-classic-breakdown-road = Veier
ui-classic-breakdown-city = Byer
ui-classic-breakdown-monastery = Klostre
ui-classic-breakdown-garden = Hager
ui-classic-breakdown-field = Enger

## Et områdes type, slik beskrivelsen av ei brikke og detaljene ved pekeren begynner (stor
## forbokstav): «D: Vei (V, Ø); By (N)».

ui-classic-kind-road = Vei
ui-classic-kind-city = By
ui-classic-kind-monastery = Kloster
ui-classic-kind-garden = Hage
ui-classic-kind-field = Eng
ui-classic-kind-river = Elv

## En spillers forråd, ved siden av poengsummen. $n: følgesmennene som er igjen i forrådet.

ui-classic-supply = { $n ->
    [one] { $n } følgesmann
   *[other] { $n } følgesmenn
}
# Med valget for abbed, mens spillerens abbed er i forrådet.
ui-classic-supply-abbot = { $n ->
    [one] { $n } følgesmann · abbed
   *[other] { $n } følgesmenn · abbed
}
# Med valget for abbed, mens spillerens abbed er på brettet.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } følgesmann · abbed ute
   *[other] { $n } følgesmenn · abbed ute
}

## Figursteget: én knapp per plass der en figur kan stå. $at er hvor på brikka figuren står (et
## kompasspunkt som N eller NNE, eller C for midten; oversettes ikke); $note hva området er verdt
## nå, allerede formulert (som «by på 1 brikke: 1 nå»).

# Bokstaven på merket som viser en abbeds plass på brettet: forbokstaven i ordet «abbed».
ui-classic-mark-abbot = A
# $points: det abbedens kloster eller hage gir nå (et tall).
ui-classic-recall = Hent tilbake abbeden: +{ $points } nå
ui-classic-place-farmer = Bonde på enga ({ $at }) — { $note }
# $feature: områdets type (monastery eller garden), som velger ordene; $name: områdets ord
# (feature-monastery …), for en type som ikke står her.
ui-classic-place-abbot = Abbed { $feature ->
    [monastery] i klosteret
    [garden] i hagen
   *[other] på { $name }
} ({ $at }) — { $note }
# $feature: områdets type (road, city, monastery), som velger ordene; $name: områdets ord
# (feature-road …), for en type som ikke står her.
ui-classic-place-follower = Følgesmann { $feature ->
    [road] på veien
    [city] i byen
    [monastery] i klosteret
    [garden] i hagen
   *[other] på { $name }
} ({ $at }) — { $note }

## Spillets logg (når visningen ikke formulerer hendelsene selv). $who er en spillers navn.

ui-classic-recalled = { $who } henter abbeden tilbake
ui-classic-placed-farmer = { $who }: en bonde på ei eng
# $feature: områdets type (monastery eller garden), som velger ordene; $name: områdets ord,
# for en type som ikke står her.
ui-classic-placed-abbot = { $who }: en abbed { $feature ->
    [monastery] i et kloster
    [garden] i en hage
   *[other] på { $name }
}
# $feature: områdets type (road, city, monastery), som velger ordene; $name: områdets ord,
# for en type som ikke står her.
ui-classic-placed-follower = { $who }: en følgesmann { $feature ->
    [road] på en vei
    [city] i en by
    [monastery] i et kloster
    [garden] i en hage
   *[other] på { $name }
}

## Detaljer ved pekeren over ei lagt brikke: hvert områdes type, størrelse og verdi.

# Størrelsen på en vei eller by med våpenskjold: $tiles er en count-tile («3 brikker»), $shields
# en count-shield («1 våpenskjold»).
ui-classic-size-shields = { $tiles } + { $shields }
# Størrelsen på et kloster eller en hage: $n, brikkene rundt.
ui-classic-size-neighbours = { $n ->
    [one] { $n } nabobrikke
   *[other] { $n } nabobrikker
}
# $points: det et fullført område ga (et tall).
ui-classic-value-completed = fullført: { $points }
# $points: det ei eng gir ved slutten av spillet, slik det står nå (et tall).
ui-classic-value-end = { $points } ved slutten
# $points: det et uferdig område ville gi om spillet sluttet nå (et tall).
ui-classic-value-now = { $points } nå

## Reglene, én melding per avsnitt (skjermbildet Regler).

ui-classic-rules-placing = På din tur legger du brikka du har på hånda, inntil brikkene som allerede ligger, slik at alle kantene den deler med dem, passer: by mot by, vei mot vei, eng mot eng, elv mot elv. Lysende ruter viser hvor den passer; bare dreininger som passer, blir tilbudt.
ui-classic-rules-figures = Deretter kan du sette ut én følgesmann fra forrådet ditt på et område på den brikka — en vei, en by, et kloster eller ei eng (som bonde, liggende) — så sant det området ikke allerede har en følgesmann et eller annet sted. Med Abbed og hager kan abbeden din settes i et kloster eller en hage, eller du kan hente den tilbake slik at klosteret eller hagen den står i, gir poeng med én gang.
ui-classic-rules-scoring = Fullførte områder gir poeng med én gang, og følgesmennene der kommer tilbake: en vei 1 per brikke, en by 2 per brikke og 2 per våpenskjold, et kloster eller en hage 9 når det er helt omgitt. Ved slutten gir uferdige veier og byer 1 per brikke (og per våpenskjold), klostre og hager 1 pluss 1 per nabobrikke, og hver eng 3 for hver fullført by den grenser til. Den som har flest følgesmenn på et område, får poengene; står flere spillere likt, får alle poeng.
ui-classic-rules-river = Elva legges først, fra kilden til vannet; den kan ikke svinge samme vei to ganger på rad.


### Siden: Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js): brikkene og reglene fra Klassisk på et kart over Benelux-landene,
## med kartsjetonger og tre øyer (lilla, lyseblå, oransje), hver med to bunker brikker med
## billedsiden opp. En spiller kan ta den øverste brikka på ei øy i stedet for å trekke, og gir
## da fra seg en sjetong i øyas farge. Det Benelux har felles med Klassisk, står i ui-classic-meldingene.

ui-benelux-title = Benelux

## Valgene for nytt spill, hvert fulgt av sine alternativer (startbyene; 7 eller 9).

# $tile: startbrikkas navn (som tile-*-verdiene).
ui-benelux-option-first-start = Startbrikke ({ $tile }) på
ui-benelux-option-second-start = Ei tilfeldig startbrikke på
# Hvor mange følgesmenn hver spiller har.
ui-benelux-option-followers = Følgesmenn per spiller

## Steder på kartet: de tre startbyene og de to storbyene (slik språket kaller dem).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Brussel

## Fargene på øyene og sjetongene.

ui-benelux-colour-purple = lilla
ui-benelux-colour-light-blue = lyseblå
ui-benelux-colour-orange = oransje

# En kolonne i oversikten ved slutten av spillet: kartsjetongenes poeng.
ui-benelux-breakdown-chip = Sjetonger

## Å velge hvor turens brikke skal komme fra.

# $who: spillerens navn.
ui-benelux-choose-source = { $who }: trekk ei brikke med billedsiden ned, eller ta ei øybrikke med billedsiden opp
ui-benelux-pick-source = Ei øybrikke koster en av sjetongene dine i samme farge som øya.
# En knapp. $tile: navnet på brikka med billedsiden opp (som tile-*-verdiene); $island: øyas
# farge (purple, light-blue, orange), som velger ordene.
ui-benelux-take = { $island ->
    [purple] Ta fra den lilla øya: { $tile } (koster en lilla sjetong)
    [light-blue] Ta fra den lyseblå øya: { $tile } (koster en lyseblå sjetong)
   *[orange] Ta fra den oransje øya: { $tile } (koster en oransje sjetong)
}
# Som ui-benelux-take, når begge bunkene på øya viser samme brikke: den vestre bunken.
ui-benelux-take-west = { $island ->
    [purple] Ta fra den lilla øya, vestre bunke: { $tile } (koster en lilla sjetong)
    [light-blue] Ta fra den lyseblå øya, vestre bunke: { $tile } (koster en lyseblå sjetong)
   *[orange] Ta fra den oransje øya, vestre bunke: { $tile } (koster en oransje sjetong)
}
# Som ui-benelux-take, når begge bunkene på øya viser samme brikke: den østre bunken.
ui-benelux-take-east = { $island ->
    [purple] Ta fra den lilla øya, østre bunke: { $tile } (koster en lilla sjetong)
    [light-blue] Ta fra den lyseblå øya, østre bunke: { $tile } (koster en lyseblå sjetong)
   *[orange] Ta fra den oransje øya, østre bunke: { $tile } (koster en oransje sjetong)
}
# Hvor brikka på hånda kom fra, i stedet for ui-from-deck i ui-drew («Brikke på hånda, fra den
# lilla øya — U»). $island: øyas farge (purple, light-blue, orange), som velger ordene.
ui-benelux-from = { $island ->
    [purple] fra den lilla øya
    [light-blue] fra den lyseblå øya
   *[orange] fra den oransje øya
}
# Spillets logg. $who: spillerens navn; $tile: brikkas navn (som tile-*-verdiene); $island: øyas farge
# (purple, light-blue, orange), som velger ordene. Presens, som i log-island-tile.
ui-benelux-taken = { $island ->
    [purple] { $who } tar en brikke fra den lilla øya (gir fra seg en lilla sjetong): { $tile }
    [light-blue] { $who } tar en brikke fra den lyseblå øya (gir fra seg en lyseblå sjetong): { $tile }
   *[orange] { $who } tar en brikke fra den oransje øya (gir fra seg en oransje sjetong): { $tile }
}

## Sjetongene en spiller har, ved siden av poengsummen (et verktøytips på hver).

# $value: poengene sjetongen ga (1 eller 2).
ui-benelux-chip-purple = lilla sjetong verdt { $value } poeng
# $value: poengene sjetongen ga (1 eller 2).
ui-benelux-chip-light-blue = lyseblå sjetong verdt { $value } poeng
# $value: poengene sjetongen ga (1 eller 2).
ui-benelux-chip-orange = oransje sjetong verdt { $value } poeng
# $n: sjetongene spilleren har gitt fra seg for å ta øybrikker.
ui-benelux-spent = { $n ->
    [one] { $n } sjetong brukt
   *[other] { $n } sjetonger brukt
}

## Reglene, én melding per avsnitt (skjermbildet Regler).

ui-benelux-rules-intro = Brikkene og reglene fra Klassisk, uten Elva, på et kart over Benelux-landene med kartsjetonger.
ui-benelux-rules-map = Benelux spilles på et kart med 16 × 11 felt: brikker kan bare legges på feltene. Bølger, øyer og storbyene Amsterdam og Brussel tar aldri imot ei brikke; ei side som vender mot et slikt felt (eller mot kanten av kartet), er stengt. To av startfeltene Meppel, Eindhoven og Charleroi har startbrikkene.
ui-benelux-rules-chips = Når du legger ei brikke på en sjetong, samler du den inn: verdien (1 eller 2) gir poeng med én gang, og du beholder sjetongen med billedsiden opp. I stedet for å trekke kan en spiller som har en sjetong, ta den øverste brikka, som ligger med billedsiden opp, fra ei øy i samme farge, og gir da fra seg én sjetong i den fargen. Ei brikke som er trukket med billedsiden ned, må spilles. Spillet slutter med den siste brikka med billedsiden ned.


### Siden: Jegere og sankere (ui/modes/hunters.js)

## Jegere og sankere (ui/modes/hunters.js). Et stammemedlem kalles etter området det står på: en
## samler i en skog, en fisker på ei elv, en jeger på ei eng (liggende). Hytter står på ei elv
## eller et vann og hører til vassdraget (elver som henger sammen gjennom vann).

ui-hunters-title = Jegere og sankere
ui-hunters-no-options = Denne spillvarianten har ingen valg.

# Kolonnene i oversikten ved slutten av spillet: hva som ga poengene (hyttene får poeng for
# fisken i vassdragene sine, jegerne for viltet på engene sine).
ui-hunters-breakdown-forest = Skoger
ui-hunters-breakdown-river = Elver
ui-hunters-breakdown-river-system = Hytter
ui-hunters-breakdown-meadow = Jegere

# Et områdes type, slik beskrivelsen av ei brikke og detaljene ved pekeren begynner (stor
# forbokstav).
ui-hunters-kind-forest = Skog
ui-hunters-kind-river = Elv
ui-hunters-kind-meadow = Eng
ui-hunters-kind-lake = Vann

# Et stammemedlems navn etter området det står på.
ui-hunters-member-forest = samler
ui-hunters-member-river = fisker
ui-hunters-member-meadow = jeger

# En spillers forråd, ved siden av poengsummen: $members (ui-hunters-supply-members) og $huts
# (ui-hunters-supply-huts), hver et antall med ord.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 stammemedlem
   *[other] { $n } stammemedlemmer
}
ui-hunters-supply-huts = { $n ->
    [one] 1 hytte
   *[other] { $n } hytter
}

# Bokstaven på merket som viser en hyttes plass på brettet: forbokstaven i ordet «hytte».
ui-hunters-mark-hut = H

# Et figurvalg (en knapp, og det en skjermleser sier). $at er plassen på brikka som en
# kompasskode (N, E, S, W, NNW … WNW); $note hva valget ville gi, med ord. $feature er der
# stammemedlemmet står: forest (en samler), river (en fisker) eller meadow (en jeger).
ui-hunters-option = { $feature ->
    [forest] Samler i skogen ({ $at }) — { $note }
    [river] Fisker på elva ({ $at }) — { $note }
    [meadow] Jeger på enga ({ $at }) — { $note }
   *[other] Stammemedlem ({ $at }) — { $note }
}
# Et hyttevalg: $at og $note som i ui-hunters-option.
ui-hunters-option-hut = Hytte på vassdraget ({ $at }) — { $note }
# Logglinjen for et stammemedlem satt ut på et annet område enn skog, elv eller eng (de andre
# bruker log-placed-gatherer, -fisherman, -hunter, -hut). $who er en spillers navn.
ui-hunters-placed-member = { $who }: et stammemedlem

## Ei bonusbrikke, vunnet med gull fra en fullført skog.

# Hvor brikka på hånda kom fra, etter ordene for å trekke den.
ui-hunters-from-bonus = (ei bonusbrikke)
# Logglinjen for ei bonusbrikke når loggen ikke har egne ord (de kommer fra log-bonus-tile).
# $who er spillerens navn, $tile brikkas navn (som i log-bonus-tile).
ui-hunters-gold = Gull! { $who } spiller ei bonusbrikke: { $tile }
# Bonusbrikkene som fortsatt ligger med billedsiden ned, vist ved antallet landskapsbrikker igjen.
ui-hunters-bonus-left = { $n ->
    [one] 1 bonusbrikke
   *[other] { $n } bonusbrikker
}

## Detaljer ved pekeren over ei lagt brikke: et områdes størrelse og innhold, og verdien.

ui-hunters-count-tiger = { $n ->
    [one] 1 tiger
   *[other] { $n } tigrer
}
ui-hunters-count-gold = { $n ->
    [one] 1 gullklump
   *[other] { $n } gullklumper
}
# Ei eng har brannen (fra ei bonusbrikke): den jager bort tigrene.
ui-hunters-holds-fire = brannen
# Ei eng har kultstedet (fra ei bonusbrikke).
ui-hunters-holds-shrine = kultstedet
# En fullført skog eller elv: $points, det den ga.
ui-hunters-value-completed = fullført: { $points }
ui-hunters-value-open = åpen: gir poeng bare når den er fullført
# Ei eng eller et vassdrag: $points, det det ville gi om spillet sluttet nå.
ui-hunters-value-end = { $points } ved slutten

## Reglene, ett avsnitt hver (skjermbildet Regler).

ui-hunters-rules-turn =
    På din tur trekker du ei landskapsbrikke og legger den inntil brikkene som allerede
    ligger, slik at alle kantene den deler med dem, passer: skog mot skog, eng mot eng, elv
    mot elv. Lysende ruter viser hvor den passer. Ei brikke som ikke passer noe sted, legges
    i eska.
ui-hunters-rules-figures =
    Deretter kan du sette ut én figur på den brikka: et stammemedlem som samler i en skog,
    som fisker på ei elv eller som jeger på ei eng (liggende: jegere blir liggende til
    slutten) — men ikke der et stammemedlem allerede står, uansett hvor langt unna — eller
    ei av de to hyttene dine på ei elv eller et vann, hvis vassdraget (elver som henger
    sammen gjennom vann) ikke har noen hytte ennå. Hytter og fiskere stenger ikke for
    hverandre; hytter kommer aldri tilbake.
ui-hunters-rules-scoring =
    En skog er fullført når ingen skogkant står åpen; den gir 2 poeng per brikke og 2 per
    soppsted. Ei elv er fullført når begge endene når et vann eller en kilde (eller den
    lukker seg i en sløyfe); den gir 1 poeng per brikke og 1 per fisk i vannene ved endene.
    De som har flest samlere eller fiskere, får poengene (står flere likt, får alle full
    poengsum), og alle stammemedlemmene der kommer tilbake. Uferdige skoger og elver gir
    ingen poeng; enger gir poeng bare ved slutten.
ui-hunters-rules-gold =
    Gull: Den som fullfører en skog med en gullklump ved å legge brikka, trekker ei
    bonusbrikke (merket med en stjerne) og spiller den med én gang — høyst ei per tur, og
    aldri når skogen fullføres med ei bonusbrikke. Brannen jager tigrene bort fra enga den
    ligger på; en jeger som settes på enga ved kultstedet på kultstedbrikka, får alene
    poengene for den enga; okser er verdt 2 for jegerne, og ingen tiger spiser dem.
ui-hunters-rules-end =
    Når landskapsbrikkene er brukt opp: i hvert vassdrag får de med flest hytter 1 poeng per
    fisk i alle vannene; på hver eng får de med flest jegere 2 poeng per vilt, mammut og
    okse, etter at hver sabeltanntiger har spist ett vilt.


### Siden: spillskjermen og de andre skjermbildene (ui/game, ui/screens)

# (ui/game/*, ui/screens/*, ui/board.js: det ui/strings.js ikke formulerer.)

## Sidene på ei brikke i skjermleserens beskrivelse av brikka («D: Vei (V, Ø); By (N)»): ett
## kort merke per side, som på et kompass.

ui-side-n = N
ui-side-e = Ø
ui-side-s = S
ui-side-w = V

## Spillet

# En tur og det som skjer i den. $turn: turens nummer; $text: spilleren som skal handle
# (statuslinjen: «Tur 5 · Astrid»), eller det spilleren blir bedt om (en skjermleser: «Tur 5 ·
# Astrid: trekk ei brikke eller ta ei fra en bunke»).
ui-turn-line = Tur { $turn } · { $text }
# Brikka på hånda når den kom fra en bunke: $tile brikkas navn (som tile-*-verdiene);
# $from hvor den kom fra, som i ui-drew (som ui-benelux-from: «fra den lilla øya»).
ui-hand-tile-from = Brikke { $from }: { $tile }
# En etikett og det den gjelder: navnet på ei gjenværende brikke og hvor mange som er igjen
# («bykant: 3»), et lagret spill som ikke kan leses, og filen («Kan ikke leses: broken»), et lagret
# spills variant og spillere («Klassisk: Du, Astrid (KI, normal)»).
ui-labelled = { $label }: { $value }

## Hint (issue 12): trekket den normale KI-en ville gjort, og hvorfor, på én linje.
log-hinted = { $who } spilte med et hint
hint-draw = Trekk ei brikke med baksiden opp: ingen brikke som tilbys, er verdt mer for deg nå
hint-take = Ta den markerte brikka — { $then }
hint-place = legg den på det markerte stedet med en brikke: { $note }
hint-recall = legg den på det markerte stedet og hent abbeden tilbake: +{ $now } nå
hint-scores = legg den på det markerte stedet, uten brikke: +{ $points } til deg nå
hint-quiet = legg den på det markerte stedet, uten brikke: brikka passer best der, og brikkene dine er fortsatt ledige
ui-hint = Hint
ui-hint-title = Vis trekket den normale KI-en ville gjort (H)
ui-hint-line = Hint: { $reason }
ui-keys-hint = H viser et hint: trekket den normale KI-en ville gjort, med begrunnelse; et trekk spilt etter et hint merkes i loggen.

### Reprisevisning, og eksport og import av spillprotokoller (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Reprise
ui-replay-open = Reprise
ui-replay-close = Lukk
ui-replay-counter = Trekk { $at } av { $moves }
ui-replay-at-start = Starten av spillet, før første trekk.
ui-replay-first = Gå til starten
ui-replay-back = Ett trekk tilbake
ui-replay-forward = Ett trekk fram
ui-replay-last = Gå til slutten
ui-replay-play = Spill av
ui-replay-pause = Pause
ui-replay-speed = Hastighet
ui-replay-slow = Sakte
ui-replay-normal = Normal
ui-replay-fast = Rask
ui-replay-goto = Gå til trekk
ui-replay-board = Brettet ved dette trekket
ui-replay-scores = Poengsum
ui-replay-keys = Taster: ← og → går ett trekk tilbake og fram, Home og End går til starten og slutten, mellomrom spiller av og pauser.
ui-error-no-replay = ingen spill er åpent i reprisevisningen
ui-error-replay-bounds = det finnes ikke noe trekk { $at }: dette spillet går fra trekk 0 til trekk { $moves }
ui-export = Eksporter
ui-export-title = Eksporter spillprotokollen
ui-export-file-kind = Tessera-spillprotokoll
ui-exported = Eksportert til { $path }
ui-import = Importer et spill …
ui-imported = Importert: { $game }
ui-error-import = denne filen kan ikke importeres: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 åpen ende
   *[other] { $n } åpne ender
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] kan ikke vokse mer
    [one] kan vokse på 1 side
   *[other] kan vokse på { $n } sider
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 tomt felt rundt
   *[other] { $n } tomme felt rundt
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Vis forventet sluttpoengsum
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: poeng { $score }, forventet sluttpoengsum { $projected } (det sluttellingen ville gi om spillet sluttet nå)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Poeng
ui-chart-projected = Forventet sluttpoengsum

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Gjennomgang
ui-review-open-title = Hvert trekk vurdert av KI-en på ekspertnivå, nøkkeløyeblikkene og hvor du kan prøve igjen
# The review screen's title.
ui-review-title = Gjennomgang av spillet
ui-review-close = Lukk
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Analyserer: trekk { $at } av { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = Gjennomgangen er ferdig.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Stoppet etter trekk { $at } av { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = Gjennomgangen stoppet: { $reason }
ui-review-stop = Stopp
ui-review-resume = Fortsett
# The progress bar's name for screen readers.
ui-review-progress = Fremdrift i analysen
# The summary table's columns.
ui-review-accuracy = Nøyaktighet
ui-review-lost = Tapte poeng
ui-review-luck = Flaks
# How the figures are worked out, under the table.
ui-review-explain = Hvert trekk vurderes etter forventet forskjell i sluttpoengsum (poengene dine minus den beste motstanderens). Nøyaktighet: 100 for det beste trekket, 50 for et trekk som er 3 poeng dårligere, 25 for 6 poeng dårligere, i snitt over spillerens trekk. Flaks: hva hver brikke trukket med billedsiden ned var verdt, sammenlignet med den gjennomsnittlige brikka som kunne ha kommet.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Beste trekk
ui-review-label-good = Bra
ui-review-label-inaccuracy = Unøyaktighet
ui-review-label-mistake = Feil
ui-review-label-blunder = Bukk
# The graph's heading, and its name for screen readers.
ui-review-graph = Forventet poengforskjell
ui-review-graph-label = Graf over hver spillers forventede forskjell i sluttpoengsum etter hvert av spillerens trekk: over midtlinja foran, under den bak. Stolpene nederst viser flaksen med hver brikke som ble trukket.
# The key moments: the player's largest losses.
ui-review-moments = Nøkkeløyeblikk
ui-review-no-moments = Ingen nøkkeløyeblikk: ingen trekk tapte ett poeng eller mer.
# The list of every move judged.
ui-review-moves = Alle trekk
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Trekk { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Tapte poeng: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Spilt
ui-review-better = Bedre
ui-review-board-played = Brettet etter trekket som ble spilt
ui-review-board-better = Brettet etter det bedre trekket
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Trekket som ble spilt, var det beste søket fant.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Velg et trekk for å se det spilt, med det bedre trekket ved siden av.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Prøv igjen herfra
ui-review-try-title = Et nytt spill fra stillingen før dette trekket, med de samme brikkene som kommer, lagret som et eget spill
ui-review-keys = Taster: Tab går til trekkene, Enter viser ett, Esc lukker.
# A review command with no game under review. No arguments.
ui-error-no-review = ingen spill er under gjennomgang
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = trekk { $number } er ikke vurdert ennå
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Det bedre trekket gir { $points } med en gang, ditt ga { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Det bedre trekket setter ut en figur: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Det bedre trekket henter abbeden din tilbake: +{ $now } nå.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Det bedre trekket gir ikke mer nå, men gir deg en bedre stilling for brikkene som kommer.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Trener: en merknad når et av trekkene mine mot KI-en koster poeng
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Merknad ved trekk som taper minst
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Trener: { $label } (tapte poeng: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Vis det bedre trekket
# The dialog's heading. $number: the move.
ui-coach-title = Trener: ditt trekk { $number } og det bedre trekket
ui-coach-close = Lukk
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Med hjelp
ui-stats-helped-note = Spill der du ba om et hint eller hadde treneren slått på, telles som alle andre og telles i tillegg under «Med hjelp».

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Spill på nett
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Tilbake til nettspillet
ui-online-host = Opprett et spill
ui-online-host-note = Spillere på nettverket ditt blir med ved hjelp av adressen til denne enheten og koden til spillet, som du ser når spillet er opprettet.
ui-online-join = Bli med i et spill
ui-online-address = Adressen til verten
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 eller wss://server.example
ui-online-code = Spillkode
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Navnet ditt
ui-online-join-button = Bli med
ui-online-joining = Kobler til …
# The list of online games this device holds seats in.
ui-online-kept = Nettspillene dine
ui-online-none-kept = Ingen nettspill å gå tilbake til.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = opprettet her
ui-saved-online = Spilt på nett
ui-online-rejoin = Bli med igjen
ui-online-forget = Glem
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = På denne enheten
ui-seat-online = Spiller på nett
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Navnet velges ved tilkobling
ui-host-start = Opprett spillet
# The game screen's online box. $code: the game's code.
ui-online-code-line = Kode: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Bli med på { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Venter på en spiller: én plass er ledig.
   *[other] Venter på spillere: { $open } plasser er ledige.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Forbindelsen ble brutt ({ $why }). Kobler til igjen …
ui-online-restored = Forbindelsen er gjenopprettet.
# $why: the host's words (English).
ui-online-closed = Spillet er over for denne enheten: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = ledig plass
ui-online-disconnected = ikke tilkoblet
# A free seat, named by its number.
ui-online-seat-number = Plass { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = La KI-en spille for { $name }
ui-online-give-ai-title = Fra nå av spiller en KI på standard KI-nivået ditt på denne plassen
ui-online-leave = Forlat nettspillet
ui-online-leave-title = Lukk forbindelsen: du kan bli med igjen fra Spill på nett

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = Verten har ikke sendt spillet ennå.
online-error-garbled = Verten sendte et spill som denne versjonen ikke kan lese ({ $why }).
online-error-refused = Verten avviste: { $why }
online-error-unreachable = Får ikke kontakt med verten: { $why }
online-error-lost = Forbindelsen til verten ble brutt ({ $why }). Den gjenopprettes nå: prøv igjen om et øyeblikk.
online-error-cannot-host = Det går ikke å opprette et spill på denne enheten: { $why }
online-error-address-code = Skriv inn adressen til verten og koden til spillet.
online-error-not-kept = Denne enheten har ingen plass i spillet { $why }.
online-error-not-your-turn = Vent på turen din: det er turen til en annen spiller.
online-error-not-host = Bare enheten som er vert for spillet, kan gjøre det.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Merk plassene ingen brikke kan fylle
ui-cell-fits = { $n ->
    [0] Ingen gjenværende brikke passer her
    [one] 1 gjenværende brikke passer her
   *[other] { $n } gjenværende brikker passer her
}
ui-cell-bonus-fits = { $n ->
    [one] (og 1 bonusbrikke)
   *[other] (og { $n } bonusbrikker)
}
ui-tip-never = kan aldri fullføres: ingen brikke passer lenger på ({ $x },{ "\u00A0" }{ $y })
ui-tip-chance = omtrent { $percent }{ "\u00A0" }% sjanse for å bli fullført
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Ingen gjenværende brikke kan fylle { $places }
   *[other] Ingen gjenværende brikke kan fylle { $places }
}
ui-dead-count = { $n ->
    [one] 1 plass ingen brikke kan fylle
   *[other] { $n } plasser ingen brikke kan fylle
}
ui-warn-last-tile = Den siste brikken: spillet slutter etter dette trekket
ui-warn-last-turn = { $n ->
    [one] Ditt siste trekk: 1 brikke er igjen til de andre
   *[other] Ditt siste trekk: { $n } brikker er igjen til de andre
}
ui-warn-last-turn-maybe = { $n ->
    [one] Bare 1 skjult brikke igjen: dette kan være ditt siste trekk
   *[other] Bare { $n } skjulte brikker igjen: dette kan være ditt siste trekk
}
ui-warn-last-follower = Din siste følgesmann i forrådet
ui-classic-warn-abbot = Siste sjanse til å ta abbeden tilbake
ui-hunters-warn-last-member = Ditt siste stammemedlem i forrådet
ui-hunters-warn-last-hut = Din siste hytte i forrådet

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Lær å spille
ui-learn-note = Veiledede spill med en tilrettelagt bunke: hvert steg forklarer én ting og venter til du har gjort det. Du kan avslutte når du vil.
ui-learn-first = Ditt første spill ({ $mode })
ui-learn-differs = { $mode }: hva som er annerledes
ui-tut-step = Steg { $n } av { $total }
ui-tut-back = Tilbake
ui-tut-skip = Hopp over
ui-tut-skip-title = Hopp over dette steget: opplæringen gjør det for deg
ui-tut-next = Neste
ui-tut-finish = Fullfør
ui-tut-leave = Forlat opplæringen
ui-tut-nudge-place = Ikke der denne gangen: opplæringen trenger ruta den peker på.
ui-tut-nudge-turn = Nesten: drei brikka først, slik steget sier.
ui-tut-nudge-figure = Velg plassen steget nevner, eller Hopp over for å få det gjort for deg.
ui-tut-nudge-source = Ta brikka fra der steget sier.
ui-tut-offer = Ny i disse spillene? Et veiledet første spill lærer deg reglene på noen få minutter.
ui-tut-offer-start = Start opplæringen
ui-tut-offer-later = Ikke nå
ui-tut-classic-welcome = Velkommen! Du spiller mot Ada. Hver tur trekker du ei brikke, som vises her, og legger den inntil brikkene som allerede ligger på brettet.
ui-tut-classic-place = Den lysende ruta viser hvor brikka di passer. Legg den der.
ui-tut-classic-rotate = Drei brikka til veien på den fortsetter veien på startbrikka og svinger mot nord. Kantene må passe: vei mot vei, by mot by, eng mot eng.
ui-tut-classic-lay = Legg nå brikka med Bekreft.
ui-tut-classic-road = Du kan sette ut én følgesmann på brikka du nettopp la. Sett den på veien: en vei gir 1 poeng per brikke når begge endene er lukket.
ui-tut-classic-opponent = Nå spiller Ada. Se hvor brikka hennes havner.
ui-tut-classic-farmer-lay = Denne brikka med rett vei fører veien din videre mot vest. Legg den på den lysende ruta.
ui-tut-classic-farmer = Legg en bonde på enga nord for veien. Ei eng gir poeng ved slutten: 3 poeng for hver fullført by den grenser til.
ui-tut-classic-opponent-again = Adas tur igjen.
ui-tut-classic-city-lay = Denne brikka fullfører byen øverst på startbrikka. Legg den der.
ui-tut-classic-city = Sett en følgesmann i byen. Brikka di fullfører den, så den gir poeng med én gang (2 poeng per brikke), og følgesmannen din kommer tilbake.
ui-tut-classic-scored = Du fikk 4 poeng, og følgesmannen din er tilbake i forrådet ditt. Enga til bonden din grenser nå til en fullført by.
ui-tut-classic-monastery-lay = Et kloster! Legg det på den lysende ruta.
ui-tut-classic-monastery = Sett en følgesmann i klosteret som munk. Det gir 9 poeng når de åtte feltene rundt er fylt; ved slutten 1 poeng pluss 1 per nabobrikke.
ui-tut-classic-free = Nå kan du det grunnleggende. Legg de siste brikkene dine hvor du vil; pek på ei brikke, eller hold fingeren på den, for å se hva områdene på den er verdt.
ui-tut-classic-end = Ved slutten gir også uferdige veier, byer og klostre poeng, og hver eng gir poeng for de fullførte byene den grenser til. Godt spilt: nå er du klar for et ekte spill!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Her finner du skoger, elver, vann og enger i stedet for byer og veier. Figurene dine er stammemedlemmer; her ser du dem ved siden av de to hyttene dine.
ui-tut-hunters-gatherer = Legg brikka di på den lysende ruta og sett en samler i skogen. En fullført skog gir 2 poeng per brikke.
ui-tut-hunters-opponent = Nå spiller Ada. Som i Klassisk kan ingen stammemedlemmer gå inn i en skog, ei elv eller ei eng der det allerede står ett.
ui-tut-hunters-hunter = Denne brikka fullfører skogen din. Legg en jeger på enga med viltet: ved slutten gir den 2 poeng per vilt eller mammut, men hver sabeltanntiger spiser et vilt.
ui-tut-hunters-bonus = Samleren din fikk 6 poeng og kom tilbake. I skogen lå en gullklump, så du spiller ei bonusbrikke med én gang: legg den på den lysende ruta.
ui-tut-hunters-fisher = Sett en fisker på elva som renner ut i vannet på startbrikka. Den går fra vann til vann og er derfor fullført: 1 poeng per brikke og 1 per fisk.
ui-tut-hunters-opponent-again = Adas tur igjen.
ui-tut-hunters-hut = Legg brikka med vannet på den lysende ruta og sett ei hytte på den. Ved slutten gir ei hytte 1 poeng for hver fisk i alle vannene i vassdraget sitt.
ui-tut-hunters-free = Nå vet du hva som er nytt. Legg de siste brikkene dine der du vil; spillet slutter når landskapsbrikkene er brukt opp.
ui-tut-hunters-end = Uferdige skoger og elver ga ingen poeng; jegere og hytter fikk poeng ved slutten. Godt spilt: nå er du klar for et ekte spill!
ui-tut-benelux-map = Dette spillet spilles på et kart: brikker kan bare legges på feltene, også på havet. Øyer, bølger og storbyene Amsterdam og Brussel tar aldri imot ei brikke.
ui-tut-benelux-brussels = Legg brikka di på den lysende ruta under Brussel og sett en følgesmann i byen. Ei side som vender mot en storby eller kanten av kartet, er stengt, så byen din er fullført med én gang.
ui-tut-benelux-opponent = Nå spiller Ada.
ui-tut-benelux-chip = På den lysende ruta ligger en sjetong. Legg brikka di der uten figur: du samler inn sjetongen og får poengene med én gang.
ui-tut-benelux-opponent-again = Adas tur igjen.
ui-tut-benelux-source = Med den lilla sjetongen kan du ta brikka som ligger med billedsiden opp på ei lilla øy, i stedet for å trekke. Ta klosteret fra den lilla øya: sjetongen gir du fra deg, poengene beholder du.
ui-tut-benelux-island = Legg klosteret ved siden av Brussel og sett en følgesmann på det. For et kloster teller felt som aldri tar imot ei brikke, som fylte: Brussel fyller to med én gang.
ui-tut-benelux-free = Spill nå videre som du vil. Spillet slutter med den siste brikka med billedsiden ned; brikker som blir liggende igjen på øyene, teller ikke.
ui-tut-benelux-end = På kartet stenger kanten og feltene uten brikker områdene dine, og sjetonger gir poeng og øybrikker. Godt spilt: nå er du klar for et ekte spill!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Slik gir det poeng
ui-tip-rules-for = Slik gir det poeng: { $kinds }
ui-tip-details = Detaljer: { $tile }
ui-keys-details = I holder detaljene for brikka ved markøren (eller den sist lagte brikka) åpne, med Slik gir det poeng, som åpner reglene ved avsnittet om hvordan det gir poeng; Esc lukker dem.
ui-rules-details = Klikk eller trykk på ei brikke på brettet for å holde detaljene åpne, med knappen Slik gir det poeng: den åpner reglene ved avsnittet om hvordan området gir poeng.
