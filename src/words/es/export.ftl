# export: lo que dicen una exportación a una memoria USB y el relé.

## Los archivos del archivo que no contienen partida (export/games.rs)

unreadable-file = { $file } ({ $damage })
unreadable-not-text = no es texto
unreadable-not-a-game = no es una partida
unreadable-folder = una carpeta

## Lo que hizo una exportación (export/report.rs)

export-exported = { $exported ->
    [one] { $exported } partida exportada
   *[other] { $exported } partidas exportadas
}
export-already = { $already ->
    [one] { $already } ya presente
   *[other] { $already } ya presentes
}
export-summary = { export-exported }, { export-already }
export-summary-corrected = { export-exported }, { $corrected ->
    [one] { $corrected } corregida
   *[other] { $corrected } corregidas
}, { export-already }
export-summary-unreadable = { $summary }; ilegibles en el archivo, omitidos: { $files }
export-new-hint = cada partida archivada ya salió en una exportación anterior; --all las exporta todas de nuevo

## Una exportación interrumpida

export-stick-full = la memoria USB está llena
export-stick-read-only = la memoria USB está protegida contra escritura
export-not-permitted = no se permite escribir ahí
export-stick-gone = la memoria USB ha desaparecido (¿retirada?)
export-written-before = { $written ->
    [one] { $written } partida escrita antes
   *[other] { $written } partidas escritas antes
}
export-cut-short = { $why }: { export-written-before }; el archivo está intacto, exporte de nuevo para terminar
export-cut-short-in-file = { $why } ({ $file }): { export-written-before }; el archivo está intacto, exporte de nuevo para terminar

## El relé (relay/)

http-status = estado HTTP { $code }
poll-cannot-connect = no se puede conectar ({ $why })
poll-timeout = sin respuesta a tiempo
poll-not-pgn = no es PGN ({ $error })
poll-too-large = respuesta demasiado grande
relay-progress = tableros { $seen } [{ $ages }]
relay-progress-errors = tableros { $seen } [{ $ages }]; errores: { $errors }
relay-no-device = ningún aparato encontrado por mDNS
relay-found = encontrado { $addr }
relay-board-held = { $addr } reclama el tablero { $board }, que tiene { $holder }: rechazado
relay-too-many-boards = { $addr }: tablero { $board } rechazado, la ronda ya tiene { $most }
relay-other-boards = { $addr } trajo { $dropped } partidas de otros tableros: descartadas
relay-too-many-devices = más de { $most } aparatos: los demás no se consultan
relay-not-written = la ronda no se puede escribir en { $dir } ({ $error }): la consulta sigue y la escritura se reintenta
relay-written-again = la ronda se escribe de nuevo
push-rate-limited = lichess pide esperar (429)
push-token-refused = lichess rechaza el token (401): compruebe su permiso study:write
push-cannot-reach = no se puede contactar con lichess ({ $why })
push-failed = envío fallido: { $why }; nuevo intento en { $seconds } s
