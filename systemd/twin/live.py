"""Live broadcast from the twin, read from the host."""

import socket
import time

from machine import say, Fail
from harness import wait_for, unit_state, denials, screen_like, wait_active, START, dismiss_notices
from usb import python_chess


def free_port():
    with socket.socket() as so:
        so.bind(("127.0.0.1", 0))
        return so.getsockname()[1]


def http_get(port, path, timeout=10):
    """(status, body) of GET http://127.0.0.1:port/path, or (None, why)."""
    import http.client
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        c.request("GET", path)
        resp = c.getresponse()
        return resp.status, resp.read().decode("utf-8", "replace")
    except OSError as e:
        return None, str(e)


def test_live(img, report):
    """`install.sh --live` as a Pi owner runs it for a broadcast (the copy of
    the binary and systemd/ the install left in /root/from-the-laptop), the
    `[live]` setting on, and the endpoint read from the host through QEMU's
    user network (the host is 10.0.2.2 to the guest, inside the drop-in's
    private ranges). Then install.sh again without --live: the drop-in is
    gone and the sandbox refuses the socket again, pendule runs on."""
    out = img.out
    r = report["live"] = {}
    port = free_port()
    disk = img.overlay("live")
    twin = img.boot(disk, "live", net=f"hostfwd=tcp:127.0.0.1:{port}-:8080")
    try:
        twin.login()
        wait_active(twin)
        twin.sh("f=/var/lib/pendule/settings.toml; grep -q '^\\[live\\]' $f 2>/dev/null "
                "|| printf '\\n[live]\\non = true\\nlisten = \"0.0.0.0:8080\"\\n' >>$f")
        twin.sh("until getent hosts deb.debian.org >/dev/null; do sleep 1; done", timeout=120)
        rc, text = twin.sh("cd /root/from-the-laptop && ./systemd/install.sh --live ./pendule 2>&1", timeout=1200, check=False)
        r["install_live"] = text.strip().splitlines()[-1:] if text.strip() else []
        if rc != 0:
            raise Fail(f"install.sh --live exited {rc}: {text[-2000:]}")
        wait_active(twin)
        r["drop_in"] = twin.sh("systemctl show pendule -p DropInPaths --value")
        screen_like(twin, out, "live-setup", "setup", timeout=120)
        twin.tap(*START)
        dismiss_notices(twin, out, "live-start", wait=30)
        for k in ["shift_r", "shift", "shift_r"]:
            twin.key(k)
            time.sleep(1)
        status, body = wait_for(lambda: (lambda g: g if g[0] == 200 else None)(http_get(port, "/game.pgn")),
                                120, 2, "the live endpoint's /game.pgn from the host")
        r["game_pgn_status"], r["game_pgn_bytes"] = status, len(body.encode())
        chess = python_chess()
        if chess is not None:
            import io
            g = chess.pgn.read_game(io.StringIO(body))
            if g is None or g.errors:
                raise Fail(f"python-chess cannot read /game.pgn: {body[:400]!r}")
        if "[WhiteClock " not in body:
            raise Fail(f"/game.pgn has no WhiteClock tag: {body[:400]!r}")
        r["round_pgn_status"] = http_get(port, "/round.pgn")[0]
        r["not_found_status"] = http_get(port, "/settings.toml")[0]
        sec = twin.sh("systemd-analyze security pendule --no-pager 2>&1", check=False)[1]
        r["security"] = ([l.strip() for l in sec.splitlines() if "Overall exposure" in l] or [sec[-200:]])[-1]
        d = denials(twin)
        if d:
            raise Fail(f"sandbox denials with --live: {d}")
        # Without --live the drop-in goes; the app asks for its socket, is
        # refused by the sandbox, and keeps the clock.
        rc, text = twin.sh("cd /root/from-the-laptop && ./systemd/install.sh ./pendule 2>&1", timeout=1200, check=False)
        if rc != 0:
            raise Fail(f"install.sh (again, without --live) exited {rc}: {text[-2000:]}")
        wait_active(twin)
        time.sleep(3)
        r["drop_in_after"] = twin.sh("systemctl show pendule -p DropInPaths --value")
        r["after_without_live"] = http_get(port, "/game.pgn", timeout=5)[0]
        r["log_without_live"] = twin.sh("journalctl -b -u pendule -o cat --no-pager | grep -i live | tail -n 2",
                                        check=False)[1].splitlines()
        say(f"live: {r}")
        if r["round_pgn_status"] != 200 or r["not_found_status"] != 404:
            raise Fail(f"/round.pgn answered {r['round_pgn_status']}, /settings.toml {r['not_found_status']}")
        if r["after_without_live"] == 200 or "live.conf" in r["drop_in_after"]:
            raise Fail(f"the endpoint still answers after install.sh without --live: {r}")
        if unit_state(twin)[0] != "active":
            raise Fail("pendule is not active after install.sh without --live")
    finally:
        twin.kill()
