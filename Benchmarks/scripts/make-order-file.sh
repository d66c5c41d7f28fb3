#!/usr/bin/env bash
# Regenerates Benchmarks/order/first-frame.order, the order in which the release link lays out
# the functions the explorer runs up to its first frame (docs/performance.md, "fifth
# round"). Run from the repository root after changing the start-up path; needs valgrind
# (Debian package `valgrind`), a C compiler and python3. Takes about a minute after the build.
#   Benchmarks/scripts/make-order-file.sh
# The link still works with a stale order file (names that are gone are skipped), it only gathers
# less of the start-up code.
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/cttff.c" ] || tools=/work/shared/tools
command -v valgrind > /dev/null || { echo "make-order-file.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/cttff" "$tools/cttff.c" -lutil
# The link map names the input section that holds each function.
swift build -c release --product locflow -Xlinker "-Map=$work/locflow.map" > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; exit 1; }
binary=$(swift build -c release --show-bin-path)/locflow
# One start under callgrind up to the first frame: LOCFLOW_CRASH_AFTER_FIRST_FRAME=1 crashes right
# after it, and the profile is cut where the crash begins (`--dump-before`), so only what the
# first frame needed is named.
cat > "$work/start.sh" <<SCRIPT
#!/bin/sh
export LOCFLOW_CRASH_AFTER_FIRST_FRAME=1 HOME="$work/home"
exec valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --dump-instr=no \
  --compress-strings=no --compress-pos=no --demangle=no '--dump-before=\$ss17_assertionFailure*' \
  "$binary" 2> "$work/valgrind.log"
SCRIPT
chmod +x "$work/start.sh"
mkdir -p "$work/home"
"$work/cttff" 1 100 30 "No system prompt is on screen." q -- "$work/start.sh" > /dev/null
[ -f "$work/callgrind.out.1" ] || { echo "make-order-file.sh: no profile of the first frame" >&2; cat "$work/valgrind.log" >&2; exit 1; }
python3 Benchmarks/scripts/make-order-file.py "$work/callgrind.out.1" "$work/locflow.map" Benchmarks/order/first-frame.order
# SwiftPM does not know the order file is an input of the link: a build after it changed would keep
# the old binary. Removing the binary makes it link again, with the new order.
rm -f "$binary"
swift build -c release --product locflow > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
echo "relinked $binary with the new order"
