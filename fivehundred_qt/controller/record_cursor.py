"""Stepping through a game record: the table as it stood after any number of decisions.

The window shows an opened record move by move; this keeps the game state on this side of the
line, so the window draws from views (and, since a record knows every card, from every hand's
cards) like any other table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..bots.analysis import SeenHand, seen_hand
from ..core import Card, Play, RuleSet, SeatView, replay, to_record
from .table import setup_from_record


class RecordCursor:
    """A checked record and a position in it (decisions from the start, 0 to ``total``).

    Raises ``RecordError`` when the record cannot be read.
    """

    def __init__(self, record: dict[str, Any]) -> None:
        state = replay(record)
        self.record = record
        self.rules: RuleSet = state.rules
        self.setup = setup_from_record(record, state.rules)
        self.names = [s.name for s in self.setup.seats]
        self.total = sum(len(h.actions) for h in state.log)
        self.position = 0

    def step(self, by: int) -> None:
        self.position = max(0, min(self.total, self.position + by))

    def table(self) -> tuple[SeatView, tuple[tuple[Card, ...], ...]] | None:
        """Seat 0's view at the position and every hand's cards (None before the first deal)."""
        state = replay(self.record, stop_after=self.position)
        if not state.log:
            return None
        return state.view(0), tuple(tuple(h) for h in state.cards)

    def record_until_here(self) -> dict[str, Any]:
        """The record cut at the position, to play on from there."""
        state = replay(self.record, stop_after=self.position)
        table = self.record.get("table")
        return to_record(state, self.record.get("players"), {"table": table} if table else None)

    def hand_to_review(self) -> tuple[SeatView, SeenHand] | None:
        """The last hand finished at the position, as seat 0 saw it at its end, with the cards
        of the hands that sat its play out (the record knows them), for Review the hand; None
        before the first."""
        hands = self.record["hands"]
        starts = [0]                           # the position at each hand's first action
        for hand in hands:
            starts.append(starts[-1] + len(hand["actions"]))
        h = sum(1 for end in starts[1:] if end <= self.position) - 1
        end = replay({**self.record, "hands": hands[:h + 1]})
        if h >= 0 and end.log[h].result is None:   # a record may stop inside its last hand
            h -= 1
            end = replay({**self.record, "hands": hands[:h + 1]})
        if h < 0:
            return None
        view = end.view(0)
        seen = seen_hand(view)
        first = next((i for i, (_, a) in enumerate(end.log[h].actions) if isinstance(a, Play)),
                     None)
        if first is None:                      # thrown in
            return view, seen
        lead = replay(self.record, stop_after=starts[h] + first)
        played = {seat for seat, _ in seen.plays}
        sat_out = {s: tuple(lead.cards[s]) for s in range(end.n) if s not in played}
        return view, replace(seen, sat_out=sat_out)
