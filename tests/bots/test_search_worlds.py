"""The worlds the search levels draw (``bots/sampling.py``, ``worlds.py``, ``inference.py``).

Sampled worlds are consistent with what the seat knows: its own and exposed cards where they
are, no card it has seen given to anyone else, no card of a suit a seat has shown void in, every
hand of the right size.  Weighted worlds read the calls (``expert`` gives a 500 bidder a
stronger suit than sampling does) and the play (a seat that ducked with a winner is doubted);
resampling draws in proportion to the weights and plays a world drawn twice once; the Spades
shortcut that skips the play likelihood for worlds that cannot be kept keeps exactly the worlds
of the full weighting; ``expert`` weighs passing its partner's 500 bid by the partner's
contract.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from fivehundred_qt.bots.contracts import SPADES_CONTRACT
from fivehundred_qt.bots.estimates import estimate_all
from fivehundred_qt.bots.fastplay import Table
from fivehundred_qt.bots.inference import auction_hands, auction_likelihood, play_history, play_likelihood
from fivehundred_qt.bots.knowledge import effective_suits, infer
from fivehundred_qt.bots.levels import LEVELS as SEARCH_LEVELS
from fivehundred_qt.bots.rollout import POLICIES
from fivehundred_qt.bots.sampling import Sampler, extra_voids
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.worlds import resample
from fivehundred_qt.core import BIDS, PASS, Bid, GameState, Phase, Play, SeatView

from .random_games import build, random_games


def check_world(view: SeatView, state: GameState, hands: list[list[Any]], buried: list[Any]
                ) -> None:
    know = infer(view)
    extra = extra_voids(view)
    eff, _ = effective_suits(view)
    n = view.rules.players
    assert [len(h) for h in hands] == list(view.hand_sizes)
    assert sorted(hands[view.seat]) == sorted(view.hand)
    for s, shown in view.exposed.items():
        assert sorted(hands[s]) == sorted(shown)
    dealt = [c for h in hands for c in h] + list(buried)
    assert len(dealt) == len(set(dealt))
    put_aside = set(view.discarded or ()) | (set(view.kitty or ()) - set(dealt))
    assert set(dealt) | know.played | put_aside == set(state.deck)
    assert not set(dealt) & (know.played | put_aside)
    for s in range(n):
        if s == view.seat or s in view.exposed:
            continue
        for c in hands[s]:
            assert c in know.unseen, f"seat {s} was given {c}, which seat {view.seat} has seen"
            assert eff[c] not in know.voids[s], f"seat {s} is void in suit {eff[c]} but got {c}"
            assert eff[c] not in extra[s], f"seat {s} cannot hold {c}"
    for c in buried:
        assert c in know.unseen


@pytest.mark.parametrize("name", ["australian", "players_3", "players_6_3v3_kitty_6", "both_hands",
                                  "kitty_6_two_jokers", "spades", "players_2", "players_5_called"])
def test_samples_are_consistent_with_knowledge(name: str) -> None:
    rules = build(name)
    rng = random.Random(5)
    checked = 0
    for seed in range(8):
        for i, state in enumerate(random_games(rules, 100 + seed)):
            if i % 3:
                continue
            view = state.view(state.decider)
            know = infer(view)
            # The true deal obeys every inference.
            extra = extra_voids(view)
            eff, _ = effective_suits(view)
            for s in range(rules.players):
                for c in state.cards[s]:
                    assert eff[c] not in know.voids[s] and eff[c] not in extra[s]
            sampler = Sampler(view, know)
            for _ in range(6):
                world = sampler.sample(rng)
                check_world(view, state, world.hands, world.buried)
                checked += 1
    assert checked > 100


def test_sampling_respects_many_voids() -> None:
    """Late in hands, with many voids shown, the greedy deal and its careful fallback still
    always find consistent deals."""
    rules = build("players_3")
    rng = random.Random(1)
    checked = 0
    for seed in range(40):
        for state in random_games(rules, seed, hands=1):
            if state.phase is not Phase.PLAY or len(state.cards[state.to_move]) > 4:
                continue
            view = state.view(state.decider)
            sampler = Sampler(view)
            for _ in range(3):
                world = sampler.sample(rng)
                check_world(view, state, world.hands, world.buried)
            # The careful fallback alone, too.
            assign = sampler._careful(rng, len(sampler.pool))
            assert Counter(assign) == Counter({k: c for k, c in enumerate(sampler.capacity)})
            for i, k in enumerate(assign):
                assert sampler.allowed[i] >> k & 1
            checked += 1
    assert checked > 20


def test_spades_and_misere_rules_prove_voids() -> None:
    # Seat 1 leads a spade before spades are broken: it holds nothing else.
    rules = build("spades")
    for seed in range(30):
        for state in random_games(rules, seed, hands=1):
            if state.phase is Phase.PLAY and len(state.tricks) == 2 and not state.trick:
                view = state.view(state.to_move)
                extra = extra_voids(view)
                broken = False
                for _, cards in view.tricks:
                    leader, first = cards[0]
                    if first.suit == 0 and not broken:
                        assert extra[leader] >= {1, 2, 3}
                    broken = broken or any(c.suit == 0 for _, c in cards)
                break


def _after_a_bid(call: str) -> SeatView:
    """Seat 2's view of an Australian auction where seat 0 passed and seat 1 bid ``call``."""
    state = GameState(build("australian"), seed=3, first_dealer=3)
    state.deal()
    state.apply(PASS)  # seat 0
    state.apply(Bid(call))  # seat 1
    return state.view(2)


def test_expert_weights_favour_hands_that_fit_the_auction() -> None:
    """A seat that bid 8 hearts holds more hearts, on average, in the worlds the auction model
    weights up."""
    view = _after_a_bid("8H")
    sampler = Sampler(view)
    rng = random.Random(2)
    total = 0.0
    weighted = 0.0
    weights = 0.0
    for _ in range(300):
        world = sampler.sample(rng)
        hearts = sum(1 for c in world.hands[1] if c.suit == 3 or c.is_joker)
        w = auction_likelihood(view, world.hands)
        total += hearts
        weighted += w * hearts
        weights += w
    assert weighted / weights > total / 300 + 0.5


def test_search_levels_read_a_bid() -> None:
    """In 500, hard's worlds (read plainly) give a seat that bid 7 hearts a stronger heart hand
    than unweighted sampling does, and expert's (built to fit the calls) a far stronger one
    (more in ``test_fitting.py``)."""
    view = _after_a_bid("7H")

    def strength(worlds: list[Any]) -> float:
        return sum(estimate_all(w.hands[1])[3] for w in worlds) / len(worlds)

    sampled = strength([Sampler(view).sample(random.Random(i)) for i in range(96)])
    hard = strength(SearchPlayer("hard", seed=1).worlds(view, 96, random.Random(0)))
    expert = strength(SearchPlayer("expert", seed=1).worlds(view, 96, random.Random(0)))
    assert sampled + 0.3 < hard < expert - 0.4 and expert > sampled + 1.5


def test_resample_draws_in_proportion_to_the_weights() -> None:
    """Systematic resampling: each position comes up its weight's share of the draws (to within
    one), whatever the random offset; with no weight at all, positions are drawn uniformly."""
    for seed in range(5):
        drawn = Counter(resample([0.0, 1.0, 3.0, 0.0, 4.0], 16, random.Random(seed)))
        assert drawn == {1: 2, 2: 6, 4: 8}
        uneven = Counter(resample([1.0, 2.0], 4, random.Random(seed)))
        assert sum(uneven.values()) == 4 and uneven[1] in (2, 3)
    flat = resample([0.0, 0.0, 0.0], 30, random.Random(1))
    assert len(flat) == 30 and set(flat) == {0, 1, 2}


def test_a_world_drawn_twice_is_played_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A play decision plays each candidate card out once per distinct world: given every world
    twice, it makes as many rollouts as with each once, and chooses the same card."""
    state = next(s for s in random_games(build("australian"), seed=2, hands=1)
                 if s.phase is Phase.PLAY and len(s.view(s.decider).legal) >= 3)
    view = state.view(state.decider)
    choices = []
    counts = []
    for copies in (1, 2):
        expert = SearchPlayer("expert", seed=3, time_budget=math.inf)
        expert.settings = replace(expert.settings, exact_cards=0, worlds=30)
        drawn = expert.worlds
        rollout = expert._rollout
        calls = [0]

        def doubled(*args: Any, drawn: Any = drawn, copies: int = copies, **kw: Any) -> Any:
            return [w for w in drawn(*args, **kw) for _ in range(copies)]

        def counted(*args: Any, rollout: Any = rollout, calls: list[int] = calls) -> Any:
            calls[0] += 1
            return rollout(*args)

        monkeypatch.setattr(expert, "worlds", doubled)
        monkeypatch.setattr(expert, "_rollout", counted)
        choices.append(expert.choose(view))
        counts.append(calls[0])
    assert counts[0] == counts[1] > 0
    assert choices[0] == choices[1]


def _partner_bid_7s(hand: str) -> SeatView:
    """Seat 2's view after its partner (seat 0) bid 7 spades and seat 1 passed."""
    from tests.bots.positions import start

    state = start({2: hand}, preset="australian")
    state.apply(BIDS["7S", False])
    state.apply(PASS)
    return state.view(2)


def test_expert_weighs_passing_by_its_partners_contract() -> None:
    """Seat 2 holds A-10-9 of spades and A-K of diamonds after its partner bid 7 spades.
    Valuing a pass at the plain margin (as ``hard`` does), expert takes the contract from its
    partner with its best-looking bid of its own; simulating the partner's 7 spades in the same
    worlds, it finds that worth more and passes.  Its worlds give the partner's contract a
    better chance with this spade support than with a void in spades.  (With the worlds built
    to fit the calls, 7NT comes close on some seeds, the partner holding the joker more often:
    seed 5 takes it, at 0.84 against 7 spades' 0.88; seed 7 is far from that edge.)"""
    assert SEARCH_LEVELS["expert"].partner_sim and not SEARCH_LEVELS["hard"].partner_sim
    view = _partner_bid_7s("AS 10S 9S 5C 4H AD KD 8D 7D 6D")
    expert = SearchPlayer("expert", seed=7, time_budget=math.inf)
    assert expert.choose(view) == PASS
    standing = expert.last_evaluation["pass"]
    bids = {k: v for k, v in expert.last_evaluation.items() if k != "pass"}
    best = max(bids, key=lambda k: bids[k][0])
    assert standing[0] > bids[best][0] > 0
    plain = SearchPlayer("expert", seed=7, time_budget=math.inf)
    plain.settings = replace(plain.settings, partner_sim=False)
    assert plain.choose(view) == BIDS[best, False]
    assert "pass" not in plain.last_evaluation
    void = SearchPlayer("expert", seed=7, time_budget=math.inf)
    void.choose(_partner_bid_7s("AC KC QC 10C 9C 8C 4H 5H 4D 5D"))
    assert void.last_evaluation["pass"][1] + 0.2 < standing[1]


def _ducked_first_trick(seed: int) -> GameState | None:
    """A Spades hand where seat 2 ducked: seat 0 led a low card, seat 1 played above it and
    seat 2 followed with a card under seat 1's, holding none above it."""
    state = GameState(build("spades"), seed=seed, first_dealer=3)
    state.deal()
    while state.phase is Phase.AUCTION:
        state.apply(BIDS["3", False])
    hands = [state.view(s).hand for s in range(4)]
    lead = min((c for c in hands[0] if c.suit != 0), key=lambda c: c.rank)

    def follow(seat: int) -> list[Any]:
        return sorted((c for c in hands[seat] if c.suit == lead.suit), key=lambda c: c.rank)

    second, third = follow(1), follow(2)
    if not second or not third or not lead.rank < second[0].rank or third[-1].rank > second[0].rank:
        return None
    for card in (lead, second[0], third[0]):
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Play) and a.card == card))
    return state


def test_expert_play_inference_doubts_worlds_where_a_duck_was_a_mistake() -> None:
    """Seat 2 played under an opponent's winning card: seen from seat 0, the worlds where seat 2
    held a card that would have won the trick are weighted down against the others (the rollout
    policy wins a trick it can when its partner is not winning).  ``hard`` does not read the
    play at all."""
    assert SEARCH_LEVELS["expert"].play_inference and not SEARCH_LEVELS["hard"].play_inference
    state = next(s for s in map(_ducked_first_trick, range(300)) if s is not None)
    view = state.view(0)
    (_, led), (_, winner), _ = view.trick
    table = Table(view.rules, view.contract or SPADES_CONTRACT, view.nominated, view.partners, ())
    plays = play_history(view, table)
    assert [s for s, _ in plays] == [0, 1, 2]
    policy = POLICIES[SEARCH_LEVELS["expert"].rollouts]
    sampler = Sampler(view)
    rng = random.Random(5)
    could_win: list[float] = []
    could_not: list[float] = []
    for _ in range(400):
        world = sampler.sample(rng)
        start = auction_hands(view, world)
        weight = play_likelihood(view, table, plays, start, policy)
        beats = any(c.suit == led.suit and c.rank > winner.rank for c in start[2])
        (could_win if beats else could_not).append(weight)
    assert could_win and could_not
    assert sum(could_win) / len(could_win) < 0.7 * sum(could_not) / len(could_not)


def _kept_by_full_weighting(player: SearchPlayer, view: SeatView, count: int, rng: random.Random,
                            table: Table) -> list[Any]:
    """The worlds ``SearchPlayer.worlds`` keeps, computed without its shortcut: every world of the
    pool weighted by both likelihoods, the ``count`` largest Efraimidis-Spirakis keys kept."""
    settings = player.settings
    sampler = Sampler(view, infer(view))
    pool = [sampler.sample(rng) for _ in range(count * settings.oversample)]
    plays = play_history(view, table)
    keys = []
    for i, world in enumerate(pool):
        start = auction_hands(view, world)
        weight = auction_likelihood(view, start) \
            * play_likelihood(view, table, plays, start, player.policy)
        keys.append((math.log(rng.random() or 1e-12) / max(weight, 1e-9), i))
    keys.sort(reverse=True)
    return [pool[i] for i in sorted(i for _, i in keys[:count])]


def test_play_inference_shortcut_keeps_the_same_worlds() -> None:
    """Spades: ``worlds`` computes the play likelihood only for worlds whose auction key can
    still enter the kept set; it keeps exactly the worlds the full weighting keeps."""
    expert = SearchPlayer("expert", seed=1)
    checked = 0
    for state in random_games(build("spades"), seed=4, hands=1):
        if state.phase is not Phase.PLAY:
            continue
        view = state.view(state.decider)
        if not view.tricks and not view.trick:
            continue  # no card played yet: nothing to judge
        table = Table(view.rules, view.contract or SPADES_CONTRACT, view.nominated, view.partners, ())
        kept = expert.worlds(view, 20, random.Random(checked), infer(view), table)
        full = _kept_by_full_weighting(expert, view, 20, random.Random(checked), table)
        assert [w.hands for w in kept] == [w.hands for w in full]
        checked += 1
    assert checked >= 10
