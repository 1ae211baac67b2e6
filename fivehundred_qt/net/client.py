"""The joining side of ``fivehundred-lan/1``, without sockets: messages in, what changed out.

``ClientSession`` keeps what a joined player or spectator knows, rebuilt from the host's messages
only: the table, the seats, the seat's current view (a ``SeatView``, so the window draws a
network table exactly as a local one), the hands scored so far, the decision asked of it, and
the chat.  Everything from the host is checked (``ClientError`` when it cannot be read: the host
is another program).  The transport only moves lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from ..core import Action, HandResult, RuleSet, SeatView, rules_from
from ..core.actions import Partners, action_from_record
from ..core.checks import in_range, is_text, shown
from . import PROTOCOL
from .messages import CHAT_MODES, valid_name
from .password import answer_challenge
from .views import ViewError, action_json, result_from_json, view_from_json

Decision = Literal["bid", "discard", "partners", "joker_suit", "play"]
DECISIONS: tuple[Decision, ...] = ("bid", "discard", "partners", "joker_suit", "play")


class ClientError(ValueError):
    """A message from the host that this client cannot read; the connection should end."""


@dataclass(frozen=True)
class Turn:
    """A decision: whose, of what kind, by when; ``legal`` only when this connection decides."""

    seat: int
    decision: Decision
    deadline_ms: int | None
    legal: tuple[Action, ...] | None
    discard_count: int = 0


@dataclass(frozen=True)
class ChatLine:
    name: str
    seat: int | None
    text: str
    preset: str | None


@dataclass
class ClientSession:
    """One connection to a host.  ``start`` gives the first message; ``receive`` each one after."""

    name: str
    role: Literal["player", "spectator"] = "player"
    seat_wish: int | None = None
    token: str | None = None
    password: str | None = None
    seat: int | None = None
    rules: RuleSet | None = None
    table: dict[str, Any] = field(default_factory=dict)
    players: list[dict[str, Any]] = field(default_factory=list)
    view: SeatView | None = None
    results: list[HandResult] = field(default_factory=list)
    turn: Turn | None = None
    chat: list[ChatLine] = field(default_factory=list)
    summary: dict[str, Any] | None = None
    closed_because: str | None = None
    _dealer: int = 0
    _partners: tuple[int, ...] = ()

    def start(self) -> dict[str, Any]:
        hello: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL, "name": self.name,
                                 "role": self.role}
        if self.seat_wish is not None:
            hello["seat"] = self.seat_wish
        if self.token is not None:
            hello["token"] = self.token
        return hello

    def act(self, action: Action) -> dict[str, Any]:
        """The message that sends ``action`` for the turn addressed to this connection."""
        if self.turn is None or self.turn.legal is None:
            raise ValueError("it is not this player's turn")
        return {"type": "action", "action": action_json(self.turn.seat, action)}

    # ------------------------------------------------------------------ from the host
    def receive(self, message: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        """Take one message: what to send back, and the kinds of change it made (``"view"``,
        ``"turn"``, ``"seats"``, ``"chat"``, ``"scored"``, ``"over"``, ``"closed"``, …).
        ``ClientError`` when the message cannot be read."""
        kind = message.get("type")
        handler = getattr(self, f"_on_{kind}", None) if is_text(kind) and kind.isidentifier() \
            else None
        if handler is None:
            return [], []           # a later version's message: ignored, as the protocol says
        try:
            out: tuple[list[dict[str, Any]], list[str]] = handler(message)
        except ViewError as exc:
            raise ClientError(f"the host sent a {kind} that cannot be read: {exc}") from None
        return out

    def _on_challenge(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        if self.password is None:
            self.closed_because = "the table needs a password"
            return [], ["password"]
        try:
            proof = answer_challenge(self.password, m)
        except ValueError as exc:
            raise ClientError(str(exc)) from None
        return [{"type": "auth", "proof": proof}], []

    def _on_welcome(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        table = m.get("table")
        if not isinstance(table, dict) or m.get("protocol") != PROTOCOL:
            raise ClientError("the host's welcome is malformed")
        try:
            rules = rules_from(table.get("rules"))
        except ValueError as exc:
            raise ClientError(f"the host's rules cannot be read: {exc}") from None
        seat, token = m.get("seat"), m.get("token")
        if not (seat is None or in_range(seat, 0, rules.players - 1)) \
                or not (token is None or is_text(token)) or table.get("chat") not in CHAT_MODES:
            raise ClientError("the host's welcome is malformed")
        self.rules, self.table, self.seat, self.token = rules, table, seat, token
        self._set_players(table.get("players"))
        return [], ["welcome"]

    def _on_refused(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.closed_because = _text(m.get("reason"), "the host refused")
        return [], ["closed"]

    def _on_bye(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.closed_because = _text(m.get("reason"), "the host closed the connection")
        return [], ["closed"]

    def _on_error(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.closed_because = _text(m.get("message"), "the host reported an error")
        return [], ["error"]

    def _on_seats(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self._set_players(m.get("players"))
        return [], ["seats"]

    def _on_deal(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        rules = self._rules()
        if not in_range(m.get("dealer"), 0, rules.players - 1):
            raise ClientError("a deal names no dealer")
        self._dealer, self._partners = m["dealer"], ()
        self.turn = None
        return [], ["deal"]

    def _on_action(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        action = m.get("action")
        if isinstance(action, dict) and "partners" in action:
            try:
                _, partners = action_from_record(action, spades=self._rules().is_spades)
            except ValueError as exc:
                raise ClientError(f"the host sent an action that cannot be read: {exc}") from None
            if isinstance(partners, Partners):
                self._partners = partners.seats
        self.turn = None
        return [], ["action"]

    def _on_view(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.view = view_from_json(m.get("view"), self._rules(), tuple(self.results))
        return [], ["view"]

    def _on_hand_scored(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.results.append(result_from_json(m.get("summary"), self._rules(), self._dealer,
                                             self._partners))
        return [], ["scored"]

    def _on_game_over(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        summary = m.get("summary")
        if not isinstance(summary, dict):
            raise ClientError("the host's game-over message is malformed")
        self.summary = summary
        return [], ["over"]

    def _on_turn(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        rules = self._rules()
        seat, decision, deadline = m.get("seat"), m.get("decision"), m.get("deadline_ms")
        if not in_range(seat, 0, rules.players - 1) or decision not in DECISIONS \
                or not (deadline is None or in_range(deadline, 0, 10**8)):
            raise ClientError(f"the host sent a turn that cannot be read: {shown(m)}")
        legal: tuple[Action, ...] | None = None
        count = 0
        if "legal" in m:
            raw = m["legal"]
            if not isinstance(raw, list) or not raw:
                raise ClientError("the host sent a turn without its legal actions")
            if decision == "discard":
                asked = raw[0].get("discard") if isinstance(raw[0], dict) else None
                if not in_range(asked, 1, 10):
                    raise ClientError("the host sent a discard turn without its count")
                count, legal = asked, ()
            else:
                try:
                    legal = tuple(action_from_record(a, spades=rules.is_spades)[1] for a in raw)
                except ValueError as exc:
                    raise ClientError(f"the host sent legal actions that cannot be read: "
                                      f"{exc}") from None
        self.turn = Turn(seat, decision, deadline, legal, count)
        return [], ["turn"]

    def _on_chat(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        name, seat, text, preset = (valid_name(m.get("from")), m.get("seat"), m.get("text"),
                                    m.get("preset"))
        if name is None or not (seat is None or in_range(seat, 0, 63)) \
                or not (is_text(text) or is_text(preset)):
            raise ClientError("the host sent a chat line that cannot be read")
        self.chat.append(ChatLine(name, seat, text if is_text(text) else "",
                                  preset if is_text(preset) else None))
        return [], ["chat"]

    def _on_rejected(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        self.turn = None            # the turn comes again
        return [], ["rejected"]

    # ------------------------------------------------------------------ helpers
    def _rules(self) -> RuleSet:
        if self.rules is None:
            raise ClientError("the host spoke of the game before its welcome")
        return self.rules

    def _set_players(self, players: Any) -> None:
        rules = self._rules()
        if not isinstance(players, list) or len(players) != rules.players or not all(
                isinstance(p, dict) and valid_name(p.get("name")) is not None
                and p.get("kind") in ("open", "remote", "local", "bot")
                and isinstance(p.get("away"), bool) for p in players):
            raise ClientError("the host's seats cannot be read")
        self.players = players


def _text(value: Any, otherwise: str) -> str:
    return value[:300] if is_text(value) and value.strip() else otherwise
