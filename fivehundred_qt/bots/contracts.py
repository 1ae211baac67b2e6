"""Simulated contracts: the contracts the search plays out (a 500 bid, a misère, Spades), one
hand played out under one (``simulate``), and what a finished hand is worth to a seat
(``make_util``, ``expected_points``, scored by ``core.scoring`` with the table's scores).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import Bid, Card, Contract, SeatView
from ..core.actions import BIDS, TRUMP_LETTERS, numbered_value
from ..core.auction import misere_value
from ..core.rules import RuleSet
from ..core.scoring import score_500, score_spades
from .estimates import SIDE_LENGTH, discard_candidates, estimate_spades
from .fastplay import Board, Policy, Table
from .game_value import GameOutlook


def make_util(rules: RuleSet, contract: Contract, table: Table, scores: Sequence[int],
              me: int, bags: Sequence[int] | None = None,
              spades_bids: Sequence[Bid] | None = None) -> Callable[[tuple[int, ...]], float]:
    """The value of a finished hand (tricks per seat) for ``me``: its side's points minus the
    average of the other sides' points, as ``core.scoring`` scores them, blended near the end of
    the game with the win chance the hand leaves the side (``game_value.GameOutlook``)."""
    side_of = table.side_of
    cache: dict[tuple[int, ...], float] = {}
    contract_seats = table.contract_seats
    sides = rules.sides
    outlook = GameOutlook(rules, scores, side_of[me], bags if rules.is_spades else None)

    if rules.is_spades:
        assert spades_bids is not None
        bag_list = list(bags) if bags is not None else [0] * len(sides)

        def util_spades(won: tuple[int, ...]) -> float:
            v = cache.get(won)
            if v is None:
                delta, new_bags = score_spades(rules, spades_bids, won, sides, bag_list)
                v = cache[won] = hand_value(outlook, scores, delta, None, new_bags)
            return v

        return util_spades

    preferred = None if contract.declarer is None else side_of[contract.declarer]

    def util_500(won: tuple[int, ...]) -> float:
        v = cache.get(won)
        if v is None:
            _, delta = score_500(rules, contract, won, side_of, contract_seats, scores)
            v = cache[won] = hand_value(outlook, scores, delta, preferred)
        return v

    return util_500


def hand_value(outlook: GameOutlook, scores: Sequence[int], delta: Sequence[int],
               preferred: int | None, new_bags: Sequence[int] | None = None) -> float:
    """A scored hand's value for ``outlook``'s side: its points less the others' average, and
    near the end of the game the win chance it leaves (``preferred``: the contractor's side)."""
    mine = outlook.side
    points = float(delta[mine]) if len(delta) == 1 else \
        delta[mine] - (sum(delta) - delta[mine]) / (len(delta) - 1)
    if outlook.closeness <= 0.0:
        return points
    after = [s + d for s, d in zip(scores, delta, strict=True)]
    return outlook.value(points, after, new_bags, preferred)


def contractor_value(rules: RuleSet, scores: Sequence[int], side: int, points: int) -> float:
    """``hand_value`` to the contractor's ``side`` of its contract made (``points`` its value)
    or set (minus it), with nothing for the defenders (a misère)."""
    delta = [points if s == side else 0 for s in range(len(scores))]
    return hand_value(GameOutlook(rules, scores, side), scores, delta, side)


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


def bid_key(bid: Bid, called: bool) -> tuple[str, bool, bool]:
    """Which bidding simulation scores ``bid``: (trump letter, two partners, sans kitty)."""
    assert bid.trump is not None
    return TRUMP_LETTERS[bid.trump], called and bid.tricks >= 8, bid.sans_kitty


def expected_points(rules: RuleSet, contract: Contract, table: Table,
                    results: Sequence[Sequence[int]], scores: Sequence[int], me: int
                    ) -> tuple[float, float]:
    """``(expected value for me, chance the contract is made)`` over simulated hands: the value
    of each as ``make_util`` has it (points, and near the end of the game the win chance)."""
    total = 0.0
    made = 0
    side_of = table.side_of
    outlook = GameOutlook(rules, scores, side_of[me])
    preferred = None if contract.declarer is None else side_of[contract.declarer]
    for won in results:
        ok, delta = score_500(rules, contract, won, side_of, table.contract_seats, scores)
        made += bool(ok)
        total += hand_value(outlook, scores, delta, preferred)
    count = max(1, len(results))
    return total / count, made / count


SPADES_KEEP = 10.0
"""Spades: the points by which another bid must beat the bid by rule (``search``) to replace it
from the first sign of the end of the game, less as it nears (times one less
``game_value.closeness``)."""


def spades_game_bid(view: SeatView, want: int, results: Sequence[Sequence[int]],
                    hands: Sequence[Sequence[Sequence[Card]]]) -> int:
    """Near the end of a Spades game (bags held counting against it): of ``want`` (the bid by
    rule), the two bids under it and the one over it, the one worth most over the simulated
    hands (``results``, tricks per seat, with ``hands``, each world's hands), by their points
    and the win chance they leave (``hand_value``); the seats still to bid are taken to bid
    their hand's quick count."""
    rules = view.rules
    me = view.seat
    bags = list(view.bags) if view.bags else [0] * len(rules.sides)
    outlook = GameOutlook(rules, view.scores, rules.side_of[me], bags)
    called = dict(view.calls)
    guesses = [[called[s] if s in called else
                 BIDS[str(max(1, min(13, round(estimate_spades(h[s]))))), False]
                 for s in range(rules.players)] for h in hands]
    worth: dict[int, float] = {}
    for tricks in range(max(1, want - 2), min(13, want + 1) + 1):
        if BIDS[str(tricks), False] not in view.legal:
            continue
        total = 0.0
        for bids, won in zip(guesses, results, strict=True):
            bids[me] = BIDS[str(tricks), False]
            delta, new_bags = score_spades(rules, bids, won, rules.sides, bags)
            total += hand_value(outlook, view.scores, delta, None, new_bags)
        worth[tricks] = total / max(1, len(results))
    if want not in worth:
        return want
    best = max(worth, key=lambda t: (worth[t], t == want))
    keep = (1.0 - outlook.closeness) * SPADES_KEEP
    return best if worth[best] > worth[want] + keep else want


def at_chance(points: tuple[float, float], value: int, chance: float) -> tuple[float, float]:
    """``(expected points, chance)`` of a contract worth ``value`` (to the seat pricing it:
    negative for the other side's) made with ``chance`` instead, each point of chance worth
    twice the value (made rather than set)."""
    ev, simulated = points
    return ev + 2 * value * (chance - simulated), chance


def lifted(points: tuple[float, float], value: int, lift: float) -> tuple[float, float]:
    """``at_chance``, the chance moved ``lift`` of the way toward certain."""
    return at_chance(points, value, points[1] + lift * (1.0 - points[1]))


def simulate(table: Table, hands: Sequence[Sequence[Card]], leader: int,
             hand13: Sequence[Card] | None = None, k: int = 0, declarer: int = -1, *,
             policy: Policy, side_length: float = SIDE_LENGTH) -> list[int]:
    """Tricks per seat of one rollout by ``policy`` from the opening lead; with ``hand13`` the
    declarer first takes the kitty and discards ``k`` cards by the heuristic
    (``discard_candidates``' first, with ``side_length``)."""
    if hand13 is not None:
        discard = discard_candidates(table, hand13, k, limit=1, side_length=side_length)[0]
        hands = list(hands)
        hands[declarer] = [c for c in hand13 if c not in discard]
    board = Board(table, [table.mask_of(h) for h in hands], leader)
    board.rollout(policy)
    return board.won
