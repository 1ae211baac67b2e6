"""Double-dummy solving for the search players: the exact value of a position, every card known.

The search (``search.py``) scores a finished hand with a utility of the tricks per seat, and
near the end of the hand it needs the exact minimax value of that utility, the seats of the
searching side maximising and everyone else minimising.  ``solve`` gives it, by one of two
paths:

- **By tricks**, when the utility is a monotone function of the maximising side's tricks
  alone over every way the hand can still end (``trick_values``: most 500 contracts; a
  misère, where the contractor's first trick ends the hand; Spades without a nil bid, away
  from the bag limit).  The value is then the utility at the side's double-dummy trick count,
  found by yes/no questions to ``trick_search.trick_solver`` ("can the side that wants more of
  those tricks make it at least ``need``?"), by bisection over only the counts at which the
  utility changes (one question for a misère).
- **By utility** (``solve_utility``, the former solver of ``fastplay.py``): a plain
  alpha-beta over the utility itself, for anything else (a Spades nil bidder, whose own tricks
  count apart from the side's; three sides scoring their own tricks).

Both paths count the positions they visit so that the search can cap its work by a number that
does not depend on the machine: ``node_limit`` raises ``SolveBudgetExceeded``.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Iterator, Sequence

from .double_dummy import SolveBudgetExceeded
from .fastplay import NAME_SHIFT, Board
from .simple_rollout import simple_move
from .trick_search import trick_solver

__all__ = ["SolveBudgetExceeded", "double_dummy_tricks", "outcomes", "reduced_moves", "solve",
           "solve_utility", "trick_values"]

Utility = Callable[[tuple[int, ...]], float]

UNBOUNDED = 1e18


def reduced_moves(board: Board) -> list[int]:
    """The legal moves with equivalent cards merged: two cards of one suit in the mover's hand
    with no card between them still in play give the same outcome."""
    moves = board.legal()
    if len(moves) <= 1:
        return moves
    live = board.inhand
    for _, i in board.trick:
        live |= 1 << i
    suit_of = board.t.suit_of
    out = []
    prev = -10
    for m in moves:
        if m >> NAME_SHIFT:
            out.append(m)
            continue
        if prev >= 0 and suit_of[prev] == suit_of[m] and \
                not live & ((1 << m) - (1 << (prev + 1))):
            prev = m
            continue
        out.append(m)
        prev = m
    return out


# ------------------------------------------------------------------------ the entry point
def solve(board: Board, util: Utility, maxers: Sequence[bool], node_limit: int = 0,
          counter: list[int] | None = None) -> float:
    """The value of ``board`` for the maximising seats with everyone playing perfectly (all
    cards known; the other seats minimise).  By tricks when the utility allows it, else by
    utility (see the module docstring); both give exactly the same value.  ``node_limit`` (0:
    none) raises ``SolveBudgetExceeded`` once the positions visited pass it; ``counter[0]``
    (when given) is increased by the positions visited."""
    if board.done:
        return util(tuple(board.won))
    values = trick_values(board, util, maxers)
    if values is None:
        return solve_utility(board, util, maxers, node_limit, counter)
    counts = sorted(values)
    first = values[counts[0]]
    # The counts from which the utility changes; what the solve must tell apart.
    steps = [v for prev, v in itertools.pairwise(counts) if values[v] != values[prev]]
    if not steps:
        return first
    rising = values[steps[0]] > first
    counted = [bool(m) for m in maxers]
    attackers = counted if rising else [not m for m in counted]
    solver = trick_solver(board, counted, attackers, node_limit, counter)
    reached = solver.last_reached(steps)
    return values[reached] if reached is not None else first


def double_dummy_tricks(board: Board, seats: Sequence[int], node_limit: int = 0,
                        counter: list[int] | None = None) -> int:
    """The tricks ``seats`` take from ``board`` on with every seat playing perfectly, they for
    their tricks and everyone else against (not for a misère: there the count is what the
    contractor's opponents can force on it, see ``TrickSolver``)."""
    counted = [s in seats for s in range(board.t.n)]
    solver = trick_solver(board, counted, counted, node_limit, counter)
    return solver.last_reached(range(1, board.tricks_left + 1), solver.first_guess()) or 0


_PLANS: weakref.WeakKeyDictionary[Utility, dict[tuple[object, ...], dict[int, float] | None]] = \
    weakref.WeakKeyDictionary()


def trick_values(board: Board, util: Utility, maxers: Sequence[bool]) -> dict[int, float] | None:
    """The utility by the maximising seats' tricks from ``board`` on, when it depends on those
    alone and monotonically over every way the hand can still end (``outcomes``); else None.
    Remembered per utility (a utility is a pure function of the tricks)."""
    t = board.t
    key = (tuple(board.won), board.tricks_left, tuple(maxers), t.active, t.declarer_hands,
           t.misere)
    try:
        plans = _PLANS.setdefault(util, {})
    except TypeError:  # a callable that takes no weak reference: not remembered
        plans = {}
    if key in plans:
        return plans[key]
    base = sum(w for w, m in zip(board.won, maxers, strict=True) if m)
    values: dict[int, float] = {}
    plan: dict[int, float] | None = values
    for won in outcomes(board):
        count = sum(w for w, m in zip(won, maxers, strict=True) if m) - base
        value = util(won)
        if values.setdefault(count, value) != value:
            plan = None
            break
    if plan is not None:
        ordered = [values[c] for c in sorted(values)]
        pairs = list(itertools.pairwise(ordered))
        if not (all(a <= b for a, b in pairs) or all(a >= b for a, b in pairs)):
            plan = None
    plans[key] = plan
    return plan


def outcomes(board: Board) -> Iterator[tuple[int, ...]]:
    """Every tricks-per-seat the hand can end with from ``board`` (a few more in a misère: the
    contractor's trick may be any of the remaining ones)."""
    t = board.t
    left = board.tricks_left
    if not t.misere:
        yield from _spread(board.won, t.active, left)
        return
    hunters = [s for s in t.active if s not in t.declarer_hands]
    yield from _spread(board.won, hunters, left)
    for played in range(1, left + 1):
        for loser in t.declarer_hands:
            for won in _spread(board.won, hunters, played - 1):
                out = list(won)
                out[loser] += 1
                yield tuple(out)


def _spread(base: Sequence[int], seats: Sequence[int], tricks: int) -> Iterator[tuple[int, ...]]:
    """``base`` plus ``tricks`` more tricks shared among ``seats`` in every possible way."""
    if not seats:
        if tricks == 0:
            yield tuple(base)
        return
    first, rest = seats[0], seats[1:]
    for k in range(tricks, -1, -1) if rest else (tricks,):
        out = list(base)
        out[first] += k
        yield from _spread(out, rest, tricks - k)


# --------------------------------------------------------------- the general alpha-beta
def solve_utility(board: Board, util: Utility, maxers: Sequence[bool], node_limit: int = 0,
                  counter: list[int] | None = None) -> float:
    """The value of ``board`` by alpha-beta over the utility itself (any utility): a table at
    trick starts keyed on the hands, the tricks taken and the seat to lead; the policy's move
    first.  ``node_limit`` and ``counter`` as for ``solve``."""
    table: dict[tuple[object, ...], tuple[float, int]] = {}
    if counter is None:
        counter = [0]
    node_limit = node_limit + counter[0] if node_limit else 0

    def ab(b: Board, alpha: float, beta: float) -> float:
        if b.done:
            return util(tuple(b.won))
        counter[0] += 1
        if node_limit and counter[0] > node_limit:
            raise SolveBudgetExceeded
        key = None
        if not b.trick:
            key = (tuple(b.hands), b.to_move, tuple(b.won), b.suits_led, b.broken)
            hit = table.get(key)
            if hit is not None:
                value, flag = hit
                if flag == 0:
                    return value
                if flag > 0 and value >= beta:
                    return value
                if flag < 0 and value <= alpha:
                    return value
        moves = reduced_moves(b)
        if len(moves) > 1:
            first = simple_move(b)
            if first in moves and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        a0, b0 = alpha, beta
        if maxers[b.to_move]:
            best = -UNBOUNDED
            for m in moves:
                nb = b.copy()
                nb.play(m)
                v = ab(nb, alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        else:
            best = UNBOUNDED
            for m in moves:
                nb = b.copy()
                nb.play(m)
                v = ab(nb, alpha, beta)
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        if key is not None:
            flag = 0 if a0 < best < b0 else (1 if best >= b0 else -1)
            table[key] = (best, flag)
        return best

    return ab(board, -UNBOUNDED, UNBOUNDED)
