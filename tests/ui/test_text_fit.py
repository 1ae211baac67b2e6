"""Long German and Welsh words on the table: set smaller first, shortened only after; sentences
broken between words."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from fivehundred_qt.ui.table.text_fit import fitted, wrapped


def bold(pixels: int) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def test_a_name_too_wide_is_set_smaller_before_it_is_shortened(qapp):
    name = "Gogledd-orllewin & Gogledd-ddwyrain"
    wide = QFontMetricsF(bold(21)).horizontalAdvance(name)
    font, shown = fitted(bold(21), name, wide * 0.8, 12)
    assert shown == name and font.pixelSize() < 21
    assert QFontMetricsF(font).horizontalAdvance(shown) <= wide * 0.8
    font, shown = fitted(bold(21), name, wide * 0.2, 15)
    assert font.pixelSize() == 15 and shown.endswith("…") and shown != name


def test_a_name_that_fits_is_left_alone(qapp):
    font, shown = fitted(bold(21), "Ann", 500, 12)
    assert (font.pixelSize(), shown) == (21, "Ann")


def test_a_sentence_is_broken_between_words_into_lines_that_fit(qapp):
    metrics = QFontMetricsF(bold(21))
    sentence = "Die Runde wird zusammengeworfen; der nächste Spieler gibt."
    width = metrics.horizontalAdvance(sentence) / 2.5
    lines = wrapped(metrics, sentence, width)
    assert len(lines) >= 3
    assert all(metrics.horizontalAdvance(line) <= width for line in lines)
    assert " ".join(lines) == sentence
    assert wrapped(metrics, sentence, 10_000) == [sentence]
