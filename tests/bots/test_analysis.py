"""The double-dummy analysis of played hands (``bots/analysis.py``): a card that gave away
tricks is found, with the card that would have kept them; perfect play loses nothing."""

from __future__ import annotations

from fivehundred_qt.bots.analysis import HandAnalysis, analyse_game, side_line, to_json
from fivehundred_qt.bots.fastplay import board_from_state
from fivehundred_qt.bots.solver import double_dummy_tricks
from fivehundred_qt.core import GameState, Phase, Play, replay, to_record
from tests.bots.positions import bid, discard_kitty, play, start
from tests.bots.random_games import VARIANTS, build, random_games

# Spades, seat 0 to lead: North (2) holds A Q of hearts over West's K 7 6; South (0) has the
# entries to lead hearts twice.
FINESSE = {
    0: "2H 3H 4H AC KC QC AD KD QD 2S 3S 4S 5S",
    1: "KH 6H 7H 5C 6C 7C 5D 6D 7D JS QS KS AS",
    2: "AH QH 2C 3C 4C 2D 3D 4D 6S 7S 8S 9S 10S",
    3: "5H 8H 9H 10H JH 8C 9C 10C JC 8D 9D 10D JD",
}
# 500, seat 0 in 7H with the top five trumps and clubs; seat 1 holds two trumps and no club.
TRUMPS = {
    0: "RJ JH JD AH KH AC KC QC JC 10C",
    1: "QH 10H AS KS QS JS 10S 9S 8S AD",
    2: "7H 6H 5H KD QD 10D 9D 8D 7D 6D",
    3: "9H 8H 9C 8C 7C 6C 5C 7S 6S 5S",
}


def side_tricks(state: GameState, move: Play) -> int:
    """The tricks the mover's side ends with after ``move``, every card played perfectly
    after it (the solver on its own, not through the analysis)."""
    after = state.copy()
    seats = state.rules.side_with(state.to_move) if state.contract is None or \
        state.contract.declarer is None else (
            state.contract_seats if state.to_move in state.contract_seats
            else tuple(s for s in range(state.n) if s not in state.contract_seats))
    after.apply(move)
    won = sum(after.won[s] for s in seats)
    if after.phase is not Phase.PLAY:
        return won
    return won + double_dummy_tricks(board_from_state(after), seats)


def play_perfectly(state: GameState, forced: dict[int, str] | None = None) -> None:
    """Play the hand to its end: each card the solver's best for the mover's side, except the
    cards ``forced`` by their place in the hand (0: the first card)."""
    forced = forced or {}
    index = 0
    while state.phase is Phase.PLAY:
        if index in forced:
            play(state, forced[index])
        else:
            moves = [a for a in state.legal_actions() if isinstance(a, Play)]
            state.apply(max(moves, key=lambda m: side_tricks(state, m)))
        index += 1


def analysed(state: GameState) -> HandAnalysis:
    return next(iter(analyse_game(replay(to_record(state)))))


def finesse() -> GameState:
    state = start(FINESSE, game="spades", dealer=3)
    bid(state, "4", "3", "4", "2")
    return state


def trumps() -> GameState:
    state = start(TRUMPS, kitty="4H 5D 4D", dealer=3)
    bid(state, "7H", "pass", "pass", "pass")
    discard_kitty(state)
    return state


def costly(analysis: HandAnalysis) -> list[tuple[int, int, str, int, list[str]]]:
    return [(v.trick, v.seat, str(v.play), v.lost, [str(p) for p in v.kept_by])
            for v in analysis.cards if v.lost]


def test_a_finesse_taken_the_wrong_way_costs_the_trick_the_queen_kept() -> None:
    state = finesse()
    play_perfectly(state, {0: "2H", 1: "6H", 2: "AH"})
    analysis = analysed(state)
    assert costly(analysis) == [(1, 2, "AH", 1, ["QH"])]
    first = analysis.cards[0]
    assert (first.before, first.after) == (9, 9)
    # Everyone else played perfectly: the side ends one trick short of the deal's value.
    assert state.won[0] + state.won[2] == 9 - 1
    assert "trick 1, A♥ (Q♥ kept it)" in side_line(analysis, 0, ["S", "W", "N", "E"])
    assert side_line(analysis, 1, ["S", "W", "N", "E"]) == "W and E lost nothing to best play"


def test_a_trump_not_drawn_costs_the_trick_the_ruff_takes() -> None:
    state = trumps()
    play_perfectly(state, {0: "RJ", 4: "AC"})
    analysis = analysed(state)
    assert analysis.measure == "tricks" and analysis.sides == ((0, 2), (1, 3))
    [(trick, seat, card, lost, kept)] = costly(analysis)
    assert (trick, seat, card, lost) == (2, 0, "AC", 1)
    assert "JH" in kept and not any(k.endswith("C") for k in kept)
    assert state.won[0] + state.won[2] == 10 - 1


def test_a_hand_played_double_dummy_perfectly_loses_nothing() -> None:
    for state in (finesse(), trumps()):
        play_perfectly(state)
        analysis = analysed(state)
        assert analysis.cards and all(v.lost == 0 and not v.kept_by for v in analysis.cards)
        for side in (0, 1):     # each side's value never moves when nobody errs
            assert len({v.before for v in analysis.cards if v.side == side}) == 1


def test_every_card_of_random_games_of_every_table_kind_is_judged_consistently() -> None:
    for name, game in random_tables():
        # The table of a random Spades deal takes seconds (its nils): the 500 tables only.
        for analysis in analyse_game(replay(to_record(game)), with_table=not game.spades):
            if analysis.skipped:
                assert not analysis.cards
                continue
            names = [f"seat {s}" for s in range(game.n)]
            to_json(analysis, names)
            for v in analysis.cards:
                assert v.lost >= 0, name
                assert bool(v.kept_by) == (v.lost > 0), name
                assert v.play not in v.kept_by, name
            if analysis.measure == "misere":
                assert all(v.before in (0, 1) for v in analysis.cards), name
            table = analysis.table
            assert (table is None) == game.spades and (table is None or len(table.rows) == 5)


def random_tables() -> list[tuple[str, GameState]]:
    """Random games of every variant: three of 500 (the styles reach misère, no trumps and
    thrown-in hands) and one of Spades, one hand each."""
    out = []
    for name in VARIANTS:
        rules = build(name)
        for seed in (0,) if rules.is_spades else (0, 1, 2):
            states = list(random_games(rules, seed, hands=1))
            out.append((name, states[-1]))     # one state, played on to the end
    return out
