"""Hand evaluation for the heuristic players: expected tricks and misère safety.

Everything here looks at one seat's own cards and the deck of the table, never at another hand:

- ``suit_tricks``: the tricks a hand takes by itself with a suit as trumps (the joker and both
  bowers counted, honours that need guards, length once the trumps are drawn, ruffs);
- ``nt_tricks``: the same at no trumps, with a free or a nominated joker, and a penalty for suits
  the hand cannot stop;
- ``partner_tricks``: what the partner hand(s) add on average, from the high cards this seat
  does not hold;
- ``misere_forced``: how many times defenders who lead low and unblock could force the hand to
  win a trick (0 is a safe misère; also Spades nil); ``misere_safe_chance`` is the chance that
  no suit can be forced, over random ways the defenders may hold the other cards;
- ``make_chance``: the chance of taking at least ``n`` tricks when ``e`` are expected.

The constants (``table_bias``, ``NT_PENALTY``, the kitty bonus…) were calibrated by playing
contracts forced on random deals with the ``normal`` player on every seat and comparing the
tricks taken with the estimate, for each player count (``benchmarks/normal_estimates.py``
prints that comparison).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..core import Card, RuleSet, deck_for
from ..core.cards import SUITS
from ..core.order import tables


@dataclass(frozen=True, slots=True)
class Geometry:
    """Who plays against whom, seen from one seat, for evaluation."""

    hand_size: int
    unseen: int
    """Cards of the deck this seat does not hold (other hands, kitty, dead hand)."""
    opponents: int
    """Opponent hands that play."""
    partners: int
    """Partner hands that play (and help)."""

    @property
    def q(self) -> float:
        """The chance that one given unseen card is in one given other hand."""
        return self.hand_size / self.unseen if self.unseen else 0.0


@lru_cache(maxsize=32)
def deck_of(rules: RuleSet) -> tuple[Card, ...]:
    return deck_for(rules.players, rules.kitty_size, spades=rules.is_spades)


@lru_cache(maxsize=256)
def suit_order(rules: RuleSet, trump: int | None, suit: int) -> tuple[Card, ...]:
    """The cards of the deck in effective ``suit`` under ``trump`` (None: no trumps), high to low.

    Bowers count in 500 suit contracts, never in Spades."""
    bowers = not rules.is_spades and trump is not None
    eff, pw = tables(trump, bowers)
    cards = [c for c in deck_of(rules) if eff[c] == suit]
    return tuple(sorted(cards, key=lambda c: -pw[c]))


def geometry(rules: RuleSet, *, partners: int | None = None) -> Geometry:
    """The evaluation geometry of a 500 or Spades table before the play (partners as seated)."""
    n = rules.players
    if rules.is_spades:
        return Geometry(13, 39, 2, 1)
    size = len(deck_of(rules))
    if partners is None:
        if rules.teams == "called":
            partners = 1
        else:
            partners = max(len(side) for side in rules.sides) - 1
    opponents = n - 1 - partners
    return Geometry(10, size - 10, opponents, partners)


def _longest(others: int, geo: Geometry) -> float:
    """The expected longest holding among the opponents of a suit with ``others`` cards out."""
    if others <= 0 or geo.opponents <= 0:
        return 0.0
    mean = others * geo.q
    spread = 0.9 * math.sqrt(mean) if geo.opponents > 1 else 0.3 * math.sqrt(mean)
    return min(float(others), mean + spread)


SIDE_WEIGHT = 1.0
RUFF_WEIGHT = 1.0
PARTS_BIAS = 0.0
NT_PENALTY = 0.8
"""Weight of the tricks the opponents may run in a suit the hand cannot stop."""
NT_SHAPE: dict[int, tuple[float, float, float]] = {
    3: (0.8, 0.7, 0.1), 4: (0.8, 0.3, 0.3), 5: (0.75, 0.75, 0.15)}
"""By player count, at no trumps: the share of a long suit's length tricks the hand counts with
the joker and without it, and what each suit it stops adds besides its winners (else all of the
length, nothing for stoppers).  With a partner, a long suit took fewer tricks than its count,
the fewer without the joker (the entry back to the suit once it is set up, and one more stop of
the defenders' suit), and a hand that stops the suits more: the defenders cannot run them, and
the partner's high cards score.  With three players a long suit fell short too, less so (fitted
to ``normal``'s play, ``benchmarks/normal_estimates.py --by shape``; at six players too few
hands bid no trumps to fit)."""



@lru_cache(maxsize=4096)
def _void_chance(others: int, rounds: int, q: float) -> float:
    """The chance that one other hand holds at most ``rounds`` of the ``others`` cards of a suit
    this hand lacks: it has none left when the suit is led for the ``rounds + 1``-th time."""
    return sum(math.comb(others, k) * q ** k * (1.0 - q) ** (others - k)
               for k in range(min(rounds, others) + 1))


def _not_ruffed(rounds: int, others: int, ruffers: float, geo: Geometry) -> float:
    """The chance that a winner played on round ``rounds`` (0: the first) of a side suit with
    ``others`` cards out is not trumped: no opponent is out of the suit while holding a trump
    (``ruffers``: the chance an opponent out of the suit still holds one)."""
    return (1.0 - _void_chance(others, rounds, geo.q) * ruffers) ** geo.opponents


def _trumps_left(length: float, longest: float, others: int, geo: Geometry) -> float:
    """The chance an opponent still holds a trump when a side suit is played: any of the
    ``others`` trumps out can ruff, less the share the side's ``length`` trumps draw first
    (none when the opponents' longest holding is as long as the hand's; all when the hand
    holds two trumps more)."""
    drawn = min(1.0, max(0.0, (length - longest + 1.0) / 3.0))
    return (1.0 - (1.0 - geo.q) ** others) * (1.0 - drawn)


def suit_tricks(hand: Iterable[Card], trump: int, rules: RuleSet, geo: Geometry, *,
                mates_trumps: float = 0.0) -> float:
    """Tricks this hand takes by itself with ``trump`` as the trump suit (``mates_trumps``:
    the trumps a partner has shown, which help to draw the opponents')."""
    trumps, side, ruff, _, _ = suit_parts(hand, trump, rules, geo, mates_trumps=mates_trumps)
    return trumps + SIDE_WEIGHT * side + RUFF_WEIGHT * ruff + PARTS_BIAS


def suit_parts(hand: Iterable[Card], trump: int, rules: RuleSet, geo: Geometry, *,
               mates_trumps: float = 0.0) -> tuple[float, float, float, int, float]:
    """The parts of ``suit_tricks``: trump tricks, side-suit tricks, ruffs, the number of
    trumps held and the opponents' expected longest trump holding."""
    mine = set(hand)
    order = suit_order(rules, trump, trump)
    held = [c for c in order if c in mine]
    length = len(held)
    others = len(order) - length
    longest = _longest(others, geo)
    values: list[float] = []
    missing = 0
    idx = 0
    for c in order:
        if c in mine:
            below = length - idx - 1
            if missing == 0:
                h = 1.0
            elif below >= missing:
                h = max(0.15, 1.0 - 0.3 * missing)
            else:
                h = 0.3 if missing == 1 else 0.12
            lv = min(1.0, max(0.0, idx + 1 - longest)) * 0.9
            values.append(max(h, lv))
            idx += 1
            if idx == length:
                break
        else:
            missing += 1
    trump_total = sum(values)
    control = length >= 4 and trump_total >= longest + 1.0
    ruffers = _trumps_left(length + mates_trumps, longest, others, geo)
    side = 0.0
    short = 0.0
    for s in SUITS:
        if s == trump:
            continue
        s_order = suit_order(rules, trump, s)
        if not s_order:
            continue
        s_held = [c for c in s_order if c in mine]
        n_s = len(s_held)
        if n_s == 0:
            short += 2.0
            continue
        if n_s == 1:
            short += 1.0
        elif n_s == 2:
            short += 0.5
        s_others = len(s_order) - n_s
        missing = 0
        i = 0
        top = 0
        for c in s_order:
            if c in mine:
                below = n_s - i - 1
                if missing == 0:
                    v = 1.0 if control and i < 3 else _not_ruffed(i, s_others, ruffers, geo)
                    top += 1
                elif below >= missing and missing <= 2:
                    v = (0.5 if missing == 1 else 0.22) * _not_ruffed(i + missing, s_others,
                                                                     ruffers, geo)
                else:
                    v = 0.0
                side += v
                i += 1
                if i == n_s:
                    break
            else:
                missing += 1
        if control and n_s >= 4 and top >= 1:
            s_longest = _longest(s_others, geo)
            side += max(0.0, n_s - max(s_longest, top) - 0.5) * 0.5
    ruff = 0.0
    for v in sorted(values):
        if short <= 0 or v >= 0.7:
            break
        take = min(1.0, short)
        ruff += take * (0.75 - v)
        short -= take
    return trump_total, side, ruff, length, longest


def _nt_suit(mine: set[Card], order: Sequence[Card], geo: Geometry,
             extra_top: int = 0, length_share: float = 1.0) -> tuple[float, bool]:
    """No-trump tricks of one suit and whether it is stopped; ``extra_top`` nominated jokers
    sit above the suit's ace; ``length_share``: of the length tricks, the share counted."""
    held = [c for c in order if c in mine]
    n_s = len(held) + extra_top
    if n_s == 0:
        return 0.0, False
    honours = float(extra_top)
    top = extra_top
    missing = 0
    i = extra_top
    for c in order:
        if i == n_s:
            break
        if c in mine:
            below = n_s - i - 1
            if missing == 0:
                honours += 1.0
                top += 1
            elif below >= missing:
                honours += {1: 0.5, 2: 0.25, 3: 0.1}.get(missing, 0.0)
            i += 1
        else:
            missing += 1
    others = len(order) - len(held)
    longest = _longest(others, geo)
    tricks = honours
    if n_s >= 4:
        length = max(0.0, n_s - max(longest, float(top)))
        tricks = min(float(n_s),
                     honours + length_share * length * (0.45 + 0.15 * min(top, 3)))
    stopped = top >= 1 or honours >= 0.5 or n_s >= 5
    return tricks, stopped


def nt_tricks(hand: Iterable[Card], rules: RuleSet, geo: Geometry,
              nominated: dict[Card, int | None] | None = None, *,
              penalty_weight: float = NT_PENALTY) -> float:
    """Tricks at no trumps by this hand alone; ``nominated`` maps its jokers to a suit (or None:
    free; a joker missing from the map is free)."""
    mine = set(hand)
    jokers = [c for c in mine if c.is_joker]
    nominated = nominated or {}
    extra = [0, 0, 0, 0]
    total = 0.0
    for j in jokers:
        suit = nominated.get(j)
        if suit is None:
            restricted = rules.joker_follow == "void_only" and rules.joker_lead != "any_suit"
            total += 0.9 if restricted else 1.0
        else:
            extra[suit] += 1
    deck_jokers = sum(1 for c in deck_of(rules) if c.is_joker)
    foe_joker = deck_jokers > len(jokers)
    total -= 0.6 * (deck_jokers - len(jokers))
    penalties: list[float] = []
    partner_stop = 1.0 - 0.55 ** geo.partners
    with_joker, without_joker, stop_value = NT_SHAPE.get(rules.players, (1.0, 1.0, 0.0))
    length_share = with_joker if jokers else without_joker
    for s in SUITS:
        order = suit_order(rules, None, s)
        tricks, stopped = _nt_suit(mine, order, geo, extra[s], length_share)
        total += tricks
        held = sum(1 for c in order if c in mine) + extra[s]
        if stopped and tricks < held - 0.5:
            total += stop_value  # a suit of winners is counted trick by trick already
        # the tricks the opponents may run once they get in (the joker gets them in)
        run = _longest(len(order) - held + extra[s], geo)
        theirs = max(0.0, run - tricks - 0.3)
        if theirs > 0:
            get_in = 1.0 if foe_joker else 0.8 if tricks < 0.5 else 0.45
            penalties.append(theirs * get_in * (1.0 - partner_stop))
    if penalties:
        penalties.sort(reverse=True)
        if any(nominated.get(j) is None for j in jokers):
            penalties[0] *= 0.5
        total -= penalties[0] * penalty_weight
    return total


def partner_tricks(hand: Iterable[Card], trump: int | None, rules: RuleSet, geo: Geometry) -> float:
    """What the partner hand(s) take on average, from the high cards this hand lacks."""
    if geo.partners <= 0:
        return 0.0
    mine = set(hand)
    p = min(0.95, geo.q * geo.partners)
    weight = 0.0
    for s in SUITS:
        order = suit_order(rules, trump, s)
        if not order:
            continue
        if trump is not None and s == trump:
            for c in order[:4]:
                if c not in mine:
                    weight += 0.55
            continue
        top, second = order[0], order[1] if len(order) > 1 else None
        if top not in mine:
            weight += 0.8
            if second is not None and second not in mine:
                weight += 0.2
        elif second is not None and second not in mine:
            weight += 0.4
    if trump is None:
        for c in deck_of(rules):
            if c.is_joker and c not in mine:
                weight += 0.8
    return p * weight + 0.25 * geo.partners


def kitty_bonus(rules: RuleSet, kind: str) -> float:
    """What taking the kitty (and discarding as many) adds to a numbered contract."""
    k = rules.kitty_size
    per = 0.25 if kind == "suit" else 0.18
    return per * k + 0.12 * max(0, k - 3)


_TABLE_BIAS = {3: 0.6, 4: 0.0, 5: 0.0, 6: -0.5}
TWO_PLAYER_SHARE = 0.42
"""Two players: the share of the tricks its count leaves out that a hand takes all the same
(the one opponent holds 10 of the 23 cards the hand cannot see, and cannot beat every card)."""
TWO_PLAYER_MOST = 2.2
"""Two players: the most that share adds (weak hands)."""
NT_EXTRA = {2: 1.0, 3: 0.53, 4: -0.2, 5: 0.22, 6: 0.5}
"""By player count, what no trumps take beyond the count: measured, for 2 players, once the
declarer's play set up its long suit and kept its joker (``benchmarks/normal_estimates.py
--strain nt``); with 3, 4 and 5, together with ``NT_SHARE``."""
NT_SHARE = {3: 0.27, 4: 0.4, 5: 0.26}
"""By player count, the share of the tricks its count leaves out (of the hand's ten) that a side
takes all the same at no trumps, on top of ``NT_EXTRA``.  Four players: the side's tricks rose
by 0.6 a trick of the count, so a flat lift that was right at 6 under-counted 5 and over-counted
8 (fitted with ``NT_SHAPE`` on 30,000 deals of ``normal``'s play, checked on 30,000 others).
Three and five players: the side's tricks rose by 0.73 a trick of the count, and a flat lift had
left hands counted 6 to 8 about a trick short (fitted on 60,000 deals, checked on 60,000)."""


def table_bias(rules: RuleSet, kind: str, own: float) -> float:
    """Self-play correction of a trick estimate for the number of players.  With two players it
    shrinks as the hand's ``own`` count grows (a flat +1.6 undercounted hands of 4 to 6 tricks
    and overcounted those of 7 or more: ``benchmarks/normal_estimates.py``); at no trumps
    ``NT_EXTRA`` is added and, with 3 to 5 players, ``NT_SHARE`` of what ``own`` leaves out."""
    if rules.players == 2:
        bias = min(TWO_PLAYER_MOST, TWO_PLAYER_SHARE * max(0.0, rules.hand_size - own))
    else:
        bias = _TABLE_BIAS.get(rules.players, 0.0)
    if kind == "nt":
        share = NT_SHARE.get(rules.players, 0.0) * max(0.0, rules.hand_size - own)
        bias += NT_EXTRA.get(rules.players, 0.0) + share
    return bias


# ----------------------------------------------------------------------------- misère
def suit_forced(mine: list[int], outs: list[int], p: float, defenders: int) -> float:
    """Times defenders who lead their lowest card of a suit and throw their highest ones on
    the other rounds force the hand (card powers ``mine``, ascending) to win; each of the
    outstanding cards ``outs`` (ascending) is with the defenders with chance ``p``."""
    defs: list[int] = []
    acc = 0.0
    for x in outs:
        acc += p
        if acc >= 0.5:
            defs.append(x)
            acc -= 1.0
    return _forcing_game(mine, defs, defenders)


def _forcing_game(mine: list[int], defs: list[int], defenders: int) -> float:
    left = list(mine)
    defs = list(defs)
    forced = 0.0
    while defs and left:
        lead = defs.pop(0)
        under = [m for m in left if m < lead]
        if under:
            left.remove(under[-1])
        else:
            forced += 1.0
            left.pop(0)
        if defenders > 1 and defs:
            del defs[-(defenders - 1):]
    return forced


def misere_safe_chance(hand: Sequence[Card], rules: RuleSet, geo: Geometry, *,
                       open_: bool = False, defenders: int | None = None,
                       trump: int | None = None, samples: int = 40) -> float:
    """The chance that no suit of a misère (or nil) hand can be forced, over random ways the
    unseen cards may lie with the defenders (deterministic for a hand)."""
    mine = set(hand)
    d = geo.opponents if defenders is None else defenders
    p = min(0.97, geo.q * d * (1.3 if open_ else 1.0))
    _, pw = tables(trump, False)
    rng = random.Random(sum(int(c) * 131 ** i for i, c in enumerate(sorted(mine))))
    chance = 1.0
    voids = 0
    for s in SUITS:
        order = suit_order(rules, trump, s) if rules.is_spades else suit_order(rules, None, s)
        held = sorted(pw[c] for c in order if c in mine)
        if not held:
            voids += 1
            continue
        outs = sorted(pw[c] for c in order if c not in mine)
        ok = 0
        for _ in range(samples):
            defs = [x for x in outs if rng.random() < p]
            if _forcing_game(held, defs, max(1, d)) == 0.0:
                ok += 1
        chance *= ok / samples
    jokers = sum(1 for c in mine if c.is_joker)
    chance *= 0.2 ** jokers
    if voids:
        chance = 1.0 - (1.0 - chance) * (0.85 ** voids)
    if trump is not None:
        chance *= math.exp(-1.3 * _high_trump_danger(list(mine), rules))
    return chance


def misere_forced_by_suit(hand: Iterable[Card], rules: RuleSet, geo: Geometry, *,
                          open_: bool = False, defenders: int | None = None,
                          trump: int | None = None) -> list[float]:
    """Per suit, how often the hand could be forced to win (0: safe).  Jokers are not counted
    (see ``misere_forced``).  ``trump``: Spades nil (spades trumps)."""
    mine = set(hand)
    d = geo.opponents if defenders is None else defenders
    p = min(1.0, geo.q * d * (1.35 if open_ else 1.0))
    _, pw = tables(trump, False)
    out: list[float] = []
    for s in SUITS:
        order = suit_order(rules, trump, s) if rules.is_spades else suit_order(rules, None, s)
        held = sorted(pw[c] for c in order if c in mine)
        if not held:
            out.append(0.0)
            continue
        outs = sorted(pw[c] for c in order if c not in mine)
        out.append(suit_forced(held, outs, p, max(1, d)))
    return out


def misere_forced(hand: Iterable[Card], rules: RuleSet, geo: Geometry, *, open_: bool = False,
                  defenders: int | None = None, trump: int | None = None) -> float:
    """Total danger of a misère (or nil) hand: forced wins, jokers, less for voids."""
    cards = list(hand)
    per_suit = misere_forced_by_suit(cards, rules, geo, open_=open_, defenders=defenders,
                                     trump=trump)
    danger = sum(per_suit)
    danger += 1.5 * sum(1 for c in cards if c.is_joker)
    voids = sum(1 for s in SUITS if not any(c.suit == s and not c.is_joker for c in cards))
    if voids and danger > 0:
        danger = max(0.0, danger - 0.35 * voids)
    if trump is not None:  # Spades nil: high trumps cannot be thrown when void
        danger += _high_trump_danger(cards, rules)
    return danger


def _high_trump_danger(cards: Sequence[Card], rules: RuleSet) -> float:
    order = suit_order(rules, 0, 0)
    held = [i for i, c in enumerate(order) if c in cards]
    danger = 0.0
    for rank_from_top in held:
        if rank_from_top <= 1:
            danger += 1.0
        elif rank_from_top <= 3:
            danger += 0.4
    if len(held) >= 4:
        danger += 0.5 * (len(held) - 3)
    return danger


def worst_misere_cards(hand: Sequence[Card], rules: RuleSet, geo: Geometry, count: int, *,
                       open_: bool = False) -> list[Card]:
    """The ``count`` cards whose removal makes a misère hand safest (jokers first)."""
    left = list(hand)
    out: list[Card] = []
    for j in [c for c in left if c.is_joker]:
        if len(out) < count:
            out.append(j)
            left.remove(j)
    _, pw = tables(None, False)
    while len(out) < count and left:
        base = sorted(left, key=lambda c: (-pw[c], c))
        best = None
        best_danger = math.inf
        for c in base:
            rest = [x for x in left if x != c]
            d = misere_forced(rest, rules, geo, open_=open_) - 0.001 * pw[c]
            if d < best_danger:
                best, best_danger = c, d
        assert best is not None
        out.append(best)
        left.remove(best)
    return out


# ----------------------------------------------------------------------------- chances
def make_chance(expected: float, needed: float, sigma: float = 1.15) -> float:
    """The chance to take at least ``needed`` tricks when ``expected`` are expected."""
    z = (expected - needed + 0.5) / sigma
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
