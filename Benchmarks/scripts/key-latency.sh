#!/usr/bin/env bash
# Key to last byte painted at 100×30 through a pty, fresh session: locflow beside dialog
# (--yesno, Tab moves between its buttons) and the physical limit (Benchmarks/limit/paint.c,
# which repaints between the explorer's idle frame and its prompt frame on every key), with the
# shared tool keylat.c. Run from the repository root: Benchmarks/scripts/key-latency.sh [locflow]
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/keylat.c" ] || tools=/work/shared/tools
locflow=${1:-.build/release/locflow}
keys=${KEYS:-200}
out=$(mktemp -d)
cc -O2 -o "$out/keylat" "$tools/keylat.c" -lutil
cc -O2 -static -o "$out/paint" Benchmarks/limit/paint.c -lncursesw -ltinfo 2>/dev/null \
  || cc -O2 -o "$out/paint" Benchmarks/limit/paint.c -lncursesw
export HOME="$out/home"; mkdir -p "$HOME"
marker="No system prompt is on screen."
echo "## locflow (keys P and S: the Precise and Location Services switches, each a full step)"
"$out/keylat" 100 30 "$marker" "$keys" PS 30 -- "$locflow" | grep -E '^(first|last)-byte|^bytes'
echo "## locflow, no journal (HOME and XDG_STATE_HOME not absolute: the per-key journal rewrite, being replaced, is left out)"
"$out/keylat" 100 30 "$marker" "$keys" PS 30 -- env HOME=none XDG_STATE_HOME=none "$locflow" | grep -E '^(first|last)-byte|^bytes'
echo "## dialog --yesno (Tab)"
"$out/keylat" 100 30 "Proceed" "$keys" $'\t' 30 -- dialog --yesno "Proceed with the demo?" 10 40 | grep -E '^(first|last)-byte|^bytes'
echo "## C ncurses limit (a full redraw between two explorer frames)"
"$out/keylat" 100 30 "$marker" "$keys" x 30 -- "$out/paint" Benchmarks/limit/frame-idle.txt Benchmarks/limit/frame-prompt.txt | grep -E '^(first|last)-byte|^bytes'
rm -rf "$out"
