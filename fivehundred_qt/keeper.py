"""What the app keeps for the player (the game in progress, the statistics) when the disk misbehaves.

A full disk, a read-only folder or a folder where ``autosave.json`` should be must neither stop a
game nor lose what the player did: every write is tried, a failure becomes a ``problem`` the
window shows until writing works again, and what could not be written stays in memory and is
written at the next chance (the next decision, the next hand, closing the window).

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from functools import partial
from typing import Any

from .core import HandResult, RuleSet
from .inputs import describe_os_error
from .storage import AutoSave, Statistics, contracts_bid, variant_key


class Problem(Enum):
    """What is not being kept, each with its own line in the warning."""

    GAME = "game"                # the game in progress is not being saved
    STATISTICS = "statistics"    # a result is waiting to be written to the statistics
    FINISHED = "finished"        # a finished game could not be removed from the autosave
    ELSEWHERE = "elsewhere"      # another copy of the app keeps this player's files


class Keeper:
    """Writes the autosave and the statistics, and remembers what failed and why.

    ``autosave`` or ``statistics`` may be None (watching computer players, or a second copy of the
    app that must not touch the first one's files).  ``changed`` is called whenever ``problems``
    changes.
    """

    def __init__(self, autosave: AutoSave | None, statistics: Statistics | None) -> None:
        self.autosave = autosave
        self.statistics = statistics
        self.problems: dict[Problem, str] = {}
        self.changed: Callable[[], None] = lambda: None
        self._statistics_pending = False
        self._forget_pending = False

    # ------------------------------------------------------------------ the game in progress
    def save_game(self, record: Mapping[str, Any]) -> None:
        """The autosave after a decision; also writes statistics that are still waiting."""
        autosave = self.autosave
        if autosave is not None and self._write(Problem.GAME, autosave.path,
                                                lambda: autosave.save(record)):
            # This game replaced whatever the file held, a finished game included.
            self._forget_pending = False
            self._set(Problem.FINISHED, None)
        self.retry()

    def forget_game(self) -> None:
        """The game is over or abandoned: remove the autosave (a failure is reported and retried)."""
        self._forget_pending = self.autosave is not None
        self._set(Problem.GAME, None)
        self._remove_autosave()

    def _remove_autosave(self) -> None:
        if self.autosave is not None and self._forget_pending:
            self._forget_pending = not self._write(Problem.FINISHED, self.autosave.path,
                                                   self.autosave.clear)

    # ------------------------------------------------------------------ statistics
    def hand_finished(self, result: HandResult, humans: Iterable[int]) -> None:
        """Count the contracts the human players bid (and, in Spades, their nil bids)."""
        if self.statistics is None:
            return
        human_seats = set(humans)
        for bid in contracts_bid(result):
            if bid.seat in human_seats:
                self._count(partial(self.statistics.record_contract, bid.kind, bid.made))

    def game_finished(self, rules: RuleSet, winner: int, human_sides: set[int], *,
                      assisted: bool = False) -> None:
        """Count a finished game of the human players, won or lost; an ``assisted`` one (they took
        back a move with Undo) apart from the others."""
        if self.statistics is not None and human_sides:
            self._count(partial(self.statistics.record_game, variant_key(rules), winner in human_sides,
                                assisted=assisted))

    # ------------------------------------------------------------------ writing what waits
    def _count(self, record: Callable[[], None]) -> None:
        """Count a result (``record`` counts it in memory first, then writes); a failed write leaves
        it waiting."""
        assert self.statistics is not None
        self._statistics_pending = not self._write(Problem.STATISTICS, self.statistics.path, record)

    def retry(self) -> None:
        """Write what waits (a result, the removal of a finished game); after every save, at close."""
        self._remove_autosave()
        if self.statistics is not None and self._statistics_pending:
            self._statistics_pending = not self._write(Problem.STATISTICS, self.statistics.path,
                                                       self.statistics.save)

    @property
    def unsaved_statistics(self) -> bool:
        return self._statistics_pending

    def note_elsewhere(self, text: str) -> None:
        """Another copy of the app holds the files: say so for as long as this copy runs."""
        self._set(Problem.ELSEWHERE, text)

    # ------------------------------------------------------------------ internals
    def _write(self, problem: Problem, path: object, write: Callable[[], None]) -> bool:
        """Try ``write``; ``problem`` says why it failed, or is cleared when it worked."""
        try:
            write()
        except OSError as exc:
            self._set(problem, f"{path}: {describe_os_error(exc)}")
            return False
        self._set(problem, None)
        return True

    def _set(self, problem: Problem, text: str | None) -> None:
        before = self.problems.get(problem)
        if text is None:
            self.problems.pop(problem, None)
        else:
            self.problems[problem] = text
        if before != text:
            self.changed()
