#!/usr/bin/env bash
# Where the first frame's time goes, phase by phase, without changing the binary: uprobes at the
# entry of functions every start runs (glibc's start, the Swift runtime's static initialisers,
# `main`, `setlocale`, `newterm`, `endwin`, `doupdate`), the kernel's exec event and the frame's
# first write of ≥ 1,000 bytes, recorded by `perf` over RUNS starts at 100×30 through a pty
# (cttff), then the median / minimum / 75th percentile of each phase. With FAULTS=1 also the page
# faults each phase took (per start, by where they landed: the binary's sections, or anonymous
# memory: heap, stack, curses's windows); recording every fault makes the phases read longer.
# Needs root (tracefs uprobes) and perf (Debian: linux-perf); a static binary (the release build).
# Run from the repository root:  Benchmarks/scripts/first-frame-phases.sh [BINARY] [RUNS]
# Each probe costs a few µs a hit, so phases read slightly long; compare binaries in one session.
# Also works on Benchmarks/limit/paint.c built static: FRAME_ARGS=Benchmarks/limit/frame-idle.txt.
set -euo pipefail
tools=${TOOLS:-../shared/tools}
[ -f "$tools/cttff.c" ] || tools=/work/shared/tools
binary=$(readlink -f "${1:-.build/release/locflow}")
runs=${2:-40}
tracing=/sys/kernel/tracing
[ -w "$tracing/uprobe_events" ] || { echo "first-frame-phases.sh: needs root and tracefs at $tracing" >&2; exit 2; }
command -v perf > /dev/null || { echo "first-frame-phases.sh: needs perf (apt install linux-perf)" >&2; exit 2; }
work=$(mktemp -d)
cleanup() {
  for event in $(ls "$tracing/events/locflowphase" 2> /dev/null | grep -v "^enable$\|^filter$"); do
    echo "-:locflowphase/$event" >> "$tracing/uprobe_events"
  done
  rm -rf "$work"
}
trap cleanup EXIT
cleanup; mkdir -p "$work"
cc -O2 -o "$work/cttff" "$tools/cttff.c" -lutil
# A uprobe is placed by file offset: the code segment's address minus its offset in the file.
read -r address offset < <(readelf -lW "$binary" | awk '$1 == "LOAD" && /R E/ && !found {print $3, $2; found = 1}')
delta=$((address - offset))
for function in __libc_start_main_impl _GLOBAL__sub_I_Backtrace.cpp _GLOBAL__sub_I_CommandLine.cpp \
  _libdispatch_init main setlocale newterm endwin doupdate; do
  symbol=$(nm "$binary" | awk -v f="$function" '$3 == f && !found {print $1; found = 1}')
  [ -n "$symbol" ] || continue
  name=$(echo "$function" | tr -cd 'A-Za-z0-9_' | cut -c1-30)
  printf 'p:locflowphase/%s %s:0x%x\n' "$name" "$binary" $((0x$symbol - delta)) >> "$tracing/uprobe_events"
done
export HOME="$work/home"; mkdir -p "$HOME"
readelf -SW "$binary" > "$work/sections"
faults=() fields=pid,time,event
[ "${FAULTS:-0}" = 1 ] && faults=(-e page-faults -c 1 -d) fields=pid,time,event,addr
perf record -q -a -o "$work/perf.data" -e 'locflowphase:*' -e sched:sched_process_exec "${faults[@]}" \
  -e syscalls:sys_enter_write --filter 'count >= 1000' -- \
  "$work/cttff" "$runs" 100 30 "${MARKER:-No system prompt is on screen.}" q -- "$binary" ${FRAME_ARGS:-} > /dev/null 2>&1
perf script -i "$work/perf.data" -F "$fields" 2> /dev/null | python3 -c '
import collections, re, statistics, sys
sections = []
for line in open(sys.argv[1]):
    match = re.search(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if match and int(match.group(2), 16) > 0:
        sections.append((match.group(1), int(match.group(2), 16), int(match.group(3), 16)))
def region(address):
    return next((name for name, start, size in sections if start <= address < start + size), "anon")
runs = collections.OrderedDict()
faults = []
for line in sys.stdin:
    fields = line.split()
    if len(fields) < 3: continue
    pid, time, event = fields[0], float(fields[1].rstrip(":")), fields[2].rstrip(":").split(":")[-1]
    if event == "page-faults":
        faults.append((pid, time, int(fields[3], 16)))
        continue
    if event == "sched_process_exec":
        runs[pid] = [("exec", time)]
        continue
    steps = runs.get(pid)
    if steps is None or steps[-1][0] == "frame": continue
    event = "frame" if event == "sys_enter_write" else event
    if event not in [name for name, _ in steps]: steps.append((event, time))
shapes = collections.Counter(tuple(name for name, _ in steps) for steps in runs.values())
shape = shapes.most_common(1)[0][0]
kept = [steps for steps in runs.values() if tuple(name for name, _ in steps) == shape]
print(f"{len(kept)} of {len(runs)} starts; ms from one mark to the next (median / min / p75)")
def row(label, values):
    values = sorted(values)
    print(f"  {label:58s} {statistics.median(values):6.3f} {values[0]:6.3f} {values[len(values) * 3 // 4]:6.3f}")
for i in range(1, len(shape)):
    row(f"{shape[i - 1]} -> {shape[i]}", [(steps[i][1] - steps[i - 1][1]) * 1000 for steps in kept])
row("exec -> frame", [(steps[-1][1] - steps[0][1]) * 1000 for steps in kept])
starts = {pid: steps for pid, steps in runs.items() if tuple(name for name, _ in steps) == shape}
counted = collections.defaultdict(collections.Counter)
if not faults: sys.exit(0)
for pid, time, address in faults:
    steps = starts.get(pid)
    if not steps or not steps[0][1] <= time <= steps[-1][1]: continue
    phase = next(i for i in range(1, len(steps)) if time <= steps[i][1])
    counted[phase][region(address)] += 1
print("page faults a start, by phase and where they landed")
for i in range(1, len(shape)):
    total = sum(counted[i].values()) / len(kept)
    where = ", ".join(f"{name} {count / len(kept):.1f}" for name, count in counted[i].most_common(5))
    label = shape[i - 1] + " -> " + shape[i]
    print(f"  {label:58s} {total:6.1f}  {where}")
label, total = "exec -> frame", sum(sum(c.values()) for c in counted.values()) / len(kept)
print(f"  {label:58s} {total:6.1f}")
' "$work/sections"
