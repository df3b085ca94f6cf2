#!/bin/sh
# The device as a USB drive: cabled to a laptop, a Pi Zero 2 W (or a Pi 4/5
# on its USB-C port, which is then also its power input) shows up as a
# read-only drive holding the exported games.
#
#   usb-gadget.sh build   [DATA_DIR [IMAGE]]  export every game into a fresh FAT image
#   usb-gadget.sh attach  [DATA_DIR [IMAGE]]  offer the image to the host (as root)
#   usb-gadget.sh detach                      take it back (as root)
#   usb-gadget.sh refresh [DATA_DIR [IMAGE]]  detach, build, attach (between games)
#
# DATA_DIR defaults to /var/lib/pendule, IMAGE to DATA_DIR/gadget.img.
#
# What it costs: the host sees a snapshot. The image is rebuilt between games
# and must never change while the host has it (the host caches the file
# system), so a refresh detaches it first: the drive disappears from the
# laptop for a moment. The host cannot write to it. It needs the dwc2
# overlay (dtoverlay=dwc2 in /boot/firmware/config.txt, dwc2 in
# /etc/modules) and the libcomposite module; configfs at /sys/kernel/config.
set -eu

DATA_DIR=${2:-/var/lib/pendule}
IMAGE=${3:-$DATA_DIR/gadget.img}
GADGET=/sys/kernel/config/usb_gadget/pendule
SIZE_MIB=${PENDULE_GADGET_MIB:-64}

build() {
    staging=$(mktemp -d)
    trap 'rm -rf "$staging"' EXIT
    pendule export "$staging" --all --data-dir "$DATA_DIR" >/dev/null
    next="$IMAGE.new"
    rm -f "$next"
    mkfs.vfat -C -n PENDULE "$next" $((SIZE_MIB * 1024)) >/dev/null
    if [ -d "$staging/pendule" ]; then
        MTOOLS_SKIP_CHECK=1 mcopy -s -i "$next" "$staging/pendule" ::/
    fi
    sync "$next"
    mv "$next" "$IMAGE"
}

attach() {
    modprobe libcomposite
    mkdir -p "$GADGET"
    cd "$GADGET"
    echo 0x1d6b > idVendor          # Linux Foundation
    echo 0x0104 > idProduct         # Multifunction Composite Gadget
    mkdir -p strings/0x409 configs/c.1/strings/0x409 functions/mass_storage.usb0
    echo pendule > strings/0x409/manufacturer
    echo "pendule games" > strings/0x409/product
    echo "games" > configs/c.1/strings/0x409/configuration
    echo 1 > functions/mass_storage.usb0/lun.0/ro
    echo 1 > functions/mass_storage.usb0/lun.0/removable
    echo "$IMAGE" > functions/mass_storage.usb0/lun.0/file
    [ -e configs/c.1/mass_storage.usb0 ] || ln -s functions/mass_storage.usb0 configs/c.1/
    ls /sys/class/udc | head -n 1 > UDC
}

detach() {
    [ -d "$GADGET" ] || return 0
    echo "" > "$GADGET/UDC" 2>/dev/null || true
    echo "" > "$GADGET/functions/mass_storage.usb0/lun.0/file" 2>/dev/null || true
}

case "${1:-}" in
    build) build ;;
    attach) attach ;;
    detach) detach ;;
    refresh) detach; build; attach ;;
    *) echo "usage: $0 build|attach|detach|refresh [DATA_DIR [IMAGE]]" >&2; exit 2 ;;
esac
