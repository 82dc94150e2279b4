"""frontier_games: five Wild-West board games played by their rulebooks.

>>> import frontier_games as fg
>>> isinstance(fg.game_names(), tuple)
True

Each game is a :class:`Game`: pure functions over frozen states. See the docs' quick start.
"""

from __future__ import annotations

import importlib
from typing import Any

from frontier_games.core import (
    Action,
    Game,
    GameDefinition,
    GameNotOverError,
    IllegalActionError,
    Outcome,
    PlayerId,
    SerializationError,
    SetupError,
)
from frontier_games.games import REGISTERED

__all__ = [
    "Action",
    "Game",
    "GameDefinition",
    "GameNotOverError",
    "IllegalActionError",
    "Outcome",
    "PlayerId",
    "SerializationError",
    "SetupError",
    "game_names",
    "get_game",
]

__version__ = "0.1.0"


def game_names() -> tuple[str, ...]:
    """The ids of every registered game, such as ``"pappy-winchester"``."""
    return tuple(REGISTERED)


def get_game(name: str) -> Game[Any, Any, Any, Any]:
    """The registered game called ``name``.

    :raises KeyError: if no game has that id; the message lists the known ids.
    """
    try:
        module_path = REGISTERED[name]
    except KeyError:
        known = ", ".join(REGISTERED) or "none yet"
        raise KeyError(f"no game called {name!r}; known games: {known}") from None
    game: Game[Any, Any, Any, Any] = importlib.import_module(module_path).GAME
    return game
