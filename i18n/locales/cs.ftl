# Tessera — čeština (Czech). Same message ids as the English reference catalog (en.ftl).
# Tone: vy-imperatives, lowercase UI text, no gendered past forms (shared/design/glossary.md §3).
# The feature words (feature-*) differ in gender (cesta f., město n., klášter m.) and reach the
# sentences as plain text, so no sentence lets an adjective or participle agree with them:
# sizes go in parentheses, counts stay in the nominative ("cesta (4 kartičky)"), and
# completed / unfinished are said with nouns ("po dokončení", "bez dokončení").

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
# cs: nouns instead of "dokončená/dokončený/dokončené", which would have to agree with $what.
reason-completed = { $what }, po dokončení: { $total }
reason-unfinished = { $what }, bez dokončení: { $total }
# Monasteries and gardens: $feature is feature-monastery or feature-garden.
# cs: "klášter + 8 sousedních kartiček" (the tiles around it), as in the 1 + n formula below.
reason-cloister-surrounded = { $feature } + 8 sousedních kartiček, po dokončení: { $total }
# $tiles is a count-tile, $blocked a count-closed-square.
reason-cloister-surrounded-blocked = { $feature } + { $tiles } a { $blocked }, po dokončení: { $total }
# $around: count-neighbouring-tile, or reason-and of it and count-closed-square; $n all of them.
reason-cloister-recalled = { $feature } + { $around }, opat vzat zpět: 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature } + { $around }, bez dokončení: 1 + { $n } = { $total }
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
