"""benchmarks/calibration.py: how truly a level priced the 500 contracts it won."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.calibration import Won, fitted_lift, main, summary, won_contracts


def pair(calls: list[list[Any]], contract: str, declarer: int, tricks: list[int]) -> dict[str, Any]:
    return {"seed": 1, "value": 0, "hands": [], "plays": [
        {"levels": ["expert", "hard"], "calls": calls, "contract": contract, "declarer": declarer,
         "tricks": tricks, "points": [0, 0]}]}


def test_only_the_bid_that_won_counts_grouped_by_whom_it_went_over() -> None:
    calls = [[0, "7H", 0.8], [1, "7NT", 0.7], [2, "pass", None], [3, "pass", None],
             [0, "8H", 0.75], [1, "pass", None]]
    assert list(won_contracts(pair(calls, "8H", 0, [5, 2, 3, 0]), "expert")) == [
        Won("over opponent", 0.75, True)]
    assert list(won_contracts(pair(calls, "8H", 0, [5, 3, 2, 0]), "expert")) == [
        Won("over opponent", 0.75, False)]
    # The other level's contract, and an unpriced bid, are not counted.
    theirs = [*calls[:2], [2, "pass", None], [3, "pass", None], [0, "pass", None]]
    assert list(won_contracts(pair(theirs, "7NT", 1, [0, 7, 0, 3]), "expert")) == []
    unpriced = [[0, "6S", None], [1, "pass", None], [2, "pass", None], [3, "pass", None]]
    assert list(won_contracts(pair(unpriced, "6S", 0, [6, 0, 0, 4]), "expert")) == []
    over_partner = [[0, "6S", 0.9], [1, "pass", None], [2, "7NT", 0.8], [3, "pass", None],
                    [0, "pass", None]]
    assert list(won_contracts(pair(over_partner, "7NT", 2, [3, 1, 4, 2]), "expert")) == [
        Won("over partner", 0.8, True)]


def test_the_fitted_lift_prices_the_group_at_the_share_made() -> None:
    # Bid with a lift of 0.5: given 0.8 is 0.6 simulated; made 0.8 of the time: 0.5 fits.
    won = [Won("over nobody", 0.8, made) for made in (True, True, True, True, False)]
    assert fitted_lift(won, 0.5) == pytest.approx(0.5)
    assert fitted_lift(won, 0.0) == pytest.approx(0.0)
    rows = {r.label: r for r in summary([*won, Won("over partner", 0.65, False)], 0.5, 0.0)}
    assert rows["over nobody"].contracts == 5 and rows["over nobody"].made == pytest.approx(0.8)
    assert rows["over nobody, 0.8-0.9"].lift == pytest.approx(0.5)
    assert rows["over partner, under 0.7"].lift == pytest.approx(-0.65 / 0.35)


def test_bad_files_and_lifts_give_a_message(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text('{"seed": 1, "value"\n', encoding="utf-8")
    assert main(["expert", str(damaged)]) == 1
    assert "line 1: not JSON" in capsys.readouterr().err
    no_tricks = tmp_path / "no_tricks.jsonl"
    record = pair([[0, "7H", 0.8], [1, "pass", None], [2, "pass", None], [3, "pass", None]],
                  "7H", 0, [])
    del record["plays"][0]["tricks"]
    no_tricks.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert main(["expert", str(no_tricks)]) == 1
    assert "not deal pairs" in capsys.readouterr().err
    assert main(["expert", str(damaged), "--lift", "1"]) == 2
    assert "a lift lies in [0, 1)" in capsys.readouterr().err
