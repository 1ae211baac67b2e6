"""The search players ``hard`` and ``expert``: determinized search (Perfect-Information Monte Carlo).

As GIB does for bridge and Kermit for Skat, a decision is made by *determinization*: sample
worlds (full deals) consistent with everything the seat knows (``sampling.py``: cards seen,
voids shown, its own discards, exposed hands), score every candidate decision in every world,
and take the best average.

- **Play**: each legal card (equivalent cards merged) is played in each world and the hand is
  played out by the fast rollout policy of ``fastplay.py``; the last tricks are solved exactly
  (``solver.py``, every card known), and when few tricks are left at the decision itself the whole
  rest of the hand is solved exactly.  A world's score is the hand's points for the seat's side
  (``core.scoring``, the table's scores, caps and bags included) minus the others' average.
- **Bidding** (500): each candidate trump is simulated with the seat as contractor: the kitty
  sampled with the other hands, a heuristic discard, then a rollout; each legal bid is scored by
  its expected points over the worlds; misère is simulated too.  Passing is worth a small
  margin, less a share of the other side's contract when it holds the bid; ``expert`` values a
  pass over its partner's bid by simulating the partner's contract in the same worlds (the
  partner taking the kitty).  Spades: the expected number of the seat's tricks (averaged with
  the normal level's count of the hand), and the chance of taking none, the other side hunting
  the nil, for a nil bid.
- **Discard, joker nomination, partners**: a handful of candidates (all of them for jokers and
  partners, heuristic variants for the discard), each scored by rollouts over the worlds.
- **Inference.**  Both levels sample more worlds than they keep and keep them in proportion to
  how likely they make the others' calls (a seat that passed is unlikely to hold a strong hand,
  a bid shows length and honours in its suit): ``hard`` samples twice as many, ``expert`` six
  times (ten in 500, where it also reads each call more sharply, see ``CLOSE_SLOPE``, and
  draws the worlds it keeps with replacement, ``Level.resample``, a world drawn twice being
  played once).
  ``expert`` also judges each card the others played against what the rollout policy
  would have played with that world's hand, and searches with twice the worlds, solving the
  hand exactly from 20 cards left in play (``hard``: 12) and every rollout's last 12 (8).

**Determinism and time.**  Every decision uses its own ``random.Random`` seeded from the
player's seed, the hand number and how many actions the hand has seen, so a seed gives the same
decisions whatever happened before.  The amount of work is fixed by counts, not by the clock:
worlds per decision (fewer when a decision has many choices and many cards left to play, so
that the rollouts play about ``card_budget`` cards), nodes for the exact solves.  They are tuned
so that the 95th percentile of decision time stays well under the targets (``hard`` 300 ms,
``expert`` 1 s on one core of a 2-core machine; ``benchmarks/bench_search.py`` measures it).
The clock is only a guard against a machine far slower than these: a decision stops starting
new worlds once ``CLOCK_GUARD`` times its nominal budget has passed (every candidate always
has the same worlds).  Below that, a seed plays the same cards on an idle machine, a busy one
or a slow one.  Pass ``time_budget=math.inf`` to take the guard away (the tests do), and a
budget under 20 ms to have a heuristic decide without searching (the ``normal`` player when
there is one).
"""

from __future__ import annotations

import heapq
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..core import PASS, Action, Bid, Card, Contract, Discard, JokerSuit, Partners, Phase, Play, SeatView
from ..core.actions import BIDS, TRUMP_LETTERS, numbered_value
from ..core.auction import misere_value
from ..core.cards import JOKER_SUIT
from ..core.rules import RuleSet
from ..core.scoring import score_500, score_spades
from .bidding import inkle_signal, spades_estimate_normal
from .fastplay import CARD_BITS, NAME_SHIFT, Board, Table, board_from_view
from .knowledge import Knowledge, infer
from .sampling import Sampler, World
from .solver import SolveBudgetExceeded, solve

if TYPE_CHECKING:
    from . import Player


@dataclass(frozen=True)
class Level:
    """The search settings of one level."""

    worlds: int
    """Worlds per card-play decision."""
    bid_worlds: int
    """Worlds per auction decision."""
    other_worlds: int
    """Worlds per discard, joker or partners decision."""
    budget: float
    """Seconds a decision may take (checked between worlds)."""
    weighted: bool
    """Keep the worlds in proportion to how likely they make the others' calls."""
    play_inference: bool
    """Weight them by how likely they make the cards the others played, too."""
    oversample: int
    """Worlds sampled per world kept, when weighted."""
    exact_cards: int
    """Solve the rest of the hand exactly at a play decision when at most this many cards are
    left in play."""
    tail_cards: int
    """Every rollout solves the last tricks exactly, from when at most this many cards are left
    in play."""
    node_limit: int
    """Nodes one exact solve may visit before the world is played out by rollouts instead."""
    card_budget: int
    """Cards a decision's rollouts may play (about): a decision with many choices and many
    cards still to play gets fewer worlds, down to ``MIN_WORLDS``."""
    node_budget: int
    """Nodes the exact solves of one decision may visit: past it, no further world is solved
    (the decision stops there once ``MIN_EXACT_WORLDS`` worlds are solved, else the remaining
    worlds are played out by rollouts)."""
    close_reading: bool = False
    """500: read the others' calls closely (``auction_likelihood`` with ``close=True``) and
    sample ``CLOSE_OVERSAMPLE`` worlds per world kept instead of ``oversample``."""
    partner_sim: bool = False
    """500 with fixed teams: when the partner holds the bid, passing is worth the partner's
    contract as simulated in the same worlds (the partner taking the kitty), plus the margin."""
    resample: bool = False
    """500, with ``close_reading``: draw the kept worlds from the sampled ones with replacement,
    in proportion to their likelihood (importance resampling), instead of without replacement:
    when few of the sampled worlds fit the calls, keeping ``count`` distinct ones fills the rest
    with worlds that do not.  With the play inference, in two stages (by the auction, twice as
    many; then from those, by the play)."""


LEVELS: dict[str, Level] = {
    "hard": Level(worlds=120, bid_worlds=48, other_worlds=32, budget=0.28, weighted=True,
                  play_inference=False, oversample=2, exact_cards=12, tail_cards=8,
                  node_limit=2000, card_budget=24000, node_budget=25000),
    "expert": Level(worlds=240, bid_worlds=96, other_worlds=64, budget=0.95, weighted=True,
                    play_inference=True, oversample=6, exact_cards=20, tail_cards=12,
                    node_limit=8000, card_budget=48000, node_budget=150000, close_reading=True,
                    partner_sim=True, resample=True),
}

MIN_EXACT_WORLDS = 12
MIN_WORLDS = 24
MIN_SEARCH_BUDGET = 0.02
"""Below this many seconds a decision is not searched: a heuristic decides."""
CLOCK_GUARD = 6.0
"""How many times its nominal budget a decision may take before the clock stops it: far above
what the counts cost on a loaded 2-core machine (``hard`` p95 0.3 s, ``expert`` 1 s), so the
counts alone decide there."""
MISERE_SHRINK = 0.12
OPEN_MISERE_SHRINK = 0.3
MIN_MAKE = 0.5
PASS_MARGIN = 5.0
OUTBID_EAGERNESS = 0.25
"""Bidding: the simulated chance of a misère is lowered by the shrinks; no bid is made below
``MIN_MAKE`` or worth less than passing: ``PASS_MARGIN`` points, less ``OUTBID_EAGERNESS`` times
the value of the other side's contract when it holds the bid."""

NIL_SAFE = 0.55
"""Spades: bid nil when at least this share of the rollouts (the others hunting it) leaves the
seat without a trick."""
BAG_SHADE = 0.35
"""Spades: added to the expected tricks before rounding down when the side is near the bag
limit."""

CLOSE_SLOPE = 2.5
CLOSE_MARGIN = 0.0
CLOSE_FLOOR = 0.001
CLOSE_OVERSAMPLE = 10
"""500, ``close_reading``: the slope of each call's likelihood in the estimated tricks, the
estimate (with ``support``) at which a bid of n tricks is even odds (n - margin), the least a
call's likelihood may be, and the worlds sampled per world kept.  The plain reading (slope 1.2,
margin 0.5, floor 0.03) leaves the declarer's hand too weak: at the last pass of 137 auctions
among hard players, the declarer's trump-suit estimate averaged 4.65 tricks in the true hands,
3.59 in expert's worlds read plainly (6 sampled per world kept) and 4.30 read closely (10 per
world kept, margin -0.5); the seats that only passed, 2.69 (their best suit), 2.99 and 2.86.
Drawn with replacement (``Level.resample``; 68 auctions): true 4.59 and 2.72, resampled with
margin -0.5 5.00 and 2.72, with margin 0 4.74 and 2.74."""

SUPPORT = {2: 0.8, 3: 0.8, 4: 2.5, 5: 1.8, 6: 2.2}
"""Tricks a bidder expects from the kitty and partners, by player count (3v3: see ``support``)."""


def support(rules: RuleSet) -> float:
    if rules.teams == "3v3":
        return 3.0
    return SUPPORT[rules.players]


# =============================================================================== utilities
def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def make_util(rules: RuleSet, contract: Contract, table: Table, scores: Sequence[int],
              me: int, bags: Sequence[int] | None = None,
              spades_bids: Sequence[Bid] | None = None) -> Callable[[tuple[int, ...]], float]:
    """The value of a finished hand (tricks per seat) for ``me``: its side's points minus the
    average of the other sides' points, as ``core.scoring`` scores them."""
    side_of = table.side_of
    mine = side_of[me]
    nsides = len(rules.sides)
    cache: dict[tuple[int, ...], float] = {}
    contract_seats = table.contract_seats
    sides = rules.sides

    def value(delta: Sequence[int]) -> float:
        if nsides == 1:
            return float(delta[mine])
        return delta[mine] - (sum(delta) - delta[mine]) / (nsides - 1)

    if rules.is_spades:
        assert spades_bids is not None
        bag_list = list(bags) if bags is not None else [0] * nsides

        def util_spades(won: tuple[int, ...]) -> float:
            v = cache.get(won)
            if v is None:
                delta, _ = score_spades(rules, spades_bids, won, sides, bag_list)
                v = cache[won] = value(delta)
            return v

        return util_spades

    def util_500(won: tuple[int, ...]) -> float:
        v = cache.get(won)
        if v is None:
            _, delta = score_500(rules, contract, won, side_of, contract_seats, scores)
            v = cache[won] = value(delta)
        return v

    return util_500


def spades_bids_of(view: SeatView) -> list[Bid]:
    bids = [BIDS["1", False]] * 4
    for s, b in view.calls:
        bids[s] = b
    return bids


def nil_seats_of(view: SeatView) -> tuple[int, ...]:
    if not view.rules.is_spades:
        return ()
    return tuple(s for s, b in view.calls if b.call in ("nil", "blind_nil"))


def default_partners(rules: RuleSet, declarer: int, tricks: int) -> tuple[int, ...]:
    """The partners a simulation assumes a 5-player contractor names before it knows better."""
    if rules.teams != "called":
        return ()
    n = rules.players
    first = (declarer + 2) % n
    if tricks >= 8:
        return tuple(sorted((first, (declarer + 3) % n)))
    return (first,)


def numbered_contract(declarer: int, bid: Bid) -> Contract:
    trump = bid.trump
    assert trump is not None
    return Contract("nt" if trump == 4 else "suit", declarer, bid, None if trump == 4 else trump,
                    bid.tricks, numbered_value(bid.call), bid.sans_kitty)


def misere_contract(rules: RuleSet, declarer: int, call: str) -> Contract:
    return Contract(call, declarer, BIDS[call, False], None, 0, misere_value(rules, call))


SPADES_CONTRACT = Contract("spades", None, None, 0, 0, 0)


# =============================================================================== heuristics
def estimate_tricks(hand: Sequence[Card], trump: int) -> float:
    """A quick count of the tricks a 500 hand takes on its own with ``trump`` (4: no trumps)."""
    return estimate_all(hand)[trump]


def estimate_all(hand: Sequence[Card]) -> list[float]:
    """``estimate_tricks`` for each trump (spades, clubs, diamonds, hearts, no trumps) at once."""
    count = [0, 0, 0, 0]  # cards per printed suit, jacks left out
    jack = [0, 0, 0, 0]
    ace = [0, 0, 0, 0]
    king = [0, 0, 0, 0]
    queen = [0, 0, 0, 0]
    jokers = 0
    for c in hand:
        code = int(c)
        suit, rank = divmod(code, 20)
        if suit == 4:
            jokers += 1
        elif rank == 14:
            jack[suit] = 1
        else:
            count[suit] += 1
            if rank == 17:
                ace[suit] = 1
            elif rank == 16:
                king[suit] = 1
            elif rank == 15:
                queen[suit] = 1
    out = []
    for t in range(4):
        left = t ^ 1
        nt = count[t] + jack[t] + jack[left] + jokers
        tricks = (jokers + 0.95 * jack[t] + 0.85 * jack[left] + 0.7 * ace[t] + 0.45 * king[t]
                  + 0.3 * queen[t] + 0.75 * max(0, nt - 3))
        for s in range(4):
            if s == t:
                continue
            n = count[s] + (jack[s] if s != left else 0)
            tricks += 0.85 * ace[s]
            if n >= 2:
                tricks += 0.45 * king[s]
            if nt >= 3:
                if n == 0:
                    tricks += 0.6
                elif n == 1:
                    tricks += 0.3
        out.append(tricks)
    tricks = float(jokers)
    for s in range(4):
        n = count[s] + jack[s]
        tricks += ace[s]
        if n >= 2:
            tricks += 0.6 * king[s]
        if n >= 3:
            tricks += 0.3 * queen[s]
        if n >= 5 and (ace[s] or king[s]):
            tricks += 0.5 * (n - 4)
    out.append(tricks)
    return out


def estimate_spades(hand: Sequence[Card]) -> float:
    """A quick count of the tricks a Spades hand takes."""
    by_suit: list[list[int]] = [[], [], [], []]
    for c in hand:
        by_suit[c.suit].append(c.rank)
    tricks = 0.0
    spades = by_suit[0]
    for r in spades:
        if r == 17:
            tricks += 1.0
        elif r == 16:
            tricks += 0.8 if len(spades) >= 2 else 0.4
        elif r == 15:
            tricks += 0.5 if len(spades) >= 3 else 0.1
    tricks += 0.8 * max(0, len(spades) - 3)
    for s in range(1, 4):
        ranks = by_suit[s]
        n = len(ranks)
        for r in ranks:
            if r == 17:
                tricks += 0.9 if n <= 5 else 0.6
            elif r == 16 and n >= 2:
                tricks += 0.5 if n <= 4 else 0.3
        if n <= 1 and len(spades) >= 2:
            tricks += 0.4 if n == 0 else 0.2
    return tricks


def high_cards(hand: Sequence[Card]) -> int:
    return sum(1 for c in hand if c.is_joker or c.rank >= 14)


def discard_candidates(table: Table, hand: Sequence[Card], k: int, *, limit: int = 6
                       ) -> list[tuple[Card, ...]]:
    """A few sensible discards of ``k`` cards from ``hand`` for ``table``'s contract: the best by
    a keep-value, and variants that empty a short plain suit."""
    t = table
    idx_of, suit_of, power = t.idx_of, t.suit_of, t.power
    misere = t.contract.is_misere
    counts = [0] * 5
    for c in hand:
        counts[suit_of[idx_of[c]]] += 1

    def keep(c: Card) -> float:
        i = idx_of[c]
        e, p = suit_of[i], power[i]
        if misere:
            # Low cards are safe; high ones and a suitless joker must go.
            return -(1000.0 if e == JOKER_SUIT else p + (0.5 if counts[e] <= 2 else 0))
        if e == JOKER_SUIT:
            return 1000.0
        if e == t.trump:
            return 500.0 + p
        length = counts[e]
        v = float(p) + (4 if t.trump < 0 else 2) * length
        if p == 17:
            v += 40
        elif p == 16 and length >= 2:
            v += 15
        elif p == 15 and length >= 3:
            v += 5
        return v

    ordered = sorted(hand, key=lambda c: (keep(c), c))
    out: list[tuple[Card, ...]] = [tuple(sorted(ordered[:k]))]
    for e in range(4):
        if e == t.trump or not 0 < counts[e] <= k:
            continue
        suit_cards = [c for c in ordered if suit_of[idx_of[c]] == e]
        rest = [c for c in ordered if c not in suit_cards]
        cand = tuple(sorted(suit_cards + rest[:k - len(suit_cards)]))
        if cand not in out:
            out.append(cand)
    if not misere:
        low = tuple(sorted(sorted(hand, key=lambda c: (t.low_key[idx_of[c]], c))[:k]))
        if low not in out:
            out.append(low)
    return out[:limit]


def heuristic_joker_suit(view: SeatView, joker: Card) -> int | None:
    contract = view.contract
    if contract is None or not contract.is_misere:
        return None
    counts = [0] * 4
    for c in view.hand:
        if not c.is_joker:
            counts[c.suit] += 1
    return max(range(4), key=lambda s: (counts[s], -s))


def heuristic_bid(view: SeatView) -> Bid:
    """The bid of the quick trick count: the best legal bid the hand supports, else pass."""
    legal = [b for b in view.legal if isinstance(b, Bid)]
    if view.rules.is_spades:
        est = estimate_spades(view.hand)
        want = max(1, min(13, round(est)))
        return BIDS.get((str(want), False), legal[0])
    best: Bid = PASS
    level = support(view.rules)
    best_value = -1
    for b in legal:
        if not b.is_numbered or b.sans_kitty:
            continue
        assert b.trump is not None
        if estimate_tricks(view.hand, b.trump) + level >= b.tricks:
            v = numbered_value(b.call)
            if v > best_value:
                best, best_value = b, v
    return best


# =============================================================================== likelihoods
def auction_likelihood(view: SeatView, hands: Sequence[Sequence[Card]], close: bool = False) -> float:
    """How likely the others' calls are with these hands (a product of soft per-call terms);
    ``close``: sharper terms, centred on the tricks a bid promises (500 only)."""
    rules = view.rules
    me = view.seat
    weight = 1.0
    if rules.is_spades:
        for s, b in view.calls:
            if s == me or s in view.exposed:
                continue
            guess = estimate_spades(hands[s])
            if b.call in ("nil", "blind_nil"):
                like = _sigmoid(2.0 * (1.3 - guess)) if b.call == "nil" else 0.5
            else:
                d = guess - b.tricks
                like = math.exp(-d * d / 4.5)
            weight *= max(like, 0.02)
        return weight
    level = support(rules)
    slope, margin, floor = (CLOSE_SLOPE, CLOSE_MARGIN, CLOSE_FLOOR) if close else (1.2, 0.5, 0.03)
    cache: dict[int, list[float]] = {}

    def est(s: int) -> list[float]:
        v = cache.get(s)
        if v is None:
            v = cache[s] = [e + level for e in estimate_all(hands[s])]
        return v

    high: Bid | None = None
    american = rules.variant == "american"
    for i, (s, b) in enumerate(view.calls):
        if s != me and s not in view.exposed:
            if b.is_pass:
                if high is None:
                    need = 7.0 if american and i >= rules.inkle_seats else 6.0
                elif high.is_numbered:
                    need = float(high.tricks)
                else:
                    need = 8.0
                best = max(est(s))
                like = _sigmoid(slope * (need + 0.5 - best))
            elif b.is_numbered:
                assert b.trump is not None
                like = _sigmoid(slope * (est(s)[b.trump] - b.tricks + margin))
            elif b.call == "blind_misere":
                like = 1.0
            else:
                like = _sigmoid(1.5 * (2.5 - high_cards(hands[s])))
            weight *= max(like, floor)
        if not b.is_pass:
            high = b
    return weight


def auction_hands(view: SeatView, world: World) -> list[list[Card]]:
    """Each seat's cards as they were in the auction (its hand now plus what it has played)."""
    hands = [list(h) for h in world.hands]
    for _, cards in view.tricks:
        for s, c in cards:
            hands[s].append(c)
    for s, c in view.trick:
        hands[s].append(c)
    return hands


def play_history(view: SeatView, table: Table) -> list[tuple[int, int]]:
    """Every card played in this hand so far, as ``(seat, move)``."""
    plays: list[tuple[int, int]] = []
    for (_, cards), led in zip(view.tricks, view.leads, strict=True):
        for j, (s, c) in enumerate(cards):
            move = table.idx_of[c]
            if j == 0 and table.suit_of[move] == JOKER_SUIT:
                move |= (led + 1) << NAME_SHIFT
            plays.append((s, move))
    for j, (s, c) in enumerate(view.trick):
        move = table.idx_of[c]
        if j == 0 and table.suit_of[move] == JOKER_SUIT and view.led_suit is not None:
            move |= (view.led_suit + 1) << NAME_SHIFT
        plays.append((s, move))
    return plays


def play_likelihood(view: SeatView, table: Table, plays: Sequence[tuple[int, int]],
                    hands: Sequence[Sequence[Card]]) -> float:
    """How likely the others' cards played so far (``play_history``) are when the hands were
    ``hands`` at the start of play: each card that the simple policy (what a player who sees
    only its own hand would play) would not have played, nor an equivalent one, counts 0.6."""
    if not plays:
        return 1.0
    board = Board(table, [table.mask_of(h) for h in hands], plays[0][0])
    me = view.seat
    weight = 1.0
    suit_of = table.suit_of
    exposed = view.exposed
    for s, move in plays:
        if board.to_move != s or board.done:
            break  # cannot happen with a consistent world; stop judging
        if s != me and s not in exposed:
            guess = board.simple_policy()
            if guess != move:
                a, b = sorted((guess & CARD_BITS, move & CARD_BITS))
                live = board.inhand
                for _, i in board.trick:
                    live |= 1 << i
                between = live & ((1 << b) - (1 << (a + 1)))
                if suit_of[a] != suit_of[b] or between & ~board.hands[s] or guess >> NAME_SHIFT:
                    weight *= 0.6
        board.play(move)
    return weight


# =============================================================================== the player
class SearchPlayer:
    """``hard`` and ``expert``: determinized search over sampled worlds (see the module text)."""

    def __init__(self, level: str = "hard", seed: int | None = None,
                 time_budget: float | None = None, *, samples: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown search level {level!r}; known: " + ", ".join(LEVELS))
        self.name = level
        settings = LEVELS[level]
        if samples is not None:
            scale = samples / settings.worlds
            settings = replace(settings, worlds=samples,
                               bid_worlds=max(2, round(settings.bid_worlds * scale)),
                               other_worlds=max(2, round(settings.other_worlds * scale)))
        if time_budget is not None:
            settings = replace(settings, budget=time_budget)
        self.settings = settings
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self._heuristic: Player | bool | None = None
        self.last_evaluation: dict[str, tuple[float, float]] = {}
        """The last auction decision's candidates: bid text to (expected points, chance)."""

    # ------------------------------------------------------------------- plumbing
    def _rng(self, view: SeatView) -> random.Random:
        step = (len(view.calls), len(view.tricks), len(view.trick), len(view.nominated),
                view.phase.value, view.to_move)
        return random.Random(f"{self.seed}/{view.hand_number}/{step}")

    def choose(self, view: SeatView) -> Action:
        deadline = time.perf_counter() + self.settings.budget * CLOCK_GUARD
        rng = self._rng(view)
        legal = view.legal
        if not legal and not (view.phase is Phase.DISCARD and view.discard_count):
            raise ValueError(f"seat {view.seat} has no decision to make now")
        if self.settings.budget < MIN_SEARCH_BUDGET:
            return self._fallback(view, rng)
        if view.phase is Phase.DISCARD:
            return self._discard(view, rng, deadline)
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.PLAY:
            return self._play(view, rng, deadline)
        if view.phase is Phase.AUCTION:
            if view.rules.is_spades:
                return self._bid_spades(view, rng, deadline)
            return self._bid_500(view, rng, deadline)
        if view.phase is Phase.JOKER:
            return self._joker(view, rng, deadline)
        if view.phase is Phase.PARTNERS:
            return self._partners(view, rng, deadline)
        return legal[0]

    def _fallback(self, view: SeatView, rng: random.Random) -> Action:
        """Too little time to search: the ``normal`` heuristic player when there is one, else
        this module's own heuristics."""
        normal = self._normal()
        if normal is not None:
            return normal.choose(view)
        phase = view.phase
        if phase is Phase.AUCTION:
            return heuristic_bid(view)
        contract = view.contract or SPADES_CONTRACT
        table = Table(view.rules, contract, view.nominated, view.partners, nil_seats_of(view))
        if phase is Phase.DISCARD:
            return Discard.of(discard_candidates(table, view.hand, view.discard_count, limit=1)[0])
        if phase is Phase.JOKER:
            pending = sorted((c for c in view.hand if c.is_joker and c not in view.nominated),
                             reverse=True)
            return JokerSuit(heuristic_joker_suit(view, pending[0]) if pending else None)
        if phase is Phase.PLAY:
            world = Sampler(view).sample(rng)
            board = board_from_view(view, table, world.hands)
            move = board.simple_policy()
            for action in view.legal:
                if isinstance(action, Play) and table.move_of(action) == move:
                    return action
        return view.legal[0]

    def _normal(self) -> Player | None:
        """The ``normal`` heuristic player (made once), None when there is none."""
        if self._heuristic is None:
            self._heuristic = heuristic_player(self.seed) or False
        return None if isinstance(self._heuristic, bool) else self._heuristic

    def worlds(self, view: SeatView, count: int, rng: random.Random,
               know: Knowledge | None = None, table: Table | None = None) -> list[World]:
        """``count`` worlds for ``view``; ``expert`` keeps them in proportion to their likelihood."""
        sampler = Sampler(view, know)
        settings = self.settings
        others_acted = any(s != view.seat for s, _ in view.calls)
        close = settings.close_reading and not view.rules.is_spades
        oversample = CLOSE_OVERSAMPLE if close else settings.oversample
        if not settings.weighted or oversample <= 1 or not others_acted:
            return [sampler.sample(rng) for _ in range(count)]
        pool = [sampler.sample(rng) for _ in range(count * oversample)]
        # Weighted sampling without replacement (Efraimidis-Spirakis keys: the ``count`` largest
        # of log(u) / weight).
        keyed = []
        for i, w in enumerate(pool):
            start = auction_hands(view, w)
            weight = auction_likelihood(view, start, close)
            log_u = math.log(rng.random() or 1e-12)
            keyed.append((log_u / max(weight, 1e-9), i, start, log_u, weight))
        keyed.sort(key=lambda x: x[0], reverse=True)
        plays = play_history(view, table) if table is not None and view.phase is Phase.PLAY \
            and settings.play_inference else []
        if settings.resample and close:
            chosen = resample([x[4] for x in keyed], count * (2 if plays else 1), rng)
            if plays and table is not None:
                # Two stages: by the auction first, then those by the play.
                like: dict[int, float] = {}
                for j in set(chosen):
                    like[j] = play_likelihood(view, table, plays, keyed[j][2])
                chosen = [chosen[j] for j in resample([like[j] for j in chosen], count, rng)]
            return [pool[keyed[j][1]] for j in sorted(chosen, key=lambda j: keyed[j][1])]
        if not plays or table is None:
            return [pool[i] for i in sorted(x[1] for x in keyed[:count])]
        # The play likelihood (at most 1) can only lower a key: judge the worlds in order of
        # their auction keys, and stop once none of the rest can enter the best ``count``.
        best: list[tuple[float, int]] = []  # a min-heap of (key, position in pool)
        for key, i, start, log_u, weight in keyed:
            if len(best) >= count and key <= best[0][0]:
                break
            full = log_u / max(weight * play_likelihood(view, table, plays, start), 1e-9)
            if len(best) < count:
                heapq.heappush(best, (full, i))
            elif full > best[0][0]:
                heapq.heapreplace(best, (full, i))
        return [pool[i] for i in sorted(i for _, i in best)]

    # ----------------------------------------------------------------------- play
    def _play(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        legal = view.legal
        table = Table(view.rules, view.contract or SPADES_CONTRACT, view.nominated, view.partners,
                      nil_seats_of(view))
        moves = [table.move_of(a) for a in legal if isinstance(a, Play)]
        groups = root_groups(view, table, moves)
        reps = sorted(set(groups))
        if len(reps) == 1:
            return legal[reps[0]]
        settings = self.settings
        know = infer(view)
        cards = sum(view.hand_sizes[s] for s in table.active)
        count = affordable(settings.worlds, settings.card_budget, len(reps) * cards)
        worlds = self.worlds(view, count, rng, know, table)
        contract = view.contract
        assert contract is not None
        util = make_util(view.rules, contract, table, view.scores, view.seat, view.bags,
                         spades_bids_of(view) if view.rules.is_spades else None)
        my_team = table.team[view.seat]
        maxers = [table.team[s] == my_team for s in range(table.n)]
        totals = [0.0] * len(reps)
        exact = board_from_view(view, table, worlds[0].hands).inhand.bit_count() \
            <= settings.exact_cards
        failures = 0
        nodes = [0]
        done = 0
        seen: dict[int, list[float]] = {}  # a world drawn twice (``resample``) is played once
        for w in worlds:
            values: list[float] | None = seen.get(id(w))
            if values is not None:
                for j, v in enumerate(values):
                    totals[j] += v
                done += 1
                continue
            board = board_from_view(view, table, w.hands)
            if exact:
                try:
                    values = [self._solve(board, moves[r], util, maxers, nodes) for r in reps]
                except SolveBudgetExceeded:
                    failures += 1
                    exact = failures < 2
                if nodes[0] > settings.node_budget:
                    if done >= MIN_EXACT_WORLDS:
                        break  # enough exactly solved worlds
                    exact = False
            if values is None:
                values = [self._rollout(board, moves[r], util, maxers) for r in reps]
            seen[id(w)] = values
            for j, v in enumerate(values):
                totals[j] += v
            done += 1
            if time.perf_counter() > deadline:
                break
        top = max(totals)
        tied = [j for j, v in enumerate(totals) if v == top]
        best = tied[0]
        if len(tied) > 1:
            # Exactly equal values (typically every world solved exactly to the same score):
            # the ``normal`` player's choice when it is one of them, rather than the first in
            # the order of the legal plays (by card code: low spades first).
            normal = self._normal()
            choice = normal.choose(view) if normal is not None else None
            if choice in legal:
                j = reps.index(groups[legal.index(choice)])
                if j in tied:
                    best = j
        return legal[reps[best]]

    def _solve(self, board: Board, move: int, util: Callable[[tuple[int, ...]], float],
               maxers: Sequence[bool], nodes: list[int]) -> float:
        b = board.copy()
        b.play(move)
        if b.done:
            return util(tuple(b.won))
        return solve(b, util, maxers, self.settings.node_limit, nodes)

    def _rollout(self, board: Board, move: int, util: Callable[[tuple[int, ...]], float],
                 maxers: Sequence[bool]) -> float:
        b = board.copy()
        b.play(move)
        tail = self.settings.tail_cards // b.t.trick_size
        b.rollout(tail if tail >= 2 else 0)
        return util(tuple(b.won)) if b.done else solve(b, util, maxers)

    # -------------------------------------------------------------------- bidding
    def _bid_500(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        rules = view.rules
        me = view.seat
        legal = [b for b in view.legal if isinstance(b, Bid)]
        inkle = rules.variant == "american" and len(view.calls) < rules.inkle_seats
        numbered = [b for b in legal if b.is_numbered and not (inkle and b.tricks == 6)]
        miseres = [b for b in legal if b.call in ("misere", "open_misere")]
        if not numbered and not miseres:
            return PASS
        called = rules.teams == "called"
        k = rules.kitty_size
        # One simulation per trump, kitty or not, and (called game) partner count: a key is
        # (trump letter or "misere", two partners, sans kitty).
        tables_: dict[tuple[str, bool, bool], Table] = {}
        for b in numbered:
            assert b.trump is not None
            key = bid_key(b, called)
            if key not in tables_:
                bid = BIDS[f"{8 if key[1] else 6}{TRUMP_LETTERS[b.trump]}", False]
                tables_[key] = Table(rules, numbered_contract(me, bid), None,
                                     default_partners(rules, me, bid.tricks))
        if miseres:
            tables_["misere", False, False] = Table(rules, misere_contract(rules, me, "misere"))
        sims: dict[tuple[str, bool, bool], list[list[int]]] = {key: [] for key in tables_}
        high_seat = None
        high: Bid | None = None
        for s, b in view.calls:
            if not b.is_pass:
                high_seat, high = s, b
        # The partner's standing contract, simulated in the same worlds (the partner takes the
        # kitty): what passing is worth.
        partner_table: Table | None = None
        partner_sims: list[list[int]] = []
        if self.settings.partner_sim and not called and high is not None and high.is_numbered \
                and high_seat is not None and high_seat != me \
                and any(me in sd and high_seat in sd for sd in rules.sides):
            partner_table = Table(rules, numbered_contract(high_seat, high))
        cards = rules.hand_size * rules.players
        count = affordable(self.settings.bid_worlds, self.settings.card_budget,
                           (len(tables_) + (partner_table is not None)) * cards)
        for w in self.worlds(view, count, rng):
            kitty = w.buried if len(w.buried) == k else rng.sample(w.buried, k)
            hand13 = list(view.hand) + list(kitty)
            for key, table in tables_.items():
                if key[2]:
                    sims[key].append(simulate(table, w.hands, me))
                else:
                    sims[key].append(simulate(table, w.hands, me, hand13, k, me))
            if partner_table is not None and high_seat is not None and high is not None:
                taken = None if high.sans_kitty else list(w.hands[high_seat]) + list(kitty)
                partner_sims.append(simulate(partner_table, w.hands, high_seat, taken, k, high_seat))
            if time.perf_counter() > deadline:
                break
        side_of = next(iter(tables_.values())).side_of
        # Passing is worth the margin, a little less when the other side holds the contract,
        # and (expert) the partner's simulated contract when the partner holds it.
        best_ev = PASS_MARGIN
        standing: tuple[float, float] | None = None
        if high is not None and high_seat is not None and high.is_numbered:
            if side_of[high_seat] != side_of[me]:
                best_ev -= OUTBID_EAGERNESS * numbered_value(high.call)
            elif partner_table is not None and partner_sims:
                standing = expected_points(rules, partner_table.contract, partner_table,
                                           partner_sims, view.scores, me)
                best_ev += standing[0]
        best: Bid = PASS
        evaluation: dict[str, tuple[float, float]] = {}
        if standing is not None:
            evaluation["pass"] = standing
        for b in numbered + miseres:
            if b.is_numbered:
                key = bid_key(b, called)
                contract = numbered_contract(me, b)
            else:
                key = ("misere", False, False)
                contract = misere_contract(rules, me, b.call)
            table = tables_[key]
            ev, p = expected_points(rules, contract, table, sims[key], view.scores, me)
            if b.is_misere:
                # The rollouts defend a misère less well than players do: shrink the chance.
                p = max(0.0, p - (MISERE_SHRINK if b.call == "misere" else OPEN_MISERE_SHRINK))
                ev = contract.value * (2 * p - 1)
            evaluation[str(b)] = (ev, p)
            if ev > best_ev and p >= MIN_MAKE:
                best, best_ev = b, ev
        self.last_evaluation = evaluation
        if best.is_pass and inkle:
            # No contract worth playing: show partner a strong suit, as the normal level does.
            signal = inkle_signal(view)
            if signal is not None:
                return signal
        return best

    def _bid_spades(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        rules = view.rules
        me = view.seat
        legal = [b for b in view.legal if isinstance(b, Bid)]
        leader = (view.dealer + 1) % 4
        normal = Table(rules, SPADES_CONTRACT)
        # The other side hunts the nil in its rollouts: with them playing for their own tricks
        # a nil looked safe in a third of all hands, and failed half the time.
        nil = Table(rules, SPADES_CONTRACT, nil_seats=(me,), hunt_nil=True)
        partner = (me + 2) % 4
        partner_nil = any(s == partner and b.call in ("nil", "blind_nil") for s, b in view.calls)
        tricks = 0
        zero = 0
        count = 0
        for w in self.worlds(view, self.settings.bid_worlds, rng):
            tricks += simulate(normal, w.hands, leader)[me]
            if not partner_nil:
                zero += simulate(nil, w.hands, leader)[me] == 0
            count += 1
            if time.perf_counter() > deadline:
                break
        expected = tricks / count
        self.last_evaluation = {"tricks": (expected, zero / count)}
        nil_bid = BIDS["nil", False]
        if nil_bid in legal and not partner_nil and zero / count >= NIL_SAFE and expected < 2.5:
            return nil_bid
        # The bid: the rollouts' expectation averaged with the normal level's hand count, rounded
        # down (a set costs ten points a trick, an overtrick one).  Over 300 deals played out by
        # normal players, a seat's points scored this way were 15.6 a hand, against 14.6 for the
        # rollouts alone, 13.8 for the hand count alone and 10.0 for the rollouts rounded to the
        # nearest (the first rule; search without a time limit, 300 deals, seed 1).  Near the bag
        # limit overtricks cost more: bid closer to the expectation.
        side = rules.sides.index(next(sd for sd in rules.sides if me in sd))
        bags = view.bags[side] if view.bags else 0
        blended = (expected + spades_estimate_normal(view)) / 2
        shade = BAG_SHADE if bags >= rules.bag_limit - 3 else 0.0
        want = max(1, min(13, math.floor(blended + shade)))
        bid = BIDS[str(want), False]
        return bid if bid in legal else legal[0]

    # ------------------------------------------------------- discard, joker, partners
    def _discard(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        rules = view.rules
        me = view.seat
        k = view.discard_count
        table = Table(rules, contract, view.nominated,
                      default_partners(rules, me, contract.tricks) if contract.declarer == me else ())
        candidates = discard_candidates(table, view.hand, k)
        if len(candidates) == 1:
            return Discard.of(candidates[0])
        util = make_util(rules, contract, table, view.scores, me)
        totals = [0.0] * len(candidates)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, cand in enumerate(candidates):
                kept = [c for c in view.hand if c not in cand]
                hands = list(w.hands)
                hands[me] = kept
                won = simulate(table, hands, me)
                totals[j] += util(tuple(won))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda j: (totals[j], -j))
        return Discard.of(candidates[best])

    def _joker(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        me = view.seat
        pending = sorted((c for c in view.hand if c.is_joker and c not in view.nominated),
                         reverse=True)
        options = [a for a in view.legal if isinstance(a, JokerSuit)]
        if not pending:
            return options[0]
        joker = pending[0]
        tables_ = []
        for option in options:
            nominated = dict(view.nominated)
            nominated[joker] = option.suit
            tables_.append(Table(view.rules, contract, nominated, view.partners))
        util = make_util(view.rules, contract, tables_[0], view.scores, me)
        totals = [0.0] * len(options)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, table in enumerate(tables_):
                totals[j] += util(tuple(simulate(table, w.hands, me)))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(options)), key=lambda j: (totals[j], -j))
        return options[best]

    def _partners(self, view: SeatView, rng: random.Random, deadline: float) -> Action:
        contract = view.contract
        assert contract is not None
        me = view.seat
        options = [a for a in view.legal if isinstance(a, Partners)]
        tables_ = [Table(view.rules, contract, view.nominated, option.seats) for option in options]
        utils = [make_util(view.rules, contract, t, view.scores, me) for t in tables_]
        totals = [0.0] * len(options)
        for w in self.worlds(view, self.settings.other_worlds, rng):
            for j, table in enumerate(tables_):
                totals[j] += utils[j](tuple(simulate(table, w.hands, me)))
            if time.perf_counter() > deadline:
                break
        best = max(range(len(options)), key=lambda j: (totals[j], -j))
        return options[best]


# =============================================================================== helpers
def heuristic_player(seed: int) -> Player | None:
    """The ``normal`` heuristic player, when this version has one."""
    try:
        from .heuristic import HeuristicPlayer
    except ImportError:  # pragma: no cover - the heuristic players ship in the same package
        return None
    return HeuristicPlayer("normal", seed)


def resample(weights: Sequence[float], count: int, rng: random.Random) -> list[int]:
    """``count`` positions in ``weights`` drawn with replacement in proportion to them
    (systematic resampling: one random offset, evenly spaced)."""
    total = sum(weights)
    if total <= 0:
        return [rng.randrange(len(weights)) for _ in range(count)]
    step = total / count
    point = rng.random() * step
    out: list[int] = []
    acc = 0.0
    for i, w in enumerate(weights):
        acc += w
        while point < acc and len(out) < count:
            out.append(i)
            point += step
    while len(out) < count:
        out.append(len(weights) - 1)
    return out


def affordable(worlds: int, card_budget: int, cards_per_world: int) -> int:
    """How many of ``worlds`` fit in ``card_budget`` when each costs ``cards_per_world``."""
    return max(min(worlds, MIN_WORLDS), min(worlds, card_budget // max(1, cards_per_world)))


def bid_key(bid: Bid, called: bool) -> tuple[str, bool, bool]:
    """Which bidding simulation scores ``bid``: (trump letter, two partners, sans kitty)."""
    assert bid.trump is not None
    return TRUMP_LETTERS[bid.trump], called and bid.tricks >= 8, bid.sans_kitty


def expected_points(rules: RuleSet, contract: Contract, table: Table,
                    results: Sequence[Sequence[int]], scores: Sequence[int], me: int
                    ) -> tuple[float, float]:
    """``(expected value for me, chance the contract is made)`` over simulated hands."""
    total = 0.0
    made = 0
    mine_side = table.side_of[me]
    for won in results:
        ok, delta = score_500(rules, contract, won, table.side_of, table.contract_seats, scores)
        made += bool(ok)
        mine = delta[mine_side]
        total += mine - (sum(delta) - mine) / max(1, len(delta) - 1)
    count = max(1, len(results))
    return total / count, made / count


def simulate(table: Table, hands: Sequence[Sequence[Card]], leader: int,
             hand13: Sequence[Card] | None = None, k: int = 0, declarer: int = -1) -> list[int]:
    """Tricks per seat of one rollout from the opening lead; with ``hand13`` the declarer first
    takes the kitty and discards ``k`` cards by the heuristic."""
    if hand13 is not None:
        discard = discard_candidates(table, hand13, k, limit=1)[0]
        hands = list(hands)
        hands[declarer] = [c for c in hand13 if c not in discard]
    board = Board(table, [table.mask_of(h) for h in hands], leader)
    board.rollout()
    return board.won


def root_classes(view: SeatView, table: Table, moves: Sequence[int]) -> list[int]:
    """Positions in ``moves`` of one move per class of equivalent moves, as far as the seat
    knows: two cards of one suit in the mover's hand with nothing between them but cards out of
    play (played to finished tricks, or discarded by this seat)."""
    return sorted(set(root_groups(view, table, moves)))


def root_groups(view: SeatView, table: Table, moves: Sequence[int]) -> list[int]:
    """For each position in ``moves``, the position of the move that stands for its class of
    equivalent moves (``root_classes``)."""
    out_mask = 0
    for _, cards in view.tricks:
        for _, c in cards:
            out_mask |= 1 << table.idx_of[c]
    if view.discarded:
        out_mask |= table.mask_of(view.discarded)
    hand = view.hand if view.to_move == view.seat else view.exposed.get(view.to_move, ())
    hand_mask = table.mask_of(hand)
    dead = out_mask | hand_mask
    order = sorted(range(len(moves)), key=lambda i: moves[i])
    groups = list(range(len(moves)))
    rep = -1
    prev = -1
    suit_of = table.suit_of
    for i in order:
        m = moves[i]
        if m >> NAME_SHIFT:
            prev = -1
            continue
        if prev >= 0 and suit_of[prev] == suit_of[m]:
            between = ((1 << m) - (1 << (prev + 1)))
            if not between & ~dead:
                groups[i] = rep
                prev = m
                continue
        rep = i
        prev = m
    return groups

