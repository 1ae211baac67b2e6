"""Game records (docs/records.md, ``fivehundred-record/1``): checking, replaying, writing, summarising.

Works on parsed JSON values only; reading and writing files is the caller's business (the core
does no I/O).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .actions import action_from_record
from .cards import Card, parse_card
from .checks import in_range, shown
from .deal import Deal
from .errors import IllegalAction, RecordError, RuleError
from .phase import Phase
from .rules import RuleSet, rules_from
from .state import GameState

FORMAT = "fivehundred-record/1"
_DEAL_KEYS = frozenset({"hands", "kitty", "dead"})


def replay(record: Any, *, stop_after: int | None = None) -> GameState:
    """Check every part of a record against the rules and return the resulting game state.

    Raises ``RecordError`` whose ``hand`` and ``action`` locate the problem (docs/records.md).
    ``stop_after`` (a count of actions over the whole record) stops early: for stepping through.
    """
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"'format' must be {FORMAT!r}, not {shown(record.get('format'))}")
    if "rules" not in record:
        raise RecordError("the record has no 'rules'")
    if not isinstance(record["rules"], Mapping) or "game" not in record["rules"]:
        raise RecordError("rules: a record's rules must be an object that names its 'game' "
                          "(\"500\" or \"spades\")")
    try:
        rules = rules_from(record["rules"])
    except RuleError as exc:
        raise RecordError(f"rules: {exc}") from None
    players = record.get("players")
    if players is not None and (not isinstance(players, list) or len(players) != rules.players
                                or not all(isinstance(p, str) for p in players)):
        raise RecordError(f"'players' must be a list of {rules.players} names")
    hands = record.get("hands", [])
    if not isinstance(hands, list):
        raise RecordError("'hands' must be a list")
    first_dealer = 0
    if hands:
        first = hands[0]
        first_dealer = first.get("dealer") if isinstance(first, Mapping) else None  # type: ignore[assignment]
        if not _is_seat(first_dealer, rules):
            raise RecordError(f"'dealer' must be a seat from 0 to {rules.players - 1}", 0)
    state = GameState(rules, first_dealer=first_dealer, seed=0)
    done = 0
    for h, hand in enumerate(hands):
        if state.phase is Phase.GAME_OVER:
            raise RecordError("a hand follows the end of the game", h)
        if state.phase is not Phase.DEAL:
            raise RecordError("a hand follows an unfinished hand", h)
        if not isinstance(hand, Mapping):
            raise RecordError("a hand must be an object", h)
        dealer = hand.get("dealer")
        if not _is_seat(dealer, rules):
            raise RecordError(f"'dealer' must be a seat from 0 to {rules.players - 1}", h)
        if dealer != state.next_dealer:
            raise RecordError(f"the dealer of this hand must be seat {state.next_dealer}, "
                              f"not {dealer}", h)
        try:
            state.deal(_parse_deal(hand.get("deal"), rules))
        except (ValueError, IllegalAction) as exc:
            raise RecordError(f"deal: {exc}", h) from None
        actions = hand.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError("'actions' must be a list", h)
        for a, obj in enumerate(actions):
            if stop_after is not None and done >= stop_after:
                return state
            try:
                seat, action = action_from_record(obj, spades=rules.is_spades)
            except ValueError as exc:
                raise RecordError(str(exc), h, a) from None
            if state.phase in (Phase.DEAL, Phase.GAME_OVER):
                raise RecordError("the hand is over: no more actions may follow", h, a)
            if seat != state.to_move:
                raise RecordError(f"it is seat {state.to_move}'s turn, not seat {seat}'s", h, a)
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(str(exc), h, a) from None
            done += 1
    return state


def _is_seat(value: Any, rules: RuleSet) -> bool:
    return in_range(value, 0, rules.players - 1)


def _cards(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of cards")
    return tuple(parse_card(c) for c in value)


def _parse_deal(deal: Any, rules: RuleSet) -> Deal:
    if not isinstance(deal, Mapping):
        raise ValueError("the hand has no 'deal' object")
    unknown = set(deal) - _DEAL_KEYS
    if unknown:
        raise ValueError("unknown key(s): " + ", ".join(shown(k) for k in sorted(unknown)))
    hands = deal.get("hands")
    if not isinstance(hands, list):
        raise ValueError("'hands' must be a list of each seat's cards")
    return Deal(tuple(_cards(h, "each hand") for h in hands),
                _cards(deal.get("kitty", []), "'kitty'"),
                _cards(deal.get("dead") or [], "'dead'"))


def to_record(state: GameState, players: Sequence[str] | None = None,
              extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of a game so far, ready for ``json.dump``."""
    out: dict[str, Any] = {"format": FORMAT, "rules": state.rules.to_record()}
    if players is not None:
        out["players"] = list(players)
    if extra:
        for key, value in extra.items():
            out.setdefault(key, value)
    hands = []
    for log in state.log:
        deal = log.deal
        hands.append({
            "dealer": log.dealer,
            "deal": {"hands": [[str(c) for c in h] for h in deal.hands],
                     "kitty": [str(c) for c in deal.kitty],
                     "dead": [str(c) for c in deal.dead]},
            "actions": [{"seat": seat, **action.to_record()} for seat, action in log.actions],
        })
    out["hands"] = hands
    return out


def summary(state: GameState) -> dict[str, Any]:
    """The summary that ``replay`` and ``selfplay`` print (docs/records.md)."""
    hands: list[dict[str, Any]] = []
    for log in state.log:
        r = log.result
        if r is not None:
            hands.append({"contract": r.contract, "declarer": r.declarer,
                          "sans_kitty": r.sans_kitty, "tricks": list(r.tricks), "made": r.made,
                          "delta": list(r.delta), "scores": list(r.scores),
                          "bags": None if r.bags is None else list(r.bags),
                          "bids": None if r.bids is None else list(r.bids)})
            continue
        contract = state.contract
        text = contract.text if contract is not None else None
        if state.spades:
            text = "spades"    # docs/records.md: from the deal on, also while the bids are being made
        bids = None
        if state.spades and state.auction is not None:
            bids = [None if b is None else (int(b.call) if b.call.isdigit() else b.call)
                    for b in state.auction.bids]  # type: ignore[union-attr]
        hands.append({"contract": text,
                      "declarer": contract.declarer if contract is not None else None,
                      "sans_kitty": contract.sans_kitty if contract is not None else False,
                      "tricks": list(state.won), "made": None, "delta": None,
                      "scores": list(state.scores),
                      "bags": list(state.bags) if state.spades else None,
                      "bids": bids})
    return {"ok": True, "teams": [list(s) for s in state.sides], "hands": hands,
            "scores": list(state.scores), "winner": state.winner,
            "complete": state.phase in (Phase.DEAL, Phase.GAME_OVER)}


def error_summary(exc: RecordError) -> dict[str, Any]:
    return {"ok": False, "hand": exc.hand, "action": exc.action, "error": str(exc)}
