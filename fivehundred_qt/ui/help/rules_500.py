"""The rules page of 500 (see ``rules_text``): its title, and the sections up to the auction.

The sections from the misère bids on are in ``rules_500_play``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.cards import deck_for
from ...core.rules import RuleSet
from .rules_500_play import contract_and_play_sections
from .rules_keys import keys_section
from .rules_text import FiveHundredFacts, Page, para, variant_word


def five_hundred_page(rules: RuleSet) -> Page:
    """The rules of the game of 500 these ``rules`` describe."""
    facts = FiveHundredFacts.of(rules)
    page = Page(_title(rules), _subtitle(rules))
    for add in (_aim, _players_and_deck, _deal, _card_order, _auction):
        add(page, facts)
    contract_and_play_sections(page, facts)
    keys_section(page, rules)
    return page


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
        players=rules.players, form=forms[rules.teams], size=size, kitty=variant_word(rules, "kitty"),
        k=rules.kitty_size)

def _aim(page: Page, facts: FiveHundredFacts) -> None:
    """The aim: what a contract is and how the game is won."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    aim = page.section("aim", QCoreApplication.translate("Rules", "The aim"))
    aim.append(para(_sides_text(rules)))
    aim.append(para(
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
    aim.append(para(QCoreApplication.translate(
        "Rules", "The first side to reach {win} points wins the game (see <i>Winning and "
        "losing</i>).").format(**fmt)))


def _players_and_deck(page: Page, facts: FiveHundredFacts) -> None:
    """Players, teams and the deck."""
    rules, fmt, two_jokers = facts.rules, facts.fmt, facts.two_jokers
    deck = page.section("deck", QCoreApplication.translate("Rules", "Players, teams and the deck"))
    deck.append(para(_teams_text(rules), _score_keeping(rules)))
    deck_parts = [QCoreApplication.translate("Rules", "The deck has {deck}").format(
        deck=_deck_text(rules))]
    if two_jokers:
        deck_parts.append(QCoreApplication.translate(
            "Rules", "Wherever the two jokers meet, the black joker ranks above the red one."))
    if rules.players == 6:
        deck_parts.append(QCoreApplication.translate(
            "Rules", "The 11s, 12s and 13s rank between the 10 and the jack, in number order."))
    deck.append(para(*deck_parts))
    deal_parts = [QCoreApplication.translate(
        "Rules", "Everyone receives 10 cards, and {k} cards go face down to the {kitty}, for the "
        "contractor to pick up.").format(**fmt)]
    if rules.players == 2:
        deal_parts.append(QCoreApplication.translate(
            "Rules", "A third hand of 10 cards, the <b>dead hand</b>, is dealt face down and never "
            "used: nobody sees it, so neither player knows which cards are out of play."))
    deck.append(para(*deal_parts))


def _deal(page: Page, facts: FiveHundredFacts) -> None:
    """The deal: who deals and in what packets."""
    rules, fmt, kitty = facts.rules, facts.fmt, facts.fmt["kitty"]
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
    deal.append(para(*deal_text))


def _card_order(page: Page, facts: FiveHundredFacts) -> None:
    """Card order: in trumps, in the other suits, at no trumps and for bidding."""
    rules, two_jokers = facts.rules, facts.two_jokers
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
    order.append(para(QCoreApplication.translate(
        "Rules", "<b>In the trump suit</b>, from highest to lowest:")))
    order.append(para(" › ".join(trumps), cls="order"))
    order.append(para(
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
    order.append(para(QCoreApplication.translate(
        "Rules", "<b>In the other suits</b>, from highest to lowest:")))
    order.append(para(" › ".join(plain), cls="order"))
    order.append(para(QCoreApplication.translate(
        "Rules", "<b>At no trumps</b> there is no trump suit and every jack stays in its own suit in "
        "its usual place. The joker then has rules of its own (see <i>The joker</i>).")))
    order.append(para(QCoreApplication.translate(
        "Rules", "<b>For bidding</b>, the suits rank from low to high: spades, clubs, diamonds, hearts, "
        "and no trumps above them all.")))


def _auction(page: Page, facts: FiveHundredFacts) -> None:
    """The auction: Australian or American bidding, and what happens when all pass."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    partnership, limit = facts.partnership, facts.limit
    american = rules.variant == "american"
    auction = page.section("auction", QCoreApplication.translate("Rules", "The auction"))
    auction.append(para(
        QCoreApplication.translate(
            "Rules", "A bid names a number of tricks from 6 to 10 and a trump suit, or no trumps. "
            "Every bid must be higher than the bid before it. Bids rank by their value in the table "
            "under <i>Scoring</i>: 7 spades (140) beats 6 no trumps (120), and 8 spades (240) beats "
            "7 no trumps (220)."),
        QCoreApplication.translate(
            "Rules", "The {misere} bids fit into the same order (see <i>{Misere}</i>).").format(**fmt)
        if any_misere else ""))
    if not american:
        auction.append(para(QCoreApplication.translate(
            "Rules", "Bidding starts with the player on the dealer's left and goes round the table as "
            "many times as needed. On your turn you either bid higher or pass. A player who passes "
            "is out of the auction for the rest of the hand. When all but one player have passed, "
            "the last bid wins and its bidder becomes the contractor.")))
        if rules.raise_own_bid:
            auction.append(para(QCoreApplication.translate(
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
        auction.append(para(
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
        auction.append(para(*inkle))
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
    auction.append(para(nobody))
