"""The compiled double-dummy search (``bots/_double_dummy.c``) is the Python one
(``double_dummy.TrickSolver``), question by question: the same answers AND the same node counts
(and tricks completed), since the players' work budget is a node count (a seed must make the
same decisions with or without the compiled module).

1. It is built: this build has the module, for every deck (``MASK_BITS``).
2. Random endings of every variant (misère ones too), every question to one solver of each
   kind in one random order (so that the table kept between questions is exercised), with the
   seats counted and the attackers varied (the move order and bounds of a misère, and of
   attackers who are not the counted seats, included).
   The first guess of a trick count (``first_guess.py``) the same too.
3. Full deals: 500 from the benchmark's deals (``double_dummy_tricks``, under a node limit),
   the 66-card deck with its 19-card trump suit, the table forgotten often (``MAX_SEEN``).
4. ``SolveBudgetExceeded`` at the same count, and a seeded search player's decision and
   evaluation the same with either search.
"""

from __future__ import annotations

import math
import os
import platform
import random
from collections.abc import Callable, Sequence

import pytest

from benchmarks.bench_solver import deals_500, deals_spades
from fivehundred_qt.bots import double_dummy, trick_search
from fivehundred_qt.bots.contracts import numbered_contract
from fivehundred_qt.bots.double_dummy import Questions, SolveBudgetExceeded, TrickSolver
from fivehundred_qt.bots.fastplay import Board, Table
from fivehundred_qt.bots.search import SearchPlayer
from fivehundred_qt.bots.simple_rollout import simple_move
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.bots.trick_search import COMPILED, CompiledTrickSolver, trick_solver
from fivehundred_qt.core import BIDS, Phase, deck_for
from fivehundred_qt.core.actions import TRUMP_LETTERS

from .random_games import VARIANTS, build, random_games
from .test_solver import ENDING_VARIANTS, endings, question_sides

PURE_PYTHON = os.environ.get("FIVEHUNDRED_QT_PURE_PYTHON", "") not in ("", "0")
needs_compiled = pytest.mark.skipif(not COMPILED, reason="the compiled search is not in use "
                                    "(FIVEHUNDRED_QT_PURE_PYTHON=1, or it failed to build)")
Solver = Callable[..., Questions]


# ------------------------------------------------------------------------ 1. it is built
def test_the_compiled_search_is_built_and_takes_every_deck() -> None:
    if PURE_PYTHON:
        pytest.skip("FIVEHUNDRED_QT_PURE_PYTHON=1: the Python search is asked for")
    assert COMPILED, "fivehundred_qt.bots._double_dummy did not import: pip install -e '.[test]'"
    from fivehundred_qt.bots import _double_dummy, _double_dummy_narrow  # type: ignore[attr-defined]

    try:
        from fivehundred_qt.bots import _double_dummy_popcnt  # type: ignore[attr-defined]
        fastest = _double_dummy_popcnt
    except ImportError as e:
        # Built, but refused by a processor without popcnt (the players then take the next).
        assert "processor has no popcnt" in str(e), e
        fastest = _double_dummy_narrow
    largest = max(deck_size(name) for name in VARIANTS)
    assert largest == 66
    assert _double_dummy_narrow.MASK_BITS == fastest.MASK_BITS == 64
    if platform.python_compiler().startswith("MSC"):
        # MSVC has no 128-bit integer: 64-card masks, larger decks go to the Python search.
        assert _double_dummy.MASK_BITS == 64
    else:
        assert _double_dummy.MASK_BITS >= largest
    _, board, seats = next(deals_500(1, 0, 1))
    counted = [s in seats for s in range(4)]
    solver = trick_solver(board, counted, counted)
    assert isinstance(solver, CompiledTrickSolver)
    # The fastest build that holds the deck: 64-bit masks (with popcnt where the processor has
    # it), else 128-bit masks.
    assert type(solver.search).__module__ == fastest.__name__
    assert trick_search.compiled_build(64) is fastest
    assert trick_search.compiled_build(65) is (None if _double_dummy.MASK_BITS == 64 else _double_dummy)


@needs_compiled
def test_one_table_asked_by_two_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A contract's table made for one build is not handed to another (each build's search
    takes only its own ``Table`` type)."""
    _, board, seats = next(deals_500(1, 3, 13))
    counted = [s in seats for s in range(4)]
    answers = []
    for module in trick_search._compiled:
        monkeypatch.setattr(trick_search, "_compiled", (module,))
        answers.append(trick_solver(board, counted, counted).at_least(6))
    assert len(answers) >= 2 and len(set(answers)) == 1, answers


@needs_compiled
def test_a_contracts_compiled_table_is_made_once() -> None:
    """Every ``fastplay.Table`` of one contract under one set of rules (a new one each deal)
    shares one compiled table; another contract has its own."""
    rules = build("australian")
    tables = [Table(rules, numbered_contract(0, BIDS[bid, False])) for bid in ("7C", "8C", "7D")]
    build_ = trick_search.compiled_build(len(tables[0].suit_of))
    made = [trick_search.compiled_table(t, build_) for t in tables]
    assert made[0] is made[1] and made[2] is not made[0]
    assert trick_search.compiled_table(tables[0], build_) is made[0]


@needs_compiled
@pytest.mark.parametrize("build", trick_search.BUILDS[1:])
def test_every_build_same_answers_and_nodes(build: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The builds the players do not take on this machine, on the decks they hold: the
    same answers and nodes as the Python search (the tests below check the one they take)."""
    module = next(m for m in trick_search._compiled if m.__name__ == f"fivehundred_qt.bots.{build}")
    monkeypatch.setattr(trick_search, "_compiled", (module,))
    for name in ("australian", "spades", "kitty_6_two_jokers"):
        assert check_endings(name, seeds=6, most=6) > 50


def deck_size(name: str) -> int:
    rules = build(name)
    return len(deck_for(rules.players, rules.kitty_size, spades=rules.is_spades))


def skip_past_the_masks(name: str) -> None:
    """Skip a variant whose deck this build's masks cannot hold (a 64-bit build, as MSVC
    makes): ``trick_search.trick_solver`` gives such decks the Python search."""
    from fivehundred_qt.bots import _double_dummy

    if deck_size(name) > _double_dummy.MASK_BITS:
        pytest.skip(f"{deck_size(name)} cards: this build's masks hold "
                    f"{_double_dummy.MASK_BITS}, so that deck goes to the Python search")


# ------------------------------------------------------------ the two searches side by side
def asked(solver: Questions, need: int) -> bool | str:
    try:
        return solver.at_least(need)
    except SolveBudgetExceeded:
        return "over budget"


def check_same(board: Board, counted: Sequence[bool], attackers: Sequence[bool],
               needs: Sequence[int], node_limit: int = 0, start: int = 0) -> int:
    """Every question of ``needs`` (in that order) to one Python and one compiled solver: the
    same answers and counters after each, and the same first guess before the questions (it
    leaves the position as it was).  Returns the nodes of the Python one."""
    counters = [start], [start]
    python = TrickSolver(board, counted, attackers, node_limit, counters[0])
    compiled = CompiledTrickSolver(board, counted, attackers, node_limit, counters[1])
    guess = python.first_guess()
    assert (guess, python.hands, python.suits_led, python.broken) == \
        (compiled.first_guess(), board.hands, board.suits_led, board.broken), board.hands
    assert 0 <= guess <= board.tricks_left
    for need in needs:
        answers = asked(python, need), asked(compiled, need)
        assert (answers[0], counters[0][0], python.tricks_completed()) == \
            (answers[1], counters[1][0], compiled.tricks_completed()), \
            (need, answers, counters, counted, attackers, board.hands, board.trick)
        if answers[0] == "over budget":
            break
    return counters[0][0] - start


def sides(board: Board, rng: random.Random) -> tuple[list[bool], list[bool]]:
    """``question_sides``, and one time in five attackers who are not the counted seats (no
    bounds, the misère move order) outside a misère too."""
    counted, attackers = question_sides(board, rng)
    if not board.t.misere and rng.random() < 0.2:
        attackers = [not c for c in counted]
    return counted, attackers


def check_endings(name: str, seeds: int, most: int, misere: bool = False, every: int = 3,
                  fewest: int = 5) -> int:
    rng = random.Random(f"compiled {name}")
    positions = nodes = 0
    for _, board in endings(name, seeds=seeds, most=most, misere=misere, every=every):
        counted, attackers = sides(board, rng)
        needs = list(range(-1, board.tricks_left + 2))
        rng.shuffle(needs)
        nodes += check_same(board, counted, attackers, needs)
        positions += 1
    assert positions >= fewest, name
    return nodes


# ------------------------------------------------------------------ 2. random endings
@needs_compiled
@pytest.mark.parametrize("name", ENDING_VARIANTS + sorted(set(VARIANTS) - set(ENDING_VARIANTS)))
def test_endings_same_answers_and_nodes(name: str) -> None:
    skip_past_the_masks(name)
    assert check_endings(name, seeds=20, most=6) > 300


@needs_compiled
@pytest.mark.parametrize("name", ["players_3", "both_hands", "australian", "kitty_6_two_jokers"])
def test_misere_endings_same_answers_and_nodes(name: str) -> None:
    check_endings(name, seeds=60, most=6, misere=True, every=2, fewest=3)


@needs_compiled
@pytest.mark.parametrize("tricks", [5, 6, 7])
def test_deals_played_down_same_answers_and_nodes(tricks: int) -> None:
    """Larger endings: the benchmark's deals played by the rollout policy down to ``tricks``
    tricks left (at a trick start), then to the second card of the next trick."""
    rng = random.Random(tricks)
    deals = [*deals_500(4, 0, 10), *deals_500(4, 3, 13), *deals_500(4, 4, 14),
             *deals_spades(4, 20)]
    for _, deal, _ in deals:
        board = deal.copy()
        board.rollout(simple_move, tricks)
        for _ in range(2):
            counted, attackers = sides(board, rng)
            needs = list(range(board.tricks_left + 2))
            rng.shuffle(needs)
            check_same(board, counted, attackers, needs)
            board.play(simple_move(board))


@needs_compiled
def test_a_finished_hand_and_a_trick_in_progress() -> None:
    _, board = next(endings("australian", seeds=3))
    counted = [True, False, True, False]
    board.done = True
    check_same(board, counted, counted, [2, 0, -1, 1])
    mid = next(b for _, b in endings("australian", seeds=10, every=1) if len(b.trick) == 2)
    check_same(mid, counted, counted, [1, 3, 2, 0, 4])


# ------------------------------------------------------------------------ 3. full deals
def full_deal(name: str, trump: int, seed: int) -> Board:
    """A deal of variant ``name``, seat 0 declaring 7 in ``trump`` (4: no trumps) and leading,
    the kitty out of play."""
    rules = build(name)
    table = Table(rules, numbered_contract(0, BIDS[f"7{TRUMP_LETTERS[trump]}", False]))
    deck = list(deck_for(rules.players, rules.kitty_size))
    random.Random(seed).shuffle(deck)
    size = (len(deck) - rules.kitty_size) // rules.players
    return Board(table, [table.mask_of(deck[size * s:size * (s + 1)]) for s in range(rules.players)], 0)


def tricks_both_ways(board: Board, seats: list[int], node_limit: int,
                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``double_dummy_tricks`` with the compiled search and with the Python one."""
    results = []
    for compiled in (True, False):
        with monkeypatch.context() as patch:
            if not compiled:
                patch.setattr(trick_search, "_compiled", ())
            counter = [0]
            try:
                tricks: int | str = double_dummy_tricks(board, seats, node_limit, counter)
            except SolveBudgetExceeded:
                tricks = "over budget"
            results.append((tricks, counter[0]))
    assert results[0] == results[1], (results, board.hands)


@needs_compiled
def test_full_500_deals_same_tricks_and_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    for trump in (0, 3, 4):
        for _, board, seats in deals_500(3, trump, 10 + trump):
            tricks_both_ways(board, seats, 25_000, monkeypatch)


@needs_compiled
@pytest.mark.parametrize("name", ["players_6_3v3_kitty_6", "joker_last_trick", "kitty_6_two_jokers"])
def test_full_deals_of_the_largest_decks(name: str) -> None:
    """66 cards (indexes past 64) and, in trumps, a trump suit of up to 19 cards, whose owner
    field spills into the next suit's as in the Python."""
    skip_past_the_masks(name)
    rng = random.Random(name)
    for seed, trump in enumerate((0, 1, 2, 3, 4)):
        board = full_deal(name, trump, seed)
        counted = [board.t.team[s] == 1 for s in range(board.t.n)]
        needs = list(range(board.tricks_left + 1))
        rng.shuffle(needs)
        check_same(board, counted, counted, needs, node_limit=4000)


@needs_compiled
def test_the_table_forgotten_at_max_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(double_dummy, "MAX_SEEN", 40)
    rng = random.Random(3)
    for _, board, seats in deals_500(2, 3, 7):
        counted = [s in seats for s in range(4)]
        needs = list(range(1, 11))
        rng.shuffle(needs)
        check_same(board, counted, counted, needs, node_limit=15_000)
    for name in ("spades", "jokers_anytime_any_suit"):
        check_endings(name, seeds=4, most=5)


# ------------------------------------------------------------------ 4. the node budget
@needs_compiled
def test_the_budget_runs_out_at_the_same_count() -> None:
    _, board, seats = next(deals_500(1, 4, 14))
    counted = [s in seats for s in range(4)]
    for start, limit in ((0, 1), (0, 500), (1234, 3000)):
        assert check_same(board, counted, counted, [7, 6, 8, 5], limit, start) == limit + 1
    check_same(board, counted, counted, [7, 6, 8, 5], 60_000, 99)


@needs_compiled
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_seeded_player_decides_the_same_with_either_search(level: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The players' work budget is a node count: the same seed, the same card and evaluation."""
    for seed in range(3):
        state = next(st for st in random_games(build("australian"), seed, hands=1)
                     if st.phase is Phase.PLAY and 5 <= len(st.cards[st.to_move]) <= 8 and not st.trick)
        decisions = []
        for compiled in (True, False):
            with monkeypatch.context() as patch:
                if not compiled:
                    patch.setattr(trick_search, "_compiled", ())
                player = SearchPlayer(level, seed=7, time_budget=math.inf)
                decisions.append((player.choose(state.view(state.to_move)), player.last_evaluation))
        assert decisions[0] == decisions[1]
