"""The events a joined player's table shows, rebuilt from the host's messages.

A local table animates the core's events (``event.for_seat``); a client has only the host's
messages.  Everything that happens reaches a client as one batch: the ``action`` messages, what
they caused (``kitty``, ``exposed``, ``hand_scored``, ``game_over``, the next ``deal``), then
its ``view``.  ``EventReader`` keeps each batch until its view arrives and turns it into the
very events the recipient's own copy of the core's events would be (tests compare the two over
whole games): the contract comes from the view, a trick's winner from the view or, for a hand's
last trick, from the scored hand's tricks.  The view is the session's: the host's own when it
can be read, else the one the seat was told (``core.told``).  A host that sends no ``view`` at
all ends each batch with the ``turn`` that follows it (or its ``bye``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Bid, Card, Discard, HandResult, JokerSuit, Partners, Play, SeatView
from ..core.actions import action_from_record
from ..core.checks import in_range
from ..core.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    Discarded,
    Event,
    GameOver,
    HandDealt,
    HandExposed,
    HandScored,
    HandThrownIn,
    JokerNominated,
    KittyTaken,
    PartnersNamed,
    TrickWon,
)
from .client import ClientError, ClientSession, cards_from

BATCHED = frozenset({"deal", "action", "kitty", "exposed", "hand_scored", "game_over"})
ENDS_A_BATCH = frozenset({"view", "turn", "bye"})
"""``view`` ends a batch; without one (a host that sends none) the ``turn`` after it, or ``bye``."""


class EventReader:
    """Feed it every message ``ClientSession`` accepted; ``feed`` answers the events to show
    (``[]`` while a batch waits for its view), or None for a view that starts the table afresh
    (the first after joining), which is drawn as it is."""

    def __init__(self, session: ClientSession) -> None:
        self.session = session
        self._batch: list[tuple[dict[str, Any], HandResult | None]] = []
        self._last: SeatView | None = None
        self.finished: SeatView | None = None
        """The last hand scored as this seat saw it at its end (every trick), for reviewing."""

    def feed(self, message: dict[str, Any]) -> list[Event] | None:
        kind = message.get("type")
        if kind in BATCHED:
            scored = self.session.results[-1] if kind == "hand_scored" else None
            self._batch.append((message, scored))
            return []
        if kind not in ENDS_A_BATCH or (kind != "view" and not self._batch
                                        and self._last is not None):
            return []
        now = self.session.view
        last, batch = self._last, self._batch
        self._last, self._batch = now, []
        if now is None:
            return []                  # nothing to draw yet: the hand began before this seat came
        if last is None:
            if batch and batch[0][0]["type"] == "deal":
                # Seated by the join that started the game: the first deal is shown dealt.
                return self._read(now, now, batch)
            return None
        return self._read(last, now, batch)

    def _read(self, last: SeatView, now: SeatView,
              batch: list[tuple[dict[str, Any], HandResult | None]]) -> list[Event]:
        reading = _Batch(self.session, last, now)
        events = reading.events(batch)
        if reading.finished is not None:
            self.finished = reading.finished
        return events


class _Batch:
    """One batch of messages read against the views before and after it."""

    def __init__(self, session: ClientSession, last: SeatView, now: SeatView) -> None:
        self.session, self.last, self.now = session, last, now
        self.rules = now.rules
        self.seat = now.seat
        self.hand_number = last.hand_number
        self.dealer = last.dealer
        self.trick: list[tuple[int, Card]] = list(last.trick)
        self.tricks_done = len(last.tricks)
        self.won = list(last.won)
        self.contract_known = last.contract is not None
        self.nominated: dict[Card, int | None] = dict(last.nominated)
        self.active = last.active
        self.tricks = list(last.tricks)
        self.out: list[Event] = []
        self.finished: SeatView | None = None

    @property
    def now_is_this_hand(self) -> bool:
        return self.now.hand_number == self.hand_number

    def events(self, batch: Sequence[tuple[dict[str, Any], HandResult | None]]) -> list[Event]:
        messages = [m for m, _ in batch]
        result = next((r for _, r in batch if r is not None), None)
        kitty = next((m for m in messages if m["type"] == "kitty"), None)
        for index, (m, scored) in enumerate(batch):
            kind = m["type"]
            if kind == "deal":
                self._deal(m)
            elif kind == "action":
                later_bid = any(n["type"] == "action" and isinstance(n.get("action"), dict)
                                and "bid" in n["action"] for n in messages[index + 1:])
                self._action(m.get("action"), later_bid, kitty, result)
            elif kind == "exposed":
                if not in_range(m.get("seat"), 0, self.rules.players - 1):
                    raise ClientError("the host exposed the hand of no seat")
                self.out.append(HandExposed(m["seat"], cards_from(m.get("cards"), "an exposed hand")))
            elif kind == "hand_scored":
                assert scored is not None
                if scored.contract == "pass":
                    self.out.append(HandThrownIn(self.dealer))
                self.out.append(HandScored(scored))
                self.finished = self.last._replace(trick=(), tricks=tuple(self.tricks),
                                                   won=tuple(self.won), legal=(), to_move=-1,
                                                   decider=-1)
            elif kind == "game_over":
                winner = self.session.summary.get("winner") if self.session.summary else None
                if in_range(winner, 0, len(self.rules.sides) - 1):
                    self.out.append(GameOver(winner))
        return self.out

    def _deal(self, m: dict[str, Any]) -> None:
        number, dealer = m.get("hand_number"), m.get("dealer")
        if not in_range(number, 0, 10**6) or not in_range(dealer, 0, self.rules.players - 1):
            raise ClientError("the host sent a deal without its number or dealer")
        hand = cards_from(m.get("hand"), "a deal")
        hands = tuple(hand if s == self.seat else () for s in range(self.rules.players))
        self.out.append(HandDealt(number, dealer, hands, (), ()))
        self.hand_number, self.dealer = number, dealer
        self.trick, self.tricks_done, self.won = [], 0, [0] * self.rules.players
        self.tricks = []
        self.contract_known, self.nominated = False, {}
        self.active = self.now.active

    def _action(self, raw: Any, later_bid: bool, kitty: dict[str, Any] | None,
                result: HandResult | None) -> None:
        if isinstance(raw, dict) and isinstance(raw.get("discard"), int) \
                and not isinstance(raw.get("discard"), bool):
            # Another seat's discard: how many, not which.
            if not in_range(raw.get("seat"), 0, self.rules.players - 1):
                raise ClientError("the host sent a discard of no seat")
            self.out.append(Discarded(raw["seat"], ()))
            return
        try:
            seat, action = action_from_record(raw, spades=self.rules.is_spades)
        except ValueError as exc:
            raise ClientError(f"the host sent an action that cannot be read: {exc}") from None
        if isinstance(action, Bid):
            self.out.append(BidMade(seat, action))
            if not later_bid:
                self._auction_end(kitty)
        elif isinstance(action, Discard):
            self.out.append(Discarded(seat, action.cards))
        elif isinstance(action, Partners):
            self.out.append(PartnersNamed(seat, action.seats))
        elif isinstance(action, JokerSuit):
            # Which joker is the contractor's secret: only the contractor's view names it.
            fresh = [j for j in self.now.nominated if j not in self.nominated] \
                if self.now_is_this_hand else []
            joker = fresh[0] if fresh else None
            if joker is not None:
                self.nominated[joker] = action.suit
            self.out.append(JokerNominated(seat, joker, action.suit))
        elif isinstance(action, Play):
            self._play(seat, action, result)

    def _auction_end(self, kitty: dict[str, Any] | None) -> None:
        """After the last call: the contract, and the kitty to its taker."""
        contract = self.now.contract if self.now_is_this_hand else None
        if contract is None or self.contract_known:
            return
        self.contract_known = True
        self.out.append(AuctionWon(contract))
        takes_kitty = (contract.kind not in ("spades", "all_pass_nt")
                       and contract.declarer is not None and not contract.sans_kitty)
        if takes_kitty:
            assert contract.declarer is not None
            cards = cards_from(kitty.get("cards"), "a kitty") if kitty is not None else ()
            self.out.append(KittyTaken(contract.declarer, cards))
        self.active = self.now.active

    def _play(self, seat: int, action: Play, result: HandResult | None) -> None:
        self.out.append(CardPlayed(seat, action.card, action.lead_suit))
        self.trick.append((seat, action.card))
        active = self.now.active if self.now_is_this_hand else self.active
        if len(self.trick) < len(active):
            return
        if self.now_is_this_hand and len(self.now.tricks) > self.tricks_done:
            winner = self.now.tricks[self.tricks_done][0]
        elif result is not None:
            # The hand's last trick: the only seat whose count the scored hand raised.
            gained = [s for s, n in enumerate(result.tricks) if n == self.won[s] + 1]
            if len(gained) != 1:
                raise ClientError("the host's scored hand does not say who won the last trick")
            winner = gained[0]
        else:
            raise ClientError("the host finished a trick without saying who won it")
        self.out.append(TrickWon(self.tricks_done, winner, tuple(self.trick)))
        self.tricks.append((winner, tuple(self.trick)))
        self.won[winner] += 1
        self.tricks_done += 1
        self.trick = []
