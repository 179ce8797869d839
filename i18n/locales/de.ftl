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
error-no-such-action = diesen Schritt mit einer Figur gibt es in diesem Spiel nicht
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
error-nothing-to-draw = kein verdecktes Plättchen lässt sich irgendwo anlegen: nimm ein Plättchen von einer Insel
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
## several joined by list-and; $tile a tile's name.
# German note: the placement lines have no verb („Ada: ein Gefolgsmann in einer Stadt“), so a
# name never needs agreement; the place is a preposition with the dative, chosen by $kind.

log-turn = Zug { $n }
log-end = Ende
list-and = { $a } und { $b }
# $points: what each of $who scored; $reason: the scoring reason (reason-* above).
log-scored-head = { $who } +{ $points }
log-scored = { $head } – { $reason }
log-tile-placed = { $who } legt ein Plättchen an ({ $x },{ "\u00A0" }{ $y }): { $tile }
log-discarded = Das Plättchen ({ $tile }) lässt sich nirgends anlegen – es kommt zurück in die Schachtel.
log-reshuffled = Das Plättchen ({ $tile }) lässt sich gerade nirgends anlegen – es wird wieder in den Nachziehstapel gemischt.
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
log-island-tile = { $who } nimmt ein Plättchen von der { $island ->
    [purple] lila
    [light-blue] hellblauen
   *[orange] orangen
} Insel und gibt dafür einen { $island ->
    [purple] lila
    [light-blue] hellblauen
   *[orange] orangen
} Chip ab: { $tile }
# Hunters & Gatherers: $who is the player's name; $tile the bonus tile's name (in the nominative,
# as the tile-* values).
log-bonus-tile = Gold! { $who } legt ein Bonusplättchen: { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } mit { $parts }
tile-city-edge = Stadtrand
    .with = einem Stadtrand
tile-city-corner = Stadtecke
    .with = einer Stadtecke
tile-city-across = durchgehende Stadt
    .with = einer durchgehenden Stadt
tile-city-three = dreiseitige Stadt
    .with = einer dreiseitigen Stadt
tile-city-full = volle Stadt
    .with = einer vollen Stadt
tile-city-two-opposite = zwei gegenüberliegende Stadtränder
    .with = zwei gegenüberliegenden Stadträndern
tile-city-two-adjacent = zwei angrenzende Stadtränder
    .with = zwei angrenzenden Stadträndern
tile-road-straight = gerade Straße
    .with = einer geraden Straße
tile-road-curve = Straßenkurve
    .with = einer Straßenkurve
tile-road-end = Straße
    .with = einer Straße
tile-road-three = Dreiwegekreuzung
    .with = einer Dreiwegekreuzung
tile-road-four = Kreuzung
    .with = einer Kreuzung
tile-monastery = Kloster
    .with = einem Kloster
tile-garden = Garten
    .with = einem Garten
tile-shield = Wappen
    .with = einem Wappen
tile-field = Wiese
    .with = einer Wiese
tile-river-straight = gerader Fluss
    .with = einem geraden Fluss
tile-river-curve = Flussbiegung
    .with = einer Flussbiegung
tile-river = { $count ->
    [one] Fluss
   *[other] { $count } Flüsse
}
    .with = { $count ->
        [one] einem Fluss
       *[other] { $count } Flüssen
    }
tile-spring = { $count ->
    [one] Quelle
   *[other] { $count } Quellen
}
    .with = { $count ->
        [one] einer Quelle
       *[other] { $count } Quellen
    }
tile-lake = { $count ->
    [one] See
   *[other] { $count } Seen
}
    .with = { $count ->
        [one] einem See
       *[other] { $count } Seen
    }
tile-forest = { $count ->
    [one] Wald
   *[other] { $count } Wälder
}
    .with = { $count ->
        [one] einem Wald
       *[other] { $count } Wäldern
    }
tile-meadow = Wiese
    .with = einer Wiese
tile-gold = { $count ->
    [one] Goldklumpen
   *[other] { $count } Goldklumpen
}
    .with = { $count ->
        [one] einem Goldklumpen
       *[other] { $count } Goldklumpen
    }
tile-mushrooms = { $count ->
    [one] Pilzstelle
   *[other] { $count } Pilzstellen
}
    .with = { $count ->
        [one] einer Pilzstelle
       *[other] { $count } Pilzstellen
    }
tile-volcano = Vulkan
    .with = einem Vulkan
tile-fish = { $count ->
    [one] Fisch
   *[other] { $count } Fische
}
    .with = { $count ->
        [one] einem Fisch
       *[other] { $count } Fischen
    }
tile-deer = { $count ->
    [one] Hirsch
   *[other] { $count } Hirsche
}
    .with = { $count ->
        [one] einem Hirsch
       *[other] { $count } Hirschen
    }
tile-mammoth = { $count ->
    [one] Mammut
   *[other] { $count } Mammuts
}
    .with = { $count ->
        [one] einem Mammut
       *[other] { $count } Mammuts
    }
tile-aurochs = { $count ->
    [one] Auerochse
   *[other] { $count } Auerochsen
}
    .with = { $count ->
        [one] einem Auerochsen
       *[other] { $count } Auerochsen
    }
tile-tiger = { $count ->
    [one] Säbelzahntiger
   *[other] { $count } Säbelzahntiger
}
    .with = { $count ->
        [one] einem Säbelzahntiger
       *[other] { $count } Säbelzahntigern
    }
tile-fire = Feuer
    .with = einem Feuer
tile-shrine = Kultstätte
    .with = einer Kultstätte

## Figure options' projections: beside each place a figure could go, what it would score.
## $what is a feature with its size (reason-sized, with reason-plus for what it holds); $now
## what the option scores now (at once when the tile completes the feature, otherwise if the
## game ended now); $full what it would score if completed at its present size. $kind (the
## feature's id) is not needed in German: the words after $what are predicates, with no agreement.

# The "no figure" option: the tile alone. No arguments.
ui-note-none = keine Figur
# A road, city, forest or river this tile completes. $what, $now (scored at once), $kind.
ui-note-completed = { $what }, abgeschlossen: jetzt +{ $now }
# A road or city left open. $what; $now: if the game ended now; $full: if completed; $kind.
ui-note-open = { $what }: jetzt { $now }, bei Abschluss { $full }
# A forest or river left open (they score nothing unfinished). $what; $full: if completed;
# $kind.
ui-note-open-nothing = { $what }: bei Abschluss { $full }, unvollendet nichts
# The squares filled around a monastery or garden. $n: how many (1 to 7).
# Nominative; ui-note-cloister puts it in brackets (after „mit“ it would need the dative).
ui-note-count-neighbour = { $n ->
    [one] 1 umliegendes Plättchen
   *[other] { $n } umliegende Plättchen
}
# A monastery or garden this tile surrounds. $feature: feature-monastery or feature-garden;
# $now: scored at once; $kind: monastery or garden.
ui-note-cloister-surrounded = { $feature }, rundum umgeben und abgeschlossen: jetzt +{ $now }
# A monastery or garden not yet surrounded. $feature as above; $neighbours:
# ui-note-count-neighbour; $now: if the game ended now; $full: when surrounded (9); $kind.
ui-note-cloister = { $feature } ({ $neighbours }): jetzt { $now }, rundum umgeben { $full }
# A farmer's field. $cities: count-completed-city (accusative after „angrenzend an“, the same
# as the nominative forms); $now: what it scores at the end if nothing changes.
ui-note-field = Wiese, angrenzend an { $cities }: { $now } am Spielende, wenn sich nichts ändert
# A hut (Hunters & Gatherers). $fish: count-fish in the lakes of its river system (accusative
# object of „enthalten“); $now: what it scores at the end if nothing changes.
ui-note-hut = Hütte an einem Flusssystem, dessen Seen { $fish } enthalten: { $now } am Spielende, wenn sich nichts ändert
# A hunter's meadow (Hunters & Gatherers). $reason: the meadow's game and points (reason-meadow,
# „Wiese: 2 Hirsche, 1 Mammut → 6“).
ui-note-meadow = { $reason } am Spielende, wenn sich nichts ändert
# Taking the abbot back. $now: what its monastery or garden scores at once.
ui-note-recall = Abt zurücknehmen: jetzt +{ $now }

## The app's errors, said to the player (du), besides the refusals above.

# A command needs an open game and there is none. No arguments.
ui-error-no-game = es ist keine Partie geöffnet
# An AI's move arrived after the game changed (a move undone, another game opened). No
# arguments.
ui-error-stale = die Partie hat sich geändert, während die KI nachdachte
# Undo with no move of a human player left to take back. No arguments.
ui-error-nothing-to-undo = es gibt keinen Zug von dir, den du zurücknehmen könntest
# Put back asked for when the tile in hand was drawn face down (Benelux). No arguments.
ui-error-nothing-to-put-back = es gibt kein Inselplättchen zum Zurücklegen: ein verdeckt gezogenes Plättchen bleibt auf der Hand
# A human tries to move while an AI is to play. $name: the AI player's name.
ui-error-ai-turn = { $name } (KI) ist am Zug
# The AI is asked to move while a human is to play. $name: that player's name.
ui-error-not-ai-turn = { $name } ist am Zug, keine KI
# $id: the saved game's id (a file name without its extension).
ui-error-not-found = keine gespeicherte Partie „{ $id }“
# $detail: why the file cannot be read, in the words of the reader (English for now).
ui-error-unreadable = diese gespeicherte Partie lässt sich nicht öffnen: { $detail }
# Writing or deleting a saved game failed. $detail: the system's error, as it words it.
ui-error-io = Speichern nicht möglich: { $detail }

## Why a saved game cannot be opened, in the list of saved games and when opening it. The
## reader's technical detail (English, from the file's parser) is shown apart, folded away.

ui-unreadable-no-file = diese Datei gibt es nicht
ui-unreadable-io = die Datei lässt sich nicht lesen
ui-unreadable-folder = das ist ein Ordner, keine Datei
# $bytes: the file's size.
ui-unreadable-too-large = die Datei ist zu groß für eine gespeicherte Partie ({ $bytes } Byte)
ui-unreadable-not-text = die Datei ist keine Textdatei
ui-unreadable-empty = die Datei ist leer
ui-unreadable-invalid = die Datei ist kein gültiges Partieprotokoll
# $format: the record format the file has; $ours: the newest this version reads.
ui-unreadable-newer = diese Partie wurde mit einer neueren Version von Tessera gespeichert (Protokollformat { $format }; diese Version liest Format { $ours } und älter)
# $n: the number of the move that breaks a rule.
ui-unreadable-move = Zug { $n } der gespeicherten Partie verstößt gegen eine Regel
ui-unreadable-bug = die Partie ließ sich nicht nachspielen (ein Fehler in Tessera)
# The label of the folded technical detail under a reason.
ui-technical-detail = Technische Details


### The page: menus, screens, the panel and the screen reader (ui/strings.js)

# Arguments: $who, $name a player's name; $n, $turn, $x, $y numbers.
# German note: buttons are infinitives („Löschen“, „Plättchen ziehen“), as German software words
# them; instructions to the player are du-imperatives („Lege das Plättchen an“).

ui-app-name = Tessera
ui-tagline = Lege Plättchen, baue Städte und Straßen, hol mehr Punkte als deine Gegner.
# $why: what went wrong, in words.
ui-cannot-start = Tessera konnte nicht starten: { $why }

## Main menu
ui-continue = Weiterspielen
ui-new-game = Neue Partie
ui-saved-games = Gespeicherte Partien
ui-statistics = Statistik
ui-settings = Einstellungen
ui-rules = Regeln
ui-back = ← Zurück

## New game
ui-mode = Modus
ui-not-available = noch nicht verfügbar
ui-options = Optionen
ui-players = Spieler
ui-seed = Seed
ui-seed-hint = leer: eine neue zufällige Partie
ui-seed-invalid = Der Seed ist eine ganze Zahl (bis zu 15 Ziffern).
ui-start = Partie starten
ui-human = Mensch
ui-ai = KI
ui-add-player = Spieler hinzufügen
# $seat: the seat's number, from 1.
ui-seat-name = Name von Spieler { $seat }
ui-seat-kind = Typ von Spieler { $seat }
ui-seat-level = KI-Stufe von Spieler { $seat }
ui-seat-remove = Spieler { $seat } entfernen
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
# An AI level's name ($level: random, easy, normal or hard); lowercase, it also follows „KI“
# („Ada (KI schwer)“).
ui-level = { $level ->
    [random] zufällig
    [easy] leicht
    [normal] normal
    [hard] schwer
    [expert] Experte
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Zufällig
    [easy] Leicht
    [normal] Normal
    [hard] Schwer
    [expert] Experte
    [online] Online-Spieler
   *[other] { $level }
}
ui-remaining-count = Verbleibende Plättchen ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } Plättchen mit diesen Seiten: { $sides }
   *[other] { $n } Plättchen mit diesen Seiten: { $sides }
}
ui-remaining-grouped = Nach ihren Seiten gruppiert: die Plättchen einer Gruppe passen an dieselben Stellen.
ui-or-put-back = Oder lege es zurück (Esc) und wähle neu.
ui-or-put-back-touch = Oder lege es zurück und wähle neu.

## Saved games
ui-no-saves = Noch keine gespeicherten Partien.
ui-unreadable = Unlesbar
ui-open = Öffnen
ui-resume = Fortsetzen
ui-delete = Löschen
ui-really-delete = Wirklich löschen?
ui-finished = beendet
ui-in-progress = läuft noch
# A player of a saved game: $name, and $level the AI level's name (ui-level).
ui-ai-seat = { $name } (KI { $level })
ui-ai-seat-no-level = { $name } (KI)

## Statistics
ui-stats-level = KI-Stufe
ui-stats-played = Gespielt
ui-stats-won = Gewonnen
ui-stats-lost = Verloren
ui-stats-average = Durchschnittlicher Punktestand
ui-stats-best = Bester Punktestand
ui-stats-none = Noch keine beendete Partie gegen die KI.
ui-stats-damaged = Die Statistikdatei war beschädigt; sie wurde beiseitegelegt, und die Statistik beginnt von vorn.
ui-stats-note = Jede beendete Partie gegen die KI zählt einmal, für den ersten menschlichen Spieler, auf der Stufe der stärksten KI am Tisch. Partien nur zwischen Menschen werden nicht gezählt.

## Settings
ui-your-name = Dein Name
ui-your-colour = Deine Farbe
ui-default-level = Standard-KI-Stufe
ui-speed = Animationstempo
ui-speed-slow = Langsam
ui-speed-normal = Normal
ui-speed-fast = Schnell
ui-speed-instant = Sofort
ui-show-remaining = Verbleibende Plättchen anzeigen
ui-colour-blind = Farbpalette für Farbenblinde
ui-language = Sprache
# The player colours, the options of a select (nouns: „Rot“).
ui-colour-red = Rot
ui-colour-blue = Blau
ui-colour-yellow = Gelb
ui-colour-black = Schwarz
ui-colour-purple = Lila
ui-colour-orange = Orange
ui-colour-vermillion = Zinnoberrot
ui-colour-pink = Rosa
ui-colour-sky-blue = Himmelblau
ui-settings-saved = Gespeichert

## Rules
ui-keys = Tasten (wenn die Spielfläche den Fokus hat; Tab wechselt zwischen der Spielfläche und allen Schaltflächen): Die Pfeiltasten springen zum nächsten Platz, an den das Plättchen passt, R dreht, Enter bestätigt, Tab oder die Pfeiltasten wechseln zwischen den Plätzen für die Figur, S setzt keine Figur, Esc geht zurück, U macht rückgängig, M öffnet das Menü, + und − zoomen, F passt die Spielfläche ins Fenster ein. Wo ein Plättchen auch von einem Stapel kommen kann, wählen die Pfeiltasten den Stapel und Enter nimmt sein Plättchen, D zieht eines verdeckt und Esc legt ein genommenes Plättchen zurück.
ui-touch-help = Auf einem Touchscreen: Tippe auf ein leuchtendes Feld, um das Plättchen dorthin zu legen, tippe erneut darauf, um es zu drehen, und „Bestätigen“ legt es; tippe auf einen Platz, um eine Figur einzusetzen, oder auf „Keine Figur“. Ziehe die Spielfläche, um sie zu verschieben, zoome mit zwei Fingern und halte den Finger auf einem Plättchen, um seine Details zu sehen. „Plättchen und Protokoll“ öffnet die verbleibenden Plättchen und das Protokoll.

## The game
ui-menu = ☰ Menü
ui-tiles = Plättchen
ui-remaining = Verbleibende Plättchen
ui-zoom-out = −
ui-zoom-out-title = Verkleinern (−)
ui-fit = Einpassen
ui-fit-title = Spielfläche einpassen (F)
ui-zoom-in = +
ui-zoom-in-title = Vergrößern (+)
ui-board = Spielfläche
ui-announcements = Ansagen zur Partie
# $tile: the tile in words.
ui-hand-label = Plättchen auf der Hand: { $tile }
# $scores: each player's name and score, as a list.
ui-chart-label = Punktestand im Verlauf der Partie: { $scores }

## The board and the game in words, for screen readers
# $kind: a feature's name; $edges: the sides it touches, as a list.
ui-feature-at = { $kind } ({ $edges })
# $name: the tile; $parts: its features, separated by semicolons.
ui-tile-says = { $name }: { $parts }
ui-cell-at = Feld { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Feld { $x },{ "\u00A0" }{ $y }: das Plättchen passt hier nicht
# $rot: degrees (90, 180 or 270).
ui-turned = um { $rot }° gedreht
ui-not-turned = nicht gedreht
ui-turns-fit = { $n ->
    [one] nur diese Drehung passt hier
   *[other] { $n } Drehungen passen hier
}
ui-fits-in = { $n ->
    [0] Es passt nirgends
    [one] Es passt an 1 Stelle
   *[other] Es passt an { $n } Stellen
}
ui-keys-place = Die Pfeiltasten wählen einen Platz
ui-keys-confirm = R dreht es, Enter legt es, die Pfeiltasten wechseln zu einem anderen Platz
# $i: this spot's number, $count: how many there are; $text: the spot in words.
ui-option-choice = Platz für die Figur { $i } von { $count }: { $text }
ui-keys-figure = Tab oder die Pfeiltasten wählen einen Platz, Enter setzt die Figur, S setzt keine, Esc geht zurück
ui-source-choice = Auswahl { $i } von { $count }: { $text }
ui-keys-source = Die Pfeiltasten wählen, woher das Plättchen kommt, Enter nimmt es, D zieht verdeckt
# $tile: the tile in words.
ui-placed-at = { $who } hat ein Plättchen auf { $x },{ "\u00A0" }{ $y } gelegt — { $tile }
# $from: where the tile came from (ui-from-deck, or an island).
ui-drew = Plättchen auf der Hand, { $from } — { $tile }
ui-from-deck = verdeckt gezogen
ui-your-turn-say = Zug { $turn } · { $who }, du bist am Zug
ui-to-play = Zug { $turn } · { $who } ist am Zug
ui-undone = Rückgängig gemacht: zurück zu Zug { $turn }
# A player's name and score.
ui-score-of = { $name } { $score }
# $scores: ui-score-of for each player, as a list.
ui-final-scores = Endstand: { $scores }
ui-rotate-title = Drehen (R)
ui-rotate = ⟳ Drehen
ui-confirm = Bestätigen
ui-skip = Keine Figur
ui-undo = ↶ Rückgängig
ui-log = Protokoll
ui-sheet-open = Plättchen und Protokoll
ui-sheet-close = Schließen
# $seat: the seat's number, from 1.
ui-player = Spieler { $seat }
ui-hand-tile = Plättchen: { $tile }
ui-no-hand = —
ui-not-drawn = Noch nicht gewählt
ui-face-down = { $n ->
    [one] 1 Plättchen verdeckt
   *[other] { $n } Plättchen verdeckt
}
# After a player's name in the players' table; $level: ui-level.
ui-ai-level = KI { $level }
ui-thinking = { $name } denkt nach …
ui-your-turn = { $name }: Lege das Plättchen an
ui-choose-figure = { $name }: Setze eine Figur oder verzichte darauf
ui-pick-cell = Klicke auf ein leuchtendes Feld, um das Plättchen dorthin zu legen. R dreht, Enter bestätigt.
ui-confirm-tile = Klicke erneut auf das Plättchen (oder drücke R), um es zu drehen, und Enter oder „Bestätigen“, um es zu legen.
ui-pick-figure = Wähle einen Platz für eine Figur (Tab wechselt) oder „Keine Figur“ (S).
ui-pick-cell-touch = Tippe auf ein leuchtendes Feld, um das Plättchen dorthin zu legen.
ui-confirm-tile-touch = Tippe erneut auf das Plättchen, um es zu drehen, und auf „Bestätigen“, um es zu legen.
ui-pick-figure-touch = Tippe auf einen Platz für eine Figur oder auf „Keine Figur“.
ui-choose-source = { $name }: Ziehe ein Plättchen oder nimm eines von einem Stapel
ui-draw = { $n ->
    [one] Plättchen ziehen (1 verdeckt)
   *[other] Plättchen ziehen ({ $n } verdeckt)
}
# $stack: the stack's number, from 1.
ui-take-from = Offenes Plättchen von Stapel { $stack } nehmen
ui-put-back = Plättchen zurücklegen (neu wählen)
ui-turn = Zug { $n }
ui-end = Ende
# $who: the players who scored, as a list; $points: what each scored.
ui-scored-for = { $who } +{ $points }
ui-and = und
ui-discarded = Dieses Plättchen lässt sich nirgends anlegen — es kommt zurück in die Schachtel.
ui-reshuffled = Dieses Plättchen lässt sich gerade nirgends anlegen — es wird wieder in den Nachziehstapel gemischt.

## End of the game
ui-game-over = Spielende
# $names: the winners as a list; $count: how many share the win.
ui-winner = { $count ->
    [one] { $names } gewinnt
   *[other] Geteilter Sieg: { $names }
}
ui-total = Gesamt
ui-scores-over-game = Punktestand im Verlauf der Partie
ui-turns-axis = Züge →
ui-see-board = Spielfläche ansehen
ui-main-menu = Hauptmenü


### The page: Classic (ui/modes/classic.js)

## Classic, with the River and the Abbot. Followers (Gefolgsleute) stand on roads, cities and
## monasteries; on a field a follower lies down and is called a farmer (Bauer). The abbot (an
## option) stands on a monastery or a garden, and may be recalled to score it at once.

ui-classic-title = Klassisch

## The new-game options. A choice's words follow its option's label: „Ein Plättchen, das
## nirgends passt, kommt zurück in die Schachtel“, „Mit dem Fluss wird das übliche
## Startplättchen aus dem Spiel genommen“.

ui-classic-option-river = Fluss
ui-classic-option-abbot = Abt und Gärten
ui-classic-option-small-city = Kleine Städte zählen 2 Punkte (frühere Regel)
ui-classic-option-farm = Wiesenwertung
ui-classic-farm-third = aktuelle Regeln (3 pro Stadt, für jede Wiese)
ui-classic-farm-second = zweite Auflage (jede Stadt zählt pro Spieler nur einmal)
ui-classic-farm-first = erste Auflage (4 pro Stadt für die meisten Bauern)
ui-classic-option-unplaceable = Ein Plättchen, das nirgends passt,
ui-classic-unplaceable-discard = kommt zurück in die Schachtel
ui-classic-unplaceable-reshuffle = wird wieder in den Nachziehstapel gemischt
ui-classic-option-art = Plättchengrafik
# The tile art follows the Abbot option: the 2014 tiles (with gardens) with it, the classic ones without.
ui-classic-art-auto = passend zur Option „Abt und Gärten“
# 2014: the edition whose tiles have gardens.
ui-classic-art-2014 = 2014 (mit Gärten)
ui-classic-art-classic = klassisch (ohne Gärten)
ui-classic-option-river-start = Mit dem Fluss wird das übliche Startplättchen
ui-classic-river-start-shuffle = unter die Landschaftsplättchen gemischt
ui-classic-river-start-discard = aus dem Spiel genommen

## The columns of the end-of-game breakdown: what scored the points.

ui-classic-breakdown-road = Straßen
ui-classic-breakdown-city = Städte
ui-classic-breakdown-monastery = Klöster
ui-classic-breakdown-garden = Gärten
ui-classic-breakdown-field = Wiesen

## A feature's kind, as a tile's description and its hover details start:
## „D: Straße (W, O); Stadt (N)“.

ui-classic-kind-road = Straße
ui-classic-kind-city = Stadt
ui-classic-kind-monastery = Kloster
ui-classic-kind-garden = Garten
ui-classic-kind-field = Wiese
ui-classic-kind-river = Fluss

## A player's supply, beside their score. $n: the followers left in the supply.

ui-classic-supply = { $n ->
    [one] { $n } Gefolgsmann
   *[other] { $n } Gefolgsleute
}
# With the Abbot option, while the player's abbot is in their supply.
ui-classic-supply-abbot = { $n ->
    [one] { $n } Gefolgsmann · Abt
   *[other] { $n } Gefolgsleute · Abt
}
# With the Abbot option, while the player's abbot is on the board.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } Gefolgsmann · Abt eingesetzt
   *[other] { $n } Gefolgsleute · Abt eingesetzt
}

## The figure step: one button per place a figure may go. $at is where on the tile the figure
## stands (a compass point such as N or NNE, or C for the centre; not translated); $note what
## that feature is worth now, already worded (such as „Stadt aus 1 Plättchen: jetzt 1“).

# The letter on the disc that marks an abbot's place on the board: the initial of „Abt“.
ui-classic-mark-abbot = A
# $points: what the abbot's monastery or garden scores now (a number).
ui-classic-recall = Abt zurücknehmen: jetzt +{ $points }
ui-classic-place-farmer = Bauer auf der Wiese ({ $at }) — { $note }
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word (feature-monastery …), for a kind not listed.
ui-classic-place-abbot = { $feature ->
    [monastery] Abt im Kloster ({ $at }) — { $note }
    [garden] Abt im Garten ({ $at }) — { $note }
   *[other] Abt: { $name } ({ $at }) — { $note }
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word (feature-road …), for a kind not listed.
ui-classic-place-follower = { $feature ->
    [road] Gefolgsmann auf der Straße ({ $at }) — { $note }
    [city] Gefolgsmann in der Stadt ({ $at }) — { $note }
    [monastery] Gefolgsmann im Kloster ({ $at }) — { $note }
    [garden] Gefolgsmann im Garten ({ $at }) — { $note }
   *[other] Gefolgsmann: { $name } ({ $at }) — { $note }
}

## The game's log (when the view does not word its events). $who is a player's name.

ui-classic-recalled = { $who } nimmt den Abt zurück
ui-classic-placed-farmer = { $who }: ein Bauer auf einer Wiese
# $feature: the feature's kind (monastery or garden), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-abbot = { $feature ->
    [monastery] { $who }: ein Abt in einem Kloster
    [garden] { $who }: ein Abt in einem Garten
   *[other] { $who }: ein Abt ({ $name })
}
# $feature: the feature's kind (road, city, monastery), choosing the words; $name: the feature's
# word, for a kind not listed.
ui-classic-placed-follower = { $feature ->
    [road] { $who }: ein Gefolgsmann auf einer Straße
    [city] { $who }: ein Gefolgsmann in einer Stadt
    [monastery] { $who }: ein Gefolgsmann in einem Kloster
    [garden] { $who }: ein Gefolgsmann in einem Garten
   *[other] { $who }: ein Gefolgsmann ({ $name })
}

## Hover details of a placed tile: each feature's kind, its size and its value.

# A road's or a city's size with its shields: $tiles is a count-tile („3 Plättchen“), $shields a
# count-shield („1 Wappen“).
ui-classic-size-shields = { $tiles } + { $shields }
# A monastery's or a garden's size: $n, the tiles around it.
ui-classic-size-neighbours = { $n ->
    [one] { $n } umliegendes Plättchen
   *[other] { $n } umliegende Plättchen
}
# $points: what a completed feature scored (a number).
ui-classic-value-completed = abgeschlossen: { $points }
# $points: what a field scores at the end of the game, as things stand (a number).
ui-classic-value-end = { $points } am Spielende
# $points: what an unfinished feature would score if the game ended now (a number).
ui-classic-value-now = jetzt { $points }

## The rules, one message per paragraph (the Rules screen).

ui-classic-rules-placing = Lege in deinem Zug das Plättchen aus deiner Hand so an die Auslage an, dass jede Kante, die es mit einem anderen Plättchen teilt, passt: Stadt an Stadt, Straße an Straße, Wiese an Wiese, Fluss an Fluss. Leuchtende Felder zeigen, wo es passt; angeboten werden nur die Drehungen, die passen.
ui-classic-rules-figures = Danach darfst du einen Gefolgsmann aus deinem Vorrat auf ein Gebiet dieses Plättchens setzen — auf eine Straße, in eine Stadt, in ein Kloster oder auf eine Wiese (als Bauer, liegend) —, es sei denn, in diesem Gebiet steht irgendwo schon ein Gefolgsmann. Mit dem Abt darfst du deinen Abt in ein Kloster oder einen Garten setzen oder ihn zurücknehmen, um sein Kloster oder seinen Garten sofort werten zu lassen.
ui-classic-rules-scoring = Abgeschlossene Gebiete werden sofort gewertet, und ihre Gefolgsleute kehren zurück: eine Straße bringt 1 Punkt pro Plättchen, eine Stadt 2 pro Plättchen und 2 pro Wappen, ein Kloster oder Garten 9, sobald alle acht Felder ringsum belegt sind. Am Spielende zählen unvollendete Straßen und Städte 1 pro Plättchen (und Wappen), Klöster und Gärten 1 plus 1 für jedes umliegende Plättchen und jede Wiese 3 für jede abgeschlossene Stadt, an die sie grenzt. Wer die meisten Gefolgsleute in einem Gebiet hat, erhält dessen Punkte; bei Gleichstand punkten alle Beteiligten.
ui-classic-rules-river = Der Fluss wird zuerst gelegt, von der Quelle bis zum See; er darf nicht zweimal hintereinander in dieselbe Richtung abbiegen.


### The page: Benelux (ui/modes/benelux.js)

## Benelux: Classic's tiles and rules on a map (Spielplan) of the Low Countries, with map chips
## and three islands (lila, hellblau, orange), each with two stacks of tiles face up. A player
## may take an island's top tile instead of drawing, giving up a chip of the island's colour.
## What Benelux shares with Classic is worded by the ui-classic- messages.

ui-benelux-title = Benelux

## The new-game options, each followed by its choices (the start towns; 7 or 9).

# $tile: the start tile's name (as the tile-* values). Followed by a start town („bei Meppel“).
ui-benelux-option-first-start = Startplättchen ({ $tile }) bei
ui-benelux-option-second-start = Ein zufälliges Startplättchen bei
# How many followers each player has.
ui-benelux-option-followers = Gefolgsleute pro Spieler

## Places on the map: the three start towns and the two large cities (as the language names them).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Brüssel

## The islands' and the chips' colours.

ui-benelux-colour-purple = lila
ui-benelux-colour-light-blue = hellblau
ui-benelux-colour-orange = orange

# A column of the end-of-game breakdown: the map chips' points.
ui-benelux-breakdown-chip = Chips

## Choosing where the turn's tile comes from.
# German note: „lila“ is not declined; „hellblau“ and „orange“ are (der hellblauen Insel, einen
# orangen Chip), as in log-island-tile.

# $who: the player's name.
ui-benelux-choose-source = { $who }: Ziehe ein Plättchen verdeckt oder nimm ein offenes Inselplättchen
ui-benelux-pick-source = Ein Inselplättchen kostet dich einen deiner Chips in seiner Farbe.
# A button. $tile: the face-up tile's name (as the tile-* values); $island: the island's colour
# (purple, light-blue, orange), choosing the words.
ui-benelux-take = { $island ->
    [purple] Von der lila Insel nehmen: { $tile } (kostet einen lila Chip)
    [light-blue] Von der hellblauen Insel nehmen: { $tile } (kostet einen hellblauen Chip)
   *[orange] Von der orangen Insel nehmen: { $tile } (kostet einen orangen Chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the western stack.
ui-benelux-take-west = { $island ->
    [purple] Vom westlichen Stapel der lila Insel nehmen: { $tile } (kostet einen lila Chip)
    [light-blue] Vom westlichen Stapel der hellblauen Insel nehmen: { $tile } (kostet einen hellblauen Chip)
   *[orange] Vom westlichen Stapel der orangen Insel nehmen: { $tile } (kostet einen orangen Chip)
}
# As ui-benelux-take, when both of the island's stacks show the same tile: the eastern stack.
ui-benelux-take-east = { $island ->
    [purple] Vom östlichen Stapel der lila Insel nehmen: { $tile } (kostet einen lila Chip)
    [light-blue] Vom östlichen Stapel der hellblauen Insel nehmen: { $tile } (kostet einen hellblauen Chip)
   *[orange] Vom östlichen Stapel der orangen Insel nehmen: { $tile } (kostet einen orangen Chip)
}
# Where the tile in hand came from, taking the place of ui-from-deck in ui-drew („Plättchen auf
# der Hand, von der lila Insel — U“). $island: the island's colour, choosing the words.
ui-benelux-from = { $island ->
    [purple] von der lila Insel
    [light-blue] von der hellblauen Insel
   *[orange] von der orangen Insel
}
# The game's log. $who: the player's name; $tile: the tile's name (as the tile-* values); $island: the
# island's colour (purple, light-blue, orange), choosing the words.
ui-benelux-taken = { $island ->
    [purple] { $who } nimmt ein Plättchen von der lila Insel und gibt dafür einen lila Chip ab: { $tile }
    [light-blue] { $who } nimmt ein Plättchen von der hellblauen Insel und gibt dafür einen hellblauen Chip ab: { $tile }
   *[orange] { $who } nimmt ein Plättchen von der orangen Insel und gibt dafür einen orangen Chip ab: { $tile }
}

## The chips a player holds, beside their score (a tooltip on each).
# German adds a plural on $value („1 Punkt“, „2 Punkten“).

# $value: the points the chip scored (1 or 2).
ui-benelux-chip-purple = { $value ->
    [one] lila Chip im Wert von 1 Punkt
   *[other] lila Chip im Wert von { $value } Punkten
}
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-light-blue = { $value ->
    [one] hellblauer Chip im Wert von 1 Punkt
   *[other] hellblauer Chip im Wert von { $value } Punkten
}
# $value: the points the chip scored (1 or 2).
ui-benelux-chip-orange = { $value ->
    [one] oranger Chip im Wert von 1 Punkt
   *[other] oranger Chip im Wert von { $value } Punkten
}
# $n: the chips the player has given up to take island tiles.
ui-benelux-spent = { $n ->
    [one] { $n } Chip abgegeben
   *[other] { $n } Chips abgegeben
}

## The rules, one message per paragraph (the Rules screen).

ui-benelux-rules-intro = Die Plättchen und Regeln des klassischen Spiels, ohne den Fluss, auf einem Spielplan der Beneluxländer mit Map-Chips.
ui-benelux-rules-map = Benelux wird auf einem Spielplan aus 16 × 11 Feldern gespielt: Plättchen dürfen nur auf seine Felder gelegt werden. Auf Wellen, Inseln und die Großstädte Amsterdam und Brüssel kommt nie ein Plättchen; eine Seite, die an eines dieser Felder (oder an den Rand des Spielplans) grenzt, ist geschlossen. Auf zwei der Startfelder Meppel, Eindhoven und Charleroi liegen die Startplättchen.
ui-benelux-rules-chips = Legst du ein Plättchen auf einen Chip, sammelst du ihn ein: sein Wert (1 oder 2) zählt sofort, und du behältst den Chip offen vor dir. Statt zu ziehen, darfst du, wenn du einen Chip hast, das offene oberste Plättchen einer Insel derselben Farbe nehmen und gibst dafür einen Chip dieser Farbe ab. Ein verdeckt gezogenes Plättchen muss gespielt werden. Die Partie endet mit dem letzten verdeckten Plättchen.


### The page: Hunters & Gatherers (ui/modes/hunters.js)

## Hunters & Gatherers (Jäger & Sammler). A tribe member (Stammesmitglied) is called by the
## feature it stands on: a gatherer (Sammler) in a forest, a fisherman (Fischer) on a river, a
## hunter (Jäger) in a meadow (lying down). Huts (Hütten) stand on a river or a lake and belong
## to its river system (Flusssystem: rivers joined through lakes).

ui-hunters-title = Jäger & Sammler
ui-hunters-no-options = Dieser Modus hat keine Optionen.

# The columns of the end-of-game breakdown: what scored the points (the huts score their river
# systems' fish, the hunters their meadows' game).
ui-hunters-breakdown-forest = Wälder
ui-hunters-breakdown-river = Flüsse
ui-hunters-breakdown-river-system = Hütten
ui-hunters-breakdown-meadow = Jäger

# A feature's kind, as a tile's description and its hover details start.
ui-hunters-kind-forest = Wald
ui-hunters-kind-river = Fluss
ui-hunters-kind-meadow = Wiese
ui-hunters-kind-lake = See

# A tribe member's name by the feature it stands on.
ui-hunters-member-forest = Sammler
ui-hunters-member-river = Fischer
ui-hunters-member-meadow = Jäger

# A player's supply, beside their score: $members (ui-hunters-supply-members) and $huts
# (ui-hunters-supply-huts), each a count in words.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] 1 Stammesmitglied
   *[other] { $n } Stammesmitglieder
}
ui-hunters-supply-huts = { $n ->
    [one] 1 Hütte
   *[other] { $n } Hütten
}

# The letter on the disc that marks a hut's place on the board: the initial of „Hütte“.
ui-hunters-mark-hut = H

# A figure choice (a button, and what a screen reader says). $at is the place on the tile as a
# compass code (N, E, S, W, NNW … WNW); $note what the choice would score, in words. $feature
# is where the tribe member stands: forest (a gatherer), river (a fisherman) or meadow (a
# hunter).
ui-hunters-option = { $feature ->
    [forest] Sammler im Wald ({ $at }) — { $note }
    [river] Fischer am Fluss ({ $at }) — { $note }
    [meadow] Jäger auf der Wiese ({ $at }) — { $note }
   *[other] Stammesmitglied ({ $at }) — { $note }
}
# A hut choice: $at and $note as in ui-hunters-option.
ui-hunters-option-hut = Hütte am Flusssystem ({ $at }) — { $note }
# The log's line for a tribe member placed on a feature other than a forest, river or meadow
# (the others use log-placed-gatherer, -fisherman, -hunter, -hut). $who is a player's name.
ui-hunters-placed-member = { $who }: ein Stammesmitglied

## A bonus tile, earned with gold from a completed forest.

# Where the tile in hand came from, after the words for drawing it.
ui-hunters-from-bonus = (ein Bonusplättchen)
# The log's line for a bonus tile when the log has no words of its own (they come from
# log-bonus-tile). $who is the player's name, $tile the tile's name (as in log-bonus-tile).
ui-hunters-gold = Gold! { $who } legt ein Bonusplättchen: { $tile }
# The bonus tiles still face down, shown beside the count of land tiles left.
ui-hunters-bonus-left = { $n ->
    [one] 1 Bonusplättchen
   *[other] { $n } Bonusplättchen
}

## Hover details of a placed tile: a feature's size and contents, and its value.

ui-hunters-count-tiger = { $n ->
    [one] 1 Säbelzahntiger
   *[other] { $n } Säbelzahntiger
}
ui-hunters-count-gold = { $n ->
    [one] 1 Goldklumpen
   *[other] { $n } Goldklumpen
}
# A meadow holds the fire (of a bonus tile): it drives the tigers off.
ui-hunters-holds-fire = das Feuer
# A meadow holds the shrine (of a bonus tile).
ui-hunters-holds-shrine = die Kultstätte
# A completed forest or river: $points, what it scored.
ui-hunters-value-completed = abgeschlossen: { $points }
ui-hunters-value-open = offen: zählt erst, wenn abgeschlossen
# A meadow or river system: $points, what it would score if the game ended now.
ui-hunters-value-end = { $points } am Spielende

## The rules, one paragraph each (the rules screen).

ui-hunters-rules-turn =
    Ziehe in deinem Zug ein Landschaftsplättchen und lege es so an die Auslage an, dass jede
    Kante, die es mit einem anderen Plättchen teilt, passt: Wald an Wald, Wiese an Wiese, Fluss
    an Fluss. Leuchtende Felder zeigen, wo es passt. Ein Plättchen, das nirgends passt, kommt
    zurück in die Schachtel.
ui-hunters-rules-figures =
    Danach darfst du eine Figur auf dieses Plättchen setzen: ein Stammesmitglied als Sammler in
    einen Wald, als Fischer an einen Fluss oder als Jäger auf eine Wiese (liegend: Jäger bleiben
    bis zum Spielende) — nicht dorthin, wo bereits ein Stammesmitglied steht, egal wie weit
    entfernt — oder eine deiner beiden Hütten an einen Fluss oder See, sofern sein Flusssystem
    (durch Seen verbundene Flüsse) noch keine Hütte hat. Hütten und Fischer blockieren einander
    nicht; Hütten kehren nie zurück.
ui-hunters-rules-scoring =
    Ein Wald ist abgeschlossen, wenn keine Waldkante mehr offen ist; er bringt 2 Punkte pro
    Plättchen und 2 pro Pilzstelle. Ein Fluss ist abgeschlossen, wenn beide Enden einen See oder
    eine Quelle erreichen (oder er sich zu einer Schleife schließt); er bringt 1 Punkt pro
    Plättchen und 1 pro Fisch in den Seen an seinen Enden. Wer die meisten Sammler bzw. Fischer
    darin hat, erhält die Punkte (bei Gleichstand alle Beteiligten in voller Höhe), und alle
    kehren zurück. Unvollendete Wälder und Flüsse zählen nichts; Wiesen werden erst am
    Spielende gewertet.
ui-hunters-rules-gold =
    Gold: Schließt ein Plättchen einen Wald mit einem Goldklumpen ab, zieht der Spieler, der es
    gelegt hat, ein Bonusplättchen (mit einem Stern markiert) und spielt es sofort — höchstens
    eines pro Zug und nie für ein Bonusplättchen. Das Feuer vertreibt die Säbelzahntiger von
    seiner Wiese; ein Jäger, der auf dem Plättchen mit der Kultstätte auf deren Wiese gesetzt
    wird, wertet diese Wiese allein; Auerochsen sind für Jäger 2 Punkte wert, und kein
    Säbelzahntiger frisst sie.
ui-hunters-rules-end =
    Wenn die Landschaftsplättchen aufgebraucht sind: In jedem Flusssystem erhält, wer die
    meisten Hütten hat, 1 Punkt pro Fisch in allen seinen Seen; auf jeder Wiese erhält, wer die
    meisten Jäger hat, 2 Punkte pro Hirsch, Mammut und Auerochse, nachdem jeder Säbelzahntiger
    einen Hirsch gefressen hat.


### The page: the game screen and the other screens (ui/game, ui/screens)

## A tile's sides in the screen reader's description of a tile („D: Straße (W, O); Stadt (N)“):
## one short mark per side, as on a German compass (O for Osten).

ui-side-n = N
ui-side-e = O
ui-side-s = S
ui-side-w = W

## The game

# A turn and what happens in it. $turn: the turn's number; $text: the player to act (the status
# bar: „Zug 5 · Ada“), or what they are asked to do (a screen reader: „Zug 5 · Ada: Ziehe ein
# Plättchen oder nimm eines von einem Stapel“).
ui-turn-line = Zug { $turn } · { $text }
# The tile in hand when it came from a stack: $tile the tile's name (as the tile-* values);
# $from where it came from, as in ui-drew (such as ui-benelux-from: „von der lila Insel“).
ui-hand-tile-from = Plättchen { $from }: { $tile }
# A label and what it labels: a remaining tile's name and how many are left („city edge: 3“), an
# unreadable save and its file („Unlesbar: broken“), a saved game's mode and players
# („Klassisch: Du, Ada (KI normal)“).
ui-labelled = { $label }: { $value }

## Tipp (issue 12): der Zug, den die normale KI machen würde, und warum, in einer Zeile.
log-hinted = { $who } spielte mit einem Tipp
hint-draw = Zieh ein Plättchen verdeckt: kein angebotenes Plättchen ist dir jetzt mehr wert
hint-take = Nimm das markierte Plättchen — { $then }
hint-place = leg es an die markierte Stelle mit einer Figur: { $note }
hint-recall = leg es an die markierte Stelle und nimm deinen Abt zurück: +{ $now } jetzt
hint-scores = leg es an die markierte Stelle, ohne Figur: +{ $points } für dich jetzt
hint-quiet = leg es an die markierte Stelle, ohne Figur: dort passt es am besten, und deine Figuren bleiben frei
ui-hint = Tipp
ui-hint-title = Den Zug zeigen, den die normale KI machen würde (H)
ui-hint-line = Tipp: { $reason }
ui-keys-hint = H zeigt einen Tipp: den Zug, den die normale KI machen würde, mit Begründung; ein Zug nach einem Tipp wird im Protokoll markiert.

### Wiedergabe einer Partie, Export und Import von Partieaufzeichnungen (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Wiedergabe
ui-replay-open = Wiedergabe
ui-replay-close = Schließen
ui-replay-counter = Zug { $at } von { $moves }
ui-replay-at-start = Der Beginn der Partie, vor dem ersten Zug.
ui-replay-first = Zum Anfang
ui-replay-back = Einen Zug zurück
ui-replay-forward = Einen Zug vor
ui-replay-last = Zum Ende
ui-replay-play = Abspielen
ui-replay-pause = Pause
ui-replay-speed = Tempo
ui-replay-slow = Langsam
ui-replay-normal = Normal
ui-replay-fast = Schnell
ui-replay-goto = Zu Zug springen
ui-replay-board = Das Spielfeld nach diesem Zug
ui-replay-scores = Punktestand
ui-replay-keys = Tasten: ← und → gehen einen Zug zurück und vor, Pos1 und Ende springen zum Anfang und zum Ende, die Leertaste spielt ab und hält an.
ui-error-no-replay = in der Wiedergabe ist keine Partie geöffnet
ui-error-replay-bounds = es gibt keinen Zug { $at }: diese Partie reicht von Zug 0 bis Zug { $moves }
ui-export = Exportieren
ui-export-title = Partieaufzeichnung exportieren
ui-export-file-kind = Tessera-Partieaufzeichnung
ui-exported = Exportiert nach { $path }
ui-import = Partie importieren …
ui-imported = Importiert: { $game }
ui-error-import = diese Datei lässt sich nicht importieren: { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] 1 offenes Ende
   *[other] { $n } offene Enden
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] kann nicht mehr wachsen
    [one] kann an 1 Seite wachsen
   *[other] kann an { $n } Seiten wachsen
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] 1 freies Feld ringsum
   *[other] { $n } freie Felder ringsum
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Voraussichtlichen Endstand anzeigen
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name }: Punktestand { $score }, voraussichtlicher Endstand { $projected } (was die Schlusswertung ergäbe, wenn die Partie jetzt endete)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Punkte
ui-chart-projected = Voraussichtlicher Endstand

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Analyse
ui-review-open-title = Jeder Zug von der KI der Stufe Experte bewertet, dazu die Schlüsselmomente und wo du es noch einmal versuchen kannst
# The review screen's title.
ui-review-title = Partieanalyse
ui-review-close = Schließen
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Analyse läuft: Zug { $at } von { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = Die Analyse ist abgeschlossen.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Angehalten nach Zug { $at } von { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = Die Analyse wurde abgebrochen: { $reason }
ui-review-stop = Anhalten
ui-review-resume = Fortsetzen
# The progress bar's name for screen readers.
ui-review-progress = Fortschritt der Analyse
# The summary table's columns.
ui-review-accuracy = Genauigkeit
ui-review-lost = Verlorene Punkte
ui-review-luck = Glück
# How the figures are worked out, under the table.
ui-review-explain = Jeder Zug wird nach der erwarteten Differenz im Endstand bewertet (deine Punkte minus die des besten Gegners). Genauigkeit: 100 für den besten Zug, 50 für einen Zug, der 3 Punkte schlechter ist, 25 für 6 Punkte schlechter, gemittelt über die Züge des Spielers. Glück: was jedes verdeckt gezogene Plättchen wert war, verglichen mit dem durchschnittlichen Plättchen, das hätte kommen können.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Bester Zug
ui-review-label-good = Gut
ui-review-label-inaccuracy = Ungenauigkeit
ui-review-label-mistake = Fehler
ui-review-label-blunder = Patzer
# The graph's heading, and its name for screen readers.
ui-review-graph = Erwartete Punktedifferenz
ui-review-graph-label = Diagramm der erwarteten Differenz im Endstand jedes Spielers nach jedem seiner Züge: über der Mittellinie vorn, darunter hinten. Die Balken unten zeigen das Glück beim Ziehen jedes Plättchens.
# The key moments: the player's largest losses.
ui-review-moments = Schlüsselmomente
ui-review-no-moments = Keine Schlüsselmomente: kein Zug hat einen Punkt oder mehr gekostet.
# The list of every move judged.
ui-review-moves = Alle Züge
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player }: { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Zug { $number }, { $player }: { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Verlorene Punkte: { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Gespielt
ui-review-better = Besser
ui-review-board-played = Das Spielfeld nach dem gespielten Zug
ui-review-board-better = Das Spielfeld nach dem besseren Zug
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Der gespielte Zug war der beste, den die Suche gefunden hat.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Wähle einen Zug, um ihn gespielt und daneben den besseren Zug zu sehen.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Ab hier neu versuchen
ui-review-try-title = Eine neue Partie ab der Stellung vor diesem Zug, mit denselben kommenden Plättchen, als eigene Partie gespeichert
ui-review-keys = Tasten: Tab springt zu den Zügen, Enter zeigt einen an, Esc schließt.
# A review command with no game under review. No arguments.
ui-error-no-review = es wird keine Partie analysiert
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = Zug { $number } ist noch nicht bewertet
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Der bessere Zug bringt sofort { $points }, deiner brachte { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Der bessere Zug setzt eine Figur: { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Der bessere Zug nimmt deinen Abt zurück: sofort +{ $now }.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Der bessere Zug bringt jetzt nicht mehr, stellt dich aber für die kommenden Plättchen besser auf.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Trainer: Hinweis, wenn einer meiner Züge gegen die KI Punkte kostet
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Mindestverlust für einen Hinweis
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Trainer: { $label } (verlorene Punkte: { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Besseren Zug anzeigen
# The dialog's heading. $number: the move.
ui-coach-title = Trainer: dein Zug { $number } und der bessere Zug
ui-coach-close = Schließen
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Mit Hilfe
ui-stats-helped-note = Partien, in denen du einen Tipp angefordert oder den Trainer eingeschaltet hattest, zählen wie alle anderen und werden zusätzlich unter „Mit Hilfe“ gezählt.

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Online spielen
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Zurück zur Online-Partie
ui-online-host = Eine Partie eröffnen
ui-online-host-note = Mitspieler in deinem Netzwerk treten mit der Adresse dieses Geräts und dem Code der Partie bei. Beides siehst du, sobald die Partie eröffnet ist.
ui-online-join = Einer Partie beitreten
ui-online-address = Adresse des Hosts
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 oder wss://server.example
ui-online-code = Partiecode
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Dein Name
ui-online-join-button = Beitreten
ui-online-joining = Verbindung wird hergestellt …
# The list of online games this device holds seats in.
ui-online-kept = Deine Online-Partien
ui-online-none-kept = Keine Online-Partie, zu der du zurückkehren kannst.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = hier eröffnet
ui-saved-online = Online gespielt
ui-online-rejoin = Zurückkehren
ui-online-forget = Vergessen
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = An diesem Gerät
ui-seat-online = Online-Spieler
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Name folgt beim Beitreten
ui-host-start = Partie eröffnen
# The game screen's online box. $code: the game's code.
ui-online-code-line = Code: { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Beitreten unter { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] Warten auf einen Mitspieler: ein Platz ist frei.
   *[other] Warten auf Mitspieler: { $open } Plätze sind frei.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Verbindung unterbrochen ({ $why }). Sie wird wiederhergestellt …
ui-online-restored = Verbindung wiederhergestellt.
# $why: the host's words (English).
ui-online-closed = Für dieses Gerät ist die Partie beendet: { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = freier Platz
ui-online-disconnected = nicht verbunden
# A free seat, named by its number.
ui-online-seat-number = Platz { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = KI für { $name } spielen lassen
ui-online-give-ai-title = Ab jetzt spielt auf diesem Platz eine KI deiner Standard-KI-Stufe
ui-online-leave = Online-Partie verlassen
ui-online-leave-title = Verbindung trennen: über „Online spielen“ kannst du wieder beitreten

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = Der Host hat die Partie noch nicht gesendet.
online-error-garbled = Der Host hat eine Partie gesendet, die diese Version nicht lesen kann ({ $why }).
online-error-refused = Der Host hat abgelehnt: { $why }
online-error-unreachable = Der Host ist nicht erreichbar: { $why }
online-error-lost = Die Verbindung zum Host ist abgebrochen ({ $why }). Sie wird wiederhergestellt: Versuch es gleich noch einmal.
online-error-cannot-host = Auf diesem Gerät lässt sich keine Partie eröffnen: { $why }
online-error-address-code = Gib die Adresse des Hosts und den Partiecode ein.
online-error-not-kept = Dieses Gerät hat keinen Platz in der Partie { $why }.
online-error-not-your-turn = Warte, bis du am Zug bist: Gerade ist ein anderer Spieler dran.
online-error-not-host = Das darf nur das Gerät, auf dem die Partie eröffnet wurde.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Felder markieren, die kein Plättchen mehr füllen kann
ui-cell-fits = { $n ->
    [0] Hier passt kein übriges Plättchen
    [one] 1 übriges Plättchen passt hier
   *[other] { $n } übrige Plättchen passen hier
}
ui-cell-bonus-fits = { $n ->
    [one] (und 1 Bonusplättchen)
   *[other] (und { $n } Bonusplättchen)
}
ui-tip-never = kann nie fertig werden: bei ({ $x },{ "\u00A0" }{ $y }) passt kein Plättchen mehr
ui-tip-chance = wird mit etwa { $percent }{ "\u00A0" }% fertig
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Kein übriges Plättchen kann { $places } füllen
   *[other] Kein übriges Plättchen kann { $places } füllen
}
ui-dead-count = { $n ->
    [one] 1 Feld, das kein Plättchen füllen kann
   *[other] { $n } Felder, die kein Plättchen füllen kann
}
ui-warn-last-tile = Das letzte Plättchen: Nach diesem Zug endet das Spiel
ui-warn-last-turn = { $n ->
    [one] Dein letzter Zug: Für die anderen bleibt 1 Plättchen
   *[other] Dein letzter Zug: Für die anderen bleiben { $n } Plättchen
}
ui-warn-last-turn-maybe = { $n ->
    [one] Nur noch 1 verdecktes Plättchen: Vielleicht ist das dein letzter Zug
   *[other] Nur noch { $n } verdeckte Plättchen: Vielleicht ist das dein letzter Zug
}
ui-warn-last-follower = Dein letzter Gefolgsmann im Vorrat
ui-classic-warn-abbot = Letzte Gelegenheit, deinen Abt zurückzunehmen
ui-hunters-warn-last-member = Dein letztes Stammesmitglied im Vorrat
ui-hunters-warn-last-hut = Deine letzte Hütte im Vorrat

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Spielen lernen
ui-learn-note = Geführte Partien mit vorbereitetem Nachziehstapel: Jeder Schritt erklärt eine Sache und wartet, bis du sie erledigt hast. Du kannst jederzeit aussteigen.
ui-learn-first = Deine erste Partie ({ $mode })
ui-learn-differs = { $mode }: die Unterschiede
ui-tut-step = Schritt { $n } von { $total }
ui-tut-back = Zurück
ui-tut-skip = Überspringen
ui-tut-skip-title = Diesen Schritt überspringen: Das Tutorial erledigt ihn für dich
ui-tut-next = Weiter
ui-tut-finish = Fertig
ui-tut-leave = Tutorial verlassen
ui-tut-nudge-place = Diesmal nicht dort: Das Tutorial braucht das Feld, auf das es zeigt.
ui-tut-nudge-turn = Fast: Drehe das Plättchen zuerst so, wie es der Schritt sagt.
ui-tut-nudge-figure = Wähle den Platz, den der Schritt nennt, oder „Überspringen“, dann wird es für dich erledigt.
ui-tut-nudge-source = Nimm das Plättchen von dort, wo es der Schritt sagt.
ui-tut-offer = Neu bei diesen Spielen? Eine geführte erste Partie bringt dir die Regeln in wenigen Minuten bei.
ui-tut-offer-start = Tutorial spielen
ui-tut-offer-later = Jetzt nicht
ui-tut-classic-welcome = Willkommen! Du spielst gegen Ada. In jedem Zug ziehst du ein Plättchen, das hier erscheint, und legst es an die Plättchen an, die schon ausliegen.
ui-tut-classic-place = Das leuchtende Feld zeigt, wo dein Plättchen passt. Lege es dorthin.
ui-tut-classic-rotate = Drehe das Plättchen, bis seine Straße die Straße des Startplättchens fortsetzt und nach Norden abbiegt. Die Kanten müssen passen: Straße an Straße, Stadt an Stadt, Wiese an Wiese.
ui-tut-classic-lay = Lege das Plättchen jetzt mit „Bestätigen“.
ui-tut-classic-road = Du darfst einen Gefolgsmann auf das gelegte Plättchen setzen. Setze ihn auf die Straße: Eine Straße bringt 1 Punkt pro Plättchen, sobald ihre beiden Enden abgeschlossen sind.
ui-tut-classic-opponent = Jetzt ist Ada am Zug. Schau zu, wo sie ihr Plättchen anlegt.
ui-tut-classic-farmer-lay = Dieses Plättchen mit gerader Straße führt deine Straße nach Westen weiter. Lege es auf das leuchtende Feld.
ui-tut-classic-farmer = Lege einen Bauern auf die Wiese nördlich der Straße. Eine Wiese wird am Spielende gewertet: 3 Punkte für jede abgeschlossene Stadt, an die sie grenzt.
ui-tut-classic-opponent-again = Wieder ist Ada am Zug.
ui-tut-classic-city-lay = Dieses Plättchen schließt die Stadt oben am Startplättchen ab. Lege es dorthin.
ui-tut-classic-city = Setze einen Gefolgsmann in die Stadt. Dein Plättchen schließt sie ab, also wird sie sofort gewertet (2 Punkte pro Plättchen) und dein Gefolgsmann kehrt zurück.
ui-tut-classic-scored = Du hast 4 Punkte bekommen, und dein Gefolgsmann ist wieder in deinem Vorrat. Die Wiese deines Bauern grenzt jetzt an eine abgeschlossene Stadt.
ui-tut-classic-monastery-lay = Ein Kloster! Lege es auf das leuchtende Feld.
ui-tut-classic-monastery = Setze einen Gefolgsmann als Mönch ins Kloster. Es bringt 9 Punkte, sobald alle acht Felder ringsum belegt sind; am Spielende 1 Punkt plus 1 für jedes umliegende Plättchen.
ui-tut-classic-free = Jetzt kennst du die Grundlagen. Lege deine letzten Plättchen, wo du willst; fahre mit der Maus über ein Plättchen oder halte den Finger darauf, um zu sehen, was seine Gebiete wert sind.
ui-tut-classic-end = Am Spielende werden auch unvollendete Straßen, Städte und Klöster gewertet, und jede Wiese punktet für die abgeschlossenen Städte, an die sie grenzt. Gut gespielt: Jetzt bist du bereit für eine echte Partie!
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Hier gibt es Wälder, Flüsse mit Seen und Wiesen statt Städten und Straßen. Deine Figuren sind Stammesmitglieder; hier siehst du sie neben deinen zwei Hütten.
ui-tut-hunters-gatherer = Lege dein Plättchen auf das leuchtende Feld und setze einen Sammler in den Wald. Ein abgeschlossener Wald bringt 2 Punkte pro Plättchen.
ui-tut-hunters-opponent = Jetzt spielt Ada. Wie im klassischen Spiel darf kein Stammesmitglied in einen Wald, an einen Fluss oder auf eine Wiese, wo schon eines ist.
ui-tut-hunters-hunter = Dieses Plättchen schließt deinen Wald ab. Lege einen Jäger auf die Wiese mit dem Hirsch: Am Ende bringt er 2 Punkte pro Hirsch oder Mammut, aber jeder Säbelzahntiger frisst einen Hirsch.
ui-tut-hunters-bonus = Dein Sammler hat 6 Punkte gebracht und ist zurück. Im Wald lag ein Goldklumpen, also spielst du sofort ein Bonusplättchen: Lege es auf das leuchtende Feld.
ui-tut-hunters-fisher = Setze einen Fischer an den Fluss, der in den See des Startplättchens fließt. Er verläuft von See zu See und ist damit abgeschlossen: 1 Punkt pro Plättchen und 1 pro Fisch.
ui-tut-hunters-opponent-again = Ada ist wieder am Zug.
ui-tut-hunters-hut = Lege das Plättchen mit dem See auf das leuchtende Feld und stelle eine Hütte darauf. Am Ende bringt eine Hütte 1 Punkt für jeden Fisch in allen Seen ihres Flusssystems.
ui-tut-hunters-free = Jetzt kennst du das Neue. Lege deine letzten Plättchen, wohin du willst; die Partie endet, wenn die Landschaftsplättchen aufgebraucht sind.
ui-tut-hunters-end = Unvollendete Wälder und Flüsse zählten nichts; Jäger und Hütten wurden am Ende gewertet. Gut gespielt: Du bist bereit für eine echte Partie!
ui-tut-benelux-map = Diese Partie wird auf einem Spielplan gespielt: Plättchen kommen nur auf seine Felder, auch aufs Meer. Auf Inseln, Wellen und die Großstädte Amsterdam und Brüssel kommt nie ein Plättchen.
ui-tut-benelux-brussels = Lege dein Plättchen auf das leuchtende Feld unter Brüssel und setze einen Gefolgsmann in die Stadt. Eine Seite zu einer Großstadt oder zum Rand des Spielplans ist geschlossen, also ist deine Stadt sofort abgeschlossen.
ui-tut-benelux-opponent = Jetzt spielt Ada.
ui-tut-benelux-chip = Auf dem leuchtenden Feld liegt ein Chip. Lege dein Plättchen dorthin, ohne Figur: Du sammelst den Chip ein, und seine Punkte zählen sofort.
ui-tut-benelux-opponent-again = Ada ist wieder am Zug.
ui-tut-benelux-source = Mit deinem lila Chip darfst du statt zu ziehen das offene Plättchen einer lila Insel nehmen. Nimm das Kloster von der lila Insel: Den Chip gibst du ab, seine Punkte behältst du.
ui-tut-benelux-island = Lege das Kloster neben Brüssel und setze einen Gefolgsmann darauf. Für ein Kloster zählen Felder, auf die nie ein Plättchen kommt, als belegt: Brüssel belegt gleich zwei.
ui-tut-benelux-free = Spiel jetzt weiter, wie du willst. Die Partie endet mit dem letzten verdeckten Plättchen; was auf den Inseln übrig bleibt, zählt nicht.
ui-tut-benelux-end = Auf dem Spielplan schließen der Rand und die Felder ohne Plättchen deine Gebiete ab, und Chips bringen Punkte und Inselplättchen. Gut gespielt: Du bist bereit für eine echte Partie!

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = So wird gewertet
ui-tip-rules-for = So wird gewertet: { $kinds }
ui-tip-details = Details: { $tile }
ui-keys-details = I hält die Details des Plättchens am Cursor (oder des zuletzt gelegten) offen, mit „So wird gewertet“, das diese Regeln bei dem Absatz öffnet, der es wertet; Esc schließt sie.
ui-rules-details = Klicke oder tippe auf ein Plättchen auf der Spielfläche, damit seine Details offen bleiben, mit der Schaltfläche „So wird gewertet“: Sie öffnet diese Regeln bei dem Absatz, der das Gebiet wertet.
