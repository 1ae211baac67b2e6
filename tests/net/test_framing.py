"""JSON Lines framing: whole messages from bytes split anywhere, and every bad line a FrameError."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fivehundred_qt.net.framing import MAX_LINE, FrameError, LineDecoder, decode_line, encode

MESSAGES = [{"type": "hello", "protocol": "fivehundred-lan/1", "name": "Ann", "role": "player"},
            {"type": "chat", "text": "Gut gespielt – diolch! ♥"},
            {"type": "action", "action": {"seat": 0, "play": "10H"}, "id": 7}]


def test_messages_round_trip_one_a_line() -> None:
    data = b"".join(encode(m) for m in MESSAGES)
    assert data.count(b"\n") == len(MESSAGES)
    assert LineDecoder().feed(data) == MESSAGES


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=400), max_size=20))
def test_any_split_of_the_bytes_gives_the_same_messages(cuts: list[int]) -> None:
    data = b"".join(encode(m) for m in MESSAGES)
    points = sorted({min(c, len(data)) for c in cuts})
    decoder = LineDecoder()
    got: list[dict] = []
    last = 0
    for point in [*points, len(data)]:
        got += decoder.feed(data[last:point])
        last = point
    assert got == MESSAGES


def test_a_line_of_exactly_the_limit_is_read_and_one_byte_more_is_not() -> None:
    head = b'{"type":"chat","text":"'
    tail = b'"}'
    fill = MAX_LINE - len(head) - len(tail)
    assert LineDecoder().feed(head + b"x" * fill + tail + b"\n")[0]["text"] == "x" * fill
    with pytest.raises(FrameError, match="longer than 65,536 bytes"):
        LineDecoder().feed(head + b"x" * (fill + 1) + tail + b"\n")


def test_a_line_without_an_end_cannot_grow_past_the_limit() -> None:
    decoder = LineDecoder()
    decoder.feed(b"{" + b" " * 60_000)
    with pytest.raises(FrameError):
        decoder.feed(b" " * 10_000)


@pytest.mark.parametrize(("line", "words"), [
    (b"\xff\xfe", "not UTF-8"),
    (b"[1, 2]", "not a JSON object"),
    (b'"hello"', "not a JSON object"),
    (b"", "not JSON"),
    (b'{"type": NaN}', "not JSON"),
    (b"{\"a\":" + b"[" * 30_000 + b"]" * 30_000 + b"}", "nest more than"),
    (b'{"a":' + b"[" * 40 + b"]" * 40 + b"}", "nest more than"),
])
def test_bad_lines_are_frame_errors(line: bytes, words: str) -> None:
    with pytest.raises(FrameError, match=words):
        decode_line(line)


def test_a_carriage_return_before_the_line_end_is_allowed() -> None:
    assert LineDecoder().feed(b'{"type":"ping","t":1}\r\n') == [{"type": "ping", "t": 1}]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_give_messages_or_a_frame_error_only(data: bytes) -> None:
    try:
        for message in LineDecoder().feed(data):
            assert isinstance(message, dict)
    except FrameError:
        pass


def test_encode_refuses_what_json_cannot_say() -> None:
    with pytest.raises(ValueError):
        encode({"type": "x", "n": float("nan")})
    assert json.loads(encode({"type": "x", "text": "ü"})) == {"type": "x", "text": "ü"}
