"""What one recipient is told about what happened, built from that recipient's own view and its
own copy of each event (``event.for_seat``), never from the game state.

``Recipient`` remembers the last view it was sent, so what a change newly shows (the kitty to
its taker, a scored hand, the end of the game, a new deal) is read off the difference between
two of its views: a card reaches it only when its view holds that card.  A hand newly laid open
is told to everyone, its owner included: which seats lie open comes from the public view, the
cards from the recipient's own view.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Final

from ..core import Action, Discard, JokerSuit, Partners, Phase, SeatView
from ..core.actions import play
from ..core.events import (
    BidMade,
    CardPlayed,
    Discarded,
    Event,
    JokerNominated,
    PartnersNamed,
)
from ..core.view import SPECTATOR
from .views import action_json, result_json, view_to_json

DECISIONS: Final = {Phase.AUCTION: "bid", Phase.DISCARD: "discard", Phase.PARTNERS: "partners",
                    Phase.JOKER: "joker_suit", Phase.PLAY: "play"}


def hand_summary(view: SeatView, index: int) -> dict[str, Any]:
    """A scored hand's summary as ``replay`` prints it."""
    return result_json(view.results[index])


def game_summary(view: SeatView, complete: bool) -> dict[str, Any]:
    """The whole game's summary, as ``replay`` prints it, from a (spectator's) view."""
    hands = [hand_summary(view, i) for i in range(len(view.results))]
    return {"ok": True, "teams": [list(s) for s in view.rules.sides], "hands": hands,
            "scores": list(view.scores), "winner": view.winner, "complete": complete}


def action_message(event: Event, rules_kitty: int) -> dict[str, Any] | None:
    """The ``action`` message for one recipient's copy of an event (None: not an action, or one
    this recipient may not learn of)."""
    action: Action
    if isinstance(event, BidMade):
        action = event.bid
    elif isinstance(event, Discarded):
        if not event.cards:         # another seat's discard: how many, not which
            return {"type": "action", "action": {"seat": event.seat, "discard": rules_kitty}}
        action = Discard.of(event.cards)
    elif isinstance(event, PartnersNamed):
        action = Partners.of(event.partners)
    elif isinstance(event, JokerNominated):
        action = JokerSuit(event.suit)
    elif isinstance(event, CardPlayed):
        action = play(event.card, event.lead_suit)
    else:
        return None
    return {"type": "action", "action": action_json(event.seat, action)}


class Recipient:
    """One connection's side of the table: its seat (or ``SPECTATOR``), the last view it was sent
    and the hands it was told lie open."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.last: SeatView | None = None
        self._laid_open: tuple[int, frozenset[int]] = (-1, frozenset())   # hand, seats told of

    def sees(self, event: Event) -> Event | None:
        """This recipient's copy of ``event``; None for a declined joker nomination of another's."""
        if isinstance(event, JokerNominated) and event.suit is None and event.seat != self.seat:
            return None
        return event.for_seat(self.seat)

    def first_view(self, view: SeatView, exposed: Collection[int]) -> dict[str, Any]:
        """The ``view`` message for a recipient that just joined; the hands lying open then
        (``exposed``: the public view's) are in it, so no ``exposed`` message follows for them."""
        self._laid_open = (view.hand_number, frozenset(exposed))
        return self.view_message(view)

    def caused(self, view: SeatView, exposed: Collection[int]) -> list[dict[str, Any]]:
        """What ``view`` newly shows against the last view sent (kitty, scores) and the hands
        newly lying open: ``exposed`` holds the public view's exposed seats, so the owner of an
        exposed hand is told too (its own view never lists its own hand as exposed)."""
        before = self.last
        out: list[dict[str, Any]] = []
        same_hand = before is not None and before.hand_number == view.hand_number
        if view.kitty is not None and not (same_hand and before is not None
                                           and before.kitty is not None):
            out.append({"type": "kitty", "cards": [str(c) for c in view.kitty]})
        hand, told = self._laid_open
        if hand != view.hand_number:
            told = frozenset()
        for seat in sorted(set(exposed) - told):
            cards = view.hand if seat == self.seat else view.exposed[seat]
            out.append({"type": "exposed", "seat": seat, "cards": [str(c) for c in cards]})
        self._laid_open = (view.hand_number, told | frozenset(exposed))
        done = len(before.results) if before is not None else len(view.results)
        for index in range(done, len(view.results)):
            out.append({"type": "hand_scored", "summary": hand_summary(view, index)})
        return out

    def deal(self, view: SeatView) -> dict[str, Any] | None:
        """The ``deal`` message when ``view`` is of a hand this recipient has not been dealt."""
        if view.phase in (Phase.DEAL, Phase.GAME_OVER) or view.hand_number < 0:
            return None
        if self.last is not None and self.last.hand_number == view.hand_number:
            return None
        return {"type": "deal", "hand_number": view.hand_number, "dealer": view.dealer,
                "hand": [str(c) for c in view.hand]}

    def view_message(self, view: SeatView) -> dict[str, Any]:
        self.last = view
        return {"type": "view", "view": view_to_json(view)}

    def turn(self, view: SeatView, deadline_ms: int | None, deciding: bool) -> dict[str, Any] | None:
        """The ``turn`` message for the decision ``view`` waits for (None when nothing is asked);
        the host sends it only where the recipient may learn of it (a joker nomination is the
        contractor's alone)."""
        decision = DECISIONS.get(view.phase)
        if decision is None or view.decider < 0:
            return None
        message: dict[str, Any] = {"type": "turn", "seat": view.to_move, "decision": decision,
                                   "deadline_ms": deadline_ms}
        if deciding:
            if view.phase is Phase.DISCARD:
                message["legal"] = [{"seat": view.to_move, "discard": view.discard_count}]
            else:
                message["legal"] = [action_json(view.to_move, a) for a in view.legal]
        return message

    @property
    def spectator(self) -> bool:
        return self.seat == SPECTATOR
