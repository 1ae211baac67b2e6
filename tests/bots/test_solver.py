"""The double-dummy solver (``bots/solver.py``, ``double_dummy.py``, ``quick_tricks.py``).

1. The yes/no trick search agrees with plain minimax over ``fastplay.Board`` on random endings
   (3 to 6 tricks left, some in the middle of a trick) of random games in many variants:
   Australian 500 in suits and no trumps, American, 3, 5 and 6 players, jokers that follow at
   any time or lead only to the last trick, misère (the contractor wants no trick), Spades.
   Every question is asked of one solver in a random order, so that answers kept in its table
   for one question are used for the others; the seats counted and the attackers vary too.
2. ``solve`` (by tricks where the utility allows it) gives exactly the value of the plain
   alpha-beta over the utility (``solve_utility``) with the search's real utilities, Spades
   with a nil bidder included (by utility).
3. Which utilities go by tricks, and the node budget.
4. The move order the node counts rest on: ruffs cheapest first, second hand low or the cheapest
   sure winner, leads a partner can ruff early; small cards left out.
5. The sure-trick bounds of split top trumps, of a side holding every trump, of the second trump
   guarded and of a partner's ruff, on positions where a bound one step looser would be wrong.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest

from fivehundred_qt.bots.contracts import SPADES_CONTRACT, make_util, spades_bids_of
from fivehundred_qt.bots.double_dummy import TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table, board_from_state
from fivehundred_qt.bots.solver import (
    SolveBudgetExceeded,
    double_dummy_tricks,
    outcomes,
    solve,
    solve_utility,
    trick_values,
)
from fivehundred_qt.core import Card, GameState, Phase, Play, RuleSet, deck_for, parse_card

from .random_games import build, random_games

ENDING_VARIANTS = ["australian", "american", "players_3", "players_5_called", "players_6_2v2v2",
                   "both_hands", "kitty_6_two_jokers", "jokers_anytime_any_suit",
                   "joker_last_trick", "all_pass_play_nt", "spades", "spades_blind_nil"]


def endings(name: str, seeds: int, most: int = 4, misere: bool = False, every: int = 3
            ) -> Iterator[tuple[GameState, Board]]:
    """Positions of random games with 3 to ``most`` tricks left (at most 18 cards in play),
    one in ``every`` decisions; with ``misere`` only those of misère hands."""
    rules = build(name)
    most = min(most, 18 // rules.players)
    for seed in range(seeds):
        seen = 0
        for state in random_games(rules, seed, hands=2 if misere else 1):
            if state.phase is not Phase.PLAY:
                continue
            assert state.contract is not None
            if misere and not state.contract.is_misere:
                continue
            board = board_from_state(state)
            if not 3 <= board.tricks_left <= most:
                continue
            seen += 1
            if seen % every == 1 % every:
                yield state, board


def counted_tricks(board: Board, counted: Sequence[bool], attackers: Sequence[bool],
                   memo: dict[tuple[object, ...], int]) -> int:
    """The counted seats' tricks from ``board`` on by plain minimax over every legal move,
    the attackers maximising them."""
    if board.done:
        return 0
    key = (tuple(board.hands), board.to_move, tuple(board.trick), board.led, board.suits_led,
           board.broken)
    if key not in memo:
        values = []
        for move in board.legal():
            child = board.copy()
            child.play(move)
            gained = 0 if child.trick else sum(c for c, b, a in zip(counted, child.won, board.won,
                                                                    strict=True) if b > a)
            values.append(gained + counted_tricks(child, counted, attackers, memo))
        memo[key] = max(values) if attackers[board.to_move] else min(values)
    return memo[key]


def question_sides(board: Board, rng: random.Random) -> tuple[list[bool], list[bool]]:
    """Seats counted and attackers: the contract's sides as the search uses them, sometimes
    a random group of seats; in a misère the contractor's opponents attack it."""
    t = board.t
    counted = [t.team[s] == t.team[board.to_move] for s in range(t.n)]
    if rng.random() < 0.3:
        counted = [rng.random() < 0.5 for _ in range(t.n)]
    if t.misere:
        return counted, [not c for c in counted]
    return counted, counted


# --------------------------------------------------------- 1. the trick search is exact
def check_questions(board: Board, rng: random.Random) -> None:
    """Every question about ``board`` to one solver, in a random order, against minimax."""
    counted, attackers = question_sides(board, rng)
    truth = counted_tricks(board, counted, attackers, {})
    solver = TrickSolver(board, counted, attackers)
    needs = list(range(board.tricks_left + 2))
    rng.shuffle(needs)
    for need in needs:
        assert solver.at_least(need) == (truth >= need), (need, truth, counted, attackers)
    if attackers == counted:
        assert double_dummy_tricks(board, [s for s in range(board.t.n) if counted[s]]) == truth


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_trick_search_agrees_with_minimax(name: str) -> None:
    rng = random.Random(name)
    kinds: Counter[str] = Counter()
    for state, board in endings(name, seeds=12):
        assert state.contract is not None
        kinds[state.contract.kind] += 1
        check_questions(board, rng)
    assert sum(kinds.values()) >= 10
    if name == "australian":
        assert {"suit", "nt"} <= set(kinds)


def test_misere_trick_search_agrees_with_minimax() -> None:
    """The contractor's opponents attack: the question is whether they can give it a trick
    (which ends the hand)."""
    rng = random.Random(5)
    checked: Counter[str] = Counter()
    for name in ("players_3", "both_hands", "australian", "kitty_6_two_jokers"):
        for _, board in endings(name, seeds=60, most=6, misere=True, every=2):
            check_questions(board, rng)
            checked[name] += 1
    assert sum(checked.values()) >= 20 and len(checked) == 4


# -------------------------------------------------- 2. solve == the plain alpha-beta
@pytest.mark.parametrize("name", ["australian", "american", "players_3", "players_6_2v2v2",
                                  "both_hands", "jokers_anytime_any_suit", "spades",
                                  "spades_blind_nil", "players_5_called", "sans_kitty_blind"])
def test_solve_gives_the_value_of_the_plain_alpha_beta(name: str) -> None:
    paths: Counter[bool] = Counter()
    for state, board in endings(name, seeds=10):
        assert state.contract is not None
        me = state.to_move
        t = board.t
        maxers = [t.team[s] == t.team[me] for s in range(t.n)]
        spades = state.rules.is_spades
        util = make_util(state.rules, state.contract, t, state.scores, me,
                         state.bags if spades else None,
                         spades_bids_of(state.view(me)) if spades else None)
        paths[trick_values(board, util, maxers) is not None] += 1
        assert solve(board, util, maxers) == solve_utility(board, util, maxers)
    assert paths[True] >= 3
    if name in ("spades_blind_nil", "players_3"):
        assert paths[False], "no position went by utility"


# ------------------------------------------------------- 3. paths and the node budget
def test_the_utility_decides_the_path() -> None:
    state, board = next(endings("australian", seeds=3))
    t = board.t
    maxers = [t.team[s] == t.team[state.to_move] for s in range(t.n)]
    side_tricks = trick_values(board, lambda won: float(won[0] + won[2]), [True, False] * 2)
    assert side_tricks == {k: float(sum(board.won[0::2]) + k)
                           for k in range(board.tricks_left + 1)}
    assert trick_values(board, lambda won: float(won[0] - 2 * won[2]), maxers) is None
    base = board.won[0] + board.won[2]
    peaked = trick_values(board, lambda won: -abs(won[0] + won[2] - base - 1.0),
                          [True, False] * 2)
    assert peaked is None


def test_a_misere_ends_at_the_contractors_first_trick() -> None:
    state, board = next(endings("players_3", seeds=30, misere=True))
    assert state.contract is not None and state.contract.declarer is not None
    contractor = state.contract.declarer
    ends = list(outcomes(board))
    assert all(won[contractor] - board.won[contractor] <= 1 for won in ends)
    assert any(sum(won) < sum(board.won) + board.tricks_left for won in ends)


def test_the_node_budget_is_counted_and_kept() -> None:
    state, board = max(endings("australian", seeds=4),
                       key=lambda found: found[1].tricks_left)
    me = state.to_move
    assert state.contract is not None
    util = make_util(state.rules, state.contract, board.t, state.scores, me)
    maxers = [board.t.team[s] == board.t.team[me] for s in range(board.t.n)]
    counts = []
    for _ in range(2):
        counter = [5]
        solve(board, util, maxers, 0, counter)
        counts.append(counter[0])
    assert counts[0] == counts[1] > 6
    with pytest.raises(SolveBudgetExceeded):
        solve(board, util, maxers, 1, [0])


def spades_solver(hands: Sequence[str], broken: bool = False) -> TrickSolver:
    """A Spades position from each seat's cards (``"2S 9S KS"``), seat 0 to lead, side 0
    counted (``broken``: spades may be led)."""
    table = Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    masks = [table.mask_of([parse_card(text) for text in hand.split()]) for hand in hands]
    return TrickSolver(Board(table, masks, 0, broken=broken), [True, False] * 2, [True, False] * 2)


def move(solver: TrickSolver, text: str) -> int:
    return solver.t.move_of(Play(parse_card(text)))


def test_a_ruff_is_tried_with_the_cheapest_winning_trump_first() -> None:
    solver = spades_solver(["AH 2C 5D", "2S 9S KS", "3H 3C 6D", "4H 4C 7D"])
    ace = move(solver, "AH")
    power = solver.power[solver.t.suit_of[ace]]
    ruffs = [move(solver, text) for text in ("KS", "9S", "2S")]
    order = solver._follow_order(ruffs, power, power[ace], False, 1, 0, 1, solver.t.suit_of[ace])
    assert order == [move(solver, text) for text in ("2S", "9S", "KS")]


def test_second_hand_plays_low_when_its_partner_wins_and_else_the_cheapest_sure_winner() -> None:
    """Seat 1 follows seat 0's 2♣ (the moves are orderings only, whoever holds them)."""
    cards = ["2C 5C 9C", "3C 6C 10C QC", "4C 7C JC", "8C KC AC"]
    solver = spades_solver(cards)
    two = move(solver, "2C")
    power = solver.power[solver.t.suit_of[two]]

    def order(hands: Sequence[str]) -> list[int]:
        solver.hands = [solver.t.mask_of([parse_card(c) for c in hand.split()]) for hand in hands]
        moves = [move(solver, text) for text in ("3C", "6C", "10C", "QC")]
        return solver._follow_order(moves, power, power[two], False, 1, 0, 1, solver.t.suit_of[two])

    # Its partner (seat 3, last) holds the ace, above all seat 2 can play: low first.
    assert order(cards) == [move(solver, text) for text in ("3C", "6C", "10C", "QC")]
    # Its partner holds nothing above seat 2's jack: the queen (the only card that beats all
    # seat 2 can play) first, then the others that win so far from the highest, 10 then 6.
    assert order(["2C 5C 9C", "3C 6C 10C QC", "4C 7C JC", "8C"]) == \
        [move(solver, text) for text in ("QC", "10C", "6C", "3C")]


def test_second_hand_wins_cheaply_itself_when_its_partner_could_win_only_by_ruffing() -> None:
    """Seat 1 follows seat 0's 5♥; seat 2 can play the queen, seat 3 (seat 1's partner) has
    no hearts and would ruff.  The cheapest card above all seat 2 can play and under the
    partner's trump comes first (it wins the trick and spares the partner's trump), then the
    rest low first; but a ruff of seat 1's own comes first only when the partner holds as many
    trumps or more (else the shorter trumps ruff: the partner's)."""
    def order(hands: list[str], moves: str) -> list[str]:
        solver = spades_solver(hands)
        five = move(solver, "5H")
        power = solver.power[solver.t.suit_of[five]]
        texts = moves.split()
        ordered = solver._follow_order([move(solver, text) for text in texts], power,
                                       power[five], False, 1, 0, 1, solver.t.suit_of[five])
        return [texts[[move(solver, text) for text in texts].index(card)] for card in ordered]

    # Seat 1 holds the king over seat 2's queen: the king first.
    assert order(["5H 6D 7D", "2H KH 3C", "QH 4H 4D", "2S 5C 6C"], "2H KH") == ["KH", "2H"]
    # Seat 1 has no hearts either, and two trumps as the partner: its 3♠ (under the
    # partner's king) first, then low.
    assert order(["5H 6D 7D", "2C 3S 5S", "QH 4H 4D", "KS 4S 6C"], "2C 3S 5S") == \
        ["3S", "2C", "5S"]
    # The partner holds one trump, fewer than seat 1: low first, the partner ruffs.
    assert order(["5H 6D 7D", "2C 3S 5S", "QH 4H 4D", "KS 5C 6C"], "2C 3S 5S") == \
        ["2C", "3S", "5S"]
    # Its partner wins with a heart: low first, as before.
    assert order(["5H 6D 7D", "2H KH 3C", "QH 4H 4D", "AH 5C 6C"], "2H KH") == ["2H", "KH"]


def test_a_lead_the_partner_can_ruff_comes_before_one_an_opponent_can() -> None:
    # Seat 0 leads; its partner (2) has no clubs and a spade, an opponent (1) no diamonds and
    # a spade; the hearts are held all round, their top by an opponent.
    solver = spades_solver(["2C 2D 2H", "KC KH 3S", "KD QH 4S", "AC AD AH"])
    live = solver.hands[0] | solver.hands[1] | solver.hands[2] | solver.hands[3]

    def rank(text: str) -> int:
        return solver._lead_rank(0, solver.hands[0], live, move(solver, text))

    assert rank("2C") < rank("2H") < rank("2D")


def test_a_side_suits_master_is_led_first_unless_an_opponent_can_ruff_it() -> None:
    # Seat 0 holds the master of hearts, a low diamond (an opponent holds the top) and a low
    # club seat 1 can ruff.  No opponent can ruff the hearts: the ace first (the trick is seat
    # 0's whatever the others play), then the diamond, the club last.
    def rank(solver: TrickSolver, text: str) -> int:
        return solver._lead_rank(0, solver.hands[0], live_cards(solver), move(solver, text))

    solver = spades_solver(["AH 2D 2C", "KH 3D 3S", "KD QH 5C", "AD AC 6C"])
    assert rank(solver, "AH") < rank(solver, "2D") < rank(solver, "2C")
    # Seat 3, void in hearts, can ruff the ace: a cash after the rest.
    solver = spades_solver(["AH 2D 2C", "KH 3D 3S", "KD QH 5C", "AD AC 4S"])
    assert rank(solver, "2D") < rank(solver, "AH") < rank(solver, "2C")
    # A master trump still comes first.
    solver = spades_solver(["AS 2D 2C", "KH 3D 3S", "KD QH 5C", "AD AC 6C"], broken=True)
    assert rank(solver, "AS") < rank(solver, "2D")


def trick_start_solvers(name: str) -> Iterator[tuple[Board, list[bool], TrickSolver]]:
    """Each trick start (no misère) of ``name``'s endings, the seats of the side on lead, and a
    solver counting that side's tricks, for checking a bound against ``counted_tricks``."""
    for _, board in endings(name, seeds=40, most=5, every=1):
        if board.trick or board.done or board.t.misere:
            continue
        t = board.t
        counted = [t.team[s] == t.team[board.to_move] for s in range(t.n)]
        yield board, counted, TrickSolver(board, counted, counted)


def random_spades_endings(rng: random.Random, count: int, cards: Sequence[Card] | None = None,
                          broken: bool | None = None, table: Table | None = None
                          ) -> Iterator[Board]:
    """``count`` random Spades endings of 4 tricks dealt from ``cards`` (the whole deck when
    None), a random seat to lead, spades broken as ``broken`` says (at random when None), for
    checking a bound against ``counted_tricks``.  ``rng`` is the caller's: it may draw from it
    between endings."""
    table = table or Table(RuleSet.build({"game": "spades"}), SPADES_CONTRACT)
    cards = list(deck_for(4, 0, spades=True) if cards is None else cards)
    for _ in range(count):
        rng.shuffle(cards)
        hands = [table.mask_of(cards[4 * s:4 * s + 4]) for s in range(4)]
        yield Board(table, hands, rng.randrange(4),
                    broken=rng.random() < 0.5 if broken is None else broken)


def live_cards(solver: TrickSolver) -> int:
    """Every card still held in ``solver``'s position."""
    live = 0
    for hand in solver.hands:
        live |= hand
    return live


def bounds_and_answers(solver: TrickSolver) -> tuple[int, int]:
    """The sure bounds at ``solver``'s trick start, after checking every answer of it against
    plain minimax."""
    board = Board(solver.t, solver.hands[:], 0, broken=solver.broken)
    truth = counted_tricks(board, solver.counted, solver.attackers, {})
    for need in range(board.tricks_left + 2):
        assert solver.at_least(need) == (truth >= need), (need, truth)
    live = 0
    for hand in board.hands:
        live |= hand
    lo, hi, _, _ = solver._bounds(0, board.tricks_left, live)
    assert lo <= truth <= hi
    return lo, hi


def test_the_top_two_trumps_split_between_partners_win_two_tricks() -> None:
    # The ace with seat 0, the king with its partner, who has another spade to play when an
    # opponent leads spades: both win.
    assert bounds_and_answers(spades_solver(["2H 3H AS", "AH 3S 4S", "4H KS 2S", "6H 7H 8H"]))[0] == 2
    # Each alone: the opponent who wins the ace of hearts leads a spade, and the two fall
    # together (side 0 takes one trick), so the bound counts the ace alone.
    assert bounds_and_answers(spades_solver(["2H 3H AS", "AH 2S 3S", "4H 5H KS", "6H 7H 8H"]))[0] == 1


def test_a_side_holding_every_trump_takes_as_many_tricks_as_its_longest_hand_holds() -> None:
    # Only seats 1 and 3 hold spades, two each, seat 1's not both above seat 3's: they take
    # two tricks whatever is led, so side 0 takes at most one (its ace of clubs).
    assert bounds_and_answers(spades_solver(["AH KH AC", "2S 5S 2C", "QH JH KC", "3S 4S 3C"]))[1] == 1


def test_a_partner_who_can_ruff_a_suit_everyone_else_follows_makes_a_trick() -> None:
    # Seat 0 leads a heart, its partner has none and a spade, both opponents follow: one
    # trick, though seat 1 holds the higher spade (it must follow to hearts).
    assert bounds_and_answers(spades_solver(["2H 3H 4D", "AH 3S 5D", "2S 3C 4C", "QH JH 6D"]))[0] == 1
    # Here an opponent without clubs holds higher spades and overruffs: side 0 takes nothing,
    # so no trick may be counted for the ruff.
    assert bounds_and_answers(spades_solver(["10S 5C QC", "QS KS 10H", "2S 9D 7H", "4S KC KD"],
                                            broken=True)) == (0, 1)


def test_the_second_trump_guarded_wins_a_trick_with_the_third_or_over_the_top_one() -> None:
    # The king guarded, the queen on its side too: the ace takes one of them (side 0 at most 2).
    assert bounds_and_answers(spades_solver(["AS 2H 3H", "KS 2S 4H", "5H 6H 7H", "QS 8H 9H"]))[1] == 2
    # The king guarded right after the ace (which never plays after it but when seat 1 leads).
    assert bounds_and_answers(spades_solver(["AS 2H 3H", "KS 2S 4H", "QS 5H 6H", "7H 8H 9H"],
                                            broken=True))[1] == 2
    # Neither holds when the second trump is alone (with the third on its side), or guarded
    # but sitting before the top one: side 0 takes every trick in these.
    assert bounds_and_answers(spades_solver(["9S KD 2H", "6S KC QD", "3C JD 9H", "7S 6C QC"],
                                            broken=True))[1] == 3
    assert bounds_and_answers(spades_solver(["4S 9D 6H", "9S QS 3C", "JS AS 7C", "JC QC AD"],
                                            broken=True))[1] == 3


def test_small_cards_below_every_deciding_rank_are_searched_once(monkeypatch: pytest.MonkeyPatch
                                                                  ) -> None:
    """Seat 0's hearts, not touching, all lose to seat 3's: once the first is searched (no
    trick), the others lie below every rank the answer rests on and are not searched."""
    solver = spades_solver(["2H 4H 6H", "3H 5H 7H", "8H 9H 10H", "JH QH KH"])
    led: list[int] = []
    follow = TrickSolver._follow

    def spy(self: TrickSolver, seat: int, played: int, led_suit: int, wkey: int, wseat: int,
            ranked: bool, live: int, need: int) -> bool:
        if played == 1 and self.hands[0].bit_count() == 2:
            led.append(self.hands[0])
        return follow(self, seat, played, led_suit, wkey, wseat, ranked, live, need)

    monkeypatch.setattr(TrickSolver, "_follow", spy)
    # At most 2: side 1 holds the master, side 0 none (``_later_master``).
    assert bounds_and_answers(solver) == (0, 2)
    assert len(set(led)) == 1
