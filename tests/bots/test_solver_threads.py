"""The compiled double-dummy search on threads (``bots/_double_dummy.c``).

The Review dialog solves the hand on a background thread (``bots.analysis`` on a QThreadPool):
the compiled search lets go of the interpreter while it searches, so the window's thread keeps
running Python meanwhile, and two searches on two threads at once give the answers and node
counts each gives alone.  A search stopped at its node limit (the C search leaves by a long jump)
takes the interpreter back as one that ends.  One search asked from two threads at once answers
one and refuses the other.
"""

from __future__ import annotations

import functools
import itertools
import threading
import time
from collections.abc import Callable

import pytest

from benchmarks.bench_solver import deals_spades
from fivehundred_qt.bots.double_dummy import Questions, SolveBudgetExceeded
from fivehundred_qt.bots.fastplay import Board
from fivehundred_qt.bots.trick_search import COMPILED, trick_solver

pytestmark = pytest.mark.skipif(not COMPILED, reason="the compiled search is not in use")

# Spades in bridge play (the benchmark's deals, seed 20): deal 3 needs 850,000 positions to
# answer whether side 0 makes 8 tricks; deals 1 and 7 tens of thousands for 7 and 8.
LONG = 3, 8
LIMIT = 500_000
PAIR = ((1, 7), (7, 8))


def spades_board(deal: int) -> Board:
    board = list(deals_spades(deal + 1, 20))[deal][1]
    board.broken = True
    return board


def asker(deal: int, node_limit: int = 0) -> tuple[Questions, list[int]]:
    counted = [True, False, True, False]
    counter = [0]
    return trick_solver(spades_board(deal), counted, counted, node_limit, counter), counter


def on_thread(work: Callable[[], object]) -> tuple[threading.Thread, list[object]]:
    """``work`` started on a thread; the list gets what it returned or raised."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(work())
        except Exception as error:  # handed to the test to judge
            outcome.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, outcome


def test_the_main_thread_runs_python_while_a_search_runs_to_its_limit() -> None:
    solver, counter = asker(LONG[0], LIMIT)
    began: list[float] = []

    def search() -> bool:
        began.append(time.perf_counter())
        return solver.at_least(LONG[1])

    ticks: list[float] = []
    thread, outcome = on_thread(search)
    while thread.is_alive():
        ticks.append(time.perf_counter())
    thread.join()
    ended = time.perf_counter()
    assert len(outcome) == 1 and isinstance(outcome[0], SolveBudgetExceeded)
    assert counter[0] == LIMIT + 1
    during = [began[0], *(t for t in ticks if t > began[0]), ended]
    spent = ended - began[0]
    longest_pause = max(b - a for a, b in itertools.pairwise(during))
    assert longest_pause < spent / 2, (longest_pause, spent)
    assert len(during) > 100
    # The interpreter is whole after the long jump out: the thread's state was taken back.
    assert sum(range(1000)) == 499_500


def test_two_searches_on_two_threads_answer_as_each_alone() -> None:
    alone = []
    for deal, need in PAIR:
        solver, counter = asker(deal)
        alone.append((solver.at_least(need), counter[0], solver.tricks_completed()))
    solvers = [asker(deal) for deal, _ in PAIR]
    barrier = threading.Barrier(2)

    def ask(index: int) -> tuple[bool, int, int]:
        solver, counter = solvers[index]
        barrier.wait()
        answer = solver.at_least(PAIR[index][1])
        return answer, counter[0], solver.tricks_completed()

    running = [on_thread(functools.partial(ask, i)) for i in range(2)]
    for thread, _ in running:
        thread.join()
    assert [outcome for _, outcome in running] == [[a] for a in alone]


def test_one_search_asked_from_two_threads_at_once_answers_one_and_refuses_the_other() -> None:
    deal, need = PAIR[1]
    reference, _ = asker(deal)
    expected = reference.at_least(need)
    solver, _ = asker(deal)
    barrier = threading.Barrier(2)

    def ask() -> bool:
        barrier.wait()
        return solver.at_least(need)

    running = [on_thread(ask) for _ in range(2)]
    for thread, _ in running:
        thread.join()
    outcomes = sorted((outcome[0] for _, outcome in running), key=lambda o: isinstance(o, bool))
    assert isinstance(outcomes[0], RuntimeError) and "one question at a time" in str(outcomes[0])
    assert outcomes[1] is expected
