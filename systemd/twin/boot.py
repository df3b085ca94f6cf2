"""The twin boots to the clock, and the unit's sandbox holds."""

import os
import time

from machine import say, Fail
from harness import unit_state, denials, screen_like


def test_boot(s, report):
    twin = s.up(report)
    b = report["boots"][-1]
    b["setup_screen_likeness"] = screen_like(twin, s.img.out, "boot-setup", "setup", timeout=120)
    b["screen_after_poweron_s"] = round(time.monotonic() - s.t0, 1)
    st = unit_state(twin)
    b["unit"] = " ".join(st)
    b["rss"] = twin.sh(f"grep VmRSS /proc/{st[2]}/status").split(":")[1].strip()
    b["pendule_log"] = twin.sh("journalctl -b -u pendule --no-pager -o cat").splitlines()[-8:]
    d = denials(twin)
    b["denials"] = d
    say(f"boot: {b}")
    if d:
        raise Fail(f"sandbox denials: {d}")


def test_security(s, report):
    twin = s.up(report)
    out = twin.sh("systemd-analyze security pendule --no-pager 2>&1", check=False)[1]
    with open(os.path.join(s.img.out, "security.txt"), "w") as f:
        f.write(out)
    last = [l for l in out.splitlines() if "Overall exposure" in l]
    report["security"] = {"overall": last[-1].strip() if last else out[-300:],
                          "open": [l.strip() for l in out.splitlines() if l.strip().startswith("✗")]}
    say(f"security: {report['security']['overall']}")
    if not last:
        raise Fail("systemd-analyze security gave no score")
