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
from .fastplay import Table
from .fitting import fitted_worlds
from .inference import CallReading, auction_hands, play_history, play_likelihood
from .knowledge import Knowledge
from .levels import MIN_WORLDS, Level
from .sampling import Sampler, World


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
    if settings.fitted and not view.rules.is_spades:
        reading = CallReading(view)
        drawn_count = count * (2 if plays else 1)
        thin = max(settings.chain_thin, settings.chain_length / drawn_count)
        drawn = fitted_worlds(view, sampler, reading, drawn_count, rng, settings.chain_burn, thin)
        if not plays or table is None:
            return drawn
        # Then by the play, with replacement: a world drawn twice is one object, played once.
        like = [play_likelihood(view, table, plays, auction_hands(view, w)) for w in drawn]
        return [drawn[j] for j in resample(like, count, rng)]
    pool = [sampler.sample(rng) for _ in range(count * settings.oversample)]
    # Weighted sampling without replacement (Efraimidis-Spirakis keys: the ``count`` largest
    # of log(u) / weight).
    reading = CallReading(view, close=False)
    keyed = []
    for i, w in enumerate(pool):
        start = auction_hands(view, w)
        weight = reading.likelihood(start)
        log_u = math.log(rng.random() or 1e-12)
        keyed.append((log_u / max(weight, 1e-9), i, start, log_u, weight))
    keyed.sort(key=lambda x: x[0], reverse=True)
    if not plays or table is None:
        return [pool[i] for i in sorted(x[1] for x in keyed[:count])]
    # The play likelihood (at most 1) can only lower a key: judge the worlds in order of
    # their auction keys, and stop once none of the rest can enter the best ``count``.
    best: list[tuple[float, int]] = []  # a min-heap of (key, position in pool)
    for key, i, start, log_u, weight in keyed:
        if len(best) >= count and key <= best[0][0]:
            break
        full = log_u / max(weight * play_likelihood(view, table, plays, start), 1e-9)
        if len(best) < count:
            heapq.heappush(best, (full, i))
        elif full > best[0][0]:
            heapq.heapreplace(best, (full, i))
    return [pool[i] for i in sorted(i for _, i in best)]


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
