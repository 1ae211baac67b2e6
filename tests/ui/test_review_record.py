"""Review the hand in the record viewer: stepped to each hand's end of an opened record, the
dialog shows that hand's tricks with the record's names, its card verdicts and the deal's
table, for every table kind (3- to 6-player 500 and Spades), a misère whose partner sat out
included (the record knows its cards)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fivehundred_qt.bots import make_player
from fivehundred_qt.bots.analysis import HandAnalysis, analyse_game
from fivehundred_qt.core import RuleSet, replay, to_record
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.ui.dialogs.review import HandReviewDialog
from fivehundred_qt.ui.main_window import MainWindow

WAIT = 90000   # ms, on a loaded machine; a 6-player table takes a few seconds alone

# (rules, seed, hands): seeded games of the ``normal`` player whose hands reach each kind; the
# second 4-player hand is an open misère (the first is thrown in).
KINDS = {
    "3 players": ({"players": 3}, 2, 2),
    "4 players": ({}, 1, 2),
    "5 players": ({"players": 5}, 1, 1),
    "6 players": ({"players": 6}, 2, 1),
    "spades": ({"game": "spades"}, 2, 2),
}


def write_record(tmp_path: Path, options: dict[str, Any], seed: int, hands: int
                 ) -> tuple[dict[str, Any], list[str], Path]:
    rules = RuleSet.build(options)
    players = [make_player("normal", i) for i in range(rules.players)]
    game = selfplay(rules, players, seed=seed, hands=hands).games[0]
    names = [f"P{i}" for i in range(rules.players)]
    record = to_record(game, names)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return record, names, path


def reviews(window: MainWindow, monkeypatch: Any) -> list[HandReviewDialog]:
    shown: list[HandReviewDialog] = []

    def exec_(self: HandReviewDialog) -> int:
        shown.append(self)
        return 0
    monkeypatch.setattr(HandReviewDialog, "exec", exec_)
    return shown


def check_review(qtbot: Any, dialog: HandReviewDialog, want: HandAnalysis, names: list[str]
                 ) -> None:
    assert len(dialog.cells) == len(want.cards) // len({v.seat for v in want.cards})
    qtbot.waitUntil(lambda: dialog.verdict.text() != "Analysing…", timeout=WAIT)
    lines = dialog.verdict.text().splitlines()
    assert len(lines) == len(want.sides) + 1 and "not judged" in lines[-1]
    assert all(line.startswith(tuple(names)) for line in lines[:-1])
    costly = [(v.trick - 1, v.seat) for v in want.cards if v.lost > 0]
    marked = [(r, s) for r, cells in enumerate(dialog.cells) for s, cell in enumerate(cells)
              if cell is not None and cell.accessibleDescription()]
    assert marked == costly
    grid = dialog.deal_table.grid
    qtbot.waitUntil(lambda: grid.isVisibleTo(dialog), timeout=WAIT)
    assert want.table is not None
    got = [[grid.item(r, c).text() for c in range(grid.columnCount())]
           for r in range(grid.rowCount())]
    assert got == [[str(t) for t in row.tricks] for row in want.table.rows]
    assert grid.horizontalHeaderItem(0).text().startswith(names[want.table.sides[0][0]])


@pytest.mark.parametrize("kind", list(KINDS))
def test_each_hand_of_an_opened_record_is_reviewed_with_its_analysis_and_table(
        qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: Any, kind: str) -> None:
    options, seed, hands = KINDS[kind]
    record, names, path = write_record(tmp_path, options, seed, hands)
    analyses = list(analyse_game(replay(record), with_table=True))
    shown = reviews(window, monkeypatch)
    assert window.open_record(str(path))
    cursor = window.records.cursor
    assert cursor is not None
    window.show_previous_hand()               # nothing finished at the first move
    assert not shown and "No finished hand" in window.statusBar().currentMessage()
    end = 0
    for hand, want in zip(record["hands"], analyses, strict=True):
        end += len(hand["actions"])
        cursor.position = end - 1             # the last card is not played yet
        window.records.step(1)                # the hand's end
        window.show_previous_hand()
        if want.skipped is not None:          # thrown in: nothing to review
            assert "thrown in" in window.statusBar().currentMessage()
            continue
        dialog = shown.pop()
        assert dialog.windowTitle() == f"Hand {want.number + 1}"
        check_review(qtbot, dialog, want, names)
        dialog.close()
        if end < cursor.total:                # in the next hand, this one is still the one
            window.records.step(1)
            window.show_previous_hand()
            later = shown.pop()
            assert later.windowTitle() == f"Hand {want.number + 1}"
            later.close()
    assert any(a.skipped is None for a in analyses)
    if kind == "4 players":
        assert analyses[1].contract == "open_misere" and analyses[1].table is not None
