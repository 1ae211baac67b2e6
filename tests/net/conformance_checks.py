"""What one recipient of ``fivehundred-lan/1`` may be sent, checked message by message.

``Recipient`` follows one connection's messages as they arrive and notes every departure from the
protocol: the order of a join and of each event (action, what it caused, view, turn), who may get
``legal``, a declined joker nomination or a discard's cards, and, for every string of every
message, whether it names a card this recipient may know at that moment and whether free text
sits under a key meant for it. ``check_against_record`` then compares what arrived with the
host's own record and the ``replay`` summary. Written from the protocol's text alone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

Message = dict[str, Any]

CARD = re.compile(r"(?:[2-9]|1[0-3]|[JQKA])[SCDH]|RJ|BJ|JK")
TOKEN_LIKE = re.compile(r"[A-Za-z0-9_\-./:+=]*")
TOKEN = re.compile(r"[A-Za-z0-9_-]{22,}")
FREE_TEXT_KEYS = frozenset({"name", "from", "text", "reason", "error", "message"})
MISERE = frozenset({"misere", "open_misere", "blind_misere"})
OPEN_MISERE = frozenset({"open_misere", "blind_misere"})
DECISIONS = frozenset({"bid", "discard", "partners", "joker_suit", "play"})
CLOSING_CODES = frozenset({"frame", "flood", "timeout"})
AMBIENT = frozenset({"seats", "chat", "pong", "suggestion"})
JOKERS = frozenset({"RJ", "BJ"})


def is_bid_key(key: str) -> bool:
    return key in ("bid", "bids", "contract") or key.endswith(("_bid", "_contract"))


def card_strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string (keys too) that spells a card, outside bid keys and free-text keys."""
    if isinstance(value, dict):
        for key, item in value.items():
            if CARD.fullmatch(key):
                yield f"{path}/{key} (a key)", key
            if is_bid_key(key) or key in FREE_TEXT_KEYS:
                continue
            yield from card_strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from card_strings(item, f"{path}[{index}]")
    elif isinstance(value, str) and CARD.fullmatch(value):
        yield path, value


def free_text(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string that reads as text for people (a space, brackets, …) outside the text keys."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in FREE_TEXT_KEYS or is_bid_key(key):
                continue
            yield from free_text(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from free_text(item, f"{path}[{index}]")
    elif isinstance(value, str) and not TOKEN_LIKE.fullmatch(value):
        yield path, value


@dataclass(frozen=True)
class RulesInFocus:
    """The few rules a recipient's check needs, as given to the host."""
    players: int = 4
    nullo_play: str = "own_hand"
    open_misere_exposed: str = "after_first_trick"
    spades: bool = False

    def partners_of(self, seat: int) -> list[int]:
        if self.players == 4:
            return [(seat + 2) % 4]
        if self.players == 6:
            return [(seat + 3) % 6]
        return []

    def misere_trick_size(self, contractor: int) -> int:
        sitting_out = 0 if self.nullo_play == "both_hands" else len(self.partners_of(contractor))
        return self.players - sitting_out


def short(value: Any, limit: int = 300) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "…"


class Recipient:
    """The protocol as one connection sees it (see the module's text)."""

    def __init__(self, label: str, rules: RulesInFocus) -> None:
        self.label = label
        self.rules = rules
        self.problems: list[tuple[str, str]] = []
        self._category = "order"
        self.log: list[Message] = []
        self.allow_rejected = False
        self.seat: int | None = None
        self.stage = "start"
        self.rank = 0
        self.turn_allowed = False
        self.open_turn: Message | None = None
        self.turn_again: Message | None = None
        self.turn_echo: Message | None = None
        self.event_without_turn = False
        self.last_turn: Message | None = None
        self.turns_seen = 0
        self.hands_seen = 0
        self.game_over: Message | None = None
        self.scored: list[Message] = []
        self.events: list[tuple[Any, ...]] = []
        self._new_hand(None, [])

    # -- the hand as this recipient knows it
    def _new_hand(self, number: int | None, hand: list[str]) -> None:
        self.hand_number = number
        self.known: set[str] = set(hand)
        self.holdings: dict[int, set[str]] = {self.seat: set(hand)} if self.seat is not None else {}
        self.plays: list[tuple[int, str]] = []
        self.contract: tuple[str, int, bool] | None = None
        self.kitty_taken = False
        self.discarded = False
        self.end_kitty: list[str] | None = None
        self.exposed_seats: set[int] = set()
        self.last_action: Message | None = None

    def resume(self, hand_number: int, cards: set[str], held: set[str]) -> None:
        """A player back in its seat mid-hand, by its token: what it knew of this hand before it
        dropped (its dealt cards, the kitty if it took it) and what it holds now."""
        self.hand_number = hand_number
        self.known |= cards
        if self.seat is not None:
            self.holdings[self.seat] = set(held)

    def holding(self, seat: int) -> set[str]:
        return set(self.holdings.get(seat, set()))

    def problem(self, text: str, message: Message | None = None, category: str | None = None) -> None:
        """Note a departure; ``category``: order, rules (what a message says), cards (a card named
        to someone who may not know it) or text (free text outside the text keys)."""
        where = f" in {short(message)}" if message is not None else ""
        self.problems.append((category or self._category, f"{self.label}: {text}{where}"))

    def found(self, *categories: str) -> list[str]:
        return [text for category, text in self.problems if category in categories]

    # -- entry points
    def closed(self) -> None:
        self.stage = "closed"

    def observe(self, message: Message) -> None:
        self.log.append(message)
        kind = message.get("type")
        if not isinstance(kind, str) or kind.startswith("<"):
            self.problem("a message without a string type (or not a JSON object line)", message)
            return
        if self.stage in ("ending", "closed"):
            self.problem(f"`{kind}` after the connection was being closed", message)
        self._category = "order"
        self._order(kind, message)
        handler = getattr(self, f"_on_{kind}", None)
        self._category = "rules"
        if handler is not None:
            handler(message)
        self._category = "cards"
        self._scan(kind, message)

    # -- order
    def _order(self, kind: str, message: Message) -> None:
        if self.turn_again is not None and kind not in AMBIENT:
            expected, self.turn_again = self.turn_again, None
            if kind != "turn":
                self.problem(f"after `rejected` the seat's turn did not follow again; got `{kind}`", message)
            elif {k: message.get(k) for k in ("seat", "decision", "legal")} != \
                    {k: expected.get(k) for k in ("seat", "decision", "legal")}:
                self.problem("the turn after `rejected` differs from the turn before it", message)
            return
        if kind in ("refused", "challenge", "welcome"):
            allowed = ("start",) if kind == "challenge" else ("start", "challenged")
            if self.stage not in allowed:
                self.problem(f"`{kind}` at stage {self.stage}", message)
            self.stage = {"refused": "ending", "challenge": "challenged", "welcome": "welcomed"}[kind]
            return
        if kind == "error":
            if message.get("code") in CLOSING_CODES:
                self.stage = "ending"
            return
        if kind == "seats":
            if self.stage == "welcomed":
                self.stage = "seated"
            elif self.stage in ("start", "challenged"):
                self.problem("`seats` before `welcome`", message)
            elif self.stage == "group":
                self.problem("`seats` between an action and its view", message)
            return
        if kind in AMBIENT:
            return
        echo, self.turn_echo = self.turn_echo, None
        if kind == "turn" and echo is not None:
            # PROTOCOL.md: "the seat's turn follows again"; to a sender whose decision it is not,
            # this host repeats the current turn (without `legal`): accepted as that reading.
            if {k: message.get(k) for k in ("seat", "decision", "legal")} != \
                    {k: echo.get(k) for k in ("seat", "decision", "legal")}:
                self.problem("the turn after `rejected` is not the current turn", message)
            return
        if self.stage in ("start", "challenged", "welcomed"):
            self.problem(f"`{kind}` before `welcome` and `seats`", message)
            return
        if kind == "rejected":
            if not self.allow_rejected:
                self.problem("`rejected` for an action chosen from `legal`", message)
            if self.open_turn is not None:
                self.turn_again = self.open_turn
            else:
                self.turn_echo = self.last_turn
            return
        if kind == "view":
            previous = next((m.get("type") for m in reversed(self.log[:-1])
                             if m.get("type") not in ("chat", "pong", "suggestion")), None)
            if previous in ("view", "turn"):
                self.problem(f"a `view` after a `{previous}` with no event between (a hidden decision shows)",
                             message)
            # after an event's view a turn is due, except while the contractor may be deciding on
            # a joker (after another seat's discard: the others get nothing for it)
            last = self.last_action or {}
            self.event_without_turn = self.stage == "group" and not (
                "discard" in last and last.get("seat") != self.seat)
            if self.stage == "over":
                self.stage = "over_viewed"
                self.event_without_turn = False
            elif self.stage != "over_viewed":
                self.stage = "ready"
            self.turn_allowed = True
            return
        if self.stage == "seated":
            self.problem(f"`{kind}` before the joiner's first `view`", message)
        if kind == "turn":
            self.event_without_turn = False
            if self.game_over is not None:
                self.problem("`turn` after `game_over`", message)
            elif not self.turn_allowed:
                self.problem("`turn` not right after a `view`", message)
            self.turn_allowed = False
            return
        if kind == "bye":
            if self.game_over is not None and self.stage != "over_viewed":
                self.problem("`bye` after `game_over` with no `view` between", message)
            self.stage = "ending"
            return
        self.turn_allowed = False
        if kind == "action":
            if self.stage == "group":
                self.problem("`action` before the `view` of the previous event", message)
            elif self.event_without_turn:
                self.problem("no `turn` after the view of the previous event", message)
            self.stage, self.rank = "group", 0
            return
        rank = {"kitty": 1, "exposed": 1, "hand_scored": 2, "game_over": 3, "deal": 3}.get(kind)
        if rank is None:
            self.problem(f"a message of unknown type `{kind}`", message)
            return
        first_deal = kind == "deal" and self.hands_seen == 0 and self.stage in ("ready", "seated")
        if first_deal:
            self.stage, self.rank = "group", 3
            return
        if self.stage != "group":
            self.problem(f"`{kind}` not caused by an action (no `action` before it since the last view)",
                         message)
        elif rank < self.rank or (rank == self.rank == 3):
            self.problem(f"`{kind}` out of order after what the action caused", message)
        elif kind == "deal" and not any(m.get("type") == "hand_scored" for m in self.log[-6:]):
            self.problem("a new `deal` without the last hand's `hand_scored` before it", message)
        self.rank = rank
        if kind == "game_over":
            self.stage = "over"

    # -- content
    def _on_welcome(self, message: Message) -> None:
        self.seat = message.get("seat")
        if message.get("protocol") != "fivehundred-lan/1":
            self.problem("`welcome` without the protocol", message)
        token = message.get("token")
        if self.seat is None:
            if token is not None:
                self.problem("a spectator's `welcome` carries a token", message)
        elif not (isinstance(token, str) and TOKEN.fullmatch(token)):
            self.problem("a player's token is not 22+ base64url characters", message)
        table = message.get("table")
        keys = {"name", "rules", "players", "chat", "bid_time", "play_time", "suggestions", "spectators",
                "watching"}
        if not isinstance(table, dict) or not keys <= set(table):
            self.problem(f"`welcome.table` lacks {sorted(keys - set(table or {}))}", message)
        self._new_hand(None, [])

    def _on_deal(self, message: Message) -> None:
        hand = message.get("hand")
        number = message.get("hand_number")
        if self.hand_number is not None and number != self.hand_number + 1:
            self.problem(f"hand_number {number} after {self.hand_number}", message)
        if self.seat is None and hand != []:
            self.problem("a spectator's `deal` holds cards", message)
        self.hands_seen += 1
        self._new_hand(number, list(hand or []))

    def _on_kitty(self, message: Message) -> None:
        cards = list(message.get("cards") or [])
        self.events.append(("kitty", self.hand_number, len(self.plays), tuple(cards)))
        contract = self.contract
        taking = (contract is not None and self.seat == contract[1] and not contract[2]
                  and not self.kitty_taken and not self.plays and not self.discarded)
        if taking:
            self.kitty_taken = True
            self.known |= set(cards)
            self.holdings.setdefault(self.seat, set()).update(cards)  # type: ignore[arg-type]
        else:
            self.end_kitty = cards
            self.known |= set(cards)

    def _on_exposed(self, message: Message) -> None:
        seat: Any = message.get("seat")
        cards = set(message.get("cards") or [])
        self.events.append(("exposed", self.hand_number, seat, len(self.plays), self.discarded, len(cards),
                            tuple(sorted(cards))))
        self.known |= cards
        contract = self.contract
        if contract is None or contract[0] not in MISERE:
            self.problem("`exposed` without a misère-family contract", message)
        else:
            bid, contractor, _ = contract
            partner = seat in self.rules.partners_of(contractor)
            if partner and self.rules.nullo_play == "both_hands":
                if self.discarded or self.plays or (self.last_action or {}).get("bid") is None:
                    self.problem("the both_hands partner's hand is not exposed as the auction ends", message)
            elif seat == contractor and bid in OPEN_MISERE:
                trick = self.rules.misere_trick_size(contractor)
                if self.rules.open_misere_exposed == "before_lead":
                    if not self.discarded or self.plays:
                        self.problem("open misère hand not exposed between the discard and the lead",
                                     message)
                elif len(self.plays) != trick:
                    self.problem(f"open misère hand exposed after {len(self.plays)} cards, not after "
                                 f"the first trick ({trick} cards)", message)
            else:
                self.problem("`exposed` for a hand the rules keep hidden", message)
        if seat == self.seat and cards != self.holding(seat):
            self.problem(f"`exposed` of the recipient's own hand differs from it: "
                         f"{sorted(cards ^ self.holding(seat))}", message)
        if isinstance(seat, int):
            self.holdings[seat] = set(cards)
            self.exposed_seats.add(seat)

    def _on_action(self, message: Message) -> None:
        action = message.get("action")
        if not isinstance(action, dict):
            self.problem("`action` without an action object", message)
            return
        seat: Any = action.get("seat")
        self.last_action = action
        if self.open_turn is not None and seat == self.open_turn.get("seat"):
            self.open_turn = None
        if "bid" in action:
            if action["bid"] != "pass" and not self.rules.spades:
                self.contract = (action["bid"], seat, bool(action.get("sans_kitty")))
        elif "discard" in action:
            self._must_have_exposed("discard", message)
            self.discarded = True
            detail = action["discard"]
            if isinstance(detail, list):
                if seat != self.seat:
                    self.problem("another seat's discard sent with its cards", message, "cards")
                self.holdings.get(seat, set()).difference_update(detail)
            elif seat == self.seat:
                self.problem("the recipient's own discard sent as a count only", message)
        elif "joker_suit" in action:
            self.events.append(("joker_suit", self.hand_number, seat, action["joker_suit"]))
            if action["joker_suit"] == "none" and seat != self.seat:
                self.problem("a declined joker nomination sent to someone but the contractor", message)
        elif "play" in action:
            self._must_have_exposed("play", message)
            card = action["play"]
            self.known.add(card)
            if seat in self.holdings and card not in self.holdings[seat]:
                self.problem(f"seat {seat} played {card}, not in the hand this recipient knows", message)
            self.holdings.get(seat, set()).discard(card)
            self.plays.append((seat, card))

    def _must_have_exposed(self, moment: str, message: Message) -> None:
        contract = self.contract
        if contract is None or contract[0] not in MISERE:
            return
        bid, contractor, _ = contract
        if self.rules.nullo_play == "both_hands":
            for partner in self.rules.partners_of(contractor):
                if partner not in self.exposed_seats:
                    self.problem(f"both_hands partner {partner} not exposed before the {moment}", message)
                    self.exposed_seats.add(partner)
        if bid in OPEN_MISERE and moment == "play" and contractor not in self.exposed_seats:
            before = 0 if self.rules.open_misere_exposed == "before_lead" else \
                self.rules.misere_trick_size(contractor)
            if len(self.plays) >= before:
                self.problem(f"open misère hand not exposed before card {len(self.plays) + 1}", message)
                self.exposed_seats.add(contractor)

    def _on_turn(self, message: Message) -> None:
        self.turns_seen += 1
        self.last_turn = message
        seat, decision = message.get("seat"), message.get("decision")
        if decision not in DECISIONS:
            self.problem(f"unknown decision {decision!r}", message)
        if decision == "joker_suit" and seat != self.seat:
            self.problem("a `joker_suit` turn sent to someone but the contractor", message)
        if decision == "discard" and seat == self.seat and not self.kitty_taken and not self.rules.spades:
            self.problem("the discard turn came before the `kitty`", message)
        legal = message.get("legal")
        deciding = seat == self.seat
        if decision != "bid" and self.rules.nullo_play == "both_hands" and self.contract is not None \
                and self.contract[0] in MISERE and seat in self.rules.partners_of(self.contract[1]):
            deciding = self.seat == self.contract[1]
        if legal is None:
            if deciding:
                self.problem("the deciding connection's turn has no `legal`", message)
            return
        if not deciding:
            self.problem("`legal` sent to a connection that does not decide", message)
        if not isinstance(legal, list) or not legal or any(a.get("seat") != seat for a in legal):
            self.problem("`legal` empty or with actions of another seat", message)
        self.open_turn = message

    def _on_seats(self, message: Message) -> None:
        players = message.get("players")
        if not isinstance(players, list) or not all(
                isinstance(p, dict) and isinstance(p.get("name"), str) and isinstance(p.get("away"), bool)
                and p.get("kind") in ("open", "remote", "local", "bot") for p in players):
            self.problem("`seats` players are not {name, kind, away}", message)

    def _on_rejected(self, message: Message) -> None:
        self._sentence(message, "error")

    def _on_refused(self, message: Message) -> None:
        self._sentence(message, "reason")

    def _on_bye(self, message: Message) -> None:
        self._sentence(message, "reason")

    def _on_error(self, message: Message) -> None:
        self._sentence(message, "message")
        if message.get("code") not in ("frame", "unknown_type", "bad_message", "flood", "timeout"):
            self.problem("an `error` with a code the protocol does not name", message)

    def _sentence(self, message: Message, key: str) -> None:
        if not (isinstance(message.get(key), str) and message[key].strip()):
            self.problem(f"`{message['type']}` without a `{key}` for people", message)

    def _on_hand_scored(self, message: Message) -> None:
        self.scored.append(message)
        summary = message.get("summary") or {}
        if self.end_kitty is not None and not summary.get("sans_kitty"):
            self.problem("a `kitty` shown to a recipient who does not take it, in a hand not sans kitty",
                         message, "cards")
        self.end_kitty = None

    def _on_game_over(self, message: Message) -> None:
        self.game_over = message

    def _scan(self, kind: str, message: Message) -> None:
        if self.end_kitty is not None and kind not in AMBIENT | {"kitty", "exposed", "hand_scored"}:
            self.problem("a `kitty` shown before the hand's `hand_scored`", message)
            self.end_kitty = None
        for path, card in card_strings(message):
            knows = bool(self.known & JOKERS) if card == "JK" else card in self.known
            if not knows:
                self.problem(f"`{kind}` names {card} at {path or '/'}, a card this recipient may not know",
                             message)
        for path, text in free_text(message):
            self.problem(f"free text {text!r} at {path} (not under a text key)", message, "text")


def check_against_record(recipient: Recipient, record: dict[str, Any], replay: dict[str, Any], *,
                         whole_game: bool = True) -> list[str]:
    """What the recipient was sent against the host's record and ``replay`` summary."""
    problems: list[str] = []
    label, seat = recipient.label, recipient.seat
    hands = record.get("hands", [])
    received: dict[int, list[dict[str, Any]]] = {}
    current: int | None = None
    for message in recipient.log:
        kind = message.get("type")
        if kind == "deal":
            current = message["hand_number"]
            received[current] = []
            deal = hands[current]["deal"]["hands"]
            mine = sorted(deal[seat]) if seat is not None else []
            if sorted(message["hand"]) != mine:
                problems.append(f"{label}: deal of hand {current} differs from the record's")
            if message.get("dealer") != hands[current]["dealer"]:
                problems.append(f"{label}: deal {current} names dealer {message.get('dealer')}, the record "
                                f"{hands[current]['dealer']}")
        elif kind == "action" and current is not None:
            received[current].append(message["action"])
        elif kind == "kitty" and current is not None:
            if sorted(message["cards"]) != sorted(hands[current]["deal"]["kitty"]):
                problems.append(f"{label}: `kitty` of hand {current} differs from the record's kitty")
        elif kind == "hand_scored" and current is not None:
            expected = replay["hands"][current]
            got = message.get("summary") or {}
            for key in set(expected) | set(got):
                if got.get(key) != expected.get(key):
                    problems.append(f"{label}: hand_scored {current} `{key}` is {short(got.get(key))}, "
                                    f"replay says {short(expected.get(key))}")
        elif kind == "game_over":
            got = message.get("summary") or {}
            for key in ("teams", "hands", "scores", "winner", "complete"):
                if got.get(key) != replay.get(key):
                    problems.append(f"{label}: game_over `{key}` is {short(got.get(key))}, replay says "
                                    f"{short(replay.get(key))}")
    for number, actions in received.items():
        expected_actions = []
        for action in hands[number]["actions"]:
            if action.get("seat") != seat:
                if "discard" in action:
                    action = {"seat": action["seat"], "discard": len(action["discard"])}
                elif action.get("joker_suit") == "none":
                    continue
            expected_actions.append(action)
        if whole_game and actions != expected_actions:
            first = next((i for i, (a, b) in enumerate(zip(actions, expected_actions, strict=False))
                          if a != b), min(len(actions), len(expected_actions)))
            problems.append(f"{label}: hand {number}: actions sent differ from the record at #{first}: "
                            f"sent {short(actions[first:first + 2])}, "
                            f"record {short(expected_actions[first:first + 2])}")
    return problems
