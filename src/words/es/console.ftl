# La consola de la sala para el árbitro, en el navegador (hall/console). La
# página rellena ella misma los argumentos: aquí no hay plurales.

console-title = { $event }: la sala
console-connecting = Conectando con la sala…
console-lost = Se perdió el enlace con la sala: reintentando…
console-no-boards = Todavía no hay tableros: cada reloj aparece aquí cuando se une a la sala.
console-progress = Terminadas: { $done } de { $total }
console-sort-problems = Problemas primero
console-sort-boards = Orden de tableros
console-only-problems = Solo problemas
console-alert = Alerta con cada problema
console-not-started = sin empezar
console-playing = en juego
console-paused = en pausa
console-flag = bandera caída
console-offline-since = desconectado desde { $since }
console-problem-call = { $name } llama al árbitro
console-call-seen = vista
console-seen-button = Vista: voy
console-seen-refused = Esa llamada ya no espera (atendida en el tablero).
console-problem-flag = Bandera caída
console-problem-offline = Reloj desconectado
console-problem-paused = Relojes detenidos
console-problem-unsigned = Resultado sin firmar
console-waiting = desde hace { $time }
console-show-results = Resultados
console-show-grid = Tableros
console-close = Cerrar
console-round-file = El PGN de la ronda
console-results-file = Los resultados (CSV)
console-trf-file = Los resultados en el TRF de los emparejamientos
console-board = Tablero
console-white = Blancas
console-black = Negras
console-result = Resultado
console-termination = Terminada por
