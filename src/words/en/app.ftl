# app: what the device says on its screens, of storage, the day, the PIN
# and the settings.

## The scoresheet that lags the presses (view.rs)

lag-banner = { $missing ->
    [1] enter { side-of } move { $number }
   *[other] enter { side-of } move { $number } ({ $missing } missing)
}

## Storage and the archive (driver/filing.rs)

storage-failing = STORAGE FAILING: { $path } cannot be written. The game goes on and is kept in memory; it is written as soon as storage works. Tell the arbiter.
not-archived = NOT ARCHIVED: { $failure }. Tried again every { $seconds } s; the next game waits until the game is archived or copied to a USB stick (export).
not-archived-rescued = NOT ARCHIVED: { $failure }. A copy is on the stick in { $dir }: the next game may begin; archiving is tried again every { $seconds } s until then.
rescue-not-copied = the game could not be copied to { $dir }: { $error }
rescue-not-kept-aside = { $path } could not be kept aside for the next game: { $error }

## The next game (driver/mod.rs)

new-game-no-data-dir = no data directory for a new game
new-game-cannot-start = the new game cannot start: { $error }
new-game-could-not-start = the new game could not start: { $error }
next-waits-game-on = the game is still on: it must end first
next-waits-not-archived = the finished game is not yet safely archived: the next game waits
next-waits-unsigned = the result is not yet signed by both players: the arbiter's PIN is needed

## Opening: the journal restored (run/restore.rs, run/mod.rs)

journal-damaged-kept-aside = The journal { $file } is damaged at line { $line } ({ $why }): there is no game to restore; it was kept as { $aside } and a new game begins.
journal-damaged-not-kept-aside = The journal { $file } is damaged at line { $line } ({ $why }); it could not be kept aside ({ $error }) and stays as it is.
records-lost = The journal's record { $line } is damaged ({ $why }): { $after ->
    [0] it is lost
   *[other] it and the { $after } after it are lost
}, and the game is restored up to the record before it; { $kept }. The arbiter must check the position and the clocks.
records-copy-kept = a copy is kept as { $path }
records-not-copied = it could not be copied
journal-io = journal { $path }: { $error }
journal-damaged = journal { $path } is damaged at line { $line }: { $why }
journal-empty = journal { $path } holds no game
journal-unfiled = journal { $path } holds the game { $id }, not yet in the archive
journal-not-utf8 = not UTF-8
journal-no-checksum = no checksum
journal-bad-checksum-field = a bad checksum field
journal-checksum-mismatch = the checksum does not match
journal-not-a-record = not a record: { $detail }
journal-not-a-game-start = the first record does not start a game
journal-version = format version { $version }
journal-second-start = a second start of a game
journal-refused = the game refused it: { $error }
journal-no-whole-record = not one whole record (NUL bytes, or a file written over)
journal-out-of-place = a record out of its place (an earlier one given back again)
journal-no-such-moment = a moment no game reaches (over a year into it)
journal-no-game-name = a game name that names no file of the archive (it would leave it)
journal-too-late = a record { $seconds } s after the one before it while a clock ran (records come every 1.5 s then): not this game's
journal-not-in-chain = a record that does not follow the game's records (a block of another game's journal, or of another place in this one)
journal-too-large = more than { $most } MiB: no journal of a game
records-skipped = { $count ->
    [1] The journal's record { $lines } is damaged or out of place ({ $why })
   *[other] The journal's records { $lines } are damaged or out of place (the first: { $why })
}: none held a press or a move, so only they are left out and the game is restored whole; { $kept }.
storage-not-kept = Storage is failing ({ $error }): the game is kept in memory only, and written as soon as storage works.
restore-written-at = the last record was written at { $at } UTC, { $ago } before this start
restore-written-unknown = the time of the last record is unknown
game-restored = Game restored after a stop: { $when }. The clocks are paused at White { $white }, Black { $black }; the time since that record is not charged. The arbiter resumes (PIN).
data-dir-not-locked = The data directory could not be locked ({ $problem }): never run a second pendule on it.
live-cannot-serve = The live game cannot be served at { $addr }: { $error }
hall-not-set = The hall is not set: { $problem }. The game plays and is archived as without it.
hall-bad-event = [hall] event must be 1 to 64 letters, digits, '-', '_' or '.'
hall-bad-user = [hall] user must be 1 to 64 letters, digits, '-', '_' or '.'
hall-bad-certificate = [hall] certificate: { $problem }
hall-no-certificate = [hall] broker is mqtts:// and [hall] certificate is empty: provision the device again with the hall's certificate
hall-no-device-id = the device has no id
hall-cannot-start = The hall at { $broker } cannot be reached from this device: { $error }. The game plays and is archived as without it.
hall-place-none = No place left on this stick (its folder pendule/hall/ has no file not taken).
hall-place-not-marked = The stick cannot mark the place as taken ({ $error }): another device could take it too. Nothing was changed.
hall-place-unreadable = { $file } on the stick is not a place in the hall: { $problem }. It stays on the stick; nothing was changed.
hall-place-too-large = larger than { $most } bytes
hall-place-no-broker = it names no broker
hall-place-here = This device: { $user } in the hall of { $event } ({ $broker }).
hall-place-nowhere = This device is in no hall.
hall-place-no-stick = Plug in the stick made by “pendule hall provision”.
hall-place-stick = { $count ->
    [one] One place left on the stick: { $next }.
   *[other] { $count } places left on the stick; the next is { $next }.
}
hall-place-taken = This device is { $user } of { $event } from its next start (installed with install.sh --hall).
hall-place-left = This device leaves the hall at its next start.
hall-place-ask-replace = This device is { $user } now: tap again to take the stick's next place instead.
hall-place-ask-leave = Tap again to leave the hall.
hall-place-not-saved = Not saved, the place is back on the stick: { $error }

## The screens' callbacks (run/callbacks.rs)

presets-only-own-removed = only your own presets can be removed
choose-time-control = choose a time control
type-time-first = type the time in the field first, as 1:23:45
settings-no-data-dir = no data directory to save the settings in
settings-not-saved = the settings could not be saved: { $error }
settings-speech-warnings = the talking clock's time warnings '{ $typed }' are not times: write them as 5:00 2:00 1:00 0:10

## Pairings from a USB stick (run/pairings.rs)

pairings-no-stick = no USB stick: plug in the one with the pairings
pairings-board-first = write this device's board number first
pairings-no-board = { $name } has no board { $board } in round { $round } (its rounds: { $rounds })
pairings-filled = round { $round }, board { $board }: { $white } – { $black }, from { $name }
pairings-hall = the hall
pairings-no-file = no pairings.csv, pairings.pgn or pairings.trf on the stick (at its top, or in pendule/)
pairings-unreadable = { $path } cannot be read: { $error }
pairings-too-large = the pairings file is over 1 MiB: not a pairings file
pairings-not-csv = pairings: line { $line }: not a CSV line ({ $why })
pairings-too-few-columns = pairings: line { $line }: { $found } columns, 4 needed (round, board, White, Black)
pairings-not-a-number = pairings: line { $line }: { $what ->
    [round] round
   *[board] board
} "{ $text }" is not a number from 1
pairings-bad-fide-id = pairings: line { $line }: FIDE id "{ $text }" is not a number of at most 10 digits
pairings-name-too-long = pairings: line { $line }: a name of { $chars } characters (at most 200)
pairings-twice = pairings: line { $line }: round { $round } board { $board } is paired twice
pairings-empty = pairings: the file holds no pairing
pairings-bad-rating = pairings: line { $line }: rating "{ $text }" is not a number of at most 4 digits
pairings-not-a-tag = pairings: line { $line }: not a PGN tag pair
pairings-missing-tag = pairings: line { $line }: the game has no { $tag } tag{ $tag ->
    [Board] {" "}(nor Table, nor a round like 3.12)
   *[other] {""}
}
pairings-trf-field = pairings: line { $line }: { $what ->
    [starting-rank] the starting rank
    [repeated-rank] a starting rank given twice
    [opponent] the opponent
    [colour] the colour
    [result] the result
   *[points] the points
} in columns { $columns } is "{ $text }"
pairings-trf-disagree = pairings: line { $line }: player { $rank } meets { $opponent } in round { $round }, whose line does not say so
pairings-trf-no-round = pairings: the TRF holds no round paired and not yet played

## The arbiter's log (ui/arbiter_log.rs)

log-paused = clocks paused by the arbiter: White { $white }, Black { $black }
log-resumed = clocks resumed by the arbiter: White { $white }, Black { $black }
log-time = { side-of } clock { $from } → { $to } ({ $by })
log-moves = { side-of } moves { $from } → { $to }
log-move-taken-back = { $san } taken back from the scoresheet
log-move-entered-again = { $san } entered again
log-period = { side-of } period { $from } → { $to }
log-undone = undone: { $words }
log-second-loses = a second illegal move loses
log-ruling-follows = a second illegal move: the ruling follows once the position is whole (Art. 7.5.5)
log-result = result { $outcome }: { $reason }

## The arbiter's screen (ui/arbiter_screen.rs)

ask-illegal-pressed = { side-start } pressed after an illegal move (Art. 7.5.1): the press is taken back, { side-start } is on move again without what the press gave, and { minutes-added } (Art. 7.5.2).
ask-illegal-not-pressed = { side-of } illegal move (Art. 7.5): { minutes-added } (Art. 7.5.2); { side-start } has not pressed, and the clocks stay as they are.
ask-illegal-entered = { side-of } illegal move (Art. 7.5): { minutes-added } (Art. 7.5.2). { side-of } last press has its move on the scoresheet and stays: if that move was the illegal one, take it back first ("take back the last move").
ask-first-illegal = A second illegal move loses.
ask-second-illegal = This is { side-of } second illegal move: { side-start } loses, unless { other } cannot checkmate by any series of legal moves (Art. 7.5.5).
ask-empty-press = { side-start } pressed without making a move (Art. 7.5.3), an illegal move: the press is taken back, { side-start } is on move again, and { minutes-added }. A press by accident (a sleeve, a second tap) is "take back the press", without a penalty.
ask-empty-press-has-move = { side-of } last press has its move on the scoresheet: it was no press without a move. An illegal move is "illegal move by { side }"; a stray press is "take back the press".
ask-not-just-pressed = { side-start } has not just pressed: { side-of } clock has the turn. An illegal move is "illegal move by { side }".
ask-stray-press = Take back { side-of } press without a penalty (a stray press: a sleeve, a second tap): { side-start } is on move again, as before the press. An illegal move is "illegal move by { side }" instead.
ask-stray-press-entered = { side-of } move entered for it stays on the scoresheet, written before its press.
ask-take-back = Take { side-of } move { $san } off the scoresheet (a wrong entry)? The presses stay: the scoresheet then lags by one move until it is entered. "undo" puts it back.
ask-claim = { side-start } claims { $claim } (Art. { $article }). If the claim is wrong, { minutes-added } (Art. 9.5.3). To claim with an intended move, write it in the field first.
ask-claim-intended = { side-start } claims { $claim } with the intended move { $intended }, written and not played (Art. { $article }). If the claim is wrong, { minutes-added } and { $intended } is played (Art. 9.5.3).
ask-no-claimant = no side is on move: no claim now
quickplay-asked = Quickplay finish asked by { side-start }: { $ruling }?
quickplay-increment = 5 s per move for both from the next move, 2 min to the opponent (Guidelines III.4)
quickplay-draw = the game is drawn (Guidelines III.5)
quickplay-reject = the claim is rejected: 2 min to the opponent (Guidelines III.5)
quickplay-declared-draw = the claim postponed before the flag: the game is drawn (Guidelines III.5.2)
quickplay-flag-stands = the claim postponed before the flag is rejected: the flag stands (Guidelines III.5.2)
quickplay-postpone = the decision is postponed, 2 min to the opponent; the arbiter rules at the end (Guidelines III.5)
decide-default-reason = the result set on the arbiter's screen
decide-already = { $new } is already the result: nothing to change
decide-replace = Replace { $was } ({ $why }) by { $new }, for: { $reason }? The record keeps both.
decide-end = End the game { $new } by the arbiter's decision, for: { $reason }?
last-refused-entry = last refused entry: { $why }

## The board (ui/board_screen.rs)

answer-cancel = cancel
answer-accept-draw = accept the draw
answer-resigns = { $name } resigns
answer-offers = { $name } offers
answer-calls = { $name } calls
answer-close = close
call-asking = Call the arbiter to this board? The hall's console shows the call, and how long it has waited, until the arbiter comes and types the PIN here. The clocks run on: to stop them, pause as well (Art. 6.12.2).
call-no-hall = This device is not linked to a hall: no console would see a call. Raise your hand, or pause the clocks and fetch the arbiter (Art. 6.12.2).
call-waiting = ⚖ { $name }: call waiting
call-unsent = ⚖ { $name }: not on the hall yet (no link)
call-seen = ⚖ { $name }: seen, the arbiter is coming
offer-draw-asking = Who offers a draw? After one's own move and before pressing the clock (Art. 9.1.2.1); at another moment the offer stands all the same, noted for the arbiter (Art. 11.5).
accept-draw-asking = { other-start } accepts { side-of } draw offer: the game ends in a draw (Art. 9.1). Only the player to answer taps "accept".
no-draw-offer = no draw offer to accept
resign-asking = { $name } ({ side }) resigns? The game ends: lost, or drawn if the opponent cannot checkmate (Art. 5.1.2).
move-refused-call-arbiter = move refused: enter it again, or call the arbiter
press-your-clock = { side-start }: press your clock
side-to-move = { side-start } to move
banner-game-over = game over: { $outcome }
status-black-starts = Black starts White's clock

## The clock (ui/clock_screen.rs, ui/sheet_screen.rs)

heading-round = round { $round }
heading-board = board { $board }
face-delay = delay { $left }
face-to-control = { $moves } to control
face-period-to-control = P{ $period } · { $moves } to control
face-period = period { $period }
face-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
face-offered = ½ offered
status-result = { $outcome } — the result ▸
status-arbiter-decides = { $outcome }? — the arbiter decides ▸
status-deciding = deciding…
status-paused = paused
status-held = paused by the arbiter: the arbiter resumes (⚖)
sheet-heading = Scoresheet

## The result (ui/result_screen.rs)

ruling-replaces = { $ruling } (replaces { $was })
ruling-not-proved = { $ruling } — not proved: the arbiter decides
proof-final = the final position; { $moves ->
    [one] ▶ plays the mate in one move
   *[other] ▶ plays the mate in { $moves } moves
}
proof-step = move { $at } of { $moves }: { $said }

## Settings and setup (ui/settings_screen.rs, ui/setup_screen.rs)

pin-not-kept = the PIN could not be kept: { $why }
preset-fide-classical = FIDE classical 40/90+30, 30+30
preset-rapid = rapid 15+10
preset-blitz = blitz 3+2
preset-us-classical = US classical 90 d5
preset-armageddon = Armageddon 5 / 4
preset-exists = the preset { $name } exists already
preset-type-first = type the control in the field first, as 5400+30 or 40/5400+30:1800+30
setup-round-not-a-number = the round is a number from 1
setup-board-not-a-number = the board is a number (or nothing)
setup-chess960-not-a-number = Chess960: the starting position is a number from 0 to 959 (⚄ draws one)
setup-chess960-no-random = no random number could be drawn: type a position, 0 to 959

## The USB panel (ui/usb_screen.rs)

usb-new-games = USB stick: { $count ->
    [one] { $count } new game
   *[other] { $count } new games
}
usb-cannot-write = cannot write on the stick ({ $place }): { $error }
usb-safe-to-remove = { $words } — safe to remove
usb-exporting = exporting { $done } of { $of }…
usb-pulled-too-soon = stick removed before the export finished: nothing is lost, plug it in again

## The arbiter's PIN (pin/)

pin-digits = the arbiter's PIN is 4 to 8 digits
pin-wrong = wrong PIN
pin-wrong-wait = wrong PIN { $wrong } times: the keypad waits { $wait }
pin-waiting = the keypad waits { $left } more
pin-locked = the PIN kept in settings.toml cannot be checked: no PIN opens this screen. Remove [arbiter_pin] from settings.toml (the card in a laptop, or ssh); the PIN is then 0000
stored-pin-not-a-pin = the arbiter's PIN is not 4 to 8 digits
stored-pin-digits = the arbiter's PIN has { $digits } digits, not 4 to 8
stored-pin-not-a-hash = the arbiter's PIN is not an Argon2id hash pendule wrote
stored-pin-not-text = the arbiter's PIN is not 4 to 8 digits in quotes
pin-not-hashed = the PIN could not be hashed: { $why }

## The settings file (store/settings/load.rs)

settings-file-line = { $path } line { $line }
settings-unreadable = { $path }: { $why }; using the defaults
settings-not-toml = { $at }: { $why }; that line is not read
settings-key-unread = { $at } ({ $key }): { $why }; its default is used, the rest of the file is read
settings-kept-aside = { $path } did not read whole: the file as it was is kept as { $aside }
settings-not-kept-aside = { $path } did not read whole and could not be kept aside ({ $why }): settings are not saved over it
settings-too-large = { $path } is larger than { $limit } MiB: it is not read (moved to { $aside }); using the defaults
settings-pin-refused = { $at }: { $refusal }; no PIN opens the arbiter's screen until [arbiter_pin] is removed from the file (then it is 0000)
settings-pin-in-clear = { $path }: the arbiter's PIN is still in clear in the file, which cannot be rewritten: { $why }

## A DGT e-board beside the device (app/ui/eboard_screen.rs)

eboard-unplugged = e-board unplugged: enter the moves by touch
eboard-differs-banner = the e-board differs from the scoresheet: set its pieces as shown here
eboard-proposal-loss = a magic piece on the e-board: does { $name } ({ side }) resign?
eboard-proposal-draw = a magic piece on the e-board: is the game drawn by agreement?
answer-draw-agreed = draw agreed

## The arbiter's incidents (app/ui/arbiter_screen.rs)

quickplay-no-increment = the request is refused: nothing changes, the game goes on (Guidelines III.4)
quickplay-accept = the opponent accepts the request, a draw offer: the game is drawn (Guidelines III.4)
quickplay-unsupervised = with no arbiter supervising, the claim ends the game, for the designated arbiter to decide (Guidelines III.6)
confirm-incident = { $what }. Confirm?
confirm-incident-illegal = { $what }; the penalty of Art. 7.5.5 follows: time to the opponent, or the loss for a second illegal move. Confirm?
incident-type-control = type the right control in the field first (as 5400+30 or 40/5400+30:1800+30): { $why }
incident-type-article = '{ $text }' is not an article (as 11.5): type the article infringed in the field, or clear it
incident-type-scores = type both players' points, then the article: "0-½ 11.7", "0-0 11.8", "½-1 12.9.4" (not "{ $text }")

arbiter-scoresheet-behind = { side-of } scoresheet is { $moves } moves behind, for { $time } (Art. 8.1.3)
arbiter-position-unknown = moves not recorded from move { $from } (Art. 8.4): type each in the field, then "fill in the move"
lag-banner-not-recorded = not recorded (8.4)

# Art. 8.3: a device replaced by a spare, from the arbiter's incidents.
spare-no-stick = put a USB stick in first: the game goes to the spare on it (Art. 8.3)
spare-pause-first = pause the clocks first (⏸): the spare takes the game up as it stands, paused
spare-storage-failing = the card is failing and its journal is behind the game: export the game to the stick instead, and enter it on the spare by hand
spare-hand-over-ask = Write this game to the stick, for a spare device to take it up (Art. 8.3)? It stays on this device too. Confirm?
spare-handed-over = the game is on the stick ({ $file }): on the spare, the arbiter's incidents, "8.3: take up from the stick"
spare-hand-over-failed = the game could not be written to the stick: { $error }
spare-none-on-stick = the stick holds no game handed over (pendule/running/ on it): hand the game over on the device that is replaced first
spare-take-up-ask = Take up the game { $id } from the stick (Art. 8.3)? This device's own game, not begun or already archived, gives way; pendule starts again and opens the game paused, for you to resume. Confirm?
spare-taken-up = the game { $id } is taken up: pendule starts again and opens it paused
spare-take-up-failed = the game was not taken up: { $error }
