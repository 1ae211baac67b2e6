"""For low vision: large cards and high contrast (two preferences), and the window usable on a
screen of 1024×600."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from fivehundred_qt.controller import Mode
from fivehundred_qt.core import RuleSet
from fivehundred_qt.core.cards import deck_for
from fivehundred_qt.settings import SEAT_NAMES, Preferences, SeatSetup, TableSetup
from fivehundred_qt.ui.dialogs.preferences import PreferencesDialog
from fivehundred_qt.ui.table.card_item import CardItem
from fivehundred_qt.ui.table.cards import CardRenderer, CardStyle
from fivehundred_qt.ui.table.speeds import Clock
from fivehundred_qt.ui.table.table_geometry import LARGE_SCALE, OWN_WIDTH, TRICK_WIDTH
from fivehundred_qt.ui.table.table_items import SeatBadge
from fivehundred_qt.ui.table.table_scene import TableScene

SCENE = QRectF(0, 0, 1600, 1000)


def table(players: int, cards: int, *, large: bool = False, contrast: bool = False) -> TableScene:
    """A table whose viewer holds ``cards`` cards face up and where every seat has played to
    the trick."""
    rules = RuleSet.build({"game": "500", "players": players})
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    scene.start_table(rules, SEAT_NAMES[players], 0, False)
    scene.set_look(large, contrast)
    deck = list(deck_for(players, rules.kitty_size))
    scene.hands[0] = [scene._new_item(c, scene.own_width, True) for c in deck[:cards]]
    scene._layout_hand(0, 0)
    for seat in range(players):
        item = scene._new_item(deck[-1 - seat], scene.trick_width, True)
        pos, rotation = scene.trick_slot(seat)
        item.animate(pos, rotation, 300 + seat, True, 0)
        scene.trick_items.append(item)
    return scene


@pytest.mark.parametrize("cards", [10, 13, 16])
def test_large_cards_are_larger_and_keep_clear_of_the_nameplate_and_the_tricks(qapp, cards):
    scene = table(4, cards, large=True)
    hand = scene.hands[0]
    assert all(item.width == OWN_WIDTH * LARGE_SCALE for item in hand)
    badge = scene.badges[0].sceneBoundingRect()
    pile = QRectF(scene.pile_pos(0).x() - TRICK_WIDTH / 2, scene.pile_pos(0).y() - 70,
                  TRICK_WIDTH, 140)
    normal = table(4, cards)
    lowest = max(item.sceneBoundingRect().bottom() for item in normal.hands[0])
    for item in hand:
        card = item.sceneBoundingRect()
        assert card.top() > 0 and card.left() > 0 and card.right() < SCENE.right(), card
        assert card.bottom() <= lowest + 1, "no lower than cards of the usual size"
        assert not card.intersects(badge) and not card.intersects(pile), card
    # Each card shows a third of its width at least: its corner, larger, in sight.
    assert all(b.x() - a.x() >= 0.33 * a.width for a, b in itertools.pairwise(hand))


def covered(scene: TableScene) -> set[str]:
    """The nameplates a card of the trick lies on."""
    return {badge.name for item in scene.trick_items for badge in scene.badges
            if item.sceneBoundingRect().intersects(badge.sceneBoundingRect())}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_large_trick_covers_no_more_nameplates(qapp, players):
    scene = table(players, 10, large=True)
    assert all(item.width == TRICK_WIDTH * LARGE_SCALE for item in scene.trick_items)
    assert covered(scene) <= covered(table(players, 10))


def test_the_look_changes_on_a_table_already_laid(qapp):
    scene = table(4, 10)
    scene.set_look(True, True)
    assert all(item.width == OWN_WIDTH * LARGE_SCALE for item in scene.hands[0])
    assert all(item.width == TRICK_WIDTH * LARGE_SCALE for item in scene.trick_items)
    assert all(item.high_contrast for item in scene.items() if isinstance(item, CardItem))
    assert all(badge.high_contrast for badge in scene.badges)
    assert scene.board.high_contrast and scene.banner.high_contrast
    scene.set_look(False, False)
    assert all(item.width == OWN_WIDTH for item in scene.hands[0])
    assert not any(item.high_contrast for item in scene.items() if isinstance(item, CardItem))


def black_share(scene: TableScene, badge: SeatBadge) -> float:
    """How much of a nameplate is drawn pure black."""
    area = badge.sceneBoundingRect()
    image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    black = QColor(0, 0, 0).rgb()
    pixels = [image.pixel(x, y) for x in range(0, image.width(), 3)
              for y in range(0, image.height(), 3)]
    return sum(p == black for p in pixels) / len(pixels)


def test_high_contrast_draws_names_white_on_black_and_a_wider_focus_ring(qapp):
    plain, strong = table(4, 10), table(4, 10, contrast=True)
    assert black_share(plain, plain.badges[1]) < 0.05
    assert black_share(strong, strong.badges[1]) > 0.5
    rings = []
    for scene in (plain, strong):
        item = scene.hands[0][0]
        width = item.boundingRect().width()
        item.set_marks(focused=True)
        rings.append(item.boundingRect().width() - width)
    assert 0 < rings[0] < rings[1]


def test_the_preferences_offer_both(qtbot):
    dialog = PreferencesDialog(Preferences(high_contrast=True))
    qtbot.addWidget(dialog)
    assert not dialog.large_cards.isChecked() and dialog.high_contrast.isChecked()
    dialog.large_cards.click()
    dialog.high_contrast.click()
    result = dialog.result_preferences()
    assert result.large_cards and not result.high_contrast
    assert Preferences.from_json(result.to_json()) == result


@pytest.mark.parametrize("rules", [{"game": "500", "blind_misere": True}, {"game": "500",
                                   "players": 6}, {"game": "spades"}],
                         ids=["500-blind-misere", "500-6p", "spades"])
def test_the_window_is_usable_at_1024_by_600(qtbot, window, rules):
    players = RuleSet.build(rules).players
    seats = [SeatSetup("You", "human")] + [SeatSetup(n, "computer", "easy")
                                           for n in SEAT_NAMES[players][1:]]
    window.start(TableSetup(rules=rules, seats=seats), seed=5)
    table = window.controller
    qtbot.waitUntil(lambda: table.mode is Mode.HUMAN and not window.scene.busy, timeout=20000)
    window.statusBar().showMessage("A message in the status bar")
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600, hint
    window.resize(1024, 600)
    status = window.statusBar()
    qtbot.waitUntil(lambda: window.height() == 600 and status.y() > 0)
    bar, view = window.action_bar, window.table_view
    assert bar.isVisible() and bar.height() >= bar.minimumSizeHint().height()
    bottom = bar.mapTo(window, bar.rect().bottomLeft()).y()
    assert bottom <= status.y() < 600
    assert view.height() >= view.minimumHeight() and view.width() >= view.minimumWidth()
    if window.docks.beside:
        assert window.score_dock.isVisible() or window.auction_dock.isVisible()
    else:        # too small for the table and a dock beside it: called up over the table
        window.docks.toggle(window.score_dock)
        assert window.score_dock.isVisible() and window.score_dock.isFloating()
    assert Qt.WindowState.WindowFullScreen not in window.windowState()
