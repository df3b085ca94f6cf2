"""Power cuts: the twin killed mid-game, booted again, the game restored."""

import os
import random
import re
import subprocess
import time

from machine import say, Fail
from harness import props, journal_lines, denials, boot_to_clock, screen_like, restore_notice, wait_active, START, dismiss_notices, arbiter_resume


def last_press_side(lines):
    for l in reversed(lines):
        low = l.lower()
        if "press" in low:
            return "white" if "white" in low else "black" if "black" in low else None
    return None


def replay_on_host(twin, replay_bin, out, tag):
    b64 = twin.sh("base64 -w0 /var/lib/pendule/journal.jsonl", timeout=120)
    import base64
    path = os.path.join(out, tag + "-journal.jsonl")
    with open(path, "wb") as f:
        f.write(base64.b64decode(b64.strip()))
    r = subprocess.run([replay_bin, path], capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        raise Fail(f"replay of {path}: {r.stderr}")
    return r.stdout.strip()


def notice_ago(notice):
    """The seconds the restore notice says passed since the last record,
    or None when it says the time is unknown."""
    m = re.search(r"UTC, (?:(\d+):)?(\d+):(\d\d) before this start", notice)
    if not m:
        if "is unknown" not in notice:
            raise Fail(f"the restore notice gives neither a time nor 'unknown': {notice!r}")
        return None
    return int(m.group(1) or 0) * 3600 + int(m.group(2)) * 60 + int(m.group(3))


def clock_off(twin):
    """How far the guest's wall clock is from the host's, in seconds."""
    return round(float(twin.sh("date +%s.%N")) - time.time(), 1)


def play(twin, seconds, rng, side_running):
    """Presses the running side's button at random intervals for `seconds`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        time.sleep(rng.uniform(0.3, 1.5))
        twin.key("shift" if side_running == "white" else "shift_r")
        side_running = "black" if side_running == "white" else "white"
    return side_running


def test_cuts(img, report, n):
    replay_bin = os.environ.get("PENDULE_REPLAY") or report.get("replay_bin")
    seed = int(os.environ.get("PENDULE_TWIN_SEED", time.time()))
    rng = random.Random(seed)
    out = img.out
    r = report["cuts"] = {"asked": n, "done": 0, "seed": seed, "cycles": []}
    disk = img.overlay("cuts")
    twin = boot_to_clock(img, disk, "cuts-0", report)
    try:
        screen_like(twin, out, "cuts-setup", "setup", timeout=120)
        twin.tap(*START)
        dismiss_notices(twin, out, "cuts-start", wait=30)
        time.sleep(1)
        twin.key("shift_r")  # Black starts White's clock
        running = "white"
        for i in range(1, n + 1):
            running = play(twin, rng.uniform(1, 6), rng, running)
            # pendule writes a record, fsyncs it, and only then writes the
            # next: each record read with one after it is on the disk,
            # however slowly the guest runs. The last one read may be
            # in its fsync still.
            seen = journal_lines(twin)[:-1]
            read_at = time.monotonic()
            running = play(twin, rng.uniform(0, 2), rng, running)
            time.sleep(rng.uniform(0, 3))
            twin.kill()
            cut_at = time.monotonic()
            twin = img.boot(disk, f"cuts-{i}")
            twin.login()
            st = wait_active(twin)
            back = time.monotonic() - cut_at
            after = journal_lines(twin)
            lost = [l for l in seen if l not in after]
            if after[:len(seen)] != seen:
                raise Fail(f"cut {i}: recorded lines lost or changed: {lost[:3]} (seen {len(seen)}, after {len(after)})")
            notice = restore_notice(twin, st[2])
            if not notice:
                raise Fail(f"cut {i}: no restore notice in the log of pendule {st[2]}")
            ago = notice_ago(notice)
            # Between the last record and pendule's start: at least the boot
            # up to pendule's start (the guest's own count, whatever the
            # host's speed: 19 s on an idle host), at most the host's time
            # since its last read.
            booted = int(props(twin, "ExecMainStartTimestampMonotonic")["ExecMainStartTimestampMonotonic"]) / 1e6
            if ago is not None and not booted - 3 <= ago <= time.monotonic() - read_at + 30:
                raise Fail(f"cut {i}: the notice says {ago} s since the last record; pendule started {booted:.0f} s "
                           f"after power-on, {time.monotonic() - read_at:.0f} s after the host's last read: {notice!r}")
            replay = replay_on_host(twin, replay_bin, out, f"cut-{i}")
            clocks = replay.split(" lost ")[1].split(" ", 1)[1]
            if clocks not in notice:
                raise Fail(f"cut {i}: the restored clocks differ from the journal's replay ({replay!r} vs {notice!r})")
            like = screen_like(twin, out, f"cut-{i}-restored", "clock-restored", threshold=0.7, timeout=60)
            d = denials(twin)
            if d:
                raise Fail(f"cut {i}: sandbox denials: {d}")
            r["cycles"].append({"lines_before": len(seen), "lines_after": len(after), "back_after_s": round(back, 1),
                                "notice_ago_s": ago, "guest_clock_off_s": clock_off(twin),
                                "replay": replay, "screen_likeness": like})
            r["done"] = i
            say(f"cut {i}/{n}: {len(seen)} lines kept, restored ({replay}), back in {back:.0f} s")
            arbiter_resume(twin, out, f"cut-{i}")
            lines = journal_lines(twin)
            if not any("resume" in l.lower() for l in lines[len(after):]):
                twin.screendump(os.path.join(out, f"cut-{i}-not-resumed.png"))
                raise Fail(f"cut {i}: the arbiter's resume is not in the journal: {lines[len(after):]}")
            side = last_press_side(lines)
            running = "black" if side == "white" else "white"
    finally:
        twin.kill()
