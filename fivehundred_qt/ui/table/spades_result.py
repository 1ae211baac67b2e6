"""A Spades hand's result in words, side by side: the bid made or set, each nil, the bags and the
bag penalties, as the core scored them (``core.scoring.spades_parts``); nothing here adds a point.
Translated under the context ``"spades_result"``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...core import HandResult, RuleSet
from ...core.scoring import NilScore, SpadesSideScore, spades_parts
from ..wording import side_name

__all__ = ["spades_side_lines"]


def spades_side_lines(rules: RuleSet, names: Sequence[str], result: HandResult,
                      is_viewer: Callable[[int], bool]) -> list[str] | None:
    """A line per side: 'You & North: bid 5, took 7: made, +50; North's nil failed, -100; 2 bags,
    +2 = -48 → 120'; None when the hand's summary does not tell its parts."""
    parts = spades_parts(rules, result)
    if parts is None:
        return None
    line = QCoreApplication.translate("spades_result", "{side}: {parts} = {delta} → {total}")
    return [line.format(side=side_name(names, seats),
                        parts="; ".join(_side_parts(rules, names, part, is_viewer)),
                        delta=f"{result.delta[side]:+d}", total=result.scores[side])
            for side, (seats, part) in enumerate(zip(rules.sides, parts, strict=True))]


def _side_parts(rules: RuleSet, names: Sequence[str], part: SpadesSideScore,
                is_viewer: Callable[[int], bool]) -> list[str]:
    translate = QCoreApplication.translate
    words: list[str] = []
    if part.has_bid:
        if part.made:
            text = translate("spades_result", "bid {bid}, took {taken}: made, {points}")
        else:
            text = translate("spades_result", "bid {bid}, took {taken}: set, {points}")
        words.append(text.format(bid=part.bid, taken=part.taken, points=f"{part.bid_points:+d}"))
    words.extend(_nil_words(names, nil, is_viewer(nil.seat)) for nil in part.nils)
    if part.bags:
        if part.bags == 1:
            text = translate("spades_result", "1 bag, {points}")
        else:
            text = translate("spades_result", "{n} bags, {points}")
        words.append(text.format(n=part.bags, points=f"{part.bags:+d}"))
    if part.penalties:
        if part.penalties == 1:
            text = translate("spades_result", "a bag penalty, {points}")
        else:
            text = translate("spades_result", "{n} bag penalties, {points}")
        words.append(text.format(n=part.penalties, points=f"{-part.penalties * rules.bag_penalty:+d}"))
    return words


def _nil_words(names: Sequence[str], nil: NilScore, you: bool) -> str:
    translate = QCoreApplication.translate
    blind = nil.call == "blind_nil"
    if you and blind:
        text = translate("spades_result", "your blind nil made, {points}") if nil.made else \
            translate("spades_result", "your blind nil failed, {points}")
    elif blind:
        text = translate("spades_result", "{player}'s blind nil made, {points}") if nil.made else \
            translate("spades_result", "{player}'s blind nil failed, {points}")
    elif you:
        text = translate("spades_result", "your nil made, {points}") if nil.made else \
            translate("spades_result", "your nil failed, {points}")
    else:
        text = translate("spades_result", "{player}'s nil made, {points}") if nil.made else \
            translate("spades_result", "{player}'s nil failed, {points}")
    return text.format(player=names[nil.seat], points=f"{nil.points:+d}")
