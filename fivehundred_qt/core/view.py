"""``SeatView``: exactly what one seat may know, built by construction from the game state.

Bots, suggestions, the human's table and network clients are all fed views, never the state, so
nothing can peek at another seat's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, Bid
from .cards import Card
from .events import Contract, HandResult
from .phase import Phase
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of the game at one moment."""

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
    """The kitty as this seat saw it: only the contractor, once taken."""
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

    @property
    def my_turn(self) -> bool:
        return self.decider == self.seat and (bool(self.legal) or self.discard_count > 0)


def make_view(state: GameState, seat: int) -> SeatView:
    if not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat}")
    contract = state.contract
    declarer = contract.declarer if contract is not None else None
    is_declarer = declarer == seat
    kitty_seen = is_declarer and bool(state.kitty) and contract is not None \
        and not contract.sans_kitty
    exposed = {s: tuple(state.cards[s]) for s in sorted(state.exposed) if s != seat}
    legal: tuple[Action, ...] = ()
    discard_count = 0
    if state.decider == seat and state.to_move >= 0:
        if state.phase is Phase.DISCARD:
            discard_count = state.rules.kitty_size
        else:
            legal = tuple(state.legal_actions())
    return SeatView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        hand_number=len(state.log) - 1,
        dealer=state.dealer,
        to_move=state.to_move,
        decider=state.decider,
        hand=tuple(state.cards[seat]),
        hand_sizes=tuple(len(h) for h in state.cards),
        calls=tuple(state.auction.calls) if state.auction is not None else (),
        contract=contract,
        partners=state.partners,
        active=state.active,
        kitty=tuple(state.kitty) if kitty_seen else None,
        discarded=tuple(state.discarded) if is_declarer and state.discarded else None,
        exposed=exposed,
        nominated=dict(state.nominated),
        trick=tuple(state.trick),
        led_suit=state.led if state.trick else None,
        tricks=tuple(state.tricks),
        won=tuple(state.won),
        suits_led=tuple(state.suits_led),
        spades_broken=state.broken,
        scores=tuple(state.scores),
        bags=tuple(state.bags) if state.spades else None,
        results=tuple(h.result for h in state.log if h.result is not None),
        winner=state.winner,
        legal=legal,
        discard_count=discard_count,
    )
