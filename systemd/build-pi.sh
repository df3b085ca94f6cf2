#!/bin/sh
# Cross-builds pendule for the Pi (aarch64) on an x86_64 Debian machine:
#
#   systemd/build-pi.sh            -> target/aarch64-unknown-linux-gnu/release/pendule
#
# Installs what is missing (as root, or with sudo): the Rust target, the
# cross linker, and the Pi's libinput/udev/xkbcommon as Debian's arm64
# multiarch packages, which the linuxkms backend links against.
set -eu
cd "$(dirname "$0")/.."

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo

rustup target add aarch64-unknown-linux-gnu >/dev/null
if ! command -v aarch64-linux-gnu-gcc >/dev/null || ! [ -e /usr/lib/aarch64-linux-gnu/pkgconfig/libinput.pc ]; then
    $sudo dpkg --add-architecture arm64
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
        pkg-config libinput-dev:arm64 libudev-dev:arm64 libxkbcommon-dev:arm64
fi

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export PKG_CONFIG_ALLOW_CROSS=1
export PKG_CONFIG_LIBDIR=/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig
cargo build --release --target aarch64-unknown-linux-gnu --no-default-features --features pi "$@"
ls -l target/aarch64-unknown-linux-gnu/release/pendule
