"""Card order under a contract: effective suit and power of every card, and display order."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
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


def play_tables(trump: int | None, nominated: Mapping[Card, int | None], *,
                spades: bool) -> tuple[Sequence[int], Sequence[int]]:
    """Effective suit and power of every card while a hand is played: Spades' spades over all
    else; in 500 the contract's trump with its bowers, and each joker nominated a suit the top
    card of that suit."""
    if spades:
        return tables(0, False)
    eff, pw = tables(trump, True)
    named = [(joker, suit) for joker, suit in nominated.items() if suit is not None]
    if not named:
        return eff, pw
    eff_named, pw_named = list(eff), list(pw)
    for joker, suit in named:
        eff_named[joker] = suit
        pw_named[joker] = 31 + (1 if joker == BLACK_JOKER_CODE else 0)
    return eff_named, pw_named


def trick_winner(trick: Sequence[tuple[int, Card]], led: int, eff: Sequence[int],
                 pw: Sequence[int], trump: int) -> int:
    """The seat that wins ``trick`` (``play_tables``; ``trump`` -1 for no trumps): the highest
    joker without a suit, else the highest trump, else the highest card of the suit led."""
    best = -1
    winner = -1
    for seat, c in trick:
        e = eff[c]
        if e == JOKER_SUIT:
            k = pw[c]
        elif e == trump:
            k = 100 + pw[c]
        elif e == led:
            k = pw[c]
        else:
            continue
        if k > best:
            best, winner = k, seat
    return winner


def holds_trump(trick: Sequence[tuple[int, Card]], eff: Sequence[int], trump: int) -> bool:
    """Whether ``trick`` holds a trump: in Spades, what breaks spades."""
    return any(eff[c] == trump for _, c in trick)


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
