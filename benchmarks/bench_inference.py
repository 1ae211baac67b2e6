"""How well the search players' worlds fit the hands behind an auction (not a test: run by hand).

    .venv/bin/python benchmarks/bench_inference.py [deals]

Plays the auctions of ``deals`` Australian deals (seeds 0, 1, ...) among ``hard`` players. Where
a numbered contract results, it takes the view of the last seat to pass and compares, for the
declarer (trump-suit estimate) and for each seat that only passed (best-suit estimate), the
``estimate_all`` trick count of the true hand with its mean over 96 worlds kept by ``hard`` and
by ``expert`` reading the calls plainly and closely (``Level.close_reading``), the close reading
also with the kept worlds drawn with replacement (``Level.resample``).  The closer a
level's mean is to the true one, the better its worlds stand for what the auction showed.
"""

from __future__ import annotations

import random
import statistics
import sys
from dataclasses import replace

from fivehundred_qt.bots.estimates import estimate_all
from fivehundred_qt.bots.inference import auction_hands
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.core import GameState, Phase, RuleSet, SeatView

WORLDS = 96


def readers() -> dict[str, SearchPlayer]:
    hard = SearchPlayer("hard", seed=1)
    plain = SearchPlayer("expert", seed=1)
    plain.settings = replace(plain.settings, close_reading=False, resample=False)
    close = SearchPlayer("expert", seed=1)
    close.settings = replace(close.settings, close_reading=True, resample=False)
    resampled = SearchPlayer("expert", seed=1)
    resampled.settings = replace(resampled.settings, close_reading=True, resample=True)
    return {"hard": hard, "expert, plain": plain, "expert, close": close, "close, resampled": resampled}


def main(deals: int = 150) -> None:
    rules = RuleSet.build({"preset": "australian"})
    levels = readers()
    declarer: dict[str, list[float]] = {"true": [], **{name: [] for name in levels}}
    passers: dict[str, list[float]] = {"true": [], **{name: [] for name in levels}}
    for seed in range(deals):
        state = GameState(rules, seed=seed)
        state.deal()
        players = [SearchPlayer("hard", seed=seed * 10 + s) for s in range(rules.players)]
        last: SeatView | None = None
        while state.phase is Phase.AUCTION:
            last = state.view(state.decider)
            state.apply(players[state.decider].choose(last))
        contract = state.contract
        if last is None or contract is None or contract.kind not in ("suit", "nt") \
                or contract.declarer in (None, last.seat) or contract.bid is None:
            continue
        trump = contract.bid.trump  # 4: no trumps
        assert trump is not None and contract.declarer is not None
        hands = state.log[-1].deal.hands
        quiet = [s for s in range(rules.players) if s != last.seat
                 and any(t == s for t, _ in last.calls) and all(b.is_pass for t, b in last.calls if t == s)]
        declarer["true"].append(estimate_all(hands[contract.declarer])[trump])
        passers["true"].extend(max(estimate_all(hands[s])) for s in quiet)
        for name, player in levels.items():
            worlds = [auction_hands(last, w) for w in player.worlds(last, WORLDS, random.Random(seed))]
            declarer[name].append(statistics.fmean(estimate_all(h[contract.declarer])[trump]
                                                    for h in worlds))
            passers[name].extend(statistics.fmean(max(estimate_all(h[s])) for h in worlds) for s in quiet)
    print(f"{len(declarer['true'])} auctions won by a numbered bid, {len(passers['true'])} seats that "
          f"only passed (of {deals} deals)")
    print(f"{'':16} {'declarer (trumps)':>18} {'passers (best suit)':>20}")
    for name in declarer:
        print(f"{name:16} {statistics.fmean(declarer[name]):18.2f} {statistics.fmean(passers[name]):20.2f}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
