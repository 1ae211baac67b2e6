"""The Game over summary: headline, final scores, each side's contracts, the buttons, the size."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from fivehundred_qt.bots import make_player
from fivehundred_qt.core import AUSTRALIAN, SPADES_PRESET, GameState, HandResult, RuleSet, SeatView
from fivehundred_qt.selfplay import selfplay
from fivehundred_qt.settings import SEAT_NAMES
from fivehundred_qt.ui.dialogs.game_over import GameOverChoice, GameOverDialog, SummaryColumn

SIX_2V2V2 = RuleSet.build(players=6, teams="2v2v2")
VARIANTS: dict[str, RuleSet] = {
    "500_4p": AUSTRALIAN,
    "500_6p_2v2v2": SIX_2V2V2,
    "500_6p_3v3": RuleSet.build(players=6, teams="3v3"),
    "500_5p_called": RuleSet.build(players=5),
    "500_3p_solo": RuleSet.build(players=3),
    "spades": SPADES_PRESET,
}
SCREEN_W, SCREEN_H = 1024, 640


@cache
def finished(variant: str, seed: int = 1) -> GameState:
    """A whole game between computer players (level easy: quick, and it bids like a player)."""
    rules = VARIANTS[variant]
    players = [make_player("easy", seed * 10 + s) for s in range(rules.players)]
    state = selfplay(rules, players, seed=seed, games=1).games[0]
    assert state.is_over and state.winner is not None
    return state


def dialog_for(qtbot: Any, view: SeatView, winner: int, names: Sequence[str]) -> GameOverDialog:
    dialog = GameOverDialog(view, winner, names)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def game_dialog(qtbot: Any, variant: str, seat: int = 0) -> tuple[GameOverDialog, GameState]:
    state = finished(variant)
    assert state.winner is not None
    return dialog_for(qtbot, state.view(seat), state.winner,
                      SEAT_NAMES[state.rules.players]), state


def cell(dialog: GameOverDialog, row: int, kind: SummaryColumn) -> str:
    item = dialog.table.item(row, dialog.column(kind))
    assert item is not None
    return item.text()


def choice_of(dialog: GameOverDialog) -> GameOverChoice:
    """Read afresh after each click (an ``assert dialog.choice is …`` would pin its type)."""
    return dialog.choice


def row_of(dialog: GameOverDialog, side_label: str) -> int:
    rows = [r for r in range(dialog.table.rowCount()) if cell(dialog, r, SummaryColumn.SIDE) == side_label]
    assert len(rows) == 1, side_label
    return rows[0]


def side_label(names: Sequence[str], seats: Sequence[int]) -> str:
    """How a side is written, spelled out here rather than taken from the code under test."""
    members = [names[s] for s in seats]
    return members[0] if len(members) == 1 else ", ".join(members[:-1]) + " & " + members[-1]


def result(contract: str, declarer: int | None, made: bool | None, *, sans_kitty: bool = False,
           tricks: Sequence[int] = (0, 0, 0, 0), bids: Sequence[int | str | None] | None = None,
           scores: Sequence[int] = (0, 0)) -> HandResult:
    return HandResult(contract, declarer, sans_kitty, tuple(tricks), made, (0, 0), tuple(scores),
                      None if bids is None else (0, 0), None if bids is None else tuple(bids))


# ======================================================================== headline
ANN4 = ["Ann", "Ben", "Cy", "Dee"]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_headline_names_the_winners(qtbot: Any, variant: str) -> None:
    dialog, state = game_dialog(qtbot, variant)
    names = SEAT_NAMES[state.rules.players]
    assert names[0] == "You"
    assert state.winner is not None
    winners = state.rules.sides[state.winner]
    if 0 not in winners:
        expected = f"{side_label(names, winners)} won the game"
    elif len(winners) == 1:
        expected = "You won!"
    else:
        expected = f"You and {side_label(names, winners[1:])} won the game!"
    assert dialog.headline.text() == expected
    assert dialog.windowTitle() == "Game over"


def test_the_headline_speaks_to_you_when_your_side_won(qtbot: Any) -> None:
    state = finished("500_4p")
    assert state.winner is not None
    you, partner = state.rules.sides[state.winner]
    names = list(ANN4)
    names[you] = "You"
    dialog = dialog_for(qtbot, state.view(you), state.winner, names)
    assert dialog.headline.text() == f"You and {names[partner]} won the game!"
    # The partner's view of the same game: "You" is someone else, so the names say who won.
    other = dialog_for(qtbot, state.view(partner), state.winner, names)
    assert other.headline.text() == f"You & {names[partner]} won the game"


def test_the_headline_when_you_lost_or_nobody_is_you(qtbot: Any) -> None:
    state = finished("500_4p")
    assert state.winner is not None
    rules = state.rules
    winners = rules.sides[state.winner]
    loser = rules.sides[1 - state.winner][0]
    names = list(ANN4)
    names[loser] = "You"
    lost = dialog_for(qtbot, state.view(loser), state.winner, names)
    assert lost.headline.text() == f"{names[winners[0]]} & {names[winners[1]]} won the game"
    plain = dialog_for(qtbot, state.view(winners[0]), state.winner, ANN4)
    assert plain.headline.text() == f"{ANN4[winners[0]]} & {ANN4[winners[1]]} won the game"
    spectator = dialog_for(qtbot, state.spectator_view(), state.winner, SEAT_NAMES[4])
    assert "won the game" in spectator.headline.text()
    assert not spectator.headline.text().startswith("You and")


def test_a_solo_winner_who_is_you_just_won(qtbot: Any) -> None:
    state = finished("500_3p_solo")
    assert state.winner is not None
    seat = state.rules.sides[state.winner][0]
    names = ["Ann", "Ben", "Cy"]
    names[seat] = "You"
    dialog = dialog_for(qtbot, state.view(seat), state.winner, names)
    assert dialog.headline.text() == "You won!"


# ========================================================================== scores
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_table_shows_the_views_scores_winner_first(qtbot: Any, variant: str) -> None:
    dialog, state = game_dialog(qtbot, variant)
    view = state.view(0)
    rules = state.rules
    names = SEAT_NAMES[rules.players]
    assert dialog.table.rowCount() == len(rules.sides)
    shown: dict[int, int] = {}
    for side, seats in enumerate(rules.sides):
        row = row_of(dialog, side_label(names, seats))
        shown[side] = int(cell(dialog, row, SummaryColumn.SCORE))
        assert shown[side] == view.scores[side]
    assert shown == dict(enumerate(view.scores))
    assert state.winner is not None
    assert cell(dialog, 0, SummaryColumn.SIDE) == side_label(names, rules.sides[state.winner])
    winner_item = dialog.table.item(0, dialog.column(SummaryColumn.SCORE))
    assert winner_item is not None and winner_item.font().bold()
    others = [int(cell(dialog, r, SummaryColumn.SCORE)) for r in range(1, dialog.table.rowCount())]
    assert others == sorted(others, reverse=True)
    assert f"Hands played: {len(view.results)}" in dialog.hands_label.text()


def test_spades_shows_the_bags(qtbot: Any) -> None:
    dialog, state = game_dialog(qtbot, "spades")
    names = SEAT_NAMES[4]
    for side, seats in enumerate(state.rules.sides):
        assert int(cell(dialog, row_of(dialog, side_label(names, seats)), SummaryColumn.BAGS)) \
            == state.bags[side]
    with pytest.raises(ValueError):
        dialog.column(SummaryColumn.BEST)


# ======================================================================= contracts
def expected_500(rules: RuleSet, results: Sequence[HandResult]) -> list[tuple[int, int]]:
    """(made, set) per side, counted straight from the results."""
    out = []
    for seats in rules.sides:
        mine = [r for r in results if r.declarer is not None and r.declarer in seats]
        out.append((sum(r.made is True for r in mine), sum(r.made is False for r in mine)))
    return out


def expected_spades(rules: RuleSet, results: Sequence[HandResult]) -> list[tuple[int, int]]:
    """(made, set) per side: a side's numbered bids together against its bidders' tricks."""
    out = []
    for seats in rules.sides:
        made = failed = 0
        for r in results:
            assert r.bids is not None
            numbered = [s for s in seats if type(r.bids[s]) is int]
            if not numbered:
                continue
            goal = sum(int(str(r.bids[s])) for s in numbered)
            taken = sum(r.tricks[s] for s in numbered)
            made, failed = (made + 1, failed) if taken >= goal else (made, failed + 1)
        out.append((made, failed))
    return out


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_made_and_set_add_up_per_side(qtbot: Any, variant: str) -> None:
    dialog, state = game_dialog(qtbot, variant)
    rules = state.rules
    names = SEAT_NAMES[rules.players]
    results = state.view(0).results
    expected = (expected_spades if rules.is_spades else expected_500)(rules, results)
    assert sum(m + s for m, s in expected) > 0, "a game with no contracts tests nothing"
    for side, seats in enumerate(rules.sides):
        row = row_of(dialog, side_label(names, seats))
        made = int(cell(dialog, row, SummaryColumn.MADE))
        failed = int(cell(dialog, row, SummaryColumn.SET))
        assert (made, failed) == expected[side]
        assert int(cell(dialog, row, SummaryColumn.BIDS)) == made + failed


def test_a_made_up_500_game_counts_contracts_and_finds_the_best(qtbot: Any) -> None:
    base = finished("500_4p").view(0)
    results = (
        result("8H", 0, True),
        result("7NT", 2, False),
        result("6S", 1, True),
        result("pass", None, None),            # thrown in: nobody's contract
        result("nt", None, None),              # all passed, played at no trumps
        result("misere", 3, True),             # outranks 6S
        result("9D", 2, True, sans_kitty=True),
        result("7H", 0, False),
    )
    view = base._replace(seat=0, results=results, scores=(520, 310))
    dialog = dialog_for(qtbot, view, 0, ANN4)
    ours, theirs = row_of(dialog, "Ann & Cy"), row_of(dialog, "Ben & Dee")
    assert ours == 0
    assert [cell(dialog, ours, k) for k in (SummaryColumn.SCORE, SummaryColumn.BIDS,
                                             SummaryColumn.MADE, SummaryColumn.SET)] \
        == ["520", "4", "2", "2"]
    assert cell(dialog, ours, SummaryColumn.BEST) == "9♦ sans kitty"
    assert [cell(dialog, theirs, k) for k in (SummaryColumn.BIDS, SummaryColumn.MADE,
                                               SummaryColumn.SET)] == ["2", "2", "0"]
    assert cell(dialog, theirs, SummaryColumn.BEST) == "misère"
    assert dialog.hands_label.text() == "Hands played: 8, thrown in: 1"


def test_a_side_that_never_made_a_contract_has_no_best(qtbot: Any) -> None:
    view = finished("500_4p").view(0)._replace(results=(result("8H", 1, False),), scores=(40, -240))
    dialog = dialog_for(qtbot, view, 0, ANN4)
    assert cell(dialog, row_of(dialog, "Ben & Dee"), SummaryColumn.BEST) == "—"
    assert cell(dialog, row_of(dialog, "Ann & Cy"), SummaryColumn.BIDS) == "0"


def test_a_made_up_spades_game_counts_bids_and_nils_apart(qtbot: Any) -> None:
    base = finished("spades").view(0)
    results = (
        # Ann & Cy bid 4+3 and took 9: made; Ben's nil made; Dee bid 2, took 4: made.
        result("spades", None, None, bids=(4, "nil", 3, 2), tricks=(5, 0, 4, 4)),
        # Ann bid 5, took 4: set; Cy's blind nil took a trick: failed; Ben & Dee bid 7, took 8.
        result("spades", None, None, bids=(5, 3, "blind_nil", 4), tricks=(4, 5, 1, 3)),
        # Both of Ann & Cy bid nil: no bid of tricks for that side.
        result("spades", None, None, bids=("nil", 6, "nil", 6), tricks=(0, 7, 0, 6)),
    )
    view = base._replace(results=results, scores=(150, 510), bags=(2, 3))
    dialog = dialog_for(qtbot, view, 1, ANN4)
    ours, theirs = row_of(dialog, "Ann & Cy"), row_of(dialog, "Ben & Dee")
    assert theirs == 0
    kinds = (SummaryColumn.BIDS, SummaryColumn.MADE, SummaryColumn.SET, SummaryColumn.NILS,
             SummaryColumn.BAGS)
    assert [cell(dialog, ours, k) for k in kinds] == ["2", "1", "1", "2 of 3", "2"]
    assert [cell(dialog, theirs, k) for k in kinds] == ["3", "3", "0", "1 of 1", "3"]


# ========================================================================= buttons
def test_play_again_accepts_and_no_button_is_the_default(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_4p")
    assert not any(b.isDefault() for b in dialog.buttons.buttons())
    qtbot.mouseClick(dialog.play_again_button, Qt.MouseButton.LeftButton)
    assert dialog.choice is GameOverChoice.PLAY_AGAIN
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert not dialog.isVisible()


def test_enter_chooses_nothing(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_4p")
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(dialog, key)
        qtbot.keyClick(dialog.play_again_button, key)
    assert dialog.isVisible() and dialog.choice is GameOverChoice.CLOSE


def test_new_game_accepts(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "spades")
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert dialog.choice is GameOverChoice.NEW_GAME
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_save_asks_and_stays_open_then_close_rejects(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_6p_2v2v2")
    with qtbot.waitSignal(dialog.save_requested, timeout=1000):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.choice is GameOverChoice.SAVE_RECORD
    assert dialog.isVisible()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert choice_of(dialog) is GameOverChoice.CLOSE
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert not dialog.isVisible()


def test_only_save_emits_save_requested(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_4p")
    with qtbot.assertNotEmitted(dialog.save_requested):
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)


def test_escape_closes(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_4p")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.choice is GameOverChoice.CLOSE
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_buttons_and_table_have_accessible_names(qtbot: Any) -> None:
    dialog, _ = game_dialog(qtbot, "500_4p")
    assert [b.accessibleName() for b in (dialog.play_again_button, dialog.new_game_button,
                                         dialog.save_button, dialog.close_button)] \
        == ["Play again", "New game", "Save the record", "Close"]
    assert dialog.table.accessibleName() == "Final scores"
    assert dialog.play_again_button.text() == "&Play again"


# ============================================================================ size
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_it_fits_a_small_screen(qtbot: Any, variant: str) -> None:
    dialog, _ = game_dialog(qtbot, variant)
    hint = dialog.sizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= SCREEN_H, hint
    table = dialog.table
    assert table.width() >= sum(table.columnWidth(c) for c in range(table.columnCount()))


def test_long_names_still_fit(qtbot: Any) -> None:
    state = finished("500_6p_2v2v2")
    assert state.winner is not None
    names = [f"Player with a very long name number {s}  ".strip() + "x" * 3 for s in range(6)]
    dialog = dialog_for(qtbot, state.view(0), state.winner, names)
    hint = dialog.sizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= SCREEN_H, hint
    # The side names are cut in the table, but a tooltip gives them whole.
    item = dialog.table.item(0, dialog.column(SummaryColumn.SIDE))
    assert item is not None and item.text() in item.toolTip()


# ======================================================================= arguments
def test_wrong_names_or_side_are_refused(qtbot: Any) -> None:
    state = finished("500_4p")
    with pytest.raises(ValueError, match="4 players"):
        GameOverDialog(state.view(0), 0, ["Ann", "Ben"])
    with pytest.raises(ValueError, match="no side 2"):
        GameOverDialog(state.view(0), 2, ANN4)
