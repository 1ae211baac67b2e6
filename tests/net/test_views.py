"""A view's JSON form: what the host writes, the client reads back to the same view, for every
seat and spectator at every decision of games in every variant; junk from a host is a ViewError."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import GameState, Phase, RuleSet
from fivehundred_qt.core.view import SPECTATOR
from fivehundred_qt.net.views import (
    ViewError,
    result_from_json,
    result_json,
    view_from_json,
    view_to_json,
)

VARIANTS = [
    {"preset": "australian"},
    {"preset": "american", "players": 6, "teams": "3v3", "kitty_size": 5},
    {"preset": "american", "nullo_play": "both_hands"},
    {"players": 5},
    {"players": 3, "misere": "anytime", "open_misere": "anytime"},
    {"players": 2},
    {"preset": "australian", "all_pass": "play_nt", "joker_nomination": False},
    {"preset": "spades", "blind_nil": True},
]


def views_of_a_game(options: dict[str, Any], seed: int, hands: int = 2):
    """Every seat's and a spectator's view before every decision of a few hands."""
    rules = RuleSet.build({"game": "spades" if options.get("preset") == "spades" else "500",
                           **options})
    state = GameState(rules, seed=seed)
    player = make_player("random", seed=seed)
    while not state.is_over and len(state.log) <= hands:
        if state.phase is Phase.DEAL:
            state.deal()
            continue
        for seat in range(rules.players):
            yield rules, state.view(seat)
        yield rules, state.spectator_view()
        state.apply(player.choose(state.view(state.decider)))
    yield rules, state.spectator_view()


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: json.dumps(o, sort_keys=True))
def test_every_view_reads_back_the_same(options: dict[str, Any]) -> None:
    checked = 0
    for rules, view in views_of_a_game(options, seed=11):
        data = json.loads(json.dumps(view_to_json(view)))     # as it travels
        assert "results" not in data
        assert view_from_json(data, rules, view.results) == view
        for result in view.results:
            assert result_from_json(json.loads(json.dumps(result_json(result))), rules,
                                    result.dealer, result.partners) == result
        checked += 1
    assert checked > 50


def test_a_spectator_sees_no_hand_and_decides_nothing() -> None:
    for _rules, view in views_of_a_game({"preset": "australian"}, seed=3):
        if view.seat == SPECTATOR:
            data = view_to_json(view)
            assert data["seat"] is None and data["hand"] == [] and data["kitty"] is None
            assert data["legal"] == [] and data["discard_count"] == 0 and data["discarded"] is None


def test_bids_and_contracts_only_under_their_own_keys() -> None:
    # The protocol's writing rule: "7H" the bid is only ever under 'bid' or 'contract', so a
    # scan can tell it from the seven of hearts.
    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and value[:1].isdigit() and value[-1:] in "SCDHT":
            assert key in ("bid", "bids", "contract", "card", "hand", "kitty", "discarded",
                           "cards", "joker", "play", "discard"), (key, value)
            if key in ("bid", "bids", "contract"):
                assert value[-1:] in "SCDH" or value.endswith("NT")

    for _rules, view in views_of_a_game({"preset": "australian"}, seed=5, hands=4):
        walk(view_to_json(view))


@pytest.mark.parametrize("path,value", [
    (("seat",), 7), (("seat",), 1.0), (("phase",), "bidding"), (("hand",), ["ZZ"]),
    (("hand",), "AS"), (("hand_sizes",), [10, 10]), (("scores",), [1, 2, 3]),
    (("calls",), [{"seat": 0, "bid": "11H"}]), (("calls",), [{"seat": 0, "play": "AS"}]),
    (("contract",), {"contract": "7H"}), (("trick",), [{"seat": 0}]), (("winner",), 9),
    (("legal",), [{"seat": 0, "bid": "7H", "extra": 1}]), (("spades_broken",), 0),
    (("exposed",), [{"seat": 0, "cards": ["AS"] * 100}]),
    pytest.param(("hand_number",), 10**5000, id="huge-hand-number"),
    pytest.param(("dealer",), 10**5000, id="huge-dealer"),
])
def test_a_malformed_view_is_a_view_error(path: tuple[str, ...], value: Any) -> None:
    rules, view = next(v for v in views_of_a_game({"preset": "australian"}, seed=2)
                       if v[1].phase is Phase.AUCTION)
    data = copy.deepcopy(view_to_json(view))
    data[path[0]] = value
    with pytest.raises(ViewError):
        view_from_json(data, rules)


def test_random_damage_gives_only_view_errors() -> None:
    rng = random.Random(4)
    samples = list(views_of_a_game({"preset": "spades"}, seed=4, hands=1))
    junk: list[Any] = [None, True, -1, 2.5, "x", "AS", [], {}, [None], {"seat": 0}, 10**20]
    refused = 0
    for _ in range(3000):
        rules, view = rng.choice(samples)
        data = view_to_json(view)
        key = rng.choice(sorted(data))
        data[key] = rng.choice(junk)
        try:
            view_from_json(data, rules)
        except ViewError:
            refused += 1
    assert refused > 1500


@pytest.mark.parametrize("junk", [None, {}, {"contract": "7H"}, [1, 2],
                                  {"contract": "7H", "declarer": 9, "sans_kitty": False,
                                   "tricks": [1, 2, 3, 4], "made": True, "delta": [1, 2],
                                   "scores": [1, 2], "bags": None, "bids": None}])
def test_a_malformed_scored_hand_is_a_view_error(junk: Any) -> None:
    with pytest.raises(ViewError):
        result_from_json(junk, RuleSet.build({"game": "500"}))
