"""The password exchange: the password never travels, only a proof that the client knows it.

key = PBKDF2-HMAC-SHA256(password as UTF-8, the table's salt, iterations, 32 bytes); proof =
HMAC-SHA256(key, the connection's nonce), in lower-case hex.  The salt is fixed while the table
runs, the nonce is new for every connection, so a proof overheard once cannot be replayed.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any, Final

from ..core.checks import shown

ITERATIONS: Final = 100_000     # about 30 ms of work on a small laptop: once per connection
SALT_BYTES: Final = 16
NONCE_BYTES: Final = 16
TOKEN_BYTES: Final = 18          # 144 random bits, 24 characters of base64url


def table_key(password: str, salt: bytes, iterations: int) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, iterations, 32)


def proof(key: bytes, nonce: bytes) -> str:
    return hmac.new(key, nonce, hashlib.sha256).hexdigest()


def new_token() -> str:
    """A seat's token: what lets the same person take the same seat back after a drop."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class TablePassword:
    """The host's side: the key derived once from the password, and a fresh challenge a connection."""

    key: bytes
    salt: bytes
    iterations: int = ITERATIONS

    @classmethod
    def create(cls, password: str, iterations: int = ITERATIONS) -> TablePassword:
        salt = secrets.token_bytes(SALT_BYTES)
        return cls(table_key(password, salt, iterations), salt, iterations)

    def challenge(self) -> Challenge:
        return Challenge(self, secrets.token_bytes(NONCE_BYTES))


@dataclass(frozen=True)
class Challenge:
    """One connection's challenge: its message, and the check of the proof that answers it."""

    table: TablePassword
    nonce: bytes = field(repr=False)

    def message(self) -> dict[str, Any]:
        return {"type": "challenge", "salt": self.table.salt.hex(), "nonce": self.nonce.hex(),
                "iterations": self.table.iterations}

    def accepts(self, answer: object) -> bool:
        """Whether ``answer`` is the right proof (hex compared case-insensitively; anything that
        is not hex is wrong)."""
        if not isinstance(answer, str) or len(answer) != 64:
            return False
        return hmac.compare_digest(answer.lower().encode("ascii", "replace"),
                                   proof(self.table.key, self.nonce).encode("ascii"))


MIN_ITERATIONS: Final = 100_000
MAX_ITERATIONS: Final = 2_000_000
"""What a client derives a key with: fewer would hand a rogue host a proof it can crack offline,
more would stall the client (10,000,000 is seconds of work on a small laptop)."""


@dataclass(frozen=True)
class ChallengeTerms:
    """The client's side: a ``challenge`` it agreed to answer, and the answer (slow: derive the key
    off the window's thread)."""

    salt: bytes
    nonce: bytes = field(repr=False)
    iterations: int

    @classmethod
    def read(cls, message: dict[str, Any]) -> ChallengeTerms:
        """The terms of a ``challenge``; ``ValueError`` with a reason a person understands when a
        client must not answer it."""
        salt = _hex_bytes(message.get("salt"), SALT_BYTES)
        nonce = _hex_bytes(message.get("nonce"), NONCE_BYTES)
        iterations = message.get("iterations")
        if salt is None:
            raise ValueError(f"its salt is not {SALT_BYTES} bytes")
        if nonce is None:
            raise ValueError(f"its nonce is not {NONCE_BYTES} bytes")
        if type(iterations) is not int or not MIN_ITERATIONS <= iterations <= MAX_ITERATIONS:
            raise ValueError(f"its key takes {shown(iterations)} iterations, not "
                             f"{MIN_ITERATIONS:,} to {MAX_ITERATIONS:,}")
        return cls(salt, nonce, iterations)

    def auth(self, password: str) -> dict[str, Any]:
        """The ``auth`` message that answers these terms for ``password``."""
        return {"type": "auth", "proof": proof(table_key(password, self.salt, self.iterations),
                                               self.nonce)}


def _hex_bytes(value: Any, size: int) -> bytes | None:
    if not isinstance(value, str) or len(value) != 2 * size:
        return None
    try:
        data = bytes.fromhex(value)
    except ValueError:
        return None
    return data if len(data) == size else None      # fromhex skips spaces


def answer_challenge(password: str, message: dict[str, Any]) -> str:
    """The proof for a ``challenge`` message, whatever its terms (``ValueError`` if it is
    malformed); a client checks the terms first (``ChallengeTerms``)."""
    salt, nonce, iterations = message.get("salt"), message.get("nonce"), message.get("iterations")
    if not isinstance(salt, str) or not isinstance(nonce, str) or type(iterations) is not int \
            or iterations < 1:
        raise ValueError("the host's challenge is malformed")
    return proof(table_key(password, bytes.fromhex(salt), iterations), bytes.fromhex(nonce))
