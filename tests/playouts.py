"""Random playouts for the tests: every state of a game played at random."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeVar

from frontier_games.core import Game
from frontier_games.rng import Rng, choice

StateT = TypeVar("StateT")
OptionsT = TypeVar("OptionsT")


def random_playout(
    game: Game[StateT, Any, Any, OptionsT],
    players: int,
    seed: int,
    options: OptionsT | None = None,
    *,
    draws: int | None = None,
) -> Iterator[StateT]:
    """Every state of a game of ``game`` set up from ``seed``, the first and the last too,
    played uniformly at random: a seat drawn among the actors, then one of its legal
    actions, from ``Rng.from_seed(draws)`` (``seed`` when ``draws`` is ``None``)."""
    state = game.new_game(players, seed, options)
    yield state
    rng = Rng.from_seed(seed if draws is None else draws)
    while not game.is_over(state):
        seat, rng = choice(rng, sorted(game.actors(state)))
        action, rng = choice(rng, game.legal_actions(state, seat))
        state = game.apply(state, action)
        yield state
