# Tessera — French (same message ids as the English reference catalog, en.ftl).
# Vouvoiement ; espace insécable (U+00A0) avant « : ; ! ? » et à l’intérieur des guillemets « » (shared/design/glossary.md §3).
# Pluriels (CLDR fr) : « one » couvre 0, 1 et 1,5 (« 0 tuile »), donc jamais de « 1 » écrit en dur dans [one].
# « many » (millions exacts) prend le texte de « other » : c’est la variante par défaut.

## Choses comptées. $n est le nombre ; les catégories de pluriel CLDR choisissent la forme.

count-tile = { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
}
count-shield = { $n ->
    [one] { $n } blason
   *[other] { $n } blasons
}
count-neighbouring-tile = { $n ->
    [one] { $n } tuile voisine
   *[other] { $n } tuiles voisines
}
count-closed-square = { $n ->
    [one] { $n } case fermée
   *[other] { $n } cases fermées
}
count-completed-city = { $n ->
    [one] { $n } ville achevée
   *[other] { $n } villes achevées
}
count-mushroom-patch = { $n ->
    [one] { $n } coin à champignons
   *[other] { $n } coins à champignons
}
count-fish = { $n ->
    [one] { $n } poisson
   *[other] { $n } poissons
}
count-deer = { $n ->
    [one] { $n } cerf
   *[other] { $n } cerfs
}
count-mammoth = { $n ->
    [one] { $n } mammouth
   *[other] { $n } mammouths
}
count-aurochs = { $n ->
    [one] { $n } aurochs
   *[other] { $n } aurochs
}

## Les zones que nomme un score (le sujet d’une raison de score), en minuscules.
## Genres : route, ville, abbaye, forêt, rivière, prairie sont féminins ; jardin, pré masculins.

feature-road = route
feature-city = ville
feature-monastery = abbaye
feature-garden = jardin
feature-field = pré
feature-forest = forêt
feature-river = rivière
feature-meadow = prairie

## Raisons de score, construites à partir des points structurés d’un score. $what est une zone avec sa
## taille (reason-sized, reason-small-city, reason-plus), $total les points de chaque joueur qui marque.

# « route de 4 tuiles » : $feature est un mot feature-*, $tiles un count-tile.
reason-sized = { $feature } de { $tiles }
reason-small-city = petite ville de { $tiles }
# « ville de 4 tuiles + 1 blason » : $extra est un compte (blasons, coins à champignons, poissons).
reason-plus = { $what } + { $extra }
# $what n’est jamais qu’une route, une ville, une petite ville, une forêt ou une rivière :
# toutes féminines, d’où l’accord « achevée » / « inachevée ».
reason-completed = { $what }, achevée : { $total }
reason-unfinished = { $what }, inachevée : { $total }
# Abbayes et jardins : $feature est feature-monastery (f.) ou feature-garden (m.), donc aucune
# tournure qui s’accorde avec lui.
reason-cloister-surrounded = { $feature } avec 8 tuiles autour, achèvement : { $total }
# $tiles est un count-tile, $blocked un count-closed-square.
reason-cloister-surrounded-blocked = { $feature } avec { $tiles } et { $blocked } autour, achèvement : { $total }
# $around : count-neighbouring-tile, ou reason-and de celui-ci et d’un count-closed-square ; $n leur somme.
reason-cloister-recalled = { $feature } avec { $around }, abbé repris : 1 + { $n } = { $total }
reason-cloister-unfinished = { $feature } avec { $around }, décompte final : 1 + { $n } = { $total }
reason-and = { $a } et { $b }
reason-chip = jeton de carte ramassé : { $total }
# $cities : count-completed-city (toutes celles que le pré borde) ; $paid : celles qui paient ce joueur.
reason-field = pré bordant { $cities } : 3 × { $paid } = { $total }
reason-field-paid-once = { $reason } (chaque ville ne rapporte qu’une fois par joueur)
# $tiles : count-tile de la ville.
reason-most-farmers = majorité de paysans autour de la ville achevée de { $tiles } : { $total }
# $fish : count-fish de tous les lacs du réseau fluvial.
reason-huts = huttes sur un réseau fluvial avec { $fish } dans ses lacs : { $total }
# $game : le gibier de la prairie, une liste (list-join) de comptes et de remarques.
reason-meadow = prairie : { $game } → { $total }
reason-meadow-no-game = aucun gibier
reason-tigers-eat = { $n ->
    [1] 1 tigre mange un cerf
    [one] { $n } tigre mange { $n } cerf
   *[other] { $n } tigres mangent { $n } cerfs
}
reason-fire = le feu fait fuir les tigres
reason-shrine = { $reason } (seul le chasseur du lieu de culte marque ces points)

## Listes : comment les éléments sont joints (« 2 cerfs, 1 mammouth »).

list-join = { $a }, { $b }
