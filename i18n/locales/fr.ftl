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

## Projections des options de pion : à côté de chaque emplacement possible, ce qu’il rapporterait.
## $what est une zone avec sa taille (reason-sized, avec reason-plus pour ce qu’elle contient) ;
## $now ce que l’option rapporte maintenant (aussitôt si la tuile achève la zone, sinon si la
## partie s’arrêtait maintenant) ; $full ce qu’elle rapporterait achevée à sa taille actuelle.
## Les messages sur une zone reçoivent aussi $kind, son identifiant (road, city, monastery,
## garden, forest, river). Route, ville, forêt et rivière sont toutes féminines : seuls les
## messages d’abbaye (f.) et de jardin (m.) choisissent l’accord sur $kind.

# L’option « aucun pion » : la tuile seule. Sans argument.
ui-note-none = aucun pion
# Une route, une ville, une forêt ou une rivière que cette tuile achève. $what, $now (aussitôt), $kind.
ui-note-completed = { $what }, achevée : +{ $now } maintenant
# Une route ou une ville laissée ouverte. $what ; $now : si la partie s’arrêtait maintenant ;
# $full : si elle est achevée ; $kind.
ui-note-open = { $what } : { $now } maintenant, { $full } si elle est achevée
# Une forêt ou une rivière laissée ouverte (inachevées, elles ne rapportent rien). $what ;
# $full : si elle est achevée ; $kind.
ui-note-open-nothing = { $what } : { $full } si elle est achevée, rien si elle reste inachevée
# Les cases occupées autour d’une abbaye ou d’un jardin. $n : combien (de 1 à 7).
ui-note-count-neighbour = { $n ->
    [one] { $n } tuile voisine
   *[other] { $n } tuiles voisines
}
# Une abbaye ou un jardin que cette tuile entoure. $feature : feature-monastery ou feature-garden ;
# $now : aussitôt ; $kind : monastery ou garden (accord de « entouré », « achevé »).
ui-note-cloister-surrounded = { $kind ->
    [garden] { $feature } entouré, achevé : +{ $now } maintenant
   *[other] { $feature } entourée, achevée : +{ $now } maintenant
}
# Une abbaye ou un jardin pas encore entouré. $feature comme ci-dessus ; $neighbours :
# ui-note-count-neighbour ; $now : si la partie s’arrêtait maintenant ; $full : une fois entouré (9) ; $kind.
ui-note-cloister = { $kind ->
    [garden] { $feature } avec { $neighbours } : { $now } maintenant, { $full } une fois entouré
   *[other] { $feature } avec { $neighbours } : { $now } maintenant, { $full } une fois entourée
}
# Le pré d’un paysan. $cities : count-completed-city (les villes achevées qu’il borde) ; $now :
# ce qu’il rapporte à la fin si rien ne change.
ui-note-field = pré bordant { $cities } : { $now } à la fin si rien ne change
# Une hutte (Chasseurs et cueilleurs). $fish : count-fish des lacs de son réseau fluvial ; $now :
# ce qu’elle rapporte à la fin si rien ne change.
ui-note-hut = hutte sur un réseau fluvial avec { $fish } : { $now } à la fin si rien ne change
# La prairie d’un chasseur (Chasseurs et cueilleurs). $reason : le gibier de la prairie et ses
# points (reason-meadow, « prairie : 2 cerfs, 1 mammouth → 6 »).
ui-note-meadow = { $reason } à la fin si rien ne change
# Reprendre l’abbé. $now : ce que son abbaye ou son jardin rapporte aussitôt.
ui-note-recall = reprendre l’abbé : +{ $now } maintenant

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
error-no-such-action = cette action de figure n'existe pas dans cette partie
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
error-nothing-to-draw = aucune tuile face cachée ne peut être posée nulle part sur la carte : prenez une tuile sur une île
# $island : le nom d’île donné par l’enregistrement ; la liste donne les noms qu’il attend.
error-unknown-island = île inconnue « { $island } » (îles : purple, light-blue, orange)
error-island-and-stack = une tuile d’île s’indique par son île et sa pile (0 ou 1)
# Chasseurs et cueilleurs.
error-hut-needs-water = une hutte se pose sur une rivière ou un lac
error-system-has-hut = ce réseau fluvial a déjà une hutte
error-no-hut-left = vous n’avez plus de hutte
error-tribe-member-occupied = un membre de la tribu occupe déjà cette zone ({ $feature })
error-no-tribe-member-left = vous n’avez plus de membre de la tribu dans votre réserve

## Les erreurs de l’application, dites au joueur (en plus des refus ci-dessus).

# Une commande demande une partie ouverte et il n’y en a pas. Sans argument.
ui-error-no-game = aucune partie n’est ouverte
# Le coup d’une IA est arrivé après un changement de partie (coup annulé, autre partie ouverte).
# Sans argument.
ui-error-stale = la partie a changé pendant que l’IA réfléchissait
# Annuler alors qu’il ne reste aucun coup d’un joueur humain à reprendre. Sans argument.
ui-error-nothing-to-undo = vous n’avez aucun coup à annuler
# Remettre une tuile alors que la tuile en main a été piochée face cachée (Benelux). Sans argument.
ui-error-nothing-to-put-back = il n’y a aucune tuile d’île à remettre : une tuile piochée face cachée reste en main
# Un humain veut jouer alors que c’est à une IA. $name : le nom du joueur IA.
ui-error-ai-turn = c’est au tour de { $name } (IA)
# On demande à l’IA de jouer alors que c’est à un humain. $name : le nom de ce joueur.
ui-error-not-ai-turn = c’est au tour de { $name }, et non d’une IA
# $id : l’identifiant de la partie enregistrée (un nom de fichier sans son extension).
ui-error-not-found = aucune partie enregistrée ne s’appelle « { $id } »
# $detail : pourquoi le fichier ne peut pas être lu, dans les mots du lecteur (en anglais pour l’instant).
ui-error-unreadable = impossible d’ouvrir cette partie enregistrée : { $detail }
# L’écriture ou la suppression d’une partie enregistrée a échoué. $detail : l’erreur du système, dans ses mots.
ui-error-io = impossible d’enregistrer : { $detail }

## Pourquoi une partie enregistrée ne peut pas être ouverte, dans la liste des parties enregistrées
## et à l’ouverture. Le détail technique du lecteur (en anglais) est affiché à part, replié.

ui-unreadable-no-file = ce fichier n’existe pas
ui-unreadable-io = le fichier ne peut pas être lu
ui-unreadable-folder = c’est un dossier, et non un fichier
# $bytes : la taille du fichier.
ui-unreadable-too-large = le fichier est trop volumineux pour être une partie enregistrée ({ $bytes } octets)
ui-unreadable-not-text = le fichier n’est pas un fichier texte
ui-unreadable-empty = le fichier est vide
ui-unreadable-invalid = le fichier n’est pas un enregistrement de partie valide
# $format : le format d’enregistrement du fichier ; $ours : le plus récent que lit cette version.
ui-unreadable-newer = cette partie a été enregistrée par une version plus récente de Tessera (format d’enregistrement { $format } ; cette version lit le format { $ours } et les précédents)
# $n : le numéro du coup qui enfreint une règle.
ui-unreadable-move = le coup { $n } de la partie enregistrée enfreint une règle
ui-unreadable-bug = la partie n’a pas pu être rejouée (un bogue de Tessera)
# L’intitulé du détail technique replié sous une raison.
ui-technical-detail = Détail technique

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
## d’un joueur, ou plusieurs noms joints par list-join et list-and ; $tile le nom d’une tuile.
## Les messages qui nomment une zone reçoivent aussi $kind (road, city, monastery, garden…), qui
## choisit la préposition et l’article accordés : « sur une route », « dans une ville », « dans un jardin ».

log-turn = Tour { $n }
log-end = Fin
list-and = { $a } et { $b }
# $points : ce que marque chacun des joueurs de $who ; $reason : la raison du score (reason-* plus haut).
log-scored-head = { $who } +{ $points }
log-scored = { $head } — { $reason }
log-tile-placed = { $who } : tuile posée en ({ $x },{ "\u00A0" }{ $y }) — { $tile }
log-discarded = La tuile ({ $tile }) ne peut être posée nulle part — elle est remise dans la boîte.
log-reshuffled = La tuile ({ $tile }) ne peut être posée nulle part pour l’instant — elle est remélangée à la pioche.
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
# « Nom : … » plutôt qu’un verbe conjugué, qui ne s’accorderait pas avec le nom par défaut « Vous ».
log-recalled = { $who } : abbé repris
# Benelux : $island est l’identifiant de l’île (purple, light-blue, orange) ; « île » est féminin
# (« l’île violette »), « jeton » masculin (« un jeton violet ») ; bleu clair et orange sont invariables.
log-island-tile = { $island ->
    [purple] { $who } : tuile prise sur l’île violette (un jeton violet défaussé) — { $tile }
    [light-blue] { $who } : tuile prise sur l’île bleu clair (un jeton bleu clair défaussé) — { $tile }
   *[orange] { $who } : tuile prise sur l’île orange (un jeton orange défaussé) — { $tile }
}
# Chasseurs et cueilleurs : $who est le nom du joueur ; $tile le nom de la tuile bonus (comme les
# valeurs tile-*).
log-bonus-tile = Pépite d’or ! { $who } : tuile bonus — { $tile }

## Tiles named by what they show (i18n/src/tilename.rs): see en.ftl.

tile-with = { $main } avec { $parts }
tile-city-edge = bord de ville
    .with = un bord de ville
tile-city-corner = coin de ville
    .with = un coin de ville
tile-city-across = ville traversante
    .with = une ville traversante
tile-city-three = ville sur trois côtés
    .with = une ville sur trois côtés
tile-city-full = ville complète
    .with = une ville complète
tile-city-two-opposite = deux bords de ville opposés
    .with = deux bords de ville opposés
tile-city-two-adjacent = deux bords de ville adjacents
    .with = deux bords de ville adjacents
tile-road-straight = route droite
    .with = une route droite
tile-road-curve = virage
    .with = un virage
tile-road-end = route
    .with = une route
tile-road-three = carrefour à trois branches
    .with = un carrefour à trois branches
tile-road-four = carrefour à quatre branches
    .with = un carrefour à quatre branches
tile-monastery = abbaye
    .with = une abbaye
tile-garden = jardin
    .with = un jardin
tile-shield = blason
    .with = un blason
tile-field = pré
    .with = un pré
tile-river-straight = rivière droite
    .with = une rivière droite
tile-river-curve = méandre
    .with = un méandre
tile-river = { $count ->
    [one] rivière
   *[other] { $count } rivières
}
    .with = { $count ->
        [one] une rivière
       *[other] { $count } rivières
    }
tile-spring = { $count ->
    [one] source
   *[other] { $count } sources
}
    .with = { $count ->
        [one] une source
       *[other] { $count } sources
    }
tile-lake = { $count ->
    [one] lac
   *[other] { $count } lacs
}
    .with = { $count ->
        [one] un lac
       *[other] { $count } lacs
    }
tile-forest = { $count ->
    [one] forêt
   *[other] { $count } forêts
}
    .with = { $count ->
        [one] une forêt
       *[other] { $count } forêts
    }
tile-meadow = prairie
    .with = une prairie
tile-gold = { $count ->
    [one] pépite d’or
   *[other] { $count } pépites d’or
}
    .with = { $count ->
        [one] une pépite d’or
       *[other] { $count } pépites d’or
    }
tile-mushrooms = { $count ->
    [one] coin à champignons
   *[other] { $count } coins à champignons
}
    .with = { $count ->
        [one] un coin à champignons
       *[other] { $count } coins à champignons
    }
tile-volcano = volcan
    .with = un volcan
tile-fish = { $count ->
    [one] poisson
   *[other] { $count } poissons
}
    .with = { $count ->
        [one] un poisson
       *[other] { $count } poissons
    }
tile-deer = { $count ->
    [one] cerf
   *[other] { $count } cerfs
}
    .with = { $count ->
        [one] un cerf
       *[other] { $count } cerfs
    }
tile-mammoth = { $count ->
    [one] mammouth
   *[other] { $count } mammouths
}
    .with = { $count ->
        [one] un mammouth
       *[other] { $count } mammouths
    }
tile-aurochs = { $count ->
    [one] aurochs
   *[other] { $count } aurochs
}
    .with = { $count ->
        [one] un aurochs
       *[other] { $count } aurochs
    }
tile-tiger = { $count ->
    [one] tigre à dents de sabre
   *[other] { $count } tigres à dents de sabre
}
    .with = { $count ->
        [one] un tigre à dents de sabre
       *[other] { $count } tigres à dents de sabre
    }
tile-fire = feu
    .with = un feu
tile-shrine = lieu de culte
    .with = un lieu de culte


### La page : menus, écrans, panneau et lecteur d’écran (ui/strings.js)

# Les mots de la page : menus, écrans, panneau de la partie et ce qu’entend un lecteur d’écran
# (ui/strings.js). Arguments : $who, $name le nom d’un joueur ; $n, $turn, $x, $y des nombres.
# Le joueur humain s’appelle « Vous » tant qu’il n’a pas choisi de nom : les messages où $who ou
# $name est sujet évitent donc le verbe conjugué (« { $who } : … »).

ui-app-name = Tessera
ui-tagline = Posez des tuiles, bâtissez des villes et des routes, marquez plus de points que vos adversaires.
# $why : ce qui n’a pas marché, en mots.
ui-cannot-start = Tessera n’a pas pu démarrer : { $why }

## Menu principal
ui-continue = Continuer
ui-new-game = Nouvelle partie
ui-saved-games = Parties enregistrées
ui-statistics = Statistiques
ui-settings = Paramètres
ui-rules = Règles
ui-back = ← Retour

## Nouvelle partie
ui-mode = Mode
ui-not-available = pas encore disponible
ui-options = Options
ui-players = Joueurs
ui-seed = Graine
ui-seed-hint = vide : une nouvelle partie au hasard
ui-seed-invalid = La graine est un nombre entier (15 chiffres au plus).
ui-start = Commencer la partie
ui-human = Humain
ui-ai = IA
ui-add-player = Ajouter un joueur
# $seat : le numéro de la place, à partir de 1.
ui-seat-name = Nom du joueur { $seat }
ui-seat-kind = Type du joueur { $seat }
ui-seat-level = Niveau de l’IA du joueur { $seat }
ui-seat-remove = Retirer le joueur { $seat }
ui-remove-mark = ✕
# Le nom du joueur humain tant qu’il n’en a pas choisi.
ui-default-name = Vous
# Les noms des joueurs IA, dans l’ordre où les places les reçoivent.
ui-ai-name-1 = Ada
ui-ai-name-2 = Basile
ui-ai-name-3 = Cléo
ui-ai-name-4 = Dario
ui-ai-name-5 = Elke
ui-ai-name-6 = Faro
# Le nom d’un niveau d’IA ($level : random, easy, normal ou hard). Des adjectifs invariables en
# genre, car ils suivent aussi bien « niveau » que « IA » (« Ada (IA intermédiaire) »).
ui-level = { $level ->
    [random] aléatoire
    [easy] facile
    [normal] intermédiaire
    [hard] difficile
    [expert] expert
   *[other] { $level }
}

## The side panel's remaining tiles, the hint after taking an island tile, and an AI level's
## name standing alone (ui/game/panel.js, ui/screens/newgame.js, stats.js, settings.js).

ui-level-name = { $level ->
    [random] Aléatoire
    [easy] Facile
    [normal] Intermédiaire
    [hard] Difficile
    [expert] Expert
    [online] Joueurs en ligne
   *[other] { $level }
}
ui-remaining-count = Tuiles restantes ({ $n })
ui-remaining-sides = { $n ->
    [one] { $n } tuile avec ces côtés : { $sides }
   *[other] { $n } tuiles avec ces côtés : { $sides }
}
ui-remaining-grouped = Groupées par leurs côtés : les tuiles d’un groupe vont aux mêmes endroits.
ui-or-put-back = Ou remettez-la (Échap) et choisissez à nouveau.
ui-or-put-back-touch = Ou remettez-la et choisissez à nouveau.

## Parties enregistrées
ui-no-saves = Aucune partie enregistrée pour l’instant.
ui-unreadable = Illisible
ui-open = Ouvrir
ui-resume = Reprendre
ui-delete = Supprimer
ui-really-delete = Vraiment supprimer ?
ui-finished = terminée
ui-in-progress = en cours
# Un joueur d’une partie enregistrée : $name, et $level le nom du niveau de l’IA (ui-level).
ui-ai-seat = { $name } (IA { $level })
ui-ai-seat-no-level = { $name } (IA)

## Statistiques
ui-stats-level = Niveau de l’IA
ui-stats-played = Jouées
ui-stats-won = Gagnées
ui-stats-lost = Perdues
ui-stats-average = Score moyen
ui-stats-best = Meilleur score
ui-stats-none = Aucune partie terminée contre l’IA pour l’instant.
ui-stats-damaged = Le fichier des statistiques était endommagé ; il a été mis de côté et les statistiques repartent de zéro.
ui-stats-note = Chaque partie terminée contre l’IA compte une fois, pour le premier joueur humain, au niveau de l’IA la plus forte de la table. Les parties entre joueurs humains seulement ne sont pas comptées.

## Paramètres
ui-your-name = Votre nom
ui-your-colour = Votre couleur
ui-default-level = Niveau de l’IA par défaut
ui-speed = Vitesse des animations
ui-speed-slow = Lente
ui-speed-normal = Normale
ui-speed-fast = Rapide
ui-speed-instant = Instantanée
ui-show-remaining = Afficher les tuiles restantes
ui-colour-blind = Palette adaptée aux daltoniens
ui-language = Langue
ui-colour-red = rouge
ui-colour-blue = bleu
ui-colour-yellow = jaune
ui-colour-black = noir
ui-colour-purple = violet
ui-colour-orange = orange
ui-colour-vermillion = vermillon
ui-colour-pink = rose
ui-colour-sky-blue = bleu ciel
ui-settings-saved = Enregistré

## Règles
ui-keys = Touches (quand le plateau a le focus ; Tab passe du plateau à chaque bouton et inversement) : les flèches mènent à l’emplacement suivant où la tuile peut aller, R la fait pivoter, Entrée valide, Tab ou les flèches parcourent les emplacements de pion, S ne pose aucun pion, Échap revient en arrière, U annule, M ouvre le menu, + et − zooment, F ajuste le plateau à la fenêtre. Quand une tuile peut aussi venir d’une pile, les flèches choisissent la pile et Entrée prend sa tuile, D en pioche une face cachée et Échap remet en place une tuile prise.
ui-touch-help = Sur un écran tactile : touchez une case lumineuse pour poser la tuile, touchez-la à nouveau pour la faire pivoter, et Valider la pose ; touchez un emplacement pour poser un pion, ou Aucun pion. Faites glisser le plateau pour le déplacer, pincez pour zoomer et maintenez le doigt sur une tuile pour en voir les détails. Tuiles et journal ouvre les tuiles restantes et le journal.

## La partie
ui-menu = ☰ Menu
ui-tiles = Tuiles
ui-remaining = Tuiles restantes
ui-zoom-out = −
ui-zoom-out-title = Zoom arrière (−)
ui-fit = Ajuster
ui-fit-title = Ajuster le plateau à la fenêtre (F)
ui-zoom-in = +
ui-zoom-in-title = Zoom avant (+)
ui-board = Plateau
ui-announcements = Annonces de la partie
# $tile : la tuile, en mots.
ui-hand-label = Tuile en main : { $tile }
# $scores : le nom et le score de chaque joueur, en liste.
ui-chart-label = Scores au fil de la partie : { $scores }

## Le plateau et la partie en mots, pour les lecteurs d’écran
# $kind : le nom d’une zone ; $edges : les côtés qu’elle touche, en liste.
ui-feature-at = { $kind } ({ $edges })
# $name : la tuile ; $parts : ses zones, séparées par des points-virgules.
ui-tile-says = { $name } : { $parts }
ui-cell-at = Case { $x },{ "\u00A0" }{ $y }
ui-cursor-at = Case { $x },{ "\u00A0" }{ $y } : la tuile ne peut pas aller ici
# $rot : des degrés (90, 180 ou 270) ; le sujet est la tuile (féminin).
ui-turned = pivotée de { $rot }°
ui-not-turned = non pivotée
ui-turns-fit = { $n ->
    [one] seule cette orientation convient ici
   *[other] { $n } orientations conviennent ici
}
# « Elle » : la tuile en main.
ui-fits-in = { $n ->
    [0] Elle ne peut aller nulle part
    [one] Elle peut aller à { $n } endroit
   *[other] Elle peut aller à { $n } endroits
}
ui-keys-place = Les flèches choisissent un emplacement
ui-keys-confirm = R la fait pivoter, Entrée la pose, les flèches passent à un autre emplacement
# $i : le numéro de cet emplacement, $count : combien il y en a ; $text : l’emplacement en mots.
ui-option-choice = Emplacement de pion { $i } sur { $count } : { $text }
ui-keys-figure = Tab ou les flèches choisissent un emplacement, Entrée pose le pion, S n’en pose aucun, Échap revient en arrière
ui-source-choice = Choix { $i } sur { $count } : { $text }
ui-keys-source = Les flèches choisissent d’où vient la tuile, Entrée la prend, D en pioche une
# $tile : la tuile, en mots.
ui-placed-at = { $who } : tuile posée en { $x },{ "\u00A0" }{ $y } — { $tile }
# $from : d’où vient la tuile (ui-from-deck, ou une île).
ui-drew = Tuile en main, { $from } — { $tile }
ui-from-deck = piochée face cachée
ui-your-turn-say = Tour { $turn } · { $who }, à vous de jouer
ui-to-play = Tour { $turn } · à { $who } de jouer
ui-undone = Annulé : retour au tour { $turn }
# Le nom d’un joueur et son score.
ui-score-of = { $name } { $score }
# $scores : ui-score-of pour chaque joueur, en liste.
ui-final-scores = Scores finaux : { $scores }
ui-rotate-title = Pivoter (R)
ui-rotate = ⟳ Pivoter
ui-confirm = Valider
ui-skip = Aucun pion
ui-undo = ↶ Annuler
ui-log = Journal
ui-sheet-open = Tuiles et journal
ui-sheet-close = Fermer
# $seat : le numéro de la place, à partir de 1.
ui-player = Joueur { $seat }
ui-hand-tile = Tuile : { $tile }
ui-no-hand = —
ui-not-drawn = Pas encore choisie
ui-face-down = { $n ->
    [one] { $n } tuile face cachée
   *[other] { $n } tuiles face cachée
}
# Après le nom d’un joueur dans le tableau des joueurs ; $level : ui-level.
ui-ai-level = IA { $level }
ui-thinking = { $name } réfléchit…
ui-your-turn = { $name } : posez la tuile
ui-choose-figure = { $name } : posez un pion ou passez
ui-pick-cell = Cliquez sur une case lumineuse pour poser la tuile. R la fait pivoter, Entrée valide.
ui-confirm-tile = Cliquez à nouveau sur la tuile (ou R) pour la faire pivoter, Entrée ou Valider pour la poser.
ui-pick-figure = Choisissez un emplacement pour un pion (Tab pour les parcourir), ou « Aucun pion » (S).
ui-pick-cell-touch = Touchez une case lumineuse pour poser la tuile.
ui-confirm-tile-touch = Touchez à nouveau la tuile pour la faire pivoter, Valider pour la poser.
ui-pick-figure-touch = Touchez un emplacement pour un pion, ou « Aucun pion ».
ui-choose-source = { $name } : piochez une tuile ou prenez-en une sur une pile
ui-draw = { $n ->
    [one] Piocher une tuile ({ $n } restante, face cachée)
   *[other] Piocher une tuile ({ $n } restantes, face cachée)
}
# $stack : le numéro de la pile, à partir de 1.
ui-take-from = Prendre la tuile face visible de la pile { $stack }
ui-put-back = Remettre la tuile (choisir à nouveau)
ui-turn = Tour { $n }
ui-end = Fin
# $who : les joueurs qui marquent, en liste ; $points : ce que chacun marque.
ui-scored-for = { $who } +{ $points }
ui-and = et
ui-discarded = Cette tuile ne peut être posée nulle part — elle est remise dans la boîte.
ui-reshuffled = Cette tuile ne peut être posée nulle part pour l’instant — elle est remélangée à la pioche.

## Fin de la partie
ui-game-over = Partie terminée
# $names : les gagnants, en liste ; $count : combien se partagent la victoire.
ui-winner = { $count ->
    [one] Victoire : { $names }
   *[other] Victoire partagée : { $names }
}
ui-total = Total
ui-scores-over-game = Scores au fil de la partie
ui-turns-axis = tours →
ui-see-board = Voir le plateau
ui-main-menu = Menu principal


### La page : Classique (ui/modes/classic.js)

## Classique, avec la Rivière et l’Abbé (ui/modes/classic.js). Les meeples se posent sur les
## routes, dans les villes et les abbayes ; dans un pré, un meeple est couché et s’appelle un
## paysan. L’abbé (une option) se pose dans une abbaye ou un jardin, et peut être repris pour en
## marquer aussitôt les points.

ui-classic-title = Classique

## Les options d’une nouvelle partie. Les mots d’un choix suivent l’intitulé de son option :
## « Une tuile qui ne peut être posée nulle part est remise dans la boîte », « Avec la Rivière,
## la tuile de départ classique est retirée du jeu ».

ui-classic-option-river = Rivière
ui-classic-option-abbot = Abbé et jardins
ui-classic-option-small-city = Les petites villes rapportent 2 points (ancienne règle)
ui-classic-option-farm = Décompte des prés
ui-classic-farm-third = règles actuelles (3 par ville, pour chaque pré)
ui-classic-farm-second = deuxième édition (chaque ville ne rapporte qu’une fois à un joueur)
ui-classic-farm-first = première édition (4 par ville pour la majorité de paysans)
ui-classic-option-unplaceable = Une tuile qui ne peut être posée nulle part
ui-classic-unplaceable-discard = est remise dans la boîte
ui-classic-unplaceable-reshuffle = est remélangée à la pioche
ui-classic-option-art = Illustrations des tuiles
# Les illustrations suivent l’option Abbé : les tuiles de 2014 (avec jardins) avec elle, les classiques sans elle.
ui-classic-art-auto = selon l’option Abbé
# 2014 : l’édition dont les tuiles ont des jardins.
ui-classic-art-2014 = 2014 (avec jardins)
ui-classic-art-classic = classiques (sans jardins)
ui-classic-option-river-start = Avec la Rivière, la tuile de départ classique
ui-classic-river-start-shuffle = est mélangée aux tuiles Terrain
ui-classic-river-start-discard = est retirée du jeu

## Les colonnes du détail des scores en fin de partie : ce qui a rapporté les points.

ui-classic-breakdown-road = Routes
ui-classic-breakdown-city = Villes
ui-classic-breakdown-monastery = Abbayes
ui-classic-breakdown-garden = Jardins
ui-classic-breakdown-field = Prés

## Le type d’une zone, au début de la description d’une tuile et de ses détails au survol
## (avec majuscule) : « D : Route (W, E) ; Ville (N) ».

ui-classic-kind-road = Route
ui-classic-kind-city = Ville
ui-classic-kind-monastery = Abbaye
ui-classic-kind-garden = Jardin
ui-classic-kind-field = Pré
ui-classic-kind-river = Rivière

## La réserve d’un joueur, à côté de son score. $n : les meeples restant dans la réserve.

ui-classic-supply = { $n ->
    [one] { $n } meeple
   *[other] { $n } meeples
}
# Avec l’option Abbé, tant que l’abbé du joueur est dans sa réserve.
ui-classic-supply-abbot = { $n ->
    [one] { $n } meeple · abbé
   *[other] { $n } meeples · abbé
}
# Avec l’option Abbé, tant que l’abbé du joueur est posé sur le plateau.
ui-classic-supply-abbot-out = { $n ->
    [one] { $n } meeple · abbé posé
   *[other] { $n } meeples · abbé posé
}

## L’étape du pion : un bouton par emplacement possible. $at est l’endroit de la tuile où se tient
## le pion (un point cardinal comme N ou NNE, ou C pour le centre ; non traduit) ; $note ce que
## vaut cette zone maintenant, déjà en mots (comme « ville de 1 tuile : 1 maintenant »).

# La lettre du disque qui marque la place d’un abbé sur le plateau : l’initiale du mot « abbé ».
ui-classic-mark-abbot = A
# $points : ce que rapporte maintenant l’abbaye ou le jardin de l’abbé (un nombre).
ui-classic-recall = Reprendre l’abbé : +{ $points } maintenant
ui-classic-place-farmer = Paysan dans le pré ({ $at }) — { $note }
# $feature : le type de la zone (monastery ou garden), qui choisit les mots ; $name : le mot de la
# zone (feature-monastery …), pour un type non prévu.
ui-classic-place-abbot = { $feature ->
    [monastery] Abbé dans l’abbaye ({ $at }) — { $note }
    [garden] Abbé dans le jardin ({ $at }) — { $note }
   *[other] Abbé : { $name } ({ $at }) — { $note }
}
# $feature : le type de la zone (road, city, monastery), qui choisit les mots ; $name : le mot de
# la zone (feature-road …), pour un type non prévu.
ui-classic-place-follower = { $feature ->
    [road] Meeple sur la route ({ $at }) — { $note }
    [city] Meeple dans la ville ({ $at }) — { $note }
    [monastery] Meeple dans l’abbaye ({ $at }) — { $note }
    [garden] Meeple dans le jardin ({ $at }) — { $note }
   *[other] Meeple : { $name } ({ $at }) — { $note }
}

## Le journal de la partie (quand la vue ne formule pas ses événements). $who est le nom d’un joueur.

ui-classic-recalled = { $who } : abbé repris
ui-classic-placed-farmer = { $who } : un paysan dans un pré
# $feature : le type de la zone (monastery ou garden), qui choisit les mots ; $name : le mot de la
# zone, pour un type non prévu.
ui-classic-placed-abbot = { $feature ->
    [monastery] { $who } : un abbé dans une abbaye
    [garden] { $who } : un abbé dans un jardin
   *[other] { $who } : un abbé ({ $name })
}
# $feature : le type de la zone (road, city, monastery), qui choisit les mots ; $name : le mot de
# la zone, pour un type non prévu.
ui-classic-placed-follower = { $feature ->
    [road] { $who } : un meeple sur une route
    [city] { $who } : un meeple dans une ville
    [monastery] { $who } : un meeple dans une abbaye
    [garden] { $who } : un meeple dans un jardin
   *[other] { $who } : un meeple ({ $name })
}

## Détails au survol d’une tuile posée : le type de chaque zone, sa taille et sa valeur.

# La taille d’une route ou d’une ville avec ses blasons : $tiles est un count-tile (« 3 tuiles »),
# $shields un count-shield (« 1 blason »).
ui-classic-size-shields = { $tiles } + { $shields }
# La taille d’une abbaye ou d’un jardin : $n, les tuiles qui l’entourent.
ui-classic-size-neighbours = { $n ->
    [one] { $n } tuile voisine
   *[other] { $n } tuiles voisines
}
# $points : ce qu’a rapporté une zone achevée (un nombre). Pas d’argument $kind ici : « zone »
# (féminin) porte l’accord, que la zone soit une route, une abbaye ou un jardin.
ui-classic-value-completed = zone achevée : { $points }
# $points : ce que rapporte un pré à la fin de la partie, en l’état (un nombre).
ui-classic-value-end = { $points } à la fin
# $points : ce que rapporterait une zone inachevée si la partie s’arrêtait maintenant (un nombre).
ui-classic-value-now = { $points } maintenant

## Les règles, un message par paragraphe (l’écran Règles).

ui-classic-rules-placing = À votre tour, posez la tuile en main à côté des tuiles déjà posées, de sorte que chaque bord en contact corresponde : ville contre ville, route contre route, pré contre pré, rivière contre rivière. Les cases lumineuses montrent où elle peut aller ; seules les orientations qui conviennent sont proposées.
ui-classic-rules-figures = Vous pouvez ensuite poser un meeple de votre réserve sur une zone de cette tuile — une route, une ville, une abbaye ou un pré (comme paysan, couché) — sauf si cette zone porte déjà un meeple, où qu’il soit. Avec l’Abbé, votre abbé peut aller dans une abbaye ou un jardin, ou vous pouvez le reprendre pour marquer aussitôt les points de son abbaye ou de son jardin.
ui-classic-rules-scoring = Les zones achevées rapportent aussitôt leurs points et leurs meeples reviennent : une route 1 par tuile, une ville 2 par tuile et 2 par blason, une abbaye ou un jardin 9 une fois entourés. À la fin, les routes et les villes inachevées rapportent 1 par tuile (et par blason), les abbayes et les jardins 1 plus 1 par tuile voisine, et chaque pré 3 pour chaque ville achevée qu’il borde. Le joueur qui a le plus de meeples dans une zone en remporte les points ; en cas d’égalité, tous les joueurs à égalité marquent.
ui-classic-rules-river = La Rivière se joue en premier, de sa source à son lac ; elle ne peut pas tourner deux fois de suite dans le même sens.


### La page : Benelux (ui/modes/benelux.js)

## Benelux (ui/modes/benelux.js) : les tuiles et les règles du jeu classique sur une carte du
## Benelux, avec des jetons de carte et trois îles (violette, bleu clair, orange), chacune avec
## deux piles de tuiles face visible. Au lieu de piocher, un joueur peut prendre la tuile du dessus
## d’une île en défaussant un jeton de la couleur de l’île. Ce que Benelux partage avec le jeu
## classique est formulé par les messages ui-classic-.
## Accords : « île » est féminin (« l’île violette »), « jeton » masculin (« un jeton violet ») ;
## bleu clair et orange sont invariables.

ui-benelux-title = Benelux

## Les options d’une nouvelle partie, chacune suivie de ses choix (les villes de départ ; 7 ou 9).

# $tile : le nom de la tuile de départ (comme les valeurs tile-*).
ui-benelux-option-first-start = Tuile de départ ({ $tile }) sur
ui-benelux-option-second-start = Une tuile de départ au hasard sur
# Combien de meeples a chaque joueur.
ui-benelux-option-followers = Meeples par joueur

## Lieux de la carte : les trois villes de départ et les deux grandes villes (telles que la langue les nomme).

ui-benelux-place-meppel = Meppel
ui-benelux-place-eindhoven = Eindhoven
ui-benelux-place-charleroi = Charleroi
ui-benelux-place-amsterdam = Amsterdam
ui-benelux-place-brussels = Bruxelles

## Les couleurs des îles et des jetons (noms de couleur, au masculin).

ui-benelux-colour-purple = violet
ui-benelux-colour-light-blue = bleu clair
ui-benelux-colour-orange = orange

# Une colonne du détail des scores en fin de partie : les points des jetons de carte.
ui-benelux-breakdown-chip = Jetons

## Choisir d’où vient la tuile du tour.

# $who : le nom du joueur.
ui-benelux-choose-source = { $who } : piochez une tuile face cachée, ou prenez une tuile d’île face visible
ui-benelux-pick-source = Une tuile d’île coûte l’un de vos jetons de sa couleur.
# Un bouton. $tile : le nom de la tuile face visible (comme les valeurs tile-*) ; $island : la
# couleur de l’île (purple, light-blue, orange), qui choisit les mots.
ui-benelux-take = { $island ->
    [purple] Prendre sur l’île violette : { $tile } (en défaussant un jeton violet)
    [light-blue] Prendre sur l’île bleu clair : { $tile } (en défaussant un jeton bleu clair)
   *[orange] Prendre sur l’île orange : { $tile } (en défaussant un jeton orange)
}
# Comme ui-benelux-take, quand les deux piles de l’île montrent la même tuile : la pile ouest.
ui-benelux-take-west = { $island ->
    [purple] Prendre sur l’île violette, pile ouest : { $tile } (en défaussant un jeton violet)
    [light-blue] Prendre sur l’île bleu clair, pile ouest : { $tile } (en défaussant un jeton bleu clair)
   *[orange] Prendre sur l’île orange, pile ouest : { $tile } (en défaussant un jeton orange)
}
# Comme ui-benelux-take, quand les deux piles de l’île montrent la même tuile : la pile est.
ui-benelux-take-east = { $island ->
    [purple] Prendre sur l’île violette, pile est : { $tile } (en défaussant un jeton violet)
    [light-blue] Prendre sur l’île bleu clair, pile est : { $tile } (en défaussant un jeton bleu clair)
   *[orange] Prendre sur l’île orange, pile est : { $tile } (en défaussant un jeton orange)
}
# D’où vient la tuile en main, à la place de ui-from-deck dans ui-drew (« Tuile en main, prise
# sur l’île violette — U ») et après ui-hand-tile-from (« Tuile U prise sur l’île violette »).
# $island : la couleur de l’île (purple, light-blue, orange), qui choisit les mots.
ui-benelux-from = { $island ->
    [purple] prise sur l’île violette
    [light-blue] prise sur l’île bleu clair
   *[orange] prise sur l’île orange
}
# Le journal de la partie. $who : le nom du joueur ; $tile : le nom de la tuile (comme les
# valeurs tile-*) ; $island : la couleur de l’île (purple, light-blue, orange), qui choisit les mots.
ui-benelux-taken = { $island ->
    [purple] { $who } : tuile prise sur l’île violette (un jeton violet défaussé) — { $tile }
    [light-blue] { $who } : tuile prise sur l’île bleu clair (un jeton bleu clair défaussé) — { $tile }
   *[orange] { $who } : tuile prise sur l’île orange (un jeton orange défaussé) — { $tile }
}

## Les jetons d’un joueur, à côté de son score (une infobulle sur chacun).

# $value : les points que le jeton a rapportés (1 ou 2).
ui-benelux-chip-purple = jeton violet, valeur { $value }
# $value : les points que le jeton a rapportés (1 ou 2).
ui-benelux-chip-light-blue = jeton bleu clair, valeur { $value }
# $value : les points que le jeton a rapportés (1 ou 2).
ui-benelux-chip-orange = jeton orange, valeur { $value }
# $n : les jetons que le joueur a défaussés pour prendre des tuiles d’île.
ui-benelux-spent = { $n ->
    [one] { $n } jeton défaussé
   *[other] { $n } jetons défaussés
}

## Les règles, un message par paragraphe (l’écran Règles).

ui-benelux-rules-intro = Les tuiles et les règles du jeu classique, sans la Rivière, sur une carte du Benelux avec des jetons de carte.
ui-benelux-rules-map = Benelux se joue sur une carte de 16 × 11 cases : les tuiles ne se posent que sur ses cases. Les vagues, les îles et les grandes villes Amsterdam et Bruxelles ne reçoivent jamais de tuile ; un côté tourné vers l’une d’elles (ou vers le bord de la carte) est fermé. Deux des cases de départ Meppel, Eindhoven et Charleroi portent les tuiles de départ.
ui-benelux-rules-chips = Poser une tuile sur un jeton le ramasse : sa valeur (1 ou 2) est marquée aussitôt et vous gardez le jeton, face visible. Au lieu de piocher, un joueur qui a un jeton peut prendre la tuile face visible du dessus d’une île de même couleur, en défaussant un jeton de cette couleur. Une tuile piochée face cachée doit être jouée. La partie s’arrête avec la dernière tuile face cachée.


### La page : Chasseurs et cueilleurs (ui/modes/hunters.js)

## Chasseurs et cueilleurs (ui/modes/hunters.js). Un membre de la tribu est nommé d’après la zone
## où il se tient : cueilleur dans une forêt, pêcheur sur une rivière, chasseur dans une prairie
## (couché). Les huttes se posent sur une rivière ou un lac et appartiennent à son réseau fluvial
## (rivières reliées par des lacs).

ui-hunters-title = Chasseurs et cueilleurs
ui-hunters-no-options = Ce mode n’a pas d’options.

# Les colonnes du détail des scores en fin de partie : ce qui a rapporté les points (les huttes
# marquent les poissons de leur réseau fluvial, les chasseurs le gibier de leur prairie).
ui-hunters-breakdown-forest = Forêts
ui-hunters-breakdown-river = Rivières
ui-hunters-breakdown-river-system = Huttes
ui-hunters-breakdown-meadow = Chasseurs

# Le type d’une zone, au début de la description d’une tuile et de ses détails au survol (avec majuscule).
ui-hunters-kind-forest = Forêt
ui-hunters-kind-river = Rivière
ui-hunters-kind-meadow = Prairie
ui-hunters-kind-lake = Lac

# Le nom d’un membre de la tribu selon la zone où il se tient.
ui-hunters-member-forest = cueilleur
ui-hunters-member-river = pêcheur
ui-hunters-member-meadow = chasseur

# La réserve d’un joueur, à côté de son score : $members (ui-hunters-supply-members) et $huts
# (ui-hunters-supply-huts), chacun un compte en mots.
ui-hunters-supply = { $members } · { $huts }
ui-hunters-supply-members = { $n ->
    [one] { $n } membre de la tribu
   *[other] { $n } membres de la tribu
}
ui-hunters-supply-huts = { $n ->
    [one] { $n } hutte
   *[other] { $n } huttes
}

# La lettre du disque qui marque la place d’une hutte sur le plateau : l’initiale du mot « hutte ».
ui-hunters-mark-hut = H

# Un choix de pion (un bouton, et ce que dit un lecteur d’écran). $at est l’endroit de la tuile
# en code cardinal (N, E, S, W, NNW … WNW) ; $note ce que rapporterait ce choix, en mots. $feature
# est la zone où se tient le membre de la tribu : forest (un cueilleur), river (un pêcheur) ou
# meadow (un chasseur).
ui-hunters-option = { $feature ->
    [forest] Cueilleur dans la forêt ({ $at }) — { $note }
    [river] Pêcheur sur la rivière ({ $at }) — { $note }
    [meadow] Chasseur dans la prairie ({ $at }) — { $note }
   *[other] Membre de la tribu ({ $at }) — { $note }
}
# Un choix de hutte : $at et $note comme dans ui-hunters-option.
ui-hunters-option-hut = Hutte sur le réseau fluvial ({ $at }) — { $note }
# La ligne du journal pour un membre de la tribu posé ailleurs que dans une forêt, sur une rivière
# ou dans une prairie (les autres utilisent log-placed-gatherer, -fisherman, -hunter, -hut).
# $who est le nom d’un joueur.
ui-hunters-placed-member = { $who } : un membre de la tribu

## Une tuile bonus, gagnée grâce à l’or d’une forêt achevée.

# D’où vient la tuile en main, après les mots qui disent qu’elle a été piochée.
ui-hunters-from-bonus = (une tuile bonus)
# La ligne du journal pour une tuile bonus quand le journal n’a pas ses propres mots (ceux de
# log-bonus-tile). $who est le nom du joueur, $tile le nom de la tuile (comme dans log-bonus-tile).
ui-hunters-gold = Pépite d’or ! Tuile bonus pour { $who } : { $tile }
# Les tuiles bonus encore face cachée, affichées à côté du nombre de tuiles Terrain restantes.
ui-hunters-bonus-left = { $n ->
    [one] { $n } tuile bonus
   *[other] { $n } tuiles bonus
}

## Détails au survol d’une tuile posée : la taille et le contenu d’une zone, et sa valeur.

ui-hunters-count-tiger = { $n ->
    [one] { $n } tigre
   *[other] { $n } tigres
}
ui-hunters-count-gold = { $n ->
    [one] { $n } pépite d’or
   *[other] { $n } pépites d’or
}
# Une prairie contient le feu (d’une tuile bonus) : il fait fuir les tigres.
ui-hunters-holds-fire = le feu
# Une prairie contient le lieu de culte (d’une tuile bonus).
ui-hunters-holds-shrine = le lieu de culte
# Une forêt ou une rivière achevée (toutes deux féminines) : $points, ce qu’elle a rapporté.
ui-hunters-value-completed = achevée : { $points }
ui-hunters-value-open = ouverte : ne rapporte des points qu’une fois achevée
# Une prairie ou un réseau fluvial : $points, ce qu’il rapporterait si la partie s’arrêtait maintenant.
ui-hunters-value-end = { $points } à la fin

## Les règles, un paragraphe chacune (l’écran des règles).

ui-hunters-rules-turn =
    À votre tour, piochez une tuile Terrain et posez-la à côté des tuiles déjà posées, de sorte
    que chaque bord en contact corresponde : forêt contre forêt, prairie contre prairie, rivière
    contre rivière. Les cases lumineuses montrent où elle peut aller. Une tuile qui ne peut être
    posée nulle part est remise dans la boîte.
ui-hunters-rules-figures =
    Vous pouvez ensuite poser un pion sur cette tuile : un membre de la tribu, comme cueilleur
    dans une forêt, pêcheur sur une rivière ou chasseur dans une prairie (couché : les chasseurs
    restent jusqu’à la fin) — mais pas là où se tient déjà un membre de la tribu, si loin
    soit-il — ou l’une de vos deux huttes sur une rivière ou un lac, si son réseau fluvial
    (rivières reliées par des lacs) n’a pas encore de hutte. Huttes et pêcheurs ne se gênent
    pas ; les huttes ne reviennent jamais.
ui-hunters-rules-scoring =
    Une forêt est achevée quand plus aucun de ses bords de forêt n’est ouvert ; elle rapporte
    2 points par tuile et 2 par coin à champignons. Une rivière est achevée quand ses deux
    extrémités aboutissent à un lac ou à une source (ou qu’elle se referme en boucle) ; elle
    rapporte 1 point par tuile et 1 par poisson des lacs à ses extrémités. Les joueurs
    majoritaires en cueilleurs ou en pêcheurs marquent les points (en cas d’égalité, chacun
    les marque en entier), et tous ces pions reviennent. Les forêts et les rivières inachevées
    ne rapportent rien ; les prairies ne rapportent des points qu’à la fin.
ui-hunters-rules-gold =
    Or : achever une forêt qui contient une pépite d’or permet au joueur qui a posé la tuile de
    piocher une tuile bonus (marquée d’une étoile) et de la jouer aussitôt — une au plus par
    tour, et jamais pour une tuile bonus. Le feu chasse les tigres de sa prairie ; un chasseur
    posé dans la prairie du lieu de culte, sur la tuile du lieu de culte, marque seul les points
    de cette prairie ; les aurochs valent 2 points pour les chasseurs et aucun tigre ne les mange.
ui-hunters-rules-end =
    Quand les tuiles Terrain sont épuisées : dans chaque réseau fluvial, les joueurs majoritaires
    en huttes marquent 1 point par poisson de tous ses lacs ; dans chaque prairie, les joueurs
    majoritaires en chasseurs marquent 2 points par cerf, mammouth et aurochs, une fois que chaque
    tigre à dents de sabre a mangé un cerf.


### La page : l’écran de jeu et les autres écrans (ui/game, ui/screens)

# (ui/game/*, ui/screens/*, ui/board.js : ce que ui/strings.js ne formule pas.)

## Les côtés d’une tuile dans la description qu’en donne le lecteur d’écran (« D : Route (W, E) ;
## Ville (N) ») : une marque courte par côté, comme sur une boussole. Gardées identiques aux codes
## de position ($at : N, E, S, W…), qui ne sont pas traduits, pour que les deux se lisent pareil.

ui-side-n = N
ui-side-e = E
ui-side-s = S
ui-side-w = W

## La partie

# Un tour et ce qui s’y passe. $turn : le numéro du tour ; $text : le joueur qui doit jouer (la
# barre d’état : « Tour 5 · Ada »), ou ce qu’on lui demande (un lecteur d’écran : « Tour 5 · Ada :
# piochez une tuile ou prenez-en une sur une pile »).
ui-turn-line = Tour { $turn } · { $text }
# La tuile en main quand elle vient d’une pile : $tile le nom de la tuile (comme les
# valeurs tile-*) ; $from d’où elle vient, comme dans ui-drew (ainsi ui-benelux-from : « prise sur l’île violette »).
ui-hand-tile-from = Tuile { $from } : { $tile }
# Un intitulé et ce qu’il désigne : le nom d’une tuile restante et combien il en reste
# (« bord de ville : 3 »), une partie illisible et son fichier (« Illisible : broken »), le mode et les joueurs
# d’une partie enregistrée (« Classique : Vous, Ada (IA intermédiaire) »).
ui-labelled = { $label } : { $value }

## Conseil (issue 12) : le coup que jouerait l’IA normale, et pourquoi, en une ligne.
log-hinted = { $who } : coup joué avec un conseil
hint-draw = Piochez une tuile face cachée : aucune tuile proposée ne vous rapporte plus maintenant
hint-take = Prenez la tuile marquée — { $then }
hint-place = posez-la à l’endroit marqué avec une figurine : { $note }
hint-recall = posez-la à l’endroit marqué et reprenez votre abbé : +{ $now } maintenant
hint-scores = posez-la à l’endroit marqué, sans figurine : +{ $points } pour vous maintenant
hint-quiet = posez-la à l’endroit marqué, sans figurine : elle y va le mieux et vos figurines restent libres
ui-hint = Conseil
ui-hint-title = Montrer le coup que jouerait l’IA normale (H)
ui-hint-line = Conseil : { $reason }
ui-keys-hint = H montre un conseil : le coup que jouerait l’IA normale, avec sa raison ; un coup joué après un conseil est marqué dans le journal.

### Revoir une partie, exporter et importer l’enregistrement d’une partie (ui/screens/replay.js, ui/screens/saved.js, src-tauri/src/replay.rs, src-tauri/src/transfer.rs)

ui-replay-title = Revoir la partie
ui-replay-open = Revoir
ui-replay-close = Fermer
ui-replay-counter = Coup { $at } sur { $moves }
ui-replay-at-start = Le début de la partie, avant le premier coup.
ui-replay-first = Aller au début
ui-replay-back = Un coup en arrière
ui-replay-forward = Un coup en avant
ui-replay-last = Aller à la fin
ui-replay-play = Lecture
ui-replay-pause = Pause
ui-replay-speed = Vitesse
ui-replay-slow = Lente
ui-replay-normal = Normale
ui-replay-fast = Rapide
ui-replay-goto = Aller au coup
ui-replay-board = Le plateau après ce coup
ui-replay-scores = Scores
ui-replay-keys = Touches : ← et → reculent et avancent d’un coup, Début et Fin vont au début et à la fin, Espace lance et met en pause.
ui-error-no-replay = aucune partie n’est ouverte pour être revue
ui-error-replay-bounds = il n’y a pas de coup { $at } : cette partie va du coup 0 au coup { $moves }
ui-export = Exporter
ui-export-title = Exporter l’enregistrement de la partie
ui-export-file-kind = Enregistrement de partie Tessera
ui-exported = Exporté vers { $path }
ui-import = Importer une partie…
ui-imported = Importée : { $game }
ui-error-import = impossible d’importer ce fichier : { $detail }

## Features seen whole: the hover details of the feature under the pointer.

# The open ends of a road, city, forest or river under the pointer: $n, its edges not yet matched
# by a neighbouring tile (shown only while it is unfinished).
ui-tip-open-ends = { $n ->
    [one] { $n } extrémité ouverte
   *[other] { $n } extrémités ouvertes
}
# Where a field or meadow under the pointer may still grow: $n, the tile sides where it meets an
# empty square (0: nowhere).
ui-tip-open-sides = { $n ->
    [0] ne peut plus s’étendre
    [one] peut s’étendre d’un côté
   *[other] peut s’étendre de { $n } côtés
}
# A monastery or garden under the pointer: $n, the empty squares of the eight around it.
ui-tip-open-squares = { $n ->
    [one] { $n } case vide autour
   *[other] { $n } cases vides autour
}

## The projected final score (issue 20): beside each player's score, what the final scoring
## would give them if the game ended now (the engine's own final scoring run on a copy).

# The Settings checkbox that shows it or not.
ui-show-projected = Afficher le score final projeté
# Beside a player's score ("37 → 52"): $projected, the projected final score.
ui-projected-short = → { $projected }
# Its tooltip and its name for screen readers. $name: the player; $score: the score now;
# $projected: the projected final score.
ui-score-projected-title = { $name } : score { $score }, score final projeté { $projected } (ce que donnerait le décompte final si la partie s’arrêtait maintenant)
# A score row's small line under the name: $level, the AI's level (ui-ai-level); $supply, the
# figures in supply.
ui-score-row-sub = { $level } · { $supply }
# The end chart's legend: the solid lines are the scores after each move, the dashed lines the
# projected final scores after each move.
ui-chart-scored = Score
ui-chart-projected = Score final projeté

## The game review (issue 23): every move judged in points by the expert AI's search, the key
## moments, and "try again from here" (ui/screens/review.js, src-tauri/src/review.rs).

# Opens the review of a game (the end of a game, a saved game's row, the replay viewer).
ui-review-open = Analyse
ui-review-open-title = Chaque coup évalué par l’IA de niveau expert, les moments clés et les endroits d’où réessayer
# The review screen's title.
ui-review-title = Analyse de la partie
ui-review-close = Fermer
# While the analysis runs. $at: the last move judged; $moves: the game's moves.
ui-review-running = Analyse en cours : coup { $at } sur { $moves }
# Said once the analysis is complete. No arguments.
ui-review-done = L’analyse est terminée.
# The analysis was stopped by the player. $at: the last move judged; $moves: the game's moves.
ui-review-stopped = Analyse arrêtée après le coup { $at } sur { $moves }.
# The analysis could not go on. $reason: why, in the backend's words.
ui-review-failed = L’analyse s’est interrompue : { $reason }
ui-review-stop = Arrêter
ui-review-resume = Reprendre
# The progress bar's name for screen readers.
ui-review-progress = Progression de l’analyse
# The summary table's columns.
ui-review-accuracy = Précision
ui-review-lost = Points perdus
ui-review-luck = Chance
# How the figures are worked out, under the table.
ui-review-explain = Chaque coup est évalué selon l’écart de score final attendu (vos points moins ceux du meilleur adversaire). Précision : 100 pour le meilleur coup, 50 pour un coup moins bon de 3 points, 25 pour un coup moins bon de 6 points, en moyenne sur les coups du joueur. Chance : ce que valait chaque tuile piochée face cachée par rapport à la tuile moyenne qui aurait pu sortir.
# The labels of a move, by the points it lost against the best move found.
ui-review-label-best = Meilleur coup
ui-review-label-good = Bon
ui-review-label-inaccuracy = Imprécision
ui-review-label-mistake = Erreur
ui-review-label-blunder = Gaffe
# The graph's heading, and its name for screen readers.
ui-review-graph = Écart de score attendu
ui-review-graph-label = Graphique de l’écart de score final attendu de chaque joueur après chacun de ses coups : au-dessus de la ligne du milieu, en avance ; en dessous, en retard. Les barres du bas montrent la chance de chaque pioche.
# The key moments: the player's largest losses.
ui-review-moments = Moments clés
ui-review-no-moments = Aucun moment clé : aucun coup n’a coûté un point ou plus.
# The list of every move judged.
ui-review-moves = Tous les coups
# A move of the list. $number: the move; $player: who played it; $label: its label (ui-review-label-…).
ui-review-move-row = { $number }. { $player } : { $label }
# The move shown beside the boards. $number, $player and $label as above.
ui-review-moment-title = Coup { $number }, { $player } : { $label }
# $points: the points lost, with one decimal.
ui-review-moment-loss = Points perdus : { $points }
# The two boards: after the move played, after the better move.
ui-review-played = Joué
ui-review-better = Meilleur
ui-review-board-played = Le plateau après le coup joué
ui-review-board-better = Le plateau après le meilleur coup
# Shown instead of the second board when nothing beat the move played.
ui-review-same = Le coup joué était le meilleur que la recherche ait trouvé.
# Choose a move (of the list or the key moments) to see it here.
ui-review-pick = Choisissez un coup pour le voir joué, avec le meilleur coup à côté.
# Starts a new game from the position before the move shown, with the same tiles to come.
ui-review-try = Réessayer à partir d’ici
ui-review-try-title = Une nouvelle partie depuis la position avant ce coup, avec les mêmes tuiles à venir, enregistrée comme une partie à part
ui-review-keys = Touches : Tab atteint les coups, Entrée en affiche un, Échap ferme.
# A review command with no game under review. No arguments.
ui-error-no-review = aucune partie n’est en cours d’analyse
# A move asked for that the review has not judged (yet). $number: the move.
ui-error-review-move = le coup { $number } n’a pas encore été évalué
# Why the better move was better, in one line (the key moment's reason). $points: what the
# better move scores at once; $played: what the move played scored at once.
review-why-scores = Le meilleur coup rapporte { $points } tout de suite, le vôtre a rapporté { $played }.
# The better move places a figure. $note: the figure spot's projection, as the figure options show it.
review-why-figure = Le meilleur coup pose un pion : { $note }.
# The better move recalls the abbot. $now: the points it brings.
review-why-recall = Le meilleur coup reprend votre abbé : +{ $now } maintenant.
# The better move scores no more now, but leaves the player better placed.
review-why-later = Le meilleur coup ne rapporte pas plus maintenant, mais vous place mieux pour les tuiles à venir.

## The coach (issue 23): after each of the player's moves against the AI, a quiet note when the
## move lost at least the points chosen in Settings, with the better move shown on demand.

# The Settings checkbox (off unless chosen).
ui-coach-setting = Coach : une remarque quand un de mes coups contre l’IA coûte des points
# The Settings choice of how many points a move must lose for a note.
ui-coach-threshold = Signaler un coup qui coûte au moins
# A choice of the threshold. $points: a whole number of points.
ui-coach-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# The note in the game's panel. $label: the move's label (ui-review-label-…); $points: the
# points lost, with one decimal.
ui-coach-note = Coach : { $label } (points perdus : { $points }).
# Shows the move played and the better move side by side.
ui-coach-show = Afficher le meilleur coup
# The dialog's heading. $number: the move.
ui-coach-title = Coach : votre coup { $number } et le meilleur coup
ui-coach-close = Fermer
# The statistics' column of the games played with a hint or the coach, and what it means.
ui-stats-helped = Avec aide
ui-stats-helped-note = Les parties où vous avez demandé un conseil ou activé le coach comptent comme les autres, et sont aussi comptées sous « Avec aide ».

## Online play (issue 24): host a game on this device or join one by address and code; the
## game screen's online box. The host's own refusals reach the player in its words (English).

# The main menu's button, and the online screen's title.
ui-play-online = Jouer en ligne
# The main menu's button back to the newest online game this device holds a seat in.
ui-online-rejoin-menu = Revenir à la partie en ligne
ui-online-host = Héberger une partie
ui-online-host-note = Les joueurs de votre réseau rejoignent la partie avec l’adresse de cet appareil et le code de la partie, que vous verrez une fois la partie hébergée.
ui-online-join = Rejoindre une partie
ui-online-address = Adresse de l’hôte
# An example of what to type: an address and port on the local network, or a server.
ui-online-address-hint = 192.168.1.20:47474 ou wss://server.example
ui-online-code = Code de la partie
ui-online-code-hint = ABCD-EFGH
ui-online-your-name = Votre nom
ui-online-join-button = Rejoindre
ui-online-joining = Connexion…
# The list of online games this device holds seats in.
ui-online-kept = Vos parties en ligne
ui-online-none-kept = Aucune partie en ligne à reprendre.
# A game of that list. $mode: the mode's title; $code: the game's code; $names: this device's players.
ui-online-kept-row = { $mode } · { $code } · { $names }
ui-online-kept-hosted = hébergée ici
ui-saved-online = Jouée en ligne
ui-online-rejoin = Revenir
ui-online-forget = Oublier
# The host form's seat kinds: a player at this device, a player who joins from theirs.
ui-seat-here = Sur cet appareil
ui-seat-online = Joueur en ligne
# The name field of an online seat (the player names themself when joining).
ui-seat-online-name = Nom choisi en rejoignant la partie
ui-host-start = Héberger la partie
# The game screen's online box. $code: the game's code.
ui-online-code-line = Code : { $code }
# $addresses: this device's addresses, as a list ("192.168.1.20:47474 or 10.0.0.5:47474").
ui-online-addresses = Adresse pour rejoindre : { $addresses }
# $open: the number of seats no player has taken yet.
ui-online-waiting-players = { $open ->
    [one] En attente d’un joueur : { $open } place libre.
   *[other] En attente de joueurs : { $open } places libres.
}
# $why: what happened, in the network's words (English).
ui-online-lost = Connexion perdue ({ $why }). Rétablissement en cours…
ui-online-restored = Connexion rétablie.
# $why: the host's words (English).
ui-online-closed = Cette partie est terminée pour cet appareil : { $why }
# Beside a seat's name in the scores.
ui-online-open-seat = place libre
ui-online-disconnected = hors ligne
# A free seat, named by its number.
ui-online-seat-number = Place { $number }
# The host's button for a free seat or one whose player left. $name: the seat's player.
ui-online-give-ai = Faire jouer l’IA pour { $name }
ui-online-give-ai-title = Désormais, une IA de votre niveau par défaut joue à cette place
ui-online-leave = Quitter la partie en ligne
ui-online-leave-title = Fermer la connexion : vous pourrez revenir depuis Jouer en ligne

# Errors of online play. $why: the network's or the host's words (English), or nothing.
online-error-no-state = L’hôte n’a pas encore envoyé la partie.
online-error-garbled = L’hôte a envoyé une partie que cette version ne sait pas lire ({ $why }).
online-error-refused = L’hôte a refusé : { $why }
online-error-unreachable = Impossible de joindre l’hôte : { $why }
online-error-lost = La connexion avec l’hôte a été perdue ({ $why }). Elle est en cours de rétablissement : réessayez dans un instant.
online-error-cannot-host = Cet appareil ne peut pas héberger de partie : { $why }
online-error-address-code = Saisissez l’adresse de l’hôte et le code de la partie.
online-error-not-kept = Cet appareil n’a aucune place dans la partie { $why }.
online-error-not-your-turn = Attendez votre tour : c’est à un autre joueur de jouer.
online-error-not-host = Seul l’appareil qui héberge la partie peut faire cela.

## Board aids (ui/game/aids.js).
ui-show-dead-marks = Marquer les places qu’aucune tuile ne peut remplir
ui-cell-fits = { $n ->
    [0] Aucune tuile restante ne convient ici
    [one] 1 tuile restante convient ici
   *[other] { $n } tuiles restantes conviennent ici
}
ui-cell-bonus-fits = { $n ->
    [one] (et 1 tuile bonus)
   *[other] (et { $n } tuiles bonus)
}
ui-tip-never = ne pourra jamais être terminé{ "\u00A0" }: aucune tuile restante ne convient en ({ $x },{ "\u00A0" }{ $y })
ui-tip-chance = environ { $percent }{ "\u00A0" }% de chances d’être terminé
ui-dead-place = ({ $x },{ "\u00A0" }{ $y })
ui-dead-said = { $n ->
    [one] Aucune tuile restante ne peut remplir { $places }
   *[other] Aucune tuile restante ne peut remplir { $places }
}
ui-dead-count = { $n ->
    [one] 1 place qu’aucune tuile ne peut remplir
   *[other] { $n } places qu’aucune tuile ne peut remplir
}
ui-warn-last-tile = La dernière tuile{ "\u00A0" }: la partie se termine après ce tour
ui-warn-last-turn = { $n ->
    [one] Votre dernier tour{ "\u00A0" }: il reste 1 tuile pour les autres
   *[other] Votre dernier tour{ "\u00A0" }: il reste { $n } tuiles pour les autres
}
ui-warn-last-turn-maybe = { $n ->
    [one] Plus que 1 tuile face cachée{ "\u00A0" }: c’est peut-être votre dernier tour
   *[other] Plus que { $n } tuiles face cachée{ "\u00A0" }: c’est peut-être votre dernier tour
}
ui-warn-last-follower = Votre dernier meeple en réserve
ui-classic-warn-abbot = Dernière occasion de reprendre votre abbé
ui-hunters-warn-last-member = Votre dernier membre de la tribu en réserve
ui-hunters-warn-last-hut = Votre dernière hutte en réserve

# Tutorial: the guided games (ui/game/tutorial.js, ui/game/tutorialbox.js, ui/screens/learn.js)
ui-tut-opponent = Ada
ui-learn = Apprendre à jouer
ui-learn-note = Des parties guidées avec une pioche préparée : chaque étape explique une chose et attend que vous la fassiez. Vous pouvez arrêter à tout moment.
ui-learn-first = Votre première partie ({ $mode })
ui-learn-differs = { $mode } : ce qui change
ui-tut-step = Étape { $n } sur { $total }
ui-tut-back = Retour
ui-tut-skip = Passer
ui-tut-skip-title = Passer cette étape : le tutoriel la fait pour vous
ui-tut-next = Suivant
ui-tut-finish = Terminer
ui-tut-leave = Quitter le tutoriel
ui-tut-nudge-place = Pas ici cette fois : le tutoriel a besoin de la case qu’il indique.
ui-tut-nudge-turn = Presque : faites d’abord pivoter la tuile, comme l’indique l’étape.
ui-tut-nudge-figure = Choisissez l’emplacement indiqué par l’étape, ou Passer pour que ce soit fait à votre place.
ui-tut-nudge-source = Prenez la tuile là où l’étape l’indique.
ui-tut-offer = Vous découvrez ces jeux ? Une première partie guidée vous apprend les règles en quelques minutes.
ui-tut-offer-start = Jouer le tutoriel
ui-tut-offer-later = Pas maintenant
ui-tut-classic-welcome = Bienvenue ! Vous jouez contre Ada. À chaque tour, vous piochez une tuile, affichée ici, et vous la posez à côté des tuiles déjà posées.
ui-tut-classic-place = La case lumineuse indique où votre tuile peut aller. Posez-la là.
ui-tut-classic-rotate = Faites pivoter la tuile jusqu’à ce que sa route prolonge celle de la tuile de départ et tourne vers le nord. Les bords doivent correspondre : route contre route, ville contre ville, pré contre pré.
ui-tut-classic-lay = Posez maintenant la tuile avec Valider.
ui-tut-classic-road = Vous pouvez placer un meeple sur la tuile que vous venez de poser. Mettez-le sur la route : une route rapporte 1 point par tuile une fois ses deux extrémités fermées.
ui-tut-classic-opponent = C’est au tour d’Ada. Regardez où elle pose sa tuile.
ui-tut-classic-farmer-lay = Cette tuile à route droite prolonge votre route vers l’ouest. Posez-la sur la case lumineuse.
ui-tut-classic-farmer = Placez un paysan (couché) dans le pré au nord de la route. Un pré rapporte ses points à la fin : 3 points pour chaque ville achevée qu’il borde.
ui-tut-classic-opponent-again = C’est de nouveau au tour d’Ada.
ui-tut-classic-city-lay = Cette tuile achève la ville en haut de la tuile de départ. Posez-la là.
ui-tut-classic-city = Placez un meeple dans la ville. Achevée par votre tuile, elle rapporte aussitôt 2 points par tuile, et votre meeple revient.
ui-tut-classic-scored = Vous marquez 4 points et votre meeple est de retour dans votre réserve. Le pré de votre paysan borde maintenant une ville achevée.
ui-tut-classic-monastery-lay = Une abbaye ! Posez-la sur la case lumineuse.
ui-tut-classic-monastery = Placez un meeple dans l’abbaye : il y devient moine. Elle rapporte 9 points une fois les huit cases autour remplies ; à la fin, 1 point plus 1 par tuile voisine.
ui-tut-classic-free = Vous connaissez les bases. Posez vos dernières tuiles où vous voulez ; survolez une tuile, ou maintenez le doigt dessus, pour voir ce que valent ses zones.
ui-tut-classic-end = À la fin, les routes, villes et abbayes inachevées rapportent quand même des points, et chaque pré compte pour les villes achevées qu’il borde. Bien joué : vous pouvez maintenant jouer une vraie partie !
# Tutorial: Hunters & Gatherers and Benelux
ui-tut-hunters-welcome = Ici, forêts, rivières avec leurs lacs et prairies remplacent villes, routes et prés. Vos pions sont des membres de la tribu, affichés ici avec vos deux huttes.
ui-tut-hunters-gatherer = Posez votre tuile sur la case lumineuse et placez un cueilleur dans la forêt. Une forêt achevée rapporte 2 points par tuile.
ui-tut-hunters-opponent = Ada joue maintenant. Comme en Classique, aucun membre de la tribu ne peut aller dans une forêt, une rivière ou une prairie qui en a déjà un.
ui-tut-hunters-hunter = Cette tuile achève votre forêt. Couchez un chasseur dans la prairie du cerf : à la fin, il rapporte 2 points par cerf ou mammouth, mais chaque tigre à dents de sabre mange un cerf.
ui-tut-hunters-bonus = Votre cueilleur a marqué 6 points et revient. La forêt contenait une pépite d’or, vous jouez donc aussitôt une tuile bonus : posez-la sur la case lumineuse.
ui-tut-hunters-fisher = Placez un pêcheur sur la rivière qui se jette dans le lac de la tuile de départ. Elle va de lac en lac, elle est donc achevée : 1 point par tuile et 1 par poisson.
ui-tut-hunters-opponent-again = C’est de nouveau au tour d’Ada.
ui-tut-hunters-hut = Posez cette tuile à lac sur la case lumineuse et placez-y une hutte. À la fin, une hutte rapporte 1 point par poisson dans tous les lacs de son réseau fluvial.
ui-tut-hunters-free = Vous connaissez les nouveautés. Posez vos dernières tuiles où vous voulez ; la partie s’arrête quand les tuiles Terrain sont épuisées.
ui-tut-hunters-end = Les forêts et les rivières inachevées n’ont rien rapporté ; chasseurs et huttes ont marqué à la fin. Bien joué : une vraie partie vous attend !
ui-tut-benelux-map = Cette partie se joue sur une carte : les tuiles ne se posent que sur ses cases, mer comprise. Les îles, les vagues et les grandes villes Amsterdam et Bruxelles ne reçoivent jamais de tuile.
ui-tut-benelux-brussels = Posez votre tuile sur la case lumineuse sous Bruxelles et placez un meeple dans la ville. Un côté tourné vers une grande ville ou vers le bord de la carte est fermé : votre ville est donc achevée tout de suite.
ui-tut-benelux-opponent = Ada joue maintenant.
ui-tut-benelux-chip = Un jeton de carte se trouve sur la case lumineuse. Posez-y votre tuile sans pion : vous ramassez le jeton et marquez aussitôt ses points.
ui-tut-benelux-opponent-again = C’est de nouveau au tour d’Ada.
ui-tut-benelux-source = Votre jeton violet vous permet de prendre la tuile face visible d’une île violette au lieu de piocher. Prenez l’abbaye de l’île violette : vous rendez le jeton, ses points vous restent.
ui-tut-benelux-island = Posez l’abbaye à côté de Bruxelles et placez-y un meeple. Pour une abbaye, les cases qui ne reçoivent jamais de tuile comptent comme occupées : Bruxelles en occupe déjà deux.
ui-tut-benelux-free = Jouez maintenant comme vous voulez. La partie s’arrête avec la dernière tuile face cachée ; les tuiles restées sur les îles ne comptent pas.
ui-tut-benelux-end = Sur la carte, le bord et les cases sans tuile ferment vos zones, et les jetons rapportent des points et des tuiles d’île. Bien joué : une vraie partie vous attend !

## Rules at hand (issue 25): a placed tile's details kept open by a click, a tap or I
## (ui/game/details.js), with a link to the paragraph of the rules that scores the feature.

ui-tip-rules = Règle du décompte
ui-tip-rules-for = Règle du décompte : { $kinds }
ui-tip-details = Détails : { $tile }
ui-keys-details = I garde ouverts les détails de la tuile sous le curseur (ou de la dernière tuile posée), avec Règle du décompte, qui ouvre ces règles au paragraphe de son décompte ; Échap les ferme.
ui-rules-details = Cliquez ou touchez une tuile du plateau pour garder ses détails ouverts, avec le bouton Règle du décompte : il ouvre ces règles au paragraphe qui décompte la zone.
