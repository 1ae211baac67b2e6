"""The player-like rollout policy (``player_move``), ``expert``'s (``Level.rollouts``), and the
policy each setting names (``POLICIES``).

It plays as a player who sees only its own hand and remembers the play: the cards still out
(``Board.inhand`` less its own), which suit each seat has led and where each has shown out
(``Board.leads``, ``Board.voids``).  It builds on the simple policy's parts
(``simple_rollout.py``: following suit, misère and nil play); in 500 it differs in this:

Leading (a ``NORMAL`` seat):

- the contract side draws trumps: with the highest trump in play when it holds it, else with
  its highest when it holds at least as many trumps as the other hands together;
- anyone cashes a master of a plain suit;
- the defenders run a suit the whole contract side has shown out of (no trumps, or none left
  outside the leader's hand), and return a suit partner led, as long as no opponent is void
  in it;
- in no trumps the contract side leads its free joker, naming its longest suit, rather than
  give the lead away, unless it is out of a suit the others hold (the joker stops it);
- else the lowest card of the longest plain suit, not one the other side has led (its long
  suit) nor, for the defenders in a trump contract, one the contract side can ruff.

Following, out of the suit led and unable to win the trick, it keeps its masters and its
longest suit.  In Spades it leads and plays as the simple policy does.
"""

from __future__ import annotations

from ..core.cards import JOKER_SUIT
from .fastplay import Board, Policy
from .levels import Rollouts
from .simple_rollout import follow_move, lead_move, master_lead, plain_lead, simple_move


def player_move(b: Board) -> int:
    """The move of the seat to move in ``b`` (see the module text)."""
    if b.t.spades:
        return simple_move(b)
    if b.trick:
        return follow_move(b, _discard)
    return lead_move(b, _lead)


POLICIES: dict[Rollouts, Policy] = {"simple": simple_move, "player": player_move}


def _discard(b: Board, legal: int) -> int:
    """A card thrown away when out of the suit led and not winning the trick: the cheapest,
    keeping masters and the longest suit (the tricks to come)."""
    t = b.t
    inhand = b.inhand
    best = -1
    best_key = 1 << 30
    longest = 0
    for s in range(4):
        n = (legal & t.smask[s]).bit_count()
        if n > longest:
            longest = n
    mask = legal
    while mask:
        low = mask & -mask
        mask ^= low
        i = low.bit_length() - 1
        e = t.suit_of[i]
        key = t.low_key[i]
        if e < JOKER_SUIT and e != t.trump:
            live = inhand & t.smask[e]
            if live >> (i + 1) == 0 and live & ~legal:
                key += 60  # a master
            elif (legal & t.smask[e]).bit_count() == longest:
                key += 30
        if key < best_key:
            best, best_key = i, key
    return best


def _lead(b: Board, seat: int, hand: int, lead: int) -> int:
    t = b.t
    inhand = b.inhand
    trump = t.trump
    declaring = t.team[seat] == 1
    tm = t.trump_mask
    trumps_out = inhand & tm & ~hand
    # The contract side draws trumps: with the top one, or with its highest when it holds as
    # many as all the other hands.
    if declaring and trumps_out and lead & tm:
        top_bit = 1 << ((inhand & tm).bit_length() - 1)
        if top_bit & lead:
            return top_bit.bit_length() - 1
        mine = lead & tm
        if mine.bit_count() >= trumps_out.bit_count():
            return mine.bit_length() - 1
    master = master_lead(b, lead, trump)
    if master >= 0:
        return master
    if not declaring:
        move = _defend(b, seat, lead, trumps_out)
        if move >= 0:
            return move
    elif hand & t.jmask and t.free_jokers and _stopped(b, lead):
        # No trumps: the free joker keeps the lead, naming the longest suit, when it is not
        # needed to stop a suit the leader is out of.
        names = b.lead_names(hand)
        if names:
            jokers = hand & t.jmask
            suit = max(names, key=lambda s: (lead & t.smask[s]).bit_count())
            return b.named((jokers & -jokers).bit_length() - 1, suit)
    # The lowest card of the longest plain suit, keeping off the other side's suits (a suit it
    # led; in a trump contract, one it showed out of).
    shown = b.leads | b.voids if trump >= 0 else b.leads
    avoid = 0
    for shift in t.foes[seat]:
        avoid |= shown >> shift
    return plain_lead(b, lead, trump, avoid)


def _stopped(b: Board, lead: int) -> bool:
    """Whether ``lead`` holds a card of every plain suit the other hands still hold."""
    t = b.t
    out = b.inhand & ~lead
    for s in range(4):
        if out & t.smask[s] and not lead & t.smask[s]:
            return False
    return True


def _defend(b: Board, seat: int, lead: int, trumps_out: int) -> int:
    """A defender's lead that works with partner: a suit the contract side cannot stop, else
    the suit partner led (-1: neither)."""
    t = b.t
    voids = b.voids
    every = 31
    some = 0
    for shift in t.foes[seat]:
        v = voids >> shift
        every &= v
        some |= v
    partner_suits = 0
    for shift in t.mates[seat]:
        partner_suits |= b.leads >> shift
    trump = t.trump
    running = every if trump < 0 or not trumps_out else 0
    best = -1
    for s in range(4):
        mine = lead & t.smask[s]
        if s == trump or not mine:
            continue
        if running >> s & 1:
            return mine.bit_length() - 1
        if partner_suits >> s & 1 and not some >> s & 1 and best < 0:
            # Back to partner's suit: the top of two, the lowest of more.
            best = mine.bit_length() - 1 if mine.bit_count() <= 2 else (mine & -mine).bit_length() - 1
    return best
