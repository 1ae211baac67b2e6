"""Files the app keeps between runs: where they live, how they are written, and what a damaged one costs.

Every file is written atomically (a temporary file beside it, flushed to disk, then renamed over
it), so a crash or a full disk leaves either the old file or the new one, never half of each; a
named pipe or a device is written into, never replaced.  A file that cannot be understood is never
deleted or overwritten: it is renamed aside to ``NAME.damaged-<UTC time>`` and the caller gets a
warning to show and starts from defaults.  A file that cannot be read is never written over.

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import json
import os
import secrets
import stat
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal, NamedTuple, TypeVar

import platformdirs

from .core.checks import in_range, same_value
from .core.errors import RecordError, RuleError
from .core.phase import Phase
from .core.record import FORMAT, replay
from .core.rules import RuleSet
from .core.state import GameState
from .counting import (
    CONTRACT_KINDS,
    GAME_SECTIONS,
    SPADES_CONTRACT_KINDS,
    STAT_GAMES,
    ContractBid,
    ContractKind,
    Counted,
    Counts,
    GameResult,
    GameSection,
    StatRow,
    add_tallies,
    game_of,
    no_counts,
    parse_counts,
)
from .inputs import (
    MAX_RECORD_BYTES,
    MAX_SETTINGS_BYTES,
    InputError,
    describe_os_error,
    parse_json,
    read_bounded,
)

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
class WriteRefused(OSError):
    """A write the app will not make; the message says why, in a user's words."""


def atomic_write_text(path: StrPath, text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) so that a reader sees the old file or the new, never a mix.

    Creates missing directories.  A symbolic link is kept and the file it points to replaced.  A
    named pipe or a character device (``/dev/null``, a terminal) is written into, never replaced by
    a file; any other file that is not a regular one is refused.  A regular file this process
    cannot read is never written over (``WriteRefused``): it may hold what a player wants back.  A
    file that exists keeps its permissions, with its owner's read and write added so that the app
    can read back what it wrote; a new one gets the usual ones (the umask's).  On any failure the
    temporary file is removed, the old file is untouched and the ``OSError`` raised
    (``describe_os_error`` words it for a user).  Temporary files that a killed process left
    beside the file are removed.
    """
    target = Path(os.path.realpath(path))
    data = text.encode("utf-8")          # fail on unencodable text before touching the disk
    mode = _mode_of(target)
    if mode is not None and not stat.S_ISREG(mode):
        _write_into(target, mode, data)
        return
    if mode is not None:
        _check_readable(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp_name = str(target.with_name(f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}"))
    fd = os.open(tmp_name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as tmp:
            if mode is not None:
                os.chmod(tmp_name, stat.S_IMODE(mode) | stat.S_IRUSR | stat.S_IWUSR)
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        _replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(target.parent)
    remove_leftovers(target)


def _mode_of(target: Path) -> int | None:
    """The mode of the file at ``target``; None when there is none."""
    try:
        return os.stat(target).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None


def _check_readable(target: Path) -> None:
    try:
        fd = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except PermissionError:
        raise WriteRefused("it cannot be read, so it is not written over") from None
    os.close(fd)


def _write_into(target: Path, mode: int, data: bytes) -> None:
    """Write into a named pipe or a character device; refuse a folder or any other special file."""
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    if not (stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)):
        raise WriteRefused("it is not a regular file, a named pipe or a terminal")
    flags = os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(target, flags | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        if exc.errno == errno.ENXIO:        # a pipe nobody reads: opening it would wait for ever
            raise WriteRefused("it is a named pipe that no program is reading") from None
        raise
    try:
        if os.name != "nt":
            os.set_blocking(fd, True)       # a pipe's reader takes its time
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


TEMP_SUFFIX: Final = ".tmp"
LEFTOVER_AGE: Final = 60.0    # seconds: older temporary files were left by a process that died


def remove_leftovers(target: Path) -> list[Path]:
    """Remove the temporary files that writes of ``target`` left behind when killed; returns them.

    Only ours (``.NAME.<random>.tmp``) and only when older than ``LEFTOVER_AGE``, so that another
    process's write in progress is never touched.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(target.parent.glob(f".{glob.escape(target.name)}.*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for leftover in candidates:
        try:
            if now - leftover.lstat().st_mtime > LEFTOVER_AGE and leftover.is_file():
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    return removed


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


# What the parsers of the app's files raise for a damaged file; anything else is a bug, and
# tests/test_loaders_property.py feeds them arbitrary JSON to show none escapes.
_DAMAGE: Final = (InputError, RecordError, RuleError)


Unreadable = Literal["set aside", "leave"]
"""What becomes of a file that is there but cannot be read (permission refused, a disk error):
``"set aside"`` when the app would otherwise replace it by a fresh one (the autosave, the
preferences), ``"leave"`` when it writes nothing until it can read it (the statistics)."""


def read_json_file(path: StrPath, parse: Callable[[Any], T], *, what: str, fallback: str,
                   limit: int = MAX_SETTINGS_BYTES, unreadable: Unreadable = "leave"
                   ) -> tuple[T | None, str | None]:
    """Read and ``parse`` a JSON file of the app's own; set it aside when it is damaged.

    Returns ``(value, None)`` when all is well, ``(None, None)`` when there is no file, and
    ``(None, warning)`` when the file is damaged (over ``limit`` bytes, not JSON, or ``parse``
    raised one of the project's errors for bad input) or unreadable (then as ``unreadable`` says;
    either way it is never written over: ``atomic_write_text`` refuses to).  ``what`` names the
    file in the warning ("The preferences file") and ``fallback`` says what happens instead ("the
    default preferences are used").
    """
    source = Path(path)
    try:
        value = parse_json(read_bounded(source, limit))
    except InputError as exc:
        if exc.missing:
            return None, None
        if exc.unreadable:
            return None, _unreadable(source, exc.reason, unreadable, what, fallback)
        reason = exc.reason
    else:
        try:
            return parse(value), None
        except _DAMAGE as exc:
            reason = str(exc)
    try:
        aside = set_aside(source)
    except OSError as exc:
        return None, (f"{what} {source} is damaged ({reason}) and could not be moved aside "
                      f"({describe_os_error(exc)}); {fallback}. Move or copy the file yourself if "
                      "you want to keep it: it will be replaced at the next save.")
    return None, (f"{what} {source} is damaged ({reason}). It has been kept as {aside}, "
                  f"and {fallback}.")


def _unreadable(source: Path, reason: str, rule: Unreadable, what: str, fallback: str) -> str:
    # Only a regular file is set aside: a folder, a pipe or a device stays where it is.
    if rule == "set aside" and source.is_file():
        try:
            aside = set_aside(source)
        except OSError:
            pass
        else:
            return (f"{what} {source} could not be read ({reason}). It has been kept as {aside}, "
                    f"and {fallback}.")
    return f"{what} {source} could not be read ({reason}); {fallback}. It is not written over."


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

    The file is a game record (docs/records.md); the app may add a top-level ``table`` object with the
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

    def load(self) -> tuple[SavedGame | None, str | None]:
        """The saved game (checked by replaying it) or None, and a warning if the file was damaged
        or could not be read (then it is set aside, so that the next save does not replace it).

        The game may be over: the app stopped after its last card and before removing it."""
        return read_json_file(self.path, _check_autosave, what="The saved game",
                              fallback="the game cannot be resumed", limit=MAX_RECORD_BYTES,
                              unreadable="set aside")

    def exists(self) -> bool:
        return self.path.exists()

    def clear(self) -> None:
        """Forget the saved game (a finished or abandoned game)."""
        self.path.unlink(missing_ok=True)


class SavedGame(NamedTuple):
    """An autosave as read: its record and the game that record replays to."""

    record: dict[str, Any]
    state: GameState

    @property
    def over(self) -> bool:
        """The game is over: nothing to resume, its result to be counted."""
        return self.state.phase is Phase.GAME_OVER

    @property
    def rules(self) -> RuleSet:
        return self.state.rules


def _check_autosave(value: Any) -> SavedGame:
    if not isinstance(value, dict):
        raise InputError("it is not a game record")
    if not same_value(value.get("format"), FORMAT):
        raise InputError(f"it is not a game record of format {FORMAT!r}")
    if "table" in value and not isinstance(value["table"], dict):
        raise InputError("its 'table' is not an object")
    return SavedGame(value, replay(value))    # RecordError (a ValueError) names the hand and action at fault


# ------------------------------------------------------------------------------------- statistics
STATISTICS_VERSION: Final = 2
"""Version 1 counted ``games`` and ``contracts``; version 2 adds ``assisted`` (games in which the
player took back a move) and variant keys ending in "to N" (games to a target score other than the
preset's).  Version 1 files are read as they are: their games stay standard, unassisted ones."""


class Statistics:
    """The human player's record: games played and won per variant (the assisted ones apart),
    contracts bid and made per kind.

    Every change is counted in memory, then saved at once (atomically): when the write fails,
    the ``OSError`` is raised and the count stays, to be written by the next ``save``.  Open with
    ``Statistics.open()``, which also returns the warning for a damaged file (set aside;
    statistics start afresh).
    """

    FILENAME: Final = "statistics.json"

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = Path(path) if path is not None else app_dirs().data / self.FILENAME
        self._counts = no_counts()
        self._unread = False

    @classmethod
    def open(cls, path: StrPath | None = None) -> tuple[Statistics, str | None]:
        stats = cls(path)
        return stats, stats.load()

    # ------------------------------------------------------------------ file
    def load(self) -> str | None:
        """Read the file (a missing one means no games yet); returns a warning if it was damaged."""
        parsed, warning = read_json_file(self.path, _parse_statistics, what="The statistics file",
                                         fallback="statistics start afresh")
        self._counts = parsed if parsed is not None else no_counts()
        # A file that is there but could not be read (it was not set aside) must not be replaced
        # by this session's counts alone: ``save`` reads it again first and adds them to it.
        self._unread = parsed is None and warning is not None and self.path.exists()
        return warning

    def save(self) -> None:
        """Write the counts; an ``OSError`` says why not (they stay, for the next ``save``)."""
        if self._unread:
            self._add_to_unread_file()
        atomic_write_text(self.path, dumps(self.to_json()))

    def _add_to_unread_file(self) -> None:
        try:
            counts = _parse_statistics(parse_json(read_bounded(self.path, MAX_SETTINGS_BYTES)))
        except InputError as exc:
            if exc.unreadable and not exc.missing:
                raise OSError(exc.reason) from None     # still unreadable: write nothing yet
            # Gone, or damaged beyond use (the warning at start said it would be replaced).
        else:
            for section, tallies in self._counts.games.items():
                for game, variants in tallies.items():
                    add_tallies(counts.games[section].setdefault(game, {}), variants)
            add_tallies(counts.contracts, self._counts.contracts)
            self._counts = counts._replace(counted=self._counts.counted or counts.counted)
        self._unread = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"version": STATISTICS_VERSION}
        for section in GAME_SECTIONS:
            out[section] = {game: {key: {"played": p, "won": w} for key, (p, w) in sorted(variants.items())}
                            for game, variants in sorted(self._counts.games[section].items())}
        out["contracts"] = {kind: {"bid": b, "made": m} for kind, (b, m) in self._counts.contracts.items()}
        if self._counts.counted is not None:
            out["counted"] = self._counts.counted._asdict()
        return out

    # --------------------------------------------------------------- changes
    @property
    def counted(self) -> Counted | None:
        """How far the latest game is counted (None before the first count)."""
        return self._counts.counted

    def add(self, contracts: Iterable[ContractBid], result: GameResult | None, counted: Counted) -> None:
        """Count what a game's record says happened since the last count (its human players'
        contracts and, once it is over, its ``result``) in one write with the new ``counted``: a
        kill leaves both or neither, so no hand is counted twice or never."""
        for bid in contracts:
            self._tally_contract(bid.kind, bid.made)
        if result is not None:
            self._tally_game(*result)
        self._counts = self._counts._replace(counted=counted)
        self.save()

    def record_game(self, variant: str, won: bool, *, assisted: bool = False) -> None:
        """Count a finished game of the human player(s) under its variant key (see ``variant_key``);
        an ``assisted`` one (the player took back a move) apart from the others."""
        self._tally_game(variant, won, assisted)
        self.save()

    def record_contract(self, kind: ContractKind, made: bool) -> None:
        """Count a contract bid by a human player: ``kind`` is one of ``CONTRACT_KINDS``."""
        self._tally_contract(kind, made)
        self.save()

    def _tally_game(self, variant: str, won: bool, assisted: bool) -> None:
        if not isinstance(variant, str) or not variant.strip():
            raise ValueError("a variant key must be a non-empty text")
        for name, flag in (("won", won), ("assisted", assisted)):
            if not isinstance(flag, bool):
                raise ValueError(f"{name} must be true or false")
        tallies = self._counts.games["assisted" if assisted else "games"]
        tally = tallies.setdefault(game_of(variant), {}).setdefault(variant, [0, 0])
        tally[0] += 1
        tally[1] += int(won)

    def _tally_contract(self, kind: ContractKind, made: bool) -> None:
        if kind not in CONTRACT_KINDS:
            raise ValueError(f"unknown contract kind {kind!r}; known: " + ", ".join(CONTRACT_KINDS))
        if not isinstance(made, bool):
            raise ValueError("made must be true or false")
        tally = self._counts.contracts.setdefault(kind, [0, 0])
        tally[0] += 1
        tally[1] += int(made)

    def reset(self) -> None:
        """Forget every count (the user asked for it); how far the game in progress is counted stays."""
        self._counts = no_counts()._replace(counted=self._counts.counted)
        self.save()

    # ---------------------------------------------------------------- reading
    def game_totals(self, game: str, section: GameSection = "games") -> tuple[int, int]:
        """Games played and won over every variant of ``game`` (the unassisted ones, or the assisted)."""
        variants = self._counts.games[section].get(game, {})
        return sum(p for p, _ in variants.values()), sum(w for _, w in variants.values())

    def rows(self) -> list[StatRow]:
        """What the statistics view shows: every variant played, then every variant played with
        help, then every kind of contract bid."""
        rows = [StatRow(section, game, key, p, w)
                for section in GAME_SECTIONS
                for game in STAT_GAMES
                for key, (p, w) in sorted(self._counts.games[section].get(game, {}).items())]
        rows += [StatRow("contracts", "spades" if kind in SPADES_CONTRACT_KINDS else "500", kind,
                         *self._counts.contracts[kind])
                 for kind in CONTRACT_KINDS if kind in self._counts.contracts]
        return rows


def _parse_statistics(value: Any) -> Counts:
    if not isinstance(value, dict):
        raise InputError("it is not a JSON object")
    version = value.get("version")
    if not in_range(version, 1):
        raise InputError(f"version must be a whole number from 1, not {version!r}")
    if version > STATISTICS_VERSION:
        raise InputError(f"it was written by a newer version of {APP_NAME} (file version {version}; "
                         f"this version reads {STATISTICS_VERSION})")
    return parse_counts(value)
