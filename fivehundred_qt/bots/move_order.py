"""The order in which the double-dummy search (``double_dummy.TrickSolver``) tries its moves: the
leads (in a trump contract first a side suit's master no opponent can ruff; then those a partner
takes or sets up: in a trump contract its ruffs, low cards to its top card, to its second card
under the leader's top or toward its tenace over an opponent's top, in no trumps with the
masters; in a trump contract master trumps while an opponent holds a trump; the rest; in a trump
contract the other masters; low cards under the leader's own master; suits the opponents hold
fewer cards of first), a suitless joker's names, and the followers' cards (low under a side's
sure winner, but a cheap winner of its own first where the partner could win only by ruffing;
else the cheapest card that beats all to come).  A good order finds the cut first; the answers do
not depend on it.  ``_double_dummy.c`` orders its moves the same way."""

from __future__ import annotations

from collections.abc import Sequence

from .fastplay import NAME_SHIFT, Table, bits


class MoveOrder:
    """The move order of ``TrickSolver`` (its base class): ``t``, ``hands``, ``attackers``,
    ``counted``, ``trumps``, ``broken``, ``suits_led``, ``power`` and ``normal`` are the
    search's."""

    t: Table
    hands: list[int]
    attackers: list[bool]
    counted: list[bool]
    trumps: int
    broken: bool
    suits_led: int
    power: list[list[int]]
    normal: bool

    def _lead_moves(self, seat: int, hand: int, live: int) -> list[int]:
        """The leads, merged and ordered as ``_lead_rank`` ranks them; then a suitless joker
        naming each suit it may."""
        t = self.t
        lead = hand
        if t.spades and not self.broken and hand & ~t.smask[0]:
            lead = hand & ~t.smask[0]
        names: list[int] = []
        if t.free_jokers and hand & t.jmask:
            lead = hand & ~t.jmask
            names = [j | (s + 1) << NAME_SHIFT for j in bits(hand & t.jmask)
                     for s in self._joker_names(hand)]
        moves = merged_moves(lead, live, t.suit_of)
        if len(moves) > 1 and self.normal:
            moves.sort(key=lambda card: self._lead_rank(seat, hand, live, card))
        moves += names
        return moves

    def _lead_rank(self, seat: int, hand: int, live: int, card: int) -> int:
        """A lead's place in the order: in a trump contract first a side suit's master no
        opponent can ruff (the trick is the leader's whatever the others play, and the
        position after it smaller); then the leads a partner takes or sets up (in a trump
        contract a side suit the partner can ruff; low cards of suits whose top card the
        partner holds, or whose second card it holds under the leader's top, or over the
        opponent holding the top, toward the partner's tenace), in no trumps together with
        the masters; in a trump contract master trumps while an opponent holds a trump
        (drawing trumps first was often the lead that failed); then the rest; in a trump
        contract the other masters, cashes (where cashing one was the lead that settled the
        question, the quick tricks mostly settled it without a search); low cards of suits
        whose top card the leader holds (giving up a trick its own master could take: the
        cash or another lead mostly does better); and last side suits an opponent can ruff;
        within each, suits the opponents hold fewer cards of first (fewer replies to search;
        an opponent void in the suit counts as holding one card more than the leader holds,
        as it may throw any card), then low cards first."""
        t = self.t
        smask = t.smask[t.suit_of[card]]
        suit = live & smask
        side = self.attackers[seat]
        void = hand.bit_count() + 1
        tie = card + 100 * sum((self.hands[s] & suit).bit_count() or void for s in t.active
                               if self.attackers[s] != side)
        side_suit = t.trump >= 0 and not smask & self.trumps
        partners = 20000 if t.trump >= 0 else 0  # a lead the partner takes or sets up
        if not (suit & ~hand) >> card:  # a master
            if t.trump >= 0 and not side_suit and any(
                    self.hands[s] & self.trumps for s in t.active if self.attackers[s] != side):
                return 30000 + tie  # drawing an opponent's trump
            if side_suit and not any(self.hands[s] & self.trumps and not self.hands[s] & suit
                                     for s in t.active if self.attackers[s] != side):
                return 5000 + tie  # a cash no opponent can ruff
            return 45000 + tie if t.trump >= 0 else tie  # in a trump contract, a cash
        if side_suit:
            partner_ruffs = False
            for s in t.active:
                other = self.hands[s]
                if s != seat and not other & suit and other & self.trumps:
                    if self.attackers[s] != side:
                        return 70000 + tie
                    partner_ruffs = True
            if partner_ruffs:
                return partners + tie
        top = 1 << (suit.bit_length() - 1)
        for s in t.active:
            if self.hands[s] & top:
                partners_top = self.attackers[s] == side and s != seat
                if partners_top or self._second_after(seat, s, suit, top):
                    return partners + tie
                return (50000 if s == seat else 40000) + tie
        return 40000 + tie

    def _second_after(self, seat: int, holder: int, suit: int, top: int) -> bool:
        """Whether a partner of ``seat`` playing after ``holder`` (who holds ``top``, the top
        card of ``suit``) in a trick ``seat`` leads holds the suit's second card: any partner
        when ``holder`` is ``seat``, else one holding another card of the suit too, so that
        the second card stays over the opponent's top (a lead toward the partner's tenace,
        which DDS weights up)."""
        t = self.t
        second = 1 << ((suit & ~top).bit_length() - 1)
        side = self.attackers[seat]
        other = t.nxt[holder]
        while other != seat:
            theirs = self.hands[other]
            if (self.attackers[other] == side and theirs & second
                    and (holder == seat or (theirs & suit).bit_count() > 1)):
                return True
            other = t.nxt[other]
        return False

    def _joker_names(self, hand: int) -> list[int]:
        """The suits a suitless joker may name when led (``Board.legal``)."""
        t = self.t
        unled = [s for s in range(4) if not self.suits_led >> s & 1]
        last = hand & (hand - 1) == 0
        if t.lead_mode == "any_suit":
            return [0, 1, 2, 3]
        if t.lead_mode == "unled_suit":
            names = unled or ([0, 1, 2, 3] if last else [])
        else:
            names = [0, 1, 2, 3] if last else []
        if not names and not hand & ~t.jmask:
            return unled or [0, 1, 2, 3]
        return names

    def _follow_order(self, moves: list[int], power: list[int], wkey: int, friendly: bool,
                      seat: int, wseat: int, played: int, led: int) -> list[int]:
        """Likeliest first.  For tricks: before the last seat as ``_early_order`` orders; in
        the last seat a cheap card under a partner's winner, else the cheapest card that wins,
        then the cheapest throw.  In a misère the contractor's side throws its highest card
        that does not win, the others play low unless the contractor is winning."""
        if len(moves) <= 1:
            return moves
        if self.normal and played + 1 < self.t.trick_size:
            return self._early_order(moves, power, wkey, seat, wseat, played, led)
        beat = [c for c in moves if power[c] > wkey]
        under = [c for c in moves if power[c] <= wkey]
        if self.normal:
            under.sort(key=self.t.low_key.__getitem__)
            beat.sort(key=power.__getitem__)
            return under + beat if friendly else beat + under
        if self.counted[seat] != self.attackers[seat] or self.counted[wseat]:
            under.reverse()
            return under + beat
        return moves

    def _early_order(self, moves: list[int], power: list[int], wkey: int, seat: int, wseat: int,
                     played: int, led: int) -> list[int]:
        """A follower's moves before the last seat, where every seat plays for its side's
        tricks (DDS's weights, simplified): low when its side wins the trick anyway (its card
        winning already beats all the others can play, or a partner after it can beat them),
        except that when the partner could win only by ruffing, the cheapest card that beats
        all the others can play and not the partner's comes first (it wins the trick and
        spares the partner's trump; not a ruff of its own where a partner after it, void in
        the suit led, holds fewer trumps: the shorter trumps ruff); else the cheapest card
        that beats all the others can play, then the other cards that win so far (highest
        first), then the cheapest throws."""
        others = self._later_power(seat, played, led, False)
        mates = self._later_power(seat, played, led, True)
        top = max(wkey, others)
        low_key = self.t.low_key
        winning = self.attackers[wseat] == self.attackers[seat] and wkey > others
        if winning or mates > top:
            low = sorted(moves, key=low_key.__getitem__)
            if not winning and mates // 1000 != wkey // 1000:
                covers = [c for c in low if top < power[c] < mates]
                if covers:
                    cover = min(covers, key=power.__getitem__)
                    if power[cover] // 1000 == wkey // 1000 or not self._shorter_ruffer(
                            seat, played, led):
                        low.remove(cover)
                        low.insert(0, cover)
            return low
        sure = sorted((c for c in moves if power[c] > top), key=power.__getitem__)
        beat = sorted((c for c in moves if top >= power[c] > wkey), key=power.__getitem__,
                      reverse=True)
        under = sorted((c for c in moves if power[c] <= wkey), key=low_key.__getitem__)
        return sure + beat + under

    def _shorter_ruffer(self, seat: int, played: int, led: int) -> bool:
        """Whether a partner after ``seat`` in this trick, void in the suit led, holds fewer
        trumps (at least one) than ``seat``."""
        t = self.t
        mine = (self.hands[seat] & self.trumps).bit_count()
        other = seat
        for _ in range(played + 1, t.trick_size):
            other = t.nxt[other]
            hand = self.hands[other]
            if (self.attackers[other] == self.attackers[seat] and not hand & t.smask[led]
                    and 0 < (hand & self.trumps).bit_count() < mine):
                return True
        return False

    def _later_power(self, seat: int, played: int, led: int, mates: bool) -> int:
        """The most a seat after ``seat`` in this trick, on ``seat``'s side (``mates``) or the
        other, can play to it: its highest card of the suit led, or when void in it its
        highest trump (in no trumps, free joker); -1 for none."""
        t = self.t
        power = self.power[led]
        suit = t.smask[led]
        side = self.attackers[seat]
        most = -1
        other = seat
        for _ in range(played + 1, t.trick_size):
            other = t.nxt[other]
            if (self.attackers[other] == side) != mates:
                continue
            theirs = self.hands[other]
            can = theirs & suit
            if can:
                most = max(most, power[can.bit_length() - 1])
            if not can or (t.free_jokers and t.follow_anytime):
                can = theirs & self.trumps
                if can:
                    most = max(most, power[can.bit_length() - 1])
        return most


def merged_moves(legal: int, live: int, suit_of: Sequence[int]) -> list[int]:
    """The cards of ``legal``, one per run of cards of one suit with no other ``live`` card
    between them (they give the same outcome): the lowest of each run."""
    out = []
    prev = -10
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if prev < 0 or suit_of[prev] != suit_of[card] or live & (low - (2 << prev)):
            out.append(card)
        prev = card
    return out
