"""The host's side of ``fivehundred-lan/1``, without sockets: bytes in, messages out, per connection.

``TableHost`` holds the one game state and everything about the connections (hand-shake,
password, seats, limits, time-outs).  Its methods take what arrived and the time, and return an
``Outbox``: the messages for each connection and the connections to close.  The transport only
moves bytes, runs the computer players' decisions where it likes (``bot_to_decide`` /
``decide``) and calls ``tick`` now and then.  Every message about the game is built from the
recipient's view (``outgoing``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from ..bots import Player, make_player
from ..core import (
    Action,
    GameState,
    IllegalAction,
    Phase,
    RecordError,
    RuleSet,
    SeatView,
    replay,
    to_record,
)
from ..core.actions import action_from_record
from ..core.events import Event, GameOver
from ..core.view import SPECTATOR
from . import PROTOCOL
from .framing import FrameError, LineDecoder
from .limits import MAX_SPECTATORS, Lockout, TokenBucket
from .messages import (
    ABSENT,
    PRESET_PHRASES,
    ActionMessage,
    Auth,
    Bye,
    Chat,
    ChatMode,
    ErrorCode,
    Hello,
    Ping,
    ProtocolError,
    Suggest,
    parse,
)
from .outgoing import Recipient, action_message, game_summary
from .password import Challenge, TablePassword
from .seats import Seats, first_seat

HELLO_SECONDS: Final = 10.0
AUTH_SECONDS: Final = 10.0
IDLE_SECONDS: Final = 20.0
CHAT_SECONDS: Final = 2.0
SUGGEST_LEVEL: Final = "normal"
RESUME_GRACE_SECONDS: Final = 60.0
CHAT_HISTORY: Final = 20            # chat lines a joiner is sent of what was said before


@dataclass(frozen=True)
class TableConfig:
    """A table as its host sets it up; ``seats`` holds ``"open"``, ``"local"`` (a person at the
    host's own window, who joins over loopback with the seat's token) or a computer player's
    level; ``names`` the seats' names where the host chose them."""

    name: str
    rules: RuleSet
    seats: tuple[str, ...]
    names: tuple[str, ...] | None = None
    password: TablePassword | None = None
    spectators: int = 10
    chat: ChatMode = "text"
    bid_time: int | None = None
    play_time: int | None = None
    suggestions: bool = False
    away_level: str = "normal"
    hands: int | None = None
    seed: int | None = None

    def __post_init__(self) -> None:
        if not 0 <= self.spectators <= MAX_SPECTATORS:
            raise ValueError(f"a table takes 0-{MAX_SPECTATORS} spectators")


@dataclass
class Outbox:
    """What to send (in order) and which connections to close once it is sent."""

    sends: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    closes: list[int] = field(default_factory=list)

    def send(self, connection: int, message: dict[str, Any]) -> None:
        self.sends.append((connection, message))

    def close(self, connection: int) -> None:
        if connection not in self.closes:
            self.closes.append(connection)


@dataclass
class _Connection:
    address: str
    decoder: LineDecoder
    bucket: TokenBucket
    deadline: float                    # for hello, then auth; after joining, idle time-out
    hello: Hello | None = None
    challenge: Challenge | None = None
    recipient: Recipient | None = None
    since: float = 0.0                 # when it joined
    last_chat: float = float("-inf")
    closed: bool = False


@dataclass(frozen=True)
class Watcher:
    """A spectator at the table: the name it gave and since when it watches (the host's clock)."""

    name: str
    since: float


@dataclass(frozen=True)
class BotTurn:
    """A decision for a computer player: call ``player.choose(view)`` anywhere, then ``decide``."""

    stamp: int
    seat: int
    player: Player
    view: SeatView


class TableHost:
    def __init__(self, config: TableConfig, now: float, *,
                 resume: tuple[GameState, Seats] | None = None) -> None:
        """A new table; or, with ``resume``, the game and seats of a host that stopped (from
        ``resumed``): its players come back with their tokens."""
        self.config = config
        if resume is not None:
            self.state, self.seats = resume
        else:
            self.state = GameState(config.rules, seed=config.seed)
            self.seats = Seats([first_seat(n, kind, config.names) for n, kind in enumerate(config.seats)])
        self.lockout = Lockout()
        self.finished = False
        self._connections: dict[int, _Connection] = {}
        self._players: dict[tuple[int, str], Player] = {}
        self._stamp = 0                       # counts decisions, so a late bot answer is ignored
        self._chat_lines: deque[dict[str, Any]] = deque(maxlen=CHAT_HISTORY)
        self._turn_deadline: float | None = None
        self._now = now
        # After a restart the players need a moment to come back before a computer player
        # takes their turns.
        self._hold_until = now + RESUME_GRACE_SECONDS if resume is not None else None
        if self.seats.full and self.state.phase is Phase.DEAL:   # nobody to wait for: deal
            self._deal(Outbox())

    # ------------------------------------------------------------------ connections
    def connect(self, connection: int, address: str, now: float) -> Outbox:
        self._now = now
        self._connections[connection] = _Connection(address, LineDecoder(), TokenBucket(now),
                                                    now + HELLO_SECONDS)
        return Outbox()

    def receive(self, connection: int, data: bytes, now: float) -> Outbox:
        self._now = now
        out = Outbox()
        conn = self._connections.get(connection)
        if conn is None or conn.closed:
            return out
        try:
            messages = conn.decoder.feed(data)
        except FrameError as exc:
            self._fail(out, connection, "frame", str(exc))
            return out
        for message in messages:
            if conn.closed:
                break
            if not conn.bucket.take(now):
                self._fail(out, connection, "flood", "too many messages: at most 30 a second")
                break
            if conn.recipient is not None:
                conn.deadline = now + IDLE_SECONDS
            try:
                self._handle(out, connection, conn, parse(message))
            except ProtocolError as exc:
                if conn.recipient is None:       # before joining, anything wrong is refused
                    told = message.get("type") in ("hello", "ping")
                    self._refuse(out, connection, str(exc) if told else _expected(conn))
                else:
                    out.send(connection, {"type": "error", "code": exc.code, "message": str(exc)})
        return out

    def disconnect(self, connection: int, now: float) -> Outbox:
        """The connection is gone (closed by the peer or by us): its seat is kept, away."""
        self._now = now
        out = Outbox()
        conn = self._connections.pop(connection, None)
        if conn is None:
            return out
        conn.closed = True
        if conn.recipient is not None and not conn.recipient.spectator:
            if self.seats.leave(connection) is not None and not self.finished:
                self._broadcast_seats(out)
        return out

    def tick(self, now: float) -> Outbox:
        """Time-outs: hello, auth and idle connections; a decision whose time ran out."""
        self._now = now
        out = Outbox()
        for number, conn in list(self._connections.items()):
            if not conn.closed and now >= conn.deadline:
                self._fail(out, number, "timeout", "nothing arrived in time")
        if self._turn_deadline is not None and now >= self._turn_deadline and not self.finished:
            seat = self.state.decider
            view = self.state.view(seat)
            self._apply(out, seat, self._player(seat, SUGGEST_LEVEL).choose(view))
        return out

    # ------------------------------------------------------------------ computer players
    def bot_to_decide(self) -> BotTurn | None:
        """The decision a computer player owes now (a bot's seat, or an away player's)."""
        if self.finished or self.state.phase in (Phase.DEAL, Phase.GAME_OVER):
            return None
        seat = self.state.decider
        level = self._bot_level(seat)
        if level is None:
            return None
        return BotTurn(self._stamp, seat, self._player(seat, level), self.state.view(seat))

    def decide(self, turn: BotTurn, action: Action) -> Outbox:
        """A computer player's answer to ``turn`` (ignored when the game has moved on)."""
        out = Outbox()
        if turn.stamp == self._stamp and not self.finished:
            self._apply(out, turn.seat, action)
        return out

    def _bot_level(self, seat: int) -> str | None:
        s = self.seats.seats[seat]
        if s.kind == "bot":
            return s.level
        if s.kind == "open" and self.state.log:
            return self.config.away_level       # opened mid-game: played until someone sits
        if s.kind == "remote" and (s.away or s.connection is None):
            if self._hold_until is not None and self._now < self._hold_until:
                return None             # held for the player's return after a restart
            return self.config.away_level
        return None

    def _player(self, seat: int, level: str) -> Player:
        key = (seat, level)
        if key not in self._players:
            seed = None if self.config.seed is None else self.config.seed * 100 + seat
            self._players[key] = make_player(level, seed)
        return self._players[key]

    # ------------------------------------------------------------------ the record
    def record(self) -> dict[str, Any]:
        """The game record, with the seats (and their tokens) under ``lan`` for ``resumed``."""
        return to_record(self.state, [s.name for s in self.seats.seats],
                         {"lan": {"name": self.config.name, "seats": self.seats.saved()}})

    @staticmethod
    def resumed(record: dict[str, Any]) -> tuple[GameState, Seats]:
        """The game and seats of a record this host wrote; ``RecordError`` when it cannot be."""
        state = replay(record)
        lan = record.get("lan")
        try:
            seats = Seats.restored(lan.get("seats") if isinstance(lan, dict) else None,
                                   state.rules.players)
        except ValueError as exc:
            raise RecordError(f"not a record of a LAN table: {exc}") from None
        if state.phase is Phase.GAME_OVER:
            raise RecordError("the game in this record is over")
        state.reseed(None)      # replaying seeds with 0: the next deals must not be foreseeable
        return state, seats

    # ------------------------------------------------------------------ the host's user
    def give_to_bot(self, seat: int, level: str, now: float) -> Outbox:
        """The host gives a remote player's seat to a computer player for good."""
        return self._take_away(seat, now, "the host gave your seat to a computer player",
                               lambda: self.seats.to_bot(seat, level))

    def open_seat(self, seat: int, now: float) -> Outbox:
        """The host opens a remote player's seat for someone else to take; the away level plays
        it until someone does."""
        return self._take_away(seat, now, "the host opened your seat for someone else",
                               lambda: self.seats.reopen(seat))

    def _take_away(self, seat: int, now: float, reason: str, change: Callable[[], None]) -> Outbox:
        """A remote player's seat changes hands: the player (if connected) is told why and let
        go, and the old token stops working."""
        self._now = now
        out = Outbox()
        old = self.seats.seats[seat]
        if old.kind != "remote":
            return out
        if old.connection is not None and old.connection in self._connections:
            out.send(old.connection, {"type": "bye", "reason": reason})
            self._close(out, old.connection)
        change()
        self._broadcast_seats(out)
        if self._turn_deadline is not None and self.state.decider == seat:
            self._turn_deadline = None           # the computer player decides at once
        return out

    def close_table(self, reason: str) -> Outbox:
        """The host stops: every connection is told why and closed."""
        out = Outbox()
        for number, conn in list(self._connections.items()):
            if not conn.closed:
                out.send(number, {"type": "bye", "reason": reason})
                out.close(number)
                conn.closed = True          # nothing follows the bye (no seats as each goes)
        return out

    def summary(self) -> dict[str, Any]:
        view = self.state.spectator_view()
        return game_summary(view, complete=self.state.phase in (Phase.DEAL, Phase.GAME_OVER))

    @property
    def watching(self) -> int:
        return len(self.spectators())

    def spectators(self) -> tuple[Watcher, ...]:
        """Who watches the table now, in the order they came."""
        return tuple(Watcher(c.hello.name, c.since) for c in self._connections.values()
                     if c.recipient is not None and c.recipient.spectator and not c.closed
                     and c.hello is not None)

    # ------------------------------------------------------------------ messages
    def _handle(self, out: Outbox, number: int, conn: _Connection, message: object) -> None:
        if isinstance(message, Ping):
            out.send(number, {"type": "pong"} if message.t is ABSENT
                     else {"type": "pong", "t": message.t})
        elif isinstance(message, Bye):
            self._close(out, number)
        elif conn.recipient is None:
            self._handshake(out, number, conn, message)
        elif isinstance(message, ActionMessage):
            self._remote_action(out, number, conn.recipient, message)
        elif isinstance(message, Chat):
            self._chat(out, number, conn, message)
        elif isinstance(message, Suggest):
            self._suggest(out, number, conn.recipient)
        else:
            raise ProtocolError("bad_message", "already joined")

    def _handshake(self, out: Outbox, number: int, conn: _Connection, message: object) -> None:
        if conn.hello is None:
            if not isinstance(message, Hello):
                return self._refuse(out, number, _expected(conn))
            conn.hello = message
            if message.protocol != PROTOCOL:
                return self._refuse(out, number, f"this table speaks {PROTOCOL} only")
            if self.lockout.locked(conn.address, self._now):
                return self._refuse(out, number, "too many wrong passwords: try again in a minute")
            if self.config.password is not None:
                conn.challenge = self.config.password.challenge()
                conn.deadline = self._now + AUTH_SECONDS
                out.send(number, conn.challenge.message())
                return None
            return self._admit(out, number, conn, message)
        if conn.challenge is None or not isinstance(message, Auth):
            return self._refuse(out, number, _expected(conn))
        if not conn.challenge.accepts(message.proof):
            self.lockout.wrong_proof(conn.address, self._now)
            return self._refuse(out, number, "wrong password")
        return self._admit(out, number, conn, conn.hello)

    def _admit(self, out: Outbox, number: int, conn: _Connection, hello: Hello) -> None:
        seat: int | None = None
        token: str | None = None
        if self.finished:
            return self._refuse(out, number, "the game is over")
        if hello.role == "spectator":
            if self.watching >= self.config.spectators:
                return self._refuse(out, number, "the table takes no more spectators")
        elif hello.token is not None:
            seat = self.seats.by_token(hello.token)
            if seat is None:
                return self._refuse(out, number, "unknown token: that seat is not held for you")
            old = self.seats.seats[seat].connection
            if old is not None and old in self._connections:     # the same player, back first
                out.send(old, {"type": "bye", "reason": "you joined from another connection"})
                out.close(old)
                self._connections[old].closed = True
                del self._connections[old]
            self.seats.come_back(seat, number)
            token = hello.token
        else:
            taken = self.seats.take(hello.name, hello.seat, number)
            if taken is None:
                return self._refuse(out, number, "the table is full")
            seat, token = taken
            self._stamp += 1        # a computer player deciding for a seat opened mid-game stops
        rec = conn.recipient = Recipient(SPECTATOR if seat is None else seat)
        conn.deadline = self._now + IDLE_SECONDS
        conn.since = self._now
        out.send(number, {"type": "welcome", "protocol": PROTOCOL, "seat": seat, "token": token,
                          "table": self._table()})
        if seat is not None:
            self._broadcast_seats(out)
        else:
            out.send(number, {"type": "seats", "players": self.seats.public()})
        out.send(number, rec.first_view(self._view_of(rec), self._public_exposed()))
        for line in self._chat_lines:
            out.send(number, line)
        if self.seats.full and self.state.phase is Phase.DEAL and not self.state.log:
            self._deal(out)          # the last open seat is taken: the game begins
        else:
            self._send_turn(out, number, rec, self._view_of(rec))
        return None

    def _table(self) -> dict[str, Any]:
        c = self.config
        return {"name": c.name, "rules": c.rules.to_record(), "players": self.seats.public(),
                "chat": c.chat, "bid_time": c.bid_time, "play_time": c.play_time,
                "suggestions": c.suggestions, "spectators": c.spectators,
                "watching": self.watching}

    def _remote_action(self, out: Outbox, number: int, rec: Recipient, message: ActionMessage) -> None:
        def reject(error: str) -> None:
            rejected: dict[str, Any] = {"type": "rejected", "error": error}
            if message.id is not ABSENT:
                rejected["id"] = message.id
            out.send(number, rejected)
            self._send_turn(out, number, rec, self._view_of(rec))

        if not self._decides(rec):
            return reject("it is not your turn")
        obj = dict(message.action)
        obj.setdefault("seat", self.state.to_move)
        try:
            seat, action = action_from_record(obj, spades=self.state.spades)
        except ValueError as exc:
            return reject(str(exc))
        if seat != self.state.to_move:
            return reject(f"it is not seat {seat}'s turn")
        try:
            self._apply(out, seat, action)
        except IllegalAction as exc:
            reject(str(exc))
        return None

    def _chat(self, out: Outbox, number: int, conn: _Connection, chat: Chat) -> None:
        mode = self.config.chat
        if mode == "none" or (mode == "preset" and chat.text is not None):
            raise ProtocolError("bad_message", f"this table's chat is {mode}")
        if self._now - conn.last_chat < CHAT_SECONDS:
            raise ProtocolError("bad_message", "one chat line every 2 seconds")
        conn.last_chat = self._now
        assert conn.recipient is not None and conn.hello is not None
        seat = None if conn.recipient.spectator else conn.recipient.seat
        line: dict[str, Any] = {"type": "chat", "from": conn.hello.name, "seat": seat}
        if chat.text is not None:
            line["text"] = chat.text
        else:
            line["preset"] = chat.preset
            line["text"] = PRESET_PHRASES[chat.preset or ""]
        self._chat_lines.append(line)
        for other, c in self._connections.items():
            if c.recipient is not None and not c.closed:
                out.send(other, line)

    def _suggest(self, out: Outbox, number: int, rec: Recipient) -> None:
        if not self.config.suggestions:
            raise ProtocolError("bad_message", "this table gives no suggestions")
        if not self._decides(rec):
            raise ProtocolError("bad_message", "there is nothing to suggest: it is not your turn")
        view = self.state.view(self.state.decider)
        player = self._player(self.state.decider, SUGGEST_LEVEL)
        explained = getattr(player, "choose_with_reason", None)
        action, reason = explained(view) if explained is not None else (player.choose(view), None)
        out.send(number, {"type": "suggestion", "action": {"seat": view.to_move, **action.to_record()},
                          "reason": "" if reason is None else str(reason)})

    # ------------------------------------------------------------------ the game
    def _decides(self, rec: Recipient) -> bool:
        return (not rec.spectator and not self.finished and rec.seat == self.state.decider
                and self.state.phase not in (Phase.DEAL, Phase.GAME_OVER)
                and self._bot_level(rec.seat) is None)

    def _apply(self, out: Outbox, seat: int, action: Action) -> None:
        """Apply a decision (``IllegalAction`` leaves everything as it was) and tell everyone."""
        nominating = self.state.phase is Phase.JOKER
        events = self.state.apply(action)
        self._stamp += 1
        self._tell(out, events, clock_runs_on=nominating)

    def _recipients(self) -> list[tuple[int, Recipient]]:
        return [(n, c.recipient) for n, c in self._connections.items()
                if c.recipient is not None and not c.closed]

    def _view_of(self, rec: Recipient) -> SeatView:
        return self.state.spectator_view() if rec.spectator else self.state.view(rec.seat)

    def _public_exposed(self) -> frozenset[int]:
        """The seats whose hands lie open, as everyone knows (the public view's)."""
        return frozenset(self.state.spectator_view().exposed)

    def _tell(self, out: Outbox, events: list[Event], *, clock_runs_on: bool = False) -> None:
        """Each recipient's ``action`` messages and what they caused; then the end, the next
        deal, or each recipient's view and turn (``_show``)."""
        over = any(isinstance(e, GameOver) for e in events)
        public = self._public_exposed()
        for number, rec in self._recipients():
            for event in events:
                seen = rec.sees(event)
                message = None if seen is None else action_message(seen, self.config.rules.kitty_size)
                if message is not None:
                    out.send(number, message)
            for message in rec.caused(self._view_of(rec), public):
                out.send(number, message)
        stop = over or (self.config.hands is not None and self.state.phase is Phase.DEAL
                        and len(self.state.log) >= self.config.hands)
        if stop:
            return self._finish(out)
        if self.state.phase is Phase.DEAL:
            return self._deal(out)
        self._show(out, clock_runs_on)
        return None

    def _deal(self, out: Outbox) -> None:
        self.state.deal()
        self._stamp += 1
        self._show(out)

    def _show(self, out: Outbox, clock_runs_on: bool = False) -> None:
        """The next decision's deadline starts; each recipient gets its deal (if new), then its
        view and turn, unless its view did not change: a change hidden from it (a declined joker
        nomination) sends it nothing at all.  While a joker nomination is asked everyone else's
        view shows the contractor to lead, with its ``play`` turn; so the nominations and the
        lead run on one clock (``clock_runs_on``), and the others' deadline stays true."""
        if not clock_runs_on:
            limit = self.config.bid_time if self.state.phase is Phase.AUCTION \
                else self.config.play_time
            human = self._bot_level(self.state.decider) is None
            self._turn_deadline = self._now + limit if limit and human else None
        for number, rec in self._recipients():
            view = self._view_of(rec)
            deal = rec.deal(view)
            if deal is not None:
                out.send(number, deal)
            elif view == rec.last:
                continue
            out.send(number, rec.view_message(view))
            self._send_turn(out, number, rec, view)

    def _send_turn(self, out: Outbox, number: int, rec: Recipient, view: SeatView) -> None:
        """The turn as ``view`` (the recipient's) shows it; with ``legal`` to its decider."""
        if self.finished:
            return
        left = None if self._turn_deadline is None else max(0, int((self._turn_deadline - self._now)
                                                                    * 1000))
        turn = rec.turn(view, left, self._decides(rec))
        if turn is not None:
            out.send(number, turn)

    def _finish(self, out: Outbox) -> None:
        self.finished = True
        self._turn_deadline = None
        summary = self.summary()
        for number, rec in self._recipients():
            out.send(number, {"type": "game_over", "summary": summary})
            out.send(number, rec.view_message(self._view_of(rec)))
            out.send(number, {"type": "bye", "reason": "the game is over"})
            out.close(number)

    def _broadcast_seats(self, out: Outbox) -> None:
        message = {"type": "seats", "players": self.seats.public()}
        for number, _rec in self._recipients():
            out.send(number, message)

    def _refuse(self, out: Outbox, number: int, reason: str) -> None:
        out.send(number, {"type": "refused", "reason": reason})
        self._close(out, number)

    def _fail(self, out: Outbox, number: int, code: ErrorCode, message: str) -> None:
        out.send(number, {"type": "error", "code": code, "message": message})
        self._close(out, number)

    def _close(self, out: Outbox, number: int) -> None:
        out.close(number)
        gone = self.disconnect(number, self._now)
        out.sends.extend(gone.sends)


def _expected(conn: _Connection) -> str:
    """Why a message before ``welcome`` is refused: what the host waited for instead."""
    return "the host expected a hello first" if conn.hello is None \
        else "the host waits for the password's proof"
