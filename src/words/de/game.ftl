# Die Partie: Vermerke auf dem Partieformular, Begründungen der Ergebnisse, Ablehnungen.

minutes-added = { other-to } erhält { $minutes } Min.

note-clock-set = Schiedsrichter: Uhr { side-of } auf { $time } gestellt
note-moves-set = Schiedsrichter: Zugzahl { side-of } auf { $moves } gesetzt
note-period-set = Schiedsrichter: { side } in Periode { $period } gesetzt
note-taken-back = Schiedsrichter: { $san } zurückgenommen
note-entered-again = Schiedsrichter: { $san } wieder eingetragen (Zurücknahme rückgängig)
note-entry-withdrawn = { side-start } nimmt { $san } vor dem Drücken zurück (eigene Korrektur)
note-records-lost = Datensatz { $line } des Journals war beschädigt und ist mit den { $after } folgenden verloren: der Schiedsrichter muss die Partie ab hier prüfen
note-period-passed = Periode { side-of } bei null übersprungen
note-flag-missing = { side-start } hat die Zeit überschritten; { $missing ->
    [one] 1 Zug ist
   *[other] { $missing } Züge sind
} noch einzugeben
note-flag-before-missing = { side-start } hat die Zeit vor Vollendung des { $before }. Zuges überschritten; { $missing ->
    [one] 1 Zug ist
   *[other] { $missing } Züge sind
} noch einzugeben
note-illegal-move = Regelwidriger Zug { side-of }: { minutes-added } (Art. 7.5)
note-empty-press-first = { side-start } hat die Uhr ohne Zug gedrückt, ein regelwidriger Zug (Art. 7.5.3): { minutes-added } (Art. 7.5.5)
note-empty-press = { side-start } hat die Uhr ohne Zug gedrückt, ein regelwidriger Zug (Art. 7.5.3)
note-claim-rejected = { side-start } reklamiert { $claim }, zu Unrecht: { $why }; { minutes-added } (Art. 9.5.3)
note-draw-offered = { side-start } bietet Remis an (=)
note-draw-declined = { side-start } lehnt das Remisangebot ab
note-quickplay-increment = { side-start } beantragt mit weniger als zwei Minuten ein Inkrement für beide Spieler, was Remis anbietet; { other } lehnt ab; der Schiedsrichter gewährt es: { $seconds } s pro Zug für beide ab dem nächsten Zug, { minutes-added } (Richtlinien III.4)
note-quickplay-rejected = { side-start } reklamiert mit weniger als zwei Minuten Remis; der Schiedsrichter weist die Reklamation ab: { minutes-added } (Richtlinien III.5.3)
note-quickplay-postponed = { side-start } reklamiert mit weniger als zwei Minuten Remis; der Schiedsrichter vertagt die Entscheidung (Richtlinien III.5.2)
note-quickplay-postponed-time = { side-start } reklamiert mit weniger als zwei Minuten Remis; der Schiedsrichter vertagt die Entscheidung, { minutes-added } (Richtlinien III.5.2)
note-voided-flag = Die Zeitüberschreitung { side-of } kam nach dem Ende der Partie mit { $by }: sie zählt nicht
note-voided-resignation = { side-start } hat nach dem Ende der Partie mit { $by } aufgegeben: die Aufgabe zählt nicht
note-voided-illegal = Der zweite regelwidrige Zug { side-of } kam nach dem Ende der Partie mit { $by }: er zählt nicht
note-arbiter-paused = der Schiedsrichter hat die Uhren um { $at } UTC angehalten (Weiß { $white }, Schwarz { $black })
note-arbiter-resumed = der Schiedsrichter hat die Uhren um { $at } UTC wieder gestartet (Weiß { $white }, Schwarz { $black })
note-arbiter-called = { side-start } hat um { $at } UTC den Schiedsrichter gerufen
note-arbiter-came = der Schiedsrichter kam um { $at } UTC auf den Ruf { side-of } ({ $called } UTC)
note-restored = die Partie wurde unterbrochen (Stromausfall) und um { $at } UTC wiederhergestellt, die Uhren angehalten bei Weiß { $white }, Schwarz { $black }
note-restored-written = die Partie wurde nach ihrem Eintrag von { $written } UTC unterbrochen (Stromausfall) und um { $at } UTC wiederhergestellt, die Uhren angehalten bei Weiß { $white }, Schwarz { $black }
note-press-taken-back = Schiedsrichter: Drücken { side-of } zurückgenommen, ein versehentliches, ohne Strafe: { side-start } ist wieder am Zug
note-press-taken-back-illegal = Drücken { side-of } nach einem regelwidrigen Zug zurückgenommen: { side-start } ist wieder am Zug (Art. 7.5.1)

why-flag-clock-only = { side-start } hat die Zeit überschritten (nur Uhr: keine Stellung, um Art. 6.9 anzuwenden; der Schiedsrichter kann berichtigen)
why-flag-clock-only-before = { side-start } hat die Zeit vor Vollendung des { $before }. Zuges überschritten (nur Uhr: keine Stellung, um Art. 6.9 anzuwenden; der Schiedsrichter kann berichtigen)
why-second-illegal = Zweiter regelwidriger Zug { side-of } (Art. 7.5.5): { $words }
why-second-illegal-clock-only = Zweiter regelwidriger Zug { side-of } (Art. 7.5.5; nur Uhr: der Schiedsrichter prüft die Stellung)
why-resigned = { side-start } gibt auf (Art. 5.1.2)
why-resigned-draw = { side-start } gibt auf, aber { $words }: Remis (Art. 5.1.2)
why-claim-upheld = { side-start } reklamiert { $claim }: { $why }
why-draw-agreed = { side-start } nimmt das Remisangebot { other-of } an (Art. 9.1)
why-quickplay-draw = { side-start } reklamiert mit weniger als zwei Minuten Remis; der Schiedsrichter erklärt die Partie für remis (Richtlinien III.5.1)
why-quickplay-declared-draw = { side-start } hat nach den Richtlinien III.5 Remis reklamiert und der Schiedsrichter hat die Entscheidung vertagt; nach dem Fallblättchen erklärt der Schiedsrichter die Partie für remis (Richtlinien III.5.2)
why-arbiter = Entscheidung des Schiedsrichters: { $words }
reason-postponed = { $reason }; { side } hat nach den Richtlinien III.5 Remis reklamiert und der Schiedsrichter hat die Entscheidung vertagt: der Schiedsrichter legt das Ergebnis fest (III.5.2)
reason-armageddon = { $reason }; Armageddon: Remis zählt als Sieg für { side }
reason-confirmed = { $reason }; vom Schiedsrichter bestätigt: { $words }
reason-flag-stands = { $reason }; der Schiedsrichter entscheidet, dass das Fallblättchen zählt, und weist die Reklamation ab (Richtlinien III.5.2)

press-not-running = die Uhr { side-of } läuft nicht
press-paused = die Uhren sind angehalten
press-flag-fallen = eine Bedenkzeit ist abgelaufen
press-stopped = die Uhren sind gestoppt

not-now-deciding = eine Entscheidung wird getroffen
not-now-clock-only = im Modus „nur Uhr“ werden keine Züge eingegeben
not-now-ruling-awaited = eine Entscheidung steht aus: nur bereits an der Uhr gedrückte Züge können eingegeben werden
not-now-press-first = { side-start } muss die Uhr drücken, bevor der nächste Zug eingegeben wird
not-now-no-such-period = { $periods ->
    [one] die Bedenkzeitregelung hat nur eine Periode
   *[other] die Bedenkzeitregelung hat nur { $periods } Perioden
} (Art. 6.10.2: eine Korrektur nennt nur eine Einstellung des Turniers)
not-now-nothing-to-take-back = kein Zug zum Zurücknehmen
not-now-nothing-to-withdraw = kein eingegebener, noch nicht gedrückter Zug: einen gedrückten Zug nimmt der Schiedsrichter zurück
not-now-offer-after-move = Remis bietet man nach dem eigenen Zug an
not-now-no-offer-to-accept = kein Remisangebot zum Annehmen
not-now-no-offer-to-decline = kein Remisangebot zum Ablehnen
not-now-no-ruling-asked = es wurde keine Entscheidung angefordert
not-now-no-proof-asked = es wurde kein Beweis einer Entscheidung gesucht
not-now-proof-does-not-mate = diese Zugfolge endet nicht mit dem Matt, das sie beweisen soll
not-now-claims-need-scoresheet = Reklamationen brauchen das Partieformular
not-now-arbiter-resumes = der Schiedsrichter hat die Uhren angehalten: nur er startet sie wieder (PIN)
not-now-arbiter-only = das kann nur der Schiedsrichter
not-now-not-for-the-arbiter = das ist keine Handlung des Schiedsrichters
not-now-no-call = kein Ruf eines Spielers wartet
not-now-time-too-long = keine Uhr wird über 1.000 Stunden gestellt
not-now-clock-setting-fixed = Schnell- oder Blitzpartie ohne ausreichende Aufsicht, jeder Spieler nach zehn Zügen: die Einstellung der Uhr wird nicht mehr geändert (Art. A.5.1.1)
not-now-nothing-to-undo = keine Korrektur rückgängig zu machen

quickplay-not-announced = für diese Partie wurde keine Endspurtregelung angekündigt (Richtlinien III.2.1)
quickplay-blitz = die Richtlinien zur Endspurtregelung gelten nie im Blitzschach (Richtlinien III.2.2)
quickplay-has-increment = die letzte Periode hat ein Inkrement oder eine Verzögerung: die Richtlinien zur Endspurtregelung gelten nicht (Richtlinien III.2.2)
quickplay-granted = das Inkrement nach Richtlinien III.4 gilt bereits
quickplay-not-on-move = { side-start } ist nicht am Zug: nur der Spieler am Zug darf es beantragen (Richtlinien III.4, III.5)
quickplay-not-last-period = { side-start } ist noch nicht in der letzten Periode (Richtlinien III.1)
quickplay-time-left = { side-start } hat noch zwei Minuten oder mehr (Richtlinien III.4, III.5)
quickplay-nothing-postponed = die Partie ist beendet: der Schiedsrichter entscheidet jetzt nur noch eine vor dem Fallblättchen vertagte Remisreklamation { side-of } (Richtlinien III.5.2), remis oder das Fallblättchen zählt, einmal

error-game-over = die Partie ist beendet
error-press = Drücken abgelehnt: { $why }
error-draw-too-early = Remis kann erst vereinbart werden, wenn beide Spieler mindestens einen Zug ausgeführt haben (Art. 5.2.3)
error-already-confirmed = { side-start } hat das Ergebnis bereits bestätigt
error-no-result-yet = es gibt noch kein Ergebnis zu bestätigen
error-result-stands = das ist bereits das Ergebnis: es bleibt, wie es ist
error-ended-with = die Partie endete mit { $by }: { $end }; es kann kein Zug mehr folgen
error-missing-moves = { $count ->
    [one] geben Sie zuerst den fehlenden Zug ein
   *[other] geben Sie zuerst die { $count } fehlenden Züge ein
}
error-not-just-pressed = { side-start } hat die Uhr nicht gerade gedrückt: die Uhr { side-of } läuft
error-press-has-move = zum letzten Drücken { side-of } steht der Zug schon auf dem Partieformular: nehmen Sie zuerst diesen Zug zurück
error-own-offer = das Remisangebot stammt { side-of }: nur { other } kann es annehmen oder ablehnen

pgn-to-be-confirmed = { $reason } [vom Schiedsrichter zu bestätigen]
pgn-replaces = { $reason }; sie ersetzt { $was }: { $why }
pgn-confirmed = { side-start } hat das Ergebnis bestätigt (Art. 8.7) am { $when }

control-error = ungültige Bedenkzeit „{ $text }“ bei „{ $part }“ (Spalte { $column }): { $why }
control-empty = keine Bedenkzeit angegeben
control-hourglass-syntax = eine Sanduhr ist „*“ und dann ganze Sekunden
control-hourglass-empty = eine Sanduhr braucht etwas Zeit
control-moves-missing = nur die letzte Periode darf ihre Zugzahl weglassen
control-last-has-moves = die letzte Periode hat keine Zugzahl
control-first-without-time = die erste Periode braucht etwas Zeit
control-move-count-syntax = die Zugzahl sind ganze Züge vor „/“
control-no-moves = eine Periode braucht mindestens einen Zug
control-time-syntax = die Zeit sind ganze Sekunden
control-increment-syntax = ein Inkrement oder eine Verzögerung sind ganze Sekunden

## Vorfälle (game/incident.rs)

note-offer-on-move = { side-start } bietet Remis an (=), nicht gleich nach dem eigenen Zug: das Angebot gilt (Art. 9.1.2.1), und der Schiedsrichter prüft Art. 11.5
note-claim-is-offer = die Reklamation { side-of } gilt als Remisangebot (=), das { other } annehmen kann (Art. 9.1.2.3)
note-illegal-promotion-first = { side-start } hat die Uhr mit einem nicht ersetzten Bauern auf der letzten Reihe gedrückt, ein regelwidriger Zug: eine Dame ersetzt den Bauern (Art. 7.5.2); { minutes-added } (Art. 7.5.5)
note-illegal-promotion = { side-start } hat die Uhr mit einem nicht ersetzten Bauern auf der letzten Reihe gedrückt, ein regelwidriger Zug: eine Dame ersetzt den Bauern (Art. 7.5.2)
note-illegal-two-hands-first = { side-start } hat den Zug mit beiden Händen ausgeführt und die Uhr gedrückt, bestraft wie ein regelwidriger Zug (Art. 7.5.4): { minutes-added } (Art. 7.5.5)
note-illegal-two-hands = { side-start } hat den Zug mit beiden Händen ausgeführt und die Uhr gedrückt, bestraft wie ein regelwidriger Zug (Art. 7.5.4)
note-stands = { $kind ->
    [move] Der regelwidrige Zug { side-of }
    [promotion] Der nicht ersetzte Bauer { side-of } auf der letzten Reihe
    [press] Das Drücken der Uhr ohne Zug { side-of }
   *[two-hands] Der mit beiden Händen ausgeführte Zug { side-of }
} wurde vor dem nächsten Zug { other-of } weder vom Schiedsrichter gesehen noch von { other } reklamiert: das bleibt bestehen, und die Partie geht weiter (Art. A.5.2)
note-stands-sheet-stops = { $note }; das Partieformular kann der so entstandenen Stellung nicht folgen: ab hier ist das Gerät nur noch Uhr
note-touch-rejects-offer = { side-start } hat eine Figur berührt, um sie zu ziehen, und lehnt damit das Remisangebot { other-of } ab (Art. 9.1.2.1)
note-penalty-warning = Schiedsrichter: Verwarnung für { side } (Art. 12.9.1)
note-penalty-warning-for = Schiedsrichter: Verwarnung für { side } wegen eines Verstoßes gegen Art. { $article } (Art. 12.9.1)
note-penalty-points = Schiedsrichter: die Punkte { side-of } in dieser Partie werden gekürzt (Art. 12.9.5)
note-penalty-points-for = Schiedsrichter: die Punkte { side-of } in dieser Partie werden wegen eines Verstoßes gegen Art. { $article } gekürzt (Art. 12.9.5)
note-control-set = Schiedsrichter: Bedenkzeit { side-of } auf { $control } gestellt (Art. 6.10.2)
note-control-set-flag = Schiedsrichter: die Bedenkzeit { side-of } war falsch eingestellt und wird auf { $control } gestellt; das unter der falschen Einstellung gefallene Fallblättchen zählt nicht (Art. 6.10.2)
note-quickplay-refused = { side-start } beantragt mit weniger als zwei Minuten ein Inkrement für beide Spieler, was Remis anbietet; { other } lehnt ab; der Schiedsrichter weist den Antrag ab: die Partie geht weiter (Richtlinien III.4)
why-penalty-loss = der Schiedsrichter erklärt die Partie für { side } verloren und für { other } gewonnen (Art. 12.9.6)
why-penalty-loss-for = der Schiedsrichter erklärt die Partie für { side } wegen eines Verstoßes gegen Art. { $article } verloren und für { other } gewonnen (Art. 12.9.6)
why-scores = der Schiedsrichter legt die Punkte fest: Weiß { $white }, Schwarz { $black }
why-scores-for = der Schiedsrichter legt die Punkte fest: Weiß { $white }, Schwarz { $black } (Art. { $article })
why-quickplay-accepted = { side-start } beantragt mit weniger als zwei Minuten ein Inkrement für beide Spieler, was Remis anbietet; { other } nimmt an (Richtlinien III.4, Art. 9.1)
why-quickplay-unsupervised = { side-start } reklamiert mit weniger als zwei Minuten und ohne aufsichtführenden Schiedsrichter Remis, was die Partie beendet; die Reklamation geht an den benannten Schiedsrichter (Richtlinien III.6)
incident-not-promotion = der letzte Zug { side-of } auf dem Partieformular ist kein in eine Dame umgewandelter Bauer: geben Sie ihn als die Umwandlung in eine Dame ein, die Art. 7.5.2 daraus macht
incident-stands-only-rapid-blitz = ein regelwidriger Zug bleibt nur im Schnell- und Blitzschach bestehen (Art. A.5.2, B.3); in einer Standardpartie wird er berichtigt, sobald er entdeckt wird (Art. 7.5.1)
incident-stands-before-reply = { side-start } hat den nächsten Zug noch nicht ausgeführt: bis dahin greift der Schiedsrichter ein oder reklamiert { side } (Art. A.5.2)
incident-stood-after-reply = der Zug { side-of } bleibt bestehen: im Schnell- und Blitzschach bleibt ein regelwidriger Zug, gegen den vor dem nächsten Zug des Gegners niemand eingeschritten ist, ohne Strafe bestehen (Art. A.5.2, B.3)
incident-touch-not-on-move = { side-start } ist nicht am Zug: nur der Spieler am Zug berührt eine Figur, um sie zu ziehen (Art. 4.3)
incident-touched = { side-start } hat eine Figur berührt, um sie zu ziehen: keine Remisreklamation nach Art. 9.2 oder 9.3 in diesem Zug (Art. 9.4)
incident-control-after-end = die Partie ist beendet: nur die Bedenkzeit der Seite, deren Fallblättchen sie beendet hat, kann noch berichtigt werden, was dieses Ergebnis aufhebt (Art. 6.10.2)

note-scoresheet-behind = das Partieformular { side-of } war { $moves } Züge im Rückstand, { $time } lang (Art. 8.1.3: ein Spieler notiert seinen vorigen Zug, bevor er einen weiteren ausführt)
note-not-recorded = { side-start } hat „—“ eingegeben (Art. 8.4: unter fünf Minuten, kein Inkrement von 30 s): die Züge werden ab hier nicht notiert, die Stellung ist unbekannt, bis der Schiedsrichter sie nachträgt
note-not-recorded-rapid = { side-start } hat „—“ eingegeben (Art. A.2, B.3: im Schnell- und Blitzschach müssen die Spieler nicht mitschreiben): die Züge werden ab hier nicht notiert, die Stellung ist unbekannt, bis der Schiedsrichter sie nachträgt
note-filled-in = der Schiedsrichter hat die nicht notierten Züge ab Zug { $from } nachgetragen (Art. 8.4): die Stellung ist wieder bekannt
not-now-not-your-move = auf dem Partieformular ist der Zug { side-of } an der Reihe
not-now-must-record = { side-start } muss die Züge notieren: „—“ gilt für einen Spieler mit weniger als fünf Minuten ohne Inkrement von 30 s (Art. 8.4)
not-now-position-unknown = die Stellung ist seit einem „—“ unbekannt (Art. 8.4): nichts, was sie braucht, kann entschieden werden, bevor der Schiedsrichter die Züge nachträgt oder entscheidet
