"""Where things sit on the table: seats around an ellipse seen from the viewer's seat, each
seat's hand, nameplate, won tricks and place in the trick, in scene coordinates."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from ...core import RuleSet
from .card_item import CardItem
from .cards import CARD_ASPECT

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTRE = QPointF(800, 455)
OWN_WIDTH = 112.0
OWN_HAND_SPAN = 880.0
"""From the centre of the viewer's leftmost card to its rightmost, at the most."""
OTHER_WIDTH = 64.0
TRICK_WIDTH = 92.0
BADGE_W, BADGE_H = 270.0, 92.0
"""A seat's nameplate."""
TEXT_FLOOR = 26
"""The least pixel size of a word on the table, in scene units: at 1024×640 the table is drawn at
about 0.44 of its size, and no word may be less than 11 pixels high on the screen."""
LARGE_SCALE = 1.3
"""Large cards (a preference): the viewer's hand and the trick this much bigger."""
FOCUS_LIFT = 14.0
"""The card the keyboard is on stands this much out of the hand."""


class TableGeometry:
    """The table scene's layout, from the rule set, the viewer's seat and the cards held."""

    rules: RuleSet | None
    viewer: int
    open_hands: bool
    hands: dict[int, list[CardItem]]
    exposed: set[int]
    sitting_out: set[int]
    """Seats out of this hand (a misère bidder's partner): their cards set aside."""
    large_cards: bool
    _focus: int
    """The viewer's card the keyboard is on (an index in their hand), or -1."""
    show_focus: bool
    """The keyboard is in use on the table: the card it is on is ringed and stands out."""

    @property
    def own_width(self) -> float:
        """The width of the viewer's cards."""
        return OWN_WIDTH * (LARGE_SCALE if self.large_cards else 1.0)

    @property
    def trick_width(self) -> float:
        return TRICK_WIDTH * (LARGE_SCALE if self.large_cards else 1.0)

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
        # score board (the upper two the more).
        drop = {1: 56, 2: 90, 4: 90, 5: 56}.get(self.rel(seat), 0) if self.rules.players == 6 \
            else 0
        return QPointF(CENTRE.x() + 640 * math.cos(a), CENTRE.y() + 345 * math.sin(a) + drop)

    def trick_slot(self, seat: int) -> tuple[QPointF, float]:
        assert self.rules is not None
        a = self.angle(seat)
        jitter = ((seat * 7) % 11) - 5
        # More players, a wider ring, so that six cards do not hide one another.
        rx, ry = (150.0, 105.0) if self.rules.players <= 4 else (205.0, 150.0)
        # Large cards closer in, clear of the nameplates around the trick.
        grow = self.trick_width - TRICK_WIDTH
        rx, ry = rx - grow, ry - grow * CARD_ASPECT / 2
        pos = QPointF(CENTRE.x() + rx * math.cos(a), CENTRE.y() + ry * math.sin(a))
        # Nearer the middle where a nameplate would cover the card.
        inward = QPointF(-math.cos(a), -math.sin(a)) * 4
        plates = [QRectF(b.x() - BADGE_W / 2, b.y() - BADGE_H / 2, BADGE_W, BADGE_H)
                  for b in map(self.badge_pos, range(self.rules.players))]
        half = QPointF(self.trick_width / 2 + 2, self.trick_width * CARD_ASPECT / 2 + 2)
        for _ in range(20):
            if not any(QRectF(pos - half, pos + half).intersects(p) for p in plates):
                break
            pos += inward
        return pos, jitter

    def hand_targets(self, seat: int) -> list[tuple[QPointF, float, float]]:
        items = self.hands.get(seat, [])
        count = len(items)
        if count == 0:
            return []
        if self.rel(seat) == 0:
            spacing, y = self._own_spread(count)
            mid = (count - 1) / 2
            out: list[tuple[QPointF, float, float]] = []
            for i, item in enumerate(items):
                off = i - mid
                lift = (-28 if item.selected else 0) - \
                    (FOCUS_LIFT if i == self._focus and self.show_focus else 0)
                out.append((QPointF(800 + off * spacing, y + 0.9 * off * off + lift),
                            off * 1.2, 100 + i))
            return out
        a = self.angle(seat)
        base = self.anchor(seat)
        tangent = QPointF(math.cos(a - math.pi / 2), math.sin(a - math.pi / 2))
        mid = (count - 1) / 2
        if seat in self.sitting_out:
            # Set aside: squared up, a little further from the middle than the hand was.
            outward = QPointF(base.x() - CENTRE.x(), base.y() - CENTRE.y())
            aside = base + outward * (40 / (math.hypot(outward.x(), outward.y()) or 1))
            return [(aside + tangent * ((i - mid) * 3), math.degrees(a) - 90, 100 + i)
                    for i in range(count)]
        if seat in self.exposed or self.open_hands:
            return self._fanned_up(seat, base, count, vertical=abs(tangent.y()) > 0.7)
        rot = math.degrees(a) - 90
        return [(base + tangent * ((i - mid) * OTHER_WIDTH * 0.32), rot, 100 + i)
                for i in range(count)]

    def _own_spread(self, count: int) -> tuple[float, float]:
        """The viewer's hand of ``count`` cards: the step from card to card, and the height of
        its middle.  Between the nameplate on the left and the won tricks on the right, however
        many cards (13 in Spades, or 500 with the kitty picked up)."""
        width = self.own_width
        # Larger cards spread less wide and grow upwards: the outer edges of the hand, turned as
        # they are, stay where they were.
        grow = width - OWN_WIDTH
        spacing = min(width * 0.78, (OWN_HAND_SPAN - 1.2 * grow) / max(1, count - 1))
        return spacing, 872 - grow * (CARD_ASPECT / 2 + 0.1)

    def hand_frame(self) -> QRectF:
        """The keyboard's ring around the viewer's hand: room for every card, standing out of the
        hand or not, so that it stays put as the keys move along the hand (empty: no cards)."""
        count = len(self.hands.get(self.viewer, []))
        if count == 0:
            return QRectF()
        spacing, y = self._own_spread(count)
        width = self.own_width
        height = width * CARD_ASPECT
        mid = (count - 1) / 2
        half = mid * spacing + width / 2 + 14
        top = y - height / 2 - 28 - FOCUS_LIFT - 10
        bottom = y + 0.9 * mid * mid + height / 2 + 10
        return QRectF(800 - half, top, 2 * half, bottom - top).intersected(
            QRectF(6, 6, SCENE_W - 12, SCENE_H - 12))

    def _fanned_up(self, seat: int, base: QPointF, count: int,
                   vertical: bool) -> list[tuple[QPointF, float, float]]:
        """A hand lying face up for all: upright cards in a column (side seats) or a row, each
        showing its top-left corner past the next, moved out from the middle as far as it takes
        to leave the seat's nameplate clear."""
        height = OTHER_WIDTH * CARD_ASPECT
        step = QPointF(0, 0.3 * height) if vertical else QPointF(0.34 * OTHER_WIDTH, 0)
        mid = (count - 1) / 2
        spots = [base + step * (i - mid) for i in range(count)]
        badge = self.badge_pos(seat)
        plate = QRectF(badge.x() - BADGE_W / 2 - 6, badge.y() - BADGE_H / 2 - 6,
                       BADGE_W + 12, BADGE_H + 12)
        outward = QPointF(base.x() - CENTRE.x(), base.y() - CENTRE.y())
        outward /= math.hypot(outward.x(), outward.y()) or 1.0
        along = step / (math.hypot(step.x(), step.y()) or 1.0)
        scene = QRectF(4, 4, SCENE_W - 8, SCENE_H - 8)
        keep_clear = [plate, *self.kept_clear()]
        for shift in range(0, 161, 4):
            for way in (outward, along, -along):
                moved = [spot + way * shift for spot in spots]
                rects = [QRectF(p.x() - OTHER_WIDTH / 2, p.y() - height / 2, OTHER_WIDTH,
                                height) for p in moved]
                if all(scene.contains(r) and not any(r.intersects(k) for k in keep_clear)
                       for r in rects):
                    return [(spot, 0.0, 100 + i) for i, spot in enumerate(moved)]
        return [(spot, 0.0, 100 + i) for i, spot in enumerate(spots)]

    def kept_clear(self) -> list[QRectF]:
        """Other parts of the table a hand laid face up keeps off (the score board)."""
        return []

    def badge_pos(self, seat: int) -> QPointF:
        if self.rel(seat) == 0:
            return QPointF(16 + BADGE_W / 2, 930)
        a = self.angle(seat)
        base = self.anchor(seat)
        inward = QPointF(CENTRE.x() - base.x(), CENTRE.y() - base.y())
        length = math.hypot(inward.x(), inward.y()) or 1
        push = 126 if abs(math.sin(a)) > 0.7 else 150
        p = base + inward * (push / length)
        return QPointF(min(max(p.x(), 120), SCENE_W - 120), min(max(p.y(), 50), SCENE_H - 50))

    def pile_pos(self, seat: int) -> QPointF:
        """Where a seat's won tricks lie: beside its hand, on the side away from the score board
        (a pile grows a little towards the top right as it gets higher)."""
        if self.rel(seat) == 0:
            return QPointF(1420, 905)
        base = self.anchor(seat)
        a = self.angle(seat)
        tangent = QPointF(math.cos(a - math.pi / 2), math.sin(a - math.pi / 2))
        ahead, behind = base - tangent * 215, base + tangent * 215
        return behind if self._pile_would_cover(ahead) and not self._pile_would_cover(behind) \
            else ahead

    def _pile_would_cover(self, pos: QPointF) -> bool:
        """Whether a full pile of won tricks at ``pos`` would lie on a part kept clear."""
        size = self.rules.hand_size if self.rules is not None else 13
        reach = OTHER_WIDTH * 0.8 * CARD_ASPECT / 2 + 4
        pile = QRectF(pos.x() - reach, pos.y() - reach - 2 * size, 2 * reach + 5 * size,
                      2 * reach + 2 * size)
        return any(pile.intersects(k) for k in self.kept_clear())
