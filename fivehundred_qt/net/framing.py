"""JSON Lines framing: one JSON object a line, UTF-8, at most ``MAX_LINE`` bytes before its ``\\n``.

``LineDecoder`` takes bytes as they arrive (any split, any size) and gives whole messages; it
never holds more than one line's worth of bytes, so a peer that never sends a line end cannot
make it grow.  Everything wrong with a line is a ``FrameError``: the connection is then closed.
"""

from __future__ import annotations

import json
from typing import Any, Final

from .. import strict_json

MAX_LINE: Final = 65_536


class FrameError(ValueError):
    """A line that is too long, not UTF-8, not JSON, or not a JSON object."""


def decode_line(line: bytes) -> dict[str, Any]:
    """One line (without its ``\\n``) as a message object, or ``FrameError``."""
    if len(line) > MAX_LINE:
        raise FrameError(f"a line is longer than {MAX_LINE:,} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise FrameError("a line is not UTF-8 text") from None
    if text.endswith("\r"):
        text = text[:-1]
    try:
        value = strict_json.loads(text)
    except ValueError as exc:
        raise FrameError(f"a line is not JSON: {exc}") from None
    if not isinstance(value, dict):
        raise FrameError("a line is not a JSON object")
    return value


def encode(message: dict[str, Any]) -> bytes:
    """A message as one line of UTF-8 JSON ending in ``\\n``."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
            + "\n").encode("utf-8")


class LineDecoder:
    """Bytes in, messages out; raises ``FrameError`` at the first bad line (later bytes are moot)."""

    def __init__(self) -> None:
        self._pending = bytearray()

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        messages: list[dict[str, Any]] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            if len(self._pending) + end - start > MAX_LINE:
                raise FrameError(f"a line is longer than {MAX_LINE:,} bytes")
            line = bytes(self._pending) + data[start:end]
            self._pending.clear()
            messages.append(decode_line(line))
            start = end + 1
        if len(self._pending) + len(data) - start > MAX_LINE:
            raise FrameError(f"a line is longer than {MAX_LINE:,} bytes")
        self._pending += data[start:]
        return messages
