#!/usr/bin/env python3
"""The device's twin: boots the Debian arm64 image under qemu-system-aarch64
and drives it through QMP (screen, keys, tablet, USB) and the serial console
(a root shell). A test tool, standard library only.

    twin.py install --base DIR --disk DISK --payload IMG --log FILE
    twin.py boot IMAGE_DIR                 # boots and keeps it up (debugging)
    twin.py test IMAGE_DIR [--cuts N] [--only boot,keys,speech,cuts,watchdog,usb,usb_halfway,security,live]
"""

import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
# From power-on to the login prompt: 40 s on an idle 2-core host, several
# times that on a loaded one; past this the boot hangs.
BOOT_TIMEOUT = int(os.environ.get("PENDULE_TWIN_BOOT_TIMEOUT", "900"))


def say(*a):
    print("twin:", *a, file=sys.stderr, flush=True)


class Fail(Exception):
    pass


# ---- images ---------------------------------------------------------------

def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    parts = []
    i = 0
    while len(parts) < 4:
        while data[i:i + 1].isspace():
            i += 1
        if data[i:i + 1] == b"#":
            while data[i:i + 1] != b"\n":
                i += 1
            continue
        j = i
        while not data[j:j + 1].isspace():
            j += 1
        parts.append(data[i:j])
        i = j
    i += 1
    assert parts[0] == b"P6", parts[0]
    w, h = int(parts[1]), int(parts[2])
    return w, h, data[i:i + w * h * 3]


def write_png(path, w, h, rgb):
    raw = b"".join(b"\0" + rgb[y * w * 3:(y + 1) * w * 3] for y in range(h))

    def chunk(kind, body):
        c = kind + body
        return struct.pack(">I", len(body)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def read_png(path):
    """8-bit RGB or RGBA, non-interlaced (what the screens walk writes)."""
    with open(path, "rb") as f:
        data = f.read()
    pos = 8
    idat = b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    assert depth == 8 and ctype in (2, 6)
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = w * bpp
    out = bytearray()
    prev = bytearray(stride)
    i = 0
    for _ in range(h):
        ft = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if ft == 1:
                line[x] = (line[x] + a) & 255
            elif ft == 2:
                line[x] = (line[x] + b) & 255
            elif ft == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ft == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if bpp == 4:
            out += bytes(v for k, v in enumerate(line) if k % 4 != 3)
        else:
            out += line
    return w, h, bytes(out)


def palette(rgb, step=32):
    """The screen's main colours, coarsely: share of each 32-level bucket."""
    counts = {}
    n = len(rgb) // 3
    for k in range(0, len(rgb), 3 * 7):
        key = (rgb[k] // step, rgb[k + 1] // step, rgb[k + 2] // step)
        counts[key] = counts.get(key, 0) + 1
    total = sum(counts.values())
    return {k: v / total for k, v in counts.items()}, n


def likeness(a, b):
    """1.0 when two screens share their colours in the same proportions."""
    pa, _ = palette(a)
    pb, _ = palette(b)
    return sum(min(pa.get(k, 0), pb.get(k, 0)) for k in set(pa) | set(pb))


# ---- the machine ----------------------------------------------------------

class Twin:
    def __init__(self, work, kernel, initrd, disk, log, extra=(), net=False, gpu=(800, 480)):
        self.work = work
        self.log_path = log
        sock_dir = tempfile.mkdtemp(prefix="twin-", dir="/tmp")
        self.qmp_path = os.path.join(sock_dir, "qmp")
        self.ser_path = os.path.join(sock_dir, "serial")
        self.sock_dir = sock_dir
        # Not niced: a niced TCG guest gets a tenth of a core beside any
        # build at nice 0 (a reboot once timed out at 600 s on a loaded
        # host), and its watchdog (WatchdogSec=15s) may fire on a starved pendule.
        cmd = ["qemu-system-aarch64",
               "-M", "virt", "-cpu", "cortex-a72", "-smp", "2", "-m", "1024",
               "-display", "none", "-monitor", "none", "-nodefaults",
               "-kernel", kernel, "-initrd", initrd,
               "-append", "root=/dev/vda rw console=ttyAMA0 quiet loglevel=4 systemd.show_status=0",
               "-drive", f"file={disk},if=none,id=root,format=qcow2,cache=writeback",
               "-device", "virtio-blk-pci,drive=root",
               "-device", f"virtio-gpu-pci,xres={gpu[0]},yres={gpu[1]}",
               "-device", "virtio-keyboard-pci", "-device", "virtio-tablet-pci",
               "-device", "qemu-xhci,id=xhci",
               "-chardev", f"socket,id=ser0,path={self.ser_path},server=on,wait=off,logfile={log}",
               "-serial", "chardev:ser0",
               "-qmp", f"unix:{self.qmp_path},server=on,wait=off"]
        if net:
            # `net` may carry more of the user network's options (hostfwd=...).
            opts = "user,id=net0" + ("," + net if isinstance(net, str) else "")
            # romfile= : no PXE boot ROM, which Debian's qemu-system-arm only
            # recommends (ipxe-qemu); without it QEMU refuses to start.
            cmd += ["-netdev", opts, "-device", "virtio-net-pci,netdev=net0,romfile="]
        else:
            cmd += ["-nic", "none"]
        cmd += list(extra)
        self.started = time.monotonic()
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=open(log + ".qemu", "ab"),
                                     stderr=subprocess.STDOUT)
        self.buf = b""
        self.ser = self._connect(self.ser_path)
        self.qmp = self._connect(self.qmp_path)
        self.qmp_buf = b""
        try:
            self._qmp_read()  # greeting
            self.cmd("qmp_capabilities")
        except (OSError, Fail) as e:
            # QEMU sends its greeting before it builds the machine, so a drive or
            # device it cannot open ends it here: say what it printed.
            raise Fail(f"qemu stopped at start ({e}): {self._qemu_said()}") from None
        self.shell_ready = False
        self.n = 0
        # The sticks plugged with a throttle group of their own (plug, pull).
        self.slow_sticks = set()

    def _qemu_said(self):
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            pass
        with open(self.log_path + ".qemu", errors="replace") as f:
            return f"exit {self.proc.returncode}: {f.read()[-2000:]}"

    def _connect(self, path):
        for _ in range(200):
            if self.proc.poll() is not None:
                raise Fail(f"qemu exited: {self._qemu_said()}")
            try:
                s = socket.socket(socket.AF_UNIX)
                s.connect(path)
                return s
            except OSError:
                time.sleep(0.05)
        raise Fail(f"no socket {path}")

    # QMP
    def _qmp_read(self):
        while b"\n" not in self.qmp_buf:
            chunk = self.qmp.recv(65536)
            if not chunk:
                raise Fail("QMP closed")
            self.qmp_buf += chunk
        line, self.qmp_buf = self.qmp_buf.split(b"\n", 1)
        return json.loads(line)

    def cmd(self, name, **args):
        msg = {"execute": name}
        if args:
            msg["arguments"] = args
        self.qmp.sendall(json.dumps(msg).encode() + b"\n")
        while True:
            r = self._qmp_read()
            if "return" in r:
                return r["return"]
            if "error" in r:
                raise Fail(f"QMP {name}: {r['error']}")

    def screendump(self, path):
        ppm = path + ".ppm"
        self.cmd("screendump", filename=ppm)
        w, h, rgb = read_ppm(ppm)
        os.unlink(ppm)
        write_png(path, w, h, rgb)
        return w, h, rgb

    def key(self, qcode, hold=0.08):
        ev = lambda down: {"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": qcode}}}
        self.cmd("input-send-event", events=[ev(True)])
        time.sleep(hold)
        self.cmd("input-send-event", events=[ev(False)])

    def tap(self, x, y, w=800, h=480):
        ax = lambda axis, v: {"type": "abs", "data": {"axis": axis, "value": v}}
        btn = lambda down: {"type": "btn", "data": {"down": down, "button": "left"}}
        self.cmd("input-send-event", events=[ax("x", int(x * 32767 / (w - 1))), ax("y", int(y * 32767 / (h - 1)))])
        time.sleep(0.05)
        self.cmd("input-send-event", events=[btn(True)])
        time.sleep(0.08)
        self.cmd("input-send-event", events=[btn(False)])

    # serial
    def _read_until(self, pattern, timeout):
        rx = re.compile(pattern)
        end = time.monotonic() + timeout
        while True:
            m = rx.search(self.buf)
            if m:
                out = self.buf[:m.end()]
                self.buf = self.buf[m.end():]
                return out, m
            left = end - time.monotonic()
            if left <= 0:
                raise Fail(f"timeout waiting for {pattern!r}; last output: {self.buf[-800:]!r}")
            if self.proc.poll() is not None:
                raise Fail(f"qemu exited {self.proc.returncode} waiting for {pattern!r}")
            self.ser.settimeout(min(left, 1.0))
            try:
                chunk = self.ser.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                raise Fail("serial closed")
            self.buf += chunk

    def login(self, timeout=BOOT_TIMEOUT):
        """Waits for the serial console's autologin, then makes the shell quiet."""
        try:
            self._read_until(rb"root@pendule-twin:[^\n]*# ", timeout)
        except Fail as e:
            raise Fail(f"no login prompt {time.monotonic() - self.started:.0f} s after power-on "
                       f"(host load {os.getloadavg()[0]:.1f}; serial log {self.log_path}): {e}")
        self.ser.sendall(b"stty -echo -onlcr cols 250; export PS1='' PS2='' PAGER=cat SYSTEMD_PAGER= SYSTEMD_COLORS=0 TERM=dumb; dmesg -n 1; echo __READY__\n")
        self._read_until(rb"__READY__\n", 60)
        self.shell_ready = True
        return time.monotonic() - self.started

    def sh(self, command, timeout=120, check=True):
        if not self.shell_ready:
            self.login()
        self.n += 1
        tag = f"__RC{self.n}_"
        # stdin from /dev/null: what follows on the line must reach the shell, not apt.
        self.ser.sendall(f"{{ {command}\n}} </dev/null; __rc=$?; echo; echo {tag}$__rc'__'\n".encode())
        out, m = self._read_until(rf"\n{tag}(\d+)__\n".encode(), timeout)
        rc = int(m.group(1))
        text = out[:m.start()].decode(errors="replace")
        if text.endswith("\n"):
            text = text[:-1]
        if check and rc != 0:
            raise Fail(f"`{command}` exited {rc}: {text[-1500:]}")
        return text if check else (rc, text)

    def kill(self):
        """A power cut: the machine stops where it is, nothing is flushed."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()
        self.close()

    def wait_exit(self, timeout):
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise Fail("the twin did not power off")
        self.close()

    def close(self):
        for s in (self.ser, self.qmp):
            try:
                s.close()
            except OSError:
                pass
        shutil.rmtree(self.sock_dir, ignore_errors=True)


# ---- install (stage 2 of build-image.sh) ----------------------------------

def install(args):
    twin = Twin(os.path.dirname(args.disk), os.path.join(args.base, "vmlinuz"),
                os.path.join(args.base, "initrd.img"), args.disk, args.log, net=True,
                extra=["-drive", f"file={args.payload},if=none,id=payload,format=raw",
                       "-device", "virtio-blk-pci,drive=payload"])
    try:
        t = twin.login()
        say(f"base image at its login prompt in {t:.0f} s")
        twin.sh("systemctl is-system-running --wait >/dev/null; mkdir -p /root/from-the-laptop && mount -o ro /dev/vdb /mnt"
                " && cp -r /mnt/. /root/from-the-laptop/ && umount /mnt", timeout=300, check=False)
        twin.sh("until getent hosts deb.debian.org >/dev/null; do sleep 1; done", timeout=120)
        # As the README tells a Pi owner: the binary and systemd/, then install.sh.
        rc, out = twin.sh("cd /root/from-the-laptop && ./systemd/install.sh ./pendule 2>&1", timeout=1200, check=False)
        with open(args.log + ".install.sh", "w") as f:
            f.write(out)
        if rc != 0:
            raise Fail(f"install.sh exited {rc}:\n{out[-3000:]}")
        say("install.sh ran: " + out.strip().splitlines()[-1])
        twin.sh("cd /; apt-get clean; sleep 5; systemctl is-active pendule || journalctl -u pendule --no-pager | tail -n 30",
                timeout=120, check=False)
        twin.ser.sendall(b"systemctl poweroff\n")
        twin.wait_exit(300)
    except BaseException:
        twin.kill()
        raise


# ---- tests ----------------------------------------------------------------

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
ARB_RESULT_1_0 = (60, 316)  # the row's first key, with or without the quickplay keys beside it
CONFIRM = (568, 387)
NEXT_GAME = (717, 432)  # on the result screen


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
    """The setup: its green "start" at the bottom right, "cancel" grey beside it."""
    px = lambda x, y: rgb[(y * w + x) * 3:(y * w + x) * 3 + 3]
    green = lambda p: p[1] > 90 and p[0] < 80 and p[2] < 100
    return green(px(START[0], START[1] + 15)) and not green(px(START[0] - 200, START[1] + 15))


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
    sums = twin.sh("cd /var/lib/pendule/archive && sha256sum * | sort")
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
    # After test_usb the setup is shown (the arbiter's result ends the game);
    # else the result screen's "next game" leads there.
    png = os.path.join(out, "halfway-setup.png")
    if not setup_shown(twin.screendump(png)[2]):
        twin.tap(*NEXT_GAME)
        wait_screen(twin, png, setup_shown, 60, "the setup for a second game")
    twin.tap(*START)
    dismiss_notices(twin, out, "halfway-start", wait=30)
    for k in ["shift_r", "shift", "shift_r", "shift"]:
        twin.key(k)
        time.sleep(1)
    arbiter_result(twin, out, "halfway")
    new = wait_for(lambda: set(twin.sh("ls /var/lib/pendule/archive").split()) - before, 30, 1, "the second game archived")
    r["new_in_archive"] = sorted(new)
    games = archive_games(twin)
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
    if archive_games(twin) != games:
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


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="what", required=True)
    i = sub.add_parser("install")
    i.add_argument("--base", required=True)
    i.add_argument("--disk", required=True)
    i.add_argument("--payload", required=True)
    i.add_argument("--log", required=True)
    b = sub.add_parser("boot")
    b.add_argument("image")
    t = sub.add_parser("test")
    t.add_argument("image")
    t.add_argument("--cuts", type=int, default=5)
    t.add_argument("--only", default="boot,keys,speech,watchdog,usb,security,cuts")
    t.add_argument("--out", default=None)
    args = p.parse_args()
    # A timeout's TERM unwinds through the `finally`s that kill qemu.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.what == "install":
        install(args)
        return 0
    img = Image(args.image, args.out or os.path.join(os.path.dirname(os.path.realpath(args.image)), "runs"))
    if args.what == "boot":
        disk = img.overlay("manual")
        twin = img.boot(disk, "manual")
        print(f"serial: socat - UNIX-CONNECT:{twin.ser_path}\nqmp: {twin.qmp_path}", flush=True)
        twin.ser.close()
        twin.proc.wait()
        return 0
    report = {"emulation": "TCG (no KVM for aarch64 on x86_64), 2 vCPUs on a 2-core host"}
    failed = []
    session = Session(img)
    try:
        for name in args.only.split(","):
            fn = globals()["test_" + name]
            t0 = time.monotonic()
            try:
                if name == "cuts":
                    session.down()
                    fn(img, report, args.cuts)
                elif name == "live":
                    session.down()
                    fn(img, report)
                else:
                    fn(session, report)
                say(f"PASS {name} ({time.monotonic() - t0:.0f} s)")
            except Fail as e:
                failed.append(name)
                say(f"FAIL {name} ({time.monotonic() - t0:.0f} s): {e}")
                session.down()
    finally:
        session.down()
    with open(os.path.join(img.out, "report.json"), "w") as f:
        json.dump(report, f, indent=1)
    print(json.dumps(report, indent=1))
    say(f"{'all passed' if not failed else 'FAILED: ' + ','.join(failed)}; report in {img.out}/report.json")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
