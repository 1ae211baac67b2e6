"""Double-dummy analysis of played hands: which card cost tricks, and what each deal was worth.

For every card played in a hand, the analysis asks the double-dummy solver (every card known,
everyone playing perfectly from there on) what the player's side could still get before the
card and after it.  A card after which its side gets less *cost* that much, and the analysis
names the cards that would have kept it.  Bids, discards, called partners and joker
nominations are not judged: only the cards played (a suitless joker's named suit counts as
part of its lead).

What a side "gets" (``Measure``):

- ``tricks``: the tricks the side ends the hand with (those taken so far and those it can
  still take).  The sides are the ones that play against each other: in 500 the contract's
  seats against everyone else; in Spades and an all-pass hand played at no trumps the scoring
  sides, each against all the others together (with three or more sides that is the least
  the side can be held to).
- ``misere``: 1 when the side's goal can still be reached, else 0: for the contractor's side
  to take no trick, for the defenders to make it take one.

``deal_table`` gives the deal's double-dummy table: with the hands as they were when the first
card was led, each side's tricks in each trump suit and no trumps, whether the contract could
have been made, and in Spades whether each nil could have been kept.

Every table the rules allow is handled (2-6 players, every 500 variant, Spades); a hand in
which no card was played (thrown in) is skipped with that reason.

``analyse_seen`` gives the same analysis from what one seat saw (``seen_hand``, from its view):
a hand played to its last trick shows every card, so its hands at the first lead are rebuilt
from the cards played; any other hand is skipped (``NOT_SEEN``).  Pure: no Qt, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..core import BIDS, Bid, Contract, GameState, HandLog, HandResult, Phase, Play, RuleSet
from ..core.actions import TRUMP_LETTERS
from ..core.actions import play as core_play
from ..core.cards import JOKER_SUIT, RANK_TEXT, SUIT_SYMBOLS, Card
from ..core.view import SeatView, joker_suits
from .contracts import numbered_contract
from .fastplay import Board, Table, board_from_state, table_for_state
from .solver import double_dummy_tricks, reduced_moves
from .trick_search import trick_solver

Measure = Literal["tricks", "misere"]
Progress = Callable[[int, int], None]
"""Told ``(done, of)`` as the parts of a long piece of work are done."""

NOT_JUDGED: Final = "bids, discards, called partners and joker nominations are not judged"
THROWN_IN: Final = "no card was played: the hand was thrown in"
NOT_PLAYED: Final = "the record stops before the first card of this hand"
NOT_SEEN: Final = "not every card was seen: the hand did not reach its last trick"
NOT_LEGAL: Final = "the cards seen are not a legal play of the hand"


@dataclass(frozen=True, slots=True)
class CardVerdict:
    """One card played: what its seat's side could get with best play before and after it
    (``Measure``), and when it cost, the plays that would have kept it."""

    trick: int
    """1 for the first trick."""
    seat: int
    play: Play
    side: int
    """Index of the seat's side in ``HandAnalysis.sides``."""
    before: int
    after: int
    kept_by: tuple[Play, ...] = ()

    @property
    def lost(self) -> int:
        return self.before - self.after


@dataclass(frozen=True, slots=True)
class TrumpRow:
    """One line of the deal's double-dummy table: each side's tricks with ``trump`` (a suit
    index, 4 for no trumps) as trumps."""

    trump: int
    tricks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DealTable:
    """The deal's double-dummy table (``deal_table``)."""

    leader: int
    sides: tuple[tuple[int, ...], ...]
    """The seats of each side, in the order of ``TrumpRow.tricks``."""
    rows: tuple[TrumpRow, ...]
    makeable: bool | None
    """Whether the contract could have been made (500; None in Spades and all-pass hands)."""
    nils: tuple[tuple[int, bool], ...] = ()
    """Spades: each nil bidder and whether its nil could have been kept."""


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """The analysis of one hand of a game (``number`` from 0)."""

    number: int
    contract: str | None
    declarer: int | None
    measure: Measure | None
    sides: tuple[tuple[int, ...], ...]
    cards: tuple[CardVerdict, ...]
    finished: bool
    skipped: str | None = None
    table: DealTable | None = None

    def lost_by(self, side: int) -> tuple[CardVerdict, ...]:
        """The cards of ``side`` that cost it, in the order played."""
        return tuple(v for v in self.cards if v.side == side and v.lost > 0)


# ------------------------------------------------------------------------- the position
class _Valuer:
    """What each side gets with best play from a position (``Measure``), remembered."""

    def __init__(self, table: Table, sides: tuple[tuple[int, ...], ...], measure: Measure
                 ) -> None:
        self.table = table
        self.sides = sides
        self.measure = measure
        self.side_of = {seat: i for i, side in enumerate(sides) for seat in side}

    def value(self, board: Board, side: int) -> int:
        seats = self.sides[side]
        if self.measure == "misere":
            contractor = self.table.declarer_hands
            beaten = any(board.won[s] for s in contractor) or (
                not board.done and self._can_beat(board))
            return int(beaten != (seats[0] in contractor))
        taken = sum(board.won[s] for s in seats)
        if board.done:
            return taken
        return taken + double_dummy_tricks(board, seats)

    def _can_beat(self, board: Board) -> bool:
        """Whether the defenders can make the misère contractor take a trick from ``board``."""
        n = self.table.n
        counted = [s in self.table.declarer_hands for s in range(n)]
        return trick_solver(board, counted, [not c for c in counted]).at_least(1)

    def both(self, board: Board, side: int, known: dict[int, int]) -> int:
        """``value`` with the other side's value of a two-sided hand filled in too."""
        if side not in known:
            known[side] = self.value(board, side)
            if len(self.sides) == 2:
                whole = 1 if self.measure == "misere" else sum(board.won) + board.tricks_left
                known[1 - side] = whole - known[side]
        return known[side]


def play_sides(table: Table) -> tuple[tuple[int, ...], ...]:
    """The sides that play against each other (see the module docstring)."""
    contract = table.contract
    if table.spades or contract.declarer is None:
        return table.rules.sides
    group = table.declarer_hands if contract.is_misere else frozenset(table.contract_seats)
    return (tuple(sorted(group)), tuple(s for s in table.active if s not in group))


# --------------------------------------------------------------------------- analysing
def analyse_game(state: GameState, *, with_table: bool = False) -> Iterator[HandAnalysis]:
    """The analysis of every hand of a replayed game (``core.replay``), in order, one at a
    time (each can take a second or more)."""
    if not state.log:
        return
    game = GameState(state.rules, first_dealer=state.log[0].dealer, seed=0)
    for log in state.log:
        yield analyse_hand(game, log, with_table=with_table)


def analyse_hand(game: GameState, log: HandLog, *, with_table: bool = False) -> HandAnalysis:
    """Deal ``log``'s hand in ``game`` (at the start of that hand), play its actions and analyse
    its cards.  ``game`` is left at the end of the hand."""
    game.deal(log.deal)
    actions = [action for _, action in log.actions]
    first = 0
    while first < len(actions) and game.phase is not Phase.PLAY:
        game.apply(actions[first])
        first += 1
    result = log.result
    if game.phase is not Phase.PLAY:
        return _skipped(log.number, None, result, THROWN_IN if result is not None else NOT_PLAYED)
    table = table_for_state(game)
    start = board_from_state(game, table)
    plays = [a for a in actions[first:] if isinstance(a, Play)]
    for play in plays:
        game.apply(play)
    deal = deal_table(table, start, game.partners, _nil_bidders(_calls(game))) if with_table \
        else None
    return _analysis(log.number, table, start, plays, result is not None, deal)


def _skipped(number: int, contract: Contract | None, result: HandResult | None, reason: str
             ) -> HandAnalysis:
    text = contract.text if contract is not None else result.contract if result else None
    declarer = contract.declarer if contract is not None else None
    return HandAnalysis(number, text, declarer, None, (), (), result is not None, reason)


def _analysis(number: int, table: Table, start: Board, plays: Sequence[Play], finished: bool,
              deal: DealTable | None) -> HandAnalysis:
    """The analysis of ``plays`` from the first lead (``start``)."""
    measure: Measure = "misere" if table.misere else "tricks"
    sides = play_sides(table)
    verdicts = _verdicts(_Valuer(table, sides, measure), start, plays)
    contract = table.contract
    return HandAnalysis(number, contract.text, contract.declarer, measure, sides,
                        tuple(verdicts), finished, None, deal)


def _verdicts(valuer: _Valuer, start: Board, plays: Sequence[Play]) -> list[CardVerdict]:
    table = valuer.table
    boards = [start]
    for play in plays:
        board = boards[-1].copy()
        board.play(table.move_of(play))
        boards.append(board)
    known: list[dict[int, int]] = [{} for _ in boards]
    out = []
    tricks = 0
    for k, play in enumerate(plays):
        board = boards[k]
        seat = board.to_move
        side = valuer.side_of[seat]
        before = valuer.both(board, side, known[k])
        after = valuer.both(boards[k + 1], side, known[k + 1])
        kept: tuple[Play, ...] = ()
        if after < before:
            kept = tuple(table.play_of(m) for m in _keepers(valuer, board, side, before))
        if not board.trick:
            tricks += 1
        out.append(CardVerdict(tricks, seat, play, side, before, after, kept))
    return out


def _keepers(valuer: _Valuer, board: Board, side: int, before: int) -> list[int]:
    """The legal moves of ``board`` after which ``side`` still gets ``before``: each set of
    equal cards solved once (``reduced_moves``)."""
    solved = set(reduced_moves(board))
    keep = []
    good = False
    for move in board.legal():
        if move in solved:
            after = board.copy()
            after.play(move)
            good = valuer.value(after, side) >= before
        if good:
            keep.append(move)
    return keep


# ------------------------------------------------------------------ from a seat's view
@dataclass(frozen=True, slots=True)
class SeenHand:
    """What one seat has seen of a hand by its end (``seen_hand``): the inputs of
    ``analyse_seen``, nothing of another seat's hidden cards."""

    number: int
    rules: RuleSet
    contract: Contract | None
    partners: tuple[int, ...]
    calls: tuple[tuple[int, Bid], ...]
    nominated: Mapping[Card, int | None]
    """The nominations the seat can tie to a joker (``joker_suits``)."""
    plays: tuple[tuple[int, Play], ...]
    """Every card played, in order, with the seat whose hand it came from."""
    result: HandResult | None
    """The hand's scored result, if the seat has it."""
    sat_out: Mapping[int, tuple[Card, ...]] | None = None
    """The cards of the seats that sat the play out (a misère contractor's partners), when the
    seat knows them (its own, or laid open); None when it does not.  Only the deal's table
    needs them."""


def seen_hand(view: SeatView, after: Sequence[tuple[int, Play]] = (),
              result: HandResult | None = None) -> SeenHand:
    """What ``view``'s seat has seen of its hand: the tricks and the trick in progress of
    ``view``, then ``after``, the cards played since ``view`` was taken (as ``CardPlayed``
    tells them; none when ``view`` was taken once the hand was over), and the hand's
    ``result`` (as ``HandScored`` tells it; by default ``view``'s own, if the hand is over)."""
    contract = view.contract
    nominated = joker_suits(view)
    plays: list[tuple[int, Play]] = []
    sat_out: dict[int, tuple[Card, ...]] | None = None
    if contract is not None:
        table = Table(view.rules, contract, nominated, view.partners)
        shown = [cards for _, cards in view.tricks]
        leads = list(view.leads)
        if view.trick and view.led_suit is not None:
            shown.append(view.trick)
            leads.append(view.led_suit)
        for cards, led in zip(shown, leads, strict=True):
            for k, (seat, card) in enumerate(cards):
                free = k == 0 and table.free_jokers and table.suit_of[table.idx_of[card]] == \
                    JOKER_SUIT
                plays.append((seat, core_play(card, led if free else None)))
        sat_out = {}
        for seat in range(view.rules.players):
            if seat in table.active:
                continue
            held = view.hand if seat == view.seat else view.exposed.get(seat)
            if held is None:
                sat_out = None
                break
            sat_out[seat] = held
    plays.extend(after)
    results = view.results
    if result is None and 0 <= view.hand_number < len(results):
        result = results[view.hand_number]
    return SeenHand(view.hand_number, view.rules, contract, view.partners, view.calls,
                    nominated, tuple(plays), result, sat_out)


def analyse_seen(seen: SeenHand, *, with_table: bool = False) -> HandAnalysis:
    """The analysis of a hand from what one seat saw (``seen_hand``): the same as
    ``analyse_hand`` when the hand was played to its last trick, which shows every card; else
    skipped (``NOT_SEEN``).  The deal's table (``seen_deal_table``) also needs the hands that
    sat the play out."""
    start = _seen_start(seen)
    if isinstance(start, HandAnalysis):
        return start
    table, board = start
    deal = seen_deal_table(seen) if with_table else None
    return _analysis(seen.number, table, board, [play for _, play in seen.plays], True, deal)


def seen_deal_table(seen: SeenHand, progress: Progress | None = None) -> DealTable | None:
    """The deal's table (``deal_table``) of a hand from what one seat saw; None when the hand
    is not analysed (``analyse_seen``) or the cards of a hand that sat the play out were not
    seen."""
    start = _seen_start(seen)
    if isinstance(start, HandAnalysis) or seen.sat_out is None:
        return None
    table, board = start
    hands = [table.mask_of(seen.sat_out[s]) if s in seen.sat_out else board.hands[s]
             for s in range(table.n)]
    return deal_table(table, Board(table, hands, board.to_move), seen.partners,
                      _nil_bidders(seen.calls), progress)


def _seen_start(seen: SeenHand) -> tuple[Table, Board] | HandAnalysis:
    """The table and the hands at the first lead rebuilt from the cards ``seen`` played, or
    the skipped analysis that says why they cannot be."""
    contract, result = seen.contract, seen.result
    if contract is None:
        return _skipped(seen.number, None, result, THROWN_IN if result is not None else NOT_SEEN)
    table = Table(seen.rules, contract, seen.nominated, seen.partners, _nil_bidders(seen.calls))
    held: list[list[Card]] = [[] for _ in range(table.n)]
    for seat, play in seen.plays:
        if not 0 <= seat < table.n or table.idx_of[play.card] < 0:
            return _skipped(seen.number, contract, result, NOT_LEGAL)
        held[seat].append(play.card)
    size = seen.rules.hand_size
    if not seen.plays or any(len(held[s]) != size for s in table.active):
        return _skipped(seen.number, contract, result, NOT_SEEN)
    start = Board(table, [table.mask_of(h) for h in held], seen.plays[0][0])
    if not _legal_sequence(table, start, seen.plays):
        return _skipped(seen.number, contract, result, NOT_LEGAL)
    return table, start


def _legal_sequence(table: Table, start: Board, plays: Sequence[tuple[int, Play]]) -> bool:
    """Whether ``plays`` are a legal play of the hand from ``start`` to its end."""
    board = start.copy()
    for seat, play in plays:
        move = table.move_of(play)
        if board.done or seat != board.to_move or move not in board.legal():
            return False
        board.play(move)
    return board.done


# --------------------------------------------------------------------- the deal's table
def deal_table(table: Table, start: Board, partners: Sequence[int], nil_bidders: Sequence[int],
               progress: Progress | None = None) -> DealTable:
    """The double-dummy table of the deal as it stood at the first lead (``start``): each
    side's tricks in each trump and no trumps with the same seat leading (the contract's own
    trump with its joker nominations; in no trumps otherwise the jokers without a suit), each
    playing side against the rest; whether the contract could have been made; Spades' nils.
    ``progress`` hears of each part worked out (a row, a misère, a nil) with how many there
    are."""
    contract = table.contract
    sides = play_sides(table)
    steps = 1 + len(nil_bidders) if table.spades else 5 + int(contract.is_misere)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, steps)

    if table.spades:
        tricks = _side_tricks(table, start, sides)
        step()
        nils = []
        for seat in nil_bidders:
            nils.append((seat, not _nil_lost(table, start, seat)))
            step()
        return DealTable(start.to_move, sides, (TrumpRow(0, tricks),), None, tuple(nils))
    rows = []
    row_sides = sides
    for trump in range(5):
        if not contract.is_misere and trump == (4 if contract.trump is None else contract.trump):
            row_table = table
        else:
            row_table = Table(table.rules, _contract_in(contract, trump), partners=partners)
        board = Board(row_table, [row_table.mask_of(table.cards_of(h)) for h in start.hands],
                      start.to_move)
        row_sides = play_sides(row_table)
        rows.append(TrumpRow(trump, _side_tricks(row_table, board, row_sides)))
        step()
    makeable: bool | None = None
    if contract.is_misere:
        makeable = _Valuer(table, sides, "misere").value(start, 0) == 1
        step()
    elif contract.declarer is not None:
        row = rows[4 if contract.trump is None else contract.trump]
        makeable = row.tricks[0] >= contract.tricks
    return DealTable(start.to_move, row_sides, tuple(rows), makeable)


def _contract_in(contract: Contract, trump: int) -> Contract:
    """A contract like ``contract`` (its declarer, every seat playing) in ``trump``."""
    if contract.declarer is None:
        return Contract("all_pass_nt" if trump == 4 else "suit", None, None,
                        None if trump == 4 else trump, 0, 0)
    tricks = contract.tricks if not contract.is_misere else 6
    return numbered_contract(contract.declarer, BIDS[f"{tricks}{TRUMP_LETTERS[trump]}", False])


def _side_tricks(table: Table, board: Board, sides: Sequence[tuple[int, ...]]
                 ) -> tuple[int, ...]:
    valuer = _Valuer(table, tuple(sides), "tricks")
    known: dict[int, int] = {}
    return tuple(valuer.both(board, i, known) for i in range(len(sides)))


def _calls(game: GameState) -> Sequence[tuple[int, Bid]]:
    return game.auction.calls if game.auction is not None else ()


def _nil_bidders(calls: Sequence[tuple[int, Bid]]) -> list[int]:
    return sorted(s for s, b in calls if b.call in ("nil", "blind_nil"))


def _nil_lost(table: Table, board: Board, seat: int) -> bool:
    """Whether the other side can make ``seat`` take a trick, its partner helping it not to."""
    mine = table.side_of[seat]
    counted = [s == seat for s in range(table.n)]
    attackers = [table.side_of[s] != mine for s in range(table.n)]
    return trick_solver(board, counted, attackers).at_least(1)


# -------------------------------------------------------------------------- as words/JSON
def card_text(play: Play) -> str:
    """A card as a player reads it in a line: ``K♠``, ``red joker`` (``red joker ♥`` when
    it names a suit to lead)."""
    card: Card = play.card
    if card.suit == JOKER_SUIT:
        text = "black joker" if card.rank else "red joker"
    else:
        text = RANK_TEXT[card.rank] + SUIT_SYMBOLS[card.suit]
    return text if play.lead_suit is None else f"{text} {SUIT_SYMBOLS[play.lead_suit]}"


def side_line(analysis: HandAnalysis, side: int, names: Sequence[str]) -> str:
    """One line for a side: ``Ann and North lost 2 tricks to best play: trick 3, K♠ (9♠ kept
    it); …`` (the seats' ``names``)."""
    seats = analysis.sides[side]
    who = " and ".join(names[s] for s in seats)
    lost = analysis.lost_by(side)
    total = sum(v.lost for v in lost)
    if not lost:
        return f"{who} lost nothing to best play"
    if analysis.measure == "misere":
        goal = "the misère" if seats[0] == analysis.declarer else "the chance to beat the misère"
        what = f"{goal} to best play"
    else:
        what = f"{total} trick{'s' if total != 1 else ''} to best play"
    parts = []
    for v in lost:
        kept = " or ".join(card_text(p) for p in v.kept_by)
        if analysis.measure == "tricks" and v.lost > 1:
            parts.append(f"trick {v.trick}, {card_text(v.play)}, {v.lost} tricks ({kept} kept "
                         "them)")
        else:
            parts.append(f"trick {v.trick}, {card_text(v.play)} ({kept} kept it)")
    return f"{who} lost {what}: " + "; ".join(parts)


def to_json(analysis: HandAnalysis, names: Sequence[str]) -> dict[str, Any]:
    """The JSON object of one hand (docs/analysis.md)."""
    out: dict[str, Any] = {
        "hand": analysis.number, "contract": analysis.contract, "declarer": analysis.declarer,
        "finished": analysis.finished, "skipped": analysis.skipped,
        "measure": analysis.measure, "not_judged": NOT_JUDGED,
        "sides": [{"seats": list(seats),
                   "lost": sum(v.lost for v in analysis.lost_by(i)),
                   "line": side_line(analysis, i, names)}
                  for i, seats in enumerate(analysis.sides)],
        "cards": [{"trick": v.trick, "seat": v.seat, **v.play.to_record(), "side": v.side,
                   "before": v.before, "after": v.after, "lost": v.lost,
                   "kept_by": [p.to_record() for p in v.kept_by]} for v in analysis.cards],
    }
    table = analysis.table
    if table is not None:
        out["table"] = {
            "leader": table.leader,
            "sides": [list(seats) for seats in table.sides],
            "tricks": {("NT" if r.trump == 4 else TRUMP_LETTERS[r.trump]): list(r.tricks)
                       for r in table.rows},
            "makeable": table.makeable,
            "nils": [{"seat": s, "kept": kept} for s, kept in table.nils],
        }
    return out
