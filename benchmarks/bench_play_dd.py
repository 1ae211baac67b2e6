"""How much each level's card play gives away, judged double dummy on the true deal (not a test:
run it by hand).

    .venv/bin/python benchmarks/bench_play_dd.py [--rules R] [--deals N] [--seed K] [--tricks LO-HI] LEVEL...

Each LEVEL is a level name with optional ``+field=value`` changes to its search settings, as in
``bench_components.py`` (``expert+exact_cards=28``).  Deals are bid and played by ``normal``
players; at every play decision with more than one real choice (equivalent cards merged), each
level is asked what it would play there, and the move is judged by its double-dummy value on the
true deal (every hand known, everyone playing perfectly from there; the value is the hand's
points for the side to move minus the others', as the search scores a hand).  A level's *loss*
at a decision is the best move's value less its move's.  The positions are the same for every
level (the hand goes on with ``normal``'s card), so the levels are compared decision by
decision.  Prints, per level: decisions, mean loss in points with its 95% interval, the share
of decisions with a loss, the mean loss by stage of the hand (tricks already played), and its
loss less the first level's, decision by decision (a far narrower interval than the means'), in
all and by the seat's part (``KINDS``: contract side or defence, leading or following, in no
trumps or a suit).  ``--show P`` prints every decision where a level loses more than P points:
the deal, the play so far and each level's card.

Double dummy is not the game (no level sees every card), but a move that loses points against
every defence of the true deal is a mistake a strong player would see afterwards.

``--discards`` judges the contractor's discards from the kitty instead (500, not a misère): every
possible discard is played on from the true deal (the others' decisions before the first card,
a joker's suit or partners, by ``normal``) and solved; a level's loss is the best discard's value
less its discard's.  The line ``its own candidates`` is the loss of the best of the few discards
the first level chooses among (``search.discard_choices`` with its ``side_length``), as if it
always found it: that choice knows the deal, so no player reaches it (docs/bots-journal.md,
"The others' replies, the kitty in hindsight").
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bench_components import level_player
from fivehundred_qt.arena import mean_interval
from fivehundred_qt.bots import Player, make_player
from fivehundred_qt.bots.contracts import make_util, spades_bids_of
from fivehundred_qt.bots.estimates import SIDE_LENGTH
from fivehundred_qt.bots.fastplay import board_from_state, table_for_state
from fivehundred_qt.bots.search import SearchPlayer, discard_choices
from fivehundred_qt.bots.solver import reduced_moves, solve, trick_values
from fivehundred_qt.core import Card, GameState, Phase, Play
from fivehundred_qt.core.actions import Discard
from fivehundred_qt.core.rules import RuleSet
from fivehundred_qt.inputs import parse_rules_arg

STAGES = ((0, 2), (3, 5), (6, 99))
"""Stages of the hand by tricks already played."""
KINDS = tuple(f"{side} {turn} {strain}" for side in ("contract", "defence")
              for turn in ("lead", "follow") for strain in ("nt", "suit"))
"""A decision's part: the seat's side, whether it leads, the contract's strain."""
CANDIDATES = "its own candidates"
"""``--discards``: the row of the best of the first level's ``search.discard_choices``, as if it
always found it."""
UTILITY_CARDS = 24
"""Decisions judged by the utility's own alpha-beta (``solver.solve_utility``: a Spades nil,
three sides), which has no compiled twin, are left out with more cards than this in play: one
early in a Spades hand can take hours."""


class Judge:
    """The double-dummy value of each move of the seat to move in ``state``, for that seat's
    side (``solve`` with the search's utility), remembered per move."""

    def __init__(self, state: GameState) -> None:
        assert state.contract is not None
        self.table = table = table_for_state(state)
        me = state.to_move
        view = state.view(me)
        self.util = make_util(state.rules, state.contract, table, view.scores, me, view.bags,
                              spades_bids_of(view) if state.rules.is_spades else None)
        self.maxers = [table.team[s] == table.team[me] for s in range(state.rules.players)]
        self.board = board_from_state(state, table)
        self.values: dict[int, float] = {}
        self.too_dear = self.board.inhand.bit_count() > UTILITY_CARDS and \
            trick_values(self.board, self.util, self.maxers) is None
        if not self.too_dear:
            for move in reduced_moves(self.board):
                self.values[move] = self.value(move)

    def value(self, move: int) -> float:
        known = self.values.get(move)
        if known is not None:
            return known
        b = self.board.copy()
        b.play(move)
        return self.util(tuple(b.won)) if b.done else solve(b, self.util, self.maxers)

    def kind(self, state: GameState) -> str:
        """The decision's part (``KINDS``)."""
        side = "contract" if self.table.team[state.to_move] == 1 else "defence"
        strain = "nt" if self.table.trump < 0 else "suit"
        return f"{side} {'follow' if state.trick else 'lead'} {strain}"

    def of(self, action: Play) -> float:
        """The value of ``action`` (an equivalent card of a merged run has the run's value)."""
        return self.value(self.table.move_of(action))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("levels", nargs="+")
    parser.add_argument("--rules", default="australian")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tricks", default="0-99", metavar="LO-HI",
                        help="judge only the decisions with LO to HI tricks played (3-5)")
    parser.add_argument("--show", type=float, default=None, metavar="P",
                        help="print the decisions where a level loses more than P points")
    parser.add_argument("--discards", action="store_true",
                        help="judge the contractor's discards, not the card play")
    args = parser.parse_args()
    if args.discards:
        judge_discards(parse_rules_arg(args.rules), args.levels, args.deals, args.seed)
        return
    low, _, high = args.tricks.partition("-")
    judged = range(int(low), int(high or low) + 1)
    rules = parse_rules_arg(args.rules)
    rng = random.Random(args.seed)
    losses: dict[str, list[tuple[int, str, float]]] = {spec: [] for spec in args.levels}
    spent: dict[str, float] = dict.fromkeys(args.levels, 0.0)
    left_out = 0
    for deal in range(args.deals):
        state = GameState(rules, seed=rng.randrange(2**63))
        state.deal()
        table_players: list[Player] = [make_player("normal", deal * 10 + s)
                                       for s in range(rules.players)]
        judges = {spec: [level_player(spec, deal * 10 + s) for s in range(rules.players)]
                  for spec in args.levels}
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.decider
            view = state.view(seat)
            if state.phase is Phase.PLAY and len(state.tricks) in judged:
                judge = Judge(state)
                left_out += judge.too_dear
                if len(judge.values) > 1:
                    best = max(judge.values.values())
                    kind = judge.kind(state)
                    choices: dict[str, Play] = {}
                    for spec, players in judges.items():
                        start = time.perf_counter()
                        choice = players[seat].choose(view)
                        spent[spec] += time.perf_counter() - start
                        assert isinstance(choice, Play)
                        choices[spec] = choice
                        losses[spec].append((len(state.tricks), kind, best - judge.of(choice)))
                    if args.show is not None:
                        show(deal, state, judge, choices, args.show)
            state.apply(table_players[seat].choose(view))
        print(f"deal {deal + 1}/{args.deals}", end="\r", flush=True)
    print()
    if left_out:
        print(f"{left_out} decisions left out: judged by the utility search with more than "
              f"{UTILITY_CARDS} cards in play")
    first = args.levels[0]
    for spec, rows in losses.items():
        values = [loss for _, _, loss in rows]
        stages = []
        for lo, hi in STAGES:
            part = [loss for tricks, _, loss in rows if lo <= tricks <= hi]
            if part:
                stages.append(f"tricks {lo}-{min(hi, 12)}: {statistics.fmean(part):.2f} ({len(part)})")
        lost = sum(v > 0 for v in values) / len(values)
        print(f"{spec}: {len(values)} decisions, mean loss {interval(values)} points, with a loss "
              f"{lost:.1%}, {spent[spec] / len(values) * 1000:.0f} ms a decision; " + "; ".join(stages))
        pairs = [(kind, v, w) for (_, kind, v), (_, _, w) in zip(rows, losses[first], strict=True)]
        if spec != first:
            print(f"  against {first}, decision by decision: "
                  f"{interval([v - w for _, v, w in pairs])} points")
        for kind in KINDS:
            part = [(v, w) for k, v, w in pairs if k == kind]
            if part:
                against = "" if spec == first else \
                    f", against {first} {interval([v - w for v, w in part])}"
                print(f"  {kind}: {len(part)}, mean loss {statistics.fmean(v for v, _ in part):.2f}"
                      + against)


def discard_values(state: GameState, players: list[Player]) -> dict[tuple[Card, ...], float]:
    """The double-dummy value of every possible discard of the contractor to move in ``state``
    (its side's points less the others'), the play started from the true deal."""
    seat = state.to_move
    hand = state.view(seat).hand
    values: dict[tuple[Card, ...], float] = {}
    for cards in itertools.combinations(sorted(hand), state.view(seat).discard_count):
        after = state.copy()
        after.apply(Discard.of(cards))
        while after.phase is not Phase.PLAY:
            decider = after.decider
            after.apply(players[decider].choose(after.view(decider)))
        assert after.contract is not None
        table = table_for_state(after)
        util = make_util(after.rules, after.contract, table, after.view(seat).scores, seat)
        maxers = [table.team[s] == table.team[seat] for s in range(after.rules.players)]
        values[cards] = solve(board_from_state(after, table), util, maxers)
    return values


def judge_discards(rules: RuleSet, levels: list[str], deals: int, seed: int) -> None:
    """``--discards``: each level's discards from the kitty against the best (module text)."""
    rng = random.Random(seed)
    losses: dict[str, list[tuple[str, float]]] = {spec: [] for spec in [*levels, CANDIDATES]}
    spent: dict[str, float] = dict.fromkeys(levels, 0.0)
    for deal in range(deals):
        state = GameState(rules, seed=rng.randrange(2**63))
        state.deal()
        table_players = [make_player("normal", deal * 10 + s) for s in range(rules.players)]
        judges = {spec: [level_player(spec, deal * 10 + s) for s in range(rules.players)]
                  for spec in levels}
        while state.phase in (Phase.AUCTION, Phase.DISCARD):
            seat = state.decider
            view = state.view(seat)
            contract = state.contract
            if state.phase is Phase.DISCARD and contract is not None and not contract.is_misere:
                values = discard_values(state, table_players)
                best = max(values.values())
                strain = "nt" if contract.trump is None else "suit"
                for spec, players in judges.items():
                    start = time.perf_counter()
                    choice = players[seat].choose(view)
                    spent[spec] += time.perf_counter() - start
                    assert isinstance(choice, Discard)
                    losses[spec].append((strain, best - values[choice.cards]))
                chooser = judges[levels[0]][seat]
                side_length = chooser.settings.side_length \
                    if isinstance(chooser, SearchPlayer) else SIDE_LENGTH
                found = max(values[tuple(sorted(c))]
                            for c in discard_choices(view, side_length)[1])
                losses[CANDIDATES].append((strain, best - found))
            state.apply(table_players[seat].choose(view))
        print(f"deal {deal + 1}/{deals}", end="\r", flush=True)
    print()
    first = levels[0]
    for spec, rows in losses.items():
        judged = [loss for _, loss in rows]
        if not judged:
            print(f"{spec}: no discard to judge")
            continue
        timing = f", {spent[spec] / len(judged) * 1000:.0f} ms a discard" if spec in spent else ""
        by_strain = "; ".join(f"{strain} {statistics.fmean(part):.2f} ({len(part)})"
                              for strain in ("nt", "suit")
                              if (part := [loss for k, loss in rows if k == strain]))
        print(f"{spec}: {len(judged)} discards, mean loss {interval(judged)} points, none lost "
              f"{sum(v <= 0 for v in judged) / len(judged):.1%}{timing}; {by_strain}")
        if spec != first:
            print(f"  against {first}, discard by discard: " + interval(
                [v - w for (_, v), (_, w) in zip(rows, losses[first], strict=True)]))


def show(deal: int, state: GameState, judge: Judge, choices: dict[str, Play],
         threshold: float) -> None:
    """Print the decision when a level loses more than ``threshold`` points."""
    values = {spec: judge.of(choice) for spec, choice in choices.items()}
    best = max(judge.values.values())
    if all(best - v <= threshold for v in values.values()):
        return
    contract = state.contract
    assert contract is not None
    print(f"\ndeal {deal}: {contract.bid} by seat {contract.declarer}, seat {state.to_move} "
          f"({judge.kind(state)}), trick {len(state.tricks) + 1}")
    for seat, hand in enumerate(state.cards):
        print(f"  seat {seat}: " + " ".join(map(str, hand)))
    for winner, trick in state.tricks:
        print(f"  trick won by {winner}: " + " ".join(f"{s}:{c}" for s, c in trick))
    if state.trick:
        print("  now: " + " ".join(f"{s}:{c}" for s, c in state.trick))
    print("  " + ", ".join(f"{spec} {choices[spec].card} {v:+.0f}" for spec, v in values.items())
          + f"; best {best:+.0f}")


def interval(values: list[float]) -> str:
    """The mean with its 95% interval (mean ± 1.96 standard errors)."""
    mean, low, high = mean_interval(values)
    return f"{mean:+.2f} [{low:+.2f}, {high:+.2f}]"


if __name__ == "__main__":
    main()
