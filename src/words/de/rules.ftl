# Die Regeln: abgelehnte Züge, FEN, Partieenden, Reklamationen und die
# Zeitüberschreitung. Eine Seite ist $side (eine zweite $other), eine Figur
# $role: common.ftl sagt sie.

## Ein abgelehnter Zug: was eingegeben wurde ($input), dann warum ($why).

move-refused = { $input }: { $why }
move-game-over = die Partie ist beendet
move-from = { $from ->
    [square] {" "}auf { $at }
    [file] {" "}auf der { $at }-Linie
    [rank] {" "}auf der { $at }. Reihe
   *[none] {""}
}
move-no-piece = { side-start } hat keine Figur{ move-from }
move-no-role = { side-start } hat { $role ->
    [queen] keine Dame
    [pawn] keinen Bauern
   *[other] keinen { role }
}{ move-from }
move-own-piece = auf { $to } steht bereits { $side ->
    [white] { $role ->
        [queen] eine weiße Dame
       *[other] ein weißer { role }
    }
   *[black] { $role ->
        [queen] eine schwarze Dame
       *[other] ein schwarzer { role }
    }
}
move-cannot-reach = { $n ->
    [1] { the-role } auf { $squares } kann nicht nach { $to } ziehen
    [2] { $role ->
        [queen] keine
       *[other] keiner
    } der beiden { roles } ({ $squares }) kann nach { $to } ziehen
   *[other] { $role ->
        [queen] keine
       *[other] keiner
    } der { roles } ({ $squares }) kann nach { $to } ziehen
}
move-king-would-be-in-check = der { $side ->
    [white] weiße
   *[black] schwarze
} König stünde auf { $to } im Schach
move-check-not-parried = der { $side ->
    [white] weiße
   *[black] schwarze
} König steht im Schach, und { the-role } { $from }-{ $to } wehrt es nicht ab
move-exposes-king = { the-role } { $from }-{ $to } würde den { $side ->
    [white] weißen
   *[black] schwarzen
} König ins Schach stellen
move-promotion-missing = ein Bauer, der { $to } erreicht, muss umgewandelt werden: bitte die Figur angeben, etwa { $example }
move-not-a-promotion = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
move-nothing-to-capture = auf { $to } ist nichts zu schlagen
move-ambiguous = die { roles } auf { $squares } können { $n ->
    [2] beide
   *[other] alle
} nach { $to } ziehen (schreiben Sie { $options })
move-castling = { $wing ->
    [king] kurze
   *[queen] lange
} Rochade nicht möglich: { $why }
castling-moved = König oder Turm hat bereits gezogen
castling-blocked = zwischen König und Turm steht eine Figur
castling-in-check = der König steht im Schach
castling-attacked = der König würde ein angegriffenes Feld überqueren oder betreten

## Ein Text, der kein Zug ist.

syntax-empty = kein Zug eingegeben
syntax-unknown-piece = „{ $letter }“ ist kein Figurenbuchstabe im { $language ->
    [fr] Französischen
    [de] Deutschen
    [es] Spanischen
   *[en] Englischen
} (Figuren: { $letters })
syntax-unexpected = „{ $char }“ gehört nicht in einen Zug
syntax-no-square = kein Zielfeld (eine Linie a-h, dann eine Reihe 1-8)
syntax-too-many-coordinates = zu viele Koordinaten vor dem Zielfeld
syntax-bad-promotion = ein Bauer kann nicht in { $role ->
    [queen] eine Dame
    [pawn] einen Bauern
   *[other] einen { role }
} umgewandelt werden

## Eine FEN, mit der keine Partie beginnen kann.

fen-bad = ungültige FEN „{ $fen }“: { $problem }
fen-illegal = unmögliche Stellung: { $reasons }
fen-whole = das ist keine FEN
fen-board = Figurenstellung nicht lesbar
fen-turn = Zugrecht nicht lesbar (w oder b)
fen-castling = Rochaderechte nicht lesbar
fen-en-passant = En-passant-Feld nicht lesbar
fen-halfmoves = Halbzugzähler nicht lesbar
fen-fullmoves = Zugnummer nicht lesbar
illegal-empty-board = leeres Brett
illegal-missing-king = ein König fehlt
illegal-too-many-kings = zu viele Könige
illegal-pawns-on-back-rank = Bauern auf der ersten oder letzten Reihe
illegal-castling-rights = unmögliche Rochaderechte
illegal-en-passant = unmögliches En-passant-Feld
illegal-kings-adjacent = die Könige stehen nebeneinander
illegal-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
illegal-impossible-check = unmögliches Schach
illegal-too-much-material = zu viel Material

## Das Brett beendet die Partie ($side: der Gewinner; $article: der FIDE-Regeln).

end-checkmate = { side-start } setzt matt (Art. { $article })
end-stalemate = Patt (Art. { $article })
end-dead-position = tote Stellung: keine Seite kann mattsetzen (Art. { $article })
end-fivefold = dieselbe Stellung zum fünften Mal (Art. { $article })
end-seventy-five-moves = 75 Züge jeder Seite ohne Bauernzug und ohne Schlagzug (Art. { $article })

## Remisreklamationen.

claim-threefold = Remis wegen dreimaliger Stellungswiederholung
claim-fifty-moves = Remis nach der 50-Züge-Regel
unknown-claim = unbekannte Reklamation „{ $name }“ (erwartet: threefold oder fifty)
claim-at-start = in der Ausgangsstellung
claim-after = nach { $played }
claim-after-intended = nach dem beabsichtigten Zug { $intended }
claim-nth = { $times ->
    [3] dritten
    [4] vierten
    [5] fünften
   *[other] { $times }.
}
claim-times = { $times ->
    [1] einmal
    [2] zweimal
   *[other] { $times }-mal
}
threefold-draw = die Stellung tritt zum { claim-nth } Mal auf ({ $list }): Remis (Art. 9.2)
threefold-draw-intended = die Stellung nach dem beabsichtigten Zug { $intended } tritt zum { claim-nth } Mal auf ({ $list }): Remis (Art. 9.2)
threefold-short = die Stellung ist erst { claim-times } aufgetreten ({ $list }); nötig ist dreimal (Art. 9.2)
threefold-short-intended = die Stellung nach dem beabsichtigten Zug { $intended } wäre erst { claim-times } aufgetreten ({ $list }); nötig ist dreimal (Art. 9.2)
fifty-draw = { $halfmoves } Halbzüge ohne Bauernzug und ohne Schlagzug: Remis (Art. 9.3)
fifty-draw-intended = nach dem beabsichtigten Zug { $intended } wären es { $halfmoves } Halbzüge ohne Bauernzug und ohne Schlagzug: Remis (Art. 9.3)
fifty-short = erst { $halfmoves } { $halfmoves ->
    [one] Halbzug
   *[other] Halbzüge
} ohne Bauernzug und ohne Schlagzug; nötig sind 100 (Art. 9.3)
fifty-short-intended = nach dem beabsichtigten Zug { $intended } wären es erst { $halfmoves } { $halfmoves ->
    [one] Halbzug
   *[other] Halbzüge
} ohne Bauernzug und ohne Schlagzug; nötig sind 100 (Art. 9.3)

## Art. 6.9: Zeitüberschreitung. $side hat die Zeit überschritten, $other ist
## der Gegner; $period: vor dem letzten Zug des Zeitabschnitts (oder nichts).

flag-period = {" "}vor Vollendung des { $number }. Zuges
verdict-mated = { side-start } ist schachmatt: das Matt beendete die Partie vor der Zeitüberschreitung { other-of } (Art. 5.1.1)
verdict-mate-on-board = Schachmatt auf dem Brett (Art. 5.1.1)
verdict-stalemate = Patt: es beendete die Partie vor der Zeitüberschreitung { side-of } (Art. 5.2.1)
verdict-can-mate = Zeitüberschreitung { side-of }{ $period }, und { opponent-can-mate } (Art. 6.9)
verdict-cannot-mate = Zeitüberschreitung { side-of }{ $period }, aber { opponent-cannot-mate }: Remis (Art. 6.9)
verdict-undetermined = Zeitüberschreitung { side-of }{ $period }; { opponent-undetermined } (Art. 6.9)
opponent-can-mate = { other } könnte noch mattsetzen: { $line }
opponent-cannot-mate = { other } kann durch keine Folge regelgemäßer Züge mattsetzen ({ $how })
opponent-undetermined = nicht entschieden: in { $seconds } s kein Beweis in die eine oder andere Richtung, und nach dem Material kann { other } mattsetzen; der Schiedsrichter entscheidet
# Zwischen Sekunden und Zehnteln: 0,5 s.
decimal-separator = ,
proof-material = { other } hat { $material }
proof-analysis = bewiesen durch die Analyse von CHA-Solver
proof-search = bewiesen durch eine vollständige Suche nach Hilfsmatts
material = nur { $list }
material-piece = { $count ->
    [one] { $role ->
        [queen] eine Dame
        [pawn] einen Bauern
       *[other] einen { role }
    }
   *[other] { $count } { roles }
}
