"""An independent oracle of play for the property tests, written from docs/rules.md alone ("Card
order", "The joker", "Play", "Scoring", "End of the game", "Spades").  It reads the deal and the
hand's actions from the log and recomputes what must be legal, who wins each trick, when the
hand ends, the score and the winner, for comparison with the core."""

from __future__ import annotations

from typing import Any

from fivehundred_qt.core import Bid, Card, Discard, GameState, JokerSuit, Partners, Phase, Play, RuleSet

JACK_RANK = 14


class HandOracle:
    def __init__(self, state: GameState) -> None:
        rules = state.rules
        log = state.log[-1]
        self.rules = rules
        self.n = state.n
        self.spades = rules.is_spades
        self.dealer = log.dealer
        self.actions = log.actions
        self.sides = rules.sides
        self.side_of = {s: i for i, side in enumerate(self.sides) for s in side}
        contract = state.contract
        self.bid = contract.bid if contract is not None else None
        self.declarer = contract.declarer if contract is not None else None
        call = self.bid.call if self.bid is not None else ""
        self.misere = call in ("misere", "open_misere", "blind_misere")
        if self.spades:
            self.trump: int | None = 0
        elif call[:1].isdigit() and not call.endswith("NT"):
            self.trump = "SCDH".index(call[-1])
        else:
            self.trump = None  # no trumps, misère, all passed and played at no trumps
        self.partners = next((a.seats for _, a in self.actions if isinstance(a, Partners)), ())
        # The contractor's hands (for misère) and the seats the contract is played by.
        if self.declarer is None:
            self.contract_hands: set[int] = set()
        elif self.misere:
            team = set(self.sides[self.side_of[self.declarer]])
            both = rules.nullo_play == "both_hands"
            self.contract_hands = team if both else {self.declarer}
        elif rules.teams == "called":
            self.contract_hands = {self.declarer, *self.partners}
        else:
            self.contract_hands = set(self.sides[self.side_of[self.declarer]])
        resting = set()
        if self.misere and rules.nullo_play == "own_hand" and self.declarer is not None:
            resting = set(self.sides[self.side_of[self.declarer]]) - {self.declarer}
        self.active = [s for s in range(self.n) if s not in resting]
        self.nominated = self._nominations(log)
        plays = [(seat, a) for seat, a in self.actions if isinstance(a, Play)]
        k = len(self.active)
        self.tricks = [plays[i:i + k] for i in range(0, len(plays), k)]
        self.current = self.tricks.pop() if self.tricks and len(self.tricks[-1]) < k else []

    def _nominations(self, log: Any) -> dict[Card, int | None]:
        """Each joker the contractor holds after the discard, black first, gets one answer."""
        answers = [a.suit for _, a in self.actions if isinstance(a, JokerSuit)]
        if self.declarer is None or self.spades:
            assert not answers, "only a contractor nominates a joker"
            return {}
        held = list(log.deal.hands[self.declarer])
        if self.bid is not None and not self.bid.sans_kitty:
            held += log.deal.kitty
        for _, a in self.actions:
            if isinstance(a, Discard):
                for c in a.cards:
                    held.remove(c)
        jokers = sorted((c for c in held if c.is_joker), key=lambda c: str(c) != "BJ")
        if not (self.rules.joker_nomination and self.trump is None):
            jokers = []  # docs/rules.md, "Joker nomination": no-trump and misère contracts only
        assert len(jokers) == len(answers), "one joker_suit answer per joker held"
        return dict(zip(jokers, answers, strict=True))

    def eff(self, card: Card) -> int | None:
        """The suit a card belongs to in play; None for a joker with no suit."""
        if card.is_joker:
            if self.trump is not None:
                return self.trump
            return self.nominated.get(card)
        if (not self.spades and self.trump is not None and card.rank == JACK_RANK
                and card.suit in (self.trump, self.trump ^ 1)):
            return self.trump
        return card.suit

    def power(self, card: Card) -> int:
        if card.is_joker:
            return 100 + (str(card) == "BJ")
        if not self.spades and self.trump is not None and card.rank == JACK_RANK \
                and self.eff(card) == self.trump:
            return 51 if card.suit == self.trump else 50
        return card.rank

    def led(self, trick: list[tuple[int, Play]]) -> int | None:
        first = trick[0][1]
        return first.lead_suit if first.lead_suit is not None else self.eff(first.card)

    def winner(self, trick: list[tuple[int, Play]]) -> int:
        free = [(s, p.card) for s, p in trick if self.eff(p.card) is None]
        if free:
            return max(free, key=lambda sc: str(sc[1]) == "BJ")[0]
        trumps = [(s, p.card) for s, p in trick if self.trump is not None
                  and self.eff(p.card) == self.trump]
        led = self.led(trick)
        pool = trumps or [(s, p.card) for s, p in trick if self.eff(p.card) == led]
        return max(pool, key=lambda sc: self.power(sc[1]))[0]

    def first_leader(self) -> int:
        if self.declarer is not None:
            return self.declarer
        return (self.dealer + 1) % self.n

    def order(self, leader: int) -> list[int]:
        i = self.active.index(leader)
        return self.active[i:] + self.active[:i]

    def legal_plays(self, hand: list[Card]) -> set[tuple[Card, int | None]]:
        if self.current:
            led = self.led(self.current)
            follow = [c for c in hand if self.eff(c) == led]
            free = [c for c in hand if self.eff(c) is None]
            if follow:
                allowed = follow + (free if self.rules.joker_follow == "anytime" else [])
            elif free and self.misere:
                allowed = free
            else:
                allowed = hand
            return {(c, None) for c in allowed}
        if self.spades:
            broken = any(p.card.suit == 0 for t in self.tricks for _, p in t)
            plain = [c for c in hand if c.suit != 0]
            return {(c, None) for c in (hand if broken or not plain else plain)}
        free = [c for c in hand if self.eff(c) is None]
        others = [c for c in hand if self.eff(c) is not None]
        led_suits = {self.led(t) for t in self.tricks}
        unled = [s for s in range(4) if s not in led_suits]
        last = len(hand) == 1
        mode = self.rules.joker_lead
        if mode == "any_suit":
            names = [0, 1, 2, 3]
        elif mode == "unled_suit":
            names = unled or ([0, 1, 2, 3] if last else [])
        else:
            names = [0, 1, 2, 3] if last else []
        if free and not names and not others:
            names = unled or [0, 1, 2, 3]
        return {(c, None) for c in others} | {(j, s) for j in free for s in names}


def trick_points(rules: RuleSet, score: int, tricks: int) -> int:
    limit = rules.defender_cap
    if rules.must_bid_to_win:
        limit = rules.win_score - 10 if limit is None else min(limit, rules.win_score - 10)
    if limit is None:
        return 10 * tricks
    return 0 if score >= limit else min(10 * tricks, limit - score)


def expected_500_delta(o: HandOracle, won: list[int], prior: list[int]) -> tuple[Any, list[int]]:
    rules = o.rules
    delta = [0] * len(o.sides)
    side_tricks = [sum(won[s] for s in side) for side in o.sides]
    if o.bid is None:  # all passed, played at no trumps
        return None, [trick_points(rules, prior[i], t) for i, t in enumerate(side_tricks)]
    taken = sum(won[s] for s in o.contract_hands)
    call = o.bid.call
    if o.misere:
        made = taken == 0
        value = {"misere": rules.misere_points, "open_misere": rules.open_misere_points,
                 "blind_misere": 500}[call]
        defenders = rules.misere_defenders_score
    else:
        tricks = int(call[:-2] if call.endswith("NT") else call[:-1])
        suit = 4 if call.endswith("NT") else "SCDH".index(call[-1])
        value = 40 + 20 * suit + 100 * (tricks - 6)
        made = taken >= tricks
        if made and taken == 10 and value < 250:
            value = 250
        defenders = True
    contract_sides = {o.side_of[s] for s in o.contract_hands}
    for i in range(len(o.sides)):
        if i in contract_sides:
            delta[i] = value if made else -value
        elif defenders:
            delta[i] = trick_points(rules, prior[i], side_tricks[i])
    return made, delta


def expected_spades(o: HandOracle, won: list[int], bags: list[int]) -> tuple[list[int], list[int]]:
    rules = o.rules
    bids = {seat: a.call for seat, a in o.actions if isinstance(a, Bid)}
    delta, new_bags = [], []
    for i, side in enumerate(o.sides):
        nil = [s for s in side if bids[s] in ("nil", "blind_nil")]
        contract = sum(int(bids[s]) for s in side if s not in nil)
        taken = sum(won[s] for s in side if s not in nil)
        points, b = 0, bags[i]
        if taken >= contract:
            points += 10 * contract + (taken - contract)
            b += taken - contract
        else:
            points -= 10 * contract
        for s in nil:
            worth = 200 if bids[s] == "blind_nil" else 100
            points += (worth if won[s] == 0 else -worth) + won[s]
            b += won[s]
        while b >= rules.bag_limit:
            b -= rules.bag_limit
            points -= rules.bag_penalty
        delta.append(points)
        new_bags.append(b)
    return delta, new_bags


def expected_winners(rules: RuleSet, scores: list[int], preferred: int | None) -> set[int | None]:
    """The allowed values of the game's winner after a hand."""

    def unique_top(candidates: list[int]) -> int | None:
        best = max(scores[i] for i in candidates)
        top = [i for i in candidates if scores[i] == best]
        return top[0] if len(top) == 1 else None

    reached = [i for i, s in enumerate(scores) if s >= rules.win_score]
    if reached:
        if len(reached) == 1:
            return {reached[0]}
        if preferred in reached:
            return {preferred}
        return {unique_top(reached)}
    if rules.lose_score is not None:
        out = [i for i, s in enumerate(scores) if s <= rules.lose_score]
        if out:
            others = [i for i in range(len(scores)) if i not in out]
            # Every side out backwards at once: the highest score wins (docs/rules.md, "End of the
            # game"); this oracle also accepts no winner.
            if not others:
                return {None, unique_top(list(range(len(scores))))}
            return {unique_top(others)}
    return {None}


def check_against_oracle(state: GameState) -> None:
    if state.contract is None or state.phase not in (Phase.PLAY, Phase.DEAL, Phase.GAME_OVER):
        return
    o = HandOracle(state)
    log = state.log[-1]
    # who leads and who follows, trick by trick; who wins each trick
    leader = o.first_leader()
    won = [0] * state.n
    for t, trick in enumerate(o.tricks):
        assert [s for s, _ in trick] == o.order(leader), f"trick {t} played out of turn"
        winner = o.winner(trick)
        assert state.tricks[t][0] == winner, f"trick {t}: {trick} won by {winner}"
        won[winner] += 1
        leader = winner
        if o.misere and winner in o.contract_hands:
            assert t == len(o.tricks) - 1 and state.phase is not Phase.PLAY, \
                "a misère hand ends when the contractor wins a trick"
    assert state.won == won
    if state.phase is Phase.PLAY:
        order = o.order(leader)
        assert state.to_move == order[len(o.current)]
        expected = o.legal_plays(list(state.cards[state.to_move]))
        got = {(a.card, a.lead_suit) for a in state.legal_actions() if isinstance(a, Play)}
        assert got == expected, (
            f"extra: {sorted((str(c), s) for c, s in got - expected)}, "
            f"missing: {sorted((str(c), s) for c, s in expected - got)}")
        if o.declarer is not None and state.to_move in o.contract_hands and o.misere:
            assert state.decider == o.declarer
        else:
            assert state.decider == state.to_move
        return
    # the hand is over
    result = log.result
    assert result is not None
    assert not o.current
    if not (o.misere and any(won[s] for s in o.contract_hands)):
        assert len(o.tricks) == state.rules.hand_size, "the hand stopped before the last trick"
    finished = [h.result for h in state.log if h.result is not None]
    prior = list(finished[-2].scores) if len(finished) > 1 else [0] * len(o.sides)
    if o.spades:
        prior_bags = list(finished[-2].bags or ()) if len(finished) > 1 else [0, 0]
        delta, bags = expected_spades(o, won, prior_bags)
        assert list(result.delta) == delta and list(result.bags or ()) == bags
        preferred = None
    else:
        made, delta = expected_500_delta(o, won, prior)
        assert result.made == made and list(result.delta) == delta, (result, made, delta)
        preferred = o.side_of[o.declarer] if o.declarer is not None else None
    scores = [p + d for p, d in zip(prior, delta, strict=True)]
    assert state.winner in expected_winners(state.rules, scores, preferred)
