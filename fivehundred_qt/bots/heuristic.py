"""The heuristic computer players, ``easy`` and ``normal``.

``normal`` evaluates hands (expected tricks per trump suit counting the joker and the bowers,
no-trump strength, misère safety), counts cards and tracks voids, reads the auction, and plays
by the rules of thumb of good players: draw trumps with the high ones, cash winners that will
not be trumped, duck when partner is winning, lead under a misère bidder and unblock, protect a
partner's nil, avoid bags when the contract is safe.  ``easy`` counts honours roughly, neither
counts cards nor tracks voids, and now and then plays a card at random.

Both decide from the ``SeatView`` only, and are deterministic for a given seed.
``choose_with_reason`` gives the decision and a short reason for suggestions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Final

from ..core import (
    Action,
    Card,
    Discard,
    JokerSuit,
    Partners,
    Phase,
    Play,
    RuleSet,
    SeatView,
)
from ..core.cards import SUITS
from ..core.order import tables
from ..core.phrases import Phrase
from ..core.terms import describe_bid, suit_word, term
from .bidding import choose_bid, mates_of
from .context import PlayContext
from .evaluate import (
    geometry,
    nt_tricks,
    suit_tricks,
    worst_misere_cards,
)
from .misere_play import misere_contractor_play, misere_defence_play
from .play import Choice, follow, lead
from .spades_play import spades_play

LEVELS = ("easy", "normal")

KEEPS_WINNERS_VOIDS: Final = Phrase.translate("Bots", "keeps trumps and winners, voids {suit}")
KEEPS_WINNERS_VOIDS_TWO: Final = Phrase.translate("Bots", "keeps trumps and winners, voids {suit} and "
                                                  "{other}")
KEEPS_WINNERS_VOIDS_MORE: Final = Phrase.translate("Bots", "keeps trumps and winners, voids {suits} "
                                                   "and {last}")
SEAT_BID: Final = Phrase.translate("Bots", "seat {seat} bid {bid}")


def choose_play(ctx: PlayContext) -> Choice:
    legal = ctx.legal
    if not legal:
        raise ValueError("no card may be played now")
    if len(legal) == 1:
        return legal[0], _forced_reason(ctx, legal[0])
    if ctx.spades:
        return spades_play(ctx)
    if ctx.misere:
        if ctx.mover in ctx.contract_seats:
            return misere_contractor_play(ctx)
        return misere_defence_play(ctx)
    if not ctx.trick:
        return lead(ctx)
    return follow(ctx)


def _forced_reason(ctx: PlayContext, play: Play) -> Phrase:
    if play.card.is_joker and ctx.trick and ctx.misere:
        return Phrase.translate("Bots", "the only legal card: a suitless joker must be played when "
                                "void")
    return Phrase.translate("Bots", "the only legal card")


class HeuristicPlayer:
    """A rule-of-thumb player: ``HeuristicPlayer("normal", seed)``."""

    def __init__(self, level: str = "normal", seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown heuristic level {level!r}; known: " + ", ".join(LEVELS))
        self.name = level
        self.level = level
        self.smart = level == "normal"
        self.rng = random.Random(0 if seed is None else seed)

    # ------------------------------------------------------------------ protocol
    def choose(self, view: SeatView) -> Action:
        return self.choose_with_reason(view)[0]

    def explain(self, view: SeatView, action: Action) -> Phrase | None:
        """The reason this player would give for ``action`` (None if it would do otherwise)."""
        chosen, why = self.choose_with_reason(view)
        return why if chosen == action else None

    def choose_with_reason(self, view: SeatView) -> tuple[Action, Phrase | None]:
        phase = view.phase
        if phase is Phase.DISCARD:
            if view.discard_count <= 0:
                raise ValueError(f"seat {view.seat} has no decision to make now")
            return self._discard(view)
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        if len(legal) == 1 and phase is not Phase.PLAY:
            return legal[0], None
        if phase is Phase.AUCTION:
            bid, why = choose_bid(view, smart=self.smart, rng=self.rng)
            return (bid, why) if bid in legal else (legal[0], None)
        if phase is Phase.PARTNERS:
            return self._partners(view)
        if phase is Phase.JOKER:
            return self._joker(view)
        if phase is Phase.PLAY:
            ctx = PlayContext(view, counting=self.smart)
            if not self.smart and len(legal) > 1 and self.rng.random() < 0.12:
                return legal[int(self.rng.random() * len(legal))], None
            play, why = choose_play(ctx)
            if play not in legal:  # a safety net: never hand back an illegal action
                return legal[0], None
            return play, why
        return legal[0], None

    # ------------------------------------------------------------------ discard
    def _discard(self, view: SeatView) -> tuple[Action, Phrase | None]:
        hand = list(view.hand)
        k = view.discard_count
        contract = view.contract
        rules = view.rules
        if len(hand) <= k:
            return Discard.of(hand[:k]), None
        if contract is None:
            return Discard.of(sorted(hand)[:k]), None
        if not self.smart:
            return (_easy_discard(hand, k, contract.trump, contract.is_misere),
                    Phrase.translate("Bots", "throws its lowest cards"))
        geo = geometry(rules, partners=_partner_count(view))
        if contract.is_misere:
            worst = worst_misere_cards(hand, rules, geo, k, open_=contract.is_open)
            if any(c.is_joker for c in worst):
                why = Phrase.translate("Bots", "{misere}: throws the joker and its most dangerous cards")
            else:
                why = Phrase.translate("Bots", "{misere}: throws its most dangerous cards")
            return Discard.of(worst), why.format(misere=term(rules, contract.kind))
        trump = contract.trump
        if trump is None:
            def score_nt(cards: list[Card]) -> float:
                jokers = [c for c in cards if c.is_joker]
                best = nt_tricks(cards, rules, geo)
                if rules.joker_nomination and jokers:
                    for s in SUITS:
                        best = max(best, nt_tricks(cards, rules, geo, {jokers[0]: s}))
                return best
            chosen, voided = _best_discard(hand, k, None, rules, score_nt)
        else:
            def score_suit(cards: list[Card]) -> float:
                return suit_tricks(cards, trump, rules, geo)
            chosen, voided = _best_discard(hand, k, trump, rules, score_suit)
        words = tuple(suit_word(s) for s in voided)
        if len(words) == 1:
            why = KEEPS_WINNERS_VOIDS.format(suit=words[0])
        elif len(words) == 2:
            why = KEEPS_WINNERS_VOIDS_TWO.format(suit=words[0], other=words[1])
        elif words:
            why = KEEPS_WINNERS_VOIDS_MORE.format(suits=words[:-1], last=words[-1])
        else:
            why = Phrase.translate("Bots", "keeps trumps and winners, throws low cards")
        return Discard.of(chosen), why

    # ------------------------------------------------------------------ partners
    def _partners(self, view: SeatView) -> tuple[Action, Phrase | None]:
        legal = [a for a in view.legal if isinstance(a, Partners)]
        contract = view.contract
        trump = contract.trump if contract is not None else None
        score: dict[int, float] = {}
        reasons: dict[int, Phrase] = {}
        for seat in range(view.rules.players):
            if seat == view.seat:
                continue
            value = 0.0
            for s, bid in view.calls:
                if s != seat or not bid.is_numbered:
                    continue
                value = max(value, bid.tricks - 5.0 + (2.0 if bid.trump == trump else 0.0))
                shown = SEAT_BID.format(seat=seat, bid=describe_bid(view.rules, bid))
                if bid.trump == trump:
                    reasons[seat] = shown
                else:
                    reasons.setdefault(seat, shown)
            score[seat] = value
        if not self.smart:
            self.rng.shuffle(legal)
        best = max(legal, key=lambda p: (sum(score.get(s, 0.0) for s in p.seats),
                                          -sum(p.seats) if self.smart else 0))
        said = tuple(reasons[s] for s in best.seats if s in reasons)
        if said:
            return best, Phrase.translate("Bots", "names the players who showed strength: "
                                          "{bids}").format(bids=said)
        return best, Phrase.translate("Bots", "names partners (nobody else showed strength)")

    # ------------------------------------------------------------------ jokers
    def _joker(self, view: SeatView) -> tuple[Action, Phrase | None]:
        legal = [a for a in view.legal if isinstance(a, JokerSuit)]
        contract = view.contract
        assert contract is not None
        rules = view.rules
        hand = view.hand
        jokers = sorted((c for c in hand if c.is_joker), reverse=True)
        asked = next((j for j in jokers if j not in view.nominated), jokers[0] if jokers else None)
        if asked is None:
            return legal[0], None
        plain = [c for c in hand if not c.is_joker]
        if contract.is_misere:
            # a suitless joker must be played when void (and wins): give it the longest suit
            counts = [sum(1 for c in plain if c.suit == s) for s in SUITS]
            if not self.smart:
                suit = max(SUITS, key=lambda s: counts[s])
            else:
                _, pw = tables(None, False)
                def safety(s: int) -> tuple[int, float]:
                    cards = [pw[c] for c in plain if c.suit == s]
                    return len(cards), -sum(cards) / max(1, len(cards))
                suit = max(SUITS, key=safety)
            choice = next(a for a in legal if a.suit == suit)
            return choice, Phrase.translate("Bots", "{misere}: the joker goes with its longest suit, "
                                            "{suit}, so it can be thrown when void").format(
                misere=term(rules, contract.kind), suit=suit_word(suit))
        if not self.smart:
            return (next(a for a in legal if a.suit is None),
                    Phrase.translate("Bots", "keeps the joker free"))
        geo = geometry(rules, partners=_partner_count(view))
        decided = {j: s for j, s in view.nominated.items()}
        options: list[tuple[float, JokerSuit]] = []
        for a in legal:
            trial = dict(decided)
            trial[asked] = a.suit
            value = nt_tricks(hand, rules, geo, trial)
            if a.suit is None:
                value += 0.05
            options.append((value, a))
        value, best = max(options, key=lambda x: x[0])
        if best.suit is None:
            return best, Phrase.translate("Bots", "keeps the joker free: it wins any trick it is "
                                          "played to")
        has = sum(1 for c in plain if c.suit == best.suit)
        if has <= 3:
            why = Phrase.translate("Bots", "nominates {suit}: the joker stops that suit")
        else:
            why = Phrase.translate("Bots", "nominates {suit}: the joker heads its long suit")
        return best, why.format(suit=suit_word(best.suit))


def _partner_count(view: SeatView) -> int | None:
    if view.rules.teams == "called":
        contract = view.contract
        return 2 if contract is not None and contract.tricks >= 8 else 1
    return len(mates_of(view))


def _easy_discard(hand: Sequence[Card], k: int, trump: int | None, misere: bool) -> Discard:
    eff, pw = tables(trump, trump is not None)

    def value(c: Card) -> tuple[int, int]:
        if misere:
            return -(100 if c.is_joker else pw[c]), c
        if c.is_joker or (trump is not None and eff[c] == trump):
            return 100 + pw[c], c
        return pw[c], c
    return Discard.of(sorted(hand, key=value)[:k])


def _best_discard(hand: list[Card], k: int, trump: int | None, rules: RuleSet,
                  score: Callable[[list[Card]], float]) -> tuple[list[Card], list[int]]:
    """The discard that leaves the hand its scorer rates best, and the side suits it voids.

    The candidates: each way of voiding short side suits with the rest filled by the cheapest
    cards, and each way of throwing the lowest cards of the side suits (so many from this suit,
    so many from that one).  At no trumps a discard that throws a master (a card no other card
    of its suit beats) is no candidate while another one keeps them all."""
    eff, pw = tables(trump, trump is not None)
    by_suit: dict[int, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(eff[c], []).append(c)
    side = [s for s in SUITS if s != trump and s in by_suit]

    def higher(c: Card) -> int:
        """The cards of ``c``'s suit out of the hand that beat it."""
        cards = by_suit[eff[c]]
        return sum(1 for x in _deck_suit(rules, trump, eff[c]) if pw[x] > pw[c] and x not in cards)

    def cost(c: Card) -> float:
        e = eff[c]
        if c.is_joker or (trump is not None and e == trump):
            return 1000.0 + pw[c]
        cards = by_suit.get(e, [])
        value = float(pw[c])
        if higher(c) == 0:
            value += 50.0
        elif higher(c) == 1 and len(cards) >= 2:
            value += 15.0
        if trump is None:
            value += len(cards) * 1.5
        return value

    costs = {c: cost(c) for c in hand}
    cheapest = sorted(hand, key=lambda c: (costs[c], c))
    candidates: dict[frozenset[Card], list[Card]] = {}

    def add(out: list[Card]) -> None:
        if len(out) < k:
            out = out + [c for c in cheapest if c not in out][:k - len(out)]
        candidates.setdefault(frozenset(out), out)

    for r in range(len(side) + 1):
        for chosen in combinations(side, r):
            out = [c for s in chosen for c in by_suit[s]]
            if len(out) <= k:
                add(out)
    lowest = {s: sorted(by_suit[s], key=lambda c: (pw[c], c)) for s in side}
    for counts in _splits(k, [len(lowest[s]) for s in side]):
        add([c for s, n in zip(side, counts, strict=True) for c in lowest[s][:n]])
    options = list(candidates.values())
    if trump is None:
        keeping = [out for out in options
                   if not any(not c.is_joker and higher(c) == 0 for c in out)]
        options = keeping or options
    best_out = max(options, key=lambda out: (round(score([c for c in hand if c not in out]), 9),
                                             -sum(costs[c] for c in out)))
    voided: list[int] = [s for s in side if all(c in best_out for c in by_suit[s])]
    return best_out, voided


def _splits(total: int, room: list[int]) -> list[tuple[int, ...]]:
    """Every way of sharing ``total`` among places that hold at most ``room`` each."""
    if not room:
        return [()] if total == 0 else []
    return [(n, *rest) for n in range(min(total, room[0]) + 1)
            for rest in _splits(total - n, room[1:])]


def _deck_suit(rules: RuleSet, trump: int | None, suit: int) -> tuple[Card, ...]:
    from .evaluate import suit_order
    return suit_order(rules, trump, suit)


__all__ = ["LEVELS", "HeuristicPlayer"]
