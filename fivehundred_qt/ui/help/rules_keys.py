"""The help page's section on playing without a mouse or without sight: the keys, what a screen
reader is told, and how to hear the table again (``table_reading``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.rules import RuleSet
from .rules_text import Page, bullets, para, variant_word

translate = QCoreApplication.translate
"""Each call names its context ("Rules", as the rest of the page), as Qt's lupdate needs."""


def keys_section(page: Page, rules: RuleSet) -> None:
    """'Playing by keys and by ear', the last section of every rules page."""
    blocks = page.section("keys", translate("Rules", "Playing by keys and by ear"))
    blocks.append(para(translate(
        "Rules", "Every decision can be made with the keyboard, and a screen reader (such as "
        "Orca or NVDA) is told everything that happens.")))
    keys = [translate(
        "Rules", "<b>← →</b> (or <b>↑ ↓</b>) on the table: from card to card you may play; with "
        "<b>Ctrl</b>, to every card, to hear why one cannot be played. <b>Enter</b> plays the "
        "card.")]
    if not rules.is_spades:
        kitty = variant_word(rules, "kitty")
        keys.append(translate(
            "Rules", "Putting cards back in the {kitty}: <b>Space</b> or <b>Enter</b> chooses the "
            "card or keeps it, <b>D</b> discards the cards chosen.").format(kitty=kitty))
        keys.append(translate(
            "Rules", "<b>Tab</b> goes on to the bid grid and the calls beside it; in the grid the "
            "arrows go from bid to bid (a bid that cannot be called is skipped, and at the edge "
            "you hear “No higher bid”), <b>Enter</b> bids."))
    else:
        keys.append(translate("Rules", "<b>Tab</b> goes on to the bid buttons; <b>Enter</b> bids."))
    keys.append(translate(
        "Rules", "<b>H</b> suggests a card or a call, <b>L</b> shows the last trick, <b>N</b> "
        "deals the next hand, <b>P</b> pauses, <b>F1</b> opens this page."))
    blocks.append(bullets(keys))
    blocks.append(para(translate("Rules", "Keys that read the table aloud, whenever you like:")))
    blocks.append(bullets([
        translate("Rules", "<b>T</b>: the trick so far, card by card, and whose turn it is."),
        translate("Rules", "<b>S</b>: each side's score and the contract."),
        translate("Rules", "<b>C</b>: the tricks won against the tricks needed, and those the "
                  "defenders need."),
        translate("Rules", "<b>O</b>: the hands lying face up.")]))
    said = translate(
        "Rules", "What you hear: the card under the keys (“Q♥, playable”, or why it cannot be "
        "played); each call and card as it is made (“West plays K♥”), each trick's winner and "
        "the result of the hand; the contract once, when it is made (“North's contract: 8 no "
        "trumps; you defend”); and what you are asked to decide.")
    if not rules.is_spades:
        said += " " + translate(
            "Rules", "A card picked up from the {kitty} says so; the bids in the grid and in the "
            "Auction are read in words, and a bid that cannot be called says why.").format(
            kitty=variant_word(rules, "kitty"))
    blocks.append(para(said))
