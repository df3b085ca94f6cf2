#!/usr/bin/env python3
"""The device's twin: boots the Debian arm64 image under qemu-system-aarch64
and drives it through QMP (screen, keys, tablet, USB) and the serial console
(a root shell). A test tool, standard library only.

    twin.py install --base DIR --disk DISK --payload IMG --log FILE
    twin.py boot IMAGE_DIR                 # boots and keeps it up (debugging)
    twin.py test IMAGE_DIR [--cuts N] [--only boot,keys,speech,cuts,watchdog,usb,usb_halfway,security,spare,live,hall]
"""

import argparse
import json
import os
import signal
import sys
import time

from machine import say, Fail
from harness import Image, Session
from install import install
from boot import test_boot, test_security
from keys import test_keys
from speech import test_speech
from cuts import test_cuts
from watchdog import test_watchdog
from usb import test_usb, test_usb_halfway
from live import test_live
from hall import test_hall
from spare import test_spare

# Each test by the name --only gives it.
TESTS = {
    "boot": test_boot,
    "keys": test_keys,
    "speech": test_speech,
    "cuts": test_cuts,
    "watchdog": test_watchdog,
    "usb": test_usb,
    "usb_halfway": test_usb_halfway,
    "security": test_security,
    "live": test_live,
    "hall": test_hall,
    "spare": test_spare,
}



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
    t.add_argument("--only", default="boot,keys,speech,watchdog,usb,security,spare,cuts")
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
            fn = TESTS[name]
            t0 = time.monotonic()
            try:
                if name == "cuts":
                    session.down()
                    fn(img, report, args.cuts)
                elif name in ("live", "hall"):
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
