"""The human's hand on the table: which cards may be played or discarded, keyboard focus, clicks
and drags, turned into the signals the window acts on; and the card the keyboard is on, in words
for a screen reader (``focus_described``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, SignalInstance

from ...core import Action, Card, Discard, Play, RuleSet, SeatView
from ...core.terms import term
from ...translation import say
from ..wording import card_symbol
from .card_item import CardItem
from .speeds import Clock
from .table_geometry import CENTRE


class TableInput:
    """The scene's part that takes the human's choices (mixed into ``TableScene``)."""

    viewer: int
    rules: RuleSet | None
    hands: dict[int, list[CardItem]]
    clock: Clock
    action_chosen: SignalInstance
    joker_lead_chosen: SignalInstance
    selection_changed: SignalInstance
    focus_described: SignalInstance
    said: SignalInstance

    _mode: Literal["", "play", "discard"]
    _legal_plays: dict[Card, list[Play]]
    _focus: int
    _discard_count: int
    show_focus: bool
    hold_face_down: bool
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

    @property
    def choosing(self) -> Literal["", "play", "discard"]:
        """What the human chooses cards on the table for now, if anything."""
        return self._mode

    def clear_interaction(self) -> None:
        self._mode = ""
        self._legal_plays = {}
        for item in self.hands.get(self.viewer, []):
            item.set_marks(dimmed=False, playable=False, suggested=False)
            item.draggable = False
            item.setToolTip("")
        self._set_focus(-1)

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
        self._discard_count = view.discard_count
        for item in self.hands.get(view.seat, []):
            item.set_marks(playable=True, selected=False)
        self._focus_first()

    def suggest(self, action: Action) -> None:
        """Frame the card (or the cards to put back) that Suggest proposes; the keyboard goes
        to the card to play (Enter plays it)."""
        cards = {action.card} if isinstance(action, Play) else \
            set(action.cards) if isinstance(action, Discard) else set()
        items = self.hands.get(self.viewer, [])
        for item in items:
            item.set_marks(suggested=item.card in cards)
        if isinstance(action, Play) and self._mode == "play":
            self._set_focus(next((i for i, it in enumerate(items) if it.card == action.card),
                                 self._focus))

    def selected_cards(self) -> list[Card]:
        return [i.card for i in self.hands.get(self.viewer, []) if i.selected and i.card is not None]

    def _focus_first(self) -> None:
        items = self.hands.get(self.viewer, [])
        self._set_focus(next((i for i, it in enumerate(items) if it.playable), -1))

    def _set_focus(self, index: int) -> None:
        """Put the keyboard on the viewer's card at ``index`` (-1: on none): ringed, standing
        out of the hand while the keyboard is in use, and said in words."""
        items = self.hands.get(self.viewer, [])
        lifted = self._focus if self.show_focus else -1
        self._focus = index
        for i, it in enumerate(items):
            it.set_marks(focused=self.show_focus and i == index)
        if lifted != (index if self.show_focus else -1) and not self.busy:
            # Standing out gently; back at once when the card is played or put back.
            anim = self._layout_hand(self.viewer, self.clock.ms("move") // 3 if index >= 0 else 0)
            if anim is not None:
                self._play_alone(anim)
        self.focus_described.emit(self.focus_text())

    def _refind_focus(self) -> None:
        """The hand changed (a card played, the kitty picked up, the hand sorted): the keyboard
        stays on its card, wherever that is now."""
        if self.show_focus:
            items = self.hands.get(self.viewer, [])
            self._focus = next((i for i, it in enumerate(items) if it.focused), -1)

    def set_focus_shown(self, shown: bool) -> None:
        """The keyboard is (or is no longer) used on the table: show where it is, or not."""
        if shown != self.show_focus:
            self.show_focus = shown
            self._set_focus(self._focus)

    def move_focus(self, step: int, every: bool = False) -> bool:
        """The arrows: on to the next card that may be played or put back, or with ``every``
        to the next whatever it is (to hear why it cannot be played); out of turn, along the
        whole hand, to read it.  Whether there was a card to go to."""
        items = self.hands.get(self.viewer, [])
        if self._mode and not every:
            candidates = [i for i, it in enumerate(items) if it.playable]
        elif self.hold_face_down:
            candidates = []
        else:
            candidates = [i for i, it in enumerate(items) if it.card is not None]
        if not candidates:
            return False
        self.show_focus = True
        if self._focus not in candidates:
            self._set_focus(candidates[0] if step > 0 else candidates[-1])
        else:
            self._set_focus(candidates[(candidates.index(self._focus) + step) % len(candidates)])
        return True

    def activate_focus(self) -> None:
        items = self.hands.get(self.viewer, [])
        if 0 <= self._focus < len(items):
            item = items[self._focus]
            if self._mode == "play" and item.card not in self._legal_plays:
                self.said.emit(self.focus_text())   # Enter on a card that cannot go: say why
            else:
                self._on_card_clicked(item)

    def focus_text(self, *, count: bool = False) -> str:
        """The card the keyboard is on, in words: 'Q♥, playable', '7♠, cannot be played: you
        must follow hearts', 'K♣ from the kitty, chosen to put back' (with ``count``, and how
        many are chosen: '(2 of 3 chosen)'); empty when it is on none."""
        items = self.hands.get(self.viewer, [])
        card = items[self._focus].card if 0 <= self._focus < len(items) else None
        if card is None:
            return ""
        item = items[self._focus]
        name = card_symbol(card)
        if item.from_kitty and self.rules is not None:      # on screen: a gold ribbon
            name = QCoreApplication.translate("TableInput", "{card} from the {kitty}").format(
                card=name, kitty=say(term(self.rules, "kitty")))
        if self._mode == "discard":
            text = QCoreApplication.translate("TableInput", "{card}, chosen to put back") \
                if item.selected else QCoreApplication.translate("TableInput", "{card}, kept")
            if count:
                text = QCoreApplication.translate(
                    "TableInput", "{text} ({have} of {need} chosen)").format(
                    text=text, have=len(self.selected_cards()), need=self._discard_count)
        elif self._mode == "play" and card in self._legal_plays:
            text = QCoreApplication.translate("TableInput", "{card}, playable")
        elif self._mode == "play":
            why = self.why_not(Play(card))
            if why:
                return QCoreApplication.translate(
                    "TableInput", "{card}, cannot be played: {why}").format(card=name, why=why)
            text = QCoreApplication.translate("TableInput", "{card}, cannot be played")
        else:
            return name
        return text.format(card=name)

    def _on_card_clicked(self, item: CardItem) -> None:
        if self.busy:
            self.finish()
            return
        if item.card is None or (item not in self.hands.get(self.viewer, []) and \
                self._mode != "play"):
            return
        if self._mode == "discard":
            item.set_marks(selected=not item.selected)
            anim = self._layout_hand(self.viewer, self.clock.ms("move") // 2)
            if anim is not None:
                self._play_alone(anim)
            self.selection_changed.emit(self.selected_cards())
            self.focus_described.emit(self.focus_text(count=True))
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
