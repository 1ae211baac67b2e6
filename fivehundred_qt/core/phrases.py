"""Words the core says to a player, kept translatable without the core knowing any language but
English.

A ``Phrase`` is an English template with named arguments, under a translation context:
``Phrase.translate("Reasons", "you must follow {suit}").format(suit=suit_word(HEARTS))``.  ``str()``
of it is the English sentence (records, the command line, logs); the window looks the template
up in its translations under the same context and fills in the arguments, translating those that
are phrases or cards themselves (``translation.say``).  So the core returns reason codes
with arguments, the English wording stays where it always was, and there is no Qt here.

The method is called ``translate`` so that Qt's ``lupdate`` finds every template in the core's
source as it finds ``QCoreApplication.translate`` calls in the window's.
"""

from __future__ import annotations

from typing import Final, Union

from .cards import Card

Argument = Union[str, int, float, Card, "Phrase", tuple["Phrase", ...]]
"""What a phrase may be filled with: a number, a name (of a player: never translated), a card
(written in words in English, as a symbol in the window), another phrase, or a list of phrases
(written with commas)."""


class Phrase:
    """An English template under a translation context, with its arguments."""

    __slots__ = ("args", "context", "text")

    def __init__(self, context: str, text: str, args: dict[str, Argument]) -> None:
        self.context = context
        self.text = text
        self.args = args

    @classmethod
    def translate(cls, context: str, text: str) -> Phrase:
        """The phrase ``text`` of ``context``; its placeholders (``{name}``) are filled by
        ``format`` (``lupdate`` finds only calls with the two literal strings)."""
        return cls(context, text, {})

    def format(self, **args: Argument) -> Phrase:
        """This template with (more) arguments; still a phrase, not yet a string."""
        return Phrase(self.context, self.text, {**self.args, **args})

    def __str__(self) -> str:
        # numbers stay numbers, for the template's format specifications ('{tricks:.1f}'); a card
        # is an int too, but written in words
        return self.text.format(**{k: v if isinstance(v, int | float) and not isinstance(v, Card)
                                   else english(v) for k, v in self.args.items()})

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Phrase({self.context!r}, {str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.context, self.text, self.args) == \
            (other.context, other.text, other.args)

    def __hash__(self) -> int:
        return hash((self.context, self.text))


def english(value: Argument) -> str:
    """An argument as the English sentence has it."""
    if isinstance(value, Card):
        return value.name
    if isinstance(value, Phrase):
        return str(value)
    if isinstance(value, tuple):
        return ", ".join(map(str, value))
    return value if isinstance(value, str) else format(value)


SUIT_WORDS: Final = (Phrase.translate("Terms", "spades"), Phrase.translate("Terms", "clubs"),
                     Phrase.translate("Terms", "diamonds"), Phrase.translate("Terms", "hearts"),
                     Phrase.translate("Terms", "no trumps"))
"""The suits' names in the order of ``cards.SUIT_NAMES``, and no trumps at index 4."""
