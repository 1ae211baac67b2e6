"""The double-dummy search's lead order (``move_order.MoveOrder._lead_rank``), rule by rule, on
small Spades positions (seat 0 to lead, its partner seat 2).  The order never changes an answer
(``test_solver.py`` and ``test_solver_compiled.py`` hold the answers and the compiled twin's
node counts); these tests hold the rules the node counts rest on."""

from __future__ import annotations

from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.core import BIDS, RuleSet, parse_card

from .test_solver import counted_tricks, live_cards, move, spades_solver


def ranks(hands: list[str], broken: bool = False) -> dict[str, int]:
    """Each of seat 0's cards and its place in the order."""
    solver = spades_solver(hands, broken)
    live = live_cards(solver)
    return {text: solver._lead_rank(0, solver.hands[0], live, move(solver, text))
            for text in hands[0].split()}


def test_a_cash_no_opponent_can_ruff_comes_first_and_a_low_card_under_it_after_the_rest() -> None:
    # Seat 0 holds the ace of hearts over a small one, and a small diamond whose ace an
    # opponent (seat 3) holds: the ace first (a side suit's master no opponent can ruff: the
    # trick is seat 0's whatever the others play), then the diamond, then the small heart.
    rank = ranks(["AH 2H 2D", "KH KD 3C", "QH QD 4C", "JH AD 5C"])
    assert rank["AH"] < rank["2D"] < rank["2H"]


def test_an_opponent_void_in_a_suit_counts_as_more_replies_than_any_holding() -> None:
    # Both of seat 0's small hearts and diamonds lead suits an opponent (seat 3) tops.  The
    # opponents hold four hearts; seat 1 holds no diamond and no trump (it throws whatever it
    # likes: four replies, one more than seat 0's cards) and seat 3 one: the heart first.
    rank = ranks(["2H 2D 2C", "KH QH JH", "3D 4D 3C", "AH AD 4C"])
    assert rank["2H"] < rank["2D"]


def test_a_master_trump_comes_after_a_low_card_to_the_partners_top() -> None:
    # Seat 0 holds the master trump, a small heart whose ace its partner holds and a small
    # diamond an opponent tops: the heart, then the trump, then the diamond.
    rank = ranks(["AS 2H 2D", "KS 3H 3D", "AH 4D 3C", "4H AD 4C"], broken=True)
    assert rank["2H"] < rank["AS"] < rank["2D"]


def test_a_master_trump_no_opponent_can_follow_with_is_a_cash_after_the_rest() -> None:
    # Seat 0 holds the master trump, but neither opponent holds a trump: leading it draws
    # nothing, so it ranks with the side suits' masters, after a small diamond an opponent
    # tops; with an opponent's trump left (seat 1's king) it comes before the diamond.
    rank = ranks(["AS 2D 2H", "KH KD 3C", "AH 4D 4C", "5H AD 5C"], broken=True)
    assert rank["2D"] < rank["AS"]
    drawing = ranks(["AS 2D 2H", "KS KD 3C", "AH 4D 4C", "5H AD 5C"], broken=True)
    assert drawing["AS"] < drawing["2D"]


def made_by_lead(hands: list[str], leads: tuple[str, ...],
                 broken: bool = False) -> tuple[dict[str, int], str]:
    """The tricks seat 0's side makes after each of ``leads`` (plain minimax), and the order's
    first lead."""
    solver = spades_solver(hands, broken)
    board = Board(solver.t, solver.hands[:], 0, broken=broken)
    made = {}
    for text in leads:
        after = board.copy()
        after.play(move(solver, text))
        made[text] = counted_tricks(after, solver.counted, solver.attackers, {})
    first = solver._lead_moves(0, solver.hands[0], live_cards(solver))[0]
    return made, str(solver.t.play_of(first).card)


def test_a_low_card_toward_a_partners_tenace_over_the_top_card_is_tried_first() -> None:
    # Seat 1 holds the king of diamonds over seat 0; seat 0's partner (seat 2), playing after
    # seat 1, holds the queen and another.  The 9D led toward the queen makes a trick: seat 1
    # takes its king and the queen is good, or ducks and the queen wins.  The small club into
    # seat 3's ace makes none; it came first before (both ranked as leads into an opponent's
    # top card, clubs with fewer cards to reply).
    made, first = made_by_lead(["8C 10C 9D", "KC KD 10D", "QD AH 8D", "JD AC KH"], ("8C", "9D"))
    assert made == {"8C": 0, "9D": 1}
    assert first == "9D"


def test_a_low_card_to_the_partners_second_card_under_the_leaders_top_is_tried_first() -> None:
    # Seat 0 holds the ace of diamonds over a small one; its partner (seat 2) holds the king:
    # the 9D to the king makes two tricks (the king, then the ace), the 10C into seat 3's
    # queen and the ace only one.  The small diamond ranked with the leader's own master's
    # low cards, after the club.
    # (The ace, a cash no opponent can ruff, comes first of all.)
    hands = ["AD 10C 9D", "KH 10D 9H", "9C 10H KD", "QD QC JD"]
    made, _ = made_by_lead(hands, ("9D", "10C", "AD"))
    assert made == {"9D": 2, "10C": 1, "AD": 1}
    rank = ranks(hands)
    assert rank["9D"] < rank["10C"]


def test_a_partners_ruff_ranks_with_its_tops_by_the_opponents_replies() -> None:
    # Seat 2 can ruff a heart and holds the ace of diamonds.  The opponents hold two diamonds
    # and one heart with seat 3 void in hearts (as many replies as seat 0 has cards, plus one):
    # the QD has fewer replies and comes first; it makes three tricks, the JH two.  The
    # partner's ruff came before every partner's top (spades broken).
    made, first = made_by_lead(["9C QD JH", "JD 3S AH", "9D 4S AD", "10D KC 10C"],
                               ("QD", "JH", "9C"), broken=True)
    assert made == {"QD": 3, "JH": 2, "9C": 1}
    assert first == "QD"


def test_a_cash_comes_before_a_low_card_under_the_leaders_own_master() -> None:
    # Seat 0 holds the ace, king and nine of clubs: the king (with the ace, one run) makes
    # three tricks, the 9C, giving up a trick the masters could take, one.  The cash came after
    # the low card.
    made, first = made_by_lead(["9C AC KC", "QD QC 10C", "JD AH 9H", "JC 10H KH"], ("KC", "9C"))
    assert made == {"KC": 3, "9C": 1}
    assert first == "KC"


def test_in_no_trumps_a_partners_top_ranks_with_the_masters_by_the_opponents_lengths() -> None:
    # 500 in no trumps, seat 0 to lead: the ace of hearts (the opponents hold three hearts)
    # and a small diamond to its partner's ace (the opponents hold two diamonds): the diamond
    # first, as the suit with fewer replies.
    rules = RuleSet.build({"preset": "australian"})
    table = Table(rules, numbered_contract(0, BIDS["6NT", False]))
    hands = ["AH 5D 6C", "KH JH 6D", "AD 7D 7C", "QH 8D 8C"]
    masks = [table.mask_of([parse_card(text) for text in hand.split()]) for hand in hands]
    counted = [True, False] * 2
    solver = TrickSolver(Board(table, masks, 0), counted, counted)
    live = live_cards(solver)

    def rank(text: str) -> int:
        return solver._lead_rank(0, solver.hands[0], live, move(solver, text))

    assert rank("5D") < rank("AH")


def test_the_last_lead_that_cut_the_orders_first_then_the_one_that_cut_before() -> None:
    # With four cards in hand the 2C cut last and the 2D before it; the table's lead is the 2H
    # and the order's first the 2S: seat 0 tries the 2C, the 2S, the 2D, the 2H; the lead that
    # cuts next becomes the last that cut, the 2C the one before.
    solver = spades_solver(["2S 2H 2D 2C", "3S 3H 3D 3C", "4S 4H 4D 4C", "5S 5H 5D 5C"],
                           broken=True)
    cards = {text: move(solver, text) for text in ("2S", "2H", "2D", "2C")}
    solver.killers[4] = [cards["2C"], cards["2D"]]
    tried: list[int] = []
    cutting = [-1]

    def settled(seat: int, need: int) -> None:
        solver.position = (None, 0, live_cards(solver), cards["2H"])

    def follow(seat: int, played: int, led: int, wkey: int, wseat: int, ranked: bool,
               live: int, need: int) -> bool:
        card = (solver.hands[0] ^ initial).bit_length() - 1
        tried.append(card)
        return card == cutting[0]

    initial = solver.hands[0]
    solver._settled = settled  # type: ignore[method-assign]
    solver._follow = follow  # type: ignore[method-assign]
    assert solver._lead(0, 3) is False
    assert tried == [cards[text] for text in ("2C", "2S", "2D", "2H")]
    assert solver._lead_moves(0, initial, live_cards(solver))[0] == cards["2S"]
    cutting[0] = cards["2S"]
    assert solver._lead(0, 3) is True
    assert solver.killers[4] == [cards["2S"], cards["2C"]]
