"""The table scene's ground floor: the felt, the seats' nameplates and the score board, the cards
laid out from a seat's view, and the queue that plays one step (animation) after another.
``TableScene`` adds what each event does and the human's input on top."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QPauseAnimation, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
)

from ...core import Card, Phase, RuleSet, SeatView
from ...core.events import (
    Contract,
)
from ...core.order import display_order
from ..model_base import team_colour
from ..wording import bid_words
from .card_item import CardItem
from .cards import CardRenderer
from .score_board import ScoreBoard, Standing
from .speeds import Clock
from .table_geometry import (
    BADGE_H,
    BADGE_W,
    CENTRE,
    OTHER_WIDTH,
    SCENE_H,
    SCENE_W,
    TableGeometry,
)
from .table_input import TableInput
from .table_items import SUIT_SYMBOL, Banner, HandFrame, SeatBadge, contract_text

Step = Callable[[], "QAbstractAnimation | None"]
HOLD_MS = 24 * 3600 * 1000
"""A held trick waits this long at most: in practice, for the player."""


class TableBase(TableInput, TableGeometry, QGraphicsScene):
    idle = Signal()
    """Every queued event has been shown."""
    holding = Signal(bool)
    """A finished trick waits for the player's click (True), or has been let go (False)."""
    action_chosen = Signal(object)
    """The human chose a card to play (a ``Play``)."""
    joker_lead_chosen = Signal(object, list)
    """The human leads a joker with no suit: (card, legal Plays naming each allowed suit)."""
    selection_changed = Signal(list)
    """Discard: the cards selected so far."""
    clicked_while_busy = Signal()
    focus_described = Signal(str)
    """The viewer's card the keyboard is on, in words ('Q♥, playable'), or '' (on none)."""
    said = Signal(str)
    """What just happened at the table, in a sentence for a screen reader ('West plays K♥')."""

    def __init__(self, renderer: CardRenderer, clock: Clock) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H)
        self.renderer = renderer
        self.clock = clock
        self.rules: RuleSet | None = None
        self.names: list[str] = []
        self.viewer = 0
        self.open_hands = False
        self.watching = False
        """A spectator's table: the viewer's place (at the bottom) is nobody's seat of theirs."""
        self.hands: dict[int, list[CardItem]] = {}
        self.kitty_items: list[CardItem] = []
        self.trick_items: list[CardItem] = []
        self.trick_cards: list[tuple[int, Card]] = []
        """The cards of the trick on the table, by seat, in the order played."""
        self.piles: dict[int, list[CardItem]] = {}
        self.discards: list[CardItem] = []
        self.exposed: set[int] = set()
        self.sitting_out: set[int] = set()
        self.badges: list[SeatBadge] = []
        self.contract: Contract | None = None
        self.nominated: dict[Card, int | None] = {}
        self.joker_suits: list[int] = []
        """The suits named for the contractor's jokers this hand, in order (on its nameplate)."""
        self.joker_leader: int | None = None
        """The seat whose joker led this trick naming the suit (its nameplate says which)."""
        self.banner = Banner()
        self.banner.setPos(CENTRE)
        self.addItem(self.banner)
        self.standing: Standing | None = None
        self.board = ScoreBoard()
        self.addItem(self.board)
        self.frame = HandFrame()
        self.addItem(self.frame)
        self._steps: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._hurry = False
        self._mode = ""
        self._legal_plays = {}
        self._discard_count = 0
        self._focus = -1
        self.show_focus = False
        self.large_cards = False
        self.high_contrast = False
        self.why_not = lambda action: None
        self.hold_face_down = False
        """Blind misère / blind nil: the viewer's hand stays face down until they look."""
        self.hold_tricks = False
        """Leave each finished trick on the table until a click or a key."""
        self._held: QAbstractAnimation | None = None
        self.setBackgroundBrush(QColor(22, 92, 54))

    # ================================================================ painting
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor(18, 70, 42))
        gradient = QRadialGradient(CENTRE, 900)
        gradient.setColorAt(0.0, QColor(38, 128, 76))
        gradient.setColorAt(0.7, QColor(24, 96, 56))
        gradient.setColorAt(1.0, QColor(16, 66, 40))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(QRectF(10, 10, SCENE_W - 20, SCENE_H - 20), 60, 60)

    def set_look(self, large_cards: bool, high_contrast: bool) -> None:
        """For low vision (the preferences): the viewer's cards and the trick larger; strong
        outlines, a wider focus ring, white on black for names and scores."""
        self.large_cards = large_cards
        self.high_contrast = high_contrast
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_high_contrast(high_contrast)
            elif isinstance(item, SeatBadge | Banner | ScoreBoard | HandFrame):
                item.high_contrast = high_contrast
                item.update()
        for item in self.trick_items:
            item.set_width(self.trick_width)
        if self.rules is not None:
            self._layout_hand(self.viewer, 0)

    # ============================================================== set-up
    def start_table(self, rules: RuleSet, names: Sequence[str], viewer: int,
                    open_hands: bool, *, watching: bool = False) -> None:
        """A fresh table for a new game (no cards yet), seen from seat ``viewer``'s side (a
        spectator, ``watching``, sees it from seat 0's)."""
        self.finish()
        self.rules = rules
        self.names = list(names)
        self.viewer = viewer
        self.open_hands = open_hands
        self.watching = watching
        for b in self.badges:
            self.removeItem(b)
        self.badges = []
        for seat in range(rules.players):
            side = rules.side_of[seat]
            badge = SeatBadge(self.names[seat], team_colour(side))
            badge.high_contrast = self.high_contrast
            self.addItem(badge)
            self.badges.append(badge)
        self._clear_cards()
        self._place_badges()
        self.standing = Standing(rules, self.names, [0] * len(rules.sides),
                                 [0] * len(rules.sides) if rules.is_spades else None)
        self.board.place(rules.players, len(rules.sides))
        self.board.show_standing(self.standing)

    def set_names(self, names: Sequence[str]) -> None:
        """The players' names changed (someone took a seat at a network table)."""
        self.names = list(names)
        for badge, name in zip(self.badges, self.names, strict=False):
            badge.set(name=name)
        if self.standing is not None:
            self.standing.names = self.names
            self.board.refresh()

    def is_viewer(self, seat: int) -> bool:
        """Whether ``seat`` is the player looking at the table, whom the words speak to ("You
        play…"): never at a spectator's table or one with every hand open."""
        return seat == self.viewer and not self.open_hands and not self.watching

    def _place_badges(self) -> None:
        for seat, badge in enumerate(self.badges):
            badge.setPos(self.badge_pos(seat))
        # The result in the middle stays clear of the nameplates level with it.
        beside = [abs(b.x() - CENTRE.x()) for b in self.badges
                  if abs(b.y() - CENTRE.y()) < BADGE_H / 2 + 150]
        self.banner.widest = min([Banner.MAX_W, *(2 * (x - BADGE_W / 2 - 16) for x in beside)])

    def kept_clear(self) -> list[QRectF]:
        return [self.board.reserved()]

    def show_hand_frame(self, shown: bool) -> None:
        """The keys are (or are no longer) used on the table: the gold ring around the hand."""
        self.frame.set_rect(self.hand_frame())
        self.frame.setVisible(shown)

    def _clear_cards(self) -> None:
        self._focus = -1
        for items in (*self.hands.values(), self.kitty_items, self.trick_items,
                      *self.piles.values(), self.discards):
            for item in items:
                self.removeItem(item)
        self.hands = {}
        self.kitty_items = []
        self.trick_items = []
        self.trick_cards = []
        self.piles = {}
        self.discards = []
        self.exposed = set()
        self.sitting_out = set()
        self.contract = None
        self.nominated = {}
        self.joker_suits = []
        self.joker_leader = None
        self.banner.show_lines([])

    def _new_item(self, card: Card | None, width: float, face_up: bool) -> CardItem:
        item = CardItem(self.renderer, card, width, face_up)
        item.set_high_contrast(self.high_contrast)
        item.clicked.connect(self._on_card_clicked)
        item.dropped.connect(self._on_card_dropped)
        self.addItem(item)
        return item

    def rebuild(self, view: SeatView, names: Sequence[str], open_hands: bool = False,
                full_hands: Sequence[Sequence[Card]] | None = None) -> None:
        """Lay the whole table out at once from a view (no animation)."""
        self.finish()
        self._steps.clear()
        # A spectator (no seat) looks from seat 0's side.
        self.start_table(view.rules, names, max(view.seat, 0), open_hands, watching=view.seat < 0)
        rules = view.rules
        self.contract = view.contract
        self.nominated = dict(view.nominated)
        self.joker_suits = list(view.nominated_suits)
        self.exposed = set(view.exposed)
        if view.contract is not None:
            self.sitting_out = set(view.contract.sitting_out(rules))
        for seat in range(rules.players):
            cards: Sequence[Card | None]
            if seat == view.seat:
                cards = self._sorted(view.hand)
            elif full_hands is not None and open_hands:
                cards = self._sorted(full_hands[seat])
            elif seat in view.exposed:
                cards = self._sorted(view.exposed[seat])
            else:
                cards = [None] * view.hand_sizes[seat]
            width = self.own_width if seat == view.seat else OTHER_WIDTH
            self.hands[seat] = [self._new_item(c, width, c is not None) for c in cards]
            if seat == view.seat and view.kitty and view.phase is Phase.DISCARD:
                for item in self.hands[seat]:
                    item.set_marks(from_kitty=item.card in view.kitty)
            self._layout_hand(seat, 0)
            self.piles[seat] = []
            for _ in range(view.won[seat]):
                self._add_pile_card(seat)
        if view.contract is None and view.phase.value == "auction" and rules.kitty_size \
                and not rules.is_spades:
            self._make_kitty(rules.kitty_size)
        self.trick_cards = list(view.trick)
        for seat, card in view.trick:
            item = self._new_item(card, self.trick_width, True)
            pos, rot = self.trick_slot(seat)
            item.animate(pos, rot, 300 + len(self.trick_items), True, 0)
            self.trick_items.append(item)
        self.standing = Standing(
            rules, self.names, list(view.scores), None if view.bags is None else list(view.bags),
            view.contract, list(view.won) if view.contract is not None else [],
            dict(view.calls) if rules.is_spades else {}, view.partners)
        self.board.show_standing(self.standing)
        lead = view.trick[0] if view.trick else None
        if lead is not None and lead[1].is_joker and view.led_suit is not None \
                and view.contract is not None and view.contract.trump is None \
                and view.nominated.get(lead[1]) is None:
            self.joker_leader = lead[0]           # a joker without a suit named the suit led
        for seat, badge in enumerate(self.badges):
            badge.set(dealer=seat == view.dealer, turn=seat == view.to_move,
                      tricks=view.won[seat] if view.contract is not None else None,
                      line=self._badge_line(view, seat))

    def _badge_line(self, view: SeatView, seat: int) -> str:
        """A nameplate's second line as the events leave it at this moment of the hand (the
        table rebuilt after Ctrl+Z is the table as it was)."""
        contract = view.contract
        if contract is None or contract.kind == "spades" or contract.declarer is None:
            calls = [b for s, b in view.calls if s == seat]
            return self._call_text(calls[-1]) if calls else ""
        if seat == self.joker_leader and view.led_suit is not None:
            return self._joker_lead_line(view.led_suit)
        return self._standing_line(seat)

    def _standing_line(self, seat: int) -> str:
        """A nameplate's line once a contractor is known: the contract (with the suits named for
        its jokers) on the contractor's, "sits this hand out", "partner of …", else nothing."""
        assert self.rules is not None and self.contract is not None
        contract = self.contract
        if contract.declarer == seat:
            return contract_text(self.rules, contract) + "".join(
                f"  ★={SUIT_SYMBOL[suit]}" for suit in self.joker_suits)
        if seat in self.sitting_out:
            return self.tr("sits this hand out")
        if self.standing is not None and seat in self.standing.partners \
                and contract.declarer is not None:
            return self.tr("your partner") if self.is_viewer(contract.declarer) \
                else self.tr("partner of {0}").format(self.names[contract.declarer])
        return ""

    def _joker_lead_line(self, suit: int) -> str:
        return self.tr("joker leads {0}").format(SUIT_SYMBOL[suit])

    def _call_text(self, bid: object) -> str:
        assert self.rules is not None
        from ...core import Bid
        assert isinstance(bid, Bid)
        if bid.is_pass:
            return self.tr("Pass")
        if self.rules.is_spades:
            return self.tr("bid {0}").format(bid_words(self.rules, bid))
        return bid_words(self.rules, bid)

    def _sorted(self, cards: Sequence[Card]) -> list[Card | None]:
        assert self.rules is not None
        return list(display_order(cards, self.contract, self.nominated,
                                  spades=self.rules.is_spades))

    def _add_pile_card(self, seat: int) -> CardItem:
        item = self._new_item(None, OTHER_WIDTH * 0.8, False)
        pile = self.piles.setdefault(seat, [])
        p = self.pile_pos(seat) + QPointF(len(pile) * 5, -len(pile) * 2)
        item.animate(p, 90 if self.rel(seat) == 0 else math.degrees(self.angle(seat)), 50 +
                     len(pile), False, 0)
        pile.append(item)
        return item

    def _make_kitty(self, size: int) -> None:
        self.kitty_items = []
        for i in range(size):
            item = self._new_item(None, OTHER_WIDTH, False)
            item.animate(CENTRE + QPointF((i - (size - 1) / 2) * 16, 0), 0, 10 + i, False, 0)
            self.kitty_items.append(item)

    def reveal_own(self) -> None:
        """The viewer looks at a hand dealt face down (blind misère, blind nil)."""
        self.hold_face_down = False
        anim = self._layout_hand(self.viewer, self.clock.ms("flip"))
        if anim is not None:
            self._play_alone(anim)

    def _play_alone(self, anim: QAbstractAnimation) -> None:
        """Start an animation outside the queue of events (PySide deleted a group nothing
        referred to, which stopped "Look at my cards" at once: the scene owns it)."""
        self._start(anim)

    def _start(self, anim: QAbstractAnimation) -> None:
        """Qt owns every animation the scene starts: the scene is its parent and it deletes
        itself once stopped.  Owned by Python, it was deleted when the last reference went,
        which could happen inside its own ``finished`` signal, while Qt was still in it (a
        crash inside ``QAbstractAnimation::setCurrentTime``)."""
        anim.setParent(self)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def stop_all(self) -> None:
        """Stop every animation and forget the queued steps (the window is closing)."""
        self._steps.clear()
        self._running = None
        self._held = None
        for anim in self.findChildren(QAbstractAnimation):
            if anim.parent() is self:
                anim.stop()

    def _layout_hand(self, seat: int, duration: int) -> QAbstractAnimation | None:
        from PySide6.QtCore import QParallelAnimationGroup
        items = self.hands.get(seat, [])
        if seat == self.viewer:
            self._refind_focus()
            self.frame.set_rect(self.hand_frame())
        face = (seat == self.viewer and not self.hold_face_down) or seat in self.exposed \
            or self.open_hands
        group = QParallelAnimationGroup()
        for item, (pos, rot, z) in zip(items, self.hand_targets(seat), strict=True):
            width = self.own_width if self.rel(seat) == 0 else OTHER_WIDTH
            item.set_width(width)
            if seat in self.sitting_out:
                item.set_marks(dimmed=True)
            anim = item.animate(pos, rot, z, face and item.card is not None, duration)
            if anim is not None:
                group.addAnimation(anim)
        return group if group.animationCount() else None

    def _hold(self) -> QAbstractAnimation:
        """A step that lasts until ``let_go`` (a click, a key): the trick stays in sight."""
        self._held = QPauseAnimation(HOLD_MS)
        self.holding.emit(True)
        return self._held

    @property
    def held(self) -> bool:
        return self._held is not None

    def let_go(self) -> None:
        """The player has seen the trick: the game goes on."""
        held, self._held = self._held, None
        if held is not None:
            self.holding.emit(False)
            held.setCurrentTime(held.totalDuration())

    def _run(self) -> None:
        while self._running is None and self._steps:
            step = self._steps.popleft()
            anim = step()
            if anim is None:
                continue
            if anim is self._held:
                self._hurry = False      # hurrying the cards on never skips a held trick
            if self._hurry:
                self._start(anim)
                anim.setCurrentTime(anim.totalDuration())
                anim.stop()
                continue
            self._running = anim
            anim.finished.connect(self._step_done)
            self._start(anim)
            return
        if self._running is None and not self._steps:
            self._hurry = False
            QTimer.singleShot(0, self.idle.emit)

    def _step_done(self) -> None:
        self._running = None
        self._run()

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._steps)

    def finish(self) -> None:
        """Finish the current animation and every queued one at once (a click or a key); a
        held trick is let go, and the steps after it play at their pace."""
        if self._held is not None:
            self.let_go()
            return
        if self._running is None:
            return
        self._hurry = True
        anim = self._running
        anim.setCurrentTime(anim.totalDuration())

    def _ms(self, name: str) -> int:
        return 0 if self._hurry else self.clock.ms(name)

    def _group(self, anims: Sequence[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        from PySide6.QtCore import QParallelAnimationGroup
        group = QParallelAnimationGroup()
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        return group if group.animationCount() else None

    def _pause(self, ms: int) -> QAbstractAnimation | None:
        return QPauseAnimation(ms) if ms > 0 else None
