"""Why the rules refuse an action: the reason codes of ``IllegalAction`` and ``why_not``.

Each reason is a ``Phrase`` (an English template under the context ``"Reasons"``); the code that
refuses fills in its arguments with ``format``.  ``str()`` gives the English sentence; the window
shows it in the player's language.
"""

from __future__ import annotations

from typing import Final

from .actions import Action, Bid, Discard, JokerSuit, Partners, Play
from .phase import Phase
from .phrases import Phrase

# --------------------------------------------------------------------------------- the auction
NOT_IN_500: Final = Phrase.translate("Reasons", "{call} is a Spades bid, not a call in 500")
NEVER_SANS: Final = Phrase.translate("Reasons", "{call} is never sans {kitty}")
NO_SANS_HERE: Final = Phrase.translate("Reasons", "sans-{kitty} bids are not played at this table")
NOT_PLAYED_HERE: Final = Phrase.translate("Reasons", "{call} is not played at this table")
BLIND_FIRST: Final = Phrase.translate("Reasons", "{call} may be bid only as your first call, before "
                                      "you look at your cards")
AFTER_7: Final = Phrase.translate("Reasons", "{call} may be bid only after someone has bid 7 or more")
AFTER_8: Final = Phrase.translate("Reasons", "{call} may be bid only after someone has bid 8 or more")
INKLE_SEATS: Final = Phrase.translate("Reasons", "only the first {callers} callers may bid at the 6 "
                                      "level; you must bid 7 or more, or pass")
NOT_HIGHER: Final = Phrase.translate("Reasons", "your call must be higher than {bid}")
CALL_NOT_NOW: Final = Phrase.translate("Reasons", "that call is not allowed now")
EVERYONE_BIDS: Final = Phrase.translate("Reasons", "in Spades everyone bids: a number of tricks "
                                        "from 1 to 13, or nil")
NOT_A_SPADES_BID: Final = Phrase.translate("Reasons", "{bid} is not a Spades bid: bid 1 to 13 "
                                           "tricks, or nil")

# ---------------------------------------------------------------------------------- the deal
HAND_NOT_FINISHED: Final = Phrase.translate("Reasons", "the hand in progress is not finished")
GAME_IS_OVER: Final = Phrase.translate("Reasons", "the game is over")
DEAL_HANDS: Final = Phrase.translate("Reasons", "the deal must have {hands} hands")
DEAL_HAND_SIZE: Final = Phrase.translate("Reasons", "seat {seat} must be dealt {size} cards, not "
                                         "{count}")
DEAL_KITTY_SIZE: Final = Phrase.translate("Reasons", "the kitty must hold {size} cards, not {count}")
DEAL_DEAD_SIZE: Final = Phrase.translate("Reasons", "the dead hand must hold {size} cards, not "
                                         "{count}")
DEALT_TWICE: Final = Phrase.translate("Reasons", "{card} is dealt twice")
NOT_IN_DECK: Final = Phrase.translate("Reasons", "{card} is not in this game's deck")
CARDS_MISSING: Final = Phrase.translate("Reasons", "cards missing from the deal: {cards}")

# ------------------------------------------------------------------------- out of turn
WHAT_NOW: Final[dict[Phase, Phrase]] = {
    Phase.DEAL: Phrase.translate("Reasons", "the next hand must be dealt first"),
    Phase.GAME_OVER: GAME_IS_OVER,
    Phase.AUCTION: Phrase.translate("Reasons", "it is time to bid"),
    Phase.DISCARD: Phrase.translate("Reasons", "it is time to discard"),
    Phase.PARTNERS: Phrase.translate("Reasons", "the contractor must name partners"),
    Phase.JOKER: Phrase.translate("Reasons", "the contractor must nominate the joker's suit"),
    Phase.PLAY: Phrase.translate("Reasons", "it is time to play a card"),
}
"""What the game waits for, by phase."""
NOT_NOW_BY_KIND: Final[dict[type[Action], Phrase]] = {
    Bid: Phrase.translate("Reasons", "you cannot bid now"),
    Discard: Phrase.translate("Reasons", "you cannot discard now"),
    Partners: Phrase.translate("Reasons", "you cannot name partners now"),
    JokerSuit: Phrase.translate("Reasons", "you cannot nominate a joker now"),
    Play: Phrase.translate("Reasons", "you cannot play a card now"),
}
"""What cannot be done out of its phase, by the kind of action."""
NOT_THAT_NOW: Final = Phrase.translate("Reasons", "you cannot do that now")
WRONG_KIND: Final = Phrase.translate("Reasons", "{waiting}: {refusal}")
NOT_ALLOWED_NOW: Final = Phrase.translate("Reasons", "that is not allowed now")

# ---------------------------------------------------------------------- kitty and partners
DISCARD_COUNT: Final = Phrase.translate("Reasons", "you must discard exactly {size} cards, not "
                                        "{count}")
DISCARD_TWICE: Final = Phrase.translate("Reasons", "you cannot discard the same card twice")
NOT_HELD: Final = Phrase.translate("Reasons", "you do not hold {card}")
NAME_ONE: Final = Phrase.translate("Reasons", "name one partner")
NAME_TWO: Final = Phrase.translate("Reasons", "name two partners: a bid of 8 or more takes two")
NOT_YOURSELF: Final = Phrase.translate("Reasons", "you cannot name yourself as a partner")
NO_SUCH_SEAT: Final = Phrase.translate("Reasons", "there is no seat {seat}")
NOMINATE_A_SUIT: Final = Phrase.translate("Reasons", "nominate spades, clubs, diamonds or hearts, or "
                                          "decline")

# ------------------------------------------------------------------------------- the play
ONLY_JOKER_LEAD_NAMES: Final = Phrase.translate("Reasons", "only a joker that leads a trick names a "
                                                "suit")
JOKER_ONLY_WHEN_VOID: Final = Phrase.translate("Reasons", "the joker may be played only when you "
                                               "cannot follow {suit}")
MISERE_JOKER: Final = Phrase.translate("Reasons", "you cannot follow {suit}, so you must play the "
                                       "joker in {misere}")
MUST_FOLLOW: Final = Phrase.translate("Reasons", "you must follow {suit}")
SPADES_NOT_BROKEN: Final = Phrase.translate("Reasons", "spades have not been broken yet: lead "
                                            "another suit")
NO_SPADE_FIRST: Final = Phrase.translate("Reasons", "you may not lead a spade to the first trick")
NAME_JOKER_SUIT: Final = Phrase.translate("Reasons", "name the suit the joker leads")
JOKER_LAST_TRICK: Final = Phrase.translate("Reasons", "the joker may be led only to the last trick")
JOKER_UNLED_SUIT: Final = Phrase.translate("Reasons", "the joker must name a suit not yet led: "
                                           "{suits}")
ONLY_FREE_JOKER_NAMES: Final = Phrase.translate("Reasons", "only a joker with no suit names a suit "
                                                "when it leads")
CARD_NOT_NOW: Final = Phrase.translate("Reasons", "that card cannot be played now")
