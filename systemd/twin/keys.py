"""The clock's keys pressed through QMP reach the game."""

import json
import os
import time

from machine import say, Fail
from harness import journal_lines, screen_like, START, dismiss_notices, presses


def test_keys(s, report):
    twin = s.up(report)
    out = s.img.out
    r = report["keys"] = {}
    twin.tap(*START)  # a tablet tap on "start"
    # The notice that this is no Pi (no GPIO), as a Pi without its wiring says it.
    r["notices"] = dismiss_notices(twin, out, "keys-start", wait=30)
    before = len(presses(journal_lines(twin)))
    # Black's press (right Shift) starts White's clock; then Left/Right Shift in turn.
    for k in ["shift_r", "shift", "shift_r", "shift"]:
        twin.key(k)
        time.sleep(1.2)
    # The play screen of a scoresheet game: the board beside both clocks.
    r["clock_likeness"] = screen_like(twin, out, "keys-clock", "play", threshold=0.7)
    # A tap on the running side's own clock (Black's, top right) presses it.
    twin.tap(600, 220)
    time.sleep(1.5)
    twin.key("spc")  # pause
    time.sleep(1.5)
    lines = journal_lines(twin)
    got = presses(lines)[before:]
    r["journal_inputs"] = [json.loads(l.split("\t")[-1]) if False else l for l in got]
    say("keys: journal inputs: " + " | ".join(got))
    twin.screendump(os.path.join(out, "keys-paused.png"))
    want = ['"Black"', '"White"', '"Black"', '"White"', '"Black"']
    seen = [l for l in got if "press" in l.lower()]
    if len(seen) < 5:
        raise Fail(f"expected 5 presses (4 keys, 1 tap) in the journal, saw {len(seen)}: {got}")
    if not any("pause" in l.lower() for l in got):
        raise Fail(f"no pause (space) in the journal: {got}")
