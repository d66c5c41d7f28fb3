#!/usr/bin/env bash
# Time to first frame at 100×30 through a pty for EACH way of starting the explorer (plain,
# --ios, --preset, --scenario, --resume, --designer, --info-plist, --record), each beside
# `dialog --yesno` in the same round, with the shared tool cttff.c. Give one binary or more
# (e.g. main's and a branch's): per round, for each start, each binary and then dialog run RUNS
# times in turn, so a busy machine slows them alike. Prints, per start and binary, the minimum
# and median over ROUNDS × RUNS runs and their ratios to dialog's in the same run.
# Run from the repository root:
#   Benchmarks/scripts/first-frame-starts.sh [BINARY…]   (default .build/release/locflow)
#   ROUNDS=4 RUNS=5 Benchmarks/scripts/first-frame-starts.sh /tmp/locflow-before .build/release/locflow
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/cttff.c" ] || tools=/work/shared/tools
binaries=("$@")
[ ${#binaries[@]} -gt 0 ] || binaries=(.build/release/locflow)
rounds=${ROUNDS:-4} runs=${RUNS:-5}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc -O2 -o "$out/cttff" "$tools/cttff.c" -lutil
# Each start has its own fresh journal location (HOME); --resume's holds one preset session, so
# it always brings back the same one. `qy` quits (q asks, y confirms).
export XDG_STATE_HOME=""
idle="No system prompt is on screen."
mkdir -p "$out/home.4"
HOME="$out/home.4" "$out/cttff" 1 100 30 "$idle" qy -- "${binaries[0]}" --preset allow-once-relaunched > /dev/null
cat > "$out/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleDisplayName</key><string>Courier</string>
  <key>NSLocationWhenInUseUsageDescription</key><string>Shows the courier where to ring.</string>
  <key>NSLocationAlwaysAndWhenInUseUsageDescription</key><string>Tells you when the courier is near.</string>
</dict>
</plist>
PLIST
# name | marker (text in the first frame) | arguments. --record replaces its file each run (--force).
starts=(
  "plain|$idle|"
  "--ios 17|$idle|--ios 17"
  "--preset|$idle|--preset allow-once-relaunched"
  "--scenario|$idle|--scenario Scenarios/contract/01-when-in-use-then-upgrade.yaml"
  "--resume|$idle|--resume"
  "--designer|What the person sees|--designer"
  "--info-plist|$idle|--info-plist $out/Info.plist"
  "--record|$idle|--record $out/x.yaml --force"
)
for ((round = 0; round < rounds; round++)); do
  for ((s = 0; s < ${#starts[@]}; s++)); do
    IFS='|' read -r _ marker args <<< "${starts[$s]}"
    export HOME="$out/home.$s"
    mkdir -p "$HOME"
    for ((b = 0; b < ${#binaries[@]}; b++)); do
      # shellcheck disable=SC2086 # the arguments are words
      "$out/cttff" "$runs" 100 30 "$marker" qy -- "${binaries[$b]}" $args | grep '^run' >> "$out/$s.$b.runs"
    done
    "$out/cttff" "$runs" 100 30 "Proceed with the demo?" n -- dialog --yesno "Proceed with the demo?" 10 40 | grep '^run' >> "$out/$s.dialog.runs"
  done
done
median() { awk '{print $4}' "$1" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
minimum() { awk '{print $4}' "$1" | sort -n | head -1; }
echo "first frame, 100×30, ms over $((rounds * runs)) runs each: min / median, and ratio to dialog's in the same rounds"
printf '%-13s %-28s %16s %16s %16s\n' start binary locflow dialog ratio
for ((s = 0; s < ${#starts[@]}; s++)); do
  IFS='|' read -r name _ _ <<< "${starts[$s]}"
  dm=$(minimum "$out/$s.dialog.runs") dd=$(median "$out/$s.dialog.runs")
  for ((b = 0; b < ${#binaries[@]}; b++)); do
    # A run whose marker never came reads -1: say so rather than print a flattering minimum.
    if grep -q 'marker -1' "$out/$s.$b.runs"; then echo "$name: ${binaries[$b]}: the marker was missing in some runs" >&2; fi
    lm=$(minimum "$out/$s.$b.runs") ld=$(median "$out/$s.$b.runs")
    awk -v n="$name" -v b="${binaries[$b]}" -v lm="$lm" -v ld="$ld" -v dm="$dm" -v dd="$dd" \
      'BEGIN { printf "%-13s %-28s %7.2f / %6.2f %7.2f / %6.2f  ×%.2f / ×%.2f\n", n, b, lm, ld, dm, dd, lm / dm, ld / dd }'
  done
done
