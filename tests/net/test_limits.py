"""A connection's message budget and the lockout after wrong passwords, on a clock the test holds."""

from __future__ import annotations

from fivehundred_qt.net.limits import BUCKET_SIZE, LOCKOUT_SECONDS, Lockout, TokenBucket


def test_a_full_bucket_allows_sixty_at_once_then_thirty_a_second() -> None:
    bucket = TokenBucket(now=0.0)
    assert all(bucket.take(0.0) for _ in range(BUCKET_SIZE))
    assert not bucket.take(0.0)
    assert sum(bucket.take(1.0) for _ in range(100)) == 30
    assert sum(bucket.take(100.0) for _ in range(100)) == BUCKET_SIZE      # never beyond full


def test_a_steady_sender_within_the_rate_is_never_refused() -> None:
    bucket = TokenBucket(now=0.0)
    assert all(bucket.take(t / 25) for t in range(10_000))     # 25 a second for 400 s


def test_three_wrong_proofs_in_a_minute_lock_an_address_for_a_minute() -> None:
    lockout = Lockout()
    lockout.wrong_proof("10.0.0.2", 0.0)
    lockout.wrong_proof("10.0.0.2", 30.0)
    assert not lockout.locked("10.0.0.2", 30.0)
    lockout.wrong_proof("10.0.0.2", 59.0)
    assert lockout.locked("10.0.0.2", 59.5) and not lockout.locked("10.0.0.3", 59.5)
    assert lockout.locked("10.0.0.2", 59.0 + LOCKOUT_SECONDS - 0.1)
    assert not lockout.locked("10.0.0.2", 59.0 + LOCKOUT_SECONDS)


def test_wrong_proofs_spread_over_more_than_a_minute_do_not_lock() -> None:
    lockout = Lockout()
    for t in (0.0, 40.0, 80.0, 120.0):
        lockout.wrong_proof("10.0.0.2", t)
        assert not lockout.locked("10.0.0.2", t)
