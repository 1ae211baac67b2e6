"""Property tests over random games, for every preset, player count and the option mixes.

Each example plays one game (a few hands at most) with a seeded random player and checks, at every
decision, the invariants that must hold whatever is played:

- every card of the deck is in exactly one place (a hand, the kitty, the discards, a trick, the
  dead hand);
- ``legal_actions()`` is exactly what ``apply`` accepts (every legal action applies to a copy;
  actions outside the list are refused with ``IllegalAction`` and leave the state untouched);
- a seat's view never holds a card that seat may not see;
- the scores are the sums of the hand deltas;
- ``replay(to_record(state))`` gives the same summary, through a JSON round trip too;
- and, against an independent oracle written from docs/rules.md (oracle.py): the order of play,
  the legal cards, the winner of every trick, the end of the hand, the score and the winner of the
  game.

The random player has bidding styles (uniform, passive, low, misère-seeking) so that thrown-in
hands, low contracts and the misère family all occur.  To hunt for rare cases, multiply the
number of games: ``FIVEHUNDRED_PROPERTY_SCALE=20 .venv/bin/pytest tests/core/test_properties.py``.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations
from math import comb
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivehundred_qt.core import (
    BIDS,
    PASS,
    SUITS,
    Action,
    Bid,
    Card,
    Discard,
    GameState,
    IllegalAction,
    JokerSuit,
    Partners,
    Phase,
    Play,
    RuleSet,
    deck_for,
    parse_card,
    replay,
    summary,
    to_record,
)

from .oracle import check_against_oracle

# ---------------------------------------------------------------------------- configurations
CONFIGS: dict[str, dict[str, Any]] = {
    "australian": {"preset": "australian"},
    "american": {"preset": "american"},
    "players_2": {"players": 2},
    "players_3": {"players": 3},
    "players_3_american": {"preset": "american", "players": 3},
    "players_4_kitty_5": {"kitty_size": 5},
    "players_4_kitty_6": {"kitty_size": 6},
    "american_kitty_6": {"preset": "american", "kitty_size": 6},
    "players_5_called": {"players": 5},
    "players_5_american": {"preset": "american", "players": 5},
    "players_6_2v2v2_kitty_3": {"players": 6},
    "players_6_2v2v2_kitty_5": {"players": 6, "kitty_size": 5},
    "players_6_2v2v2_kitty_6": {"players": 6, "kitty_size": 6},
    "players_6_3v3_kitty_3": {"teams": "3v3"},
    "players_6_3v3_kitty_5": {"teams": "3v3", "kitty_size": 5},
    "players_6_3v3_kitty_6_american": {"preset": "american", "teams": "3v3", "kitty_size": 6},
    "nullo_both_hands": {"misere": "anytime", "nullo_play": "both_hands"},
    "nullo_both_hands_3v3": {"teams": "3v3", "kitty_size": 6, "misere": "anytime",
                             "nullo_play": "both_hands", "blind_misere": True},
    "nullo_both_hands_solo": {"players": 3, "nullo_play": "both_hands", "misere": "anytime"},
    "blind_misere": {"blind_misere": True, "misere": "anytime"},
    "blind_misere_american": {"preset": "american", "blind_misere": True,
                              "open_misere_points": 430},
    "open_before_lead": {"open_misere_exposed": "before_lead", "open_misere": "after_8",
                         "misere_points": 210, "nullo_play": "both_hands"},
    "misere_230_open_330": {"misere_points": 230, "open_misere_points": 330,
                            "misere_defenders_score": True},
    "open_520_no_overbids": {"open_misere_points": 520, "eight_spades_overbids_misere": False,
                             "ten_hearts_overbids_open_misere": False, "blind_misere": True},
    "misere_off": {"misere": "off", "open_misere": "off"},
    "sans_kitty": {"sans_kitty": True, "misere": "anytime"},
    "sans_kitty_called": {"sans_kitty": True, "players": 5},
    "sans_kitty_american_6": {"preset": "american", "sans_kitty": True, "players": 6},
    "all_pass_play_nt": {"all_pass": "play_nt"},
    "all_pass_play_nt_american_2": {"preset": "american", "all_pass": "play_nt", "players": 2},
    "raise_own_bid": {"raise_own_bid": True},
    "raise_own_bid_mix": {"raise_own_bid": True, "blind_misere": True, "sans_kitty": True,
                          "players": 5},
    "jokers_anytime_any_suit": {"joker_follow": "anytime", "joker_lead": "any_suit",
                                "kitty_size": 6},
    "joker_last_trick": {"joker_lead": "last_trick", "joker_nomination": False,
                         "players": 6, "kitty_size": 6, "misere": "anytime"},
    "no_limits": {"defender_cap": "none", "lose_score": "none", "must_bid_to_win": False,
                  "win_score": 300},
    "spades": {"game": "spades"},
    "spades_blind_nil": {"game": "spades", "blind_nil": True, "bag_limit": 5,
                         "lose_score": -200},
}

HANDS_PER_GAME = 4


def build(name: str) -> RuleSet:
    return RuleSet.build(CONFIGS[name])


STYLES = ("uniform", "passive", "low", "misere")
games = st.tuples(st.integers(0, 2**32 - 1), st.sampled_from(STYLES))
"""A game: the random player's seed and its bidding style (to reach every kind of contract)."""


def choose(state: GameState, rng: random.Random, style: str) -> Action:
    legal = state.legal_actions()
    if state.phase is Phase.AUCTION and style != "uniform":
        bids = [b for b in legal if isinstance(b, Bid) and not b.is_pass]
        misere = [b for b in bids if b.is_misere]
        high = getattr(state.auction, "high", None)
        if style == "misere" and high is not None and high.is_misere and rng.random() < 0.9:
            return PASS
        if style == "misere" and misere and rng.random() < 0.8:
            return misere[0] if rng.random() < 0.5 else rng.choice(misere)
        if PASS in legal and rng.random() < {"passive": 0.8, "low": 0.4, "misere": 0.9}[style]:
            return PASS
        if style == "low" and bids:
            return rng.choice(bids[:3])
    return legal[rng.randrange(len(legal))]


def walk(rules: RuleSet, seed: int, style: str,
         hand_limit: int = HANDS_PER_GAME) -> Iterator[GameState]:
    """Play one game at random, yielding the state before every decision and after every hand."""
    state = GameState(rules, seed=seed)
    rng = random.Random(seed ^ 0x5EED)
    state.deal()
    while True:
        yield state
        if state.phase is Phase.GAME_OVER:
            return
        if state.phase is Phase.DEAL:
            if len(state.log) >= hand_limit:
                return
            state.deal()
            continue
        state.apply(choose(state, rng, style))


def for_each_state(name: str, game: tuple[int, str], check: Callable[[GameState], None]) -> None:
    seed, style = game
    for state in walk(build(name), seed, style):
        check(state)


# Games per configuration (37 of them) and property: the whole file runs in about 20 s on 2 CPUs.
SCALE = max(1, int(os.environ.get("FIVEHUNDRED_PROPERTY_SCALE", "1")))
property_settings = settings(deadline=None, max_examples=10 * SCALE,
                             suppress_health_check=[HealthCheck.too_slow])
heavy_settings = settings(property_settings, max_examples=6 * SCALE)
"""For the check of every legal and many illegal actions at every decision."""
configs = pytest.mark.parametrize("name", list(CONFIGS))


# -------------------------------------------------------------------------- card conservation
def kitty_taken(state: GameState) -> bool:
    contract = state.contract
    return (contract is not None and contract.declarer is not None and not contract.sans_kitty)


def cards_in_play(state: GameState) -> list[Card]:
    cards = [c for hand in state.cards for c in hand]
    if not kitty_taken(state):
        cards += state.kitty
    cards += state.discarded
    cards += [c for _, trick in state.tricks for _, c in trick]
    cards += [c for _, c in state.trick]
    cards += state.log[-1].deal.dead
    return cards


EXPECTED_DECK_SIZE = {  # docs/rules.md, "Decks": (players, kitty_size) -> cards
    (4, 3): 43, (4, 5): 45, (4, 6): 46, (6, 3): 63, (6, 5): 65, (6, 6): 66,
    (3, 3): 33, (5, 3): 53, (2, 3): 33,
}


@configs
def test_deck_matches_rules(name: str) -> None:
    rules = build(name)
    deck = deck_for(rules.players, rules.kitty_size, spades=rules.is_spades)
    assert len(set(deck)) == len(deck)
    if rules.is_spades:
        assert len(deck) == 52 and not any(c.is_joker for c in deck)
        return
    assert len(deck) == EXPECTED_DECK_SIZE[rules.players, rules.kitty_size]
    jokers = {str(c) for c in deck if c.is_joker}
    assert jokers == ({"RJ", "BJ"} if rules.kitty_size == 6 else {"RJ"})
    dead = 10 if rules.players == 2 else 0
    assert len(deck) == 10 * rules.players + rules.kitty_size + dead


@configs
@property_settings
@given(game=games)
def test_every_card_exists_exactly_once(name: str, game: tuple[int, str]) -> None:
    def check(state: GameState) -> None:
        counts = Counter(cards_in_play(state))
        assert counts == Counter(state.deck), (
            f"extra: {sorted(map(str, counts - Counter(state.deck)))}, "
            f"missing: {sorted(map(str, Counter(state.deck) - counts))}")
        rules = state.rules
        assert all(len(h) == len(state.cards[0]) or state.phase is not Phase.AUCTION
                   for h in state.cards)
        if state.phase is Phase.DISCARD:
            assert len(state.cards[state.to_move]) == rules.hand_size + rules.kitty_size
        if state.phase in (Phase.PARTNERS, Phase.JOKER) and not state.contract.sans_kitty:
            assert len(state.discarded) == rules.kitty_size

    for_each_state(name, game, check)


# ------------------------------------------------------------------- legal actions == accepted
def fingerprint(state: GameState) -> tuple[Any, ...]:
    auction = state.auction
    return (state.phase, state.to_move, state.decider, tuple(map(tuple, state.cards)),
            tuple(state.kitty), tuple(state.discarded), tuple(state.trick), tuple(state.tricks),
            tuple(state.won), tuple(state.scores), tuple(state.bags), len(state.log),
            tuple(state.log[-1].actions), tuple(auction.calls) if auction else None,
            tuple(state.exposed), tuple(state.nominated.items()), state.contract,
            tuple(state.legal_actions()))


def illegal_candidates(state: GameState, legal: list[Action],
                       rng: random.Random) -> list[Action]:
    """Actions of every kind that the legal list does not hold."""
    phase = state.phase
    hand = state.cards[state.to_move]
    deck = list(state.deck)
    n = state.n
    k = state.rules.kitty_size
    out: list[Action] = []
    wrong_kind: list[Action] = [PASS, Play(deck[0]), JokerSuit(None), Partners((0,)),
                                Discard(tuple(deck[:k]))]
    if phase is Phase.AUCTION:
        out += list(BIDS.values())
        out += [Bid("0"), Bid("11NT"), Bid("misere", True), Bid("pass", True), Bid("14")]
    elif phase is Phase.PLAY:
        out += [Play(c) for c in deck]
        out += [Play(c, s) for c in deck for s in SUITS if c.is_joker or c in hand]
    elif phase is Phase.DISCARD:
        out += [Discard(tuple(sorted(rng.sample(deck, k)))) for _ in range(10)]
        if len(hand) > k:
            out += [Discard(tuple(sorted(rng.sample(hand, k + 1)))),
                    Discard(tuple(sorted(rng.sample(hand, k - 1))))]
        out += [Discard((hand[0],) * k), Discard(())]
        others = [c for c in deck if c not in hand]
        if others:
            out.append(Discard(tuple(sorted([*rng.sample(hand, k - 1), rng.choice(others)]))))
    elif phase is Phase.PARTNERS:
        seats = list(range(-1, n + 1))
        for size in range(4):
            out += [Partners(p) for p in combinations(seats, size)]
        out += [Partners((1, 1)), Partners((2, 2))]
    elif phase is Phase.JOKER:
        out += [JokerSuit(-1), JokerSuit(4), JokerSuit(7)]
    out += wrong_kind
    legal_set = set(legal)
    return [a for a in out if a not in legal_set]


PASS_SANS_KITTY = Bid("pass", True)


@configs
@heavy_settings
@given(game=games)
def test_legal_actions_are_exactly_the_accepted_ones(name: str, game: tuple[int, str]) -> None:
    rng = random.Random(game[0])

    def check(state: GameState) -> None:
        legal = state.legal_actions()
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            assert legal == []
            return
        assert legal, f"no legal action in {state.phase}"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        if state.phase is Phase.DISCARD:
            hand = state.cards[state.to_move]
            assert len(legal) == comb(len(hand), state.rules.kitty_size)
            sample = rng.sample(legal, min(12, len(legal)))
        else:
            sample = legal
        before = fingerprint(state)
        for action in sample:
            state.copy().apply(action)  # must not raise
        assert fingerprint(state) == before, "applying to a copy changed the original"
        refused = illegal_candidates(state, legal, rng)
        for action in refused:
            try:
                state.apply(action)
            except IllegalAction:
                continue
            pytest.fail(f"{action!r} is not among the legal actions but was accepted")
        assert fingerprint(state) == before, "a refused action changed the state"

    for_each_state(name, game, check)


@pytest.mark.parametrize("name", ["australian", "american", "sans_kitty", "raise_own_bid"])
def test_pass_sans_kitty_is_refused(name: str) -> None:
    state = GameState(build(name), seed=3)
    state.deal()
    assert PASS_SANS_KITTY not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(PASS_SANS_KITTY)


# ------------------------------------------------------------------------------ hidden cards
def expected_exposed(state: GameState) -> set[int]:
    """Hands that lie face up during play (docs/rules.md, "Playing a misère contract"), from the
    rules alone."""
    contract = state.contract
    if state.phase is not Phase.PLAY or contract is None or not contract.is_misere:
        return set()
    rules = state.rules
    declarer = contract.declarer
    assert declarer is not None
    shown: set[int] = set()
    team = next(side for side in state.sides if declarer in side)
    if rules.nullo_play == "both_hands":
        shown |= {s for s in team if s != declarer}
    if contract.is_open and (rules.open_misere_exposed == "before_lead" or state.tricks):
        shown.add(declarer)
    return shown


@configs
@property_settings
@given(game=games)
def test_a_view_never_shows_a_hidden_card(name: str, game: tuple[int, str]) -> None:
    def check(state: GameState) -> None:
        played = {c for _, trick in state.tricks for _, c in trick} | {c for _, c in state.trick}
        contract = state.contract
        declarer = contract.declarer if contract is not None else None
        should_show = expected_exposed(state)
        hand_over = state.phase in (Phase.DEAL, Phase.GAME_OVER)
        if state.phase is Phase.PLAY:
            assert state.exposed == should_show
        for seat in range(state.n):
            view = state.view(seat)
            assert view.hand == tuple(state.cards[seat])
            assert view.hand_sizes == tuple(len(h) for h in state.cards)
            allowed = set(state.cards[seat]) | played
            for s in state.exposed:
                allowed |= set(state.cards[s])
            if seat == declarer and kitty_taken(state):
                allowed |= set(state.kitty) | set(state.discarded)
            if hand_over and contract is not None and contract.sans_kitty:
                allowed |= set(state.kitty)  # docs/rules.md, "Sans kitty": shown at the end of the hand
            seen = set(view.hand) | {c for _, c in view.trick}
            seen |= {c for _, trick in view.tricks for _, c in trick}
            for s, cards in view.exposed.items():
                assert s != seat and s in state.exposed
                assert cards == tuple(state.cards[s])
                seen |= set(cards)
            if view.kitty is not None:
                assert (seat == declarer and kitty_taken(state)) or (
                    hand_over and contract is not None and contract.sans_kitty)
                seen |= set(view.kitty)
            if view.discarded is not None:
                assert seat == declarer
                seen |= set(view.discarded)
            seen |= {a.card for a in view.legal if isinstance(a, Play)}
            if seat == declarer and kitty_taken(state) and state.kitty:
                assert view.kitty == tuple(state.kitty)  # the contractor saw what it took
            if hand_over and contract is not None and contract.sans_kitty:
                assert view.kitty == tuple(state.kitty)  # shown to all at the end of the hand
            leaked = seen - allowed
            assert not leaked, f"seat {seat} sees {sorted(map(str, leaked))}"
            if seat != state.decider:
                assert view.legal == () and view.discard_count == 0
            elif state.phase is Phase.DISCARD:
                assert view.legal == () and view.discard_count == state.rules.kitty_size
            else:
                assert view.legal == tuple(state.legal_actions())

    for_each_state(name, game, check)


# ------------------------------------------------------------------------------------ scores
@configs
@property_settings
@given(game=games)
def test_scores_are_the_sum_of_the_hand_deltas(name: str, game: tuple[int, str]) -> None:
    def check(state: GameState) -> None:
        results = [h.result for h in state.log if h.result is not None]
        sides = len(state.sides)
        total = [0] * sides
        for r in results:
            assert len(r.delta) == sides and len(r.scores) == sides
            total = [t + d for t, d in zip(total, r.delta, strict=True)]
            assert list(r.scores) == total
            if r.contract == "pass":
                assert r.delta == (0,) * sides and r.made is None and r.declarer is None
        assert state.scores == total
        if state.rules.is_spades:
            assert all(0 <= b < state.rules.bag_limit for b in state.bags)
        # every hand but the last is finished
        assert all(h.result is not None for h in state.log[:-1])
        assert sum(state.won) == len(state.tricks)
        for _, trick in state.tricks:
            assert len(trick) == len(state.active)

    for_each_state(name, game, check)


# -------------------------------------------------------------------------------- records
def assert_round_trip(state: GameState) -> None:
    names = [f"P{i}" for i in range(state.n)]
    record = to_record(state, names)
    expected = summary(state)
    again = replay(record)
    assert summary(again) == expected
    assert to_record(again, names) == record
    text = json.dumps(record)
    from_json = json.loads(text)
    assert summary(replay(from_json)) == expected
    assert json.loads(json.dumps(expected)) == expected


@configs
@property_settings
@given(game=games, stop=st.integers(0, 150))
def test_replay_of_the_record_gives_the_same_summary(name: str, game: tuple[int, str],
                                                     stop: int) -> None:
    seed, style = game
    last: GameState | None = None
    for step, state in enumerate(walk(build(name), seed, style)):
        if step == stop:
            assert_round_trip(state)  # a game in progress
        last = state
    assert last is not None
    assert_round_trip(last)


def test_cards_parse_back() -> None:
    """Every card of every deck prints as its record text and parses back to itself."""
    for players, kitty in EXPECTED_DECK_SIZE:
        for c in deck_for(players, kitty):
            assert parse_card(str(c)) is c
    for c in deck_for(4, 3, spades=True):
        assert parse_card(str(c)) is c


# ------------------------------------------ play and scores against the oracle (oracle.py)
@configs
@property_settings
@given(game=games)
def test_play_and_scores_follow_the_rules(name: str, game: tuple[int, str]) -> None:
    for_each_state(name, game, check_against_oracle)
