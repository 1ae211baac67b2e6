"""The simple rollout policy (``simple_move``), and the parts every rollout policy shares: how a
seat follows suit, how a misère contractor or nil bidder ducks (``LOSER``) and misère defenders
try to make it win (``HUNTER``), what cards may be led.

It plays as a player who sees only its own hand and counts the cards played: it wins cheaply
when it can (in third or second hand with a card nothing still out in the suit beats), else
throws its cheapest card; it leads masters, draws trumps on the contract side with the top
trump, else leads the lowest card of its longest plain suit.  The search levels pick their
rollout policy (``Level.rollouts``): this one, or the player-like one of ``rollout.py``, which
builds on these parts.  The solver's first guesses (``solver.py``) play this one.

(Policies that look at the other hands too were tried for the rollouts: they made the search
play worse, as they defend perfectly against cards no one can see.)
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.cards import JOKER_SUIT
from .fastplay import HUNTER, LOSER, NORMAL, Board, Table

Discard = Callable[[Board, int], int]
"""The card a ``NORMAL`` seat throws from the legal cards ``legal`` when out of the suit led and
unable to beat the trick's winner."""
NormalLead = Callable[[Board, int, int, int], int]
"""The card a ``NORMAL`` seat leads: ``(board, seat, hand, lead)``, ``lead`` the cards of
``hand`` it would rather lead (no free joker while it holds another card, no unbroken spade)."""


def lowest(t: Table, mask: int) -> int:
    """The cheapest card of ``mask`` to throw away: plain low cards first, trumps, jokers."""
    low_key = t.low_key
    best = -1
    best_key = 1 << 30
    while mask:
        b = mask & -mask
        i = b.bit_length() - 1
        mask ^= b
        k = low_key[i]
        if k < best_key:
            best, best_key = i, k
    return best


def highest(t: Table, mask: int) -> int:
    """The dearest card of ``mask`` (the reverse of ``lowest``)."""
    low_key = t.low_key
    best = -1
    best_key = -1
    while mask:
        b = mask & -mask
        i = b.bit_length() - 1
        mask ^= b
        k = low_key[i]
        if k > best_key:
            best, best_key = i, k
    return best


def cheapest(b: Board, legal: int) -> int:
    """The simple policy's discard: the cheapest card."""
    return lowest(b.t, legal)


def simple_move(b: Board) -> int:
    """The move of the seat to move in ``b`` (see the module text)."""
    if b.trick:
        return follow_move(b, cheapest)
    return lead_move(b, _simple_lead)


def follow_move(b: Board, discard: Discard) -> int:
    """The card the seat to move plays to the trick in progress; ``discard`` chooses it when
    the seat is out of the suit led and cannot beat the trick's winner."""
    t = b.t
    seat = b.to_move
    hand = b.hands[seat]
    legal = b.follow_mask(hand)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    wseat, widx = b.current_winner()
    beat = b.beaters(legal, widx)
    role = t.role[seat]
    last = len(b.trick) == t.trick_size - 1
    if role == NORMAL:
        if t.team[wseat] == t.team[seat]:
            return lowest(t, legal & ~beat or legal)
        if beat:
            if not last:
                # Third hand high: the cheapest card no card still out in its suit beats.
                suit = beat & t.smask[b.led]
                if suit:
                    others = b.inhand & t.smask[b.led] & ~hand
                    masters = suit & ~((1 << others.bit_length()) - 1)
                    if masters:
                        return (masters & -masters).bit_length() - 1
            return lowest(t, beat)
        if not legal & t.smask[b.led]:
            return discard(b, legal)
        return lowest(t, legal)
    if role == LOSER:
        safe = legal & ~beat
        if safe:
            return highest(t, safe)
        return highest(t, beat) if last else lowest(t, beat)
    # HUNTER: keep the misère contractor winning, or leave it room to win.
    loser_played = False
    for s, _ in b.trick:
        if t.role[s] == LOSER:
            loser_played = True
            break
    if loser_played:
        if t.role[wseat] == LOSER:
            safe = legal & ~beat
            if safe:
                return highest(t, safe)
            return lowest(t, legal)
        return highest(t, legal)
    if legal & t.smask[b.led]:
        return lowest(t, legal)
    # Void: throw a high card that does not take the trick (a trump would, in Spades) and
    # keep the low ones to lead.
    safe = legal & ~beat
    return highest(t, safe) if safe else lowest(t, legal)


def lead_move(b: Board, normal_lead: NormalLead) -> int:
    """The card the seat to move leads; ``normal_lead`` chooses it for a ``NORMAL`` seat."""
    t = b.t
    seat = b.to_move
    hand = b.hands[seat]
    lead = hand
    if t.spades and not b.broken:
        plain = hand & ~t.smask[0]
        if plain:
            lead = plain
    if t.free_jokers and hand & t.jmask:
        others = hand & ~t.jmask
        if not others:
            return b.legal()[0]
        lead = others
    role = t.role[seat]
    if role == LOSER:
        return _lose_lead(b, seat, lead)
    if role == HUNTER:
        return _hunt_lead(b, lead)
    return normal_lead(b, seat, hand, lead)


def _simple_lead(b: Board, seat: int, hand: int, lead: int) -> int:
    t = b.t
    trump = t.trump
    # Draw trumps with the top trump when on the contract side and the others hold trumps.
    if trump >= 0 and lead & t.trump_mask and not t.spades and t.team[seat] == 1:
        tm = t.trump_mask
        if b.inhand & tm & ~hand:
            top_bit = 1 << ((b.inhand & tm).bit_length() - 1)
            if top_bit & lead:
                return top_bit.bit_length() - 1
    master = master_lead(b, lead, trump)
    return master if master >= 0 else plain_lead(b, lead, trump, 0)


def master_lead(b: Board, lead: int, trump: int) -> int:
    """A master of ``lead`` in a plain suit others still hold (-1: none)."""
    t = b.t
    inhand = b.inhand
    for s in range(4):
        if s == trump:
            continue
        live = inhand & t.smask[s]
        if live & lead:
            top_bit = 1 << (live.bit_length() - 1)
            if top_bit & lead and live & ~lead:
                return top_bit.bit_length() - 1
    return -1


def plain_lead(b: Board, lead: int, trump: int, avoid: int) -> int:
    """The lowest card of the longest plain suit of ``lead``, keeping off the suits of
    ``avoid`` (bit per suit) while it holds another."""
    t = b.t
    best_suit = -1
    best_key = -1
    for s in range(4):
        if s == trump:
            continue
        m = lead & t.smask[s]
        if m:
            key = m.bit_count() + (0 if avoid >> s & 1 else 100)
            if key > best_key:
                best_suit, best_key = s, key
    if best_suit >= 0:
        m = lead & t.smask[best_suit]
        return (m & -m).bit_length() - 1
    return lowest(t, lead)


def _lose_lead(b: Board, seat: int, lead: int) -> int:
    """Lead the lowest card of a suit where another seat must play above it, else the
    card with the most cards above it in other hands."""
    t = b.t
    hands = b.hands
    others = [hands[s] for s in t.active if s != seat and t.role[s] != LOSER]
    best = -1
    best_key = -1 << 30
    for e in range(5):
        mine = lead & t.smask[e]
        if not mine or e == JOKER_SUIT:
            continue
        low = mine & -mine
        m = low.bit_length() - 1
        below = low - 1
        above = t.smask[e] & ~(below | low)
        forced = 0
        higher = 0
        for h in others:
            suit = h & t.smask[e]
            if suit and not suit & below:
                forced = 1
            higher += (h & above).bit_count()
        key = forced * 1000 + higher * 10 - t.power[m]
        if key > best_key:
            best, best_key = m, key
    return best if best >= 0 else lowest(t, lead)


def _hunt_lead(b: Board, lead: int) -> int:
    """Lead under the misère contractor's lowest card in a suit it holds."""
    t = b.t
    target = 0
    for s in t.declarer_hands:
        target |= b.hands[s]
    best = -1
    best_key = -1 << 30
    for e in range(4):
        mine = lead & t.smask[e]
        theirs = target & t.smask[e]
        if not mine or not theirs:
            continue
        m = (mine & -mine).bit_length() - 1
        lmin = (theirs & -theirs).bit_length() - 1
        key = (1000 if m < lmin else 0) + 10 * theirs.bit_count() - t.power[m]
        if key > best_key:
            best, best_key = m, key
    return best if best >= 0 else lowest(t, lead)
