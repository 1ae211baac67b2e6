"""The compiled double-dummy search (``_double_dummy.c``): the twin of ``double_dummy.TrickSolver``,
built by ``trick_search.trick_solver``."""

from collections.abc import Sequence

MASK_BITS: int
"""The widest card mask the build has: a deck with more cards goes to the Python search."""

def set_budget_error(error: type[BaseException], /) -> None: ...

class Table:
    """The static part of a ``fastplay.Table`` (``double_dummy.compiled_table``)."""

    def __init__(self, n: int, active: Sequence[int], nxt: Sequence[int],
                 declarer_hands: Sequence[int], suit_of: Sequence[int], low_key: Sequence[int],
                 power: Sequence[Sequence[int]], smask: Sequence[int], trump: int, spades: bool,
                 free_jokers: bool, follow_anytime: bool, misere: bool, lead_mode: int) -> None: ...

class TrickSearch:
    """Yes/no questions about one position, as ``double_dummy.TrickSolver`` answers them.

    ``at_least`` lets other threads run Python while it searches; it answers one question at a
    time (asked again from another thread meanwhile, it raises ``RuntimeError``)."""

    def __init__(self, table: Table, hands: Sequence[int], counted: Sequence[bool],
                 attackers: Sequence[bool], to_move: int, trick: Sequence[tuple[int, int]],
                 led: int, done: bool, suits_led: int, broken: bool, counter: list[int],
                 limit: int | None, unstored: int, max_seen: int) -> None: ...
    def at_least(self, need: int, /) -> bool: ...
    def first_guess(self) -> int: ...
    def table_size(self) -> tuple[int, int, int, int]: ...
    def tricks_completed(self) -> int: ...
