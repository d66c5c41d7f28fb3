#!/usr/bin/env bash
# Resident memory of the real explorer after 100,000 delegate-log entries: open it in a private
# tmux server (100×30) and type the benchmark's key cycle `w1,b.f` 9,200 times (55,200 keys,
# which logs just over 100,000 entries, as the LogMemory benchmark counts). Reads VmRSS and
# VmHWM from /proc. Run from the repository root.
set -euo pipefail
cycles=${CYCLES:-9200}
swift build -c release --product locflow >/dev/null
socket=locflow-mem-$$
tmux -L "$socket" -f /dev/null new-session -d -s mem -x 100 -y 30 "env TERM=tmux-256color LANG=C.UTF-8 .build/release/locflow"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
sleep 1
pid=$(pgrep -n -f "^.build/release/locflow$")
rss() { awk '/^VmRSS/ {print $2}' "/proc/$pid/status"; }
echo "at start: $(rss) KB resident"
chunk=$(printf 'w1,b.f%.0s' $(seq 1 200))
start=$(date +%s.%N)
for _ in $(seq 1 $((cycles / 200))); do tmux -L "$socket" send-keys -t mem -l "$chunk"; done
# Wait until the explorer has read every key (its CPU time stops growing).
last=-1
while true; do
  now=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  [ "$now" = "$last" ] && break
  last=$now; sleep 1
done
end=$(date +%s.%N)
echo "after $((cycles * 6)) keys: $(rss) KB resident, peak $(awk '/^VmHWM/ {print $2}' "/proc/$pid/status") KB, $(echo "$end - $start" | bc) s"
tmux -L "$socket" capture-pane -p -t mem | head -1
