"""The joining side of ``fivehundred-lan/1``, without sockets: messages in, what changed out.

``ClientSession`` keeps what a joined player or spectator knows, rebuilt from the host's messages
only: the table, the seats, the seat's current view (a ``SeatView``, so the window draws a
network table exactly as a local one), the hands scored so far, the decision asked of it, and
the chat.  Everything from the host is checked (``ClientError`` when it cannot be read: the host
is another program).  The transport only moves lines.

The seat's view is the host's own ``view`` when this client can read it (it is authoritative);
when it cannot (another program's form, a later version's phase or field, or no ``view`` at
all), it is the view the core builds from everything else the seat was told (``core.told``), and
the client plays on from that: an unreadable view is never a reason to leave the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core import Action, Card, HandResult, RuleSet, SeatView, parse_card, rules_from
from ..core.actions import Partners, action_from_record
from ..core.checks import in_range, is_text, shown
from ..core.told import Told, ToldError
from ..core.view import SPECTATOR
from . import PROTOCOL
from .messages import CHAT_MODES, valid_name
from .password import ChallengeTerms
from .views import ViewError, action_json, result_from_json, view_from_json

Decision = Literal["bid", "discard", "partners", "joker_suit", "play"]
DECISIONS: tuple[Decision, ...] = ("bid", "discard", "partners", "joker_suit", "play")


class ClientError(ValueError):
    """A message from the host that this client cannot read; the connection should end."""


def cards_from(value: Any, what: str) -> tuple[Card, ...]:
    """The cards a host's message lists (``ClientError`` naming ``what`` when it lists none)."""
    if not isinstance(value, list) or len(value) > 60:
        raise ClientError(f"the host sent {what} that is not a list of cards")
    try:
        return tuple(parse_card(c) for c in value)
    except (ValueError, TypeError):
        raise ClientError(f"the host sent {what} with something that is not a card") from None


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
    _challenge: ChallengeTerms | None = None
    told: Told | None = None
    """The seat's own account of the game, from every message but ``view``."""
    views_read: bool = False
    """Whether the host's last ``view`` could be read (else ``view`` is the told one)."""

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
        ``"turn"``, ``"seats"``, ``"chat"``, ``"scored"``, ``"over"``, ``"closed"``, …;
        ``"challenge"``: answer it with ``auth()``, off the window's thread).  ``ClientError``
        when the message cannot be read."""
        kind = message.get("type")
        handler = getattr(self, f"_on_{kind}", None) if is_text(kind) and kind.isidentifier() \
            else None
        if handler is None:
            return [], []           # a later version's message: ignored, as the protocol says
        try:
            out: tuple[list[dict[str, Any]], list[str]] = handler(message)
        except ViewError as exc:
            raise ClientError(f"the host sent a {kind} that cannot be read: {exc}") from None
        if not self.views_read and self.told is not None and kind != "view":
            self.view = self.told.view()
        return out

    def _on_challenge(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        """One challenge a connection, before ``welcome``, on terms a rogue host cannot abuse;
        the answer is slow to compute and left to the caller (``auth``, off the window's thread)."""
        if self.rules is not None:
            return self._refuse_challenge("it came after the host's welcome")
        if self._challenge is not None:
            return self._refuse_challenge("it asked a second time")
        try:
            self._challenge = ChallengeTerms.read(m)
        except ValueError as exc:
            return self._refuse_challenge(str(exc))
        if self.password is None:
            self.closed_because = "the table needs a password"
            return [], ["password"]
        return [], ["challenge"]

    def _refuse_challenge(self, why: str) -> tuple[list[dict[str, Any]], list[str]]:
        self._challenge = None
        self.closed_because = f"the host's password challenge is refused: {why}"
        return [], ["closed"]

    def auth(self) -> dict[str, Any] | None:
        """The ``auth`` message answering the challenge this session accepted (None when there is
        none).  It derives the password's key: seconds of work at worst, so a window calls it
        on a worker thread; it reads only values that never change."""
        terms, password = self._challenge, self.password
        if terms is None or password is None:
            return None
        return terms.auth(password)

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
        self.told = Told(rules, SPECTATOR if seat is None else seat)
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
        number, dealer = m.get("hand_number"), m.get("dealer")
        if not in_range(number, 0, 10**6) or not in_range(dealer, 0, rules.players - 1):
            raise ClientError("the host sent a deal without its number or dealer")
        hand = cards_from(m.get("hand"), "a deal")
        self._dealer, self._partners = dealer, ()
        self.turn = None
        self._tell(lambda told: told.deal(number, dealer, hand))
        return [], ["deal"]

    def _on_action(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        rules = self._rules()
        raw = m.get("action")
        self.turn = None
        if not isinstance(raw, dict):
            raise ClientError("the host sent an action that is not an object")
        count, seat = raw.get("discard"), raw.get("seat")
        if in_range(count, 0, 10):
            # Another seat's discard: how many cards, not which.
            if not in_range(seat, 0, rules.players - 1):
                raise ClientError("the host sent a discard of no seat")
            hidden: tuple[int, int] = (seat, count)
            self._tell(lambda told: told.discard_unseen(*hidden))
            return [], ["action"]
        try:
            seat, action = action_from_record(raw, spades=rules.is_spades)
        except ValueError as exc:
            raise ClientError(f"the host sent an action that cannot be read: {exc}") from None
        if isinstance(action, Partners):
            self._partners = action.seats
        self._tell(lambda told: told.act(seat, action))
        return [], ["action"]

    def _on_kitty(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        cards = cards_from(m.get("cards"), "a kitty")
        self._tell(lambda told: told.take_kitty(cards))
        return [], ["kitty"]

    def _on_exposed(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        seat = m.get("seat")
        if not in_range(seat, 0, self._rules().players - 1):
            raise ClientError("the host exposed the hand of no seat")
        cards = cards_from(m.get("cards"), "an exposed hand")
        self._tell(lambda told: told.expose(seat, cards))
        return [], ["exposed"]

    def _on_view(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        """The host's view when this client can read it, else the one the seat was told."""
        try:
            self.view = view_from_json(m.get("view"), self._rules(), tuple(self.results))
            self.views_read = True
        except ViewError:
            self.views_read = False
            self.view = self.told.view() if self.told is not None else None
        return [], ["view"]

    def _on_hand_scored(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        summary = m.get("summary")
        if not isinstance(summary, dict):
            raise ClientError("the host sent a scored hand without its summary")
        result = result_from_json(self._completed(summary), self._rules(), self._dealer,
                                  self._partners)
        self.results.append(result)
        self._tell(lambda told: told.scored(result))
        return [], ["scored"]

    def _on_game_over(self, m: dict[str, Any]) -> tuple[list[dict[str, Any]], list[str]]:
        summary = m.get("summary")
        if not isinstance(summary, dict):
            raise ClientError("the host's game-over message is malformed")
        self.summary = summary
        winner = summary.get("winner")
        won = winner if in_range(winner, 0, len(self._rules().sides) - 1) else None
        self._tell(lambda told: told.game_over(won))
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
        self._tell(lambda told: told.turn(seat, legal, count))
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
    def _tell(self, what: Callable[[Told], None]) -> None:
        """Tell the seat's own account what the host said.  Should it make no sense by the rules
        while the host's views are read, the account waits for the next deal; a client that
        draws from its account alone cannot go on."""
        if self.told is None:
            raise ClientError("the host spoke of the game before its welcome")
        try:
            what(self.told)
        except ToldError as exc:
            self.told.lost()
            if not self.views_read:
                raise ClientError(f"the host's messages do not fit the rules: {exc}") from None

    def _completed(self, summary: dict[str, Any]) -> dict[str, Any]:
        """A scored hand's summary with what a host left out taken from what the seat saw: the
        contract and the tricks it watched, the scores from the change (or the other way)."""
        told, view = self.told, self.view
        filled = dict(summary)
        if told is not None and told.hand_number is not None:
            contract = told.contract
            filled.setdefault("contract", "pass" if contract is None else contract.text)
            filled.setdefault("tricks", list(told.won))
        before = view.scores if view is not None else told.scores if told is not None else None
        delta, scores = filled.get("delta"), filled.get("scores")
        if before is not None and isinstance(delta, list) and scores is None \
                and all(in_range(d) for d in delta) and len(delta) == len(before):
            filled["scores"] = [b + d for b, d in zip(before, delta, strict=True)]
        if before is not None and isinstance(scores, list) and delta is None \
                and all(in_range(t) for t in scores) and len(scores) == len(before):
            filled["delta"] = [t - b for t, b in zip(scores, before, strict=True)]
        return filled

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
