"""benchmarks/compare_pairs.py: two matches on the same deals compared pair by pair."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.compare_pairs import NotPairs, compare, load_pairs, main


def pair(seed: int, value: float, calls: str = "6S pass", hands: str = "AS KS") -> dict[str, Any]:
    auction = [[i % 4, c, None] for i, c in enumerate(calls.split())]
    return {"seed": seed, "value": value, "hands": [hands], "plays": [{"calls": auction}]}


def write(path: Path, pairs: list[dict[str, Any]]) -> str:
    path.write_text("".join(json.dumps(p) + "\n" for p in pairs), encoding="utf-8")
    return str(path)


def test_the_difference_is_taken_deal_by_deal_and_split_by_what_changed() -> None:
    before = {s: pair(s, v) for s, v in [(1, 100.0), (2, -50.0), (3, 0.0), (4, 10.0)]}
    after = {1: pair(1, 100.0), 2: pair(2, 50.0, "7S pass"), 3: pair(3, -20.0), 4: pair(4, 10.0),
             5: pair(5, 999.0)}  # deal 5 only in one file: left out
    result = compare(before, after)
    assert result["deal_pairs"] == 4
    mean, low, high = result["difference"]
    assert mean == pytest.approx((0 + 100 - 20 + 0) / 4) and low < mean < high
    assert result["changed"] == 2 and result["auction_changed"] == 1
    assert result["auction_changed_sum"] == 100 and result["play_changed_sum"] == -20
    assert result["before"][0] == pytest.approx(15.0) and result["after"][0] == pytest.approx(35.0)


def test_a_priced_chance_is_no_change_of_auction() -> None:
    before = {1: pair(1, 0.0)}
    after = {1: pair(1, 40.0)}
    after[1]["plays"][0]["calls"][0][2] = 0.8
    assert compare(before, after)["auction_changed"] == 0


def test_other_deals_or_other_cards_do_not_compare() -> None:
    with pytest.raises(NotPairs, match="no deal in common"):
        compare({1: pair(1, 0.0)}, {2: pair(2, 0.0)})
    with pytest.raises(NotPairs, match="other cards"):
        compare({1: pair(1, 0.0)}, {1: pair(1, 0.0, hands="AH KH")})


@pytest.mark.parametrize("text", ['{"seed": 1, "value": 3}', "not json", '{"seed": "1", '
                                  '"value": 0, "hands": [], "plays": []}', "[1, 2]"])
def test_a_damaged_file_is_refused_with_its_line(tmp_path: Path, text: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path / "good.jsonl", [pair(1, 0.0)])
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(pair(1, 0.0)) + "\n" + text + "\n", encoding="utf-8")
    with pytest.raises(NotPairs, match="line 2"):
        load_pairs(str(bad))
    assert main([good, str(bad)]) == 1
    assert "compare_pairs:" in capsys.readouterr().err


def test_the_command_prints_the_comparison(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    one = write(tmp_path / "a.jsonl", [pair(s, 0.0) for s in range(3)])
    two = write(tmp_path / "b.jsonl", [pair(0, 30.0), pair(1, 0.0), pair(2, 0.0)])
    assert main([one, two]) == 0
    out = capsys.readouterr().out
    assert "3 deal pairs" in out and "+10.00" in out and "1: 0 with another auction" in out
    assert main([one]) == 2
