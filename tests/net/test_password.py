"""The password exchange: the proof the client computes is the one the host expects, and nothing
else (another password, another connection's nonce, junk) passes."""

from __future__ import annotations

import hashlib
import hmac

import pytest

from fivehundred_qt.net.password import TablePassword, answer_challenge, new_token

FAST = 1000     # iterations: the tests need no slow key


def test_the_right_password_passes_in_either_case() -> None:
    table = TablePassword.create("Gänseblümchen", FAST)
    challenge = table.challenge()
    proof = answer_challenge("Gänseblümchen", challenge.message())
    assert proof == proof.lower() and len(proof) == 64
    assert challenge.accepts(proof) and challenge.accepts(proof.upper())


def test_the_proof_is_as_written_in_the_protocol() -> None:
    # Computed here from the definition, independently of the module's helpers.
    table = TablePassword.create("secret", FAST)
    challenge = table.challenge()
    message = challenge.message()
    key = hashlib.pbkdf2_hmac("sha256", b"secret", bytes.fromhex(message["salt"]), FAST, 32)
    expected = hmac.new(key, bytes.fromhex(message["nonce"]), hashlib.sha256).hexdigest()
    assert message["type"] == "challenge" and message["iterations"] == FAST
    assert len(message["salt"]) == 32 and len(message["nonce"]) == 32
    assert challenge.accepts(expected)
    assert "secret" not in str(message)


@pytest.mark.parametrize("answer", [None, 5, "", "zz" * 32, "0" * 64, "0" * 63, "é" * 64])
def test_junk_is_a_wrong_proof(answer: object) -> None:
    assert not TablePassword.create("secret", FAST).challenge().accepts(answer)


def test_a_proof_cannot_be_replayed_on_another_connection() -> None:
    table = TablePassword.create("secret", FAST)
    first, second = table.challenge(), table.challenge()
    assert first.nonce != second.nonce
    proof = answer_challenge("secret", first.message())
    assert first.accepts(proof) and not second.accepts(proof)


def test_a_wrong_password_fails() -> None:
    challenge = TablePassword.create("secret", FAST).challenge()
    assert not challenge.accepts(answer_challenge("Secret", challenge.message()))


def test_tokens_are_long_random_and_url_safe() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100
    assert all(len(t) >= 22 and set(t) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                               "0123456789-_") for t in tokens)
