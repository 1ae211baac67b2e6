"""The rules page of 500, second part: the misère bids, sans kitty, the kitty, the partner call,
the joker, play, scoring, and winning and losing (see ``rules_500`` for the first part).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.actions import BIDS, MISERE_CALLS, TRUMP_LETTERS, Bid, numbered_value
from ...core.auction import ladder, misere_value, rank_key
from ...core.rules import RuleSet
from ...core.scoring import SLAM_POINTS
from ..form_helpers import capitalised
from .rules_text import FiveHundredFacts, Page, bid_text, bullets, para, suit_html, variant_word


def contract_and_play_sections(page: Page, facts: FiveHundredFacts) -> None:
    """Add the sections from the misère bids to winning and losing, in the page's order."""
    for add in (_misere, _sans_kitty, _kitty, _partner_call, _joker, _play, _scoring, _winning):
        add(page, facts)


def _neighbours(rules: RuleSet, call: str) -> tuple[Bid | None, Bid | None, list[Bid]]:
    """The calls just below and just above a misère-family call (sans-kitty bids aside), and its equals."""
    mine = BIDS[call, False]
    key = rank_key(rules, mine)
    plain = [b for b in ladder(rules)[1] if not b.sans_kitty and b is not mine]
    below = [b for b in plain if rank_key(rules, b) < key]
    above = [b for b in plain if rank_key(rules, b) > key]
    equal = [b for b in plain if rank_key(rules, b) == key]
    return (below[-1] if below else None), (above[0] if above else None), equal


def _misere(page: Page, facts: FiveHundredFacts) -> None:
    """The misère family: when each may be bid, its value and rank, and how it is played."""
    rules, fmt, any_misere, has_misere = facts.rules, facts.fmt, facts.any_misere, facts.has_misere
    partnership, two_jokers = facts.partnership, facts.two_jokers
    mis = page.section("misere", "{Misere}".format(**fmt))
    if not any_misere:
        mis.append(para(QCoreApplication.translate(
            "Rules", "There are no {misere} bids at this table: every contract is a number of tricks "
            "to win.").format(**fmt)))
    else:
        mis.append(para(QCoreApplication.translate(
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
            name = variant_word(rules, call)
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
                    below=bid_text(rules, below), above=bid_text(rules, above))
            elif below is not None:
                rank = QCoreApplication.translate(
                    "Rules", "It ranks above {below}, so nothing can be bid over it.").format(
                    below=bid_text(rules, below))
            else:
                rank = ""
            if equal:
                rank += " " + QCoreApplication.translate(
                    "Rules", "It ranks level with {other}: neither may be bid over the other.").format(
                    other=", ".join(bid_text(rules, b) for b in equal))
            items.append(" ".join(s for s in (what.format(name=capitalised(name), value=value), rule, rank)
                                  if s))
        mis.append(bullets(items))
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
        mis.append(para(*play))
        if rules.sans_kitty:
            mis.append(para(QCoreApplication.translate(
                "Rules", "{Misere} bids are never sans {kitty}.").format(**fmt)))


def _sans_kitty(page: Page, facts: FiveHundredFacts) -> None:
    """Bids sans kitty (only where they are allowed)."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    if rules.sans_kitty:
        sans = page.section("sans", QCoreApplication.translate("Rules", "Sans {kitty}").format(**fmt))
        sans.append(para(
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


def _kitty(page: Page, facts: FiveHundredFacts) -> None:
    """The kitty: taking it and discarding."""
    rules, fmt = facts.rules, facts.fmt
    kit = page.section("kitty", QCoreApplication.translate("Rules", "The {kitty}").format(**fmt))
    kit.append(para(
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


def _partner_call(page: Page, facts: FiveHundredFacts) -> None:
    """The partner call (five players only)."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    if rules.teams == "called":
        partners = page.section("partners", QCoreApplication.translate("Rules", "The partner call"))
        partners.append(para(
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


def _joker(page: Page, facts: FiveHundredFacts) -> None:
    """The joker (or jokers): with trumps, at no trumps and in misère, nominated or not."""
    rules, fmt, any_misere, two_jokers = facts.rules, facts.fmt, facts.any_misere, facts.two_jokers
    joker_title = (QCoreApplication.translate("Rules", "The jokers") if two_jokers
                   else QCoreApplication.translate("Rules", "The joker"))
    jok = page.section("joker", joker_title)
    jok.append(para(QCoreApplication.translate(
        "Rules", "<b>With a trump suit</b>, the joker is simply the highest trump and follows every "
        "rule of the trump suit.") + (" " + QCoreApplication.translate(
            "Rules", "The black joker is higher still.") if two_jokers else "")))
    nt_or_misere = (QCoreApplication.translate("Rules", "At no trumps and in {misere}").format(**fmt)
                    if any_misere else QCoreApplication.translate("Rules", "At no trumps"))
    if rules.joker_nomination:
        jok.append(para(
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
    jok.append(bullets([" ".join(free), " ".join(lead)] + (
        [QCoreApplication.translate(
            "Rules", "In {misere}, a player who cannot follow suit and holds a joker without a suit "
            "must play it.").format(**fmt)] if any_misere else [])))


def _play(page: Page, facts: FiveHundredFacts) -> None:
    """Play: leading, following suit and winning tricks."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    play_sec = page.section("play", QCoreApplication.translate("Rules", "Play"))
    play_sec.append(para(
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


def _scoring(page: Page, facts: FiveHundredFacts) -> None:
    """Scoring: the values table, made and failed contracts, the defenders."""
    rules, fmt, any_misere = facts.rules, facts.fmt, facts.any_misere
    has_misere, limit = facts.has_misere, facts.limit
    sc = page.section("scoring", QCoreApplication.translate("Rules", "Scoring"))
    sc.append(para(QCoreApplication.translate(
        "Rules", "Each contract has a value: 40 for 6 spades, 20 more for each step up in suit, and 100 "
        "more for each extra trick. The same values decide which bid is higher.")))
    sc.append(_values_table())
    if any_misere:
        sc.append(para(" · ".join(
            f"{capitalised(variant_word(rules, c))}: {misere_value(rules, c)}"
            for c in MISERE_CALLS if has_misere[c]),
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
    sc.append(para(*made))
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
    sc.append(para(*defend))
    if any_misere:
        sc.append(para(
            QCoreApplication.translate(
                "Rules", "A {misere} contractor scores the value of the bid if they took no trick and "
                "loses it if they took one.").format(**fmt),
            QCoreApplication.translate("Rules", "The other sides score nothing for their tricks.")
            if not rules.misere_defenders_score else QCoreApplication.translate(
                "Rules", "The other sides score 10 points for each trick they took.")))


def _winning(page: Page, facts: FiveHundredFacts) -> None:
    """Winning and losing."""
    rules, fmt, lose = facts.rules, facts.fmt, facts.rules.lose_score
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
    win.append(para(*wins))


def _values_table() -> str:
    head = "".join(f"<th>{suit_html(s)}</th>" for s in range(4))
    tricks_word = QCoreApplication.translate("Rules", "Tricks")
    no_trumps = QCoreApplication.translate("Rules", "NT")
    rows = [f'<table class="values" cellspacing="0"><tr><th>{tricks_word}</th>{head}'
            f'<th>{no_trumps}</th></tr>']
    for tricks in range(6, 11):
        cells = "".join(f'<td align="right">{numbered_value(f"{tricks}{letters}")}</td>'
                        for letters in TRUMP_LETTERS)
        rows.append(f'<tr><td align="center"><b>{tricks}</b></td>{cells}</tr>')
    rows.append("</table>")
    return "".join(rows)
