# What the talking clock says into a player's earpiece (FIDE Appendix D).
# espeak-ng speaks it in this language's voice and says the numbers itself:
# write digits, never a clock time ("5 minutes", not "5:00").

speech-side = { $side ->
    [white] White
   *[black] Black
}
speech-hours = { $count ->
    [one] one hour
   *[other] { $count } hours
}
speech-minutes = { $count ->
    [one] one minute
   *[other] { $count } minutes
}
speech-seconds = { $count ->
    [one] one second
   *[other] { $count } seconds
}
speech-moves = { $count ->
    [one] one move
   *[other] { $count } moves
}

# A player's clock on request: "White: 1 hour 23 minutes 10 seconds. 23 moves. 17 to the control."
speech-time = { speech-side }: { $time }. { speech-moves }.
speech-time-control = { speech-side }: { $time }. { speech-moves }. { $left } to the control.

# A move: the piece, the square it left, the square it reached.
speech-piece = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
speech-move = { speech-side }: { $piece } { $from } { $to }
speech-capture = { speech-side }: { $piece } { $from } takes { $to }
speech-castle = { speech-side }: { $castle ->
    [king] short castling
   *[queen] long castling
}
speech-promotion = { $said }, promotes to { $piece }
speech-check = { $said }, check
speech-mate = { $said }, checkmate
speech-move-end = { $said }.

speech-period = { speech-side }: period { $number } begins.
speech-threshold = { speech-side }: { $time } left.
speech-flag = { speech-side }: the flag fell.
speech-result = { $outcome ->
    [white] White wins.
    [black] Black wins.
   *[draw] Draw.
}
speech-result-pending = { $outcome ->
    [white] White wins
    [black] Black wins
   *[draw] Draw
} for now: the arbiter decides.
speech-draw-offer = { speech-side } offers a draw.
speech-paused = The clocks are paused.
speech-resumed = The clocks run again.
