"""The way in: every file and command-line value the app takes from outside passes here.

Reading is bounded (only regular files, never more than a stated size, so ``/dev/zero``, a FIFO
or a 200 MB file cannot hang the app or eat the memory), JSON is strict (no NaN, no nesting
deeper than ``core.checks.MAX_DEPTH``), and every failure is an ``InputError`` whose message is
a sentence a user can act on.  What the values mean is checked by their owners (the core for
rules and records, ``settings`` for preferences, ``storage`` for statistics), with the exact
type checks of ``core.checks``.

No Qt: the command line and the window both read through here.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any, Final

from . import strict_json
from .core import RecordError, RuleError, RuleSet, rules_from

MB: Final = 1024 * 1024
# A game record of 1,000 hands of Spades is 1.6 MB; selfplay plays at most 2,000 hands a game.
MAX_RECORD_BYTES: Final = 4 * MB
# Preferences, statistics and rules files are a few kilobytes.
MAX_SETTINGS_BYTES: Final = 1 * MB

StrPath = str | os.PathLike[str]


class InputError(ValueError):
    """A file or value that cannot be taken.

    ``reason`` says why ("it is not valid JSON: …"); the message adds the file's name when there
    is one.  ``unreadable`` when the file could not be read at all (then ``missing`` when it does
    not exist), as against read but not understood.
    """

    def __init__(self, reason: str, path: StrPath | None = None, *, unreadable: bool = False,
                 missing: bool = False) -> None:
        name = None if path is None else os.fspath(path)
        super().__init__(reason if name is None else
                         f"cannot read {name}: {reason}" if unreadable else f"{name}: {reason}")
        self.reason = reason
        self.unreadable = unreadable
        self.missing = missing


_REASONS: Final = {
    errno.ENOENT: "it does not exist",
    errno.EACCES: "permission was refused",
    errno.EPERM: "permission was refused",
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of its path is a file, not a folder",
    errno.EEXIST: "a file is in the way of its folder",
    errno.ENAMETOOLONG: "the name is too long",
    errno.EIO: "the disk reported an error",
    errno.ELOOP: "it is a loop of links",
    errno.EBUSY: "it is busy",
}
if hasattr(errno, "EDQUOT"):
    _REASONS[errno.EDQUOT] = "the disk quota is used up"


def describe_os_error(exc: OSError) -> str:
    """Why a file could not be read or written, in a user's words ("the disk is full")."""
    reason = _REASONS.get(exc.errno or 0)
    if reason is not None:
        return reason
    text = exc.strerror or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]


def _size(count: int) -> str:
    return f"{count / MB:.0f} MB" if count >= MB else f"{count // 1024} KB"


def read_bounded(path: StrPath, limit: int, kind: str = "such a file") -> bytes:
    """The bytes of the regular file ``path``, refused (``InputError``) beyond ``limit`` bytes.

    ``kind`` names what the file should be in that message ("a game record").

    Opened without blocking, so a FIFO or a device is refused instead of waited on.
    """
    name = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
    except (ValueError, UnicodeError):      # a NUL or a lone surrogate: no file has that name
        raise InputError("it is not a name a file can have", name, unreadable=True,
                         missing=True) from None
    except OSError as exc:
        # Under a path whose folder is a file (ENOTDIR) no file can be: as good as missing.
        raise InputError(describe_os_error(exc), name, unreadable=True,
                         missing=exc.errno in (errno.ENOENT, errno.ENOTDIR)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise InputError("it is not a regular file", name, unreadable=True)
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(MB, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise InputError(f"it is larger than {_size(limit)}, the most {kind} may be",
                                 name)
        return b"".join(chunks)
    except OSError as exc:
        raise InputError(describe_os_error(exc), name, unreadable=True) from None
    finally:
        os.close(fd)


def parse_json(data: bytes | str) -> Any:
    """Strict JSON (``strict_json.loads``) from UTF-8 bytes (a byte-order mark is allowed)
    or text.  ``InputError`` says why not, starting with "it": "it is not valid JSON: …"."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InputError("it is not UTF-8 text") from None
    else:
        text = data
    if not text.strip():
        raise InputError("it is empty")
    try:
        return strict_json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"it is not valid JSON: {exc.msg} at line {exc.lineno} column "
                         f"{exc.colno}") from None
    except ValueError as exc:       # NaN, Infinity, 1e999, too deep, too many digits
        raise InputError(f"it is not valid JSON: {exc}") from None


def read_json(path: StrPath, limit: int, kind: str = "such a file") -> Any:
    """A JSON file read through ``read_bounded`` and ``parse_json``; ``InputError`` names the file."""
    data = read_bounded(path, limit, kind)
    try:
        return parse_json(data)
    except InputError as exc:
        raise InputError(exc.reason, path) from None


def load_record(path: StrPath) -> Any:
    """A record file's JSON (not yet checked against the rules), or ``RecordError`` saying why not."""
    try:
        return read_json(path, MAX_RECORD_BYTES, "a game record")
    except InputError as exc:
        raise RecordError(str(exc)) from None


def parse_rules_arg(text: str) -> RuleSet:
    """``--rules``: a preset name, a JSON object, or the path of a ``.json`` file holding one."""
    stripped = text.strip()
    if stripped.startswith("{"):
        try:
            value = parse_json(stripped)
        except InputError as exc:
            raise RuleError("rules", f"--rules: {exc}") from None
        return rules_from(value)
    if stripped.endswith(".json") or os.sep in stripped or "/" in stripped:
        try:
            return rules_from(read_json(Path(stripped), MAX_SETTINGS_BYTES, "a rules file"))
        except InputError as exc:
            raise RuleError("rules", f"--rules: {exc}") from None
    return rules_from(stripped)
