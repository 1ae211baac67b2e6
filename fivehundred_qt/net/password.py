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


def answer_challenge(password: str, message: dict[str, Any]) -> str:
    """The client's side: the proof for a ``challenge`` message (``ValueError`` if it is malformed)."""
    salt, nonce, iterations = message.get("salt"), message.get("nonce"), message.get("iterations")
    if not isinstance(salt, str) or not isinstance(nonce, str) or type(iterations) is not int \
            or not 1 <= iterations <= 10_000_000:
        raise ValueError("the host's challenge is malformed")
    return proof(table_key(password, bytes.fromhex(salt), iterations), bytes.fromhex(nonce))
