"""Art. 8.3 between two devices: a running game handed over on a stick by
one twin and taken up by a second, booted from its own overlay of the same
installed image (another device off the same card image, with nothing of
the first's), which restores it paused exactly where the first left it."""

import os
import subprocess
import time

from machine import say, Fail
from harness import (journal_lines, boot_to_clock, wait_for, wait_active, restore_notice, screen_like, denials,
                     arbiter_resume, START, to_setup, dismiss_notices, presses)
from usb import stick_image, plug, pull
from cuts import replay_on_host

MOUNT = "/media/pendule"
# The commands an arbiter runs on each device's shell (`pendule hand-over`,
# `pendule take-up`), as the device's own user, on its data directory.
PENDULE = "runuser -u pendule -- /usr/local/bin/pendule --data-dir /var/lib/pendule"


def mounted(twin):
    wait_for(lambda: twin.sh(f"findmnt -n {MOUNT}", check=False)[0] == 0, 60, 1, f"the stick mounted at {MOUNT}")


def running_game(twin, out):
    """A game under way on the session's twin, paused: begun from the setup
    (the result screen's "next game" leads there), four presses."""
    to_setup(twin, out, "spare")
    twin.tap(*START)
    dismiss_notices(twin, out, "spare-start", wait=30)
    before = len(presses(journal_lines(twin)))
    for k in ["shift_r", "shift", "shift_r", "shift"]:
        twin.key(k)
        time.sleep(1.2)
    twin.key("spc")  # the arbiter pauses it before the device is replaced
    time.sleep(1.5)
    pressed = len(presses(journal_lines(twin))) - before
    if pressed < 4:
        raise Fail(f"the game to hand over took {pressed} of 4 presses")


def test_spare(s, report):
    img, out = s.img, s.img.out
    r = report["spare"] = {}
    first = s.up(report)
    running_game(first, out)
    stick = os.path.join(out, "spare-stick.img")
    stick_image(stick)
    plug(first, stick, "spare1")
    mounted(first)
    # Written and synced before the command returns.
    written = first.sh(f"{PENDULE} hand-over {MOUNT}").strip().splitlines()[-1]
    r["handed_over"] = written
    old_replay = replay_on_host(first, os.environ["PENDULE_REPLAY"], out, "spare-first")
    r["first_replay"] = old_replay
    pull(first, "spare1")
    # The evident defect: the first device goes dark where it is.
    s.down()
    on_stick = written.split(MOUNT + "/", 1)[-1]
    handed = subprocess.run(["mtype", "-i", stick, "::" + on_stick], capture_output=True, check=True).stdout
    old = [l for l in handed.decode().splitlines() if l.strip()]
    with open(os.path.join(out, "spare-first-journal.jsonl"), "rb") as f:
        if not f.read().startswith(handed):
            raise Fail("the journal on the stick is not the first device's")
    second = boot_to_clock(img, img.overlay("spare-second"), "spare-second", report)
    try:
        screen_like(second, out, "spare-second-setup", "setup", timeout=120)
        plug(second, stick, "spare2")
        mounted(second)
        # Never while a pendule runs on the data directory; the stick out
        # before it starts again, as the arbiter takes it back.
        taken = second.sh(f"systemctl stop pendule; {PENDULE} take-up {written}")
        r["take_up"] = taken.strip().splitlines()[-1]
        pull(second, "spare2")
        second.sh("systemctl start pendule")
        st = wait_active(second)
        notice = restore_notice(second, st[2])
        r["restore_notice"] = notice
        new = journal_lines(second)
        if new[:len(old)] != old:
            raise Fail(f"the second device's journal is not the first's: {len(old)} lines handed over, "
                       f"{sum(a == b for a, b in zip(old, new))} alike")
        new_replay = replay_on_host(second, os.environ["PENDULE_REPLAY"], out, "spare-second")
        r["second_replay"] = new_replay
        # The clocks as the restore notice words them ("White 14:58, Black 15:00").
        clocks = lambda replay: replay.split(" lost ")[1].split(" ", 1)[1]
        if clocks(new_replay) != clocks(old_replay) or clocks(old_replay) not in notice:
            raise Fail(f"the game is not where the first device left it: {old_replay!r} there, "
                       f"{new_replay!r} and {notice!r} here")
        r["screen_likeness"] = screen_like(second, out, "spare-restored", "clock-restored", threshold=0.7, timeout=60)
        arbiter_resume(second, out, "spare-resume")
        later = journal_lines(second)[len(new):]
        if not any("resume" in l.lower() for l in later):
            raise Fail(f"the arbiter's resume on the second device is not in its journal: {later}")
        d = denials(second)
        if d:
            raise Fail(f"sandbox denials on the second device: {d}")
    finally:
        second.kill()
    say(f"spare: {r}")
