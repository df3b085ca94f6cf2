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
journal-no-whole-record = kein einziger ganzer Eintrag (Nullbytes oder eine überschriebene Datei)
journal-out-of-place = ein Eintrag an falscher Stelle (ein früherer, erneut geliefert)
journal-no-such-moment = ein Zeitpunkt, den keine Partie erreicht (über ein Jahr nach ihrem Beginn)
journal-no-game-name = ein Partiename, der keine Datei des Archivs benennt (er würde es verlassen)
journal-too-late = ein Eintrag { $seconds } s nach dem vorigen, während eine Uhr lief (dann kommt alle 1,5 s einer): nicht aus dieser Partie
journal-not-in-chain = ein Eintrag, der nicht auf die Einträge der Partie folgt (ein Block aus dem Journal einer anderen Partie oder von anderer Stelle dieser)
journal-too-large = mehr als { $most } MiB: kein Journal einer Partie
records-skipped = { $count ->
    [1] Eintrag { $lines } des Journals ist beschädigt oder an falscher Stelle ({ $why })
   *[other] Die Einträge { $lines } des Journals sind beschädigt oder an falscher Stelle (der erste: { $why })
}: keiner enthielt einen Uhrendruck oder Zug, daher fehlen nur sie und die Partie wird vollständig wiederhergestellt; { $kept }.
storage-not-kept = Der Speicher versagt ({ $error }): die Partie wird nur im Arbeitsspeicher gehalten und geschrieben, sobald der Speicher wieder funktioniert.
restore-written-at = der letzte Eintrag wurde um { $at } UTC geschrieben, { $ago } vor diesem Start
restore-written-unknown = die Zeit des letzten Eintrags ist unbekannt
game-restored = Partie nach einer Unterbrechung wiederhergestellt: { $when }. Die Uhren sind angehalten bei Weiß { $white }, Schwarz { $black }; die Zeit seit diesem Eintrag wird nicht angerechnet. Der Schiedsrichter setzt fort (PIN).
data-dir-not-locked = Das Datenverzeichnis konnte nicht gesperrt werden ({ $problem }): niemals ein zweites pendule darauf starten.
live-cannot-serve = Die Live-Partie kann nicht unter { $addr } bereitgestellt werden: { $error }
hall-not-set = Der Saal ist nicht eingestellt: { $problem }. Die Partie wird gespielt und archiviert wie ohne ihn.
hall-bad-event = [hall] event muss 1 bis 64 Buchstaben, Ziffern, „-“, „_“ oder „.“ sein
hall-bad-user = [hall] user muss 1 bis 64 Buchstaben, Ziffern, „-“, „_“ oder „.“ sein
hall-bad-certificate = [hall] certificate: { $problem }
hall-no-certificate = [hall] broker ist mqtts://, aber [hall] certificate ist leer: das Gerät mit dem Zertifikat des Saals neu einrichten
hall-no-device-id = das Gerät hat keine Kennung
hall-cannot-start = Der Saal unter { $broker } ist von diesem Gerät nicht erreichbar: { $error }. Die Partie wird gespielt und archiviert wie ohne ihn.
hall-place-none = Kein freier Platz mehr auf diesem Stick (sein Ordner pendule/hall/ hat keine freie Datei).
hall-place-not-marked = Der Stick kann den Platz nicht als vergeben markieren ({ $error }): ein anderes Gerät könnte ihn auch nehmen. Nichts wurde geändert.
hall-place-unreadable = { $file } auf dem Stick ist kein Platz im Saal: { $problem }. Die Datei bleibt auf dem Stick; nichts wurde geändert.
hall-place-too-large = größer als { $most } Bytes
hall-place-no-broker = sie nennt keinen Broker
hall-place-here = Dieses Gerät: { $user } im Saal von { $event } ({ $broker }).
hall-place-nowhere = Dieses Gerät ist in keinem Saal.
hall-place-no-stick = Stecken Sie den Stick ein, den „pendule hall provision“ beschrieben hat.
hall-place-stick = { $count ->
    [one] Ein freier Platz auf dem Stick: { $next }.
   *[other] { $count } freie Plätze auf dem Stick; der nächste ist { $next }.
}
hall-place-taken = Dieses Gerät ist { $user } von { $event } ab dem nächsten Start (installiert mit install.sh --hall).
hall-place-left = Dieses Gerät verlässt den Saal beim nächsten Start.
hall-place-ask-replace = Dieses Gerät ist jetzt { $user }: noch einmal tippen, um stattdessen den nächsten Platz des Sticks zu nehmen.
hall-place-ask-leave = Noch einmal tippen, um den Saal zu verlassen.
hall-place-not-saved = Nicht gespeichert, der Platz ist wieder auf dem Stick: { $error }

## Die Rückrufe der Bildschirme (run/callbacks.rs)

presets-only-own-removed = nur eigene Bedenkzeiten können entfernt werden
choose-time-control = eine Bedenkzeit wählen
type-time-first = zuerst die Zeit ins Feld tippen, etwa 1:23:45
settings-no-data-dir = kein Datenverzeichnis, um die Einstellungen zu speichern
settings-not-saved = die Einstellungen konnten nicht gespeichert werden: { $error }
settings-speech-warnings = die Zeitwarnungen der sprechenden Uhr „{ $typed }“ sind keine Zeiten: so schreiben: 5:00 2:00 1:00 0:10

## Paarungen von einem USB-Stick (run/pairings.rs)

pairings-no-stick = kein USB-Stick: den mit den Paarungen einstecken
pairings-board-first = zuerst die Brettnummer dieses Geräts eintragen
pairings-no-board = { $name } hat kein Brett { $board } in Runde { $round } (seine Runden: { $rounds })
pairings-filled = Runde { $round }, Brett { $board }: { $white } – { $black }, aus { $name }
pairings-hall = dem Saal
pairings-no-file = keine pairings.csv, pairings.pgn oder pairings.trf auf dem Stick (im Hauptverzeichnis oder in pendule/)
pairings-unreadable = { $path } kann nicht gelesen werden: { $error }
pairings-too-large = die Paarungsdatei ist größer als 1 MiB: keine Paarungsdatei
pairings-not-csv = Paarungen: Zeile { $line }: keine CSV-Zeile ({ $why })
pairings-too-few-columns = Paarungen: Zeile { $line }: { $found } Spalten, 4 nötig (Runde, Brett, Weiß, Schwarz)
pairings-not-a-number = Paarungen: Zeile { $line }: { $what ->
    [round] Runde
   *[board] Brett
} „{ $text }“ ist keine Zahl ab 1
pairings-bad-fide-id = Paarungen: Zeile { $line }: FIDE-ID „{ $text }“ ist keine Zahl mit höchstens 10 Ziffern
pairings-name-too-long = Paarungen: Zeile { $line }: ein Name mit { $chars } Zeichen (höchstens 200)
pairings-twice = Paarungen: Zeile { $line }: Runde { $round } Brett { $board } ist doppelt gepaart
pairings-empty = Paarungen: die Datei enthält keine Paarung
pairings-bad-rating = Paarungen: Zeile { $line }: Wertung „{ $text }“ ist keine Zahl mit höchstens 4 Ziffern
pairings-not-a-tag = Paarungen: Zeile { $line }: kein PGN-Tag-Paar
pairings-missing-tag = Paarungen: Zeile { $line }: die Partie hat kein { $tag }-Tag{ $tag ->
    [Board] {" "}(auch kein Table und keine Runde wie 3.12)
   *[other] {""}
}
pairings-trf-field = Paarungen: Zeile { $line }: { $what ->
    [starting-rank] die Startnummer
    [repeated-rank] eine doppelt vergebene Startnummer
    [opponent] der Gegner
    [colour] die Farbe
    [result] das Ergebnis
   *[points] die Punkte
} in den Spalten { $columns } ist „{ $text }“
pairings-trf-disagree = Paarungen: Zeile { $line }: Spieler { $rank } trifft in Runde { $round } auf { $opponent }, dessen Zeile das nicht sagt
pairings-trf-no-round = Paarungen: die TRF enthält keine gepaarte und noch nicht gespielte Runde

## Das Protokoll des Schiedsrichters (ui/arbiter_log.rs)

log-paused = Uhren vom Schiedsrichter angehalten: Weiß { $white }, Schwarz { $black }
log-resumed = Uhren vom Schiedsrichter wieder gestartet: Weiß { $white }, Schwarz { $black }
log-time = Uhr { side-of } { $from } → { $to } ({ $by })
log-moves = Züge { side-of } { $from } → { $to }
log-move-taken-back = { $san } vom Partieformular zurückgenommen
log-move-entered-again = { $san } wieder eingetragen
log-period = Periode { side-of } { $from } → { $to }
log-undone = rückgängig: { $words }
log-second-loses = ein zweiter regelwidriger Zug verliert
log-ruling-follows = zweiter regelwidriger Zug: die Entscheidung folgt, sobald die Stellung vollständig ist (Art. 7.5.5)
log-result = Ergebnis { $outcome }: { $reason }

## Der Schiedsrichterbildschirm (ui/arbiter_screen.rs)

ask-illegal-pressed = { side-start } hat nach einem regelwidrigen Zug gedrückt (Art. 7.5.1): das Drücken wird zurückgenommen, { side-start } ist wieder am Zug, ohne was das Drücken gab, und { minutes-added } (Art. 7.5.2).
ask-illegal-not-pressed = Regelwidriger Zug { side-of } (Art. 7.5): { minutes-added } (Art. 7.5.2); { side-start } hat nicht gedrückt, und die Uhren bleiben, wie sie sind.
ask-illegal-entered = Regelwidriger Zug { side-of } (Art. 7.5): { minutes-added } (Art. 7.5.2). Das letzte Drücken { side-of } hat seinen Zug auf dem Partieformular und bleibt: war dieser Zug der regelwidrige, erst ihn zurücknehmen („letzten Zug zurücknehmen“).
ask-first-illegal = Ein zweiter regelwidriger Zug verliert.
ask-second-illegal = Das ist der zweite regelwidrige Zug { side-of }: { side-start } verliert, außer { other } kann mit keiner Folge regelgemäßer Züge mattsetzen (Art. 7.5.5).
ask-empty-press = { side-start } hat gedrückt, ohne zu ziehen (Art. 7.5.3), ein regelwidriger Zug: das Drücken wird zurückgenommen, { side-start } ist wieder am Zug, und { minutes-added }. Ein versehentliches Drücken (ein Ärmel, ein zweites Tippen) ist „Drücken aufheben“, ohne Strafe.
ask-empty-press-has-move = Das letzte Drücken { side-of } hat seinen Zug auf dem Partieformular: es war kein Drücken ohne Zug. Ein regelwidriger Zug ist „regelwidriger Zug { side }“; ein versehentliches Drücken „Drücken aufheben“.
ask-not-just-pressed = { side-start } hat nicht gerade gedrückt: die Uhr { side-of } ist am Zug. Ein regelwidriger Zug ist „regelwidriger Zug { side }“.
ask-stray-press = Das Drücken { side-of } ohne Strafe zurücknehmen (ein versehentliches: ein Ärmel, ein zweites Tippen): { side-start } ist wieder am Zug, wie vor dem Drücken. Ein regelwidriger Zug ist stattdessen „regelwidriger Zug { side }“.
ask-stray-press-entered = Der dafür eingegebene Zug { side-of } bleibt auf dem Partieformular, vor seinem Drücken geschrieben.
ask-take-back = Den Zug { $san } { side-of } vom Partieformular nehmen (eine falsche Eingabe)? Das Drücken bleibt: das Formular liegt dann einen Zug zurück, bis er eingegeben ist. „rückgängig“ trägt ihn wieder ein.
ask-claim = { side-start } reklamiert { $claim } (Art. { $article }). Ist die Reklamation falsch, { minutes-added } (Art. 9.5.3). Für eine Reklamation mit angekündigtem Zug diesen zuerst ins Feld schreiben.
ask-claim-intended = { side-start } reklamiert { $claim } mit dem angekündigten Zug { $intended }, geschrieben und nicht ausgeführt (Art. { $article }). Ist die Reklamation falsch, { minutes-added }, und { $intended } wird gespielt (Art. 9.5.3).
ask-no-claimant = keine Seite ist am Zug: jetzt keine Reklamation
quickplay-asked = Antrag { side-of } in der Endspurtphase: { $ruling }?
quickplay-increment = 5 s pro Zug für beide ab dem nächsten Zug, 2 Min. für den Gegner (Leitlinien III.4)
quickplay-draw = die Partie ist remis (Leitlinien III.5)
quickplay-reject = der Antrag wird abgelehnt: 2 Min. für den Gegner (Leitlinien III.5)
quickplay-declared-draw = die vor dem Fallblättchen vertagte Reklamation: die Partie ist remis (Richtlinien III.5.2)
quickplay-flag-stands = die vor dem Fallblättchen vertagte Reklamation wird abgewiesen: das Fallblättchen zählt (Richtlinien III.5.2)
quickplay-postpone = die Entscheidung wird vertagt, 2 Min. für den Gegner; der Schiedsrichter entscheidet am Ende (Leitlinien III.5)
decide-default-reason = das Ergebnis, am Schiedsrichterbildschirm festgelegt
decide-already = { $new } ist bereits das Ergebnis: nichts zu ändern
decide-replace = { $was } ({ $why }) durch { $new } ersetzen, wegen: { $reason }? Das Protokoll behält beide.
decide-end = Partie mit { $new } durch Entscheidung des Schiedsrichters beenden, wegen: { $reason }?
last-refused-entry = zuletzt abgelehnte Eingabe: { $why }

## Das Brett (ui/board_screen.rs)

answer-cancel = abbrechen
answer-accept-draw = Remis annehmen
answer-resigns = { $name } gibt auf
answer-offers = { $name } bietet an
answer-calls = { $name } ruft
answer-close = schließen
call-asking = Den Schiedsrichter an dieses Brett rufen? Die Konsole des Saals zeigt den Ruf und wie lange er wartet, bis der Schiedsrichter kommt und hier seine PIN eingibt. Die Uhren laufen weiter: um sie anzuhalten, zusätzlich pausieren (Art. 6.12.2).
call-no-hall = Dieses Gerät ist mit keinem Saal verbunden: keine Konsole sähe den Ruf. Heben Sie die Hand, oder pausieren Sie die Uhren und holen Sie den Schiedsrichter (Art. 6.12.2).
call-waiting = ⚖ { $name }: Ruf wartet
call-unsent = ⚖ { $name }: noch nicht im Saal (keine Verbindung)
call-seen = ⚖ { $name }: gesehen, der Schiedsrichter kommt
offer-draw-asking = Wer bietet Remis an? Nach dem eigenen Zug und vor dem Drücken der Uhr (Art. 9.1.2.1); zu einem anderen Zeitpunkt gilt das Angebot trotzdem und wird für den Schiedsrichter vermerkt (Art. 11.5).
accept-draw-asking = { other-start } nimmt das Remisangebot { side-of } an: die Partie endet remis (Art. 9.1). Nur der antwortende Spieler tippt auf „Remis annehmen“.
no-draw-offer = kein Remisangebot anzunehmen
resign-asking = { $name } ({ side }) gibt auf? Die Partie endet: verloren, oder remis, wenn der Gegner nicht mattsetzen kann (Art. 5.1.2).
move-refused-call-arbiter = Zug abgelehnt: erneut eingeben oder den Schiedsrichter rufen
press-your-clock = { side-start }: bitte die Uhr drücken
side-to-move = { side-start } am Zug
banner-game-over = Partie beendet: { $outcome }
status-black-starts = Schwarz startet die Uhr von Weiß

## Die Uhr (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = Runde { $round }
heading-board = Brett { $board }
face-delay = Delay { $left }
face-to-control = { $moves } bis Kontrolle
face-period-to-control = P{ $period } · { $moves } bis Kontrolle
face-period = Periode { $period }
face-moves = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
face-offered = ½ Angebot
status-result = { $outcome } — das Ergebnis ▸
status-arbiter-decides = { $outcome }? — der Schiedsrichter entscheidet ▸
status-deciding = wird entschieden…
status-paused = angehalten
status-held = vom Schiedsrichter angehalten: er setzt fort (⚖)
sheet-heading = Partieformular

## Das Ergebnis (ui/result_screen.rs)

ruling-replaces = { $ruling } (ersetzt { $was })
ruling-not-proved = { $ruling } — nicht bewiesen: der Schiedsrichter entscheidet
proof-final = die Schlussstellung; { $moves ->
    [one] ▶ spielt das Matt in einem Zug
   *[other] ▶ spielt das Matt in { $moves } Zügen
}
proof-step = Zug { $at } von { $moves }: { $said }

## Einstellungen und Vorbereitung (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = die PIN konnte nicht gespeichert werden: { $why }
preset-fide-classical = FIDE klassisch 40/90+30, 30+30
preset-rapid = Schnellschach 15+10
preset-blitz = Blitz 3+2
preset-us-classical = US klassisch 90 d5
preset-armageddon = Armageddon 5 / 4
preset-exists = die Bedenkzeit { $name } gibt es schon
preset-type-first = zuerst die Bedenkzeit ins Feld tippen, etwa 5400+30 oder 40/5400+30:1800+30
setup-round-not-a-number = die Runde ist eine Zahl ab 1
setup-board-not-a-number = das Brett ist eine Zahl (oder leer)
setup-chess960-not-a-number = Chess960: die Ausgangsstellung ist eine Zahl von 0 bis 959 (⚄ lost eine aus)
setup-chess960-no-random = es konnte keine Zufallszahl gezogen werden: geben Sie eine Stellung ein, 0 bis 959

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
pin-locked = die PIN in settings.toml ist nicht prüfbar: keine PIN öffnet diese Seite. [arbiter_pin] aus settings.toml entfernen (Karte im Laptop oder ssh); die PIN ist dann 0000
stored-pin-not-a-pin = die PIN des Schiedsrichters hat nicht 4 bis 8 Ziffern
stored-pin-digits = die PIN des Schiedsrichters hat { $digits } Ziffern, nicht 4 bis 8
stored-pin-not-a-hash = die PIN des Schiedsrichters ist kein von pendule geschriebener Argon2id-Hash
stored-pin-not-text = die PIN des Schiedsrichters ist nicht 4 bis 8 Ziffern in Anführungszeichen
pin-not-hashed = die PIN konnte nicht gehasht werden: { $why }

## Die Einstellungsdatei (store/settings/load.rs)

settings-file-line = { $path } Zeile { $line }
settings-unreadable = { $path }: { $why }; es gelten die Standardwerte
settings-not-toml = { $at }: { $why }; diese Zeile wird nicht gelesen
settings-key-unread = { $at } ({ $key }): { $why }; es gilt der Standardwert, der Rest der Datei wird gelesen
settings-kept-aside = { $path } wurde nicht vollständig gelesen: die Datei, wie sie war, bleibt als { $aside } erhalten
settings-not-kept-aside = { $path } wurde nicht vollständig gelesen und konnte nicht beiseitegelegt werden ({ $why }): Einstellungen werden nicht darüber gespeichert
settings-too-large = { $path } ist größer als { $limit } MiB: sie wird nicht gelesen (verschoben nach { $aside }); es gelten die Standardwerte
settings-pin-refused = { $at }: { $refusal }; keine PIN öffnet die Schiedsrichterseite, bis [arbiter_pin] aus der Datei entfernt ist (dann gilt 0000)
settings-pin-in-clear = { $path }: die PIN des Schiedsrichters steht noch im Klartext in der Datei, die nicht neu geschrieben werden kann: { $why }

## Ein elektronisches DGT-Brett neben dem Gerät (app/ui/eboard_screen.rs)

eboard-unplugged = elektronisches Brett getrennt: Züge per Berührung eingeben
eboard-differs-banner = das elektronische Brett weicht vom Formular ab: Figuren wie hier gezeigt aufstellen
eboard-proposal-loss = eine Sonderfigur auf dem elektronischen Brett: gibt { $name } ({ side }) auf?
eboard-proposal-draw = eine Sonderfigur auf dem elektronischen Brett: ist die Partie einvernehmlich remis?
answer-draw-agreed = Remis vereinbart

## Die Vorfälle des Schiedsrichters (app/ui/arbiter_screen.rs)

quickplay-no-increment = der Antrag wird abgewiesen: nichts ändert sich, die Partie geht weiter (Leitlinien III.4)
quickplay-accept = der Gegner nimmt den Antrag, ein Remisangebot, an: die Partie ist remis (Leitlinien III.4)
quickplay-unsupervised = ohne aufsichtführenden Schiedsrichter beendet die Reklamation die Partie; der benannte Schiedsrichter entscheidet (Leitlinien III.6)
confirm-incident = { $what }. Bestätigen?
confirm-incident-illegal = { $what }; es folgt die Strafe nach Art. 7.5.5: Zeit für den Gegner, oder der Verlust bei einem zweiten regelwidrigen Zug. Bestätigen?
incident-type-control = geben Sie zuerst die richtige Bedenkzeit ins Feld ein (wie 5400+30 oder 40/5400+30:1800+30): { $why }
incident-type-article = „{ $text }“ ist kein Artikel (wie 11.5): geben Sie den verletzten Artikel ins Feld ein, oder leeren Sie es
incident-type-scores = geben Sie die Punkte beider Spieler ein, dann den Artikel: „0-½ 11.7“, „0-0 11.8“, „½-1 12.9.4“ (nicht „{ $text }“)

arbiter-scoresheet-behind = das Partieformular { side-of } ist { $moves } Züge im Rückstand, seit { $time } (Art. 8.1.3)
arbiter-position-unknown = Züge ab Zug { $from } nicht notiert (Art. 8.4): jeden ins Feld tippen, dann „Zug nachtragen“
lag-banner-not-recorded = nicht notiert (8.4)

# Art. 8.3: ein Gerät durch ein Ersatzgerät ersetzt, über die Vorfälle des Schiedsrichters.
spare-no-stick = zuerst einen USB-Stick einstecken: die Partie geht darauf zum Ersatzgerät (Art. 8.3)
spare-pause-first = zuerst die Uhren anhalten (⏸): das Ersatzgerät übernimmt die Partie, wie sie steht, angehalten
spare-storage-failing = die Karte versagt und ihr Journal hinkt der Partie nach: die Partie stattdessen auf den Stick exportieren und auf dem Ersatzgerät von Hand eingeben
spare-hand-over-ask = Diese Partie auf den Stick schreiben, damit ein Ersatzgerät sie übernimmt (Art. 8.3)? Sie bleibt auch auf diesem Gerät. Bestätigen?
spare-handed-over = die Partie ist auf dem Stick ({ $file }): auf dem Ersatzgerät, Vorfälle des Schiedsrichters, „8.3: vom Stick übernehmen“
spare-hand-over-failed = die Partie konnte nicht auf den Stick geschrieben werden: { $error }
spare-none-on-stick = der Stick enthält keine übergebene Partie (pendule/running/): die Partie zuerst auf dem ersetzten Gerät übergeben
spare-take-up-ask = Die Partie { $id } vom Stick übernehmen (Art. 8.3)? Die eigene Partie dieses Geräts, nicht begonnen oder schon archiviert, weicht; pendule startet neu und öffnet die Partie angehalten, damit Sie sie fortsetzen. Bestätigen?
spare-taken-up = die Partie { $id } ist übernommen: pendule startet neu und öffnet sie angehalten
spare-take-up-failed = die Partie wurde nicht übernommen: { $error }
