"""A campaign: ``count`` mutants from one seed, deterministically, each through the harness and
every ``cli_every``-th also through the real command line; the first crash of each kind shrunk."""

from __future__ import annotations

import concurrent.futures
import random
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .byte_mutations import mutate_bytes
from .harness import Checker, as_file, file_reachable, run_cli
from .json_mutations import TYPE_CHANGES, mutate_json
from .report import Crash, Report
from .seeds import make_seeds
from .shrink import shrunk

# The share of mutants made at the byte level (the rest at the JSON level).
BYTE_SHARE = 0.4


def campaign(count: int, seed: int, *, cli_every: int = 50, cli_limit: int | None = None,
             cli_jobs: int = 1, show: int = 5, shrink: bool = True, timeout: float = 30.0,
             progress: Callable[[int, Report], None] | None = None) -> Report:
    """``count`` mutants from ``seed``: at most ``cli_limit`` command-line runs, ``cli_jobs`` of
    them at once; ``show`` crashes kept (one of each kind, shrunk unless not ``shrink``); a mutant
    over ``timeout`` seconds crashes; ``progress`` is told every 1,000 mutants."""
    start = time.perf_counter()
    report = Report(seed)
    seeds = make_seeds(seed)
    report.seeds = len(seeds)
    rng = random.Random(seed ^ 0x5EED)
    status: dict[int, str] = {}
    kinds: dict[int, list[str]] = {}
    pending: list[tuple[int, concurrent.futures.Future[str | None], str, list[str], str]] = []
    with tempfile.TemporaryDirectory(prefix="fuzz-records-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, cli_jobs)) as pool:
        workdir = Path(tmp)
        checker = Checker(workdir, timeout)
        for index in range(count):
            s = seeds[rng.randrange(len(seeds))]
            level = "bytes" if rng.random() < BYTE_SHARE else "json"
            began = time.perf_counter()
            obj: Any = None
            data: bytes | None = None
            if level == "json":
                obj, mutations, names = mutate_json(rng, s)
                outcome = checker.check_object(obj)
            else:
                data, mutations, names = mutate_bytes(rng, s)
                outcome = checker.check_bytes(data)
            took = time.perf_counter() - began
            if took > report.slowest[0]:
                report.slowest = (took, f"{level}: " + "; ".join(mutations))
            report.tried += 1
            status[index] = outcome.status
            kinds[index] = names
            for name in set(names):
                report.by_mutator.setdefault(name, Counter())["tried"] += 1
                report.by_mutator[name][outcome.status] += 1
            if outcome.status == "accepted" and len(names) == 1 and names[0] in TYPE_CHANGES:
                report.type_changes_accepted.append(f"mutant {index}: {mutations[0]}")
            if outcome.status == "crashed":
                in_memory = level == "json" and not file_reachable(obj)
                report.in_memory_only += in_memory
                signature = outcome.signature + (" (in memory only)" if in_memory else "")
                report.signatures[signature] += 1
                if report.signatures[signature] == 1 and len(report.crashes) < show:
                    crash = Crash(index, level, s.name, mutations, outcome.stage, signature,
                                  outcome.trace, in_memory)
                    small: Any = obj if level == "json" else data
                    if shrink:
                        small, crash.minimal = shrunk(checker, level, small, outcome.signature)
                    if cli_every and not in_memory:
                        # The same mutant (shrunk) through the real command line.
                        small_data = small if level == "bytes" else as_file(small, True)
                        if small_data is not None:
                            path = workdir / f"crash-{index}.json"
                            path.write_bytes(small_data)
                            problem = run_cli(path, None)
                            crash.cli = "ran cleanly" if problem is None else problem.split("\n", 1)[0]
                    report.crashes.append(crash)
            if cli_every and index % cli_every == 0 and (cli_limit is None or report.cli_runs < cli_limit):
                file_data = data if level == "bytes" else as_file(obj, index // cli_every % 2 == 0)
                if file_data is not None:
                    path = workdir / f"cli-{index}.json"
                    path.write_bytes(file_data)
                    on_file = outcome if level == "bytes" else checker.check_file(path)
                    expect = None if on_file.status == "crashed" else on_file.status == "accepted"
                    report.cli_runs += 1
                    pending.append((index, pool.submit(run_cli, path, expect), level, mutations, s.name))
            if progress is not None and (index + 1) % 1000 == 0:
                progress(index + 1, report)
        for index, future, level, mutations, seed_name in pending:
            problem = future.result()
            if problem is None:
                continue
            report.cli_problems += 1
            signature = "cli: " + problem.split("\n", 1)[0]
            if status[index] != "crashed":
                for name in set(kinds[index]):
                    report.by_mutator[name][status[index]] -= 1
                    report.by_mutator[name]["crashed"] += 1
                status[index] = "crashed"
                report.signatures[signature] += 1
            if len(report.crashes) < show + 3:
                report.crashes.append(Crash(index, level, seed_name, mutations, "cli", signature, problem))
    totals = Counter(status.values())
    report.accepted, report.refused, report.crashed = totals["accepted"], totals["refused"], totals["crashed"]
    report.seconds = time.perf_counter() - start
    return report
