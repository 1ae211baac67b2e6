"""The client's messages, checked: what a host accepts, as small typed values.

Every check that does not need the table is here; a message that fails one is a
``ProtocolError`` whose ``code`` is what the host sends back (``unknown_type`` or
``bad_message``; the connection stays open).  Unknown keys are ignored, as the protocol says.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final, Literal

from ..core.checks import in_range, is_text, is_whole, one_of

ErrorCode = Literal["frame", "unknown_type", "bad_message", "flood", "timeout"]
Role = Literal["player", "spectator"]
ChatMode = Literal["none", "preset", "text"]
CHAT_MODES: Final = ("none", "preset", "text")
MAX_NAME: Final = 24
MAX_CHAT: Final = 200
MAX_TOKEN: Final = 200
MAX_PING_T: Final = 64          # a pong echoes at most this much text

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


class Absent(Enum):
    """A key the message did not have (``None`` stands for JSON null)."""

    ABSENT = "absent"


ABSENT: Final = Absent.ABSENT


@dataclass(frozen=True)
class ActionMessage:
    action: dict[str, Any]
    id: object                  # ABSENT when the message had none (``rejected`` then has none)


@dataclass(frozen=True)
class Chat:
    text: str | None
    preset: str | None


@dataclass(frozen=True)
class Suggest:
    pass


@dataclass(frozen=True)
class Ping:
    t: int | float | str | Absent         # ABSENT when the ping had none (its pong has none)


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


def _hello(message: dict[str, Any]) -> Hello:
    """A ``hello`` as the protocol wants it; each fault is told in a sentence for a person (the
    host refuses such a ``hello``)."""
    name = valid_name(message.get("name"))
    if name is None:
        raise ProtocolError("bad_message", "a name is 1-24 printable characters, not all spaces")
    role = message.get("role")
    if not one_of(role, ("player", "spectator")):
        raise ProtocolError("bad_message", "say whether you join as a player or a spectator")
    protocol = message.get("protocol")
    if not is_text(protocol):
        raise ProtocolError("bad_message", "the hello does not say which protocol it speaks")
    seat = message.get("seat")
    if seat is not None and not is_whole(seat):
        raise ProtocolError("bad_message", "a preferred seat is a seat number")
    token = message.get("token")
    if token is not None and (not is_text(token) or not 0 < len(token) <= MAX_TOKEN):
        raise ProtocolError("bad_message", "a token must be the text the host gave")
    return Hello(name, "player" if role == "player" else "spectator", protocol,
                 seat if in_range(seat, 0, 63) else None, token)


def _ping(message: dict[str, Any]) -> Ping:
    if "t" not in message:
        return Ping(ABSENT)
    t = message["t"]
    if (is_text(t) and len(t) <= MAX_PING_T) or (type(t) in (int, float)):
        return Ping(t)
    raise ProtocolError("bad_message", f"a ping's 't' is a number or at most {MAX_PING_T} "
                                       "characters of text")


def parse(message: dict[str, Any]) -> ClientMessage:
    """A decoded message as a typed value, or ``ProtocolError``."""
    kind = message.get("type")
    if not is_text(kind):
        raise ProtocolError("bad_message", "a message needs a 'type' that is text")
    if kind == "hello":
        return _hello(message)
    if kind == "auth":
        return Auth(message.get("proof"))
    if kind == "action":
        action = message.get("action")
        if not isinstance(action, dict):
            raise ProtocolError("bad_message", "an 'action' message needs an 'action' object")
        ident = message.get("id", ABSENT)
        if ident is not ABSENT and not _scalar(ident):
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
        return _ping(message)
    if kind == "bye":
        return Bye()
    raise ProtocolError("unknown_type", f"unknown message type {kind[:40]!r}")
