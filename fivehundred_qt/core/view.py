"""``SeatView``: exactly what one seat may know, built by construction from the game state.

Bots, suggestions, the human's table and network clients are all fed views, never the state, so
nothing can peek at another seat's hidden cards.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence, Sized
from typing import Final, NamedTuple, Protocol

from .actions import Action, Bid
from .cards import Card, deck_for
from .events import Contract, HandResult
from .phase import Phase
from .rules import RuleSet
from .seating import active_seats


class _Calls(Protocol):
    @property
    def calls(self) -> Sequence[tuple[int, Bid]]: ...


class ViewedState(Protocol):
    """What a view is built from: the parts of the game state (``state.GameState``) this module
    reads, so that the state's module, which builds views, is not imported here."""

    @property
    def rules(self) -> RuleSet: ...
    @property
    def n(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def log(self) -> Sized: ...
    @property
    def dealer(self) -> int: ...
    @property
    def to_move(self) -> int: ...
    @property
    def decider(self) -> int: ...
    @property
    def cards(self) -> Sequence[Sequence[Card]]: ...
    @property
    def auction(self) -> _Calls | None: ...
    @property
    def contract(self) -> Contract | None: ...
    @property
    def partners(self) -> tuple[int, ...]: ...
    @property
    def active(self) -> tuple[int, ...]: ...
    @property
    def kitty(self) -> Sequence[Card]: ...
    @property
    def discarded(self) -> Sequence[Card]: ...
    @property
    def exposed(self) -> Collection[int]: ...
    @property
    def nominated(self) -> Mapping[Card, int | None]: ...
    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...
    @property
    def led(self) -> int: ...
    @property
    def tricks(self) -> Sequence[tuple[int, tuple[tuple[int, Card], ...]]]: ...
    @property
    def won(self) -> Sequence[int]: ...
    @property
    def suits_led(self) -> Sequence[bool]: ...
    @property
    def broken(self) -> bool: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def spades(self) -> bool: ...
    @property
    def bags(self) -> Sequence[int]: ...
    @property
    def results(self) -> tuple[HandResult, ...]: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def leads(self) -> Sequence[int]: ...
    def legal_actions(self) -> Sequence[Action]: ...


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
    """Joker to the suit nominated for it (None: declined).  The contractor sees its own; anyone
    else sees a nominated joker here only once it has been played: until then which joker it is
    stays the contractor's secret (with two jokers it would tell who holds which)."""
    nominated_suits: tuple[int, ...]
    """The suits nominated this hand for the contractor's jokers, in the order named (public)."""
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


def _nominations(state: ViewedState, is_declarer: bool) -> dict[Card, int | None]:
    """The nominations this seat may tie to a joker: the contractor all of its own (a declined
    one would tell the others that the joker is still in that hand), anyone else those of
    jokers already played."""
    if not state.nominated:
        return {}
    if is_declarer:
        return dict(state.nominated)
    played = {c for _, c in state.trick} | {c for _, cards in state.tricks for _, c in cards}
    return {j: s for j, s in state.nominated.items() if s is not None and j in played}


def joker_suits(view: SeatView) -> dict[Card, int | None]:
    """The nominations ``view``'s seat can tie to a joker: those it is shown, and those that
    follow from what it sees.  A suit nominated for a joker not yet played belongs to one of the
    jokers this seat has not seen elsewhere; when there are exactly as many such jokers as
    suits pending, they pair up in the order of nomination (the black joker is asked first)."""
    known = dict(view.nominated)
    pending = list(view.nominated_suits)
    for suit in known.values():
        if suit in pending:
            pending.remove(suit)
    if not pending or view.contract is None or view.contract.declarer is None:
        return known
    declarer = view.contract.declarer
    seen = set(view.hand) | {c for _, c in view.trick} | {c for _, t in view.tricks for _, c in t}
    for holder, cards in view.exposed.items():
        if holder != declarer:
            seen |= set(cards)
    rules = view.rules
    candidates = sorted((c for c in deck_for(rules.players, rules.kitty_size,
                                             spades=rules.is_spades)
                         if c.is_joker and c not in seen and c not in known), reverse=True)
    if declarer in view.exposed:
        candidates = [c for c in candidates if c in view.exposed[declarer]]
    if len(candidates) == len(pending):
        known.update(zip(candidates, pending, strict=True))
    return known


SPECTATOR: Final = -1
"""The ``seat`` of a spectator's view: no hand, no kitty, no decision; only what is public."""


def make_view(state: ViewedState, seat: int) -> SeatView:
    if not 0 <= seat < state.n:
        raise ValueError(f"there is no seat {seat}")
    return _view(state, seat)


def spectator_view(state: ViewedState) -> SeatView:
    """What someone watching the table may know: everything public and no seat's hidden cards."""
    return _view(state, SPECTATOR)


def _view(state: ViewedState, seat: int) -> SeatView:
    contract = state.contract
    declarer = contract.declarer if contract is not None else None
    is_declarer = declarer == seat
    hand_over = state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER
    # The contractor saw the kitty when taking it; a sans-kitty kitty is shown when the hand ends.
    kitty_seen = contract is not None and bool(state.kitty) and (
        (is_declarer and not contract.sans_kitty) or (hand_over and contract.sans_kitty))
    exposed = {s: tuple(state.cards[s]) for s in state.exposed if s != seat} \
        if state.exposed else {}
    # While the contractor decides on a joker nomination, everyone else sees the table as it
    # will be: the contractor to lead, nothing of a nomination being asked.
    asked = state.phase is Phase.JOKER and not is_declarer
    phase = Phase.PLAY if asked else state.phase
    active = active_seats(state.rules, contract) if asked and contract is not None \
        else state.active
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
        phase,
        len(state.log) - 1,
        state.dealer,
        state.to_move,
        state.decider,
        tuple(state.cards[seat]) if seat != SPECTATOR else (),
        tuple(map(len, state.cards)),
        tuple(state.auction.calls) if state.auction is not None else (),
        contract,
        state.partners,
        active,
        tuple(state.kitty) if kitty_seen else None,
        tuple(state.discarded) if is_declarer and state.discarded else None,
        exposed,
        _nominations(state, is_declarer),
        tuple(s for s in state.nominated.values() if s is not None),
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
