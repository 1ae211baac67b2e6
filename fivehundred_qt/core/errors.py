"""The errors of the core: each is a ``ValueError`` whose message a player or user can act on."""

from __future__ import annotations

from .phrases import Phrase


class RuleError(ValueError):
    """A rule set that cannot be built; ``option`` names the offending option."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(message)
        self.option = option


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``reason`` says why in a player's words (the message
    is its English)."""

    def __init__(self, reason: Phrase) -> None:
        super().__init__(str(reason))
        self.reason = reason


class RecordError(ValueError):
    """A game record that is malformed or breaks the rules; ``hand``/``action`` locate it."""

    def __init__(self, message: str, hand: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.hand = hand
        self.action = action
