# export: was ein Export auf einen USB-Stick und das Senden an lichess sagen.

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

## Das Senden an lichess (hall/lichess.rs)

http-status = HTTP-Status { $code }
push-rate-limited = lichess bittet zu warten (429)
push-token-refused = lichess lehnt das Token ab (401): seinen Bereich study:write prüfen
push-cannot-reach = lichess nicht erreichbar ({ $why })
push-failed = Senden fehlgeschlagen: { $why }; neuer Versuch in { $seconds } s
