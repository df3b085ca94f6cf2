"""The talking clock in the twin: a speak key pressed through QMP, and
speech on that player's channel of the WAV QEMU writes."""

import os
import time

from machine import say, Fail
from harness import wav_frames_from, voiced_seconds, wait_for, denials


def test_speech(s, report):
    """The talking clock: left Ctrl asks White's time, right Ctrl Black's;
    the host finds each one's speech in QEMU's WAV on its own channel only
    (White left, Black right: the default output)."""
    twin = s.up(report)
    r = report["speech"] = {}
    r["cards"] = twin.sh("cat /proc/asound/cards").strip()
    if "HDA" not in r["cards"] and "Intel" not in r["cards"]:
        raise Fail(f"the guest has no sound card: {r['cards']!r}")
    for key, side, channel in [("ctrl", "white", 0), ("ctrl_r", "black", 1)]:
        before = os.path.getsize(twin.wav)
        asked = time.monotonic()
        twin.key(key)

        def spoken():
            frames = wav_frames_from(twin.wav, before)
            return voiced_seconds(frames[channel]) > 1.0 and frames
        try:
            wait_for(spoken, 60, 0.5, f"{side}'s speech in {twin.wav}")
        except Fail as e:
            log = twin.sh("journalctl -b -u pendule --no-pager -o cat | tail -n 15", check=False)[1]
            raise Fail(f"{e}; pendule's log: {log}") from None
        # A second of speech found: an upper bound on the key's way to sound.
        found = time.monotonic() - asked
        # The rest of the sentence, then what each channel holds.
        time.sleep(6)
        frames = wav_frames_from(twin.wav, before)
        own, other = voiced_seconds(frames[channel]), voiced_seconds(frames[1 - channel])
        r[side] = {"voiced_s": round(own, 2), "other_channel_voiced_s": round(other, 2),
                   "one_voiced_second_after_key_s": round(found, 1)}
        say(f"speech: {side}: {r[side]}")
        if own < 2.0 or other > 0.05:
            raise Fail(f"{side}'s speech: {own:.2f} s on its channel, {other:.2f} s on the other")
    d = denials(twin)
    logs = twin.sh("journalctl -b -u pendule --no-pager -o cat | grep -iE 'no speech|no sound|sound stopped' || true")
    if d or logs.strip():
        raise Fail(f"speech: denials {d}, log {logs!r}")
