"""``SeatView``: exactly what one seat may know, built by construction from the game state.

Bots, suggestions, the human's table and network clients are all fed views, never the state, so
nothing can peek at another seat's hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from .actions import Action, Bid
from .cards import Card
from .events import Contract, HandResult
from .phase import Phase
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import GameState


class SeatView(NamedTuple):
    """One seat's knowledge of the game at one moment (immutable; cheap to build and pass)."""

    seat: int
    rules: RuleSet
    phase: Phase
    hand_number: int
    dealer: int
    to_move: int
    """The seat whose turn it is (for a ``both_hands`` partner's hand, that hand's seat)."""
    decider: int
    """The seat that makes the decision now (the contractor for a ``both_hands`` partner)."""
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[tuple[int, Bid], ...]
    contract: Contract | None
    partners: tuple[int, ...]
    active: tuple[int, ...]
    kitty: tuple[Card, ...] | None
    """The kitty, to the contractor once taken; to everyone at the end of a sans-kitty hand."""
    discarded: tuple[Card, ...] | None
    """The contractor's own discards (None for everyone else)."""
    exposed: dict[int, tuple[Card, ...]]
    """Hands lying face up for everyone: seat to its remaining cards."""
    nominated: dict[Card, int | None]
    trick: tuple[tuple[int, Card], ...]
    led_suit: int | None
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    """Completed tricks of this hand: (winner, ((seat, card), …))."""
    won: tuple[int, ...]
    suits_led: tuple[bool, ...]
    spades_broken: bool
    scores: tuple[int, ...]
    bags: tuple[int, ...] | None
    results: tuple[HandResult, ...]
    winner: int | None
    legal: tuple[Action, ...]
    """The legal actions when this seat decides now, else empty.  For a discard (thousands of
    combinations with a big kitty) it stays empty: any ``discard_count`` cards of ``hand``."""
    discard_count: int
    leads: tuple[int, ...]
    """The suit each completed trick was led in (a suitless joker's named suit included)."""


def _nominations(state: GameState, is_declarer: bool) -> dict[Card, int | None]:
    """Nominated jokers are announced; a declined one is the contractor's secret (it would
    tell the others that the joker is still in that hand)."""
    if not state.nominated:
        return {}
    if is_declarer:
        return dict(state.nominated)
    return {j: s for j, s in state.nominated.items() if s is not None}


SPECTATOR: Final = -1
"""The ``seat`` of a spectator's view: no hand, no kitty, no decision; only what is public."""


def make_view(state: GameState, seat: int) -> SeatView:
    if not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat}")
    return _view(state, seat)


def spectator_view(state: GameState) -> SeatView:
    """What someone watching the table may know: everything public and no seat's hidden cards."""
    return _view(state, SPECTATOR)


def _view(state: GameState, seat: int) -> SeatView:
    contract = state.contract
    declarer = contract.declarer if contract is not None else None
    is_declarer = declarer == seat
    hand_over = state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER
    # The contractor saw the kitty when taking it; a sans-kitty kitty is shown when the hand ends.
    kitty_seen = contract is not None and bool(state.kitty) and (
        (is_declarer and not contract.sans_kitty) or (hand_over and contract.sans_kitty))
    exposed = {s: tuple(state.cards[s]) for s in state.exposed if s != seat} \
        if state.exposed else {}
    legal: tuple[Action, ...] = ()
    discard_count = 0
    if state.decider == seat and state.to_move >= 0:
        if state.phase is Phase.DISCARD:
            discard_count = state.rules.kitty_size
        else:
            legal = tuple(state.legal_actions())
    return SeatView(
        seat,
        state.rules,
        state.phase,
        len(state.log) - 1,
        state.dealer,
        state.to_move,
        state.decider,
        tuple(state.cards[seat]) if seat != SPECTATOR else (),
        tuple(map(len, state.cards)),
        tuple(state.auction.calls) if state.auction is not None else (),
        contract,
        state.partners,
        state.active,
        tuple(state.kitty) if kitty_seen else None,
        tuple(state.discarded) if is_declarer and state.discarded else None,
        exposed,
        _nominations(state, is_declarer),
        tuple(state.trick),
        state.led if state.trick else None,
        tuple(state.tricks),
        tuple(state.won),
        tuple(state.suits_led),
        state.broken,
        tuple(state.scores),
        tuple(state.bags) if state.spades else None,
        state.results,
        state.winner,
        legal,
        discard_count,
        tuple(state.leads),
    )
