"""The game's own words, in the variant being played (kitty/misère versus widow/nullo)."""

from __future__ import annotations

from typing import Final

from .actions import Bid
from .phrases import SUIT_WORDS, Phrase
from .rules import RuleSet

_AUSTRALIAN: Final[dict[str, Phrase]] = {
    "misere": Phrase.translate("Terms", "misère"),
    "open_misere": Phrase.translate("Terms", "open misère"),
    "blind_misere": Phrase.translate("Terms", "blind misère"),
    "kitty": Phrase.translate("Terms", "kitty"),
    "nil": Phrase.translate("Terms", "nil"),
    "blind_nil": Phrase.translate("Terms", "blind nil"),
    "pass": Phrase.translate("Terms", "pass"),
}
_AMERICAN: Final[dict[str, Phrase]] = {
    **_AUSTRALIAN,
    "misere": Phrase.translate("Terms", "nullo"),
    "open_misere": Phrase.translate("Terms", "open nullo"),
    "blind_misere": Phrase.translate("Terms", "blind nullo"),
    "kitty": Phrase.translate("Terms", "widow"),
}
_TRICKS_IN: Final = (Phrase.translate("Terms", "{tricks} spades"),
                     Phrase.translate("Terms", "{tricks} clubs"),
                     Phrase.translate("Terms", "{tricks} diamonds"),
                     Phrase.translate("Terms", "{tricks} hearts"),
                     Phrase.translate("Terms", "{tricks} no trumps"))


def term(rules: RuleSet, word: str) -> Phrase:
    """``term(rules, "misere")`` is "misère" in Australian games, "nullo" in American ones."""
    table = _AMERICAN if rules.variant == "american" and rules.game == "500" else _AUSTRALIAN
    if word in table:
        return table[word]
    return Phrase("Terms", "{call}", {"call": word})   # a Spades bid of tricks: "3"


def suit_word(suit: int) -> Phrase:
    """'hearts' for ``HEARTS``; index 4 (a no-trump contract) is 'no trumps'."""
    return SUIT_WORDS[suit]


def describe_bid(rules: RuleSet, bid: Bid) -> Phrase:
    """A call in words: '7 hearts', '8 no trumps sans kitty', 'open misère', 'nil'."""
    if bid.is_numbered:
        trump = 4 if bid.trump is None else bid.trump
        words = _TRICKS_IN[trump].format(tricks=bid.tricks)
        if bid.sans_kitty:
            return Phrase.translate("Terms", "{bid} sans {kitty}").format(
                bid=words, kitty=term(rules, "kitty"))
        return words
    return term(rules, bid.call)
