#!/bin/sh
# The device without a Pi: builds the Pi binary, the twin's image (cached),
# boots it under qemu-system-aarch64 and runs the tests through QMP and the
# serial console. One command:
#
#   systemd/twin/run.sh            # CI: boot, keys, speech, 5 power cuts, watchdog, USB stick, security, a game moved to a spare
#   systemd/twin/run.sh --full     # the same with 20 power cuts, a stick pulled during an export, install.sh --live, and install.sh --hall with the game in a hall on the host; the figures in target/twin/runs/report.json
#   systemd/twin/run.sh --boot     # boots the installed twin and leaves it up (serial and QMP sockets printed)
#
# TCG emulation (no KVM for aarch64 on x86_64): expect minutes, not seconds.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
cuts=5
tests=boot,keys,speech,watchdog,usb,security,spare,cuts
mode=test
case "${1:-}" in
    --full) cuts=20; tests=boot,keys,speech,watchdog,usb,usb_halfway,security,spare,live,hall,cuts ;;
    --boot) mode=boot ;;
    "") ;;
    *) echo "usage: $0 [--full|--boot]" >&2; exit 2 ;;
esac
[ -n "${PENDULE_TWIN_CUTS:-}" ] && cuts=$PENDULE_TWIN_CUTS

t0=$(date +%s)
sh systemd/build-pi.sh >/dev/null
t1=$(date +%s)
image=$(sh "$here/build-image.sh")
# The host's replay of a journal, against which each restore is checked;
# PENDULE_REPLAY names one already built (CI builds it for aarch64 in a
# directory of its own and runs it under qemu-user).
if [ -z "${PENDULE_REPLAY:-}" ]; then
    cargo build --quiet --example replay_journal
    export PENDULE_REPLAY=$CARGO_TARGET_DIR/debug/examples/replay_journal
fi
[ -x "$PENDULE_REPLAY" ] || { echo "no journal replay at $PENDULE_REPLAY" >&2; exit 2; }
# The hall test runs the host's `pendule hall`; PENDULE_HOST_PENDULE names
# one already built.
case ",${PENDULE_TWIN_TESTS:-$tests}," in
    *,hall,*)
        if [ -z "${PENDULE_HOST_PENDULE:-}" ]; then
            cargo build --quiet --bin pendule
            export PENDULE_HOST_PENDULE=$CARGO_TARGET_DIR/debug/pendule
        fi ;;
esac
t2=$(date +%s)
echo "twin: pi build $((t1 - t0)) s, image $((t2 - t1)) s (cached when its inputs did not change)" >&2
if [ "$mode" = boot ]; then
    exec python3 "$here/twin.py" boot "$image"
fi
python3 "$here/twin.py" test "$image" --cuts "$cuts" \
    --only "${PENDULE_TWIN_TESTS:-$tests}"
echo "twin: tests $(( $(date +%s) - t2 )) s" >&2
