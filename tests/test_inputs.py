"""The way in: bounded reads of regular files only, strict JSON, and messages a user can act on."""

from __future__ import annotations

import errno
import os
import sys
import time
from pathlib import Path

import pytest

from fivehundred_qt.core import RecordError, RuleError
from fivehundred_qt.core.checks import MAX_DEPTH
from fivehundred_qt.inputs import (
    MAX_RECORD_BYTES,
    InputError,
    describe_os_error,
    load_record,
    parse_json,
    parse_rules_arg,
    read_bounded,
    read_json,
)


def test_a_regular_file_within_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_bounded(path, 100) == b"x" * 100


def test_a_file_over_the_limit_is_refused_naming_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (2 * 1024 * 1024 + 1))
    with pytest.raises(InputError) as caught:
        read_bounded(path, 2 * 1024 * 1024, "a game record")
    assert "larger than 2 MB, the most a game record may be" in str(caught.value)
    assert str(path) in str(caught.value) and not caught.value.unreadable


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused_without_reading_it() -> None:
    # replay /dev/zero once grew to 8.4 GB.
    with pytest.raises(InputError) as caught:
        read_bounded("/dev/zero", MAX_RECORD_BYTES)
    assert "not a regular file" in str(caught.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    # replay of a FIFO blocked forever waiting for a writer.
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    start = time.monotonic()
    with pytest.raises(InputError) as caught:
        read_bounded(fifo, MAX_RECORD_BYTES)
    assert "not a regular file" in str(caught.value)
    assert time.monotonic() - start < 5


def test_a_folder_and_a_missing_file_are_unreadable(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        read_bounded(tmp_path, 10)
    assert caught.value.unreadable and not caught.value.missing
    with pytest.raises(InputError) as caught:
        read_bounded(tmp_path / "nothing.json", 10)
    assert caught.value.missing and "it does not exist" in str(caught.value)


@pytest.mark.parametrize(("data", "reason"), [
    (b"", "it is empty"),
    (b"  \n", "it is empty"),
    (b"\xff\xfe{", "it is not UTF-8 text"),
    (b"{\"a\": ", "it is not valid JSON: Expecting value at line 1 column 7"),
    (b"[NaN]", "NaN is not a JSON number"),
    (b"{\"x\": -Infinity}", "-Infinity is not a JSON number"),
    (b"[" * 200_000 + b"]" * 200_000, f"nest more than {MAX_DEPTH} deep"),
    (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), f"nest more than {MAX_DEPTH} deep"),
    (b"1" * 5000, "it is not valid JSON"),
])
def test_bad_json_is_refused_with_a_reason(data: bytes, reason: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_json(data)
    assert reason in str(caught.value)


def test_json_as_deep_as_allowed_and_a_byte_order_mark_are_read() -> None:
    assert parse_json(b"[" * MAX_DEPTH + b"]" * MAX_DEPTH) is not None
    assert parse_json("\ufeff{\"a\": 1}".encode()) == {"a": 1}


def test_read_json_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text("[1,", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_json(path, 1000)
    assert str(caught.value).startswith(f"{path}: it is not valid JSON")


def test_load_record_refuses_with_a_record_error(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    with pytest.raises(RecordError, match="larger than 4 MB, the most a game record may be"):
        load_record(path)


def test_rules_from_a_preset_a_json_object_and_a_file(tmp_path: Path) -> None:
    assert parse_rules_arg("spades").game == "spades"
    assert parse_rules_arg(' {"preset": "american", "players": 6, "teams": "3v3", '
                           '"kitty_size": 5}').players == 6
    path = tmp_path / "r.json"
    path.write_text('{"game": "500", "players": 3}', encoding="utf-8")
    assert parse_rules_arg(str(path)).players == 3


def test_rules_from_a_missing_file_say_the_file_is_missing() -> None:
    # It used to say the *preset* "/nonexistent/r.json" was unknown.
    with pytest.raises(RuleError) as caught:
        parse_rules_arg("/nonexistent/r.json")
    assert "/nonexistent/r.json" in str(caught.value) and "does not exist" in str(caught.value)
    assert "preset" not in str(caught.value)


@pytest.mark.parametrize("text", [
    '{"a": ' + "[" * 50_000 + "]" * 50_000 + "}",
    '{"preset": "australian", "players": 4.0}',
    '{"game": "500", "kitty_size": 3.0}',
    '{"game": NaN}',
])
def test_bad_rules_text_is_a_rule_error(text: str) -> None:
    with pytest.raises(RuleError):
        parse_rules_arg(text)


@pytest.mark.parametrize(("number", "words"), [
    (errno.ENOSPC, "the disk is full"),
    (errno.EROFS, "the disk is read-only"),
    (errno.EACCES, "permission was refused"),
    (errno.EEXIST, "a file is in the way of its folder"),
])
def test_os_errors_are_worded_for_a_user(number: int, words: str) -> None:
    assert describe_os_error(OSError(number, os.strerror(number), "/x")) == words


def test_an_unknown_os_error_keeps_its_system_text() -> None:
    assert describe_os_error(OSError(errno.EPIPE, "Broken pipe")) == "broken pipe"
    assert describe_os_error(OSError("odd")) == "odd"


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="root reads files whatever their mode")
def test_an_unreadable_file_is_said_to_be_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0)
    with pytest.raises(InputError) as caught:
        read_bounded(path, 10)
    assert caught.value.unreadable and "permission was refused" in str(caught.value)


def test_a_file_under_a_file_is_missing_not_unreadable(tmp_path: Path) -> None:
    # A file where the data folder should be: one warning (the bar: nothing is saved), not one
    # "could not be read" message box per file the app reads at start.
    (tmp_path / "data").write_text("", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_bounded(tmp_path / "data" / "autosave.json", 10)
    assert caught.value.missing


@pytest.mark.parametrize("name", ["a\x00.json", "\ud800.json"])
def test_a_name_no_file_can_have_is_refused_as_input(name: str) -> None:
    # Found by the property tests: os.open raised ValueError / UnicodeEncodeError.
    with pytest.raises(InputError, match="not a name a file can have"):
        read_bounded(name, 10)
    with pytest.raises(RuleError):
        parse_rules_arg(name)


def test_a_number_beyond_a_float_is_not_json_we_take() -> None:
    with pytest.raises(InputError, match="too large a number"):
        parse_json("[1e400]")
