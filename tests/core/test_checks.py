"""The exact checks every loader uses: a value has the JSON type it should, not one Python calls equal."""

from __future__ import annotations

import pytest

from fivehundred_qt.core import RuleError, RuleSet
from fivehundred_qt.core.checks import MAX_DEPTH, depth, in_range, is_whole, kind_of, one_of, same_value


@pytest.mark.parametrize("value", [4.0, True, False, "4", None, [4]])
def test_only_an_int_is_a_whole_number(value: object) -> None:
    assert not is_whole(value)
    assert is_whole(4)


def test_same_value_needs_the_same_type() -> None:
    assert same_value("none", "none") and same_value(None, None) and same_value(3, 3)
    assert not same_value(3.0, 3) and not same_value(True, 1) and not same_value(1, True)
    assert one_of(7, (None, 7, 15)) and not one_of(7.0, (None, 7, 15))


def test_in_range_is_inclusive_and_exact() -> None:
    assert in_range(0, 0, 3) and in_range(3, 0, 3)
    assert not in_range(4, 0, 3) and not in_range(-1, 0, 3) and not in_range(2.0, 0, 3)
    assert not in_range(10**30)


def test_kind_of_names_json_kinds() -> None:
    assert [kind_of(v) for v in (None, True, 1, 1.5, "x", [], {})] == [
        "null", "true/false", "a number", "a number", "text", "a list", "an object"]


def test_depth_counts_without_recursion() -> None:
    assert depth(5) == 0 and depth([]) == 1 and depth({"a": [1, {"b": []}]}) == 4
    deep: list = []
    for _ in range(100_000):        # far beyond Python's recursion limit
        deep = [deep]
    assert depth(deep) == MAX_DEPTH + 1     # stops counting once over the limit


@pytest.mark.parametrize("options", [
    {"players": 4.0}, {"players": True}, {"kitty_size": 3.0}, {"win_score": 500.0},
    {"win_score": True}, {"lose_score": -500.0}, {"defender_cap": 10**12}, {"teams": 2},
    {"game": 500}, {"preset": ["australian"]}, {"misere": 1}, {"bag_limit": "10"},
])
def test_rule_sets_refuse_numbers_of_the_wrong_type(options: dict) -> None:
    # {"players": 4.0} was accepted (4.0 == 4) and crashed the window at every start.
    with pytest.raises(RuleError) as caught:
        RuleSet.build({"game": "500" if "bag_limit" not in options else "spades", **options})
    assert caught.value.option == next(iter(options))


def test_whole_numbers_written_as_ints_still_build() -> None:
    rules = RuleSet.build({"game": "500", "players": 4, "kitty_size": 3, "win_score": 500})
    assert type(rules.players) is int and rules.players == 4
