#!/usr/bin/env python3
"""Fills a sessions directory with explorer journals, as months of use leave them.

Usage: make-journals.py SESSIONS_DIR [COUNT] [TEMPLATE_JOURNAL]

COUNT journals (default 300), a day apart: most finished (quit with q), one in twenty unfinished
(a crash; every third of those cut off mid-line), and every fiftieth a long one of 5,000 to 20,000
steps. The header is taken from TEMPLATE_JOURNAL (any journal the explorer wrote), with its start
time and pid changed; the steps are the Precise switch, waits, undo and redo.
"""
import os
import sys
import time

directory = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
template = sys.argv[3] if len(sys.argv) > 3 else None
if template:
    with open(template) as f:
        header = f.readline().rstrip("\n")
else:
    sys.exit("make-journals.py: a TEMPLATE_JOURNAL is needed (run the explorer once and quit it)")
os.makedirs(directory, exist_ok=True)
vocabulary = ["action settings precise off", "action settings precise on", "action wait 1m", "undo", "redo",
              "action background", "action foreground"]
start = 1_780_000_000
for index in range(count):
    started = start + index * 86_400
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(started))
    pid = 1000 + index
    line = header
    # The template's start time and pid, replaced.
    head, _, rest = line.partition('"pid":')
    line = head + f'"pid":{pid},' + rest.split(",", 1)[1]
    head, _, rest = line.rpartition('"started":"')
    line = head + '"started":"' + time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started)) + '"' + rest.split('"', 1)[1]
    steps = 5_000 + (index * 7_919) % 15_001 if index % 50 == 7 else 5 + (index * 37) % 200
    lines = [line] + [vocabulary[(index + k * 3) % len(vocabulary)] for k in range(steps)]
    text = "\n".join(lines) + "\n"
    if index % 20 == 3:
        if index % 60 == 3:
            text += "action settings prec"  # cut off by a crash
    else:
        text += "finished " + time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(started + 600)) + "\n"
    path = os.path.join(directory, f"{stamp}-{pid}.journal")
    with open(path, "w") as f:
        f.write(text)
    os.utime(path, (started + 600, started + 600))
