"""What every test of the twin stands on: the image and its overlays, the
sound written by QEMU, waiting, the unit's state, and the screens and
taps of the device's UI."""

import os
import struct
import subprocess
import time

from machine import HERE, Fail, Twin
from pictures import read_png, likeness


class Image:
    def __init__(self, image_dir, out):
        self.dir = os.path.realpath(image_dir)
        base = os.path.join(self.dir, "base")
        self.kernel = os.path.join(base, "vmlinuz")
        self.initrd = os.path.join(base, "initrd.img")
        self.out = out
        os.makedirs(out, exist_ok=True)

    def overlay(self, name):
        disk = os.path.join(self.out, name + ".qcow2")
        if os.path.exists(disk):
            os.unlink(disk)
        subprocess.run(["qemu-img", "create", "-q", "-f", "qcow2", "-F", "qcow2", "-b",
                        os.path.join(self.dir, "disk.qcow2"), disk], check=True)
        return disk

    def boot(self, disk, name, **kw):
        # A sound card Debian's arm64 kernel drives on -M virt (snd-hda-intel,
        # the generic codec), its output written by QEMU to NAME.wav.
        wav = os.path.join(self.out, name + ".wav")
        if os.path.exists(wav):
            os.unlink(wav)
        sound = ["-audiodev", f"wav,id=snd0,path={wav},out.frequency={WAV_RATE},out.channels=2,out.format=s16",
                 "-device", "intel-hda", "-device", "hda-duplex,audiodev=snd0"]
        kw["extra"] = list(kw.get("extra", ())) + sound
        twin = Twin(self.out, self.kernel, self.initrd, disk, os.path.join(self.out, name + ".serial.log"), **kw)
        twin.wav = wav
        return twin


WAV_RATE = 44100


def wav_frames_from(path, offset):
    """The stereo frames QEMU wrote to `path` past byte `offset` (its data
    chunk's size stays 0 until QEMU exits: the header is 44 bytes)."""
    with open(path, "rb") as f:
        data = f.read()
    start = max(offset, 44)
    start -= (start - 44) % 4
    body = data[start:len(data) - (len(data) - start) % 4]
    samples = struct.unpack(f"<{len(body) // 2}h", body)
    return samples[0::2], samples[1::2]


def voiced_seconds(samples, rate=WAV_RATE):
    """Seconds in 20 ms windows louder than 1% of full scale (as
    src/speech/wav.rs measures them)."""
    n = rate // 50
    voiced = 0
    for i in range(0, len(samples) - n + 1, n):
        w = samples[i:i + n]
        if (sum(x * x for x in w) / n) ** 0.5 / 32768 > 0.01:
            voiced += n
    return voiced / rate


def wait_for(pred, timeout, step=1.0, what="condition"):
    end = time.monotonic() + timeout
    while True:
        v = pred()
        if v:
            return v
        if time.monotonic() > end:
            raise Fail(f"timeout: {what}")
        time.sleep(step)


def props(twin, names, unit="pendule"):
    out = twin.sh(f"systemctl show {unit} -p {names}")
    return dict(l.split("=", 1) for l in out.splitlines() if "=" in l)


def unit_state(twin):
    p = props(twin, "ActiveState,SubState,MainPID,NRestarts,ExecMainStatus")
    return [p["ActiveState"], p["SubState"], p["MainPID"], p["NRestarts"], p["ExecMainStatus"]]


def journal_lines(twin):
    rc, out = twin.sh("cat /var/lib/pendule/journal.jsonl 2>/dev/null", check=False, timeout=60)
    return [l for l in out.splitlines() if l.strip()] if rc == 0 else []


def denials(twin):
    """What the sandbox refused: pendule's own log and systemd's about it,
    and the kernel's seccomp/AppArmor audit records."""
    out = twin.sh("{ journalctl -b -o cat -u pendule | grep -iE 'denied|not permitted|EACCES|EPERM|read-only file system|seccomp|status=2[0-9][0-9]/';"
                  " journalctl -b -k -o cat | grep -iE 'apparmor=.DENIED|type=1326|audit.*denied'; } || true", check=False)[1]
    return [l for l in out.splitlines() if l.strip()]


def boot_to_clock(img, disk, name, report):
    twin = img.boot(disk, name)
    t_login = twin.login()
    # READY=1 turns the unit active (Type=notify); its timestamps from the kernel's start.
    wait_active(twin)
    mono = props(twin, "ExecMainStartTimestampMonotonic,ActiveEnterTimestampMonotonic")
    start_s = int(mono["ExecMainStartTimestampMonotonic"]) / 1e6
    ready_s = int(mono["ActiveEnterTimestampMonotonic"]) / 1e6
    report.setdefault("boots", []).append({"active_since_kernel_s": round(ready_s, 1),
                                           "exec_to_ready_s": round(ready_s - start_s, 2),
                                           "login_after_poweron_s": round(t_login, 1)})
    return twin


SCREENS = os.path.join(HERE, "..", "..", "docs", "screens")


def ref(name):
    return read_png(os.path.join(SCREENS, name + "-800x480.png"))[2]


def screen_like(twin, out, name, refname, threshold=0.8, timeout=60):
    """Waits until the virtio display resembles the screens walk's picture."""
    r = ref(refname)
    png = os.path.join(out, name + ".png")
    best = [0.0]

    def ok():
        _, _, rgb = twin.screendump(png)
        best[0] = likeness(rgb, r)
        return best[0] >= threshold
    try:
        wait_for(ok, timeout, 1.5, f"{name}: the display like {refname} (best {best[0]:.2f})")
    except Fail:
        raise Fail(f"{name}: the display is not like {refname}-800x480.png (likeness {best[0]:.2f}); see {png}")
    return round(best[0], 3)


def restore_notice(twin, since_pid):
    out = twin.sh(f"journalctl -b --no-pager -o cat _PID={since_pid} | grep 'Game restored' | tail -n 1", check=False)
    return out[1].strip() if isinstance(out, tuple) else out.strip()


def wait_active(twin, timeout=180, other_than=None):
    def ok():
        st = unit_state(twin)
        return st if st[0] == "active" and st[2] != "0" and st[2] != other_than else None
    return wait_for(ok, timeout, 1, "pendule active")


# The screen's places (800x480), from docs/screens.
START = (689, 440)


ARBITER = (693, 32)  # the scales in the play screen's top row


ARB_PAUSE = (91, 455)


ARB_CLOSE = (727, 455)


ARB_NEXT_GAME = (334, 444)  # lit once a game has ended


ARB_RESULT_1_0 = (60, 316)  # the row's first key, with or without the quickplay keys beside it


CONFIRM = (568, 387)


NEXT_GAME = (545, 432)  # on the result screen, between the sign keys, with or without "show proof"


def pin_zero(rgb, w=800, x=380):
    """The PIN pad's "0": the fourth button down the middle column (the pad
    moves up when a notice is shown below it)."""
    runs, start = [], None
    for y in range(480):
        k = (y * w + x) * 3
        v = rgb[k] + rgb[k + 1] + rgb[k + 2]
        button = 70 <= v <= 160
        if button and start is None:
            start = y
        if not button and start is not None:
            if y - start > 30:
                runs.append((start + y) // 2)
            start = None
    return (399, runs[3]) if len(runs) >= 4 else None


def pin_pad_shown(rgb, w=800):
    """The PIN pad: buttons down the middle, nothing at either edge beside
    its upper rows (the setup's and the clock's screens have something
    there; a notice may be written under the pad, across the screen)."""
    dark = lambda x, y: sum(rgb[(y * w + x) * 3:(y * w + x) * 3 + 3]) < 90
    zero = pin_zero(rgb)
    return zero is not None and all(dark(x, y) for x in (20, 780) for y in range(40, zero[1] - 40, 10))


def arbiter_open(twin, out, tag):
    """Behind the PIN (0000) from the clock screen. Each step waits for its
    screen: on a loaded host a tap for the PIN pad that came before the pad
    would press a clock."""
    twin.tap(*ARBITER)
    pin = os.path.join(out, tag + "-pin.png")
    _, _, rgb = wait_screen(twin, pin, pin_pad_shown, 60, "the PIN pad")
    zero = pin_zero(rgb)
    for _ in range(4):
        twin.tap(*zero)
        time.sleep(0.4)
    wait_screen(twin, os.path.join(out, tag + "-arbiter.png"), lambda rgb: not pin_pad_shown(rgb), 60,
                "the arbiter's screen after the PIN")
    time.sleep(1)


def wait_screen(twin, png, shown, timeout, what):
    """Screendumps until `shown` holds; the last screendump stays at `png`."""
    got = [None]

    def ok():
        got[0] = twin.screendump(png)
        return shown(got[0][2])
    try:
        wait_for(ok, timeout, 0.7, what)
    except Fail:
        raise Fail(f"no {what} within {timeout} s; see {png}")
    return got[0]


def arbiter_result(twin, out, tag):
    """The arbiter gives 1-0 (confirmed) and closes the arbiter's screen."""
    arbiter_open(twin, out, tag)
    twin.tap(*ARB_RESULT_1_0)
    time.sleep(1.5)
    twin.screendump(os.path.join(out, tag + "-result-confirm.png"))
    twin.tap(*CONFIRM)
    # The result closes the arbiter's screen by itself: a tap on its
    # "close" would land on the result screen's "next game" (the PIN pad
    # came up for it, the players not having confirmed).
    time.sleep(2)


def to_setup(twin, out, tag):
    """From the result screen to the next game's setup: "next game", behind
    the PIN (0000) while the players have not both signed."""
    png = os.path.join(out, tag + "-setup.png")
    if setup_shown(twin.screendump(png)[2]):
        return
    twin.tap(*NEXT_GAME)
    _, _, rgb = wait_screen(twin, png, lambda rgb: setup_shown(rgb) or pin_pad_shown(rgb), 60,
                            "the setup, or the PIN pad before it")
    if pin_pad_shown(rgb):
        zero = pin_zero(rgb)
        for _ in range(4):
            twin.tap(*zero)
            time.sleep(0.4)
        # The PIN opens the arbiter's screen, its "next game" lit.
        wait_screen(twin, png, lambda rgb: not pin_pad_shown(rgb), 60, "the arbiter's screen after the PIN")
        time.sleep(1)
        twin.tap(*ARB_NEXT_GAME)
        wait_screen(twin, png, setup_shown, 60, "the setup after the arbiter's next game")


def failure_panel_shown(rgb, w=800):
    """The USB panel in its failure colour (Theme.low-time-back, #8e1b17),
    across the top of the screen or, on the result screen, above its
    buttons (y 308 to 392 at 800x480)."""
    def red(rows):
        return sum(1 for y in rows for x in range(50, 360, 2)
                   if abs(rgb[(y * w + x) * 3] - 0x8e) < 12 and rgb[(y * w + x) * 3 + 1] < 0x30
                   and rgb[(y * w + x) * 3 + 2] < 0x30)
    return red(range(12, 60, 2)) > 1500 or red(range(330, 378, 2)) > 1500


def setup_shown(rgb, w=800):
    """The setup: its green "start" at the bottom right, "cancel" grey beside it.
    Looked at left of the key's word, which a shorter key draws lower."""
    px = lambda x, y: rgb[(y * w + x) * 3:(y * w + x) * 3 + 3]
    green = lambda p: p[1] > 90 and p[0] < 80 and p[2] < 100
    return green(px(START[0] - 59, START[1] + 15)) and not green(px(START[0] - 200, START[1] + 15))


def notice_box(rgb, w=800):
    """The box of a notice (an orange frame over the screen) as (left, top,
    right, bottom), or None."""
    def orange(x, y):
        k = (y * w + x) * 3
        return rgb[k] > 200 and 120 < rgb[k + 1] < 210 and rgb[k + 2] < 80
    ys = [y for y in range(480) if orange(400, y)]
    if len(ys) < 2 or ys[-1] - ys[0] < 100:
        return None
    xs = [x for x in range(w) if orange(x, (ys[0] + ys[-1]) // 2)]
    if len(xs) < 2 or xs[-1] - xs[0] < 300:
        return None
    return xs[0], ys[0], xs[-1], ys[-1]


def dismiss_notices(twin, out, tag, wait=0):
    """Taps "understood" on each notice shown, waiting up to `wait` s for the
    first. Its place is read from the screen (the box's bottom right), and
    each tap waits for the box to change: a tap where no notice is would
    press a clock."""
    png = os.path.join(out, tag + "-notice.png")
    box = [None, None]

    def shown():
        rgb = twin.screendump(png)[2]
        box[0], box[1] = notice_box(rgb), rgb
        return box[0]
    try:
        wait_for(shown, wait, 0.7, "a notice")
    except Fail:
        return 0
    for n in range(1, 5):
        left, top, right, bottom = box[0]
        inside = lambda rgb: b"".join(rgb[(y * 800 + left + 4) * 3:(y * 800 + right - 4) * 3] for y in range(top + 4, bottom - 4, 3))
        before = inside(box[1])
        twin.tap(right - 84, bottom - 40)
        wait_screen(twin, png, lambda rgb: notice_box(rgb) != box[0] or inside(rgb) != before, 30,
                    f"{tag}: the notice gone after 'understood'")
        time.sleep(1)
        if not shown():
            return n
    raise Fail(f"{tag}: notices still shown after 4 taps on 'understood'; see {png}")


def arbiter_resume(twin, out, tag):
    dismiss_notices(twin, out, tag + "-restored", wait=10)
    arbiter_open(twin, out, tag)
    twin.tap(*ARB_PAUSE)
    time.sleep(1)
    twin.tap(*ARB_CLOSE)
    time.sleep(1)


class Session:
    """One twin kept up through the tests that do not cut its power."""

    def __init__(self, img):
        self.img = img
        self.twin = None

    def up(self, report):
        if self.twin is None or self.twin.proc.poll() is not None:
            disk = self.img.overlay("session")
            self.t0 = time.monotonic()
            self.twin = boot_to_clock(self.img, disk, "session", report)
        return self.twin

    def down(self):
        if self.twin:
            self.twin.kill()
            self.twin = None


def presses(lines):
    return [l for l in lines if '"record":"input"' in l.replace(" ", "")]
