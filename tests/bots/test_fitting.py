"""Worlds built to fit the calls (``bots/fitting.py``).

1. Every world of the chain is consistent with what the seat knows (the checks of
   ``test_search.check_world``), in 500 variants at every phase.
2. The chain draws deals in proportion to the calls' likelihood: late in a hand, where every
   deal can be listed, its frequencies agree with the exact ones.
3. The issue's case: after an opponent's 9NT the worlds give the bidder the joker and a
   no-trump hand, where random deals give it its share (about a quarter) and a weak hand.
   (What the search levels bid over it: ``test_search_bidding_scenarios.py``.)
4. A raise of a partner's suit is read as counting on the partner: the worlds give the raiser
   less of its own than a side's first bid of the same level.
"""

from __future__ import annotations

import itertools
import random
import statistics
from collections import Counter
from dataclasses import replace

import pytest

from fivehundred_qt.bots.estimates import estimate_all
from fivehundred_qt.bots.fitting import fitted_worlds
from fivehundred_qt.bots.inference import CallReading, auction_hands, played_cards
from fivehundred_qt.bots.levels import LEVELS, Level
from fivehundred_qt.bots.sampling import BURIED, Sampler
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.worlds import draw_worlds
from fivehundred_qt.core import Phase

from .positions import bid, start
from .random_games import build, random_games
from .test_search_worlds import check_world


@pytest.mark.parametrize("name", ["australian", "players_3", "players_6_3v3_kitty_6", "kitty_6_two_jokers",
                                  "players_5_called", "american"])
def test_the_chain_deals_consistent_worlds(name: str) -> None:
    rules = build(name)
    checked = 0
    for seed in range(6):
        for i, state in enumerate(random_games(rules, 300 + seed)):
            if i % 4:
                continue
            view = state.view(state.decider)
            if not any(s != view.seat for s, _ in view.calls):
                continue
            sampler = Sampler(view)
            for world in fitted_worlds(view, sampler, CallReading(view), 5,
                                       random.Random(seed), burn=1.0, thin=0.5):
                check_world(view, state, world.hands, world.buried)
                checked += 1
    assert checked > 60


def _late_view(seed: int):
    """A seat's view with two tricks left of a numbered 500 contract: few enough unseen cards to
    list every deal."""
    for state in random_games(build("australian"), seed, hands=1):
        if state.phase is Phase.PLAY and not state.trick and len(state.tricks) == 8 \
                and state.contract is not None and state.contract.kind in ("suit", "nt"):
            return state.view(state.to_move)
    return None


def _exact_shares(view, sampler: Sampler, reading: CallReading) -> dict[tuple[int, int], float]:
    """P(unseen card i with target k) over every consistent deal, weighted by the likelihood."""
    played = played_cards(view)
    pool = sampler.pool
    slots = [k for k, c in enumerate(sampler.capacity) for _ in range(c)]
    weights: Counter[tuple[int, int]] = Counter()
    total = 0.0
    for assign in set(itertools.permutations(slots)):
        if any(not sampler.allowed[i] >> k & 1 for i, k in enumerate(assign)):
            continue
        hands = [list(h) + played[s] for s, h in enumerate(sampler.fixed)]
        for i, k in enumerate(assign):
            if sampler.targets[k] != BURIED:
                hands[sampler.targets[k]].append(pool[i])
        like = reading.likelihood(hands)
        total += like
        for i, k in enumerate(assign):
            weights[i, k] += like
    return {key: w / total for key, w in weights.items()}


def test_the_chain_draws_deals_in_proportion_to_the_likelihood_of_the_calls() -> None:
    checked = 0
    for seed in range(40):
        view = _late_view(seed)
        if view is None:
            continue
        sampler = Sampler(view)
        reading = CallReading(view)
        if len(sampler.targets) < 3 or not reading.terms:
            continue
        exact = _exact_shares(view, sampler, reading)
        worlds = fitted_worlds(view, sampler, reading, 3000, random.Random(seed), burn=2.0, thin=0.5)
        target_of = {s: k for k, s in enumerate(sampler.targets) if s != BURIED}
        drawn: Counter[tuple[int, int]] = Counter()
        for w in worlds:
            for s, k in target_of.items():
                for c in w.hands[s]:
                    drawn[sampler.pool.index(c), k] += 1
        for (i, k), share in exact.items():
            if sampler.targets[k] != BURIED:
                assert abs(drawn[i, k] / len(worlds) - share) < 0.05, (seed, i, k)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


NEUTRAL = "KS 9S 7C 6C QD 8D 5D 9H 6H 4H"
"""Seat 0's hand: nothing that says where the joker or the aces are."""


def test_after_nine_no_trumps_the_worlds_give_the_bidder_the_joker() -> None:
    state = start({0: NEUTRAL}, dealer=2)
    bid(state, "9NT")  # seat 3, on seat 0's right
    view = state.view(0)
    unread = [auction_hands(view, Sampler(view).sample(random.Random(i))) for i in range(300)]
    worlds = SearchPlayer("expert", seed=1).worlds(view, 300, random.Random(5))
    fitted = [auction_hands(view, w) for w in worlds]

    def joker(hands: list) -> float:
        return statistics.fmean(any(c.is_joker for c in h[3]) for h in hands)

    def no_trumps(hands: list) -> float:
        return statistics.fmean(estimate_all(h[3])[4] for h in hands)

    assert joker(unread) < 0.35
    assert joker(fitted) > 0.8
    assert no_trumps(fitted) > no_trumps(unread) + 2.0


def test_a_raise_of_partners_suit_is_read_as_counting_on_the_partner() -> None:
    """A bid over a partner's bid in the same suit counts on the partner's hand: in the arena's
    auctions such raisers held about two tricks less of their own than a side's first bid of
    the same level (docs/bots-journal.md, "Raises read as raises").  Read as a first bid, a raise
    gave the worlds a raiser as strong as an opener, and the partners bid each other out of
    their depth (6NT, 7NT, 8NT, 9NT, made 5 tricks)."""
    def hearts_of_seat_2(*calls: str) -> float:
        state = start({3: NEUTRAL}, dealer=3)  # seat 0 calls first
        bid(state, *calls)
        view = state.view(3)
        worlds = SearchPlayer("expert", seed=1).worlds(view, 300, random.Random(5))
        return statistics.fmean(estimate_all(auction_hands(view, w)[2])[3] for w in worlds)

    opened = hearts_of_seat_2("pass", "pass", "7H")
    raised = hearts_of_seat_2("6H", "pass", "7H")
    assert raised < opened - 1.2


def test_a_short_draw_keeps_its_worlds_further_apart() -> None:
    """A bid's or a discard's few worlds walk the chain at least ``Level.chain_length`` swaps
    per unseen card in all: neighbouring worlds share fewer holdings than at the play's
    spacing (``Level.chain_thin``), where hundreds of worlds make the chain long anyway."""
    expert = LEVELS["expert"]
    assert expert.chain_length / expert.bid_worlds > expert.chain_thin
    state = start({2: "AS KS QS 10C 9C 8C 7C 5D 6D 4H"}, dealer=3)
    bid(state, "7H", "pass")
    view = state.view(2)

    def kept_in_place(settings: Level) -> float:
        """The share of unseen cards a world leaves with the holder of the world before."""
        worlds = draw_worlds(view, settings, expert.bid_worlds, random.Random(7))
        shares = []
        for before, after in itertools.pairwise(worlds):
            holder = {c: s for s, h in enumerate(before.hands) if s != 2 for c in h}
            moved = [holder.get(c) == s for s, h in enumerate(after.hands) if s != 2 for c in h]
            shares.append(statistics.fmean(moved))
        return statistics.fmean(shares)

    apart = kept_in_place(expert)
    close = kept_in_place(replace(expert, chain_length=0.0))
    assert close > 0.6 and apart < close - 0.15
