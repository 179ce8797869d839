# Tessera — Deutsch (same message ids as the reference catalog en.ftl).
# Anrede „du“, Substantive groß, Anführungszeichen „ “, Dezimalkomma (shared/design/glossary.md §3).
# German note: fragments are inserted as is, so every sentence below puts its inserted counts in the
# nominative or accusative (or after „aus“ with the case-invariant „Plättchen“).

## Counted things. $n is the count; CLDR plural categories choose the form.

count-tile = { $n ->
    [one] 1 Plättchen
   *[other] { $n } Plättchen
}
count-shield = { $n ->
    [one] 1 Wappen
   *[other] { $n } Wappen
}
count-neighbouring-tile = { $n ->
    [one] 1 umliegendes Plättchen
   *[other] { $n } umliegende Plättchen
}
count-closed-square = { $n ->
    [one] 1 gesperrtes Feld
   *[other] { $n } gesperrte Felder
}
count-completed-city = { $n ->
    [one] 1 abgeschlossene Stadt
   *[other] { $n } abgeschlossene Städte
}
count-mushroom-patch = { $n ->
    [one] 1 Pilzstelle
   *[other] { $n } Pilzstellen
}
count-fish = { $n ->
    [one] 1 Fisch
   *[other] { $n } Fische
}
count-deer = { $n ->
    [one] 1 Hirsch
   *[other] { $n } Hirsche
}
count-mammoth = { $n ->
    [one] 1 Mammut
   *[other] { $n } Mammuts
}
count-aurochs = { $n ->
    [one] 1 Auerochse
   *[other] { $n } Auerochsen
}

## The features a score names (the subject of a scoring reason).

feature-road = Straße
feature-city = Stadt
feature-monastery = Kloster
feature-garden = Garten
# field (Classic) and meadow (Hunters & Gatherers) are both „Wiese“; separate keys on purpose (glossary §1.7).
feature-field = Wiese
feature-forest = Wald
feature-river = Fluss
feature-meadow = Wiese

## Scoring reasons, built from a score's structured points. $what is a feature with its size
## (reason-sized, reason-small-city, reason-plus), $total the points each scorer gets.

# "road of 4 tiles": $feature is a feature-* word, $tiles a count-tile.
# „aus“ takes the dative; „Plättchen“ is the same in every case.
reason-sized = { $feature } aus { $tiles }
reason-small-city = kleine Stadt aus { $tiles }
# "city of 4 tiles + 1 shield": $extra is a count (shields, mushroom patches, fish).
reason-plus = { $what } + { $extra }
# The features differ in gender (die Straße, der Wald, das Kloster), so no attributive adjective:
# „abgeschlossen“ / „unvollendet“ follow as predicates.
reason-completed = { $what }, abgeschlossen: { $total }
reason-unfinished = { $what }, unvollendet: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
reason-cloister-surrounded = { $feature }, von 8 Plättchen umgeben, abgeschlossen: { $total }
# $tiles is a count-tile, $blocked a count-closed-square (nominative inside the brackets).
reason-cloister-surrounded-blocked = { $feature }, vollständig umgeben ({ $tiles } und { $blocked }), abgeschlossen: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
# $around stands in brackets (nominative): „mit“ would need the dative „gesperrten Feldern“.
reason-cloister-recalled = { $feature } ({ $around }), Abt zurückgenommen: 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature } ({ $around }), unvollendet: 1 + { $n } = { $total }
reason-and = { $a } und { $b }
reason-chip = Map-Chip eingesammelt: { $total }
# $cities: count-completed-city (all it borders); $paid: those that pay this player.
# „angrenzend an“ takes the accusative, which equals the nominative count forms here.
reason-field = Wiese, angrenzend an { $cities }: 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (jede Stadt zählt pro Spieler nur einmal)
# $tiles: count-tile of the city.
reason-most-farmers = die meisten Bauern an der abgeschlossenen Stadt aus { $tiles }: { $total }
# $fish: count-fish in all the lakes of the river system (accusative object of „enthalten“).
reason-huts = Hütten an einem Flusssystem, dessen Seen { $fish } enthalten: { $total }
# $game: the meadow's game, a list (list-join) of counts and remarks.
reason-meadow = Wiese: { $game } → { $total }
reason-meadow-no-game = kein Wild
reason-tigers-eat = { $n ->
    [one] 1 Säbelzahntiger frisst einen Hirsch
   *[other] { $n } Säbelzahntiger fressen { $n } Hirsche
}
reason-fire = das Feuer vertreibt die Säbelzahntiger
reason-shrine = { $reason } (nur der Jäger an der Kultstätte erhält die Punkte)

## Lists: how items are joined ("2 deer, 1 mammoth").

list-join = { $a }, { $b }

## Refusals: why a move or a choice is not allowed, said to the player (du). $cell is a cell
## "(x,y)", $tile a tile id, $rot a rotation in degrees.
# German note: the inserted words (edge-*, side-*, square-*, colour-*, feature-*, figure-*) stand
# where their case and gender do not matter: predicate nominatives with their own article, nouns
# without article, or colour words as the first part of a compound („Lila-Insel“, „Lila-Chip“).

error-game-over = die Partie ist vorbei
error-wrong-tile = das Plättchen in deiner Hand ist { $expected }, nicht { $got }
error-bad-rotation = die Drehung muss 0°, 90°, 180° oder 270° betragen, nicht { $rot }°
error-cell-taken = auf { $cell } liegt bereits ein Plättchen
error-no-square = { $cell } ist kein Feld des Spielplans, auf das ein Plättchen gelegt werden kann
# $what: one of the square-* words, a predicate nominative with its own article („ist eine Insel“).
error-blocked-square = { $cell } ist { $what }: dort darf kein Plättchen liegen
error-not-adjacent = das Plättchen { $tile } kann nicht auf { $cell } gelegt werden: es muss mit einer Kante an ein bereits ausliegendes Plättchen grenzen
# $side: a side-* word after „im“ (all four are masculine); $mine and $theirs: edge-* words,
# nouns without article („ist Wiese“, as players say of an edge).
error-edge-mismatch = das Plättchen { $tile } passt um { $rot }° gedreht nicht auf { $cell }: seine Kante im { $side } ist { $mine }, die des Nachbarplättchens { $theirs }
error-river-not-extended = das Plättchen { $tile } muss den Fluss an seinem offenen Ende { $end } fortsetzen
error-river-closed = das Plättchen { $tile } muss den Fluss an seinem offenen Ende fortsetzen (der Fluss hat kein offenes Ende mehr)
# $turn: turn-left or turn-right („nach links“).
error-river-u-turn = der Fluss darf nicht zweimal hintereinander nach { $turn } abbiegen
error-no-feature-at = auf diesem Plättchen gibt es an Position { $at } nichts, worauf eine Figur stehen kann
error-figure-on-river = auf dem Fluss darf keine Figur stehen
# $feature: a feature-* word, without article as in a status line („Straße bereits besetzt“).
error-feature-occupied = { $feature } bereits besetzt: dort steht schon ein Gefolgsmann
error-no-follower-left = du hast keinen Gefolgsmann mehr in deinem Vorrat
error-no-abbot-option = in dieser Partie wird ohne Abt gespielt
error-abbot-not-in-supply = dein Abt steht bereits auf einem Plättchen
error-abbot-needs-cloister = ein Abt darf nur in einem Kloster oder einem Garten stehen
error-garden-needs-abbot = in einem Garten darf nur ein Abt stehen
error-nothing-to-recall = dein Abt steht auf keinem Plättchen, also gibt es nichts zurückzunehmen
# $feature: feature-monastery or feature-garden, both take „im“ (dem Kloster, dem Garten).
error-recall-finished = dein Abt steht im { $feature }, und dieses Plättchen schließt das Gebiet ab: es wird ohnehin gewertet, daher kannst du den Abt nicht zurücknehmen
error-figure-and-recall = in einem Zug kannst du eine Figur einsetzen oder den Abt zurücknehmen, nicht beides
# $figure: a figure-* word, after „ohne“ without article.
error-no-such-figure = in dieser Partie wird ohne { $figure } gespielt
error-no-such-source = von dort kannst du in dieser Partie gerade kein Plättchen nehmen
error-wrong-source = das Plättchen in deiner Hand stammt von einer anderen Stelle
error-no-choice-of-source = du hast das Plättchen bereits auf der Hand: woher es kommt, kannst du nicht mehr wählen
# $figure: the name as given (not translated).
error-unknown-figure = unbekannte Figur „{ $figure }“
# The location codes are what a move names, in every language.
error-unknown-location = unbekannte Position { $at } (nutze N, E, S, W, NNW … WNW oder C)
# Benelux. $colour: a colour-* word, the first part of a compound („Lila-Insel“); $stack: 0 or 1.
error-no-such-stack = es gibt keinen Inselstapel mit der Nummer { $stack }
error-empty-stack = der Stapel { $stack } der { $colour }-Insel ist leer
error-no-chip = du hast keinen { $colour }-Chip, also kannst du kein Plättchen von der { $colour }-Insel nehmen
error-fits-nowhere = das Plättchen { $tile } auf der { $colour }-Insel lässt sich nirgends anlegen, also darfst du es nicht nehmen
error-deck-empty = der verdeckte Nachziehstapel ist leer: die Partie ist vorbei
# The island names in brackets are what a move names (purple, light-blue, orange), not translated.
error-unknown-island = unbekannte Insel „{ $island }“ (Inseln: purple, light-blue, orange)
error-island-and-stack = ein Inselplättchen wird mit seiner Insel und seinem Stapel (0 oder 1) angegeben
# Hunters & Gatherers.
error-hut-needs-water = eine Hütte kann nur auf einem Fluss oder einem See stehen
error-system-has-hut = an diesem Flusssystem steht bereits eine Hütte
error-no-hut-left = du hast keine Hütte mehr
error-tribe-member-occupied = { $feature } bereits besetzt: dort steht schon ein Stammesmitglied
error-no-tribe-member-left = du hast kein Stammesmitglied mehr in deinem Vorrat

## Words refusals use.

# Edges: nouns without article (error-edge-mismatch).
edge-field = Wiese
edge-road = Straße
edge-city = Stadt
edge-river = Fluss
edge-forest = Wald
edge-meadow = Wiese
# Sides, after „im“.
side-north = Norden
side-east = Osten
side-south = Süden
side-west = Westen
# Turns, after „nach“.
turn-left = links
turn-right = rechts
# Figures, without article.
figure-follower = Gefolgsmann
figure-abbot = Abt
figure-hut = Hütte
# Chip and island colours, as the first part of a compound („Hellblau-Chip“, „Hellblau-Insel“).
colour-purple = Lila
colour-light-blue = Hellblau
colour-orange = Orange
# Squares that take no tile, predicate nominatives after „(x,y) ist“.
square-off-board = außerhalb des Spielplans
square-wave = ein Wellenfeld
square-island = eine Insel
square-amsterdam = Amsterdam, eine Großstadt
square-brussels = Brüssel, eine Großstadt
square-other = kein bespielbares Feld

## The desktop entry (the system's application menu).

app-generic-name = Legespiel
app-comment = Legespiele mit Plättchen gegen KI-Gegner oder mit Freunden an einem Gerät

## The game's log: one line per event, after its turn label. $who is a player's name, or
## several joined by list-and; $tile a tile id.
# German note: the placement lines have no verb („Ada: ein Gefolgsmann in einer Stadt“), so a
# name never needs agreement; the place is a preposition with the dative, chosen by $kind.

log-turn = Zug { $n }
log-end = Ende
list-and = { $a } und { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-discarded = { $tile }: Dieses Plättchen lässt sich nirgends anlegen – es kommt zurück in die Schachtel.
log-reshuffled = { $tile }: Dieses Plättchen lässt sich gerade nirgends anlegen – es wird wieder in den Nachziehstapel gemischt.
# $scores: every player's final score, in seat order, joined by dashes.
log-game-over = Spielende: { $scores }
# $feature: a feature-* word; $kind selects preposition and article (dative: „in einem Kloster“).
log-placed-follower = { $who }: ein Gefolgsmann { $kind ->
    [road] auf einer
    [city] in einer
    [monastery] in einem
    [garden] in einem
    [forest] in einem
    [field] auf einer
    [meadow] auf einer
    [river] an einem
   *[other] in einer
} { $feature }
log-placed-farmer = { $who }: ein Bauer auf einer Wiese
# $feature: feature-monastery or feature-garden, both „in einem“.
log-placed-abbot = { $who }: ein Abt { $kind ->
    [road] auf einer
    [city] in einer
    [field] auf einer
    [meadow] auf einer
    [river] an einem
   *[other] in einem
} { $feature }
log-placed-gatherer = { $who }: ein Sammler in einem Wald
log-placed-fisherman = { $who }: ein Fischer an einem Fluss
log-placed-hunter = { $who }: ein Jäger auf einer Wiese
log-placed-hut = { $who }: eine Hütte an einem Flusssystem
log-recalled = { $who } nimmt den Abt zurück
# Benelux: $island is the island's id (purple, light-blue, orange). „lila“ is not declined;
# „hellblau“ and „orange“ are (der hellblauen Insel, einen orangen Chip).
log-island-tile = { $who } nimmt { $tile } von der { $island ->
    [purple] lila
    [light-blue] hellblauen
   *[orange] orangen
} Insel und gibt dafür einen { $island ->
    [purple] lila
    [light-blue] hellblauen
   *[orange] orangen
} Chip ab
# Hunters & Gatherers: $bonus is the bonus tile's kind (a bonus-* word, a noun without article).
log-bonus-tile = Gold! { $who } legt ein Bonusplättchen: { $bonus } ({ $tile })
bonus-fire = Feuer
bonus-shrine = Kultstätte
bonus-mushrooms = Pilze
bonus-aurochs = Auerochse
bonus-fish = Fisch
