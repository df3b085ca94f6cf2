# La línea de órdenes: sus argumentos y lo que escribe.

unknown-language = idioma desconocido «{ $name }» (se espera en, fr, de o es)
unknown-notation = notación desconocida «{ $name }» (se espera en, fr, de, es o figurine)

## Archivos y guiones leídos desde la línea de órdenes (cli/input.rs)

input-line-too-long = la línea { $line } supera los { $most } bytes (empieza por «{ $start }…»): rechazada
input-too-large-mib = más de { $mib } MiB: rechazado
input-too-large = más de { $bytes } bytes: rechazado
input-not-text = la línea { $line } no es texto UTF-8
input-unreadable = no se puede leer: { $error }

## El guion de una simulación (simulate/run.rs)

script-line = línea { $line }: { $why }
script-setup-after-start = la partida ha empezado: ajústela antes de la primera jugada o pulsación
script-game-over = la partida ha terminado ({ $reason }); no puede seguir nada
script-moves-in-clock-mode = en el modo solo reloj no se introducen jugadas: use «T press»

## Un tablero electrónico DGT comprobado desde la línea de órdenes (cli/eboard.rs)

eboard-opened = { $port }: el puerto está abierto, se pide la posición al tablero
eboard-version = el tablero responde: firmware { $version }
eboard-serial = número de serie del tablero: { $serial }
eboard-lost = { $port }: ningún tablero ({ $why }); nuevo intento cada segundo
eboard-differs = el tablero difiere de la planilla: tablero { $board }, planilla { $sheet }
eboard-proposal = una pieza especial en el tablero propone { $result }

## Un archivo de emparejamientos revisado desde la línea de órdenes (cli/pairings.rs)

cli-pairings-side = { $side ->
    [white] Blancas
   *[black] Negras
}: { $player }
cli-pairings-count = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $problems ->
    [one] 1 problema
   *[other] { $problems } problemas
}
