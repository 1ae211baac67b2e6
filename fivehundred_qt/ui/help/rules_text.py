"""The building blocks of the rules pages (``rules_dialog.rules_html``): HTML helpers, the page
with its contents line, the variant's words, and what a 500 page asks of its rules.

Every page explains one ``RuleSet`` and nothing else: every paragraph is chosen by the options as
they are set, so the reader learns the game played at this table, in its own words (misère or
nullo, kitty or widow, from ``core.terms``).  Facts that the core computes (the deck, the rank of
each misère bid, where trick points stop) are asked of the core rather than restated here.

Sentences go through Qt's translation under the context ``"Rules"``; the core's words through
``core_text`` (context ``"Terms"``), as in the rest of the UI.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from ...core.actions import MISERE_CALLS, Bid
from ...core.cards import SUIT_SYMBOLS
from ...core.rules import RuleSet
from ...core.scoring import trick_limit
from ...core.terms import describe_bid, term
from ...translation import say
from ..form_helpers import capitalised

_RED: Final = "#c0182b"
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


def variant_word(rules: RuleSet, word: str) -> str:
    """A word of the variant (``term``), translated like every core word."""
    return say(term(rules, word))


def bid_text(rules: RuleSet, bid: Bid) -> str:
    return say(describe_bid(rules, bid))


def suit_html(suit: int) -> str:
    symbol = SUIT_SYMBOLS[suit]
    return f'<span style="color:{_RED}">{symbol}</span>' if suit >= 2 else symbol


def para(*sentences: str, cls: str = "") -> str:
    """A paragraph of the sentences that are not empty."""
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>" + " ".join(s for s in sentences if s) + "</p>"


def bullets(items: Sequence[str]) -> str:
    """A bulleted list of the items that are not empty."""
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items if item) + "</ul>"


def signed(value: int | None) -> str:
    """A score as printed: a true minus sign for negative numbers."""
    return "" if value is None else str(value).replace("-", "−")


class Page:
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
                 f"<h2>{self.title}</h2>", para(self.subtitle, cls="sub"),
                 para(QCoreApplication.translate("Rules", "Contents: {links}").format(links=links))]
        for anchor, title, blocks in self.sections:
            parts.append(f'<h3><a name="{anchor}"></a>{title}</h3>')
            parts.extend(blocks)
        parts.append("</body></html>")
        return "\n".join(parts)


@dataclass(frozen=True, slots=True)
class FiveHundredFacts:
    """What the sections of a 500 page ask of the rules, worked out once.

    ``fmt`` holds the words and numbers the sentences fill in: ``{kitty}``, ``{Misere}``, ``{open}``,
    ``{blind}`` (and capitalised), ``{win}``, ``{k}`` (kitty size), ``{limit}`` and ``{lose}``.
    """

    rules: RuleSet
    fmt: dict[str, Any]
    has_misere: dict[str, bool]
    partnership: bool
    two_jokers: bool
    limit: int | None

    @property
    def any_misere(self) -> bool:
        return any(self.has_misere.values())

    @classmethod
    def of(cls, rules: RuleSet) -> FiveHundredFacts:
        kitty = variant_word(rules, "kitty")
        misere, open_misere, blind_misere = (variant_word(rules, c) for c in MISERE_CALLS)
        limit = trick_limit(rules)
        fmt: dict[str, Any] = {
            "kitty": kitty, "Kitty": capitalised(kitty), "misere": misere, "Misere": capitalised(misere),
            "open": open_misere, "Open": capitalised(open_misere), "blind": blind_misere,
            "Blind": capitalised(blind_misere), "win": rules.win_score, "k": rules.kitty_size,
            "limit": limit, "lose": signed(rules.lose_score)}
        has_misere = {"misere": rules.misere != "off", "open_misere": rules.open_misere != "off",
                      "blind_misere": rules.blind_misere}
        return cls(rules, fmt, has_misere, partnership=rules.teams in ("2v2", "2v2v2", "3v3"),
                   two_jokers=rules.kitty_size == 6, limit=limit)
