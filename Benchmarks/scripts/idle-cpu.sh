#!/usr/bin/env bash
# Idle CPU of the explorer: open it in a private tmux server (100×30), let it settle, then
# read utime+stime from /proc/PID/stat over SECONDS (default 10) and its voluntary context
# switches. Run from the repository root.
set -euo pipefail
seconds=${SECONDS_IDLE:-10}
swift build -c release --product locflow >/dev/null
socket=locflow-idle-$$
tmux -L "$socket" -f /dev/null new-session -d -s idle -x 100 -y 30 "env TERM=tmux-256color LANG=C.UTF-8 .build/release/locflow"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
sleep 1
pid=$(pgrep -n -f "^.build/release/locflow$" || pgrep -n -x locflow)
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
switches() { awk '/^voluntary_ctxt_switches/ {print $2}' "/proc/$pid/status"; }
t0=$(ticks); s0=$(switches)
sleep "$seconds"
t1=$(ticks); s1=$(switches)
hz=$(getconf CLK_TCK)
echo "idle ${seconds}s: $((t1 - t0)) CPU ticks (1 tick = $((1000 / hz)) ms), $((s1 - s0)) voluntary context switches, pid $pid"
