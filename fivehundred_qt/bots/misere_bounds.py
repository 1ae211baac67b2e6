"""Sure bounds of the counted seats' tricks where they play against taking them: a Spades nil
(can the other side make the nil bidder take a trick, its partner helping it not to?) and a
500 misère (the contractor's opponents hunting it).  The double-dummy search
(``double_dummy.TrickSolver``) asks for these when its seats do not all play for their own
side's tricks (``normal`` false), where the bounds of ``quick_tricks.py`` are unsound: they
assume the side on lead cashes its tricks.

- **Sure trumps, whoever plays how.**  Each of a hand's trumps (in no trumps, its free
  jokers) goes to a different trick, which a counted seat wins unless a seat not counted plays
  a higher trump to it, and each of those beats at most one: so of a counted hand's top *j*
  trumps at least *j* less every other seat's trumps above the *j*-th win a counted trick,
  though the counted seat and its partner try to lose them (the nil bidder holding the ace of
  spades takes a trick).  The same of the others' trumps bounds the counted tricks from above,
  and a group (counted or not) holding every trump left wins a trick with each of its longest
  hand's.  None of this depends on who plays for what (``TrickBounds._sure_trumps``,
  ``_side_trumps``).
- **A forced follow.**  An attacker on lead (one who wants the counted seats to win) leads
  its lowest card of a suit that a counted seat holds only above it; every other attacker can
  play under that seat's lowest card (a lower card of the suit, or a throw that cannot win);
  and every other seat not counted (the nil bidder's partner) cannot beat it (no card of the
  suit above it, no trump or free joker it may play).  The counted seats win that trick.  It
  rests on that lowest card (with the owners of the suit's cards above it and the hands'
  suit lengths, which every position of a table bucket shares, the same follows are forced).

In a misère the hand ends at the contractor's first trick, so the counted seats (the
contractor's hands) take at most one: a lower bound counts one at most there.  Where the
counted seats are the hunters of a misère no bound is given.  ``_dd_misere.h`` is the same in
C; ``tests/bots/test_misere_bounds.py`` checks both bounds against plain minimax.
"""

from __future__ import annotations

from .quick_tricks import TrickBounds


class MisereBounds(TrickBounds):
    """``TrickBounds`` with the bounds of the positions where the counted seats play against
    taking tricks (``normal`` false), where ``TrickBounds`` gives none."""

    attackers: list[bool]
    ends_hand: list[bool]

    def _bounds(self, leader: int, left: int, live: int) -> tuple[int, int, int, int]:
        if self.normal:
            return super()._bounds(leader, left, live)
        return misere_bounds(self, leader, left, live)


def misere_bounds(b: MisereBounds, leader: int, left: int, live: int
                  ) -> tuple[int, int, int, int]:
    """Sure lower and upper bounds of the counted seats' tricks from a trick start where not
    every seat plays for its side's tricks, and the ranks each rests on."""
    t = b.t
    if t.misere and not all(b.ends_hand[s] for s in t.active if b.counted[s]):
        return 0, left, 0, 0
    lo, hi, lo_ranks, hi_ranks = b._sure_bounds(left, (
        b._side_trumps(live), b._sure_trumps(live, True), b._sure_trumps(live, False)))
    if not lo:
        forced = forced_follow(b, leader)
        if forced:
            lo, lo_ranks = 1, forced
    if t.misere:
        lo = min(lo, 1)
    return lo, hi, lo_ranks, hi_ranks


def forced_follow(b: MisereBounds, leader: int) -> int:
    """The lowest card of a suit a counted seat must win a trick with when the ``leader`` (an
    attacker, not counted) leads its lowest card of that suit and every other seat not
    counted plays under it (``_under``): the first such suit and seat; 0 for none."""
    t = b.t
    if not b.attackers[leader] or b.counted[leader]:
        return 0
    hands = b.hands
    for e in range(4):
        mask = t.smask[e]
        if not hands[leader] & mask or (
                t.spades and e == t.trump and not b.broken and hands[leader] & ~mask):
            continue
        for c in t.active:
            held = hands[c] & mask
            if not b.counted[c] or not held:
                continue
            low = held & -held
            if all(_under(b, s, e, low) for s in t.active if not b.counted[s]):
                return low
    return 0


def _under(b: MisereBounds, seat: int, e: int, card: int) -> bool:
    """Whether ``seat`` (not counted) plays under ``card`` to a trick led in suit ``e``: an
    attacker can (a lower card of the suit; void in it, a card that cannot win and that it may
    play); any other seat must (no card of the suit above it, nor a free joker it may play
    beside them; void in it, no trump or free joker)."""
    t = b.t
    hand = b.hands[seat]
    held = hand & t.smask[e]
    jokers = hand & t.jmask if t.free_jokers else 0
    if b.attackers[seat]:
        if held:
            return bool(held & (card - 1))
        if jokers and t.misere:
            return False  # a misère player without the suit must play its joker
        return bool(hand & ~b.trumps)
    if held:
        return held < card and not (jokers and t.follow_anytime)
    return not hand & b.trumps
