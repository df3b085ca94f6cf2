"""Stage 2 of build-image.sh: pendule installed on the base image by
install.sh, as the README tells a Pi owner."""

import os

from machine import say, Fail, Twin


def speech_size(twin):
    """What removing espeak-ng (its library, its voices and what only they
    pulled in) would free, as apt says it without doing it."""
    _, out = twin.sh("apt-get purge --autoremove --assume-no libespeak-ng1 espeak-ng-data 2>&1"
                     " | grep -E 'disk space|^  [a-z]'", timeout=120, check=False)
    lines = [l.strip() for l in out.strip().splitlines() if l.strip()]
    return "; ".join(lines) or "apt said nothing"


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
        say("the talking clock's share of the image: " + speech_size(twin))
        twin.sh("cd /; apt-get clean; sleep 5; systemctl is-active pendule || journalctl -u pendule --no-pager | tail -n 30",
                timeout=120, check=False)
        twin.ser.sendall(b"systemctl poweroff\n")
        twin.wait_exit(300)
    except BaseException:
        twin.kill()
        raise
