"""Fast trick play for the search players: the play phase of 500 and Spades on bitmasks.

The core's ``GameState`` is the one source of truth, but it is built for clarity and checking;
a search plays hundreds of thousands of cards a decision.  Here a contract becomes a ``Table``
(the static part) and a position a ``Board`` (the mutable part):

- every card of the deck gets an *index* ordered by (effective suit, power) under the contract,
  so each effective suit is a contiguous run of bits, its lowest bit its lowest card and its
  highest bit its highest card (bowers, nominated jokers and suitless jokers included);
- a hand is an ``int`` bitmask of indexes; following suit is ``hand & suit_mask[led]``;
- a move is an ``int``: the card's index, plus ``(suit + 1) << 7`` when a suitless joker leads
  and names a suit.

Every rule of the play phase is here exactly as in ``core/state.py`` (docs/rules.md: "Playing a
misère contract", "The joker", "Play", "Spades: play"): joker
follow and lead rules, the misère obligation to play a suitless joker, the early stop of a failed
misère, ``both_hands``, the inactive partners of an ``own_hand`` misère, 2-6 players, Spades'
broken spades.  ``tests/bots/test_search.py`` plays random games through both and checks the
legal moves, every trick's winner and the tricks per seat agree.

A board also remembers which suit each seat has led and where each has shown out, for the
player-like rollout policy (``rollout.py``).  A board plays out a hand by a rollout policy given
it (``Board.rollout``; the simple one is ``simple_rollout.py``); the exact end-of-hand solver is
``solver.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..core import Card, Contract, GameState, Play, RuleSet, deck_for
from ..core.actions import play as core_play
from ..core.cards import BLACK_JOKER_CODE, CARD_CODES, JOKER_SUIT
from ..core.order import tables
from ..core.view import SeatView, joker_suits

NAME_SHIFT = 7
CARD_BITS = (1 << NAME_SHIFT) - 1

NORMAL, LOSER, HUNTER = 0, 1, 2
"""Rollout roles: play to win tricks; play to lose every trick (misère contractor, nil bidder);
play to make a misère contractor win a trick."""

SEAT_BITS = 5
"""``Board.leads`` and ``Board.voids`` hold one bit per seat and effective suit:
``seat * SEAT_BITS + suit``."""


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, low to high."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def contract_groups(rules: RuleSet, contract: Contract, partners: Sequence[int]
                    ) -> tuple[tuple[int, ...], tuple[int, ...], frozenset[int]]:
    """``(active seats, contract seats, declarer hands)`` as the core computes them at the start
    of play (``GameState._start_play``)."""
    n = rules.players
    if rules.is_spades or contract.declarer is None:
        return tuple(range(n)), (), frozenset()
    declarer = contract.declarer
    sides = rules.sides
    team = next(side for side in sides if declarer in side)
    if contract.is_misere:
        mates = tuple(s for s in team if s != declarer)
        if rules.nullo_play == "both_hands" and mates:
            return tuple(range(n)), tuple(team), frozenset(team)
        return tuple(s for s in range(n) if s not in mates), (declarer,), frozenset((declarer,))
    if rules.teams == "called":
        return tuple(range(n)), tuple(sorted((declarer, *partners))), frozenset()
    return tuple(range(n)), tuple(team), frozenset()


class Table:
    """The static part of a hand's play: card indexes, suits, seats, roles."""

    __slots__ = (
        "active", "code_of", "contract", "contract_seats", "declarer_hands", "foes", "follow_anytime",
        "free_jokers", "idx_of", "jmask", "lead_mode", "low_key", "mates", "misere", "n", "nxt",
        "power", "role", "rules", "side_of", "smask", "spades", "suit_of", "team", "trick_size",
        "trump", "trump_mask",
    )

    def __init__(self, rules: RuleSet, contract: Contract,
                 nominated: Mapping[Card, int | None] | None = None,
                 partners: Sequence[int] = (), nil_seats: Sequence[int] = (),
                 hunt_nil: bool = False) -> None:
        """``hunt_nil``: the other side of the ``nil_seats`` plays to make them win a trick (as
        misère defenders do) instead of for its own tricks; for testing a nil bid."""
        self.rules = rules
        self.contract = contract
        n = self.n = rules.players
        spades = self.spades = rules.is_spades
        eff: Sequence[int]
        pw: Sequence[int]
        if spades:
            eff, pw = tables(0, False)
            self.trump = 0
        else:
            eff, pw = tables(contract.trump, True)
            self.trump = -1 if contract.trump is None else contract.trump
            if nominated:
                eff_l, pw_l = list(eff), list(pw)
                for joker, suit in nominated.items():
                    if suit is not None:
                        eff_l[joker] = suit
                        pw_l[joker] = 31 + (1 if joker == BLACK_JOKER_CODE else 0)
                eff, pw = eff_l, pw_l
        deck = deck_for(rules.players, rules.kitty_size, spades=spades)
        order = sorted(deck, key=lambda c: (eff[c], pw[c]))
        self.code_of: tuple[Card, ...] = tuple(order)
        idx_of = [-1] * CARD_CODES
        for i, c in enumerate(order):
            idx_of[c] = i
        self.idx_of = idx_of
        self.suit_of = [eff[c] for c in order]
        self.power = [pw[c] for c in order]
        smask = [0] * 5
        for i, c in enumerate(order):
            smask[eff[c]] |= 1 << i
        self.smask = smask
        self.jmask = smask[JOKER_SUIT]
        self.trump_mask = smask[self.trump] if self.trump >= 0 else 0
        self.free_jokers = not spades and contract.trump is None
        self.misere = contract.is_misere
        self.follow_anytime = rules.joker_follow == "anytime"
        self.lead_mode = rules.joker_lead
        # Cheapness of a card when throwing one away: plain low cards first, trumps, then jokers.
        low_key = []
        for c in order:
            e = eff[c]
            low_key.append(pw[c] + (100 if e == self.trump else 0) + (300 if e == JOKER_SUIT else 0))
        self.low_key = low_key
        active, contract_seats, declarer_hands = contract_groups(rules, contract, partners)
        self.active = active
        self.contract_seats = contract_seats
        self.declarer_hands = declarer_hands
        nxt = [0] * n
        for i, s in enumerate(active):
            nxt[s] = active[(i + 1) % len(active)]
        self.nxt = nxt
        self.trick_size = len(active)
        side_of = list(rules.side_of)
        self.side_of = side_of
        # Teams for cooperation in play: the contract's seats against the rest in 500.
        if spades or contract.declarer is None:
            self.team = list(side_of)
        else:
            group = declarer_hands if contract.is_misere else frozenset(contract_seats)
            self.team = [1 if s in group else 0 for s in range(n)]
        role = [NORMAL] * n
        if contract.is_misere:
            for s in range(n):
                role[s] = LOSER if s in declarer_hands else HUNTER
        for s in nil_seats:
            role[s] = LOSER
            if hunt_nil:
                for o in range(n):
                    if side_of[o] != side_of[s]:
                        role[o] = HUNTER
        self.role = role
        # Per seat, the shifts of ``Board.leads``/``voids`` of its partners and of the others.
        self.mates = [tuple(o * SEAT_BITS for o in active if o != s and self.team[o] == self.team[s])
                      for s in range(n)]
        self.foes = [tuple(o * SEAT_BITS for o in active if self.team[o] != self.team[s])
                     for s in range(n)]

    # ------------------------------------------------------------------ conversions
    def move_of(self, action: Play) -> int:
        move = self.idx_of[action.card]
        if action.lead_suit is not None:
            move |= (action.lead_suit + 1) << NAME_SHIFT
        return move

    def play_of(self, move: int) -> Play:
        name = move >> NAME_SHIFT
        return core_play(self.code_of[move & CARD_BITS], name - 1 if name else None)

    def mask_of(self, cards: Sequence[Card]) -> int:
        idx_of = self.idx_of
        m = 0
        for c in cards:
            m |= 1 << idx_of[c]
        return m

    def cards_of(self, mask: int) -> list[Card]:
        code_of = self.code_of
        return [code_of[i] for i in bits(mask)]


class Board:
    """A position of the play phase (all hands known): apply moves, list legal moves."""

    __slots__ = ("broken", "done", "hands", "inhand", "leads", "led", "suits_led", "t", "to_move",
                 "trick", "voids", "winners", "won")

    def __init__(self, table: Table, hands: Sequence[int], to_move: int,
                 trick: Sequence[tuple[int, int]] = (), led: int = -1, suits_led: int = 0,
                 broken: bool = False, won: Sequence[int] | None = None,
                 history: tuple[int, int] = (0, 0)) -> None:
        """``history``: ``(leads, voids)``, the suits each seat led and showed out of before
        (bit ``seat * SEAT_BITS + suit``; ``history_of``)."""
        self.t = table
        self.hands = list(hands)
        self.to_move = to_move
        self.trick = list(trick)
        self.led = led if trick else -1
        self.suits_led = suits_led
        self.broken = broken
        self.won = list(won) if won is not None else [0] * table.n
        self.done = False
        self.winners: list[int] | None = None
        self.leads, self.voids = history
        inhand = 0
        for s in table.active:
            inhand |= hands[s]
        self.inhand = inhand

    def copy(self) -> Board:
        b = Board.__new__(Board)
        b.t = self.t
        b.hands = self.hands[:]
        b.to_move = self.to_move
        b.trick = self.trick[:]
        b.led = self.led
        b.suits_led = self.suits_led
        b.broken = self.broken
        b.won = self.won[:]
        b.done = self.done
        b.winners = None
        b.inhand = self.inhand
        b.leads = self.leads
        b.voids = self.voids
        return b

    @property
    def tricks_left(self) -> int:
        """Tricks still to finish, the one in progress included."""
        return 0 if self.done else self.hands[self.to_move].bit_count()

    # ----------------------------------------------------------------------- rules
    def lead_names(self, hand: int) -> list[int]:
        """The suits a free joker led from ``hand`` may name (none: it may not lead yet)."""
        mode = self.t.lead_mode
        last = hand & (hand - 1) == 0
        if mode == "any_suit":
            return [0, 1, 2, 3]
        if mode == "unled_suit":
            unled = [s for s in range(4) if not self.suits_led >> s & 1]
            return unled or ([0, 1, 2, 3] if last else [])
        return [0, 1, 2, 3] if last else []

    def legal(self) -> list[int]:
        """The legal moves of the seat to move (as in ``GameState._legal_plays``)."""
        t = self.t
        hand = self.hands[self.to_move]
        if self.trick:
            return bits(self.follow_mask(hand))
        if t.spades:
            if not self.broken:
                plain = hand & ~t.smask[0]
                if plain:
                    return bits(plain)
            return bits(hand)
        if t.free_jokers:
            free = hand & t.jmask
            if free:
                others = hand & ~free
                names = self.lead_names(hand)
                if not names and not others:
                    names = [s for s in range(4) if not self.suits_led >> s & 1] or [0, 1, 2, 3]
                return bits(others) + [self.named(j, s) for j in bits(free) for s in names]
        return bits(hand)

    def named(self, joker: int, suit: int) -> int:
        """The move of the free joker ``joker`` led naming ``suit``."""
        return joker | (suit + 1) << NAME_SHIFT

    def follow_mask(self, hand: int) -> int:
        """The cards of ``hand`` that may be played to the trick in progress: the led suit if
        held (a free joker too under ``joker_follow: anytime``), else anything, except that a
        misère player without the suit must play a free joker."""
        t = self.t
        follow = hand & t.smask[self.led]
        if t.free_jokers:
            jokers = hand & t.jmask
            if jokers:
                if follow:
                    return follow | jokers if t.follow_anytime else follow
                if t.misere:
                    return jokers
        return follow or hand

    def play(self, move: int) -> None:
        t = self.t
        seat = self.to_move
        idx = move & CARD_BITS
        bit = 1 << idx
        self.hands[seat] ^= bit
        self.inhand &= ~bit
        trick = self.trick
        if not trick:
            name = move >> NAME_SHIFT
            self.led = name - 1 if name else t.suit_of[idx]
            self.leads |= 1 << (seat * SEAT_BITS + self.led)
        trick.append((seat, idx))
        if len(trick) < t.trick_size:
            self.to_move = t.nxt[seat]
            return
        # The trick is complete.
        suit_of, led, trump = t.suit_of, self.led, t.trump
        best = -1
        winner = -1
        trumped = False
        for s, i in trick:
            e = suit_of[i]
            if e == JOKER_SUIT:
                k = 2000 + i
            elif e == trump:
                k = 1000 + i
                trumped = True
                if led != trump:
                    self.voids |= 1 << (s * SEAT_BITS + led)
            elif e == led:
                k = i
            else:
                self.voids |= 1 << (s * SEAT_BITS + led)
                continue
            if k > best:
                best, winner = k, s
        self.won[winner] += 1
        if self.winners is not None:
            self.winners.append(winner)
        self.suits_led |= 1 << led
        if trumped and t.spades:
            self.broken = True
        self.trick = []
        self.led = -1
        if (t.misere and winner in t.declarer_hands) or not self.hands[winner]:
            self.done = True
        self.to_move = winner

    def current_winner(self) -> tuple[int, int]:
        """``(seat, card index)`` winning the trick in progress so far."""
        t = self.t
        suit_of, led, trump = t.suit_of, self.led, t.trump
        best = -1
        seat = idx = -1
        for s, i in self.trick:
            e = suit_of[i]
            if e == JOKER_SUIT:
                k = 2000 + i
            elif e == trump:
                k = 1000 + i
            elif e == led:
                k = i
            else:
                continue
            if k > best:
                best, seat, idx = k, s, i
        return seat, idx

    def beaters(self, mask: int, widx: int) -> int:
        """The cards of ``mask`` that would beat ``widx``, the card winning the trick."""
        t = self.t
        above = ~((2 << widx) - 1)
        e = t.suit_of[widx]
        if e == JOKER_SUIT:
            return mask & t.jmask & above
        if e == t.trump:
            return mask & ((t.trump_mask & above) | t.jmask)
        return mask & ((t.smask[self.led] & above) | t.trump_mask | t.jmask)

    def rollout(self, policy: Policy, stop: int = 0) -> None:
        """Play by ``policy`` (in place) to the end of the hand, or with ``stop`` to the first
        trick start with at most ``stop`` tricks left (for an exact solve of the rest)."""
        while not self.done:
            if stop and not self.trick and self.hands[self.to_move].bit_count() <= stop:
                return
            self.play(policy(self))


Policy = Callable[[Board], int]
"""A rollout policy: the move of the seat to move (``simple_rollout.py``, ``rollout.py``)."""


# ---------------------------------------------------------------------- construction
def table_for_state(state: GameState) -> Table:
    assert state.contract is not None
    nil: tuple[int, ...] = ()
    if state.rules.is_spades:
        nil = tuple(s for s, b in state.auction.calls if b.call in ("nil", "blind_nil")) \
            if state.auction is not None else ()
    return Table(state.rules, state.contract, state.nominated, state.partners, nil)


def history_of(table: Table, tricks: Sequence[tuple[int, Sequence[tuple[int, Card]]]],
               leads: Sequence[int], trick: Sequence[tuple[int, Card]], led: int
               ) -> tuple[int, int]:
    """``Board``'s ``(leads, voids)`` after the finished ``tricks`` (each led in the suit of
    ``leads``) and the ``trick`` in progress (led in ``led``)."""
    led_bits = voids = 0
    suit_of, idx_of = table.suit_of, table.idx_of
    for (_, cards), suit in zip(tricks, leads, strict=True):
        led_bits |= 1 << (cards[0][0] * SEAT_BITS + suit)
        for seat, card in cards:
            e = suit_of[idx_of[card]]
            if e != suit and e != JOKER_SUIT:
                voids |= 1 << (seat * SEAT_BITS + suit)
    if trick:
        led_bits |= 1 << (trick[0][0] * SEAT_BITS + led)
    return led_bits, voids


def board_from_state(state: GameState, table: Table | None = None) -> Board:
    """The fast position of a core state in the play phase (every hand known)."""
    t = table or table_for_state(state)
    hands = [t.mask_of(h) for h in state.cards]
    trick = [(s, t.idx_of[c]) for s, c in state.trick]
    suits = sum(1 << s for s in range(4) if state.suits_led[s])
    return Board(t, hands, state.to_move, trick, state.led, suits, state.broken, state.won,
                 history_of(t, state.tricks, state.leads, state.trick, state.led))


def table_for_view(view: SeatView, nil_seats: Sequence[int] = ()) -> Table:
    assert view.contract is not None
    return Table(view.rules, view.contract, joker_suits(view), view.partners, nil_seats)


def board_from_view(view: SeatView, table: Table, hands: Sequence[Sequence[Card]]) -> Board:
    """The fast position of a view's play phase with every seat's cards given (a sampled world)."""
    trick = [(s, table.idx_of[c]) for s, c in view.trick]
    suits = sum(1 << s for s in range(4) if view.suits_led[s])
    led = view.led_suit if view.led_suit is not None else -1
    return Board(table, [table.mask_of(h) for h in hands], view.to_move, trick, led, suits,
                 view.spades_broken, view.won,
                 history_of(table, view.tricks, view.leads, view.trick, led))

