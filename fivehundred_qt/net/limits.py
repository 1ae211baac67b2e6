"""What one connection may cost the host: a token bucket of messages, the lockout after wrong
passwords, and the bounds on what waits to be sent to it.  Time comes from the caller (seconds,
monotonic), so tests need no clock."""

from __future__ import annotations

from collections import deque
from typing import Final

BUCKET_SIZE: Final = 60          # messages a connection may send at once
REFILL_PER_SECOND: Final = 30.0
MAX_SPECTATORS: Final = 10       # at a table, at most (a host may allow fewer)
MAX_BACKLOG: Final = 1024 * 1024  # bytes waiting to be sent to one connection; beyond: dropped
CLOSE_SECONDS: Final = 2.0       # a closed connection's last messages may take this long to go
WRONG_PROOFS: Final = 3          # wrong passwords from one address ...
LOCKOUT_SECONDS: Final = 60.0    # ... within this long lock it out for this long


class TokenBucket:
    """Every message takes a token; tokens come back at a steady rate up to the bucket's size."""

    def __init__(self, now: float, size: int = BUCKET_SIZE, rate: float = REFILL_PER_SECOND) -> None:
        self.size = size
        self.rate = rate
        self._tokens = float(size)
        self._at = now

    def take(self, now: float) -> bool:
        """Whether one more message is allowed at ``now`` (and take its token)."""
        self._tokens = min(self.size, self._tokens + max(0.0, now - self._at) * self.rate)
        self._at = max(self._at, now)
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


class Lockout:
    """Addresses that sent ``WRONG_PROOFS`` wrong passwords within a minute, refused for a minute
    from the last of them."""

    def __init__(self) -> None:
        self._wrong: dict[str, deque[float]] = {}
        self._until: dict[str, float] = {}

    def wrong_proof(self, address: str, now: float) -> None:
        times = self._wrong.setdefault(address, deque())
        times.append(now)
        while times and now - times[0] > LOCKOUT_SECONDS:
            times.popleft()
        if len(times) >= WRONG_PROOFS:
            self._until[address] = now + LOCKOUT_SECONDS
            times.clear()

    def locked(self, address: str, now: float) -> bool:
        until = self._until.get(address)
        if until is None:
            return False
        if now >= until:
            del self._until[address]
            return False
        return True
