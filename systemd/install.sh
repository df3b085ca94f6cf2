#!/bin/sh
# Installs pendule on Raspberry Pi OS Lite (64-bit, Bookworm) and starts it
# at boot. Run as root on the Pi, next to the binary built by build-pi.sh:
#
#   sudo ./install.sh [--hall] [--live] [path/to/pendule]
#
# --hall lets the unit dial out to the hall's broker (`[hall]` in
# settings.toml) on the venue's private addresses, and listen on nothing (a
# drop-in, pendule-hall.conf). --live lets it also serve the live endpoint
# that `[live] on = true` turns on (pendule-live.conf, which then stands for
# both). Without either the drop-ins are removed and the unit keeps
# AF_UNIX/AF_NETLINK only.
#
# Idempotent: running it again updates the binary, the unit and the rules.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
live=no
hall=no
while [ $# -gt 0 ]; do
    case "$1" in
        --live) live=yes ;;
        --hall) hall=yes ;;
        --*) echo "usage: $0 [--hall] [--live] [path/to/pendule]" >&2; exit 2 ;;
        *) break ;;
    esac
    shift
done
binary=${1:-$here/../target/aarch64-unknown-linux-gnu/release/pendule}
[ -x "$binary" ] || { echo "no pendule binary at $binary (build it with systemd/build-pi.sh)" >&2; exit 2; }

# Runtime packages: one font for fontconfig (fontique panics on none), the
# libraries of the linuxkms backend, mtools and dosfstools for the gadget,
# and the talking clock's: espeak-ng's library and voices, ALSA's library,
# and alsa-utils (its udev rule sets a card's mixer at boot, unmuted the
# first time, as alsamixer left it after; amixer and speaker-test try it).
apt-get update
apt-get install -y --no-install-recommends fonts-dejavu-core libinput10 libudev1 libxkbcommon0 \
    dosfstools mtools libespeak-ng1 espeak-ng-data libasound2 alsa-utils

# The groups the unit asks for must exist, or systemd refuses it (216/GROUP).
for group in gpio video input render plugdev dialout audio; do
    getent group "$group" >/dev/null || groupadd --system "$group"
done
id pendule >/dev/null 2>&1 || useradd --system --home-dir /var/lib/pendule --shell /usr/sbin/nologin pendule
usermod -a -G gpio,video,input,render,plugdev,dialout,audio pendule

install -m 0755 "$binary" /usr/local/bin/pendule
install -m 0644 "$here/pendule.service" /etc/systemd/system/pendule.service
# One drop-in at most: live.conf opens what hall.conf does and a port to
# listen on, which hall.conf's SocketBindDeny= would close again.
dropins=/etc/systemd/system/pendule.service.d
rm -f "$dropins/live.conf" "$dropins/hall.conf"
if [ "$live" = yes ]; then
    install -d -m 0755 "$dropins"
    install -m 0644 "$here/pendule-live.conf" "$dropins/live.conf"
elif [ "$hall" = yes ]; then
    install -d -m 0755 "$dropins"
    install -m 0644 "$here/pendule-hall.conf" "$dropins/hall.conf"
fi
install -m 0644 "$here/pendule-usb.rules" /etc/udev/rules.d/90-pendule-usb.rules
install -m 0644 "$here/pendule-eboard.rules" /etc/udev/rules.d/90-pendule-eboard.rules
install -m 0644 "$here/pendule-eboard.conf" /etc/modules-load.d/pendule-eboard.conf
install -m 0644 "$here/pendule-sound.conf" /etc/modules-load.d/pendule-sound.conf
modprobe -a cdc_acm usbserial snd 2>/dev/null || true
install -m 0755 "$here/usb-gadget.sh" /usr/local/bin/pendule-usb-gadget
# The unit's Documentation=; the README's steps copy only the binary and
# systemd/ to the Pi, so the repository's README may not be there.
install -d -m 0755 /usr/local/share/doc/pendule
if [ -e "$here/../README.md" ]; then
    install -m 0644 "$here/../README.md" /usr/local/share/doc/pendule/README.md
else
    install -m 0644 "$here/README.md" /usr/local/share/doc/pendule/README.md
fi
install -d -m 0755 /media/pendule

udevadm control --reload
systemctl daemon-reload
# The console would fight pendule for the screen.
systemctl disable --now getty@tty1.service 2>/dev/null || true
systemctl enable pendule.service
systemctl restart pendule.service
echo "pendule installed and started; logs: journalctl -u pendule -f"
