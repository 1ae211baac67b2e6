"""What a campaign found: its counts, crash kinds and first crashes, as text or one JSON object."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Crash:
    """The first crash of a kind: the mutant that made it and where it broke."""

    index: int
    level: str
    seed: str
    mutations: list[str]
    stage: str
    signature: str
    trace: str
    in_memory_only: bool = False
    minimal: str = ""
    cli: str = ""                  # how the command line took the (shrunk) mutant


@dataclass
class Report:
    """The counts of a campaign from ``seed`` (tried = accepted + refused + crashed)."""

    seed: int
    seeds: int = 0
    tried: int = 0
    accepted: int = 0
    refused: int = 0
    crashed: int = 0
    in_memory_only: int = 0
    cli_runs: int = 0
    cli_problems: int = 0
    # Accepted mutants whose one mutation made a whole number a float or a bool (or the reverse):
    # the exact-type checks of core.checks should refuse every one.
    type_changes_accepted: list[str] = field(default_factory=list)
    seconds: float = 0.0
    slowest: tuple[float, str] = (0.0, "")
    signatures: Counter[str] = field(default_factory=Counter)
    by_mutator: dict[str, Counter[str]] = field(default_factory=dict)
    crashes: list[Crash] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed, "seed_records": self.seeds, "tried": self.tried,
            "accepted": self.accepted, "refused": self.refused, "crashed": self.crashed,
            "crashed_in_memory_only": self.in_memory_only, "cli_runs": self.cli_runs,
            "cli_problems": self.cli_problems, "type_changes_accepted": self.type_changes_accepted,
            "seconds": round(self.seconds, 2),
            "slowest_mutant": {"seconds": round(self.slowest[0], 3), "mutation": self.slowest[1]},
            "crash_kinds": dict(self.signatures),
            "by_mutator": {k: dict(v) for k, v in sorted(self.by_mutator.items())},
            "crashes": [vars(c) for c in self.crashes],
        }


def print_report(report: Report) -> None:
    """The report as text on stdout: counts, counts by mutator, crash kinds and the first crashes."""
    def p(text: str) -> None:
        # Mutants hold lone surrogates ("\ud800"), which no terminal encoding takes.
        print(text.encode("utf-8", "backslashreplace").decode("utf-8"))
    p(f"fuzz_records: seed {report.seed}, {report.seeds} seed records")
    p(f"  tried      {report.tried:>8,}")
    p(f"  accepted   {report.accepted:>8,}")
    p(f"  refused    {report.refused:>8,}   (RecordError / command line exit 1)")
    p(f"  crashed    {report.crashed:>8,}" + (f"   ({report.in_memory_only:,} in memory only)"
                                               if report.in_memory_only else ""))
    p(f"  cli runs   {report.cli_runs:>8,}   ({report.cli_problems} misbehaved)")
    p(f"  type changes accepted {len(report.type_changes_accepted)} (4 -> 4.0, 1 -> true… should be refused)")
    for text in report.type_changes_accepted[:5]:
        p(f"    {text}")
    p(f"  elapsed    {report.seconds:>8.1f} s   ({report.tried / max(report.seconds, 1e-9):,.0f} mutants/s; "
      f"slowest {report.slowest[0] * 1000:.0f} ms: {report.slowest[1][:90]})")
    p("  by mutator (tried / accepted / refused / crashed):")
    for name, tally in sorted(report.by_mutator.items()):
        p(f"    {name:<16} {tally['tried']:>7,} {tally['accepted']:>7,} {tally['refused']:>7,} "
          f"{tally['crashed']:>5,}")
    if report.signatures:
        p("  crash kinds:")
        for sig, n in report.signatures.most_common():
            p(f"    {n:>6,}  {sig}")
    for c in report.crashes:
        p(f"\n--- crash in mutant {c.index} ({c.level}, stage {c.stage}): {c.signature}")
        p(f"    seed record: {c.seed}")
        for m in c.mutations:
            p(f"    mutation: {m}")
        if c.minimal:
            p(f"    shrunk mutant: {c.minimal}")
        if c.cli:
            p(f"    command line on it: {c.cli}")
        p("    " + c.trace.rstrip().replace("\n", "\n    "))

