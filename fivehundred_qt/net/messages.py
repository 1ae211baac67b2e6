"""The client's messages, checked: what a host accepts, as small typed values.

Every check that does not need the table is here; a message that fails one is a
``ProtocolError`` whose ``code`` is what the host sends back (``unknown_type`` or
``bad_message``; the connection stays open).  Unknown keys are ignored, as the protocol says.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..core.checks import in_range, is_text

ErrorCode = Literal["frame", "unknown_type", "bad_message", "flood", "timeout"]
Role = Literal["player", "spectator"]
ChatMode = Literal["none", "preset", "text"]
CHAT_MODES: Final = ("none", "preset", "text")
MAX_NAME: Final = 24
MAX_CHAT: Final = 200
MAX_TOKEN: Final = 200

# The preset chat lines, by their ID; the client shows them in its own language.
PRESET_PHRASES: Final = {
    "hello": "Hello!",
    "good_luck": "Good luck!",
    "well_played": "Well played",
    "nice_hand": "Nice hand",
    "sorry_partner": "Sorry, partner",
    "thanks_partner": "Thanks, partner",
    "oops": "Oops",
    "unlucky": "Unlucky",
    "wow": "Wow!",
    "think": "Let me think…",
    "hurry": "Your turn!",
    "one_more": "One more game?",
    "good_game": "Good game",
    "bye": "Bye!",
}


class ProtocolError(ValueError):
    """A message the host answers with ``error``: ``code`` and a sentence for the sender."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: ErrorCode = code


@dataclass(frozen=True)
class Hello:
    name: str
    role: Role
    protocol: str
    seat: int | None
    token: str | None


@dataclass(frozen=True)
class Auth:
    proof: object          # checked by the challenge (anything not hex is a wrong proof)


@dataclass(frozen=True)
class ActionMessage:
    action: dict[str, Any]
    id: object


@dataclass(frozen=True)
class Chat:
    text: str | None
    preset: str | None


@dataclass(frozen=True)
class Suggest:
    pass


@dataclass(frozen=True)
class Ping:
    t: object


@dataclass(frozen=True)
class Bye:
    pass


ClientMessage = Hello | Auth | ActionMessage | Chat | Suggest | Ping | Bye


def valid_name(value: Any) -> str | None:
    """A person's name: 1-24 characters, no control or line-separator character, not all spaces."""
    if not is_text(value) or not 1 <= len(value) <= MAX_NAME or not value.strip():
        return None
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in value):
        return None
    return value


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, float, str))


def parse(message: dict[str, Any]) -> ClientMessage:
    """A decoded message as a typed value, or ``ProtocolError``."""
    kind = message.get("type")
    if not is_text(kind):
        raise ProtocolError("bad_message", "a message needs a 'type' that is text")
    if kind == "hello":
        name = valid_name(message.get("name"))
        if name is None:
            raise ProtocolError("bad_message", "a name is 1-24 printable characters")
        role = message.get("role", "player")
        if role not in ("player", "spectator") or not is_text(role):
            raise ProtocolError("bad_message", "'role' is player or spectator")
        protocol = message.get("protocol")
        if not is_text(protocol):
            raise ProtocolError("bad_message", "'protocol' must name the protocol")
        seat = message.get("seat")
        token = message.get("token")
        if token is not None and (not is_text(token) or not 0 < len(token) <= MAX_TOKEN):
            raise ProtocolError("bad_message", "'token' must be the text the host gave")
        return Hello(name, "player" if role == "player" else "spectator", protocol,
                     seat if in_range(seat, 0, 63) else None, token)
    if kind == "auth":
        return Auth(message.get("proof"))
    if kind == "action":
        action = message.get("action")
        if not isinstance(action, dict):
            raise ProtocolError("bad_message", "an 'action' message needs an 'action' object")
        ident = message.get("id")
        if not _scalar(ident):
            raise ProtocolError("bad_message", "an action's 'id' must be a number, text or null")
        return ActionMessage(action, ident)
    if kind == "chat":
        text, preset = message.get("text"), message.get("preset")
        if (text is None) == (preset is None):
            raise ProtocolError("bad_message", "a chat line has a 'text' or a 'preset'")
        if text is not None:
            if not is_text(text) or not text.strip() or len(text) > MAX_CHAT \
                    or any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in text):
                raise ProtocolError("bad_message",
                                    f"a chat line is one line of 1-{MAX_CHAT} characters")
            return Chat(text, None)
        if not is_text(preset) or preset not in PRESET_PHRASES:
            raise ProtocolError("bad_message", "unknown preset chat line")
        return Chat(None, preset)
    if kind == "suggest":
        return Suggest()
    if kind == "ping":
        t = message.get("t")
        return Ping(t if _scalar(t) else None)
    if kind == "bye":
        return Bye()
    raise ProtocolError("unknown_type", f"unknown message type {kind[:40]!r}")
