"""benchmarks/rebid_pairs.py: an arena's auctions asked again, tables played on where they differ."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks.rebid_pairs import main, rebid_pair, rebid_table
from fivehundred_qt.arena import play_pairs
from fivehundred_qt.inputs import parse_rules_arg

RULES = parse_rules_arg("australian")


@pytest.fixture(scope="module")
def pairs() -> list[dict[str, Any]]:
    return [r.record for r in play_pairs(RULES, "normal", "easy", 4, 9)]


def test_calls_that_repeat_keep_the_table_as_it_was(pairs: list[dict[str, Any]]) -> None:
    for pair in pairs:
        assert rebid_pair(RULES, pair) is pair


def test_a_call_that_differs_is_played_on_as_the_arena_plays_it(
        pairs: list[dict[str, Any]]) -> None:
    # A record whose first call is not the one its player makes: asked again, the player makes
    # its own call, and the hand played on from there is the arena's.
    for pair in pairs:
        altered = copy.deepcopy(pair)
        first = altered["plays"][1]["calls"][0]
        first[1] = "7NT" if first[1] == "pass" else "pass"
        altered["value"] = 12345.0
        altered["difference"] = "thrown in at both"
        assert rebid_table(RULES, altered, 1) == pair["plays"][1]
        assert rebid_table(RULES, altered, 0) is altered["plays"][0]
        again = rebid_pair(RULES, altered)
        assert again["value"] == pair["value"] and again["difference"] == pair["difference"]
        assert again["plays"] == pair["plays"]


def test_the_file_is_written_for_compare_pairs(tmp_path: Path, pairs: list[dict[str, Any]],
                                               capsys: pytest.CaptureFixture[str]) -> None:
    before = tmp_path / "before.jsonl"
    altered = copy.deepcopy(pairs)
    altered[0]["plays"][0]["calls"][0][1] = "10NT"
    before.write_text("".join(json.dumps(p) + "\n" for p in altered), encoding="utf-8")
    after = tmp_path / "after.jsonl"
    assert main([str(before), str(after), "--jobs", "1"]) == 0
    assert f"{len(pairs)} deal pairs, 1 with another auction" in capsys.readouterr().out
    written = [json.loads(line) for line in after.read_text(encoding="utf-8").splitlines()]
    assert written == pairs


def test_bad_input_gives_a_message(tmp_path: Path, pairs: list[dict[str, Any]],
                                   capsys: pytest.CaptureFixture[str]) -> None:
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text('{"seed": 1, "value"\n', encoding="utf-8")
    assert main([str(damaged), str(tmp_path / "out.jsonl"), "--jobs", "1"]) == 1
    assert "line 1: not JSON" in capsys.readouterr().err
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps(dict(pairs[0], hands=pairs[0]["hands"][::-1])) + "\n",
                     encoding="utf-8")
    assert main([str(other), str(tmp_path / "out.jsonl"), "--jobs", "1"]) == 1
    assert "not dealt by these rules" in capsys.readouterr().err
    assert main([str(other), str(tmp_path / "out.jsonl"), "--rules", "spades"]) == 2
