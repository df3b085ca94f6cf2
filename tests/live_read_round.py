"""Reads a multi-game PGN file with python-chess and prints one JSON line a
game: its headers, its moves and the %clk of each move.

Used by tests/live.rs and tests/hall_push.rs: a device's round and the round
the hall pushes to lichess must read in a real PGN reader, game by game, with
every clock.
"""

import json
import sys

import chess.pgn

with open(sys.argv[1], encoding="utf-8") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        board = game.board()
        sans = []
        for move in game.mainline_moves():
            sans.append(board.san(move))
            board.push(move)
        clocks = [child.clock() for child in game.mainline()]
        print(json.dumps({
            "errors": [str(e) for e in game.errors],
            "headers": dict(game.headers),
            "sans": sans,
            "clocks": [None if c is None else round(c) for c in clocks],
        }))
