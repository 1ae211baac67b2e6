"""``selfplay`` and ``arena`` keep what they have written out of memory (issue 36, item 5): each
game's record and summary and each deal pair go out as they are played, and the summary is kept
as running sums, so the memory a run takes does not depend on how many games or deals it plays.

Measured with ``tracemalloc`` (every Python allocation, no clock): the peak of a run five or ten
times as long stays within a margin of the short run's (cycles the collector has not freed yet
come and go), where keeping every game or deal took 110 KB a game and 9 KB a deal pair.
benchmarks/memory_streams.py measures the whole process's peak on long runs.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from fivehundred_qt.cli import main

MARGIN = 1024 * 1024    # bytes: far below what 80 more games or 360 more deal pairs kept took


def peak(run: Callable[[], int]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        assert run() == 0
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_selfplay_memory_does_not_grow_with_the_games(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    def selfplay(games: int) -> Callable[[], int]:
        folder = tmp_path / str(games)
        return lambda: main(["selfplay", "--rules", "spades", "--seats",
                             "random,random,random,random", "--games", str(games),
                             "--max-hands", "5", "--out", str(folder / "g.json")])

    selfplay(2)()                       # imports and first-use caches, outside the measure
    short, long = peak(selfplay(20)), peak(selfplay(100))
    assert long < short + MARGIN, (short, long)
    assert len(list((tmp_path / "100").glob("g-*.json"))) == 100
    printed = capsys.readouterr().out.strip().splitlines()
    assert len(printed) == 3 and printed[-1].count('"winner"') == 100


def test_arena_memory_does_not_grow_with_the_deals(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    def arena(deals: int) -> Callable[[], int]:
        return lambda: main(["arena", "--rules", "spades", "--a", "random", "--b", "random",
                             "--deals", str(deals), "--quiet",
                             "--pairs", str(tmp_path / f"{deals}.jsonl")])

    arena(2)()
    short, long = peak(arena(40)), peak(arena(400))
    assert long < short + MARGIN, (short, long)
    assert len((tmp_path / "400.jsonl").read_text(encoding="utf-8").splitlines()) == 400
    capsys.readouterr()
