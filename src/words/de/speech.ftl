# Was die sprechende Uhr einem Spieler ins Ohr sagt (FIDE-Anhang D).
# espeak-ng spricht es mit der deutschen Stimme und liest die Zahlen selbst:
# Ziffern, nie eine Uhrzeit („5 Minuten“, nicht „5:00“).

speech-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
speech-hours = { $count ->
    [one] eine Stunde
   *[other] { $count } Stunden
}
speech-minutes = { $count ->
    [one] eine Minute
   *[other] { $count } Minuten
}
speech-seconds = { $count ->
    [one] eine Sekunde
   *[other] { $count } Sekunden
}
speech-moves = { $count ->
    [one] ein Zug
   *[other] { $count } Züge
}

speech-time = { speech-side }: { $time }. { speech-moves }.
speech-time-control = { speech-side }: { $time }. { speech-moves }. Noch { $left } bis zur Kontrolle.

speech-piece = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
}
speech-move = { speech-side }: { $piece } { $from } { $to }
speech-capture = { speech-side }: { $piece } { $from } schlägt { $to }
speech-castle = { speech-side }: { $castle ->
    [king] kurze Rochade
   *[queen] lange Rochade
}
speech-promotion = { $said }, wird { $piece }
speech-check = { $said }, Schach
speech-mate = { $said }, schachmatt
speech-move-end = { $said }.

speech-period = { speech-side }: Periode { $number } beginnt.
speech-threshold = { speech-side }: noch { $time }.
speech-flag = { speech-side }: das Fallblättchen ist gefallen.
speech-result = { $outcome ->
    [white] Weiß gewinnt.
    [black] Schwarz gewinnt.
   *[draw] Remis.
}
speech-result-pending = { $outcome ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[draw] Remis
} vorläufig: der Schiedsrichter entscheidet.
speech-draw-offer = { speech-side } bietet Remis an.
speech-paused = Die Uhren sind angehalten.
speech-resumed = Die Uhren laufen wieder.
