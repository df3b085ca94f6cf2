# Los bandos y las piezas, como cada frase los necesita.

side = { $side ->
    [white] las blancas
   *[black] las negras
}
side-start = { $side ->
    [white] Las blancas
   *[black] Las negras
}
side-of = { $side ->
    [white] de las blancas
   *[black] de las negras
}
side-to = { $side ->
    [white] a las blancas
   *[black] a las negras
}
other = { $other ->
    [white] las blancas
   *[black] las negras
}
other-start = { $other ->
    [white] Las blancas
   *[black] Las negras
}
other-of = { $other ->
    [white] de las blancas
   *[black] de las negras
}
other-to = { $other ->
    [white] a las blancas
   *[black] a las negras
}

role = { $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
}
roles = { $role ->
    [pawn] peones
    [knight] caballos
    [bishop] alfiles
    [rook] torres
    [queen] damas
   *[king] reyes
}
the-role = { $role ->
    [rook] la torre
    [queen] la dama
   *[other] el { role }
}
a-role = { $role ->
    [rook] una torre
    [queen] una dama
   *[other] un { role }
}

list-and = y
list-or = o
