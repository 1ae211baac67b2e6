"""How the seats of a network table are named: on the wire, and in each window.

A name that goes to the other players is a person's own name, or, for a seat nobody has taken
and for a computer player, a standard name in English ("Player 2", "Bot 3 (normal)", or a seat
name such as "North"); each window words what it draws in its own language: its own seat is
"You", computer players' and open seats' standard names are translated, and people keep the
names they gave.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from ..settings import SEAT_NAMES
from ..translation import seat_name

__all__ = ["seat_label", "table_labels", "wire_seat_name"]

_STANDARD: Final = frozenset(name for names in SEAT_NAMES.values() for name in names) - {"You"}
"""The standard names of the seats a computer player may sit in ("You" is a person's seat)."""
_OPEN: Final = re.compile(r"Player ([0-9]{1,2})")
_BOT: Final = re.compile(r"Bot ([0-9]{1,2}) \(([a-z][a-z0-9_]{0,19})\)")


def wire_seat_name(name: str) -> str:
    """A computer player's name as the host sends it: a standard seat name in English even when
    the host's user sees it in another language ("Norden" goes out as "North"); any other name
    as it is."""
    for english in _STANDARD:
        if name == seat_name(english):
            return english
    return name


def seat_label(seat: Mapping[str, Any], number: int, own: int | None) -> str:
    """The name a window draws for seat ``number`` (a ``seats`` entry: ``name``, ``kind``) when
    the window's own seat is ``own`` (None for a spectator)."""
    name = str(seat.get("name", ""))
    if number == own:
        return seat_name("You")
    kind = seat.get("kind")
    if kind == "bot":
        if name in _STANDARD:
            return seat_name(name)
        bot = _BOT.fullmatch(name)
        if bot is not None:
            return QCoreApplication.translate("TableNames", "Bot {number} ({level})").format(
                number=bot.group(1), level=bot.group(2))
    elif kind == "open" and (free := _OPEN.fullmatch(name)) is not None:
        return QCoreApplication.translate("TableNames", "Player {number}").format(
            number=free.group(1))
    return name


def table_labels(seats: Sequence[Mapping[str, Any]], own: int | None) -> list[str]:
    """Every seat's name as the window with seat ``own`` draws it."""
    return [seat_label(seat, number, own) for number, seat in enumerate(seats)]
