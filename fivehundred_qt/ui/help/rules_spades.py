"""The rules page of partnership Spades (see ``rules_text``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.rules import RuleSet
from .rules_keys import keys_section
from .rules_text import Page, bullets, para, signed


def spades_page(rules: RuleSet) -> Page:
    """The rules of partnership Spades as these ``rules`` set them (blind nil, bags, the scores)."""
    fmt = {"win": rules.win_score, "limit": rules.bag_limit, "penalty": rules.bag_penalty,
           "lose": signed(rules.lose_score)}
    page = Page(QCoreApplication.translate("Rules", "Spades"), QCoreApplication.translate(
        "Rules", "4 players in two partnerships, the standard 52-card pack, spades always trumps."))

    aim = page.section("aim", QCoreApplication.translate("Rules", "The aim"))
    aim.append(para(
        QCoreApplication.translate(
            "Rules", "Four players play in two partnerships, partners sitting opposite each other. "
            "In each hand every player says how many tricks they expect to win, and each "
            "partnership tries to take at least the total of its two bids."),
        QCoreApplication.translate(
            "Rules", "The first partnership to reach {win} points wins.").format(**fmt)))

    deal = page.section("deal", QCoreApplication.translate("Rules", "The deal"))
    deal.append(para(QCoreApplication.translate(
        "Rules", "The whole 52-card pack is dealt one card at a time, 13 to each player. The first "
        "dealer is chosen at random and the deal then passes to the left. Aces are high, and "
        "<b>spades are always trumps</b>.")))

    bid = page.section("bidding", QCoreApplication.translate("Rules", "Bidding"))
    bid.append(para(
        QCoreApplication.translate(
            "Rules", "There is one round of bidding, starting with the player on the dealer's left. "
            "Everyone must bid: a number of tricks from 1 to 13, or nil. Nobody passes and nobody "
            "has to bid higher than the others. A partnership's contract is the sum of its bids "
            "other than nil."),
        QCoreApplication.translate(
            "Rules", "<b>Nil</b> is a promise to win no tricks at all. A nil bidder's partner plays "
            "for their own bid, which is then the partnership's contract.")))
    if rules.blind_nil:
        bid.append(para(QCoreApplication.translate(
            "Rules", "<b>Blind nil</b> is a nil bid made before looking at your cards. It is worth "
            "twice as much as nil.")))

    play = page.section("play", QCoreApplication.translate("Rules", "Play"))
    play.append(para(
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
    sc.append(bullets([
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
    sc.append(para(QCoreApplication.translate(
        "Rules", "For example, a partnership that bids 5 and takes 7 scores 52 points and gains 2 "
        "bags.") + " " + QCoreApplication.translate(
        "Rules", "If that takes its bags to {limit} or more, it also loses {penalty} points.").format(
        **fmt)))
    sc.append(para(QCoreApplication.translate(
        "Rules", "Taking all 13 tricks, a <b>Boston</b>, is announced but scores nothing extra.")))

    win = page.section("winning", QCoreApplication.translate("Rules", "Winning"))
    wins = [QCoreApplication.translate(
        "Rules", "The first partnership to reach {win} points wins. If both reach it in the same hand, "
        "the higher score wins; if the scores are equal, play goes on.").format(**fmt)]
    if rules.lose_score is not None:
        wins.append(QCoreApplication.translate(
            "Rules", "A partnership whose score falls to {lose} or below loses.").format(**fmt))
    win.append(para(*wins))
    keys_section(page, rules)
    return page
