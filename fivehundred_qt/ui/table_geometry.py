"""Where things sit on the table: seats around an ellipse seen from the viewer's seat, each
seat's hand, nameplate, won tricks and place in the trick, in scene coordinates."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from ..core import RuleSet
from .card_item import CardItem

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTRE = QPointF(800, 455)
OWN_WIDTH = 112.0
OWN_HAND_SPAN = 880.0
"""From the centre of the viewer's leftmost card to its rightmost, at the most."""
OTHER_WIDTH = 64.0
TRICK_WIDTH = 92.0


class TableGeometry:
    """The table scene's layout, from the rule set, the viewer's seat and the cards held."""

    rules: RuleSet | None
    viewer: int
    open_hands: bool
    hands: dict[int, list[CardItem]]
    exposed: set[int]

    def rel(self, seat: int) -> int:
        assert self.rules is not None
        return (seat - self.viewer) % self.rules.players

    def angle(self, seat: int) -> float:
        assert self.rules is not None
        return math.radians(90 + self.rel(seat) * 360 / self.rules.players)

    def anchor(self, seat: int) -> QPointF:
        assert self.rules is not None
        a = self.angle(seat)
        # Six players: the four side seats a little lower, leaving the top-left corner to the
        # score board.
        drop = 56 if self.rules.players == 6 and self.rel(seat) % 3 else 0
        return QPointF(CENTRE.x() + 640 * math.cos(a), CENTRE.y() + 345 * math.sin(a) + drop)

    def trick_slot(self, seat: int) -> tuple[QPointF, float]:
        assert self.rules is not None
        a = self.angle(seat)
        jitter = ((seat * 7) % 11) - 5
        # More players, a wider ring, so that six cards do not hide one another.
        rx, ry = (150, 105) if self.rules.players <= 4 else (205, 150)
        return QPointF(CENTRE.x() + rx * math.cos(a), CENTRE.y() + ry * math.sin(a)), jitter

    def hand_targets(self, seat: int) -> list[tuple[QPointF, float, float]]:
        items = self.hands.get(seat, [])
        count = len(items)
        if count == 0:
            return []
        if self.rel(seat) == 0:
            # Between the nameplate on the left and the won tricks on the right, however many
            # cards (13 in Spades, or 500 with the kitty picked up).
            spacing = min(OWN_WIDTH * 0.78, OWN_HAND_SPAN / max(1, count - 1))
            mid = (count - 1) / 2
            out: list[tuple[QPointF, float, float]] = []
            for i, item in enumerate(items):
                off = i - mid
                lift = -28 if item.selected else 0
                out.append((QPointF(800 + off * spacing, 872 + 0.9 * off * off + lift),
                            off * 1.2, 100 + i))
            return out
        a = self.angle(seat)
        base = self.anchor(seat)
        tangent = QPointF(math.cos(a - math.pi / 2), math.sin(a - math.pi / 2))
        face = seat in self.exposed or self.open_hands
        spacing = (OTHER_WIDTH * 0.58) if face else OTHER_WIDTH * 0.32
        mid = (count - 1) / 2
        rot = math.degrees(a) - 90
        return [(base + tangent * ((i - mid) * spacing), rot, 100 + i) for i in range(count)]

    def badge_pos(self, seat: int) -> QPointF:
        if self.rel(seat) == 0:
            return QPointF(175, 930)
        a = self.angle(seat)
        base = self.anchor(seat)
        inward = QPointF(CENTRE.x() - base.x(), CENTRE.y() - base.y())
        length = math.hypot(inward.x(), inward.y()) or 1
        push = 118 if abs(math.sin(a)) > 0.7 else 150
        p = base + inward * (push / length)
        return QPointF(min(max(p.x(), 120), SCENE_W - 120), min(max(p.y(), 50), SCENE_H - 50))

    def pile_pos(self, seat: int) -> QPointF:
        if self.rel(seat) == 0:
            return QPointF(1420, 905)
        base = self.anchor(seat)
        a = self.angle(seat)
        tangent = QPointF(math.cos(a - math.pi / 2), math.sin(a - math.pi / 2))
        return base - tangent * 215
