"""The analysis from a seat's view (``analyse_seen``): for a hand played to its last trick it is
exactly the analysis of the game state, built only from what each seat saw; a hand that stopped
before its last trick is skipped as not all seen."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from fivehundred_qt.bots.analysis import (
    NOT_LEGAL,
    NOT_SEEN,
    THROWN_IN,
    HandAnalysis,
    SeenHand,
    analyse_game,
    analyse_seen,
    seen_hand,
)
from fivehundred_qt.core import GameState, JokerSuit, Phase, Play, SeatView, replay, to_record
from tests.bots.positions import bid, discard_kitty, start
from tests.bots.random_games import build, random_action


@dataclass
class Hand:
    """One hand of a random game as the seats saw it: each seat's view just before the hand's
    last card with that card (``last``), and each seat's view once the hand was over."""

    before_last: dict[int, SeatView]
    last: tuple[int, Play] | None
    over: dict[int, SeatView]


def seen_hands(name: str, seed: int, hands: int, state: GameState | None = None
               ) -> tuple[GameState, list[Hand]]:
    """A random game of ``hands`` hands (fewer if it ends first) and what its seats saw; from
    ``state`` (a hand being dealt) if given."""
    rng = random.Random(seed)
    if state is None:
        state = GameState(build(name), seed=seed)
    out: list[Hand] = []
    before: dict[int, SeatView] = {}
    last: tuple[int, Play] | None = None
    while True:
        if state.phase is Phase.DEAL or state.phase is Phase.GAME_OVER:
            if state.log:
                out.append(Hand(before, last, {s: state.view(s) for s in range(state.n)}))
            if state.phase is Phase.GAME_OVER or len(out) == hands:
                return state, out
            state.deal()
            before, last = {}, None
            continue
        action = random_action(state, rng, seed % 3)
        if isinstance(action, Play) and state.to_move in state.declarer_hands:
            action = ducking(state)
        if isinstance(action, Play):
            before = {s: state.view(s) for s in range(state.n)}
            last = (state.to_move, action)
        state.apply(action)


def ducking(state: GameState) -> Play:
    """A misère contractor's lowest card that does not win the trick when it completes it (so
    that some misères last to the end)."""
    def wins(play: Play) -> bool:
        after = state.copy()
        after.apply(play)
        return len(after.tricks) > len(state.tricks) and after.tricks[-1][0] in \
            state.declarer_hands

    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    return min(plays, key=lambda p: (wins(p), p.card.is_joker, p.card.rank))


def check_game(name: str, seed: int, hands: int, state: GameState | None = None) -> set[str]:
    """Compare every hand's analysis from each seat's views with the state's; return what the
    hands were (for the test to check what it covered)."""
    state, seen = seen_hands(name, seed, hands, state)
    truth = list(analyse_game(replay(to_record(state)), with_table=True))
    kinds: set[str] = set()
    for hand, want in zip(seen, truth, strict=True):
        log = state.log[want.number]
        record = tuple((s, a) for s, a in log.actions if isinstance(a, Play))
        every = [seen_hand(view) for view in hand.over.values()]
        if hand.last is not None:
            every += [seen_hand(view, [hand.last], log.result)
                      for view in hand.before_last.values()]
        distinct: list[SeenHand] = []
        for inputs in every:
            assert inputs.plays == record, (name, seed, want.number)
            if inputs not in distinct:      # the same inputs from several seats: once
                distinct.append(inputs)
        played_out = len(record) == state.rules.hand_size * len({s for s, _ in record})
        for inputs in distinct:
            kinds |= check_hand(inputs, want, played_out, (name, seed, want.number))
        kinds |= tags(state, want, played_out)
    return kinds


def check_hand(inputs: SeenHand, want: HandAnalysis, played_out: bool, where: object
               ) -> set[str]:
    got = analyse_seen(inputs, with_table=True)
    if want.skipped == THROWN_IN:
        assert got == want, where
    elif not played_out:
        assert got.skipped == NOT_SEEN and not got.cards, where
        assert got.contract == want.contract and got.finished, where
    elif got.table is None and want.table is not None:
        # A misère partner who sat out: its hand is not seen by the others.
        assert inputs.sat_out is None, where
        assert got == replace(want, table=None), where
    else:
        assert got == want, where
        if inputs.sat_out:
            return {"table with a hand that sat out"}
    return set()


def tags(state: GameState, analysis: HandAnalysis, played_out: bool) -> set[str]:
    """What a hand shows: thrown in, stopped early, or played out (a misère, a joker led with a
    named suit, a joker nominated)."""
    if analysis.skipped:
        return {"thrown in"}
    if not played_out:
        return {"stopped early"}
    actions = [a for _, a in state.log[analysis.number].actions]
    out = {"played out"}
    if analysis.measure == "misere":
        out.add("misere")
    if any(isinstance(a, Play) and a.lead_suit is not None for a in actions):
        out.add("joker led with a suit")
    if any(isinstance(a, JokerSuit) and a.suit is not None for a in actions):
        out.add("nominated")
    return out


def test_four_player_500_hands_with_nominations_and_jokers_led_equal_the_state_analysis(
        ) -> None:
    kinds: set[str] = set()
    for seed in (1, 4, 7):
        kinds |= check_game("jokers_anytime_any_suit", seed, 3)
    for seed in (0, 1, 4, 5):
        kinds |= check_game("australian", seed, 3)
    assert {"nominated", "joker led with a suit", "played out", "stopped early", "thrown in"
            } <= kinds


def test_six_and_three_player_hands_equal_the_state_analysis() -> None:
    # Seed 19 of the six-player game is a misère played out, the contractor's partner sitting
    # out: only that partner can give the deal's table.
    kinds = check_game("players_6_2v2v2", 19, 1)
    assert {"misere", "table with a hand that sat out"} <= kinds
    for seed in range(6):
        kinds |= check_game("players_3", seed, 3)
    assert {"misere", "played out", "stopped early", "thrown in"} <= kinds


# A misère for seat 0 under ``both_hands``: seats 0 and 2 hold the five lowest cards of each
# suit, the others the rest (the kitty: the joker and both nines of the red suits).
LOW_PAIR = {
    0: "5S 6S 7S 5C 6C 7C 4D 5D 4H 5H",
    2: "8S 9S 8C 9C 6D 7D 8D 6H 7H 8H",
}


def test_a_both_hands_misere_equals_the_state_analysis() -> None:
    kinds: set[str] = set()
    for seed in range(3):
        state = start(LOW_PAIR, "RJ 9D 9H", nullo_play="both_hands", misere="anytime")
        bid(state, "misere", "pass", "pass", "pass")
        discard_kitty(state)
        kinds |= check_game("both_hands", seed, 1, state=state)
    kinds |= check_game("both_hands", 1, 2)
    assert {"misere", "played out"} <= kinds


def test_a_spades_hand_equals_the_state_analysis() -> None:
    assert check_game("spades", 0, 1) == {"played out"}


def test_a_view_taken_before_the_hand_ended_is_not_all_seen() -> None:
    _, [hand] = seen_hands("australian", 0, 1)
    assert hand.last is not None
    for view in hand.before_last.values():
        got = analyse_seen(seen_hand(view))
        assert got.skipped == NOT_SEEN and not got.cards and not got.finished


def test_cards_that_are_not_a_legal_play_are_refused() -> None:
    _, [hand] = seen_hands("australian", 0, 1)
    assert hand.last is not None
    inputs = seen_hand(hand.over[0])
    swapped = (inputs.plays[1], inputs.plays[0], *inputs.plays[2:])
    got = analyse_seen(replace(inputs, plays=swapped))
    assert got.skipped == NOT_LEGAL and not got.cards

