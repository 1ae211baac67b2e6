#!/usr/bin/env python3
"""Clients that stop reading must cost the host nothing lasting: ``fivehundred-qt host`` runs an
endless table of computer players; 15 spectators join (10 at once, the table's most; the others
as places come free), then send pings with a 64-character ``t`` within the message rate and
never read again.  The host must drop each of them once 1 MiB waits for it, and its memory must
come back.

    python benchmarks/lan_quiet_clients.py [--clients 15] [--rate 25] [--limit 180]

Prints one JSON object: the host's resident memory (``VmRSS`` from /proc) before the clients
come and after the last is dropped, its peak (``VmHWM``), how many clients the host dropped and
how long that took.  Targets (issue 35): after within 30 MB of the start; all 15 dropped.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fivehundred_qt.net import PROTOCOL  # noqa: E402
from fivehundred_qt.net.framing import encode  # noqa: E402

RULES = '{"game": "500", "win_score": 100000000, "lose_score": "none"}'   # never ends
PING = encode({"type": "ping", "t": "t" * 64})


def memory_mb(pid: int, key: str) -> float:
    """``VmRSS`` or ``VmHWM`` of a process, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) / 1024
    raise KeyError(key)


def start_host(root: Path) -> tuple[subprocess.Popen[str], int]:
    env = dict(os.environ, PYTHONPATH=str(root))
    proc = subprocess.Popen(
        [sys.executable, "-m", "fivehundred_qt", "host", "--rules", RULES,
         "--seats", "random,random,random,random", "--port", "0", "--bind", "127.0.0.1",
         "--no-discovery", "--seed", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=root)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line:
        raise SystemExit(f"the host did not start: {proc.stderr.read() if proc.stderr else ''}")
    return proc, int(json.loads(line)["listening"]["port"])


class QuietClient(threading.Thread):
    """Joins as a spectator (again until a place is free), then only pings, never reading."""

    def __init__(self, port: int, name: str, rate: float, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.port, self.name, self.rate, self.stop = port, name, rate, stop
        self.joined_at: float | None = None
        self.dropped_at: float | None = None
        self.refusals = 0

    def join_table(self) -> socket.socket:
        hello = encode({"type": "hello", "protocol": PROTOCOL, "name": self.name,
                        "role": "spectator"})
        while not self.stop.is_set():
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.connect(("127.0.0.1", self.port))
            sock.sendall(hello)
            first = b""
            while b"\n" not in first:
                data = sock.recv(4096)
                if not data:
                    break
                first += data
            if b'"welcome"' in first.split(b"\n", 1)[0]:
                return sock
            self.refusals += 1             # the table's spectator places are taken: later
            sock.close()
            time.sleep(0.5)
        raise SystemExit("stopped")

    def run(self) -> None:
        try:
            sock = self.join_table()
        except SystemExit:
            return
        self.joined_at = time.monotonic()
        gap = 1.0 / self.rate
        with sock:
            while not self.stop.is_set():
                try:
                    sock.sendall(PING)
                except OSError:            # reset: the host dropped this connection
                    self.dropped_at = time.monotonic()
                    return
                time.sleep(gap)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=15)
    parser.add_argument("--rate", type=float, default=25.0, help="pings a second per client")
    parser.add_argument("--limit", type=float, default=180.0, help="seconds to wait at most")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose host to run (to compare with another version)")
    args = parser.parse_args()
    proc, port = start_host(args.root)
    stop = threading.Event()
    try:
        time.sleep(2.0)                     # the table is dealing and playing
        start = memory_mb(proc.pid, "VmRSS")
        began = time.monotonic()
        clients = [QuietClient(port, f"Quiet {n + 1}", args.rate, stop)
                   for n in range(args.clients)]
        for client in clients:
            client.start()
        while time.monotonic() - began < args.limit:
            if all(c.dropped_at is not None for c in clients):
                break
            time.sleep(0.25)
        time.sleep(3.0)                     # closing bounded by 2 s: everything is let go
        after = memory_mb(proc.pid, "VmRSS")
        peak = memory_mb(proc.pid, "VmHWM")
        alive = proc.poll() is None
    finally:
        stop.set()
        proc.kill()
        proc.communicate(timeout=30)
    drops = [c.dropped_at - c.joined_at for c in clients
             if c.dropped_at is not None and c.joined_at is not None]
    print(json.dumps({
        "clients": args.clients,
        "dropped": len(drops),
        "joined": sum(c.joined_at is not None for c in clients),
        "seconds_to_drop_max": round(max(drops), 1) if drops else None,
        "host_rss_start_mb": round(start, 1),
        "host_rss_after_mb": round(after, 1),
        "host_rss_peak_mb": round(peak, 1),
        "host_alive": alive,
        "targets": {"rss_after_minus_start_mb": "<= 30", "dropped": args.clients},
    }))


if __name__ == "__main__":
    main()
