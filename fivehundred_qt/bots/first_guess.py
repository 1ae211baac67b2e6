"""The first guess of a whole trick count for the double-dummy search (``double_dummy.
TrickSolver``): the tricks the counted seats take when every seat plays the first move of the
search's own order (``move_order.py``: the leads as ranked, with no table entry or killer to
promote; the followers' likeliest card first), to the end of the hand.

``Questions.last_reached`` starts its questions at the guess: a guess one off costs a question
more than a right one (two), the table making the later ones cheaper.  On the benchmark's 500
deals this guess is right about as often as a playout of the rollout policy (a third to a half
of the deals), and costs far less: no board is copied and nothing is searched.
``_double_dummy.c`` (``_dd_guess.h``) makes the same guess.
"""

from __future__ import annotations

from .fastplay import CARD_BITS, NAME_SHIFT
from .move_order import MoveOrder, merged_moves


class FirstGuess(MoveOrder):
    """The first guess of ``TrickSolver`` (its base class): ``start`` is the search's start
    (seat to move, trick in progress, led suit, whether the hand is over)."""

    start: tuple[int, tuple[tuple[int, int], ...], int, bool]

    def first_guess(self) -> int:
        """The counted seats' tricks from the start when every seat plays the first move of
        the search's order; the search's position is left as it was."""
        seat, trick, led, done = self.start
        if done:
            return 0
        t = self.t
        hands = self.hands
        saved = hands[:], self.suits_led, self.broken
        live = 0
        for s in t.active:
            live |= hands[s]
        wkey, wseat = -1, -1
        for s, i in trick:
            live |= 1 << i
            if self.power[led][i] > wkey:
                wkey, wseat = self.power[led][i], s
        played = len(trick)
        won = 0
        while played or hands[seat]:
            if not played:
                live = 0
                for s in t.active:
                    live |= hands[s]
                move = self._lead_moves(seat, hands[seat], live)[0]
                card = move & CARD_BITS
                led = (move >> NAME_SHIFT) - 1 if move >> NAME_SHIFT else t.suit_of[card]
                hands[seat] ^= 1 << card
                wkey, wseat = self.power[led][card], seat
                seat, played = t.nxt[seat], 1
            power = self.power[led]
            while played < t.trick_size:
                moves = merged_moves(self._follows(hands[seat], led), live, t.suit_of)
                card = self._follow_order(moves, power, wkey, self.attackers[wseat] ==
                                          self.attackers[seat], seat, wseat, played, led)[0]
                hands[seat] ^= 1 << card
                if power[card] > wkey:
                    wkey, wseat = power[card], seat
                seat, played = t.nxt[seat], played + 1
            won += self.counted[wseat]
            self.suits_led |= 1 << led
            if wkey >= 1000 and t.spades:
                self.broken = True
            seat, played = wseat, 0
        hands[:], self.suits_led, self.broken = saved
        return won

    def _follows(self, hand: int, led: int) -> int:
        """The cards of ``hand`` that may be played to a trick led in ``led`` (as
        ``Board.follow_mask``)."""
        t = self.t
        follow = hand & t.smask[led]
        jokers = hand & t.jmask if t.free_jokers else 0
        if jokers:
            if follow:
                return follow | jokers if t.follow_anytime else follow
            return jokers if t.misere else hand
        return follow or hand
