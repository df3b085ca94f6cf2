# export: lo que dicen una exportación a una memoria USB y el envío a lichess.

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

## El envío a lichess (hall/lichess.rs)

http-status = estado HTTP { $code }
push-rate-limited = lichess pide esperar (429)
push-token-refused = lichess rechaza el token (401): compruebe su permiso study:write
push-cannot-reach = no se puede contactar con lichess ({ $why })
push-failed = envío fallido: { $why }; nuevo intento en { $seconds } s
