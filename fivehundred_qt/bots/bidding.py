"""Auction decisions of the heuristic players: 500 (Australian and American) and Spades.

``normal`` weighs every legal call by its expected score (the chance to make it times its
value, minus the loss when it fails) against passing, with the partner's and the opponents'
calls read as strength; hard limits keep it from the blunders players report (10 in a suit
without the joker and both bowers, 10NT without the joker, jumping to 8NT or more without
support, a Spades nil with a card that wins a trick by itself).  An American inkle is read as a
signal, never as a contract: passing it throws the hand in.  ``easy`` counts honours roughly,
adds noise, and bids the cheapest call its count allows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import PASS, Bid, RuleSet, SeatView, is_inkle
from ..core.actions import numbered_value
from ..core.auction import misere_value
from ..core.cards import JACK, SPADES, SUITS, Card
from ..core.order import tables
from ..core.phrases import Phrase
from ..core.terms import describe_bid, suit_word, term
from .evaluate import (
    Geometry,
    geometry,
    kitty_bonus,
    make_chance,
    misere_forced,
    misere_safe_chance,
    nt_tricks,
    partner_tricks,
    suit_order,
    suit_tricks,
    table_bias,
    worst_misere_cards,
)

Choice = tuple[Bid, Phrase]
NT = 4
BIAS = 0.0
"""Added to every trick estimate (self-play calibration)."""
PARTNER_OTHER_SUIT = 0.3
"""What partner's bid in another suit adds to a suit contract of ours."""
OVERCALL_PARTNER_MARGIN = 30.0
"""How much better a contract of ours must be to take partner's contract away."""
SIGMA = 1.15
"""Spread of the tricks taken around the estimate."""
SIGMA_NT = 1.7
"""No-trump hands are riskier: a suit the opponents run."""
SPADES_BIAS = 0.6
"""Added to a Spades trick estimate (0.4 before side suits were discounted by the ruffs the
opponents' trumps allow; 0.6 keeps its mean over random hands, and the match against ``easy``)."""
NIL_DANGER = 5.0
"""The most danger (``misere_forced``: how often its cards could be forced to win a trick) a
hand may have to bid a Spades nil."""
NIL_MAX_TRICKS = 2.2
"""A hand expected to take this many tricks or more does not bid nil (2.0 before
``SPADES_BIAS`` rose by 0.2)."""
NIL_MAX_SPADES = 3
"""A nil holds no more spades than this: the last ones win once the others are out."""
INKLE_MIN = 3.2
"""The tricks a suit must take in the inkler's own hand for ``inkle_signal`` to show it; the
partner of an inkler counts on them in full (an inkle is no contract that counted on help)."""
TEN_SUIT_TRUMPS = 5
"""Trumps (the joker and both bowers among them) a 10-level suit bid needs."""
MATES_TRUMPS = 3.0
"""The trumps a partner's bid (or inkle) in a suit shows: with them the side draws the
opponents' trumps before its side suits are ruffed."""


@dataclass
class Estimates:
    """Expected tricks per denomination (0-3 suits, 4 NT), with and without the kitty."""

    with_kitty: list[float]
    sans_kitty: list[float]
    misere: float
    """Chance to make a misère."""
    open_misere: float


def mates_of(view: SeatView) -> tuple[int, ...]:
    """The seats on this seat's side (no fixed partners in solo and called games)."""
    rules = view.rules
    if rules.teams in ("solo", "called"):
        return ()
    side = rules.side_with(view.seat)
    return tuple(s for s in side if s != view.seat)


def _best_nt(hand: tuple[Card, ...], view: SeatView, geo: Geometry) -> float:
    rules = view.rules
    jokers = [c for c in hand if c.is_joker]
    best = nt_tricks(hand, rules, geo)
    if rules.joker_nomination and jokers:
        for s in SUITS:
            best = max(best, nt_tricks(hand, rules, geo, {jokers[0]: s}))
    return best


def estimate(view: SeatView, *, with_misere: bool = True) -> Estimates:
    """Expected tricks of each contract for this seat's side, from the hand and the auction
    (and the chances of the misère family unless ``with_misere`` is false)."""
    rules = view.rules
    hand = view.hand
    geo = geometry(rules)
    mates = mates_of(view)
    shown = {b.trump for s, b in view.calls if s in mates and b.is_numbered}
    own = [suit_tricks(hand, t, rules, geo, mates_trumps=MATES_TRUMPS if t in shown else 0.0)
           for t in SUITS] + [_best_nt(hand, view, geo)]
    partner = [partner_tricks(hand, t, rules, geo) for t in SUITS]
    partner.append(partner_tricks(hand, None, rules, geo))
    # what the auction says: the tricks each denomination partner bid shows in partner's hands
    partner_bid: dict[int, float] = {}
    more_mates = 1 + 0.3 * (len(mates) - 1)
    partner_passed_first = False
    first_call: dict[int, Bid] = {}
    for seat, bid in view.calls:
        first_call.setdefault(seat, bid)
        if bid.is_numbered and bid.trump is not None:
            if seat in mates:
                shows = INKLE_MIN if is_inkle(rules, bid) else 0.7 * (bid.tricks - 3)
                partner_bid[bid.trump] = max(partner_bid.get(bid.trump, 0.0), shows * more_mates)
            elif seat != view.seat:
                if bid.trump < 4:
                    own[bid.trump] -= 0.5
    for m in mates:
        if m in first_call and first_call[m].is_pass:
            partner_passed_first = True
    for d in range(5):
        if partner_passed_first and not partner_bid:
            partner[d] *= 0.7
        if d in partner_bid:
            partner[d] = max(partner[d], partner_bid[d])
        elif partner_bid:
            # partner's strength is in the suit partner bid: it stops that suit at no trumps
            partner[d] += PARTNER_OTHER_SUIT if d != NT else 0.3
            if NT in partner_bid:
                partner[d] += 0.5
    with_kitty = []
    sans = []
    for d in range(5):
        base = own[d] + partner[d]
        base += BIAS + table_bias(rules, "suit" if d < 4 else "nt", base)
        sans.append(min(10.0, base))
        with_kitty.append(min(10.0, base + kitty_bonus(rules, "suit" if d < 4 else "nt")))
    # misère: the kitty lets the contractor throw the worst cards
    misere = open_misere = 0.0
    if with_misere and (rules.misere != "off" or rules.open_misere != "off"):
        budget = max(1, (rules.kitty_size + 1) // 2)
        throw = worst_misere_cards(hand, rules, geo, budget)
        rest = [c for c in hand if c not in throw]
        misere = misere_safe_chance(rest, rules, geo)
        open_misere = misere_safe_chance(rest, rules, geo, open_=True) ** 1.5
        if rules.nullo_play == "both_hands" and mates:
            misere *= 0.1
            open_misere *= 0.1
    return Estimates(with_kitty, sans, misere, open_misere)


def _level_of(bid: Bid | None) -> int:
    return bid.tricks if bid is not None and bid.is_numbered else 0


def ten_in_suit_holds(hand: tuple[Card, ...], trump: int, rules: RuleSet) -> bool:
    """Whether the hand holds what 10 tricks with ``trump`` need from it: every trump above the
    ace (the joker and both bowers, none of which the others can then win a trick with) and
    ``TEN_SUIT_TRUMPS`` trumps in all."""
    order = suit_order(rules, trump, trump)
    mine = set(hand)
    above_ace = [c for c in order if c.is_joker or c.rank == JACK]
    return all(c in mine for c in above_ace) and sum(c in mine for c in order) >= TEN_SUIT_TRUMPS


def choose_bid(view: SeatView, *, smart: bool, rng: random.Random) -> Choice:
    if view.rules.is_spades:
        return spades_bid(view, smart=smart, rng=rng)
    if not smart:
        return _easy_bid(view, rng)
    return _normal_bid(view)


def _normal_bid(view: SeatView) -> Choice:
    rules = view.rules
    legal = [b for b in view.legal if isinstance(b, Bid)]
    est = estimate(view, with_misere=any(b.call in ("misere", "open_misere") for b in legal))
    mates = mates_of(view)
    high: Bid | None = None
    high_seat: int | None = None
    for seat, bid in view.calls:
        if not bid.is_pass:
            high, high_seat = bid, seat
    american = rules.variant == "american"
    inkle_seat = american and len(view.calls) < rules.inkle_seats
    has_joker = any(c.is_joker for c in view.hand)
    partner_support = any(s in mates and b.is_numbered for s, b in view.calls)
    high_level = _level_of(high)
    partner_inkled = high is not None and high_seat in mates and is_inkle(rules, high)
    if high is not None and is_inkle(rules, high):
        high = high_seat = None  # an inkle never wins: passing it throws the hand in

    def contract_ev(bid: Bid) -> float:
        if bid.is_misere:
            if bid.call == "blind_misere":
                return -1e9
            chance = est.misere if bid.call == "misere" else est.open_misere
            return misere_value(rules, bid.call) * (2 * chance - 1)
        assert bid.trump is not None
        e = (est.sans_kitty if bid.sans_kitty else est.with_kitty)[bid.trump]
        p = make_chance(e, bid.tricks, SIGMA_NT if bid.trump == NT else SIGMA)
        value = numbered_value(bid.call)
        return value * (2 * p - 1)

    def allowed(bid: Bid) -> bool:
        if bid.is_pass or bid.call == "blind_misere":
            return False
        if bid.is_numbered:
            if american and bid.tricks == 6 and inkle_seat:
                return False  # an inkle never wins: it is a signal (below)
            if bid.tricks == 10 and not has_joker:
                return False
            if bid.tricks == 10 and bid.trump is not None and bid.trump != NT \
                    and not ten_in_suit_holds(view.hand, bid.trump, rules):
                return False
            if bid.trump == NT and bid.tricks >= 8 and mates:
                # a partner's hand is the estimate's guess; alone, the hand is all there is
                jump = bid.tricks - max(high_level, 6) >= 2 or high_level == 0
                if not partner_support and (jump or not has_joker):
                    return False
        return True

    candidates = [(contract_ev(b), b) for b in legal if allowed(b)]
    # what passing is worth
    if high is None:
        pass_ev = 0.0
    elif high_seat == view.seat:
        pass_ev = contract_ev(high)
    elif high_seat in mates:
        pass_ev = _partner_contract_ev(view, high, est)
    else:
        value = numbered_value(high.call) if high.is_numbered else misere_value(rules, high.call)
        pass_ev = -0.15 * value + 20.0
        assert high_seat is not None
        side = rules.side_of[high_seat]
        if rules.sides and view.scores[side] + value >= rules.win_score:
            pass_ev -= 250.0
    mine = rules.side_of[view.seat]
    near_win = view.scores[mine] >= rules.win_score - 250 and rules.must_bid_to_win
    if candidates:
        ev, best = max(candidates, key=lambda x: (x[0], -_rank(legal, x[1])))
        margin = 0.0 if high_seat not in mates else OVERCALL_PARTNER_MARGIN
        if near_win:
            margin -= 20.0
        if ev > pass_ev + margin and ev > -20.0:
            return best, _bid_reason(view, best, est)
    if inkle_seat:
        inkle = inkle_signal(view)
        if inkle is not None:
            assert inkle.trump is not None
            return inkle, Phrase.translate("Bots", "inkle: shows partner strength in {suit}").format(
                suit=suit_word(inkle.trump))
    if high is not None and high_seat in mates:
        return PASS, Phrase.translate("Bots", "pass: partner's {bid} is our side's best contract").format(
            bid=describe_bid(rules, high))
    if partner_inkled:
        return PASS, Phrase.translate("Bots", "pass: not enough to raise partner's inkle to a contract")
    return PASS, Phrase.translate("Bots", "pass: not enough for a higher bid")


def _rank(legal: list[Bid], bid: Bid) -> int:
    return legal.index(bid)


def _partner_contract_ev(view: SeatView, high: Bid, est: Estimates) -> float:
    rules = view.rules
    if high.is_misere:
        return 0.3 * misere_value(rules, high.call)
    assert high.trump is not None
    # the partner counted on about one trick from us: count what we really bring
    support = _support(view.hand, high.trump, rules)
    e = high.tricks + 0.3 + (support - 1.2)
    p = make_chance(e, high.tricks)
    return numbered_value(high.call) * (2 * p - 1)


def _support(hand: tuple[Card, ...], trump: int, rules: object) -> float:
    """Tricks this hand brings to a partner's contract in ``trump`` (4: no trumps)."""
    eff, pw = tables(None if trump == 4 else trump, trump != 4)
    total = 0.0
    trumps = 0
    for c in hand:
        e = eff[c]
        if c.is_joker:
            total += 1.0
            continue
        if trump != 4 and e == trump:
            trumps += 1
            if pw[c] >= 29 or c.rank == 17:
                total += 0.8
            continue
        if c.rank == 17:
            total += 0.8
        elif c.rank == 16:
            total += 0.25
    if trump != 4 and trumps >= 3:
        total += 0.4
    return total


def _bid_reason(view: SeatView, bid: Bid, est: Estimates) -> Phrase:
    rules = view.rules
    if bid.is_misere:
        return Phrase.translate("Bots", "{misere}: no card is likely to be forced to win").format(
            misere=term(rules, bid.call))
    assert bid.trump is not None
    e = (est.sans_kitty if bid.sans_kitty else est.with_kitty)[bid.trump]
    if bid.trump == NT:
        why = Phrase.translate("Bots", "{bid}: about {tricks:.1f} tricks expected with no trumps")
    else:
        why = Phrase.translate("Bots", "{bid}: about {tricks:.1f} tricks expected with {suit} as "
                               "trumps").format(suit=suit_word(bid.trump))
    return why.format(bid=describe_bid(rules, bid), tricks=e)


def inkle_signal(view: SeatView) -> Bid | None:
    """An American inkle: a 6 bid showing partner the suit this hand is strong in (None when no
    suit is strong enough to show, or no such bid is legal)."""
    geo = geometry(view.rules)
    best = None
    best_score = INKLE_MIN
    for t in SUITS:
        own = suit_tricks(view.hand, t, view.rules, geo)
        if own > best_score:
            best, best_score = t, own
    if best is None:
        return None
    for b in view.legal:
        if isinstance(b, Bid) and b.is_numbered and b.tricks == 6 and b.trump == best \
                and not b.sans_kitty:
            return b
    return None


# ------------------------------------------------------------------------------- easy
def _crude(hand: tuple[Card, ...], trump: int | None) -> float:
    """Honour counting: jokers and bowers, aces, long trumps."""
    total = 0.0
    trumps = 0
    for c in hand:
        if c.is_joker:
            total += 1.0
            if trump is not None:
                trumps += 1
            continue
        if trump is not None and c.rank == JACK and (c.suit == trump or c.suit == trump ^ 1):
            total += 1.0 if c.suit == trump else 0.8
            trumps += 1
            continue
        if trump is not None and c.suit == trump:
            trumps += 1
            total += 0.8 if c.rank == 17 else 0.45
            continue
        if c.rank == 17:
            total += 0.9
        elif c.rank == 16:
            total += 0.35
    if trump is not None and trumps < 4:
        total -= (4 - trumps) * 0.6
    return total + 2.0


def _easy_bid(view: SeatView, rng: random.Random) -> Choice:
    rules = view.rules
    legal = [b for b in view.legal if isinstance(b, Bid)]
    hand = view.hand
    values = [_crude(hand, t) for t in SUITS] + [_crude(hand, None) - 0.8]
    denom = max(range(5), key=lambda d: values[d])
    target = int(values[denom] + rng.gauss(0.0, 0.6))
    misere_ok = all(c.rank <= 9 and not c.is_joker for c in hand)
    if misere_ok:
        for b in legal:
            if b.call == "misere":
                return b, Phrase.translate("Bots", "{misere}: only low cards").format(
                    misere=term(rules, "misere"))
    for b in legal:
        if b.is_numbered and b.trump == denom and b.tricks <= target and not b.sans_kitty:
            return b, Phrase.translate("Bots", "{bid}: a good {suit} hand").format(
                bid=describe_bid(rules, b), suit=suit_word(denom))
    return PASS, Phrase.translate("Bots", "pass")


# ----------------------------------------------------------------------------- Spades
def spades_estimate(hand: tuple[Card, ...], view: SeatView) -> float:
    rules = view.rules
    return suit_tricks(hand, SPADES, rules, Geometry(13, 39, 3, 0))


def spades_estimate_normal(view: SeatView) -> float:
    """The tricks the normal level expects the seat's Spades hand to take."""
    return spades_estimate(view.hand, view) + SPADES_BIAS


def nil_winner(hand: tuple[Card, ...], rules: RuleSet) -> Phrase | None:
    """What in a Spades hand wins a trick by itself, ruling out nil (None: nothing does): the
    ace of spades, which nothing beats; an ace, king or queen with at most one lower card of its
    suit to play under the others' leads (the second lead of the suit forces it); more than
    ``NIL_MAX_SPADES`` spades (the last ones win once the others' are gone)."""
    mine = set(hand)
    for s in SUITS:
        order = suit_order(rules, SPADES, s)
        held = [i for i, c in enumerate(order) if c in mine]
        if s == SPADES and held and held[0] == 0:
            return Phrase.translate("Bots", "{card} always wins a trick").format(card=order[0])
        if s == SPADES and len(held) > NIL_MAX_SPADES:
            return Phrase.translate("Bots", "{count} spades").format(count=len(held))
        for n, i in enumerate(held):
            if i < 3 and len(held) - n - 1 <= 1:
                return Phrase.translate("Bots", "{card} has at most one card to play under it").format(
                    card=order[i])
    return None


def spades_bid(view: SeatView, *, smart: bool, rng: random.Random) -> Choice:
    rules = view.rules
    legal = {b.call: b for b in view.legal if isinstance(b, Bid)}
    me = view.seat
    side = rules.side_of[me]
    partner = next(s for s in rules.sides[side] if s != me)
    partner_call = None
    for seat, bid in view.calls:
        if seat == partner:
            partner_call = bid.call
    partner_nil = partner_call in ("nil", "blind_nil")
    if smart and "blind_nil" in legal and not partner_nil and view.calls is not None:
        # decided without looking at the cards: only far behind
        ours, theirs = view.scores[side], view.scores[1 - side]
        if theirs - ours >= 200 and theirs >= rules.win_score * 0.6:
            return legal["blind_nil"], Phrase.translate("Bots", "blind nil: far behind, a gamble worth 200")
    hand = view.hand
    e = spades_estimate_normal(view)
    if not smart:
        e += rng.gauss(0.0, 0.7)
    bags = view.bags[side] if view.bags else 0
    no_nil = None
    if smart and not partner_nil and e < NIL_MAX_TRICKS and "nil" in legal:
        no_nil = nil_winner(hand, rules)
        danger = misere_forced(hand, rules, Geometry(13, 39, 2, 1), trump=SPADES, defenders=2)
        if no_nil is None and danger <= NIL_DANGER:
            return legal["nil"], Phrase.translate("Bots", "nil: no card likely to be forced to win, "
                                                  "partner covers")
    target = int(e + (0.35 if bags >= rules.bag_limit - 3 else 0.0))
    if partner_nil and smart:
        target = int(e + 0.3)
    target = max(1, min(13, target))
    choice = legal.get(str(target)) or legal.get("1")
    assert choice is not None
    if no_nil is None:
        why = Phrase.translate("Bots", "bids {target}: about {tricks:.1f} tricks expected")
    else:
        why = Phrase.translate("Bots", "bids {target}: about {tricks:.1f} tricks expected (not nil: "
                               "{reason})").format(reason=no_nil)
    return choice, why.format(target=target, tricks=e)
