# The command line: its arguments and what it prints.

unknown-language = unknown language '{ $name }' (expected en, fr, de or es)
unknown-notation = unknown notation '{ $name }' (expected en, fr, de, es or figurine)

## Files and scripts read from the command line (cli/input.rs)

input-line-too-long = line { $line } is longer than { $most } bytes (it begins '{ $start }…'): refused
input-too-large-mib = more than { $mib } MiB: refused
input-too-large = more than { $bytes } bytes: refused
input-not-text = line { $line } is not UTF-8 text
input-unreadable = cannot read: { $error }

## A simulation's script (simulate/run.rs)

script-line = line { $line }: { $why }
script-setup-after-start = the game has begun: set it up before the first move or press
script-game-over = the game is over ({ $reason }); nothing may follow
script-moves-in-clock-mode = moves are not entered in clock-only mode: use 'T press'

## A DGT e-board checked from the command line (cli/eboard.rs)

eboard-opened = { $port }: the port is open, the board is asked for its position
eboard-version = the board answers: firmware { $version }
eboard-serial = the board's serial number: { $serial }
eboard-lost = { $port }: no board ({ $why }); tried again every second
eboard-differs = the board differs from the scoresheet: board { $board }, scoresheet { $sheet }
eboard-proposal = a magic piece on the board proposes { $result }

## A pairings file checked from the command line (cli/pairings.rs)

cli-pairings-side = { $side ->
    [white] White
   *[black] Black
}: { $player }
cli-pairings-count = { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $problems ->
    [one] 1 problem
   *[other] { $problems } problems
}
