"""How truly ``normal``'s count (``bidding.estimate``, what its auction bids on) foretells the
tricks a 500 hand takes, by the estimate and the strain class (not a test: run it by hand, on
one core).

    .venv/bin/python benchmarks/normal_estimates.py [--players 2] [--deals N] [--seed K]
        [--hard M] [--strain nt] [--by shape]

Australian 500 for the player count given, random deals (seeded).  Seat 0 calls first; for each
strain (each suit as trumps, no trumps) its estimate with the kitty is read as its auction reads
it, the contract is forced for it at that level (6 to 10), it takes the kitty and discards as
``normal`` does, and the hand is played (its side's tricks counted):

- double dummy from the first lead (``solver.double_dummy_tricks``);
- by ``normal`` on every seat, as the count's constants were first fitted;
- for the first M deals, by ``hard`` on every seat (real play, slow).

Strains estimated below ``--least`` (a hand nobody bids on) are not played, nor, with
``--strain suit`` or ``--strain nt``, those of the other class.

It prints, per strain class and band of the estimate, the hands, the mean estimate, and the
mean tricks taken by each way of playing less the estimate (a count that foretells truly has
0 in every band).  With ``--by shape`` it prints, per strain class, the same means split by
the bidder's hand before the kitty: its shortest suit (a void, a singleton, or two cards and
more), the suits it stops (an ace, a guarded king, three to the queen, or five cards), the joker
held or not, and its longest suit.  Markdown tables, to paste.  Compare two versions of the code with
``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fivehundred_qt.bots.bidding import estimate
from fivehundred_qt.bots.fastplay import board_from_state
from fivehundred_qt.bots.heuristic import HeuristicPlayer
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import BIDS, PASS, Card, Deal, GameState, Phase, RuleSet, deck_for
from fivehundred_qt.core.actions import TRUMP_LETTERS
from fivehundred_qt.core.cards import ACE, KING, QUEEN, SUITS
from fivehundred_qt.inputs import parse_rules_arg

CLASSES = ("suit", "nt")
BANDS = (5.0, 6.0, 7.0, 8.0, 9.0, 10.0)
"""The lower ends of the bands of the estimate (below the first: one band)."""


@dataclass(frozen=True)
class Row:
    cls: str
    estimate: float
    dd: int
    normal: int
    hard: int | None
    hand: tuple[Card, ...]
    """The bidder's hand before the kitty (what its count reads)."""


def lengths(hand: tuple[Card, ...]) -> list[int]:
    return [sum(1 for c in hand if not c.is_joker and c.suit == s) for s in SUITS]


def stops(hand: tuple[Card, ...]) -> int:
    """The suits the hand stops: an ace, a guarded king, three to the queen, or five cards."""
    count = 0
    for s in SUITS:
        ranks = {c.rank for c in hand if not c.is_joker and c.suit == s}
        n = len(ranks)
        if ACE in ranks or (KING in ranks and n >= 2) or (QUEEN in ranks and n >= 3) or n >= 5:
            count += 1
    return count


FEATURES: dict[str, Callable[[tuple[Card, ...]], str]] = {
    "shortest suit": lambda h: ("void" if min(lengths(h)) == 0 else
                                "singleton" if min(lengths(h)) == 1 else "2 or more"),
    "suits stopped": lambda h: str(stops(h)),
    "joker": lambda h: "held" if any(c.is_joker for c in h) else "not held",
    "longest suit": lambda h: f"{min(7, max(lengths(h)))}{'+' if max(lengths(h)) >= 7 else ''}",
}
"""What the ``--by shape`` tables split the hands by."""


def band(e: float) -> str:
    low = max((b for b in BANDS if e >= b), default=None)
    if low is None:
        return f"< {BANDS[0]:.0f}"
    return f"{low:.0f}+" if low == BANDS[-1] else f"{low:.0f}-{low + 1:.0f}"


def forced(rules: RuleSet, deal: Deal, trump: int, level: int, seed: int) -> GameState:
    """The game with seat 0's contract ``level`` in ``trump`` won and its kitty discarded."""
    state = GameState(rules, seed=seed, first_dealer=rules.players - 1)
    state.deal(deal)
    state.apply(BIDS[f"{level}{TRUMP_LETTERS[trump]}", False])
    for _ in range(rules.players - 1):
        state.apply(PASS)
    discarder = HeuristicPlayer("normal", seed)
    while state.phase not in (Phase.PLAY, Phase.GAME_OVER, Phase.DEAL):
        state.apply(discarder.choose(state.view(state.decider)))
    return state


def played(state: GameState, level: str, seed: int) -> int:
    """The contract's side's tricks when ``level`` plays every seat from ``state`` on."""
    n = state.rules.players
    players: list[HeuristicPlayer | SearchPlayer] = (
        [HeuristicPlayer("normal", seed * n + i) for i in range(n)] if level == "normal" else
        [SearchPlayer("hard", seed=seed * n + i, time_budget=math.inf) for i in range(n)])
    while state.phase in (Phase.PLAY, Phase.JOKER):
        seat = state.decider
        state.apply(players[seat].choose(state.view(seat)))
    return sum(state.won[s] for s in state.contract_seats)


def measure(rules: RuleSet, deals: int, seed: int, hard: int, least: float,
            strains: tuple[str, ...] = CLASSES) -> list[Row]:
    rng = random.Random(seed)
    n = rules.players
    deck = list(deck_for(n, rules.kitty_size))
    size = rules.hand_size
    rows: list[Row] = []
    for k in range(deals):
        rng.shuffle(deck)
        deal = Deal(tuple(tuple(deck[i * size:(i + 1) * size]) for i in range(n)),
                    tuple(deck[n * size:n * size + rules.kitty_size]),
                    tuple(deck[n * size + rules.kitty_size:]))
        start = GameState(rules, seed=seed, first_dealer=n - 1)
        start.deal(deal)
        est = estimate(start.view(0), with_misere=False).with_kitty
        for trump in range(5):
            cls = "nt" if trump == 4 else "suit"
            if est[trump] < least or cls not in strains:
                continue
            level = min(10, max(6, math.floor(est[trump] + 0.5)))
            state = forced(rules, deal, trump, level, seed * 100_000 + k)
            board = board_from_state(state)
            dd = double_dummy_tricks(board, state.contract_seats)
            by_normal = played(state.copy(), "normal", seed * 100_000 + k)
            by_hard = played(state, "hard", seed * 100_000 + k) if k < hard else None
            rows.append(Row(cls, est[trump], dd, by_normal, by_hard, deal.hands[0]))
    return rows


def report(rows: list[Row], strains: tuple[str, ...] = CLASSES, by_shape: bool = False) -> None:
    for cls in strains:
        mine = [r for r in rows if r.cls == cls]
        print(f"\n## {cls}\n")
        table(mine, "estimate", lambda r: band(r.estimate))
        if by_shape:
            for name, feature in FEATURES.items():
                print()
                table(mine, name, of_hand(feature))


def of_hand(feature: Callable[[tuple[Card, ...]], str]) -> Callable[[Row], str]:
    return lambda r: feature(r.hand)


def table(rows: list[Row], name: str, key: Callable[[Row], str]) -> None:
    """One table of ``rows`` grouped by ``key`` (in the order of their least estimate)."""
    groups: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        groups[key(r)].append(r)
    print(f"| {name} | hands | mean estimate | DD - est | normal - est | hard - est (hands) |")
    print("|---|---|---|---|---|---|")
    order = sorted(groups, key=lambda b: (name != "estimate" and b,
                                          min(r.estimate for r in groups[b])))
    for b in order:
        g = groups[b]
        mean = statistics.fmean(r.estimate for r in g)
        dd = statistics.fmean(r.dd - r.estimate for r in g)
        nm = statistics.fmean(r.normal - r.estimate for r in g)
        hd = [r.hard - r.estimate for r in g if r.hard is not None]
        hard = f"{statistics.fmean(hd):+.2f} ({len(hd)})" if hd else "-"
        print(f"| {b} | {len(g)} | {mean:.2f} | {dd:+.2f} | {nm:+.2f} | {hard} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2, choices=range(2, 7))
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard", type=int, default=0, help="of those, played out by hard")
    parser.add_argument("--least", type=float, default=5.0,
                        help="strains estimated below this are not played")
    parser.add_argument("--strain", choices=CLASSES, default=None,
                        help="play only this class of strain (default: both)")
    parser.add_argument("--by", choices=("shape",), default=None,
                        help="also split each class by the bidder's shape, stoppers and joker")
    args = parser.parse_args()
    strains = CLASSES if args.strain is None else (args.strain,)
    rules = parse_rules_arg(f'{{"preset": "australian", "players": {args.players}}}')
    rows = measure(rules, args.deals, args.seed, args.hard, args.least, strains)
    print(f"{args.players} players, {args.deals} deals (seed {args.seed}), the strains "
          f"estimated at {args.least} or more")
    report(rows, strains, by_shape=args.by == "shape")


if __name__ == "__main__":
    main()
