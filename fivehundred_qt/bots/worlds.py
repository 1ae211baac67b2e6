"""Drawing the worlds a search decision scores: full deals consistent with what the seat knows
(``sampling.py``), built to fit the others' calls (``fitting.py``) or kept in proportion to how
likely they make them and the cards played (``inference.py``) as the level says (``Level``),
and how many a decision can afford.
"""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Sequence

from ..core import Phase, SeatView
from .fastplay import Policy, Table
from .fitting import ReadingMemo, card_key, fitted_worlds, hand_key
from .inference import (
    CallReading,
    auction_hands,
    play_history,
    play_likelihood,
    played_cards,
)
from .knowledge import Knowledge
from .levels import MIN_WORLDS, Level
from .rollout import POLICIES
from .sampling import BURIED, Sampler, World


def draw_worlds(view: SeatView, settings: Level, count: int, rng: random.Random,
                know: Knowledge | None = None, table: Table | None = None) -> list[World]:
    """``count`` worlds for ``view``; a ``weighted`` level draws them in proportion to how likely
    they make the others' calls (with ``table``, at a play decision, ``play_inference`` weighs
    the cards played too).  With ``fitted``, in 500, the worlds are built to fit the calls
    (``fitting.py``); else (and in Spades, whose calls say less) they are sampled ``oversample``
    times over and kept in proportion to the plain reading."""
    sampler = Sampler(view, know)
    others_acted = any(s != view.seat for s, _ in view.calls)
    if not settings.weighted or not others_acted:
        return [sampler.sample(rng) for _ in range(count)]
    plays = play_history(view, table) if table is not None and view.phase is Phase.PLAY \
        and settings.play_inference else []
    policy = POLICIES[settings.rollouts]  # what the others' cards are judged against
    if settings.fitted and not view.rules.is_spades:
        reading = CallReading(view)
        drawn_count = count * (2 if plays else 1)
        thin = max(settings.chain_thin, settings.chain_length / drawn_count)
        drawn = fitted_worlds(view, sampler, reading, drawn_count, rng, settings.chain_burn, thin)
        if not plays or table is None:
            return drawn
        # Then by the play, with replacement: a world drawn twice is one object, played once.
        judged: dict[int, float] = {}
        like = []
        for w in drawn:
            got = judged.get(id(w))
            if got is None:
                hands = auction_hands(view, w)
                got = judged[id(w)] = play_likelihood(view, table, plays, hands, policy)
            like.append(got)
        return [drawn[j] for j in resample(like, count, rng)]
    deals = Deals(view, sampler, CallReading(view, close=False))
    for _ in range(count * settings.oversample):
        deals.add(sampler.assign(rng))
    # Weighted sampling without replacement (Efraimidis-Spirakis keys: the ``count`` largest
    # of log(u) / weight).
    keyed = []
    for i in range(len(deals)):
        weight = deals.auction_likelihood(i)
        log_u = math.log(rng.random() or 1e-12)
        keyed.append((log_u / max(weight, 1e-9), i, log_u, weight))
    keyed.sort(key=lambda x: x[0], reverse=True)
    if not plays or table is None:
        return [deals.world(i) for i in sorted(x[1] for x in keyed[:count])]
    # The play likelihood (at most 1) can only lower a key: judge the worlds in order of
    # their auction keys, and stop once none of the rest can enter the best ``count``.
    best: list[tuple[float, int]] = []  # a min-heap of (key, position in the deals)
    for key, i, log_u, weight in keyed:
        if len(best) >= count and key <= best[0][0]:
            break
        full = log_u / max(weight * deals.play_likelihood(i, table, plays, policy), 1e-9)
        if len(best) < count:
            heapq.heappush(best, (full, i))
        elif full > best[0][0]:
            heapq.heapreplace(best, (full, i))
    return [deals.world(i) for i in sorted(i for _, i in best)]


class Deals:
    """The deals sampled for one decision, as ``Sampler.assign`` gives them, and what the
    weighting asks of them, each worked out once: a deal's ``World`` (built only when asked
    for, one object for deals alike), the likelihood of the calls by each seat's hand as it was
    in the auction (remembered by the hand's key: ``fitting.ReadingMemo``), and of the cards
    played."""

    def __init__(self, view: SeatView, sampler: Sampler, reading: CallReading) -> None:
        self.view = view
        self.sampler = sampler
        self.readings = ReadingMemo(reading)
        self.played = played_cards(view)
        self.seats = list(reading.terms)
        """The seats whose calls are read, in the order ``CallReading.likelihood`` takes them."""
        targets = sampler.targets
        self._fixed = [hand_key(cards + self.played[s]) for s, cards in enumerate(sampler.fixed)]
        """Per seat, the key of the cards it is known to have held in the auction."""
        self._base = [self._fixed[s] if s != BURIED else 0 for s in targets]
        self._position = {s: targets.index(s) if s in targets else -1 for s in self.seats}
        self._shares = [card_key(c) for c in sampler.pool]
        self._deals: list[tuple[int, ...]] = []
        self._worlds: dict[tuple[int, ...], World] = {}
        self._play: dict[tuple[int, ...], float] = {}

    def __len__(self) -> int:
        return len(self._deals)

    def add(self, assign: list[int]) -> None:
        self._deals.append(tuple(assign))

    def world(self, i: int) -> World:
        deal = self._deals[i]
        world = self._worlds.get(deal)
        if world is None:
            world = self._worlds[deal] = self.sampler.world(deal)
        return world

    def auction_likelihood(self, i: int) -> float:
        """``CallReading.likelihood`` of deal ``i``'s hands in the auction."""
        deal = self._deals[i]
        keys = list(self._base)
        for share, k in zip(self._shares, deal, strict=True):
            keys[k] += share
        weight = 1.0
        for s in self.seats:
            k = self._position[s]
            key = keys[k] if k >= 0 else self._fixed[s]
            like = self.readings.memo(s).get(key)
            if like is None:
                hand = list(self.world(i).hands[s]) + self.played[s]
                like = self.readings.seat(s, key, hand)
            weight *= like
        return weight

    def play_likelihood(self, i: int, table: Table, plays: Sequence[tuple[int, int]],
                        policy: Policy) -> float:
        """``inference.play_likelihood`` of deal ``i`` by ``policy``."""
        deal = self._deals[i]
        like = self._play.get(deal)
        if like is None:
            like = self._play[deal] = play_likelihood(self.view, table, plays,
                                                      auction_hands(self.view, self.world(i)),
                                                      policy)
        return like


def resample(weights: Sequence[float], count: int, rng: random.Random) -> list[int]:
    """``count`` positions in ``weights`` drawn with replacement in proportion to them
    (systematic resampling: one random offset, evenly spaced)."""
    total = sum(weights)
    if total <= 0:
        return [rng.randrange(len(weights)) for _ in range(count)]
    step = total / count
    point = rng.random() * step
    out: list[int] = []
    acc = 0.0
    for i, w in enumerate(weights):
        acc += w
        while point < acc and len(out) < count:
            out.append(i)
            point += step
    while len(out) < count:
        out.append(len(weights) - 1)
    return out


def affordable(worlds: int, card_budget: int, cards_per_world: int) -> int:
    """How many of ``worlds`` fit in ``card_budget`` when each costs ``cards_per_world``."""
    return max(min(worlds, MIN_WORLDS), min(worlds, card_budget // max(1, cards_per_world)))
