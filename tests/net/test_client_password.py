"""The joining side of the password exchange: a client answers one challenge, before ``welcome``,
and only one whose salt and nonce are 16 bytes and whose key takes 100,000 to 2,000,000
iterations; any other ends the connection with a sentence for the player.  The answer itself
is computed apart from the session (off the window's thread: tests/controller/test_remote.py)."""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

import pytest

from fivehundred_qt.core import RuleSet
from fivehundred_qt.net.client import ClientSession
from fivehundred_qt.net.host import TableConfig, TableHost
from fivehundred_qt.net.password import TablePassword

from .harness import Network
from .test_client import Joined

SALT, NONCE = "ab" * 16, "cd" * 16


def challenge(**changes: Any) -> dict[str, Any]:
    return {"type": "challenge", "salt": SALT, "nonce": NONCE, "iterations": 100_000, **changes}


@pytest.mark.parametrize("message", [
    challenge(iterations=1, salt=""),                 # a proof a rogue host cracks offline
    challenge(iterations=1),
    challenge(iterations=99_999),
    challenge(iterations=10_000_000),                  # seconds of work, challenge after challenge
    challenge(iterations=100_000.0),
    challenge(iterations=True),
    challenge(salt="ab" * 15),
    challenge(nonce="cd" * 17),
    challenge(nonce="zz" * 16),
    challenge(salt="ab " * 10 + "ab"),                 # hex with spaces: fewer than 16 bytes
    challenge(salt=None),
], ids=["one-iteration-no-salt", "one-iteration", "too-few", "too-many", "float", "bool",
        "short-salt", "long-nonce", "not-hex", "spaced", "no-salt"])
def test_a_challenge_on_unsafe_terms_is_refused_with_a_reason(message: dict[str, Any]) -> None:
    session = ClientSession("Ann", password="Kaffee")
    session.start()
    replies, changes = session.receive(message)
    assert replies == [] and "closed" in changes and session.auth() is None
    assert session.closed_because is not None
    assert session.closed_because.startswith("the host's password challenge is refused: its ")


def test_one_challenge_is_answered_and_the_answer_is_computed_apart() -> None:
    session = ClientSession("Ann", password="Kaffee")
    session.start()
    replies, changes = session.receive(challenge())
    assert replies == [] and changes == ["challenge"]
    auth = session.auth()
    key = hashlib.pbkdf2_hmac("sha256", b"Kaffee", bytes.fromhex(SALT), 100_000, 32)
    assert auth == {"type": "auth",
                    "proof": hmac.new(key, bytes.fromhex(NONCE), hashlib.sha256).hexdigest()}
    # A second challenge on the same connection is refused: the host may not ask again.
    replies, changes = session.receive(challenge(nonce="ef" * 16))
    assert replies == [] and "closed" in changes
    assert session.closed_because == ("the host's password challenge is refused: it asked a "
                                      "second time")


def test_a_challenge_after_welcome_is_refused() -> None:
    rules = RuleSet.build({"game": "500"})
    net = Network(TableHost(TableConfig("t", rules, ("open", "random", "random", "random")), 0.0))
    ann = Joined(net, ClientSession("Ann", password="Kaffee"))
    assert ann.session.seat == 0
    replies, changes = ann.session.receive(challenge())
    assert replies == [] and "closed" in changes and ann.session.auth() is None
    assert ann.session.closed_because == ("the host's password challenge is refused: it came "
                                          "after the host's welcome")


def test_the_right_password_is_let_in_and_none_is_said() -> None:
    rules = RuleSet.build({"game": "500"})
    config = TableConfig("t", rules, ("open", "random", "random", "random"),
                         password=TablePassword.create("Kaffee"))
    net = Network(TableHost(config, 0.0))
    good = Joined(net, ClientSession("Ann", password="Kaffee"))
    assert good.session.seat == 0 and "welcome" in good.changes
    none = Joined(net, ClientSession("Bob"))
    assert none.session.closed_because == "the table needs a password"
