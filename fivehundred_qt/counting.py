"""What the statistics count, and how a game is counted from its record.

The statistics count the human players' contracts in every finished hand and the result of every
finished game.  They count what the game's record says happened (the record is written first, after
every decision): ``played`` reads that from a game, and ``Counting`` and ``Counted`` make sure each
hand and each game is counted once, whatever moment a crash, a kill or a quit chose (see
``keeper.Keeper``).  The statistics file's format is here too; ``storage.Statistics`` reads and
writes it.

Pure Python (no Qt, no files).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal, NamedTuple, TypeGuard, get_args

from .core.checks import MAX_MAGNITUDE, in_range
from .core.events import HandResult
from .core.phase import Phase
from .core.record import replay
from .core.rules import RuleSet
from .core.state import GameState
from .inputs import InputError

# ---------------------------------------------------------------------------------- what counts
STAT_GAMES: Final = ("500", "spades")

ContractKind = Literal["suit", "nt", "misere", "open_misere", "blind_misere", "sans_kitty", "nil",
                       "blind_nil"]
CONTRACT_KINDS: Final[tuple[ContractKind, ...]] = get_args(ContractKind)
SPADES_CONTRACT_KINDS: Final[frozenset[ContractKind]] = frozenset({"nil", "blind_nil"})
_CALLED_KINDS: Final[Mapping[object, ContractKind]] = {
    "misere": "misere", "open_misere": "open_misere", "blind_misere": "blind_misere",
    "nil": "nil", "blind_nil": "blind_nil"}
"""The calls that are a kind of their own: the misère family (500) and nil bids (Spades)."""

GameSection = Literal["games", "assisted"]
"""Where a finished game is counted: ``assisted`` when the player took back a move, else ``games``."""
GAME_SECTIONS: Final[tuple[GameSection, ...]] = get_args(GameSection)
Section = Literal["games", "assisted", "contracts"]

Tallies = dict[str, dict[str, list[int]]]
"""Games counted: game → variant key → [played, won]."""


class ContractBid(NamedTuple):
    """A contract bid in a finished hand as the statistics count it: who bid it, its kind, and
    whether it was made (for a nil bid: whether its bidder took no trick)."""

    seat: int
    kind: ContractKind
    made: bool


def contracts_bid(result: HandResult) -> list[ContractBid]:
    """The contracts of a finished hand: the contractor's (500) and every nil bid (Spades).

    A hand thrown in, played without a contractor (all passed) or of Spades has no contractor.
    """
    bids: list[ContractBid] = []
    if result.declarer is not None:
        kind: ContractKind = _CALLED_KINDS.get(result.contract) or (
            "sans_kitty" if result.sans_kitty else "nt" if result.contract.endswith("NT") else "suit")
        bids.append(ContractBid(result.declarer, kind, bool(result.made)))
    for seat, bid in enumerate(result.bids or ()):
        nil = _CALLED_KINDS.get(bid)
        if nil is not None:
            bids.append(ContractBid(seat, nil, result.tricks[seat] == 0))
    return bids


def variant_key(rules: RuleSet) -> str:
    """The statistics key of a rule set: ``"australian 4p"``, ``"american 6p 3v3"``, ``"spades"``,
    ``"australian 4p to 300"``.

    Teams are named only where the player count allows a choice and the choice is not the usual one;
    the target score only where it is not the preset's.
    """
    if rules.is_spades:
        key = "spades"
    else:
        key = f"{rules.variant} {rules.players}p"
        if rules.players == 6 and rules.teams != "2v2v2":
            key += f" {rules.teams}"
    target = rules.to_record().get("win_score")
    return key if target is None else f"{key} to {target}"


def game_of(variant: str) -> str:
    """Which game (``"500"`` or ``"spades"``) a variant key belongs to."""
    return "spades" if variant == "spades" or variant.startswith("spades ") else "500"


@dataclass(frozen=True, slots=True)
class StatRow:
    """One line of the statistics table.

    ``section`` is ``"games"`` or ``"assisted"`` (``key`` a variant; ``count`` played, ``successes``
    won) or ``"contracts"`` (``key`` a contract kind; ``count`` bid, ``successes`` made).
    """

    section: Section
    game: str
    key: str
    count: int
    successes: int

    @property
    def percent(self) -> float | None:
        return None if self.count == 0 else 100.0 * self.successes / self.count


class GameResult(NamedTuple):
    """A finished game as the statistics count it: its variant key (see ``variant_key``), whether
    the human players won, and whether they took back a move."""

    variant: str
    won: bool
    assisted: bool


class Counted(NamedTuple):
    """How far the statistics have counted the latest game: ``game`` is its id (the autosave's
    ``counting``), ``hands`` how many of its hands are counted, ``over`` whether its result is."""

    game: str
    hands: int
    over: bool


class Counts(NamedTuple):
    """What a statistics file holds."""

    games: dict[GameSection, Tallies]
    contracts: dict[str, list[int]]
    counted: Counted | None = None


# ------------------------------------------------------------------------- counting from the record
COUNTING: Final = "counting"
"""The autosave's own top-level key (records let tools add theirs): ``{"game": id, "from": n}``."""


@dataclass(frozen=True, slots=True)
class Counting:
    """Which game the statistics count, and from which hand.

    ``game`` is an id drawn when the game begins and kept in its autosave, so that a game resumed
    after a crash is known as the one the statistics counted so far.  Hands before ``first`` were
    played in another game (a record played on from its middle) and are not counted again.
    """

    game: str
    first: int = 0

    @classmethod
    def new(cls, first: int = 0) -> Counting:
        return cls(secrets.token_hex(8), first)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "from": self.first}

    @classmethod
    def of_autosave(cls, record: Mapping[str, Any], state: GameState) -> Counting:
        """The counting an autosave carries (``state`` is its game); for one without any that can be
        used (an earlier version's, or edited by hand) a new one that counts none of its finished
        hands again."""
        value = record.get(COUNTING)
        if isinstance(value, dict):
            game, first = value.get("game"), value.get("from")
            if _is_game_id(game) and in_range(first, 0, MAX_MAGNITUDE):
                return cls(game, first)
        return cls.new(finished_hands(state))


    @classmethod
    def of_record(cls, record: Mapping[str, Any]) -> Counting:
        """A new game for the statistics that goes on from ``record`` (a record played on):
        the hands it has finished are not counted again.  ``RecordError`` if it cannot be read."""
        return cls.new(finished_hands(replay(record)))


def finished_hands(state: GameState) -> int:
    """How many of ``state``'s hands are over (every hand of its log but one still being played)."""
    return sum(1 for log in state.log if log.result is not None)


def _is_game_id(value: Any) -> TypeGuard[str]:
    return isinstance(value, str) and 0 < len(value) <= 64


@dataclass(frozen=True, slots=True)
class Played:
    """What a game's record says its human players did: the contracts they bid in each finished
    hand (in order; none for a hand they bid nothing in) and, once the game is over, its result."""

    hands: tuple[tuple[ContractBid, ...], ...]
    result: GameResult | None


def played(state: GameState, humans: Iterable[int], *, assisted: bool) -> Played:
    """What ``state``'s finished hands and, once over, its end count for the ``humans`` seats."""
    seats = set(humans)
    hands = tuple(tuple(bid for bid in contracts_bid(log.result) if bid.seat in seats)
                  for log in state.log if log.result is not None)
    result = None
    sides = {side for side, members in enumerate(state.rules.sides) if seats & set(members)}
    if state.phase is Phase.GAME_OVER and state.winner is not None and sides:
        result = GameResult(variant_key(state.rules), state.winner in sides, assisted)
    return Played(hands, result)


def still_to_count(counting: Counting, counted: Counted | None, game: Played
                   ) -> tuple[list[ContractBid], GameResult | None, Counted] | None:
    """What of ``game`` the statistics, counted as far as ``counted``, have not counted yet: the
    contracts, the result, and how far they are counted then; None when nothing is new."""
    if counted is not None and counted.game == counting.game:
        done, over = counted.hands, counted.over
    else:
        done, over = counting.first, False
    contracts = [bid for hand in game.hands[done:] for bid in hand]
    result = None if over else game.result
    if not contracts and result is None:
        return None
    return contracts, result, Counted(counting.game, max(done, len(game.hands)),
                                      over or result is not None)


# --------------------------------------------------------------------------- the file's counts
def no_counts() -> Counts:
    """Statistics with nothing counted yet."""
    return Counts({section: {} for section in GAME_SECTIONS}, {})


def add_tallies(into: dict[str, list[int]], more: dict[str, list[int]]) -> None:
    """Add each key's ``[count, successes]`` of ``more`` to ``into``'s."""
    for key, (count, successes) in more.items():
        total = into.setdefault(key, [0, 0])
        total[0] += count
        total[1] += successes


def _count_pair(value: Any, where: str, total: str, part: str) -> list[int]:
    if not isinstance(value, dict) or set(value) != {total, part}:
        raise InputError(f"{where} must be an object with {total!r} and {part!r}")
    count, successes = value[total], value[part]
    for name, number in ((total, count), (part, successes)):
        if not in_range(number, 0, MAX_MAGNITUDE):
            raise InputError(f"{where}.{name} must be a whole number from 0 to {MAX_MAGNITUDE:,}, "
                             f"not {number!r}")
    if successes > count:
        raise InputError(f"{where}.{part} ({successes}) is more than {where}.{total} ({count})")
    return [count, successes]


def parse_counts(value: dict[str, Any]) -> Counts:
    """The counts of a statistics file (its version checked by the caller); ``InputError`` says
    what is wrong."""
    counts = no_counts()
    for section in GAME_SECTIONS:       # version 1 has no "assisted": none then
        counts.games[section].update(_parse_games(value.get(section, {}), section))
    contracts_in = value.get("contracts", {})
    if not isinstance(contracts_in, dict):
        raise InputError("contracts must be an object")
    for kind, pair in contracts_in.items():
        if kind not in CONTRACT_KINDS:
            raise InputError(f"contracts: unknown kind {kind!r}; known: " + ", ".join(CONTRACT_KINDS))
        counts.contracts[kind] = _count_pair(pair, f"contracts.{kind}", "bid", "made")
    return counts._replace(counted=None if "counted" not in value else _parse_counted(value["counted"]))


def _parse_counted(value: Any) -> Counted:
    if not isinstance(value, dict) or set(value) != set(Counted._fields):
        raise InputError("counted must be an object with " + ", ".join(map(repr, Counted._fields)))
    game, hands, over = value["game"], value["hands"], value["over"]
    if not _is_game_id(game):
        raise InputError(f"counted.game must be a game's id (a short text), not {game!r}")
    if not in_range(hands, 0, MAX_MAGNITUDE) or not isinstance(over, bool):
        raise InputError("counted.hands must be a whole number from 0 and counted.over true or false")
    return Counted(game, hands, over)


def _parse_games(games_in: Any, section: GameSection) -> Tallies:
    if not isinstance(games_in, dict):
        raise InputError(f"{section} must be an object")
    games: Tallies = {}
    for game, variants in games_in.items():
        if game not in STAT_GAMES:
            raise InputError(f"{section}: unknown game {game!r}; known: " + ", ".join(STAT_GAMES))
        if not isinstance(variants, dict):
            raise InputError(f"{section}.{game} must be an object")
        for key, pair in variants.items():
            if not key.strip() or game_of(key) != game:
                raise InputError(f"{section}.{game}: {key!r} is not a variant of {game}")
            games.setdefault(game, {})[key] = _count_pair(pair, f"{section}.{game}.{key}", "played", "won")
    return games
