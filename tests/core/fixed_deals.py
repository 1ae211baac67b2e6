"""Fixed deals for rules tests: cards and calls from text, and a table that plays a hand
from a given deal with a deterministic player at every seat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fivehundred_qt.core import (
    BIDS,
    RED_JOKER,
    Card,
    Deal,
    Discard,
    GameState,
    HandResult,
    Phase,
    Play,
    RuleSet,
    deck_for,
    parse_card,
)
from fivehundred_qt.core.actions import Bid

# ------------------------------------------------------------------------------ helpers


def cards(text: str) -> list[Card]:
    """``cards("AS KS RJ")``: cards from their record texts, in the order given."""
    return [parse_card(t) for t in text.split()]


def C(text: str) -> Card:
    return parse_card(text)


def call(text: str) -> Bid:
    """A call from text: ``pass``, ``7H``, ``7H sk`` (sans kitty), ``misere``, ``5``, ``nil``."""
    sans = text.endswith(" sk")
    return BIDS[text.removesuffix(" sk"), sans]


def calls(state: GameState) -> set[str]:
    """The legal calls of the seat to move, as texts (``7H sk`` for sans kitty)."""
    out = set()
    for action in state.legal_actions():
        assert isinstance(action, Bid)
        out.add(action.call + (" sk" if action.sans_kitty else ""))
    return out


def bid(state: GameState, *texts: str) -> None:
    for text in texts:
        state.apply(call(text))


def game(dealer: int | None = None, seed: int = 11, **options: Any) -> GameState:
    """A game with a shuffled first hand dealt; the dealer is the seat before seat 0."""
    rules = RuleSet.build(options)
    state = GameState(rules, seed=seed, first_dealer=rules.players - 1 if dealer is None
                      else dealer)
    state.deal()
    return state


def autoplay(state: GameState) -> None:
    """Finish the hand's play with the first legal card each time."""
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])


def plays(state: GameState) -> list[Play]:
    return [a for a in state.legal_actions() if isinstance(a, Play)]


def joker_leads(state: GameState, joker: Card = RED_JOKER) -> set[int]:
    """The suits a suitless joker may name when it leads now."""
    return {a.lead_suit for a in plays(state) if a.card == joker and a.lead_suit is not None}


class Table:
    """One hand from a fixed deal, with a deterministic player for every seat.

    ``hands`` maps seats to the cards they must hold, in the order that seat prefers to play
    them; every card not given goes, in deck order, first to the seats that are short, then to
    the kitty, then to the dead hand.  The dealer is by default the seat before seat 0.
    """

    def __init__(self, hands: Mapping[int, str], kitty: str | None = None, *,
                 dealer: int | None = None, scores: Sequence[int] | None = None,
                 bags: Sequence[int] | None = None, **options: Any) -> None:
        self.rules = RuleSet.build(options)
        rules = self.rules
        n = rules.players
        self.deck = deck_for(n, rules.kitty_size, spades=rules.is_spades)
        given = {seat: cards(text) for seat, text in hands.items()}
        fixed_kitty = cards(kitty) if kitty is not None else None
        used = [c for h in given.values() for c in h] + (fixed_kitty or [])
        assert len(used) == len(set(used)), "a card is given twice"
        assert all(c in self.deck for c in used), "a card is not in this deck"
        rest = [c for c in self.deck if c not in used]
        self.order: dict[int, list[Card]] = {}
        for seat in range(n):
            mine = list(given.get(seat, []))
            assert len(mine) <= rules.hand_size
            while len(mine) < rules.hand_size:
                mine.append(rest.pop(0))
            self.order[seat] = mine
        kitty_size = 0 if rules.is_spades else rules.kitty_size
        kitty_cards = fixed_kitty if fixed_kitty is not None else [rest.pop(0)
                                                                  for _ in range(kitty_size)]
        self.dead = tuple(rest)
        self.state = GameState(rules, seed=0, first_dealer=n - 1 if dealer is None else dealer)
        if scores is not None:
            self.state.scores = list(scores)
        if bags is not None:
            self.state.bags = list(bags)
        self.state.deal(Deal(tuple(tuple(self.order[s]) for s in range(n)),
                             tuple(kitty_cards), self.dead))

    def bid(self, *texts: str) -> None:
        bid(self.state, *texts)

    def discard(self, text: str) -> None:
        self.state.apply(Discard.of(cards(text)))

    def discard_kitty(self) -> list[Any]:
        return self.state.apply(Discard.of(self.state.log[-1].deal.kitty))

    def play(self, text: str, lead_suit: int | None = None) -> None:
        self.state.apply(Play(C(text), lead_suit))

    def step(self) -> Play:
        """The seat to move plays the first legal card of its order (a suitless joker that
        leads names the first suit it may)."""
        state = self.state
        seat = state.to_move
        legal = plays(state)
        for c in self.order[seat] + sorted(state.cards[seat]):
            for action in legal:
                if action.card == c:
                    state.apply(action)
                    return action
        raise AssertionError(f"no legal play for seat {seat}")

    def finish_trick(self) -> None:
        while self.state.phase is Phase.PLAY and self.state.trick:
            self.step()

    def play_out(self, tricks: int | None = None) -> None:
        """Play until the hand ends (or until ``tricks`` tricks are complete)."""
        state = self.state
        while state.phase is Phase.PLAY:
            if tricks is not None and len(state.tricks) >= tricks and not state.trick:
                return
            self.step()

    @property
    def result(self) -> HandResult:
        result = self.state.log[-1].result
        assert result is not None
        return result

    def last_trick_winner(self) -> int:
        return self.state.tricks[-1][0]
