# Die Befehlszeile: ihre Argumente und was sie ausgibt.

unknown-language = unbekannte Sprache „{ $name }“ (erwartet: en, fr, de oder es)
unknown-notation = unbekannte Notation „{ $name }“ (erwartet: en, fr, de, es oder figurine)

## Dateien und Skripte, von der Befehlszeile gelesen (cli/input.rs)

input-line-too-long = Zeile { $line } ist länger als { $most } Bytes (sie beginnt mit „{ $start }…“): abgelehnt
input-too-large-mib = mehr als { $mib } MiB: abgelehnt
input-too-large = mehr als { $bytes } Bytes: abgelehnt
input-not-text = Zeile { $line } ist kein UTF-8-Text
input-unreadable = nicht lesbar: { $error }

## Das Skript einer Simulation (simulate/run.rs)

script-line = Zeile { $line }: { $why }
script-setup-after-start = die Partie hat begonnen: vor dem ersten Zug oder Uhrdruck einstellen
script-game-over = die Partie ist beendet ({ $reason }); nichts darf folgen
script-moves-in-clock-mode = im reinen Uhrmodus werden keine Züge eingegeben: „T press“ verwenden

## Ein elektronisches DGT-Brett, von der Kommandozeile geprüft (cli/eboard.rs)

eboard-opened = { $port }: der Anschluss ist offen, das Brett wird nach seiner Stellung gefragt
eboard-version = das Brett antwortet: Firmware { $version }
eboard-serial = Seriennummer des Bretts: { $serial }
eboard-lost = { $port }: kein Brett ({ $why }); neuer Versuch jede Sekunde
eboard-differs = das Brett weicht vom Partieformular ab: Brett { $board }, Formular { $sheet }
eboard-proposal = eine Sonderfigur auf dem Brett schlägt { $result } vor

## Eine Paarungsdatei, auf der Kommandozeile geprüft (cli/pairings.rs)

cli-pairings-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $player }
cli-pairings-count = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $problems ->
    [one] 1 Problem
   *[other] { $problems } Probleme
}
