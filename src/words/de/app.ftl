# app: was das Gerät auf seinen Bildschirmen sagt, über den Speicher, den
# Turniertag, die PIN und die Einstellungen.

## Das Partieformular hinkt den Uhrdrücken nach (view.rs)

lag-banner = { $missing ->
    [1] Zug { $number } { side-of } eintragen
   *[other] Zug { $number } { side-of } eintragen ({ $missing } fehlen)
}

## Speicher und Archiv (driver/filing.rs)

storage-failing = SPEICHERFEHLER: { $path } ist nicht beschreibbar. Die Partie läuft weiter, im Arbeitsspeicher gehalten; sie wird geschrieben, sobald der Speicher wieder geht. Schiedsrichter rufen.
not-archived = NICHT ARCHIVIERT: { $failure }. Neuer Versuch alle { $seconds } s; die nächste Partie wartet, bis diese archiviert oder auf einen USB-Stick kopiert ist (Export).
not-archived-rescued = NICHT ARCHIVIERT: { $failure }. Eine Kopie liegt auf dem USB-Stick in { $dir }: die nächste Partie kann beginnen; die Archivierung wird bis dahin alle { $seconds } s erneut versucht.
rescue-not-copied = die Partie konnte nicht nach { $dir } kopiert werden: { $error }
rescue-not-kept-aside = { $path } konnte für die nächste Partie nicht beiseitegelegt werden: { $error }

## Die nächste Partie (driver/mod.rs)

new-game-no-data-dir = kein Datenverzeichnis für eine neue Partie
new-game-cannot-start = die neue Partie kann nicht beginnen: { $error }
new-game-could-not-start = die neue Partie konnte nicht beginnen: { $error }
next-waits-game-on = die Partie läuft noch: sie muss erst zu Ende sein
next-waits-not-archived = die beendete Partie ist noch nicht sicher archiviert: die nächste wartet
next-waits-unsigned = nicht beide Spieler haben das Ergebnis bestätigt: die PIN des Schiedsrichters ist nötig

## Beim Start: das Journal wiederhergestellt (run/restore.rs, run/mod.rs)

journal-damaged-kept-aside = Das Journal { $file } ist in Zeile { $line } beschädigt ({ $why }): es gibt keine Partie wiederherzustellen; es wurde als { $aside } aufbewahrt, und eine neue Partie beginnt.
journal-damaged-not-kept-aside = Das Journal { $file } ist in Zeile { $line } beschädigt ({ $why }); es konnte nicht beiseitegelegt werden ({ $error }) und bleibt, wie es ist.
records-lost = Eintrag { $line } des Journals ist beschädigt ({ $why }): { $after ->
    [0] er geht verloren
    [1] er und der folgende gehen verloren
   *[other] er und die { $after } folgenden gehen verloren
}, und die Partie wird bis zum Eintrag davor wiederhergestellt; { $kept }. Der Schiedsrichter muss Stellung und Uhren prüfen.
records-copy-kept = eine Kopie liegt unter { $path }
records-not-copied = er konnte nicht kopiert werden
journal-io = Journal { $path }: { $error }
journal-damaged = Journal { $path } ist in Zeile { $line } beschädigt: { $why }
journal-empty = Journal { $path } enthält keine Partie
journal-unfiled = Journal { $path } enthält die Partie { $id }, die noch nicht im Archiv ist
journal-not-utf8 = kein UTF-8
journal-no-checksum = keine Prüfsumme
journal-bad-checksum-field = ein unlesbares Prüfsummenfeld
journal-checksum-mismatch = die Prüfsumme stimmt nicht
journal-not-a-record = kein Eintrag: { $detail }
journal-not-a-game-start = der erste Eintrag beginnt keine Partie
journal-version = Formatversion { $version }
journal-second-start = ein zweiter Partiebeginn
journal-refused = die Partie hat ihn abgelehnt: { $error }
storage-not-kept = Der Speicher versagt ({ $error }): die Partie wird nur im Arbeitsspeicher gehalten und geschrieben, sobald der Speicher wieder funktioniert.
restore-written-at = der letzte Eintrag wurde um { $at } UTC geschrieben, { $ago } vor diesem Start
restore-written-unknown = die Zeit des letzten Eintrags ist unbekannt
game-restored = Partie nach einer Unterbrechung wiederhergestellt: { $when }. Die Uhren sind angehalten bei Weiß { $white }, Schwarz { $black }; die Zeit seit diesem Eintrag wird nicht angerechnet. Der Schiedsrichter setzt fort (PIN).
data-dir-not-locked = Das Datenverzeichnis konnte nicht gesperrt werden ({ $problem }): niemals ein zweites pendule darauf starten.
live-cannot-serve = Die Live-Partie kann nicht unter { $addr } bereitgestellt werden: { $error }

## Die Rückrufe der Bildschirme (run/callbacks.rs)

restored-arbiter-resumes = die Partie wurde wiederhergestellt: der Schiedsrichter setzt sie fort
presets-only-own-removed = nur eigene Bedenkzeiten können entfernt werden
choose-time-control = eine Bedenkzeit wählen
type-time-first = zuerst die Zeit ins Feld tippen, etwa 1:23:45
settings-no-data-dir = kein Datenverzeichnis, um die Einstellungen zu speichern
settings-not-saved = die Einstellungen konnten nicht gespeichert werden: { $error }
settings-speech-warnings = die Zeitwarnungen der sprechenden Uhr „{ $typed }“ sind keine Zeiten: so schreiben: 5:00 2:00 1:00 0:10
last-move-taken-back = letzter Zug zurückgenommen

## Paarungen von einem USB-Stick (run/pairings.rs)

pairings-no-stick = kein USB-Stick: den mit den Paarungen einstecken
pairings-board-first = zuerst die Brettnummer dieses Geräts eintragen
pairings-no-board = { $name } hat kein Brett { $board } in Runde { $round } (seine Runden: { $rounds })
pairings-filled = Runde { $round }, Brett { $board }: { $white } – { $black }, aus { $name }
pairings-no-file = keine pairings.csv auf dem Stick (im Hauptverzeichnis oder in pendule/)
pairings-unreadable = { $path } kann nicht gelesen werden: { $error }
pairings-too-large = die Paarungsdatei ist größer als 1 MiB: keine Paarungsdatei
pairings-not-csv = Paarungen: Zeile { $line }: keine CSV-Zeile ({ $why })
pairings-too-few-columns = Paarungen: Zeile { $line }: { $found } Spalten, 4 nötig (Runde, Brett, Weiß, Schwarz)
pairings-not-a-number = Paarungen: Zeile { $line }: { $what ->
    [round] Runde
   *[board] Brett
} „{ $text }“ ist keine Zahl ab 1
pairings-bad-fide-id = Paarungen: Zeile { $line }: FIDE-ID „{ $text }“ ist keine Zahl
pairings-twice = Paarungen: Zeile { $line }: Runde { $round } Brett { $board } ist doppelt gepaart
pairings-empty = Paarungen: die Datei enthält keine Paarung

## Das Protokoll des Schiedsrichters (ui/arbiter_log.rs)

correction-time = Zeit { side } { $sign }{ $by }
correction-moves = Züge { side } { $by }
correction-period = Periode { side } { $by }
correction-undone = rückgängig: { $words }
log-claim = { $claim ->
    [threefold] Remisreklamation, dreimalige Stellungswiederholung (9.2)
   *[fifty-moves] Remisreklamation, 50-Züge-Regel (9.3)
}

## Der Schiedsrichterbildschirm (ui/arbiter_screen.rs)

confirm-illegal-move = Regelwidrigen Zug { side-of } bestätigen (Art. 7.5): die Strafe folgt, ein zweiter verliert
confirm-illegal-press = Bestätigen: { side-start } hat die Uhr gedrückt, ohne zu ziehen (Art. 7.5.3). Das gilt als regelwidriger Zug: das Drücken wird zurückgenommen, und die Strafe folgt.
quickplay-asked = Antrag { side-of } in der Endspurtphase: { $ruling }?
quickplay-increment = 5 s pro Zug für beide ab dem nächsten Zug, 2 Min. für den Gegner (Leitlinien III.4)
quickplay-draw = die Partie ist remis (Leitlinien III.5)
quickplay-reject = der Antrag wird abgelehnt: 2 Min. für den Gegner (Leitlinien III.5)
quickplay-postpone = die Entscheidung wird vertagt, 2 Min. für den Gegner; der Schiedsrichter entscheidet am Ende (Leitlinien III.5)
decide-default-reason = das Ergebnis, am Schiedsrichterbildschirm festgelegt
decide-already = { $new } ist bereits das Ergebnis: nichts zu ändern
decide-replace = { $was } ({ $why }) durch { $new } ersetzen, wegen: { $reason }? Das Protokoll behält beide.
decide-end = Partie mit { $new } durch Entscheidung des Schiedsrichters beenden, wegen: { $reason }?
last-refused-entry = zuletzt abgelehnte Eingabe: { $why }

## Das Brett (ui/board_screen.rs)

answer-cancel = abbrechen
answer-accept-draw = Remis annehmen
answer-resigns = { side-start } gibt auf
accept-draw-asking = { other-start } nimmt das Remisangebot { side-of } an: die Partie endet remis (Art. 9.1). Nur der antwortende Spieler tippt auf „Remis annehmen“.
no-draw-offer = kein Remisangebot anzunehmen
resign-asking = Wer gibt auf? Die Partie endet: verloren, oder remis, wenn der Gegner nicht mattsetzen kann (Art. 5.1.2).
move-refused-call-arbiter = Zug abgelehnt: erneut eingeben oder den Schiedsrichter rufen
press-your-clock = { side-start }: bitte die Uhr drücken
side-to-move = { side-start } am Zug

## Die Uhr (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = Runde { $round }
heading-board = Brett { $board }
face-delay = Delay { $left }
face-to-control = { $moves } bis Kontrolle
face-period-to-control = P{ $period } · { $moves } bis Kontrolle
face-period = Periode { $period }
status-result = { $outcome } — das Ergebnis ▸
status-arbiter-decides = { $outcome }? — der Schiedsrichter entscheidet ▸
status-deciding = wird entschieden…
status-paused = angehalten
sheet-heading = Partieformular

## Das Ergebnis (ui/result_screen.rs)

ruling-replaces = { $ruling } (ersetzt { $was })
ruling-not-proved = { $ruling } — nicht bewiesen: der Schiedsrichter entscheidet
proof-final = die Schlussstellung; { $total ->
    [one] ▶ spielt den Zug zum Matt
   *[other] ▶ spielt die { $total } Züge bis zum Matt
}
proof-step = { $shown } von { $total }: { $said }

## Einstellungen und Vorbereitung (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = die PIN konnte nicht gespeichert werden: { $why }
preset-fide-classical = FIDE klassisch 40/90+30, 30+30
preset-rapid = Schnellschach 15+10
preset-blitz = Blitz 3+2
preset-us-classical = US klassisch 90 d5
preset-armageddon = Armageddon 5 / 4
preset-exists = die Bedenkzeit { $name } gibt es schon
setup-round-not-a-number = die Runde ist eine Zahl ab 1
setup-board-not-a-number = das Brett ist eine Zahl (oder leer)

## Die USB-Anzeige (ui/usb_screen.rs)

usb-new-games = USB-Stick: { $count ->
    [one] { $count } neue Partie
   *[other] { $count } neue Partien
}
usb-cannot-write = Schreiben auf den USB-Stick unmöglich ({ $place }): { $error }
usb-safe-to-remove = { $words } — der USB-Stick kann entfernt werden
usb-exporting = Export { $done } von { $of }…
usb-pulled-too-soon = USB-Stick vor dem Ende des Exports entfernt: nichts geht verloren, bitte wieder einstecken

## Die PIN des Schiedsrichters (pin/)

pin-digits = die PIN des Schiedsrichters hat 4 bis 8 Ziffern
pin-wrong = falsche PIN
pin-wrong-wait = { $wrong }-mal falsche PIN: das Tastenfeld wartet { $wait }
pin-waiting = das Tastenfeld wartet noch { $left }
stored-pin-not-a-pin = die PIN des Schiedsrichters hat nicht 4 bis 8 Ziffern
stored-pin-digits = die PIN des Schiedsrichters hat { $digits } Ziffern, nicht 4 bis 8
stored-pin-not-a-hash = die PIN des Schiedsrichters ist kein von pendule geschriebener Argon2id-Hash
stored-pin-not-text = die PIN des Schiedsrichters ist nicht 4 bis 8 Ziffern in Anführungszeichen
pin-not-hashed = die PIN konnte nicht gehasht werden: { $why }

## Die Einstellungsdatei (store/settings/load.rs)

settings-file-line = { $path } Zeile { $line }
settings-unreadable = { $path }: { $why }; es gelten die Standardwerte
settings-invalid = { $at }: { $why }; es gelten die Standardwerte (die Datei bleibt, wie sie ist)
settings-pin-refused = { $at }: { $refusal }; die PIN ist 0000, bis der Schiedsrichter eine andere festlegt
settings-pin-in-clear = { $path }: die PIN des Schiedsrichters steht noch im Klartext in der Datei, die nicht neu geschrieben werden kann: { $why }
