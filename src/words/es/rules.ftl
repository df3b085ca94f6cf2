# Las reglas: jugadas rechazadas, FEN, finales de partida, reclamaciones y la
# caída de bandera. Un bando es $side (un segundo $other), una pieza $role:
# common.ftl los dice.

## Una jugada rechazada: lo que se escribió ($input) y por qué ($why).

move-refused = { $input }: { $why }
move-game-over = la partida ha terminado
move-from = { $from ->
    [square] {" "}en { $at }
    [file] {" "}en la columna { $at }
    [rank] {" "}en la fila { $at }
   *[none] {""}
}
move-no-piece = { side } no tienen ninguna pieza{ move-from }
move-no-role = { side } no tienen { $role ->
    [rook] ninguna torre
    [queen] ninguna dama
   *[other] ningún { role }
}{ move-from }
move-own-piece = en { $to } ya hay { $side ->
    [white] { $role ->
        [rook] una torre blanca
        [queen] una dama blanca
       *[other] un { role } blanco
    }
   *[black] { $role ->
        [rook] una torre negra
        [queen] una dama negra
       *[other] un { role } negro
    }
}
move-cannot-reach = { $n ->
    [1] { the-role } de { $squares } no puede ir a { $to }
    [2] { $role ->
        [rook] ninguna de las dos
        [queen] ninguna de las dos
       *[other] ninguno de los dos
    } { roles } ({ $squares }) puede ir a { $to }
   *[other] { $role ->
        [rook] ninguna de las
        [queen] ninguna de las
       *[other] ninguno de los
    } { roles } ({ $squares }) puede ir a { $to }
}
move-king-would-be-in-check = el rey { $side ->
    [white] blanco
   *[black] negro
} quedaría en jaque en { $to }
move-check-not-parried = el rey { $side ->
    [white] blanco
   *[black] negro
} está en jaque y { the-role } { $from }-{ $to } no lo para
move-exposes-king = { the-role } { $from }-{ $to } dejaría al rey { $side ->
    [white] blanco
   *[black] negro
} en jaque
move-promotion-missing = un peón que llega a { $to } debe coronar: añada la pieza, como en { $example }
move-not-a-promotion = solo corona un peón que llega a la última fila
move-nothing-to-capture = no hay nada que capturar en { $to }
move-ambiguous = { $role ->
    [rook] las
    [queen] las
   *[other] los
} { roles } de { $squares } pueden ir { $n ->
    [2] { $role ->
        [rook] ambas
        [queen] ambas
       *[other] ambos
    }
   *[other] { $role ->
        [rook] todas
        [queen] todas
       *[other] todos
    }
} a { $to } (escriba { $options })
move-castling = no se puede enrocar { $wing ->
    [king] corto
   *[queen] largo
}: { $why }
castling-moved = el rey o la torre ya se han movido
castling-blocked = hay una pieza entre el rey y la torre
castling-in-check = el rey está en jaque
castling-attacked = el rey pasaría por una casilla atacada o llegaría a ella

## Un texto que no es una jugada.

syntax-empty = no se ha escrito ninguna jugada
syntax-unknown-piece = «{ $letter }» no es una letra de pieza en { $language ->
    [fr] francés
    [de] alemán
    [es] español
   *[en] inglés
} (piezas: { $letters })
syntax-unexpected = «{ $char }» no tiene cabida en una jugada
syntax-no-square = falta la casilla de llegada (una columna a-h y luego una fila 1-8)
syntax-too-many-coordinates = demasiadas coordenadas antes de la casilla de llegada
syntax-bad-promotion = un peón no puede coronar { $role ->
    [rook] en torre
    [queen] en dama
   *[other] en { role }
}

## Una FEN con la que no puede empezar una partida.

fen-bad = FEN no válida «{ $fen }»: { $problem }
fen-illegal = posición ilegal: { $reasons }
fen-whole = no es una FEN
fen-board = colocación de las piezas ilegible
fen-turn = turno ilegible (w o b)
fen-castling = derechos de enroque ilegibles
fen-en-passant = casilla de captura al paso ilegible
fen-halfmoves = contador de semijugadas ilegible
fen-fullmoves = número de jugada ilegible
illegal-empty-board = tablero vacío
illegal-missing-king = falta un rey
illegal-too-many-kings = demasiados reyes
illegal-pawns-on-back-rank = peones en la primera o la última fila
illegal-castling-rights = derechos de enroque imposibles
illegal-en-passant = casilla de captura al paso imposible
illegal-kings-adjacent = los reyes están en casillas contiguas
illegal-opposite-check = el bando que no tiene el turno está en jaque
illegal-impossible-check = jaque imposible
illegal-too-much-material = demasiado material

## El tablero termina la partida ($side: el ganador; $article: de las Leyes).

end-checkmate = { side-start } dan jaque mate (art. { $article })
end-stalemate = ahogado (art. { $article })
end-dead-position = posición muerta: ningún bando puede dar mate (art. { $article })
end-fivefold = la misma posición por quinta vez (art. { $article })
end-seventy-five-moves = 75 movimientos de cada bando sin movimiento de peón ni captura (art. { $article })

## Reclamaciones de tablas.

claim-threefold = tablas por triple repetición
claim-fifty-moves = tablas por la regla de los 50 movimientos
unknown-claim = reclamación desconocida «{ $name }» (se espera threefold o fifty)
claim-at-start = en la posición inicial
claim-after = tras { $played }
claim-after-intended = tras la jugada prevista { $intended }
claim-nth = { $times ->
    [3] tercera
    [4] cuarta
    [5] quinta
   *[other] { $times }.ª
}
claim-times = { $times ->
    [1] una vez
   *[other] { $times } veces
}
threefold-draw = la posición aparece por { claim-nth } vez ({ $list }): tablas (art. 9.2)
threefold-draw-intended = la posición tras la jugada prevista { $intended } aparece por { claim-nth } vez ({ $list }): tablas (art. 9.2)
threefold-short = la posición solo ha aparecido { claim-times } ({ $list }); hacen falta tres (art. 9.2)
threefold-short-intended = la posición tras la jugada prevista { $intended } solo aparecería { claim-times } ({ $list }); hacen falta tres (art. 9.2)
fifty-draw = { $halfmoves } semijugadas sin movimiento de peón ni captura: tablas (art. 9.3)
fifty-draw-intended = tras la jugada prevista { $intended }, { $halfmoves } semijugadas sin movimiento de peón ni captura: tablas (art. 9.3)
fifty-short = solo { $halfmoves } { $halfmoves ->
    [one] semijugada
   *[other] semijugadas
} sin movimiento de peón ni captura; hacen falta 100 (art. 9.3)
fifty-short-intended = tras la jugada prevista { $intended }, solo { $halfmoves } { $halfmoves ->
    [one] semijugada
   *[other] semijugadas
} sin movimiento de peón ni captura; hacen falta 100 (art. 9.3)

## Art. 6.9: cayó una bandera. $side es el bando que ha perdido por tiempo,
## $other su rival; $period: antes de la última jugada del periodo (o nada).

flag-period = {" "}antes de completar la jugada { $number }
verdict-mated = { side-start } reciben jaque mate: el mate terminó la partida antes de la caída de la bandera { other-of } (art. 5.1.1)
verdict-mate-on-board = jaque mate en el tablero (art. 5.1.1)
verdict-stalemate = ahogado: terminó la partida antes de la caída de la bandera { side-of } (art. 5.2.1)
verdict-can-mate = La bandera { side-of } cayó{ $period } y { opponent-can-mate } (art. 6.9)
verdict-cannot-mate = La bandera { side-of } cayó{ $period }, pero { opponent-cannot-mate }: tablas (art. 6.9)
verdict-undetermined = La bandera { side-of } cayó{ $period }; { opponent-undetermined } (art. 6.9)
opponent-can-mate = { other } aún podrían dar mate: { $line }
opponent-cannot-mate = { other } no pueden dar mate con ninguna serie de jugadas legales ({ $how })
opponent-undetermined = sin determinar: ninguna prueba en { $seconds } s en un sentido ni en otro, y por material { other } pueden dar mate; decide el árbitro
# Entre los segundos y las décimas: 0,5 s.
decimal-separator = ,
proof-material = { other } tienen { $material }
proof-analysis = demostrado por el análisis de CHA-Solver
proof-search = demostrado por una búsqueda exhaustiva de mates ayudados
material = solo { $list }
material-piece = { $count ->
    [one] { a-role }
   *[other] { $count } { roles }
}
