"""systemd's watchdog restarts a pendule that stops answering."""

import time

from machine import say, Fail
from harness import wait_for, props, unit_state, restore_notice, wait_active


def test_watchdog(s, report):
    twin = s.up(report)
    r = report["watchdog"] = {}
    st = unit_state(twin)
    pid = st[2]
    r["WatchdogUSec"] = props(twin, "WatchdogUSec")["WatchdogUSec"]
    t0 = time.monotonic()
    twin.sh(f"kill -STOP {pid}")
    st2 = wait_active(twin, 120, other_than=pid)
    r["frozen_to_active_again_s"] = round(time.monotonic() - t0, 1)
    r["log"] = twin.sh(f"journalctl -b -u pendule --no-pager -o cat | grep -iE 'watchdog|restart|killing' | tail -n 4").splitlines()
    notice = restore_notice(twin, st2[2])
    r["restored"] = bool(notice)
    say(f"watchdog: {r}")
    if not any("atchdog" in l for l in r["log"]):
        raise Fail(f"no watchdog timeout in the log: {r['log']}")
    # A crash loop: another process holds the data directory's lock, so each
    # start exits at once; the start limit stops the loop.
    twin.sh("systemd-run --unit=lock-holder --collect flock /var/lib/pendule/pendule.lock sleep 600 >/dev/null; sleep 1")
    twin.sh(f"kill -KILL {st2[2]}")
    def stopped():
        p = props(twin, "ActiveState,Result,NRestarts")
        v = [p["ActiveState"], p["Result"], p["NRestarts"]]
        return v if v[0] == "failed" else None
    v = wait_for(stopped, 120, 1, "the crash loop to stop")
    r["crash_loop"] = {"state": v[0], "result": v[1], "restarts": int(v[2]),
                       "limit": props(twin, "StartLimitBurst,StartLimitIntervalUSec")}
    time.sleep(5)
    p = props(twin, "ActiveState,NRestarts")
    again = [p["ActiveState"], p["NRestarts"]]
    twin.sh("systemctl stop lock-holder; systemctl reset-failed pendule; systemctl start pendule")
    st3 = wait_active(twin, 120)
    r["after_reset"] = bool(restore_notice(twin, st3[2]))
    say(f"crash loop: {r['crash_loop']}, then {again}")
    r["crash_loop"]["log"] = twin.sh("journalctl -b -u pendule -o cat --no-pager | grep -iE 'too quickly|start-limit' | tail -n 2").splitlines()
    if again[0] != "failed" or again[1] != v[2] or not r["crash_loop"]["log"]:
        raise Fail(f"crash loop not bounded by the start limit: {v}, then {again}")
