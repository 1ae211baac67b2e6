"""The search players ``hard`` and ``expert`` and their parts.

1. The fast trick-play representation (``bots/fastplay.py``) agrees with the core: over random
   seeded games in many rule variants, at every card-play decision its legal moves are the core's
   legal plays, and playing the hand out with the same moves gives the same trick winners and
   tricks per seat.
2. Sampled worlds are consistent with what the seat knows: its own and exposed cards where they
   are, no card it has seen given to anyone else, no card of a suit a seat has shown void in,
   every hand of the right size.  Weighted Spades worlds: the shortcut that skips the play likelihood
   for worlds that cannot be kept keeps exactly the worlds of the full weighting.
3. Determinism: a seed gives the same decisions.
4. Every decision is legal over whole games in many variants (with few samples).
5. Strength: ``hard`` beats the random player over a few dozen Australian hands.
6. Decisions with a clear answer: ``expert`` reads a 500 bid closely (its worlds give the bidder
   a stronger suit than sampling does) and passes a partner's contract that is worth
   more than the one it would take over; its play inference doubts worlds where a seat ducked
   with a winner; a Spades nil is bid with a nil hand, not with K-x-x of spades, and tested
   against rollouts where the other side hunts it; American inkles.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from fivehundred_qt.bots import LEVELS, make_player
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, simulate
from fivehundred_qt.bots.estimates import estimate_all
from fivehundred_qt.bots.fastplay import (
    Board,
    Table,
    board_from_state,
    board_from_view,
    table_for_state,
    table_for_view,
)
from fivehundred_qt.bots.inference import auction_hands, auction_likelihood, play_history, play_likelihood
from fivehundred_qt.bots.knowledge import effective_suits, infer
from fivehundred_qt.bots.levels import LEVELS as SEARCH_LEVELS
from fivehundred_qt.bots.random_player import RandomPlayer
from fivehundred_qt.bots.sampling import Sampler, extra_voids
from fivehundred_qt.bots.search import SearchPlayer, root_classes
from fivehundred_qt.bots.solver import solve
from fivehundred_qt.bots.worlds import resample
from fivehundred_qt.core import (
    BIDS,
    PASS,
    Action,
    Bid,
    Discard,
    GameState,
    Phase,
    Play,
    RuleSet,
    SeatView,
)

VARIANTS: dict[str, dict[str, Any]] = {
    "australian": {"preset": "australian"},
    "american": {"preset": "american"},
    "players_2": {"players": 2},
    "players_3": {"players": 3, "misere": "anytime"},
    "kitty_6_two_jokers": {"kitty_size": 6, "misere": "anytime"},
    "players_5_called": {"players": 5},
    "players_6_2v2v2": {"players": 6, "misere": "anytime"},
    "players_6_3v3_kitty_6": {"teams": "3v3", "kitty_size": 6, "misere": "anytime"},
    "both_hands": {"misere": "anytime", "nullo_play": "both_hands"},
    "both_hands_3v3": {"teams": "3v3", "kitty_size": 6, "misere": "anytime",
                       "nullo_play": "both_hands", "open_misere_exposed": "before_lead"},
    "jokers_anytime_any_suit": {"joker_follow": "anytime", "joker_lead": "any_suit",
                                "kitty_size": 6, "misere": "anytime"},
    "joker_last_trick": {"joker_lead": "last_trick", "joker_nomination": False, "players": 6,
                         "kitty_size": 6, "misere": "anytime"},
    "all_pass_play_nt": {"all_pass": "play_nt"},
    "sans_kitty_blind": {"sans_kitty": True, "blind_misere": True, "misere": "anytime"},
    "spades": {"game": "spades"},
    "spades_blind_nil": {"game": "spades", "blind_nil": True},
}


def build(name: str) -> RuleSet:
    return RuleSet.build(VARIANTS[name])


def random_action(state: GameState, rng: random.Random, style: int) -> Action:
    """A random legal action; the styles reach misère, no-trump and thrown-in hands."""
    if state.phase is Phase.DISCARD:
        return Discard.of(rng.sample(state.cards[state.to_move], state.rules.kitty_size))
    legal = state.legal_actions()
    if state.phase is Phase.AUCTION and not state.rules.is_spades:
        bids = [b for b in legal if isinstance(b, Bid) and not b.is_pass]
        misere = [b for b in bids if b.is_misere]
        high = getattr(state.auction, "high", None)
        if style == 1:
            if high is not None and rng.random() < 0.7:
                return PASS
            if misere and rng.random() < 0.7:
                return rng.choice(misere)
            nt = [b for b in bids if b.trump == 4]
            if nt and rng.random() < 0.5:
                return nt[0]
        if style == 2 and rng.random() < 0.85:
            return PASS
        if style == 0 and bids and rng.random() < 0.6:
            return rng.choice(bids[:4])
    return legal[rng.randrange(len(legal))]


def random_games(rules: RuleSet, seed: int, hands: int = 2) -> Iterator[GameState]:
    """Play random games; yield the state before every decision."""
    rng = random.Random(seed)
    state = GameState(rules, seed=seed)
    style = seed % 3
    finished = 0
    while True:
        if state.phase is Phase.GAME_OVER:
            return
        if state.phase is Phase.DEAL:
            if finished >= hands:
                return
            finished += 1
            state.deal()
            continue
        yield state
        state.apply(random_action(state, rng, style))


def key(action: Action) -> tuple[int, int]:
    assert isinstance(action, Play)
    return int(action.card), -1 if action.lead_suit is None else action.lead_suit


# ------------------------------------------------------------------ 1. fast == core
@pytest.mark.parametrize("name", list(VARIANTS))
def test_fast_play_agrees_with_the_core(name: str) -> None:
    rules = build(name)
    checked = 0
    contracts: Counter[str] = Counter()
    for seed in range(30):
        for state in random_games(rules, seed):
            if state.phase is not Phase.PLAY:
                continue
            assert state.contract is not None
            if not state.tricks and not state.trick:
                contracts[state.contract.kind] += 1
            table = table_for_state(state)
            board = board_from_state(state, table)
            core_legal = sorted(key(a) for a in state.legal_actions())
            assert sorted(key(table.play_of(m)) for m in board.legal()) == core_legal
            # The same through the deciding seat's view with the true hands filled in.
            view = state.view(state.decider)
            vtable = table_for_view(view)
            assert vtable.contract_seats == state.contract_seats
            assert vtable.declarer_hands == state.declarer_hands
            assert vtable.active == state.active
            vboard = board_from_view(view, vtable, state.cards)
            assert sorted(key(vtable.play_of(m)) for m in vboard.legal()) == core_legal
            if len(state.trick) != seed % 2:
                continue  # play out from here at some decisions only
            checked += 1
            copy = state.copy()
            rng = random.Random(checked)
            board.winners = []
            start = len(copy.tricks)
            while copy.phase is Phase.PLAY:
                legal = copy.legal_actions()
                assert sorted(board.legal()) == sorted(table.move_of(a) for a in legal)
                action = legal[rng.randrange(len(legal))]
                copy.apply(action)
                board.play(table.move_of(action))
            assert board.done
            assert board.winners == [w for w, _ in copy.tricks[start:]]
            assert board.won == copy.won
    assert checked > 10
    assert contracts


def minimax(board: Board, util: Any, maxers: list[bool]) -> float:
    """Plain minimax over every legal move: what the solver's pruning must agree with."""
    if board.done:
        return float(util(tuple(board.won)))
    values = []
    for move in board.legal():
        child = board.copy()
        child.play(move)
        values.append(minimax(child, util, maxers))
    return max(values) if maxers[board.to_move] else min(values)


def test_policy_plays_legal_moves_and_the_solver_is_exact() -> None:
    checked = 0
    for name in ("australian", "both_hands", "kitty_6_two_jokers", "spades", "players_6_2v2v2",
                 "players_3", "jokers_anytime_any_suit"):
        rules = build(name)
        for seed in range(6):
            for state in random_games(rules, seed, hands=1):
                if state.phase is not Phase.PLAY:
                    continue
                board = board_from_state(state)
                probe = board.copy()
                while not probe.done:
                    legal = probe.legal()
                    assert probe.policy() in legal
                    assert probe.simple_policy() in legal
                    probe.play(probe.policy())
                live = sum(h.bit_count() for h in board.hands)
                if live > 12 or state.trick:
                    continue
                me = state.to_move
                team = board.t.team
                maxers = [team[s] == team[me] for s in range(rules.players)]
                weights = [random.Random(seed).randint(-3, 3) for _ in range(rules.players)]

                def util(won: tuple[int, ...], weights: list[int] = weights) -> float:
                    return float(sum(w * t for w, t in zip(weights, won, strict=True)))

                assert solve(board.copy(), util, maxers) == minimax(board, util, maxers)
                checked += 1
    assert checked > 20


# ------------------------------------------------------------------- 2. sampling
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
    from tests.bots.test_heuristic import start

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
    sampler = Sampler(view)
    rng = random.Random(5)
    could_win: list[float] = []
    could_not: list[float] = []
    for _ in range(400):
        world = sampler.sample(rng)
        start = auction_hands(view, world)
        weight = play_likelihood(view, table, plays, start)
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
        weight = auction_likelihood(view, start) * play_likelihood(view, table, plays, start)
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


# ---------------------------------------------------------------- 3. determinism
def play_hand(rules: RuleSet, players: list[Any], seed: int) -> list[Action]:
    state = GameState(rules, seed=seed, first_dealer=0)
    state.deal()
    actions: list[Action] = []
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        seat = state.decider
        action = players[seat].choose(state.view(seat))
        actions.append(action)
        state.apply(action)
    return actions


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_decisions_are_deterministic_for_a_seed(level: str) -> None:
    rules = build("australian")

    def table(seed: int) -> list[Any]:
        return [SearchPlayer(level, seed=seed + s, time_budget=math.inf, samples=6)
                for s in range(4)]

    first = play_hand(rules, table(1), 11)
    assert play_hand(rules, table(1), 11) == first
    # A fresh player, asked in the middle of a hand, decides as the first one did.
    state = GameState(rules, seed=11, first_dealer=0)
    state.deal()
    replayed = table(1)
    for i, action in enumerate(first):
        if i % 7 == 3:
            seat = state.decider
            fresh = SearchPlayer(level, seed=1 + seat, time_budget=math.inf, samples=6)
            assert fresh.choose(state.view(seat)) == action
            assert replayed[seat].choose(state.view(seat)) == action
        state.apply(action)


# ---------------------------------------------------------------- 4. legality
class MisereFirst:
    """A search player that bids misère whenever it may (so it plays misère contracts too)."""

    def __init__(self, inner: SearchPlayer) -> None:
        self.inner = inner
        self.name = inner.name

    def choose(self, view: SeatView) -> Action:
        if view.phase is Phase.AUCTION:
            for b in view.legal:
                if isinstance(b, Bid) and b.call in ("misere", "open_misere"):
                    return b
        return self.inner.choose(view)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_every_decision_is_legal(name: str) -> None:
    rules = build(name)
    n = rules.players
    kinds: Counter[str] = Counter()
    for game in range(2):
        players: list[Any] = []
        for s in range(n):
            level = "expert" if (s + game) % 2 else "hard"
            search = SearchPlayer(level, seed=s, time_budget=math.inf, samples=3)
            players.append(MisereFirst(search) if game == 1 and s % 2 == 0 else search)
        if game == 1 and n > 2:
            players[1] = RandomPlayer(1)
        state = GameState(rules, seed=40 + game)
        hands = 0
        while state.phase is not Phase.GAME_OVER:
            if state.phase is Phase.DEAL:
                if hands >= 2:
                    break
                hands += 1
                state.deal()
                continue
            if state.phase is Phase.PLAY and not state.tricks and not state.trick:
                assert state.contract is not None
                kinds[state.contract.kind] += 1
            seat = state.decider
            state.apply(players[seat].choose(state.view(seat)))  # raises if illegal
    if not rules.is_spades and name != "all_pass_play_nt":
        assert kinds


@pytest.mark.parametrize("own", [False, True])
@pytest.mark.parametrize("name", ["australian", "players_5_called", "spades", "both_hands",
                                  "kitty_6_two_jokers"])
def test_without_time_to_search_a_heuristic_decides(name: str, own: bool,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget too small to search, the ``normal`` heuristic player decides, or (when
    there is none, ``own``) this module's heuristics; every decision is still legal."""
    import fivehundred_qt.bots.search as search

    if own:
        monkeypatch.setattr(search, "heuristic_player", lambda seed: None)
    rules = build(name)
    players: list[Any] = [SearchPlayer("hard", seed=s, time_budget=0.001)
                          for s in range(rules.players)]
    players = [MisereFirst(p) if s == 0 else p for s, p in enumerate(players)]
    for seed in range(2):
        state = GameState(rules, seed=seed)
        state.deal()
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            seat = state.decider
            state.apply(players[seat].choose(state.view(seat)))


def test_levels_are_registered() -> None:
    assert "hard" in LEVELS and "expert" in LEVELS
    for level in ("hard", "expert"):
        player = make_player(level, 3)
        assert isinstance(player, SearchPlayer) and player.name == level


def test_equivalent_cards_are_merged() -> None:
    rules = build("australian")
    for seed in range(20):
        for state in random_games(rules, seed, hands=1):
            if state.phase is not Phase.PLAY:
                continue
            view = state.view(state.decider)
            table = Table(rules, view.contract, view.nominated, view.partners)  # type: ignore[arg-type]
            moves = [table.move_of(a) for a in view.legal]  # type: ignore[arg-type]
            reps = root_classes(view, table, moves)
            assert reps and len(set(reps)) == len(reps)
            assert all(0 <= r < len(moves) for r in reps)
            # Touching cards in one suit are one choice.
            for r in reps:
                for other in reps:
                    a, b = sorted((moves[r], moves[other]))
                    if b >> 7:
                        continue  # a suitless joker leading and naming a suit
                    if a != b and table.suit_of[a] == table.suit_of[b] and b == a + 1:
                        pytest.fail("two touching cards kept apart")


# ------------------------------------------------------------------- 5. strength
def test_hard_beats_random() -> None:
    rules = build("australian")
    totals = [0, 0]
    for deal in range(12):
        for swap in (0, 1):
            players: list[Any] = [
                SearchPlayer("hard", seed=s, time_budget=math.inf, samples=10)
                if s % 2 == swap else RandomPlayer(s) for s in range(4)]
            state = GameState(rules, seed=deal, first_dealer=deal % 4)
            state.deal()
            while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                seat = state.decider
                state.apply(players[seat].choose(state.view(seat)))
            delta = state.results[-1].delta
            totals[0] += delta[swap]
            totals[1] += delta[1 - swap]
    assert totals[0] > totals[1] + 1000, totals


# ----------------------------------------------------------------- 6. Spades nil
NIL_HAND = "2S 3S 2C 3C 4C 5C 2D 3D 4D 2H 3H 4H 5H"
KING_HAND = "2S 3S KS 2C 3C 4C 5C 2D 3D 4D 2H 3H 4H"


def _spades_opening(hand: str) -> SeatView:
    from tests.bots.test_heuristic import start

    return start({0: hand}, game="spades").view(0)


def test_nil_rollouts_with_hunters_are_harder_to_survive() -> None:
    """The other side hunting a nil sets it at least as often as when it plays for its own
    tricks, and over many deals clearly more often."""
    rules = build("spades")
    plain = Table(rules, SPADES_CONTRACT, nil_seats=(0,))
    hunted = Table(rules, SPADES_CONTRACT, nil_seats=(0,), hunt_nil=True)
    assert plain.role != hunted.role
    survived_plain = survived_hunted = 0
    for seed in range(150):
        state = GameState(rules, seed=seed, first_dealer=3)
        state.deal()
        hands = [state.view(s).hand for s in range(4)]
        survived_plain += simulate(plain, hands, 0)[0] == 0
        survived_hunted += simulate(hunted, hands, 0)[0] == 0
    assert survived_hunted < 0.7 * survived_plain


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_bids_nil_with_a_nil_hand_only(level: str) -> None:
    nil = SearchPlayer(level, seed=1, time_budget=math.inf).choose(_spades_opening(NIL_HAND))
    assert isinstance(nil, Bid) and nil.call == "nil"
    # The king of spades with two small ones: it is likely to be forced to win a trick.
    other = SearchPlayer(level, seed=1, time_budget=math.inf).choose(_spades_opening(KING_HAND))
    assert isinstance(other, Bid) and other.call != "nil"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_american_search_players_inkle_with_a_strong_suit_and_a_weak_hand(level: str) -> None:
    from tests.bots.test_heuristic import start

    view = start({0: "JH AH KH 7H 5H 9S 8C 7D 6C 6S"}, preset="american").view(0)
    action = SearchPlayer(level, seed=1, time_budget=math.inf).choose(view)
    assert action == BIDS["6H", False]


class SlowClock:
    """``time.perf_counter`` of a machine ``slower`` times slower than the budgets assume: the
    first reading is 0, every later one as if the whole decision's nominal budget had passed
    ``slower`` times over."""

    def __init__(self, budget: float, slower: float) -> None:
        self.now = 0.0
        self.later = budget * slower

    def __call__(self) -> float:
        now, self.now = self.now, self.later
        return now


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_seed_plays_the_same_on_a_machine_several_times_slower(level, monkeypatch):
    """The counts decide the work, not the clock: on a machine 4 times slower than the budget
    assumes (or loaded that much), every decision is the one made with no clock at all."""
    from fivehundred_qt.bots import search

    views = [s.view(s.decider) for s in random_games(build("australian"), seed=11, hands=2)
             if s.phase in (Phase.AUCTION, Phase.PLAY) and len(s.view(s.decider).legal) >= 2]
    views = views[::max(1, len(views) // 12)][:12]
    chosen = [SearchPlayer(level, seed=4, time_budget=math.inf).choose(v) for v in views]
    player = SearchPlayer(level, seed=4)
    slow = []
    for view in views:
        monkeypatch.setattr(search.time, "perf_counter", SlowClock(player.settings.budget, 4.0))
        slow.append(player.choose(view))
    assert slow == chosen
