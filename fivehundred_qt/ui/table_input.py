"""The human's hand on the table: which cards may be played or discarded, keyboard focus, clicks
and drags, turned into the signals the window acts on."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QAbstractAnimation, QPointF, SignalInstance

from ..core import Action, Card, Discard, Play, SeatView
from .card_item import CardItem
from .speeds import Clock
from .table_geometry import CENTRE


class TableInput:
    """The scene's part that takes the human's choices (mixed into ``TableScene``)."""

    viewer: int
    hands: dict[int, list[CardItem]]
    clock: Clock
    action_chosen: SignalInstance
    joker_lead_chosen: SignalInstance
    selection_changed: SignalInstance

    _mode: Literal["", "play", "discard"]
    _legal_plays: dict[Card, list[Play]]
    _focus: int
    why_not: Callable[[Action], str | None]
    """Why a card may not be played now (its tooltip)."""

    @property
    def busy(self) -> bool:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError

    def _layout_hand(self, seat: int, duration: int) -> QAbstractAnimation | None:
        raise NotImplementedError

    def _play_alone(self, anim: QAbstractAnimation) -> None:
        raise NotImplementedError

    @property
    def interactive(self) -> bool:
        """The human is choosing cards on the table now."""
        return bool(self._mode)

    def clear_interaction(self) -> None:
        self._mode = ""
        self._legal_plays = {}
        self._focus = -1
        for item in self.hands.get(self.viewer, []):
            item.set_marks(dimmed=False, playable=False, focused=False, suggested=False)
            item.draggable = False
            item.setToolTip("")

    def offer_plays(self, view: SeatView) -> None:
        """Let the human play: legal cards stand out, the others are dimmed and say why."""
        self.clear_interaction()
        self._mode = "play"
        plays: dict[Card, list[Play]] = {}
        for action in view.legal:
            if isinstance(action, Play):
                plays.setdefault(action.card, []).append(action)
        self._legal_plays = plays
        for item in self.hands.get(view.to_move, []):
            legal = item.card in plays
            item.set_marks(dimmed=not legal, playable=legal)
            item.draggable = legal
            if not legal and item.card is not None:
                item.setToolTip(self.why_not(Play(item.card)) or "")
            else:
                item.setToolTip("")
        self._focus_first()

    def offer_discard(self, view: SeatView) -> None:
        self.clear_interaction()
        self._mode = "discard"
        for item in self.hands.get(view.seat, []):
            item.set_marks(playable=True, selected=False)
        self._focus_first()

    def suggest(self, action: Action) -> None:
        """Frame the card (or the cards to put back) that Suggest proposes."""
        cards = {action.card} if isinstance(action, Play) else \
            set(action.cards) if isinstance(action, Discard) else set()
        for item in self.hands.get(self.viewer, []):
            item.set_marks(suggested=item.card in cards)

    def selected_cards(self) -> list[Card]:
        return [i.card for i in self.hands.get(self.viewer, []) if i.selected and i.card is not None]

    def _focus_first(self) -> None:
        items = self.hands.get(self.viewer, [])
        self._focus = next((i for i, it in enumerate(items) if it.playable), -1)

    def move_focus(self, step: int) -> None:
        items = self.hands.get(self.viewer, [])
        candidates = [i for i, it in enumerate(items) if it.playable]
        if not candidates:
            return
        if self._focus not in candidates:
            self._focus = candidates[0]
        else:
            k = (candidates.index(self._focus) + step) % len(candidates)
            self._focus = candidates[k]
        for i, it in enumerate(items):
            it.set_marks(focused=i == self._focus)

    def activate_focus(self) -> None:
        items = self.hands.get(self.viewer, [])
        if 0 <= self._focus < len(items):
            self._on_card_clicked(items[self._focus])

    def _on_card_clicked(self, item: CardItem) -> None:
        if self.busy:
            self.finish()
            return
        if item.card is None or (item not in self.hands.get(self.viewer, []) and \
                self._mode != "play"):
            return
        if self._mode == "discard":
            item.set_marks(selected=not item.selected)
            self._layout_hand(self.viewer, self.clock.ms("move") // 2)
            self.selection_changed.emit(self.selected_cards())
        elif self._mode == "play":
            plays = self._legal_plays.get(item.card)
            if not plays:
                return
            if len(plays) == 1:
                self.clear_interaction()
                self.action_chosen.emit(plays[0])
            else:
                self.joker_lead_chosen.emit(item.card, plays)

    def _on_card_dropped(self, item: CardItem, pos: QPointF) -> None:
        near_centre = math.hypot(pos.x() - CENTRE.x(), pos.y() - CENTRE.y()) < 330
        if self._mode == "play" and near_centre and item.card in self._legal_plays:
            self._on_card_clicked(item)
        else:
            seat = next((s for s, items in self.hands.items() if item in items), None)
            if seat is not None:
                anim = self._layout_hand(seat, self.clock.ms("move"))
                if anim is not None:
                    self._play_alone(anim)
