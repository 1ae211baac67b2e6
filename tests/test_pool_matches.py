"""benchmarks/pool_matches.py: several arena matches taken together, as docs/bots.md pools seeds."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from benchmarks.pool_matches import NotAMatch, load_match, main, pool, pooled


def match(seed: int, pairs: int, mean: float, half: float, bags: float | None = None
          ) -> dict[str, Any]:
    out: dict[str, Any] = {"rules": {"game": "spades"}, "a": "expert", "b": "hard", "seed": seed,
                           "deal_pairs": pairs, "a_mean_points_per_pair": mean,
                           "ci95": [mean - half, mean + half]}
    if bags is not None:
        out["bags_charged"] = {"a_mean_points_per_pair": bags, "ci95": [bags - half, bags + half]}
    return out


def test_matches_of_equal_size_are_averaged_and_their_errors_pooled() -> None:
    mean, low, high = pooled([(300, 20.0, (12.0, 28.0)), (300, 10.0, (4.0, 16.0))])
    assert mean == pytest.approx(15.0)
    error = math.sqrt((8 / 1.96) ** 2 + (6 / 1.96) ** 2) / 2
    assert (high - low) / 2 == pytest.approx(1.96 * error)
    assert low == pytest.approx(15.0 - 5.0)


def test_a_larger_match_weighs_more() -> None:
    mean, _, _ = pooled([(900, 10.0, (8.0, 12.0)), (100, 30.0, (10.0, 50.0))])
    assert mean == pytest.approx(12.0)


def test_bags_charged_pool_only_when_every_match_has_them() -> None:
    both = pool([match(1, 300, 20.0, 8.0, bags=14.0), match(2, 300, 10.0, 8.0, bags=6.0)])
    assert both["bags_charged"]["a_mean_points_per_pair"] == pytest.approx(10.0)
    assert both["deal_pairs"] == 600 and both["seeds"] == [1, 2]
    assert "bags_charged" not in pool([match(1, 300, 20.0, 8.0, bags=14.0),
                                       match(2, 300, 10.0, 8.0)])


def test_matches_that_do_not_pool_are_refused() -> None:
    other = match(2, 300, 10.0, 8.0)
    other["b"] = "normal"
    with pytest.raises(NotAMatch, match="'b'"):
        pool([match(1, 300, 20.0, 8.0), other])
    with pytest.raises(NotAMatch, match="seed comes twice"):
        pool([match(1, 300, 20.0, 8.0), match(1, 300, 10.0, 8.0)])
    with pytest.raises(NotAMatch):
        pool([])


def test_the_command_reads_files_and_says_what_is_wrong_with_a_bad_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = []
    for seed, mean in ((11, 20.0), (13, 12.0)):
        path = tmp_path / f"seed{seed}.json"
        path.write_text(json.dumps(match(seed, 300, mean, 8.0)), encoding="utf-8")
        paths.append(str(path))
    assert main(paths) == 0
    out = capsys.readouterr().out
    assert "together" in out and "+16.00" in out
    bad = tmp_path / "bad.json"
    damaged = match(1, 300, 10.0, 8.0)
    damaged["ci95"] = [1.0]
    unseeded = match(1, 300, 10.0, 8.0)
    unseeded["seed"] = [1]
    for text in ('{"a": "expert"}', "[1, 2]", json.dumps(damaged), json.dumps(unseeded)):
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(NotAMatch, match="not the JSON of an arena match"):
            load_match(str(bad))
    assert main([*paths, str(bad)]) == 1
    captured = capsys.readouterr()
    assert "bad.json" in captured.err and "Traceback" not in captured.err
