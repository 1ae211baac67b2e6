"""The search players ``hard`` and ``expert``: determinized search (Perfect-Information Monte Carlo).

As GIB does for bridge and Kermit for Skat, a decision is made by *determinization*: sample
worlds (full deals) consistent with everything the seat knows (``worlds.py`` over
``sampling.py``: cards seen, voids shown, its own discards, exposed hands, the others' calls
and cards read by ``inference.py``), score every candidate decision in every world, and take
the best average.

- **Play**: each legal card (equivalent cards merged) is played in each world and the hand is
  played out by the level's rollout policy (``rollout.py``); the last tricks are solved exactly
  (``solver.py``, every card known), and when few tricks are left at the decision itself the whole
  rest of the hand is solved exactly.  A world's score is the hand's points for the seat's side
  (``core.scoring``, the table's scores, caps and bags included) minus the others' average
  (``contracts.make_util``).
- **Bidding**: ``search_bids.py``.
- **Discard, joker nomination, partners**: a handful of candidates (all of them for jokers and
  partners, heuristic variants for the discard), each scored by rollouts over the worlds.

How ``hard`` and ``expert`` differ, and the tuning constants: ``levels.py``.

**Determinism and time.**  Every decision uses its own ``random.Random`` seeded from the
player's seed, the hand number and how many actions the hand has seen, so a seed gives the same
decisions whatever happened before.  The amount of work is fixed by counts, not by the clock,
which is only a guard against a far slower machine (``levels.py``).  Pass
``time_budget=math.inf`` to take the guard away (the tests do), and a budget under 20 ms to have
a heuristic decide without searching (the ``normal`` player when there is one).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ..core import Action, Card, Discard, JokerSuit, Partners, Phase, Play, SeatView
from ..core.view import joker_suits
from .contracts import (
    SPADES_CONTRACT,
    default_partners,
    make_util,
    nil_seats_of,
    simulate,
    spades_bids_of,
)
from .estimates import SIDE_LENGTH, discard_candidates, heuristic_bid, heuristic_joker_suit
from .fastplay import NAME_SHIFT, Board, Policy, Table, board_from_view
from .knowledge import Knowledge, infer
from .levels import (
    CLOCK_GUARD,
    LEVELS,
    MIN_EXACT_WORLDS,
    MIN_SEARCH_BUDGET,
    UTILITY_NODE_BUDGET,
    UTILITY_NODE_LIMIT,
    UTILITY_TAIL_CARDS,
)
from .rollout import POLICIES
from .sampling import Sampler, World
from .search_bids import bid_500, bid_spades
from .solver import SolveBudgetExceeded, solve, trick_values
from .worlds import affordable, draw_worlds

if TYPE_CHECKING:
    from . import Player


def discard_choices(view: SeatView, side_length: float = SIDE_LENGTH
                    ) -> tuple[Table, list[tuple[Card, ...]]]:
    """The contract as the search plays its discard out (a called game's contractor with the
    partners it assumes), and the few discards it chooses among (``discard_candidates``, with
    the level's ``side_length``)."""
    contract = view.contract
    assert contract is not None
    me = view.seat
    table = Table(view.rules, contract, view.nominated,
                  default_partners(view.rules, me, contract.tricks)
                  if contract.declarer == me else ())
    return table, discard_candidates(table, view.hand, view.discard_count,
                                     side_length=side_length)


class SearchPlayer:
    """``hard`` and ``expert``: determinized search over sampled worlds (see the module text)."""

    def __init__(self, level: str = "hard", seed: int | None = None,
                 time_budget: float | None = None, *, samples: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown search level {level!r}; known: " + ", ".join(LEVELS))
        self.name = level
        settings = LEVELS[level]
        if samples is not None:
            scale = samples / settings.worlds
            settings = replace(settings, worlds=samples,
                               bid_worlds=max(2, round(settings.bid_worlds * scale)),
                               other_worlds=max(2, round(settings.other_worlds * scale)))
        if time_budget is not None:
            settings = replace(settings, budget=time_budget)
        self.settings = settings
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self._heuristic: Player | bool | None = None
        self.last_evaluation: dict[str, tuple[float, float]] = {}
        """The last auction decision's candidates: bid text to (expected points, chance)."""

    @property
    def policy(self) -> Policy:
        """The rollout policy of the level (``Level.rollouts``)."""
        return POLICIES[self.settings.rollouts]

    # ------------------------------------------------------------------- plumbing
    def _rng(self, view: SeatView) -> random.Random:
        step = (len(view.calls), len(view.tricks), len(view.trick), len(view.nominated),
                view.phase.value, view.to_move)
        return random.Random(f"{self.seed}/{view.hand_number}/{step}")

    def choose(self, view: SeatView) -> Action:
        deadline = time.perf_counter() + self.settings.budget * CLOCK_GUARD
        rng = self._rng(view)
        legal = view.legal
        if not legal and not (view.phase is Phase.DISCARD and view.discard_count):
            raise ValueError(f"seat {view.seat} has no decision to make now")
        if self.settings.budget < MIN_SEARCH_BUDGET:
            return self._fallback(view, rng)
        if view.phase is Phase.DISCARD:
            return self._discard(view, rng, deadline)
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.PLAY:
            return self._play(view, rng, deadline)
        if view.phase is Phase.AUCTION:
            if view.rules.is_spades:
                return bid_spades(self, view, rng, deadline)
            return bid_500(self, view, rng, deadline)
        if view.phase is Phase.JOKER:
            return self._joker(view, rng, deadline)
        if view.phase is Phase.PARTNERS:
            return self._partners(view, rng, deadline)
        return legal[0]

    def _fallback(self, view: SeatView, rng: random.Random) -> Action:
        """Too little time to search: the ``normal`` heuristic player when there is one, else
        this module's own heuristics."""
        normal = self.normal_player()
        if normal is not None:
            return normal.choose(view)
        phase = view.phase
        if phase is Phase.AUCTION:
            return heuristic_bid(view)
        contract = view.contract or SPADES_CONTRACT
        table = Table(view.rules, contract, joker_suits(view), view.partners, nil_seats_of(view))
        if phase is Phase.DISCARD:
            return Discard.of(discard_candidates(table, view.hand, view.discard_count, limit=1,
                                                 side_length=self.settings.side_length)[0])
        if phase is Phase.JOKER:
            pending = sorted((c for c in view.hand if c.is_joker and c not in view.nominated),
                             reverse=True)
            return JokerSuit(heuristic_joker_suit(view, pending[0]) if pending else None)
        if phase is Phase.PLAY:
            world = Sampler(view).sample(rng)
            board = board_from_view(view, table, world.hands)
            move = self.policy(board)
            for action in view.legal:
                if isinstance(action, Play) and table.move_of(action) == move:
                    return action
        return view.legal[0]

    def normal_player(self) -> Player | None:
        """The ``normal`` heuristic player (made once), None when there is none."""
        if self._heuristic is None:
            self._heuristic = heuristic_player(self.seed) or False
        return None if isinstance(self._heuristic, bool) else self._heuristic

    def worlds(self, view: SeatView, count: int, rng: random.Random,
               know: Knowledge | None = None, table: Table | None = None) -> list[World]:
        """``count`` worlds for ``view``, drawn and weighted as the level says
        (``worlds.draw_worlds``)."""
        return draw_worlds(view, self.settings, count, rng, know, table)

    # ----------------------------------------------------------------------- play
    def _play(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        legal = view.legal
        table = Table(view.rules, view.contract or SPADES_CONTRACT, joker_suits(view), view.partners,
                      nil_seats_of(view))
        moves = [table.move_of(a) for a in legal if isinstance(a, Play)]
        groups = root_groups(view, table, moves)
        reps = sorted(set(groups))
        if len(reps) == 1:
            return legal[reps[0]]
        settings = self.settings
        know = infer(view)
        cards = sum(view.hand_sizes[s] for s in table.active)
        count = affordable(settings.worlds, settings.card_budget, len(reps) * cards)
        worlds = self.worlds(view, count, rng, know, table)
        contract = view.contract
        assert contract is not None
        util = make_util(view.rules, contract, table, view.scores, view.seat, view.bags,
                         spades_bids_of(view) if view.rules.is_spades else None)
        my_team = table.team[view.seat]
        maxers = [table.team[s] == my_team for s in range(table.n)]
        totals = [0.0] * len(reps)
        root = board_from_view(view, table, worlds[0].hands)
        exact = root.inhand.bit_count() <= settings.exact_cards
        node_limit, node_budget = settings.node_limit, settings.node_budget
        nodes = [0]
        tail_nodes = [0]  # of the rollouts' tails solved by the utility
        if trick_values(root, util, maxers) is None:
            # Solved by the utility's own alpha-beta (Python only): its budgets, one count for
            # the exact solves and the rollouts' tails.
            node_limit = min(node_limit, UTILITY_NODE_LIMIT)
            node_budget = min(node_budget, UTILITY_NODE_BUDGET)
            tail_nodes = nodes
        failures = 0
        done = 0
        seen: dict[int, list[float]] = {}  # a world drawn twice (``resample``) is played once
        for w in worlds:
            values: list[float] | None = seen.get(id(w))
            if values is not None:
                for j, v in enumerate(values):
                    totals[j] += v
                done += 1
                continue
            board = board_from_view(view, table, w.hands)
            if exact:
                try:
                    values = [self._solve(board, moves[r], util, maxers, node_limit, nodes)
                              for r in reps]
                except SolveBudgetExceeded:
                    failures += 1
                    exact = failures < 2
                if nodes[0] > node_budget:
                    if done >= MIN_EXACT_WORLDS:
                        break  # enough exactly solved worlds
                    exact = False
            if values is None:
                tails = tail_nodes if tail_nodes[0] <= UTILITY_NODE_BUDGET else None
                values = [self._rollout(board, moves[r], util, maxers, tails) for r in reps]
            seen[id(w)] = values
            for j, v in enumerate(values):
                totals[j] += v
            done += 1
            if time.perf_counter() > deadline:
                break
        top = max(totals)
        tied = [j for j, v in enumerate(totals) if v == top]
        best = tied[0]
        if len(tied) > 1 or settings.lean_normal > 0:
            # Exactly equal values (typically every world solved exactly to the same score):
            # the ``normal`` player's choice when it is one of them, rather than the first in
            # the order of the legal plays (by card code: low spades first).  With
            # ``lean_normal``, also when the search cannot tell it from its best.
            normal = self.normal_player()
            choice = normal.choose(view) if normal is not None else None
            if choice in legal:
                j = reps.index(groups[legal.index(choice)])
                if j in tied or indistinct(list(seen.values()), best, j, settings.lean_normal):
                    best = j
        return legal[reps[best]]

    def _solve(self, board: Board, move: int, util: Callable[[tuple[int, ...]], float],
               maxers: Sequence[bool], node_limit: int, nodes: list[int]) -> float:
        b = board.copy()
        b.play(move)
        if b.done:
            return util(tuple(b.won))
        return solve(b, util, maxers, node_limit, nodes)

    def _rollout(self, board: Board, move: int, util: Callable[[tuple[int, ...]], float],
                 maxers: Sequence[bool], tail_nodes: list[int] | None) -> float:
        """``move`` played out by the rollout policy, the last cards solved exactly.  A tail
        that goes by the utility is shorter and counts its positions in ``tail_nodes``; with
        ``None`` (the decision's budget for them spent) it is played out too."""
        b = board.copy()
        b.play(move)
        tail = self.settings.tail_cards // b.t.trick_size
        b.rollout(self.policy, tail if tail >= 2 else 0)
        if not b.done and trick_values(b, util, maxers) is None:
            # Solved by the utility's own alpha-beta, which has no compiled twin: a shorter tail.
            tail = min(self.settings.tail_cards, UTILITY_TAIL_CARDS) // b.t.trick_size
            b.rollout(self.policy, tail if tail >= 2 and tail_nodes is not None else 0)
            if not b.done:
                return solve(b, util, maxers, counter=tail_nodes)
        return util(tuple(b.won)) if b.done else solve(b, util, maxers)

    # ------------------------------------------------------- discard, joker, partners
    def _discard(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        rules = view.rules
        me = view.seat
        table, candidates = discard_choices(view, self.settings.side_length)
        if len(candidates) == 1:
            return Discard.of(candidates[0])
        util = make_util(rules, contract, table, view.scores, me)
        totals = [0.0] * len(candidates)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, cand in enumerate(candidates):
                kept = [c for c in view.hand if c not in cand]
                hands = list(w.hands)
                hands[me] = kept
                won = simulate(table, hands, me, policy=self.policy)
                totals[j] += util(tuple(won))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda j: (totals[j], -j))
        return Discard.of(candidates[best])

    def _joker(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        me = view.seat
        pending = sorted((c for c in view.hand if c.is_joker and c not in view.nominated),
                         reverse=True)
        options = [a for a in view.legal if isinstance(a, JokerSuit)]
        if not pending:
            return options[0]
        joker = pending[0]
        tables_ = []
        for option in options:
            nominated = dict(view.nominated)
            nominated[joker] = option.suit
            tables_.append(Table(view.rules, contract, nominated, view.partners))
        util = make_util(view.rules, contract, tables_[0], view.scores, me)
        totals = [0.0] * len(options)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, table in enumerate(tables_):
                totals[j] += util(tuple(simulate(table, w.hands, me, policy=self.policy)))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(options)), key=lambda j: (totals[j], -j))
        return options[best]

    def _partners(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        me = view.seat
        options = [a for a in view.legal if isinstance(a, Partners)]
        tables_ = [Table(view.rules, contract, view.nominated, option.seats) for option in options]
        utils = [make_util(view.rules, contract, t, view.scores, me) for t in tables_]
        totals = [0.0] * len(options)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, table in enumerate(tables_):
                totals[j] += utils[j](tuple(simulate(table, w.hands, me, policy=self.policy)))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(options)), key=lambda j: (totals[j], -j))
        return options[best]


# =============================================================================== helpers
def indistinct(played: Sequence[Sequence[float]], best: int, other: int, errors: float) -> bool:
    """Whether the ``best`` play's lead over ``other``, world by world over the worlds
    ``played``, is at most ``errors`` standard errors of its mean (never, with 0)."""
    if errors <= 0 or len(played) < 3:
        return False
    leads = [values[best] - values[other] for values in played]
    return statistics.fmean(leads) <= errors * statistics.stdev(leads) / math.sqrt(len(leads))


def heuristic_player(seed: int) -> Player | None:
    """The ``normal`` heuristic player, when this version has one."""
    try:
        from .heuristic import HeuristicPlayer
    except ImportError:  # pragma: no cover - the heuristic players ship in the same package
        return None
    return HeuristicPlayer("normal", seed)


def root_classes(view: SeatView, table: Table, moves: Sequence[int]) -> list[int]:
    """Positions in ``moves`` of one move per class of equivalent moves, as far as the seat
    knows: two cards of one suit in the mover's hand with nothing between them but cards out of
    play (played to finished tricks, or discarded by this seat)."""
    return sorted(set(root_groups(view, table, moves)))


def root_groups(view: SeatView, table: Table, moves: Sequence[int]) -> list[int]:
    """For each position in ``moves``, the position of the move that stands for its class of
    equivalent moves (``root_classes``)."""
    out_mask = 0
    for _, cards in view.tricks:
        for _, c in cards:
            out_mask |= 1 << table.idx_of[c]
    if view.discarded:
        out_mask |= table.mask_of(view.discarded)
    hand = view.hand if view.to_move == view.seat else view.exposed.get(view.to_move, ())
    hand_mask = table.mask_of(hand)
    dead = out_mask | hand_mask
    order = sorted(range(len(moves)), key=lambda i: moves[i])
    groups = list(range(len(moves)))
    rep = -1
    prev = -1
    suit_of = table.suit_of
    for i in order:
        m = moves[i]
        if m >> NAME_SHIFT:
            prev = -1
            continue
        if prev >= 0 and suit_of[prev] == suit_of[m]:
            between = ((1 << m) - (1 << (prev + 1)))
            if not between & ~dead:
                groups[i] = rep
                prev = m
                continue
        rep = i
        prev = m
    return groups
