"""The compiled translations (``.qm``) checked before Qt is given one, and read for ``selftest``.

Qt's loader trusts a ``.qm``: a file with a few bytes changed can make a later translation read
outside it and crash the app (a damaged ``fivehundred_de.qm`` did, at every start).  So a file
is given to Qt only when it is the file the build made: ``tasks.py`` compiles the translations
and writes ``checksums.json`` beside them (file name -> SHA-256); here a file must be no larger
than ``MAX_QM_BYTES``, start with Qt's magic number and have the checksum the build wrote.

``read_messages`` reads the messages a ``.qm`` holds, checking every length it meets, so that
``selftest`` can ask Qt for every text in every language and compare.

No Qt here.
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .inputs import InputError, read_bounded, read_json

MAX_QM_BYTES: Final = 4 * 1024 * 1024
"""Each of the app's is under 200 KB."""
CHECKSUMS: Final = "checksums.json"
"""Beside the ``.qm`` files: ``{"fivehundred_de.qm": "<SHA-256 in hex>", ...}`` (tasks.py)."""
MAGIC: Final = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")

_MESSAGES: Final = 0x69
_SECTIONS: Final = {0x2F, 0x42, _MESSAGES, 0x88, 0x96, 0xA7}
"""Contexts, hashes, messages, plural rules, dependencies, language."""
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_NULL: Final = 0xFFFFFFFF


class DamagedTranslation(ValueError):
    """A ``.qm`` that must not be given to Qt; the message says why, in words."""


@dataclass(frozen=True)
class QmMessage:
    context: str
    source: str
    comment: str
    translations: tuple[str, ...]
    """One text, or one per plural form."""


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def checked_qm(path: Path) -> bytes:
    """The bytes of the ``.qm`` at ``path`` when it is the one the build made, else
    ``DamagedTranslation`` saying why (a missing file among them)."""
    try:
        data = read_bounded(path, MAX_QM_BYTES, "a translation")
    except InputError as exc:
        raise DamagedTranslation(exc.reason) from None
    if not data.startswith(MAGIC):
        raise DamagedTranslation("it is not a compiled Qt translation")
    try:
        sums = read_json(path.parent / CHECKSUMS, 1024 * 1024, "a list of checksums")
    except InputError as exc:
        raise DamagedTranslation(f"the build's checksums cannot be read ({exc.reason})") from None
    expected = sums.get(path.name) if isinstance(sums, dict) else None
    if not isinstance(expected, str):
        raise DamagedTranslation(f"the build's {CHECKSUMS} has no checksum for it")
    if digest(data) != expected:
        raise DamagedTranslation("it is not the file the build made (its checksum differs)")
    return data


def read_messages(data: bytes) -> list[QmMessage]:
    """Every message of a ``.qm``; ``DamagedTranslation`` at the first length or tag that does
    not fit."""
    if not data.startswith(MAGIC):
        raise DamagedTranslation("it is not a compiled Qt translation")
    at = len(MAGIC)
    messages: bytes | None = None
    while at < len(data):
        tag, length = data[at], _u32(data, at + 1)
        at += 5
        if tag not in _SECTIONS or at + length > len(data):
            raise DamagedTranslation(f"a section at byte {at - 5} does not fit the file")
        if tag == _MESSAGES:
            messages = data[at:at + length]
        at += length
    if messages is None:
        raise DamagedTranslation("it holds no messages")
    out: list[QmMessage] = []
    at = 0
    while at < len(messages):
        message, at = _message(messages, at)
        out.append(message)
    return out


def _u32(data: bytes, at: int) -> int:
    if at + 4 > len(data):
        raise DamagedTranslation(f"it ends inside a length at byte {at}")
    value: int = struct.unpack_from(">I", data, at)[0]
    return value


def _message(data: bytes, at: int) -> tuple[QmMessage, int]:
    texts: dict[int, str] = {_CONTEXT: "", _SOURCE: "", _COMMENT: ""}
    translations: list[str] = []
    while True:
        if at >= len(data):
            raise DamagedTranslation("a message is cut short")
        tag = data[at]
        at += 1
        if tag == _END:
            return QmMessage(texts[_CONTEXT], texts[_SOURCE], texts[_COMMENT],
                             tuple(translations)), at
        if tag == _OBSOLETE1:
            at += 4
            continue
        if tag not in (_TRANSLATION, _SOURCE, _CONTEXT, _COMMENT):
            raise DamagedTranslation(f"a message has an unknown part (tag {tag})")
        length = _u32(data, at)
        at += 4
        if length == _NULL and tag == _TRANSLATION:
            translations.append("")
            continue
        if at + length > len(data) or (tag == _TRANSLATION and length % 2):
            raise DamagedTranslation("a text of a message does not fit the file")
        raw = data[at:at + length]
        at += length
        try:
            text = raw.decode("utf-16-be" if tag == _TRANSLATION else "utf-8")
        except UnicodeDecodeError:
            raise DamagedTranslation("a text of a message is not text") from None
        if tag == _TRANSLATION:
            translations.append(text)
        else:
            texts[tag] = text


__all__ = ["CHECKSUMS", "MAX_QM_BYTES", "DamagedTranslation", "QmMessage", "checked_qm", "digest",
           "read_messages"]
