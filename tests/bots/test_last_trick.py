"""The last trick of the double-dummy search (``double_dummy.TrickSolver._last_trick``, as DDS's
``Evaluate``): with one card in every hand it is worked out, not searched, and not counted as a
trick completed; its answer rests on the winning card when that beat another card of its kind
by rank.  Checked against plain minimax on random endings, where the table keeps answers that
rest on those ranks."""

from __future__ import annotations

import random

import pytest

from fivehundred_qt.bots.double_dummy import TrickSolver

from .test_solver import (
    ENDING_VARIANTS,
    counted_tricks,
    endings,
    random_spades_endings,
    spades_solver,
)


def test_the_last_trick_is_worked_out_without_a_search(monkeypatch: pytest.MonkeyPatch) -> None:
    followed: list[int] = []
    follow = TrickSolver._follow

    def spy(self: TrickSolver, seat: int, *args: object) -> bool:
        followed.append(seat)
        return follow(self, seat, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(TrickSolver, "_follow", spy)
    solver = spades_solver(["9H", "KH", "2S", "AH"], broken=True)
    # Seat 2's two of spades, the only trump, wins for side 0: the answer rests on no rank.
    assert solver.at_least(1)
    assert solver.ranks == 0
    assert not followed
    assert solver.counter == [1]
    assert solver.tricks_completed() == 0


def test_the_answer_rests_on_the_winning_card_when_it_beat_one_of_its_kind() -> None:
    solver = spades_solver(["9H", "KH", "2C", "AH"])
    assert not solver.at_least(1)  # seat 3's ace beats the king: side 1 wins
    assert solver.ranks == solver.hands[3]


@pytest.mark.parametrize("name", ENDING_VARIANTS)
def test_every_last_trick_agrees_with_minimax(name: str) -> None:
    for _, board in endings(name, seeds=10, most=4, every=1):
        while not board.done and board.tricks_left > 1:
            board.play(min(board.legal()))
        if board.done or board.trick:
            continue
        t = board.t
        counted = [t.team[s] == t.team[board.to_move] for s in range(t.n)]
        truth = counted_tricks(board, counted, counted, {})
        solver = TrickSolver(board, counted, counted)
        assert solver.at_least(1) == (truth >= 1)


def test_the_search_agrees_with_minimax_on_random_endings() -> None:
    """Random Spades endings of 4 tricks, either side counted, every need: the answers of the
    tricks before the last rest on the ranks the last trick gives."""
    tricks = 4
    for i, board in enumerate(random_spades_endings(random.Random(11), 300)):
        counted = [s % 2 == i % 2 for s in range(4)]
        truth = counted_tricks(board, counted, counted, {})
        solver = TrickSolver(board, counted, counted)
        assert all(solver.at_least(need) == (truth >= need) for need in range(tricks + 2))
