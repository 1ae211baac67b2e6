"""How truly the search's rollouts price a 500 contract: the rollout's make rate against double
dummy and against play-outs by ``hard``, per strain and level, on random deals (not a test: run
it by hand).

    .venv/bin/python benchmarks/rollout_bias.py [--deals N] [--hard M] [--seed K]
        [--rollouts simple|player]

Australian 500, four players.  Each deal is dealt at random (seeded); for each strain (each suit
as trumps, no trumps) the declarer is the seat whose ten cards the quick count
(``estimates.estimate_tricks``) rates best for it, and the deal counts for that strain when the
count with the support of kitty and partner (``estimates.support``) reaches six tricks: a hand
someone would bid.  The declarer takes the kitty and discards as the bidding simulation does
(``contracts.simulate``), then the hand is played from the declarer's lead:

- by one rollout (``fastplay.Board.rollout``, as ``search_bids.bid_500`` prices a bid) by the
  policy ``--rollouts`` names (``Level.rollouts``: ``simple``, ``hard``'s, by default, or
  ``player``, ``expert``'s);
- double dummy (``solver.double_dummy_tricks``: every hand known, everyone playing perfectly);
- for the first M deals of each strain, by four ``hard`` players, at the level the quick count
  gives (kitty and partner included, 6 to 10), a contract bid and played as in a game.

It prints, per strain, the share of deals whose declaring side took at least 6..10 tricks by
the rollout and double dummy, the mean tricks of each, and for the ``hard`` deals the make rate
at the level played by all three; then what a rollout and a double-dummy solve cost.  Markdown
tables, to paste.
Compare two versions of the code with ``PYTHONPATH``::

    PYTHONPATH=/tmp/before .venv/bin/python benchmarks/rollout_bias.py --deals 300 --hard 30
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import dataclass, field

from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.estimates import discard_candidates, estimate_tricks, support
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.bots.rollout import POLICIES
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import BIDS, PASS, Card, Deal, Discard, GameState, Phase, deck_for
from fivehundred_qt.core.actions import TRUMP_LETTERS
from fivehundred_qt.inputs import parse_rules_arg

RULES = parse_rules_arg("australian")
STRAINS = ("S", "C", "D", "H", "NT")
LEVELS = range(6, 11)


@dataclass
class Strain:
    """What was measured for one strain."""

    rollout: list[int] = field(default_factory=list)
    dd: list[int] = field(default_factory=list)
    hard: list[tuple[int, int, int, int]] = field(default_factory=list)
    """Per ``hard`` deal: (level, rollout tricks, double-dummy tricks, hard's tricks)."""


@dataclass(frozen=True)
class Setup:
    """One strain of one deal, the kitty taken and discarded."""

    table: Table
    declarer: int
    hands: tuple[tuple[Card, ...], ...]
    discard: tuple[Card, ...]
    level: int

    def board(self) -> Board:
        t = self.table
        return Board(t, [t.mask_of(h) for h in self.hands], self.declarer)


def side_tricks(won: list[int], declarer: int) -> int:
    return won[declarer] + won[(declarer + 2) % 4]


def setup(deal: Deal, trump: int) -> Setup | None:
    """The strain ``trump`` (4: no trumps) of ``deal``, or None when no seat would bid it."""
    counts = [estimate_tricks(h, trump) for h in deal.hands]
    declarer = max(range(4), key=lambda s: counts[s])
    if counts[declarer] + support(RULES) < 6:
        return None
    bid = BIDS[f"6{TRUMP_LETTERS[trump]}", False]
    table = Table(RULES, numbered_contract(declarer, bid))
    hand13 = list(deal.hands[declarer]) + list(deal.kitty)
    discard = tuple(discard_candidates(table, hand13, RULES.kitty_size, limit=1)[0])
    hands = list(deal.hands)
    kept = tuple(c for c in hand13 if c not in discard)
    hands[declarer] = kept
    level = min(10, max(6, math.floor(estimate_tricks(kept, trump) + support(RULES)
                                      - RULES.kitty_size * 0.25)))
    return Setup(table, declarer, tuple(hands), discard, level)


def hard_tricks(deal: Deal, s: Setup, trump: int, seed: int) -> int:
    """The declaring side's tricks when four ``hard`` players play the contract out."""
    state = GameState(RULES, seed=seed, first_dealer=(s.declarer - 1) % 4)
    state.deal(deal)
    state.apply(BIDS[f"{s.level}{TRUMP_LETTERS[trump]}", False])
    for _ in range(3):
        state.apply(PASS)
    state.apply(Discard.of(s.discard))
    players = [SearchPlayer("hard", seed=seed * 4 + i, time_budget=math.inf) for i in range(4)]
    while state.phase in (Phase.PLAY, Phase.JOKER):
        seat = state.decider
        state.apply(players[seat].choose(state.view(seat)))
    return side_tricks(state.won, s.declarer)


def pct(values: list[bool]) -> str:
    return f"{100 * sum(values) / len(values):.0f}%" if values else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per strain")
    parser.add_argument("--hard", type=int, default=10, help="of those, played out by hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rollouts", choices=sorted(POLICIES), default="simple")
    args = parser.parse_args()
    policy = POLICIES[args.rollouts]
    rng = random.Random(args.seed)
    deck = list(deck_for(4, RULES.kitty_size))
    results = {t: Strain() for t in range(5)}
    boards: list[Board] = []
    dealt = 0
    while min(len(r.rollout) for r in results.values()) < args.deals:
        rng.shuffle(deck)
        size = RULES.hand_size
        deal = Deal(tuple(tuple(deck[i * size:(i + 1) * size]) for i in range(4)),
                    tuple(deck[4 * size:]), ())
        dealt += 1
        for trump in range(5):
            r = results[trump]
            if len(r.rollout) >= args.deals:
                continue
            s = setup(deal, trump)
            if s is None:
                continue
            b = s.board()
            boards.append(b.copy())
            b.rollout(policy)
            rolled = side_tricks(b.won, s.declarer)
            dd = double_dummy_tricks(s.board(), (s.declarer, (s.declarer + 2) % 4))
            r.rollout.append(rolled)
            r.dd.append(dd)
            if len(r.hard) < args.hard:
                r.hard.append((s.level, rolled, dd, hard_tricks(deal, s, trump, dealt)))
    print(f"{dealt} deals (seed {args.seed}), {args.deals} a strain; the declaring side's "
          "make rate by the rollout / double dummy\n")
    print("| strain | " + " | ".join(f"{n}" for n in LEVELS) + " | mean tricks | rollout - DD |")
    print("|---|" + "---|" * (len(LEVELS) + 2))
    for trump, r in results.items():
        cells = [f"{pct([t >= n for t in r.rollout])} / {pct([t >= n for t in r.dd])}"
                 for n in LEVELS]
        mr, md = statistics.fmean(r.rollout), statistics.fmean(r.dd)
        diff = [a - b for a, b in zip(r.rollout, r.dd, strict=True)]
        half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff))
        print(f"| {STRAINS[trump]} | " + " | ".join(cells)
              + f" | {mr:.2f} / {md:.2f} | {mr - md:+.2f} ± {half:.2f} |")
    if args.hard:
        print("\nPlayed out by hard at the quick count's level: make rate rollout / double "
              "dummy / hard, mean tricks\n")
        print("| strain | deals | mean level | made: rollout / DD / hard | tricks: rollout / DD / "
              "hard |")
        print("|---|---|---|---|---|")
        for trump, r in results.items():
            if not r.hard:
                continue
            made = [pct([row[k] >= row[0] for row in r.hard]) for k in (1, 2, 3)]
            tricks = [f"{statistics.fmean(row[k] for row in r.hard):.2f}" for k in (1, 2, 3)]
            level = statistics.fmean(row[0] for row in r.hard)
            print(f"| {STRAINS[trump]} | {len(r.hard)} | {level:.1f} | {' / '.join(made)} | "
                  f"{' / '.join(tricks)} |")
    start = time.process_time()
    played = 0
    while time.process_time() - start < 2.0:
        for b in boards:
            b.copy().rollout(policy)
        played += len(boards)
    rate = played / (time.process_time() - start)
    start = time.process_time()
    solved = 0
    for b in boards[:200]:
        double_dummy_tricks(b.copy(), (b.to_move, (b.to_move + 2) % 4))
        solved += 1
    solves = solved / (time.process_time() - start)
    print(f"\nA second of this process's CPU time, whole hands from the opening lead: "
          f"{rate:,.0f} rollouts, {solves:,.0f} double-dummy solves (the declaring side's "
          "tricks)")


if __name__ == "__main__":
    main()
