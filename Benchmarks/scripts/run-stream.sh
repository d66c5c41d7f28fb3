#!/usr/bin/env bash
# `locflow run` of 1,000,000 steps, text and JSONL (release build): CPU time and max resident
# memory, beside `cat` of the same output (docs/performance.md). Run from the
# repository root. OLD=/path/to/an/older/locflow adds its figures, taken in turn with the new
# ones, and checks the output is the same; ROUNDS=3 repeats the whole (on a loaded machine,
# quote the median and the range of user + sys).
set -euo pipefail
swift build -c release --product locflow >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/scripts/make-long-scenario.py 1000000 "$dir/s1m.yaml"
fmt="%e s wall, %U user %S sys, %M KB max resident"
for round in $(seq "${ROUNDS:-1}"); do
  echo "round $round"
  for format in text jsonl; do
    if [[ -n "${OLD:-}" ]]; then
      /usr/bin/time -f "old locflow run --format $format: $fmt" "$OLD" run "$dir/s1m.yaml" --format "$format" > "$dir/old.$format"
    fi
    /usr/bin/time -f "locflow run --format $format: $fmt" .build/release/locflow run "$dir/s1m.yaml" --format "$format" > "$dir/out.$format"
    /usr/bin/time -f "cat of the same output: $fmt" cat "$dir/out.$format" > "$dir/copy"
    if [[ -n "${OLD:-}" ]]; then
      cmp "$dir/out.$format" "$dir/old.$format" && echo "same output as $OLD"
    fi
  done
done
