# export: what an export to a USB stick and the relay say.

## The archive's files that hold no game (export/games.rs)

unreadable-file = { $file } ({ $damage })
unreadable-not-text = not text
unreadable-not-a-game = not a game
unreadable-folder = a folder

## What an export did (export/report.rs)

export-exported = { $exported ->
    [one] exported { $exported } game
   *[other] exported { $exported } games
}
export-already = { $already } already there
export-summary = { export-exported }, { export-already }
export-summary-corrected = { export-exported }, { $corrected } corrected, { export-already }
export-summary-unreadable = { $summary }; unreadable in the archive, left out: { $files }
export-new-hint = every archived game went out in an earlier export; --all exports them all again

## An export cut short

export-stick-full = the stick is full
export-stick-read-only = the stick is read-only
export-not-permitted = writing there is not permitted
export-stick-gone = the stick is gone (pulled out?)
export-written-before = { $written ->
    [one] { $written } game written before
   *[other] { $written } games written before
}
export-cut-short = { $why }: { export-written-before }; the archive is untouched, export again to finish
export-cut-short-in-file = { $why } ({ $file }): { export-written-before }; the archive is untouched, export again to finish

## The relay (relay/)

http-status = HTTP status { $code }
poll-cannot-connect = cannot connect ({ $why })
poll-timeout = no answer in time
poll-not-pgn = not PGN ({ $error })
poll-too-large = answer too large
relay-progress = boards { $seen } [{ $ages }]
relay-progress-errors = boards { $seen } [{ $ages }]; errors: { $errors }
relay-no-device = no device found by mDNS
relay-found = found { $addr }
relay-board-held = { $addr } claims board { $board }, held by { $holder }: refused
relay-too-many-boards = { $addr }: board { $board } refused, the round holds { $most } boards already
relay-other-boards = { $addr } brought { $dropped } games not of its board: left out
relay-too-many-devices = more than { $most } devices: the others are not polled
relay-not-written = the round cannot be written in { $dir } ({ $error }): polling goes on, and the write is tried again
relay-written-again = the round is written again
push-rate-limited = lichess asks to wait (429)
push-token-refused = lichess refuses the token (401): check its study:write scope
push-cannot-reach = cannot reach lichess ({ $why })
push-failed = push failed: { $why }; trying again in { $seconds } s
