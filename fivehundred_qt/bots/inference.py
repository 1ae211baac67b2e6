"""Reading the others' calls and cards: how likely a world (the others' hands) makes the
auction (``auction_likelihood``) and the cards played so far (``play_likelihood``).

The search keeps its sampled worlds in proportion to these (``worlds.py``): a seat that
passed is unlikely to hold a strong hand, a bid shows length and honours in its suit, and a
card the simple rollout policy would not have played with that hand makes the hand less likely.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ..core import Bid, Card, SeatView, is_inkle
from ..core.cards import JOKER_SUIT
from ..core.rules import RuleSet
from .estimates import estimate_all, estimate_spades, high_cards, support
from .fastplay import CARD_BITS, NAME_SHIFT, Board, Policy, Table
from .levels import (
    CALL_COUNTED,
    CALL_FLOOR,
    CALL_JOKER_ODDS,
    CALL_MARGIN,
    CALL_SLOPE,
    PLAIN_FLOOR,
    PLAIN_MARGIN,
    PLAIN_SLOPE,
    BidContext,
)
from .sampling import World


def bid_context(rules: RuleSet, seat: int, trump: int, shown: Mapping[int, int]) -> BidContext:
    """What a 500 bid in ``trump`` by ``seat`` follows, ``shown`` holding the trump of each
    seat's last numbered bid before it: a partner's bid in the same trump or in another (fixed
    sides only), the seat's own earlier bid, or none of its side's."""
    if rules.teams not in ("solo", "called"):
        mates = [shown[m] for m in rules.side_with(seat) if m != seat and m in shown]
        if mates:
            return "partner, same trump" if trump in mates else "partner, other trump"
    return "own again" if seat in shown else "side's first"


INKLE_READ_MIN = 3.0
INKLE_READ_SLOPE = 3.0
INKLE_READ_BEST = 1.5
"""An American inkle (``bidding.inkle_signal``: the hand's best suit, counted at over
``INKLE_MIN`` tricks by itself) read from the quick count of the inkler's own hand
(``estimates.estimate_all``): even odds at ``INKLE_READ_MIN`` tricks in the suit, the slope
``INKLE_READ_SLOPE`` a trick, times the odds (slope ``INKLE_READ_BEST``) that no other suit
counts higher.  Fitted by likelihood to the inkles of ``normal`` on 1,500 random American hands.
Read as a 6-trick contract, the inkle gave the inkler's suit 4.09 tricks in ``expert``'s worlds
(by ``evaluate.suit_tricks``, what ``inkle_signal`` counts), read so 4.19, against 4.28 in the
inklers' hands (60 inkles).  The plain reading (``hard``) keeps the 6-trick bid: its worlds,
sampled only twice over, hardly moved (3.39 tricks, then 3.33), and against ``normal`` it lost
11.7 [-31.1, +7.7] points a deal pair in American 500 (150 pairs, seed 41)."""


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class CallReading:
    """What the others' calls say, seat by seat (built once per decision): ``seat(s, hand)`` is
    how likely seat ``s``'s calls are with ``hand``, a product of soft per-call terms, and
    ``likelihood(hands)`` the product over the seats.  In 500, ``close`` reads the calls as
    tuned for worlds built to fit them (``CALL_SLOPE``, ``CALL_MARGIN``, ``CALL_FLOOR``,
    ``CALL_JOKER_ODDS``, and ``CALL_COUNTED`` by what a bid followed); else plainly
    (``PLAIN_SLOPE``, ``PLAIN_MARGIN``, ``PLAIN_FLOOR``), a term never under the floor."""

    def __init__(self, view: SeatView, close: bool = True) -> None:
        rules = view.rules
        self.spades = rules.is_spades
        self.level = support(rules) if not self.spades else 0.0
        self.close = close
        if close:
            self.slope, self.margin, self.floor = CALL_SLOPE, CALL_MARGIN, CALL_FLOOR
            self.joker_odds = CALL_JOKER_ODDS
        else:
            self.slope, self.floor = PLAIN_SLOPE, PLAIN_FLOOR
            self.margin = {tricks: PLAIN_MARGIN for tricks in range(6, 11)}
            self.joker_odds = {}
        self.terms: dict[int, list[tuple[str, float, int, int]]] = {}
        """Per seat that called (not this view's own, nor an exposed hand), each call as
        (kind, tricks it needs or names, trump, the bid level its margin and joker odds are
        read at)."""
        high: Bid | None = None
        american = rules.variant == "american"
        shown: dict[int, int] = {}
        """The trump of each seat's last numbered bid so far: every seat's, this view's own
        included, since a partner's bid is what a raise counts on."""
        for i, (s, b) in enumerate(view.calls):
            if s != view.seat and s not in view.exposed:
                term: tuple[str, float, int, int]
                if self.spades:
                    kind = {"nil": "nil", "blind_nil": "blind"}.get(b.call, "count")
                    term = (kind, b.tricks, 0, 0)
                elif b.is_pass:
                    if high is None:
                        need = 7.0 if american and i >= rules.inkle_seats else 6.0
                    elif high.is_numbered:
                        need = float(high.tricks)
                    else:
                        need = 8.0
                    term = ("pass", need, 0, 0)
                elif close and is_inkle(rules, b):
                    assert b.trump is not None
                    term = ("inkle", INKLE_READ_MIN, b.trump, 6)
                elif b.is_numbered:
                    assert b.trump is not None
                    tricks = b.tricks - (CALL_COUNTED[bid_context(rules, s, b.trump, shown)]
                                         if close else 0.0)
                    term = ("bid", tricks, b.trump, min(10, max(6, round(tricks))))
                elif b.call == "blind_misere":
                    term = ("blind", 0, 0, 0)
                else:
                    term = ("misere", 0, 0, 0)
                self.terms.setdefault(s, []).append(term)
            if b.is_numbered:
                assert b.trump is not None
                shown[s] = b.trump
            if not b.is_pass:
                high = b

    def seat(self, s: int, hand: Sequence[Card]) -> float:
        terms = self.terms.get(s)
        if not terms:
            return 1.0
        weight = 1.0
        if self.spades:
            guess = estimate_spades(hand)
            for kind, tricks, _, _ in terms:
                if kind == "nil":
                    like = _sigmoid(2.0 * (1.3 - guess))
                elif kind == "blind":
                    like = 0.5
                else:
                    d = guess - tricks
                    like = math.exp(-d * d / 4.5)
                weight *= max(like, 0.02)
            return weight
        est: list[float] | None = None
        slope = self.slope
        for kind, tricks, trump, level in terms:
            if kind == "misere":
                like = max(_sigmoid(1.5 * (2.5 - high_cards(hand))), self.floor)
            elif kind == "blind":
                like = 1.0
            else:
                if est is None:
                    est = [e + self.level for e in estimate_all(hand)]
                if kind == "bid" and self.joker_odds and any(c.is_joker for c in hand):
                    weight *= self.joker_odds.get(level, 1.0)
                if kind == "inkle":
                    # The hand's own count in the suit, and the suit its best
                    # (``bidding.inkle_signal``): the help a bid counts on is left out.
                    own = est[trump] - self.level
                    best_other = max(e for t, e in enumerate(est[:4]) if t != trump) - self.level
                    like = _sigmoid(INKLE_READ_SLOPE * (own - tricks)) \
                        * _sigmoid(INKLE_READ_BEST * (own - best_other))
                    weight *= max(like, self.floor)
                    continue
                if kind == "pass":
                    x = tricks + 0.5 - max(est)
                else:
                    x = est[trump] - tricks + self.margin[level]
                # Past the floor the term still slopes, gently: a chain of worlds (``fitting``)
                # climbs from a hand far too weak for a 9NT, where a flat floor would leave it
                # wandering.
                if self.close:
                    like = (1.0 - self.floor) * _sigmoid(slope * x) \
                        + 2.0 * self.floor * _sigmoid(x / 2.0)
                else:
                    like = max(_sigmoid(slope * x), self.floor)
            weight *= like
        return weight

    def likelihood(self, hands: Sequence[Sequence[Card]]) -> float:
        weight = 1.0
        for s in self.terms:
            weight *= self.seat(s, hands[s])
        return weight


def auction_likelihood(view: SeatView, hands: Sequence[Sequence[Card]]) -> float:
    """How likely the others' calls are with these hands (``CallReading``)."""
    return CallReading(view).likelihood(hands)


def played_cards(view: SeatView) -> list[list[Card]]:
    """Per seat, the cards it has played this hand (they were in its hand in the auction)."""
    out: list[list[Card]] = [[] for _ in range(view.rules.players)]
    for _, cards in view.tricks:
        for s, c in cards:
            out[s].append(c)
    for s, c in view.trick:
        out[s].append(c)
    return out


def auction_hands(view: SeatView, world: World) -> list[list[Card]]:
    """Each seat's cards as they were in the auction (its hand now plus what it has played)."""
    played = played_cards(view)
    return [list(h) + played[s] for s, h in enumerate(world.hands)]


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
                    hands: Sequence[Sequence[Card]], policy: Policy) -> float:
    """How likely the others' cards played so far (``play_history``) are when the hands were
    ``hands`` at the start of play: each card that the rollout ``policy`` (what a player who
    sees only its own hand would play) would not have played, nor an equivalent one, counts
    0.6."""
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
            guess = policy(board)
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
