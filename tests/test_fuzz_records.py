"""A small fixed-seed run of the record fuzzer (``benchmarks/fuzz``, run by benchmarks/fuzz_records.py):
mutated records are accepted or refused with a ``RecordError``, never crash ``load_record``,
``replay`` or the command line."""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks.fuzz import harness
from benchmarks.fuzz.campaign import campaign
from benchmarks.fuzz.json_mutations import TYPE_CHANGES


def describe(report: Any) -> str:
    lines = [f"{n} x {kind}" for kind, n in report.signatures.most_common()]
    for crash in report.crashes:
        lines += [f"--- mutant {crash.index} ({crash.level}): " + "; ".join(crash.mutations), crash.trace]
    return "\n".join(lines)


def test_mutated_records_are_accepted_or_refused_never_crash() -> None:
    report = campaign(3000, 20260509, cli_every=1000, cli_limit=3, show=3, shrink=False)
    assert report.tried == 3000
    assert report.crashed == 0, describe(report)
    assert report.cli_runs >= 2 and report.cli_problems == 0
    # Neither all harmless nor all trivially refused.
    assert report.accepted >= 100, report.as_dict()
    assert report.refused >= 1000, report.as_dict()
    # The exact-type checks hold: no whole number may become a float or a bool, nor the reverse.
    assert all(report.by_mutator[name]["tried"] > 0 for name in TYPE_CHANGES)
    assert report.type_changes_accepted == []


def test_a_campaign_is_deterministic_for_its_seed() -> None:
    first = campaign(150, 7, cli_every=0, shrink=False).as_dict()
    second = campaign(150, 7, cli_every=0, shrink=False).as_dict()
    for report in (first, second):
        del report["seconds"], report["slowest_mutant"]
        # Tracebacks name the campaign's temporary folder; the mutants themselves must match.
        report["crashes"] = [(c["index"], c["mutations"], c["signature"]) for c in report["crashes"]]
    assert first == second


def test_the_harness_counts_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    real = harness.replay

    def broken(record: Any, **kwargs: Any) -> Any:
        if isinstance(record, dict) and isinstance(record.get("hands"), list) and len(record["hands"]) == 1:
            raise TypeError("planted")
        return real(record, **kwargs)

    monkeypatch.setattr(harness, "replay", broken)
    report = campaign(200, 3, cli_every=0, show=1, shrink=False)
    assert report.crashed > 0
    assert report.accepted + report.refused + report.crashed == report.tried == 200
    assert "TypeError: planted" in report.crashes[0].trace
    assert any(kind.startswith("replay: TypeError") for kind in report.signatures)
