# Tessera — Nederlands (Dutch). Same message ids as the English reference catalog (en.ftl).
# Informal je/jij, sentence case, short and concrete (shared/design/glossary.md §3).
# Note: Dutch adjectives and determiners agree with the noun's gender (onvoltooide weg /
# onvoltooid klooster, die weg / dat klooster). Where a sentence needs that, it selects on $kind
# (the feature's English id) or on $feature (the Dutch feature-* word itself: het-words are
# klooster and bos; keep those selectors in step if a feature-* word changes).

## Counted things. $n is the count; CLDR plural categories choose the form.

count-tile = { $n ->
    [one] 1 tegel
   *[other] { $n } tegels
}
count-shield = { $n ->
    [one] 1 wapenschild
   *[other] { $n } wapenschilden
}
count-neighbouring-tile = { $n ->
    [one] 1 omliggende tegel
   *[other] { $n } omliggende tegels
}
count-closed-square = { $n ->
    [one] 1 gesloten vak
   *[other] { $n } gesloten vakken
}
count-completed-city = { $n ->
    [one] 1 voltooide stad
   *[other] { $n } voltooide steden
}
count-mushroom-patch = { $n ->
    [one] 1 paddenstoelenplek
   *[other] { $n } paddenstoelenplekken
}
count-fish = { $n ->
    [one] 1 vis
   *[other] { $n } vissen
}
count-deer = { $n ->
    [one] 1 hert
   *[other] { $n } herten
}
count-mammoth = { $n ->
    [one] 1 mammoet
   *[other] { $n } mammoeten
}
count-aurochs = { $n ->
    [one] 1 oeros
   *[other] { $n } oerossen
}

## The features a score names (the subject of a scoring reason).
## Field and meadow are both "weide" (glossary §1.7): two keys, so either can change later.

feature-road = weg
feature-city = stad
feature-monastery = klooster
feature-garden = tuin
feature-field = weide
feature-forest = bos
feature-river = rivier
feature-meadow = weide

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "weg van 4 tegels": $feature is a feature-* word, $tiles a count-tile.
reason-sized = { $feature } van { $tiles }
reason-small-city = kleine stad van { $tiles }
# "stad van 4 tegels + 1 wapenschild": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
reason-completed = { $what }, voltooid: { $total }
# $kind: the feature's id; het-words (klooster, bos) take "onvoltooid", de-words "onvoltooide".
reason-unfinished = { $kind ->
    [monastery] onvoltooid
    [forest] onvoltooid
   *[other] onvoltooide
} { $what }: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature } omringd door 8 tegels, voltooid: { $total }
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $feature } omringd door { $tiles } en { $blocked }, voltooid: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } met { $around }, abt teruggenomen: 1 + { $n } = { $total }
reason-cloister-unfinished = { $kind ->
    [monastery] onvoltooid
   *[other] onvoltooide
} { $feature } met { $around }: 1 + { $n } = { $total }
reason-and = { $a } en { $b }
reason-chip = landkaart-fiche verzameld: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
reason-field = weide grenzend aan { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (elke stad telt maar één keer per speler)
# $tiles: count-tile of the city.
reason-most-farmers = de meeste boeren rond de voltooide stad van { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system.
reason-huts = hutten aan een riviersysteem met { $fish } in de meren: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = weide: { $game } → { $total }
reason-meadow-no-game = geen wild
reason-tigers-eat = { $n ->
    [one] 1 tijger eet een hert
   *[other] { $n } tijgers eten { $n } herten
}
reason-fire = het vuur verjaagt de tijgers
reason-shrine = { $reason } (alleen de jager bij de cultusplaats krijgt de punten)

## Lists: how items are joined ("2 herten, 1 mammoet").

list-join = { $a }, { $b }

## Refusals: why a move or a choice is not allowed, said to the player. $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees.

error-game-over = het spel is afgelopen
error-wrong-tile = de tegel in je hand is { $expected }, niet { $got }
error-bad-rotation = de draaiing moet 0, 90, 180 of 270 graden zijn, niet { $rot }
error-cell-taken = op { $cell } ligt al een tegel
error-no-square = { $cell } is geen vak van het bord waar een tegel kan liggen
# $what: one of the square-* words (a noun phrase).
error-blocked-square = { $cell } is { $what }: daar mag geen tegel liggen
error-not-adjacent = tegel { $tile } kan niet op { $cell }: hij moet met een zijkant aan een gelegde tegel grenzen
# $side: a side-* word ("noordkant"); $mine and $theirs: edge-* words ("een weide": "een" fits
# every gender).
error-edge-mismatch = tegel { $tile } past niet op { $cell } bij een draaiing van { $rot }°: aan de { $side } heeft de tegel { $mine }, de buurtegel { $theirs }
error-river-not-extended = tegel { $tile } moet de rivier voortzetten bij het open uiteinde { $end }
error-river-closed = tegel { $tile } moet de rivier voortzetten bij het open uiteinde, maar de rivier is al gesloten
# $turn: turn-left or turn-right ("links", "rechts").
error-river-u-turn = de rivier mag niet twee keer achter elkaar naar { $turn } afbuigen
error-no-feature-at = op deze tegel is er bij { $at } niets waar een pion kan staan
error-figure-on-river = op de rivier mag geen pion staan
# $feature: a feature-* word; the het-words klooster and bos take "dat", the others "die".
error-feature-occupied = { $feature ->
    [klooster] dat
    [bos] dat
   *[other] die
} { $feature } heeft al een horige
error-no-follower-left = je hebt geen horigen meer in je voorraad
error-no-abbot-option = de abt doet in dit spel niet mee
error-abbot-not-in-supply = je abt staat al op het bord
error-abbot-needs-cloister = een abt mag alleen in een klooster of in een tuin staan
error-garden-needs-abbot = alleen een abt mag in een tuin staan
error-nothing-to-recall = je abt staat niet op het bord, dus er valt niets terug te nemen
# $feature: feature-monastery or feature-garden.
error-recall-finished = deze tegel voltooit { $feature ->
    [klooster] het
    [bos] het
   *[other] de
} { $feature } van je abt; { $feature ->
    [klooster] dat
    [bos] dat
   *[other] die
} wordt nu gewoon geteld, dus je kunt je abt niet terugnemen
error-figure-and-recall = in één zet kun je een pion plaatsen of je abt terugnemen, niet allebei
# $figure: a figure-* word ("geen" fits every gender).
error-no-such-figure = dit spel heeft geen { $figure }
error-no-such-source = in dit spel kun je nu van die plek geen tegel nemen
error-wrong-source = de tegel in je hand komt ergens anders vandaan
error-no-choice-of-source = je hebt de tegel al in je hand; je kunt niet meer kiezen waar hij vandaan komt
# $figure: the name a record gave, as it was written.
error-unknown-figure = onbekende pion: { $figure }
# The location codes are the record's own (English compass points), not translated.
error-unknown-location = onbekende plek: { $at } (gebruik N, E, S, W, NNW … WNW of C)
# Benelux. $colour: a colour-* word, already in its inflected form ("paarse"); $stack: 0 or 1.
error-no-such-stack = er is geen eilandstapel met nummer { $stack }
error-empty-stack = stapel { $stack } van het { $colour } eiland is leeg
error-no-chip = je hebt geen { $colour } fiche, dus je kunt geen tegel van het { $colour } eiland nemen
error-fits-nowhere = tegel { $tile } op het { $colour } eiland past nergens op het bord, dus je mag hem niet nemen
error-deck-empty = de gedekte trekstapel is leeg: het spel is afgelopen
# $island: the name a record gave; the island names in brackets are the record's codes.
error-unknown-island = onbekend eiland “{ $island }” (mogelijke waarden: purple, light-blue, orange)
error-island-and-stack = bij een eilandtegel moeten het eiland en de stapel (0 of 1) vermeld zijn
# Hunters & Gatherers.
error-hut-needs-water = een hut moet op een rivier of aan een meer staan
error-system-has-hut = dat riviersysteem heeft al een hut
error-no-hut-left = je hebt geen hutten meer
# $feature: a feature-* word (bos, rivier, weide); het-words take "dat".
error-tribe-member-occupied = { $feature ->
    [klooster] dat
    [bos] dat
   *[other] die
} { $feature } heeft al een stamlid
error-no-tribe-member-left = je hebt geen stamleden meer in je voorraad

## Words refusals use.
## Edges come after "heeft de tegel" with their article ("een" fits every gender); sides after
## "aan de"; colours stand between "het"/"geen" and "eiland"/"fiche", so they carry the
## attributive -e ending (oranje has none); squares come after "{ $cell } is".

edge-field = een weide
edge-road = een weg
edge-city = een stad
edge-river = een rivier
edge-forest = een bos
edge-meadow = een weide
side-north = noordkant
side-east = oostkant
side-south = zuidkant
side-west = westkant
turn-left = links
turn-right = rechts
figure-follower = horige
figure-abbot = abt
figure-hut = hut
colour-purple = paarse
colour-light-blue = lichtblauwe
colour-orange = oranje
square-off-board = een plek buiten het bord
square-wave = een vak met golven
square-island = een eiland
square-amsterdam = Amsterdam, een grote stad
square-brussels = Brussel, een grote stad
square-other = geen vak voor tegels

## The desktop entry (the system's application menu).

app-generic-name = Tegellegspel
app-comment = Tegellegspellen tegen computertegenstanders of met vrienden op één apparaat

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile id. Lines are terse, in the present tense, and
## name the players (no pronouns, so no gender).

log-turn = Beurt { $n }
log-end = Einde
list-and = { $a } en { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
log-discarded = { $tile }: deze tegel past nergens — hij gaat terug in de doos.
log-reshuffled = { $tile }: deze tegel past nu nergens — hij wordt opnieuw in de trekstapel geschud.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Spel afgelopen: { $scores }
# A follower stands "op" a road but "in" a city or a monastery ($kind: the feature's id;
# "een" fits every gender).
log-placed-follower = { $who }: een horige { $kind ->
    [road] op
   *[other] in
} een { $feature }
log-placed-farmer = { $who }: een boer in een weide
# $feature: feature-monastery or feature-garden, both "in".
log-placed-abbot = { $who }: een abt in een { $feature }
log-placed-gatherer = { $who }: een verzamelaar in een bos
# A fisherman stands "aan" (by) a river: "op een rivier" would put him on the water.
log-placed-fisherman = { $who }: een visser aan een rivier
log-placed-hunter = { $who }: een jager in een weide
log-placed-hut = { $who }: een hut aan een riviersysteem
log-recalled = { $who } neemt de abt terug
# Benelux: $island is the island's id (purple, light-blue, orange). "het … eiland" and
# "een … fiche" (de fiche, as in the refusals) both take the -e form; oranje has none.
log-island-tile = { $who } neemt tegel { $tile } van het { $island ->
    [purple] paarse
    [light-blue] lichtblauwe
   *[orange] oranje
} eiland (levert een { $island ->
    [purple] paarse
    [light-blue] lichtblauwe
   *[orange] oranje
} fiche in)
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word), named like a title.
log-bonus-tile = Goud! { $who } legt een bonustegel: { $bonus } ({ $tile })
bonus-fire = Vuur
bonus-shrine = Cultusplaats
bonus-mushrooms = Paddenstoelen
bonus-aurochs = Oeros
bonus-fish = Vis
