"""One seat at a time: how every adapter turns the game's decisions into turns.

The frameworks (PettingZoo's AEC, Gymnasium, OpenSpiel's sequential games, a text loop)
ask one seat at a time, while a game may let several act at once (``game.timing``):

* ``TURN``: the one actor.
* ``SEALED``: every actor commits without seeing the others, so the order they are asked
  in changes nothing: the lowest seat first. What a seat committed is hidden from the
  other seats' views (they see only that it has committed, as at a real table), and
  their legal actions stay the same, so a seat asked later chooses as if all were
  asked together.
* ``RACE``: who arrives first matters, so the next arrival is drawn uniformly from the
  adapter's own generator, seeded when the adapter is reset: a seeded episode plays
  again exactly.
"""

from __future__ import annotations

from typing import Any

from frontier_games.core import Game, Timing
from frontier_games.rng import Rng, choice

__all__ = ["next_seat"]


def next_seat(game: Game[Any, Any, Any, Any], state: Any, rng: Rng) -> tuple[int | None, Rng]:
    """The seat to ask next in ``state`` (``None`` once the game is over) and the
    generator after any draw: only a ``RACE`` draws.

    >>> import frontier_games as fg
    >>> game = fg.get_game("apache")
    >>> state = game.new_game(players=3, seed=1)
    >>> next_seat(game, state, Rng.from_seed(0))[0] in game.actors(state)
    True
    """
    actors = game.actors(state)
    if not actors:
        return None, rng
    if len(actors) == 1:
        (seat,) = actors
        return seat, rng
    if game.timing(state) is Timing.RACE:
        return choice(rng, sorted(actors))
    return min(actors), rng
