"""The kinds of decision a game can wait for."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    DEAL = "deal"
    """The next hand must be dealt (``GameState.deal``)."""
    AUCTION = "auction"
    DISCARD = "discard"
    PARTNERS = "partners"
    JOKER = "joker"
    PLAY = "play"
    GAME_OVER = "game_over"
