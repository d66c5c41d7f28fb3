#!/usr/bin/env bash
# `locflow run` on generated scenarios of 10,000 to 100,000 steps (release build), with
# hyperfine: is it linear, and under 2 s at 100,000? Run from the repository root.
set -euo pipefail
swift build -c release --product locflow >/dev/null
dir=$(mktemp -d)
for n in 10000 25000 50000 100000; do python3 Benchmarks/scripts/make-long-scenario.py "$n" "$dir/s$n.yaml"; done
for format in text jsonl; do
  hyperfine --warmup 1 --runs 5 --style basic --export-markdown "$dir/$format.md" \
    -L n 10000,25000,50000,100000 ".build/release/locflow run $dir/s{n}.yaml --format $format > /dev/null" >/dev/null
  echo "## --format $format"; cat "$dir/$format.md"
done
/usr/bin/time -f "100,000 steps, text: %e s, max RSS %M KB" .build/release/locflow run "$dir/s100000.yaml" > /dev/null
/usr/bin/time -f "100,000 steps, jsonl: %e s, max RSS %M KB" .build/release/locflow run "$dir/s100000.yaml" --format jsonl > /dev/null
