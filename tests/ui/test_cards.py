"""The card renderer: sizes, the pixmap cache, and that every card, joker and back really draws."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from fivehundred_qt.core.cards import (
    ACE,
    BLACK_JOKER,
    CLUBS,
    DIAMONDS,
    HEARTS,
    RED_JOKER,
    SPADES,
    Card,
    card,
    deck_for,
)
from fivehundred_qt.ui.table.cards import BACKS, CARD_ASPECT, CardRenderer, CardStyle


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> Iterator[None]:
    yield


def image(renderer: CardRenderer, c: Card | None, width: int = 80, face_up: bool = True) -> QImage:
    return renderer.pixmap(c, width, 1.0, face_up).toImage()


def count(img: QImage, test: object) -> int:
    """Pixels of ``img`` (sampled every 2 px) whose colour passes ``test``."""
    assert callable(test)
    return sum(1 for y in range(0, img.height(), 2) for x in range(0, img.width(), 2)
               if test(img.pixelColor(x, y)))


def reddish(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 150 and c.green() < 90 and c.blue() < 100


def bluish(c: QColor) -> bool:
    return c.alpha() > 200 and c.blue() > 150 and c.red() < 90


def greenish(c: QColor) -> bool:
    return c.alpha() > 200 and c.green() > 100 and c.red() < 60 and c.blue() < 100


def dark(c: QColor) -> bool:
    return c.alpha() > 200 and max(c.red(), c.green(), c.blue()) < 60


@pytest.mark.parametrize(("width", "dpr"), [(100, 1.0), (80, 2.0), (57, 1.5), (33, 1.25)])
def test_pixmap_size_honours_width_and_device_pixel_ratio(width: int, dpr: float) -> None:
    pixmap = CardRenderer().pixmap(card(HEARTS, 7), width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(width * CARD_ASPECT * dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    logical = pixmap.deviceIndependentSize()
    assert logical.width() == pytest.approx(width, abs=0.5)
    assert logical.height() == pytest.approx(width * CARD_ASPECT, abs=0.5)


def test_cache_returns_the_same_pixmap_for_the_same_key() -> None:
    renderer = CardRenderer()
    seven = card(SPADES, 7)
    first = renderer.pixmap(seven, 90, 2.0)
    assert renderer.pixmap(seven, 90, 2.0) is first
    assert renderer.pixmap(seven, 90, 2.0, face_up=True) is first
    others = [
        renderer.pixmap(card(SPADES, 8), 90, 2.0),
        renderer.pixmap(seven, 91, 2.0),
        renderer.pixmap(seven, 90, 1.0),
        renderer.pixmap(seven, 90, 2.0, face_up=False),
    ]
    assert all(other is not first for other in others)
    assert len({id(p) for p in others}) == len(others)


def test_cache_is_bounded_and_forgets_the_least_recently_used() -> None:
    renderer = CardRenderer()
    renderer.CACHE_SIZE = 3
    a, b, c, d = (card(CLUBS, r) for r in (2, 3, 4, 5))
    pa = renderer.pixmap(a, 40)
    pb = renderer.pixmap(b, 40)
    renderer.pixmap(c, 40)
    assert renderer.pixmap(a, 40) is pa  # touching a makes b the oldest
    renderer.pixmap(d, 40)
    assert renderer.pixmap(a, 40) is pa
    assert renderer.pixmap(b, 40) is not pb


def test_set_style_clears_the_cache_and_rejects_unknown_backs() -> None:
    renderer = CardRenderer()
    first = renderer.pixmap(card(DIAMONDS, 9), 60)
    renderer.set_style(CardStyle())  # same style: nothing to redraw
    assert renderer.pixmap(card(DIAMONDS, 9), 60) is first
    renderer.set_style(CardStyle(four_colour=True))
    assert renderer.style == CardStyle(four_colour=True)
    assert renderer.pixmap(card(DIAMONDS, 9), 60) is not first
    with pytest.raises(ValueError, match="tartan"):
        renderer.set_style(CardStyle(back="tartan"))


def test_red_and_black_jokers_differ_and_are_coloured_as_named() -> None:
    renderer = CardRenderer()
    red, black = image(renderer, RED_JOKER), image(renderer, BLACK_JOKER)
    assert red != black
    assert count(red, reddish) > 100
    assert count(black, reddish) == 0
    assert count(black, dark) > count(red, dark) + 100


def test_standard_colours_red_for_hearts_and_diamonds_black_for_spades_and_clubs() -> None:
    renderer = CardRenderer()
    for suit in (HEARTS, DIAMONDS):
        img = image(renderer, card(suit, 9))
        assert count(img, reddish) > 50 and count(img, dark) == 0
    for suit in (SPADES, CLUBS):
        img = image(renderer, card(suit, 9))
        assert count(img, dark) > 50 and count(img, reddish) == 0


def test_four_colour_changes_diamonds_and_clubs_but_not_spades_or_hearts() -> None:
    plain, four = CardRenderer(), CardRenderer(CardStyle(four_colour=True))
    diamond = card(DIAMONDS, 7)
    assert image(plain, diamond) != image(four, diamond)
    assert count(image(four, diamond), bluish) > 50
    assert count(image(four, diamond), reddish) == 0
    assert count(image(plain, diamond), bluish) == 0
    assert count(image(four, card(CLUBS, 7)), greenish) > 50
    for same in (card(SPADES, 7), card(HEARTS, 7)):
        assert image(plain, same) == image(four, same)


def test_face_down_draws_the_chosen_back_whatever_the_card() -> None:
    backs = {name: CardRenderer(CardStyle(back=name)) for name in BACKS}
    assert len(BACKS) >= 3
    images = {name: image(r, None) for name, r in backs.items()}
    for name, renderer in backs.items():
        assert image(renderer, card(SPADES, ACE), face_up=False) == images[name]
        assert image(renderer, RED_JOKER, face_up=False) == images[name]
        assert image(renderer, card(SPADES, ACE)) != images[name]
    names = list(images)
    for i, one in enumerate(names):
        for other in names[i + 1:]:
            assert images[one] != images[other], (one, other)


DECKS = [(players, kitty, False) for players in range(2, 7) for kitty in (3, 5, 6)] + [(4, 0, True)]


@pytest.mark.parametrize(("players", "kitty", "spades"), DECKS)
def test_every_card_of_every_deck_renders(players: int, kitty: int, spades: bool) -> None:
    renderer = CardRenderer(CardStyle(four_colour=players % 2 == 0))
    deck = deck_for(players, kitty, spades=spades)
    images = [image(renderer, c, 48) for c in deck]
    for c, img in zip(deck, images, strict=True):
        assert not img.isNull(), c
        assert img.pixelColor(24, 33).alpha() == 255, c  # the face is opaque
        assert img.pixelColor(0, 0).alpha() < 128, c  # the corner is rounded off
    # Every card looks different from every other one (11, 12, 13 included).
    keys = {bytes(img.constBits()) for img in images}
    assert len(keys) == len(deck)


def test_paint_fits_any_rect_keeping_the_card_shape() -> None:
    img = QImage(300, 140, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    CardRenderer().paint(painter, QRectF(0, 0, 300, 140), card(HEARTS, ACE))
    painter.end()
    assert img.pixelColor(150, 70).alpha() == 255  # drawn, centred
    assert img.pixelColor(20, 70).alpha() == 0  # not stretched to the full width
    assert img.pixelColor(280, 70).alpha() == 0


def test_a_hand_renders_quickly_uncached() -> None:
    renderer = CardRenderer()
    renderer.pixmap(card(SPADES, 2), 20)  # fonts and glyph outlines are loaded once per process
    hand = deck_for(4, 3)[:13]
    start = time.perf_counter()
    for c in hand:
        renderer.pixmap(c, 100)
    # About 10 ms on a laptop core; the bound is loose so that a busy CI machine does not flake.
    assert time.perf_counter() - start < 0.5
