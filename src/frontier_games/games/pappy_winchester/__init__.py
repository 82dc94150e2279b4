"""*Pappy Winchester* (Blue Orange, 2019): bid on Pappy's 19 plots to become the richest heir.

Work in progress: :mod:`.content` holds the board and the card values, :mod:`.model` the
states and actions, :mod:`.rules` the rules (decisions R1-R11 in its docstring) and
:mod:`.view` the views. :data:`GAME` is assembled here, but the game is not registered yet.
"""

from __future__ import annotations

from frontier_games.core import Game, GameDefinition
from frontier_games.games.pappy_winchester.model import (
    Bid,
    Duel,
    HiddenCard,
    HiddenKind,
    MoveVehicle,
    Options,
    PappyAction,
    Pass,
    Phase,
    Rumor,
    State,
    Vehicle,
    View,
)
from frontier_games.games.pappy_winchester.rules import (
    BID_RULES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOST_PLOTS_BONUS,
    NAME,
    actors,
    apply,
    fortunes,
    is_over,
    legal_actions,
    max_actions,
    new_game,
    outcome,
    rumor_targets,
    secret_objective_value,
)
from frontier_games.games.pappy_winchester.view import determinize, render, view

__all__ = [
    "BID_RULES",
    "GAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOST_PLOTS_BONUS",
    "NAME",
    "Bid",
    "Duel",
    "HiddenCard",
    "HiddenKind",
    "MoveVehicle",
    "Options",
    "PappyAction",
    "Pass",
    "Phase",
    "Rumor",
    "State",
    "Vehicle",
    "View",
    "actors",
    "apply",
    "determinize",
    "fortunes",
    "is_over",
    "legal_actions",
    "max_actions",
    "new_game",
    "outcome",
    "render",
    "rumor_targets",
    "secret_objective_value",
    "view",
]

GAME: GameDefinition[State, PappyAction, View, Options] = GameDefinition(
    name=NAME,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    state_type=State,
    action_type=PappyAction,
    view_type=View,
    options_type=Options,
    new_game=new_game,
    actors=actors,
    legal_actions=legal_actions,
    apply=apply,
    is_over=is_over,
    outcome=outcome,
    view=view,
    determinize=determinize,
    max_actions=max_actions,
    render=render,
)
"""The *Pappy Winchester* game (not registered yet: build it with this object)."""

_CONFORMS: Game[State, PappyAction, View, Options] = GAME
