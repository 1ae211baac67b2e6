"""Cards, suits and the decks of 500 and Spades.

A card is a small ``int`` subclass: cheap to compare and hash in the hot loops of self-play and
search, yet printing as its record text (``10D``, ``RJ``).  Every card exists exactly once, in
``CARDS``; the constructors return those shared instances.
"""

from __future__ import annotations

from typing import Final

from .checks import shown

SPADES: Final = 0
CLUBS: Final = 1
DIAMONDS: Final = 2
HEARTS: Final = 3
JOKER_SUIT: Final = 4
"""The pseudo-suit of the jokers (and of a joker that has no suit in play)."""

SUITS: Final = (SPADES, CLUBS, DIAMONDS, HEARTS)
SUIT_LETTERS: Final = "SCDH"
SUIT_SYMBOLS: Final = "♠♣♦♥"
SUIT_NAMES: Final = ("spades", "clubs", "diamonds", "hearts")

# Rank ordinals, low to high in a plain suit: 2..10, then the 6-player 11, 12, 13, then J Q K A.
JACK: Final = 14
QUEEN: Final = 15
KING: Final = 16
ACE: Final = 17
RANK_TEXT: Final = {**{r: str(r) for r in range(2, 14)}, JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
RANK_NAMES: Final = {**{r: str(r) for r in range(2, 14)}, JACK: "jack", QUEEN: "queen",
                     KING: "king", ACE: "ace"}

RED_JOKER_CODE: Final = JOKER_SUIT * 20
BLACK_JOKER_CODE: Final = JOKER_SUIT * 20 + 1


class Card(int):
    """One playing card; ``int(card) == suit * 20 + rank`` (jokers: 80 red, 81 black)."""

    __slots__ = ()

    @property
    def suit(self) -> int:
        """Printed suit (``JOKER_SUIT`` for jokers)."""
        return int(self) // 20

    @property
    def rank(self) -> int:
        """Rank ordinal (2..17); 0 for the red joker, 1 for the black one."""
        return int(self) % 20

    @property
    def is_joker(self) -> bool:
        return int(self) >= RED_JOKER_CODE

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card({_TEXT[int(self)]!r})"

    @property
    def name(self) -> str:
        """Words a player reads: 'the 7 of hearts', 'the red joker'."""
        if self.is_joker:
            return "the black joker" if int(self) == BLACK_JOKER_CODE else "the red joker"
        return f"the {RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


_TEXT: dict[int, str] = {}
CARDS: dict[int, Card] = {}
for _suit in SUITS:
    for _rank in range(2, 18):
        _code = _suit * 20 + _rank
        _TEXT[_code] = RANK_TEXT[_rank] + SUIT_LETTERS[_suit]
        CARDS[_code] = Card(_code)
_TEXT[RED_JOKER_CODE] = "RJ"
_TEXT[BLACK_JOKER_CODE] = "BJ"
CARDS[RED_JOKER_CODE] = Card(RED_JOKER_CODE)
CARDS[BLACK_JOKER_CODE] = Card(BLACK_JOKER_CODE)
BY_TEXT: Final = {text: CARDS[code] for code, text in _TEXT.items()}

RED_JOKER: Final = CARDS[RED_JOKER_CODE]
BLACK_JOKER: Final = CARDS[BLACK_JOKER_CODE]
CARD_CODES: Final = 82
"""Size of a list indexed by card code."""


def card(suit: int, rank: int) -> Card:
    return CARDS[suit * 20 + rank]


def parse_card(text: str) -> Card:
    """The card for its record text; ``ValueError`` names the bad text."""
    found = BY_TEXT.get(text) if isinstance(text, str) else None
    if found is None:
        raise ValueError(f"{shown(text)} is not a card (examples: 10D, AS, 12S, RJ)")
    return found


def parse_suit(text: str) -> int:
    if not isinstance(text, str) or len(text) != 1 or text not in SUIT_LETTERS:
        raise ValueError(f"{shown(text)} is not a suit (one of S, C, D, H)")
    return SUIT_LETTERS.index(text)


def _ranks(low: int) -> list[int]:
    return [r for r in range(low, 11)] + [JACK, QUEEN, KING, ACE]


def deck_for(players: int, kitty_size: int, *, spades: bool = False) -> tuple[Card, ...]:
    """The deck for this table (docs/rules.md, "Decks"; Spades: the standard 52)."""
    if spades:
        return tuple(card(s, r) for s in SUITS for r in _ranks(2))
    cards: list[Card] = []
    if players == 4:
        for s in SUITS:
            low = 4 if (s in (DIAMONDS, HEARTS) or kitty_size > 3) else 5
            cards += [card(s, r) for r in _ranks(low)]
        cards.append(RED_JOKER)
        if kitty_size == 6:
            cards.append(BLACK_JOKER)
    elif players == 6:
        for s in SUITS:
            cards += [card(s, r) for r in _ranks(2)]
            cards += [card(s, 11), card(s, 12)]
            if s in (DIAMONDS, HEARTS) or kitty_size > 3:
                cards.append(card(s, 13))
        cards.append(RED_JOKER)
        if kitty_size == 6:
            cards.append(BLACK_JOKER)
    elif players in (2, 3):
        for s in SUITS:
            cards += [card(s, r) for r in _ranks(7)]
        cards.append(RED_JOKER)
    elif players == 5:
        for s in SUITS:
            cards += [card(s, r) for r in _ranks(2)]
        cards.append(RED_JOKER)
    else:
        raise ValueError(f"no 500 deck for {players} players")
    return tuple(sorted(cards))
