"""The auction: Australian (round and round), American (one round, inkles) and Spades bidding.

Every 500 call gets a rank key from the rule set (docs/rules.md, "The auction" and "Where a
misère bid ranks"), so "outranks" is one integer
comparison; the options that move the misère family only change its key.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache

from . import reasons
from .actions import BIDS, MISERE_CALLS, NUMBERED_CALLS, PASS, SPADES_CALLS, Bid, numbered_value
from .errors import IllegalAction
from .events import Contract
from .phrases import Phrase
from .rules import RuleSet
from .terms import describe_bid, term


def misere_value(rules: RuleSet, call: str) -> int:
    if call == "misere":
        return rules.misere_points
    if call == "open_misere":
        return rules.open_misere_points
    return 500


def rank_key(rules: RuleSet, bid: Bid) -> int:
    """Rank of a call: a call may be made only over a strictly lower key."""
    if bid.is_numbered:
        return 2 * numbered_value(bid.call) + (1 if bid.sans_kitty else 0)
    if bid.call == "misere":
        if rules.misere_points == 250 and rules.eight_spades_overbids_misere:
            return 460  # above 7NT sans kitty (441), below 8S (480)
        return 2 * rules.misere_points
    points = rules.open_misere_points if bid.call == "open_misere" else 500
    if points == 500:
        # 10H is 1000: ten_hearts decides whether it overbids; 10NT (1040) always does.
        return 999 if rules.ten_hearts_overbids_open_misere else 1020
    if points == 520:
        return 1050  # above 10NT sans kitty: nothing overbids it
    return 2 * points


@lru_cache(maxsize=64)
def ladder(rules: RuleSet) -> tuple[tuple[int, ...], tuple[Bid, ...]]:
    """Every call other than pass that these rules know, sorted by rank key."""
    bids: list[Bid] = []
    for call in NUMBERED_CALLS:
        bids.append(BIDS[call, False])
        if rules.sans_kitty:
            bids.append(BIDS[call, True])
    if rules.misere != "off":
        bids.append(BIDS["misere", False])
    if rules.open_misere != "off":
        bids.append(BIDS["open_misere", False])
    if rules.blind_misere:
        bids.append(BIDS["blind_misere", False])
    bids.sort(key=lambda b: (rank_key(rules, b), MISERE_CALLS.index(b.call) if b.is_misere else -1))
    return tuple(rank_key(rules, b) for b in bids), tuple(bids)


@lru_cache(maxsize=64)
def ladder_index(rules: RuleSet) -> dict[Bid, int]:
    return {b: i for i, b in enumerate(ladder(rules)[1])}



def is_inkle(rules: RuleSet, bid: Bid) -> bool:
    """An American inkle: a 6-level bid, which only the first callers may make and which never
    wins the auction (docs/rules.md, "American bidding")."""
    return rules.variant == "american" and not rules.is_spades and bid.is_numbered \
        and bid.tricks == 6

class Auction:
    """One hand's 500 auction; ``to_move`` is the seat whose call it is, ``done`` when it ends."""

    __slots__ = (
        "_american",
        "_bids",
        "_index",
        "_keys",
        "called",
        "calls",
        "done",
        "high",
        "high_is_inkle",
        "high_key",
        "high_seat",
        "n",
        "passed",
        "raised",
        "raising",
        "rules",
        "seen_7",
        "seen_8",
        "to_move",
    )

    def __init__(self, rules: RuleSet, dealer: int) -> None:
        self.rules = rules
        self.n = rules.players
        self.to_move = (dealer + 1) % self.n
        self.calls: list[tuple[int, Bid]] = []
        self.passed: set[int] = set()
        self.called: set[int] = set()
        self.high: Bid | None = None
        self.high_seat: int | None = None
        self.high_key = -1
        self.high_is_inkle = False
        self.seen_7 = False
        self.seen_8 = False
        self.raising = False
        self.raised = False
        self.done = False
        self._keys, self._bids = ladder(rules)
        self._index = ladder_index(rules)
        self._american = rules.variant == "american"

    def copy(self) -> Auction:
        new = Auction.__new__(Auction)
        for slot in Auction.__slots__:
            setattr(new, slot, getattr(self, slot))
        new.calls = list(self.calls)
        new.passed = set(self.passed)
        new.called = set(self.called)
        return new

    # ------------------------------------------------------------------ queries
    @property
    def winner(self) -> tuple[int, Bid] | None:
        """``(seat, bid)`` of the winning call once done; None if the hand is thrown in."""
        if not self.done or self.high is None or self.high_is_inkle or self.high_seat is None:
            return None
        return self.high_seat, self.high

    def _is_inkle_seat(self, seat: int) -> bool:
        return len(self.calls) < self.rules.inkle_seats

    def _available(self, bid: Bid, seat: int) -> bool:
        call = bid.call
        if call == "misere":
            return self.rules.misere == "anytime" or self.seen_7
        if call == "open_misere":
            return self.rules.open_misere == "anytime" or self.seen_8
        if call == "blind_misere":
            return not self.raising and seat not in self.called
        if self._american and bid.tricks == 6:
            return self._is_inkle_seat(seat)
        return True

    def legal(self) -> list[Bid]:
        seat = self.to_move
        start = bisect_right(self._keys, self.high_key)
        return [PASS] + [b for b in self._bids[start:] if self._available(b, seat)]

    # ----------------------------------------------------------------- changes
    def apply(self, seat: int, bid: Bid) -> None:
        if bid.is_pass and not bid.sans_kitty:
            self.calls.append((seat, bid))
            self.called.add(seat)
            if not self.raising:
                self.passed.add(seat)
            self._advance()
            return
        idx = self._index.get(bid, -1)
        if idx < 0 or self._keys[idx] <= self.high_key or not self._available(bid, seat):
            raise IllegalAction(self.why_not(bid))
        self.high_is_inkle = is_inkle(self.rules, bid)
        self.calls.append((seat, bid))
        self.called.add(seat)
        self.high = bid
        self.high_seat = seat
        self.high_key = self._keys[idx]
        if bid.is_numbered:
            self.seen_7 = self.seen_7 or bid.tricks >= 7
            self.seen_8 = self.seen_8 or bid.tricks >= 8
        self._advance()

    def _advance(self) -> None:
        n = self.n
        if self.raising:
            self.raising = False
            self.raised = True
            self.done = True
            return
        if self._american:
            if len(self.calls) >= n:
                self.done = True
            else:
                self.to_move = (self.to_move + 1) % n
            return
        if len(self.passed) == n:
            self.done = True
            return
        if self.high is not None and len(self.passed) == n - 1:
            assert self.high_seat is not None
            if self.rules.raise_own_bid and not self.raised and self._can_raise():
                self.raising = True
                self.to_move = self.high_seat
                return
            self.done = True
            return
        seat = (self.to_move + 1) % n
        while seat in self.passed:
            seat = (seat + 1) % n
        self.to_move = seat

    def _can_raise(self) -> bool:
        self.raising = True
        try:
            start = bisect_right(self._keys, self.high_key)
            assert self.high_seat is not None
            return any(self._available(b, self.high_seat) for b in self._bids[start:])
        finally:
            self.raising = False

    def why_not(self, bid: Bid) -> Phrase:
        """A player's reason for refusing ``bid`` from the seat to move."""
        rules = self.rules
        seat = self.to_move
        call = term(rules, bid.call) if not bid.is_numbered else describe_bid(rules, bid)
        kitty = term(rules, "kitty")
        if bid.call in SPADES_CALLS:
            return reasons.NOT_IN_500.format(call=call)
        if bid.sans_kitty and not bid.is_numbered:
            return reasons.NEVER_SANS.format(call=call, kitty=kitty)
        if bid.sans_kitty and not rules.sans_kitty:
            return reasons.NO_SANS_HERE.format(kitty=kitty)
        if bid not in self._index:
            return reasons.NOT_PLAYED_HERE.format(call=call)
        if bid.call == "blind_misere" and (self.raising or seat in self.called):
            return reasons.BLIND_FIRST.format(call=call)
        if bid.call == "misere" and not self._available(bid, seat):
            return reasons.AFTER_7.format(call=call)
        if bid.call == "open_misere" and not self._available(bid, seat):
            return reasons.AFTER_8.format(call=call)
        if self._american and bid.tricks == 6 and not self._is_inkle_seat(seat):
            return reasons.INKLE_SEATS.format(callers=rules.inkle_seats)
        if self.high is not None:
            return reasons.NOT_HIGHER.format(bid=describe_bid(rules, self.high))
        return reasons.CALL_NOT_NOW

class SpadesAuction:
    """Spades bidding: one round from the dealer's left, every seat bids 1-13, nil or blind nil."""

    __slots__ = ("_legal", "bids", "calls", "done", "rules", "to_move")

    def __init__(self, rules: RuleSet, dealer: int) -> None:
        self.rules = rules
        self.to_move = (dealer + 1) % 4
        self.calls: list[tuple[int, Bid]] = []
        self.bids: list[Bid | None] = [None] * 4
        self.done = False
        calls = [c for c in SPADES_CALLS if c != "blind_nil" or rules.blind_nil]
        self._legal = [BIDS[c, False] for c in calls]

    def copy(self) -> SpadesAuction:
        new = SpadesAuction.__new__(SpadesAuction)
        new.rules = self.rules
        new.to_move = self.to_move
        new.calls = list(self.calls)
        new.bids = list(self.bids)
        new.done = self.done
        new._legal = self._legal
        return new

    def legal(self) -> list[Bid]:
        return self._legal

    def apply(self, seat: int, bid: Bid) -> None:
        if bid not in self._legal:
            raise IllegalAction(self.why_not(bid))
        self.calls.append((seat, bid))
        self.bids[seat] = bid
        if len(self.calls) == 4:
            self.done = True
        else:
            self.to_move = (seat + 1) % 4

    def why_not(self, bid: Bid) -> Phrase:
        if bid.call == "blind_nil":
            return reasons.NOT_PLAYED_HERE.format(call=term(self.rules, "blind_nil"))
        if bid.call == "pass" or bid.call == "0":
            return reasons.EVERYONE_BIDS
        return reasons.NOT_A_SPADES_BID.format(bid=str(bid))


def auction_contract(rules: RuleSet, auction: Auction | SpadesAuction) -> Contract | None:
    """The contract a finished auction makes; None when the hand is thrown in."""
    if isinstance(auction, SpadesAuction):
        return Contract("spades", None, None, 0, 0, 0)
    won = auction.winner
    if won is None:
        if rules.all_pass == "play_nt":
            return Contract("all_pass_nt", None, None, None, 0, 0)
        return None
    declarer, high = won
    if high.is_misere:
        return Contract(high.call, declarer, high, None, 0, misere_value(rules, high.call))
    trump = high.trump
    return Contract("nt" if trump == 4 else "suit", declarer, high, None if trump == 4 else trump,
                    high.tricks, numbered_value(high.call), high.sans_kitty)
