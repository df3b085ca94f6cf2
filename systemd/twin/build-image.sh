#!/bin/sh
# The device's twin: Raspberry Pi OS Lite (Bookworm) is Debian arm64, so a
# Debian Bookworm arm64 image booted by qemu-system-aarch64 runs what the Pi
# runs: the kernel's DRM (virtio-gpu) for linuxkms, libinput (virtio
# keyboard and tablet), udev and systemd-mount (xHCI and usb-storage), ext4.
#
#   systemd/twin/build-image.sh [path/to/pendule]   -> prints the installed image's path
#   systemd/twin/build-image.sh --deps              # only installs the tools below
#   systemd/twin/build-image.sh --base              # only stage 1 (CI builds it beside cargo)
#
# Two stages, each cached by the hash of its inputs under target/twin/ (or
# $PENDULE_TWIN_CACHE), so a second run only checks hashes:
#   1. base: mmdebstrap from Debian's packages (systemd, udev, the arm64
#      kernel, dbus, apt), made an ext4 image; nothing of pendule's.
#   2. installed: the base booted once (qemu, with user-mode network), the
#      binary and systemd/ copied in as the README tells a Pi owner, and
#      `systemd/install.sh ./pendule` run unchanged as root; then powered off.
#      A qcow2 overlay on the base; the tests run on overlays of it.
# The binary defaults to the one systemd/build-pi.sh leaves.
#
# Needs (installed when missing, as root): qemu-system-arm, qemu-user-static,
# mmdebstrap, arch-test, e2fsprogs; binfmt_misc for qemu-aarch64.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
target_dir=${CARGO_TARGET_DIR:-$repo/target}
only=""
case "${1:-}" in
    --deps|--base) only=$1; shift ;;
esac
binary=${1:-$target_dir/aarch64-unknown-linux-gnu/release/pendule}
cache=${PENDULE_TWIN_CACHE:-$target_dir/twin}
mkdir -p "$cache"
log() { echo "twin: $*" >&2; }

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
need=""
command -v qemu-system-aarch64 >/dev/null || need="$need qemu-system-arm"
command -v mmdebstrap >/dev/null || need="$need mmdebstrap"
command -v arch-test >/dev/null || need="$need arch-test"
[ -e /usr/libexec/qemu-binfmt/aarch64-binfmt-P ] || command -v qemu-aarch64-static >/dev/null || need="$need qemu-user-static"
command -v update-binfmts >/dev/null || need="$need binfmt-support"
command -v mke2fs >/dev/null || need="$need e2fsprogs"
command -v qemu-img >/dev/null || need="$need qemu-utils"
command -v python3 >/dev/null || need="$need python3"
# The USB and hall tests' sticks: a FAT image made and filled from here.
[ -x /usr/sbin/mkfs.vfat ] || need="$need dosfstools"
command -v mcopy >/dev/null || need="$need mtools"
if [ -n "$need" ]; then
    log "installing$need"
    $sudo apt-get install -y --no-install-recommends $need >/dev/null \
        || { $sudo apt-get update >/dev/null && $sudo apt-get install -y --no-install-recommends $need >/dev/null; }
fi
if ! arch-test -n arm64 >/dev/null 2>&1; then
    [ -e /proc/sys/fs/binfmt_misc/register ] || $sudo mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc
    $sudo update-binfmts --enable qemu-aarch64 || true
fi
[ "$only" = --deps ] && exit 0

# ---- stage 1: the base image ----------------------------------------------
# What a bare Raspberry Pi OS Lite brings that install.sh relies on, and no
# more: the runtime libraries and the font are install.sh's to install.
# Not ca-certificates: apt fetches over HTTP and the device speaks no TLS,
# and its scripts, run twice under qemu-user, took about 80 s of a 375-s
# base (its processes sampled every 10 s).
packages="systemd-sysv,udev,dbus,linux-image-arm64,initramfs-tools,kmod,procps,iproute2,apt,e2fsprogs,util-linux,less"
base_key=$(printf '%s\n%s\n' "$packages" "$(sed -n '/^# ---- stage 1/,/^# ---- stage 2/p' "$0")" | sha256sum | cut -c1-16)
base=$cache/base-$base_key
if ! [ -e "$base/done" ]; then
    log "building the base image (mmdebstrap, arm64 under qemu-user; a few minutes)"
    start=$(date +%s)
    rm -rf "$base" && mkdir -p "$base"
    root=$base/root
    # The initramfs with only what finds the root (virtio, ext4): MODULES=most
    # costs 20 minutes and more under qemu-user, this about one.
    mmdebstrap --variant=apt --architectures=arm64 --include="$packages" \
        --essential-hook='mkdir -p "$1/etc/initramfs-tools/conf.d" "$1/etc/initramfs-tools/hooks"' \
        --essential-hook='printf "MODULES=list\nCOMPRESS=gzip\n" >"$1/etc/initramfs-tools/conf.d/twin"' \
        --essential-hook='printf "#!/bin/sh\n[ \"\$1\" = prereqs ] && exit 0\n. /usr/share/initramfs-tools/hook-functions\nmanual_add_modules virtio_pci virtio_blk ext4 crc32c_generic\n" >"$1/etc/initramfs-tools/hooks/twin" && chmod 0755 "$1/etc/initramfs-tools/hooks/twin"' \
        --customize-hook='echo pendule-twin >"$1/etc/hostname"' \
        --customize-hook='printf "127.0.0.1 localhost\n127.0.1.1 pendule-twin\n" >"$1/etc/hosts"' \
        --customize-hook='printf "/dev/vda / ext4 rw,errors=remount-ro 0 1\n" >"$1/etc/fstab"' \
        --customize-hook='chroot "$1" passwd -d root' \
        --customize-hook='mkdir -p "$1/etc/systemd/system/serial-getty@ttyAMA0.service.d"' \
        --customize-hook='printf "[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin root --noclear --keep-baud 115200 %%I linux\n" >"$1/etc/systemd/system/serial-getty@ttyAMA0.service.d/autologin.conf"' \
        --customize-hook='printf "[Match]\nName=en*\n[Network]\nDHCP=yes\n" >"$1/etc/systemd/network/20-twin.network"' \
        --customize-hook='chroot "$1" systemctl enable systemd-networkd.service' \
        --customize-hook='printf "nameserver 10.0.2.3\n" >"$1/etc/resolv.conf"' \
        --customize-hook='mkdir -p "$1/etc/systemd/journald.conf.d" && printf "[Journal]\nStorage=persistent\n" >"$1/etc/systemd/journald.conf.d/twin.conf"' \
        --customize-hook='cp "$1"/boot/vmlinuz-* "$1/../vmlinuz" && cp "$1"/boot/initrd.img-* "$1/../initrd.img"' \
        bookworm "$root" http://deb.debian.org/debian >"$base/mmdebstrap.log" 2>&1 \
        || { tail -n 30 "$base/mmdebstrap.log" >&2; exit 1; }
    mke2fs -q -t ext4 -L twin-root -d "$root" "$base/root.img" 3G >&2
    rm -rf "$root"
    echo "$(( $(date +%s) - start ))" >"$base/seconds"
    touch "$base/done"
    log "base image built in $(cat "$base/seconds") s"
fi

# ---- stage 2: pendule installed by install.sh -----------------------------
[ "$only" = --base ] && exit 0
[ -x "$binary" ] || { echo "no pendule binary at $binary (build it with systemd/build-pi.sh)" >&2; exit 2; }
inst_key=$( { echo "$base_key"; sha256sum "$binary" | cut -d' ' -f1; \
    cat "$repo"/systemd/*.sh "$repo"/systemd/*.service "$repo"/systemd/*.rules "$repo"/systemd/*.conf "$repo"/systemd/README.md; } \
    | sha256sum | cut -c1-16)
inst=$cache/installed-$inst_key
if ! [ -e "$inst/done" ]; then
    log "installing pendule in the twin (boot, systemd/install.sh, power off)"
    start=$(date +%s)
    rm -rf "$inst" && mkdir -p "$inst"
    # What the README tells a Pi owner to copy: the binary and systemd/.
    mkdir -p "$inst/payload"
    cp "$binary" "$inst/payload/pendule"
    cp -r "$repo/systemd" "$inst/payload/systemd"
    rm -rf "$inst/payload/systemd/twin"
    mke2fs -q -t ext4 -L payload -d "$inst/payload" "$inst/payload.img" 64M >&2
    qemu-img create -q -f qcow2 -F raw -b "$base/root.img" "$inst/disk.qcow2"
    python3 "$here/twin.py" install --base "$base" --disk "$inst/disk.qcow2" \
        --payload "$inst/payload.img" --log "$inst/install.log" \
        || { tail -n 40 "$inst/install.log" >&2; exit 1; }
    rm -rf "$inst/payload" "$inst/payload.img"
    ln -sfn "$base" "$inst/base"
    echo "$(( $(date +%s) - start ))" >"$inst/seconds"
    touch "$inst/done"
    log "installed in $(cat "$inst/seconds") s"
fi
echo "$inst"
