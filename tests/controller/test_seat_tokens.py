"""The seats this player holds at LAN hosts: a token per address and port, kept in a file that
survives the app, at most 50 of them; a damaged or unwritable file never stops anyone joining."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fivehundred_qt.controller.seat_tokens import FILENAME, MOST, SeatTokens


def token(n: int) -> str:
    return f"token-{n:04d}-abcdefghijklm"


def on_disk(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_put_get_and_forget_per_address_and_port(tmp_path: Path) -> None:
    tokens = SeatTokens(tmp_path / FILENAME)
    assert tokens.problem is None and tokens.get("192.168.1.5", 50500) is None
    tokens.put("192.168.1.5", 50500, token(1))
    tokens.put("192.168.1.5", 50501, token(2))
    tokens.put("Kitchen.LOCAL", 50500, token(3))
    assert tokens.get("192.168.1.5", 50500) == token(1)
    assert tokens.get("192.168.1.5", 50501) == token(2)
    assert tokens.get("192.168.1.6", 50500) is None
    assert tokens.get("kitchen.local", 50500) == token(3)        # an address in any case
    assert tokens.get("KITCHEN.local", 50501) is None
    tokens.put("kitchen.local", 50500, token(4))                 # the same seat, a new token
    assert tokens.get("Kitchen.Local", 50500) == token(4)
    tokens.forget("KITCHEN.LOCAL", 50500)
    assert tokens.get("kitchen.local", 50500) is None
    assert tokens.get("192.168.1.5", 50500) == token(1)          # the others stay
    tokens.forget("10.9.9.9", 1)                                 # nothing held: nothing happens
    assert tokens.problem is None


def test_the_tokens_survive_a_reload_from_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "data" / FILENAME                           # the folder is made
    first = SeatTokens(path)
    first.put("10.0.0.2", 50500, token(1))
    first.put("fe80::1", 6000, token(2))
    first.put("10.0.0.3", 50500, token(3))
    first.forget("10.0.0.3", 50500)
    assert on_disk(path)["seats"] == {"10.0.0.2:50500": token(1), "fe80::1:6000": token(2)}
    again = SeatTokens(path)
    assert again.problem is None
    assert again.get("10.0.0.2", 50500) == token(1) and again.get("FE80::1", 6000) == token(2)
    assert again.get("10.0.0.3", 50500) is None


def test_in_data_folder(tmp_path: Path) -> None:
    tokens = SeatTokens.in_data_folder(tmp_path)
    assert tokens.path == tmp_path / FILENAME
    tokens.put("h", 1, token(1))
    assert SeatTokens.in_data_folder(tmp_path).get("h", 1) == token(1)
    assert SeatTokens.in_data_folder(None).path is None


def test_at_most_fifty_are_kept_and_the_oldest_is_forgotten(tmp_path: Path) -> None:
    assert MOST == 50
    path = tmp_path / FILENAME
    tokens = SeatTokens(path)
    for n in range(50):
        tokens.put(f"10.0.0.{n}", 50500, token(n))
    assert all(tokens.get(f"10.0.0.{n}", 50500) == token(n) for n in range(50))
    tokens.put("10.0.0.0", 50500, token(100))                   # put again: now the newest
    tokens.put("10.0.1.0", 50500, token(50))                    # the 51st: 10.0.0.1 goes
    assert tokens.get("10.0.0.0", 50500) == token(100)
    assert tokens.get("10.0.0.1", 50500) is None
    assert tokens.get("10.0.1.0", 50500) == token(50)
    saved = on_disk(path)["seats"]
    assert len(saved) == 50 and "10.0.0.1:50500" not in saved
    assert list(saved)[-2:] == ["10.0.0.0:50500", "10.0.1.0:50500"]
    # The order survives a reload: the next newcomer pushes out the oldest still held.
    again = SeatTokens(path)
    again.put("10.0.2.0", 50500, token(51))
    assert again.get("10.0.0.2", 50500) is None and again.get("10.0.0.3", 50500) == token(3)
    assert again.get("10.0.0.0", 50500) == token(100)
    assert len(on_disk(path)["seats"]) == 50


def test_without_a_path_the_tokens_are_kept_in_memory_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    tokens = SeatTokens(None)
    tokens.put("10.0.0.2", 50500, token(1))
    tokens.forget("10.0.0.2", 50500)
    tokens.put("10.0.0.3", 50500, token(2))
    assert tokens.get("10.0.0.3", 50500) == token(2) and tokens.problem is None
    assert list(tmp_path.rglob("*")) == []                     # nothing written anywhere
    assert SeatTokens(None).get("10.0.0.3", 50500) is None      # nor shared with another copy


DAMAGED = [
    b"this is not json",
    b"\xff\xfe not text",
    b"[]",
    b'{"version": 1}',
    b'{"version": 1, "seats": []}',
    b'{"version": 1, "seats": {"10.0.0.2:50500": 5}}',
    b'{"version": 1, "seats": {"10.0.0.2:50500": null}}',
    json.dumps({"version": 1, "seats": {"10.0.0.2:50500": "t" * 101}}).encode(),
]


@pytest.mark.parametrize("content", DAMAGED, ids=["not-json", "not-utf8", "list", "no-seats",
                                                  "seats-list", "number", "null", "too-long"])
def test_a_damaged_file_is_set_aside_and_the_player_joins_afresh(tmp_path: Path,
                                                                 content: bytes) -> None:
    path = tmp_path / FILENAME
    path.write_bytes(content)
    tokens = SeatTokens(path)
    assert tokens.problem is not None and "damaged" in tokens.problem
    assert tokens.get("10.0.0.2", 50500) is None
    assert not path.exists()
    aside = list(tmp_path.glob(f"{FILENAME}.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert str(aside[0]) in tokens.problem
    tokens.put("10.0.0.2", 50500, token(1))                     # and the next seat is kept
    assert SeatTokens(path).get("10.0.0.2", 50500) == token(1)


def test_a_token_of_a_hundred_characters_is_kept(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    path.write_text(json.dumps({"version": 1, "seats": {"10.0.0.2:50500": "t" * 100}}))
    tokens = SeatTokens(path)
    assert tokens.problem is None and tokens.get("10.0.0.2", 50500) == "t" * 100


def test_a_failed_write_is_told_and_the_token_kept_for_the_session(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    tokens = SeatTokens(path)
    assert tokens.problem is None
    path.mkdir()                                                # a folder where the file goes
    tokens.put("10.0.0.2", 50500, token(1))                     # never raises
    assert tokens.problem
    assert tokens.get("10.0.0.2", 50500) == token(1)
    assert path.is_dir() and list(path.iterdir()) == []
    assert [p.name for p in tmp_path.iterdir()] == [FILENAME]   # no temporary file left
    tokens.problem = None
    tokens.forget("10.0.0.2", 50500)
    assert tokens.problem and tokens.get("10.0.0.2", 50500) is None


def test_a_file_for_a_folder_makes_every_write_fail_quietly(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file, not a folder")
    tokens = SeatTokens(tmp_path / "data" / FILENAME)
    assert tokens.problem is None                               # nothing to read: no problem
    tokens.put("10.0.0.2", 50500, token(1))
    assert tokens.problem and tokens.get("10.0.0.2", 50500) == token(1)
    assert (tmp_path / "data").read_text() == "a file, not a folder"


def test_a_folder_in_the_file_s_place_is_unreadable_left_alone_and_said(tmp_path: Path) -> None:
    path = tmp_path / FILENAME
    path.mkdir()
    tokens = SeatTokens(path)
    assert tokens.problem and "could not be read" in tokens.problem
    assert path.is_dir() and tokens.get("10.0.0.2", 50500) is None
    tokens.put("10.0.0.2", 50500, token(1))
    assert tokens.get("10.0.0.2", 50500) == token(1)
