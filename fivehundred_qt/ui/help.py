"""In-app help: the rules of the game at this table, and the player's statistics.

``rules_html`` explains one ``RuleSet`` and nothing else: every paragraph is chosen by the options as
they are set, so the reader learns the game played at this table, in its own words (misère or
nullo, kitty or widow, from ``core.terms``).  Facts that the core computes (the deck, the rank of
each misère bid, where trick points stop) are asked of the core rather than restated here.

Sentences go through Qt's translation under the context ``"Rules"``; the core's words through
``core_text`` (context ``"Terms"``), as in the rest of the UI.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..core.actions import BIDS, MISERE_CALLS, TRUMP_LETTERS, Bid, numbered_value
from ..core.auction import ladder, misere_value, rank_key
from ..core.cards import SUIT_SYMBOLS, deck_for
from ..core.rules import RuleSet
from ..core.scoring import SLAM_POINTS, trick_limit
from ..core.terms import describe_bid, term
from ..storage import CONTRACT_KINDS, STAT_GAMES, Statistics, StatRow
from .models import Index, core_text

__all__ = ["RulesDialog", "StatisticsDialog", "StatisticsModel", "rules_html"]

_RED: Final = "#c0182b"
_RIGHT: Final = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT: Final = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_NO_PARENT: Final = QModelIndex()
_STYLE: Final = """
h2 { margin-bottom: 2px; }
h3 { margin-top: 16px; margin-bottom: 4px; }
p, li { line-height: 125%; }
p.sub { margin-top: 0px; }
p.order { margin-left: 16px; }
table.values { border-collapse: collapse; margin-left: 16px; }
table.values td, table.values th { padding: 3px 10px 3px 10px; border: 1px solid #999; }
table.values th { font-weight: bold; }
"""


# ===================================================================== helpers
def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _word(rules: RuleSet, word: str) -> str:
    """A word of the variant (``term``), translated like every core word."""
    return core_text(term(rules, word))


def _bid(rules: RuleSet, bid: Bid) -> str:
    return core_text(describe_bid(rules, bid))


def _suit_html(suit: int) -> str:
    symbol = SUIT_SYMBOLS[suit]
    return f'<span style="color:{_RED}">{symbol}</span>' if suit >= 2 else symbol


def _p(*sentences: str, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>" + " ".join(s for s in sentences if s) + "</p>"


def _ul(items: Sequence[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items if item) + "</ul>"


class _Page:
    """A help page: a title, a line of links to its sections, and the sections."""

    def __init__(self, title: str, subtitle: str) -> None:
        self.title = title
        self.subtitle = subtitle
        self.sections: list[tuple[str, str, list[str]]] = []

    def section(self, anchor: str, title: str) -> list[str]:
        blocks: list[str] = []
        self.sections.append((anchor, title, blocks))
        return blocks

    def html(self) -> str:
        links = " · ".join(f'<a href="#{anchor}">{title}</a>' for anchor, title, _ in self.sections)
        parts = [f"<html><head><style>{_STYLE}</style></head><body>",
                 f"<h2>{self.title}</h2>", _p(self.subtitle, cls="sub"),
                 _p(QCoreApplication.translate("Rules", "Contents: {links}").format(links=links))]
        for anchor, title, blocks in self.sections:
            parts.append(f'<h3><a name="{anchor}"></a>{title}</h3>')
            parts.extend(blocks)
        parts.append("</body></html>")
        return "\n".join(parts)


# ============================================================ the rules of 500
def rules_html(rules: RuleSet) -> str:
    """The rules of the game these ``rules`` describe, as an HTML page for a ``QTextBrowser``."""
    return _spades_page(rules).html() if rules.is_spades else _five_hundred_page(rules).html()


def _deck_text(rules: RuleSet) -> str:
    """What the deck holds, with its size counted from the core's own deck."""
    n, kitty = rules.players, rules.kitty_size
    size = len(deck_for(n, kitty))
    if n == 4 and kitty == 3:
        text = QCoreApplication.translate(
            "Rules", "{n} cards: 4 to ace in hearts and diamonds, 5 to ace in spades and clubs, "
            "and the joker.")
    elif n == 4 and kitty == 5:
        text = QCoreApplication.translate("Rules", "{n} cards: 4 to ace in all four suits, and the joker.")
    elif n == 4:
        text = QCoreApplication.translate(
            "Rules", "{n} cards: 4 to ace in all four suits, and two jokers, a red one and a black one.")
    elif n == 6 and kitty == 3:
        text = QCoreApplication.translate(
            "Rules", "{n} cards: 2 to ace in all four suits, plus an 11 and a 12 in every suit and a 13 "
            "in hearts and in diamonds, and the joker.")
    elif n == 6 and kitty == 5:
        text = QCoreApplication.translate(
            "Rules", "{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, "
            "and the joker.")
    elif n == 6:
        text = QCoreApplication.translate(
            "Rules", "{n} cards: 2 to ace in all four suits, plus an 11, a 12 and a 13 in every suit, "
            "and two jokers, a red one and a black one.")
    elif n == 5:
        text = QCoreApplication.translate("Rules", "{n} cards: a full pack of 52 and the joker.")
    else:
        text = QCoreApplication.translate("Rules", "{n} cards: 7 to ace in all four suits, and the joker.")
    return text.format(n=size)


def _teams_text(rules: RuleSet) -> str:
    teams = rules.teams
    if teams == "2v2":
        return QCoreApplication.translate(
            "Rules", "Four players play in two partnerships, partners sitting opposite each other.")
    if teams == "2v2v2":
        return QCoreApplication.translate(
            "Rules", "Six players play in three partnerships of two. Partners sit opposite each other, "
            "with two opponents between them on either hand.")
    if teams == "3v3":
        return QCoreApplication.translate(
            "Rules", "Six players play in two teams of three. Team-mates sit in every other seat, so "
            "everyone has an opponent on either side.")
    if teams == "called":
        return QCoreApplication.translate(
            "Rules", "Five players each keep their own score. There are no fixed partnerships: in "
            "each hand the contractor chooses partners for that hand only (see <i>The partner "
            "call</i>).")
    if rules.players == 2:
        return QCoreApplication.translate(
            "Rules", "Two players play against each other, each with their own score.")
    return QCoreApplication.translate(
        "Rules", "Three players each play for themselves, each with their own score.")


def _sides_text(rules: RuleSet) -> str:
    if rules.teams == "3v3":
        return QCoreApplication.translate(
            "Rules", "Players score as teams of three: below, a <i>side</i> means a team.")
    if rules.teams in ("2v2", "2v2v2"):
        return QCoreApplication.translate(
            "Rules", "Players score as partnerships of two: below, a <i>side</i> means a partnership.")
    if rules.teams == "called":
        return QCoreApplication.translate(
            "Rules", "Everyone keeps their own score, but in each hand the contractor calls partners "
            "to help: below, a <i>side</i> means one player, or the contractor and their partners "
            "for that hand.")
    return QCoreApplication.translate(
        "Rules", "Everyone plays for themselves: below, a <i>side</i> means one player.")


def _score_keeping(rules: RuleSet) -> str:
    if rules.teams in ("2v2", "2v2v2"):
        return QCoreApplication.translate("Rules", "Partners share one score.")
    if rules.teams == "3v3":
        return QCoreApplication.translate("Rules", "Team-mates share one score.")
    return ""  # the solo and called forms already say that everyone has their own score


def _points(value: int | None) -> str:
    """A score as printed: a true minus sign for negative numbers."""
    return "" if value is None else str(value).replace("-", "−")


def _title(rules: RuleSet) -> str:
    if rules.variant == "american":
        return QCoreApplication.translate("Rules", "American 500")
    return QCoreApplication.translate("Rules", "Australian 500")


def _subtitle(rules: RuleSet) -> str:
    size = len(deck_for(rules.players, rules.kitty_size))
    forms = {
        "2v2": QCoreApplication.translate("Rules", "two partnerships"),
        "2v2v2": QCoreApplication.translate("Rules", "three partnerships of two"),
        "3v3": QCoreApplication.translate("Rules", "two teams of three"),
        "called": QCoreApplication.translate("Rules", "partners called each hand"),
        "solo": QCoreApplication.translate("Rules", "each for themselves"),
    }
    return QCoreApplication.translate(
        "Rules", "{players} players, {form}, a {size}-card deck and a {kitty} of {k}.").format(
        players=rules.players, form=forms[rules.teams], size=size, kitty=_word(rules, "kitty"),
        k=rules.kitty_size)


def _neighbours(rules: RuleSet, call: str) -> tuple[Bid | None, Bid | None, list[Bid]]:
    """The calls just below and just above a misère-family call (sans-kitty bids aside), and its equals."""
    mine = BIDS[call, False]
    key = rank_key(rules, mine)
    plain = [b for b in ladder(rules)[1] if not b.sans_kitty and b is not mine]
    below = [b for b in plain if rank_key(rules, b) < key]
    above = [b for b in plain if rank_key(rules, b) > key]
    equal = [b for b in plain if rank_key(rules, b) == key]
    return (below[-1] if below else None), (above[0] if above else None), equal


def _five_hundred_page(rules: RuleSet) -> _Page:
    kitty = _word(rules, "kitty")
    misere, open_misere, blind_misere = (_word(rules, c) for c in MISERE_CALLS)
    american = rules.variant == "american"
    has_misere = {"misere": rules.misere != "off", "open_misere": rules.open_misere != "off",
                  "blind_misere": rules.blind_misere}
    any_misere = any(has_misere.values())
    partnership = rules.teams in ("2v2", "2v2v2", "3v3")
    two_jokers = rules.kitty_size == 6
    limit = trick_limit(rules)
    lose = rules.lose_score
    fmt: dict[str, Any] = {"kitty": kitty, "Kitty": _cap(kitty), "misere": misere, "Misere": _cap(misere),
                           "open": open_misere, "Open": _cap(open_misere), "blind": blind_misere,
                           "Blind": _cap(blind_misere), "win": rules.win_score, "k": rules.kitty_size,
                           "limit": limit, "lose": _points(lose)}

    page = _Page(_title(rules), _subtitle(rules))

    # ------------------------------------------------------------------ the aim
    aim = page.section("aim", QCoreApplication.translate("Rules", "The aim"))
    aim.append(_p(_sides_text(rules)))
    aim.append(_p(
        QCoreApplication.translate(
            "Rules", "Each hand begins with an auction. Whoever bids highest becomes the "
            "<b>contractor</b>: they name trumps (or no trumps) and undertake that their side will "
            "win at least the number of tricks they bid, out of ten."),
        QCoreApplication.translate(
            "Rules", "A player may instead bid {misere}: a promise to win no tricks at all.")
        if any_misere else "",
        QCoreApplication.translate(
            "Rules", "A contract that is made scores its value; a contract that fails loses it. The "
            "other sides score for the tricks they take.")).format(**fmt))
    aim.append(_p(QCoreApplication.translate(
        "Rules", "The first side to reach {win} points wins the game (see <i>Winning and "
        "losing</i>).").format(**fmt)))

    # ----------------------------------------------------- players, teams, deck
    deck = page.section("deck", QCoreApplication.translate("Rules", "Players, teams and the deck"))
    deck.append(_p(_teams_text(rules), _score_keeping(rules)))
    deck_parts = [QCoreApplication.translate("Rules", "The deck has {deck}").format(
        deck=_deck_text(rules))]
    if two_jokers:
        deck_parts.append(QCoreApplication.translate(
            "Rules", "Wherever the two jokers meet, the black joker ranks above the red one."))
    if rules.players == 6:
        deck_parts.append(QCoreApplication.translate(
            "Rules", "The 11s, 12s and 13s rank between the 10 and the jack, in number order."))
    deck.append(_p(*deck_parts))
    deal_parts = [QCoreApplication.translate(
        "Rules", "Everyone receives 10 cards, and {k} cards go face down to the {kitty}, for the "
        "contractor to pick up.").format(**fmt)]
    if rules.players == 2:
        deal_parts.append(QCoreApplication.translate(
            "Rules", "A third hand of 10 cards, the <b>dead hand</b>, is dealt face down and never "
            "used: nobody sees it, so neither player knows which cards are out of play."))
    deck.append(_p(*deal_parts))

    # ------------------------------------------------------------------ the deal
    deal = page.section("deal", QCoreApplication.translate("Rules", "The deal"))
    deal_text = [QCoreApplication.translate(
        "Rules", "The first dealer is chosen at random. After every hand, including a hand that is "
        "thrown in, the deal passes to the next player on the left. Dealing, bidding and play all "
        "go clockwise."),
        QCoreApplication.translate(
            "Rules", "The cards go out in packets: three to each player, then one to the {kitty}; four "
            "to each, then one to the {kitty}; three to each, then one to the {kitty}.").format(**fmt)]
    if rules.players == 2:
        deal_text.append(QCoreApplication.translate(
            "Rules", "The dead hand gets its cards as if it were a third player."))
    if rules.kitty_size > 3:
        deal_text.append(QCoreApplication.translate(
            "Rules", "The remaining {n} {kitty} cards are dealt last.").format(
            n=rules.kitty_size - 3, kitty=kitty))
    deal.append(_p(*deal_text))

    # ------------------------------------------------------------- card order
    order = page.section("order", QCoreApplication.translate("Rules", "Card order"))
    trumps = ([QCoreApplication.translate("Rules", "black joker"),
               QCoreApplication.translate("Rules", "red joker")] if two_jokers
              else [QCoreApplication.translate("Rules", "joker")])
    trumps += [QCoreApplication.translate("Rules", "right bower"),
               QCoreApplication.translate("Rules", "left bower"), "A", "K", "Q"]
    plain = ["A", "K", "Q", "J"]
    if rules.players == 6:
        trumps += ["13", "12", "11"]
        plain += ["13", "12", "11"]
    trumps += ["10", "9", "…"]
    plain += ["10", "9", "…"]
    order.append(_p(QCoreApplication.translate(
        "Rules", "<b>In the trump suit</b>, from highest to lowest:")))
    order.append(_p(" › ".join(trumps), cls="order"))
    order.append(_p(
        QCoreApplication.translate(
            "Rules", "The <b>right bower</b> is the jack of trumps. The <b>left bower</b> is the other "
            "jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower "
            "and the joker belong to the trump suit in every way: for following suit, for leading "
            "and for winning. The left bower no longer counts as a card of its printed suit.")
        if not two_jokers else QCoreApplication.translate(
            "Rules", "The <b>right bower</b> is the jack of trumps. The <b>left bower</b> is the other "
            "jack of the same colour: with hearts as trumps, the jack of diamonds. The left bower "
            "and both jokers belong to the trump suit in every way: for following suit, for leading "
            "and for winning. The left bower no longer counts as a card of its printed suit.")))
    order.append(_p(QCoreApplication.translate(
        "Rules", "<b>In the other suits</b>, from highest to lowest:")))
    order.append(_p(" › ".join(plain), cls="order"))
    order.append(_p(QCoreApplication.translate(
        "Rules", "<b>At no trumps</b> there is no trump suit and every jack stays in its own suit in "
        "its usual place. The joker then has rules of its own (see <i>The joker</i>).")))
    order.append(_p(QCoreApplication.translate(
        "Rules", "<b>For bidding</b>, the suits rank from low to high: spades, clubs, diamonds, hearts, "
        "and no trumps above them all.")))

    # ------------------------------------------------------------- the auction
    auction = page.section("auction", QCoreApplication.translate("Rules", "The auction"))
    auction.append(_p(
        QCoreApplication.translate(
            "Rules", "A bid names a number of tricks from 6 to 10 and a trump suit, or no trumps. "
            "Every bid must be higher than the bid before it. Bids rank by their value in the table "
            "under <i>Scoring</i>: 7 spades (140) beats 6 no trumps (120), and 8 spades (240) beats "
            "7 no trumps (220)."),
        QCoreApplication.translate(
            "Rules", "The {misere} bids fit into the same order (see <i>{Misere}</i>).").format(**fmt)
        if any_misere else ""))
    if not american:
        auction.append(_p(QCoreApplication.translate(
            "Rules", "Bidding starts with the player on the dealer's left and goes round the table as "
            "many times as needed. On your turn you either bid higher or pass. A player who passes "
            "is out of the auction for the rest of the hand. When all but one player have passed, "
            "the last bid wins and its bidder becomes the contractor.")))
        if rules.raise_own_bid:
            auction.append(_p(QCoreApplication.translate(
                "Rules", "<b>Raising your own bid:</b> before the auction closes, the winning bidder "
                "is asked once more and may raise to any higher call, or pass to keep the bid. This "
                "happens even when their bid was the last call made, but not when no higher call "
                "exists.") + (" " + QCoreApplication.translate(
                    "Rules", "{Blind} cannot be bid at this point.").format(**fmt)
                    if rules.blind_misere else "")))
    else:
        inkles = rules.inkle_seats
        first = {1: QCoreApplication.translate("Rules", "The first caller"),
                 2: QCoreApplication.translate("Rules", "The first two callers"),
                 3: QCoreApplication.translate("Rules", "The first three callers")}.get(
            inkles, QCoreApplication.translate("Rules", "The first {n} callers").format(n=inkles))
        auction.append(_p(
            QCoreApplication.translate(
                "Rules", "There is exactly one round of calls, starting with the player on the "
                "dealer's left: everyone calls once, either a bid higher than the one before or a "
                "pass.")))
        inkle = [QCoreApplication.translate(
            "Rules", "{first} may bid at the 6 level. Such a bid is an <b>inkle</b>: it must be "
            "higher than the call before it like any bid, but it can never win the auction. It "
            "only tells your partner something about your hand.").format(first=first)]
        if not partnership:
            inkle[0] = QCoreApplication.translate(
                "Rules", "{first} may bid at the 6 level. Such a bid is an <b>inkle</b>: it must be "
                "higher than the call before it like any bid, but it can never win the auction.").format(
                first=first)
        inkle.append(QCoreApplication.translate(
            "Rules", "Everyone after them must bid 7 or more, or pass.")
            if not any_misere else QCoreApplication.translate(
            "Rules", "Everyone after them must bid 7 or more, or pass; they may still bid {misere} "
            "where it is allowed.").format(**fmt))
        if rules.sans_kitty:
            inkle.append(QCoreApplication.translate(
                "Rules", "A 6 bid from those first callers is an inkle even when it is sans {kitty}.")
                .format(**fmt))
        inkle.append(QCoreApplication.translate(
            "Rules", "The highest bid that is not an inkle wins, and its bidder becomes the "
            "contractor."))
        auction.append(_p(*inkle))
    if rules.all_pass == "redeal":
        nobody = (QCoreApplication.translate(
            "Rules", "If nobody makes a bid that can win, the cards are thrown in, nobody scores, and "
            "the next dealer deals.") if american else QCoreApplication.translate(
            "Rules", "If everyone passes, the cards are thrown in, nobody scores, and the next dealer "
            "deals."))
    else:
        nobody = (QCoreApplication.translate(
            "Rules", "If nobody makes a bid that can win, the hand is played anyway at no trumps with "
            "no contractor:") if american else QCoreApplication.translate(
            "Rules", "If everyone passes, the hand is played anyway at no trumps with no contractor:"))
        nobody += " " + QCoreApplication.translate(
            "Rules", "nobody takes the {kitty}, the player on the dealer's left leads, and every side "
            "scores 10 points for each trick it wins.").format(**fmt)
        if limit is not None:
            nobody += " " + QCoreApplication.translate(
                "Rules", "These points stop at {limit}, as described under <i>Scoring</i>.").format(**fmt)
    auction.append(_p(nobody))

    # -------------------------------------------------------------- misère family
    mis = page.section("misere", "{Misere}".format(**fmt))
    if not any_misere:
        mis.append(_p(QCoreApplication.translate(
            "Rules", "There are no {misere} bids at this table: every contract is a number of tricks "
            "to win.").format(**fmt)))
    else:
        mis.append(_p(QCoreApplication.translate(
            "Rules", "A {misere} bid is a promise to lose every trick. The contractor plays at no "
            "trumps and leads to the first trick.").format(**fmt)))
        items = []
        when = {
            ("misere", "after_7"): QCoreApplication.translate(
                "Rules", "It may be bid only after someone has bid 7 or more tricks in this auction."),
            ("misere", "anytime"): QCoreApplication.translate("Rules", "It may be bid at any time."),
            ("open_misere", "after_8"): QCoreApplication.translate(
                "Rules", "It may be bid only after someone has bid 8 or more tricks in this auction."),
            ("open_misere", "anytime"): QCoreApplication.translate("Rules", "It may be bid at any time."),
        }
        for call in MISERE_CALLS:
            if not has_misere[call]:
                continue
            name = _word(rules, call)
            value = misere_value(rules, call)
            if call == "misere":
                what = QCoreApplication.translate(
                    "Rules", "<b>{name}</b> is worth {value} points.")
                rule = when[call, rules.misere]
            elif call == "open_misere":
                what = QCoreApplication.translate(
                    "Rules", "<b>{name}</b> is worth {value} points. The contractor's cards are laid "
                    "face up on the table for everyone to see.")
                what += " " + (QCoreApplication.translate(
                    "Rules", "They are shown after the first trick.")
                    if rules.open_misere_exposed == "after_first_trick" else QCoreApplication.translate(
                    "Rules", "They are shown before the opening lead."))
                rule = when[call, rules.open_misere]
            else:
                what = QCoreApplication.translate(
                    "Rules", "<b>{name}</b> is worth {value} points. It may be bid only as your first "
                    "call of the hand, before you have looked at your cards.")
                rule = (QCoreApplication.translate(
                    "Rules", "The limits on when the other {misere} bids may be made do not apply to "
                    "it.").format(**fmt) if rules.misere == "after_7" or rules.open_misere == "after_8"
                    else "")
            below, above, equal = _neighbours(rules, call)
            if below is not None and above is not None:
                rank = QCoreApplication.translate(
                    "Rules", "It ranks above {below} and below {above}.").format(
                    below=_bid(rules, below), above=_bid(rules, above))
            elif below is not None:
                rank = QCoreApplication.translate(
                    "Rules", "It ranks above {below}, so nothing can be bid over it.").format(
                    below=_bid(rules, below))
            else:
                rank = ""
            if equal:
                rank += " " + QCoreApplication.translate(
                    "Rules", "It ranks level with {other}: neither may be bid over the other.").format(
                    other=", ".join(_bid(rules, b) for b in equal))
            items.append(" ".join(s for s in (what.format(name=_cap(name), value=value), rule, rank) if s))
        mis.append(_ul(items))
        play = [QCoreApplication.translate(
            "Rules", "The contractor takes the {kitty} and discards as usual.").format(**fmt)]
        if partnership and rules.nullo_play == "own_hand":
            play.append(QCoreApplication.translate(
            "Rules", "The contractor plays alone: their partner lays their cards face down and sits "
            "the hand out, so each trick has one card fewer.") if rules.teams != "3v3"
            else QCoreApplication.translate(
            "Rules", "The contractor plays alone: both partners lay their cards face down and sit the "
            "hand out, so each trick has two cards fewer."))
        elif partnership:
            play.append(QCoreApplication.translate(
                "Rules", "The contractor also plays their partner's hand, which is laid face up for "
                "everyone to see, and must lose every trick with both hands.") if rules.teams != "3v3"
                else QCoreApplication.translate(
                "Rules", "The contractor also plays both partners' hands, which are laid face up for "
                "everyone to see, and must lose every trick with all of them."))
        elif rules.teams == "called":
            play.append(QCoreApplication.translate(
                "Rules", "The contractor plays alone and names no partner."))
        play.append(QCoreApplication.translate(
            "Rules", "The hand stops the moment the contractor wins a trick: the contract has "
            "failed.") if not (partnership and rules.nullo_play == "both_hands") else
            QCoreApplication.translate(
            "Rules", "The hand stops the moment any hand the contractor plays wins a trick: the "
            "contract has failed."))
        play.append(QCoreApplication.translate(
            "Rules", "Jokers have a special duty here (see <i>{title}</i>).").format(
            title=QCoreApplication.translate("Rules", "The jokers") if two_jokers
            else QCoreApplication.translate("Rules", "The joker")))
        mis.append(_p(*play))
        if rules.sans_kitty:
            mis.append(_p(QCoreApplication.translate(
                "Rules", "{Misere} bids are never sans {kitty}.").format(**fmt)))

    # -------------------------------------------------------------- sans kitty
    if rules.sans_kitty:
        sans = page.section("sans", QCoreApplication.translate("Rules", "Sans {kitty}").format(**fmt))
        sans.append(_p(
            QCoreApplication.translate(
                "Rules", "Any bid of tricks may be made <b>sans {kitty}</b>: the contractor plays with "
                "the ten cards dealt and never picks up the {kitty}, which stays face down until the "
                "end of the hand.").format(**fmt),
            QCoreApplication.translate(
                "Rules", "A sans-{kitty} bid ranks just above the same bid with the {kitty} and below "
                "the next bid up; it scores exactly the same as the ordinary bid.").format(**fmt),
            QCoreApplication.translate(
                "Rules", "{Misere} bids keep their own place in the order.").format(**fmt)
            if any_misere else ""))

    # ------------------------------------------------------------- the kitty
    kit = page.section("kitty", QCoreApplication.translate("Rules", "The {kitty}").format(**fmt))
    kit.append(_p(
        QCoreApplication.translate(
            "Rules", "When the auction is over, the contractor picks up the {k} cards of the {kitty} "
            "without showing them, then discards any {k} cards face down. Cards just picked up may "
            "be discarded. The discards take no further part in the hand.").format(**fmt),
        QCoreApplication.translate(
            "Rules", "A contractor who bid sans {kitty} leaves it untouched.").format(**fmt)
        if rules.sans_kitty else "",
        QCoreApplication.translate(
            "Rules", "When the hand is played without a contractor, nobody takes the {kitty}.").format(**fmt)
        if rules.all_pass == "play_nt" else ""))

    # ---------------------------------------------------------- partner call
    if rules.teams == "called":
        partners = page.section("partners", QCoreApplication.translate("Rules", "The partner call"))
        partners.append(_p(
            QCoreApplication.translate(
                "Rules", "After the discard, the contractor of a bid of tricks names partners for "
                "this hand: one player for a bid of 6 or 7 tricks, two players for a bid of 8 or "
                "more."),
            QCoreApplication.translate(
                "Rules", "The partners' tricks count together with the contractor's, and each member "
                "of this side scores the full value of the contract, or loses it. Everyone else "
                "defends on their own and scores their own tricks."),
            QCoreApplication.translate(
                "Rules", "A {misere} contractor plays alone and names nobody.").format(**fmt)
            if any_misere else ""))

    # ------------------------------------------------------------- the joker
    joker_title = (QCoreApplication.translate("Rules", "The jokers") if two_jokers
                   else QCoreApplication.translate("Rules", "The joker"))
    jok = page.section("joker", joker_title)
    jok.append(_p(QCoreApplication.translate(
        "Rules", "<b>With a trump suit</b>, the joker is simply the highest trump and follows every "
        "rule of the trump suit.") + (" " + QCoreApplication.translate(
            "Rules", "The black joker is higher still.") if two_jokers else "")))
    nt_or_misere = (QCoreApplication.translate("Rules", "At no trumps and in {misere}").format(**fmt)
                    if any_misere else QCoreApplication.translate("Rules", "At no trumps"))
    if rules.joker_nomination:
        jok.append(_p(
            QCoreApplication.translate(
                "Rules", "<b>Nominating a suit.</b> {when}, a contractor who holds a joker after the "
                "discard may, before leading, nominate a suit for it, or decline.").format(
                when=nt_or_misere),
            QCoreApplication.translate(
                "Rules", "Partners are named before this choice.") if rules.teams == "called" else "",
            QCoreApplication.translate(
                "Rules", "With both jokers the contractor decides for each, the black one first.")
            if two_jokers else "",
            QCoreApplication.translate(
                "Rules", "A nominated joker becomes the highest card of that suit in every way: it "
                "must be played to follow that suit, it is led as a card of that suit, and it loses "
                "if it is thrown on a trick of another suit. A joker in any other hand cannot be "
                "nominated.")))
    free = [QCoreApplication.translate(
        "Rules", "<b>{When}, a joker that has not been nominated has no suit.</b> It beats every "
        "other card and wins the trick it is played to.").format(When=nt_or_misere)
        if rules.joker_nomination else QCoreApplication.translate(
        "Rules", "<b>{When}, the joker has no suit.</b> It beats every other card and wins the trick "
        "it is played to.").format(When=nt_or_misere)]
    if two_jokers:
        free.append(QCoreApplication.translate(
            "Rules", "If both jokers fall on the same trick, the black one wins."))
    free.append(QCoreApplication.translate(
        "Rules", "You may play it to a trick someone else led only when you have no card of the led "
        "suit.") if rules.joker_follow == "void_only" else QCoreApplication.translate(
        "Rules", "You may play it to any trick, even when you could follow suit."))
    lead = [QCoreApplication.translate(
        "Rules", "When you lead it, you name the suit the others must follow, and it wins the trick.")]
    if rules.joker_lead == "unled_suit":
        lead.append(QCoreApplication.translate(
            "Rules", "The suit you name must be one that has not been led yet in this hand. Once all "
            "four suits have been led, the joker may be led only to the last trick, naming any "
            "suit."))
    elif rules.joker_lead == "any_suit":
        lead.append(QCoreApplication.translate("Rules", "You may name any suit."))
    else:
        lead.append(QCoreApplication.translate(
            "Rules", "It may be led only to the last trick, naming any suit."))
    if rules.joker_lead != "any_suit":
        lead.append(QCoreApplication.translate(
            "Rules", "If you have nothing else you may lead, you lead the joker anyway and name a suit "
            "not yet led, or any suit if all have been led."))
    if rules.joker_nomination:
        lead.append(QCoreApplication.translate(
            "Rules", "A nominated joker is led like any card of its suit and names nothing."))
    jok.append(_ul([" ".join(free), " ".join(lead)] + (
        [QCoreApplication.translate(
            "Rules", "In {misere}, a player who cannot follow suit and holds a joker without a suit "
            "must play it.").format(**fmt)] if any_misere else [])))

    # ------------------------------------------------------------------ play
    play_sec = page.section("play", QCoreApplication.translate("Rules", "Play"))
    play_sec.append(_p(
        QCoreApplication.translate(
            "Rules", "The contractor leads to the first trick. Everyone must follow the suit led if "
            "they can; if not, they may play any card. The highest trump in a trick wins it; a trick "
            "without trumps goes to the highest card of the suit led. The winner of each trick leads "
            "to the next."),
        QCoreApplication.translate(
            "Rules", "When the hand is played without a contractor, the player "
            "on the dealer's left leads instead.") if rules.all_pass == "play_nt" else "",
        QCoreApplication.translate(
            "Rules", "A hand has ten tricks, fewer when a {misere} contract fails early.").format(**fmt)
        if any_misere else QCoreApplication.translate("Rules", "A hand has ten tricks.")))

    # --------------------------------------------------------------- scoring
    sc = page.section("scoring", QCoreApplication.translate("Rules", "Scoring"))
    sc.append(_p(QCoreApplication.translate(
        "Rules", "Each contract has a value: 40 for 6 spades, 20 more for each step up in suit, and 100 "
        "more for each extra trick. The same values decide which bid is higher.")))
    sc.append(_values_table())
    if any_misere:
        sc.append(_p(" · ".join(
            f"{_cap(_word(rules, c))}: {misere_value(rules, c)}" for c in MISERE_CALLS if has_misere[c]),
            cls="order"))
    made = [QCoreApplication.translate(
        "Rules", "If the contractor's side takes at least as many tricks as it bid, it scores the "
        "value of the contract; otherwise it loses that value. Extra tricks earn nothing, with one "
        "exception:"),
        QCoreApplication.translate(
            "Rules", "a <b>slam</b>, winning all ten tricks on a contract worth less than {slam}, "
            "scores {slam} instead.").format(slam=SLAM_POINTS)]
    if any_misere:
        made.append(QCoreApplication.translate(
            "Rules", "({Misere} bids never count as a slam.)").format(**fmt))
    sc.append(_p(*made))
    defend = [QCoreApplication.translate(
        "Rules", "Every other side scores 10 points for each trick it took, whether the contract was "
        "made or not.")]
    if limit is not None:
        defend.append(QCoreApplication.translate(
            "Rules", "Points for tricks never take a side above <b>{limit}</b>: a side at {before} "
            "that takes three tricks moves to {limit}, not {after}, and a side already at {limit} "
            "or above gains nothing and loses nothing from its tricks.").format(
            before=limit - 10, after=limit + 20, **fmt))
        if rules.all_pass == "play_nt" or rules.misere_defenders_score:
            defend.append(QCoreApplication.translate(
                "Rules", "This limit applies to every score of 10 points per trick."))
    sc.append(_p(*defend))
    if any_misere:
        sc.append(_p(
            QCoreApplication.translate(
                "Rules", "A {misere} contractor scores the value of the bid if they took no trick and "
                "loses it if they took one.").format(**fmt),
            QCoreApplication.translate("Rules", "The other sides score nothing for their tricks.")
            if not rules.misere_defenders_score else QCoreApplication.translate(
                "Rules", "The other sides score 10 points for each trick they took.")))

    # ------------------------------------------------------------ winning
    win = page.section("winning", QCoreApplication.translate("Rules", "Winning and losing"))
    wins = []
    if rules.must_bid_to_win:
        wins.append(QCoreApplication.translate(
            "Rules", "A side wins by reaching {win} points or more, and it can only get there by making "
            "a contract it bid: points for tricks stop at {limit}.").format(**fmt))
    else:
        wins.append(QCoreApplication.translate(
            "Rules", "The first side to reach {win} points, by any points, wins.").format(**fmt))
        wins.append(QCoreApplication.translate(
            "Rules", "If several sides pass {win} in the same hand, the contractor wins if they are "
            "among them; otherwise the highest score wins.").format(**fmt)
            if rules.teams == "called" else QCoreApplication.translate(
            "Rules", "If several sides pass {win} in the same hand, the contractor's side wins if it "
            "is among them; otherwise the highest score wins.").format(**fmt))
    if lose is not None:
        two_sides = len(rules.sides) == 2
        wins.append(QCoreApplication.translate(
            "Rules", "A side whose score falls to {lose} or below has gone “out backwards” and loses; "
            "the other side wins.").format(**fmt) if two_sides else QCoreApplication.translate(
            "Rules", "A side whose score falls to {lose} or below has gone “out backwards” and loses; "
            "the highest score among the others wins.").format(**fmt))
        wins.append(QCoreApplication.translate(
            "Rules", "If one side wins and another goes out backwards in the same hand, the win "
            "counts."))
    wins.append(QCoreApplication.translate(
        "Rules", "If the winner would be decided by an exact tie for the highest score, nobody has won "
        "yet and play goes on."))
    win.append(_p(*wins))
    return page


def _values_table() -> str:
    head = "".join(f"<th>{_suit_html(s)}</th>" for s in range(4))
    rows = [f'<table class="values" cellspacing="0"><tr><th>'
            f'{QCoreApplication.translate("Rules", "Tricks")}</th>{head}<th>'
            f'{QCoreApplication.translate("Rules", "NT")}</th></tr>']
    for tricks in range(6, 11):
        cells = "".join(f'<td align="right">{numbered_value(f"{tricks}{letters}")}</td>'
                        for letters in TRUMP_LETTERS)
        rows.append(f'<tr><td align="center"><b>{tricks}</b></td>{cells}</tr>')
    rows.append("</table>")
    return "".join(rows)


# ================================================================ spades
def _spades_page(rules: RuleSet) -> _Page:
    fmt = {"win": rules.win_score, "limit": rules.bag_limit, "penalty": rules.bag_penalty,
           "lose": _points(rules.lose_score)}
    page = _Page(QCoreApplication.translate("Rules", "Spades"), QCoreApplication.translate(
        "Rules", "4 players in two partnerships, the standard 52-card pack, spades always trumps."))

    aim = page.section("aim", QCoreApplication.translate("Rules", "The aim"))
    aim.append(_p(
        QCoreApplication.translate(
            "Rules", "Four players play in two partnerships, partners sitting opposite each other. "
            "In each hand every player says how many tricks they expect to win, and each "
            "partnership tries to take at least the total of its two bids."),
        QCoreApplication.translate(
            "Rules", "The first partnership to reach {win} points wins.").format(**fmt)))

    deal = page.section("deal", QCoreApplication.translate("Rules", "The deal"))
    deal.append(_p(QCoreApplication.translate(
        "Rules", "The whole 52-card pack is dealt one card at a time, 13 to each player. The first "
        "dealer is chosen at random and the deal then passes to the left. Aces are high, and "
        "<b>spades are always trumps</b>.")))

    bid = page.section("bidding", QCoreApplication.translate("Rules", "Bidding"))
    bid.append(_p(
        QCoreApplication.translate(
            "Rules", "There is one round of bidding, starting with the player on the dealer's left. "
            "Everyone must bid: a number of tricks from 1 to 13, or nil. Nobody passes and nobody "
            "has to bid higher than the others. A partnership's contract is the sum of its bids "
            "other than nil."),
        QCoreApplication.translate(
            "Rules", "<b>Nil</b> is a promise to win no tricks at all. A nil bidder's partner plays "
            "for their own bid, which is then the partnership's contract.")))
    if rules.blind_nil:
        bid.append(_p(QCoreApplication.translate(
            "Rules", "<b>Blind nil</b> is a nil bid made before looking at your cards. It is worth "
            "twice as much as nil.")))

    play = page.section("play", QCoreApplication.translate("Rules", "Play"))
    play.append(_p(
        QCoreApplication.translate(
            "Rules", "The player on the dealer's left leads to the first trick and may not lead a "
            "spade. Everyone must follow the suit led if they can; otherwise they may play any "
            "card, a spade included. The highest spade in a trick wins it; a trick without spades "
            "goes to the highest card of the suit led. The winner of each trick leads to the next."),
        QCoreApplication.translate(
            "Rules", "Spades may not be led until they are <b>broken</b>, that is until a spade has "
            "been played to an earlier trick, unless the leader holds nothing but spades (on the "
            "first trick too).")))

    sc = page.section("scoring", QCoreApplication.translate("Rules", "Scoring"))
    sc.append(_ul([
        QCoreApplication.translate(
            "Rules", "A partnership that takes at least its contract scores 10 points for each trick "
            "bid, plus 1 point for each extra trick. Extra tricks are called <b>bags</b>."),
        QCoreApplication.translate(
            "Rules", "A partnership that falls short loses 10 points for each trick bid."),
        QCoreApplication.translate(
            "Rules", "Bags add up from hand to hand. Each time a partnership's bags reach {limit}, "
            "it loses {penalty} points and its bag count drops by {limit}.").format(**fmt),
        (QCoreApplication.translate(
            "Rules", "A nil bidder who takes no trick wins 100 points for the partnership, blind nil "
            "200; one who takes a trick loses 100, blind nil 200. This comes on top of the "
            "partner's result.") if rules.blind_nil else QCoreApplication.translate(
            "Rules", "A nil bidder who takes no trick wins 100 points for the partnership; one who "
            "takes a trick loses 100. This comes on top of the partner's result.")),
        QCoreApplication.translate(
            "Rules", "Tricks won by a nil bidder do not help the partner's bid, but they count as "
            "bags, 1 point each."),
    ]))
    sc.append(_p(QCoreApplication.translate(
        "Rules", "For example, a partnership that bids 5 and takes 7 scores 52 points and gains 2 "
        "bags.") + " " + QCoreApplication.translate(
        "Rules", "If that takes its bags to {limit} or more, it also loses {penalty} points.").format(
        **fmt)))
    sc.append(_p(QCoreApplication.translate(
        "Rules", "Taking all 13 tricks, a <b>Boston</b>, is announced but scores nothing extra.")))

    win = page.section("winning", QCoreApplication.translate("Rules", "Winning"))
    wins = [QCoreApplication.translate(
        "Rules", "The first partnership to reach {win} points wins. If both reach it in the same hand, "
        "the higher score wins; if the scores are equal, play goes on.").format(**fmt)]
    if rules.lose_score is not None:
        wins.append(QCoreApplication.translate(
            "Rules", "A partnership whose score falls to {lose} or below loses.").format(**fmt))
    win.append(_p(*wins))
    return page


# ================================================================ dialogs
class RulesDialog(QDialog):
    """The rules of the game at this table, in a scrolling page with links to its sections."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.setWindowTitle(self.tr("Rules of this game"))
        self.resize(720, 640)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(12)
        self.browser.setHtml(rules_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


class StatisticsModel(QAbstractTableModel):
    """The statistics as a table: a heading row and then one row per variant, and the same for contracts.

    Heading rows carry the column labels of their part ("played, won" or "bid, made"), so one
    table holds both parts; ``refresh()`` reads the ``Statistics`` again.
    """

    COLUMNS: Final = 4

    def __init__(self, statistics: Statistics, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self._rows: list[StatRow | str] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        rows: list[StatRow | str] = []
        stats = self.statistics.rows()
        games: list[StatRow] = []
        for game in STAT_GAMES:
            variants = [r for r in stats if r.section == "games" and r.game == game]
            games += variants
            if len(variants) > 1:
                games.append(StatRow("games", game, "", *self.statistics.game_totals(game)))
        contracts = [r for r in stats if r.section == "contracts"]
        if games:
            rows.append("games")
            rows += games
        if contracts:
            rows.append("contracts")
            rows += contracts
        self._rows = rows
        self.endResetModel()

    def is_empty(self) -> bool:
        return not self._rows

    def stat_rows(self) -> list[StatRow]:
        """The rows of ``Statistics.rows()`` as shown (headings and totals left out)."""
        return [r for r in self._rows if isinstance(r, StatRow) and r.key]

    # ---------------------------------------------------------------- words
    def variant_name(self, key: str) -> str:
        """'australian 6p 3v3' in words: 'Australian 500, 6 players, 3 against 3'."""
        words = key.split()
        if not words:   # the total over every variant of one game
            return ""
        if words[0] == "spades":
            return self.tr("Spades")
        names = {"australian": self.tr("Australian 500"), "american": self.tr("American 500")}
        parts = [names.get(words[0], words[0])]
        for word in words[1:]:
            if word.endswith("p") and word[:-1].isdigit():
                parts.append(self.tr("{n} players").format(n=word[:-1]))
            elif word == "3v3":
                parts.append(self.tr("two teams of three"))
            elif word == "2v2v2":
                parts.append(self.tr("three teams of two"))
            else:
                parts.append(word)
        return ", ".join(parts)

    def kind_name(self, kind: str) -> str:
        names = {
            "suit": self.tr("Suit contracts"),
            "nt": self.tr("No trumps"),
            "misere": self.tr("Misère (nullo)"),
            "open_misere": self.tr("Open misère (open nullo)"),
            "blind_misere": self.tr("Blind misère (blind nullo)"),
            "sans_kitty": self.tr("Sans kitty (sans widow)"),
            "nil": self.tr("Nil (Spades)"),
            "blind_nil": self.tr("Blind nil (Spades)"),
        }
        assert set(names) == set(CONTRACT_KINDS)
        return names.get(kind, kind)

    def _heading(self, section: str, column: int) -> str:
        if section == "games":
            texts = (self.tr("Games"), self.tr("Played"), self.tr("Won"), self.tr("Won %"))
        else:
            texts = (self.tr("Contracts you bid"), self.tr("Bid"), self.tr("Made"), self.tr("Made %"))
        return texts[column]

    # ---------------------------------------------------------------- model
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def flags(self, index: Index, /) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    def headerData(self, section: int, orientation: Qt.Orientation, /,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("What"), self.tr("Count"), self.tr("Successes"), "%")[section] \
                if 0 <= section < self.COLUMNS else None
        return None

    def data(self, index: Index, /, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if column == 0 else _RIGHT
        if role == Qt.ItemDataRole.FontRole and isinstance(row, StatRow) and not row.key:
            font = QFont()
            font.setItalic(True)
            return font
        if isinstance(row, str):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._heading(row, column)
            if role == Qt.ItemDataRole.FontRole:
                return QFont(self._bold)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                if row.section == "contracts":
                    return self.kind_name(row.key)
                if not row.key:
                    return (self.tr("All Spades games") if row.game == "spades"
                            else self.tr("All 500 games"))
                return self.variant_name(row.key)
            if column == 1:
                return str(row.count)
            if column == 2:
                return str(row.successes)
            percent = row.percent
            return "—" if percent is None else self.tr("{0:.0f} %").format(percent)
        if role == Qt.ItemDataRole.ToolTipRole and row.section == "games":
            return self.tr("{won} won of {played} played").format(won=row.successes, played=row.count)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{made} made of {bid} bid").format(made=row.successes, bid=row.count)
        return None


class StatisticsDialog(QDialog):
    """Games played and won per variant, contracts bid and made per kind, and a way to start afresh."""

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(520, 420)
        self.model = StatisticsModel(statistics, self)
        self.view = QTableView(self)
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().hide()
        self.view.setShowGrid(False)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, StatisticsModel.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.empty_label = QLabel(self.tr("No games or contracts counted yet. Finished games and the "
                                          "contracts you bid are counted here."), self)
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.reset_button = QPushButton(self.tr("Reset…"), self)
        self.reset_button.setToolTip(self.tr("Forget all games and contracts counted so far"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.model.refresh()
        empty = self.model.is_empty()
        self.view.setVisible(not empty)
        self.empty_label.setVisible(empty)
        self.reset_button.setEnabled(not empty)

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Forget all games and contracts counted so far? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.statistics.reset()
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Reset statistics"), self.tr(
                "The statistics file {path} could not be written ({reason}).").format(
                path=self.statistics.path, reason=exc.strerror or exc))
        self.refresh()
