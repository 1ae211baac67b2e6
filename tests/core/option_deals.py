"""Fixed 4-player deals for the rule-option tests (Australian 43-card deck: ♠♣ 5-A, ♦♥ 4-A, one
joker), seat 0 contractor.  Hands are given card by card (the Table helper fills in the rest) and
play is driven by a simple policy: every seat plays the first legal card of its own listed order."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fivehundred_qt.core import Phase

from .fixed_deals import Table

SEVEN_HEARTS_SEVEN_TRICKS = {
    # 7♥ by seat 0: seven top trumps and three losers; the defenders take exactly three tricks.
    0: "RJ JH JD AH KH QH 10H 5S 5C 6C",
    1: "9H 6S 7S 8S 9S 10S JS QS KS AS",
    2: "6H 5H 4H 7D 8D 9D 10D QD KD AD",
    3: "8H 7H 7C 8C 9C 10C JC QC KC AC",
}
SEVEN_HEARTS_KITTY = "4D 5D 6D"

SEVEN_NT_SIX_TRICKS = {
    # 7NT by seat 0 fails with six tricks; the defenders take four.
    0: "AS KS QS JS 10S 9S 5C 6C 4D 5D",
    1: "9H 10H JH QH KH AH KD AD KC AC",
    2: "7C 8C 6D 7D 8D 4H 5H 6H 7H 8H",
    3: "5S 6S 7S 8S 9D 10D JD QD JC QC",
}
SEVEN_NT_KITTY = "RJ 9C 10C"

MISERE_MADE = {
    # Seat 0 holds the lowest card of every suit: it never wins a trick.
    0: "5S 6S 7S 5C 6C 7C 4D 5D 4H 5H",
    1: "8S 9S 10S JS QS KS AS 8C 9C 10C",
    3: "JC QC KC AC 6H 7H 8H 9H 10H JH",
}
MISERE_FAILS = {
    # Seat 1 keeps the lead with clubs and leads a spade under seat 0's ace on trick 4.
    0: "5C 6C 7C AS 4D 5D 4H 5H 6H 7H",
    1: "AC KC QC 8S JC 10C 9C 8C 9S 10S",
}
MISERE_KITTY = "RJ 6D 7D"


def seven_hearts(scores: Sequence[int] = (0, 0), **options: Any) -> Table:
    t = Table(SEVEN_HEARTS_SEVEN_TRICKS, SEVEN_HEARTS_KITTY, scores=scores, **options)
    t.bid("7H", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.result.tricks == (7, 3, 0, 0)
    return t


def seven_nt_failed(scores: Sequence[int] = (0, 0), **options: Any) -> Table:
    t = Table(SEVEN_NT_SIX_TRICKS, SEVEN_NT_KITTY, scores=scores, **options)
    t.bid("7NT", "pass", "pass", "pass")
    t.discard_kitty()
    t.play_out()
    assert t.result.tricks == (6, 4, 0, 0)
    return t


def misere_hand(hands: Mapping[int, str], contract: str = "misere", kitty: str = MISERE_KITTY,
                **options: Any) -> Table:
    """Seat 0 calls ``contract`` first (misère is allowed at any time here), all pass."""
    options.setdefault("misere", "anytime")
    t = Table(hands, kitty, **options)
    t.bid(contract, "pass", "pass", "pass")
    t.discard_kitty()
    assert t.state.phase is Phase.PLAY
    return t


