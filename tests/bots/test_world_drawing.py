"""Drawing the search's worlds cheaply (``worlds.py``, ``fitting.py``): the same worlds as
judging every hand afresh, and every one of them consistent with what the seat knows.

1. Every world ``draw_worlds`` gives ``hard`` and ``expert`` fits the view: hand sizes, the
   seat's own and exposed cards, voids shown, no card seen (``test_search_worlds.check_world``).
2. A hand's reading of the calls depends only on its key (``fitting.hand_key``: its jokers, its
   cards from the jack up and its suits' lengths), so that remembering it by the key is exact.
3. With the readings remembered, a seed draws exactly the worlds it draws with every hand judged
   afresh: in 500 (the chain, and the play reading after it), in Spades (sampled and weighted),
   and in the auction.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from fivehundred_qt.bots import fitting, worlds
from fivehundred_qt.bots.contracts import SPADES_CONTRACT, nil_seats_of
from fivehundred_qt.bots.fastplay import Table
from fivehundred_qt.bots.fitting import ReadingMemo, hand_key
from fivehundred_qt.bots.inference import CallReading
from fivehundred_qt.bots.knowledge import infer
from fivehundred_qt.bots.levels import LEVELS
from fivehundred_qt.bots.sampling import World
from fivehundred_qt.bots.worlds import draw_worlds
from fivehundred_qt.core import Card, GameState, Phase, SeatView, deck_for
from fivehundred_qt.core.cards import JACK
from fivehundred_qt.core.view import joker_suits

from .random_games import build, random_games
from .test_search_worlds import check_world


def _views(name: str, seeds: range, every: int) -> Iterator[tuple[GameState, SeatView]]:
    """Views of random games where the others have called: every ``every``-th decision."""
    rules = build(name)
    for seed in seeds:
        for i, state in enumerate(random_games(rules, seed)):
            view = state.view(state.decider)
            if i % every or not any(s != view.seat for s, _ in view.calls):
                continue
            if view.phase in (Phase.AUCTION, Phase.PLAY):
                yield state, view


def _draw(view: SeatView, level: str, count: int, seed: int) -> list[World]:
    table = None
    if view.phase is Phase.PLAY:
        table = Table(view.rules, view.contract or SPADES_CONTRACT, joker_suits(view),
                      view.partners, nil_seats_of(view))
    return draw_worlds(view, LEVELS[level], count, random.Random(seed), infer(view), table)


@pytest.mark.parametrize("name", ["australian", "american", "players_3", "spades", "players_2",
                                  "kitty_6_two_jokers"])
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_every_world_drawn_fits_what_the_seat_knows(name: str, level: str) -> None:
    checked = 0
    for state, view in _views(name, range(700, 704), 4):
        for world in _draw(view, level, 8, checked):
            check_world(view, state, world.hands, world.buried)
            checked += 1
    assert checked >= 40


def _same_key_hands(rng: random.Random, deck: Sequence[Card], size: int
                    ) -> tuple[list[Card], list[Card]]:
    """A random hand of ``size`` cards, and another with the same key: each card below the jack
    swapped for another of its suit from outside the hand when there is one; both sorted, as a
    world's hands are (in Spades the order of the sums may move the last bit)."""
    hand = sorted(rng.sample(list(deck), size))
    spare = [c for c in deck if c not in hand and not c.is_joker and c.rank < JACK]
    other = []
    for c in hand:
        swaps = [d for d in spare if d.suit == c.suit] if not c.is_joker and c.rank < JACK else []
        if swaps:
            d = rng.choice(swaps)
            spare.remove(d)
            other.append(d)
        else:
            other.append(c)
    return hand, sorted(other)


@pytest.mark.parametrize("name", ["australian", "american", "players_3", "spades",
                                  "kitty_6_two_jokers", "players_6_3v3_kitty_6"])
def test_a_hands_reading_of_the_calls_depends_only_on_its_key(name: str) -> None:
    rng = random.Random(3)
    rules = build(name)
    deck = sorted(deck_for(rules.players, rules.kitty_size, spades=rules.is_spades))
    compared = differed = 0
    for _, view in _views(name, range(710, 716), 3):
        for close in (True, False):
            reading = CallReading(view, close=close)
            for s in reading.terms:
                size = 13 if rules.is_spades else rules.hand_size
                hand, other = _same_key_hands(rng, deck, size)
                assert hand_key(hand) == hand_key(other)
                differed += sorted(hand) != sorted(other)
                assert reading.seat(s, other) == reading.seat(s, hand), (hand, other)
                compared += 1
    assert compared >= 20 and differed >= compared // 2


class _Afresh(ReadingMemo):
    """Every hand judged again: nothing remembered."""

    def memo(self, s: int) -> dict[int, float]:
        return {}

    def seat(self, s: int, key: int, hand: Sequence[Card]) -> float:
        return self.reading.seat(s, hand)


def _contents(drawn: list[World]) -> list[tuple[list[list[Card]], list[Card]]]:
    return [(w.hands, sorted(w.buried)) for w in drawn]


@pytest.mark.parametrize(("name", "phase"), [("australian", Phase.PLAY), ("australian", Phase.AUCTION),
                                             ("american", Phase.PLAY), ("spades", Phase.PLAY),
                                             ("spades", Phase.AUCTION), ("players_3", Phase.PLAY)])
def test_remembered_readings_draw_the_same_worlds_as_judging_afresh(
        name: str, phase: Phase, monkeypatch: pytest.MonkeyPatch) -> None:
    views = [v for _, v in _views(name, range(720, 726), 2) if v.phase is phase][::3][:8]
    assert len(views) >= 4
    remembered = [_contents(_draw(v, "expert", 24, i)) for i, v in enumerate(views)]
    monkeypatch.setattr(fitting, "ReadingMemo", _Afresh)
    monkeypatch.setattr(worlds, "ReadingMemo", _Afresh)
    afresh = [_contents(_draw(v, "expert", 24, i)) for i, v in enumerate(views)]
    assert remembered == afresh


def test_the_chain_keeps_a_deal_it_draws_twice_as_one_world() -> None:
    # Late in a hand few deals are possible: the chain comes back to some, and the search
    # plays each once (it knows a world by its identity).
    for state, view in _views("australian", range(730, 740), 1):
        if view.phase is Phase.PLAY and len(view.tricks) >= 7 and view.contract is not None:
            drawn = _draw(view, "expert", 60, 1)
            ids = {id(w) for w in drawn}
            contents = {tuple(tuple(h) for h in w.hands) for w in drawn}
            assert len(ids) == len(contents) < len(drawn)
            for w in drawn:
                check_world(view, state, w.hands, w.buried)
            return
    pytest.fail("no late 500 play decision in these games")
