"""Who decides and what it is asked, in a state or a view: the queries the rules, the
words, the picture and the bot share. The legal moves themselves are declared on the rule
kit (:mod:`.chaparral.rulebook`).
"""

from __future__ import annotations

from frontier_games.games.chaparral.content import ALLEY_COSTS, Character
from frontier_games.games.chaparral.model import Phase, State, Step, View
from frontier_games.games.chaparral.turn import allocation_slot

__all__ = ["LOSSES_MONEY", "NOT_IN_ALLEY", "alley_cost", "asked", "deciding"]

NOT_IN_ALLEY = frozenset((Character.SHERIFF, Character.MAYOR))
"""The alley may act as any character but these."""

LOSSES_MONEY = 20
"""Losses and Damages: the money penalty."""


_OVER, _ALLOCATION, _ACTIONS, _SALES = Phase.OVER, Phase.ALLOCATION, Phase.ACTIONS, Step.SALES
"""The members the hot queries compare with, bound once (reading an enum member off its
class costs an attribute lookup through the enum's metaclass)."""


def deciding(position: State | View) -> int | None:
    """The seat that decides now, ``None`` once the game is over. A state or a view."""
    phase = position.phase
    if phase is _OVER:
        return None
    turn = position.turn
    if phase is _ALLOCATION:
        slot = allocation_slot(position.setup.players, position.board.start, turn.count)
        return None if slot is None else slot[0]
    if phase is _ACTIONS and turn.step is _SALES:
        return turn.sellers[0]
    return turn.seat


_STEP_WORDS = {
    Step.CHOOSE: "what to do next (a character, the alley, or pass)",
    Step.ARRANGE_EVENTS: "how to arrange the top three events (Sheriff)",
    Step.STAGECOACH: "$10 or the politician (Mayor)",
    Step.FARMS: "which farm to buy (Farmer)",
    Step.SHEEP_INFLUENCE: "where the sheep farm's marker goes",
    Step.RAILWAY: "what to build (Railway Chief)",
    Step.MINE: "what to mine (Miner)",
    Step.BUSINESSES: "which business to buy (Notary)",
    Step.APACHE: "which Apache to remove (General Custer)",
    Step.PRIZE: "the prize of the finished section",
    Step.SALES: "which farm to sell from",
}


def asked(position: State | View) -> str:
    """What the seat that decides is asked, in words (``"allocates a cowboy"``); a state
    or a view; empty once the game is over."""
    phase, turn = position.phase, position.turn
    if phase is Phase.ALLOCATION:
        slot = allocation_slot(position.setup.players, position.board.start, turn.count)
        if slot is not None:
            return "blocks a character with a red cowboy" if slot[1] else "allocates a cowboy"
    if phase is Phase.ACTIONS:
        return f"decides {_STEP_WORDS[turn.step]}"
    if phase is Phase.INFLUENCE:
        return "places influence (or passes)"
    if phase is Phase.LOSSES:
        return "picks its penalty (Losses and Damages)"
    if phase is Phase.END_OF_PHASE:
        return "decides whether to give to the Church (Benefactor)"
    return ""


# -- the alley ------------------------------------------------------------------------------


def alley_cost(position: State | View, seat: int) -> int | None:
    """What ``seat``'s next alley cowboy costs: the cheapest it has not used this round
    ($5 on the left space, else $10); ``None`` if it has none left. A state or a view."""
    alley = position.board.alley
    if seat not in alley:  # most seats, most of the time
        return None
    places = [place for place, owner in enumerate(alley) if owner == seat]
    turn = position.turn
    used = turn.alley_used if turn.seat == seat and position.phase is _ACTIONS else 0
    if used >= len(places):
        return None
    return ALLEY_COSTS[min(places[used], 1)]
