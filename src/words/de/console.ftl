# Die Saal-Konsole des Schiedsrichters im Browser (hall/console). Die Seite
# setzt die Argumente selbst ein: hier keine Pluralformen.

console-title = { $event }: der Saal
console-connecting = Verbindung zum Saal…
console-lost = Die Verbindung zum Saal ist verloren: neuer Versuch…
console-no-boards = Noch kein Brett: Jede Uhr erscheint hier, sobald sie dem Saal beitritt.
console-progress = Beendet: { $done } von { $total }
console-sort-problems = Probleme zuerst
console-sort-boards = Nach Brett
console-only-problems = Nur Probleme
console-alert = Alarm bei neuem Problem
console-not-started = nicht begonnen
console-playing = läuft
console-paused = angehalten
console-flag = Blättchen gefallen
console-offline-since = offline seit { $since }
console-problem-call = { $name } ruft den Schiedsrichter
console-call-seen = gesehen
console-seen-button = Gesehen: ich komme
console-seen-refused = Dieser Ruf wartet nicht mehr (am Brett erledigt).
console-problem-flag = Blättchen gefallen
console-problem-offline = Uhr offline
console-problem-paused = Uhren angehalten
console-problem-unsigned = Ergebnis nicht unterschrieben
console-waiting = seit { $time }
console-show-results = Ergebnisse
console-show-grid = Bretter
console-close = Schließen
console-round-file = PGN der Runde
console-results-file = Die Ergebnisse (CSV)
console-trf-file = Die Ergebnisse in der TRF der Paarungen
console-board = Brett
console-white = Weiß
console-black = Schwarz
console-result = Ergebnis
console-termination = Beendet durch
