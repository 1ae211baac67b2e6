"""The game's own words, in the variant being played (kitty/misère versus widow/nullo)."""

from __future__ import annotations

from .actions import Bid
from .cards import SUIT_NAMES
from .rules import RuleSet

_AUSTRALIAN = {"misere": "misère", "open_misere": "open misère", "blind_misere": "blind misère",
               "kitty": "kitty"}
_AMERICAN = {"misere": "nullo", "open_misere": "open nullo", "blind_misere": "blind nullo",
             "kitty": "widow"}


def term(rules: RuleSet, word: str) -> str:
    """``term(rules, "misere")`` is "misère" in Australian games, "nullo" in American ones."""
    table = _AMERICAN if rules.variant == "american" and rules.game == "500" else _AUSTRALIAN
    return table.get(word, word)


def describe_bid(rules: RuleSet, bid: Bid) -> str:
    """A call in words: '7 hearts', '8 no trumps sans kitty', 'open misère', 'nil'."""
    if bid.is_numbered:
        trump = bid.trump
        suit = "no trumps" if trump == 4 else SUIT_NAMES[trump or 0]
        text = f"{bid.tricks} {suit}"
        if bid.sans_kitty:
            text += f" sans {term(rules, 'kitty')}"
        return text
    if bid.call == "blind_nil":
        return "blind nil"
    return term(rules, bid.call)
