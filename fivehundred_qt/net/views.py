"""A seat's view as JSON, and back: what a ``view`` message holds (docs/protocol.md).

The host writes it from ``SeatView`` only, so it can hold nothing the seat may not know; the
client reads it back into a ``SeatView`` (checked field by field: the host is another program)
and draws its table from that alone.  A view holds the current hand and the running scores; the
scores of earlier hands come once each, in ``hand_scored``, so a view does not grow with the
game.  Cards, calls and actions are written as in game records; a bid or a contract is only ever
the value of a key named ``bid`` or ``contract``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Final, TypeVar

from ..core import Bid, Card, Contract, HandResult, Phase, RuleSet, SeatView, parse_card
from ..core.actions import Action, action_from_record
from ..core.cards import SUIT_LETTERS, parse_suit
from ..core.checks import in_range, is_text, one_of, shown
from ..core.view import SPECTATOR

T = TypeVar("T")
TRUMPS: Final = (*SUIT_LETTERS, "NT")
CONTRACT_KINDS: Final = ("suit", "nt", "misere", "open_misere", "blind_misere", "all_pass_nt",
                         "spades")


class ViewError(ValueError):
    """A ``view`` from the host that is not a view of this table."""


# ---------------------------------------------------------------------------------------- writing
def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _seat_cards(pairs: tuple[tuple[int, Card], ...]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": str(c)} for s, c in pairs]


def _contract(contract: Contract | None) -> dict[str, Any] | None:
    if contract is None:
        return None
    return {"contract": contract.text, "kind": contract.kind, "declarer": contract.declarer,
            "sans_kitty": contract.sans_kitty,
            "trump": None if contract.trump is None else TRUMPS[contract.trump],
            "tricks": contract.tricks, "value": contract.value}


def result_json(r: HandResult) -> dict[str, Any]:
    """A scored hand as the ``replay`` summary and ``hand_scored`` write it."""
    return {"contract": r.contract, "declarer": r.declarer, "sans_kitty": r.sans_kitty,
            "tricks": list(r.tricks), "made": r.made, "delta": list(r.delta),
            "scores": list(r.scores), "bags": None if r.bags is None else list(r.bags),
            "bids": None if r.bids is None else list(r.bids)}


def action_json(seat: int, action: Action) -> dict[str, Any]:
    """A record action object: the acting ``seat`` and the action's own keys."""
    return {"seat": seat, **action.to_record()}


def view_to_json(view: SeatView) -> dict[str, Any]:
    """The JSON form of ``view``; a spectator's view has ``seat`` null."""
    def seat_or_none(seat: int) -> int | None:
        return None if seat < 0 else seat

    return {
        "seat": seat_or_none(view.seat),
        "phase": view.phase.value,
        "hand_number": view.hand_number,
        "dealer": view.dealer,
        "to_move": seat_or_none(view.to_move),
        "decider": seat_or_none(view.decider),
        "hand": _cards(view.hand),
        "hand_sizes": list(view.hand_sizes),
        "calls": [{"seat": s, **b.to_record()} for s, b in view.calls],
        "contract": _contract(view.contract),
        "partners": list(view.partners),
        "active": list(view.active),
        "kitty": None if view.kitty is None else _cards(view.kitty),
        "discarded": None if view.discarded is None else _cards(view.discarded),
        "exposed": [{"seat": s, "cards": _cards(c)} for s, c in sorted(view.exposed.items())],
        "nominated": [{"joker": str(j), "suit": None if s is None else SUIT_LETTERS[s]}
                      for j, s in view.nominated.items()],
        "nominated_suits": [SUIT_LETTERS[s] for s in view.nominated_suits],
        "trick": _seat_cards(view.trick),
        "led_suit": None if view.led_suit is None else SUIT_LETTERS[view.led_suit],
        "tricks": [{"winner": w, "cards": _seat_cards(t)} for w, t in view.tricks],
        "won": list(view.won),
        "suits_led": list(view.suits_led),
        "spades_broken": view.spades_broken,
        "scores": list(view.scores),
        "bags": None if view.bags is None else list(view.bags),
        "winner": view.winner,
        "legal": [action_json(view.to_move, a) for a in view.legal],
        "discard_count": view.discard_count,
        "leads": [SUIT_LETTERS[s] for s in view.leads],
    }


# ---------------------------------------------------------------------------------------- reading
def _get(obj: dict[str, Any], key: str) -> Any:
    if key not in obj:
        raise ViewError(f"the view has no {key!r}")
    return obj[key]


def _list(value: Any, what: str, item: Callable[[Any], T], most: int = 200) -> tuple[T, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise ViewError(f"{what} must be a list")
    return tuple(item(v) for v in value)


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ViewError(f"{what} must be an object")
    return value


class _Reader:
    """Reads one view, knowing the table's rules (how many seats, which game)."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.players = rules.players

    def seat(self, value: Any, what: str = "a seat") -> int:
        if not in_range(value, 0, self.players - 1):
            raise ViewError(f"{what} must be a seat from 0 to {self.players - 1}, not {shown(value)}")
        return value

    def seat_or_none(self, value: Any, what: str) -> int:
        return SPECTATOR if value is None else self.seat(value, what)

    def count(self, value: Any, what: str, high: int = 10**9, low: int = 0) -> int:
        if not in_range(value, low, high):
            raise ViewError(f"{what} must be a whole number from {low} to {high}, not {shown(value)}")
        return value

    @staticmethod
    def card(value: Any) -> Card:
        return _parsed(parse_card, value)

    @staticmethod
    def suit(value: Any) -> int:
        return _parsed(parse_suit, value)

    def cards(self, value: Any, what: str) -> tuple[Card, ...]:
        return _list(value, what, self.card, 80)

    def per_seat(self, value: Any, what: str) -> tuple[int, ...]:
        numbers = _list(value, what, lambda v: self.count(v, what, low=-10**9))
        if len(numbers) != self.players:
            raise ViewError(f"{what} must hold one number a seat")
        return numbers

    def per_side(self, value: Any, what: str) -> tuple[int, ...]:
        numbers = _list(value, what, lambda v: self.count(v, what, low=-10**9))
        if len(numbers) != len(self.rules.sides):
            raise ViewError(f"{what} must hold one number a side")
        return numbers

    def seat_card(self, value: Any) -> tuple[int, Card]:
        obj = _object(value, "a played card")
        return self.seat(_get(obj, "seat")), self.card(_get(obj, "card"))

    def bid(self, value: Any) -> tuple[int, Bid]:
        obj = _object(value, "a call")
        try:
            seat, action = action_from_record(obj, spades=self.rules.game == "spades")
        except ValueError as exc:
            raise ViewError(f"a call: {exc}") from None
        if not isinstance(action, Bid):
            raise ViewError("a call must be a bid")
        return self.seat(seat), action

    def action(self, value: Any) -> Action:
        try:
            seat, action = action_from_record(_object(value, "a legal action"),
                                              spades=self.rules.game == "spades")
        except ValueError as exc:
            raise ViewError(f"a legal action: {exc}") from None
        self.seat(seat)
        return action

    def contract(self, value: Any) -> Contract | None:
        if value is None:
            return None
        obj = _object(value, "the contract")
        kind = _get(obj, "kind")
        text = _get(obj, "contract")
        trump = _get(obj, "trump")
        sans = _get(obj, "sans_kitty")
        if not one_of(kind, CONTRACT_KINDS) or not is_text(text) or not isinstance(sans, bool) \
                or not (trump is None or one_of(trump, TRUMPS)):
            raise ViewError("the contract is malformed")
        declarer = _get(obj, "declarer")
        bid = None if kind in ("all_pass_nt", "spades") else Bid(text, sans)
        return Contract(kind, None if declarer is None else self.seat(declarer, "the declarer"), bid,
                        None if trump is None else TRUMPS.index(trump),
                        self.count(_get(obj, "tricks"), "the contract's tricks", 13),
                        self.count(_get(obj, "value"), "the contract's value", 10**6), sans)

    def result(self, value: Any) -> HandResult:
        obj = _object(value, "a hand's result")
        contract = _get(obj, "contract")
        # A key a summary leaves out is null (another host may write fewer).
        declarer, made, bags, bids = (obj.get(k) for k in ("declarer", "made", "bags", "bids"))
        sans = obj.get("sans_kitty") or False
        if not is_text(contract) or not isinstance(sans, bool) or not (made is None
                                                                      or isinstance(made, bool)):
            raise ViewError("a hand's result is malformed")
        if bids is not None:
            bids = _list(bids, "bids", lambda b: b if b is None or in_range(b, 0, 13)
                         or one_of(b, ("nil", "blind_nil")) else _bad("a bid in a result"))
            if len(bids) != self.players:
                raise ViewError("a result's bids must hold one a seat")
        return HandResult(contract, None if declarer is None else self.seat(declarer), sans,
                          self.per_seat(_get(obj, "tricks"), "tricks"), made,
                          self.per_side(_get(obj, "delta"), "delta"),
                          self.per_side(_get(obj, "scores"), "scores"),
                          None if bags is None else self.per_side(bags, "bags"), bids)


def _parsed(parse: Callable[[Any], T], value: Any) -> T:
    """A card or a suit from the view, or ``ViewError`` with the core's reason."""
    try:
        return parse(value)
    except ValueError as exc:
        raise ViewError(str(exc)) from None


def _bad(what: str) -> Any:
    raise ViewError(f"{what} is malformed")


def result_from_json(value: Any, rules: RuleSet, dealer: int = 0,
                     partners: tuple[int, ...] = ()) -> HandResult:
    """The scored hand a ``hand_scored`` message holds; ``ViewError`` if it is not one.  The
    summary does not repeat the hand's ``dealer`` and ``partners``: the client knows them from
    the hand's ``deal`` and ``action`` messages."""
    return dataclasses.replace(_Reader(rules).result(value), dealer=dealer, partners=partners)


def view_from_json(value: Any, rules: RuleSet, results: tuple[HandResult, ...] = ()) -> SeatView:
    """The ``SeatView`` a ``view`` message holds, for a table with ``rules``; ``ViewError`` if not.

    A view speaks of the current hand: the scored hands (``results``) are the client's own,
    kept from the ``hand_scored`` messages it received."""
    obj = _object(value, "the view")
    r = _Reader(rules)
    phase_value = _get(obj, "phase")
    phases = tuple(p.value for p in Phase)
    if not one_of(phase_value, phases):
        raise ViewError(f"unknown phase {shown(phase_value)}")
    exposed: dict[int, tuple[Card, ...]] = {}
    for item in _list(_get(obj, "exposed"), "exposed", lambda v: _object(v, "an exposed hand")):
        exposed[r.seat(_get(item, "seat"))] = r.cards(_get(item, "cards"), "an exposed hand")
    nominated: dict[Card, int | None] = {}
    for item in _list(_get(obj, "nominated"), "nominated", lambda v: _object(v, "a nomination")):
        suit = _get(item, "suit")
        nominated[r.card(_get(item, "joker"))] = None if suit is None else r.suit(suit)
    # A view from before ``nominated_suits`` names every nominated joker.
    suits = obj.get("nominated_suits")
    nominated_suits = tuple(s for s in nominated.values() if s is not None) if suits is None \
        else _list(suits, "nominated_suits", r.suit)
    led = _get(obj, "led_suit")
    kitty, discarded, bags = _get(obj, "kitty"), _get(obj, "discarded"), _get(obj, "bags")
    winner = _get(obj, "winner")
    spades_broken = _get(obj, "spades_broken")
    if not isinstance(spades_broken, bool):
        raise ViewError("spades_broken must be true or false")
    suits_led = _list(_get(obj, "suits_led"), "suits_led",
                      lambda v: v if isinstance(v, bool) else _bad("suits_led"))
    tricks = _list(_get(obj, "tricks"), "tricks", lambda v: _object(v, "a trick"))
    return SeatView(
        seat=r.seat_or_none(_get(obj, "seat"), "seat"),
        rules=rules,
        phase=Phase(phase_value),
        hand_number=r.count(_get(obj, "hand_number"), "hand_number", low=-1),
        dealer=r.seat(_get(obj, "dealer"), "the dealer"),
        to_move=r.seat_or_none(_get(obj, "to_move"), "to_move"),
        decider=r.seat_or_none(_get(obj, "decider"), "decider"),
        hand=r.cards(_get(obj, "hand"), "hand"),
        hand_sizes=r.per_seat(_get(obj, "hand_sizes"), "hand_sizes"),
        calls=_list(_get(obj, "calls"), "calls", r.bid, 500),
        contract=r.contract(_get(obj, "contract")),
        partners=_list(_get(obj, "partners"), "partners", r.seat),
        active=_list(_get(obj, "active"), "active", r.seat),
        kitty=None if kitty is None else r.cards(kitty, "kitty"),
        discarded=None if discarded is None else r.cards(discarded, "discarded"),
        exposed=exposed,
        nominated=nominated,
        nominated_suits=nominated_suits,
        trick=_list(_get(obj, "trick"), "trick", r.seat_card),
        led_suit=None if led is None else r.suit(led),
        tricks=tuple((r.seat(_get(t, "winner")), _list(_get(t, "cards"), "a trick", r.seat_card))
                     for t in tricks),
        won=r.per_seat(_get(obj, "won"), "won"),
        suits_led=suits_led,
        spades_broken=spades_broken,
        scores=r.per_side(_get(obj, "scores"), "scores"),
        bags=None if bags is None else r.per_side(bags, "bags"),
        results=results,
        winner=None if winner is None else r.count(winner, "winner", len(rules.sides) - 1),
        legal=_list(_get(obj, "legal"), "legal", r.action, 2000),
        discard_count=r.count(_get(obj, "discard_count"), "discard_count", 10),
        leads=_list(_get(obj, "leads"), "leads", r.suit),
    )
