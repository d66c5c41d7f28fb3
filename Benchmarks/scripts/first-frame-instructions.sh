#!/usr/bin/env bash
# Instructions one start of the explorer runs up to its first frame (100×30 through a pty), by
# function, inclusive: callgrind of the release binary, cut where the frame is done
# (LOCFLOW_CRASH_AFTER_FIRST_FRAME=1 crashes right after it; the profile is dumped before the
# crash). Needs valgrind (Debian package `valgrind`). Run from the repository root:
#   Benchmarks/scripts/first-frame-instructions.sh [BINARY] [LINES]
# prints PROGRAM TOTALS and the LINES (default 60) most expensive functions. ARGS gives the start's
# arguments (e.g. ARGS='--record /tmp/x.yaml --force'); HOME is a fresh directory, which
# ARGS='--resume' finds holding one `--preset allow-once-relaunched` session; MARKER is text of
# the first frame (default "No system prompt is on screen.").
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/cttff.c" ] || tools=/work/shared/tools
command -v valgrind > /dev/null || { echo "first-frame-instructions.sh: needs valgrind (apt install valgrind)" >&2; exit 2; }
binary=$(readlink -f "${1:-.build/release/locflow}")
lines=${2:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/cttff" "$tools/cttff.c" -lutil
cat > "$work/start.sh" <<SCRIPT
#!/bin/sh
export LOCFLOW_CRASH_AFTER_FIRST_FRAME=1 HOME="$work/home" XDG_STATE_HOME="" XDG_DATA_HOME=""
exec valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --dump-instr=no \
  --compress-strings=no --compress-pos=no --demangle=no '--dump-before=\$ss17_assertionFailure*' \
  "$binary" ${ARGS:-} 2> "$work/valgrind.log"
SCRIPT
chmod +x "$work/start.sh"
mkdir -p "$work/home"
marker=${MARKER:-No system prompt is on screen.}
case " ${ARGS:-} " in
*" --resume "*) HOME="$work/home" XDG_STATE_HOME="" "$work/cttff" 1 100 30 "$marker" qy -- "$binary" --preset allow-once-relaunched > /dev/null ;;
esac
"$work/cttff" 1 100 30 "$marker" q -- "$work/start.sh" > /dev/null
[ -f "$work/callgrind.out.1" ] || { echo "first-frame-instructions.sh: no profile of the first frame" >&2; cat "$work/valgrind.log" >&2; exit 1; }
callgrind_annotate --inclusive=yes "$work/callgrind.out.1" | sed -n '/PROGRAM TOTALS/,$p' | head -n $((lines + 4))
