# Les règles : coups refusés, FEN, fins de partie, réclamations et chute du
# drapeau. Un camp est $side (un second $other), une pièce $role : common.ftl
# les dit.

## Un coup refusé : ce qui a été saisi ($input), puis pourquoi ($why).

move-refused = { $input }: { $why }
move-game-over = la partie est terminée
move-from = { $from ->
    [square] {" "}en { $at }
    [file] {" "}sur la colonne { $at }
    [rank] {" "}sur la rangée { $at }
   *[none] {""}
}
move-no-piece = { side-start } n'ont pas de pièce{ move-from }
move-no-role = { side-start } n'ont pas de { role }{ move-from }
move-own-piece = { $to } est occupée par { a-role } { side-of }
move-cannot-reach = { $n ->
    [1] { the-role } en { $squares } ne peut pas aller en { $to }
    [2] { $role ->
        [rook] aucune
        [queen] aucune
       *[other] aucun
    } des deux { roles } ({ $squares }) ne peut aller en { $to }
   *[other] { $role ->
        [rook] aucune
        [queen] aucune
       *[other] aucun
    } des { roles } ({ $squares }) ne peut aller en { $to }
}
move-king-would-be-in-check = Le roi { side-of } serait en échec en { $to }
move-check-not-parried = Le roi { side-of } est en échec et { the-role } { $from }-{ $to } ne le pare pas
move-exposes-king = { $role ->
    [rook] La tour
    [queen] La dame
   *[other] Le { role }
} { $from }-{ $to } laisserait le roi { side-of } en échec
move-promotion-missing = un pion qui atteint { $to } doit être promu : ajoutez la pièce, comme dans { $example }
move-not-a-promotion = seul un pion qui atteint la dernière rangée est promu
move-nothing-to-capture = rien à prendre en { $to }
move-ambiguous = les { roles } en { $squares } peuvent { $n ->
    [2] { $role ->
        [rook] toutes
        [queen] toutes
       *[other] tous
    } deux
   *[other] { $role ->
        [rook] toutes
        [queen] toutes
       *[other] tous
    }
} aller en { $to } (écrivez { $options })
move-castling = impossible de roquer { $wing ->
    [king] côté roi
   *[queen] côté dame
} : { $why }
castling-moved = le roi ou la tour a déjà bougé
castling-blocked = une pièce se trouve entre le roi et la tour
castling-in-check = le roi est en échec
castling-attacked = le roi passerait par une case attaquée ou y arriverait

## Un texte qui n'est pas un coup.

syntax-empty = aucun coup écrit
syntax-unknown-piece = « { $letter } » n'est pas une lettre de pièce en { $language ->
    [fr] français
    [de] allemand
    [es] espagnol
   *[en] anglais
} (pièces : { $letters })
syntax-unexpected = « { $char } » n'a pas sa place dans un coup
syntax-no-square = pas de case d'arrivée (une colonne a-h puis une rangée 1-8)
syntax-too-many-coordinates = trop de coordonnées avant la case d'arrivée
syntax-bad-promotion = un pion ne peut pas être promu en { role }

## Une FEN qui ne peut pas commencer une partie.

fen-bad = FEN invalide « { $fen } » : { $problem }
fen-illegal = position illégale : { $reasons }
fen-whole = ce n'est pas une FEN
fen-board = placement des pièces illisible
fen-turn = trait illisible (w ou b)
fen-castling = droits de roque illisibles
fen-en-passant = case de prise en passant illisible
fen-halfmoves = compteur de demi-coups illisible
fen-fullmoves = numéro de coup illisible
illegal-empty-board = échiquier vide
illegal-missing-king = il manque un roi
illegal-too-many-kings = trop de rois
illegal-pawns-on-back-rank = des pions sur la première ou la dernière rangée
illegal-castling-rights = droits de roque impossibles
illegal-en-passant = case de prise en passant impossible
illegal-kings-adjacent = les rois sont côte à côte
illegal-opposite-check = le camp qui n'a pas le trait est en échec
illegal-impossible-check = échec impossible
illegal-too-much-material = trop de matériel

## L'échiquier termine la partie ($side : le gagnant ; $article : des Règles).

end-checkmate = { side-start } matent (art. { $article })
end-stalemate = pat (art. { $article })
end-dead-position = position morte : aucun camp ne peut mater (art. { $article })
end-fivefold = la même position pour la cinquième fois (art. { $article })
end-seventy-five-moves = 75 coups de chaque camp sans mouvement de pion ni prise (art. { $article })

## Réclamations de nulle.

claim-threefold = la triple répétition
claim-fifty-moves = la règle des cinquante coups
unknown-claim = réclamation inconnue « { $name } » (attendu : threefold ou fifty)
claim-at-start = au départ
claim-after = après { $played }
claim-after-intended = après le coup prévu { $intended }
claim-nth = { $times ->
    [3] troisième
    [4] quatrième
    [5] cinquième
   *[other] { $times }e
}
# « que » élidé devant « une » : « ne … qu'une fois ».
claim-times = { $times ->
    [1] qu'une fois
   *[other] que { $times } fois
}
threefold-draw = la position se présente pour la { claim-nth } fois ({ $list }) : nulle (art. 9.2)
threefold-draw-intended = la position après le coup prévu { $intended } se présente pour la { claim-nth } fois ({ $list }) : nulle (art. 9.2)
threefold-short = la position ne se présenterait { claim-times } ({ $list }) ; il en faut trois (art. 9.2)
threefold-short-intended = la position après le coup prévu { $intended } ne se présenterait { claim-times } ({ $list }) ; il en faut trois (art. 9.2)
fifty-draw = { $halfmoves } demi-coups sans mouvement de pion ni prise : nulle (art. 9.3)
fifty-draw-intended = après le coup prévu { $intended }, { $halfmoves } demi-coups sans mouvement de pion ni prise : nulle (art. 9.3)
fifty-short = seulement { $halfmoves } { $halfmoves ->
    [one] demi-coup
   *[other] demi-coups
} sans mouvement de pion ni prise ; il en faut 100 (art. 9.3)
fifty-short-intended = après le coup prévu { $intended }, seulement { $halfmoves } { $halfmoves ->
    [one] demi-coup
   *[other] demi-coups
} sans mouvement de pion ni prise ; il en faut 100 (art. 9.3)

## Art. 6.9 : un drapeau est tombé. $side a perdu au temps, $other est
## l'adversaire ; $period : avant le dernier coup de la période (ou rien).

flag-period = {" "}avant que le coup { $number } soit joué
verdict-mated = { side-start } sont mats : le mat a terminé la partie avant la chute du drapeau { other-of } (art. 5.1.1)
verdict-mate-on-board = échec et mat sur l'échiquier (art. 5.1.1)
verdict-stalemate = pat : il a terminé la partie avant la chute du drapeau { side-of } (art. 5.2.1)
verdict-can-mate = Le drapeau { side-of } est tombé{ $period } et { opponent-can-mate } (art. 6.9)
verdict-cannot-mate = Le drapeau { side-of } est tombé{ $period } mais { opponent-cannot-mate } : nulle (art. 6.9)
verdict-undetermined = Le drapeau { side-of } est tombé{ $period } ; { opponent-undetermined } (art. 6.9)
opponent-can-mate = { other } pourraient encore mater : { $line }
opponent-cannot-mate = { other } ne peuvent mater par aucune suite de coups légaux ({ $how })
opponent-undetermined = indéterminé : aucune preuve en { $seconds } s dans un sens ni dans l'autre, et au matériel { other } peuvent mater ; l'arbitre décide
# Entre les secondes et les dixièmes : 0,5 s.
decimal-separator = ,
proof-material = { other } ont { $material }
proof-analysis = prouvé par l'analyse de CHA-Solver
proof-search = prouvé par une recherche exhaustive de mats aidés
material = seulement { $list }
material-piece = { $count ->
    [one] { a-role }
   *[other] { $count } { roles }
}
