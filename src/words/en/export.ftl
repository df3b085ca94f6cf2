# export: what an export to a USB stick and the push to lichess say.

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

## The push to lichess (hall/lichess.rs)

http-status = HTTP status { $code }
push-rate-limited = lichess asks to wait (429)
push-token-refused = lichess refuses the token (401): check its study:write scope
push-cannot-reach = cannot reach lichess ({ $why })
push-failed = push failed: { $why }; trying again in { $seconds } s
