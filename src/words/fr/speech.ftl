# Ce que la pendule parlante dit dans l'oreillette d'un joueur (Annexe D de
# la FIDE). espeak-ng le dit avec la voix française et lit les nombres :
# des chiffres, jamais une heure (« 5 minutes », pas « 5:00 »).

speech-side = { $side ->
    [white] Blancs
   *[black] Noirs
}
speech-hours = { $count ->
    [one] une heure
   *[other] { $count } heures
}
speech-minutes = { $count ->
    [one] une minute
   *[other] { $count } minutes
}
speech-seconds = { $count ->
    [one] une seconde
   *[other] { $count } secondes
}
speech-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}

speech-time = { speech-side } : { $time }. { speech-moves }.
speech-time-control = { speech-side } : { $time }. { speech-moves }. { $left } avant le contrôle.

speech-piece = { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
}
speech-move = { speech-side } : { $piece } { $from } { $to }
speech-capture = { speech-side } : { $piece } { $from } prend { $to }
speech-castle = { speech-side } : { $castle ->
    [king] petit roque
   *[queen] grand roque
}
speech-promotion = { $said }, promu en { $piece }
speech-check = { $said }, échec
speech-mate = { $said }, échec et mat
speech-move-end = { $said }.

speech-period = { speech-side } : la période { $number } commence.
speech-threshold = { speech-side } : plus que { $time }.
speech-flag = { speech-side } : le drapeau est tombé.
speech-result = { $outcome ->
    [white] Les Blancs gagnent.
    [black] Les Noirs gagnent.
   *[draw] Partie nulle.
}
speech-result-pending = { $outcome ->
    [white] Les Blancs gagnent
    [black] Les Noirs gagnent
   *[draw] Partie nulle
} pour l'instant : l'arbitre décide.
speech-draw-offer = { speech-side } : proposition de nulle.
speech-paused = Les pendules sont arrêtées.
speech-resumed = Les pendules repartent.
