"""The twin itself: qemu-system-aarch64 booting the image, driven through QMP
(screen, keys, tablet, USB) and the serial console (a root shell)."""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from pictures import read_ppm, write_png


HERE = os.path.dirname(os.path.abspath(__file__))


# From power-on to the login prompt: 40 s on an idle 2-core host, several
# times that on a loaded one; past this the boot hangs.
BOOT_TIMEOUT = int(os.environ.get("PENDULE_TWIN_BOOT_TIMEOUT", "900"))


def say(*a):
    print("twin:", *a, file=sys.stderr, flush=True)


class Fail(Exception):
    pass


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
