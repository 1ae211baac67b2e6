#!/usr/bin/env python3
"""Robustness of record loading: mutated game records must be accepted or refused, never crash.

    .venv/bin/python benchmarks/fuzz_records.py [--count 20000] [--seed 1] [--json]
        [--cli-every 50] [--show 5] [--no-shrink]

Makes seed records (``fivehundred-record/1``) by random self-play across varied rule sets:
Australian and American 500 for 2-6 players with every team form and kitty size the rules
allow, misère and sans-kitty options, Spades with and without blind nil; whole games, games
stopped between hands and games cut off mid-auction, mid-discard and mid-play.  Then mutates
them, deterministically for a seed, at two levels:

- JSON: at a random place, another JSON type, 4 -> 4.0, a bool for a number, huge and negative
  numbers, a key deleted or an unknown one added, list items duplicated, removed, swapped or
  cut off, two actions swapped, another card text or seat, a rules option changed, a value
  nested 10,000 deep, a part copied over another, the record cut short;
- bytes of the serialized text: flipped, inserted and deleted bytes, truncation, invalid UTF-8,
  NaN and Infinity, byte-order marks and UTF-16, lone surrogate escapes, deep brackets, …

and feeds each mutant through the paths a user hits: a JSON mutant to ``core.replay``, a byte
mutant written to a file and read with ``inputs.load_record`` first.  An accepted mutant must
also give a summary and a record that survives ``json.dumps`` -> ``parse_json`` -> ``replay``
with the same summary; what the command line would print (the summary, or the error JSON of a
refusal) must encode as UTF-8.  Every ``--cli-every``-th mutant also runs the real command line,
``python -m fivehundred_qt replay FILE``: exit status 0 or 1 matching the in-process answer, one
JSON line on stdout, no traceback on stderr.

Counts: tried, accepted (replayed), refused cleanly (``RecordError``), crashed (anything else,
or a command-line run that misbehaved); a crash whose mutant no file can produce (nested deeper
than ``parse_json`` reads, numbers JSON cannot hold) is counted too but marked "in memory only".
The first crash of each kind is shrunk and shown with its traceback.  Exit status 1 if anything
crashed.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fuzz.campaign import campaign
from benchmarks.fuzz.report import Report, print_report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=20000, help="mutants to try")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--cli-every", type=int, default=50,
                        help="run the command line on every Nth mutant (0: never)")
    parser.add_argument("--cli-jobs", type=int, default=1, help="command-line runs at once")
    parser.add_argument("--show", type=int, default=5, help="crashes to show (one of each kind)")
    parser.add_argument("--no-shrink", action="store_true", help="show crashing mutants unshrunk")
    parser.add_argument("--timeout", type=float, default=30.0,
                        help="seconds a mutant may take before it counts as a crash (0: no limit)")
    args = parser.parse_args(argv)

    def progress(done: int, report: Report) -> None:
        if not args.json:
            print(f"  … {done:,} mutants, {report.signatures.total():,} crashed", file=sys.stderr,
                  flush=True)

    report = campaign(args.count, args.seed, cli_every=args.cli_every, cli_jobs=args.cli_jobs,
                      show=args.show, shrink=not args.no_shrink, timeout=args.timeout,
                      progress=progress)
    if args.json:
        print(json.dumps(report.as_dict(), ensure_ascii=True))
    else:
        print_report(report)
    return 1 if report.crashed else 0


if __name__ == "__main__":
    sys.exit(main())
