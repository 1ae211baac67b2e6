"""The search players' calls: a 500 bid or a Spades bid, priced by simulation in the level's
worlds (``search.SearchPlayer``'s auction decisions; its card play and the rest: ``search.py``).

- **500**: each candidate trump is simulated with the seat as contractor
  (``contracts.simulate``): the kitty sampled with the other hands, a heuristic discard, then a
  rollout; each legal bid is scored by its expected points over the worlds; misère is
  simulated too.  Passing is worth a small margin, less a share of the other side's contract
  when it holds the bid; ``expert`` values a pass over a standing bid (a misère too) by
  simulating that contract in the same worlds (its holder taking the kitty), and over the
  other side's bids on a lower chance than elsewhere (a set may cost less than their contract
  made); it lifts each simulated contract's chance toward certain (the rollouts play it worse
  than the search players; less for a bid over a standing bid), and once it has bid it leaves
  its partner's bid standing.
- **Spades**: the expected number of the seat's tricks (averaged with the normal level's count
  of the hand), and the chance of taking none, the other side hunting the nil, for a nil bid.

Near the end of the game a hand is worth the win chance it leaves too (``game_value.py``): the
standing contract is simulated for the pass, and a Spades bid is picked by that worth.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Protocol

from ..core import PASS, Action, Bid, SeatView, is_inkle
from ..core.actions import BIDS, TRUMP_LETTERS, numbered_value
from ..core.cards import Card
from .bidding import inkle_signal, mates_of, spades_estimate_normal
from .contracts import (
    SPADES_CONTRACT,
    at_chance,
    bid_key,
    contractor_value,
    default_partners,
    expected_points,
    lifted,
    misere_contract,
    numbered_contract,
    simulate,
    spades_game_bid,
)
from .fastplay import Policy, Table
from .game_value import closeness
from .levels import (
    BAG_SHADE,
    MIN_MAKE,
    MISERE_SHRINK,
    NIL_SAFE,
    OPEN_MISERE_SHRINK,
    OUTBID_EAGERNESS,
    PASS_MARGIN,
)
from .sampling import World
from .worlds import affordable

if TYPE_CHECKING:
    from . import Player
    from .levels import Level


class Bidder(Protocol):
    """What the calls need of a search player (``search.SearchPlayer``): its level's settings
    and rollout policy, its worlds, the ``normal`` player it consults, and where it keeps the
    last call's prices (bid text to (expected points, chance))."""

    settings: Level
    last_evaluation: dict[str, tuple[float, float]]

    @property
    def policy(self) -> Policy: ...

    def worlds(self, view: SeatView, count: int, rng: random.Random) -> list[World]: ...

    def normal_player(self) -> Player | None: ...


def misere_chance(call: str, simulated: float) -> float:
    """The chance of a misère (``misere`` or ``open_misere``) made, from the rollouts' chance:
    they defend it less well than players do, so it is lowered by the shrink."""
    return max(0.0, simulated - (MISERE_SHRINK if call == "misere" else OPEN_MISERE_SHRINK))


def bid_500(player: Bidder, view: SeatView, rng: random.Random, deadline: float) -> Action:
    """A 500 call: every legal bid priced by simulating its contract in the level's worlds,
    against what passing is worth (see the module text)."""
    rules = view.rules
    me = view.seat
    settings = player.settings
    legal = [b for b in view.legal if isinstance(b, Bid)]
    inkle = rules.variant == "american" and len(view.calls) < rules.inkle_seats
    high_seat = None
    high: Bid | None = None
    for s, b in view.calls:
        if not b.is_pass:
            high_seat, high = s, b
    mates = mates_of(view)
    partner_inkled = high is not None and high_seat in mates and is_inkle(rules, high)
    if high is not None and is_inkle(rules, high):
        high = high_seat = None  # an inkle never wins: passing it throws the hand in
    # Ten tricks need the joker: in this hand, or perhaps in a partner's who has bid
    # (a 10 bid without it fails whenever an opponent holds it; hard's worlds, reading
    # the calls plainly, gave an opponent's 9NT the joker no more often than chance).
    joker_ours = any(c.is_joker for c in view.hand) or any(
        s in mates and b.is_numbered for s, b in view.calls)
    numbered = [b for b in legal if b.is_numbered and not (inkle and b.tricks == 6)
                and (b.tricks < 10 or joker_ours)]
    miseres = [b for b in legal if b.call in ("misere", "open_misere")]
    if not numbered and not miseres:
        return PASS
    has_bid = any(s == me and not b.is_pass and not is_inkle(rules, b) for s, b in view.calls)
    if settings.yield_to_partner and high_seat in mates and has_bid:
        player.last_evaluation = {}
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
    # The standing contract, simulated in the same worlds (its holder takes the kitty): what
    # passing is worth, for expert over anyone, and near the end of the game for both levels
    # over anyone (the other side's contract may end the game).
    near_end = closeness(rules, view.scores)
    ours = high_seat is not None and rules.side_of[high_seat] == rules.side_of[me]
    priced = settings.partner_sim if ours else settings.opponent_lift is not None
    standing_table: Table | None = None
    standing_sims: list[list[int]] = []
    if (near_end > 0 or priced) and not called \
            and high is not None and high_seat not in (None, me):
        standing_table = Table(rules, numbered_contract(high_seat, high) if high.is_numbered
                               else misere_contract(rules, high_seat, high.call))
    cards = rules.hand_size * rules.players
    count = affordable(settings.bid_worlds, settings.card_budget,
                       (len(tables_) + (standing_table is not None)) * cards)
    for w in player.worlds(view, count, rng):
        kitty = w.buried if len(w.buried) == k else rng.sample(w.buried, k)
        hand13 = list(view.hand) + list(kitty)
        for key, table in tables_.items():
            if key[2]:
                sims[key].append(simulate(table, w.hands, me, policy=player.policy))
            else:
                sims[key].append(simulate(table, w.hands, me, hand13, k, me, policy=player.policy,
                                          side_length=settings.side_length))
        if standing_table is not None and high_seat is not None and high is not None:
            taken = None if high.sans_kitty else list(w.hands[high_seat]) + list(kitty)
            standing_sims.append(simulate(standing_table, w.hands, high_seat, taken, k,
                                          high_seat, policy=player.policy,
                                          side_length=settings.side_length))
        if time.perf_counter() > deadline:
            break
    side_of = next(iter(tables_.values())).side_of
    # Passing is worth the margin, plus (expert) the standing contract as simulated, a misère
    # too: the partner's, or the other side's (``Level.opponent_lift``); else a little less
    # when the other side holds a numbered contract, and near the end of the game, by how near
    # (``near_end``), the standing contract simulated.  Over the other side's simulated
    # contract a numbered bid may be made on a lower chance (``Level.outbid_floor``): set, it
    # may still cost less (not a misère: its chance is the rollouts' shrunk by a guess, and
    # sacrificed so it lost).
    best_ev = PASS_MARGIN
    least = least_numbered = MIN_MAKE * (1 - near_end)  # the least simulated chance bid
    standing: tuple[float, float] | None = None
    if standing_table is not None and standing_sims:
        standing = expected_points(rules, standing_table.contract, standing_table,
                                   standing_sims, view.scores, me)
        value = standing_table.contract.value
        if ours and high is not None and high.is_misere:
            # As for a misère of the seat's own: the rollouts defend it less well than players.
            standing = at_chance(standing, value, misere_chance(high.call, standing[1]))
        elif ours:
            standing = lifted(standing, value, settings.make_lift)
        elif settings.opponent_lift is not None:
            # The other side's contract, a misère too: its bidder saw more than the worlds
            # know of its hand, and the search players make their misères eight times in ten.
            standing = lifted(standing, -value, settings.opponent_lift)
            least_numbered = min(least, settings.outbid_floor)
    if standing is not None and priced:
        best_ev += standing[0]
    else:
        if high is not None and high.is_numbered and not ours:
            best_ev -= (1 - near_end) * OUTBID_EAGERNESS * numbered_value(high.call)
        if standing is not None:
            best_ev += near_end * standing[0]
    best: Bid = PASS
    lift = settings.make_lift if high is None else settings.contest_lift
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
        simulated = p
        if b.is_misere:
            # The rollouts defend a misère less well than players do: shrink the chance.
            p = misere_chance(b.call, p)
            ev = p * contractor_value(rules, view.scores, side_of[me], contract.value) \
                + (1 - p) * contractor_value(rules, view.scores, side_of[me], -contract.value)
            simulated = p
        else:
            ev, p = lifted((ev, p), contract.value, lift)
        evaluation[str(b)] = (ev, p)
        if ev > best_ev and simulated >= (least_numbered if b.is_numbered else least):
            best, best_ev = b, ev
    player.last_evaluation = evaluation
    if best.is_pass and inkle:
        # No contract worth playing: show partner a strong suit, as the normal level does.
        signal = inkle_signal(view)
        if signal is not None:
            return signal
    if best.is_pass and partner_inkled:
        # Passing partner's inkle throws the hand in.  The worlds know no more of the
        # inkler's hand than that it bid 6, where the inkle shows a strong suit
        # (``inkle_signal``): the normal level's raise, which counts on it, when there is one.
        normal = player.normal_player()
        raise_ = normal.choose(view) if normal is not None else None
        if isinstance(raise_, Bid) and raise_.is_numbered:
            return raise_
    return best

def bid_spades(player: Bidder, view: SeatView, rng: random.Random, deadline: float) -> Action:
    """A Spades bid: the seat's expected tricks over the worlds, blended with the ``normal``
    count and rounded down, or nil when the rollouts hunting it leave the seat trickless."""
    rules = view.rules
    me = view.seat
    legal = [b for b in view.legal if isinstance(b, Bid)]
    leader = (view.dealer + 1) % 4
    normal = Table(rules, SPADES_CONTRACT)
    # The other side hunts the nil in its rollouts, as players do: with them playing for
    # their own tricks, nils looked far safer than they are (docs/bots-journal.md).
    nil = Table(rules, SPADES_CONTRACT, nil_seats=(me,), hunt_nil=True)
    partner = (me + 2) % 4
    partner_nil = any(s == partner and b.call in ("nil", "blind_nil") for s, b in view.calls)
    tricks = 0
    zero = 0
    count = 0
    results: list[list[int]] = []
    hands: list[list[list[Card]]] = []
    for w in player.worlds(view, player.settings.bid_worlds, rng):
        results.append(simulate(normal, w.hands, leader, policy=player.policy))
        hands.append(w.hands)
        tricks += results[-1][me]
        if not partner_nil:
            zero += simulate(nil, w.hands, leader, policy=player.policy)[me] == 0
        count += 1
        if time.perf_counter() > deadline:
            break
    expected = tricks / count
    player.last_evaluation = {"tricks": (expected, zero / count)}
    nil_bid = BIDS["nil", False]
    if nil_bid in legal and not partner_nil and zero / count >= NIL_SAFE and expected < 2.5:
        return nil_bid
    # The bid: the rollouts' expectation averaged with the normal level's hand count, rounded
    # down (a set costs ten points a trick, an overtrick one; this rule scored best of those
    # measured, docs/bots-journal.md).  Near the bag limit overtricks cost more: bid closer to the
    # expectation.
    bags = view.bags[rules.side_of[me]] if view.bags else 0
    blended = (expected + spades_estimate_normal(view)) / 2
    shade = BAG_SHADE if bags >= rules.bag_limit - 3 else 0.0
    want = max(1, min(13, math.floor(blended + shade)))
    if closeness(rules, view.scores, view.bags) > 0:
        # Near the end of the game (bags held count): the bid worth most, by the win chance
        want = spades_game_bid(view, want, results, hands)
    bid = BIDS[str(want), False]
    return bid if bid in legal else legal[0]
