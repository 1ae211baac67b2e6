"""A seat at a table hosted across the network, for the window: the same signals and calls as
a local ``TableController``, fed only by the host's messages.

The connection (``RemoteTable``) hands over every message; ``EventReader`` turns the game's
messages into the events the seat's own table would show, and this class paces them as the
local table does: events out, ``shown()`` back, then the seat's decision.  The host deals the
next hand at once; the window holds it back until the player has seen the result
(``next_hand``).  Nothing here holds the full game: only the seat's view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from ..bots import SUGGEST_LEVEL, Player, make_player
from ..core import Action, Card, Discard, RuleSet, SeatView
from ..core.events import Event, GameOver, HandScored
from ..core.phrases import Phrase
from ..net.client import ChatLine, ClientError, ClientSession
from ..net.events import EventReader
from .base import Mode, Table
from .lan_setup import JoinRequest
from .remote import RemoteTable
from .table_names import table_labels


class NetworkTable(Table):
    """One seat (or a spectator's place) at a LAN host."""

    seated = Signal()
    """The host welcomed us: ``rules``, ``names`` and ``seat`` are known."""
    seats_changed = Signal()
    chat_received = Signal(object)
    """A ``ChatLine``."""
    ended = Signal(str)
    """The connection is over: why (the host's words, or the network's)."""

    local = False

    def __init__(self, request: JoinRequest, parent: QObject | None = None, *,
                 token: str | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.session = ClientSession(request.name, request.role, request.seat, token,
                                     request.password)
        self.remote = RemoteTable(self.session, self)
        self.remote.changed.connect(self._on_message)
        self.remote.closed.connect(self._on_closed)
        self.reader = EventReader(self.session)
        self.mode = Mode.IDLE
        self._pending: list[Event] = []
        self._showing_result: HandScored | None = None
        self._game_over: GameOver | None = None
        self._suggester: Player | None = None
        self._over = False

    def connect_to_host(self) -> None:
        self.remote.connect_to(self.request.address, self.request.port)

    # ------------------------------------------------------------------ what the window reads
    @property
    def names(self) -> list[str]:
        """The seats' names as this window words them (its own seat "You"; see table_names)."""
        return table_labels(self.session.players, self.session.seat)

    @property
    def humans(self) -> list[int]:
        return [] if self.session.seat is None else [self.session.seat]

    @property
    def suggestions(self) -> bool:
        return bool(self.session.table.get("suggestions")) and self.session.seat is not None

    @property
    def rules(self) -> RuleSet | None:
        return self.session.rules

    @property
    def seat(self) -> int | None:
        return self.session.seat

    def view(self) -> SeatView | None:
        return self.session.view

    def finished_hand(self) -> SeatView | None:
        return self.reader.finished

    def decider_view(self) -> SeatView | None:
        return self.session.view if self.mode is Mode.HUMAN else None

    def open_cards(self) -> tuple[tuple[Card, ...], ...] | None:
        return None                    # a client never holds another seat's hidden cards

    # ------------------------------------------------------------------ the flow
    def _go(self, mode: Mode) -> None:
        if mode is not self.mode:
            self.mode = mode
            self.mode_changed.emit(mode)

    def _on_message(self, message: dict[str, Any], changes: list[str]) -> None:
        try:
            self._take(message, changes)
        except ClientError as exc:
            self.remote.fail(self.tr("the host sent something this app cannot read ({0})")
                             .format(exc))

    def _take(self, message: dict[str, Any], changes: list[str]) -> None:
        if "welcome" in changes:
            self.seated.emit()
        if "seats" in changes:
            self.seats_changed.emit()
        if "chat" in changes:
            line: ChatLine = self.session.chat[-1]
            self.chat_received.emit(line)
        if "rejected" in changes:
            self.problem.emit(str(message.get("error", "")))
        events = self.reader.feed(message)
        if events is None:                        # the first view: draw the table as it is
            self._pending = []
            self.viewer_changed.emit(-1 if self.session.seat is None else self.session.seat)
            self._go(Mode.THINKING)
            self._ask_if_our_turn()
        elif events:
            self._pending += events
            self._flush()
        if "turn" in changes and self.mode is Mode.THINKING:
            self._ask_if_our_turn()

    def _flush(self) -> None:
        """Hand the next events to the window: up to the end of a hand, which waits to be seen."""
        if self.mode not in (Mode.THINKING, Mode.HUMAN, Mode.IDLE) or not self._pending:
            return
        cut = len(self._pending)
        for i, event in enumerate(self._pending):
            if isinstance(event, HandScored):
                cut = i + 1
                if cut < len(self._pending) and isinstance(self._pending[cut], GameOver):
                    cut += 1
                break
        batch, self._pending = self._pending[:cut], self._pending[cut:]
        self._showing_result = next((e for e in batch if isinstance(e, HandScored)), None)
        self._game_over = next((e for e in batch if isinstance(e, GameOver)), None)
        self._go(Mode.SHOWING)
        self.events_ready.emit(batch)

    def shown(self) -> None:
        if self.mode is not Mode.SHOWING:
            return
        if self._game_over is not None:
            self._go(Mode.GAME_OVER)
            self.game_finished.emit(self._game_over.winner)
            return
        if self._showing_result is not None:
            result, self._showing_result = self._showing_result.result, None
            self._go(Mode.HAND_OVER)
            self.hand_finished.emit(result)
            return
        self._go_on()

    def next_hand(self) -> None:
        if self.mode is Mode.HAND_OVER:
            self._go_on()

    def _go_on(self) -> None:
        """The next events, or else this seat's decision if it is asked for."""
        self._go(Mode.THINKING)
        if self._pending:
            self._flush()
        else:
            self._ask_if_our_turn()

    def _ask_if_our_turn(self) -> None:
        turn, view = self.session.turn, self.session.view
        if turn is None or turn.legal is None or view is None or self._pending:
            return
        self._go(Mode.HUMAN)
        if turn.deadline_ms is not None:
            self.timer_started.emit(max(1, turn.deadline_ms // 1000))
        self.human_to_act.emit(view)

    # ------------------------------------------------------------------ decisions
    def act(self, action: Action) -> str | None:
        if self.mode is not Mode.HUMAN:
            return self.tr("it is not your turn")
        problem = self.why_not(action)
        if problem is not None:
            return problem
        self.remote.act(action)
        self._go(Mode.THINKING)
        return None

    def why_not(self, action: Action) -> str | None:
        """A decision this seat may send now, judged from its view (the host judges again)."""
        turn, view = self.session.turn, self.session.view
        if turn is None or turn.legal is None or view is None:
            return self.tr("it is not your turn")
        if isinstance(action, Discard):
            if len(action.cards) != turn.discard_count or not set(action.cards) <= set(view.hand):
                return self.tr("choose {0} cards of your hand").format(turn.discard_count)
            return None
        if action not in turn.legal:
            return self.tr("that is not allowed now")
        return None

    def suggestion_with_reason(self) -> tuple[Action | None, Phrase | None]:
        """What the ``normal`` computer player would do from this seat's view (as the host's own
        suggestion would be), with its reason."""
        view = self.decider_view()
        if view is None or not self.suggestions:
            return None, None
        if self._suggester is None:
            self._suggester = make_player(SUGGEST_LEVEL, None)
        explained = getattr(self._suggester, "choose_with_reason", None)
        if explained is not None:
            action, why = explained(view)
            return action, why
        return self._suggester.choose(view), None

    def send_chat(self, message: dict[str, Any]) -> None:
        self.remote.send(message)

    # ------------------------------------------------------------------ the end
    def _on_closed(self, why: str) -> None:
        if self._over:
            return
        self._over = True
        self.ended.emit(why)

    def close_game(self) -> None:
        """Leave the table (a player's seat is held for them)."""
        self._over = True
        self.remote.leave()
        self._go(Mode.IDLE)
