"""Decisions a seat makes: small immutable values with the text forms of game records (docs/records.md).

The core hands out shared instances from ``legal_actions()``; an equal value built by a caller is
accepted just the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from .cards import CARDS, SUIT_LETTERS, Card, parse_card, parse_suit
from .checks import in_range, one_of, shown

TRUMP_LETTERS: Final = ("S", "C", "D", "H", "NT")
MAX_SEAT: Final = 99     # far above any table; keeps numbers from outside small enough to print
MISERE_CALLS: Final = ("misere", "open_misere", "blind_misere")


@dataclass(frozen=True, slots=True)
class Bid:
    """A call in the auction: ``pass``, ``7NT`` (optionally sans kitty), ``misere``…; Spades:
    ``"5"``, ``nil``, ``blind_nil``."""

    call: str
    sans_kitty: bool = False

    def __str__(self) -> str:
        return self.call + (" sans kitty" if self.sans_kitty else "")

    @property
    def is_pass(self) -> bool:
        return self.call == "pass"

    @property
    def is_numbered(self) -> bool:
        """A 500 bid of 6 to 10 tricks in a suit or NT."""
        return self.call in _TRUMP

    @property
    def is_misere(self) -> bool:
        return self.call in MISERE_CALLS

    @property
    def tricks(self) -> int:
        """Tricks bid: 6-10 for a numbered 500 bid, 0-13 for Spades (nil is 0), else 0."""
        return _TRICKS.get(self.call, 0)

    @property
    def trump(self) -> int | None:
        """Suit index 0-3 of a numbered suit bid, 4 for NT, else None."""
        return _TRUMP.get(self.call)

    def to_record(self) -> dict[str, Any]:
        value: Any = int(self.call) if self.call.isdigit() else self.call
        out: dict[str, Any] = {"bid": value}
        if self.sans_kitty:
            out["sans_kitty"] = True
        return out


_TRICKS: dict[str, int] = {}
_TRUMP: dict[str, int] = {}
NUMBERED_CALLS: list[str] = []
for _t in range(6, 11):
    for _i, _letters in enumerate(TRUMP_LETTERS):
        _c = f"{_t}{_letters}"
        NUMBERED_CALLS.append(_c)
        _TRICKS[_c] = _t
        _TRUMP[_c] = _i
for _n in range(1, 14):
    _TRICKS[str(_n)] = _n
SPADES_CALLS: Final = ("nil", *[str(n) for n in range(1, 14)], "blind_nil")

PASS: Final = Bid("pass")
BIDS: Final[dict[tuple[str, bool], Bid]] = {("pass", False): PASS}
for _c in NUMBERED_CALLS:
    BIDS[_c, False] = Bid(_c)
    BIDS[_c, True] = Bid(_c, True)
for _c in (*MISERE_CALLS, *SPADES_CALLS):
    BIDS[_c, False] = Bid(_c)


def numbered_value(call: str) -> int:
    """The Avondale value of a numbered bid (docs/rules.md, "Numbered bids")."""
    return 40 + 20 * _TRUMP[call] + 100 * (_TRICKS[call] - 6)


@dataclass(frozen=True, slots=True)
class Discard:
    """The cards the contractor puts back after taking the kitty (kept sorted)."""

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Discard:
        return cls(tuple(sorted(cards)))

    def __str__(self) -> str:
        return "discard " + " ".join(str(c) for c in self.cards)

    def to_record(self) -> dict[str, Any]:
        return {"discard": [str(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Partners:
    """The seats the contractor of a 5-player game names as partners (kept sorted)."""

    seats: tuple[int, ...]

    @classmethod
    def of(cls, seats: Iterable[int]) -> Partners:
        return cls(tuple(sorted(seats)))

    def __str__(self) -> str:
        return "partners " + " ".join(str(s) for s in self.seats)

    def to_record(self) -> dict[str, Any]:
        return {"partners": list(self.seats)}


@dataclass(frozen=True, slots=True)
class JokerSuit:
    """The suit nominated for the contractor's joker being asked about, or None to decline."""

    suit: int | None

    def __str__(self) -> str:
        return "joker " + ("none" if self.suit is None else SUIT_LETTERS[self.suit])

    def to_record(self) -> dict[str, Any]:
        return {"joker_suit": "none" if self.suit is None else SUIT_LETTERS[self.suit]}


@dataclass(frozen=True, slots=True)
class Play:
    """A card played; ``lead_suit`` only when a joker with no suit leads a trick."""

    card: Card
    lead_suit: int | None = None

    def __str__(self) -> str:
        if self.lead_suit is None:
            return str(self.card)
        return f"{self.card} {SUIT_LETTERS[self.lead_suit]}"

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"play": str(self.card)}
        if self.lead_suit is not None:
            out["lead_suit"] = SUIT_LETTERS[self.lead_suit]
        return out


Action = Bid | Discard | Partners | JokerSuit | Play

# Shared instances: legal_actions() and record parsing hand these out, so a legality check is
# an identity test.
PLAYS: Final[dict[tuple[int, int | None], Play]] = {}
for _code, _card in CARDS.items():
    PLAYS[_code, None] = Play(_card)
    if _card.is_joker:
        for _s in range(4):
            PLAYS[_code, _s] = Play(_card, _s)
JOKER_SUITS: Final = (JokerSuit(None), *(JokerSuit(s) for s in range(4)))


def play(card: Card, lead_suit: int | None = None) -> Play:
    """The shared ``Play`` for a card (and the suit a suitless joker names when leading)."""
    found = PLAYS.get((card, lead_suit))
    return found if found is not None else Play(card, lead_suit)
_KEYS: Final = ("bid", "discard", "partners", "joker_suit", "play")
_ALLOWED: Final = {"bid": {"sans_kitty"}, "play": {"lead_suit"}, "discard": set(),
                   "partners": set(), "joker_suit": set()}


def action_from_record(obj: Mapping[str, Any], *, spades: bool) -> tuple[int, Action]:
    """``(seat, action)`` from one record action object; ``ValueError`` says what is wrong."""
    if not isinstance(obj, Mapping):
        raise ValueError("an action must be an object")
    seat = obj.get("seat")
    if not in_range(seat, 0, MAX_SEAT):
        raise ValueError(f"an action needs an integer 'seat' from 0 to {MAX_SEAT}")
    kinds = [k for k in _KEYS if k in obj]
    if len(kinds) != 1:
        raise ValueError("an action needs exactly one of: " + ", ".join(_KEYS))
    kind = kinds[0]
    extra = set(obj) - {"seat", kind} - _ALLOWED[kind]
    if extra:
        raise ValueError("unknown key(s) in action: " + ", ".join(shown(k) for k in sorted(extra)))
    value = obj[kind]
    if kind == "bid":
        sans = obj.get("sans_kitty", False)
        if not isinstance(sans, bool):
            raise ValueError("'sans_kitty' must be true or false")
        if spades:
            if not (in_range(value, 1, 13) or one_of(value, ("nil", "blind_nil"))):
                raise ValueError(f"{shown(value)} is not a Spades bid (1-13, \"nil\", \"blind_nil\")")
            if sans:
                raise ValueError("Spades bids are never sans kitty")
            return seat, BIDS[str(value), False]
        if not isinstance(value, str) or (value, sans) not in BIDS or value in SPADES_CALLS:
            raise ValueError(f"{shown(value)}{' sans kitty' if sans else ''} is not a 500 call "
                             "(pass, 6S … 10NT, misere, open_misere, blind_misere)")
        return seat, BIDS[value, sans]
    if kind == "discard":
        if not isinstance(value, list):
            raise ValueError("'discard' must be a list of cards")
        return seat, Discard.of(parse_card(c) for c in value)
    if kind == "partners":
        if not isinstance(value, list) or not all(in_range(s, 0, MAX_SEAT) for s in value):
            raise ValueError("'partners' must be a list of seats")
        return seat, Partners.of(value)
    if kind == "joker_suit":
        return seat, JOKER_SUITS[0 if value == "none" else parse_suit(value) + 1]
    lead = obj.get("lead_suit")
    return seat, play(parse_card(value), None if lead is None else parse_suit(lead))
