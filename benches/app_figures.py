#!/usr/bin/env python3
"""The running app's figures, measured from outside under Xvfb.

    python3 benches/app_figures.py [--runs 10] [--idle 60] [BINARY]

- time to first frame: from spawning the process to the first moment a pixel
  of the clock screen (the waiting half, #232932) is on the X server, polled
  every millisecond through XGetImage; the median of --runs fresh starts;
- CPU with White's clock running and no input: the process's utime + stime
  over --idle seconds, as a share of one core;
- memory: VmRSS and VmHWM at the end of that minute.

Needs Xvfb and python-xlib (`pip install python-xlib`). BINARY defaults to
target/release/pendule. The Slint software renderer draws every frame, so
what is on the X server is what a player sees.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

from Xlib import X, display

WAITING = (0x23, 0x29, 0x32)
RUNNING = (0x13, 0x73, 0x33)
DISPLAY = ":97"


def pixel(root, x, y):
    raw = root.get_image(x, y, 1, 1, X.ZPixmap, 0xFFFFFFFF).data
    return (raw[2], raw[1], raw[0])


def wait_for(root, x, y, colour, timeout=20.0):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if pixel(root, x, y) == colour:
            return True
        time.sleep(0.001)
    return False


def start_app(binary, data_dir):
    env = dict(os.environ, DISPLAY=DISPLAY, RUST_LOG="warn")
    return subprocess.Popen(
        [binary, "--data-dir", data_dir],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def memory_kib(pid):
    found = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0])
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default="target/release/pendule")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--idle", type=float, default=60.0)
    args = parser.parse_args()

    xvfb = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "800x480x24", "-nolisten", "tcp"])
    time.sleep(1.0)
    try:
        root = display.Display(DISPLAY).screen().root
        firsts = []
        for _ in range(args.runs):
            data_dir = tempfile.mkdtemp(prefix="pendule-figures-")
            # The root window is black until the app's first frame lands.
            assert pixel(root, 200, 150) != WAITING
            spawned = time.monotonic()
            app = start_app(args.binary, data_dir)
            drawn = wait_for(root, 200, 150, WAITING)
            firsts.append(time.monotonic() - spawned)
            app.terminate()
            app.wait()
            shutil.rmtree(data_dir)
            if not drawn:
                raise SystemExit("no first frame within 20 s")
            time.sleep(0.3)
        print(
            f"first frame: median {statistics.median(firsts) * 1000:.0f} ms over {len(firsts)} starts "
            f"(min {min(firsts) * 1000:.0f}, max {max(firsts) * 1000:.0f})"
        )

        data_dir = tempfile.mkdtemp(prefix="pendule-figures-")
        app = start_app(args.binary, data_dir)
        wait_for(root, 200, 150, WAITING)
        time.sleep(1.0)
        # Black's half is on the right: a touch there starts White's clock.
        subprocess.run(["xdotool", "mousemove", "600", "150", "click", "1"],
                       env=dict(os.environ, DISPLAY=DISPLAY), check=True)
        if not wait_for(root, 200, 150, RUNNING, timeout=5.0):
            raise SystemExit("White's clock did not start")
        time.sleep(1.0)
        hz = os.sysconf("SC_CLK_TCK")
        before = cpu_ticks(app.pid)
        time.sleep(args.idle)
        used = cpu_ticks(app.pid) - before
        memory = memory_kib(app.pid)
        app.terminate()
        app.wait()
        shutil.rmtree(data_dir)
        print(
            f"CPU with White's clock running, no input: {used} ticks in {args.idle:.0f} s "
            f"= {100.0 * used / hz / args.idle:.2f} % of one core"
        )
        print(f"memory: VmRSS {memory['VmRSS'] / 1024:.1f} MiB, VmHWM {memory['VmHWM'] / 1024:.1f} MiB")
    finally:
        xvfb.terminate()
        xvfb.wait()


if __name__ == "__main__":
    main()
