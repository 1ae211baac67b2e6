"""Where things lie on the table: the viewer's hand clear of its nameplate and its won tricks."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from fivehundred_qt.core import Bid, RuleSet
from fivehundred_qt.core.events import Contract
from fivehundred_qt.ui.table.cards import CARD_ASPECT, CardRenderer, CardStyle
from fivehundred_qt.ui.table.speeds import Clock
from fivehundred_qt.ui.table.table_geometry import OWN_WIDTH, TRICK_WIDTH
from fivehundred_qt.ui.table.table_items import SeatBadge
from fivehundred_qt.ui.table.table_scene import TableScene
from fivehundred_qt.ui.wording import side_name


class Placed:
    selected = False


def centred(pos: QPointF, width: float, height: float) -> QRectF:
    return QRectF(pos.x() - width / 2, pos.y() - height / 2, width, height)


@pytest.mark.parametrize("cards", [8, 10, 11, 13, 15, 16])
def test_the_viewers_hand_leaves_its_nameplate_and_won_tricks_clear(qapp, cards: int) -> None:
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    scene.start_table(RuleSet.build({"game": "500"}), ["You", "W", "N", "E"], 0, False)
    scene.hands[0] = [Placed() for _ in range(cards)]          # type: ignore[list-item]
    badge = centred(scene.badge_pos(0), SeatBadge.W, SeatBadge.H)
    pile = centred(scene.pile_pos(0), TRICK_WIDTH, TRICK_WIDTH * CARD_ASPECT)
    for pos, _rotation, _z in scene.hand_targets(0):
        card = centred(pos, OWN_WIDTH, OWN_WIDTH * CARD_ASPECT)
        assert not card.intersects(badge), (cards, card, badge)
        assert not card.intersects(pile), (cards, card, pile)


TABLES = [{"game": "500", "players": 2}, {"game": "500", "players": 3}, {"game": "500"},
          {"game": "500", "players": 5}, {"game": "500", "players": 6, "teams": "2v2v2"},
          {"game": "500", "players": 6, "teams": "3v3"}, {"game": "spades"}]


def full_table(options: dict[str, object]) -> TableScene:
    """Every seat holding a full hand face down (the viewer's face up), a contract being played
    and a result showing: everything the table may show at once."""
    rules = RuleSet.build(options)
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    names = ["You", "West-by-North", "North", "East", "South-East", "North-West"][:rules.players]
    scene.start_table(rules, names, 0, False)
    for seat in range(rules.players):
        width = OWN_WIDTH if seat == 0 else 64.0
        kitty = rules.kitty_size if seat == 0 and not rules.is_spades else 0   # picked up
        scene.hands[seat] = [scene._new_item(None, width, False)
                             for _ in range(rules.hand_size + kitty)]
        scene._layout_hand(seat, 0)
    assert scene.standing is not None
    if rules.is_spades:
        contract = Contract("spades", None, None, None, 0, 0)
        scene.standing.bids = {s: Bid("4") for s in range(4)}
    else:
        contract = Contract("suit", 1, Bid("10H", sans_kitty=True), 3, 10, 520, True)
    scene.standing.contract = contract
    scene.standing.won = [2] * rules.players
    scene.standing.scores = [-1230] * len(rules.sides)
    scene.board.refresh()
    scene.banner.show_lines(["West-by-North: 10 hearts sans kitty went down",
                             *(f"{side_name(names, seats)}: -520  →  -1230"
                               for seats in rules.sides)])
    return scene


@pytest.mark.parametrize("options", TABLES, ids=lambda o: f"{o['game']}-{o.get('players', 4)}p")
def test_the_score_board_and_the_banner_cover_no_hand_and_no_nameplate(qapp, options) -> None:
    scene = full_table(options)
    board = scene.board.sceneBoundingRect()
    banner = scene.banner.sceneBoundingRect()
    assert scene.board.isVisible() and board.height() > 100
    assert QRectF(0, 0, 1600, 1000).contains(board)
    for seat, items in scene.hands.items():
        for item in items:
            card = item.sceneBoundingRect()
            assert not card.intersects(board), (seat, card, board)
            if seat != 0:
                assert not card.intersects(banner), (seat, card, banner)
    for seat, badge in enumerate(scene.badges):
        assert not badge.sceneBoundingRect().intersects(board), (seat, badge.pos(), board)
        assert not badge.sceneBoundingRect().intersects(banner), (seat, badge.pos(), banner)


@pytest.mark.parametrize("options", TABLES, ids=lambda o: f"{o['game']}-{o.get('players', 4)}p")
def test_open_hands_are_upright_with_every_corner_in_sight(qapp, options) -> None:
    """Watching computer players (every hand face up): no card lies sideways or upside down,
    each card's top-left corner (its rank and suit) shows past the next card, and no open hand
    covers the score board or a nameplate."""
    scene = full_table(options)
    scene.open_hands = True
    board = scene.board.sceneBoundingRect()
    height = 64.0 * CARD_ASPECT
    for seat in range(1, scene.rules.players):
        scene._layout_hand(seat, 0)
        items = scene.hands[seat]
        assert all(item.rotation() == 0 for item in items)
        for card, above in itertools.pairwise(items):
            step = above.pos() - card.pos()
            assert step.x() >= -1e-6 and step.y() >= -1e-6              # down or to the right
            assert step.x() >= 0.3 * 64 or step.y() >= 0.28 * height, (seat, step)
        for item in items:
            assert not item.sceneBoundingRect().intersects(board), (seat, item.pos())
            for badge in scene.badges:
                assert not item.sceneBoundingRect().intersects(badge.sceneBoundingRect()), \
                    (seat, item.pos(), badge.name)


def test_cards_from_the_kitty_are_marked_until_the_discard(qapp) -> None:
    from fivehundred_qt.core import GameState
    from fivehundred_qt.core.events import Discarded, KittyTaken
    rules = RuleSet.build({"game": "500"})
    state = GameState(rules, seed=3, first_dealer=3)
    state.deal()
    scene = TableScene(CardRenderer(CardStyle()), Clock("instant"))
    scene.rebuild(state.view(0), ["You", "W", "N", "E"])
    kitty = tuple(state.kitty)
    scene._on_kitty(KittyTaken(0, kitty))
    marked = {i.card for i in scene.hands[0] if i.from_kitty}
    assert marked == set(kitty) and len(scene.hands[0]) == 13
    scene._on_discard(Discarded(0, kitty))
    assert not any(i.from_kitty for i in scene.hands[0]) and len(scene.hands[0]) == 10


@pytest.mark.parametrize("open_hands", [False, True], ids=["hidden", "open"])
@pytest.mark.parametrize("options", TABLES, ids=lambda o: f"{o['game']}-{o.get('players', 4)}p")
def test_nothing_lies_on_the_score_board(qapp, options, open_hands) -> None:
    """Whatever the table shows at once: every seat's won tricks piled as high as a hand goes
    (West's pile grew up into the board), a trick, the result, the hands face down or open, the
    nameplates and the keyboard's ring around the hand: none of it on the score board."""
    scene = full_table(options)
    rules = scene.rules
    scene.open_hands = open_hands
    for seat in range(rules.players):
        scene._layout_hand(seat, 0)
        for _ in range(rules.hand_size):
            scene._add_pile_card(seat)
        item = scene._new_item(None, scene.trick_width, True)
        pos, rotation = scene.trick_slot(seat)
        item.animate(pos, rotation, 300, True, 0)
    scene.show_hand_frame(True)
    board = scene.board.reserved()
    assert board.contains(scene.board.sceneBoundingRect())
    frame = scene.frame.sceneBoundingRect()
    assert scene.frame.isVisible() and not frame.isEmpty()
    assert all(frame.contains(item.sceneBoundingRect()) for item in scene.hands[0])
    others = [item for item in scene.items() if item is not scene.board and item.isVisible()]
    assert len(others) > rules.players * rules.hand_size
    for item in others:
        assert not item.sceneBoundingRect().intersects(board), (type(item).__name__, item.pos())


@pytest.mark.parametrize("large", [False, True], ids=["cards", "large-cards"])
@pytest.mark.parametrize("options", TABLES, ids=lambda o: f"{o['game']}-{o.get('players', 4)}p")
def test_no_nameplate_covers_a_card_of_the_trick(qapp, options, large) -> None:
    """(At six players North's nameplate, grown for its words, lay on North's card.)"""
    scene = full_table(options)
    scene.set_look(large, False)
    plates = [centred(badge.pos(), SeatBadge.W, SeatBadge.H) for badge in scene.badges]
    for seat in range(scene.rules.players):
        pos, _ = scene.trick_slot(seat)
        card = centred(pos, scene.trick_width, scene.trick_width * CARD_ASPECT)
        assert not any(card.intersects(plate) for plate in plates), (seat, card)
