"""Sure bounds of the tricks a side takes from a trick start, for the double-dummy search.

- **Sure tricks.**  Each of a hand's trumps (in no trumps, its jokers) goes to a different
  trick, which its side wins unless the other side plays a higher trump to it, and each trump
  of the other side goes to one trick: so of a hand's top *j* trumps at least *j* less the
  other side's trumps above the *j*-th win a trick for its side, whoever leads (the top trumps
  in one hand, all of them; A Q J opposite K, three; 9 5 4 against K, two).  Each side's
  best hand counts, the one side's as a lower bound and the other's as an upper one.  Master
  trumps split between two partners win a trick each as far as the longer hand's trumps reach
  (it plays a low trump under each of the other's: A Q x opposite K, three), and every trump of
  a side that holds all the trumps left (its longest hand's trumps win a trick each).  The other side
  wins a trick with the second trump and another beside it when it holds the third trump too
  (the top one takes only one of the two), or when it sits right after the top one's holder
  and is not on lead (the top one never plays after it but when it leads, having won a trick).
- **A later master** (as DDS's LaterTricks in no trumps).  With no trump left, the side not on
  lead that holds the master of some suit takes a trick, unless the leader's side can lead as
  many tricks as are left in the suits whose masters it holds.  To take every trick the leader's
  side must win each by leading a suit whose master it holds then (the other side plays its
  master to a trick of its suit and wins), and in a suit it can lead at most as many tricks as
  its longest holding: the hand that runs out last plays to every one of them.  The other
  side's masters it holds now it keeps until nothing else is left to throw (DDS has counted
  this way for years; ``tests/bots/test_later_tricks.py`` checks it against plain minimax).
- **Quick tricks.**  The seat to lead can cash its masters (cards above every other card of
  their suit still in play) keeping the lead: trumps first, which draw the opponents' trumps
  when it has at least as many; then side suits as long as every opponent who could ruff (in
  no trumps, play a joker) still follows.  Through a low card of a suit a partner holds the
  master of (and every opponent who could ruff follows to), the partner can cash its own; or,
  the leader holding the top cards of a suit and the partner the best of the rest (K x
  opposite A x), a low card to that one wins a trick and the partner cashes its own.  The
  leader's own masters first, then the partner's, when the partner can keep its masters (and
  its way in) while it plays to the leader's (as DDS adds the two); the leader's own, cashed
  without a trump while the opponents follow, and then its own or a partner's sure trumps (a
  partner keeps them while it has other cards to throw to the leader's tricks).  Or the
  leader leads a side suit a partner lacks and can ruff, everyone else following or unable to
  overruff: one trick, and the leader's own sure trumps besides (the ruff spends none of them,
  and each goes to another trick); or, everyone else following or holding no trump (and the
  side the two of them), the partner ruffs low, keeps the lead and cashes its own.

Each bound comes with the *ranks it rests on* (the lowest master cashed in each suit, the
highest trump of the others, ...): a position where those cards and all above have the same
owners (and every hand the same number of cards of each suit) has the same bound or a better
one (``double_dummy.py``, partition search).  Only sound where every seat plays for its side's
tricks and the hand is played to the end (not in a misère); elsewhere (a nil, a misère)
``misere_bounds.MisereBounds`` gives the bounds.
"""

from __future__ import annotations

from collections.abc import Iterable

from .fastplay import Table


class TrickBounds:
    """The bounds of ``TrickSolver`` (its base class): ``hands``, ``counted`` (the seats whose
    tricks count), ``trumps`` (the trumps' mask; the jokers' in no trumps), ``broken``
    (Spades) and ``normal`` (the bounds are sound) are the search's."""

    t: Table
    hands: list[int]
    counted: list[bool]
    trumps: int
    broken: bool
    normal: bool

    def _bounds(self, leader: int, left: int, live: int) -> tuple[int, int, int, int]:
        """Sure lower and upper bounds of the counted seats' tricks from a trick start, and the
        ranks each rests on."""
        if not self.normal:
            return 0, left, 0, 0
        # Of equal bounds the first is kept: those resting on fewer ranks first.
        lo, hi, lo_ranks, hi_ranks = self._sure_bounds(left, (
            self._side_trumps(live), self._pair_trumps(live), self._sure_trumps(live, True),
            self._sure_trumps(live, False)))
        holder, ranks = self._later_trump(live, leader)
        if holder >= 0:
            if self.counted[holder]:
                if not lo:
                    lo, lo_ranks = 1, ranks
            elif hi == left:
                hi, hi_ranks = left - 1, ranks
        ranks = self._later_master(leader, left, live)
        if ranks:
            if not self.counted[leader]:
                if not lo:
                    lo, lo_ranks = 1, ranks
            elif hi == left:
                hi, hi_ranks = left - 1, ranks
        quick, ranks = self._quick_tricks(leader, live)
        if self.counted[leader]:
            if quick > lo:
                lo, lo_ranks = quick, ranks
        elif left - quick < hi:
            hi, hi_ranks = left - quick, ranks
        return lo, hi, lo_ranks, hi_ranks

    def _sure_bounds(self, left: int, sure_tricks: Iterable[tuple[int, int, int]]
                     ) -> tuple[int, int, int, int]:
        """Lower and upper bounds of the counted seats' tricks (and the ranks each rests on)
        from sure tricks ``(holder, tricks, ranks)``: a counted holder's raise the lower bound,
        another's lower the upper one; of equal bounds the first is kept."""
        lo, hi, lo_ranks, hi_ranks = 0, left, 0, 0
        for holder, sure, ranks in sure_tricks:
            if not sure:
                continue
            if self.counted[holder]:
                if sure > lo:
                    lo, lo_ranks = sure, ranks
            elif left - sure < hi:
                hi, hi_ranks = left - sure, ranks
        return lo, hi, lo_ranks, hi_ranks

    def _sure_trumps(self, live: int, side: bool) -> tuple[int, int, int]:
        """``(seat, tricks, ranks)``: the hand of ``side`` (counted or not) whose trumps (free
        jokers in no trumps) surely win the most tricks for that side (``_trump_tricks``)."""
        trumps = live & self.trumps
        holder, most, ranks = -1, 0, 0
        if not trumps:
            return holder, most, ranks
        theirs = 0
        for s in self.t.active:
            if self.counted[s] != side:
                theirs |= self.hands[s] & trumps
        for s in self.t.active:
            if self.counted[s] == side:
                tricks, card, _ = self._trump_tricks(s, theirs)
                if tricks > most:
                    holder, most, ranks = s, tricks, card
        return holder, most, ranks

    def _trump_tricks(self, seat: int, theirs: int) -> tuple[int, int, int]:
        """``(tricks, ranks, above)``: the tricks ``seat``'s trumps surely win for its side
        against the other side's trumps ``theirs``.  Each of its trumps is played to a
        different trick, which its side wins unless the other side plays a higher trump to it,
        and each card of the other side is played to one trick: of its top *j* trumps, at
        least *j* less the ``above`` trumps of the other side above the *j*-th win a trick (the
        top trumps in one hand, all of them; A Q opposite K, two; 9 5 4 against K, two), the
        best *j* counted.  The ranks: that *j*-th trump (with the owners of the trumps above
        it, the count is the same)."""
        mine = self.hands[seat] & self.trumps
        most = ranks = beaten = count = 0
        while mine:
            card = _top(mine)
            mine ^= card
            count += 1
            above = (theirs >> card.bit_length()).bit_count()
            if count - above > most:
                most, ranks, beaten = count - above, card, above
        return most, ranks, beaten

    def _pair_trumps(self, live: int) -> tuple[int, int, int]:
        """``(seat, tricks, ranks)``: the master trumps (above every trump the others hold) of
        the top trump's holder and a partner, split between the two, win a trick each as far
        as the longer of the two hands' trumps reaches: of *m* such masters at least *m*
        (when the longer hand holds *m* trumps or more) or as many as it holds trumps.  The
        longer hand plays a low trump under each of the other's masters; the two fall
        together only when both must play a master, so after its low trumps are spent (A Q x
        opposite K: three; A Q opposite K: two, as a trump led brings the two together).  The
        ranks: the last trump counted.  Else ``(-1, 0, 0)`` (fewer than two)."""
        trumps = live & self.trumps
        if not trumps & (trumps - 1):
            return -1, 0, 0
        top = _top(trumps)
        first = next(s for s in self.t.active if self.hands[s] & top)
        held = (self.hands[first] & trumps).bit_count()
        most, ranks = 0, 0
        for partner in self.t.active:
            if partner == first or self.counted[partner] != self.counted[first]:
                continue
            pair = (self.hands[first] | self.hands[partner]) & trumps
            masters = (pair >> (trumps & ~pair).bit_length()).bit_count()
            tricks = min(masters, max(held, (self.hands[partner] & trumps).bit_count()))
            if tricks > most:
                most = tricks
        if most < 2:
            return -1, 0, 0
        for _ in range(most):
            ranks = _top(trumps)
            trumps ^= ranks
        return first, most, ranks

    def _side_trumps(self, live: int) -> tuple[int, int, int]:
        """``(seat, tricks, 0)`` when one side holds every trump left: each trump of its
        longest hand (``seat``) wins the trick it is played to.  It rests on no rank, only on
        the suit lengths every entry of a bucket shares.  Else ``(-1, 0, 0)``."""
        trumps = live & self.trumps
        side: bool | None = None
        holder, most = -1, 0
        for s in self.t.active:
            count = (self.hands[s] & trumps).bit_count()
            if not count:
                continue
            if side is None:
                side = self.counted[s]
            elif self.counted[s] != side:
                return -1, 0, 0
            if count > most:
                holder, most = s, count
        return holder, most, 0

    def _later_trump(self, live: int, leader: int) -> tuple[int, int]:
        """``(seat, ranks)``: a trump trick for the side without the top trump, whose ``seat``
        holds the second trump and another beside it, when that side holds the third trump
        too (the top one takes at most one of the two) or ``seat`` sits right after the top
        one's holder and is not on lead (the top one then never plays after it but when
        ``seat`` leads, after winning a trick).  The ranks: the third or the second trump.
        Else ``(-1, 0)``."""
        t = self.t
        trumps = live & self.trumps
        if t.trump < 0 or trumps.bit_count() < 2:
            return -1, 0
        top = _top(trumps)
        second = _top(trumps ^ top)
        third = _top(trumps ^ top ^ second)
        first = following = after = -1
        for s in t.active:
            if self.hands[s] & top:
                first = s
            if self.hands[s] & second:
                following = s
            if self.hands[s] & third:
                after = s
        if first < 0 or following < 0 or self.counted[first] == self.counted[following] or \
                (self.hands[following] & trumps).bit_count() < 2:
            return -1, 0
        if after >= 0 and self.counted[after] == self.counted[following]:
            return following, third
        if t.nxt[first] == following and leader != following:
            return following, second
        return -1, 0

    def _later_master(self, leader: int, left: int, live: int) -> int:
        """A later trick for the side not on lead when no trump is left: it holds the master
        of some suit, and the ``left`` tricks outnumber what the leader's side can lead in the
        suits whose masters it holds (in each, at most its longest holding).  That side's
        masters (the ranks it rests on), 0 when it does not apply."""
        t = self.t
        suited = t.smask[0] | t.smask[1] | t.smask[2] | t.smask[3]
        if live & self.trumps or live & ~suited:
            return 0
        side = self.counted[leader]
        tricks = theirs = 0
        for e in range(4):
            suit = live & t.smask[e]
            if not suit:
                continue
            top = _top(suit)
            ours = False
            most = 0
            for s in t.active:
                if self.counted[s] == side:
                    most = max(most, (self.hands[s] & suit).bit_count())
                    ours = ours or bool(self.hands[s] & top)
            if ours:
                tricks += most
            else:
                theirs |= top
        return theirs if tricks < left else 0

    def _quick_tricks(self, leader: int, live: int) -> tuple[int, int]:
        """Tricks the leader's side can cash from the top, and the ranks that rests on: the
        leader's own (``_cash``), or a partner's after the leader crosses to it (``_crossing``),
        the two added up where the partner can keep its masters meanwhile (``_crossed``); or
        the leader's own without a trump (it does not hold the top one) and then its own or a
        partner's sure trumps (``_trump_tricks``), which a partner keeps as long as it has
        other cards to play to the leader's tricks, and after that the other side's trumps
        above them can beat only those of them that are left; or a partner's ruff
        (``_partner_ruff``) and the leader's own sure trumps, or the partner's own cashed after
        a low ruff."""
        own, own_ranks = quick, ranks = self._cash(leader, live)
        t = self.t
        side = self.counted[leader]
        hands = self.hands
        ruffers = [hands[s] for s in t.active if self.counted[s] != side and hands[s] & self.trumps]
        if ruffers and t.free_jokers and t.follow_anytime:
            return quick, ranks
        theirs = 0
        for o in ruffers:
            theirs |= o & self.trumps
        # When the leader cashes no trump (it does not hold the top one), the opponents
        # follow to its tricks: it and each partner keep their sure trumps for later (a partner
        # throwing other cards to the leader's tricks while it can).
        kept = own > 0 and not hands[leader] & _top(live & self.trumps)
        drawn = bool(ruffers) and self._draws(leader, live)
        left = hands[leader].bit_count()
        for partner in t.active:
            if self.counted[partner] != side:
                continue
            if kept:
                extra, extra_ranks, above = self._trump_tricks(partner, theirs)
                more = min(own + extra, left - above)
                if more > quick:
                    quick, ranks = more, own_ranks | extra_ranks
            if partner == leader:
                continue
            more, more_ranks = self._crossings(leader, partner, own, own_ranks, live, ruffers)
            if more > quick:
                quick, ranks = more, more_ranks
            if drawn:
                more, more_ranks = self._crossings(leader, partner, own, own_ranks, live, [],
                                                   drawn=True)
                if more > quick:
                    quick, ranks = more, more_ranks
        ruffed = self._partner_ruff(leader)
        if ruffed is not None:
            ruffer, ruff, ruff_ranks = ruffed
            # The ruff spends none of the leader's trumps: its sure trumps win tricks besides.
            extra, extra_ranks, _ = self._trump_tricks(leader, theirs)
            if 1 + extra > quick:
                quick, ranks = 1 + extra, ruff_ranks | extra_ranks
            # Where every opponent follows or holds no trump and the side is the two of them,
            # the partner ruffs low, keeps the lead and cashes its own (the others' discards
            # only shorten their suits).
            if not ruff_ranks and sum(self.counted[s] == side for s in t.active) == 2:
                extra, extra_ranks = self._cash(ruffer, live, ruff)
                if 1 + extra > quick:
                    quick, ranks = 1 + extra, extra_ranks
        return quick, ranks

    def _crossing(self, leader: int, partner: int, e: int, live: int, ruffers: list[int]
                  ) -> tuple[int, bool, int] | None:
        """How the leader gives ``partner`` the lead in suit ``e``: ``(tricks, after_own,
        ranks)``, else None.  In a side suit every opponent who could ruff must follow; trumps
        the leader must be allowed to lead.  A low card to the partner's master: its first
        master (no trick more).  Or, the leader holding the top cards and the partner the best
        of the rest (K x opposite A x): a low card to that one, a trick more (resting on its
        rank); ``after_own``: still so after the leader has cashed its masters of the suit (the
        leader, the partner and, in a side suit, those opponents hold more cards of it than the
        leader's masters)."""
        t = self.t
        mask = t.smask[e]
        hand = self.hands[leader] & mask
        held = self.hands[partner] & mask
        if not hand or not held:
            return None
        following = ruffers if e != t.trump else []
        if not all(o & mask for o in following) or (
                e == t.trump and t.spades and not self.broken and self.hands[leader] & ~mask):
            return None
        suit = live & mask
        best = _top(held)
        if suit >> best.bit_length() == 0:
            return 0, True, 0
        masters = (hand >> best.bit_length()).bit_count()
        if _top(suit & ~hand) != best or hand.bit_count() == masters:
            return None
        after_own = held.bit_count() > masters and all((o & mask).bit_count() > masters
                                                       for o in following)
        return 1, after_own, best

    def _crossed(self, leader: int, own: int, own_ranks: int, cashed: tuple[int, int],
                 crossing: tuple[int, bool, int]) -> tuple[int, int]:
        """The partner's tricks after ``crossing`` (``_crossing``), its own ``cashed``
        (``_cash``), and the ranks they rest on; after as many of the leader's ``own`` quick
        tricks (trumps first) as the partner has other cards to play to (it follows below the
        leader's, or throws), resting on the ranks of both.  The opponents who could ruff follow
        to every trick the leader cashes, so they still follow to the crossing and the
        partner's.  Not with free jokers: a joker led names any suit, and the partner may have
        to follow with a card it keeps."""
        extra, after_own, cross_ranks = crossing
        more, more_ranks = cashed[0] + extra, cashed[1] | cross_ranks
        if not own or not after_own or self.t.free_jokers:
            return more, more_ranks
        return min(own + more, self.hands[leader].bit_count()), own_ranks | more_ranks

    def _draws(self, leader: int, live: int) -> bool:
        """Whether the leader's master trumps, cashed from the top, draw every trump the
        opponents hold (in a trump contract, without free jokers)."""
        t = self.t
        hand = self.hands[leader]
        mine = hand & self.trumps
        if t.trump < 0 or t.free_jokers or not mine or not self._may_lead_trumps(hand):
            return False
        quick = self._from_the_top(leader, mine, live & self.trumps)[0]
        side = self.counted[leader]
        return all((self.hands[s] & self.trumps).bit_count() <= quick
                   for s in t.active if self.counted[s] != side)

    def _crossings(self, leader: int, partner: int, own: int, own_ranks: int, live: int,
                   ruffers: list[int], drawn: bool = False) -> tuple[int, int]:
        """The most the leader's ``own`` quick tricks and ``partner``'s own cashed after a
        crossing to it (``_crossing``: a suit ``ruffers`` do not stop) come to, and the ranks
        that rests on (``_crossed``); ``(0, 0)`` for none.  ``drawn``: where the leader's own
        (trumps first) draw the opponents' trumps (``_draws``), so that no opponent is left to
        ruff the partner's cashes, and only crossings the partner keeps while it plays to the
        leader's tricks."""
        best = (0, 0)
        cashed: tuple[int, int] | None = None
        for e in range(4):
            crossing = self._crossing(leader, partner, e, live, ruffers)
            if crossing is None or (drawn and not crossing[1]):
                continue
            if cashed is None:
                cashed = self._cash(partner, live, drawn=drawn)
            more = self._crossed(leader, own, own_ranks, cashed, crossing)
            if more[0] > best[0]:
                best = more
        return best

    def _may_lead_trumps(self, hand: int) -> bool:
        """Whether a hand may lead its trumps (in Spades, once broken or holding nothing else)."""
        t = self.t
        return (t.trump >= 0 and (not t.spades or self.broken or not hand & ~self.trumps)) or (
            t.free_jokers and t.lead_mode == "any_suit")

    def _partner_ruff(self, leader: int) -> tuple[int, int, int] | None:
        """A trick the leader's side takes by a partner's ruff: the leader leads a side suit a
        partner lacks and holds trumps in, and every opponent follows to it, holds no trump or
        holds only trumps below the partner's highest.  ``(partner, trump, ranks)``: the trump
        it ruffs with and the ranks that rests on (its highest trump when an opponent's trumps
        were compared to it; else none, and it ruffs with its lowest), else None."""
        t = self.t
        if t.trump < 0:
            return None
        hands = self.hands
        hand = hands[leader]
        side = self.counted[leader]
        for partner in t.active:
            top = _top(hands[partner] & self.trumps)
            if partner == leader or self.counted[partner] != side or not top:
                continue
            for e in range(4):
                mask = t.smask[e]
                if e == t.trump or not hand & mask or hands[partner] & mask:
                    continue
                compared = False
                for o in t.active:
                    theirs = hands[o] & self.trumps
                    if self.counted[o] == side or hands[o] & mask or not theirs:
                        continue
                    compared = True
                    if _top(theirs) > top:
                        break
                else:
                    if compared:
                        return partner, top, top
                    trumps = hands[partner] & self.trumps
                    return partner, trumps & -trumps, 0
        return None

    def _cash(self, leader: int, live: int, spent: int = 0, drawn: bool = False
              ) -> tuple[int, int]:
        """Tricks the leader can cash from the top, keeping the lead, and the ranks that rests
        on (``_from_the_top``): its trumps while it may lead them, which draw the others'
        trumps when it has at least as many; then each side suit, as many times as every
        opponent who could still ruff (or, in no trumps, play a joker) follows to it.  Its
        cards ``spent`` are played already; ``drawn``: the opponents' trumps are drawn
        already (by a partner's, ``_crossings``)."""
        t = self.t
        hands = self.hands
        hand = hands[leader] & ~spent
        trumps = self.trumps
        side = self.counted[leader]
        quick = ranks = 0
        ruffers = []
        if trumps:
            mine = hand & trumps
            if mine and self._may_lead_trumps(hand):
                quick, ranks = self._from_the_top(leader, mine, live & trumps)
            ruffers = [hands[s] for s in t.active if self.counted[s] != side and hands[s] & trumps]
            if t.trump >= 0 and (drawn or all((o & trumps).bit_count() <= quick for o in ruffers)):
                ruffers = []  # drawn by the leader's master trumps
        anytime = t.free_jokers and t.follow_anytime
        for e in range(4):
            if e == t.trump:
                continue
            mask = t.smask[e]
            mine = hand & mask
            if not mine:
                continue
            masters, rank = self._from_the_top(leader, mine, live & mask)
            for o in ruffers:
                masters = 0 if anytime else min(masters, (o & mask).bit_count())
            if masters:
                quick += masters
                ranks |= rank
        return quick, ranks

    def _from_the_top(self, leader: int, mine: int, suit: int) -> tuple[int, int]:
        """The tricks the leader takes leading a suit it holds ``mine`` of (``suit``: all its
        cards in play) from the top while the others follow, and the rank that rests on: one
        for each of its masters (its cards above every other one); every card it holds when no
        other hand holds more cards of the suit than it has masters (as DDS counts long cards),
        as the others have none left then.  The rank: its lowest master (0 for none)."""
        above = (suit & ~mine).bit_length()
        masters = mine >> above << above
        count = masters.bit_count()
        if not count:
            return 0, 0
        longest = max(((self.hands[s] & suit).bit_count() for s in self.t.active if s != leader),
                      default=0)
        return (mine.bit_count() if longest <= count else count), masters & -masters


def _top(mask: int) -> int:
    """The highest card of ``mask`` (0 for none)."""
    return 1 << (mask.bit_length() - 1) if mask else 0
