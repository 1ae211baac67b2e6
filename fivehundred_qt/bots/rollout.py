"""The rollout policy of the search players: the card a seat plays in a rollout (``policy_move``),
thousands of hands a decision, so cheap.

It plays as a player who sees only its own hand and remembers the play: the cards still out
(``Board.inhand`` less its own), which suit each seat has led and where each has shown out
(``Board.leads``, ``Board.voids``).  Policies that look at the other hands too were tried:
they made the search play worse, as they defend perfectly against cards no one can see.

In 500, leading (``_lead``):

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

Following, a seat wins cheaply when it can (in second or third hand with a card nothing still
out in the suit beats), else plays its cheapest card; out of the suit led, in 500, it keeps its
masters and its longest suit.  A misère contractor or nil bidder
ducks (``LOSER``), misère defenders try to make it win (``HUNTER``).
"""

from __future__ import annotations

from ..core.cards import JOKER_SUIT
from .fastplay import HUNTER, LOSER, NORMAL, Board, Table


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


def policy_move(b: Board) -> int:
    """The move of the seat to move in ``b`` (see the module text)."""
    t = b.t
    seat = b.to_move
    hand = b.hands[seat]
    if not b.trick:
        return _lead(b, seat, hand)
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
        if not t.spades and not legal & t.smask[b.led]:
            return _discard(b, legal)
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


def _lead(b: Board, seat: int, hand: int) -> int:
    t = b.t
    lead = hand
    if t.spades and not b.broken:
        plain = hand & ~t.smask[0]
        if plain:
            lead = plain
    jokers = 0
    if t.free_jokers and hand & t.jmask:
        others = hand & ~t.jmask
        if not others:
            return b.legal()[0]
        jokers = hand & t.jmask
        lead = others
    role = t.role[seat]
    if role == LOSER:
        return _lose_lead(b, seat, lead)
    if role == HUNTER:
        return _hunt_lead(b, lead)
    if t.spades:
        master = _master(b, lead, 0)
        return master if master >= 0 else _plain_lead(b, seat, lead, 0)
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
    master = _master(b, lead, trump)
    if master >= 0:
        return master
    if not declaring:
        move = _defend(b, seat, lead, trumps_out)
        if move >= 0:
            return move
    elif jokers and _stopped(b, lead):
        # No trumps: the free joker keeps the lead, naming the longest suit, when it is not
        # needed to stop a suit the leader is out of.
        names = b.lead_names(hand)
        if names:
            suit = max(names, key=lambda s: (lead & t.smask[s]).bit_count())
            return b.named((jokers & -jokers).bit_length() - 1, suit)
    return _plain_lead(b, seat, lead, trump)


def _stopped(b: Board, lead: int) -> bool:
    """Whether ``lead`` holds a card of every plain suit the other hands still hold."""
    t = b.t
    out = b.inhand & ~lead
    for s in range(4):
        if out & t.smask[s] and not lead & t.smask[s]:
            return False
    return True


def _master(b: Board, lead: int, trump: int) -> int:
    """A master of a plain suit others still hold (-1: none)."""
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


def _plain_lead(b: Board, seat: int, lead: int, trump: int) -> int:
    """The lowest card of the longest plain suit, keeping off the other side's suits (a suit
    it led; in a trump contract, one it showed out of)."""
    t = b.t
    avoid = 0
    if not t.spades:
        shown = b.leads | b.voids if trump >= 0 else b.leads
        for shift in t.foes[seat]:
            avoid |= shown >> shift
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


def play_out(b: Board, stop: int = 0) -> None:
    """Play ``b`` with the policy (in place) to the end of the hand, or with ``stop`` to the
    first trick start with at most ``stop`` tricks left (for an exact solve of the rest)."""
    while not b.done:
        if stop and not b.trick and b.hands[b.to_move].bit_count() <= stop:
            return
        b.play(policy_move(b))
