"""The levels of the search players ``hard`` and ``expert``: their settings (``Level``,
``LEVELS``) and the search's tuning constants.

**How the levels differ.**  Both sample more worlds than they keep and keep them in proportion
to how likely they make the others' calls (``worlds.py``, ``inference.py``): ``hard`` samples
twice as many, ``expert`` six times (ten in 500, where it also reads each call more sharply, see
``CLOSE_SLOPE``, and draws the worlds it keeps with replacement, ``Level.resample``, a world
drawn twice being played once).  ``expert`` also judges each card the others played against what
the rollout policy would have played with that world's hand, values a pass over its partner's
500 bid by simulating the partner's contract (``Level.partner_sim``), and searches with twice
the worlds, solving the hand exactly from 20 cards left in play (``hard``: 12) and every
rollout's last 12 (8).

**Counts, not the clock.**  The amount of work is fixed by counts: worlds per decision (fewer
when a decision has many choices and many cards left to play, so that the rollouts play about
``card_budget`` cards), nodes for the exact solves.  They are tuned so that the 95th percentile
of decision time stays well under the targets (``hard`` 300 ms, ``expert`` 1 s on one core of a
2-core machine; ``benchmarks/bench_search.py`` measures it).  The clock is only a guard against
a machine far slower than these: a decision stops starting new worlds once ``CLOCK_GUARD`` times
its nominal budget has passed (every candidate always has the same worlds).  Below that, a seed
plays the same cards on an idle machine, a busy one or a slow one.  Pass ``time_budget=math.inf``
to ``SearchPlayer`` to take the guard away (the tests do), and a budget under
``MIN_SEARCH_BUDGET`` to have a heuristic decide without searching.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """The search settings of one level."""

    worlds: int
    """Worlds per card-play decision."""
    bid_worlds: int
    """Worlds per auction decision."""
    other_worlds: int
    """Worlds per discard, joker or partners decision."""
    budget: float
    """Seconds a decision may take (checked between worlds)."""
    weighted: bool
    """Keep the worlds in proportion to how likely they make the others' calls."""
    play_inference: bool
    """Weight them by how likely they make the cards the others played, too."""
    oversample: int
    """Worlds sampled per world kept, when weighted."""
    exact_cards: int
    """Solve the rest of the hand exactly at a play decision when at most this many cards are
    left in play."""
    tail_cards: int
    """Every rollout solves the last tricks exactly, from when at most this many cards are left
    in play."""
    node_limit: int
    """Nodes one exact solve may visit before the world is played out by rollouts instead."""
    card_budget: int
    """Cards a decision's rollouts may play (about): a decision with many choices and many
    cards still to play gets fewer worlds, down to ``MIN_WORLDS``."""
    node_budget: int
    """Nodes the exact solves of one decision may visit: past it, no further world is solved
    (the decision stops there once ``MIN_EXACT_WORLDS`` worlds are solved, else the remaining
    worlds are played out by rollouts)."""
    close_reading: bool = False
    """500: read the others' calls closely (``auction_likelihood`` with ``close=True``) and
    sample ``CLOSE_OVERSAMPLE`` worlds per world kept instead of ``oversample``."""
    partner_sim: bool = False
    """500 with fixed teams: when the partner holds the bid, passing is worth the partner's
    contract as simulated in the same worlds (the partner taking the kitty), plus the margin."""
    resample: bool = False
    """500, with ``close_reading``: draw the kept worlds from the sampled ones with replacement,
    in proportion to their likelihood (importance resampling), instead of without replacement:
    when few of the sampled worlds fit the calls, keeping ``count`` distinct ones fills the rest
    with worlds that do not.  With the play inference, in two stages (by the auction, twice as
    many; then from those, by the play)."""


LEVELS: dict[str, Level] = {
    "hard": Level(worlds=120, bid_worlds=48, other_worlds=32, budget=0.28, weighted=True,
                  play_inference=False, oversample=2, exact_cards=12, tail_cards=8,
                  node_limit=2000, card_budget=24000, node_budget=25000),
    "expert": Level(worlds=240, bid_worlds=96, other_worlds=64, budget=0.95, weighted=True,
                    play_inference=True, oversample=6, exact_cards=20, tail_cards=12,
                    node_limit=8000, card_budget=48000, node_budget=150000, close_reading=True,
                    partner_sim=True, resample=True),
}

MIN_EXACT_WORLDS = 12
MIN_WORLDS = 24
MIN_SEARCH_BUDGET = 0.02
"""Below this many seconds a decision is not searched: a heuristic decides."""
CLOCK_GUARD = 6.0
"""How many times its nominal budget a decision may take before the clock stops it: far above
what the counts cost on a loaded 2-core machine (``hard`` p95 0.3 s, ``expert`` 1 s), so the
counts alone decide there."""
MISERE_SHRINK = 0.12
OPEN_MISERE_SHRINK = 0.3
MIN_MAKE = 0.5
PASS_MARGIN = 5.0
OUTBID_EAGERNESS = 0.25
"""Bidding: the simulated chance of a misère is lowered by the shrinks; no bid is made below
``MIN_MAKE`` or worth less than passing: ``PASS_MARGIN`` points, less ``OUTBID_EAGERNESS`` times
the value of the other side's contract when it holds the bid."""

NIL_SAFE = 0.55
"""Spades: bid nil when at least this share of the rollouts (the others hunting it) leaves the
seat without a trick."""
BAG_SHADE = 0.35
"""Spades: added to the expected tricks before rounding down when the side is near the bag
limit."""

CLOSE_SLOPE = 2.5
CLOSE_MARGIN = 0.0
CLOSE_FLOOR = 0.001
CLOSE_OVERSAMPLE = 10
"""500, ``close_reading``: the slope of each call's likelihood in the estimated tricks, the
estimate (with ``support``) at which a bid of n tricks is even odds (n - margin), the least a
call's likelihood may be, and the worlds sampled per world kept.  The plain reading (slope 1.2,
margin 0.5, floor 0.03) leaves the declarer's hand too weak in the worlds, and drawing them
without replacement more so (measurements: docs/bots.md, "What the measurements taught")."""
