"""The levels of the search players ``hard`` and ``expert``: their settings (``Level``,
``LEVELS``) and the search's tuning constants.

**How the levels differ.**  Both draw their worlds in proportion to how likely they make the
others' calls (``worlds.py``, ``inference.py``): ``expert``'s 500 worlds are built to fit them
(``fitting.py``, ``Level.fitted``); the others are sampled more than kept, ``hard`` twice as
many (reading the calls plainly), ``expert`` six times in Spades.  ``expert`` also
judges each card the others played against what the rollout policy would have played with that
world's hand (drawing twice the worlds by the calls, then from those by the cards, with
replacement: a world drawn twice is played once), values a pass over its partner's 500 bid by
simulating the partner's contract (``Level.partner_sim``) and over the other side's by
simulating theirs (``Level.opponent_lift``), never bids over its partner once it
has bid itself (``Level.yield_to_partner``), lifts the simulated chance of a contract toward
certain, as it is made when the search players play it (``Level.make_lift``, less over a
standing bid: ``Level.contest_lift``), and plays its
cards over more worlds than ``hard``: five times as many at most (600), and 7.5 times as many
early in a hand, where its rollouts may play six times the cards (docs/bots-journal.md, "More worlds");
it solves the hand exactly from 32 cards left in play (``hard``: 12) and every rollout's last
20 (8): with the compiled double-dummy search that costs it a few milliseconds a decision, and
lowered its double-dummy loss in card play (docs/bots-journal.md, "Where expert stood", and
"Where expert's edge comes from"); and
where its search cannot tell its best card from the ``normal`` player's (within 2 standard
errors) it plays ``normal``'s (``Level.lean_normal``).  Its rollouts, in card play, in pricing
bids and in judging the others' cards, play like players (``rollout.py``: the declarer draws
trumps, the defenders run the suit the declarer cannot stop; ``Level.rollouts``): with them
``expert`` took 8.6 points a deal pair more from ``hard`` (500 pairs; the revert of that policy
had cost it 65 a pair over 110), while ``hard``, which prices its bids as its rollouts make them
(no ``make_lift``), lost with them against ``normal`` and keeps the simple policy
(docs/bots.md, "Contract values: the rollouts, normal's count, the end of the game").

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
from typing import Literal

from .estimates import SIDE_LENGTH

Rollouts = Literal["simple", "player"]
"""A search level's rollout policy: ``simple_rollout.py`` or the player-like ``rollout.py``."""


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
    """Spades: worlds sampled per world kept, when weighted."""
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
    rollouts: Rollouts = "simple"
    """The policy that plays out the hands of its card play and bidding and judges the others'
    cards (``rollout.POLICIES``)."""
    lean_normal: float = 0.0
    """Card play: take the ``normal`` player's card unless the search's best beats it by more
    than this many standard errors of the mean of their difference over the worlds played
    (0: only where the two are exactly equal)."""
    partner_sim: bool = False
    """500 with fixed teams: when the partner holds the bid, passing is worth the partner's
    contract as simulated in the same worlds (the partner taking the kitty), plus the margin."""
    make_lift: float = 0.0
    """500: the chance of a simulated contract (the seat's bid when no bid stands, a partner's
    standing contract) is moved this share of the way toward certain before it is weighed: the
    rollouts play a contract worse than the search players do, and contracts priced at 0.7
    were made nine times in ten (docs/bots-journal.md, "Contracts priced as they are made")."""
    contest_lift: float = 0.0
    """500: the same for the seat's bid over a standing bid (its partner's or an opponent's)
    (docs/bots-journal.md, "Contested bids priced apart")."""
    opponent_lift: float | None = None
    """500 (not with called partners): when the other side holds the bid, passing is worth its
    contract (a misère too) as simulated in the same worlds (its holder taking the kitty), the
    chance moved this share of the way toward certain (the search players make their contracts
    more often than the rollouts do); ``None``: the margin less ``OUTBID_EAGERNESS`` times the
    value of a numbered contract."""
    outbid_floor: float = 0.5
    """500, with ``opponent_lift``: the least simulated chance of a bid over the other side's
    contract (``MIN_MAKE`` elsewhere, and for a misère): a numbered bid that is set may cost less
    than their contract made (docs/bots-journal.md, "The floor over the other side")."""
    yield_to_partner: bool = False
    """500 with fixed teams: once this seat has bid, it never bids over its partner's standing
    bid again: each partner says its piece once, and the partner's bid stands (docs/bots-journal.md,
    "A partnership's bidding war")."""
    side_length: float = SIDE_LENGTH
    """500, a trump contract: the keep value a side suit's card gains for each card of its suit
    in the hand, in the discard the bids are priced with and the discard's candidates
    (``estimates.discard_candidates``); higher empties the short suits first."""
    fitted: bool = False
    """500: build the worlds to fit the calls (``fitting.py``, read as ``CALL_*`` say); else
    sample ``oversample`` times as many and keep them in proportion to the plain reading
    (``PLAIN_*``), as Spades always does."""
    chain_burn: float = 4.0
    chain_thin: float = 0.25
    """500, the chain that builds the worlds (``fitting.py``): swaps proposed, per unseen card,
    before the first world is kept and between two kept worlds."""
    chain_length: float = 0.0
    """500: at least this many swaps proposed per unseen card from the first kept world to the
    last, so that a short draw (a bid's worlds, a discard's) keeps its worlds further apart
    (docs/bots-journal.md, "A longer chain for a short draw")."""


LEVELS: dict[str, Level] = {
    "hard": Level(worlds=120, bid_worlds=48, other_worlds=32, budget=0.28, weighted=True,
                  play_inference=False, oversample=2, exact_cards=12, tail_cards=8,
                  node_limit=2000, card_budget=24000, node_budget=25000),
    "expert": Level(worlds=600, bid_worlds=96, other_worlds=64, budget=0.95, weighted=True,
                    play_inference=True, oversample=6, exact_cards=32, tail_cards=20,
                    node_limit=40000, card_budget=180000, node_budget=2_000_000, partner_sim=True,
                    yield_to_partner=True, make_lift=0.35, contest_lift=0.2,
                    opponent_lift=0.3, outbid_floor=0.25,
                    fitted=True, chain_length=64.0, lean_normal=2.0, side_length=12.0,
                    rollouts="player"),
}

UTILITY_TAIL_CARDS = 12
UTILITY_NODE_LIMIT = 8000
UTILITY_NODE_BUDGET = 50_000
"""When a solve goes by the utility (``solver.solve_utility``: three sides, a Spades nil, Spades
near the bag limit), at most these: a rollout's last cards solved exactly, the nodes of one
solve, and the nodes of a decision's solves, exact ones (no more than the level's own
``node_budget``) and rollouts' tails together; past it, the next worlds' rollouts play to the
end.  That alpha-beta is Python only, some twenty times dearer a node than the compiled trick
search ``tail_cards``, ``node_limit`` and ``node_budget`` are sized for (docs/bots-journal.md, "Tails
solved by the utility": at 150,000 a Spades decision took up to 3 s on an idle core)."""
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
the value of the other side's contract when it holds the bid.  Near the end of the game both give
way, by ``game_value.closeness``, to the win chance: the least chance to ``MIN_MAKE`` times one
less the closeness (a sacrifice), the eagerness to the standing contract simulated."""

NIL_SAFE = 0.55
"""Spades: bid nil when at least this share of the rollouts (the others hunting it) leaves the
seat without a trick."""
BAG_SHADE = 0.35
"""Spades: added to the expected tricks before rounding down when the side is near the bag
limit."""

PLAIN_SLOPE = 1.2
PLAIN_MARGIN = 0.5
PLAIN_FLOOR = 0.03
"""500, the plain reading of ``hard``: the slope of a call's likelihood, the margin (for every
bid level) and the floor.  With the worlds built to fit the calls and the close reading
(``CALL_*``), ``hard`` read the calls more truly and played worse: against ``normal`` -21.3
[-55.0, +12.4] a deal pair instead of +38.7 [+17.4, +60.0] (300 pairs, seed 1; it made 57%
of its no-trump contracts); see docs/bots.md, "Worlds built to fit the calls"."""
CALL_SLOPE = 2.5
CALL_MARGIN: dict[int, float] = {6: 0.3, 7: 0.3, 8: 0.0, 9: -0.5, 10: -0.5}
CALL_FLOOR = 0.0001
CALL_JOKER_ODDS: dict[int, float] = {6: 1.2, 7: 2.0, 8: 3.0, 9: 5.0, 10: 10.0}
BidContext = Literal["side's first", "partner, same trump", "partner, other trump", "own again"]
CALL_COUNTED: dict[BidContext, float] = {"side's first": 0.0, "partner, same trump": 1.75,
                                         "partner, other trump": 0.0, "own again": 0.0}
"""500, reading the others' calls (``CallReading``): the slope of each call's likelihood in
the estimated tricks; the estimate (with ``support``) at which a bid of n tricks is even odds
(n - its margin); the least a call's likelihood may be (below it, it still falls, gently); and how
many times likelier a bid of n tricks makes a hand that holds a joker (the estimates count the
joker as one trick, bidders count on it more).  Tuned on the bidders' true hands, level by
level (docs/bots.md, "Worlds built to fit the calls").  A bid is read as ``CALL_COUNTED``
tricks fewer by what its side bid before it (``inference.bid_context``), with the margin and
joker odds of that lower level: a raise of a partner's trump counts on the partner, and the
raisers' hands held some 1.7 tricks less than a side's first bid.  Over a partner's bid in
another trump, and at a seat's own second bid, they held 0.6-0.8 less, but reading them so
lost points in the arena (docs/bots-journal.md, "Raises read as raises")."""
