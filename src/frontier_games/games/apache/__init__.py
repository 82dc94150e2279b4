"""*Apache* (Abacusspiele, 2007): grab Indians and their loot from the prairie, fastest first.

2 to 5 players, each in the colour of its choice; the three additional rules (War Path,
Wedding, Joint Raid) and two readings of the rulebook (the chief's twin, buffalo under the
pile) are :class:`Options` that combine freely. See :doc:`/games/apache` for
how the rulebook maps to states and actions, and :doc:`/games/apache-rules-notes` for the
decisions taken.
"""

from __future__ import annotations

from frontier_games.core import Game, GameDefinition
from frontier_games.games.apache.content import (
    BUFFALO,
    NECKLACE,
    PRAIRIE_COUNTS,
    TIPI,
    TOMAHAWK,
    TOTEM_POLE,
    Colour,
    Indian,
    PrairieCard,
    card_name,
    indian_card,
)
from frontier_games.games.apache.heuristic import HeuristicBot
from frontier_games.games.apache.invariants import check_state
from frontier_games.games.apache.learning import codec, feature_size, features
from frontier_games.games.apache.model import (
    ApacheAction,
    BoardCard,
    Cards,
    Loot,
    Options,
    Pass,
    Phase,
    Play,
    Setup,
    State,
    Take,
    View,
)
from frontier_games.games.apache.picture import svg
from frontier_games.games.apache.rulebook import MOVES
from frontier_games.games.apache.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME,
    PENALTY_CARDS,
    actors,
    apply,
    can_make_loot,
    hand,
    is_over,
    legal_actions,
    loot_choices,
    max_actions,
    new_game,
    outcome,
    seat_colours,
    standings,
    timing,
)
from frontier_games.games.apache.view import determinize, render, unseen_cards, view
from frontier_games.games.apache.words import describe, narrate

__all__ = [
    "BUFFALO",
    "GAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "NECKLACE",
    "PENALTY_CARDS",
    "PRAIRIE_COUNTS",
    "TIPI",
    "TOMAHAWK",
    "TOTEM_POLE",
    "ApacheAction",
    "BoardCard",
    "Cards",
    "Colour",
    "HeuristicBot",
    "Indian",
    "Loot",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "PrairieCard",
    "Setup",
    "State",
    "Take",
    "View",
    "actors",
    "apply",
    "can_make_loot",
    "card_name",
    "check_state",
    "codec",
    "describe",
    "determinize",
    "feature_size",
    "features",
    "hand",
    "indian_card",
    "is_over",
    "legal_actions",
    "loot_choices",
    "max_actions",
    "narrate",
    "new_game",
    "outcome",
    "render",
    "seat_colours",
    "standings",
    "svg",
    "timing",
    "unseen_cards",
    "view",
]

GAME: GameDefinition[State, ApacheAction, View, Options] = GameDefinition.assemble(
    globals(),
    action_type=ApacheAction,
    actors=MOVES.actors,  # what actors, legal_actions and apply call, without the call
    legal_actions=MOVES.legal,
    apply=MOVES.apply,
    moves=MOVES,
)
"""The *Apache* game, as :func:`frontier_games.get_game` returns it."""

_CONFORMS: Game[State, ApacheAction, View, Options] = GAME
