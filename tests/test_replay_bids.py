"""benchmarks/replay_bids.py: a level's bids played again with a pass in their place."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.compare_pairs import NotPairs
from benchmarks.replay_bids import bid_of, bids_of, main, replay, summary, worth
from fivehundred_qt.arena import play_pairs
from fivehundred_qt.inputs import parse_rules_arg

RULES = parse_rules_arg("australian")


@pytest.fixture(scope="module")
def pairs() -> list[dict[str, Any]]:
    return [r.record for r in play_pairs(RULES, "normal", "easy", 6, 5)]


def numbered_bids(pairs: list[dict[str, Any]], level: str) -> list[tuple[dict[str, Any], int, int]]:
    return [(pair, play, index) for pair in pairs
            for play, index, _group in bids_of(pair, level, RULES.side_of)]


def test_a_call_replayed_as_it_was_repeats_the_hand(pairs: list[dict[str, Any]]) -> None:
    found = numbered_bids(pairs, "normal")
    assert len(found) >= 3
    for pair, play, index in found[:3]:
        record = pair["plays"][play]
        hand = replay(RULES, pair, play, index, bid_of(record["calls"][index][1]))
        assert list(hand.delta) == record["points"] and hand.contract == record["contract"]


def test_a_pass_in_place_of_a_bid_is_played_out(pairs: list[dict[str, Any]]) -> None:
    values = []
    for pair, play, index in numbered_bids(pairs, "normal"):
        played, passed = worth(RULES, pair, play, index)
        record = pair["plays"][play]
        side = RULES.side_of[record["calls"][index][0]]
        assert played == record["points"][side] - record["points"][1 - side]
        values.append(played - passed)
    assert any(v != 0 for v in values)


def test_bids_are_grouped_by_whom_they_went_over() -> None:
    calls = [[0, "6S", 0.7], [1, "pass", None], [2, "7H", None], [3, "7NT", None],
             [0, "8S", None], [1, "pass", None], [2, "8NT", 0.9]]
    pair = {"plays": [{"levels": ["a", "b"], "calls": calls}]}
    assert list(bids_of(pair, "a", RULES.side_of)) == [
        (0, 0, "over nobody, first"), (0, 2, "over partner, other trump, first"),
        (0, 4, "over opponent, other trump, again"), (0, 6, "over partner, other trump, again")]
    assert [i for _p, i, _g in bids_of(pair, "b", RULES.side_of)] == [3]
    rows = [{"group": "over nobody, first", "chance": 0.7, "played": 100, "passed": 40},
            {"group": "over nobody, first", "chance": None, "played": -100, "passed": 0}]
    table = {label: (n, mean, better, worse) for label, n, (mean, _l, _h), better, worse in summary(rows)}
    assert table["over nobody, first"] == (2, -20.0, 1, 1)
    assert table["over nobody, first, chance < 0.8"] == (1, 60.0, 1, 0)


def test_a_deal_these_rules_did_not_deal_is_refused(pairs: list[dict[str, Any]]) -> None:
    pair, play, index = numbered_bids(pairs, "normal")[0]
    other = dict(pair, hands=list(reversed(pair["hands"])))
    with pytest.raises(NotPairs, match="not dealt by these rules"):
        replay(RULES, other, play, index, bid_of("pass"))


def test_bad_files_give_a_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text('{"seed": 1, "value"\n', encoding="utf-8")
    assert main([str(damaged), "normal", "--jobs", "1"]) == 1
    assert "line 1: not JSON" in capsys.readouterr().err
    bad_call = tmp_path / "bad_call.jsonl"
    record = {"seed": 1, "value": 0, "hands": [], "plays": [{"levels": ["normal", "easy"],
                                                            "calls": [[0, "6Q", None]]}]}
    bad_call.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert main([str(bad_call), "normal", "--jobs", "1"]) == 1
    assert "'6Q' is no call" in capsys.readouterr().err
    assert main([str(bad_call), "normal", "--rules", "spades"]) == 2
    assert main([str(tmp_path / "missing.jsonl"), "normal"]) == 1
    assert "cannot read it" in capsys.readouterr().err
