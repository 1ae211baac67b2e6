"""Reading the others' calls and cards: how likely a world (the others' hands) makes the
auction (``auction_likelihood``) and the cards played so far (``play_likelihood``).

The search keeps its sampled worlds in proportion to these (``worlds.py``): a seat that
passed is unlikely to hold a strong hand, a bid shows length and honours in its suit, and a
card the simple rollout policy would not have played with that hand makes the hand less likely.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..core import Bid, Card, SeatView
from ..core.cards import JOKER_SUIT
from .estimates import estimate_all, estimate_spades, high_cards, support
from .fastplay import CARD_BITS, NAME_SHIFT, Board, Table
from .levels import CLOSE_FLOOR, CLOSE_MARGIN, CLOSE_SLOPE
from .sampling import World


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def auction_likelihood(view: SeatView, hands: Sequence[Sequence[Card]], close: bool = False) -> float:
    """How likely the others' calls are with these hands (a product of soft per-call terms);
    ``close``: sharper terms, centred on the tricks a bid promises (500 only)."""
    rules = view.rules
    me = view.seat
    weight = 1.0
    if rules.is_spades:
        for s, b in view.calls:
            if s == me or s in view.exposed:
                continue
            guess = estimate_spades(hands[s])
            if b.call in ("nil", "blind_nil"):
                like = _sigmoid(2.0 * (1.3 - guess)) if b.call == "nil" else 0.5
            else:
                d = guess - b.tricks
                like = math.exp(-d * d / 4.5)
            weight *= max(like, 0.02)
        return weight
    level = support(rules)
    slope, margin, floor = (CLOSE_SLOPE, CLOSE_MARGIN, CLOSE_FLOOR) if close else (1.2, 0.5, 0.03)
    cache: dict[int, list[float]] = {}

    def est(s: int) -> list[float]:
        v = cache.get(s)
        if v is None:
            v = cache[s] = [e + level for e in estimate_all(hands[s])]
        return v

    high: Bid | None = None
    american = rules.variant == "american"
    for i, (s, b) in enumerate(view.calls):
        if s != me and s not in view.exposed:
            if b.is_pass:
                if high is None:
                    need = 7.0 if american and i >= rules.inkle_seats else 6.0
                elif high.is_numbered:
                    need = float(high.tricks)
                else:
                    need = 8.0
                best = max(est(s))
                like = _sigmoid(slope * (need + 0.5 - best))
            elif b.is_numbered:
                assert b.trump is not None
                like = _sigmoid(slope * (est(s)[b.trump] - b.tricks + margin))
            elif b.call == "blind_misere":
                like = 1.0
            else:
                like = _sigmoid(1.5 * (2.5 - high_cards(hands[s])))
            weight *= max(like, floor)
        if not b.is_pass:
            high = b
    return weight


def auction_hands(view: SeatView, world: World) -> list[list[Card]]:
    """Each seat's cards as they were in the auction (its hand now plus what it has played)."""
    hands = [list(h) for h in world.hands]
    for _, cards in view.tricks:
        for s, c in cards:
            hands[s].append(c)
    for s, c in view.trick:
        hands[s].append(c)
    return hands


def play_history(view: SeatView, table: Table) -> list[tuple[int, int]]:
    """Every card played in this hand so far, as ``(seat, move)``."""
    plays: list[tuple[int, int]] = []
    for (_, cards), led in zip(view.tricks, view.leads, strict=True):
        for j, (s, c) in enumerate(cards):
            move = table.idx_of[c]
            if j == 0 and table.suit_of[move] == JOKER_SUIT:
                move |= (led + 1) << NAME_SHIFT
            plays.append((s, move))
    for j, (s, c) in enumerate(view.trick):
        move = table.idx_of[c]
        if j == 0 and table.suit_of[move] == JOKER_SUIT and view.led_suit is not None:
            move |= (view.led_suit + 1) << NAME_SHIFT
        plays.append((s, move))
    return plays


def play_likelihood(view: SeatView, table: Table, plays: Sequence[tuple[int, int]],
                    hands: Sequence[Sequence[Card]]) -> float:
    """How likely the others' cards played so far (``play_history``) are when the hands were
    ``hands`` at the start of play: each card that the simple policy (what a player who sees
    only its own hand would play) would not have played, nor an equivalent one, counts 0.6."""
    if not plays:
        return 1.0
    board = Board(table, [table.mask_of(h) for h in hands], plays[0][0])
    me = view.seat
    weight = 1.0
    suit_of = table.suit_of
    exposed = view.exposed
    for s, move in plays:
        if board.to_move != s or board.done:
            break  # cannot happen with a consistent world; stop judging
        if s != me and s not in exposed:
            guess = board.simple_policy()
            if guess != move:
                a, b = sorted((guess & CARD_BITS, move & CARD_BITS))
                live = board.inhand
                for _, i in board.trick:
                    live |= 1 << i
                between = live & ((1 << b) - (1 << (a + 1)))
                if suit_of[a] != suit_of[b] or between & ~board.hands[s] or guess >> NAME_SHIFT:
                    weight *= 0.6
        board.play(move)
    return weight
