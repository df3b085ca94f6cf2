# Les camps et les pièces, comme chaque phrase les veut.

side = { $side ->
    [white] les Blancs
   *[black] les Noirs
}
side-start = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
}
side-of = { $side ->
    [white] des Blancs
   *[black] des Noirs
}
side-to = { $side ->
    [white] aux Blancs
   *[black] aux Noirs
}
other = { $other ->
    [white] les Blancs
   *[black] les Noirs
}
other-start = { $other ->
    [white] Les Blancs
   *[black] Les Noirs
}
other-of = { $other ->
    [white] des Blancs
   *[black] des Noirs
}
other-to = { $other ->
    [white] aux Blancs
   *[black] aux Noirs
}

role = { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
}
roles = { $role ->
    [pawn] pions
    [knight] cavaliers
    [bishop] fous
    [rook] tours
    [queen] dames
   *[king] rois
}
the-role = { $role ->
    [rook] la tour
    [queen] la dame
   *[other] le { role }
}
a-role = { $role ->
    [rook] une tour
    [queen] une dame
   *[other] un { role }
}

list-and = et
list-or = ou
