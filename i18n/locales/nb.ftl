# Tessera — norsk bokmål (nb). Samme meldings-id-er som den engelske referansekatalogen (en.ftl).
# Tiltale «du», små forbokstaver, korte og konkrete formuleringer (shared/design/glossary.md §3).
# Begreper fra den norske regelboka for Jegere og sankere (S000). A-former (brikka, elva, enga)
# som i S000, brukt gjennomgående der et hunkjønnsord står i bestemt form.
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
