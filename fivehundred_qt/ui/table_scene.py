"""The card table: a QGraphicsScene that mirrors the game from one seat's eyes and animates it.

The scene never changes game state.  It shows the events the controller hands it, one step
after another (``steps``), and tells the controller when it is done (``idle``).  It can also be
rebuilt at once from a ``SeatView`` (hot-seat hand-over, resuming a saved game).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QPauseAnimation, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
)

from ..core import Card, RuleSet, SeatView
from ..core.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    Contract,
    Discarded,
    Event,
    GameOver,
    HandDealt,
    HandExposed,
    HandScored,
    HandThrownIn,
    JokerNominated,
    KittyTaken,
    PartnersNamed,
    TrickWon,
)
from ..core.order import display_order
from ..core.terms import describe_bid
from .card_item import CardItem
from .cards import CardRenderer
from .score_board import ScoreBoard, Standing
from .speeds import Clock
from .table_geometry import (
    CENTRE,
    OTHER_WIDTH,
    OWN_WIDTH,
    SCENE_H,
    SCENE_W,
    TRICK_WIDTH,
    TableGeometry,
)
from .table_input import TableInput
from .table_items import SUIT_SYMBOL, TEAM_COLOURS, Banner, SeatBadge, contract_text

Step = Callable[[], "QAbstractAnimation | None"]
HOLD_MS = 24 * 3600 * 1000
"""A held trick waits this long at most: in practice, for the player."""


class TableScene(TableInput, TableGeometry, QGraphicsScene):
    idle = Signal()
    """Every queued event has been shown."""
    action_chosen = Signal(object)
    """The human chose a card to play (a ``Play``)."""
    joker_lead_chosen = Signal(object, list)
    """The human leads a joker with no suit: (card, legal Plays naming each allowed suit)."""
    selection_changed = Signal(list)
    """Discard: the cards selected so far."""
    clicked_while_busy = Signal()
    holding = Signal(bool)
    """A finished trick waits for the player's click (True), or has been let go (False)."""

    def __init__(self, renderer: CardRenderer, clock: Clock) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H)
        self.renderer = renderer
        self.clock = clock
        self.rules: RuleSet | None = None
        self.names: list[str] = []
        self.viewer = 0
        self.open_hands = False
        self.hands: dict[int, list[CardItem]] = {}
        self.kitty_items: list[CardItem] = []
        self.trick_items: list[CardItem] = []
        self.piles: dict[int, list[CardItem]] = {}
        self.discards: list[CardItem] = []
        self.exposed: set[int] = set()
        self.badges: list[SeatBadge] = []
        self.contract: Contract | None = None
        self.nominated: dict[Card, int | None] = {}
        self.banner = Banner()
        self.banner.setPos(CENTRE)
        self.addItem(self.banner)
        self.standing: Standing | None = None
        self.board = ScoreBoard()
        self.addItem(self.board)
        self._steps: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._hurry = False
        self._mode = ""
        self._legal_plays = {}
        self._focus = -1
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

    # ============================================================== set-up
    def start_table(self, rules: RuleSet, names: Sequence[str], viewer: int,
                    open_hands: bool) -> None:
        """A fresh table for a new game (no cards yet)."""
        self.finish()
        self.rules = rules
        self.names = list(names)
        self.viewer = viewer
        self.open_hands = open_hands
        for b in self.badges:
            self.removeItem(b)
        self.badges = []
        for seat in range(rules.players):
            side = next(i for i, s in enumerate(rules.sides) if seat in s)
            badge = SeatBadge(self.names[seat], TEAM_COLOURS[side % len(TEAM_COLOURS)])
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

    def _place_badges(self) -> None:
        for seat, badge in enumerate(self.badges):
            badge.setPos(self.badge_pos(seat))

    def _clear_cards(self) -> None:
        for items in (*self.hands.values(), self.kitty_items, self.trick_items,
                      *self.piles.values(), self.discards):
            for item in items:
                self.removeItem(item)
        self.hands = {}
        self.kitty_items = []
        self.trick_items = []
        self.piles = {}
        self.discards = []
        self.exposed = set()
        self.contract = None
        self.nominated = {}
        self.banner.show_lines([])

    def _new_item(self, card: Card | None, width: float, face_up: bool) -> CardItem:
        item = CardItem(self.renderer, card, width, face_up)
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
        self.start_table(view.rules, names, max(view.seat, 0), open_hands)
        rules = view.rules
        self.contract = view.contract
        self.nominated = dict(view.nominated)
        self.exposed = set(view.exposed)
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
            width = OWN_WIDTH if seat == view.seat else OTHER_WIDTH
            self.hands[seat] = [self._new_item(c, width, c is not None) for c in cards]
            self._layout_hand(seat, 0)
            self.piles[seat] = []
            for _ in range(view.won[seat]):
                self._add_pile_card(seat)
        if view.contract is None and view.phase.value == "auction" and rules.kitty_size \
                and not rules.is_spades:
            self._make_kitty(rules.kitty_size)
        for seat, card in view.trick:
            item = self._new_item(card, TRICK_WIDTH, True)
            pos, rot = self.trick_slot(seat)
            item.animate(pos, rot, 300 + len(self.trick_items), True, 0)
            self.trick_items.append(item)
        for seat, badge in enumerate(self.badges):
            badge.set(dealer=seat == view.dealer, turn=seat == view.to_move,
                      tricks=view.won[seat] if view.contract is not None else None,
                      line=self._badge_line(view, seat))
        self.standing = Standing(
            rules, self.names, list(view.scores), None if view.bags is None else list(view.bags),
            view.contract, list(view.won) if view.contract is not None else [],
            dict(view.calls) if rules.is_spades else {}, view.partners)
        self.board.show_standing(self.standing)

    def _badge_line(self, view: SeatView, seat: int) -> str:
        rules = view.rules
        contract = view.contract
        if contract is not None and contract.declarer == seat:
            return contract_text(rules, contract)
        calls = [b for s, b in view.calls if s == seat]
        if calls:
            return self._call_text(calls[-1])
        return ""

    def _call_text(self, bid: object) -> str:
        assert self.rules is not None
        from ..core import Bid
        assert isinstance(bid, Bid)
        if bid.is_pass:
            return self.tr("Pass")
        if self.rules.is_spades:
            return self.tr("bid {0}").format(describe_bid(self.rules, bid))
        return describe_bid(self.rules, bid)

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
        face = (seat == self.viewer and not self.hold_face_down) or seat in self.exposed \
            or self.open_hands
        group = QParallelAnimationGroup()
        for item, (pos, rot, z) in zip(items, self.hand_targets(seat), strict=True):
            width = OWN_WIDTH if self.rel(seat) == 0 else OTHER_WIDTH
            item.set_width(width)
            anim = item.animate(pos, rot, z, face and item.card is not None, duration)
            if anim is not None:
                group.addAnimation(anim)
        return group if group.animationCount() else None

    # ========================================================== event steps
    def show_events(self, events: Sequence[Event]) -> None:
        """Queue the events' animations; ``idle`` is emitted when all are shown."""
        for event in events:
            self._queue(event)
        self._run()

    def _queue(self, event: Event) -> None:
        handler = {
            HandDealt: self._on_dealt, BidMade: self._on_bid, AuctionWon: self._on_won,
            HandThrownIn: self._on_thrown_in, KittyTaken: self._on_kitty,
            Discarded: self._on_discard, PartnersNamed: self._on_partners,
            JokerNominated: self._on_joker, HandExposed: self._on_exposed,
            CardPlayed: self._on_played, TrickWon: self._on_trick, HandScored: self._on_scored,
            GameOver: self._on_game_over,
        }.get(type(event))
        if handler is None:
            return
        if isinstance(event, TrickWon) and self.hold_tricks:
            self._steps.append(self._hold)
        self._steps.append(lambda h=handler, e=event: h(e))  # type: ignore[misc]

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

    # ------------------------------------------------------------- handlers
    def _on_dealt(self, e: HandDealt) -> QAbstractAnimation | None:
        assert self.rules is not None
        rules = self.rules
        self._clear_cards()
        for seat, badge in enumerate(self.badges):
            badge.set(dealer=seat == e.dealer, turn=False, line="", tricks=None)
        if self.standing is not None:
            st = self.standing
            st.contract, st.won, st.bids, st.partners = None, [], {}, ()
            self.board.refresh()
        n = rules.players
        origin = self.anchor(e.dealer) if self.rel(e.dealer) else QPointF(800, 760)
        # Where each card goes, in the packets of docs/rules.md, "Dealing" (3-1-4-1-3-1, from the left).
        order: list[int] = []   # seat, or -1 for the kitty
        size = rules.hand_size
        first = [(e.dealer + 1 + i) % n for i in range(n)]
        if rules.is_spades:
            order = [first[i % 4] for i in range(52)]
        else:
            for packet in (3, 4, 3):
                for seat in first:
                    order += [seat] * packet
                order.append(-1)
            order += [-1] * (rules.kitty_size - 3)
            if e.dead:
                order = [s for s in order] + [-2] * len(e.dead)
        cards_of = {seat: list(e.hands[seat]) for seat in range(n)}
        for seat in range(n):
            known = bool(cards_of[seat]) and (seat == self.viewer or self.open_hands)
            ordered = self._sorted(cards_of[seat]) if known else [None] * size
            width = OWN_WIDTH if self.rel(seat) == 0 else OTHER_WIDTH
            self.hands[seat] = [self._new_item(c, width, False) for c in ordered]
            self.piles[seat] = []
            for item in self.hands[seat]:
                item.setPos(origin)
                item.setVisible(False)
        self._make_kitty(0 if rules.is_spades else rules.kitty_size)
        for item in self.kitty_items:
            item.setVisible(False)
        targets = {seat: self.hand_targets(seat) for seat in range(n)}
        next_index = dict.fromkeys(range(n), 0)
        anims = []
        gap = self._ms("deal_gap")
        move = self._ms("deal_move")
        kitty_i = 0
        for k, seat in enumerate(order):
            if seat == -2:
                continue
            if seat == -1:
                if kitty_i >= len(self.kitty_items):
                    continue
                item = self.kitty_items[kitty_i]
                pos = CENTRE + QPointF((kitty_i - (len(self.kitty_items) - 1) / 2) * 16, 0)
                rot, z = 0.0, 10.0 + kitty_i
                kitty_i += 1
            else:
                i = next_index[seat]
                next_index[seat] += 1
                # Hands are laid out in display order; reveal them in deal order all the same.
                item = self.hands[seat][i]
                pos, rot, z = targets[seat][i]
            item.setPos(origin)
            item.setVisible(True)
            anims.append(item.animate(pos, rot, z, False, move, delay=k * gap))
        face_up_after = list(range(n)) if self.open_hands else (
            [] if self.hold_face_down else [self.viewer])
        flip = []
        for seat in face_up_after:
            for item, (pos, rot, z) in zip(self.hands[seat], targets[seat], strict=True):
                flip.append(item.animate(pos, rot, z, True, self._ms("flip"),
                                         delay=len(order) * gap + move))
        for b in self.badges:
            b.update()
        return self._group(anims + flip)

    def _on_bid(self, e: BidMade) -> QAbstractAnimation | None:
        self._set_turn(None)
        self.badges[e.seat].set(line=self._call_text(e.bid))
        if self.standing is not None and self.rules is not None and self.rules.is_spades:
            self.standing.bids[e.seat] = e.bid
        return self._pause(self._ms("call_pause"))

    def _on_won(self, e: AuctionWon) -> QAbstractAnimation | None:
        assert self.rules is not None
        self.contract = e.contract
        if self.standing is not None:
            self.standing.contract = e.contract
            self.standing.won = [0] * self.rules.players
            self.board.refresh()
        for seat, badge in enumerate(self.badges):
            line = badge.line
            if e.contract.declarer == seat:
                line = contract_text(self.rules, e.contract)
            elif e.contract.declarer is not None:
                line = ""
            badge.set(line=line if e.contract.kind != "spades" else badge.line, tricks=0)
        return self._resort_all()

    def _resort_all(self) -> QAbstractAnimation | None:
        anims = []
        for seat, items in self.hands.items():
            if all(i.card is not None for i in items) and items:
                order = self._sorted([i.card for i in items if i.card is not None])
                by_card = {i.card: i for i in items}
                self.hands[seat] = [by_card[c] for c in order]
            anims.append(self._layout_hand(seat, self._ms("move")))
        return self._group(anims)

    def _on_thrown_in(self, e: HandThrownIn) -> QAbstractAnimation | None:
        assert self.rules is not None
        self.banner.show_lines([self.tr("All passed"),
                                self.tr("The hand is thrown in; the deal passes on.")])
        return self._pause(self._ms("trick_pause") * 2)

    def _on_kitty(self, e: KittyTaken) -> QAbstractAnimation | None:
        items = self.kitty_items
        self.kitty_items = []
        hand = self.hands.setdefault(e.seat, [])
        known = e.seat == self.viewer or self.open_hands
        for item, card in zip(items, e.cards if known and e.cards else [None] * len(items),
                              strict=True):
            item.card = card
            hand.append(item)
        if known:
            order = self._sorted([i.card for i in hand if i.card is not None])
            by_card = {i.card: i for i in hand}
            self.hands[e.seat] = [by_card[c] for c in order]
        return self._layout_hand(e.seat, self._ms("deal_move"))

    def _on_discard(self, e: Discarded) -> QAbstractAnimation | None:
        hand = self.hands.get(e.seat, [])
        chosen: list[CardItem] = []
        if e.cards:
            wanted = set(e.cards)
            chosen = [i for i in hand if i.card in wanted]
        if len(chosen) != (self.rules.kitty_size if self.rules else 0):
            chosen = hand[-(self.rules.kitty_size if self.rules else 0):]
        for item in chosen:
            hand.remove(item)
            item.set_marks(selected=False, dimmed=False, playable=False, focused=False)
            item.set_width(OTHER_WIDTH * 0.8)
            self.discards.append(item)
        # Face down beyond the contractor's won tricks, away from the hand.
        pile = self.pile_pos(e.seat)
        away = pile - (self.anchor(e.seat) if self.rel(e.seat) else QPointF(800, 905))
        length = math.hypot(away.x(), away.y()) or 1.0
        base = pile + away * (80 / length)
        anims = [item.animate(base + QPointF(i * 10, 0), 0, 40 + i, False, self._ms("move"))
                 for i, item in enumerate(chosen)]
        anims.append(self._layout_hand(e.seat, self._ms("move")))
        return self._group(anims)

    def _on_partners(self, e: PartnersNamed) -> QAbstractAnimation | None:
        if self.standing is not None:
            self.standing.partners = e.partners
            self.board.refresh()
        for seat in e.partners:
            line = self.tr("your partner") if e.seat == self.viewer and not self.open_hands \
                else self.tr("partner of {0}").format(self.names[e.seat])
            self.badges[seat].set(line=line)
        return self._pause(self._ms("call_pause"))

    def _on_joker(self, e: JokerNominated) -> QAbstractAnimation | None:
        self.nominated[e.joker] = e.suit
        if e.suit is not None:
            badge = self.badges[e.seat]
            badge.set(line=f"{badge.line}  ★={SUIT_SYMBOL[e.suit]}")
        return self._resort_all()

    def _on_exposed(self, e: HandExposed) -> QAbstractAnimation | None:
        self.exposed.add(e.seat)
        hand = self.hands.get(e.seat, [])
        order = self._sorted(e.cards)
        for item, card in zip(hand, order, strict=False):
            item.card = card
        return self._layout_hand(e.seat, self._ms("flip"))

    def _on_played(self, e: CardPlayed) -> QAbstractAnimation | None:
        self._set_turn(None)
        hand = self.hands.get(e.seat, [])
        item = next((i for i in hand if i.card == e.card), None)
        if item is None:
            item = next((i for i in hand if i.card is None), hand[-1] if hand else None)
        if item is None:
            item = self._new_item(e.card, TRICK_WIDTH, False)
        else:
            hand.remove(item)
        item.card = e.card
        item.set_marks(selected=False, dimmed=False, playable=False, focused=False)
        item.set_width(TRICK_WIDTH)
        self.trick_items.append(item)
        pos, rot = self.trick_slot(e.seat)
        move = item.animate(pos, rot, 300 + len(self.trick_items), True, self._ms("move"))
        if e.lead_suit is not None:
            badge = self.badges[e.seat]
            badge.set(line=self.tr("joker leads {0}").format(SUIT_SYMBOL[e.lead_suit]))
        return self._group([move, self._layout_hand(e.seat, self._ms("move"))])

    def _on_trick(self, e: TrickWon) -> QAbstractAnimation | None:
        items = self.trick_items
        self.trick_items = []
        pause = self._ms("trick_pause")
        target = self.pile_pos(e.winner)
        pile = self.piles.setdefault(e.winner, [])
        anims = []
        rot = 90 if self.rel(e.winner) == 0 else math.degrees(self.angle(e.winner))
        for i, item in enumerate(items):
            item.set_width(OTHER_WIDTH * 0.8)
            anims.append(item.animate(target + QPointF(len(pile) * 5, -len(pile) * 2), rot,
                                      50 + len(pile) * 10 + i, False, self._ms("collect"),
                                      delay=pause))
        # One card stands for the trick in the pile; the others go when the move ends.
        pile.append(items[0] if items else self._add_pile_card(e.winner))
        extra = items[1:]

        def tidy() -> None:
            for item in extra:
                if item.scene() is self:
                    self.removeItem(item)

        self.badges[e.winner].set(tricks=(self.badges[e.winner].tricks or 0) + 1)
        if self.standing is not None and self.standing.won:
            self.standing.won[e.winner] += 1
            self.board.refresh()
        group = self._group(anims)
        if group is None:
            tidy()
        else:
            group.finished.connect(tidy)
        return group

    def _on_scored(self, e: HandScored) -> QAbstractAnimation | None:
        assert self.rules is not None
        r = e.result
        rules = self.rules
        if self.standing is not None:
            self.standing.scores = list(r.scores)
            if r.bags is not None:
                self.standing.bags = list(r.bags)
            self.board.refresh()
        if r.contract == "pass":
            return None
        lines: list[str] = []
        if r.contract == "spades":
            lines.append(self.tr("Hand over"))
        elif r.contract == "nt":
            lines.append(self.tr("No trumps, all passed"))
        else:
            who = self.names[r.declarer] if r.declarer is not None else ""
            from ..core import BIDS
            bid = BIDS.get((r.contract, r.sans_kitty))
            text = describe_bid(rules, bid) if bid is not None else r.contract
            verdict = self.tr("made") if r.made else self.tr("went down")
            lines.append(f"{who}: {text} {verdict}")
        for side, seats in enumerate(rules.sides):
            name = " & ".join(self.names[s] for s in seats)
            lines.append(f"{name}: {r.delta[side]:+d}  →  {r.scores[side]}")
        self.banner.show_lines(lines)
        return self._pause(self._ms("trick_pause"))

    def _on_game_over(self, e: GameOver) -> QAbstractAnimation | None:
        return None

    # ============================================================ the human
    def _set_turn(self, seat: int | None) -> None:
        for s, badge in enumerate(self.badges):
            if badge.turn != (s == seat):
                badge.set(turn=s == seat)

    def show_turn(self, seat: int) -> None:
        self._set_turn(seat)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if self.busy:
            self.finish()
            self.clicked_while_busy.emit()
            event.accept()
            return
        super().mousePressEvent(event)

