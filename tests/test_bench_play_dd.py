"""benchmarks/bench_play_dd.py --discards: every discard from the kitty solved on the true deal."""

from __future__ import annotations

from benchmarks.bench_play_dd import discard_values
from fivehundred_qt.bots import make_player
from fivehundred_qt.core import Phase
from fivehundred_qt.core.cards import parse_card
from tests.bots.positions import bid, start


def test_every_discard_is_solved_and_throwing_winners_costs_the_contract() -> None:
    # Seat 0 holds ten sure tricks in spades (the joker, both black bowers, A K Q 10 of spades,
    # A K Q of clubs) and takes three small diamonds from the kitty; seat 1 holds five trumps,
    # seat 3 the diamonds above them, and partner nothing that wins.
    state = start({0: "RJ JS JC AS KS QS 10S AC KC QC", 1: "5S 6S 7S 8S 9S 5C 6C 7C 8C 9C",
                   2: "4H 5H 6H 7H 8H 9H 10H JH QH KH", 3: "10C 7D 8D 9D 10D JD QD KD AD AH"},
                  "4D 5D 6D")
    bid(state, "10S", "pass", "pass", "pass")
    assert state.phase is Phase.DISCARD
    players = [make_player("normal", s) for s in range(4)]
    values = discard_values(state, players)
    assert len(values) == 286  # 13 cards, 3 to throw
    diamonds = tuple(sorted(parse_card(c) for c in ("4D", "5D", "6D")))
    assert values[diamonds] == max(values.values()) > 0
    for winners in (("AC", "KC", "QC"), ("RJ", "AS", "AC")):
        assert values[tuple(sorted(parse_card(c) for c in winners))] < 0
    assert state.phase is Phase.DISCARD  # the position judged is left as it was
