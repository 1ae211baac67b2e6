"""Keys that read the table aloud: what a sighted player sees at a glance, for a screen reader.

The table is drawn in a ``QGraphicsScene``, whose items a screen reader cannot walk; rather than
build an accessible tree over them, four keys say it, the same with every screen reader:

T
    the trick so far, card by card, and whose turn it is;
S
    each side's score (and bags), and the contract;
C
    the tricks won against those needed (and those the defenders need to set it);
O
    the hands lying face up (an open misère, the hands of a record).

The words come from the scene as it is shown (``TableScene``), never from the game itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ..live_words import LiveWords
from ..table.table_scene import TableScene
from ..wording import card_symbol, side_name

__all__ = ["TableReader", "open_hands_words", "score_words", "trick_words", "tricks_words",
           "turn_words"]


translate = QCoreApplication.translate
"""Each call names its context ("TableReader"), as Qt's lupdate needs to find the words."""


def turn_words(scene: TableScene) -> str:
    """'Your turn', "North's turn", or '' when no one's turn is shown."""
    seat = next((s for s, badge in enumerate(scene.badges) if badge.turn), None)
    if seat is None:
        return ""
    if scene.is_viewer(seat):
        return translate("TableReader", "Your turn")
    return translate("TableReader", "{player}'s turn").format(player=scene.names[seat])


def _player(scene: TableScene, seat: int) -> str:
    return translate("TableReader", "you") if scene.is_viewer(seat) else scene.names[seat]


def trick_words(scene: TableScene) -> str:
    """'Trick 4: West 9♥, North K♥. Your turn.'"""
    if scene.rules is None:
        return translate("TableReader", "There is no game on the table.")
    standing = scene.standing
    number = sum(standing.won) + 1 if standing is not None and standing.won else 1
    if scene.trick_cards:
        cards = ", ".join(translate("TableReader", "{player} {card}").format(
            player=_player(scene, seat), card=card_symbol(card)) for seat, card in scene.trick_cards)
        text = translate("TableReader", "Trick {number}: {cards}.").format(number=number,
                                                                           cards=cards)
    elif scene.contract is None:
        text = translate("TableReader", "No contract yet.")
    else:
        text = translate("TableReader", "Trick {number}: no card played yet.").format(
            number=number)
    turn = turn_words(scene)
    return f"{text} {turn}." if turn else text


def score_words(scene: TableScene) -> str:
    """'You & North 120, West & East 40. Your contract: 8 no trumps.'"""
    standing = scene.standing
    if standing is None:
        return translate("TableReader", "There is no game on the table.")
    sides = []
    for i, seats in enumerate(standing.rules.sides):
        side = translate("TableReader", "{side} {score}").format(
            side=side_name(standing.names, seats), score=standing.scores[i])
        if standing.bags is not None:
            side = translate("TableReader", "{side}, bags {bags}").format(side=side,
                                                                          bags=standing.bags[i])
        sides.append(side)
    contract = scene.contract_sentence(standing.contract) if standing.contract is not None \
        else ""
    return translate("TableReader", "{scores}. {contract}.").format(
        scores="; ".join(sides), contract=contract or translate("TableReader", "No contract yet"))


def tricks_words(scene: TableScene) -> str:
    """'Tricks: 3 of 8; Defenders: 1 of 3 to set', as the score board counts them."""
    standing = scene.standing
    lines = standing.trick_lines() if standing is not None else []
    if not lines:
        return translate("TableReader", "No contract yet.")
    return "; ".join(lines) + "."


def open_hands_words(scene: TableScene) -> str:
    """"North's hand, face up: A♠ K♠ 7♦." for every hand shown face up but the player's own."""
    seats = sorted(s for s in scene.hands if (s in scene.exposed or scene.open_hands)
                   and not scene.is_viewer(s))
    hands = []
    for seat in seats:
        cards = " ".join(card_symbol(item.card) for item in scene.hands[seat]
                         if item.card is not None)
        hands.append(translate("TableReader", "{player}'s hand, face up: {cards}.").format(
            player=scene.names[seat], cards=cards or translate("TableReader", "no cards left")))
    return " ".join(hands) if hands else translate("TableReader", "No hand is face up.")


class TableReader(QObject):
    """The reading keys, as actions of the View menu (so the menu shows their keys)."""

    def __init__(self, scene: TableScene, say: Callable[[str], None], words: LiveWords,
                 menu: QMenu) -> None:
        super().__init__(menu)
        self.scene = scene
        self.say = say
        menu.addSeparator()
        for text, key, read in (
                (lambda: self.tr("Read the &trick"), "T", trick_words),
                (lambda: self.tr("Read the &score and contract"), "S", score_words),
                (lambda: self.tr("Read the tricks &counted"), "C", tricks_words),
                (lambda: self.tr("Read the hands face &up"), "O", open_hands_words)):
            action = words.put(QAction(menu), text)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _=False, r=read: self.say(r(self.scene)))
            menu.addAction(action)
