"""The games in other frameworks' shapes: PettingZoo, Gymnasium, OpenSpiel, and text for
language-model agents.

Each adapter is a module of its own, behind an optional extra, imported only by name
(``import frontier_games.adapters.pettingzoo``): the core never imports them, so it keeps
its three dependencies. They share :mod:`frontier_games.adapters.turns`, which turns
several seats acting at once into one seat at a time, and :func:`find_game`.
"""

from __future__ import annotations

from typing import Any

from frontier_games.core import Game, SetupError
from frontier_games.games import get_game

__all__ = ["find_game"]


def find_game(game_id: object) -> Game[Any, Any, Any, Any]:
    """The registered game ``game_id``, as every adapter looks it up.

    :raises SetupError: naming the registered ids, for any other ``game_id`` (a
        framework passes it on as a bad argument, where ``get_game``'s ``KeyError``
        would read as a missing entry).
    """
    try:
        return get_game(game_id)  # type: ignore[arg-type]  # get_game refuses a non-str
    except KeyError as error:
        raise SetupError(error.args[0]) from None
