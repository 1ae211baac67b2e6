"""Domain events: what happened, in order, for the table to animate and the network to send.

Events describe the full game; ``event.for_seat(seat)`` is the same event with every card that
seat may not see taken out, which is what a seat's table or a network client must be given.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .actions import Bid
from .cards import Card

if TYPE_CHECKING:
    from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class Contract:
    """The contract a hand is played in.

    ``kind`` is ``suit``, ``nt``, ``misere``, ``open_misere``, ``blind_misere``, ``all_pass_nt``
    (all passed under ``all_pass: play_nt``) or ``spades``.
    """

    kind: str
    declarer: int | None
    bid: Bid | None
    trump: int | None
    tricks: int
    value: int
    sans_kitty: bool = False

    @property
    def is_misere(self) -> bool:
        return self.kind in ("misere", "open_misere", "blind_misere")

    @property
    def is_open(self) -> bool:
        return self.kind in ("open_misere", "blind_misere")

    @property
    def text(self) -> str:
        """The summary's ``contract`` string (docs/records.md)."""
        if self.kind == "all_pass_nt":
            return "nt"
        if self.kind == "spades":
            return "spades"
        assert self.bid is not None
        return self.bid.call

    def seats(self, rules: RuleSet, partners: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The seats whose tricks count for the contract: the misère bidder alone (with the
        partners whose hands it plays under ``nullo_play: both_hands``), the called partners
        with the contractor in the five-player game, else the contractor's side."""
        if self.declarer is None:
            return ()
        side = rules.side_with(self.declarer)
        if self.is_misere:
            return side if rules.nullo_play == "both_hands" else (self.declarer,)
        if rules.teams == "called":
            return tuple(sorted((self.declarer, *partners)))
        return side

    def tricks_to_set(self, rules: RuleSet) -> int:
        """The tricks the defenders need to set the contract."""
        return 1 if self.is_misere else rules.hand_size - self.tricks + 1

    def sitting_out(self, rules: RuleSet) -> tuple[int, ...]:
        """The seats out of the hand: a misère bidder's partners, unless the bidder plays their
        hands too (``nullo_play: both_hands``)."""
        if self.declarer is None or not self.is_misere or rules.nullo_play == "both_hands":
            return ()
        side = rules.side_with(self.declarer)
        return tuple(s for s in side if s != self.declarer)


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand's outcome, per seat and per side (the summary fields of docs/records.md)."""

    contract: str
    declarer: int | None
    sans_kitty: bool
    tricks: tuple[int, ...]
    made: bool | None
    delta: tuple[int, ...]
    scores: tuple[int, ...]
    bags: tuple[int, ...] | None
    bids: tuple[int | str | None, ...] | None
    dealer: int = 0
    """Who dealt the hand (not in the summary: records give it per hand)."""
    partners: tuple[int, ...] = ()
    """The seats the contractor called as partners (five players), public once called."""


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""

    def for_seat(self, seat: int) -> Event:
        """This event as ``seat`` may see it (hidden cards removed)."""
        return self


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A new hand: every seat's cards, the kitty and (2 players) the dead hand."""

    number: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    dead: tuple[Card, ...]

    def for_seat(self, seat: int) -> Event:
        hands = tuple(h if s == seat else () for s, h in enumerate(self.hands))
        return replace(self, hands=hands, kitty=(), dead=())


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    seat: int
    bid: Bid


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    contract: Contract


@dataclass(frozen=True, slots=True)
class HandThrownIn(Event):
    """Everybody passed (or, American, only inkles were bid): no score, next dealer."""

    dealer: int


@dataclass(frozen=True, slots=True)
class KittyTaken(Event):
    seat: int
    cards: tuple[Card, ...]

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    cards: tuple[Card, ...]

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, cards=())


@dataclass(frozen=True, slots=True)
class PartnersNamed(Event):
    seat: int
    partners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class JokerNominated(Event):
    """The contractor nominated a suit for one of its jokers (``suit`` None: declined).  Which
    joker is the contractor's secret until it is played: every other copy has ``joker`` None."""

    seat: int
    joker: Card | None
    suit: int | None

    def for_seat(self, seat: int) -> Event:
        return self if seat == self.seat else replace(self, joker=None)


@dataclass(frozen=True, slots=True)
class HandExposed(Event):
    """A hand laid face up (open misère, the partner's hand under ``nullo_play: both_hands``)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card
    lead_suit: int | None


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    number: int
    winner: int
    cards: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    result: HandResult


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner: int
    """Index of the winning side in ``RuleSet.sides``."""
