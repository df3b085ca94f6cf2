"""Games exported to a USB stick plugged in through QMP, and a stick pulled
halfway through."""

import os
import subprocess
import sys
import time

from machine import HERE, say, Fail
from harness import wait_for, unit_state, journal_lines, wait_active, START, to_setup, wait_screen, arbiter_result, failure_panel_shown, dismiss_notices, presses


def stick_image(path, mb=32):
    if os.path.exists(path):
        os.unlink(path)
    subprocess.run(["/usr/sbin/mkfs.vfat", "-C", "-n", "STICK", path, str(mb * 1024)], check=True, capture_output=True)


def plug(twin, path, id_, writes_per_s=None):
    """A FAT image plugged as a USB stick; with `writes_per_s`, a slow one
    (QEMU's throttle on its writes only, so it mounts as fast as any)."""
    raw = {"driver": "raw", "file": {"driver": "file", "filename": path}}
    if writes_per_s:
        twin.cmd("object-add", **{"qom-type": "throttle-group", "id": id_ + "-slow",
                                  "limits": {"iops-write": writes_per_s, "bps-write": 16384}})
        node = {"driver": "throttle", "throttle-group": id_ + "-slow", "file": raw}
    else:
        node = raw
    twin.cmd("blockdev-add", **{"node-name": id_ + "-node", **node})
    twin.cmd("device_add", driver="usb-storage", bus="xhci.0", drive=id_ + "-node", id=id_, removable=True)
    if writes_per_s:
        twin.slow_sticks.add(id_)


def pull(twin, id_):
    twin.cmd("device_del", id=id_)
    time.sleep(2)
    twin.cmd("blockdev-del", **{"node-name": id_ + "-node"})
    if id_ in twin.slow_sticks:
        twin.cmd("object-del", id=id_ + "-slow")
        twin.slow_sticks.discard(id_)


def stick_files(path):
    r = subprocess.run(["mdir", "-i", path, "-/", "-b", "::"], capture_output=True, text=True)
    return sorted(l.strip() for l in r.stdout.splitlines() if l.strip() and not l.strip().endswith("/"))


def check_stick(path):
    fsck = subprocess.run(["/usr/sbin/fsck.vfat", "-n", path], capture_output=True, text=True)
    # A stick pulled while mounted keeps vfat's dirty bit (Linux sets it at
    # mount, clears it at unmount): that alone is no damage.
    harmless = ("fsck.fat", "Dirty bit is set", "Automatically removing dirty bit", "Leaving filesystem unchanged", path + ":")
    other = [l for l in fsck.stdout.splitlines() if l.strip() and not l.strip().startswith(harmless)]
    if fsck.returncode != 0 and other:
        raise Fail(f"fsck.vfat {path}: {fsck.stdout[-800:]}")
    files = stick_files(path)
    pgns = [f for f in files if f.lower().endswith(".pgn")]
    games = 0
    import io
    chess = python_chess()
    for f in pgns:
        text = subprocess.run(["mtype", "-i", path, f], capture_output=True, check=True).stdout.decode("utf-8")
        if chess is not None:
            h = io.StringIO(text)
            while True:
                g = chess.pgn.read_game(h)
                if g is None:
                    break
                if g.errors:
                    raise Fail(f"python-chess: {f}: {g.errors}")
                games += 1
        else:
            games += text.count("[Event ")
    return files, games, chess is not None


def python_chess():
    """python-chess, from target/pydeps as `cargo test` installs it, or from PyPI there."""
    pydeps = os.path.join(HERE, "..", "..", "target", "pydeps")
    if pydeps not in sys.path:
        sys.path.append(pydeps)
    try:
        import chess.pgn
        return chess
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--target", pydeps, "chess"], check=False)
        import importlib
        importlib.invalidate_caches()
        try:
            import chess.pgn
            return chess
        except ImportError:
            return None


def test_usb(s, report):
    twin = s.up(report)
    out = s.img.out
    r = report["usb"] = {}
    # A finished game in the archive: the arbiter's result 1-0.
    if not presses(journal_lines(twin)):
        twin.tap(*START)
        time.sleep(2)
        for k in ["shift_r", "shift", "shift_r"]:
            twin.key(k)
            time.sleep(1)
    dismiss_notices(twin, out, "usb", wait=5)
    arbiter_result(twin, out, "usb")
    archive = wait_for(lambda: twin.sh("ls /var/lib/pendule/archive 2>/dev/null", check=False)[1].split(), 30, 1, "an archived game")
    r["archive"] = archive
    twin.screendump(os.path.join(out, "usb-result.png"))
    # "USB: export by itself", as the arbiter's settings would set it.
    twin.sh("systemctl stop pendule; f=/var/lib/pendule/settings.toml; "
            "if grep -q '^auto_export' $f; then sed -i 's/^auto_export.*/auto_export = true/' $f; "
            "else sed -i '1i auto_export = true' $f; fi; grep -n auto_export $f; systemctl start pendule")
    wait_active(twin)
    # The archive is only read by an export: it must come out of it as it went in.
    archived = archive_games(twin)
    stick = os.path.join(out, "stick.img")
    stick_image(stick)
    plug(twin, stick, "stick1")
    wait_for(lambda: twin.sh("findmnt -n /media/pendule", check=False)[0] == 0, 60, 1, "the stick mounted at /media/pendule")
    r["mount"] = twin.sh("findmnt -n -o SOURCE,FSTYPE,OPTIONS /media/pendule")
    wait_for(lambda: twin.sh("ls -R /media/pendule | grep -ci '\\.pgn$'", check=False)[1].strip() not in ("", "0"),
             60, 1, "the games exported to the stick")
    time.sleep(5)
    twin.screendump(os.path.join(out, "usb-exported.png"))
    r["on_stick_in_twin"] = twin.sh("cd /media/pendule && find . -type f | sort").splitlines()
    pull(twin, "stick1")
    try:
        wait_for(lambda: twin.sh("findmnt -n /media/pendule", check=False)[0] != 0, 30, 1, "/media/pendule unmounted after the pull")
    except Fail as e:
        pid = unit_state(twin)[2]
        diag = twin.sh(f"findmnt /media/pendule; ls -l /proc/{pid}/fd /proc/{pid}/cwd; systemctl list-units --all '*media*' --no-pager;"
                       " journalctl -b -o cat --no-pager | grep -iE 'umount|unmount|media|sda|usb ' | tail -n 25", check=False)[1]
        r["unmount_diag"] = diag.splitlines()
        raise Fail(f"{e}:\n{diag}")
    if archive_games(twin) != archived:
        raise Fail("the archive changed while its games were exported")
    files, games, with_chess = check_stick(stick)
    r["stick_files"], r["games_read_back"], r["python_chess"] = files, games, with_chess
    if games < 1:
        raise Fail(f"no game read back from the stick: {files}")
    say(f"usb: {r}")


def fingerprint(pgn):
    """src/export/marks.rs's: FNV-1a (64 bits) of the text without the blank space around it."""
    h = 0xcbf29ce484222325
    for b in pgn.strip():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def exported_marks(twin):
    return twin.sh("cat /var/lib/pendule/archive/exported.txt 2>/dev/null", check=False)[1].split("\n")


def archive_games(twin):
    """The archived games' files and their sums (not the marks of what went out)."""
    return twin.sh("cd /var/lib/pendule/archive && sha256sum $(ls | grep -v '^exported.txt$') | sort")


def test_usb_halfway(s, report):
    """A stick pulled while the next game is being exported, then plugged
    again (after test_usb). "Export by itself" takes the games not exported
    yet: test_usb exported the only one, so a second game is played first.
    The stick is a slow one (a few writes a second), so the export takes
    seconds, and it is pulled as soon as the export's first file is on it:
    the pull lands inside the export, which the marks confirm (they are
    written last, once the stick is synced, and must not name the game)."""
    twin = s.up(report)
    out = s.img.out
    r = report["usb_halfway"] = {}
    before = set(twin.sh("ls /var/lib/pendule/archive").split())
    # test_usb leaves its game's result on the screen: "next game" leads to
    # the setup.
    to_setup(twin, out, "halfway")
    twin.tap(*START)
    dismiss_notices(twin, out, "halfway-start", wait=30)
    for k in ["shift_r", "shift", "shift_r", "shift"]:
        twin.key(k)
        time.sleep(1)
    arbiter_result(twin, out, "halfway")
    new = wait_for(lambda: set(twin.sh("ls /var/lib/pendule/archive").split()) - before, 30, 1, "the second game archived")
    r["new_in_archive"] = sorted(new)
    archived = archive_games(twin)
    stems = [n.rsplit(".", 1)[0] for n in new]
    marked = lambda: [l.split()[-1] for l in exported_marks(twin) if l.split(" ")[0] in stems]
    stick2 = os.path.join(out, "stick2.img")
    stick_image(stick2)
    plug(twin, stick2, "stick2", writes_per_s=4)
    wait_for(lambda: twin.sh("findmnt -n /media/pendule", check=False)[0] == 0, 60, 0.2, "stick 2 mounted")
    mounted = time.monotonic()
    # The export has begun when a file of it is on the stick (pendule reads
    # the mount table every 2 s).
    r["first_file"] = wait_for(lambda: twin.sh("find /media/pendule -type f | head -n 1", check=False)[1].strip(),
                               60, 0.2, "the export's first file on the slow stick")
    r["pulled_after_mount_s"] = round(time.monotonic() - mounted, 1)
    pull(twin, "stick2")
    r["marked_after_pull"] = marked()
    # The panel says the export did not finish (it tells the user to plug
    # the stick in again), in its failure colour, though no stick is there.
    wait_screen(twin, os.path.join(out, "halfway-pulled.png"), failure_panel_shown, 30,
                "the USB panel saying the stick went before the export finished")
    r["halfway_files"] = stick_files(stick2)
    r["log_after_pull"] = twin.sh("journalctl -b -u pendule -o cat --no-pager | grep -iE 'export|stick|usb' | tail -n 6",
                                  check=False)[1].splitlines()
    if r["marked_after_pull"]:
        raise Fail(f"the pull came after the export ended (the new game was marked exported): {r}")
    if archive_games(twin) != archived:
        raise Fail("the archive's games changed when the stick was pulled")
    if unit_state(twin)[0] != "active":
        raise Fail("pendule is not active after the pull")
    # What a user does with a stick pulled too soon: a check on a computer.
    subprocess.run(["/usr/sbin/fsck.vfat", "-a", stick2], capture_output=True)
    plug(twin, stick2, "stick3")
    wait_for(lambda: twin.sh("findmnt -n /media/pendule", check=False)[0] == 0, 60, 1, "stick 2 mounted again")
    # Done when the marks name the new game: they are written last, once
    # the stick is synced.
    fingerprints = wait_for(marked, 90, 1, "the new game marked as exported after the stick came back")
    time.sleep(2)
    twin.screendump(os.path.join(out, "halfway-exported.png"))
    pull(twin, "stick3")
    time.sleep(3)
    files2, games2, _ = check_stick(stick2)
    r["second_export_files"], r["second_export_games"] = files2, games2
    # The version of the new game the marks name is a file on the stick.
    on_stick = {fingerprint(subprocess.run(["mtype", "-i", stick2, f], capture_output=True, check=True).stdout)
                for f in files2 if f.lower().endswith(".pgn")}
    r["new_game_on_stick"] = all(fp in on_stick for fp in fingerprints)
    say(f"usb halfway: {r}")
    if not r["new_game_on_stick"]:
        raise Fail(f"the new game ({fingerprints}) is not on stick 2: {files2}")
