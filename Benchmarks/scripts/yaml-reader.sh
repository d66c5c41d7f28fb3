#!/usr/bin/env bash
# The YAML reader on a file read whole: `locflow run` of 100,000 steps whose `name:` comes after
# `steps:` (so the run cannot stream and reads the file through DocumentLoader), release build;
# CPU time and max resident memory. OLD=/path/to/an/older/locflow (e.g. one built with Yams)
# adds its figures, taken in turn, and checks the output is the same. Run from the repository root.
set -euo pipefail
swift build -c release --product locflow >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/scripts/make-long-scenario.py "${STEPS:-100000}" "$dir/long.yaml"
# The first line (`name: …`) moved to the end.
{ tail -n +2 "$dir/long.yaml"; head -n 1 "$dir/long.yaml"; } > "$dir/whole.yaml"
fmt="%e s wall, %U user %S sys, %M KB max resident"
for round in $(seq "${ROUNDS:-3}"); do
  if [[ -n "${OLD:-}" ]]; then
    /usr/bin/time -f "old locflow run (read whole): $fmt" "$OLD" run "$dir/whole.yaml" > "$dir/old.txt"
  fi
  /usr/bin/time -f "locflow run (read whole): $fmt" .build/release/locflow run "$dir/whole.yaml" > "$dir/new.txt"
  if [[ -n "${OLD:-}" ]]; then cmp "$dir/old.txt" "$dir/new.txt" && echo "same output as $OLD"; fi
done
