"""The UI's words for the core's things (``ui.wording``): short calls, side names, inkles."""

from __future__ import annotations

import pytest

from fivehundred_qt.core import AMERICAN, AUSTRALIAN, PASS, SPADES_PRESET, RuleSet, is_inkle
from fivehundred_qt.ui.wording import bid_symbol, side_name

from .model_helpers import bid


@pytest.mark.parametrize(("rules", "call", "sans_kitty", "expected"), [
    (AUSTRALIAN, "7H", False, "7♥"),
    (AUSTRALIAN, "10NT", False, "10NT"),
    (RuleSet.build(sans_kitty=True), "8NT", True, "8NT sans kitty"),
    (RuleSet.build(preset="american", sans_kitty=True), "9S", True, "9♠ sans widow"),
    (AUSTRALIAN, "misere", False, "misère"),
    (AMERICAN, "open_misere", False, "open nullo"),
    (AUSTRALIAN, "pass", False, "Pass"),
    (SPADES_PRESET, "nil", False, "nil"),
])
def test_bid_symbol_is_short_and_uses_the_variants_words(
        qapp, rules: RuleSet, call: str, sans_kitty: bool, expected: str) -> None:
    assert bid_symbol(rules, bid(call, sans_kitty)) == expected


def test_side_name_joins_the_members(qapp) -> None:
    names = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"]
    assert side_name(names, (1,)) == "Ben"
    assert side_name(names, (0, 3)) == "Ann & Dee"
    assert side_name(names, (0, 2, 4)) == "Ann, Cy & Eve"


def test_only_american_six_level_bids_are_inkles() -> None:
    assert is_inkle(AMERICAN, bid("6S"))
    assert is_inkle(AMERICAN, bid("6NT"))
    assert not is_inkle(AMERICAN, bid("7S"))
    assert not is_inkle(AMERICAN, bid("misere"))
    assert not is_inkle(AMERICAN, PASS)
    assert not is_inkle(AUSTRALIAN, bid("6S"))
    assert not is_inkle(SPADES_PRESET, bid("6"))
