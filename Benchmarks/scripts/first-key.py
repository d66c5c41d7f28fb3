#!/usr/bin/env python3
"""Time from the explorer's start to its first key answered, through a pseudo-terminal.

Usage: first-key.py RUNS STATE_HOME -- COMMAND [ARG ...]

Starts COMMAND with XDG_STATE_HOME=STATE_HOME on a 100x30 pty, waits for the first frame ("No
system prompt is on screen."), sends P at once (the Precise switch, a full step) and waits for its
log line ("settings precise off"). What runs after the first paint and before the first key is
read (creating the journal, the unfinished-session notice) is inside the second figure. The
journal each run creates is removed after it, so every run sees the same directory. Prints one
line per run and the medians.
"""
import fcntl, os, pty, re, select, signal, statistics, struct, sys, termios, time

ANSI = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\x1b[@-Z\\-_]")
runs, state = int(sys.argv[1]), os.path.abspath(sys.argv[2])
cmd = sys.argv[4:] if sys.argv[3] == "--" else sys.argv[3:]
sessions = os.path.join(state, "locflow", "sessions")


def wait_for(fd, text, since, deadline):
    buf = b""
    while time.perf_counter() < deadline:
        r, _, _ = select.select([fd], [], [], 0.01)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return None
            buf += chunk
            if text in ANSI.sub(b"", buf):
                return (time.perf_counter() - since) * 1000
    return None


frames, keys = [], []
for run in range(runs):
    before = set(os.listdir(sessions)) if os.path.isdir(sessions) else set()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(cmd[0], cmd, dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=state))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    start = time.perf_counter()
    frame = wait_for(fd, b"No system prompt is on screen.", start, start + 20)
    sent = time.perf_counter()
    os.write(fd, b"P")
    key = wait_for(fd, b"settings precise off", sent, sent + 20)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    for name in set(os.listdir(sessions)) - before:
        if name.endswith(".journal"):
            os.remove(os.path.join(sessions, name))
    print(f"run {run}: first frame {frame:.1f} ms, first key answered {key:.1f} ms after it")
    frames.append(frame)
    keys.append(key)
print(f"median: first frame {statistics.median(frames):.1f} ms, first key {statistics.median(keys):.1f} ms "
      f"(min {min(keys):.1f}, max {max(keys):.1f}), {runs} runs")
