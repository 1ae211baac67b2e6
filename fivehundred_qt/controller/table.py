"""The table controller: runs one game, asks each seat for its decision, publishes the events.

An explicit state machine (``Mode`` and ``TRANSITIONS``) that tests drive without a window.  Qt
signals out, method calls in; no widgets.  Computer players decide in a worker thread so the
window never freezes.  The core's ``GameState`` stays the one source of truth: the table only
mirrors the events and views given to it.
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass, field
from typing import Any, Final

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from ..bots import SUGGEST_LEVEL, Player, make_player, resolve_level
from ..core import (
    Action,
    Card,
    Event,
    GameState,
    IllegalAction,
    Phase,
    RuleSet,
    SeatView,
    replay,
    to_record,
)
from ..core.phrases import Phrase
from ..counting import Played, played
from ..settings import PreferenceError, SeatSetup, TableSetup, default_seats, is_name
from ..translation import say, seat_name
from .base import Mode, Table

_ALL = frozenset(Mode)
ASSISTED: Final = "assisted"
"""A record's top-level key (the app's own, beside ``table``): Undo was used in the game."""
_Moment = tuple[int, tuple[tuple[int, Action], ...]]
"""Where a game stands: how many hands it has dealt, and the decisions made in the last one."""

TRANSITIONS: dict[Mode, frozenset[Mode]] = {
    Mode.IDLE: frozenset({Mode.SHOWING}),
    Mode.SHOWING: frozenset({Mode.SHOWING, Mode.THINKING, Mode.PRIVACY, Mode.HUMAN,
                             Mode.HAND_OVER, Mode.GAME_OVER, Mode.PAUSED, Mode.IDLE}),
    Mode.THINKING: frozenset({Mode.SHOWING, Mode.PAUSED, Mode.IDLE}),
    Mode.PRIVACY: frozenset({Mode.HUMAN, Mode.SHOWING, Mode.PAUSED, Mode.IDLE}),
    Mode.HUMAN: frozenset({Mode.SHOWING, Mode.PAUSED, Mode.IDLE}),
    Mode.HAND_OVER: frozenset({Mode.SHOWING, Mode.PAUSED, Mode.IDLE}),
    Mode.GAME_OVER: frozenset({Mode.SHOWING, Mode.IDLE}),
    Mode.PAUSED: _ALL - {Mode.PAUSED},
}
"""Which mode may follow which; ``TableController`` refuses any other step."""


@dataclass
class _Pending:
    token: int
    action: Action | None = None
    started: float = field(default_factory=time.monotonic)


class _Decision(QObject):
    done = Signal(int, object)


class _Think(QRunnable):
    """One computer decision, run on the thread pool."""

    def __init__(self, player: Player, view: SeatView, token: int, signal: _Decision) -> None:
        super().__init__()
        self.player, self.view, self.token, self.signal = player, view, token, signal
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action: object = self.player.choose(self.view)
        except Exception as exc:  # a bot bug must not take the window down
            action = exc
        try:
            self.signal.done.emit(self.token, action)
        except RuntimeError:
            pass  # the table was closed while this player thought: nobody waits for the answer


class TableController(Table):
    def __init__(self, parent: QObject | None = None, *, think_delay_ms: int = 0,
                 auto_show: bool = False, auto_next_hand: bool = False,
                 pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.mode = Mode.IDLE
        self.state: GameState | None = None
        self.setup = TableSetup()
        self.players: list[Player | None] = []
        self.viewer = 0
        self.open_hands = False
        self.think_delay_ms = think_delay_ms
        self.auto_show = auto_show
        self.auto_next_hand = auto_next_hand
        # A pool of our own, so that closing the table can wait for a player still thinking.
        self._pool = pool or QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._token = 0
        self._pending: _Pending | None = None
        self._paused_from: Mode | None = None
        # No Qt parent: a worker that finishes after this controller is gone still emits on a
        # live object (Qt drops the queued call to the dead receiver).
        self._decision = _Decision()
        self._decision.done.connect(self._on_decided)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.timeout.connect(self._on_time_limit)
        self._time_held = False   # a blind hand not yet looked at: no time limit runs
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._apply_pending)
        self._suggester: Player | None = None
        self.assisted = False
        """The player took a decision back (Undo) in this game: statistics count it apart."""
        self._taken_back: list[tuple[dict[str, Any], _Moment]] = []
        """What Undo took back, the latest last: the game's record before each undo, with the
        moment the undo left the game at (Redo brings the record back only from there)."""

    # ------------------------------------------------------------------ modes
    def _go(self, mode: Mode) -> None:
        if mode not in TRANSITIONS[self.mode]:
            raise RuntimeError(f"the table cannot go from {self.mode.value} to {mode.value}")
        self.mode = mode
        self.mode_changed.emit(mode)

    @property
    def seats(self) -> list[SeatSetup]:
        return self.setup.seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.setup.seats) if s.kind == "human"]

    def played(self) -> Played | None:
        """What the game on the table has played, as the statistics count it (None: no game)."""
        if self.state is None:
            return None
        return played(self.state, self.humans, assisted=self.assisted)

    @property
    def suggestions(self) -> bool:
        return self.setup.suggestions

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == "human"

    # ------------------------------------------------------------ starting
    def new_game(self, setup: TableSetup, *, seed: int | None = None,
                 first_dealer: int | None = None) -> None:
        """Start a game at this table (raises RuleError for rules the core refuses)."""
        rules = setup.rule_set()
        if len(setup.seats) != rules.players:
            raise ValueError(f"these rules seat {rules.players} players, not {len(setup.seats)}")
        self._abandon()
        self.state = GameState(rules, seed=seed, first_dealer=first_dealer)
        self._setup(setup, seed)
        self._go(Mode.SHOWING)
        self._deal()

    def resume(self, record: dict[str, Any], setup: TableSetup | None = None) -> None:
        """Continue a saved game exactly where it stopped (raises RecordError if unreadable)."""
        state = replay(record)
        if setup is None:
            setup = setup_from_record(record, state.rules)
        self._abandon()
        state.reseed(None)
        self.state = state
        self._setup(setup, None)
        self.assisted = record.get(ASSISTED) is True
        self._go(Mode.SHOWING)
        self.viewer_changed.emit(self.viewer)
        if state.phase is Phase.DEAL:
            self._deal()
        else:
            self._publish([])

    def _setup(self, setup: TableSetup, seed: int | None) -> None:
        self.setup = setup
        self.players = [None if s.kind == "human" else
                        make_player(resolve_level(s.level), None if seed is None else seed * 100 + i)
                        for i, s in enumerate(setup.seats)]
        humans = self.humans
        self.open_hands = not humans
        self.viewer = humans[0] if humans else 0
        self.assisted = False
        self._taken_back = []

    def _deal(self) -> None:
        assert self.state is not None
        self._time_held = False
        events = self.state.deal()
        self.changed.emit()
        self._publish(events)

    def _abandon(self) -> None:
        self._token += 1
        self._pending = None
        self._limit.stop()
        self._pace.stop()
        self._paused_from = None
        if self.mode is not Mode.IDLE:
            self._go(Mode.IDLE)

    def close_game(self) -> None:
        self._abandon()
        self._pool.waitForDone(3000)
        self.state = None

    # ------------------------------------------------------------- the flow
    def _publish(self, events: list[Event]) -> None:
        shown = events if self.open_hands else [e.for_seat(self.viewer) for e in events]
        self.events_ready.emit(shown)
        if self.auto_show:
            QTimer.singleShot(0, self.shown)

    def shown(self) -> None:
        """The table has shown the last events: move on to the next decision."""
        if self.mode is not Mode.SHOWING:
            return
        self._advance()

    def _advance(self) -> None:
        state = self.state
        assert state is not None
        if state.phase is Phase.GAME_OVER:
            self._go(Mode.GAME_OVER)
            assert state.winner is not None
            self.game_finished.emit(state.winner)
            return
        if state.phase is Phase.DEAL:
            self._go(Mode.HAND_OVER)
            last = state.log[-1].result
            self.hand_finished.emit(last)
            if self.auto_next_hand:
                QTimer.singleShot(0, self.next_hand)
            return
        seat = state.decider
        if self.is_human(seat):
            if len(self.humans) > 1 and seat != self.viewer:
                self._go(Mode.PRIVACY)
                self.privacy_needed.emit(seat)
                return
            self._ask_human(seat)
            return
        self._go(Mode.THINKING)
        player = self.players[seat]
        assert player is not None
        self._pending = _Pending(self._token)
        self._pool.start(_Think(player, state.view(seat), self._token, self._decision))

    def _ask_human(self, seat: int) -> None:
        state = self.state
        assert state is not None
        self._go(Mode.HUMAN)
        self._start_limit()
        self.human_to_act.emit(state.view(seat))

    def _start_limit(self) -> None:
        assert self.state is not None
        limit = self.setup.play_time if self.state.phase is Phase.PLAY else self.setup.bid_time
        if limit and not self._time_held:
            self._limit.start(limit * 1000)
            self.timer_started.emit(limit)

    def hold_time(self) -> None:
        """The human has a blind hand (blind misère, blind nil) they have not looked at: no time
        limit may run out on cards they never saw; it starts when they look."""
        self._time_held = True
        self._limit.stop()

    def release_time(self) -> None:
        """They looked (or called): the decision's time limit starts now, in full."""
        if self._time_held:
            self._time_held = False
            if self.mode is Mode.HUMAN:
                self._start_limit()

    def reveal(self) -> None:
        """Hot-seat: the next human is at the screen; show the table through their eyes."""
        if self.mode is not Mode.PRIVACY:
            return
        assert self.state is not None
        self.viewer = self.state.decider
        self.viewer_changed.emit(self.viewer)
        self._ask_human(self.viewer)

    def next_hand(self) -> None:
        if self.mode is not Mode.HAND_OVER:
            return
        self._go(Mode.SHOWING)
        self._deal()

    # ------------------------------------------------------------- decisions
    def act(self, action: Action) -> str | None:
        """A human's decision. Returns None when applied, else why it was refused."""
        if self.mode is Mode.PAUSED:
            return self.tr("the game is paused: press P to go on")
        if self.mode is not Mode.HUMAN or self.state is None:
            return self.tr("it is not your turn")
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            return say(exc.reason)
        self._taken_back = []           # a decision of its own: nothing to redo any more
        self._limit.stop()
        self._after_decision(events)
        return None

    def _on_decided(self, token: int, action: object) -> None:
        pending = self._pending
        if pending is None or token != pending.token or token != self._token:
            return  # a stale answer from an abandoned game
        if isinstance(action, Exception):
            self._pending = None
            self.problem.emit(self.tr("A computer player failed ({0}); it plays a legal move "
                                      "instead.").format(action))
            action = self._fallback()
        pending.action = action  # type: ignore[assignment]
        if self.mode is Mode.PAUSED:
            return
        self._pace_pending()

    def _pace_pending(self) -> None:
        pending = self._pending
        if pending is None or pending.action is None:
            return
        waited = (time.monotonic() - pending.started) * 1000
        remaining = int(self.think_delay_ms - waited)
        if remaining > 0:
            self._pace.start(remaining)
        else:
            self._apply_pending()

    def _apply_pending(self) -> None:
        pending = self._pending
        if pending is None or pending.action is None or self.mode is not Mode.THINKING:
            return
        self._pending = None
        assert self.state is not None
        try:
            events = self.state.apply(pending.action)
        except IllegalAction as exc:
            self.problem.emit(self.tr("A computer player tried an illegal move ({0}); it plays "
                                      "a legal move instead.").format(say(exc.reason)))
            events = self.state.apply(self._fallback())
        self._after_decision(events)

    def _fallback(self) -> Action:
        assert self.state is not None
        return make_player("random", 0).choose(self.state.view(self.state.decider))

    def _after_decision(self, events: list[Event]) -> None:
        self.changed.emit()
        self._go(Mode.SHOWING)
        self._publish(events)

    def _on_time_limit(self) -> None:
        if self.mode is not Mode.HUMAN:
            return
        action = self.suggestion()
        if action is not None:
            self.act(action)

    # ---------------------------------------------------------- assistance
    def suggestion(self) -> Action | None:
        """The suggested decision for the human who decides now."""
        return self.suggestion_with_reason()[0]

    def suggestion_with_reason(self) -> tuple[Action | None, Phrase | None]:
        """The suggested decision and, when the player can say, why ("draws trumps")."""
        if self.mode is not Mode.HUMAN or self.state is None:
            return None, None
        if self._suggester is None:
            self._suggester = make_player(SUGGEST_LEVEL, None)
        view = self.state.view(self.state.decider)
        explained = getattr(self._suggester, "choose_with_reason", None)
        if explained is not None:
            action, why = explained(view)
            return action, why
        return self._suggester.choose(view), None

    def why_not(self, action: Action) -> str | None:
        """None if the human deciding now may take ``action``, else the reason."""
        if self.state is None:
            return self.tr("there is no game")
        why = self.state.why_not(action)
        return None if why is None else say(why)

    def view(self) -> SeatView | None:
        """The table as the viewing seat sees it."""
        return self.state.view(self.viewer) if self.state is not None else None

    def finished_hand(self) -> SeatView | None:
        return self.view()           # between hands the view still holds the hand's tricks

    def decider_view(self) -> SeatView | None:
        """The view of the seat that decides now, while a human at this table decides."""
        if self.mode is not Mode.HUMAN or self.state is None:
            return None
        return self.state.view(self.state.decider)

    def open_cards(self) -> tuple[tuple[Card, ...], ...] | None:
        """Every hand's cards at a table of computer players only (watching them play); None
        whenever a person plays, whose table must not show what their seat cannot see."""
        if not self.open_hands or self.state is None:
            return None
        return tuple(tuple(hand) for hand in self.state.cards)

    @property
    def rules(self) -> RuleSet | None:
        """The rules of the game on the table; None before the first."""
        return self.state.rules if self.state is not None else None

    # ------------------------------------------------------------- pausing
    def pause(self) -> None:
        if self.mode in (Mode.IDLE, Mode.GAME_OVER, Mode.PAUSED):
            return
        self._paused_from = self.mode
        self._limit.stop()
        self._pace.stop()
        self._go(Mode.PAUSED)

    def resume_play(self) -> None:
        if self.mode is not Mode.PAUSED or self._paused_from is None:
            return
        back, self._paused_from = self._paused_from, None
        self._go(back)
        if back is Mode.THINKING:
            self._pace_pending()
        elif back is Mode.HUMAN and self.state is not None:
            self.human_to_act.emit(self.state.view(self.state.decider))

    # ------------------------------------------------------------- records
    def record(self) -> dict[str, Any] | None:
        """The game so far as a game record (docs/records.md), with the table set-up under ``table``."""
        if self.state is None:
            return None
        extra: dict[str, Any] = {"table": self.setup.to_json()}
        if self.assisted:
            extra[ASSISTED] = True
        return to_record(self.state, [s.name for s in self.seats], extra)

    # ---------------------------------------------------------------- undo
    def _undo_point(self) -> int | None:
        """Where in this hand's decisions the player's last one stands, when it may be taken
        back: one human at the table, the hand still being played."""
        state = self.state
        humans = self.humans
        if state is None or len(humans) != 1 or state.phase in (Phase.DEAL, Phase.GAME_OVER) \
                or self.mode not in (Mode.HUMAN, Mode.THINKING, Mode.SHOWING) or not state.log:
            return None
        mine = [i for i, (seat, _) in enumerate(state.log[-1].actions) if seat == humans[0]]
        return mine[-1] if mine else None

    def can_undo(self) -> bool:
        return self._undo_point() is not None

    def undo(self) -> bool:
        """Take back the player's last card or call of this hand, with everything after it: the
        game goes on as if it had never been made (the record keeps no trace of it), and the
        game counts as assisted."""
        index = self._undo_point()
        if index is None:
            return False
        record = self.record()
        assert record is not None       # the record's actions are the log's, one for one
        before = copy.deepcopy(record)
        del record["hands"][-1]["actions"][index:]
        self._go_back_to(record)
        self.assisted = True
        self._taken_back.append((before, self._moment()))
        return True

    def can_redo(self) -> bool:
        """Whether the decision last taken back may be made again: nothing happened since."""
        return bool(self._taken_back) and self._taken_back[-1][1] == self._moment() \
            and self.mode in (Mode.HUMAN, Mode.THINKING, Mode.SHOWING)

    def redo(self) -> bool:
        """Make the decision last taken back again, with what followed it (as KPat's redo)."""
        if not self.can_redo():
            return False
        record, _ = self._taken_back.pop()
        self._go_back_to(record)
        return True

    def _moment(self) -> _Moment:
        """Where the game stands: its hands so far and the decisions of the last one."""
        state = self.state
        if state is None or not state.log:
            return (0, ())
        return (len(state.log), tuple(state.log[-1].actions))

    def _go_back_to(self, record: dict[str, Any]) -> None:
        """Go on from the game as ``record`` has it (the same game, a step back or forward)."""
        state = replay(record)
        self._abandon()                 # a computer player still thinking is forgotten
        state.reseed(None)
        self.state = state
        self._go(Mode.SHOWING)
        self.viewer_changed.emit(self.viewer)
        self.changed.emit()
        self._publish([])


def table_of_record(record: dict[str, Any]) -> tuple[RuleSet, TableSetup]:
    """The rules and table set-up a saved game continues with (``RecordError`` if unreadable)."""
    rules = replay(record).rules
    return rules, setup_from_record(record, rules)


def setup_from_record(record: dict[str, Any], rules: RuleSet) -> TableSetup:
    """The table set-up a record carries under ``table``; without a usable one, the record's
    player names with a human at seat 0 against computer players."""
    table = record.get("table")
    if isinstance(table, dict):
        try:
            setup = TableSetup.from_json(table)
        except PreferenceError:
            setup = None
        if setup is not None and len(setup.seats) == rules.players:
            setup.rules = rules.to_record()
            return setup
    seats = default_seats(rules.players, seat_name)
    names = record.get("players")
    if isinstance(names, list) and len(names) == rules.players:
        for seat, name in zip(seats, names, strict=True):
            # A name the preferences could not keep (empty, control characters, too long: a
            # record from another tool) leaves the seat's own name, so the autosave can write it.
            if is_name(name):
                seat.name = name
    return TableSetup(rules=rules.to_record(), seats=seats)
