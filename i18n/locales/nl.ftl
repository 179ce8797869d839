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
error-no-such-action = deze stap met een figuur bestaat niet in dit spel
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
error-nothing-to-draw = geen gedekte tegel past ergens op het bord: neem een tegel van een eiland
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
## several joined by list-and; $tile a tile's name. Lines are terse, in the present tense, and
## name the players (no pronouns, so no gender).

log-turn = Beurt { $n }
log-end = Einde
list-and = { $a } en { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
log-tile-placed = { $who } legt een tegel op ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = De tegel ({ $tile }) past nergens — hij gaat terug in de doos.
log-reshuffled = De tegel ({ $tile }) past nu nergens — hij wordt opnieuw in de trekstapel geschud.
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
log-island-tile = { $who } neemt een tegel van het { $island ->
    [purple] paarse
    [light-blue] lichtblauwe
   *[orange] oranje
} eiland (levert een { $island ->
    [purple] paarse
    [light-blue] lichtblauwe
   *[orange] oranje
} fiche in): { $tile }
# Hunters & Gatherers: $who is the player's name; $tile the bonus tile's name (as the tile-* values).
log-bonus-tile = Goud! { $who } legt een bonustegel: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } met { $parts }
tile-city-edge = stadsrand
    .with = een stadsrand
tile-city-corner = stadshoek
    .with = een stadshoek
tile-city-across = doorlopende stad
    .with = een doorlopende stad
tile-city-three = driezijdige stad
    .with = een driezijdige stad
tile-city-full = volledige stad
    .with = een volledige stad
tile-city-two-opposite = twee tegenoverliggende stadsranden
    .with = twee tegenoverliggende stadsranden
tile-city-two-adjacent = twee aangrenzende stadsranden
    .with = twee aangrenzende stadsranden
tile-road-straight = rechte weg
    .with = een rechte weg
tile-road-curve = wegbocht
    .with = een wegbocht
tile-road-end = weg
    .with = een weg
tile-road-three = driesprong
    .with = een driesprong
tile-road-four = kruispunt
    .with = een kruispunt
tile-monastery = klooster
    .with = een klooster
tile-garden = tuin
    .with = een tuin
tile-shield = wapenschild
    .with = een wapenschild
tile-field = weide
    .with = een weide
tile-river-straight = rechte rivier
    .with = een rechte rivier
tile-river-curve = rivierbocht
    .with = een rivierbocht
tile-river = { $count ->
    [one] rivier
   *[other] { $count } rivieren
}
    .with = { $count ->
        [one] een rivier
       *[other] { $count } rivieren
    }
tile-spring = { $count ->
    [one] bron
   *[other] { $count } bronnen
}
    .with = { $count ->
        [one] een bron
       *[other] { $count } bronnen
    }
tile-lake = { $count ->
    [one] meer
   *[other] { $count } meren
}
    .with = { $count ->
        [one] een meer
       *[other] { $count } meren
    }
tile-forest = { $count ->
    [one] bos
   *[other] { $count } bossen
}
    .with = { $count ->
        [one] een bos
       *[other] { $count } bossen
    }
tile-meadow = weide
    .with = een weide
tile-gold = { $count ->
    [one] goudklompje
   *[other] { $count } goudklompjes
}
    .with = { $count ->
        [one] een goudklompje
       *[other] { $count } goudklompjes
    }
tile-mushrooms = { $count ->
    [one] paddenstoelenplek
   *[other] { $count } paddenstoelenplekken
}
    .with = { $count ->
        [one] een paddenstoelenplek
       *[other] { $count } paddenstoelenplekken
    }
tile-volcano = vulkaan
    .with = een vulkaan
tile-fish = { $count ->
    [one] vis
   *[other] { $count } vissen
}
    .with = { $count ->
        [one] een vis
       *[other] { $count } vissen
    }
tile-deer = { $count ->
    [one] hert
   *[other] { $count } herten
}
    .with = { $count ->
        [one] een hert
       *[other] { $count } herten
    }
tile-mammoth = { $count ->
    [one] mammoet
   *[other] { $count } mammoeten
}
    .with = { $count ->
        [one] een mammoet
       *[other] { $count } mammoeten
    }
tile-aurochs = { $count ->
    [one] oeros
   *[other] { $count } oerossen
}
    .with = { $count ->
        [one] een oeros
       *[other] { $count } oerossen
    }
tile-tiger = { $count ->
    [one] sabeltandtijger
   *[other] { $count } sabeltandtijgers
}
    .with = { $count ->
        [one] een sabeltandtijger
       *[other] { $count } sabeltandtijgers
    }
tile-fire = vuur
    .with = een vuur
tile-shrine = cultusplaats
    .with = een cultusplaats


## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. $kind (the
## feature's id) is available but not needed: the wordings below fit every gender.

# The "no figure" option: the tile alone. No arguments.
ui-note-none = geen pion
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $what }, voltooid: nu +{ $now }
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
ui-note-open = { $what }: nu { $now }, { $full } bij voltooiing
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind. "anders niets": nothing otherwise (avoids a pronoun that would need the gender).
ui-note-open-nothing = { $what }: { $full } bij voltooiing, anders niets
# The squares filled around a monastery or garden. $n: how many (1 to 7).
ui-note-count-neighbour = { $n ->
    [one] 1 omliggende tegel
   *[other] { $n } omliggende tegels
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
ui-note-cloister-surrounded = { $feature } omringd, voltooid: nu +{ $now }
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $feature } met { $neighbours }: nu { $now }, { $full } zodra omringd
# A farmer's field. $cities: count-completed-city (the completed cities it borders); $now:
# what it scores at the end if nothing changes.
ui-note-field = weide grenzend aan { $cities }: { $now } aan het einde als er niets verandert
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system; $now: what
# it scores at the end if nothing changes.
ui-note-hut = hut aan een riviersysteem met { $fish }: { $now } aan het einde als er niets verandert
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# "weide: 2 herten, 1 mammoet → 6").
ui-note-meadow = { $reason } aan het einde als er niets verandert
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = abt terugnemen: nu +{ $now }

## The app's errors, said to the player (besides the refusals above).

# A command needs an open game and there is none. No arguments.
ui-error-no-game = er is geen spel geopend
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = het spel is veranderd terwijl de AI nadacht
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = er is geen zet van jou die ongedaan kan worden gemaakt
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = er is geen eilandtegel om terug te leggen: een gedekt getrokken tegel blijft in je hand
# A human tries to move while an AI is to play. $name: the AI player's name.
ui-error-ai-turn = { $name } (AI) is aan de beurt
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = { $name } is aan de beurt, geen AI
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = geen opgeslagen spel “{ $id }”
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = dit opgeslagen spel kan niet worden geopend: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = opslaan is mislukt: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = dat bestand bestaat niet
ui-unreadable-io = het bestand kan niet worden gelezen
ui-unreadable-folder = het is een map, geen bestand
# $bytes: the file's size.
ui-unreadable-too-large = het bestand is te groot voor een opgeslagen spel ({ $bytes } bytes)
ui-unreadable-not-text = het bestand bevat geen tekst
ui-unreadable-empty = het bestand is leeg
ui-unreadable-invalid = het bestand is geen geldig spelverslag
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = dit spel is opgeslagen met een nieuwere versie van Tessera (verslagformaat { $format }; deze versie leest formaat { $ours } en ouder)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = zet { $n } van het opgeslagen spel overtreedt een regel
ui-unreadable-bug = het spel kon niet opnieuw worden afgespeeld (een fout in Tessera)
# The label of the folded technical detail under a reason.
ui-technical-detail = Technische details


### The page: menus, screens, the panel and the screen reader (ui/strings.js)

# Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.

ui-app-name = Tessera
ui-tagline = Leg tegels, bouw steden en wegen en scoor meer dan je tegenstanders.
# $why: what went wrong, in words.
ui-cannot-start = Tessera kon niet starten: { $why }

## Main menu
ui-continue = Doorgaan
ui-new-game = Nieuw spel
ui-saved-games = Opgeslagen spellen
ui-statistics = Statistieken
ui-settings = Instellingen
ui-rules = Spelregels
ui-back = ← Terug

## New game
ui-mode = Modus
ui-not-available = nog niet beschikbaar
ui-options = Opties
ui-players = Spelers
ui-seed = Seed
ui-seed-hint = leeg: een nieuw willekeurig spel
ui-seed-invalid = De seed is een geheel getal (hoogstens 15 cijfers).
ui-start = Spel starten
ui-human = Mens
ui-ai = AI
ui-add-player = Speler toevoegen
# $seat: the seat's number, from 1.
ui-seat-name = Naam van speler { $seat }
ui-seat-kind = Speler { $seat }: mens of AI
ui-seat-level = AI-niveau van speler { $seat }
ui-seat-remove = Speler { $seat } verwijderen
ui-remove-mark = ✕
# The human player's name until they choose one.
ui-default-name = Jij
# The AI players' names, in the order seats get them.
ui-ai-name-1 = Ada
ui-ai-name-2 = Basil
ui-ai-name-3 = Cleo
ui-ai-name-4 = Dario
ui-ai-name-5 = Elke
ui-ai-name-6 = Faro
# An AI level's name ($level: random, easy, normal, hard or expert).
ui-level = { $level ->
    [random] willekeurig
    [easy] makkelijk
    [normal] normaal
    [hard] moeilijk
    [expert] expert
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Willekeurig
    [easy] Makkelijk
    [normal] Normaal
    [hard] Moeilijk
    [expert] Expert
    [online] Onlinespelers
   *[other] { $level }
}
ui-remaining-count = Resterende tegels ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } tegel met deze zijden: { $sides }
   *[other] { $n } tegels met deze zijden: { $sides }
}
ui-remaining-grouped = Gegroepeerd naar hun zijden: de tegels van een groep passen op dezelfde plaatsen.
ui-or-put-back = Of leg de tegel terug (Esc) en kies opnieuw.
ui-or-put-back-touch = Of leg de tegel terug en kies opnieuw.

## Saved games
ui-no-saves = Nog geen opgeslagen spellen.
ui-unreadable = Onleesbaar
ui-open = Openen
ui-resume = Hervatten
ui-delete = Verwijderen
ui-really-delete = Echt verwijderen?
ui-finished = afgelopen
ui-in-progress = bezig
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } (AI, { $level })
ui-ai-seat-no-level = { $name } (AI)

## Statistics
ui-stats-level = AI-niveau
ui-stats-played = Gespeeld
ui-stats-won = Gewonnen
ui-stats-lost = Verloren
ui-stats-average = Gemiddelde score
ui-stats-best = Beste score
ui-stats-none = Nog geen afgelopen spel tegen de AI.
ui-stats-damaged = Het statistiekbestand was beschadigd; het is apart gezet en de statistieken beginnen opnieuw.
ui-stats-note = Elk afgelopen spel tegen de AI telt één keer, voor de eerste menselijke speler, op het niveau van de sterkste AI aan tafel. Spellen tussen alleen menselijke spelers tellen niet mee.

## Settings
ui-your-name = Je naam
ui-your-colour = Je kleur
ui-default-level = Standaard AI-niveau
ui-speed = Animatiesnelheid
ui-speed-slow = Langzaam
ui-speed-normal = Normaal
ui-speed-fast = Snel
ui-speed-instant = Direct
ui-show-remaining = Resterende tegels tonen
ui-colour-blind = Palet voor kleurenblinden
ui-language = Taal
ui-colour-red = rood
ui-colour-blue = blauw
ui-colour-yellow = geel
ui-colour-black = zwart
ui-colour-purple = paars
ui-colour-orange = oranje
ui-colour-vermillion = vermiljoen
ui-colour-pink = roze
ui-colour-sky-blue = hemelsblauw
ui-settings-saved = Opgeslagen

## Rules
ui-keys = Toetsen (met de focus op het bord; Tab springt tussen het bord en alle knoppen): de pijltjestoetsen gaan naar de volgende plek waar de tegel past, R draait, Enter bevestigt, Tab of de pijltjestoetsen lopen de plekken voor een pion langs, S plaatst geen pion, Esc gaat terug, U maakt ongedaan, M opent het menu, + en − zoomen, F past het bord in het venster. Als een tegel ook van een stapel kan komen, kiezen de pijltjestoetsen de stapel en neemt Enter de tegel ervan, trekt D een gedekte tegel en legt Esc een genomen tegel terug.
ui-touch-help = Op een aanraakscherm: tik op een oplichtend vak om de tegel te leggen, tik er nog eens op om hem te draaien, en Bevestigen legt hem; tik op een plek om een pion te plaatsen, of op Geen pion. Sleep het bord om het te verschuiven, knijp om te zoomen en houd je vinger op een tegel voor de details. Tegels en logboek opent de resterende tegels en het logboek.

## The game
ui-menu = ☰ Menu
ui-tiles = Tegels
ui-remaining = Resterende tegels
ui-zoom-out = −
ui-zoom-out-title = Uitzoomen (−)
ui-fit = Inpassen
ui-fit-title = Het bord in het venster passen (F)
ui-zoom-in = +
ui-zoom-in-title = Inzoomen (+)
ui-board = Bord
ui-announcements = Spelmeldingen
# $tile: the tile in words.
ui-hand-label = Tegel in de hand: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Scores in de loop van het spel: { $scores }

## The board and the game in words, for screen readers
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
ui-cell-at = Vak { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Vak { $x },{ "\u00A0" }{ $y }: de tegel past hier niet
# $rot: degrees (90, 180 or 270).
ui-turned = { $rot }° gedraaid
ui-not-turned = niet gedraaid
ui-turns-fit = { $n ->
    [one] alleen deze draaiing past hier
   *[other] { $n } draaiingen passen hier
}
# "Hij": the tile (de tegel).
ui-fits-in = { $n ->
    [0] Hij past nergens
    [one] Hij past op 1 plek
   *[other] Hij past op { $n } plekken
}
ui-keys-place = Kies een plek met de pijltjestoetsen
ui-keys-confirm = R draait de tegel, Enter legt hem, de pijltjestoetsen gaan naar een andere plek
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Plek voor een pion { $i } van { $count }: { $text }
ui-keys-figure = Tab of de pijltjestoetsen kiezen een plek, Enter plaatst de pion, S plaatst er geen, Esc gaat terug
ui-source-choice = Keuze { $i } van { $count }: { $text }
ui-keys-source = De pijltjestoetsen kiezen waar de tegel vandaan komt, Enter neemt hem, D trekt een gedekte tegel
# $tile: the tile in words. Present perfect: no gendered form, whoever laid it.
ui-placed-at = { $who } heeft een tegel gelegd op { $x },{ "\u00A0" }{ $y } — { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Tegel in de hand, { $from } — { $tile }
ui-from-deck = gedekt getrokken
ui-your-turn-say = Beurt { $turn } · { $who }, jij bent aan de beurt
ui-to-play = Beurt { $turn } · { $who } is aan de beurt
ui-undone = Ongedaan gemaakt: terug naar beurt { $turn }
# A player's name and score.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Eindstand: { $scores }
ui-rotate-title = Draaien (R)
ui-rotate = ⟳ Draaien
ui-confirm = Bevestigen
ui-skip = Geen pion
ui-undo = ↶ Ongedaan maken
ui-log = Logboek
ui-sheet-open = Tegels en logboek
ui-sheet-close = Sluiten
# $seat: the seat's number, from 1.
ui-player = Speler { $seat }
ui-hand-tile = Tegel: { $tile }
ui-no-hand = —
ui-not-drawn = Nog niet gekozen
ui-face-down = { $n ->
    [one] 1 gedekte tegel
   *[other] { $n } gedekte tegels
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = AI ({ $level })
ui-thinking = { $name } denkt na…
ui-your-turn = { $name }: leg de tegel
ui-choose-figure = { $name }: plaats een pion of sla over
ui-pick-cell = Klik op een oplichtend vak om de tegel te leggen. R draait, Enter bevestigt.
ui-confirm-tile = Klik nog eens op de tegel (of druk op R) om te draaien, op Enter of Bevestigen om hem te leggen.
ui-pick-figure = Kies een plek voor een pion (Tab wisselt), of “Geen pion” (S).
ui-pick-cell-touch = Tik op een oplichtend vak om de tegel te leggen.
ui-confirm-tile-touch = Tik nog eens op de tegel om te draaien, op Bevestigen om hem te leggen.
ui-pick-figure-touch = Tik op een plek voor een pion, of op “Geen pion”.
ui-choose-source = { $name }: trek een tegel of neem er een van een stapel
ui-draw = { $n ->
    [one] Trek een tegel (1 gedekt)
   *[other] Trek een tegel ({ $n } gedekt)
}
# $stack: the stack's number, from 1.
ui-take-from = Neem de open tegel van stapel { $stack }
ui-put-back = Leg de tegel terug (opnieuw kiezen)
ui-turn = Beurt { $n }
ui-end = Einde
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who } +{ $points }
ui-and = en
ui-discarded = Deze tegel past nergens — hij gaat terug in de doos.
ui-reshuffled = Deze tegel past nu nergens — hij wordt opnieuw in de trekstapel geschud.

## End of the game
ui-game-over = Spel afgelopen
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] { $names } wint
   *[other] Gedeelde overwinning: { $names }
}
ui-total = Totaal
ui-scores-over-game = Scores in de loop van het spel
ui-turns-axis = beurten →
ui-see-board = Bord bekijken
ui-main-menu = Hoofdmenu


### The page: Classic (ui/modes/classic.js)

## Classic, with the River and the Abbot. Followers (horigen) stand on roads, in cities and
## monasteries; in a field a follower lies down and is called a farmer (boer). The abbot (an
## option) stands in a monastery or a garden, and may be recalled to score it at once.

ui-classic-title = Klassiek

## The new-game options. A choice's words follow its option's label: "Een tegel die nergens
## past" + "gaat terug in de doos", "Met de rivier wordt de gewone starttegel" + "weggelaten".

ui-classic-option-river = Rivier
ui-classic-option-abbot = Abt en tuinen
ui-classic-option-small-city = Kleine steden leveren 2 per tegel op (vroegere regel)
ui-classic-option-farm = Telling van de weiden
ui-classic-farm-third = huidige regels (3 per stad, voor elke weide)
ui-classic-farm-second = tweede editie (elke stad telt maar één keer per speler)
ui-classic-farm-first = eerste editie (4 per stad voor wie de meeste boeren heeft)
ui-classic-option-unplaceable = Een tegel die nergens past
ui-classic-unplaceable-discard = gaat terug in de doos
ui-classic-unplaceable-reshuffle = wordt opnieuw in de trekstapel geschud
ui-classic-option-art = Tegelafbeeldingen
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
ui-classic-art-auto = volgens de optie Abt en tuinen
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (met tuinen)
ui-classic-art-classic = klassiek (zonder tuinen)
ui-classic-option-river-start = Met de rivier wordt de gewone starttegel
ui-classic-river-start-shuffle = door de landschapstegels geschud
ui-classic-river-start-discard = weggelaten

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Wegen
ui-classic-breakdown-city = Steden
ui-classic-breakdown-monastery = Kloosters
ui-classic-breakdown-garden = Tuinen
ui-classic-breakdown-field = Weiden

## A feature's kind, as a tile's description and its hover details start (capitalised):
## "D: Weg (W, O); Stad (N)".

ui-classic-kind-road = Weg
ui-classic-kind-city = Stad
ui-classic-kind-monastery = Klooster
ui-classic-kind-garden = Tuin
ui-classic-kind-field = Weide
ui-classic-kind-river = Rivier

## A player's supply, beside their score. $n: the followers left in the supply.

ui-classic-supply = { $n ->
    [one] { $n } horige
   *[other] { $n } horigen
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } horige · abt
   *[other] { $n } horigen · abt
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } horige · abt op het bord
   *[other] { $n } horigen · abt op het bord
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as "stad van 1 tegel: nu 1").

# The letter on the disc that marks an abbot's place on the board: the initial of the word "abt".
ui-classic-mark-abbot = A
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Abt terugnemen: nu +{ $points }
ui-classic-place-farmer = Boer in de weide ({ $at }) — { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed ("een" fits every gender).
ui-classic-place-abbot = Abt { $feature ->
    [monastery] in het klooster
    [garden] in de tuin
   *[other] in een { $name }
} ({ $at }) — { $note }
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed. A follower stands "op" a road, "in" the others.
ui-classic-place-follower = Horige { $feature ->
    [road] op de weg
    [city] in de stad
    [monastery] in het klooster
    [garden] in de tuin
   *[other] in een { $name }
} ({ $at }) — { $note }

## The game's log (when the view does not word its events). $who is a player's name.

ui-classic-recalled = { $who } neemt de abt terug
ui-classic-placed-farmer = { $who }: een boer in een weide
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $who }: een abt in { $feature ->
    [monastery] een klooster
    [garden] een tuin
   *[other] een { $name }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $who }: een horige { $feature ->
    [road] op een weg
    [city] in een stad
    [monastery] in een klooster
    [garden] in een tuin
   *[other] in een { $name }
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile ("3 tegels"), $shields a
# count-shield ("1 wapenschild").
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } omliggende tegel
   *[other] { $n } omliggende tegels
}
# $points: what a completed feature scored (a number).
ui-classic-value-completed = voltooid: { $points }
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = { $points } aan het einde
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = nu { $points }

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = Leg in je beurt de tegel uit je hand aan het speelveld, zo dat elke rand die hij met een buurtegel deelt aansluit: stad aan stad, weg aan weg, weide aan weide, rivier aan rivier. Oplichtende vakken laten zien waar hij past; alleen de draaiingen die passen worden aangeboden.
ui-classic-rules-figures = Daarna mag je één horige uit je voorraad op een gebied van die tegel zetten — een weg, een stad, een klooster of een weide (als boer, liggend) — tenzij er ergens in dat gebied al een horige staat. Met de abt kun je je abt in een klooster of tuin zetten, of hem terugnemen om zijn klooster of tuin meteen te laten tellen.
ui-classic-rules-scoring = Voltooide gebieden worden meteen geteld en hun horigen komen terug: een weg levert 1 per tegel op, een stad 2 per tegel en 2 per wapenschild, een klooster of tuin 9 zodra die helemaal omringd is. Aan het einde leveren onvoltooide wegen en steden 1 per tegel (en per wapenschild) op, kloosters en tuinen 1 plus 1 per omliggende tegel, en elke weide 3 voor elke voltooide stad waaraan die grenst. Wie de meeste horigen in een gebied heeft, krijgt de punten; bij een gelijke stand krijgen alle betrokken spelers ze.
ui-classic-rules-river = Eerst wordt de rivier gelegd, van de bron tot het meer; hij mag niet twee keer achter elkaar dezelfde kant op afbuigen.


### The page: Benelux (ui/modes/benelux.js)

## Benelux: Classic's tiles and rules on a map of the Low Countries, with map chips (fiches)
## and three islands (purple, light blue, orange), each with two stacks of tiles face up. A
## player may take an island's top tile instead of drawing, giving up a chip of the island's
## colour. What Benelux shares with Classic is worded by the ui-classic- messages.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values).
ui-benelux-option-first-start = Starttegel ({ $tile }) op
ui-benelux-option-second-start = Een willekeurige starttegel op
# How many followers each player has.
ui-benelux-option-followers = Horigen per speler

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Brussel

## The islands' and the chips' colours (standalone, uninflected).

ui-benelux-colour-purple = paars
ui-benelux-colour-light-blue = lichtblauw
ui-benelux-colour-orange = oranje

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Fiches

## Choosing where the turn's tile comes from. "het … eiland" and "een … fiche" (de fiche)
## take the attributive -e form of the colour; oranje has none.

# $who: the player's name.
ui-benelux-choose-source = { $who }: trek een gedekte tegel, of neem een open eilandtegel
ui-benelux-pick-source = Een eilandtegel kost je een fiche in de kleur van het eiland.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Neem van het paarse eiland: { $tile } (kost een paarse fiche)
    [light-blue] Neem van het lichtblauwe eiland: { $tile } (kost een lichtblauwe fiche)
   *[orange] Neem van het oranje eiland: { $tile } (kost een oranje fiche)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Neem van het paarse eiland, westelijke stapel: { $tile } (kost een paarse fiche)
    [light-blue] Neem van het lichtblauwe eiland, westelijke stapel: { $tile } (kost een lichtblauwe fiche)
   *[orange] Neem van het oranje eiland, westelijke stapel: { $tile } (kost een oranje fiche)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Neem van het paarse eiland, oostelijke stapel: { $tile } (kost een paarse fiche)
    [light-blue] Neem van het lichtblauwe eiland, oostelijke stapel: { $tile } (kost een lichtblauwe fiche)
   *[orange] Neem van het oranje eiland, oostelijke stapel: { $tile } (kost een oranje fiche)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew ("Tegel in de
# hand, van het paarse eiland — U").
# $island: the island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-from = { $island ->
    [purple] van het paarse eiland
    [light-blue] van het lichtblauwe eiland
   *[orange] van het oranje eiland
}
# The game's log (present tense, like log-island-tile). $who: the player's name; $tile: the
# tile's name (as the tile-* values); $island: the island's colour, choosing the words.
ui-benelux-taken = { $island ->
    [purple] { $who } neemt een tegel van het paarse eiland (levert een paarse fiche in): { $tile }
    [light-blue] { $who } neemt een tegel van het lichtblauwe eiland (levert een lichtblauwe fiche in): { $tile }
   *[orange] { $who } neemt een tegel van het oranje eiland (levert een oranje fiche in): { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = paarse fiche ter waarde van { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = lichtblauwe fiche ter waarde van { $value }
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = oranje fiche ter waarde van { $value }
# $n: the chips the player has given up to take island tiles.
ui-benelux-spent = { $n ->
    [one] { $n } fiche ingeleverd
   *[other] { $n } fiches ingeleverd
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = De tegels en regels van Klassiek, zonder de rivier, op een landkaart van de Lage Landen met landkaart-fiches.
ui-benelux-rules-map = Benelux wordt gespeeld op een landkaart van 16 × 11 vakken: tegels mogen alleen op de vakken liggen. Op golven, eilanden en de grote steden Amsterdam en Brussel komt nooit een tegel; een zijkant die daaraan grenst (of aan de rand van de kaart) is gesloten. Op twee van de startvakken Meppel, Eindhoven en Charleroi liggen de starttegels.
ui-benelux-rules-chips = Leg je een tegel op een fiche, dan verzamel je die: de waarde (1 of 2) telt meteen en je houdt de fiche, open voor je. In plaats van te trekken mag een speler met een fiche de bovenste open tegel nemen van een eiland in dezelfde kleur, en levert daarvoor één fiche van die kleur in. Een gedekt getrokken tegel moet gespeeld worden. Het spel eindigt met de laatste gedekte tegel.


### The page: Hunters & Gatherers (ui/modes/hunters.js)

## Hunters & Gatherers. A tribe member (stamlid) is called by the feature it stands on: a
## gatherer (verzamelaar) in a forest, a fisherman (visser) by a river, a hunter (jager) in a
## meadow (lying down). Huts stand by a river or a lake and belong to its river system (rivers
## joined through lakes).

ui-hunters-title = Jagers & Verzamelaars
ui-hunters-no-options = Deze modus heeft geen opties.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Bossen
ui-hunters-breakdown-river = Rivieren
ui-hunters-breakdown-river-system = Hutten
ui-hunters-breakdown-meadow = Jagers

# A feature's kind, as a tile's description and its hover details start (capitalised).
ui-hunters-kind-forest = Bos
ui-hunters-kind-river = Rivier
ui-hunters-kind-meadow = Weide
ui-hunters-kind-lake = Meer

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = verzamelaar
ui-hunters-member-river = visser
ui-hunters-member-meadow = jager

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 stamlid
   *[other] { $n } stamleden
}
ui-hunters-supply-huts = { $n ->
    [one] 1 hut
   *[other] { $n } hutten
}

# The letter on the disc that marks a hut's place on the board: the initial of the word "hut".
ui-hunters-mark-hut = H

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW; not translated); $note what the choice would score, in
# words. $feature is where the tribe member stands: forest (a gatherer), river (a fisherman)
# or meadow (a hunter). A fisherman stands "aan" (by) the river, as in log-placed-fisherman.
ui-hunters-option = { $feature ->
    [forest] Verzamelaar in het bos ({ $at }) — { $note }
    [river] Visser aan de rivier ({ $at }) — { $note }
    [meadow] Jager in de weide ({ $at }) — { $note }
   *[other] Stamlid ({ $at }) — { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Hut aan het riviersysteem ({ $at }) — { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: een stamlid

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (een bonustegel)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Goud! { $who } legt een bonustegel: { $tile }
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 bonustegel
   *[other] { $n } bonustegels
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 tijger
   *[other] { $n } tijgers
}
ui-hunters-count-gold = { $n ->
    [one] 1 goudklompje
   *[other] { $n } goudklompjes
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = het vuur
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = de cultusplaats
# A completed forest or river: $points, what it scored.
ui-hunters-value-completed = voltooid: { $points }
ui-hunters-value-open = open: telt pas bij voltooiing
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = { $points } aan het einde

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn =
    Trek in je beurt een landschapstegel en leg die aan het speelveld, zo dat elke rand die
    hij met een buurtegel deelt aansluit: bos aan bos, weide aan weide, rivier aan rivier.
    Oplichtende vakken laten zien waar hij past. Een tegel die nergens past, gaat terug in de
    doos.
ui-hunters-rules-figures =
    Daarna mag je één pion op die tegel zetten: een stamlid, als verzamelaar in een bos, als
    visser aan een rivier of als jager in een weide (liggend: jagers blijven tot het einde
    liggen) — niet in een gebied waar al een stamlid staat, hoe ver weg ook — of een van je
    twee hutten aan een rivier of meer, als het riviersysteem daarvan (rivieren die via meren
    verbonden zijn) nog geen hut heeft. Hutten en vissers blokkeren elkaar niet; hutten komen
    nooit terug.
ui-hunters-rules-scoring =
    Een bos is voltooid als er geen bosrand meer open is; het levert 2 per tegel en 2 per
    paddenstoelenplek op. Een rivier is voltooid als beide uiteinden bij een meer of een bron
    uitkomen (of als hij een gesloten lus vormt); hij levert 1 per tegel en 1 per vis in de
    meren aan zijn uiteinden op. Wie de meeste verzamelaars of vissers heeft, krijgt de
    punten (bij een gelijke stand krijgen alle betrokken spelers het volle aantal), en ze komen
    allemaal terug. Onvoltooide bossen en rivieren leveren niets op; weiden worden pas aan het
    einde geteld.
ui-hunters-rules-gold =
    Goud: wie een bos met een goudklompje voltooit, trekt één bonustegel (gemarkeerd met een
    ster) en legt die meteen — hoogstens één per beurt, en nooit voor een bonustegel. Vuur
    verjaagt de tijgers uit zijn weide; een jager die op de tegel met de cultusplaats in de
    weide van de cultusplaats wordt gezet, krijgt de punten voor die weide alleen; oerossen
    zijn 2 punten waard voor jagers en worden door geen enkele tijger opgegeten.
ui-hunters-rules-end =
    Als de landschapstegels op zijn: in elk riviersysteem krijgt wie de meeste hutten heeft
    1 punt per vis in alle meren ervan; in elke weide krijgt wie de meeste jagers heeft 2 punten
    per hert, mammoet en oeros, nadat elke sabeltandtijger één hert heeft opgegeten.


### The page: the game screen and the other screens (ui/game, ui/screens)

## A tile's sides in the screen reader's description of a tile ("D: Weg (W, O); Stad (N)"):
## one short mark per side, as on a Dutch compass (noord, oost, zuid, west).

ui-side-n = N
ui-side-e = O
ui-side-s = Z
ui-side-w = W

## The game

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: "Beurt 5 · Ada"), or what they are asked to do (a screen reader: "Beurt 5 · Ada: trek
# een tegel of neem er een van een stapel").
ui-turn-line = Beurt { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: "van het paarse eiland").
ui-hand-tile-from = Tegel { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left ("city edge: 3"), an
# unreadable save and its file ("Onleesbaar: broken"), a saved game's mode and players
# ("Klassiek: Jij, Ada (AI, normaal)").
ui-labelled = { $label }: { $value }

## Tip (issue 12): de zet die de normale computer zou doen, en waarom, op één regel.
log-hinted = { $who } speelde met een tip
hint-draw = Trek een tegel blind: geen aangeboden tegel is nu meer waard voor jou
hint-take = Neem de gemarkeerde tegel — { $then }
hint-place = leg hem op de gemarkeerde plek met een figuur: { $note }
hint-recall = leg hem op de gemarkeerde plek en haal je abt terug: +{ $now } nu
hint-scores = leg hem op de gemarkeerde plek, zonder figuur: +{ $points } voor jou nu
hint-quiet = leg hem op de gemarkeerde plek, zonder figuur: daar past de tegel het best en je figuren blijven vrij
ui-hint = Tip
ui-hint-title = Toon de zet die de normale computer zou doen (H)
ui-hint-line = Tip: { $reason }
ui-keys-hint = H toont een tip: de zet die de normale computer zou doen, met de reden; een zet na een tip wordt in het logboek gemarkeerd.

### Herhaling van een spel, en export en import van spelverslagen (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Herhaling
ui-replay-open = Herhaling
ui-replay-close = Sluiten
ui-replay-counter = Zet { $at } van { $moves }
ui-replay-at-start = Het begin van het spel, vóór de eerste zet.
ui-replay-first = Naar het begin
ui-replay-back = Eén zet terug
ui-replay-forward = Eén zet vooruit
ui-replay-last = Naar het einde
ui-replay-play = Afspelen
ui-replay-pause = Pauzeren
ui-replay-speed = Snelheid
ui-replay-slow = Langzaam
ui-replay-normal = Normaal
ui-replay-fast = Snel
ui-replay-goto = Naar zet
ui-replay-board = Het bord na deze zet
ui-replay-scores = Scores
ui-replay-keys = Toetsen: ← en → gaan één zet terug en vooruit, Home en End gaan naar het begin en het einde, de spatiebalk speelt af en pauzeert.
ui-error-no-replay = er is geen spel geopend in de herhaling
ui-error-replay-bounds = er is geen zet { $at }: dit spel loopt van zet 0 tot zet { $moves }
ui-export = Exporteren
ui-export-title = Het spelverslag exporteren
ui-export-file-kind = Tessera-spelverslag
ui-exported = Geëxporteerd naar { $path }
ui-import = Een spel importeren…
ui-imported = Geïmporteerd: { $game }
ui-error-import = dit bestand kan niet worden geïmporteerd: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 open einde
   *[other] { $n } open einden
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] kan niet verder groeien
    [one] kan aan 1 kant groeien
   *[other] kan aan { $n } kanten groeien
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 leeg vak eromheen
   *[other] { $n } lege vakken eromheen
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Verwachte eindscore tonen
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: score { $score }, verwachte eindscore { $projected } (wat de eindtelling zou opleveren als het spel nu eindigde)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Score
ui-chart-projected = Verwachte eindscore

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Analyse
ui-review-open-title = Elke zet beoordeeld door de computer op expertniveau, de sleutelmomenten en waar je het opnieuw kunt proberen
# The review screen's title.
ui-review-title = Spelanalyse
ui-review-close = Sluiten
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Bezig met analyseren: zet { $at } van { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = De analyse is klaar.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Gestopt na zet { $at } van { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = De analyse is gestopt: { $reason }
ui-review-stop = Stoppen
ui-review-resume = Hervatten
# The progress bar's name for screen readers.
ui-review-progress = Voortgang van de analyse
# The summary table's columns.
ui-review-accuracy = Nauwkeurigheid
ui-review-lost = Verloren punten
ui-review-luck = Geluk
# How the figures are worked out, under the table.
ui-review-explain = Elke zet wordt beoordeeld op het verwachte verschil in eindscore (jouw punten min die van de beste tegenstander). Nauwkeurigheid: 100 voor de beste zet, 50 voor een zet die 3 punten slechter is, 25 voor 6 punten slechter, gemiddeld over de zetten van de speler. Geluk: wat elke gedekt getrokken tegel waard was vergeleken met de gemiddelde tegel die had kunnen komen.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Beste zet
ui-review-label-good = Goed
ui-review-label-inaccuracy = Onnauwkeurigheid
ui-review-label-mistake = Fout
ui-review-label-blunder = Blunder
# The graph's heading, and its name for screen readers.
ui-review-graph = Verwacht scoreverschil
ui-review-graph-label = Grafiek van het verwachte verschil in eindscore van elke speler na elke eigen zet: boven de middellijn voor, eronder achter. De balken onderaan tonen het geluk bij elke getrokken tegel.
# The key moments: the player's largest losses.
ui-review-moments = Sleutelmomenten
ui-review-no-moments = Geen sleutelmomenten: geen enkele zet kostte een punt of meer.
# The list of every move judged.
ui-review-moves = Alle zetten
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Zet { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Verloren punten: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Gespeeld
ui-review-better = Beter
ui-review-board-played = Het bord na de gespeelde zet
ui-review-board-better = Het bord na de betere zet
# Shown instead of the second board when nothing beat the move played.
ui-review-same = De gespeelde zet was de beste die de zoektocht vond.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Kies een zet om die gespeeld te zien, met de betere zet ernaast.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Probeer opnieuw vanaf hier
ui-review-try-title = Een nieuw spel vanaf de stand vóór deze zet, met dezelfde tegels die nog komen, opgeslagen als een apart spel
ui-review-keys = Toetsen: Tab gaat naar de zetten, Enter toont er een, Esc sluit.
# A review command with no game under review. No arguments.
ui-error-no-review = er wordt geen spel geanalyseerd
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = zet { $number } is nog niet beoordeeld
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = De betere zet levert meteen { $points } op, de jouwe leverde { $played } op.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = De betere zet plaatst een pion: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = De betere zet haalt je abt terug: nu +{ $now }.
# The better move scores no more now, but leaves the player better placed.
review-why-later = De betere zet levert nu niet meer op, maar geeft je een betere uitgangspositie voor de tegels die nog komen.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Coach: een opmerking als een van mijn zetten tegen de AI punten kost
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Opmerking bij een verlies van minstens
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Coach: { $label } (verloren punten: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Betere zet tonen
# The dialog's heading. $number: the move.
ui-coach-title = Coach: je zet { $number } en de betere zet
ui-coach-close = Sluiten
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Met hulp
ui-stats-helped-note = Spellen waarin je om een tip hebt gevraagd of de coach aan had, tellen mee zoals de andere en worden ook geteld onder “Met hulp”.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Online spelen
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Terug naar het onlinespel
ui-online-host = Een spel hosten
ui-online-host-note = Spelers in je netwerk doen mee met het adres van dit apparaat en de code van het spel. Die zie je zodra het spel gehost is.
ui-online-join = Meedoen aan een spel
ui-online-address = Adres van de host
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 of wss://server.example
ui-online-code = Spelcode
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Je naam
ui-online-join-button = Meedoen
ui-online-joining = Verbinden…
# The list of online games this device holds seats in.
ui-online-kept = Je onlinespellen
ui-online-none-kept = Geen onlinespel om naar terug te gaan.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = hier gehost
ui-saved-online = Online gespeeld
ui-online-rejoin = Opnieuw meedoen
ui-online-forget = Vergeten
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = Op dit apparaat
ui-seat-online = Onlinespeler
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Naam volgt bij het meedoen
ui-host-start = Spel hosten
# The game screen's online box. $code: the game's code.
ui-online-code-line = Code: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Meedoen via { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Wachten op een speler: er is één plaats vrij.
   *[other] Wachten op spelers: er zijn { $open } plaatsen vrij.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Verbinding verbroken ({ $why }). Bezig met herstellen…
ui-online-restored = Verbinding hersteld.
# $why: the host's words (English).
ui-online-closed = Dit spel is voorbij voor dit apparaat: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = vrije plaats
ui-online-disconnected = niet verbonden
# A free seat, named by its number.
ui-online-seat-number = Plaats { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = De AI laten spelen voor { $name }
ui-online-give-ai-title = Vanaf nu speelt een AI op je standaard AI-niveau op deze plaats
ui-online-leave = Onlinespel verlaten
ui-online-leave-title = Verbinding verbreken: je kunt opnieuw meedoen via Online spelen

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = De host heeft het spel nog niet gestuurd.
online-error-garbled = De host stuurde een spel dat deze versie niet kan lezen ({ $why }).
online-error-refused = De host weigerde: { $why }
online-error-unreachable = De host is niet bereikbaar: { $why }
online-error-lost = De verbinding met de host is verbroken ({ $why }). Die wordt hersteld: probeer het zo opnieuw.
online-error-cannot-host = Dit apparaat kan geen spel hosten: { $why }
online-error-address-code = Vul het adres van de host en de spelcode in.
online-error-not-kept = Dit apparaat heeft geen plaats in spel { $why }.
online-error-not-your-turn = Wacht op je beurt: een andere speler is aan de beurt.
online-error-not-host = Alleen het apparaat dat het spel host, kan dat doen.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Plekken markeren die geen tegel meer kan vullen
ui-cell-fits = { $n ->
    [0] Hier past geen resterende tegel
    [one] Hier past 1 resterende tegel
   *[other] Hier passen { $n } resterende tegels
}
ui-cell-bonus-fits = { $n ->
    [one] (en 1 bonustegel)
   *[other] (en { $n } bonustegels)
}
ui-tip-never = kan nooit af: op ({ $x },{ "\u00A0" }{ $y }) past geen tegel meer
ui-tip-chance = ongeveer { $percent }% kans dat het af komt
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Geen resterende tegel kan { $places } vullen
   *[other] Geen resterende tegel kan { $places } vullen
}
ui-dead-count = { $n ->
    [one] 1 plek die geen tegel kan vullen
   *[other] { $n } plekken die geen tegel kan vullen
}
ui-warn-last-tile = De laatste tegel: na deze beurt eindigt het spel
ui-warn-last-turn = { $n ->
    [one] Je laatste beurt: er blijft 1 tegel over voor de anderen
   *[other] Je laatste beurt: er blijven { $n } tegels over voor de anderen
}
ui-warn-last-turn-maybe = { $n ->
    [one] Nog maar 1 gedekte tegel: misschien is dit je laatste beurt
   *[other] Nog maar { $n } gedekte tegels: misschien is dit je laatste beurt
}
ui-warn-last-follower = Je laatste horige in voorraad
ui-classic-warn-abbot = Laatste kans om je abt terug te nemen
ui-hunters-warn-last-member = Je laatste stamlid in voorraad
ui-hunters-warn-last-hut = Je laatste hut in voorraad

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Leren spelen
ui-learn-note = Begeleide spellen met een voorbereide trekstapel: elke stap legt één ding uit en wacht tot je het gedaan hebt. Je kunt altijd stoppen.
ui-learn-first = Je eerste spel ({ $mode })
ui-learn-differs = { $mode }: wat is er anders
ui-tut-step = Stap { $n } van { $total }
ui-tut-back = Terug
ui-tut-skip = Overslaan
ui-tut-skip-title = Deze stap overslaan: de tutorial doet het voor je
ui-tut-next = Volgende
ui-tut-finish = Afronden
ui-tut-leave = Tutorial verlaten
ui-tut-nudge-place = Deze keer niet daar: de tutorial heeft het vak nodig waarnaar hij wijst.
ui-tut-nudge-turn = Bijna: draai eerst de tegel, zoals de stap zegt.
ui-tut-nudge-figure = Kies de plek die de stap noemt, of Overslaan om het voor je te laten doen.
ui-tut-nudge-source = Neem de tegel van de plek die de stap noemt.
ui-tut-offer = Nieuw in deze spellen? Een begeleid eerste spel leert je de regels in een paar minuten.
ui-tut-offer-start = Tutorial spelen
ui-tut-offer-later = Niet nu
ui-tut-classic-welcome = Welkom! Je speelt tegen Ada. Elke beurt trek je een tegel, die hier verschijnt, en leg je hem aan de tegels die al op het bord liggen.
ui-tut-classic-place = Het oplichtende vak laat zien waar je tegel past. Leg hem daar.
ui-tut-classic-rotate = Draai de tegel tot zijn weg de weg van de starttegel voortzet en naar het noorden afbuigt. De randen moeten aansluiten: weg aan weg, stad aan stad, weide aan weide.
ui-tut-classic-lay = Leg de tegel nu met Bevestigen.
ui-tut-classic-road = Je mag één horige op de tegel zetten die je net hebt gelegd. Zet hem op de weg: een weg levert 1 punt per tegel op zodra beide uiteinden afgesloten zijn.
ui-tut-classic-opponent = Nu speelt Ada. Kijk waar haar tegel terechtkomt.
ui-tut-classic-farmer-lay = Deze tegel met een rechte weg zet jouw weg naar het westen voort. Leg hem op het oplichtende vak.
ui-tut-classic-farmer = Leg een boer in de weide ten noorden van de weg. Een weide telt aan het einde: 3 punten voor elke voltooide stad waaraan die grenst.
ui-tut-classic-opponent-again = Ada is weer aan de beurt.
ui-tut-classic-city-lay = Deze tegel maakt de stad boven aan de starttegel af. Leg hem daar.
ui-tut-classic-city = Zet een horige in de stad. Jouw tegel maakt de stad af, dus die telt meteen (2 punten per tegel) en je horige komt terug.
ui-tut-classic-scored = Je hebt 4 punten gescoord en je horige is terug in je voorraad. De weide van je boer grenst nu aan een voltooide stad.
ui-tut-classic-monastery-lay = Een klooster! Leg het op het oplichtende vak.
ui-tut-classic-monastery = Zet een horige als monnik in het klooster. Het levert 9 punten op zodra de acht vakken eromheen gevuld zijn; aan het einde 1 punt plus 1 per omliggende tegel.
ui-tut-classic-free = Je kent nu de basis. Leg je laatste tegels waar je wilt; wijs een tegel aan of houd je vinger erop om te zien wat de gebieden erop waard zijn.
ui-tut-classic-end = Aan het einde tellen onvoltooide wegen, steden en kloosters ook mee, en elke weide telt voor de voltooide steden waaraan die grenst. Goed gespeeld: je bent klaar voor een echt spel!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Hier liggen bossen, rivieren met meren en weiden in plaats van steden en wegen. Je pionnen zijn stamleden; je ziet ze hier naast je twee hutten.
ui-tut-hunters-gatherer = Leg je tegel op het oplichtende vak en zet een verzamelaar in het bos. Een voltooid bos levert 2 punten per tegel op.
ui-tut-hunters-opponent = Nu speelt Ada. Net als in Klassiek mag geen stamlid in een bos, rivier of weide waar er al een staat.
ui-tut-hunters-hunter = Deze tegel voltooit je bos. Leg een jager in de weide met het hert: aan het einde levert hij 2 punten per hert of mammoet op, maar elke sabeltandtijger eet een hert op.
ui-tut-hunters-bonus = Je verzamelaar leverde 6 punten op en is terug. In het bos lag een goudklompje, dus je legt meteen een bonustegel: leg hem op het oplichtende vak.
ui-tut-hunters-fisher = Zet een visser aan de rivier die in het meer van de starttegel uitmondt. Hij loopt van meer naar meer en is dus voltooid: 1 punt per tegel en 1 per vis.
ui-tut-hunters-opponent-again = Ada is weer aan de beurt.
ui-tut-hunters-hut = Leg deze tegel met het meer op het oplichtende vak en zet er een hut op. Aan het einde levert een hut 1 punt op voor elke vis in alle meren van zijn riviersysteem.
ui-tut-hunters-free = Nu weet je wat er nieuw is. Leg je laatste tegels waar je wilt; het spel eindigt als de landschapstegels op zijn.
ui-tut-hunters-end = Onvoltooide bossen en rivieren leverden niets op; jagers en hutten telden aan het einde. Goed gespeeld: je bent klaar voor een echt spel!
ui-tut-benelux-map = Dit spel wordt op een landkaart gespeeld: tegels komen alleen op de vakken, ook op zee. Op eilanden, golven en de grote steden Amsterdam en Brussel komt nooit een tegel.
ui-tut-benelux-brussels = Leg je tegel op het oplichtende vak onder Brussel en zet een horige in de stad. Een zijkant die aan een grote stad of de rand van de kaart grenst, is gesloten, dus je stad is meteen voltooid.
ui-tut-benelux-opponent = Nu speelt Ada.
ui-tut-benelux-chip = Op het oplichtende vak ligt een fiche. Leg je tegel daar, zonder pion: je verzamelt de fiche en de punten tellen meteen.
ui-tut-benelux-opponent-again = Ada is weer aan de beurt.
ui-tut-benelux-source = Met je paarse fiche mag je in plaats van te trekken de open tegel van een paars eiland nemen. Neem het klooster van het paarse eiland: de fiche lever je in, de punten houd je.
ui-tut-benelux-island = Leg het klooster naast Brussel en zet er een horige op. Voor een klooster tellen vakken waar nooit een tegel komt als bezet: Brussel vult er meteen twee.
ui-tut-benelux-free = Speel nu verder zoals je wilt. Het spel eindigt met de laatste gedekte tegel; tegels die op de eilanden blijven liggen, tellen niet.
ui-tut-benelux-end = Op de kaart sluiten de rand en de vakken zonder tegel je gebieden af, en fiches leveren punten en eilandtegels op. Goed gespeeld: je bent klaar voor een echt spel!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Zo telt het
ui-tip-rules-for = Zo telt het: { $kinds }
ui-tip-details = Details: { $tile }
ui-keys-details = I houdt de details van de tegel bij de cursor (of van de laatst gelegde tegel) open, met Zo telt het, dat deze spelregels opent bij de alinea over de telling; Esc sluit ze.
ui-rules-details = Klik of tik op een tegel op het bord om de details open te houden, met de knop Zo telt het: die opent deze spelregels bij de alinea over de telling van dat gebied.
