"""A cut in the trick in progress, for the double-dummy search (after DDS's quick trick of the
second hand, counted further).

Before the last card of a trick, the side that can still bring the highest card to it (each
seat to play its highest card of the suit led, or when void its highest trump; the card winning
so far counts for its side) takes the trick, as nothing the other side plays beats that card,
and after it the sure trumps of one of its hands (``TrickBounds._trump_tricks``: of the hand's
top *j* trumps at least *j* less the other side's trumps above the *j*-th win, each in a trick
of its own): as many as they count now when the hand need not play a trump to this trick (it
has already played, or can follow with a card of a side suit, or throw one), one fewer when it
must, or wins the trick with a trump (a hand that loses one trump keeps at least its count less
one).  The other side's trumps played to this trick only help.  Or, where the other side holds
no trump, the quick tricks of the hand that wins the trick, on lead after it (as DDS counts in
no trumps): the cards the other side plays to this trick leave the winners' masters higher and
their long cards longer; a partner yet to play follows (so the winners' cards of the suit led
are not counted) or may throw any card (then the winning hand's own alone count).  Counting
them where the other side holds a trump cost more time than the positions it saved.
So the side takes at least one trick more than those from here, and the other side at most as
many fewer; when that settles the question the rest of the trick is not searched.

The answer rests on the deciding card (the owners of its suit's cards above it fix who can
beat it) and on the counted hand's *j*-th trump, or those the quick tricks rest on.
Only sound where every seat plays for its side's tricks to the end (``normal``).
"""

from __future__ import annotations

from .misere_bounds import MisereBounds
from .move_order import MoveOrder


class TrickInProgress(MisereBounds, MoveOrder):
    """The cut in the trick in progress of ``TrickSolver`` (its base class), with its bounds
    and its move order's ``_later_power``."""

    ranks: int

    def _decided(self, seat: int, played: int, led: int, wkey: int, wseat: int, legal: int,
                 need: int) -> bool | None:
        """The answer when the trick in progress, which the side that can bring the highest card
        to it takes, and what that side surely takes after it settle the question: ``seat`` to
        play the ``played + 1``-th card (not the last) of a trick led in ``led``, won so far by
        ``wseat`` with a card worth ``wkey``; ``legal``: its legal cards.  Sets ``self.ranks``;
        None (and ``self.ranks`` untouched) when it does not settle."""
        t = self.t
        power = self.power[led]
        side = self.counted[seat]
        mine = self._later_power(seat, played, led, True)
        theirs = self._later_power(seat, played, led, False)
        best = _top(legal & self.trumps) or _top(legal & t.smask[led])
        if best and power[best.bit_length() - 1] > mine:
            mine = power[best.bit_length() - 1]
        if self.counted[wseat] == side:
            mine = max(mine, wkey)
        else:
            theirs = max(theirs, wkey)
        winners = side if mine > theirs else not side
        card = 1 << max(mine, theirs) % 1000
        # The tricks after this one the winners must surely take to settle the question.
        wanted = need - 1 if winners else self.hands[seat].bit_count() - need
        ranks = 0
        if wanted > 0:
            later, ranks = self._kept_trumps(seat, played, led, winners, card, wanted)
            if later < wanted and not self._holds_trumps(not winners):
                later, ranks = self._quick_after(seat, played, led, winners, wseat, card)
            if later < wanted:
                return None
        self.ranks = card | ranks
        return winners

    def _kept_trumps(self, seat: int, played: int, led: int, side: bool, card: int, wanted: int
                     ) -> tuple[int, int]:
        """``(tricks, ranks)``: the sure trumps (``_trump_tricks``) one hand of ``side`` keeps
        for the tricks after this one, where it wins this one with ``card``: a hand yet to play
        to it loses one when it must play a trump (it wins with ``card``, a trump, or holds
        nothing else it may play).  Hands with fewer than ``wanted`` trumps are not counted.
        The ranks: that hand's *j*-th trump."""
        t = self.t
        trumps = self.trumps
        theirs = 0
        for s in t.active:
            if self.counted[s] != side:
                theirs |= self.hands[s] & trumps
        yet = self._yet_to_play(seat, played)
        most = ranks = 0
        for s in t.active:
            hand = self.hands[s]
            if self.counted[s] != side or (hand & trumps).bit_count() < wanted:
                continue
            tricks, rank, _ = self._trump_tricks(s, theirs)
            if not tricks:
                continue
            if s in yet:
                follow = hand & t.smask[led]
                if hand & card & trumps or not (follow or hand) & ~trumps:
                    tricks -= 1
            if tricks > most:
                most, ranks = tricks, rank
        return most, ranks

    def _quick_after(self, seat: int, played: int, led: int, side: bool, wseat: int, card: int
                      ) -> tuple[int, int]:
        """``(tricks, ranks)``: where the other side holds no trump, the quick tricks
        (``_quick_tricks``) of the hand of ``side`` that wins this trick with ``card`` (its
        holder; ``wseat`` when it was played), on lead after it.  The cards the other side plays
        to this trick only leave ``side``'s masters higher and its long cards longer.  A partner
        yet to play follows to the suit led (so ``side``'s cards of that suit are left out), or
        may throw any card (so the winner's own alone count, ``_cash``).  The ranks: as the quick
        tricks'."""
        t = self.t
        hands = self.hands
        winner = wseat
        for s in t.active:
            if hands[s] & card:
                winner = s
        strip = False
        partners = True
        for s in self._yet_to_play(seat, played):
            if self.counted[s] == side and s != winner:
                if hands[s] & t.smask[led]:
                    strip = True
                else:
                    partners = False
        saved = hands[:]
        hands[winner] &= ~card
        if strip:
            for s in t.active:
                if self.counted[s] == side:
                    hands[s] &= ~t.smask[led]
        live = 0
        for s in t.active:
            live |= hands[s]
        try:
            return self._quick_tricks(winner, live) if partners else self._cash(winner, live)
        finally:
            hands[:] = saved

    def _holds_trumps(self, side: bool) -> bool:
        """Whether a hand of ``side`` (counted or not) holds a trump (in no trumps, a joker)."""
        return any(self.hands[s] & self.trumps for s in self.t.active if self.counted[s] == side)

    def _yet_to_play(self, seat: int, played: int) -> set[int]:
        """``seat`` and the seats after it in a trick it plays the ``played + 1``-th card of."""
        yet = set()
        other = seat
        for _ in range(played, self.t.trick_size):
            yet.add(other)
            other = self.t.nxt[other]
        return yet


def _top(mask: int) -> int:
    """The highest card of ``mask`` (0 for none)."""
    return 1 << (mask.bit_length() - 1) if mask else 0
