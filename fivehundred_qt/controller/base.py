"""What the window needs of a table, whether its game runs here (``TableController``) or at a
host across the network (``NetworkTable``): the modes, the signals, and the calls.

The window draws only from what these give it (a seat's view and that seat's events), so one
window serves offline, hot-seat, host and client.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QObject, Signal

from ..core import Action, Card, RuleSet, SeatView
from ..core.phrases import Phrase


class Mode(enum.Enum):
    IDLE = "idle"
    """No game on the table."""
    SHOWING = "showing"
    """Events were handed to the table; waiting until it has shown them."""
    THINKING = "thinking"
    """Another seat decides: a computer player in a worker thread, or anyone at a network
    table."""
    PRIVACY = "privacy"
    """Hot-seat: the table is hidden until the next human says they are ready."""
    HUMAN = "human"
    """Waiting for a human's decision."""
    HAND_OVER = "hand_over"
    """The hand is scored; waiting to deal the next."""
    GAME_OVER = "game_over"
    PAUSED = "paused"


class Table(QObject):
    """The signals and calls the window uses; ``local`` says whether the game runs here (records,
    autosave, statistics, pausing and undoing exist only then)."""

    mode_changed = Signal(object)
    events_ready = Signal(object)
    """A list of events for the table to show, as the viewing seat may see them; the table
    calls ``shown()`` when done."""
    viewer_changed = Signal(int)
    """The table now looks through this seat's eyes: rebuild it from ``view()``."""
    human_to_act = Signal(object)
    """A human must decide: the SeatView of the deciding seat."""
    privacy_needed = Signal(int)
    """Hot-seat: hide the table and hand over to this seat."""
    hand_finished = Signal(object)
    game_finished = Signal(int)
    changed = Signal()
    """The game in progress changed (a deal or a decision): time to autosave."""
    problem = Signal(str)
    """Something went wrong that the user should hear about (e.g. a computer player failed)."""
    timer_started = Signal(int)
    """A human's time limit started: seconds to decide."""

    local = True
    mode: Mode

    @property
    def names(self) -> list[str]:
        """The players' names, seat by seat."""
        raise NotImplementedError

    @property
    def humans(self) -> list[int]:
        """The seats whose decisions are asked of a person at this window."""
        raise NotImplementedError

    @property
    def suggestions(self) -> bool:
        """Whether the table gives suggestions."""
        raise NotImplementedError

    @property
    def rules(self) -> RuleSet | None:
        raise NotImplementedError

    def view(self) -> SeatView | None:
        """The table as the viewing seat sees it."""
        raise NotImplementedError

    def decider_view(self) -> SeatView | None:
        """The view of the seat that decides now, while a person at this window decides."""
        raise NotImplementedError

    def open_cards(self) -> tuple[tuple[Card, ...], ...] | None:
        """Every hand's cards when nobody at the table may not see them; else None."""
        raise NotImplementedError

    def finished_hand(self) -> SeatView | None:
        """The hand just scored as the viewing seat saw it at its end (all its tricks)."""
        raise NotImplementedError

    def shown(self) -> None:
        """The window has shown the last events."""
        raise NotImplementedError

    def act(self, action: Action) -> str | None:
        """A person's decision: None when taken, else why not."""
        raise NotImplementedError

    def why_not(self, action: Action) -> str | None:
        raise NotImplementedError

    def suggestion_with_reason(self) -> tuple[Action | None, Phrase | None]:
        raise NotImplementedError

    def next_hand(self) -> None:
        raise NotImplementedError

    def hold_time(self) -> None:
        """A blind hand not yet looked at: hold the decision's time limit (a network table's
        clock is its host's, so there it runs on)."""

    def release_time(self) -> None:
        """The blind hand was looked at: the time limit runs."""

    def reveal(self) -> None:
        """Hot-seat: the next person is at the screen (only a local table hands over)."""

    def close_game(self) -> None:
        raise NotImplementedError
