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
from .estimates import discard_candidates
from .fastplay import Board, Table


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


def lifted(points: tuple[float, float], value: int, lift: float) -> tuple[float, float]:
    """``(expected points, chance)`` of a contract worth ``value`` with its chance of being made
    moved ``lift`` of the way toward certain, each point of chance worth twice the value (made
    rather than set)."""
    ev, chance = points
    raised = chance + lift * (1.0 - chance)
    return ev + 2 * value * (raised - chance), raised


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
