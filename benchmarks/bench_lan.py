#!/usr/bin/env python3
"""The LAN host under load: ``fivehundred-qt host`` with 6 remote players (random clients) and 10
spectators plays many hands on loopback.

    python benchmarks/bench_lan.py [--hands 200] [--spectators 10] [--seed 1]

Measures, and prints as one JSON object:
- latency: from a client sending an action to each recipient (all 16 connections) receiving the
  host's ``action`` message for it (p50, p95, max, in ms; one clock, all clients in this process);
- host CPU time per hand and the host's peak resident memory (from ``wait4`` on its process);
- bytes per hand per recipient.
Each player pauses ``--think-ms`` before answering (a client at machine speed would exceed the
protocol's 30 messages a second and be closed); ``client_errors`` must stay empty.
Targets (issue 13): p95 latency under 20 ms, host peak memory under 120 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fivehundred_qt.net import PROTOCOL  # noqa: E402
from fivehundred_qt.net.framing import encode  # noqa: E402

RULES = ('{"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5, '
         '"win_score": 1000000, "lose_score": "none"}')   # random players never end it


class Recipient:
    """One connection: answers its turns (players) and timestamps every action it receives."""

    def __init__(self, name: str, role: str, seed: int, sent: dict[tuple[int, int], float],
                 latencies: list[float], think: float) -> None:
        self.hello = {"type": "hello", "protocol": PROTOCOL, "name": name, "role": role}
        self.rng = random.Random(seed)
        self.sent = sent
        self.latencies = latencies
        self.bytes = 0
        self.hand = -1
        self.seen = 0          # actions of this hand received (joker nominations aside)
        self.hand_cards: list[str] = []
        self.think = think
        self.errors: list[str] = []

    async def run(self, port: int) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
        writer.write(encode(self.hello))
        pings = asyncio.create_task(self.ping(writer))
        try:
            await self.read(reader, writer)
        finally:
            pings.cancel()

    @staticmethod
    async def ping(writer: asyncio.StreamWriter) -> None:
        """Every 5 s, as the protocol asks (a silent connection is closed after 20 s)."""
        while not writer.is_closing():
            await asyncio.sleep(5)
            writer.write(encode({"type": "ping", "t": time.time()}))

    async def read(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while True:
            line = await reader.readline()
            if not line:
                return
            now = time.perf_counter()
            self.bytes += len(line)
            message = json.loads(line)
            kind = message["type"]
            if kind == "bye":
                writer.close()
                return
            if kind == "error":
                self.errors.append(message["code"])
            if kind == "deal":
                self.hand, self.seen = message["hand_number"], 0
            elif kind == "view":
                self.hand_cards = message["view"]["hand"]
            elif kind == "action" and "joker_suit" not in message["action"]:
                key = (self.hand, self.seen)
                self.seen += 1
                if key in self.sent:
                    self.latencies.append(now - self.sent[key])
            elif kind == "turn" and "legal" in message:
                # A person takes far longer; a client at machine speed would exceed the
                # protocol's 30 messages a second and be closed for flooding.
                await asyncio.sleep(self.think)
                if message["decision"] == "discard":
                    count = message["legal"][0]["discard"]
                    action = {"seat": message["seat"],
                              "discard": self.rng.sample(self.hand_cards, count)}
                else:
                    action = self.rng.choice(message["legal"])
                if message["decision"] != "joker_suit":
                    self.sent[(self.hand, self.seen)] = time.perf_counter()
                writer.write(encode({"type": "action", "action": action}))


async def clients(port: int, spectators: int, seed: int, think: float
                  ) -> tuple[list[float], list[Recipient]]:
    sent: dict[tuple[int, int], float] = {}
    latencies: list[float] = []
    everyone = [Recipient(f"Watcher {n}", "spectator", seed, sent, latencies, think)
                for n in range(spectators)]
    everyone += [Recipient(f"Player {n}", "player", seed * 10 + n, sent, latencies, think)
                 for n in range(6)]
    await asyncio.gather(*(r.run(port) for r in everyone))
    return latencies, everyone


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--spectators", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=10.0,
                        help="each player's pause before answering its turn (default 10)")
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    host = subprocess.Popen([sys.executable, "-m", "fivehundred_qt", "host", "--rules", RULES,
                             "--seats", ",".join(["open"] * 6), "--port", "0", "--bind",
                             "127.0.0.1", "--no-discovery", "--hands", str(args.hands),
                             "--spectators", str(args.spectators), "--seed", str(args.seed)],
                            stdout=subprocess.PIPE, text=True, env=env)
    assert host.stdout is not None
    port = json.loads(host.stdout.readline())["listening"]["port"]
    start = time.perf_counter()
    latencies, everyone = asyncio.run(clients(port, args.spectators, args.seed,
                                              args.think_ms / 1000))
    wall = time.perf_counter() - start
    _, status, usage = os.wait4(host.pid, 0)
    summary = json.loads(host.stdout.read().strip().splitlines()[-1])
    hands = len(summary["hands"])
    ms = sorted(x * 1000 for x in latencies)
    print(json.dumps({
        "hands": hands, "hands_played": sum(h["contract"] != "pass" for h in summary["hands"]),
        "recipients": len(everyone), "exit": os.waitstatus_to_exitcode(status),
        "latency_ms": {"samples": len(ms), "p50": round(statistics.median(ms), 2),
                       "p95": round(ms[int(len(ms) * 0.95)], 2), "max": round(ms[-1], 2)},
        "host_cpu_ms_per_hand": round((usage.ru_utime + usage.ru_stime) * 1000 / hands, 1),
        "host_peak_mb": round(usage.ru_maxrss / 1024, 1),
        "bytes_per_hand_per_recipient": round(sum(r.bytes for r in everyone) / hands
                                              / len(everyone)),
        "client_errors": sorted({e for r in everyone for e in r.errors}),
        "wall_seconds": round(wall, 1),
    }))


if __name__ == "__main__":
    main()
