# The rules: refused moves, FEN, game ends, claims and the flag-fall ruling.
# A side is $side (a second side $other), a piece $role: common.ftl words them.

## A refused move: what was typed ($input), then why ($why).

move-refused = { $input }: { $why }
move-game-over = the game is over
# What was written of the departure square: $from is square, file, rank or
# none; $at is that square, file or rank.
move-from = { $from ->
    [square] {" "}on { $at }
    [file] {" "}on the { $at }-file
    [rank] {" "}on rank { $at }
   *[none] {""}
}
move-no-piece = { side-start } has no piece{ move-from }
move-no-role = { side-start } has no { role }{ move-from }
move-own-piece = { $to } holds { side-of } own { role }
# $n pieces of the kind stand on $squares ("b1, g1").
move-cannot-reach = { $n ->
    [1] the { role } on { $squares } cannot go to { $to }
    [2] neither { role } ({ $squares }) can go to { $to }
   *[other] none of the { roles } ({ $squares }) can go to { $to }
}
move-king-would-be-in-check = { side-of } king would be in check on { $to }
move-check-not-parried = { side-of } king is in check and { role } { $from }-{ $to } does not parry it
move-exposes-king = { role } { $from }-{ $to } would leave { side-of } king in check
# $example: the move with a queen, in the letters moves are typed in.
move-promotion-missing = a pawn reaching { $to } must promote: add the piece, as in { $example }
move-not-a-promotion = only a pawn reaching the last rank promotes
move-nothing-to-capture = nothing can be captured on { $to }
# $squares joined as a list ("b1 and f1"), $options as alternatives.
move-ambiguous = { roles } on { $squares } can { $n ->
    [2] both
   *[other] all
} go to { $to } (write { $options })
# $wing: king or queen.
move-castling = cannot castle { $wing ->
    [king] kingside
   *[queen] queenside
}: { $why }
castling-moved = the king or the rook has moved
castling-blocked = a piece stands between the king and the rook
castling-in-check = the king is in check
castling-attacked = the king would cross or land on an attacked square

## Text that is no move at all.

syntax-empty = no move written
# $language: the code of the language moves are typed in; $letters its
# piece letters.
syntax-unknown-piece = '{ $letter }' is not a piece letter in { $language ->
    [fr] French
    [de] German
    [es] Spanish
   *[en] English
} (pieces: { $letters })
syntax-unexpected = '{ $char }' has no place in a move
syntax-no-square = no arrival square (a file a-h then a rank 1-8)
syntax-too-many-coordinates = too many coordinates before the arrival square
syntax-bad-promotion = a pawn cannot promote to { a-role }

## A FEN that cannot start a game.

fen-bad = bad FEN '{ $fen }': { $problem }
fen-illegal = illegal position: { $reasons }
fen-whole = invalid fen
fen-board = invalid board part in fen
fen-turn = invalid turn part in fen
fen-castling = invalid castling part in fen
fen-en-passant = invalid ep square in fen
fen-halfmoves = invalid halfmove clock in fen
fen-fullmoves = invalid fullmove number in fen
illegal-empty-board = empty board
illegal-missing-king = missing king
illegal-too-many-kings = too many kings
illegal-pawns-on-back-rank = pawns on backrank
illegal-castling-rights = invalid castling rights
illegal-en-passant = invalid ep square
illegal-kings-adjacent = the kings stand next to each other
illegal-opposite-check = the side that is not to move is in check
illegal-impossible-check = impossible check
illegal-too-much-material = too much material

## The board ends the game ($side: the winner; $article: of the FIDE Laws).

end-checkmate = { side-start } checkmates (Art. { $article })
end-stalemate = stalemate (Art. { $article })
end-dead-position = dead position: neither side can checkmate (Art. { $article })
end-fivefold = the same position for the fifth time (Art. { $article })
end-seventy-five-moves = 75 moves by each side without a pawn move or capture (Art. { $article })

## Draw claims: what is claimed, and why it is correct or not.

claim-threefold = threefold repetition
claim-fifty-moves = the fifty-move rule
unknown-claim = unknown claim '{ $name }' (expected threefold or fifty)
# When the position stood: $played is a move as on a scoresheet ("2...Ng8"),
# $intended the move the claimant means to play.
claim-at-start = at the start
claim-after = after { $played }
claim-after-intended = after the intended { $intended }
# $times the position stood; $list when.
claim-nth = { $times ->
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $times }th
}
claim-times = { $times ->
    [1] once
   *[other] { $times } times
}
threefold-draw = the position stands for the { claim-nth } time ({ $list }): draw (Art. 9.2)
threefold-draw-intended = the position after the intended { $intended } stands for the { claim-nth } time ({ $list }): draw (Art. 9.2)
threefold-short = the position would stand only { claim-times } ({ $list }); three are needed (Art. 9.2)
threefold-short-intended = the position after the intended { $intended } would stand only { claim-times } ({ $list }); three are needed (Art. 9.2)
fifty-draw = { $halfmoves } half-moves without a pawn move or capture: draw (Art. 9.3)
fifty-draw-intended = after the intended { $intended }, { $halfmoves } half-moves without a pawn move or capture: draw (Art. 9.3)
fifty-short = only { $halfmoves } { $halfmoves ->
    [one] half-move
   *[other] half-moves
} without a pawn move or capture; 100 are needed (Art. 9.3)
fifty-short-intended = after the intended { $intended }, only { $halfmoves } { $halfmoves ->
    [one] half-move
   *[other] half-moves
} without a pawn move or capture; 100 are needed (Art. 9.3)

## Art. 6.9: a flag fell. $side is the flagged side, $other its opponent;
## $period says the flag fell before the period's last move (or nothing).

flag-period = {" "}before move { $number } was completed
# $side is mated; $other flagged.
verdict-mated = { side-start } is checkmated: the mate ended the game before { other-of } flag fell (Art. 5.1.1)
verdict-mate-on-board = checkmate on the board (Art. 5.1.1)
verdict-stalemate = stalemate: it ended the game before { side-of } flag fell (Art. 5.2.1)
verdict-can-mate = { side-of } flag fell{ $period } and { opponent-can-mate } (Art. 6.9)
verdict-cannot-mate = { side-of } flag fell{ $period } but { opponent-cannot-mate }: draw (Art. 6.9)
verdict-undetermined = { side-of } flag fell{ $period }; { opponent-undetermined } (Art. 6.9)
# What the ruling says of the opponent ($other); $line is a helpmate.
opponent-can-mate = { other } could still checkmate: { $line }
opponent-cannot-mate = { other } cannot checkmate by any series of legal moves ({ $how })
opponent-undetermined = undetermined: no proof within { $seconds } s either way, and by material { other } can mate; the arbiter decides
# Between the whole seconds and the tenths: 0.5 s.
decimal-separator = .
proof-material = { other } has { $material }
proof-analysis = proved by CHA-Solver's analysis
proof-search = proved by an exhaustive helpmate search
# A side's material: $list of pieces, each $count of $role.
material = only { $list }
material-piece = { $count ->
    [one] { a-role }
   *[other] { $count } { roles }
}
