# The game: notes on the scoresheet, the reasons of results, refusals.
# A side is $side (the other one $other); see common.ftl.

# What the opponent is given: "2 min added to Black".
minutes-added = { $minutes } min added to { other-to }

note-clock-set = arbiter: { side-of } clock set to { $time }
note-moves-set = arbiter: { side-of } move count set to { $moves }
note-period-set = arbiter: { side } put in period { $period }
note-taken-back = arbiter: { $san } taken back
note-entered-again = arbiter: { $san } entered again (the take-back undone)
note-entry-withdrawn = { side-start } takes back { $san } before pressing (own correction)
note-records-lost = the journal's record { $line } was damaged and is lost with the { $after } after it: the arbiter must check the game from here
note-period-passed = { side-of } period passed at zero
note-flag-missing = { side-of } flag fell; { $missing ->
    [one] 1 move
   *[other] { $missing } moves
} still to enter
note-flag-before-missing = { side-of } flag fell before move { $before } was completed; { $missing ->
    [one] 1 move
   *[other] { $missing } moves
} still to enter
note-illegal-move = { side-of } illegal move: { minutes-added } (Art. 7.5)
note-empty-press-first = { side-start } pressed without moving, an illegal move (Art. 7.5.3): { minutes-added } (Art. 7.5.5)
note-empty-press = { side-start } pressed without moving, an illegal move (Art. 7.5.3)
note-claim-rejected = { side-start } claims { $claim }, incorrectly: { $why }; { minutes-added } (Art. 9.5.3)
note-draw-offered = { side-start } offers a draw (=)
note-draw-declined = { side-start } declines the draw offer
note-quickplay-increment = { side-start }, with under two minutes, asks for an increment for both players, which offers a draw; { other } declines; the arbiter grants it: { $seconds } s per move for both from the next move, { minutes-added } (Guidelines III.4)
note-quickplay-rejected = { side-start }, with under two minutes, claims a draw; the arbiter rejects the claim: { minutes-added } (Guidelines III.5.3)
note-quickplay-postponed = { side-start }, with under two minutes, claims a draw; the arbiter postpones the decision (Guidelines III.5.2)
note-quickplay-postponed-time = { side-start }, with under two minutes, claims a draw; the arbiter postpones the decision, { minutes-added } (Guidelines III.5.2)
note-voided-flag = { side-of } flag fell after the game had ended with { $by }: it does not count
note-voided-resignation = { side-start } resigned after the game had ended with { $by }: the resignation does not count
note-voided-illegal = { side-of } second illegal move came after the game had ended with { $by }: it does not count
note-arbiter-paused = the arbiter paused the clocks at { $at } UTC (White { $white }, Black { $black })
note-arbiter-resumed = the arbiter resumed the clocks at { $at } UTC (White { $white }, Black { $black })
note-arbiter-called = { side-start } called the arbiter at { $at } UTC
note-arbiter-came = the arbiter came at { $at } UTC to the call of { side } ({ $called } UTC)
note-restored = the game stopped (a power cut) and was restored at { $at } UTC, its clocks paused at White { $white }, Black { $black }
note-restored-written = the game stopped (a power cut) after its record of { $written } UTC and was restored at { $at } UTC, its clocks paused at White { $white }, Black { $black }
note-press-taken-back = arbiter: { side-of } press taken back, a stray press, without a penalty: { side-start } is on move again
note-press-taken-back-illegal = { side-of } press after an illegal move taken back: { side-start } is on move again (Art. 7.5.1)

why-flag-clock-only = { side-of } flag fell (clock only: no position to rule on Art. 6.9; the arbiter may correct)
why-flag-clock-only-before = { side-of } flag fell before move { $before } was completed (clock only: no position to rule on Art. 6.9; the arbiter may correct)
why-second-illegal = { side-of } second illegal move (Art. 7.5.5): { $words }
why-second-illegal-clock-only = { side-of } second illegal move (Art. 7.5.5; clock only: the arbiter checks the position)
why-resigned = { side-start } resigns (Art. 5.1.2)
why-resigned-draw = { side-start } resigns, but { $words }: draw (Art. 5.1.2)
why-claim-upheld = { side-start } claims { $claim }: { $why }
why-draw-agreed = { side-start } accepts { other-of } draw offer (Art. 9.1)
why-quickplay-draw = { side-start }, with under two minutes, claims a draw; the arbiter declares the game drawn (Guidelines III.5.1)
why-quickplay-declared-draw = { side-start } claimed a draw under Guidelines III.5 and the arbiter postponed the decision; after the flag the arbiter declares the game drawn (Guidelines III.5.2)
why-arbiter = arbiter's decision: { $words }
reason-postponed = { $reason }; { side } claimed a draw under Guidelines III.5 and the arbiter postponed the decision: the arbiter declares the result (III.5.2)
reason-armageddon = { $reason }; Armageddon: a draw counts as a win for { side }
reason-confirmed = { $reason }; confirmed by the arbiter: { $words }
reason-flag-stands = { $reason }; the arbiter rules that the flag stands and rejects the claim (Guidelines III.5.2)

press-not-running = { side-of } clock is not running
press-paused = the clocks are paused
press-flag-fallen = a flag has fallen
press-stopped = the clocks are stopped

not-now-deciding = a ruling is being decided
not-now-clock-only = moves are not entered in clock-only mode
not-now-ruling-awaited = a ruling is awaited: only moves already pressed may be entered
not-now-press-first = { side-start } must press the clock before the next move is entered
not-now-no-such-period = { $periods ->
    [one] the control has one period
   *[other] the control has { $periods } periods
} (Art. 6.10.2: a correction names a setting the event has)
not-now-nothing-to-take-back = no move to take back
not-now-nothing-to-withdraw = no move entered and not yet pressed: a pressed move is the arbiter's to take back
not-now-offer-after-move = a draw is offered after making a move
not-now-no-offer-to-accept = no draw offer to accept
not-now-no-offer-to-decline = no draw offer to decline
not-now-no-ruling-asked = no ruling was asked for
not-now-no-proof-asked = no proof of a ruling was being looked for
not-now-proof-does-not-mate = that line does not end in the checkmate it should prove
not-now-claims-need-scoresheet = claims need the scoresheet
not-now-arbiter-resumes = the arbiter paused the clocks: only the arbiter resumes them (PIN)
not-now-arbiter-only = only the arbiter does that
not-now-not-for-the-arbiter = that is not an arbiter's action
not-now-no-call = no player's call waits
not-now-time-too-long = no clock is set past 1,000 hours
not-now-clock-setting-fixed = a rapid or blitz game without adequate supervision, each player past ten moves: no change is made to the clock's setting (Art. A.5.1.1)
not-now-nothing-to-undo = no correction to undo

quickplay-not-announced = no quickplay finish was announced for this game (Guidelines III.2.1)
quickplay-blitz = the quickplay-finish guidelines never apply to blitz (Guidelines III.2.2)
quickplay-has-increment = the last period has an increment or a delay: the quickplay-finish guidelines do not apply (Guidelines III.2.2)
quickplay-granted = the increment of Guidelines III.4 is already in play
quickplay-not-on-move = { side-start } is not on move: only the player on move may ask (Guidelines III.4, III.5)
quickplay-not-last-period = { side-start } is not in the last period yet (Guidelines III.1)
quickplay-time-left = { side-start } has two minutes or more left (Guidelines III.4, III.5)
quickplay-nothing-postponed = the game is over: the arbiter now decides only a draw claim by { side } postponed before the flag (Guidelines III.5.2), draw or the flag stands, once

error-game-over = the game is over
error-press = press refused: { $why }
error-draw-too-early = a draw can be agreed only once both players have made a move (Art. 5.2.3)
error-already-confirmed = { side-start } has already confirmed the result
error-no-result-yet = there is no result to confirm yet
error-result-stands = that is already the result: it stands as it is
error-ended-with = the game ended with { $by }: { $end }; no move can follow
error-missing-moves = { $count ->
    [one] enter the missing move first
   *[other] enter the { $count } missing moves first
}
error-not-just-pressed = { side-start } has not just pressed the clock: { side-of } clock is running
error-press-has-move = { side-of } last press has its move on the scoresheet: take the move back first
error-own-offer = the draw offer is { side-of } own: only { other } may accept or decline it

# In the PGN's closing comment.
pgn-to-be-confirmed = { $reason } [to be confirmed by the arbiter]
pgn-replaces = { $reason }; it replaces { $was }: { $why }
pgn-confirmed = { side-start } confirmed the result (Art. 8.7) at { $when }

# The clock: a time control that cannot be read ("40/5400+30:1800+30").
control-error = bad time control '{ $text }' at '{ $part }' (column { $column }): { $why }
control-empty = no control given
control-hourglass-syntax = a hourglass is '*' then whole seconds
control-hourglass-empty = a hourglass needs some time
control-moves-missing = only the last period may leave out its moves
control-last-has-moves = the last period has no move count
control-first-without-time = the first period needs some time
control-move-count-syntax = the move count is whole moves before '/'
control-no-moves = a period needs at least one move
control-time-syntax = the time is whole seconds
control-increment-syntax = an increment or delay is whole seconds

## Incidents (game/incident.rs)

note-offer-on-move = { side-start } offers a draw (=), not right after making a move: the offer stands (Art. 9.1.2.1), and the arbiter considers Art. 11.5
note-claim-is-offer = { side-of } claim stands as a draw offer (=), which { other } may accept (Art. 9.1.2.3)
note-illegal-promotion-first = { side-start } pressed the clock with a pawn on the last rank not replaced, an illegal move: a queen replaces the pawn (Art. 7.5.2); { minutes-added } (Art. 7.5.5)
note-illegal-promotion = { side-start } pressed the clock with a pawn on the last rank not replaced, an illegal move: a queen replaces the pawn (Art. 7.5.2)
note-illegal-two-hands-first = { side-start } made the move with two hands and pressed the clock, penalised as an illegal move (Art. 7.5.4): { minutes-added } (Art. 7.5.5)
note-illegal-two-hands = { side-start } made the move with two hands and pressed the clock, penalised as an illegal move (Art. 7.5.4)
note-stands = { $kind ->
    [move] { side-of } illegal move
    [promotion] { side-of } pawn left unreplaced on the last rank
    [press] { side-of } press without a move
   *[two-hands] { side-of } move made with two hands
} was neither seen by the arbiter nor claimed by { other } before { other-of } next move: it stands and the game goes on (Art. A.5.2)
note-stands-sheet-stops = { $note }; the scoresheet cannot follow the position it left: from here the device keeps the clock only
note-touch-rejects-offer = { side-start } touched a piece to move it, which rejects { other-of } draw offer (Art. 9.1.2.1)
note-penalty-warning = arbiter: { side-start } is warned (Art. 12.9.1)
note-penalty-warning-for = arbiter: { side-start } is warned for an infraction of Art. { $article } (Art. 12.9.1)
note-penalty-points = arbiter: the points { side } scores in this game are reduced (Art. 12.9.5)
note-penalty-points-for = arbiter: the points { side } scores in this game are reduced for an infraction of Art. { $article } (Art. 12.9.5)
note-control-set = arbiter: { side-of } control set to { $control } (Art. 6.10.2)
note-control-set-flag = arbiter: { side-of } control was set wrong and is set to { $control }; the flag that fell under the wrong setting does not stand (Art. 6.10.2)
note-quickplay-refused = { side-start }, with under two minutes, asks for an increment for both players, which offers a draw; { other } declines; the arbiter refuses the request: the game goes on (Guidelines III.4)
why-penalty-loss = the arbiter declares the game lost by { side } and won by { other } (Art. 12.9.6)
why-penalty-loss-for = the arbiter declares the game lost by { side }, for an infraction of Art. { $article }, and won by { other } (Art. 12.9.6)
why-scores = the arbiter decides the points: White { $white }, Black { $black }
why-scores-for = the arbiter decides the points: White { $white }, Black { $black } (Art. { $article })
why-quickplay-accepted = { side-start }, with under two minutes, asks for an increment for both players, which offers a draw; { other } accepts it (Guidelines III.4, Art. 9.1)
why-quickplay-unsupervised = { side-start }, with under two minutes and no arbiter supervising, claims a draw, which concludes the game; the claim goes to the designated arbiter (Guidelines III.6)
incident-not-promotion = { side-of } last move on the scoresheet is no pawn promoted to a queen: enter it as the queen promotion that Art. 7.5.2 makes it
incident-stands-only-rapid-blitz = an illegal move stands only in rapid and blitz (Art. A.5.2, B.3); in a standard game it is corrected when it is found (Art. 7.5.1)
incident-stands-before-reply = { side-start } has not made the next move yet: until then the arbiter acts or { side } claims (Art. A.5.2)
incident-stood-after-reply = { side-of } move stands: in rapid and blitz an illegal move not acted on before the opponent's next move stands, unpenalised (Art. A.5.2, B.3)
incident-touch-not-on-move = { side-start } is not on move: only the player having the move touches a piece to move it (Art. 4.3)
incident-touched = { side-start } touched a piece to move it: no draw claim under Art. 9.2 or 9.3 on this move (Art. 9.4)
incident-control-after-end = the game is over: only the control of the side whose flag ended it can still be corrected, which takes that result back (Art. 6.10.2)

note-scoresheet-behind = { side-of } scoresheet was { $moves } moves behind for { $time } (Art. 8.1.3: a player records their previous move before making another)
note-not-recorded = { side-start } entered "—" (Art. 8.4: under five minutes, no increment of 30 s): the moves are not recorded from here and the position is unknown until the arbiter fills them in
note-not-recorded-rapid = { side-start } entered "—" (Art. A.2, B.3: in rapid and blitz the players need not record): the moves are not recorded from here and the position is unknown until the arbiter fills them in
note-filled-in = the arbiter filled in the moves not recorded from move { $from } (Art. 8.4): the position is known again
not-now-not-your-move = it is { side-of } move on the scoresheet
not-now-must-record = { side-start } must record the moves: "—" is for a player with less than five minutes and no increment of 30 s (Art. 8.4)
not-now-position-unknown = the position is unknown since a "—" (Art. 8.4): nothing that needs it can be ruled until the arbiter fills the moves in, or rules
