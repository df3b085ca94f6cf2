# app: lo que el aparato dice en sus pantallas, del almacenamiento, de la
# jornada, del PIN y de los ajustes.

## La planilla va por detrás de las pulsaciones (view.rs)

lag-banner = { $missing ->
    [1] anote la jugada { $number } { side-of }
   *[other] anote la jugada { $number } { side-of } (faltan { $missing })
}

## El almacenamiento y el archivo (driver/filing.rs)

storage-failing = FALLO DE ALMACENAMIENTO: no se puede escribir { $path }. La partida continúa y se guarda en memoria; se escribirá en cuanto el almacenamiento funcione. Avise al árbitro.
not-archived = NO ARCHIVADA: { $failure }. Se reintenta cada { $seconds } s; la siguiente partida espera a que esta se archive o se copie en una memoria USB (exportar).
not-archived-rescued = NO ARCHIVADA: { $failure }. Hay una copia en la memoria USB, en { $dir }: la siguiente partida puede empezar; el archivado se reintenta cada { $seconds } s hasta entonces.
rescue-not-copied = no se pudo copiar la partida en { $dir }: { $error }
rescue-not-kept-aside = no se pudo apartar { $path } para la siguiente partida: { $error }

## La siguiente partida (driver/mod.rs)

new-game-no-data-dir = no hay carpeta de datos para una nueva partida
new-game-cannot-start = la nueva partida no puede empezar: { $error }
new-game-could-not-start = la nueva partida no pudo empezar: { $error }
next-waits-game-on = la partida sigue en juego: primero debe terminar
next-waits-not-archived = la partida terminada aún no está archivada con seguridad: la siguiente espera
next-waits-unsigned = el resultado aún no está firmado por los dos jugadores: hace falta el PIN del árbitro

## Al abrir: el diario restaurado (run/restore.rs, run/mod.rs)

journal-damaged-kept-aside = El diario { $file } está dañado en la línea { $line } ({ $why }): no hay partida que restaurar; se ha guardado como { $aside } y empieza una nueva partida.
journal-damaged-not-kept-aside = El diario { $file } está dañado en la línea { $line } ({ $why }); no se pudo apartar ({ $error }) y se queda como está.
records-lost = El registro { $line } del diario está dañado ({ $why }): { $after ->
    [0] se pierde
    [1] se pierde junto con el siguiente
   *[other] se pierde junto con los { $after } siguientes
}, y la partida se restaura hasta el registro anterior; { $kept }. El árbitro debe comprobar la posición y los relojes.
records-copy-kept = hay una copia en { $path }
records-not-copied = no se pudo copiar
journal-io = diario { $path }: { $error }
journal-damaged = el diario { $path } está dañado en la línea { $line }: { $why }
journal-empty = el diario { $path } no contiene ninguna partida
journal-unfiled = el diario { $path } contiene la partida { $id }, aún no archivada
journal-not-utf8 = no es UTF-8
journal-no-checksum = sin suma de control
journal-bad-checksum-field = un campo de suma de control ilegible
journal-checksum-mismatch = la suma de control no coincide
journal-not-a-record = no es un registro: { $detail }
journal-not-a-game-start = el primer registro no empieza una partida
journal-version = versión de formato { $version }
journal-second-start = un segundo comienzo de partida
journal-refused = la partida lo rechazó: { $error }
journal-no-whole-record = ni un registro entero (bytes nulos, o un archivo sobrescrito)
journal-out-of-place = un registro fuera de su lugar (uno anterior devuelto otra vez)
journal-no-such-moment = un momento que ninguna partida alcanza (más de un año tras su inicio)
journal-no-game-name = un nombre de partida que no nombra ningún archivo del archivo (saldría de él)
journal-too-late = un registro { $seconds } s después del anterior mientras corría un reloj (entonces llega uno cada 1,5 s): no es de esta partida
journal-not-in-chain = un registro que no sigue a los registros de la partida (un bloque del diario de otra partida, o de otro lugar de esta)
journal-too-large = más de { $most } MiB: no es el diario de una partida
records-skipped = { $count ->
    [1] El registro { $lines } del diario está dañado o fuera de su lugar ({ $why })
   *[other] Los registros { $lines } del diario están dañados o fuera de su lugar (el primero: { $why })
}: ninguno contenía una pulsación ni una jugada, así que solo ellos se descartan y la partida se restaura entera; { $kept }.
storage-not-kept = El almacenamiento falla ({ $error }): la partida solo se guarda en memoria, y se escribirá en cuanto el almacenamiento funcione.
restore-written-at = el último registro se escribió a las { $at } UTC, { $ago } antes de este arranque
restore-written-unknown = se desconoce la hora del último registro
game-restored = Partida restaurada tras una parada: { $when }. Los relojes están en pausa con blancas { $white }, negras { $black }; el tiempo transcurrido desde ese registro no se descuenta. El árbitro reanuda (PIN).
data-dir-not-locked = No se pudo bloquear la carpeta de datos ({ $problem }): no ejecute nunca un segundo pendule sobre ella.
live-cannot-serve = La partida en directo no se puede servir en { $addr }: { $error }
hall-not-set = La sala no está configurada: { $problem }. La partida se juega y se archiva como sin ella.
hall-bad-event = [hall] event debe tener de 1 a 64 letras, cifras, «-», «_» o «.»
hall-bad-user = [hall] user debe tener de 1 a 64 letras, cifras, «-», «_» o «.»
hall-bad-certificate = [hall] certificate: { $problem }
hall-no-certificate = [hall] broker es mqtts:// y [hall] certificate está vacío: vuelva a preparar el aparato con el certificado de la sala
hall-no-device-id = el dispositivo no tiene identificador
hall-cannot-start = La sala en { $broker } no es accesible desde este dispositivo: { $error }. La partida se juega y se archiva como sin ella.
hall-place-none = No queda ningún puesto en esta memoria USB (su carpeta pendule/hall/ no tiene ningún archivo libre).
hall-place-not-marked = La memoria USB no puede marcar el puesto como tomado ({ $error }): otro aparato podría tomarlo también. No se ha cambiado nada.
hall-place-unreadable = { $file } en la memoria USB no es un puesto de la sala: { $problem }. Se queda en la memoria USB; no se ha cambiado nada.
hall-place-too-large = más de { $most } bytes
hall-place-no-broker = no nombra ningún broker
hall-place-here = Este aparato: { $user } en la sala de { $event } ({ $broker }).
hall-place-nowhere = Este aparato no está en ninguna sala.
hall-place-no-stick = Conecte la memoria USB preparada por «pendule hall provision».
hall-place-stick = { $count ->
    [one] Un puesto libre en la memoria USB: { $next }.
   *[other] { $count } puestos libres en la memoria USB; el siguiente es { $next }.
}
hall-place-taken = Este aparato es { $user } de { $event } desde su próximo arranque (instalado con install.sh --hall).
hall-place-left = Este aparato deja la sala en su próximo arranque.
hall-place-ask-replace = Este aparato es { $user } ahora: toque otra vez para tomar en su lugar el siguiente puesto de la memoria USB.
hall-place-ask-leave = Toque otra vez para dejar la sala.
hall-place-not-saved = No guardado, el puesto vuelve a la memoria USB: { $error }

## Las respuestas de las pantallas (run/callbacks.rs)

presets-only-own-removed = solo se pueden quitar los ritmos propios
choose-time-control = elija un ritmo de juego
type-time-first = escriba primero el tiempo en el campo, como 1:23:45
settings-no-data-dir = no hay carpeta de datos donde guardar los ajustes
settings-not-saved = no se pudieron guardar los ajustes: { $error }
settings-speech-warnings = los avisos de tiempo del reloj parlante «{ $typed }» no son tiempos: escríbalos como 5:00 2:00 1:00 0:10

## Los emparejamientos de una memoria USB (run/pairings.rs)

pairings-no-stick = no hay memoria USB: conecte la de los emparejamientos
pairings-board-first = indique primero el número de tablero de este aparato
pairings-no-board = { $name } no tiene tablero { $board } en la ronda { $round } (sus rondas: { $rounds })
pairings-filled = ronda { $round }, tablero { $board }: { $white } – { $black }, según { $name }
pairings-hall = la sala
pairings-no-file = no hay pairings.csv, pairings.pgn ni pairings.trf en la memoria USB (en la raíz o en pendule/)
pairings-unreadable = no se puede leer { $path }: { $error }
pairings-too-large = el archivo de emparejamientos pasa de 1 MiB: no es un archivo de emparejamientos
pairings-not-csv = emparejamientos: línea { $line }: no es una línea CSV ({ $why })
pairings-too-few-columns = emparejamientos: línea { $line }: { $found } columnas, hacen falta 4 (ronda, tablero, blancas, negras)
pairings-not-a-number = emparejamientos: línea { $line }: { $what ->
    [round] la ronda
   *[board] el tablero
} «{ $text }» no es un número desde 1
pairings-bad-fide-id = emparejamientos: línea { $line }: el ID FIDE «{ $text }» no es un número de 10 cifras como máximo
pairings-name-too-long = emparejamientos: línea { $line }: un nombre de { $chars } caracteres (200 como máximo)
pairings-twice = emparejamientos: línea { $line }: ronda { $round } tablero { $board } emparejado dos veces
pairings-empty = emparejamientos: el archivo no contiene ningún emparejamiento
pairings-bad-rating = emparejamientos: línea { $line }: el rating «{ $text }» no es un número de 4 cifras como máximo
pairings-not-a-tag = emparejamientos: línea { $line }: no es un par de etiquetas PGN
pairings-missing-tag = emparejamientos: línea { $line }: la partida no tiene etiqueta { $tag }{ $tag ->
    [Board] {" "}(ni Table, ni una ronda como 3.12)
   *[other] {""}
}
pairings-trf-field = emparejamientos: línea { $line }: { $what ->
    [starting-rank] el número inicial
    [repeated-rank] un número inicial repetido
    [opponent] el rival
    [colour] el color
    [result] el resultado
   *[points] los puntos
} en las columnas { $columns } es «{ $text }»
pairings-trf-disagree = emparejamientos: línea { $line }: el jugador { $rank } juega con { $opponent } en la ronda { $round }, cuya línea no lo dice
pairings-trf-no-round = emparejamientos: el TRF no tiene ninguna ronda emparejada y aún no jugada

## El registro del árbitro (ui/arbiter_log.rs)

log-paused = relojes detenidos por el árbitro: blancas { $white }, negras { $black }
log-resumed = relojes reanudados por el árbitro: blancas { $white }, negras { $black }
log-time = reloj { side-of } { $from } → { $to } ({ $by })
log-moves = jugadas { side-of } { $from } → { $to }
log-move-taken-back = { $san } retirada de la planilla
log-move-entered-again = { $san } anotada de nuevo
log-period = periodo { side-of } { $from } → { $to }
log-undone = deshecho: { $words }
log-second-loses = una segunda jugada ilegal pierde
log-ruling-follows = segunda jugada ilegal: la decisión sigue en cuanto la posición esté completa (art. 7.5.5)
log-result = resultado { $outcome }: { $reason }

## La pantalla del árbitro (ui/arbiter_screen.rs)

ask-illegal-pressed = { side-start } pulsaron tras una jugada ilegal (art. 7.5.1): se anula la pulsación, vuelve a ser el turno { side-of } sin lo que dio la pulsación, y { minutes-added } (art. 7.5.2).
ask-illegal-not-pressed = Jugada ilegal { side-of } (art. 7.5): { minutes-added } (art. 7.5.2); { side } no han pulsado, y los relojes quedan como están.
ask-illegal-entered = Jugada ilegal { side-of } (art. 7.5): { minutes-added } (art. 7.5.2). La última pulsación { side-of } tiene su jugada en la planilla y se queda: si esa jugada fue la ilegal, deshágala primero («deshacer la última jugada»).
ask-first-illegal = Una segunda jugada ilegal pierde.
ask-second-illegal = Es la segunda jugada ilegal { side-of }: { side } pierden, salvo que { other } no puedan dar mate con ninguna serie de jugadas legales (art. 7.5.5).
ask-empty-press = { side-start } pulsaron sin hacer una jugada (art. 7.5.3), una jugada ilegal: se anula la pulsación, vuelve a ser el turno { side-of }, y { minutes-added }. Una pulsación por error (una manga, un segundo toque) es «anular la pulsación», sin sanción.
ask-empty-press-has-move = La última pulsación { side-of } tiene su jugada en la planilla: no fue una pulsación sin jugada. Una jugada ilegal es «jugada ilegal { side-of }»; una pulsación por error, «anular la pulsación».
ask-not-just-pressed = { side-start } no acaban de pulsar: el reloj { side-of } tiene el turno. Una jugada ilegal es «jugada ilegal { side-of }».
ask-stray-press = Anular la pulsación { side-of } sin sanción (una pulsación por error: una manga, un segundo toque): vuelve a ser el turno { side-of }, como antes de la pulsación. Una jugada ilegal es en cambio «jugada ilegal { side-of }».
ask-stray-press-entered = La jugada { side-of } anotada para ella se queda en la planilla, escrita antes de su pulsación.
ask-take-back = ¿Retirar la jugada { $san } { side-of } de la planilla (una anotación errónea)? Las pulsaciones se quedan: la planilla va entonces una jugada por detrás hasta anotarla. «deshacer» la repone.
ask-claim = { side-start } reclaman { $claim } (art. { $article }). Si la reclamación es incorrecta, { minutes-added } (art. 9.5.3). Para reclamar con una jugada anunciada, escríbala primero en el campo.
ask-claim-intended = { side-start } reclaman { $claim } con la jugada anunciada { $intended }, escrita y no jugada (art. { $article }). Si la reclamación es incorrecta, { minutes-added } y se juega { $intended } (art. 9.5.3).
ask-no-claimant = ningún bando tiene el turno: no hay reclamación ahora
quickplay-asked = Final a ritmo rápido, solicitado por { side }: ¿{ $ruling }?
quickplay-increment = 5 s por jugada para ambos desde la próxima jugada, 2 min al adversario (Directrices III.4)
quickplay-draw = la partida es tablas (Directrices III.5)
quickplay-reject = se rechaza la reclamación: 2 min al adversario (Directrices III.5)
quickplay-declared-draw = la reclamación aplazada antes de la caída de la bandera: la partida es tablas (Directrices III.5.2)
quickplay-flag-stands = la reclamación aplazada antes de la caída de la bandera se rechaza: la bandera se mantiene (Directrices III.5.2)
quickplay-postpone = se aplaza la decisión, 2 min al adversario; el árbitro decide al final (Directrices III.5)
decide-default-reason = el resultado fijado en la pantalla del árbitro
decide-already = { $new } ya es el resultado: nada que cambiar
decide-replace = ¿Sustituir { $was } ({ $why }) por { $new }, por: { $reason }? El registro guarda ambos.
decide-end = ¿Terminar la partida { $new } por decisión del árbitro, por: { $reason }?
last-refused-entry = última entrada rechazada: { $why }

## El tablero (ui/board_screen.rs)

answer-cancel = cancelar
answer-accept-draw = aceptar tablas
answer-resigns = { $name } abandona
answer-offers = { $name } ofrece
answer-calls = { $name } llama
answer-close = cerrar
call-asking = ¿Llamar al árbitro a este tablero? La consola de la sala muestra la llamada, y cuánto lleva esperando, hasta que el árbitro venga y teclee aquí su PIN. Los relojes siguen: para detenerlos, ponga también la pausa (art. 6.12.2).
call-no-hall = Este aparato no está enlazado con ninguna sala: ninguna consola vería la llamada. Levante la mano, o ponga los relojes en pausa y busque al árbitro (art. 6.12.2).
call-waiting = ⚖ { $name }: llamada en espera
call-unsent = ⚖ { $name }: aún no está en la sala (sin enlace)
call-seen = ⚖ { $name }: vista, el árbitro viene
offer-draw-asking = ¿Quién ofrece tablas? Tras su propia jugada y antes de pulsar el reloj (art. 9.1.2.1); en otro momento la oferta vale igualmente y se anota para el árbitro (art. 11.5).
accept-draw-asking = { other-start } aceptan la oferta de tablas { side-of }: la partida termina en tablas (art. 9.1). Solo el jugador que responde toca «aceptar tablas».
no-draw-offer = no hay oferta de tablas que aceptar
resign-asking = ¿{ $name } ({ side }) abandona? La partida termina: perdida, o tablas si el adversario no puede dar mate (art. 5.1.2).
move-refused-call-arbiter = jugada rechazada: introdúzcala de nuevo o llame al árbitro
press-your-clock = { side-start }: pulse su reloj
side-to-move = juegan { side }
banner-game-over = partida terminada: { $outcome }
status-black-starts = Las negras ponen en marcha el reloj de las blancas

## El reloj (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = ronda { $round }
heading-board = tablero { $board }
face-delay = demora { $left }
face-to-control = { $moves } al control
face-period-to-control = P{ $period } · { $moves } al control
face-period = periodo { $period }
face-moves = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
face-offered = ½ ofrecidas
status-result = { $outcome } — el resultado ▸
status-arbiter-decides = ¿{ $outcome }? — decide el árbitro ▸
status-deciding = decidiendo…
status-paused = en pausa
status-held = detenido por el árbitro: el árbitro reanuda (⚖)
sheet-heading = Planilla

## El resultado (ui/result_screen.rs)

ruling-replaces = { $ruling } (sustituye a { $was })
ruling-not-proved = { $ruling } — no probado: decide el árbitro
proof-final = la posición final; { $moves ->
    [one] ▶ reproduce el mate en una jugada
   *[other] ▶ reproduce el mate en { $moves } jugadas
}
proof-step = jugada { $at } de { $moves }: { $said }

## Ajustes y preparación (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = no se pudo guardar el PIN: { $why }
preset-fide-classical = FIDE clásica 40/90+30, 30+30
preset-rapid = rápida 15+10
preset-blitz = blitz 3+2
preset-us-classical = clásica EE. UU. 90 d5
preset-armageddon = Armagedón 5 / 4
preset-exists = el ritmo { $name } ya existe
preset-type-first = escriba primero el ritmo en el campo, como 5400+30 o 40/5400+30:1800+30
setup-round-not-a-number = la ronda es un número desde 1
setup-board-not-a-number = el tablero es un número (o nada)
setup-chess960-not-a-number = Chess960: la posición inicial es un número de 0 a 959 (⚄ sortea una)
setup-chess960-no-random = no se pudo sortear un número: escriba una posición, de 0 a 959

## El panel USB (ui/usb_screen.rs)

usb-new-games = memoria USB: { $count ->
    [one] { $count } partida nueva
   *[other] { $count } partidas nuevas
}
usb-cannot-write = no se puede escribir en la memoria USB ({ $place }): { $error }
usb-safe-to-remove = { $words } — ya puede retirar la memoria USB
usb-exporting = exportando { $done } de { $of }…
usb-pulled-too-soon = memoria USB retirada antes de terminar la exportación: no se pierde nada, vuelva a conectarla

## El PIN del árbitro (pin/)

pin-digits = el PIN del árbitro tiene de 4 a 8 cifras
pin-wrong = PIN incorrecto
pin-wrong-wait = PIN incorrecto { $wrong } veces: el teclado espera { $wait }
pin-waiting = el teclado espera { $left } más
pin-locked = el PIN guardado en settings.toml no se puede comprobar: ningún PIN abre esta pantalla. Quite [arbiter_pin] de settings.toml (la tarjeta en un portátil, o ssh); el PIN será 0000
stored-pin-not-a-pin = el PIN del árbitro no tiene de 4 a 8 cifras
stored-pin-digits = el PIN del árbitro tiene { $digits } cifras, no de 4 a 8
stored-pin-not-a-hash = el PIN del árbitro no es un hash Argon2id escrito por pendule
stored-pin-not-text = el PIN del árbitro no son 4 a 8 cifras entre comillas
pin-not-hashed = no se pudo calcular el hash del PIN: { $why }

## El archivo de ajustes (store/settings/load.rs)

settings-file-line = { $path } línea { $line }
settings-unreadable = { $path }: { $why }; se usan los valores por defecto
settings-not-toml = { $at }: { $why }; esa línea no se lee
settings-key-unread = { $at } ({ $key }): { $why }; se usa su valor por defecto, el resto del archivo se lee
settings-kept-aside = { $path } no se leyó entero: el archivo tal como estaba se guarda como { $aside }
settings-not-kept-aside = { $path } no se leyó entero y no se pudo apartar ({ $why }): los ajustes no se guardan encima
settings-too-large = { $path } supera { $limit } MiB: no se lee (movido a { $aside }); se usan los valores por defecto
settings-pin-refused = { $at }: { $refusal }; ningún PIN abre la pantalla del árbitro hasta quitar [arbiter_pin] del archivo (entonces es 0000)
settings-pin-in-clear = { $path }: el PIN del árbitro sigue en claro en el archivo, que no se puede reescribir: { $why }

## Un tablero electrónico DGT junto al aparato (app/ui/eboard_screen.rs)

eboard-unplugged = tablero electrónico desconectado: introduzca las jugadas tocando la pantalla
eboard-differs-banner = el tablero electrónico difiere de la planilla: coloque sus piezas como aquí
eboard-proposal-loss = una pieza especial en el tablero electrónico: ¿abandona { $name } ({ side })?
eboard-proposal-draw = una pieza especial en el tablero electrónico: ¿tablas de mutuo acuerdo?
answer-draw-agreed = tablas acordadas

## Las incidencias del árbitro (app/ui/arbiter_screen.rs)

quickplay-no-increment = se rechaza la petición: nada cambia, la partida continúa (Directrices III.4)
quickplay-accept = el adversario acepta la petición, una oferta de tablas: la partida es tablas (Directrices III.4)
quickplay-unsupervised = sin árbitro que supervise, la reclamación termina la partida, que decidirá el árbitro designado (Directrices III.6)
confirm-incident = { $what }. ¿Confirmar?
confirm-incident-illegal = { $what }; sigue la penalización del art. 7.5.5: tiempo al adversario, o la pérdida por una segunda jugada ilegal. ¿Confirmar?
incident-type-control = escriba primero el ritmo correcto en el campo (como 5400+30 o 40/5400+30:1800+30): { $why }
incident-type-article = «{ $text }» no es un artículo (como 11.5): escriba en el campo el artículo infringido, o vacíelo
incident-type-scores = escriba los puntos de ambos jugadores y luego el artículo: «0-½ 11.7», «0-0 11.8», «½-1 12.9.4» (no «{ $text }»)

arbiter-scoresheet-behind = la planilla { side-of } está { $moves } jugadas atrasada, desde hace { $time } (art. 8.1.3)
arbiter-position-unknown = jugadas no anotadas desde la jugada { $from } (art. 8.4): escriba cada una en el campo y luego «completar la jugada»
lag-banner-not-recorded = sin anotar (8.4)

# Art. 8.3: un dispositivo sustituido por uno de repuesto, desde las incidencias del árbitro.
spare-no-stick = inserte primero una memoria USB: la partida pasa en ella al dispositivo de repuesto (art. 8.3)
spare-pause-first = pause primero los relojes (⏸): el dispositivo de repuesto retoma la partida tal como está, en pausa
spare-storage-failing = la tarjeta falla y su diario va por detrás de la partida: exporte la partida a la memoria y anótela a mano en el dispositivo de repuesto
spare-hand-over-ask = ¿Escribir esta partida en la memoria para que un dispositivo de repuesto la retome (art. 8.3)? También se queda en este dispositivo. ¿Confirmar?
spare-handed-over = la partida está en la memoria ({ $file }): en el dispositivo de repuesto, incidencias del árbitro, «8.3: retomar de la memoria»
spare-hand-over-failed = no se pudo escribir la partida en la memoria: { $error }
spare-none-on-stick = la memoria no contiene ninguna partida entregada (pendule/running/): entregue primero la partida en el dispositivo sustituido
spare-take-up-ask = ¿Retomar la partida { $id } de la memoria (art. 8.3)? La partida propia de este dispositivo, no empezada o ya archivada, cede su lugar; pendule se reinicia y abre la partida en pausa, para que usted la reanude. ¿Confirmar?
spare-taken-up = la partida { $id } está retomada: pendule se reinicia y la abre en pausa
spare-take-up-failed = la partida no se retomó: { $error }
