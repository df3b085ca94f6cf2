# Die Seiten und Figuren, wie jeder Satz sie braucht.

side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
side-start = { side }
side-of = { $side ->
    [white] von Weiß
   *[black] von Schwarz
}
side-to = { side }
other = { $other ->
    [white] Weiß
   *[black] Schwarz
}
other-start = { other }
other-of = { $other ->
    [white] von Weiß
   *[black] von Schwarz
}
other-to = { other }

role = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
}
roles = { $role ->
    [pawn] Bauern
    [knight] Springer
    [bishop] Läufer
    [rook] Türme
    [queen] Damen
   *[king] Könige
}
the-role = { $role ->
    [queen] die Dame
   *[other] der { role }
}
a-role = { $role ->
    [queen] eine Dame
   *[other] ein { role }
}

list-and = und
list-or = oder
