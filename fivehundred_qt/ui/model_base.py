"""What the UI's item models share: the index type, their own data roles, read-only flags, the
alignment of their cells and the check of the names they are given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeAlias

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from ..core import RuleSet

__all__ = [
    "BID_ROLE",
    "CENTRE",
    "LEFT",
    "NO_PARENT",
    "RIGHT",
    "SCORE_ROLE",
    "SEAT_ROLE",
    "SUGGESTED",
    "TEAM_COLOURS",
    "VALUE_ROLE",
    "Index",
    "ReadOnly",
    "check_names",
    "team_colour",
]

Index: TypeAlias = QModelIndex | QPersistentModelIndex

VALUE_ROLE: Final = int(Qt.ItemDataRole.UserRole)
"""The raw value behind a cell: the points of a bid in the bid grid."""
BID_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 1
"""The ``Bid`` of a cell (auction call, legal grid bid), else ``None``."""
SEAT_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 2
"""The seat a cell belongs to (auction grid), else ``None``."""
SCORE_ROLE: Final = int(Qt.ItemDataRole.UserRole) + 3
"""A side's ``SideScore`` in a hand (score sheet), else ``None``."""

NO_PARENT: Final = QModelIndex()
RIGHT: Final = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT: Final = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE: Final = Qt.AlignmentFlag.AlignCenter


class ReadOnly:
    """For models the user reads but never edits: every valid item is enabled and selectable."""

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)


def check_names(rules: RuleSet, names: Sequence[str]) -> list[str]:
    """The players' names, one a seat of ``rules`` (``ValueError`` otherwise)."""
    if len(names) != rules.players:
        raise ValueError(f"these rules seat {rules.players} players; {len(names)} names given")
    return list(names)

SUGGESTED: Final = QColor(90, 200, 255)
"""What Suggest proposes stands out in this colour: a cell of the bid grid, a card's frame."""

TEAM_COLOURS: Final = (QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00), QColor(0xF0, 0xE4, 0x42),
                       QColor(0xCC, 0x79, 0xA7), QColor(0x00, 0x72, 0xB2))
"""Each side's colour (nameplates, the score board, the score sheet's headings): sky blue,
vermilion, yellow, reddish purple and blue of Okabe and Ito's colour-blind-safe set, the five
of it that stay apart for deuteranopes and protanopes and show on the dark nameplates (five
sides at most: five players, each for themselves)."""


def team_colour(side: int) -> QColor:
    return TEAM_COLOURS[side % len(TEAM_COLOURS)]
