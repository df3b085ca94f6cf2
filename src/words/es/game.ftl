# La partida: notas de la planilla, motivos de los resultados, rechazos.

minutes-added = { $minutes } min añadidos { other-to }

note-clock-set = árbitro: reloj { side-of } puesto a { $time }
note-moves-set = árbitro: número de jugadas { side-of } fijado en { $moves }
note-period-set = árbitro: { side } pasan al periodo { $period }
note-taken-back = árbitro: { $san } anulada
note-entered-again = árbitro: { $san } anotada de nuevo (anulación deshecha)
note-entry-withdrawn = { side-start } anulan { $san } antes de pulsar (corrección propia)
note-records-lost = el registro { $line } del diario estaba dañado y se ha perdido con los { $after } siguientes: el árbitro debe revisar la partida desde aquí
note-period-passed = periodo { side-of } pasado a cero
note-flag-missing = La bandera { side-of } ha caído; { $missing ->
    [one] queda 1 jugada
   *[other] quedan { $missing } jugadas
} por anotar
note-flag-before-missing = La bandera { side-of } ha caído antes de completar la jugada { $before }; { $missing ->
    [one] queda 1 jugada
   *[other] quedan { $missing } jugadas
} por anotar
note-illegal-move = Jugada ilegal { side-of }: { minutes-added } (art. 7.5)
note-empty-press-first = { side-start } han pulsado el reloj sin jugar, una jugada ilegal (art. 7.5.3): { minutes-added } (art. 7.5.5)
note-empty-press = { side-start } han pulsado el reloj sin jugar, una jugada ilegal (art. 7.5.3)
note-claim-rejected = { side-start } reclaman { $claim }, sin razón: { $why }; { minutes-added } (art. 9.5.3)
note-draw-offered = { side-start } ofrecen tablas (=)
note-draw-declined = { side-start } rechazan la oferta de tablas
note-quickplay-increment = { side-start }, con menos de dos minutos, piden un incremento para ambos jugadores, lo que ofrece tablas; { other } lo rechazan; el árbitro lo concede: { $seconds } s por jugada para ambos desde la próxima jugada, { minutes-added } (Directrices III.4)
note-quickplay-rejected = { side-start }, con menos de dos minutos, reclaman tablas; el árbitro rechaza la reclamación: { minutes-added } (Directrices III.5.3)
note-quickplay-postponed = { side-start }, con menos de dos minutos, reclaman tablas; el árbitro aplaza su decisión (Directrices III.5.2)
note-quickplay-postponed-time = { side-start }, con menos de dos minutos, reclaman tablas; el árbitro aplaza su decisión, { minutes-added } (Directrices III.5.2)
note-voided-flag = La bandera { side-of } cayó después de que la partida terminara con { $by }: no cuenta
note-voided-resignation = { side-start } abandonaron después de que la partida terminara con { $by }: el abandono no cuenta
note-voided-illegal = La segunda jugada ilegal { side-of } llegó después de que la partida terminara con { $by }: no cuenta
note-arbiter-paused = el árbitro detuvo los relojes a las { $at } UTC (blancas { $white }, negras { $black })
note-arbiter-resumed = el árbitro reanudó los relojes a las { $at } UTC (blancas { $white }, negras { $black })
note-arbiter-called = { side-start } llamaron al árbitro a las { $at } UTC
note-arbiter-came = el árbitro acudió a las { $at } UTC a la llamada { side-of } ({ $called } UTC)
note-restored = la partida se detuvo (un corte de corriente) y se restauró a las { $at } UTC, con los relojes en pausa en blancas { $white }, negras { $black }
note-restored-written = la partida se detuvo (un corte de corriente) tras su registro de las { $written } UTC y se restauró a las { $at } UTC, con los relojes en pausa en blancas { $white }, negras { $black }
note-press-taken-back = árbitro: pulsación { side-of } anulada, una pulsación por error, sin sanción: vuelve a ser el turno { side-of }
note-press-taken-back-illegal = pulsación { side-of } tras una jugada ilegal anulada: vuelve a ser el turno { side-of } (art. 7.5.1)

why-flag-clock-only = La bandera { side-of } ha caído (solo reloj: no hay posición para aplicar el art. 6.9; el árbitro puede corregir)
why-flag-clock-only-before = La bandera { side-of } ha caído antes de completar la jugada { $before } (solo reloj: no hay posición para aplicar el art. 6.9; el árbitro puede corregir)
why-second-illegal = Segunda jugada ilegal { side-of } (art. 7.5.5): { $words }
why-second-illegal-clock-only = Segunda jugada ilegal { side-of } (art. 7.5.5; solo reloj: el árbitro comprueba la posición)
why-resigned = { side-start } abandonan (art. 5.1.2)
why-resigned-draw = { side-start } abandonan, pero { $words }: tablas (art. 5.1.2)
why-claim-upheld = { side-start } reclaman { $claim }: { $why }
why-draw-agreed = { side-start } aceptan la oferta de tablas { other-of } (art. 9.1)
why-quickplay-draw = { side-start }, con menos de dos minutos, reclaman tablas; el árbitro declara la partida tablas (Directrices III.5.1)
why-quickplay-declared-draw = { side-start } reclamaron tablas según las Directrices III.5 y el árbitro aplazó su decisión; tras la caída de la bandera el árbitro declara la partida tablas (Directrices III.5.2)
why-arbiter = decisión del árbitro: { $words }
reason-postponed = { $reason }; { side } reclamaron tablas según las Directrices III.5 y el árbitro aplazó su decisión: el árbitro declara el resultado (III.5.2)
reason-armageddon = { $reason }; Armagedón: las tablas cuentan como victoria { side-of }
reason-confirmed = { $reason }; confirmado por el árbitro: { $words }
reason-flag-stands = { $reason }; el árbitro decide que la caída de la bandera se mantiene y rechaza la reclamación (Directrices III.5.2)

press-not-running = el reloj { side-of } no está en marcha
press-paused = los relojes están en pausa
press-flag-fallen = ha caído una bandera
press-stopped = los relojes están parados

not-now-deciding = se está decidiendo un fallo
not-now-clock-only = en el modo solo reloj no se anotan jugadas
not-now-ruling-awaited = se espera un fallo: solo se pueden anotar las jugadas ya pulsadas en el reloj
not-now-press-first = { side-start } deben pulsar el reloj antes de anotar la jugada siguiente
not-now-no-such-period = { $periods ->
    [one] el ritmo tiene un solo periodo
   *[other] el ritmo solo tiene { $periods } periodos
} (art. 6.10.2: una corrección solo nombra un ajuste de la competición)
not-now-nothing-to-take-back = no hay jugada que anular
not-now-nothing-to-withdraw = ninguna jugada anotada sin pulsar: una jugada ya pulsada la anula el árbitro
not-now-offer-after-move = las tablas se ofrecen después de hacer una jugada
not-now-no-offer-to-accept = no hay oferta de tablas que aceptar
not-now-no-offer-to-decline = no hay oferta de tablas que rechazar
not-now-no-ruling-asked = no se había pedido ningún fallo
not-now-no-proof-asked = no se buscaba ninguna prueba de un fallo
not-now-proof-does-not-mate = esa línea no acaba en el mate que debe probar
not-now-claims-need-scoresheet = las reclamaciones necesitan la planilla
not-now-arbiter-resumes = el árbitro detuvo los relojes: solo el árbitro los reanuda (PIN)
not-now-arbiter-only = solo el árbitro puede hacerlo
not-now-not-for-the-arbiter = eso no es una acción del árbitro
not-now-no-call = ninguna llamada de un jugador espera
not-now-time-too-long = ningún reloj se pone por encima de 1.000 horas
not-now-clock-setting-fixed = partida rápida o relámpago sin supervisión adecuada, cada jugador pasadas diez jugadas: el reloj ya no se modifica (art. A.5.1.1)
not-now-nothing-to-undo = ninguna corrección que deshacer

quickplay-not-announced = no se anunció final a caída de bandera para esta partida (Directrices III.2.1)
quickplay-blitz = las directrices de final a caída de bandera nunca se aplican al blitz (Directrices III.2.2)
quickplay-has-increment = el último periodo tiene incremento o retardo: las directrices de final a caída de bandera no se aplican (Directrices III.2.2)
quickplay-granted = el incremento de las Directrices III.4 ya está en vigor
quickplay-not-on-move = { side-start } no tienen el turno: solo el jugador que tiene el turno puede pedirlo (Directrices III.4, III.5)
quickplay-not-last-period = { side-start } aún no están en el último periodo (Directrices III.1)
quickplay-time-left = a { side } les quedan dos minutos o más (Directrices III.4, III.5)
quickplay-nothing-postponed = la partida ha terminado: el árbitro ya solo decide una reclamación de tablas { side-of } aplazada antes de la caída de la bandera (Directrices III.5.2), tablas o la bandera se mantiene, una vez

error-game-over = la partida ha terminado
error-press = pulsación rechazada: { $why }
error-draw-too-early = solo se pueden acordar tablas cuando ambos jugadores han hecho al menos una jugada (art. 5.2.3)
error-already-confirmed = { side-start } ya han confirmado el resultado
error-no-result-yet = todavía no hay resultado que confirmar
error-result-stands = ese ya es el resultado: se mantiene tal cual
error-ended-with = la partida terminó con { $by }: { $end }; no puede seguir ninguna jugada
error-missing-moves = { $count ->
    [one] anote primero la jugada que falta
   *[other] anote primero las { $count } jugadas que faltan
}
error-not-just-pressed = { side-start } no acaban de pulsar el reloj: el reloj { side-of } está en marcha
error-press-has-move = la última pulsación { side-of } ya tiene su jugada en la planilla: anule primero esa jugada
error-own-offer = la oferta de tablas es { side-of }: solo { other } pueden aceptarla o rechazarla

pgn-to-be-confirmed = { $reason } [a confirmar por el árbitro]
pgn-replaces = { $reason }; sustituye a { $was }: { $why }
pgn-confirmed = { side-start } confirmaron el resultado (art. 8.7) el { $when }

control-error = ritmo de juego ilegible «{ $text }» en «{ $part }» (columna { $column }): { $why }
control-empty = no se ha dado ningún ritmo
control-hourglass-syntax = un reloj de arena es «*» seguido de segundos enteros
control-hourglass-empty = un reloj de arena necesita algo de tiempo
control-moves-missing = solo el último periodo puede omitir su número de jugadas
control-last-has-moves = el último periodo no lleva número de jugadas
control-first-without-time = el primer periodo necesita algo de tiempo
control-move-count-syntax = el número de jugadas son jugadas enteras antes de «/»
control-no-moves = un periodo necesita al menos una jugada
control-time-syntax = el tiempo son segundos enteros
control-increment-syntax = un incremento o un retardo son segundos enteros

## Incidencias (game/incident.rs)

note-offer-on-move = { side-start } ofrecen tablas (=), no justo después de jugar: la oferta es válida (art. 9.1.2.1), y el árbitro considera el art. 11.5
note-claim-is-offer = la reclamación { side-of } vale como oferta de tablas (=), que { other } pueden aceptar (art. 9.1.2.3)
note-illegal-promotion-first = { side-start } han pulsado el reloj con un peón en la última fila sin reemplazarlo, una jugada ilegal: una dama reemplaza al peón (art. 7.5.2); { minutes-added } (art. 7.5.5)
note-illegal-promotion = { side-start } han pulsado el reloj con un peón en la última fila sin reemplazarlo, una jugada ilegal: una dama reemplaza al peón (art. 7.5.2)
note-illegal-two-hands-first = { side-start } han hecho la jugada con las dos manos y pulsado el reloj, penalizado como una jugada ilegal (art. 7.5.4): { minutes-added } (art. 7.5.5)
note-illegal-two-hands = { side-start } han hecho la jugada con las dos manos y pulsado el reloj, penalizado como una jugada ilegal (art. 7.5.4)
note-stands = { $kind ->
    [move] La jugada ilegal { side-of }
    [promotion] El peón { side-of } dejado sin reemplazar en la última fila
    [press] La pulsación { side-of } sin jugada
   *[two-hands] La jugada { side-of } hecha con las dos manos
} no fue vista por el árbitro ni reclamada por { other } antes de su jugada siguiente: se mantiene y la partida continúa (art. A.5.2)
note-stands-sheet-stops = { $note }; la planilla no puede seguir la posición así dejada: desde aquí el aparato solo es un reloj
note-touch-rejects-offer = { side-start } han tocado una pieza para jugarla, lo que rechaza la oferta de tablas { other-of } (art. 9.1.2.1)
note-penalty-warning = árbitro: amonestación { side-to } (art. 12.9.1)
note-penalty-warning-for = árbitro: amonestación { side-to } por una infracción del art. { $article } (art. 12.9.1)
note-penalty-points = árbitro: los puntos { side-of } en esta partida se reducen (art. 12.9.5)
note-penalty-points-for = árbitro: los puntos { side-of } en esta partida se reducen por una infracción del art. { $article } (art. 12.9.5)
note-control-set = árbitro: ritmo { side-of } puesto a { $control } (art. 6.10.2)
note-control-set-flag = árbitro: el ritmo { side-of } estaba mal puesto y se pone a { $control }; la bandera caída con el ajuste erróneo no cuenta (art. 6.10.2)
note-quickplay-refused = { side-start }, con menos de dos minutos, piden un incremento para ambos jugadores, lo que ofrece tablas; { other } lo rechazan; el árbitro rechaza la petición: la partida continúa (Directrices III.4)
why-penalty-loss = el árbitro declara la partida perdida por { side } y ganada por { other } (art. 12.9.6)
why-penalty-loss-for = el árbitro declara la partida perdida por { side }, por una infracción del art. { $article }, y ganada por { other } (art. 12.9.6)
why-scores = el árbitro decide los puntos: blancas { $white }, negras { $black }
why-scores-for = el árbitro decide los puntos: blancas { $white }, negras { $black } (art. { $article })
why-quickplay-accepted = { side-start }, con menos de dos minutos, piden un incremento para ambos jugadores, lo que ofrece tablas; { other } lo aceptan (Directrices III.4, art. 9.1)
why-quickplay-unsupervised = { side-start }, con menos de dos minutos y sin árbitro que supervise, reclaman tablas, lo que termina la partida; la reclamación pasa al árbitro designado (Directrices III.6)
incident-not-promotion = la última jugada { side-of } en la planilla no es un peón coronado en dama: anótela como la coronación en dama que hace de ella el art. 7.5.2
incident-stands-only-rapid-blitz = una jugada ilegal solo se mantiene en rápidas y relámpago (art. A.5.2, B.3); en una partida estándar se corrige cuando se descubre (art. 7.5.1)
incident-stands-before-reply = { side-start } aún no han hecho la jugada siguiente: hasta entonces el árbitro interviene o { side } reclaman (art. A.5.2)
incident-stood-after-reply = la jugada { side-of } se mantiene: en rápidas y relámpago, una jugada ilegal sobre la que nadie actuó antes de la siguiente jugada del rival se mantiene, sin sanción (art. A.5.2, B.3)
incident-touch-not-on-move = { side-start } no tienen el turno: solo el jugador que tiene el turno toca una pieza para jugarla (art. 4.3)
incident-touched = { side-start } han tocado una pieza para jugarla: ninguna reclamación de tablas según el art. 9.2 o 9.3 en esta jugada (art. 9.4)
incident-control-after-end = la partida ha terminado: solo el ritmo del bando cuya bandera la terminó puede aún corregirse, lo que anula ese resultado (art. 6.10.2)

note-scoresheet-behind = la planilla { side-of } estuvo { $moves } jugadas atrasada durante { $time } (art. 8.1.3: un jugador anota su jugada anterior antes de hacer otra)
note-not-recorded = { side-start } anotaron «—» (art. 8.4: menos de cinco minutos, sin incremento de 30 s): las jugadas no se anotan desde aquí y la posición es desconocida hasta que el árbitro las complete
note-not-recorded-rapid = { side-start } anotaron «—» (art. A.2, B.3: en rápidas y relámpago los jugadores no tienen que anotar): las jugadas no se anotan desde aquí y la posición es desconocida hasta que el árbitro las complete
note-filled-in = el árbitro completó las jugadas no anotadas desde la jugada { $from } (art. 8.4): la posición vuelve a ser conocida
not-now-not-your-move = en la planilla es la jugada { side-of }
not-now-must-record = { side-start } deben anotar las jugadas: «—» es para un jugador con menos de cinco minutos y sin incremento de 30 s (art. 8.4)
not-now-position-unknown = la posición es desconocida desde un «—» (art. 8.4): nada que la necesite puede decidirse hasta que el árbitro complete las jugadas, o decida
