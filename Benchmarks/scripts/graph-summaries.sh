#!/usr/bin/env bash
# The seven graph summaries (`locflow graph --ios V --summary`, one process each, as docs/graph.md
# quotes them): CPU time (user + sys) and peak memory of each, and the total. Release build; run
# from the repository root. `BIN=/path/to/locflow` measures another build (say, main's) instead.
# CPU time, not wall time: the machine is shared, and the load inflates wall time far more.
set -euo pipefail
bin=${BIN:-.build/release/locflow}
[ -n "${BIN:-}" ] || swift build -c release --product locflow >/dev/null
rounds=${ROUNDS:-3}
total=0
for v in 10 12 13.0 13.4 14 16 18; do
  best=
  for _ in $(seq "$rounds"); do
    cpu=$( { /usr/bin/time -f "%U %S %M" "$bin" graph --ios "$v" --summary >/dev/null; } 2>&1 | awk '{printf "%.2f %d", $1 + $2, $3}')
    if [ -z "$best" ] || [ "$(echo "${cpu% *} < ${best% *}" | bc)" = 1 ]; then best=$cpu; fi
  done
  printf 'iOS %-5s %s s CPU, %s KB max resident (best of %s)\n' "$v" "${best% *}" "${best#* }" "$rounds"
  total=$(echo "$total + ${best% *}" | bc)
done
echo "seven summaries: $total s CPU"
