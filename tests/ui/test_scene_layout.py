"""Where things lie on the table: the viewer's hand clear of its nameplate and its won tricks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from fivehundred_qt.core import RuleSet
from fivehundred_qt.ui.cards import CARD_ASPECT, CardRenderer, CardStyle
from fivehundred_qt.ui.speeds import Clock
from fivehundred_qt.ui.table_geometry import OWN_WIDTH, TRICK_WIDTH
from fivehundred_qt.ui.table_items import SeatBadge
from fivehundred_qt.ui.table_scene import TableScene


class Placed:
    selected = False


def centred(pos: QPointF, width: float, height: float) -> QRectF:
    return QRectF(pos.x() - width / 2, pos.y() - height / 2, width, height)


@pytest.mark.parametrize("cards", [8, 10, 11, 13, 15, 16])
def test_the_viewers_hand_leaves_its_nameplate_and_won_tricks_clear(qapp, cards: int) -> None:
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    scene.start_table(RuleSet.build({"game": "500"}), ["You", "W", "N", "E"], 0, False)
    scene.hands[0] = [Placed() for _ in range(cards)]          # type: ignore[list-item]
    badge = centred(scene.badge_pos(0), SeatBadge.W, SeatBadge.H)
    pile = centred(scene.pile_pos(0), TRICK_WIDTH, TRICK_WIDTH * CARD_ASPECT)
    for pos, _rotation, _z in scene.hand_targets(0):
        card = centred(pos, OWN_WIDTH, OWN_WIDTH * CARD_ASPECT)
        assert not card.intersects(badge), (cards, card, badge)
        assert not card.intersects(pile), (cards, card, pile)
