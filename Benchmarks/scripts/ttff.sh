#!/usr/bin/env bash
# Time to first frame of the explorer beside dialog --yesno and htop, in one run, with the
# shared tool ../shared/tools/ttff.py (a pseudo-terminal of 100×30). Run from the repository root.
set -euo pipefail
ttff=${TTFF:-../shared/tools/ttff.py}
[ -f "$ttff" ] || ttff=/work/shared/tools/ttff.py
swift build -c release --product locflow >/dev/null
runs=${RUNS:-15}
echo "## locflow (release)"
python3 "$ttff" --runs "$runs" --marker "No system prompt is on screen." --keys q -- .build/release/locflow | tail -1
echo "## dialog --yesno"
python3 "$ttff" --runs "$runs" --marker "Proceed with the demo?" --keys n -- dialog --yesno "Proceed with the demo?" 10 40 | tail -1
echo "## htop"
python3 "$ttff" --runs "$runs" --marker "F10Quit" --keys q -- htop | tail -1
