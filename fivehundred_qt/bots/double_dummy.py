"""The double-dummy trick search: can one group of seats make another take a number of tricks?

``TrickSolver`` answers "can the attackers make the counted seats take at least ``need`` of
the remaining tricks?" (every card known) by a yes/no alpha-beta search over the cards, as
bridge double-dummy solvers do:

- **Partition search.**  The answer of a trick start is kept in a table whose buckets are the
  seat to lead and how many cards of each suit every hand holds; within a bucket an entry
  fixes only the owners of the cards its answer rested on (in each suit, the cards from the
  top down to the lowest whose rank decided a trick, or a bound), so one answer serves every
  position that differs in the small cards only.  The answers are bounds of the counted
  seats' tricks from the position on (not counting the tricks taken before), so one table
  serves every ``need`` asked of one position.
- **Quick and sure tricks** (``quick_tricks.py``) bound a trick start before it is searched.
- **The trick in progress** (``trick_in_progress.py``): before its last card, the side that can
  bring the highest card takes it; with what that side surely takes after it, that often
  settles the question without searching the rest of the trick.
- **The last trick** is worked out, not searched (``_last_trick``, as DDS's ``Evaluate``).
- **Moves.**  Cards of one hand with no other card between them still in play are one move;
  the last lead that cut at a trick start with as many cards in hand is tried first (the
  killer move, as DDS's ``bestMove``), then the order's first lead, the lead that cut before
  the killer, the table's last deciding lead, then the rest of the order (masters, low cards
  to a partner's master, ...); followers try a cheap card under a partner's winner, else a
  card that wins.  Once a card was searched without a cut, the cards of its suit below
  every rank the answers so far rest on give the same answer and are left out
  (``_note_small``, as DDS does).

The search keeps its own copy of the hands and carries the trick in progress down as its led
suit and the card winning it, with the rules of ``fastplay.Board`` (``tests/bots/
test_solver.py`` holds it to plain minimax over ``Board``).

**Compiled.**  ``_double_dummy.c`` is the same search in C, 20 to 50 times faster, with the
same answers and the same node counts; ``trick_search.py`` chooses between the two.  This
``TrickSolver`` stays the reference.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..core.cards import JOKER_SUIT
from .fastplay import CARD_BITS, NAME_SHIFT, Board, Table
from .first_guess import FirstGuess
from .move_order import merged_moves
from .trick_in_progress import TrickInProgress

SLOT = 3
"""Bits for a card's owner in a suit's owner code."""
FIELD = 16 * SLOT
"""Bits for a suit in a position's owner code."""
MAX_SEEN = 10_000
"""Trick starts whose bucket and owner code are remembered (then forgotten all at once): few
enough for the compiled search's to stay in the processor's cache (30% faster on whole Spades
deals than 300,000; the table itself keeps every answer)."""
EVERY_CARD = 1 << 10
"""Above every card index: ``_note_small``'s mark that no card of a suit matters."""
UNSTORED = ((5, 2), (99, 1))
"""``(tricks, unstored)``: trick starts with at most ``unstored`` tricks left are searched
without the table (cheaper) in a solve of at most ``tricks`` tricks."""


class SolveBudgetExceeded(Exception):
    """A solve visited more positions than its ``node_limit``."""


class Entry:
    """What the table knows of the positions matching one pattern (the owners of the top
    cards of some suits): bounds of the counted seats' tricks, the lead that last decided
    and ``pins``, the suits the pattern fixes with how many top cards of each."""

    __slots__ = ("best", "hi", "lo", "pins")

    def __init__(self, pins: tuple[tuple[int, int], ...]) -> None:
        self.pins = pins
        self.lo = 0
        self.hi = 99
        self.best = -1


Bucket = dict[int, dict[int, Entry]]
"""The table entries of positions with the same seat to lead and suit lengths in every hand:
by the mask of the owner fields an entry fixes, then by their value."""


class Questions:
    """Yes/no questions about one position (``at_least``), and the largest need reached."""

    def at_least(self, need: int) -> bool:
        """Whether the attackers can make the counted seats take ``need`` more tricks."""
        raise NotImplementedError

    def first_guess(self) -> int:
        """A guess of the counted seats' tricks from the start, for ``last_reached``
        (``first_guess.FirstGuess``)."""
        raise NotImplementedError

    def tricks_completed(self) -> int:
        """Tricks the search has played to their last card so far: what DDS counts as its
        nodes (``benchmarks/bench_solver.py`` compares the two)."""
        raise NotImplementedError

    def last_reached(self, needs: Sequence[int], guess: int | None = None) -> int | None:
        """The largest of ``needs`` (ascending) the attackers can reach, None if none: by
        bisection, or with a ``guess`` one step at a time from the need nearest it (a good
        guess costs two questions; the table makes the later ones cheaper)."""
        if guess is None:
            lo, hi = 0, len(needs)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if self.at_least(needs[mid - 1]):
                    lo = mid
                else:
                    hi = mid - 1
            return needs[lo - 1] if lo else None
        i = min(range(len(needs)), key=lambda j: abs(needs[j] - guess))
        if not self.at_least(needs[i]):
            while i > 0:
                i -= 1
                if self.at_least(needs[i]):
                    return needs[i]
            return None
        while i + 1 < len(needs) and self.at_least(needs[i + 1]):
            i += 1
        return needs[i]


class TrickSolver(TrickInProgress, FirstGuess, Questions):
    """Yes/no questions about one position: can the ``attackers`` make the ``counted`` seats
    take at least ``need`` of the remaining tricks?  (In a misère the attackers are the
    contractor's opponents and the counted seat the contractor.)  The table is kept between
    questions.  ``node_limit`` and ``counter`` as for ``solver.solve``.  The Python search: the
    reference for the compiled one (``trick_search.trick_solver``)."""

    def __init__(self, board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                 node_limit: int = 0, counter: list[int] | None = None) -> None:
        t = self.t = board.t
        self.counted = [bool(c) for c in counted]
        self.attackers = [bool(a) for a in attackers]
        self.counter = counter if counter is not None else [0]
        self.node_limit = node_limit + self.counter[0] if node_limit else math.inf
        self.table: dict[tuple[int, ...], Bucket] = {}
        self.seen: dict[tuple[int, ...], tuple[Bucket, int, tuple[tuple[int, ...], ...]]] = {}
        self.bounded: set[tuple[int, ...]] = set()
        self.ranks = 0
        self.killers = [[-1, -1] for _ in range(len(t.suit_of) + 1)]
        self.completed = 0
        self.position: tuple[Bucket | None, int, int, int] = (None, 0, 0, -1)
        self.hands = board.hands[:]
        self.suits_led = board.suits_led
        self.broken = board.broken
        self.start = (board.to_move, tuple(board.trick), board.led, board.done)
        # Every seat plays for its side's tricks, to the end of the hand: the quick and sure
        # trick bounds are sound and the move order is the one for winning tricks.
        self.normal = not t.misere and self.counted == self.attackers
        self.trumps = t.trump_mask if t.trump >= 0 else (t.jmask if t.free_jokers else 0)
        self.power = trick_power(t)
        self.suits = [m for m in t.smask if m]
        self.ends_hand = [t.misere and s in t.declarer_hands for s in range(t.n)]
        self.names_matter = t.free_jokers and t.lead_mode != "any_suit"
        self.unstored = next(u for tricks, u in UNSTORED if board.tricks_left <= tricks)

    def at_least(self, need: int) -> bool:
        """Whether the attackers can make the counted seats take ``need`` more tricks."""
        seat, trick, led, done = self.start
        if done or not trick:
            return need <= 0 if done else self._lead(seat, need)
        live = 0
        for s in self.t.active:
            live |= self.hands[s]
        power = self.power[led]
        wkey, wseat, played = -1, -1, 0
        for s, i in trick:
            played |= 1 << i
            if power[i] > wkey:
                wkey, wseat = power[i], s
        ranked = sum(power[i] // 1000 == wkey // 1000 for _, i in trick if power[i] >= 0) > 1
        return self._follow(seat, len(trick), led, wkey, wseat, ranked, live | played, need)

    def tricks_completed(self) -> int:
        return self.completed

    # ------------------------------------------------------------------ search
    def _settled(self, seat: int, need: int) -> bool | None:
        """The answer at a trick start when it is known without searching: too few or too
        many tricks needed, a table entry, the quick and sure trick bounds.  Else None, and
        ``self.position`` holds what the search of it needs."""
        self.ranks = 0
        if need <= 0:
            return True
        hands = self.hands
        left = hands[seat].bit_count()
        if need > left:
            return False
        self.counter[0] += 1
        if self.counter[0] > self.node_limit:
            raise SolveBudgetExceeded
        t = self.t
        live = 0
        for s in t.active:
            live |= hands[s]
        if left <= self.unstored:
            self.position = (None, 0, live, -1)
            return None
        extra = self.suits_led * 2 if self.names_matter and live & t.jmask else 0
        if self.broken:
            extra += 1
        exact = (seat, extra, *hands)
        position = self.seen.get(exact)
        if position is None:
            if len(self.seen) >= MAX_SEEN:
                self.seen.clear()
                self.bounded.clear()
            position = self.seen[exact] = self._position(seat, extra)
        bucket, owners, tops = position
        best = -1
        for mask, entries in bucket.items():
            entry = entries.get(owners & mask)
            if entry is not None:
                if need <= entry.lo or need > entry.hi:
                    self.ranks = _pinned(entry.pins, tops)
                    return need <= entry.lo
                if best < 0:
                    best = entry.best
        if exact not in self.bounded:
            # First search of this position: its quick and sure trick bounds, kept as table
            # entries (they rest on few ranks, so they serve many positions).
            self.bounded.add(exact)
            lo, hi, lo_ranks, hi_ranks = self._bounds(seat, left, live)
            if lo:
                self._store(bucket, owners, live, lo_ranks, lo, True, best)
            if hi < left:
                self._store(bucket, owners, live, hi_ranks, hi + 1, False, best)
            if need <= lo or need > hi:
                self.ranks = lo_ranks if need <= lo else hi_ranks
                return need <= lo
        self.position = (bucket, owners, live, best)
        return None

    def _lead(self, seat: int, need: int) -> bool:
        """A trick start, ``seat`` to lead.  Sets ``self.ranks``, as every search step does:
        the cards whose ranks the answer rests on (see ``_store``)."""
        known = self._settled(seat, need)
        if known is not None:
            return known
        t = self.t
        hands = self.hands
        hand = hands[seat]
        if not hand & (hand - 1):
            return self._last_trick(seat, need)
        bucket, owners, live, best = self.position
        attacking = self.attackers[seat]
        found = not attacking
        follower = t.nxt[seat]
        suit_of = t.suit_of
        ranks = 0
        small = [0] * 5
        moves = self._lead_moves(seat, hand, live)
        left = hand.bit_count()
        # The last lead that cut with as many cards in hand, the order's first, the lead that
        # cut before the last, the table's lead, then the rest of the order.
        killers = self.killers[left]
        if len(moves) > 1:
            for first in (best, killers[1], moves[0], killers[0]):
                if first in moves[1:]:
                    moves.remove(first)
                    moves.insert(0, first)
        for move in moves:
            card = move & CARD_BITS
            name = move >> NAME_SHIFT
            if not name and card < small[suit_of[card]]:
                continue
            led = name - 1 if name else suit_of[card]
            hands[seat] = hand ^ (1 << card)
            result = self._follow(follower, 1, led, self.power[led][card], seat, False, live,
                                  need)
            hands[seat] = hand
            if result is attacking:
                found = attacking
                best = move
                ranks = self.ranks
                if killers[0] != move:
                    killers[:] = move, killers[0]
                break
            ranks |= self.ranks
            if not name:
                self._note_small(small, card, ranks)
        else:
            ranks = self._whole_runs(ranks, hand, live, moves)
        if bucket is not None:
            self._store(bucket, owners, live, ranks, need, found, best)
        self.ranks = ranks
        return found

    def _last_trick(self, seat: int, need: int) -> bool:
        """The last trick, ``seat`` to lead: every hand holds one card, so the trick is not
        searched but worked out (as DDS's ``Evaluate``; nor counted as a trick completed, as
        DDS does not).  The answer rests on the winning card when it beat another of its kind
        by rank (as ``_next_trick``'s)."""
        t = self.t
        hands = self.hands
        card = hands[seat].bit_length() - 1
        suit = t.suit_of[card]
        power = self.power[suit if suit < 4 else 0]  # a joker led wins whatever it names
        wkey, wseat, ranked = power[card], seat, False
        other = seat
        for _ in range(t.trick_size - 1):
            other = t.nxt[other]
            key = power[hands[other].bit_length() - 1]
            if key > wkey:
                wkey, wseat, ranked = key, other, key // 1000 == wkey // 1000
            elif key >= 0 and key // 1000 == wkey // 1000:
                ranked = True
        self.ranks = 1 << wkey % 1000 if ranked else 0
        return need <= self.counted[wseat]

    def _follow(self, seat: int, played: int, led: int, wkey: int, wseat: int, ranked: bool,
                live: int, need: int) -> bool:
        """``seat`` to play the ``played + 1``-th card to a trick led in ``led``, won so far by
        ``wseat`` with a card worth ``wkey`` (``ranked``: that beat or beats another card of
        its kind by rank); ``live``: the cards of the trick and the hands."""
        self.counter[0] += 1
        if self.counter[0] > self.node_limit:
            raise SolveBudgetExceeded
        t = self.t
        hands = self.hands
        hand = hands[seat]
        legal = self._follows(hand, led)
        power = self.power[led]
        attacking = self.attackers[seat]
        last = played + 1 == t.trick_size
        if self.normal and not last:
            decided = self._decided(seat, played, led, wkey, wseat, legal, need)
            if decided is not None:
                return decided
        if legal & (legal - 1):
            moves = self._follow_order(merged_moves(legal, live, t.suit_of), power, wkey,
                                       self.attackers[wseat] == attacking, seat, wseat, played,
                                       led)
        else:
            moves = [legal.bit_length() - 1]
        nxt = t.nxt[seat]
        kind = wkey // 1000
        # Per card: who wins the trick so far, with what, and whether by rank.
        plays = []
        for card in moves:
            key = power[card]
            if key > wkey:
                plays.append((card, seat, key, key // 1000 == kind))
            else:
                plays.append((card, wseat, wkey, ranked or (key >= 0 and key // 1000 == kind)))
        ranks = 0
        small = [0] * 5
        suit_of = t.suit_of
        for card, winner, key, by_rank in plays:
            if card < small[suit_of[card]]:
                continue
            hands[seat] = hand ^ (1 << card)
            if last:
                result = self._next_trick(winner, led, key, by_rank, need)
            else:
                result = self._follow(nxt, played + 1, led, key, winner, by_rank, live, need)
            hands[seat] = hand
            if result is attacking:
                return attacking
            ranks |= self.ranks
            self._note_small(small, card, ranks)
        self.ranks = self._whole_runs(ranks, hand, live, moves)
        return not attacking

    def _note_small(self, small: list[int], card: int, ranks: int) -> None:
        """Small cards, as DDS skips them: ``card`` was searched without a cut, and if it lies
        below the lowest card of its suit that the answers so far rest on (``ranks``), every
        card of the suit below that one gives the same answer (the positions differ only
        under the cut) and is not searched: ``small[suit]`` becomes that card (every card of
        the suit when no rank of it matters).  Set once a suit, by its first such card."""
        suit = self.t.suit_of[card]
        if small[suit]:
            return
        low = ranks & self.t.smask[suit]
        if not low:
            small[suit] = EVERY_CARD
        elif 1 << card < low & -low:
            small[suit] = (low & -low).bit_length() - 1

    def _next_trick(self, winner: int, led: int, wkey: int, ranked: bool, need: int) -> bool:
        """The trick won by ``winner`` with a card worth ``wkey`` (``ranked``: by rank): the
        rest of the hand."""
        need -= self.counted[winner]
        self.completed += 1
        rank = 1 << wkey % 1000 if ranked else 0
        if self.ends_hand[winner] or not self.hands[winner]:
            self.ranks = rank
            return need <= 0
        suits_led, broken = self.suits_led, self.broken
        self.suits_led |= 1 << led
        if wkey >= 1000 and self.t.spades:
            self.broken = True
        result = self._lead(winner, need)
        self.suits_led, self.broken = suits_led, broken
        self.ranks |= rank
        return result

    # ------------------------------------------------------------------ the table
    def _position(self, seat: int, extra: int
                  ) -> tuple[Bucket, int, tuple[tuple[int, ...], ...]]:
        """What the search keeps of a trick start it has seen: its bucket of the table (the
        seat to lead, the broken spades or the suits led when a joker's lead depends on them,
        and how many cards of each suit every hand holds), its owner code (per suit, the seat
        of each card from the top, ``SLOT`` bits each) and each suit's cards from the top."""
        hands = [self.hands[s] for s in self.t.active]
        key = [seat, extra]
        owners = 0
        tops = []
        codes = _SUIT_CODES
        if len(codes) > MAX_SUIT_CODES:
            codes.clear()
        for i, mask in enumerate(self.suits):
            holdings = tuple([h & mask for h in hands])
            code = codes.get(holdings)
            if code is None:
                code = codes[holdings] = _suit_code(holdings)
            key.append(code[0])
            owners |= code[1] << i * FIELD
            tops.append(code[2])
        return self.table.setdefault(tuple(key), {}), owners, tuple(tops)

    def _store(self, bucket: Bucket, owners: int, live: int, ranks: int, need: int,
               found: bool, best: int) -> None:
        """Keep an answer for every position of the bucket whose cards of each suit have the
        same owners down to the lowest card in ``ranks``, the cards whose ranks the answer
        rested on: the cards below it only count by number (partition search)."""
        mask = 0
        pins = []
        for i, suit in enumerate(self.suits):
            low = ranks & suit
            if low:
                low &= -low
                count = (live & suit & ~(low - 1)).bit_count()
                pins.append((i, count))
                mask |= ((1 << count * SLOT) - 1) << i * FIELD
        entries = bucket.setdefault(mask, {})
        entry = entries.get(owners & mask)
        if entry is None:
            entry = entries[owners & mask] = Entry(tuple(pins))
        if found:
            entry.lo = max(entry.lo, need)
        else:
            entry.hi = min(entry.hi, need - 1)
        entry.best = best

    def _whole_runs(self, ranks: int, hand: int, live: int, moves: Sequence[int]) -> int:
        """``ranks`` for a position where every move was searched: where one card stood for a
        run of equal cards (``merged_moves``) reaching from below the lowest rank that matters in
        its suit to above it, that card's rank matters too, so that a position the answer is
        kept for has the same runs."""
        suit_of = self.t.suit_of
        smask = self.t.smask
        for card in sorted((m & CARD_BITS for m in moves), reverse=True):
            low = ranks & smask[suit_of[card]]
            if not low or 1 << card >= low & -low:
                continue
            suit = live & smask[suit_of[card]]
            top = card
            while True:
                above = suit >> (top + 1)
                if not above:
                    break
                following = top + (above & -above).bit_length()
                if not hand >> following & 1:
                    break
                top = following
            if 1 << top >= low & -low:
                ranks |= 1 << card
        return ranks


_POWERS: dict[int, tuple[Table, list[list[int]]]] = {}


def trick_power(table: Table) -> list[list[int]]:
    """``power[led][card]``: what a card is worth in a trick led in ``led`` (the highest worth
    wins; -1: it cannot win), as ``Board.play`` ranks them.  Remembered for the last tables."""
    known = _POWERS.get(id(table))
    if known is not None and known[0] is table:
        return known[1]
    power = [[2000 + i if e == JOKER_SUIT else 1000 + i if e == table.trump else
              i if e == led else -1 for i, e in enumerate(table.suit_of)] for led in range(4)]
    if len(_POWERS) >= 16:
        _POWERS.clear()
    _POWERS[id(table)] = table, power
    return power


_SUIT_CODES: dict[tuple[int, ...], tuple[int, int, tuple[int, ...]]] = {}
"""``_suit_code`` of the holdings seen (a pure function of them), for every solve."""
MAX_SUIT_CODES = 200_000


def _suit_code(holdings: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """``(lengths, owners, cards)`` of one suit held as ``holdings`` (a mask a seat): how
    many cards each seat holds, as one number; the seat (its position in ``holdings``) of each
    card from the highest down, ``SLOT`` bits each; the cards from the highest down."""
    every = 0
    lengths = 0
    for h in holdings:
        every |= h
        lengths = lengths * 16 + h.bit_count()
    owners = 0
    cards = []
    shift = 0
    while every:
        top = 1 << (every.bit_length() - 1)
        every ^= top
        cards.append(top)
        for owner, h in enumerate(holdings):
            if h & top:
                owners |= owner << shift
                break
        shift += SLOT
    return lengths, owners, tuple(cards)


def _pinned(pins: Sequence[tuple[int, int]], tops: Sequence[Sequence[int]]) -> int:
    """The ranks a table entry's answer rests on, in a position whose suits hold ``tops``
    (from the highest card down): the lowest of the cards of each suit whose owners the entry
    fixes."""
    ranks = 0
    for suit, count in pins:
        ranks |= tops[suit][count - 1]
    return ranks
