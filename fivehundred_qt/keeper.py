"""What the app keeps for the player (the game in progress, the statistics) when the disk misbehaves.

A full disk, a read-only folder or a folder where ``autosave.json`` should be must neither stop a
game nor lose what the player did: every write is tried, a failure becomes a ``problem`` the
window shows until writing works again, and what could not be written stays in memory and is
written at the next chance (the next decision, the next hand, closing the window).

The statistics count what the record says happened, as soon as it is on disk: after the autosave
of the decision that ended a hand or the game (not when the table has finished showing it), and
at the next start for an autosave the app left before it could count it (see ``counting``).

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from functools import partial
from typing import Any

from .counting import COUNTING, Counting, Played, played, still_to_count
from .inputs import describe_os_error
from .storage import AutoSave, SavedGame, Statistics


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
        self.counting: Counting | None = None
        """How the statistics count the game on the table (None before the first)."""

    # ------------------------------------------------------------------ the game in progress
    def begin_game(self, counting: Counting) -> None:
        """A game begins at the table (a new one, the autosave's resumed, a record played on):
        its autosaves carry ``counting`` and the statistics count it so."""
        self.counting = counting

    def save_game(self, record: Mapping[str, Any], game: Played | None = None) -> None:
        """The autosave after a decision, then what ``game`` (its record, as played) says happened
        counted in the statistics; also writes what is still waiting."""
        autosave = self.autosave
        counting = self.counting
        if counting is not None:
            record = {**record, COUNTING: counting.to_json()}
        if autosave is not None and self._write(Problem.GAME, autosave.path,
                                                lambda: autosave.save(record)):
            # This game replaced whatever the file held, a finished game included.
            self._forget_pending = False
            self._set(Problem.FINISHED, None)
        if counting is not None and game is not None:
            self.count(counting, game)
        self.retry()

    def settle(self, saved: SavedGame, humans: Iterable[int], *, assisted: bool) -> Counting | None:
        """At start, the autosave a stopped app left: count what its record says happened that
        the statistics lack (the app stopped after a hand's or the game's last card).  A finished
        game's autosave is then removed (None); a game in progress goes on with its counting."""
        counting = Counting.of_autosave(saved.record, saved.state)
        self.count(counting, played(saved.state, humans, assisted=assisted))
        if saved.over:
            self.forget_game()
            return None
        return counting

    def forget_game(self) -> None:
        """The game is over or abandoned: remove the autosave (a failure is reported and retried)."""
        self._forget_pending = self.autosave is not None
        self._set(Problem.GAME, None)
        self._remove_autosave()

    def _remove_autosave(self) -> None:
        # Kept while a result waits to be written: the next start counts it from the record.
        if self.autosave is not None and self._forget_pending and not self._statistics_pending:
            self._forget_pending = not self._write(Problem.FINISHED, self.autosave.path,
                                                   self.autosave.clear)

    # ------------------------------------------------------------------ statistics
    def count(self, counting: Counting, game: Played) -> None:
        """Count what ``game``'s record says happened and the statistics have not counted yet (the
        human players' contracts, the result), once however often it is asked: after every
        autosave, and at start for the autosave a stopped app left behind."""
        statistics = self.statistics
        if statistics is None:
            return
        new = still_to_count(counting, statistics.counted, game)
        if new is not None:
            # Counted in memory first: a failed write waits, for the next ``retry``.
            self._statistics_pending = not self._write(Problem.STATISTICS, statistics.path,
                                                       partial(statistics.add, *new))

    # ------------------------------------------------------------------ writing what waits
    def retry(self) -> None:
        """Write what waits (a result, then the removal of a finished game); after every save, at
        close."""
        if self.statistics is not None and self._statistics_pending:
            self._statistics_pending = not self._write(Problem.STATISTICS, self.statistics.path,
                                                       self.statistics.save)
        self._remove_autosave()

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
