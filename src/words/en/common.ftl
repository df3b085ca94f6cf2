# Shared words: the sides and pieces as each sentence needs them. A message
# that names a side takes it as $side (and the second as $other), a piece as
# $role; these messages word them.

side = { $side ->
    [white] White
   *[black] Black
}
side-start = { side }
side-of = { $side ->
    [white] White's
   *[black] Black's
}
side-to = { side }
other = { $other ->
    [white] White
   *[black] Black
}
other-start = { other }
other-of = { $other ->
    [white] White's
   *[black] Black's
}
other-to = { other }

role = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
roles = { $role ->
    [pawn] pawns
    [knight] knights
    [bishop] bishops
    [rook] rooks
    [queen] queens
   *[king] kings
}
the-role = the { role }
a-role = a { role }

# The last joint of a list: "a, b and c".
list-and = and
list-or = or
