"""The registered games, one package each.

``REGISTERED`` maps each game id to the module that defines its ``GAME`` object. A game
appears here once it is complete; :func:`frontier_games.get_game` imports it on demand.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

REGISTERED: Mapping[str, str] = MappingProxyType(
    {
        "pappy-winchester": "frontier_games.games.pappy_winchester",
        "apache": "frontier_games.games.apache",
    }
)
"""Game id -> module path, in the order games are listed."""
