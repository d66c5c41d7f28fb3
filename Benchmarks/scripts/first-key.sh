#!/usr/bin/env bash
# The first key after the explorer's start with no journals and with 300 (months of use: a few of
# 5,000-20,000 steps, one in twenty unfinished), through a pty (first-key.py). The first start
# with journals reads them all (nothing cached yet: sessions/.catalog) and is shown apart. Run from the repository root:
# Benchmarks/scripts/first-key.sh [locflow]
set -euo pipefail
locflow=${1:-.build/release/locflow}
runs=${RUNS:-15}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
here=$(dirname "$0")
# A journal to take the header from: the explorer's own, from a run killed after its first frame.
python3 - "$out/template" "$locflow" <<'PY'
import os, pty, sys, time, signal
pid, fd = pty.fork()
if pid == 0:
    os.execvpe(sys.argv[2], [sys.argv[2]], dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=sys.argv[1]))
time.sleep(1.5); os.kill(pid, signal.SIGKILL); os.waitpid(pid, 0)
PY
template=$(ls "$out"/template/locflow/sessions/*.journal | head -1)
echo "## no journals"
python3 "$here/first-key.py" "$runs" "$out/empty" -- "$locflow" | tail -1
python3 "$here/make-journals.py" "$out/full/locflow/sessions" 300 "$template"
# Journals changed in the last two seconds are not cached (docs/explorer.md); months-old ones are.
sleep 3
echo "## 300 journals ($(du -sh "$out/full/locflow/sessions" | cut -f1)), first start"
python3 "$here/first-key.py" 1 "$out/full" -- "$locflow" | tail -1
echo "## 300 journals, later starts"
python3 "$here/first-key.py" "$runs" "$out/full" -- "$locflow" | tail -1
