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
# Abbayes et jardins : $feature est feature-monastery (f.) ou feature-garden (m.) ; $kind (monastery
# ou garden) choisit l’accord : « abbaye entourée… achevée », « jardin entouré… achevé ».
reason-cloister-surrounded = { $kind ->
    [garden] { $feature } entouré de 8 tuiles, achevé : { $total }
   *[other] { $feature } entourée de 8 tuiles, achevée : { $total }
}
# $tiles est un count-tile, $blocked un count-closed-square.
reason-cloister-surrounded-blocked = { $kind ->
    [garden] { $feature } entouré de { $tiles } et { $blocked }, achevé : { $total }
   *[other] { $feature } entourée de { $tiles } et { $blocked }, achevée : { $total }
}
# $around : count-neighbouring-tile, ou reason-and de celui-ci et d’un count-closed-square ; $n leur somme.
reason-cloister-recalled = { $feature } avec { $around }, abbé repris : 1 + { $n } = { $total }
reason-cloister-unfinished = { $kind ->
    [garden] { $feature } inachevé avec { $around } : 1 + { $n } = { $total }
   *[other] { $feature } inachevée avec { $around } : 1 + { $n } = { $total }
}
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

## Refus : pourquoi un coup ou un choix n’est pas permis, dit au joueur. $cell est une case
## « (x,y) », $tile l’identifiant d’une tuile, $rot une rotation en degrés.
## Les mots insérés (edge-*, square-*, feature-*, figure-*, colour-*) sont placés là où leur
## genre ne change rien : après « présente », « est », « sans », « son », entre parenthèses.

error-game-over = la partie est terminée
error-wrong-tile = la tuile en main est { $expected }, et non { $got }
error-bad-rotation = la rotation doit être de 0, 90, 180 ou 270°, et non de { $rot }°
error-cell-taken = il y a déjà une tuile en { $cell }
error-no-square = { $cell } n’est pas une case de la carte pouvant recevoir une tuile
# $what : un mot square-* (« hors de la carte », « une île »…).
error-blocked-square = { $cell } est { $what } : aucune tuile ne peut y être posée
error-not-adjacent = la tuile { $tile } ne peut pas aller en { $cell } : elle doit toucher une tuile déjà posée, bord contre bord
# $side : un mot side-* ; $mine et $theirs : des mots edge-* (avec leur article).
error-edge-mismatch = la tuile { $tile } ne peut pas être posée en { $cell } avec une rotation de { $rot }° : côté { $side }, elle présente { $mine }, alors que la tuile voisine présente { $theirs }
error-river-not-extended = la tuile { $tile } doit prolonger la rivière à son extrémité ouverte, en { $end }
error-river-closed = la tuile { $tile } doit prolonger la rivière par une extrémité ouverte, mais la rivière est fermée
# $turn : turn-left ou turn-right.
error-river-u-turn = la rivière ne peut pas tourner deux fois de suite à { $turn }
error-no-feature-at = il n’y a rien à l’emplacement { $at } de cette tuile où poser un pion
error-figure-on-river = aucun pion ne peut être posé sur la rivière
# $feature : un mot feature-* (masculin ou féminin), d’où la parenthèse.
error-feature-occupied = un meeple occupe déjà cette zone ({ $feature })
error-no-follower-left = vous n’avez plus de meeple dans votre réserve
error-no-abbot-option = cette partie se joue sans abbé
error-abbot-not-in-supply = votre abbé est déjà posé sur une tuile
error-abbot-needs-cloister = un abbé ne peut être posé que dans une abbaye ou un jardin
error-garden-needs-abbot = seul un abbé peut être posé dans un jardin
error-nothing-to-recall = votre abbé n’est posé nulle part : il n’y a rien à reprendre
# $feature : feature-monastery ou feature-garden (« son abbaye », « son jardin »).
error-recall-finished = votre abbé ne peut pas être repris : cette tuile achève son { $feature }, dont les points sont comptés dès maintenant
error-figure-and-recall = en un coup, vous pouvez poser un pion ou reprendre l’abbé, mais pas les deux
# $figure : un mot figure-* (sans article).
error-no-such-figure = cette partie se joue sans { $figure }
error-no-such-source = vous ne pouvez pas prendre de tuile à cet endroit, du moins pas pour l’instant
error-wrong-source = la tuile en main vient d’ailleurs
error-no-choice-of-source = la tuile est déjà en main : vous n’avez pas à choisir d’où elle vient
# $figure : le nom inconnu tel qu’il a été donné.
error-unknown-figure = pion inconnu : { $figure }
error-unknown-location = emplacement inconnu : { $at } (utilisez N, E, S, W, NNW … WNW ou C)
# Benelux. $colour : un mot colour-* (accordé au féminin : « l’île violette », « de couleur violette ») ; $stack : 0 ou 1.
error-no-such-stack = aucune pile d’île ne porte le numéro { $stack }
error-empty-stack = la pile { $stack } de l’île { $colour } est vide
error-no-chip = vous n’avez aucun jeton de couleur { $colour } : vous ne pouvez donc pas prendre de tuile sur l’île { $colour }
error-fits-nowhere = la tuile { $tile } de l’île { $colour } ne peut être posée nulle part sur la carte : vous ne pouvez donc pas la prendre
error-deck-empty = la pioche face cachée est vide : la partie est terminée
# $island : le nom d’île donné par l’enregistrement ; la liste donne les noms qu’il attend.
error-unknown-island = île inconnue « { $island } » (îles : purple, light-blue, orange)
error-island-and-stack = une tuile d’île s’indique par son île et sa pile (0 ou 1)
# Chasseurs et cueilleurs.
error-hut-needs-water = une hutte se pose sur une rivière ou un lac
error-system-has-hut = ce réseau fluvial a déjà une hutte
error-no-hut-left = vous n’avez plus de hutte
error-tribe-member-occupied = un membre de la tribu occupe déjà cette zone ({ $feature })
error-no-tribe-member-left = vous n’avez plus de membre de la tribu dans votre réserve

## Mots qu’utilisent les refus.

edge-field = un pré
edge-road = une route
edge-city = une ville
edge-river = une rivière
edge-forest = une forêt
edge-meadow = une prairie
side-north = nord
side-east = est
side-south = sud
side-west = ouest
turn-left = gauche
turn-right = droite
figure-follower = meeple
figure-abbot = abbé
figure-hut = hutte
colour-purple = violette
colour-light-blue = bleu clair
colour-orange = orange
square-off-board = hors de la carte
square-wave = une case de vague
square-island = une île
square-amsterdam = Amsterdam, une grande ville
square-brussels = Bruxelles, une grande ville
square-other = une case interdite

## The desktop entry (the system's application menu).

app-generic-name = Jeu de pose de tuiles
app-comment = Jeux de pose de tuiles contre l’ordinateur ou entre amis sur un même appareil

## Le journal de la partie : une ligne par événement, après l’étiquette de son tour. $who est le nom
## d’un joueur, ou plusieurs noms joints par list-join et list-and ; $tile l’identifiant d’une tuile.
## Les messages qui nomment une zone reçoivent aussi $kind (road, city, monastery, garden…), qui
## choisit la préposition et l’article accordés : « sur une route », « dans une ville », « dans un jardin ».

log-turn = Tour { $n }
log-end = Fin
list-and = { $a } et { $b }
# $points : ce que marque chacun des joueurs de $who ; $reason : la raison du score (reason-* plus haut).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
log-discarded = { $tile } : cette tuile ne peut être posée nulle part — elle est remise dans la boîte.
log-reshuffled = { $tile } : cette tuile ne peut être posée nulle part pour l’instant — elle est remélangée à la pioche.
# $scores : le score final de chaque joueur, dans l’ordre des places, séparés par des tirets.
log-game-over = Partie terminée : { $scores }
# $feature : un mot feature-* (route, ville, abbaye…) ; $kind choisit « sur une », « dans une », « dans un ».
log-placed-follower = { $who } : un meeple { $kind ->
    [city] dans une { $feature }
    [monastery] dans une { $feature }
    [forest] dans une { $feature }
    [meadow] dans une { $feature }
    [garden] dans un { $feature }
    [field] dans un { $feature }
   *[other] sur une { $feature }
}
log-placed-farmer = { $who } : un paysan dans un pré
# $kind : monastery ou garden (« dans une abbaye », « dans un jardin »).
log-placed-abbot = { $who } : un abbé { $kind ->
    [garden] dans un { $feature }
   *[other] dans une { $feature }
}
log-placed-gatherer = { $who } : un cueilleur dans une forêt
log-placed-fisherman = { $who } : un pêcheur sur une rivière
log-placed-hunter = { $who } : un chasseur dans une prairie
log-placed-hut = { $who } : une hutte sur un réseau fluvial
log-recalled = { $who } reprend son abbé
# Benelux : $island est l’identifiant de l’île (purple, light-blue, orange) ; « île » est féminin
# (« l’île violette »), « jeton » masculin (« un jeton violet ») ; bleu clair et orange sont invariables.
log-island-tile = { $who } prend { $tile } sur l’île { $island ->
    [purple] violette
    [light-blue] bleu clair
   *[orange] orange
} et défausse un jeton { $island ->
    [purple] violet
    [light-blue] bleu clair
   *[orange] orange
}
# Chasseurs et cueilleurs : $bonus est le type de la tuile bonus (un mot bonus-*), écrit comme un nom de tuile.
log-bonus-tile = Pépite d’or ! { $who } joue une tuile bonus : { $bonus } ({ $tile })
bonus-fire = Feu
bonus-shrine = Lieu de culte
bonus-mushrooms = Champignons
bonus-aurochs = Aurochs
bonus-fish = Poissons
