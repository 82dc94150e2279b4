"""The registry of games, one package each: :func:`get_game` and :func:`game_names`.

A game registers in one place: its package's path in :data:`PACKAGES`. Its id is the
package's name with hyphens (``rattlesnake_city`` is ``rattlesnake-city``), and everything
else (its rules, its ``rules_version``, its ``HeuristicBot``, its options and their
defaults) comes from the ``GAME`` object the package defines
(:meth:`~frontier_games.core.GameDefinition.assemble` reads it off the package's names).
:func:`get_game` imports a package on demand. The shared modules (records, the battery, the
command line) look games up here, below the package's face, which re-exports both
functions as :func:`frontier_games.get_game` and :func:`frontier_games.game_names`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from frontier_games.core import Game

__all__ = ["PACKAGES", "REGISTERED", "game_names", "get_game"]

PACKAGES: tuple[str, ...] = (
    "frontier_games.games.pappy_winchester",
    "frontier_games.games.apache",
    "frontier_games.games.wild_fun_west",
    "frontier_games.games.chaparral",
    "frontier_games.games.rattlesnake_city",
)
"""The game packages, in the order games are listed: the one place a game registers."""

REGISTERED: Mapping[str, str] = MappingProxyType(
    {path.rpartition(".")[2].replace("_", "-"): path for path in PACKAGES}
)
"""Game id -> package path, the ids found from the packages' names."""


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
    if game.name != name:  # a package whose GAME is named otherwise: a registration slip
        raise KeyError(f"the package {module_path} defines the game {game.name!r}, not {name!r}")
    return game
