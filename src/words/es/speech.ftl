# Lo que el reloj parlante dice al oído de un jugador (Anexo D de la FIDE).
# espeak-ng lo dice con la voz española y lee los números: cifras, nunca
# una hora («5 minutos», no «5:00»).

speech-side = { $side ->
    [white] Blancas
   *[black] Negras
}
speech-hours = { $count ->
    [one] una hora
   *[other] { $count } horas
}
speech-minutes = { $count ->
    [one] un minuto
   *[other] { $count } minutos
}
speech-seconds = { $count ->
    [one] un segundo
   *[other] { $count } segundos
}
speech-moves = { $count ->
    [one] una jugada
   *[other] { $count } jugadas
}

speech-time = { speech-side }: { $time }. { speech-moves }.
speech-time-control = { speech-side }: { $time }. { speech-moves }. { $left } para el control.

speech-piece = { $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
}
speech-move = { speech-side }: { $piece } { $from } { $to }
speech-capture = { speech-side }: { $piece } { $from } captura { $to }
speech-castle = { speech-side }: { $castle ->
    [king] enroque corto
   *[queen] enroque largo
}
speech-promotion = { $said }, corona { $piece }
speech-check = { $said }, jaque
speech-mate = { $said }, jaque mate
speech-move-end = { $said }.

speech-period = { speech-side }: empieza el período { $number }.
speech-threshold = { speech-side }: quedan { $time }.
speech-flag = { speech-side }: ha caído la bandera.
speech-result = { $outcome ->
    [white] Ganan las blancas.
    [black] Ganan las negras.
   *[draw] Tablas.
}
speech-result-pending = { $outcome ->
    [white] Ganan las blancas
    [black] Ganan las negras
   *[draw] Tablas
} por ahora: decide el árbitro.
speech-draw-offer = { speech-side } ofrecen tablas.
speech-paused = Los relojes están parados.
speech-resumed = Los relojes vuelven a correr.
