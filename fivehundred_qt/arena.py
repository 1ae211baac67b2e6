"""Duplicate matches between two player levels: the engine behind ``fivehundred-qt arena``.

Every deal is played twice from scores of zero, the second time with the sides swapped, so the
cards cancel out and only the play differs.  A deal pair's value is A's points minus B's points
over both plays (with more than two sides, each level's mean over the sides it held); in Spades
also with every bag charged its share of the penalty (``bags_charged``).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO

from .bots import Player, make_player
from .core import Bid, Deal, GameState, HandResult, Phase, RuleSet
from .counting import contracts_bid
from .match_summary import MatchSummary, PairResult, calibration, mean_interval, summarize

Maker = Callable[[str, int], Player]
"""Makes the player a level name stands for, with a seed (``make_player`` for the arena)."""


class TablePlayer:
    """Wraps a player to time its decisions, to keep the chance it gave its last bid when it
    priced the bid (the search levels' ``last_evaluation``), and to note its calls in the
    table's auction."""

    def __init__(self, level: str, seed: int, times: list[float], make: Maker,
                 calls: list[tuple[int, str, float | None]]) -> None:
        self.player = make(level, seed)
        self.times = times
        self.name = level
        self.forecast: float | None = None
        self.calls = calls
        """The auction so far, shared by the table's players: (seat, call, the chance its
        bidder's search gave a bid it priced)."""

    def choose(self, view: Any) -> Any:
        start = time.perf_counter()
        action = self.player.choose(view)
        self.times.append((time.perf_counter() - start) * 1000)
        if isinstance(action, Bid) and not action.is_pass:
            priced = getattr(self.player, "last_evaluation", {}).get(str(action))
            self.forecast = priced[1] if priced is not None else None
        if isinstance(action, Bid):
            self.calls.append((view.seat, str(action),
                               None if action.is_pass else self.forecast))
        return action


def play_pair(rules: RuleSet, a: str, b: str, seed: int, make: Maker = make_player,
              shared_seeds: bool = False) -> PairResult:
    """One deal played twice, A holding the even sides first, then the odd ones.  With
    ``shared_seeds`` a seat's player has the same seed in both plays (else another one in the
    second), so that players of one kind decide alike wherever they see the same."""
    deal, dealer = pair_deal(rules, seed)
    result = PairResult(0.0, {a: Counter(), b: Counter()}, {a: Counter(), b: Counter()},
                        {a: [], b: []}, {a: [], b: []})
    if a == b:
        result.bids[a], result.makes[a] = Counter(), Counter()
    n_sides = len(rules.sides)
    total = charged = 0.0
    hands: list[HandResult] = []
    plays: list[dict[str, Any]] = []
    for swap in (False, True):
        level_of_side = [(a if (i % 2 == 0) != swap else b) for i in range(n_sides)]
        side_of = rules.side_of
        calls: list[tuple[int, str, float | None]] = []
        players = [TablePlayer(level_of_side[side_of[s]], seat_seed(seed, s, swap, shared_seeds),
                               result.times[level_of_side[side_of[s]]], make, calls)
                   for s in range(rules.players)]
        state = GameState(rules, seed=0, first_dealer=dealer)
        state.deal(deal)
        hand = play_out(state, players)
        hands.append(hand)
        plays.append({"levels": level_of_side, "calls": [list(c) for c in calls],
                      "contract": hand.contract, "declarer": hand.declarer,
                      "tricks": list(hand.tricks), "points": list(hand.delta)})
        for seat, kind, made in contracts_bid(hand):
            level = level_of_side[side_of[seat]]
            result.bids[level][kind] += 1
            if made:
                result.makes[level][kind] += 1
            forecast = players[seat].forecast
            if forecast is not None:
                result.forecasts[level].append((forecast, made, kind))
        if a != b:
            total += level_difference(hand.delta, level_of_side, a, b)
            charged += level_difference(bags_charged(rules, hand), level_of_side, a, b)
    result.value = total
    if rules.is_spades:
        result.bags_charged = charged
    result.difference = auction_difference(rules, *hands)
    result.record = {"seed": seed, "value": total, "difference": result.difference,
                     "hands": [" ".join(map(str, h)) for h in deal.hands],
                     "kitty": " ".join(map(str, deal.kitty)),
                     "dead": " ".join(map(str, deal.dead)), "plays": plays}
    return result


def pair_deal(rules: RuleSet, seed: int) -> tuple[Deal, int]:
    """The cards and the dealer of the deal pair ``seed``."""
    first = GameState(rules, seed=random.Random(seed).randrange(2**63))
    first.deal()
    return first.log[0].deal, first.dealer


def seat_seed(seed: int, seat: int, second: bool, shared_seeds: bool = False) -> int:
    """The seed of the player at ``seat`` in the first or ``second`` play of deal pair ``seed``."""
    return seed * 1000 + seat + (500 if second and not shared_seeds else 0)


def play_out(state: GameState, players: Sequence[Player]) -> HandResult:
    """Play the hand under way to its end, each seat's decisions by its player."""
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        state.apply(players[state.decider].choose(state.view(state.decider)))
    hand = state.log[-1].result
    assert hand is not None
    return hand


def bags_charged(rules: RuleSet, hand: HandResult) -> list[float]:
    """Each side's points of a hand played from zero bags, every bag it is left holding charged
    its share of the penalty: over a game each costs ``bag_penalty / bag_limit`` (the points of
    the hand alone, unless it reaches the limit, count it as one point gained)."""
    if hand.bags is None:
        return [float(d) for d in hand.delta]
    share = rules.bag_penalty / rules.bag_limit
    return [d - share * bags for d, bags in zip(hand.delta, hand.bags, strict=True)]


def level_difference(points: Sequence[float], level_of_side: Sequence[str], a: str, b: str
                     ) -> float:
    """A's mean points over the sides it held less B's."""
    def mean(level: str) -> float:
        return statistics.fmean(p for p, held in zip(points, level_of_side, strict=True)
                                if held == level)
    return mean(a) - mean(b)


def auction_difference(rules: RuleSet, first: HandResult, second: HandResult) -> str:
    """What the auctions of a deal's two plays left different, for the summary's
    ``by_difference``: in 500 the same contract by the same seat (so card play alone made the
    difference), another contract by the same side, the other side declaring, or a hand thrown
    in; in Spades the same bids or others, and whether a seat bid nil."""
    if rules.is_spades:
        kind = "same bids" if first.bids == second.bids else "other bids"
        nil = any(isinstance(b, str) for hand in (first, second) for b in hand.bids or ())
        return kind + (", a nil" if nil else "")
    return contract_difference(rules, (first.contract, first.declarer),
                               (second.contract, second.declarer))


def contract_difference(rules: RuleSet, first: tuple[str, int | None],
                        second: tuple[str, int | None]) -> str:
    """``auction_difference`` in 500, from each play's contract and declarer."""
    (contract, declarer), (other_contract, other_declarer) = first, second
    if declarer is None or other_declarer is None:
        return "thrown in at both" if declarer == other_declarer else "thrown in at one"
    if (contract, declarer) == (other_contract, other_declarer):
        return "same contract"
    same_side = rules.side_of[declarer] == rules.side_of[other_declarer]
    return "same side, other contract" if same_side else "other side declares"


def _run_pair(args: tuple[RuleSet, str, str, int, Maker, bool]) -> PairResult:
    return play_pair(*args)


def arena(rules: RuleSet, a: str, b: str, deals: int, seed: int, jobs: int = 1,
          progress: Callable[[int, int], None] | None = None, pairs: TextIO | None = None
          ) -> dict[str, Any]:
    """Play ``deals`` deal pairs and summarise them (the JSON ``arena`` prints); with ``pairs``,
    write each pair there too as it is played, one JSON object a line (``PairResult.record``).
    Nothing of a pair is kept but its share of the running sums (``MatchSummary``)."""
    match = MatchSummary(rules, a, b, seed)
    for pair in each_pair(rules, a, b, deals, seed, jobs, progress):
        if pairs is not None:
            pairs.write(json.dumps(pair.record) + "\n")
        match.add(pair)
    return match.summary()


def open_pairs(path: str) -> TextIO:
    """``--pairs``: ``path`` opened for writing without waiting: a pipe (FIFO) that nothing reads
    from is refused at once (``OSError`` ``ENXIO``) rather than waited on for ever."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | nonblocking, 0o666)
    try:
        if nonblocking:
            os.set_blocking(fd, True)       # a reader that is slow is waited for, as usual
        return os.fdopen(fd, "w", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def each_pair(rules: RuleSet, a: str, b: str, deals: int, seed: int, jobs: int = 1,
              progress: Callable[[int, int], None] | None = None, make: Maker = make_player,
              shared_seeds: bool = False) -> Iterator[PairResult]:
    """The deal pairs of a match, in order, each as it is played (``make`` must be picklable
    when ``jobs`` > 1)."""
    tasks = ((rules, a, b, seed * 1_000_003 + i, make, shared_seeds) for i in range(deals))
    if jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            played = pool.imap(_run_pair, tasks, chunksize=max(1, deals // (jobs * 20) or 1))
            yield from _counted(played, deals, progress)
    else:
        yield from _counted(map(_run_pair, tasks), deals, progress)


def _counted(pairs: Iterator[PairResult], deals: int,
             progress: Callable[[int, int], None] | None) -> Iterator[PairResult]:
    for done, pair in enumerate(pairs, 1):
        yield pair
        if progress:
            progress(done, deals)


def play_pairs(rules: RuleSet, a: str, b: str, deals: int, seed: int, jobs: int = 1,
               progress: Callable[[int, int], None] | None = None, make: Maker = make_player,
               shared_seeds: bool = False) -> list[PairResult]:
    """The deal pairs of a match, in order, all kept (``each_pair`` as a list)."""
    return list(each_pair(rules, a, b, deals, seed, jobs, progress, make, shared_seeds))


def progress_bar(done: int, total: int, stream: TextIO | None = None) -> None:
    """Progress on ``stream`` (stderr): on a terminal a one-line bar, redrawn when the percentage
    moves; into a file or a pipe no bar (its carriage returns would pile up there), only one line
    once all is done."""
    out = stream if stream is not None else sys.stderr
    if not out.isatty():
        if done == total:
            out.write(f"{done}/{total} deal pairs\n")
            out.flush()
        return
    if total and done != total and (100 * done // total) == (100 * (done - 1) // total):
        return
    width = 40
    filled = int(width * done / total) if total else width
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deal pairs")
    if done == total:
        out.write("\n")
    out.flush()


__all__ = ["Maker", "TablePlayer", "arena", "auction_difference", "bags_charged", "calibration",
           "contract_difference", "each_pair", "level_difference", "mean_interval", "open_pairs",
           "play_pair", "play_pairs", "progress_bar", "summarize"]
