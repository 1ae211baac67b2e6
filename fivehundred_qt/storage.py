"""Files the app keeps between runs: where they live, how they are written, and what a damaged one costs.

Every file is written atomically (a temporary file beside it, flushed to disk, then renamed over
it), so a crash or a full disk leaves either the old file or the new one, never half of each.  A
file that cannot be understood is never deleted or overwritten: it is renamed aside to
``NAME.damaged-<UTC time>`` and the caller gets a warning to show and starts from defaults.

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, NamedTuple, TypeVar

import platformdirs

from .core.record import FORMAT, replay
from .core.rules import RuleSet

APP_NAME: Final = "fivehundred-qt"
HOME_ENV: Final = "FIVEHUNDRED_QT_HOME"

T = TypeVar("T")
StrPath = str | os.PathLike[str]


# ------------------------------------------------------------------------------------------ where
class AppDirs(NamedTuple):
    """The app's own directories: ``config`` for preferences, ``data`` for autosave and statistics."""

    config: Path
    data: Path


def app_dirs() -> AppDirs:
    """Where the app keeps its files: as ``platformdirs`` says, or under ``$FIVEHUNDRED_QT_HOME``.

    The override keeps tests and the frozen self-test away from the user's real files.  The
    directories are not created here; writing a file creates them.
    """
    home = os.environ.get(HOME_ENV, "")
    if home:
        base = Path(home).expanduser()
        return AppDirs(config=base / "config", data=base / "data")
    return AppDirs(config=platformdirs.user_config_path(APP_NAME, appauthor=False),
                   data=platformdirs.user_data_path(APP_NAME, appauthor=False))


# ---------------------------------------------------------------------------------------- writing
def atomic_write_text(path: StrPath, text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) so that a reader sees the old file or the new, never a mix.

    Creates missing directories.  On any failure the temporary file is removed, the old file is
    untouched and the error is raised.
    """
    target = Path(path)
    data = text.encode("utf-8")          # fail on unencodable text before touching the disk
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        _replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(target.parent)


def _replace(source: str, target: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a moment.
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where directories cannot be opened."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ---------------------------------------------------------------------------------------- reading
def set_aside(path: StrPath) -> Path:
    """Rename a damaged file to ``NAME.damaged-<UTC time>`` (never over another file); return the new path."""
    source = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    base = f"{source.name}.damaged-{stamp}"
    candidate = source.with_name(base)
    number = 1
    while candidate.exists():
        number += 1
        candidate = source.with_name(f"{base}-{number}")
    os.rename(source, candidate)
    return candidate


_DAMAGE: Final = (ValueError, TypeError, LookupError, AttributeError, RecursionError)


def read_json_file(path: StrPath, parse: Callable[[Any], T], *, what: str,
                   fallback: str) -> tuple[T | None, str | None]:
    """Read and ``parse`` a JSON file; set it aside when it is damaged.

    Returns ``(value, None)`` when all is well, ``(None, None)`` when there is no file, and
    ``(None, warning)`` when the file is damaged (``parse`` raised ``ValueError`` or the like) or
    unreadable.  ``what`` names the file in the warning ("The preferences file") and ``fallback``
    says what happens instead ("the default preferences are used").
    """
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, (f"{what} {source} could not be read ({exc.strerror or exc}); {fallback}.")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        reason = "it is not UTF-8 text"
    else:
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            reason = ("it is empty" if not text.strip()
                      else f"it is not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")
        except RecursionError:
            reason = "it is not valid JSON: nested too deeply"
        else:
            try:
                return parse(value), None
            except _DAMAGE as exc:
                reason = str(exc) or type(exc).__name__
    try:
        aside = set_aside(source)
    except OSError as exc:
        return None, (f"{what} {source} is damaged ({reason}) and could not be moved aside "
                      f"({exc.strerror or exc}); {fallback}. Move or copy the file yourself if you "
                      "want to keep it: it will be replaced at the next save.")
    return None, (f"{what} {source} is damaged ({reason}). It has been kept as {aside}, "
                  f"and {fallback}.")


def dumps(value: Any, *, compact: bool = False) -> str:
    """The JSON text the app writes: UTF-8, no NaN, one trailing newline; readable unless ``compact``."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, indent=None if compact else 1,
                          separators=(",", ":") if compact else None) + "\n"
    except TypeError as exc:
        raise ValueError(f"cannot be written as JSON: {exc}") from exc


# --------------------------------------------------------------------------------------- autosave
class AutoSave:
    """The game in progress, saved after every action so that a crash or a quit loses nothing.

    The file is a game record (RECORD.md); the app may add a top-level ``table`` object with the
    table set-up, which the record format lets other tools ignore.
    """

    FILENAME: Final = "autosave.json"

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = Path(path) if path is not None else app_dirs().data / self.FILENAME

    def save(self, record: Mapping[str, Any]) -> None:
        """Write ``record`` atomically; raises ``ValueError`` (old file untouched) if it is no record."""
        if not isinstance(record, Mapping):
            raise ValueError("an autosave must be a game record (a JSON object)")
        if record.get("format") != FORMAT:
            raise ValueError(f"an autosave must be a game record with 'format' {FORMAT!r}")
        atomic_write_text(self.path, dumps(dict(record), compact=True))

    def load(self) -> tuple[dict[str, Any] | None, str | None]:
        """The saved record (checked by replaying it) or None, and a warning if the file was damaged."""
        return read_json_file(self.path, _check_autosave, what="The saved game",
                              fallback="the game cannot be resumed")

    def exists(self) -> bool:
        return self.path.exists()

    def clear(self) -> None:
        """Forget the saved game (a finished or abandoned game)."""
        self.path.unlink(missing_ok=True)


def _check_autosave(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("it is not a game record")
    if value.get("format") != FORMAT:
        raise ValueError(f"it is not a game record of format {FORMAT!r}")
    if "table" in value and not isinstance(value["table"], dict):
        raise ValueError("its 'table' is not an object")
    replay(value)     # RecordError (a ValueError) names the hand and action at fault
    return value


# ------------------------------------------------------------------------------------- statistics
STATISTICS_VERSION: Final = 1
STAT_GAMES: Final = ("500", "spades")
CONTRACT_KINDS: Final = ("suit", "nt", "misere", "open_misere", "blind_misere", "sans_kitty",
                         "nil", "blind_nil")
SPADES_CONTRACT_KINDS: Final = frozenset({"nil", "blind_nil"})


def variant_key(rules: RuleSet) -> str:
    """The statistics key of a rule set: ``"australian 4p"``, ``"american 6p 3v3"``, ``"spades"``.

    Teams are named only where the player count allows a choice and the choice is not the usual one.
    """
    if rules.is_spades:
        return "spades"
    key = f"{rules.variant} {rules.players}p"
    if rules.players == 6 and rules.teams != "2v2v2":
        key += f" {rules.teams}"
    return key


def game_of(variant: str) -> str:
    """Which game (``"500"`` or ``"spades"``) a variant key belongs to."""
    return "spades" if variant == "spades" or variant.startswith("spades ") else "500"


@dataclass(frozen=True, slots=True)
class StatRow:
    """One line of the statistics table.

    ``section`` is ``"games"`` (``key`` a variant; ``count`` played, ``successes`` won) or
    ``"contracts"`` (``key`` a contract kind; ``count`` bid, ``successes`` made).
    """

    section: str
    game: str
    key: str
    count: int
    successes: int

    @property
    def percent(self) -> float | None:
        return None if self.count == 0 else 100.0 * self.successes / self.count


class Statistics:
    """The human player's record: games played and won per variant, contracts bid and made per kind.

    Every change is saved at once (atomically).  Open with ``Statistics.open()``, which also
    returns the warning for a damaged file (set aside; statistics start afresh).
    """

    FILENAME: Final = "statistics.json"

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = Path(path) if path is not None else app_dirs().data / self.FILENAME
        self._games: dict[str, dict[str, list[int]]] = {}
        self._contracts: dict[str, list[int]] = {}

    @classmethod
    def open(cls, path: StrPath | None = None) -> tuple[Statistics, str | None]:
        stats = cls(path)
        return stats, stats.load()

    # ------------------------------------------------------------------ file
    def load(self) -> str | None:
        """Read the file (a missing one means no games yet); returns a warning if it was damaged."""
        parsed, warning = read_json_file(self.path, _parse_statistics, what="The statistics file",
                                         fallback="statistics start afresh")
        self._games, self._contracts = parsed if parsed is not None else ({}, {})
        return warning

    def save(self) -> None:
        atomic_write_text(self.path, dumps(self.to_json()))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": STATISTICS_VERSION,
            "games": {game: {key: {"played": p, "won": w} for key, (p, w) in sorted(variants.items())}
                      for game, variants in sorted(self._games.items())},
            "contracts": {kind: {"bid": b, "made": m} for kind, (b, m) in self._contracts.items()},
        }

    # --------------------------------------------------------------- changes
    def record_game(self, variant: str, won: bool) -> None:
        """Count a finished game of the human player(s) under its variant key (see ``variant_key``)."""
        if not isinstance(variant, str) or not variant.strip():
            raise ValueError("a variant key must be a non-empty text")
        if not isinstance(won, bool):
            raise ValueError("won must be true or false")
        tally = self._games.setdefault(game_of(variant), {}).setdefault(variant, [0, 0])
        tally[0] += 1
        tally[1] += int(won)
        self.save()

    def record_contract(self, kind: str, made: bool) -> None:
        """Count a contract bid by a human player: ``kind`` is one of ``CONTRACT_KINDS``."""
        if kind not in CONTRACT_KINDS:
            raise ValueError(f"unknown contract kind {kind!r}; known: " + ", ".join(CONTRACT_KINDS))
        if not isinstance(made, bool):
            raise ValueError("made must be true or false")
        tally = self._contracts.setdefault(kind, [0, 0])
        tally[0] += 1
        tally[1] += int(made)
        self.save()

    def reset(self) -> None:
        """Forget everything (the user asked for it)."""
        self._games = {}
        self._contracts = {}
        self.save()

    # ---------------------------------------------------------------- reading
    def game_totals(self, game: str) -> tuple[int, int]:
        """Games played and won over every variant of ``game``."""
        variants = self._games.get(game, {})
        return sum(p for p, _ in variants.values()), sum(w for _, w in variants.values())

    def rows(self) -> list[StatRow]:
        """What the statistics view shows: every variant played, then every kind of contract bid."""
        rows = [StatRow("games", game, key, p, w)
                for game in STAT_GAMES
                for key, (p, w) in sorted(self._games.get(game, {}).items())]
        rows += [StatRow("contracts", "spades" if kind in SPADES_CONTRACT_KINDS else "500", kind,
                         *self._contracts[kind])
                 for kind in CONTRACT_KINDS if kind in self._contracts]
        return rows


def _count_pair(value: Any, where: str, total: str, part: str) -> list[int]:
    if not isinstance(value, dict) or set(value) != {total, part}:
        raise ValueError(f"{where} must be an object with {total!r} and {part!r}")
    count, successes = value[total], value[part]
    for name, number in ((total, count), (part, successes)):
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise ValueError(f"{where}.{name} must be a whole number of at least 0, not {number!r}")
    if successes > count:
        raise ValueError(f"{where}.{part} ({successes}) is more than {where}.{total} ({count})")
    return [count, successes]


def _parse_statistics(value: Any) -> tuple[dict[str, dict[str, list[int]]], dict[str, list[int]]]:
    if not isinstance(value, dict):
        raise ValueError("it is not a JSON object")
    version = value.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ValueError(f"version must be a whole number from 1, not {version!r}")
    if version > STATISTICS_VERSION:
        raise ValueError(f"it was written by a newer version of {APP_NAME} (file version {version}; "
                         f"this version reads {STATISTICS_VERSION})")
    games_in = value.get("games", {})
    if not isinstance(games_in, dict):
        raise ValueError("games must be an object")
    games: dict[str, dict[str, list[int]]] = {}
    for game, variants in games_in.items():
        if game not in STAT_GAMES:
            raise ValueError(f"games: unknown game {game!r}; known: " + ", ".join(STAT_GAMES))
        if not isinstance(variants, dict):
            raise ValueError(f"games.{game} must be an object")
        for key, pair in variants.items():
            if not key.strip() or game_of(key) != game:
                raise ValueError(f"games.{game}: {key!r} is not a variant of {game}")
            games.setdefault(game, {})[key] = _count_pair(pair, f"games.{game}.{key}", "played", "won")
    contracts_in = value.get("contracts", {})
    if not isinstance(contracts_in, dict):
        raise ValueError("contracts must be an object")
    contracts: dict[str, list[int]] = {}
    for kind, pair in contracts_in.items():
        if kind not in CONTRACT_KINDS:
            raise ValueError(f"contracts: unknown kind {kind!r}; known: " + ", ".join(CONTRACT_KINDS))
        contracts[kind] = _count_pair(pair, f"contracts.{kind}", "bid", "made")
    return games, contracts
