# export: was ein Export auf einen USB-Stick und das Relay sagen.

## Die Dateien des Archivs, die keine Partie enthalten (export/games.rs)

unreadable-file = { $file } ({ $damage })
unreadable-not-text = kein Text
unreadable-not-a-game = keine Partie
unreadable-folder = ein Ordner

## Was ein Export getan hat (export/report.rs)

export-exported = { $exported ->
    [one] { $exported } Partie exportiert
   *[other] { $exported } Partien exportiert
}
export-already = { $already } schon vorhanden
export-summary = { export-exported }, { export-already }
export-summary-corrected = { export-exported }, { $corrected } korrigiert, { export-already }
export-summary-unreadable = { $summary }; im Archiv unlesbar, ausgelassen: { $files }
export-new-hint = jede archivierte Partie ging schon bei einem früheren Export hinaus; --all exportiert alle erneut

## Ein abgebrochener Export

export-stick-full = der USB-Stick ist voll
export-stick-read-only = der USB-Stick ist schreibgeschützt
export-not-permitted = dort zu schreiben ist nicht erlaubt
export-stick-gone = der USB-Stick ist weg (abgezogen?)
export-written-before = { $written ->
    [one] { $written } Partie vorher geschrieben
   *[other] { $written } Partien vorher geschrieben
}
export-cut-short = { $why }: { export-written-before }; das Archiv ist unverändert, zum Abschließen erneut exportieren
export-cut-short-in-file = { $why } ({ $file }): { export-written-before }; das Archiv ist unverändert, zum Abschließen erneut exportieren

## Das Relay (relay/)

http-status = HTTP-Status { $code }
poll-cannot-connect = keine Verbindung ({ $why })
poll-timeout = keine Antwort in der Zeit
poll-not-pgn = kein PGN ({ $error })
poll-too-large = Antwort zu groß
relay-progress = Bretter { $seen } [{ $ages }]
relay-progress-errors = Bretter { $seen } [{ $ages }]; Fehler: { $errors }
relay-no-device = kein Gerät über mDNS gefunden
relay-found = gefunden: { $addr }
relay-board-held = { $addr } beansprucht Brett { $board }, das { $holder } hält: abgelehnt
relay-too-many-boards = { $addr }: Brett { $board } abgelehnt, die Runde hat schon { $most } Bretter
relay-other-boards = { $addr } brachte { $dropped } Partien anderer Bretter: weggelassen
relay-too-many-devices = mehr als { $most } Geräte: die übrigen werden nicht abgefragt
relay-not-written = die Runde kann nicht in { $dir } geschrieben werden ({ $error }): die Abfrage geht weiter, das Schreiben wird wiederholt
relay-written-again = die Runde wird wieder geschrieben
push-rate-limited = lichess bittet zu warten (429)
push-token-refused = lichess lehnt das Token ab (401): seinen Bereich study:write prüfen
push-cannot-reach = lichess nicht erreichbar ({ $why })
push-failed = Senden fehlgeschlagen: { $why }; neuer Versuch in { $seconds } s
