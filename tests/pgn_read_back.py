"""Reads PGN files with python-chess and prints what it saw as JSON lines.

Used by tests/pgn_python.rs: every PGN pendule writes must read back
identically in a real PGN reader.
"""

import json
import sys

import chess.pgn

for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        game = chess.pgn.read_game(f)
        rest = chess.pgn.read_game(f)
    clocks = []
    sans = []
    board = game.board()
    for move in game.mainline_moves():
        sans.append(board.san(move))
        board.push(move)
    for child in game.mainline():
        clock = child.clock()
        clocks.append(None if clock is None else round(clock))
    start = game.board()
    print(json.dumps({
        "path": path,
        "chess960": start.chess960,
        "chess960_pos": start.chess960_pos() if start.chess960 else None,
        "errors": [str(e) for e in game.errors],
        "more_games": rest is not None,
        "headers": dict(game.headers),
        "sans": sans,
        "clocks": clocks,
    }, ensure_ascii=False))
