"""The registry of games, one package each: :func:`get_game` and :func:`game_names`.

``REGISTERED`` maps each game id to the module that defines its ``GAME`` object. A game
appears here once it is complete; :func:`get_game` imports it on demand. The shared
modules (records, the battery, the command line) look games up here, below the package's
face, which re-exports both functions as :func:`frontier_games.get_game` and
:func:`frontier_games.game_names`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from frontier_games.core import Game

__all__ = ["REGISTERED", "game_names", "get_game"]

REGISTERED: Mapping[str, str] = MappingProxyType(
    {
        "pappy-winchester": "frontier_games.games.pappy_winchester",
        "apache": "frontier_games.games.apache",
        "wild-fun-west": "frontier_games.games.wild_fun_west",
        "chaparral": "frontier_games.games.chaparral",
        "rattlesnake-city": "frontier_games.games.rattlesnake_city",
    }
)
"""Game id -> module path, in the order games are listed."""


def game_names() -> tuple[str, ...]:
    """The ids of every registered game, such as ``"pappy-winchester"``."""
    return tuple(REGISTERED)


def get_game(name: str) -> Game[Any, Any, Any, Any]:
    """The registered game called ``name``.

    :raises KeyError: if no game has that id; the message lists the known ids.
    """
    module_path = REGISTERED.get(name) if isinstance(name, str) else None
    if module_path is None:
        known = ", ".join(REGISTERED) or "none yet"
        raise KeyError(f"no game called {name!r}; known games: {known}")
    game: Game[Any, Any, Any, Any] = importlib.import_module(module_path).GAME
    return game
