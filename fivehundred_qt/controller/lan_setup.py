"""What the Host and Join dialogs ask for: a table to host, a table to join."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from ..net.messages import ChatMode
from ..settings import TableSetup

DEFAULT_PORT: Final = 50500
"""The port the app hosts on when the user does not choose one (the headless host's default)."""


@dataclass(frozen=True)
class HostSetup:
    """A table to host from the app.  ``table.seats`` are ``human`` (the host's own seat: exactly
    one), ``computer`` (of ``level``) or ``open`` (for a player on the network)."""

    table: TableSetup
    name: str
    password: str | None = None
    spectators: int = 10
    chat: ChatMode = "text"
    away_level: str = "normal"
    port: int = DEFAULT_PORT


@dataclass(frozen=True)
class JoinRequest:
    """A table to join: where, as whom, and in which role (a seat wished for, or watching)."""

    address: str
    port: int
    name: str
    role: Literal["player", "spectator"] = "player"
    seat: int | None = None
    password: str | None = None
