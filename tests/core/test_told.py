"""A seat's view built from what it was told (``Told``) is the seat's own view: over whole random
games of every kind of table, each seat's and a spectator's ``Told``, fed only that recipient's
copy of the events (``event.for_seat``; a declined joker nomination to its contractor alone;
the legal actions to the seat that decides), equals ``state.view(seat)`` after every decision."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from fivehundred_qt.core import (
    Bid,
    Deal,
    Discard,
    GameState,
    JokerSuit,
    Partners,
    Phase,
    Play,
    RuleSet,
)
from fivehundred_qt.core.actions import play
from fivehundred_qt.core.cards import BLACK_JOKER, RED_JOKER, parse_card
from fivehundred_qt.core.events import (
    BidMade,
    CardPlayed,
    Discarded,
    Event,
    GameOver,
    HandDealt,
    HandExposed,
    HandScored,
    JokerNominated,
    KittyTaken,
    PartnersNamed,
)
from fivehundred_qt.core.told import Told, ToldError
from fivehundred_qt.core.view import SPECTATOR

TABLES: dict[str, dict[str, Any]] = {
    "australian": {"game": "500", "preset": "australian"},
    "american": {"game": "500", "preset": "american"},
    "nominations": {"game": "500", "joker_nomination": True, "misere": "anytime"},
    "two-jokers-nominations": {"game": "500", "joker_nomination": True, "kitty_size": 6,
                               "misere": "anytime", "open_misere": "anytime"},
    "blind-sans-kitty-open-before-lead": {"game": "500", "blind_misere": True, "sans_kitty": True,
                                          "open_misere_exposed": "before_lead"},
    "both-hands-play-nt": {"game": "500", "nullo_play": "both_hands", "all_pass": "play_nt",
                           "misere": "anytime"},
    "two-players": {"game": "500", "players": 2},
    "five-called": {"game": "500", "players": 5},
    "six-3v3": {"game": "500", "players": 6},
    "spades": {"game": "spades", "preset": "spades", "blind_nil": True},
}


def tell(told: Told, event: Event, state: GameState) -> None:
    """What ``told``'s seat is told of ``event`` (its own copy of it)."""
    seat = told.seat
    seen = event.for_seat(seat)
    if isinstance(seen, HandDealt):
        told.deal(seen.number, seen.dealer, () if seat == SPECTATOR else seen.hands[seat])
    elif isinstance(seen, BidMade):
        told.act(seen.seat, seen.bid)
    elif isinstance(seen, KittyTaken) and seen.cards:
        told.take_kitty(seen.cards)
    elif isinstance(seen, Discarded):
        if seen.cards:
            told.act(seen.seat, Discard.of(seen.cards))
        else:
            told.discard_unseen(seen.seat, state.rules.kitty_size)
    elif isinstance(seen, PartnersNamed):
        told.act(seen.seat, Partners.of(seen.partners))
    elif isinstance(seen, JokerNominated) and (seen.suit is not None or seen.seat == seat):
        told.act(seen.seat, JokerSuit(seen.suit))
    elif isinstance(seen, HandExposed):
        told.expose(seen.seat, seen.cards)
    elif isinstance(seen, CardPlayed):
        told.act(seen.seat, play(seen.card, seen.lead_suit))
    elif isinstance(seen, HandScored):
        shown = state.view(seat) if seat != SPECTATOR else state.spectator_view()
        if shown.kitty is not None and told.kitty is None:
            told.take_kitty(shown.kitty)          # a sans-kitty hand's kitty, shown at its end
        told.scored(seen.result)
    elif isinstance(seen, GameOver):
        told.game_over(seen.winner)


def real_view(state: GameState, seat: int) -> Any:
    return state.spectator_view() if seat == SPECTATOR else state.view(seat)


def play_and_compare(rules: RuleSet, seed: int, hands: int,
                     choose: Callable[[GameState], Any] | None = None,
                     deal: Deal | None = None,
                     unsure: Callable[[GameState], bool] = lambda _: False) -> int:
    """Play (random decisions, or ``choose``'s) and compare every recipient's told view with
    its own after each decision; how many views were compared.  While ``unsure``, which joker
    was nominated may be misread by all but the contractor."""
    rng = random.Random(seed)
    state = GameState(rules, seed=seed, first_dealer=None if deal is None else rules.players - 1)
    everyone = [Told(rules, s) for s in (*range(rules.players), SPECTATOR)]
    compared = 0
    for _ in range(hands):
        if state.is_over:
            break
        events = state.deal(deal)
        while True:
            for told in everyone:
                for event in events:
                    tell(told, event, state)
                if state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                    # The turn: to everyone, as their view shows it; the legal choices to the
                    # seat that decides.
                    view = real_view(state, told.seat)
                    told.turn(view.to_move, view.legal if told.seat == view.decider else None,
                              view.discard_count)
                told_view, own = told.view(), real_view(state, told.seat)
                assert told_view is not None
                if unsure(state) and not told.is_contractor:
                    told_view = told_view._replace(nominated=own.nominated)
                assert told_view == own, (told.seat, state.phase)
                compared += 1
            if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            if choose is not None:
                action: Any = choose(state)
            elif state.phase is Phase.DISCARD:
                action = Discard.of(rng.sample(state.cards[state.to_move], rules.kitty_size))
            else:
                action = rng.choice(state.legal_actions())
            events = state.apply(action)
    return compared


@pytest.mark.parametrize("options", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_told_view_is_the_seats_own_view(options: dict[str, Any], seed: int) -> None:
    assert play_and_compare(RuleSet.build(options), seed, 12) > 50


def test_nominated_jokers_are_tied_when_played() -> None:
    """Under joker nomination over many deals: the contractor's jokers are nominated and played,
    and every seat's told view still equals its own (the nominated joker once played)."""
    rules = RuleSet.build(TABLES["two-jokers-nominations"])
    for seed in range(40):
        play_and_compare(rules, seed, 6)


def test_a_declined_joker_read_as_nominated_is_corrected_by_the_next_leader() -> None:
    """Two jokers: the contractor declines the black one and names hearts for the red.  The
    others cannot tell which joker is which: when the contractor throws the black joker on a
    club (void in clubs) they read it as the nominated heart, which would lose the trick; the
    next turn, the contractor's, shows it won, and their views are then their own again."""
    rules = RuleSet.build({"game": "500", "kitty_size": 6, "joker_nomination": True})

    def cards(text: str) -> tuple[Any, ...]:
        return tuple(sorted(parse_card(c) for c in text.split()))

    deal = Deal((cards("BJ RJ AH KH QH JH 10H 4S 5S 6S"),
                 cards("AC KC QC JC 10C 9C 8C 7C 6C 5C"),
                 cards("AD KD QD JD 10D 9D 8D 7D 6D 5D"),
                 cards("AS KS QS JS 10S 9S 8S 7S 4C 4D")),
                cards("9H 8H 7H 6H 5H 4H"))
    script = [Bid("7NT"), Bid("pass"), Bid("pass"), Bid("pass"),
              Discard.of(cards("9H 8H 7H 6H 5H 4H")), JokerSuit(None), JokerSuit(3),
              Play(parse_card("4S")), Play(parse_card("KC")), Play(parse_card("KD")),
              Play(parse_card("AS")),
              Play(parse_card("4C")), Play(BLACK_JOKER), Play(parse_card("AC")),
              Play(parse_card("AD")),
              Play(RED_JOKER)]
    steps = iter(script)

    def choose(state: GameState) -> Any:
        action = next(steps)
        assert state.why_not(action) is None, (action, state.why_not(action))
        return action

    def black_joker_in_the_trick(state: GameState) -> bool:
        return any(c == BLACK_JOKER for _, c in state.trick)

    with pytest.raises(StopIteration):
        play_and_compare(rules, 1, 1, choose, deal, black_joker_in_the_trick)


def test_what_cannot_have_happened_is_a_told_error() -> None:
    rules = RuleSet.build({"game": "500"})
    state = GameState(rules, seed=1)
    told = Told(rules, 0)
    for event in state.deal():
        tell(told, event, state)
    with pytest.raises(ToldError):
        told.act((state.to_move + 1) % 4, state.legal_actions()[0])      # out of turn
    with pytest.raises(ToldError):
        told.deal(1, 7, ())                                               # no such dealer
    with pytest.raises(ToldError):
        told.turn((state.to_move + 1) % 4, None)
