#!/usr/bin/env python3
"""Peak memory of ``selfplay`` and ``arena`` does not grow with the number of games or deals.

    .venv/bin/python benchmarks/memory_streams.py [--json]

Runs, each in its own process, and prints the peak resident memory (RSS) of each:

- ``selfplay --rules spades --seats random,random,random,random --games N --max-hands 5
  --out F`` with 300 and with 3,000 games;
- ``arena --a random --b random --deals N --jobs 1 --quiet`` with 2,000 and with 20,000 deals.

The longer run of each must stay within 40 MB of the shorter (it once took 2,158 MB for 20,000
games of selfplay and 592 MB for 60,000 deals of arena: every game and every decision time was
kept).  Exit status 1 if either does not.  Linux and macOS (``os.wait4``); a few minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT_MB = 40
SEATS = "random,random,random,random"


def peak_mb(args: list[str]) -> tuple[float, float]:
    """The peak RSS in MB of ``fivehundred-qt ARGS`` run to its end, and its seconds."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "fivehundred_qt", *args], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    errors = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(args[:1])} failed ({proc.returncode}): {errors.decode()}")
    # ru_maxrss is in kilobytes on Linux, in bytes on macOS.
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024
    return usage.ru_maxrss / scale, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    options = parser.parse_args()
    runs: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="memory-streams-") as scratch:
        for kind, counts in (("selfplay", (300, 3000)), ("arena", (2000, 20000))):
            peaks = {}
            for count in counts:
                if kind == "selfplay":
                    args = ["selfplay", "--rules", "spades", "--seats", SEATS, "--games",
                            str(count), "--max-hands", "5",
                            "--out", str(Path(scratch) / f"games-{count}" / "g.json")]
                else:
                    args = ["arena", "--a", "random", "--b", "random", "--deals", str(count),
                            "--jobs", "1", "--quiet"]
                mb, seconds = peak_mb(args)
                peaks[count] = mb
                if not options.json:
                    print(f"{kind} {count:>6,}: peak RSS {mb:7.1f} MB ({seconds:.0f} s)",
                          flush=True)
            short, long = counts
            grew = peaks[long] - peaks[short]
            runs[kind] = {"counts": list(counts), "peak_mb": [round(peaks[c], 1) for c in counts],
                          "grew_mb": round(grew, 1), "within_limit": grew <= LIMIT_MB}
            if not options.json:
                print(f"{kind}: {long:,} against {short:,} grew {grew:+.1f} MB "
                      f"({'within' if grew <= LIMIT_MB else 'over'} {LIMIT_MB} MB)", flush=True)
    if options.json:
        print(json.dumps(runs))
    return 0 if all(run["within_limit"] for run in runs.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
