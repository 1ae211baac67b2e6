"""Fixed positions for the bot tests: a game dealt from given hands, calls and plays by text, and
the ``normal`` player's decision with its reason."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fivehundred_qt.bots.heuristic import HeuristicPlayer
from fivehundred_qt.core import (
    BIDS,
    Card,
    Deal,
    Discard,
    GameState,
    Play,
    RuleSet,
    deck_for,
    parse_card,
)
from fivehundred_qt.core.phrases import Phrase


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def start(hands: Mapping[int, str], kitty: str | None = None, *, dealer: int | None = None,
          bags: list[int] | None = None, scores: list[int] | None = None,
          **options: Any) -> GameState:
    """A game dealt from fixed hands: cards not given go, in deck order, to the seats that are
    short, then to the kitty, then to the dead hand.  The dealer is by default the seat before
    seat 0, so seat 0 calls first."""
    rules = RuleSet.build(options)
    n = rules.players
    deck = deck_for(n, rules.kitty_size, spades=rules.is_spades)
    given = {seat: cards(text) for seat, text in hands.items()}
    fixed = cards(kitty) if kitty is not None else None
    used = [c for h in given.values() for c in h] + (fixed or [])
    assert len(used) == len(set(used)), "a card is given twice"
    assert all(c in deck for c in used), "a card is not in this deck"
    rest = [c for c in deck if c not in used]
    full = []
    for seat in range(n):
        mine = list(given.get(seat, []))
        while len(mine) < rules.hand_size:
            mine.append(rest.pop(0))
        full.append(tuple(mine))
    size = 0 if rules.is_spades else rules.kitty_size
    kitty_cards = fixed if fixed is not None else [rest.pop(0) for _ in range(size)]
    state = GameState(rules, seed=0, first_dealer=n - 1 if dealer is None else dealer)
    if scores is not None:
        state.scores = list(scores)
    if bags is not None:
        state.bags = list(bags)
    state.deal(Deal(tuple(full), tuple(kitty_cards), tuple(rest)))
    return state


def bid(state: GameState, *calls: str) -> None:
    for text in calls:
        sans = text.endswith(" sk")
        state.apply(BIDS[text.removesuffix(" sk"), sans])


def discard_kitty(state: GameState) -> None:
    state.apply(Discard.of(state.log[-1].deal.kitty))


def play(state: GameState, *texts: str) -> None:
    """Play cards by text (``RJ:H``: a suitless joker leading hearts), each by the seat to move."""
    for text in texts:
        name, _, suit = text.partition(":")
        card = parse_card(name)
        lead = "SCDH".index(suit) if suit else None
        action = next((a for a in state.legal_actions()
                       if isinstance(a, Play) and a.card == card and a.lead_suit == lead), None)
        assert action is not None, f"{text} is not legal for seat {state.to_move}"
        state.apply(action)


def low(state: GameState, count: int) -> None:
    """The next ``count`` cards: each seat plays its lowest legal card (by code)."""
    for _ in range(count):
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        state.apply(min(plays, key=lambda a: (int(a.card), a.lead_suit or 0)))


def normal_choice(state: GameState) -> tuple[Any, str | None]:
    """The normal player's decision and its reason in English (``str`` of the phrase)."""
    view = state.view(state.decider)
    action, why = HeuristicPlayer("normal", 1).choose_with_reason(view)
    assert state.why_not(action) is None, f"{action} is not legal: {state.why_not(action)}"
    assert why is None or isinstance(why, Phrase)
    return action, None if why is None else str(why)


def card_of(action: Any) -> Card:
    assert isinstance(action, Play), action
    return action.card


# Seat 0, low everywhere and void in clubs, for a misère over seat 3's 7S (dealer 2).
MISERE_VOID_CLUBS = {
    0: "5S 6S 7S 4D 5D 6D 4H 5H 6H 7H",
    1: "8S 9S 6C 8C 9C 10C 8H 9H 10H JH",
    3: "10S JS 5C 7C JC QC 7D 8D 9D 10D",
}
