#!/usr/bin/env bash
# Time to first frame at 100×30 through a pty, locflow beside its peer (dialog --yesno) and the
# physical limit (Benchmarks/limit/paint.c, static ncurses, painting the same frame), with the
# shared tool cttff.c. The programs take turns, ROUNDS rounds of RUNS runs each, so a busy
# machine slows them alike; prints each one's median over all runs and the ratios.
# Run from the repository root: Benchmarks/scripts/first-frame.sh [path/to/locflow]
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/cttff.c" ] || tools=/work/shared/tools
locflow=${1:-.build/release/locflow}
rounds=${ROUNDS:-8} runs=${RUNS:-5}
out=$(mktemp -d)
cc -O2 -o "$out/cttff" "$tools/cttff.c" -lutil
cc -O2 -static -o "$out/paint" Benchmarks/limit/paint.c -lncursesw -ltinfo 2>/dev/null \
  || cc -O2 -o "$out/paint" Benchmarks/limit/paint.c -lncursesw
export HOME="$out/home"; mkdir -p "$HOME"   # a fresh journal location for locflow
marker="No system prompt is on screen."
for ((round = 0; round < rounds; round++)); do
  "$out/cttff" "$runs" 100 30 "$marker" q -- "$locflow" | grep '^run' >> "$out/locflow.runs"
  "$out/cttff" "$runs" 100 30 "Proceed with the demo?" n -- dialog --yesno "Proceed with the demo?" 10 40 | grep '^run' >> "$out/dialog.runs"
  "$out/cttff" "$runs" 100 30 "$marker" q -- "$out/paint" Benchmarks/limit/frame-idle.txt | grep '^run' >> "$out/paint.runs"
done
median() { awk '{print $4}' "$1" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
minimum() { awk '{print $4}' "$1" | sort -n | head -1; }
l=$(median "$out/locflow.runs") d=$(median "$out/dialog.runs") p=$(median "$out/paint.runs")
lm=$(minimum "$out/locflow.runs") dm=$(minimum "$out/dialog.runs") pm=$(minimum "$out/paint.runs")
echo "first frame, median of $((rounds * runs)) runs each: locflow $l ms, dialog $d ms, C ncurses limit $p ms"
echo "first frame, minimum: locflow $lm ms, dialog $dm ms, C ncurses limit $pm ms"
awk -v l="$l" -v d="$d" -v p="$p" 'BEGIN { printf "ratio of medians locflow/dialog %.2f, locflow/limit %.2f\n", l / d, l / p }'
awk -v l="$lm" -v d="$dm" -v p="$pm" 'BEGIN { printf "ratio of minima locflow/dialog %.2f, locflow/limit %.2f\n", l / d, l / p }'
rm -rf "$out"
