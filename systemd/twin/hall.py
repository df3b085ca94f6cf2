"""The hall from the twin: the installed device dials out to `pendule hall`
on the host (its own mosquitto), and its game arrives in the hall's files."""

import glob
import os
import subprocess
import time

from machine import say, Fail
from harness import (wait_for, unit_state, denials, screen_like, wait_active, START, dismiss_notices,
                     journal_lines, arbiter_open, arbiter_resume, setup_shown)
from live import free_port
from usb import stick_image, plug, pull
from spare import mounted, MOUNT

# At 800x480 (docs/screens/arbiter-800x480.png, settings-800x480.png,
# settings-hall-800x480.png).
ARB_SETTINGS = (597, 444)
SETTINGS_HALL = (540, 451)
SETTINGS_CANCEL = (97, 451)
HALL_TAKE = (230, 125)
HALL_BACK = (400, 447)

EVENT = "twin-hall"
SETTINGS = "/var/lib/pendule/settings.toml"


def host_pendule():
    """The host's pendule (run.sh builds it when the hall test is asked for)."""
    path = os.environ.get("PENDULE_HOST_PENDULE", "")
    if not os.access(path, os.X_OK):
        raise Fail(f"no host pendule at {path!r} (PENDULE_HOST_PENDULE)")
    return path


def start_hall(pendule, work, port):
    """Provisions one device for a broker the guest reaches at the host's
    address on QEMU's user network (10.0.2.2), then runs the hall with its
    own mosquitto on the host's loopback, where QEMU delivers the guest's
    connections. Returns the hall's process and the device's file."""
    hall_dir, stick = os.path.join(work, "hall"), os.path.join(work, "stick")
    subprocess.run([pendule, "hall", "provision", "--devices", "1", "--out", hall_dir, "--stick", stick,
                    "--event", EVENT, "--broker", f"mqtt://10.0.2.2:{port}"],
                   check=True, capture_output=True, timeout=60)
    device_file = os.path.join(stick, "pendule", "hall", "dev-001.toml")
    log = open(os.path.join(work, "hall.log"), "wb")
    proc = subprocess.Popen([pendule, "hall", "--event", EVENT, "--out", hall_dir,
                             "--listen", f"127.0.0.1:{port}"], stdout=log, stderr=subprocess.STDOUT)
    return proc, hall_dir, device_file


def take_place_on_screen(twin, out, device_file, r):
    """The organiser's way: the provisioning stick plugged in, and on the
    arbiter's settings "⇄ hall", "take the stick's next place" (a game
    begun, as the settings are reached from the arbiter's screen)."""
    screen_like(twin, out, "hall-setup", "setup", timeout=120)
    twin.tap(*START)
    dismiss_notices(twin, out, "hall-start", wait=30)
    # White's first press: a game under way, which a restart restores.
    twin.key("shift_r")
    time.sleep(1.2)
    arbiter_open(twin, out, "hall")
    twin.tap(*ARB_SETTINGS)
    time.sleep(2)
    twin.tap(*SETTINGS_HALL)
    time.sleep(2)
    stick = os.path.join(out, "hall-stick.img")
    stick_image(stick)
    subprocess.run(["mmd", "-i", stick, "::pendule", "::pendule/hall"], check=True)
    subprocess.run(["mcopy", "-i", stick, device_file, "::pendule/hall/dev-001.toml"], check=True)
    plug(twin, stick, "places")
    mounted(twin)
    time.sleep(4)  # the device looks for sticks every 2 s
    twin.screendump(os.path.join(out, "hall-panel.png"))
    twin.tap(*HALL_TAKE)
    wait_for(lambda: twin.sh(f"grep -c '^user = \"dev-001\"' {SETTINGS}", check=False)[0] == 0, 30, 1,
             "dev-001 saved as the device's place in settings.toml")
    twin.screendump(os.path.join(out, "hall-taken.png"))
    r["stick_after"] = twin.sh(f"ls {MOUNT}/pendule/hall").split()
    if r["stick_after"] != ["dev-001.toml.taken"]:
        raise Fail(f"the stick's place not marked taken: {r['stick_after']}")
    r["settings_mode"] = twin.sh(f"stat -c '%a %U' {SETTINGS}").strip()
    twin.tap(*HALL_BACK)
    time.sleep(1)
    twin.tap(*SETTINGS_CANCEL)
    time.sleep(1)
    pull(twin, "places")


def mirrored(hall_dir):
    """The records of the hall's copy of dev-001's journals, by game."""
    games = {}
    for path in glob.glob(os.path.join(hall_dir, "journals", "dev-001", "*.jsonl")):
        with open(path) as f:
            games[os.path.basename(path)[:-len(".jsonl")]] = [l for l in f.read().splitlines() if l]
    return games


def kept_records(lines):
    """The journal's records the device sends: its start and inputs."""
    return [l for l in lines if "checkpoint" not in l]


def test_hall(img, report):
    """The organiser's steps from the README: the device's place taken from
    the provisioning stick on the settings screen, `install.sh --hall` (the
    copy of the binary and systemd/ the install left in
    /root/from-the-laptop), the game run on, four presses.
    The hall's copy of the device's journal must equal the device's own
    records, and the round file must hold the game."""
    out = img.out
    r = report["hall"] = {}
    pendule = host_pendule()
    work = os.path.join(out, "hall")
    subprocess.run(["rm", "-rf", work], check=True)
    os.makedirs(work)
    port = free_port()
    hall, hall_dir, device_file = start_hall(pendule, work, port)
    disk = img.overlay("hall")
    twin = img.boot(disk, "hall", net=True)
    try:
        twin.login()
        wait_active(twin)
        take_place_on_screen(twin, out, device_file, r)
        twin.sh("until getent hosts deb.debian.org >/dev/null; do sleep 1; done", timeout=120)
        t0 = time.monotonic()
        rc, text = twin.sh("cd /root/from-the-laptop && ./systemd/install.sh --hall ./pendule 2>&1", timeout=1200,
                           check=False)
        if rc != 0:
            raise Fail(f"install.sh --hall exited {rc}: {text[-2000:]}")
        r["install_s"] = round(time.monotonic() - t0)
        wait_active(twin)
        r["drop_in"] = twin.sh("systemctl show pendule -p DropInPaths --value").strip()
        r["socket_bind_deny"] = twin.sh("systemctl show pendule -p SocketBindDeny --value").strip()
        if "hall.conf" not in r["drop_in"] or "live.conf" in r["drop_in"]:
            raise Fail(f"install.sh --hall left the drop-ins {r['drop_in']!r}")
        # The game under way before the restart comes back paused: the
        # arbiter runs it on (a game back at the setup is begun again).
        dismiss_notices(twin, out, "hall-restored", wait=30)
        if setup_shown(twin.screendump(os.path.join(out, "hall-restarted.png"))[2]):
            r["restarted_at"] = "setup"
            twin.tap(*START)
            dismiss_notices(twin, out, "hall-start-again", wait=30)
        else:
            arbiter_resume(twin, out, "hall")
        t1 = time.monotonic()
        for k in ["shift_r", "shift", "shift_r", "shift"]:
            twin.key(k)
            time.sleep(1.2)
        # Both read again at each look: the device's journal is what it
        # holds now, the hall's copy what it acknowledged.
        seen = {}

        def same():
            seen["device"] = device = kept_records(journal_lines(twin))
            seen["hall"] = games = mirrored(hall_dir)
            return len(device) >= 5 and any(lines == device for lines in games.values())
        try:
            wait_for(same, 180, 2, "the hall's copy of the device's journal")
        except Fail:
            raise Fail(f"the hall's copy {seen.get('hall')} is not the device's records of a start and "
                       f"4 presses {seen.get('device')}") from None
        r["records_copied"] = len(seen["device"])
        r["copied_within_s"] = round(time.monotonic() - t1)
        pgns = wait_for(lambda: glob.glob(os.path.join(hall_dir, "game-*.pgn")) or None, 60, 1,
                        "the hall's game file")
        text = open(pgns[0]).read()
        round_pgn = open(os.path.join(hall_dir, "round.pgn")).read()
        r["game_file"], r["game_file_bytes"] = os.path.basename(pgns[0]), len(text.encode())
        if "[Event " not in text or text not in round_pgn:
            raise Fail(f"{pgns[0]} is not the round's game: {text[:400]!r}")
        d = denials(twin)
        if d:
            raise Fail(f"sandbox denials with --hall: {d}")
        if unit_state(twin)[0] != "active":
            raise Fail("pendule is not active with the hall")
        say(f"hall: {r}")
    finally:
        twin.kill()
        hall.terminate()
        try:
            hall.wait(timeout=30)
        except subprocess.TimeoutExpired:
            hall.kill()
