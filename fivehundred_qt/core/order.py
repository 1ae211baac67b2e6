"""Card order under a contract: effective suit and power of every card, and display order."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from .cards import BLACK_JOKER_CODE, CARD_CODES, CARDS, JACK, JOKER_SUIT, Card
from .events import Contract


@lru_cache(maxsize=16)
def tables(trump: int | None, bowers: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Effective suit and power of every card under a trump suit (None: no trumps).

    Power orders cards within their effective suit; a joker without a suit gets 1000+.
    """
    eff = [0] * CARD_CODES
    pw = [0] * CARD_CODES
    for code, c in CARDS.items():
        black = 1 if code == BLACK_JOKER_CODE else 0
        if c.is_joker:
            if trump is None:
                eff[code], pw[code] = JOKER_SUIT, 1000 + black
            else:
                eff[code], pw[code] = trump, 31 + black
            continue
        suit, rank = c.suit, c.rank
        eff[code], pw[code] = suit, rank
        if bowers and trump is not None and rank == JACK:
            if suit == trump:
                pw[code] = 30
            elif suit == trump ^ 1:
                eff[code], pw[code] = trump, 29
    return tuple(eff), tuple(pw)


# Suits left to right with alternating colours: spades, hearts, clubs, diamonds.
_DISPLAY_SUITS = (0, 3, 1, 2)


def display_order(cards: Iterable[Card], contract: Contract | None = None,
                  nominated: Mapping[Card, int | None] | None = None, *,
                  spades: bool = False) -> list[Card]:
    """A hand sorted as a player holds it: by suit in alternating colours, high to low, with
    the trump suit (bowers and jokers included) at the right once trumps are known."""
    trump = contract.trump if contract is not None else None
    eff, pw = tables(trump, not spades and trump is not None)
    nominated = nominated or {}

    def key(c: Card) -> tuple[int, int]:
        suit, power = eff[c], pw[c]
        if c in nominated and nominated[c] is not None:
            suit, power = nominated[c] or 0, 31 + (1 if c == BLACK_JOKER_CODE else 0)
        if suit == JOKER_SUIT:
            place = 5
        elif trump is not None and suit == trump:
            place = 4
        else:
            place = _DISPLAY_SUITS.index(suit)
        return place, -power

    return sorted(cards, key=key)
