"""The sides' colours stay apart for colour-blind players: every pair, seen through a simulation
of deuteranopia (and of protanopia), still differs by more than ΔE 20 (CIE 1976)."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtGui import QColor

from fivehundred_qt.core.rules import RuleSet
from fivehundred_qt.ui.model_base import TEAM_COLOURS

# Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868),
              (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
MIN_DELTA_E = 20.0


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _simulated(colour: QColor, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, ...]:
    """Linear RGB of ``colour`` as a dichromat sees it, clipped to the gamut."""
    rgb = [_linear(c) for c in (colour.red(), colour.green(), colour.blue())]
    return tuple(min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
                 for row in matrix)


def _lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of a linear sRGB colour."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: QColor, b: QColor, matrix: tuple[tuple[float, ...], ...]) -> float:
    return math.dist(_lab(_simulated(a, matrix)), _lab(_simulated(b, matrix)))


@pytest.mark.parametrize("matrix", [DEUTERANOPIA, PROTANOPIA], ids=["deuteranopia", "protanopia"])
def test_every_pair_of_side_colours_stays_apart(matrix) -> None:
    close = [(i, j, round(delta_e(a, b, matrix), 1))
             for (i, a), (j, b) in itertools.combinations(enumerate(TEAM_COLOURS), 2)
             if delta_e(a, b, matrix) <= MIN_DELTA_E]
    assert close == []


def test_the_simulation_confuses_what_deuteranopes_confuse() -> None:
    # Red and green of the same lightness, the classic pair, come out nearly the same.
    assert delta_e(QColor(200, 80, 60), QColor(110, 130, 40), DEUTERANOPIA) < 12
    assert delta_e(QColor(0, 0, 0), QColor(255, 255, 255), DEUTERANOPIA) > 99


def test_each_side_of_every_table_has_a_colour_of_its_own() -> None:
    most = max(len(RuleSet.build({"game": "500", "players": n}).sides) for n in range(2, 7))
    assert most <= len(TEAM_COLOURS)
    assert len({c.name() for c in TEAM_COLOURS}) == len(TEAM_COLOURS)
